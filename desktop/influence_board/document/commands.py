"""The command layer: a Game makes operations into undo steps on a Document's stack.

Views (the scene, the Inspector, the window's menus, File > Replay Operations) call the
Game; it asks the rules engine what the operation does and pushes one command for it. The
Document never sees a command (orange-canvas-core's split): it owns the Board, the undo
stack and the signals, and commands only call `set_board` and `log`.

One command swaps two Boards, whatever the operation (Tiled's ChangeValue idea): redo()
makes the Board after current, undo() the Board before; structural sharing makes that one
Region's worth. Its text says what it did, as the History dock and the Edit menu show it.
The only other command is the drag of Region tracks, whose moves merge into one step.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import TYPE_CHECKING, cast

from PySide6.QtGui import QUndoCommand

from ..rules import Board, Event, MoveRegions, Operation, Outcome, Refusal, Score, apply
from .board_document import Document

if TYPE_CHECKING:
    from ..rules.edits import EditOperation


class MergeId(IntEnum):
    """Commands with the same id may fold into one step (QUndoCommand.mergeWith)."""

    MOVE_REGIONS = 1


class BoardCommand(QUndoCommand):
    """One operation already checked by the engine: `outcome` is what it does."""

    def __init__(
        self, document: Document, op: Operation | EditOperation, outcome: Outcome, text: str
    ) -> None:
        super().__init__(text)
        self.document = document
        self.op = op
        self.before = document.board
        self.after = outcome.board
        self.events: list[Event] = list(outcome.events)
        self._first = True
        # Moving tracks changes no play: the step shows in the History, not in the Log.
        self.quiet = bool(self.events) and all(e.kind == "moved" for e in self.events)

    def redo(self) -> None:
        self.document.set_board(self.after)
        if self.quiet:
            return
        if self._first:
            self._first = False
            self.document.log(self.events)
        else:
            self.document.log([Event("redo", None, f"Redo: {self.text()}")])

    def undo(self) -> None:
        self.document.set_board(self.before)
        if not self.quiet:
            self.document.log([Event("undo", None, f"Undo: {self.text()}")])


class MoveRegionsCommand(BoardCommand):
    """One drag of one or several Region tracks is one undo step: the moves of a drag
    merge (Tiled's object move), and a drag that ends where it began leaves no step."""

    def __init__(self, document: Document, op: MoveRegions, outcome: Outcome, drag: int) -> None:
        super().__init__(document, op, outcome, move_text(document.board, op))
        self.drag = drag
        self.events = []  # moving a track is not a game event; the history shows it

    def id(self) -> int:
        return MergeId.MOVE_REGIONS

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, MoveRegionsCommand) and other.drag == self.drag):
            return False
        positions = dict(cast(MoveRegions, self.op).positions)
        positions.update(cast(MoveRegions, other.op).positions)
        self.op = MoveRegions(tuple(positions.items()))
        self.after = other.after
        self.setText(move_text(self.before, self.op))
        self.setObsolete(
            all(self.after.region(r).position == self.before.region(r).position for r in positions)
        )
        return True


def step_text(board: Board, op: Operation | EditOperation, outcome: Outcome) -> str:
    """What the history calls a step: the operation's first event and any push-out (the
    slides stay in the log); scoring reads best as a total per player."""
    if isinstance(op, Score):
        gains = {p.id: sum(e.vp for e in outcome.events if e.owner == p.id) for p in board.players}
        total = ", ".join(f"{board.name_of(p)} +{n}" for p, n in gains.items() if n)
        what = "all Regions" if op.region is None else board.region(op.region).name
        return f"Score {what}: {total}"
    first = outcome.events[0].text if outcome.events else ""
    extra = [e.text for e in outcome.events[1:] if e.kind == "pushed_out"]
    return "; ".join([first, *extra])


def move_text(board: Board, op: MoveRegions) -> str:
    moved = {r for r, _ in op.positions}
    names = [r.name for r in board.regions if r.id in moved]
    if len(names) > 3:
        return f"Move {len(names)} Regions"
    return "Move " + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])


class Game:
    """Carries out operations on a Document as undo steps; the views' one way to change
    the Board. A refusal, or an operation that leaves everything as it was, is reported
    (status bar and log) and pushes nothing."""

    def __init__(self, document: Document) -> None:
        self.document = document

    def try_apply(self, op: Operation | EditOperation) -> Outcome | Refusal:
        """What `op` would do now, without doing it."""
        return apply(self.document.board, op)

    def perform(self, op: Operation | EditOperation) -> bool:
        """Carry out `op` as one undo step. True when the Board changed."""
        result = self.try_apply(op)
        if isinstance(result, Refusal):
            self.document.refused.emit(result.reason)
            return False
        return self.push(op, result)

    def push(self, op: Operation | EditOperation, result: Outcome) -> bool:
        """Make `result` (what `try_apply(op)` gave) one undo step. True when the Board
        changed."""
        if not result.changed:
            if result.events:
                self.document.log(list(result.events))
                self.document.message.emit(result.summary)
            return False
        text = step_text(self.document.board, op, result)
        self.document.undo_stack.push(BoardCommand(self.document, op, result, text))
        return True

    def move_regions(self, positions: Iterable[tuple[str, tuple[float, float]]], drag: int) -> bool:
        """One mouse move of a drag of Region tracks: every dragged Region's position.
        The moves with the same `drag` merge into one undo step. True when the Board
        changed."""
        op = MoveRegions(tuple(positions))
        result = self.try_apply(op)
        if isinstance(result, Refusal):
            self.document.refused.emit(result.reason)
            return False
        if not result.changed:
            return False
        self.document.undo_stack.push(MoveRegionsCommand(self.document, op, result, drag))
        return True

    def operations(self) -> list[Operation | EditOperation]:
        """The operations of the history up to the current step, in order."""
        stack = self.document.undo_stack
        return [cast(BoardCommand, stack.command(i)).op for i in range(stack.index())]
