"""A list that repaints only the lines added at its end.

QListView lays out every row again for each row inserted, and that relayout repaints the
whole viewport: for a log kept at its newest line, each operation's few lines repainted
every line shown (1.1-1.4 ms of an operation's repaint on the standard board). Here a
relayout that follows only lines added at the end repaints those lines alone; the lines
already shown that the list scrolls up are moved, not drawn again (the viewport's scroll
copies them). Any other change (a line removed or inserted before the end, a resize, a new
font or style) relays out and repaints as any list does.

Lay the lines out as soon as they are added (`executeDelayedItemsLayout`): Qt copies no
pixels over a part still to be painted, so a scroll at the next turn of the event loop,
over the lines of the last one not yet painted, repaints everything again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QListWidget, QWidget

from .held_repaint import QUIET, HeldRepaint
from .model_index import Index


class AppendingList(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The rows added at the end since the last layout; None once anything else changed.
        self._added: list[int] | None = []
        self._quiet = False  # in a layout whose whole-viewport repaint is held back

    def rowsInserted(self, parent: Index, start: int, end: int) -> None:
        if self._added is not None and end == self.count() - 1:
            self._added.extend(range(start, end + 1))
        else:
            self._added = None
        super().rowsInserted(parent, start, end)

    def dataChanged(self, top_left: Index, bottom_right: Index, roles: Sequence[int] = ()) -> None:
        if self._added:
            self._added = None  # Qt leaves a line changed now to the relayout's repaint
        super().dataChanged(top_left, bottom_right, roles)

    def rowsAboutToBeRemoved(self, parent: Index, start: int, end: int) -> None:
        self._added = None
        super().rowsAboutToBeRemoved(parent, start, end)

    def reset(self) -> None:
        self._added = None
        super().reset()

    def doItemsLayout(self) -> None:
        added, self._added = self._added, []
        viewport = self.viewport()
        if not added or HeldRepaint.holding(viewport):
            super().doItemsLayout()
            return
        held = HeldRepaint(viewport)  # the base class repaints the whole viewport
        self._quiet = True
        try:
            with held:
                super().doItemsLayout()
        finally:
            self._quiet = False
        if held.resized:
            return  # repainted whole
        shown = QRect()
        for row in added:
            shown = shown.united(self.visualRect(self.model().index(row, 0)))
        viewport.update(shown.intersected(viewport.rect()))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        if not self._quiet:
            super().scrollContentsBy(dx, dy)
            return
        viewport = self.viewport()  # the scroll to the end, in the layout: moves the pixels
        viewport.setAttribute(QUIET, False)
        try:
            super().scrollContentsBy(dx, dy)
        finally:
            viewport.setAttribute(QUIET, True)
