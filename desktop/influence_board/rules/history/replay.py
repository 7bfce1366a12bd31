"""Replaying an operation file on a Board: the history engine (engine.py) on a list of
Boards, every event kept. `influence-board replay` writes its report as it goes instead
(formats/replay_report.py)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..analysis.expectations import Check
from ..board import Board
from ..formats.operation_lines import Step
from ..operations import Event
from .engine import Checked, History, Refused, play
from .position import BoardHistory, CurrentBoard


@dataclass(frozen=True, slots=True)
class LineEvent:
    line: int
    event: Event

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, **self.event.to_json()}


@dataclass(frozen=True, slots=True)
class ReplayResult:
    board: Board
    events: tuple[LineEvent, ...]
    applied: int  # operation lines carried out
    refused: tuple[int, str] | None  # (line, reason) of the line that stopped the replay
    unmet: tuple[int, Check] | None = None  # (line, check) of an expectation not met

    @property
    def stopped(self) -> tuple[int, str] | None:
        """(line, reason) of a refusal or an expectation not met: `OPS:LINE: reason`."""
        if self.unmet is not None:
            return self.unmet[0], self.unmet[1].message
        return self.refused


def history_for(board: Board, undoes: bool) -> History:
    """The history a replay needs: Boards to go back to only when the lines undo or redo."""
    return BoardHistory(board) if undoes else CurrentBoard(board)


def replay(board: Board, steps: Iterable[tuple[int, Step]], to: int | None = None) -> ReplayResult:
    """Apply operation lines in order, stopping at the first refusal; `to` stops after that
    many operations. Every event is kept: for files of any length, see `ReplayReport`."""
    history = BoardHistory(board)
    events: list[LineEvent] = []
    applied = 0
    refused = unmet = None
    for result in play(history, steps, to):
        if isinstance(result, Refused):
            refused = (result.line, result.reason)
        elif isinstance(result, Checked):
            if (failure := result.failure) is not None:
                unmet = (result.line, failure)
        else:
            applied += 1
            events.extend(LineEvent(result.line, e) for e in result.events)
    return ReplayResult(history.board, tuple(events), applied, refused, unmet)
