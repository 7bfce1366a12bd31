"""A tree whose added or removed rows move the rows below them instead of repainting all.

QTreeView lays out every row again for a row inserted or removed, and that relayout repaints
the whole viewport and the header: in the Majorities, a participant entering or leaving a
Region (about every other operation) repainted every line shown, 0.6-0.8 ms of an
operation's repaint on the standard board. Here, when the one change since the last layout
is a run of rows (with no open rows of their own) added or taken away in an open part of the
tree, the relayout moves the pixels below the change up or down (the viewport's scroll
copies them), and only the rows that come into view are painted. Rows added to or taken
from a closed Region (a big board's tree keeps its Regions closed) move nothing: the
Region's row alone is painted again, for its arrow. Anything else (a second change before
the layout, a scroll, a resize, a reset) repaints as any tree does.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QRect
from PySide6.QtWidgets import QTreeView, QWidget

from .held_repaint import HeldRepaint
from .model_index import Index


@dataclass(frozen=True, slots=True)
class Added:
    parent: QPersistentModelIndex
    first: int
    last: int


@dataclass(frozen=True, slots=True)
class Removed:
    top: int  # where the first row taken away was shown
    height: int  # of the rows taken away


# More than one change, or one this tree does not move: it repaints all.
SEVERAL = "several"


class ShiftingTree(QTreeView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._change: Added | Removed | str | None = None  # since the last layout
        # Rows whose data changed meanwhile: Qt leaves them to the relayout's full repaint.
        self._changed: list[tuple[QPersistentModelIndex, QPersistentModelIndex]] = []
        self._watched: QAbstractItemModel | None = None  # the model told of those rows
        self._scrolled = False

    def _remember_changed(self, top_left: Index, bottom_right: Index) -> None:
        # Connected only while a change waits for the layout: a Python override of the
        # view's own slot would run for every cell the Majorities rewrite (26 an operation).
        self._changed.append((QPersistentModelIndex(top_left), QPersistentModelIndex(bottom_right)))

    def rowsInserted(self, parent: Index, start: int, end: int) -> None:
        if self._shown(parent):
            self._note(Added(QPersistentModelIndex(parent), start, end))
            super().rowsInserted(parent, start, end)
            return
        # Under a closed Region nothing is laid out, but Qt repaints the whole tree for the
        # Region's first line (its new arrow): the Region's own row is enough.
        viewport = self.viewport()
        if HeldRepaint.holding(viewport):
            super().rowsInserted(parent, start, end)
            return
        with HeldRepaint(viewport):
            super().rowsInserted(parent, start, end)
        self._repaint_row(parent)

    def rowsAboutToBeRemoved(self, parent: Index, start: int, end: int) -> None:
        # Where they are now, before the tree forgets its layout.
        model = self.model()
        rows = [model.index(row, 0, parent) for row in range(start, end + 1)]
        if not self._shown(parent):  # nothing shown moves; the Region's arrow may go
            self._note(Removed(0, 0))
            self._changed.append((QPersistentModelIndex(parent), QPersistentModelIndex(parent)))
        elif not any(self.isExpanded(row) for row in rows):
            first, last = self.visualRect(rows[0]), self.visualRect(rows[-1])
            self._note(Removed(first.top(), last.bottom() + 1 - first.top()))
        else:
            self._note(SEVERAL)
        super().rowsAboutToBeRemoved(parent, start, end)

    def _repaint_row(self, first: Index, last: Index | None = None) -> None:
        """The rows from `first` to `last`, across the tree, where they are now."""
        viewport = self.viewport()
        rows = self.visualRect(_index(first)).united(self.visualRect(_index(last or first)))
        viewport.update(QRect(0, rows.top(), viewport.width(), rows.height()))

    def reset(self) -> None:
        self._change = SEVERAL
        super().reset()

    def _shown(self, parent: Index) -> bool:
        """Whether rows under `parent` are laid out (an open Region, or the top level)."""
        return not parent.isValid() or self.isExpanded(_index(parent))

    def _note(self, change: Added | Removed | str) -> None:
        if self._change is None and change != SEVERAL:
            self.model().dataChanged.connect(self._remember_changed)
            self._watched = self.model()
        self._change = change if self._change is None else SEVERAL

    def doItemsLayout(self) -> None:
        change, self._change = self._change, None
        changed, self._changed = self._changed, []
        if self._watched is not None:
            self._watched.dataChanged.disconnect(self._remember_changed)
            self._watched = None
        viewport = self.viewport()
        if not isinstance(change, Added | Removed) or HeldRepaint.holding(viewport):
            super().doItemsLayout()
            return
        held = HeldRepaint(viewport, self.header().viewport())  # the same sections, too
        self._scrolled = False
        with held:
            super().doItemsLayout()
        if held.resized:
            return  # repainted whole
        if self._scrolled:  # the rows and the scroll both moved: no pixels to keep
            viewport.update()
            return
        if isinstance(change, Added):  # laid out now
            model, parent = self.model(), _index(change.parent)
            first = self.visualRect(model.index(change.first, 0, parent))
            last = self.visualRect(model.index(change.last, 0, parent))
            top, shift = first.top(), last.bottom() + 1 - first.top()
        else:
            top, shift = change.top, -change.height
        below = QRect(0, max(0, top), viewport.width(), viewport.height() - max(0, top))
        if shift and below.height() > 0:
            viewport.scroll(0, shift, below)  # paints what comes into view
        for first_row, last_row in changed:  # where the rows rewritten are now
            if first_row.isValid() and last_row.isValid():
                self._repaint_row(first_row, last_row)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self._scrolled = True
        super().scrollContentsBy(dx, dy)


def _index(index: Index) -> QModelIndex:
    if isinstance(index, QModelIndex):
        return index
    model = index.model()
    return model.index(index.row(), index.column(), index.parent()) if model else QModelIndex()
