"""Widgets that keep their size while their text changes.

A label or a button whose text changes asks its layout for a new one, and the request climbs
to the window: each VP change of a scoreboard chip or of the status line laid the whole main
window out again (its bars, docks and separators repainted), about a fifth of an operation's
update and repaint on a board whose VP change at every step. A widget held here has a fixed
size, and Qt asks no layout anything when its text changes. It grows when a text needs more
room and does not shrink while its font and style stay, so the chips and fields beside it do
not shift under the pointer as scores and places change; a new font or style fits it afresh.
The game toolbar's buttons are held so too: Undo and Redo are renamed at every step.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

_REFIT = (QEvent.Type.FontChange, QEvent.Type.StyleChange)
UNBOUNDED = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX, which PySide6 does not export


class SteadySize(QObject):
    """Holds `widget` at a fixed size; `fit` after each change of what it shows."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        widget.installEventFilter(self)
        self.fit()

    def fit(self) -> None:
        """As large as the widget's content needs, and no smaller than it is."""
        widget = self._widget
        wanted = widget.sizeHint().expandedTo(widget.minimumSize())
        if widget.minimumSize() != wanted or widget.maximumSize() != wanted:
            widget.setFixedSize(wanted)  # a new size: the layout around it follows, once

    def refit(self) -> None:
        """Fitted to its content anew, smaller too: after a change that sends the widget no
        event (a tool button's new icon size or style)."""
        self._free()
        self.fit()

    def _free(self) -> None:
        self._widget.setMinimumSize(0, 0)
        self._widget.setMaximumSize(UNBOUNDED, UNBOUNDED)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _REFIT:
            # Freed before the widget takes the change (this filter sees it first): a label
            # keeps the size hint it makes then, and that hint is never below its minimum
            # size. Held again at its new size once it has taken it.
            self._free()
            QTimer.singleShot(0, self, self.fit)
        elif kind == QEvent.Type.Polish:  # its look settled as it is first shown
            QTimer.singleShot(0, self, self.fit)
        return False
