"""Replaying operation files: apply steps in order with undo and redo, as the window does."""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import Board
from .operations import apply
from .oplines import Redo, Step, Undo
from .ops import Event, Refusal


@dataclass(frozen=True, slots=True)
class LineEvent:
    line: int
    event: Event

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, **self.event.to_json()}


@dataclass
class Replay:
    """A Board with its undo history; `play` applies one step the way the window's undo
    stack would: an operation that changes nothing is reported but not an undo step."""

    board: Board
    events: list[LineEvent] = field(default_factory=list)
    _done: list[tuple[Board, str]] = field(default_factory=list)
    _undone: list[tuple[Board, str]] = field(default_factory=list)

    def play(self, line: int, step: Step) -> Refusal | None:
        if isinstance(step, Undo):
            if not self._done:
                return Refusal("nothing to undo")
            before, summary = self._done.pop()
            self._undone.append((self.board, summary))
            self.board = before
            self.events.append(LineEvent(line, Event("undo", None, f"Undo: {summary}")))
            return None
        if isinstance(step, Redo):
            if not self._undone:
                return Refusal("nothing to redo")
            after, summary = self._undone.pop()
            self._done.append((self.board, summary))
            self.board = after
            self.events.append(LineEvent(line, Event("redo", None, f"Redo: {summary}")))
            return None
        result = apply(self.board, step)
        if isinstance(result, Refusal):
            return result
        self.events.extend(LineEvent(line, e) for e in result.events)
        if result.changed:
            self._done.append((self.board, result.summary))
            self._undone.clear()
            self.board = result.board
        return None


@dataclass(frozen=True, slots=True)
class ReplayResult:
    board: Board
    events: tuple[LineEvent, ...]
    applied: int  # steps carried out
    refused: tuple[int, str] | None  # (line, reason) of the step that stopped the replay


def replay(board: Board, steps: list[tuple[int, Step]], to: int | None = None) -> ReplayResult:
    """Apply steps in order, stopping at the first refusal; `to` stops after that many steps."""
    state = Replay(board)
    applied = 0
    for line, step in steps if to is None else steps[:to]:
        refusal = state.play(line, step)
        if refusal is not None:
            return ReplayResult(state.board, tuple(state.events), applied, (line, refusal.reason))
        applied += 1
    return ReplayResult(state.board, tuple(state.events), applied, None)
