"""Touch on the board view: a tap is a click, a long press opens the context menu, one finger
that slides drags (a track by its header, a temporary cube above the line), two fingers
pinch to zoom and move to pan. A tablet or touch laptop then plays like a mouse.

The view's viewport takes the touch events itself (Qt would otherwise turn only the first
finger into a mouse): one finger becomes the mouse events the scene already understands,
two fingers change the view, never the Board.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

LONG_PRESS_MS = 600
TAP_SLOP_PX = 12  # a finger wobbles: a tap may move this far


class TouchGestures(QObject):
    """Event filter on a QGraphicsView's viewport."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self._viewport = view.viewport()
        self._viewport.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self._viewport.installEventFilter(self)
        self.long_press = QTimer(self)
        self.long_press.setSingleShot(True)
        self.long_press.setInterval(LONG_PRESS_MS)
        self.long_press.timeout.connect(self._long_pressed)
        self._start: QPointF | None = None  # where the single finger went down
        self._last: QPointF | None = None
        self._tap = False  # still a tap: one finger, not moved, not held
        self._dragging = False  # one finger slid: the mouse button is down
        self._pair: tuple[float, QPointF] | None = None  # two fingers: spread, centre

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is not self._viewport or kind not in (
            QEvent.Type.TouchBegin,
            QEvent.Type.TouchUpdate,
            QEvent.Type.TouchEnd,
            QEvent.Type.TouchCancel,
        ):
            return False
        assert isinstance(event, QTouchEvent)
        points = [p for p in event.points() if p.state() != p.State.Released]
        if kind == QEvent.Type.TouchBegin:
            self._begin(event)
        elif kind == QEvent.Type.TouchUpdate:
            self._update(event, points)
        elif kind == QEvent.Type.TouchEnd:
            self._end(event)
        else:
            self._reset()
        event.accept()
        return True

    # -- one finger -------------------------------------------------------------------------

    def _begin(self, event: QTouchEvent) -> None:
        self._reset()
        point = event.points()[0].position()
        self._start = self._last = point
        self._tap = len(event.points()) == 1
        if self._tap:
            self.long_press.start()

    def _end(self, event: QTouchEvent) -> None:
        tap, start, dragging = self._tap, self._start, self._dragging
        self._dragging = False  # before _reset, which would let the button go at the start
        self._reset()
        at = event.points()[0].position()
        if dragging:
            self._mouse(QEvent.Type.MouseButtonRelease, at)
        elif tap and start is not None and len(event.points()) == 1:
            self._mouse(QEvent.Type.MouseButtonPress, at)
            self._mouse(QEvent.Type.MouseButtonRelease, at)

    def _mouse(self, kind: QEvent.Type, at: QPointF) -> None:
        """The left-button mouse event the finger stands for, at `at` on the viewport."""
        pos = QPointF(at)
        glob = QPointF(self._viewport.mapToGlobal(pos.toPoint()))
        down = kind != QEvent.Type.MouseButtonRelease
        mouse = QMouseEvent(
            kind,
            pos,
            glob,
            Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if down else Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(self._viewport, mouse)

    def _long_pressed(self) -> None:
        """Held still: the context menu of what is under the finger, as a right click."""
        if not self._tap or self._last is None:
            return
        self._tap = False
        at = self._last.toPoint()
        menu = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, self._viewport.mapToGlobal(at))
        QApplication.sendEvent(self._viewport, menu)

    # -- two fingers ------------------------------------------------------------------------

    def _update(self, event: QTouchEvent, points: list) -> None:
        if len(points) == 1 and self._start is not None and self._pair is None:
            self._last = points[0].position()
            if self._dragging:
                self._mouse(QEvent.Type.MouseMove, self._last)
            elif self._tap and (self._last - self._start).manhattanLength() > TAP_SLOP_PX:
                # A slide: the button goes down where the finger did, then follows it.
                self._tap = False
                self.long_press.stop()
                self._dragging = True
                self._mouse(QEvent.Type.MouseButtonPress, self._start)
                self._mouse(QEvent.Type.MouseMove, self._last)
            return
        if len(points) < 2:
            return
        self._tap = False
        self.long_press.stop()
        if self._dragging:  # a second finger came: the slide ends where it was
            self._dragging = False
            if self._last is not None:
                self._mouse(QEvent.Type.MouseButtonRelease, self._last)
        a, b = points[0].position(), points[1].position()
        spread = math.hypot(a.x() - b.x(), a.y() - b.y())
        centre = (a + b) / 2
        if self._pair is not None:
            before_spread, before_centre = self._pair
            if before_spread > 0 and spread > 0:
                self.pinch(spread / before_spread, centre)
            self.pan(centre - before_centre)
        self._pair = (spread, centre)

    def pinch(self, factor: float, centre: QPointF) -> None:
        """Zoom by `factor`, keeping the board point under the fingers' centre there."""
        view = self.view
        anchor = view.mapToScene(centre.toPoint())
        zoom_by = getattr(view, "zoom_by", None)
        if zoom_by is not None:
            zoom_by(factor)  # the view's own limits
        else:
            view.scale(factor, factor)
        moved = view.mapFromScene(anchor) - centre.toPoint()
        self._scroll(QPoint(moved.x(), moved.y()))

    def pan(self, delta: QPointF) -> None:
        """The board follows the fingers."""
        self._scroll(-delta.toPoint())

    def _scroll(self, by: QPoint) -> None:
        h, v = self.view.horizontalScrollBar(), self.view.verticalScrollBar()
        h.setValue(h.value() + by.x())
        v.setValue(v.value() + by.y())

    def _reset(self) -> None:
        if self._dragging and self._last is not None:
            self._mouse(QEvent.Type.MouseButtonRelease, self._last)
        self._dragging = False
        self.long_press.stop()
        self._start = self._last = None
        self._tap = False
        self._pair = None
