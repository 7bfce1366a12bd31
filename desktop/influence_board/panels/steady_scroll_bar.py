"""A scroll bar that repaints only when what it draws changes.

A log's bar changes its range and its value at every line added, yet its handle, already at
the bottom, moves by a pixel once in many lines. A scroll bar is not opaque, so each
repaint of it repaints what lies beneath it too: its container, the list's frame, the dock
and the main window (0.9 ms of an operation's 5 on the standard board, with the Log shown).
This bar repaints for a change of its range or value only when its handle's place, its
end states or its enabled state changed; everything else repaints as any bar's does. A new
range and the value that follows it (a list kept at its end) are judged together, `held`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractSlider, QScrollBar, QStyle, QStyleOptionSlider, QWidget

Look = tuple[QRect, bool, bool, bool]  # the handle, at the start, at the end, enabled


class SteadyScrollBar(QScrollBar):
    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self._drawn: Look | None = None  # what the last paint drew
        self._held = False

    @contextmanager
    def held(self) -> Iterator[None]:
        """The changes made inside, repainted once after them if the bar looks otherwise."""
        self._held = True
        try:
            yield
        finally:
            self._held = False
        if self._look() != self._drawn:
            self.update()

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:
        if self._transient() or (not self._held and self._look() != self._drawn):
            super().sliderChange(change)  # repaints (a transient bar shows itself)

    def _transient(self) -> bool:
        """A bar shown while it moves (macOS's) must see each change to show itself."""
        return bool(self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, None, self))

    def paintEvent(self, event: QPaintEvent) -> None:
        self._drawn = self._look()
        super().paintEvent(event)

    def _look(self) -> Look:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option, QStyle.SubControl.SC_ScrollBarSlider, self
        )
        at_start, at_end = self.value() == self.minimum(), self.value() == self.maximum()
        return handle, at_start, at_end, self.isEnabled()
