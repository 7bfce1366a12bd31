"""The words of a step of the history: its name (the History dock's row, the Edit menu's
Undo and Redo, the variation tree, game files) and the Log's line when it is undone or
redone. One home, so that `influence-board replay` and the window say the same.

A step is named from the Board it started from, its operation and what the operation did:
its first event, then any push-out (the slides that follow stay in the Log of the step
itself); a scoring reads best as a total per player; a move of tracks names the tracks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import Board
from ..ops import MoveRegions, Operation, Outcome, Score

if TYPE_CHECKING:
    from ..edits import EditOperation

MOVE_NAMES_SHOWN = 3  # a move of more tracks than this is "Move N Regions"


def step_text(before: Board, op: Operation | EditOperation, outcome: Outcome) -> str:
    """The name of the step that `op` took from `before` (with `outcome`, what it did)."""
    if isinstance(op, MoveRegions):
        return move_text(before, op)
    if isinstance(op, Score):
        gains = {p.id: sum(e.vp for e in outcome.events if e.owner == p.id) for p in before.players}
        total = ", ".join(f"{before.name_of(p)} +{n}" for p, n in gains.items() if n)
        what = "all Regions" if op.region is None else before.region(op.region).name
        return f"Score {what}: {total}"
    first = outcome.events[0].text if outcome.events else ""
    extra = [e.text for e in outcome.events[1:] if e.kind == "pushed_out"]
    return "; ".join([first, *extra])


def move_text(board: Board, op: MoveRegions) -> str:
    """ "Move Europe", "Move Europe and Africa", "Move 5 Regions"."""
    moved = {r for r, _ in op.positions}
    names = [r.name for r in board.regions if r.id in moved]
    if len(names) > MOVE_NAMES_SHOWN:
        return f"Move {len(names)} Regions"
    return "Move " + (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])


def undone(text: str) -> str:
    """The Log's line for a step taken back (`text` is the step's name)."""
    return f"Undo: {text}"


def redone(text: str) -> str:
    """The Log's line for a step done again."""
    return f"Redo: {text}"
