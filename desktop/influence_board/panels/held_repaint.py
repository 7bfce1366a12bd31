"""Repaints held back while an item view lays its rows out again.

Qt's views repaint their whole viewport (and a tree its header) after every relayout;
appending_list.py and shifting_tree.py repaint only what moved or came into view instead.
Held by the widget attribute, not `setUpdatesEnabled`: turning that back on repaints
everything. A widget resized meanwhile (a scroll bar that came or went) is repainted whole,
as Qt would have.
"""

from __future__ import annotations

from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

QUIET = Qt.WidgetAttribute.WA_UpdatesDisabled


class HeldRepaint:
    def __init__(self, *widgets: QWidget) -> None:
        self._widgets = widgets
        self._sizes = [w.size() for w in widgets]
        self.resized = False

    @staticmethod
    def holding(widget: QWidget) -> bool:
        """Whether `widget`'s repaints are held (by this or by an ancestor's)."""
        return widget.testAttribute(QUIET)

    def __enter__(self) -> HeldRepaint:
        for widget in self._widgets:
            widget.setAttribute(QUIET, True)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for widget, size in zip(self._widgets, self._sizes, strict=True):
            widget.setAttribute(QUIET, False)
            if widget.size() != size:
                self.resized = True
        if self.resized:
            for widget in self._widgets:
                widget.update()
