"""RegionItem: one Region drawn as a slot track, dragged by its header.

The item never changes the Board, nor moves itself: clicks, drags and drops become
gestures on the BoardScene, which has the Game carry out their operations; a
dragged track moves when the Board says it has moved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..rules import Region
from .geometry import TrackGeometry, armies_text
from .track_painter import TrackState, paint_track

if TYPE_CHECKING:
    from .board_scene import BoardScene

MIME_PLAYER = "application/x-influence-board-player"


class RegionItem(QGraphicsObject):
    def __init__(self, region: Region, name_of: Callable[[str], str]) -> None:
        super().__init__()
        self.region = region
        self._name_of = name_of
        self.geometry = self._measure(region)
        self.state = TrackState()
        self._press: tuple[str, int | None] | None = None  # a click waiting for release
        self._press_pos = QPointF()
        self._moving = False
        self._linking = False  # Alt+drag from the header draws an adjacency link
        # Not ItemIsMovable: Qt would move the items itself, ahead of the Board.
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
        )
        self.setAcceptHoverEvents(True)
        self.setAcceptDrops(True)
        if region.position is not None:
            self.setPos(QPointF(*region.position))

    def _measure(self, region: Region) -> TrackGeometry:
        names = [(self._name_of(o), n) for o, n in region.armies]
        return TrackGeometry(region, armies_text(names))

    # -- state ------------------------------------------------------------------------------

    def board_scene(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def set_region(self, region: Region) -> None:
        """Show a new state of this Region; only this item repaints."""
        old, self.region = self.region, region
        if region.position is not None and region.position != (self.pos().x(), self.pos().y()):
            self.setPos(QPointF(*region.position))
        if old.with_position(region.position) == region:
            return  # only moved
        geometry = self._measure(region)
        if (geometry.width, geometry.height) != (self.geometry.width, self.geometry.height):
            self.prepareGeometryChange()
        self.geometry = geometry
        self.update()

    def boundingRect(self) -> QRectF:
        return self.geometry.bounds().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scene = self.board_scene()
        self.state.selected = self.isSelected()
        self.state.selected_cube = scene.selected_cube_in(self.region.id)
        self.state.focused_slot = scene.keyboard.slot_in(self.region.id)
        paint_track(painter, self.region, self.geometry, scene.theme, scene.ink, self.state)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged and self.scene():
            self.board_scene().follow_links(self.region.id)
        return super().itemChange(change, value)

    def cube_at(self, row: str, index: int | None) -> str | None:
        cells = getattr(self.region, row, ())
        return cells[index] if index is not None and 0 <= index < len(cells) else None

    # -- mouse: click a slot, drag the header, drag a temporary cube above the line ----------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        scene = self.board_scene()
        hit = self.geometry.hit(event.pos())
        self._press_pos = event.pos()
        self._press = None
        if hit.row == "header" and event.modifiers() & Qt.KeyboardModifier.AltModifier:
            self._linking = True
            scene.begin_link(self.region.id, event.scenePos())
            return
        if hit.row in ("header", "body"):
            scene.select_cube(None)
            self._moving = hit.row == "header"
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                # Ctrl+click adds to or takes from the selection (Qt's own rule, on release);
                # Ctrl+drag moves this track with the selected ones.
                self._moving = True
                scene.begin_track_drag(self.region.id, event.scenePos())
                super().mousePressEvent(event)
                return
            if not (self._moving and self.isSelected() and len(scene.selected_regions()) > 1):
                scene.select_region(self.region.id)  # a drag of a selected track moves them all
            if self._moving:
                scene.begin_track_drag(self.region.id, event.scenePos())
                super().mousePressEvent(event)
            return
        if self.cube_at(hit.row, hit.index) is not None:
            scene.select_cube(self.region.id, hit.row, hit.index)  # type: ignore[arg-type]
        else:
            scene.select_cube(None)
            scene.select_region(self.region.id)
        self._press = (hit.row, hit.index)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._linking:
            self.board_scene().drag_link(event.scenePos())
            return
        if self._moving:
            self.board_scene().drag_tracks(event.scenePos())
            return
        if self._press is None or self._press[0] != "temporary":
            return
        index = self._press[1]
        if self.cube_at("temporary", index) is None:
            return
        far = (event.pos() - self._press_pos).manhattanLength() >= QApplication.startDragDistance()
        if self.state.ghost is None and not far:
            return
        size = self.geometry.temporary(0).size()
        corner = event.pos() - QPointF(size.width() / 2, size.height() / 2)
        self.state.ghost = QRectF(corner, size)
        self.state.held = index
        self.state.drop_above = self.geometry.hit(event.pos()).above
        self.update()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.board_scene()
        if self._linking:
            self._linking = False
            scene.end_link(self.region.id, event.scenePos())
            return
        if self._moving:
            self._moving = False
            moved = scene.end_track_drag()
            ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
            if not moved and not ctrl:
                scene.select_region(self.region.id)  # a click on a selected track: just it
            super().mouseReleaseEvent(event)
            return
        press, self._press = self._press, None
        if self.state.ghost is not None:
            # A temporary cube dropped above the line is converted; anywhere else it snaps back.
            index = self.state.held
            self.state.ghost = self.state.held = self.state.drop_above = None
            self.update()
            hit = self.geometry.hit(event.pos())
            inside = self.geometry.bounds().contains(event.pos())
            if inside and hit.above and index is not None:
                free = hit.row == "permanent" and self.cube_at("permanent", hit.index) is None
                scene.convert(self.region.id, index, hit.index if free else None)
            return
        if press is None:
            return
        row, index = press
        if row == "temporary":
            # Anywhere on the temporary row, cubes included: a full row pushes out. The
            # cube's own actions are in its context menu and on its keys.
            scene.add(self.region.id, scene.play.acting, "temporary")
        elif self.cube_at(row, index) is not None:
            return  # a click on a permanent cube selects it
        elif row == "permanent" and index is not None:
            scene.add(self.region.id, scene.play.acting, "permanent", slot=index)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is another click, not a new gesture

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        hit = self.geometry.hit(event.pos())
        hover = (hit.row, hit.index) if hit.index is not None else None
        if hit.row == "header":
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        elif hit.row in ("permanent", "temporary", "overflow"):
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        if hover != self.state.hover:
            self.state.hover = hover  # type: ignore[assignment]
            self.update()
        self.board_scene().hover_slot(self.region.id, hit.row, hit.index)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board_scene().hover_ended()
        if self.state.hover is not None:
            self.state.hover = None
            self.update()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        scene = self.board_scene()
        hit = self.geometry.hit(event.pos())
        if self.cube_at(hit.row, hit.index) is not None:
            scene.select_cube(self.region.id, hit.row, hit.index)  # type: ignore[arg-type]
            menu = scene.cube_menu(self.region.id, hit.row, hit.index)  # type: ignore[arg-type]
        else:
            scene.select_region(self.region.id)
            menu = scene.region_menu(self.region.id)
        menu.exec(event.screenPos())
        event.accept()

    # -- drops from the player palette ------------------------------------------------------

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        event.setAccepted(event.mimeData().hasFormat(MIME_PLAYER))

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        above = self.geometry.hit(event.pos()).above
        if above != self.state.drop_above:
            self.state.drop_above = above
            self.update()
        event.accept()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.state.drop_above = None
        self.update()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        """Dropped above the line: permanent (into the slot under it, if free); below:
        temporary."""
        self.state.drop_above = None
        self.update()
        player = bytes(event.mimeData().data(MIME_PLAYER).data()).decode("utf-8")
        hit = self.geometry.hit(event.pos())
        scene = self.board_scene()
        if hit.above:
            free = hit.row == "permanent" and self.cube_at("permanent", hit.index) is None
            scene.add(self.region.id, player, "permanent", slot=hit.index if free else None)
        else:
            scene.add(self.region.id, player, "temporary")
        event.acceptProposedAction()
