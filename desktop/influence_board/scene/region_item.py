"""RegionItem: one Region drawn as a slot track.

The item is passive (Tiled's map items are): it draws its Region with the look it is
given, the play state's marks it reads at each paint (`marks`, the scene's) and what a
gesture under way shows on it (`passing`), and takes no events. Clicks, drags, drops and
menus go from the scene to the gesture under way (interactions.py), which has the Game carry
out its operation; the scene puts the item where the arrangement in use says
(arrangement.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.themes import Theme
from ..rules.board import Region
from .geometry import TrackGeometry
from .track_painter import Ink, Marks, Passing, TrackState, paint_track


class RegionItem(QGraphicsObject):
    def __init__(
        self, region: Region, theme: Theme, ink: Ink, marks: Callable[[str], Marks]
    ) -> None:
        super().__init__()
        self.region = region
        self.theme = theme
        self.ink = ink
        self.geometry = TrackGeometry(region)
        self.passing = Passing()
        self._marks = marks
        # Selectable: the scene sets Qt's flag from the play state, for Qt's own readers
        # (selectedItems); not movable: Qt would move the items itself, ahead of the Board.
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def state(self) -> TrackState:
        """What the track shows beyond its Region now: the play state's marks, read from it
        here, and what a gesture under way shows."""
        selected, chosen, focused = self._marks(self.region.id)
        p = self.passing
        return TrackState(selected, focused, chosen, p.hover, p.held, p.ghost, p.drop_above)

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
        paint_track(painter, self.region, self.geometry, self.theme, self.ink, self.state)
