"""What a gesture under way shows on the board, told by the interaction that runs it
(interactions.py): the slot under the mouse, a temporary cube in the hand, a cube carried
between tracks (setup mode's move), a palette chip's band, a link being drawn, the rubber
band. Passing visuals only: the selection, the chosen
cube and the keyboard focus are the play state's, which the scene draws from it.

A link, a rubber band or a carried cube taken away is hidden, and shown again for the
next one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..document.play_state import Place
from ..look.cubes import paint_cube
from .geometry import SLOT, Hit
from .region_item import RegionItem

BAND_ALPHA = 40  # the rubber band's fill over the tracks
CARRIED_OPACITY = 0.85  # a cube in the hand: the slot under it shows through


class CarriedCube(QGraphicsItem):
    """A cube under the mouse, over every track: the one setup mode's drag carries (its
    own track cannot draw it once the mouse has left that track)."""

    def __init__(self) -> None:
        super().__init__()
        self.color, self.mark = QColor(), ""
        self.setZValue(60)  # over the tracks and the preview
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-SLOT / 2, -SLOT / 2, SLOT, SLOT)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setOpacity(CARRIED_OPACITY)
        paint_cube(painter, self.boundingRect(), self.color, self.mark)


class GestureMarks:
    def __init__(
        self,
        scene: QGraphicsScene,
        tracks: Mapping[str, RegionItem],
        accent: Callable[[], QColor],
    ) -> None:
        self._scene = scene
        self._tracks = tracks  # the scene's own mapping: it follows a rebuilt board
        self._accent = accent  # the theme's, as it is when a link or a band begins
        self._hovered: str | None = None  # the Region whose track shows the hover
        self._hinted: str | None = None  # the Region whose track shows a drop hint
        self._holding: str | None = None  # the Region whose temporary cube is in the hand
        self._link: QGraphicsLineItem | None = None
        self._band: QGraphicsRectItem | None = None
        self._carried: CarriedCube | None = None

    def forget(self) -> None:
        """The scene was cleared (a new board): its tracks and marks went with it."""
        self._hovered = self._hinted = self._holding = None
        self._link = self._band = self._carried = None

    def _show(self, region_id: str | None, **passing: object) -> None:
        """Set fields of one track's passing visuals (nothing when it has no track)."""
        item = self._tracks.get(region_id) if region_id is not None else None
        if item is None:
            return
        changed = False
        for name, value in passing.items():
            if getattr(item.passing, name) != value:
                setattr(item.passing, name, value)
                changed = True
        if changed:
            item.update()

    def show_hover(self, region_id: str | None, hit: Hit | None = None) -> None:
        """The mouse is over `hit` of a Region's track (None: over no track)."""
        if self._hovered is not None and self._hovered != region_id:
            self._show(self._hovered, hover=None)
            if self._hovered in self._tracks:
                self._tracks[self._hovered].unsetCursor()
        self._hovered = region_id
        item = self._tracks.get(region_id) if region_id is not None else None
        if item is None or hit is None:
            return
        row = hit.row
        if row == "header":
            item.setCursor(Qt.CursorShape.OpenHandCursor)
        elif row == "body":
            item.unsetCursor()
        else:
            item.setCursor(Qt.CursorShape.PointingHandCursor)
        on_slot = row != "header" and row != "body" and hit.index is not None
        self._show(region_id, hover=(row, hit.index) if on_slot else None)

    def show_drop_hint(self, region_id: str | None, above: bool | None = None) -> None:
        """A palette chip over a Region's track: the band where it would go, above the line
        (permanent) or below it (temporary)."""
        if self._hinted is not None and self._hinted != region_id:
            self._show(self._hinted, drop_above=None)
        self._hinted = region_id
        self._show(region_id, drop_above=above)

    def show_held_cube(
        self,
        region_id: str | None,
        index: int | None = None,
        ghost: QRectF | None = None,
        above: bool | None = None,
    ) -> None:
        """A Region's temporary cube at `index` is in the hand, drawn at `ghost` (track
        coordinates); `above` the line it would be converted. None: no cube in the hand."""
        if self._holding is not None and self._holding != region_id:
            self._show(self._holding, held=None, ghost=None, drop_above=None)
        self._holding = region_id
        self._show(region_id, held=index, ghost=ghost, drop_above=above)

    def show_carried_cube(self, place: Place | None, at: QPointF | None = None) -> None:
        """The cube at `place` carried under the mouse, centred on `at` (the scene's
        coordinates); None: no cube carried."""
        track = self._tracks.get(place.region) if place is not None else None
        owner = None
        if track is not None and place is not None:
            cells = getattr(track.region, place.row)
            owner = cells[place.index] if 0 <= place.index < len(cells) else None
        if track is None or owner is None or at is None:
            if self._carried is not None:
                self._carried.hide()
            return
        if self._carried is None:
            self._carried = CarriedCube()
            self._carried.hide()
            self._scene.addItem(self._carried)
        carried = self._carried
        color, mark = track.ink.color(owner), track.ink.mark(owner)
        if (carried.color, carried.mark) != (color, mark):
            carried.color, carried.mark = color, mark
            carried.update()
        carried.setPos(at)
        carried.show()

    def show_link(self, region_id: str | None, at: QPointF | None = None) -> None:
        """A link being drawn from a Region's track to `at`; None: no link being drawn."""
        track = self._tracks.get(region_id) if region_id is not None else None
        if track is None or at is None:
            if self._link is not None:
                self._link.hide()
            return
        if self._link is None:
            self._link = QGraphicsLineItem()
            self._link.setZValue(10)
            self._link.hide()
            self._scene.addItem(self._link)
        if not self._link.isVisible():
            self._link.setPen(QPen(self._accent(), 3, Qt.PenStyle.DashLine))
            self._link.show()
        self._link.setLine(QLineF(track.sceneBoundingRect().center(), at))

    def show_band(self, rect: QRectF | None) -> None:
        """The rubber band over `rect` of the scene; None: no rubber band."""
        if rect is None:
            if self._band is not None:
                self._band.hide()
            return
        if self._band is None:
            self._band = QGraphicsRectItem()
            self._band.setZValue(20)  # over the tracks and the links
            self._band.hide()
            self._scene.addItem(self._band)
        if not self._band.isVisible():
            accent = self._accent()
            pen = QPen(accent, 1)
            pen.setCosmetic(True)  # one pixel at any zoom
            fill = QColor(accent)
            fill.setAlpha(BAND_ALPHA)
            self._band.setPen(pen)
            self._band.setBrush(fill)
            self._band.show()
        self._band.setRect(rect)
