"""What a press and release at a place of a track mean, written once: used by the click
(interactions.py), by Enter, by the hover preview and so by touch."""

from __future__ import annotations

from ..document.play_state import Place, PlayState
from ..rules.board import Board
from ..rules.operations import Add
from .geometry import HitRow


def gesture_operation(
    board: Board, play: PlayState, region_id: str, row: HitRow, index: int | None
) -> Add | None:
    """What a press and release at (row, index) of a Region's track mean for the acting
    participant:
    - anywhere on the temporary row, cubes included: temporary Influence (a full row
      pushes out its leftmost cube);
    - an empty permanent slot: permanent Influence in that slot;
    - a cube of the permanent row or the overflow, the header, the body: no operation.
    Setup mode places without scoring; nothing when the acting participant may not act."""
    acting = play.acting
    if not play.may_act(acting):
        return None
    setup = play.setup_mode
    if row == "temporary":
        return Add(region_id, acting, "temporary", setup=setup)
    slot = free_slot(board, region_id, row, index)
    if slot is not None:
        return Add(region_id, acting, "permanent", setup=setup, slot=slot)
    return None


def free_slot(board: Board, region_id: str, row: HitRow, index: int | None) -> int | None:
    """The empty permanent slot at (row, index) of a Region, None anywhere else: the slot a
    cube clicked, dropped or converted there goes into (else the leftmost free one)."""
    if row != "permanent" or index is None:
        return None
    permanent = board.region(region_id).permanent
    return index if 0 <= index < len(permanent) and permanent[index] is None else None


def cube_at(board: Board, region_id: str, row: HitRow, index: int | None) -> Place | None:
    """The place of the cube at (row, index) of a Region, None when no cube is there."""
    if row == "header" or row == "body" or index is None:
        return None
    cells = getattr(board.region(region_id), row)
    if 0 <= index < len(cells) and cells[index] is not None:
        return Place(region_id, row, index)
    return None
