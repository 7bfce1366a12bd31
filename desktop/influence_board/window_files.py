"""The window's file work: new, open, save, revert, recent files, crash recovery,
operation files in and out, export and the clipboard.

A mixin of MainWindow, kept apart so that the window module holds only its layout.
Every failure says where and why, and leaves the board and the files as they were.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING, get_args

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from . import recovery
from . import settings as remembered
from .export import export_scene
from .rules import Board, Operation, Participant
from .rules.history import Checked, Refused, play
from .rules.oplines import OpFileError, read_steps, to_line
from .rules.scenario import ScenarioError, dumps, load, loads, save, write_atomic
from .rules.topology import with_positions
from .standard import standard_board
from .undo_history import UndoStackHistory

if TYPE_CHECKING:
    from .window import MainWindow

GAME_OPERATIONS = get_args(Operation)  # what an operation file can hold
SCENARIO_FILTER = "Influence Board scenarios (*.json);;All files (*)"
OPERATIONS_FILTER = "Operation files (*.jsonl);;All files (*)"
IMAGE_FILTER = "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"


class FileHandling:
    """File actions for MainWindow (self is the window)."""

    # -- questions --------------------------------------------------------------------------

    def confirm_discard(self: MainWindow) -> bool:
        """Ask before unsaved work is lost. True when it is fine to go on."""
        if not self.document.is_modified():
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("This game has changes that are not saved. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_file()
        return answer == QMessageBox.StandardButton.Discard

    def show_error(self: MainWindow, title: str, text: str, details: str = "") -> None:
        box = QMessageBox(
            QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self
        )
        if details:
            box.setInformativeText(details if len(details) < 600 else details[:600] + "…")
            box.setDetailedText(details)
        self.log.add_message(f"{title}: {text} {details}".strip())
        box.exec()

    # -- new, open, revert ------------------------------------------------------------------

    def new_game(self: MainWindow) -> None:
        if self.confirm_discard():
            self.document.replace(standard_board())

    def new_empty(self: MainWindow) -> None:
        """A board with the standard players and local power and no Regions, to build on."""
        if not self.confirm_discard():
            return
        standard = standard_board()
        local = standard.local_power or Participant("local", "Local powers", "#000000")
        self.document.replace(Board("New board", standard.players, local, ()))

    def open_dialog(self: MainWindow) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open scenario"), remembered.last_directory(), SCENARIO_FILTER
        )
        if path:
            self.open_file(path, ask=False)

    def open_file(self: MainWindow, path: str | Path, ask: bool = True) -> bool:
        """Open a scenario; on bad input say where and why and leave the board as it was."""
        if ask and not self.confirm_discard():
            return False
        try:
            board = load(path)
        except ScenarioError as exc:
            self.show_error(
                self.tr("Cannot open scenario"),
                self.tr("{0} cannot be opened; the board is unchanged.").format(Path(path).name),
                exc.describe(),
            )
            if not Path(path).exists():
                self.rebuild_recent_menu(remembered.forget_recent(str(path)))
            return False
        self.document.replace(with_positions(board), path)
        remembered.remember_directory(Path(path).resolve().parent)
        self.rebuild_recent_menu(remembered.add_recent(Path(path)))
        self.statusBar().showMessage(self.tr("Opened {0}").format(path), 8000)
        return True

    def revert(self: MainWindow) -> None:
        path = self.document.path
        if path is None or not self.document.is_modified():
            return
        answer = QMessageBox.question(
            self,
            self.tr("Revert"),
            self.tr("Throw away every change since {0} was last saved?").format(path.name),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.open_file(path, ask=False)

    # -- saving -----------------------------------------------------------------------------

    def save_file(self: MainWindow) -> bool:
        if self.document.path is None:
            return self.save_as_dialog()
        return self.save_to(self.document.path)

    def save_as_dialog(self: MainWindow) -> bool:
        start = str(Path(remembered.last_directory()) / "game.json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), start, SCENARIO_FILTER)
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self: MainWindow, path: Path) -> bool:
        """Save atomically; a failed save leaves the old file whole and says why."""
        if not self.confirm_invalid_save():
            return False
        try:
            save(self.document.board, path)
        except OSError as exc:
            self.show_error(
                self.tr("Cannot save"),
                self.tr("{0} was not saved; the file on disk is unchanged.").format(path),
                exc.strerror or str(exc),
            )
            return False
        self.document.undo_stack.setClean()
        self.document.set_path(path)
        remembered.remember_directory(path.resolve().parent)
        self.rebuild_recent_menu(remembered.add_recent(path))
        self.statusBar().showMessage(self.tr("Saved {0}").format(path), 8000)
        return True

    def confirm_invalid_save(self: MainWindow) -> bool:
        """An invalid position may be saved, but only after a warning."""
        problems = self.validation_errors()
        if not problems:
            return True
        answer = QMessageBox.warning(
            self,
            self.tr("Save an invalid scenario?"),
            self.tr(
                "This scenario has {0} error(s); `influence-board check` will reject it."
            ).format(len(problems)),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def validation_errors(self: MainWindow) -> list:
        return []

    # -- recent files -----------------------------------------------------------------------

    def rebuild_recent_menu(self: MainWindow, files: list[str] | None = None) -> None:
        menu = self.recent_menu
        menu.clear()
        files = remembered.recent_files() if files is None else files
        for n, file in enumerate(files, start=1):
            action = menu.addAction(f"&{n} {Path(file).name}")
            action.setToolTip(file)
            action.setStatusTip(file)
            action.triggered.connect(lambda _=False, f=file: self.open_file(f))
        menu.setEnabled(bool(files))

    # -- crash recovery ---------------------------------------------------------------------

    def offer_recovery(self: MainWindow) -> bool:
        """After a crash, offer the autosaved game. True when it was restored."""
        found = recovery.pending()
        if found is None:
            return False
        when = datetime.datetime.fromtimestamp(found.saved_at).strftime("%Y-%m-%d %H:%M:%S")
        answer = QMessageBox.question(
            self,
            self.tr("Restore unsaved game?"),
            self.tr(
                "Influence Board did not close normally. Restore the game autosaved at {0}?"
            ).format(when),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            recovery.discard()
            return False
        self.document.replace(with_positions(found.board), found.path)
        # Unsaved until the user saves it, and the recovery file stays until then.
        self.document.mark_modified()
        self.statusBar().showMessage(self.tr("Restored the autosaved game"), 8000)
        return True

    # -- operation files --------------------------------------------------------------------

    def open_operations_dialog(self: MainWindow) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Replay operations"), remembered.last_directory(), OPERATIONS_FILTER
        )
        if path:
            self.replay_file(Path(path))

    def replay_file(self: MainWindow, path: Path) -> int:
        """Apply an operation file step by step; each step enters the history, each
        expectation is logged met or not met. Stops at a refused line or an expectation not
        met and says which. Returns the number of operations applied."""
        try:
            steps = read_steps(path, path.name)
        except OpFileError as exc:
            self.show_error(self.tr("Cannot replay"), self.tr("Nothing was applied."), str(exc))
            return 0
        applied = met = 0
        for result in play(UndoStackHistory(self.document), steps):
            if isinstance(result, Checked):
                for check in result.checks:
                    self.log.add_expectation(f"{path.name}:{result.line}: {check.text}", check.met)
                if (failure := result.failure) is not None:
                    self.show_error(
                        self.tr("Expectation not met"),
                        self.tr("Replay stopped after {0} step(s).").format(applied),
                        f"{path.name}:{result.line}: {failure.message}",
                    )
                    return applied
                met += 1
                continue
            if isinstance(result, Refused):
                message = f"{path.name}:{result.line}: {result.reason}"
                self.log.add_refusal(message)
                self.show_error(
                    self.tr("Operation refused"),
                    self.tr("Replay stopped after {0} step(s).").format(applied),
                    message,
                )
                return applied
            if not result.step:  # a step's events reach the Log through its command
                self.document.log(list(result.events))
            applied += 1
        done = self.tr("Replayed {0} step(s) of {1}").format(applied, path.name)
        if met:
            done += self.tr("; {0} expectation(s) met").format(met)
        self.statusBar().showMessage(done, 8000)
        return applied

    def export_operations_dialog(self: MainWindow) -> None:
        start = str(Path(remembered.last_directory()) / "game.jsonl")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export operations"), start, OPERATIONS_FILTER
        )
        if path:
            self.export_operations(Path(path))

    def export_operations(self: MainWindow, path: Path) -> bool:
        """The session's operations, replayable with `influence-board replay` on the scenario
        the history started from."""
        operations = self.document.operations()
        edit = next(
            (n for n, op in enumerate(operations, 1) if not isinstance(op, GAME_OPERATIONS)), None
        )
        if edit is not None:
            n = edit
            self.show_error(
                self.tr("Cannot export operations"),
                self.tr("Step {0} of the history edits the scenario itself ({1}).").format(
                    n, self.document.undo_stack.command(n - 1).text()
                ),
                self.tr(
                    "An operation file holds game operations only. Save the edited scenario "
                    "(File > Save As), open it, and the operations played from there on can "
                    "be exported."
                ),
            )
            return False
        text = "".join(to_line(op) + "\n" for op in operations)
        try:
            write_atomic(path, text)
        except OSError as exc:
            self.show_error(self.tr("Cannot export"), str(path), exc.strerror or str(exc))
            return False
        return True

    # -- pictures ---------------------------------------------------------------------------

    def export_image_dialog(self: MainWindow) -> None:
        start = str(Path(remembered.last_directory()) / "board.png")
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export picture"), start, IMAGE_FILTER
        )
        if path:
            suffix = Path(path).suffix.lower()
            if suffix not in (".png", ".svg", ".pdf"):
                path += ".svg" if "svg" in chosen else ".pdf" if "pdf" in chosen else ".png"
            self.export_image(Path(path))

    def export_image(self: MainWindow, path: Path) -> bool:
        try:
            with self.scene.for_print():  # the board, not the user's selection
                export_scene(self.scene, path, title=self.document.board.name, scale=2.0)
        except OSError as exc:
            self.show_error(self.tr("Cannot export"), str(path), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Exported {0}").format(path), 8000)
        return True

    def export_sheet_dialog(self: MainWindow) -> None:
        start = str(Path(remembered.last_directory()) / "setup-sheet.pdf")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export setup sheet"), start, "PDF (*.pdf)"
        )
        if path:
            self.export_sheet(Path(path))

    def export_sheet(self: MainWindow, path: Path) -> bool:
        from .setup_sheet import write_setup_sheet

        try:
            with self.scene.for_print():
                write_setup_sheet(self.document.board, self.scene, path)
        except OSError as exc:
            self.show_error(self.tr("Cannot export"), str(path), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Exported {0}").format(path), 8000)
        return True

    # -- clipboard --------------------------------------------------------------------------

    def copy_position(self: MainWindow) -> None:
        QGuiApplication.clipboard().setText(dumps(self.document.board))
        self.statusBar().showMessage(self.tr("Copied the position as scenario text"), 8000)

    def paste_position(self: MainWindow) -> bool:
        text = QGuiApplication.clipboard().text()
        try:
            board = loads(text, "clipboard")
        except ScenarioError as exc:
            self.show_error(
                self.tr("Cannot paste"),
                self.tr("The clipboard does not hold a scenario; the board is unchanged."),
                exc.describe(),
            )
            return False
        if not self.confirm_discard():
            return False
        self.document.replace(with_positions(board))
        self.statusBar().showMessage(self.tr("Pasted a new board"), 8000)
        return True
