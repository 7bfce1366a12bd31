"""The window's tournament tools: the position code on the clipboard, a pasted text read as
a code or as scenario JSON, and a pack of setup sheets for several chosen files.

Free functions of the window, so that whichever object ends up owning file handling can
call them unchanged. Every failure says where and why and writes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QStatusBar, QWidget

from . import settings as remembered
from .document import Document
from .rules import Board
from .rules.position_code import CodeError, decode, encode, looks_like_code
from .rules.scenario import Problem, ScenarioError, load, loads
from .standard import standard_board

SCENARIO_FILTER = "Influence Board scenarios (*.json);;All files (*)"


class MainWindow(Protocol):
    """What these tools use of the window (named here, not imported: no import circle)."""

    document: Document

    def statusBar(self) -> QStatusBar: ...  # Qt's name
    def tr(self, text: str) -> str: ...
    def show_error(self, title: str, text: str, details: str = "") -> None: ...


def copy_position_code(window: MainWindow) -> str:
    code = encode(window.document.board, standard_board())
    QGuiApplication.clipboard().setText(code)
    window.statusBar().showMessage(window.tr("Copied the position code {0}").format(code), 8000)
    return code


def board_from_text(text: str, source: str = "clipboard") -> Board:
    """A pasted position: a position code (ib1....) or scenario JSON. Raises ScenarioError."""
    if not looks_like_code(text):
        return loads(text, source)
    try:
        return decode(text, standard_board())
    except CodeError as exc:
        raise ScenarioError([Problem("", f"position code: {exc}")], source) from None


def export_sheet_pack_dialog(window: MainWindow) -> None:
    parent = window if isinstance(window, QWidget) else None
    files, _ = QFileDialog.getOpenFileNames(
        parent,
        window.tr("Scenarios for the setup sheets"),
        remembered.last_directory(),
        SCENARIO_FILTER,
    )
    if not files:
        return
    start = str(Path(remembered.last_directory()) / "setup-sheets.pdf")
    path, _ = QFileDialog.getSaveFileName(
        parent, window.tr("Export setup sheets"), start, "PDF (*.pdf)"
    )
    if path:
        export_sheet_pack(window, [Path(f) for f in files], Path(path))


def export_sheet_pack(window: MainWindow, files: list[Path], path: Path) -> bool:
    """One PDF with the setup sheet of every file, each headed with its file name. Nothing
    is written when a file cannot be read or the PDF would replace one of them."""
    from .setup_sheet import write_sheet_pack

    title = window.tr("Cannot export setup sheets")
    if path.suffix.lower() != ".pdf":
        path = path.with_name(path.name + ".pdf")
    clash = next((f for f in files if _same_file(f, path)), None)
    if clash is not None:
        window.show_error(
            title, window.tr("The PDF would replace {0}, one of the scenarios.").format(clash.name)
        )
        return False
    sheets, problems = [], []
    for file in files:
        try:
            sheets.append((file.name, load(file)))
        except ScenarioError as exc:
            problems.append(exc.describe())
    if problems:
        window.show_error(
            title,
            window.tr("{0} of the files cannot be read; nothing was written.").format(
                len(problems)
            ),
            "\n".join(problems),
        )
        return False
    try:
        write_sheet_pack(sheets, path)
    except OSError as exc:
        window.show_error(title, str(path), str(exc))
        return False
    window.statusBar().showMessage(
        window.tr("Exported {0} setup sheet(s) to {1}").format(len(sheets), path), 8000
    )
    return True


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False
