"""The board view: zoom with Ctrl+wheel and actions, fit the board, accept palette drops."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..files import settings as remembered
from ..scene.board_scene import BoardScene
from ..scene.geometry import small_font

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibleInterface

    from .board_accessible import BoardRegions

ZOOM_STEP = 1.2
MIN_ZOOM, MAX_ZOOM = 0.15, 6.0
READABLE_PT = 9.0  # the smallest board label at Zoom to Fit, read across a table


class BoardView(QGraphicsView):
    """Also the one owner of the view's modes (the arrangement, Readable Fit): it takes them
    from the settings and keeps them there, whichever way they are chosen."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        scene.set_arrangement(remembered.arrangement())
        super().__init__(scene, parent)
        # For a screen reader, the Regions as the board's children (board_accessible.py,
        # loaded when first asked: not before the board is drawn).
        self._accessible_regions: BoardRegions | None = None
        _install_factory()
        # A viewport made in Python, the same plain widget as Qt's own: the first touch of
        # the one Qt makes (the first paint's watch, each resize) costs PySide about 15 ms
        # before the board is drawn, looking through every widget class for its type.
        self.setViewport(QWidget())
        self._board = scene  # scene() gives it back as a plain QGraphicsScene
        self.setObjectName("board-view")
        self.setAccessibleName(self.tr("Board"))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        # No drag mode: a drag on the empty board is the scene's rubber band, which
        # selects in the play state (scene/interactions.py).
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setAcceptDrops(True)
        self._fitting = True  # keep the whole board in view until the user zooms
        # Zoom to Fit stops at readable labels (a small screen scrolls); off, it shows the
        # whole board however small (an organiser's overview).
        self.readable_fit = remembered.readable_fit()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scene.bounds_changed.connect(self._bounds_changed)

    @property
    def accessible_regions(self) -> BoardRegions:
        """The Regions' and slots' interfaces for a screen reader (made when first asked)."""
        if self._accessible_regions is None:
            from .board_accessible import BoardRegions

            self._accessible_regions = BoardRegions(self, self._board)
        return self._accessible_regions

    def set_top_room(self, height: int) -> None:
        """Keep `height` pixels above the board for a banner (setup_banner.py): the
        viewport starts below them, and the board is laid out and fitted in what is left
        (resizeEvent), so nothing of it lies under the banner."""
        if self.viewportMargins().top() != height:
            self.setViewportMargins(0, height, 0, 0)

    def show_region(self, region_id: str) -> None:
        item = self._board.region_items.get(region_id)
        if item is not None:
            self.ensureVisible(item, 30, 30)

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        self._fitting = False
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom() * factor))
        factor = target / self.zoom()
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def readable_zoom(self) -> float:
        """The zoom at which the smallest label of a track is READABLE_PT points tall."""
        points = small_font().pixelSize() * 72.0 / max(1, self.logicalDpiY())
        return READABLE_PT / points

    def zoom_to_fit(self) -> None:
        self._fitting = True
        self._fit()

    def set_readable_fit(self, on: bool) -> None:
        """View > Readable Fit, kept for the next start."""
        self.readable_fit = on
        remembered.set_readable_fit(on)
        if self._fitting:
            self._fit()

    def _fit(self) -> None:
        """The whole board in view, unless its labels would then be too small to read (a
        small screen): then the readable size, from the board's top left, and scroll bars."""
        rect = self.scene().sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        readable = min(MAX_ZOOM, self.readable_zoom())
        if self.readable_fit and self.zoom() < readable:
            self.setTransform(QTransform.fromScale(readable, readable))
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())
            self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def _bounds_changed(self) -> None:
        # The tracks moved (a drag, Lay Out, Add Region, an undo): a fitted view stays fitted.
        if self._fitting:
            self._fit()

    def arrangement(self) -> str:
        return self._board.arrangement

    def set_arrangement(self, arrangement: str) -> None:
        """View > Map or Table Arrangement, kept for the next start: the tracks move, the
        view fits them again."""
        self._board.set_arrangement(arrangement)
        remembered.set_arrangement(arrangement)
        self.zoom_to_fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The Table arrangement's rows follow the view's shape (the scene fits its rect).
        viewport = self.viewport().size()
        self._board.set_view_aspect(viewport.width() / max(1, viewport.height()))
        if self._fitting:
            self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            event.accept()
        else:
            super().wheelEvent(event)


def _board_interface(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's factory of accessible interfaces, asked only while a reader listens:
    board_accessible.py loads with its first question."""
    from .board_accessible import board_interface

    return board_interface(key, obj)


@cache
def _install_factory() -> None:
    """Once: Qt asks the factory when it first needs the board view's interface."""
    QAccessible.installFactory(_board_interface)
