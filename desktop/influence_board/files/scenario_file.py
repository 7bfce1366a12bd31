"""The scenario behind a window: new, open, save, revert, recent files, and the position
on the clipboard (scenario text or a position code). Crash recovery is recovery.py's and
recovery_offer.py's.

FileController is owned by the window, which wires its actions to it and shows what it
reports (`message` in the status bar, `failed` in a message box and the Log). Every failure
says where and why, and leaves the board and the files as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..document.board_document import Document
from ..look.plain_text import literal_html
from ..rules import Board
from ..rules.formats import game_file
from ..rules.formats.position_code import CodeError, decode, encode, looks_like_code
from ..rules.formats.scenario import (
    DEFAULT_LOCAL_POWER,
    Problem,
    ScenarioError,
    dumps,
    load,
    loads,
    save,
    standard_board,
)
from ..rules.topology import with_positions
from . import recovery
from . import settings as remembered
from .saving import write_asking

if TYPE_CHECKING:
    from ..document.variations import GameVariations

SCENARIO_FILTER = (
    "Influence Board scenarios (*.json);;Influence Board games with variations (*.ibgame);;"
    "All files (*)"
)


class FileController(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log
    recent_changed = Signal(list)  # the recent files, newest first

    def __init__(
        self,
        document: Document,
        dialog_parent: QWidget,
        problems: Callable[[], list],
        autosaver: recovery.Autosaver | None = None,
    ) -> None:
        """`problems` gives the position's errors (an invalid position is saved only after
        a warning); dialogs open over `dialog_parent`; `autosaver` knows where a restored
        game was saved before."""
        super().__init__(dialog_parent)
        self.document = document
        self.dialog_parent = dialog_parent
        self.problems = problems
        self.autosaver = autosaver
        # Set by the window: a game file (*.ibgame) keeps its tree of variations.
        self.variations: GameVariations | None = None

    # -- questions --------------------------------------------------------------------------

    def confirm_discard(self) -> bool:
        """Ask before unsaved work is lost. True when it is fine to go on."""
        if not self.document.is_modified():
            return True
        answer = QMessageBox.question(
            self.dialog_parent,
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

    # -- new, open, revert ------------------------------------------------------------------

    def new_game(self) -> None:
        if self.confirm_discard():
            self.document.replace(standard_board())

    def new_empty(self) -> None:
        """A board with the standard players and local power and no Regions, to build on."""
        if not self.confirm_discard():
            return
        standard = standard_board()
        local = standard.local_power or DEFAULT_LOCAL_POWER
        self.document.replace(Board("New board", standard.players, local, ()))

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self.dialog_parent,
            self.tr("Open scenario"),
            remembered.last_directory(),
            SCENARIO_FILTER,
        )
        if path:
            self.open_file(path, ask=False)

    def open_file(self, path: str | Path, ask: bool = True) -> bool:
        """Open a scenario; on bad input say where and why and leave the board as it was."""
        if ask and not self.confirm_discard():
            return False
        try:
            if self.variations is not None and game_file.is_game_path(path):
                return self._open_game(path)
            board = load(path)
        except ScenarioError as exc:
            self.failed.emit(
                self.tr("Cannot open scenario"),
                self.tr("{0} cannot be opened; the board is unchanged.").format(Path(path).name),
                exc.describe(),
            )
            if not Path(path).exists():
                self.recent_changed.emit(remembered.forget_recent(str(path)))
            return False
        self.document.replace(with_positions(board), path)
        remembered.remember_directory(Path(path).resolve().parent)
        self.recent_changed.emit(remembered.add_recent(Path(path)))
        self.message.emit(self.tr("Opened {0}").format(path))
        return True

    def _open_game(self, path: str | Path) -> bool:
        """A game file: its start position, then every step, the saved one current."""
        from ..document.variations import describe

        assert self.variations is not None
        tree = game_file.load_game(path, describe)
        self.document.replace(tree.root.board, path)
        self.variations.restore(tree)
        self.document.undo_stack.setClean()  # as saved
        self._opened(path)
        return True

    def _opened(self, path: str | Path) -> None:
        remembered.remember_directory(Path(path).resolve().parent)
        self.recent_changed.emit(remembered.add_recent(Path(path)))
        self.message.emit(self.tr("Opened {0}").format(path))

    def revert(self) -> None:
        path = self.document.path
        if path is None or not self.document.is_modified():
            return
        answer = QMessageBox.question(
            self.dialog_parent,
            self.tr("Revert"),
            literal_html(
                self.tr("Throw away every change since {0} was last saved?").format(path.name)
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.open_file(path, ask=False)

    # -- saving -----------------------------------------------------------------------------

    def save_file(self) -> bool:
        if self.document.path is None:
            return self.save_as_dialog()
        return self.save_to(self.document.path)

    def save_as_dialog(self) -> bool:
        # A restored game suggests where it was saved before; the path is not trusted.
        suggested = self.autosaver.suggested_path if self.autosaver is not None else None
        start = suggested or str(Path(remembered.last_directory()) / "game.json")
        path, _ = QFileDialog.getSaveFileName(
            self.dialog_parent, self.tr("Save game"), start, SCENARIO_FILTER
        )
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Save atomically; a failed save leaves the old file whole and says why."""
        if not self.confirm_invalid_save():
            return False
        board = self.document.board
        if self.variations is not None and game_file.is_game_path(path):
            tree = self.variations.tree
            write = lambda replace: game_file.save_game(tree, path, replace)  # noqa: E731
        else:
            write = lambda replace: save(board, path, replace)  # noqa: E731
        failure = write_asking(self.dialog_parent, path, write)
        if failure is not None:
            if failure:
                self.failed.emit(
                    self.tr("Cannot save"),
                    self.tr("{0} was not saved; the file on disk is unchanged.").format(path),
                    failure,
                )
            return False
        self.document.undo_stack.setClean()
        self.document.set_path(path)
        remembered.remember_directory(path.resolve().parent)
        self.recent_changed.emit(remembered.add_recent(path))
        self.message.emit(self.tr("Saved {0}").format(path))
        return True

    def confirm_invalid_save(self) -> bool:
        """An invalid position may be saved, but only after a warning."""
        problems = self.problems()
        if not problems:
            return True
        answer = QMessageBox.warning(
            self.dialog_parent,
            self.tr("Save an invalid scenario?"),
            self.tr(
                "This scenario has {0} error(s); `influence-board check` will reject it."
            ).format(len(problems)),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    # -- recent files -----------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        return remembered.recent_files()

    # -- clipboard --------------------------------------------------------------------------

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(dumps(self.document.board))
        self.message.emit(self.tr("Copied the position as scenario text"))

    def copy_position_code(self) -> str:
        code = encode(self.document.board, standard_board())
        QGuiApplication.clipboard().setText(code)
        self.message.emit(self.tr("Copied the position code {0}").format(code))
        return code

    def paste_position(self) -> bool:
        text = QGuiApplication.clipboard().text()
        try:
            board = board_from_text(text, "clipboard")
        except ScenarioError as exc:
            self.failed.emit(
                self.tr("Cannot paste"),
                self.tr(
                    "The clipboard holds neither a scenario nor a position code; "
                    "the board is unchanged."
                ),
                exc.describe(),
            )
            return False
        if not self.confirm_discard():
            return False
        self.document.replace(with_positions(board))
        self.document.mark_modified()  # in no file yet: New or Quit must ask first
        self.message.emit(self.tr("Pasted a new board"))
        return True


def board_from_text(text: str, source: str = "clipboard") -> Board:
    """A pasted position: a position code (ib1....) or scenario JSON. Raises ScenarioError."""
    if not looks_like_code(text):
        return loads(text, source)
    try:
        return decode(text, standard_board())
    except CodeError as exc:
        raise ScenarioError([Problem("error", "", f"position code: {exc}")], source) from None
