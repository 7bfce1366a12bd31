"""RegionItem: one Region drawn as a slot track.

The item is passive (Tiled's map items are): it draws its Region with the look and the
state it is given, and takes no events. Clicks, drags, drops and menus go from the scene to
the gesture controller (gestures.py), which has the Game carry out their operations; the
scene puts the item where the arrangement in use says (arrangement.py).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.themes import Theme
from ..rules.board import Region
from .geometry import TrackGeometry
from .track_painter import Ink, TrackState, paint_track


class RegionItem(QGraphicsObject):
    def __init__(self, region: Region, theme: Theme, ink: Ink) -> None:
        super().__init__()
        self.region = region
        self.theme = theme
        self.ink = ink
        self.geometry = TrackGeometry(region)
        self.state = TrackState()
        # Selectable for the view's rubber band; not movable: Qt would move the items
        # itself, ahead of the Board.
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_region(self, region: Region) -> None:
        """Show a new state of this Region; only this item repaints."""
        old, self.region = self.region, region
        if old.with_position(region.position) == region:
            return  # only moved: the scene places the item
        geometry = TrackGeometry(region)
        if (geometry.width, geometry.height) != (self.geometry.width, self.geometry.height):
            self.prepareGeometryChange()
        self.geometry = geometry
        self.update()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def boundingRect(self) -> QRectF:
        return self.geometry.bounds().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.state.selected = self.isSelected()
        paint_track(painter, self.region, self.geometry, self.theme, self.ink, self.state)
