"""Operation files in and out of a window: File > Replay Operations applies one step by
step through the history; File > Export Operations writes the session's operations, to be
replayed with `influence-board replay` on the scenario the history started from.

The window owns an OperationFiles and shows what it reports: `message` in the status bar,
`failed` in a message box and the Log, `stopped` (a replay stopped at a line) in a
message box. A replay's lines (what `influence-board replay` prints) are the journal's.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, get_args

from PySide6.QtCore import QObject, Signal

from ..document.game import Game
from ..document.journal import Said
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import Event, Operation
from ..rules.formats.operation_lines import OpFileError, Step, noted, read_steps, to_line
from ..rules.formats.safe_io import write_atomic
from ..rules.history.words import refused
from .prompts import Prompts, write_asking
from .scenario_file import ALL_FILES, filters

if TYPE_CHECKING:
    from ..rules.analysis.expectations import Check
    from ..rules.history.engine import Played

GAME_OPERATIONS = get_args(Operation)  # what an operation file can hold
OPERATION_FILES = QT_TRANSLATE_NOOP("FileFilters", "Operation files (*.jsonl)")


@dataclass(slots=True)
class ReplayCount:
    """What a replay did, line by line, for its line in the Log."""

    steps: int = 0  # new steps of the history
    moves: int = 0  # undo and redo lines
    unchanged: int = 0  # operations that changed nothing: no step
    met: int = 0  # expectation lines met

    @property
    def applied(self) -> int:
        """The operation lines carried out."""
        return self.steps + self.moves + self.unchanged

    def add(self, played: Played) -> None:
        """An operation line carried out, by what it did."""
        if played.events and played.events[0].kind in ("undo", "redo"):
            self.moves += 1
        elif played.step:
            self.steps += 1
        else:
            self.unchanged += 1


def expectation_event(check: Check) -> Event:
    """An expectation checked, as a line of the Log (its words are the Check's)."""
    kind = "expectation_met" if check.met else "expectation_not_met"
    return Event(kind, check.region, check.text)


class OperationFiles(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log
    stopped = Signal(str, str, str)  # title, text, details of a replay stopped (the Log has it)
    replay_started = Signal()  # a file's steps are coming: what compared the old ones goes

    def __init__(self, game: Game, prompts: Prompts) -> None:
        super().__init__(prompts.parent)
        self.game = game
        self.document = game.document
        self.prompts = prompts

    # -- replay -----------------------------------------------------------------------------

    def open_operations_dialog(self) -> None:
        path = self.prompts.open_path(
            self.tr("Replay operations"), filters(OPERATION_FILES, ALL_FILES)
        )
        if path:
            self.replay_file(Path(path))

    def replay_file(self, path: Path) -> int:
        """Apply an operation file step by step; each step enters the history, each
        expectation is reported met or not met. Stops at a refused line or an expectation not
        met and says which. Returns the number of operations applied."""
        try:
            steps = read_steps(path, path.name)
        except OpFileError as exc:
            self.cannot_replay(exc)
            return 0
        return self.replay(steps, path)

    def cannot_replay(self, problem: OpFileError) -> None:
        """Say why an operation file was not replayed (it names the file, the line)."""
        self.failed.emit(self.tr("Cannot replay"), self.tr("Nothing was applied."), str(problem))

    def replay(self, steps: list[tuple[int, Step]], path: Path) -> int:
        """The `steps` read from the operation file at `path` (read_steps), replayed as
        replay_file does."""
        # The history engine only when a file is replayed: the window starts sooner.
        from ..rules.history.engine import Checked, Refused, play

        if (waits := self.game.play_waits()) is not None:  # a position opened to repair
            self.failed.emit(
                self.tr("Cannot replay"), self.tr("Nothing was applied."), waits.reason
            )
            return 0
        self.replay_started.emit()
        count = ReplayCount()
        stop: tuple[str, str] | None = None  # (title, "file:line: why") of a stop
        # What `influence-board replay` prints, line by line in file order: the Log shows
        # it beneath the replay's line.
        told: list[Said] = []
        # Every step enters the history, but the views hear of the replay once, at its
        # end: the Board swapped once, one line in the Log with the replay's lines beneath.
        with self.game.steps.batch(pushing=True) as logged:
            for result in play(self.game.steps, steps):  # the step list is the History
                if isinstance(result, Checked):
                    told.append(Said([expectation_event(c) for c in result.checks], result.line))
                    if (failure := result.failure) is not None:
                        why = f"{path.name}:{result.line}: {failure.message}"
                        stop = (self.tr("Expectation not met"), why)
                        break
                    count.met += 1
                    continue
                if isinstance(result, Refused):
                    told.append(Said([Event("refused", None, refused(result.reason))], result.line))
                    why = f"{path.name}:{result.line}: {result.reason}"
                    stop = (self.tr("Operation refused"), why)
                    break
                count.add(result)
                if not result.step:  # an operation that changes nothing: its events
                    told.append(Said(result.events, result.line))
                # A step's events, an undo's or a redo's line: what its command logged
                told.extend(Said(events, result.line) for events in logged)
                logged.clear()
        summary = self._summary(count, path.name, stop is not None)
        # The Log's line, and the status bar's (the journal's summaries are both)
        self.game.journal.log_summary(Event("replay", None, summary), told)
        if stop is not None:  # after the batch: the window shows the position reached
            self.stopped.emit(stop[0], summary, stop[1])
        return count.applied

    def _summary(self, count: ReplayCount, name: str, stopped: bool) -> str:
        """The replay's line in the Log: steps as the Timeline counts them, then the lines
        that were no new step (an operation that changes nothing, RULES.md section 7; an
        undo or a redo), then the expectations met."""
        if stopped:
            said = self.tr("Replay of {0} stopped after %n step(s)", "", count.steps).format(name)
        else:
            said = self.tr("Replayed %n step(s) of {0}", "", count.steps).format(name)
        if count.moves:
            said += self.tr(", %n undo or redo line(s)", "", count.moves)
        if count.unchanged:
            said += self.tr(", %n operation(s) that change nothing", "", count.unchanged)
        if count.met:
            said += self.tr("; %n expectation(s) met", "", count.met)
        return said

    # -- export -----------------------------------------------------------------------------

    def export_operations_dialog(self) -> None:
        path, _ = self.prompts.save_path(
            self.tr("Export operations"),
            self.tr("game.jsonl", "a file name suggested"),
            filters(OPERATION_FILES, ALL_FILES),
        )
        if path:
            self.export_operations(Path(path))

    def export_operations(self, path: Path) -> bool:
        """The session's operations, replayable with `influence-board replay` on the scenario
        the history started from."""
        steps = self.game.steps
        operations = steps.operations()
        edit = next(
            (n for n, op in enumerate(operations, 1) if not isinstance(op, GAME_OPERATIONS)), None
        )
        if edit is not None:
            self.failed.emit(
                self.tr("Cannot export operations"),
                self.tr("Step {0} of the history edits the scenario itself ({1}).").format(
                    edit, steps.text_at(edit)
                ),
                self.tr(
                    "An operation file holds game operations only. Save the edited scenario "
                    "(File > Save As), open it, and the operations played from there on can "
                    "be exported."
                ),
            )
            return False
        # Each step with its note: the file replays with its comments (`replay --json`
        # gives them back, and File > Replay Operations makes them the steps' notes again).
        text = "".join(
            to_line(noted(op, steps.note_at(n))) + "\n"
            for n, op in enumerate(operations, 1)
            if isinstance(op, GAME_OPERATIONS)
        )
        write = lambda replace: write_atomic(path, text, replace)  # noqa: E731
        failure = write_asking(self.prompts, path, write)
        if failure is not None:
            if failure:
                self.failed.emit(self.tr("Cannot export"), str(path), failure)
            return False
        return True
