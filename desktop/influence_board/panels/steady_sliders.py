"""Scroll bars and sliders that repaint only when what they draw changes.

A log's bar changes its range and its value at every line added, yet its handle, already at
the bottom, moves by a pixel once in many lines; the Timeline's slider, at the newest step,
gets a longer range and the new end at every step, and its handle stays at the end. Neither
is opaque, so each repaint of one repaints what lies beneath it too: its container, the
list's frame, the dock or the toolbar, and the main window (0.9 ms of an operation's 5 on
the standard board, with the Log shown). These repaint for a change of their range or value
only when their handle's place, their end states or their enabled state changed; everything
else repaints as any one's does. A new range and the value that follows it (a list kept at
its end, the slider following the history) are judged together, `held`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QAbstractSlider,
    QScrollBar,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QWidget,
)

Look = tuple[QRect, bool, bool, bool]  # the handle, at the start, at the end, enabled
MAX_COPIES = 48  # a bar's drawings kept, about 13 KB each

if TYPE_CHECKING:
    _Slider = QScrollBar  # what the mixin needs of the slider it is mixed into
else:
    _Slider = object


class _Steady(_Slider):
    """Mixed in before QScrollBar or QSlider; CONTROL and HANDLE name its handle's rectangle
    in the style."""

    CONTROL: QStyle.ComplexControl
    HANDLE: QStyle.SubControl

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self._drawn: Look | None = None  # what the last paint drew
        self._held = False

    @contextmanager
    def held(self) -> Iterator[None]:
        """The changes made inside, repainted once after them if it looks otherwise."""
        self._held = True
        try:
            yield
        finally:
            self._held = False
        if self._look() != self._drawn:
            self.update()

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:
        if self._sees_every_change() or (not self._held and self._look() != self._drawn):
            super().sliderChange(change)  # repaints

    def _sees_every_change(self) -> bool:
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        self._drawn = self._look()
        super().paintEvent(event)

    def _look(self) -> Look:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(self.CONTROL, option, self.HANDLE, self)
        at_start, at_end = self.value() == self.minimum(), self.value() == self.maximum()
        return handle, at_start, at_end, self.isEnabled()


class SteadyScrollBar(_Steady, QScrollBar):
    """Also opaque (the window's background under its groove) unless its style lays it over
    the list: the repaint of a bar whose handle did move then stops at the bar. And a bar
    the mouse is not on is copied from a drawing of it kept for its look: Fusion took
    0.6-0.7 ms to draw a bar 240 pixels long, the Majorities' at every other operation
    (0.05 ms since Qt's GUI thread pool is off, scene/board_scene.py; the copy, a third)."""

    CONTROL = QStyle.ComplexControl.CC_ScrollBar
    HANDLE = QStyle.SubControl.SC_ScrollBarSlider

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self.setAutoFillBackground(not self._sees_every_change())
        self._copies: dict[tuple[object, ...], QPixmap] = {}

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.StyleChange:
            self.setAutoFillBackground(not self._sees_every_change())
        if kind in (
            QEvent.Type.StyleChange,
            QEvent.Type.PaletteChange,
            QEvent.Type.LayoutDirectionChange,
        ):
            self._copies.clear()  # drawn otherwise now
        super().changeEvent(event)

    def _sees_every_change(self) -> bool:
        """A bar shown while it moves (macOS's) must see each change to show itself."""
        return bool(self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, self))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.underMouse() or self.isSliderDown() or self._sees_every_change():
            super().paintEvent(event)  # lit, pressed or fading: as Qt draws it
            return
        look = self._drawn = self._look()
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        option.subControls = QStyle.SubControl.SC_All  # as QScrollBar's paintEvent asks
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, option.state.value, look)
        copy = self._copies.get(key)
        if copy is None:
            copy = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            copy.setDevicePixelRatio(ratio)
            painter = QPainter(copy)
            # On its own background, as Qt draws it: a stroke half seen through blends alike.
            painter.fillRect(self.rect(), self.palette().brush(self.backgroundRole()))
            self.style().drawComplexControl(self.CONTROL, option, painter, self)
            painter.end()
            if len(self._copies) >= MAX_COPIES:
                self._copies.clear()
            self._copies[key] = copy
        painter = QPainter(self)
        painter.drawPixmap(0, 0, copy)
        painter.end()


class SteadySlider(_Steady, QSlider):
    CONTROL = QStyle.ComplexControl.CC_Slider
    HANDLE = QStyle.SubControl.SC_SliderHandle
