"""The Game: the views' one way to change the Board. It asks the rules engine what an
operation does and makes it one step of the step list; a refusal, or an operation that
leaves everything as it was, is reported (status bar and Log, through the journal) and is
no step. On a position opened to repair, play is refused until it is valid."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..rules import MoveRegions, Refusal
from .board_document import Document
from .journal import Journal
from .step_list import StepList

if TYPE_CHECKING:
    from ..rules import Board, Operation, Outcome
    from ..rules.edit_operations import EditOperation


class Game:
    def __init__(self, document: Document, steps: StepList, journal: Journal) -> None:
        self.document = document
        self.steps = steps
        self.journal = journal  # what a refusal or a gesture tells the user
        # The errors of the Board last checked while it is repaired: every try of a move
        # (and every hover's preview) asks, the Board seldom changes between.
        self._errors_of: tuple[Board, int] | None = None

    def try_apply(self, op: Operation | EditOperation) -> Outcome | Refusal:
        """What `op` would do now, without doing it."""
        # Here, not at the top: the rules' operations (with the rulebook and the
        # majorities) load with the first operation, after the board is drawn.
        from ..rules import apply

        if self.document.needs_repair and (refusal := self._waits_for_repair(op)) is not None:
            return refusal
        return apply(self.document.board, op)

    def _waits_for_repair(self, op: Operation | EditOperation) -> Refusal | None:
        """Play on a position opened to repair waits until it has no error left; setup
        mode's placements and the editor's edits repair it (rules/repair.py)."""
        from ..rules.repair import waits_for_repair

        return self.play_waits() if waits_for_repair(op) else None

    def play_waits(self) -> Refusal | None:
        """Why play waits now (a position opened to repair, with errors left), or None."""
        from ..rules.repair import play_waits
        from ..rules.validation import errors

        if not self.document.needs_repair:
            return None
        board = self.document.board
        if self._errors_of is None or self._errors_of[0] is not board:
            self._errors_of = (board, len(errors(board)))
        found = self._errors_of[1]
        return play_waits(found) if found else None

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
        # The status bar says the step by its name (the History's row): a scoring of every
        # Region sums them all up, where its first event would name Europe's first place.
        self.journal.say(self.steps.text_at(self.steps.index))
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
