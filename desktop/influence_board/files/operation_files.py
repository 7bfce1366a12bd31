"""Operation files in and out of a window: File > Replay Operations applies one step by
step through the history; File > Export Operations writes the session's operations, to be
replayed with `influence-board replay` on the scenario the history started from.

The window owns an OperationFiles and shows what it reports: `message` in the status bar,
`failed` in a message box and the Log, `refused` (the refused line) and `expectation`
(each expectation line checked, met or not) in the Log.
"""

from __future__ import annotations

from pathlib import Path
from typing import get_args

from PySide6.QtCore import QObject, Signal

from ..document.game import Game
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import Event, Operation
from ..rules.formats.operation_lines import OpFileError, Step, noted, read_steps, to_line
from ..rules.formats.safe_io import write_atomic
from .prompts import Prompts, write_asking
from .scenario_file import ALL_FILES, filters

GAME_OPERATIONS = get_args(Operation)  # what an operation file can hold
OPERATION_FILES = QT_TRANSLATE_NOOP("FileFilters", "Operation files (*.jsonl)")


class OperationFiles(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log
    refused = Signal(str)  # "file:line: reason" of a refused line, for the Log
    expectation = Signal(str, bool)  # an expectation line checked (words, met), for the Log
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

        self.replay_started.emit()
        applied = met = steps_taken = 0
        stopped: tuple[str, str] | None = None  # (title, "file:line: why") of a stop
        # Every step enters the history, but the views hear of the replay once, at its
        # end: the Board swapped once, one line in the Log (the steps are in the History).
        with self.game.steps.batch(pushing=True) as logged:
            for result in play(self.game.steps, steps):  # the step list is the History
                if isinstance(result, Checked):
                    for check in result.checks:
                        where = f"{path.name}:{result.line}"
                        self.expectation.emit(f"{where}: {check.text}", check.met)
                    if (failure := result.failure) is not None:
                        where = f"{path.name}:{result.line}: {failure.message}"
                        stopped = (self.tr("Expectation not met"), where)
                        break
                    met += 1
                    continue
                if isinstance(result, Refused):
                    stopped = (
                        self.tr("Operation refused"),
                        f"{path.name}:{result.line}: {result.reason}",
                    )
                    self.refused.emit(stopped[1])
                    break
                if not result.step:  # a step's events reach the Log through its command
                    self.game.journal.log(list(result.events))
                steps_taken += bool(result.step)
                applied += 1
        if stopped is not None:  # after the batch: the window shows the position reached
            title, where = stopped
            after = self.tr("Replay stopped after %n step(s).", "", steps_taken)
            if logged:
                self.game.journal.log_summary(Event("replay", None, after), logged)
            self.failed.emit(title, after, where)  # in a message box and the Log
            return applied
        # Steps, as the Timeline counts them: an operation that is no step of the history
        # (RULES.md section 7) is counted apart.
        done = self.tr("Replayed %n step(s) of {0}", "", steps_taken).format(path.name)
        if applied != steps_taken:
            done += self.tr(" and %n operation(s) that are no step", "", applied - steps_taken)
        if met:
            done += self.tr("; %n expectation(s) met", "", met)
        self.game.journal.log_summary(Event("replay", None, done), logged)
        self.message.emit(done)
        return applied

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
