"""A track's tooltip: the cube under the mouse (a temporary cube's owner and how soon it is
pushed out) and the Region in words (its rows, ranking and flags). Written when Qt asks
for it, not on every change: this module, and the report it reads, load with the first
tooltip, after the board is drawn."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..look.plain_text import literal_html, names_isolated
from ..rules.analysis.report import describe_region
from ..rules.board import Board
from ..rules.safety import out_after, safety_text


def track_tip(board: Board, region_id: str, row: str | None, index: int | None) -> str:
    """The tooltip over (row, index) of a Region's track, as rich text."""
    cube = describe_cube(board, region_id, row, index)
    words = "\n".join(describe_region(board, board.region(region_id)))
    return literal_html(names_isolated(f"{cube}\n\n{words}" if cube else words, board))


def describe_cube(board: Board, region_id: str, row: str | None, index: int | None) -> str:
    """A temporary cube's owner and safety ("out after 2 more ..."); "" anywhere else."""
    region = board.region(region_id)
    if row != "temporary" or index is None or index >= len(region.temporary):
        return ""
    owner = region.temporary[index]
    if owner is None:
        return ""
    return QCoreApplication.translate("BoardScene", "{0}'s temporary cube, slot {1}: {2}").format(
        board.name_of(owner), index + 1, safety_text(out_after(region, index))
    )
