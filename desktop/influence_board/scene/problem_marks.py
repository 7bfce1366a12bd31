"""The errors of the position marked on the board, where the Problems dock finds them (its
check: one validator, DESIGN.md): a dashed ring round each slot an error names (a cube of
nobody on the board, a cube after an empty temporary slot, a printed VP out of range),
round the bonus or Armies line, and round the whole track for any other error of a Region.

The marks are steady: they go when their error does (the dock checks again shortly after
every change, and a mark whose error stays where it was is kept, not made again). Each is
a child of its Region's track, so it follows a moved track; the scene clears them before
it rebuilds its tracks. A mark's tooltip is its error, in the words the dock and
`influence-board check` use. Hidden while the board is printed or exported.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..look.plain_text import literal_html
from ..rules.board import RowName
from .region_item import RegionItem

if TYPE_CHECKING:
    from ..rules.board import Board
    from ..rules.validation import Problem

ERROR = QColor("#d32f2f")  # red: the dock's error icon, apart from the step marks' amber
# regions[2].cubes.temporary[3], regions[2].permanent[0] (printed VP), regions[2].armies.x
_PLACE = re.compile(
    r"regions\[(\d+)\](?:(?:\.cubes)?\.(permanent|overflow|temporary)\[(\d+)\]"
    r"|\.(majority_bonus|armies))?"
)
_FOOTER_LINE = {"majority_bonus": 0, "armies": 1}  # TrackGeometry.footer_line's lines

Place = tuple[str, str, int]  # (Region id, row or footer part or "", index)
Shown = tuple[RegionItem, QRectF, tuple[str, ...]]  # a mark's track, ringed place, words


def problem_places(board: Board, problems: Iterable[Problem]) -> dict[Place, list[str]]:
    """Where on the board each error is, with its words: a slot, a footer line, or a
    whole track ("" row). Errors outside any Region (a player, a link) have no place."""
    places: dict[Place, list[str]] = {}
    for problem in problems:
        match = _PLACE.match(problem.path) if problem.severity == "error" else None
        if match is None or int(match.group(1)) >= len(board.regions):
            continue
        region = board.regions[int(match.group(1))]
        row, index, footer = match.group(2), match.group(3), match.group(4)
        if row is not None and int(index) < len(getattr(region, row)):
            place: Place = (region.id, row, int(index))
        elif footer is not None:
            place = (region.id, footer, 0)
        else:
            place = (region.id, "", 0)
        places.setdefault(place, []).append(f"{problem.place}: {problem.message}")
    return places


class ProblemMark(QGraphicsItem):
    """A dashed red ring round one place of a track that an error names."""

    def __init__(self, key: Place, shown: Shown) -> None:
        parent, rect, words = shown
        super().__init__(parent)
        self.key = key
        self.shown = shown  # what it was made from: the same again keeps it
        self._rect = rect.adjusted(-3, -3, 3, 3)
        self.setZValue(30)  # over the track, under a comparison's badge
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the track
        self.setToolTip(literal_html("\n".join(words)))  # names from a file: plain text

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ERROR, 3, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect, 6, 6)


class ProblemMarks:
    """The marks of the errors found last, on a board scene whose tracks by Region id are
    `tracks` (the scene's own dictionary)."""

    def __init__(
        self, tracks: Mapping[str, RegionItem], retire: Callable[[QGraphicsItem], None]
    ) -> None:
        self.tracks = tracks
        self._retire = retire  # takes a mark off the board (BoardScene.take_off)
        self.marks: dict[Place, ProblemMark] = {}
        self._visible = True

    def show(self, board: Board, problems: Iterable[Problem]) -> None:
        """Mark the errors of `problems` (those a list shows: bounded) on `board`'s tracks,
        in place of the marks before; a mark shown the same again stays (no repaint)."""
        wanted: dict[Place, Shown] = {}
        for key, words in problem_places(board, problems).items():
            track = self.tracks.get(key[0])
            if track is not None:
                wanted[key] = (track, _ringed(track, key), tuple(words))
        for key, mark in list(self.marks.items()):
            if wanted.get(key) != mark.shown:
                self._retire(mark)
                del self.marks[key]
        for key, shown in wanted.items():
            if key not in self.marks:
                mark = self.marks[key] = ProblemMark(key, shown)
                mark.setVisible(self._visible)

    def set_visible(self, on: bool) -> None:
        """Hidden while the board is printed or exported, like the step marks."""
        self._visible = on
        for mark in self.marks.values():
            mark.setVisible(on)

    def clear(self) -> None:
        """Take every mark away (before the tracks that hold them are rebuilt)."""
        for mark in self.marks.values():
            self._retire(mark)
        self.marks.clear()


def _ringed(track: RegionItem, key: Place) -> QRectF:
    """The place of a track a mark rings: a slot, a footer line, or the whole track."""
    _, row, index = key
    if row in _FOOTER_LINE:
        return track.geometry.footer_line(_FOOTER_LINE[row])
    if row:
        # problem_places names a slot's row as the Board does.
        return track.geometry.slot_rect(cast(RowName, row), index)
    return track.geometry.bounds()
