"""The History dock: the undo stack as a list; choosing any step jumps there; its context
menu writes a step's note (shown on its row after ✎), compares a step with the current
position, or two steps with each other (the first chosen with "Compare From Here", the
second with "Compare With ...")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QHelpEvent, QKeyEvent, QMouseEvent, QUndoStack
from PySide6.QtWidgets import QMenu, QToolTip, QUndoView, QWidget
from shiboken6 import isValid

from ..document.board_document import Document
from ..document.step_list import StepList
from ..look.plain_text import literal_html


class HistoryPanel(QUndoView):
    # The user chose a step in the list (click or keys): the board is now at that step.
    # The undo stack's own index moves cannot say who moved them; this can.
    browsed = Signal(int)
    compare_wanted = Signal(int)  # a step (0: the start) to compare with the current position
    compare_steps_wanted = Signal(int, int)  # two steps: A, then B
    note_wanted = Signal(int)  # a step (1 is the first) whose note to write

    def __init__(self, document: Document, steps: StepList, parent: QWidget | None = None):
        # The undo stack's own view: its rows are the step list's line, by the commands'
        # texts (the steps' words).
        super().__init__(document.undo_stack, parent)
        self.steps = steps
        self.setObjectName("history-panel")
        self.setEmptyLabel(self.tr("Start of the game"))
        self.setAccessibleName(self.tr("History of operations"))
        # The undo model resets on every push; uniform rows keep that from measuring them all.
        self.setUniformItemSizes(True)
        self.first_step: int | None = None  # chosen with "Compare From Here"
        self._stack = document.undo_stack
        # A replay: the view lets go of the stack (its model would reset at each of
        # thousands of steps: an empty stack stands in) and takes it again at the end.
        self._idle = QUndoStack(self)
        steps.batch_started.connect(lambda: self.setStack(self._idle))
        steps.changed.connect(self._follow_stack)
        steps.changed.connect(self._forget_lost_step)
        # A note's row is the command's text, which the view reads when it paints.
        steps.note_changed.connect(lambda _node: self.viewport().update())

    def _follow_stack(self) -> None:
        if self.stack() is self._idle and isValid(self._stack):
            self.setStack(self._stack)

    def viewportEvent(self, event: QEvent) -> bool:
        # A row too long for the dock (a step with its note) shows whole in its tooltip.
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.indexAt(event.pos())
            if index.isValid():
                text = str(index.data() or "")
                QToolTip.showText(event.globalPos(), literal_html(text), self.viewport())
                return True
        return super().viewportEvent(event)

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

    def _follow(self, handle: Callable, event, chosen: bool) -> None:
        """Let the view handle the event; if the user moved to a step (or clicked one),
        say which."""
        before = self.steps.index
        handle(event)
        if self.steps.index != before or chosen:
            self.browsed.emit(self.steps.index)

    # -- comparing steps ----------------------------------------------------------------------

    def _forget_lost_step(self) -> None:
        # A new step after an undo drops the steps after it: the chosen one may be gone.
        if self.first_step is not None and self.first_step > self.steps.count:
            self.first_step = None

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
