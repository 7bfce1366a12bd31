"""The history engine: operation lines in; steps, undo, redo, refusals and events out.

One loop for every place that plays an operation file (DESIGN.md "One history engine"):
`influence-board replay` runs it on lists of Regions (position.py's `BoardHistory`), the
window's File > Replay Operations on its step list (document/step_list.py). Both give the same
answer because the rules of stepping live only here, and the words of a step in words.py:

- an operation is applied to the current Board; a Refusal stops the replay;
- an Outcome that changes the position is pushed as a step; one that does not is reported
  and not pushed (RULES.md §7, decided by `play.apply`), so `undo` never takes it back;
- `undo` and `redo` move through the steps; with nothing to undo or redo they are refused;
- an expectation is checked against the current Board; one not met stops the replay.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from ...text.language import _
from ..analysis.expectations import Check, check
from ..board import Board
from ..edit_operations import EditOperation
from ..formats.expectation_lines import Expect
from ..formats.operation_lines import Noted, Redo, Step, Undo
from ..operations import Event, Operation, Outcome, Refusal
from ..play import apply
from .position import BoardHistory
from .transitions import Transitions
from .words import redone, undone


class History(Protocol):
    """What the engine needs of a history: the current Board and its steps."""

    @property
    def board(self) -> Board: ...

    def push(
        self, op: Operation | EditOperation, outcome: Outcome, note: str | None = None
    ) -> None:
        """Make `outcome` (a step: `outcome.changed`) current; the redo steps are dropped.
        `note` is the line's comment, kept as the step's note where the history keeps
        notes (the window's step list)."""

    def undo(self, note: str | None = None) -> None:
        """Take back the last step; `note` is the undo line's comment, for the words."""

    def redo(self, note: str | None = None) -> None: ...

    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...

    def undo_text(self) -> str:
        """The name of the step `undo` would take back (words.step_text)."""
        ...

    def redo_text(self) -> str:
        """The name of the step `redo` would do again."""
        ...


# -- what each line gives ----------------------------------------------------------------------


class Played(NamedTuple):
    """An operation, undo or redo carried out at `line`. `step` is False for an operation
    that left the position as it was (reported, not pushed). (A named tuple, as Event is:
    every line makes one, so it must be cheap to build.)"""

    line: int
    events: tuple[Event, ...]
    step: bool


@dataclass(frozen=True, slots=True)
class Refused:
    """The line the replay stopped at, and why; nothing of it was carried out."""

    line: int
    reason: str


@dataclass(frozen=True, slots=True)
class Checked:
    """An expectation line checked against the current Board: one Check per key given.
    It is not an operation: it changes nothing and is never a step."""

    line: int
    checks: tuple[Check, ...]

    @property
    def met(self) -> bool:
        return all(c.met for c in self.checks)

    @property
    def failure(self) -> Check | None:
        """The first key not met, which stops the replay."""
        return next((c for c in self.checks if not c.met), None)


LineResult = Played | Refused | Checked
_new = tuple.__new__
_NOT_OPERATIONS = (Expect, Undo, Redo, Noted)


def play_line(history: History, line: int, step: Step) -> LineResult:
    """Carry out one operation line on `history` (or check one expectation). A line's
    comment goes with each of its events, and is the note of the step it makes."""
    if isinstance(step, Noted):
        return _play_noted(history, line, step)
    if not isinstance(step, _NOT_OPERATIONS):  # the common case first: one test a line
        outcome = apply(history.board, step)
        if isinstance(outcome, Refusal):
            return Refused(line, outcome.reason)
        if outcome.changed:
            history.push(step, outcome)
        return Played(line, outcome.events, outcome.changed)
    if isinstance(step, Expect):
        return Checked(line, check(history.board, step))
    if isinstance(step, Undo):
        if not history.can_undo():
            return Refused(line, _("nothing to undo"))
        text = history.undo_text()
        history.undo()
        return Played(line, (Event("undo", None, undone(text)),), True)
    # what is left is a Redo
    if not history.can_redo():
        return Refused(line, _("nothing to redo"))
    text = history.redo_text()
    history.redo()
    return Played(line, (Event("redo", None, redone(text)),), True)


def _play_noted(history: History, line: int, step: Noted) -> LineResult:
    comment, inner = step.comment, step.step
    if isinstance(inner, Undo):
        if not history.can_undo():
            return Refused(line, _("nothing to undo"))
        text = history.undo_text()
        history.undo(comment)
        return Played(line, (Event("undo", None, undone(text), comment=comment),), True)
    if isinstance(inner, Redo):
        if not history.can_redo():
            return Refused(line, _("nothing to redo"))
        text = history.redo_text()
        history.redo(comment)
        return Played(line, (Event("redo", None, redone(text), comment=comment),), True)
    outcome = apply(history.board, inner)
    if isinstance(outcome, Refusal):
        return Refused(line, outcome.reason)
    outcome = outcome._replace(events=_noted(outcome.events, comment))
    if outcome.changed:
        history.push(inner, outcome, note=comment)
    return Played(line, outcome.events, outcome.changed)


def play(
    history: History, lines: Iterable[tuple[int, Step]], to: int | None = None
) -> Iterator[LineResult]:
    """Carry out operation lines in order, one result per line, stopping after the first
    refusal or expectation not met; `to` stops after that many operations (expectations
    do not count: those right after the last one are still checked). `lines` may be read
    lazily (a file of any length streams through); an error it raises comes through."""
    done = 0
    # The command line's histories play a line on their lists (position.py); another
    # (the window's step list) plays it on its Board, remembering the transitions (a long
    # file plays the same operations on the same Regions again and again).
    position = history if isinstance(history, BoardHistory) else None
    transitions = Transitions()
    for line, step in lines:
        comment = None
        if type(step) is Noted and not isinstance(step.step, Undo | Redo):
            # an operation with a note: played as any operation, its events noted
            comment = step.comment
            step = step.step
        elif isinstance(step, _NOT_OPERATIONS):
            operation = not isinstance(step, Expect)
            if operation and to is not None and done >= to:
                return
            result = play_line(history, line, step)
            yield result
            if isinstance(result, Refused) or (isinstance(result, Checked) and not result.met):
                return
            done += operation
            continue
        if to is not None and done >= to:
            return
        # An operation: the first case of play_line, written out here because it runs for
        # every line of a long file.
        if position is not None:  # (a step is kept by the history itself)
            played = position.play(step)
            if isinstance(played, Refusal):
                yield Refused(line, played.reason)
                return
            if comment is not None:
                played = (_noted(played[0], comment), played[1])
            # Played(line, events, step), made as its own __new__ makes it, without the call
            # of a Python function: this is the line of a long replay that runs most.
            yield _new(Played, (line, *played))
            done += 1
            continue
        outcome = transitions.apply(history.board, step)
        if isinstance(outcome, Refusal):
            yield Refused(line, outcome.reason)
            return
        if comment is not None:
            outcome = outcome._replace(events=_noted(outcome.events, comment))
        if outcome.changed:
            history.push(step, outcome, note=comment)
        yield Played(line, outcome.events, outcome.changed)
        done += 1


def _noted(events: tuple[Event, ...], comment: str) -> tuple[Event, ...]:
    """A line's events, each with the line's comment."""
    return tuple(e._replace(comment=comment) for e in events)
