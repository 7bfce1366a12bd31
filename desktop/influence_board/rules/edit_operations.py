"""The scenario editor's operations, as values (what `play.apply` is given and the
handlers in editing.py carry out), and what the editor starts a new piece with: a Region
with printed slots to edit from, and ids no piece has yet."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from .board import Participant, Region
from .operations import Kind, RowName


@dataclass(frozen=True, slots=True)
class AddRegion:
    """Add a Region at `index` of the board order (None: at the end)."""

    region: Region
    index: int | None = None


@dataclass(frozen=True, slots=True)
class RemoveRegion:
    """Remove a Region, its cubes (back to their owners) and its adjacency links."""

    region_id: str


@dataclass(frozen=True, slots=True)
class RenameRegion:
    region_id: str
    name: str


@dataclass(frozen=True, slots=True)
class RenameRegionId:
    """Give a Region a new id; its adjacency links follow (operation files name Regions
    by id, so a board's own ids read better than region_1)."""

    region_id: str
    new_id: str


@dataclass(frozen=True, slots=True)
class MoveRegionInOrder:
    """Move a Region to `index` of the board order, which is the scoring order."""

    region_id: str
    index: int


@dataclass(frozen=True, slots=True)
class SetSlots:
    """Set a row's printed VP, one per slot: this sets the number of slots too. When the
    row shrinks, the cubes in the removed slots go back to their owners."""

    region_id: str
    row: Kind
    vps: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SetBonus:
    """Set a Region's majority bonus list (VP for 1st, 2nd, ... place)."""

    region_id: str
    bonus: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AddPlayer:
    """Add a player at `index` of the player order (None: at the end), with 0 VP."""

    participant: Participant
    index: int | None = None


@dataclass(frozen=True, slots=True)
class RemovePlayer:
    """Remove a player: its cubes leave every Region, its Armies and VP total go."""

    player_id: str


@dataclass(frozen=True, slots=True)
class RenamePlayer:
    """Rename a player (or the local power, by its id)."""

    player_id: str
    name: str


@dataclass(frozen=True, slots=True)
class RecolorPlayer:
    """Change a player's (or the local power's) cube colour."""

    player_id: str
    color: str


@dataclass(frozen=True, slots=True)
class MovePlayer:
    """Move a player to `index` of the player order (with its VP total)."""

    player_id: str
    index: int


@dataclass(frozen=True, slots=True)
class SetLocalPower:
    """Add, change or (None) remove the local power. Removing it removes its cubes and
    Armies; changing its id renames the owner of its cubes and Armies everywhere."""

    participant: Participant | None


@dataclass(frozen=True, slots=True)
class AddLink:
    """Make two Regions adjacent."""

    a: str
    b: str


@dataclass(frozen=True, slots=True)
class RemoveLink:
    """Make two Regions no longer adjacent (the link in either direction)."""

    a: str
    b: str


@dataclass(frozen=True, slots=True)
class SetBoardName:
    name: str


@dataclass(frozen=True, slots=True)
class SetVp:
    """Set a player's VP total (correcting the ledger, not scoring)."""

    player_id: str
    vp: int


@dataclass(frozen=True, slots=True)
class MoveCube:
    """Move the cube at `index` of a Region's `row` to `to_index` of `to_row` in a Region
    (the same one or another), without scoring: setup mode's drag, a correction. It goes
    to a free permanent slot, the temporary slot at the end of the occupied run, or the
    overflow beside a full permanent row (`to_index`: its place there, at most the number
    of cubes there). The cube moves alone: nothing slides, so a move that would leave or
    make a gap in a temporary row is refused."""

    region: str
    row: RowName
    index: int
    to_region: str
    to_row: RowName
    to_index: int


EditOperation = (
    AddRegion
    | RemoveRegion
    | RenameRegion
    | RenameRegionId
    | MoveRegionInOrder
    | SetSlots
    | SetBonus
    | AddPlayer
    | RemovePlayer
    | RenamePlayer
    | RecolorPlayer
    | MovePlayer
    | SetLocalPower
    | AddLink
    | RemoveLink
    | SetBoardName
    | SetVp
    | MoveCube
)


# -- new pieces ------------------------------------------------------------------------------


def numbered_id(prefix: str, taken: Collection[str], start: int = 1) -> str:
    """The first `prefix_N`, N counting up from `start`, that no piece has yet."""
    n = start
    while f"{prefix}_{n}" in taken:
        n += 1
    return f"{prefix}_{n}"


def new_region_id(taken: Collection[str]) -> str:
    return numbered_id("region", taken)


def default_region(region_id: str, name: str, position: tuple[float, float] | None) -> Region:
    """A small Region to edit from: two permanent slots printed 1, four temporary slots
    printed 4 3 2 1, a 7 4 2 majority bonus, no cubes and no Armies."""
    return Region(
        region_id,
        name,
        permanent_vp=(1, 1),
        temporary_vp=(4, 3, 2, 1),
        majority_bonus=(7, 4, 2),
        permanent=(None, None),
        overflow=(),
        temporary=(None, None, None, None),
        armies=(),
        position=position,
    )
