"""The History dock: the steps of the line as a list (history_model.py); choosing any
step jumps there; its context menu writes a step's note (shown on its row after ✎),
compares a step with the current position, or two steps with each other (the first chosen
with "Compare From Here", the second with "Compare With ...")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QMenu, QWidget

from ..document.step_list import StepList
from .history_model import HistoryModel
from .row_table import RowTable

E = TypeVar("E", bound=QEvent)  # the event a view handles, then the panel follows


class HistoryPanel(RowTable):
    # The user chose a step in the list (click or keys): the board is now at that step.
    # The step list's own moves cannot say who moved them; this can.
    browsed = Signal(int)
    compare_wanted = Signal(int)  # a step (0: the start) to compare with the current position
    compare_steps_wanted = Signal(int, int)  # two steps: A, then B
    note_wanted = Signal(int)  # a step (1 is the first) whose note to write

    def __init__(self, steps: StepList, parent: QWidget | None = None):
        super().__init__(parent)
        self.steps = steps
        self.setObjectName("history-panel")
        self.setAccessibleName(self.tr("History of operations"))
        self.setModel(HistoryModel(steps, self.tr("Start of the game"), self))
        self.first_step: int | None = None  # chosen with "Compare From Here"
        self._showing = False  # the panel moves its current row itself: no jump
        # While the dock is behind another tab or closed (`set_shown`), the fewest steps
        # the step list kept over the changes the rows have not followed yet.
        self._unseen: int | None = None
        self.selectionModel().currentRowChanged.connect(self._chosen)
        steps.changed.connect(self._steps_changed)
        self._follow_steps()

    def model(self) -> HistoryModel:
        """The rows, caught up first if the dock is hidden: whoever reads them (a script,
        a test) reads the history as it is."""
        self._catch_up()
        return self._rows()

    def _rows(self) -> HistoryModel:
        model = super().model()
        assert isinstance(model, HistoryModel)
        return model

    def _steps_changed(self) -> None:
        # A new step after an undo drops the steps after it: the chosen one may be gone.
        if self.first_step is not None and self.first_step > self.steps.count:
            self.first_step = None
        if self._unseen is not None:
            self._unseen = min(self._unseen, self.steps.kept)
        else:
            self._follow_steps()

    def set_shown(self, on: bool) -> None:
        """The dock came to the front (True), or went behind a tab or away (False)."""
        if on:
            self._catch_up()
        elif self._unseen is None:
            self._unseen = self.steps.count  # every row still holds its step

    def _catch_up(self) -> None:
        if self._unseen is not None:
            kept, self._unseen = self._unseen, None
            self._follow_steps(kept)

    def _follow_steps(self, kept: int | None = None) -> None:
        # Rows going take the current row with them: the current row Qt picks then is no
        # choice of the user's.
        self._showing = True
        try:
            self._rows().follow(kept)
            self._show_current()
        finally:
            self._showing = False

    def _show_current(self) -> None:
        """The current step's row chosen, as the step list has it."""
        index = self._rows().index(self.steps.index)
        if self.currentIndex() != index:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            self.selectionModel().setCurrentIndex(index, flags)
            if self.isVisible():
                self.scrollTo(index)

    def _chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        # A row chosen by a click, the keys or a caller: the game goes to that step.
        if not self._showing and current.isValid():
            self.steps.go_to(current.row())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            # The list would choose the row, which moves the game to that step: a
            # right-click only opens the row's menu.
            event.accept()
            return
        on_row = self.indexAt(event.position().toPoint()).isValid()
        self._follow(super().mousePressEvent, event, on_row)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._follow(super().mouseMoveEvent, event, False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._follow(super().keyPressEvent, event, False)

    def _follow(self, handle: Callable[[E], None], event: E, chosen: bool) -> None:
        """Let the view handle the event; if the user moved to a step (or clicked one),
        say which."""
        before = self.steps.index
        handle(event)
        if self.steps.index != before or chosen:
            self.browsed.emit(self.steps.index)

    # -- comparing steps ----------------------------------------------------------------------

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        index = self.indexAt(event.pos())
        if not index.isValid():
            return
        self.step_menu(index.row()).exec(event.globalPos())
        event.accept()

    def step_menu(self, row: int) -> QMenu:
        """The context menu of the row of step `row` (0: the start)."""
        menu = QMenu(self)
        current = menu.addAction(self.tr("Compare with Current"))
        current.triggered.connect(lambda: self.compare_wanted.emit(row))
        first = menu.addAction(self.tr("Compare From Here"))
        first.setStatusTip(self.tr("This step is A; then choose B with Compare With"))
        first.triggered.connect(lambda: setattr(self, "first_step", row))
        if self.first_step is not None and self.first_step != row:
            a = self.first_step
            name = self.tr("the start") if a == 0 else self.tr("step {0}").format(a)
            pair = menu.addAction(self.tr("Compare With {0}").format(name))
            pair.triggered.connect(lambda: self.compare_steps_wanted.emit(a, row))
        if row > 0:
            menu.addSeparator()
            note = self.steps.note_at(row)
            edit = menu.addAction(self.tr("Edit Note…") if note else self.tr("Add Note…"))
            edit.setObjectName("edit-note-action")
            edit.setStatusTip(self.tr("A note on this step, kept with it in game files"))
            edit.triggered.connect(lambda: self.note_wanted.emit(row))
        return menu
