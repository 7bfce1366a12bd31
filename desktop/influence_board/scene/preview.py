"""The what-if preview on the board: where a choice's cube would land, and what it would gain.

Hovering a slot where a click would add Influence (or a row of the Options dock) shows a
translucent ghost cube of the acting player where the cube would land, the cubes a
push-out would take out (a red X) or slide left (an arrow), and one line from the options
computation (rules/analysis/options.py `option_for` and `summary`). The Board does not change: the
preview is one item on top of the scene, taken away when the hover ends or the position
changes.

Setup mode's drag of a cube shows the same marks: the cube's place ringed on its track, and
the drop target on the track under the mouse (the ghost where the cube would go, the place
beside a full permanent row included, with the move's words), or a cross and the reason
where the rules refuse the move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..document.play_state import Place
from ..rules.board import Board, Region
from ..rules.operations import Add, Convert, Reset
from .geometry import GAP, TrackGeometry, small_font
from .region_item import RegionItem
from .track_painter import Slot

if TYPE_CHECKING:
    from ..rules.analysis.options import Choice, Option

GHOST_ALPHA = 120
LEAVING = QColor("#c62828")
TEXT_GAP = 8.0
TEXT_WIDTH = 420.0  # a longer line (a refused move's reason) wraps, in the board's view
WRAPPED = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


@dataclass(frozen=True, slots=True)
class Landing:
    """Where a choice moves cubes in one Region's track: the slot its cube lands in, the
    cube that leaves the Region, the cube the player picks up (a convert or a Reset) and the
    cubes that slide one place left."""

    lands: Slot | None
    leaves: Slot | None = None
    picked: Slot | None = None
    slides: tuple[Slot, ...] = ()


def landing(region: Region, op: Choice) -> Landing:
    """Read from the rules (RULES.md §2-3) which slots a choice touches, before it is made."""
    temporary = region.temporary
    filled = sum(c is not None for c in temporary)
    if isinstance(op, Add):
        if op.kind == "permanent":
            slot = op.slot if op.slot is not None else _first_free(region.permanent)
            return Landing(("permanent", slot) if slot is not None else None)
        if filled < len(temporary):
            return Landing(("temporary", filled))
        # A full row: the leftmost cube leaves, the others slide, the new one goes last.
        slides = _temporary(range(1, len(temporary)))
        return Landing(("temporary", len(temporary) - 1), ("temporary", 0), slides=slides)
    slides = _temporary(range(op.index + 1, filled))
    if isinstance(op, Convert):
        slot = op.slot if op.slot is not None else _first_free(region.permanent)
        lands: Slot = (
            ("permanent", slot) if slot is not None else ("overflow", len(region.overflow))
        )
        return Landing(lands, picked=("temporary", op.index), slides=slides)
    assert isinstance(op, Reset)
    return Landing(("temporary", filled - 1), picked=("temporary", op.index), slides=slides)


def _temporary(indexes: range) -> tuple[Slot, ...]:
    return tuple(("temporary", i) for i in indexes)


def _first_free(row: tuple[str | None, ...]) -> int | None:
    return next((i for i, c in enumerate(row) if c is None), None)


class PreviewItem(QGraphicsItem):
    """The ghost cube, the marks and the line of text, drawn over one Region's track (in
    the track's own coordinates: the item sits where the track sits)."""

    def __init__(
        self, geometry: TrackGeometry, landing: Landing, color: QColor, text: str, accent: QColor
    ) -> None:
        super().__init__()
        self.geometry = geometry
        self.landing = landing
        self.color = color
        self.text = text
        self.accent = accent
        self.setZValue(50)  # over every track
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the track below
        self._text_rect = self._place_text()

    def _place_text(self) -> QRectF:
        if not self.text:
            return QRectF()
        metrics = QFontMetricsF(small_font(bold=True))
        room = QRectF(0, 0, max(self.geometry.width, TEXT_WIDTH), 10_000)
        size = metrics.boundingRect(room, WRAPPED, self.text).size()
        # Just above the track's header: no cube is hidden by it, and it is in view whenever
        # the slot under the pointer is (beside the track it went past the window's edge).
        height = size.height() + 8
        return QRectF(0, -height - TEXT_GAP, size.width() + 14, height)

    def _slot(self, slot: Slot) -> QRectF:
        row, index = slot
        return self.geometry.slot_rect(row, index)

    def _ghost_rect(self) -> QRectF:
        """Where the ghost cube is drawn, which may lie past the track's edge (the next
        overflow place, the place just right of a pushed-out row); empty for none."""
        if self.landing.lands is None:
            return QRectF()
        row, index = self.landing.lands
        if self.landing.leaves is not None:
            # A push-out: the row slides first, so the ghost waits just right of the row
            # instead of covering the cube now in the last slot.
            index += 1
        return self.geometry.slot_rect(row, index)

    def boundingRect(self) -> QRectF:
        bounds = self.geometry.bounds().adjusted(-4, -4, 4, 4).united(self._ghost_rect())
        if self.landing.leaves is not None:  # a refused move's cross may be past the edge
            bounds = bounds.united(self._slot(self.landing.leaves))
        return bounds.united(self._text_rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        land = self.landing
        for slot in land.slides:
            self._slide_arrow(painter, self._slot(slot))
        if land.picked is not None:
            painter.setPen(QPen(self.accent, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._slot(land.picked).adjusted(-3, -3, 3, 3), 6, 6)
        if land.leaves is not None:
            self._cross(painter, self._slot(land.leaves))
        if land.lands is not None:
            self._ghost(painter, self._ghost_rect())
        if self.text:
            painter.setPen(QPen(self.accent, 1.5))
            painter.setBrush(QBrush(QColor(255, 255, 255, 235)))
            painter.drawRoundedRect(self._text_rect, 5, 5)
            painter.setFont(small_font(bold=True))
            painter.setPen(QColor("#1a1a1a"))
            painter.drawText(self._text_rect, WRAPPED, self.text)

    def _ghost(self, painter: QPainter, rect: QRectF) -> None:
        fill = QColor(self.color)
        fill.setAlpha(GHOST_ALPHA)
        painter.setBrush(fill)
        painter.setPen(QPen(self.accent, 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 5, 5)

    def _cross(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(LEAVING, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        r = rect.adjusted(6, 6, -6, -6)
        painter.drawLine(r.topLeft(), r.bottomRight())
        painter.drawLine(r.topRight(), r.bottomLeft())

    def _slide_arrow(self, painter: QPainter, rect: QRectF) -> None:
        """A short arrow under the cube, pointing one place left."""
        y = rect.bottom() + 3
        tip, tail = QPointF(rect.left() - GAP / 2, y), QPointF(rect.center().x(), y)
        painter.setPen(QPen(self.accent, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(tail, tip)
        head = QPainterPath(tip)
        head.lineTo(tip + QPointF(5, -3))
        head.lineTo(tip + QPointF(5, 3))
        head.closeSubpath()
        painter.setBrush(self.accent)
        painter.drawPath(head)


class HoverPreview:
    """The one preview a scene shows at a time (none most of the time)."""

    def __init__(self, scene: QGraphicsScene, retire: Callable[[QGraphicsItem], None]) -> None:
        self.scene = scene
        self._retire = retire  # takes the preview off the board (BoardScene.take_off)
        self.item: PreviewItem | None = None
        self.shown: Choice | None = None
        self.option: Option | None = None
        # A move's: the mark on the cube's own track, when the target is another track.
        self.source_item: PreviewItem | None = None
        self.move: tuple[Place, Place | None, str, bool] | None = None  # what is shown

    def show_choice(
        self, board: Board, op: Choice, track: RegionItem | None, with_text: bool = True
    ) -> Option | None:
        """Preview `op` over `track`, its Region's track; nothing is shown when the rules
        refuse it or it changes nothing. Returns the option shown."""
        if track is None:
            self.hide()
            return None
        if self.shown == op and self.item is not None:
            return self.option  # the same preview is on already
        self.hide()
        # Here, not at the top: the options and their words load with the first preview,
        # not before the board is first drawn.
        from ..rules.analysis.options import option_for, summary

        option = option_for(board, op)
        if option is None:
            return None
        setup = isinstance(op, Add) and op.setup
        text = summary(board, option, setup=setup) if with_text else ""
        land = landing(board.region(op.region), op)
        item = self._put(track, land, track.ink.color(op.player), text, track.theme.accent)
        self.item, self.shown, self.option = item, op, option
        return option

    def show_move(
        self,
        tracks: Mapping[str, RegionItem],
        source: Place,
        target: Place | None,
        text: str = "",
        refused: bool = False,
    ) -> None:
        """A cube carried from `source` (setup mode's move): its place ringed and, with a
        `target`, where a drop would put it, a ghost there with `text` (the move's words),
        or a cross there with `text` (why not) when the rules refuse it (`refused`)."""
        shown = (source, target, text, refused)
        if self.move == shown:
            return
        self.hide()
        home = tracks.get(source.region)
        there = tracks.get(target.region) if target is not None else None
        if home is None:
            return
        owner = getattr(home.region, source.row)[source.index]
        color = home.ink.color(owner) if owner is not None else LEAVING
        accent = LEAVING if refused else home.theme.accent
        picked: Slot = (source.row, source.index)
        slot: Slot | None = (target.row, target.index) if target is not None else None
        lands, leaves = (None, slot) if refused else (slot, None)
        if there is None or there is home:
            self.item = self._put(home, Landing(lands, leaves, picked), color, text, accent)
        else:
            self.source_item = self._put(home, Landing(None, picked=picked), color, "", accent)
            self.item = self._put(there, Landing(lands, leaves), color, text, accent)
        self.move = shown

    def _put(
        self, track: RegionItem, landing: Landing, color: QColor, text: str, accent: QColor
    ) -> PreviewItem:
        item = PreviewItem(track.geometry, landing, color, text, accent)
        item.setPos(track.pos())
        self.scene.addItem(item)
        return item

    def hide(self) -> None:
        for item in (self.item, self.source_item):
            if item is not None and item.scene() is not None:
                self._retire(item)
        self.item = self.source_item = None
        self.shown = self.option = self.move = None
