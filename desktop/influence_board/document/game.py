"""The Game: the views' one way to change the Board. It asks the rules engine what an
operation does and makes it one step of the step list; a refusal, or an operation that
leaves everything as it was, is reported (status bar and Log, through the journal) and is
no step."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..rules import MoveRegions, Refusal
from .board_document import Document
from .journal import Journal
from .step_list import StepList

if TYPE_CHECKING:
    from ..rules import Operation, Outcome
    from ..rules.edit_operations import EditOperation


class Game:
    def __init__(self, document: Document, steps: StepList, journal: Journal) -> None:
        self.document = document
        self.steps = steps
        self.journal = journal  # what a refusal or a gesture tells the user

    def try_apply(self, op: Operation | EditOperation) -> Outcome | Refusal:
        """What `op` would do now, without doing it."""
        # Here, not at the top: the rules' operations (with the rulebook and the
        # majorities) load with the first operation, after the board is drawn.
        from ..rules import apply

        return apply(self.document.board, op)

    def perform(self, op: Operation | EditOperation) -> bool:
        """Carry out `op` as one undo step. True when the Board changed."""
        result = self.try_apply(op)
        if isinstance(result, Refusal):
            self.journal.refuse(result.reason)
            return False
        return self.push(op, result)

    def push(self, op: Operation | EditOperation, result: Outcome) -> bool:
        """Make `result` (what `try_apply(op)` gave) one undo step. True when the Board
        changed."""
        if not result.changed:
            if result.events:
                self.journal.log(list(result.events))
                self.journal.say(result.summary)
            return False
        self.steps.push(op, result)
        return True

    def move_regions(self, positions: Iterable[tuple[str, tuple[float, float]]], drag: int) -> bool:
        """One mouse move of a drag of Region tracks: every dragged Region's position.
        The moves with the same `drag` merge into one undo step. True when the Board
        changed."""
        op = MoveRegions(tuple(positions))
        result = self.try_apply(op)
        if isinstance(result, Refusal):
            self.journal.refuse(result.reason)
            return False
        if not result.changed:
            return False
        self.steps.push(op, result, drag=drag)
        return True
