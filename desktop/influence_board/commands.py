"""Undo commands: one class per rule operation, one for moving a Region.

redo() makes the Board after the operation current, undo() the Board before; both are
kept by the command (structural sharing makes that one Region's worth). The text is the
operation's explanation in plain words, as shown in the History dock and Edit menu.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from .rules import (
    Add,
    Board,
    Convert,
    Event,
    MoveRegions,
    Operation,
    Outcome,
    Remove,
    Reset,
    Score,
    SetArmies,
)

if TYPE_CHECKING:
    from .document import Document


class MergeId(IntEnum):
    """Commands with the same id may fold into one step (QUndoCommand.mergeWith)."""

    MOVE_REGIONS = 1


class OperationCommand(QUndoCommand):
    """A rule operation already checked by the engine: `outcome` is what it does."""

    def __init__(self, document: Document, op: Operation, outcome: Outcome) -> None:
        super().__init__(_short(outcome))
        self.document = document
        self.op = op
        self.before = document.board
        self.after = outcome.board
        self.events: list[Event] = list(outcome.events)
        self._first = True

    def redo(self) -> None:
        self.document.set_board(self.after)
        if self._first:
            self._first = False
            self.document.log(self.events)
        else:
            self.document.log([Event("redo", None, f"Redo: {self.text()}")])

    def undo(self) -> None:
        self.document.set_board(self.before)
        self.document.log([Event("undo", None, f"Undo: {self.text()}")])


class AddCommand(OperationCommand):
    pass


class ConvertCommand(OperationCommand):
    pass


class ResetCommand(OperationCommand):
    pass


class RemoveCommand(OperationCommand):
    pass


class SetArmiesCommand(OperationCommand):
    pass


class ScoreRegionCommand(OperationCommand):
    """Scoring reads best as a total per player; each Region's lines stay in the log."""

    def __init__(self, document: Document, op: Operation, outcome: Outcome) -> None:
        super().__init__(document, op, outcome)
        board = document.board
        gains = {p.id: sum(e.vp for e in outcome.events if e.owner == p.id) for p in board.players}
        total = ", ".join(f"{board.name_of(p)} +{n}" for p, n in gains.items() if n)
        what = "all Regions" if op.region is None else board.region(op.region).name  # type: ignore[union-attr]
        self.setText(f"Score {what}: {total}")


class ScoreAllCommand(ScoreRegionCommand):
    pass


class MoveRegionsCommand(OperationCommand):
    """One drag of one or several Region tracks is one undo step: the moves of a drag
    merge, each carrying every dragged Region's position (Tiled's object move)."""

    def __init__(self, document: Document, op: MoveRegions, outcome: Outcome, drag: int) -> None:
        super().__init__(document, op, outcome)
        self.drag = drag
        self.setText(move_text(document.board, op))
        self.events = []  # moving a track is not a game event; the history shows it

    def id(self) -> int:
        return MergeId.MOVE_REGIONS

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, MoveRegionsCommand) and other.drag == self.drag != 0):
            return False
        positions = dict(self.op.positions)  # type: ignore[union-attr]
        positions.update(other.op.positions)  # type: ignore[union-attr]
        self.op = MoveRegions(tuple(positions.items()))
        self.after = other.after
        # A drag that ends where it began changes nothing: drop it from the history.
        self.setObsolete(
            all(self.after.region(r).position == self.before.region(r).position for r in positions)
        )
        return True


def move_text(board: Board, op: MoveRegions) -> str:
    moved = {r for r, _ in op.positions}
    names = [r.name for r in board.regions if r.id in moved]
    if len(names) > 3:
        return f"Move {len(names)} Regions"
    return "Move " + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])


class EditCommand(OperationCommand):
    """An edit of the scenario itself (Regions, slots, players, links, layout)."""


_COMMANDS: dict[type, type[OperationCommand]] = {
    Add: AddCommand,
    Convert: ConvertCommand,
    Reset: ResetCommand,
    Remove: RemoveCommand,
    SetArmies: SetArmiesCommand,
}


def command_for(
    document: Document, op: Operation, outcome: Outcome, drag: int = 0
) -> OperationCommand:
    if isinstance(op, Score):
        cls = ScoreAllCommand if op.region is None else ScoreRegionCommand
        return cls(document, op, outcome)
    if isinstance(op, MoveRegions) and drag:
        return MoveRegionsCommand(document, op, outcome, drag)
    return _COMMANDS.get(type(op), EditCommand)(document, op, outcome)


def _short(outcome: Outcome) -> str:
    """The first event says what the operation was; the rest (slides) stay in the log."""
    first = outcome.events[0].text if outcome.events else ""
    extra = [e.text for e in outcome.events[1:] if e.kind == "pushed_out"]
    return "; ".join([first, *extra])
