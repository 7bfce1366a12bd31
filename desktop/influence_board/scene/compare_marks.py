"""The marks of a comparison on the board: an outline round every Region that differs
between the two positions compared, with a badge saying how (places gained and lost,
cubes gained, lost or moved). The badge text comes from rules/analysis/diff.py; each mark
is a child of its Region's track, so it follows the track and goes with it."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from .geometry import small_font
from .region_item import RegionItem

OUTLINE = QColor("#d97706")  # amber: not a player's colour, not the selection's blue
BADGE_TEXT = QColor("#1a1a1a")
BADGE_LINES = 2  # more would hide the track above; the tooltip and the Compare dock say all


def badge_lines(badge: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """The badge in lines no wider than `room`, its parts ("; ") kept whole where they fit,
    at most BADGE_LINES, the rest elided: one long line ran off the track's left, past
    the board's edge."""
    lines: list[str] = []
    for part in badge.split("; "):
        joined = f"{lines[-1]}; {part}" if lines else part
        if lines and metrics.horizontalAdvance(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(part)
    if len(lines) > BADGE_LINES:
        lines = [*lines[: BADGE_LINES - 1], lines[BADGE_LINES - 1] + "; …"]
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]


class CompareMark(QGraphicsItem):
    """An outline round one track and its badge above the track's top-right corner."""

    def __init__(self, track: QGraphicsItem, badge: str) -> None:
        super().__init__(track)
        self.badge = badge
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        import html  # here: a comparison's, not the board's first paint

        # Names are the scenario's text: escaped inside rich text, never read as markup.
        self.setToolTip(f"<p>{html.escape(badge)}</p>")
        self._outline = track.boundingRect().adjusted(-5, -5, 5, 5)
        metrics = QFontMetricsF(small_font(bold=True))
        self._lines = badge_lines(badge, metrics, self._outline.width() - 14)
        width = max(metrics.horizontalAdvance(line) for line in self._lines) + 14
        height = len(self._lines) * metrics.lineSpacing() + 6
        right = self._outline.right()
        top = self._outline.top() - height - 2
        scene = track.scene()
        if scene is not None:  # a top row's badge stays inside the board: over its corner
            top = max(top, scene.sceneRect().top() - track.scenePos().y() + 1)
        self._badge = QRectF(right - width, top, width, height)

    def boundingRect(self) -> QRectF:
        return self._outline.adjusted(-3, -3, 3, 3).united(self._badge)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._outline, 8, 8)
        painter.setPen(QPen(OUTLINE, 1.5))
        painter.setBrush(QBrush(QColor("#fff3dc")))
        painter.drawRoundedRect(self._badge, 5, 5)
        painter.setFont(small_font(bold=True))
        painter.setPen(BADGE_TEXT)
        painter.drawText(self._badge, Qt.AlignmentFlag.AlignCenter, "\n".join(self._lines))


class CompareMarks:
    """The marks of the comparison shown now, by Region id, on a board scene whose tracks
    by Region id are `tracks` (the scene's own dictionary)."""

    def __init__(
        self,
        scene: QGraphicsScene,
        tracks: Mapping[str, RegionItem],
        retire: Callable[[QGraphicsItem], None],
    ) -> None:
        self.scene = scene
        self.tracks = tracks
        self._retire = retire  # takes a mark off the board (BoardScene.take_off)
        self.marks: dict[str, CompareMark] = {}

    def show(self, badges: dict[str, str]) -> None:
        """Mark exactly the Regions named (on this board), each with its badge."""
        self.clear()
        for region_id, badge in badges.items():
            track = self.tracks.get(region_id)
            if track is not None:
                self.marks[region_id] = CompareMark(track, badge)

    def set_visible(self, on: bool) -> None:
        """Hidden while the board is printed or exported, like the step marks."""
        for mark in self.marks.values():
            mark.setVisible(on)

    def clear(self) -> None:
        for mark in self.marks.values():
            if mark.scene() is not None:
                self._retire(mark)
        self.marks.clear()
