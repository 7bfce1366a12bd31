"""A replay as a line of positions: the Board after each step and the step's words, for an
animated replay (`influence-board animate`, render/animation.py).

The history engine plays the lines (engine.py), so the steps, refusals and expectations are
`replay`'s; a line that leaves the position as it was is no step (RULES.md section 7) and
has no place in the line. Undo and redo are steps of a replay: each is named as the Log
says it ("Undo: ..."). The words are words.py's, the one home of a step's words.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..board import Board
from ..formats.expectation_lines import Expect
from ..formats.operation_lines import Redo, Step, Undo, bare, comment_of
from .engine import Checked, Refused, play
from .position import BoardHistory
from .words import step_text


@dataclass(frozen=True, slots=True)
class LineStep:
    """One step: the Board after it, its words and note, and the Region its operation
    named (a scoring changes no slot, only VP: the Region still shows where it happened)."""

    board: Board
    text: str
    note: str | None = None
    region: str | None = None


@dataclass(frozen=True, slots=True)
class PlayedLine:
    start: Board
    steps: tuple[LineStep, ...]
    stopped: tuple[int, str] | None  # (line, reason): a refusal or an expectation not met


def played_line(
    board: Board, lines: Iterable[tuple[int, Step]], to: int | None = None
) -> PlayedLine:
    """Play operation lines on `board` as `replay` does (stopping at the first refusal or
    expectation not met; `to`: after that many operations), keeping each step's Board."""
    history = BoardHistory(board)
    read: list[Step] = []  # the line being played: `play` reads one, then tells its result

    def remembered() -> Iterator[tuple[int, Step]]:
        for line, step in lines:
            read[:] = [step]
            yield line, step

    steps: list[LineStep] = []
    before = board
    for result in play(history, remembered(), to):
        if isinstance(result, Refused):
            return PlayedLine(board, tuple(steps), (result.line, result.reason))
        if isinstance(result, Checked):
            if (failure := result.failure) is not None:
                return PlayedLine(board, tuple(steps), (result.line, failure.message))
            continue
        if not result.step:
            continue
        step = read[0]
        op = bare(step)
        after = history.board
        if isinstance(op, Undo | Redo | Expect):  # an Expect is never a step: for the types
            text = result.events[0].text  # "Undo: ...", as the Log says it
            region = None
        else:
            text = step_text(before, op, result.events)
            region = getattr(op, "region", None)
        steps.append(LineStep(after, text, comment_of(step), region))
        before = after
    return PlayedLine(board, tuple(steps), None)
