"""The position on the clipboard: Edit > Copy Position (scenario text), Copy Position Code
(ib1...., for chat and forms) and Paste Position (either, as a new board in the window).

Owned by the window, which shows what it reports (`message`, `failed`); pasting over
unsaved work asks first, through the window's file controller.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QGuiApplication

from ..rules import Board
from ..rules.formats.position_code import CodeError, decode, encode, looks_like_code
from ..rules.formats.scenario import Problem, ScenarioError, dumps, loads, standard_board
from ..rules.topology import with_positions
from .scenario_file import FileController


class PositionClipboard(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log

    def __init__(self, files: FileController) -> None:
        super().__init__(files)
        self.files = files
        self.document = files.document

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
        if not self.files.confirm_discard():
            return False
        self.document.replace(with_positions(board))
        self.files.steps.mark_modified()  # in no file yet: New or Quit must ask first
        self.message.emit(self.tr("Pasted a new board"))
        return True


def board_from_text(text: str, source: str = "clipboard") -> Board:
    """A pasted position: a position code (ib1....) or scenario JSON. Raises ScenarioError."""
    if not looks_like_code(text):
        return loads(text, source)
    try:
        return decode(text, standard_board())
    except CodeError as exc:
        said = QCoreApplication.translate("PositionClipboard", "position code: {0}").format(exc)
        raise ScenarioError([Problem("error", "", said)], source) from None
