"""The history engine's History (rules/history.py) on a Document's undo stack, so that
File > Replay Operations steps exactly as `influence-board replay` does. Each step is a
command on the stack, pushed by the Game: the History dock lists it and Ctrl+Z takes it
back."""

from __future__ import annotations

from ..rules import Board, Operation, Outcome
from .commands import Game


class UndoStackHistory:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.document = game.document
        self.stack = game.document.undo_stack

    @property
    def board(self) -> Board:
        return self.document.board

    def push(self, op: Operation, outcome: Outcome) -> None:
        self.game.push(op, outcome)  # the command logs the events as it is done

    def undo(self) -> None:
        self.stack.undo()

    def redo(self) -> None:
        self.stack.redo()

    def can_undo(self) -> bool:
        return self.stack.canUndo()

    def can_redo(self) -> bool:
        return self.stack.canRedo()

    def undo_text(self) -> str:
        return self.stack.undoText()

    def redo_text(self) -> str:
        return self.stack.redoText()
