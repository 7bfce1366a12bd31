"""The words of a step of the history: its name (the History dock's row, the Edit menu's
Undo and Redo, the variation tree, game files) and the Log's line when it is undone or
redone. One home, so that `influence-board replay` and the window say the same.

A step is named from the Board it started from, its operation and what the operation did:
its first event, then any push-out (the slides that follow stay in the Log of the step
itself); a scoring reads best as a total per player; a move of tracks names the tracks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...text.language import _, ngettext, number
from ...text.wording import counted, listed
from ..board import Board
from ..operations import Event, MoveRegions, Operation, Outcome, Score

if TYPE_CHECKING:
    from ..edit_operations import EditOperation

MOVE_NAMES_SHOWN = 3  # a move of more tracks than this is "Move N Regions"


def step_text(before: Board, op: Operation | EditOperation, events: tuple[Event, ...]) -> str:
    """The name of the step that `op` took from `before` (with `events`, what it did)."""
    if isinstance(op, MoveRegions):
        return move_text(before, op)
    if isinstance(op, Score):
        gains = {p.id: sum(e.vp for e in events if e.owner == p.id) for p in before.players}
        total = ", ".join(
            _("{player} +{n}").format(player=before.name_of(p), n=number(n))
            for p, n in gains.items()
            if n
        )
        if op.region is None:
            return _("Score all Regions: {gains}").format(gains=total)
        return _("Score {region}: {gains}").format(
            region=before.region(op.region).name, gains=total
        )
    first = events[0].text if events else ""
    extra = [e.text for e in events[1:] if e.kind == "pushed_out"]
    return "; ".join([first, *extra])


def told_again(before: Board, op: Operation | EditOperation) -> list[Event]:
    """What the step `op` took from `before` did, for the Log beneath its undo or redo line:
    its events but those its name already says (`step_text`): a scoring's every place
    with its reason, a push-out's slides. A step keeps its Boards, not its events: they
    are played again, only when they are told."""
    from ..play import apply  # here: the window draws its board before the rules load

    outcome = apply(before, op)
    if not isinstance(outcome, Outcome):
        return []
    if isinstance(op, Score | MoveRegions):
        return list(outcome.events)
    return [e for e in outcome.events[1:] if e.kind != "pushed_out"]


def move_text(board: Board, op: MoveRegions) -> str:
    """ "Move Europe", "Move Europe and Africa", "Move 5 Regions"."""
    moved = {r for r, _position in op.positions}
    names = [r.name for r in board.regions if r.id in moved]
    if len(names) > MOVE_NAMES_SHOWN:
        return ngettext("Move {n} Region", "Move {n} Regions", len(names)).format(
            n=number(len(names))
        )
    return _("Move {regions}").format(regions=listed(names))


def undone(text: str) -> str:
    """The Log's line for a step taken back (`text` is the step's name)."""
    return _("Undo: {step}").format(step=text)


def redone(text: str) -> str:
    """The Log's line for a step done again."""
    return _("Redo: {step}").format(step=text)


def jumped(span: int, index: int, text: str) -> str:
    """The Log's one line for a jump of `span` steps (negative: back) through the history
    to step `index`, whose words are `text`: "Back 5 steps to step 3: USA: ..."."""
    steps = counted(abs(span), "step")
    if index and span < 0:
        said = _("Back {steps} to step {n}: {step}")
    elif index:
        said = _("Forward {steps} to step {n}: {step}")
    elif span < 0:
        said = _("Back {steps} to the start")
    else:
        said = _("Forward {steps} to the start")
    return said.format(steps=steps, n=number(index), step=text)


def noted(text: str, note: str | None) -> str:
    """A step's row in the History: its name, then its note if it has one."""
    return f"{text}  \N{LOWER RIGHT PENCIL} {note}" if note else text


def note_said(note: str) -> str:
    """The Log's line for a step's note, after the step's own lines."""
    return _("Note: {note}").format(note=note)


def refused(reason: str) -> str:
    """The Log's line for an operation the rules said no to (a replay's line too)."""
    return _("Refused: {reason}").format(reason=reason)


def note_edit_text(index: int, note: str | None) -> str:
    """The name of an edit of step `index`'s note (Undo and Redo name it; the Log says it)."""
    if note:
        return _("Note on step {n}: {note}").format(n=number(index), note=note)
    return _("Note taken off step {n}").format(n=number(index))
