"""Helpers for the keyboard, file, settings, export and look tests: real key events on the
board view, dialogs answered without blocking, and the errors the window showed."""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from app_process import MODULE, run_app
from influence_board.window.main_window import MainWindow

NO_MOD = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PLAYER_KEYS = {1: Qt.Key.Key_1, 2: Qt.Key.Key_2, 3: Qt.Key.Key_3, 4: Qt.Key.Key_4, 5: Qt.Key.Key_5}
B = QMessageBox.StandardButton


@dataclass
class Dialogs:
    """What the window asked and showed, and how the next questions are answered."""

    answer: QMessageBox.StandardButton = B.Discard
    asked: list[tuple[str, str]] = field(default_factory=list)  # (title, text) of questions
    errors: list[tuple[str, str, str]] = field(default_factory=list)  # show_error arguments
    boxes: list[str] = field(default_factory=list)  # texts of message boxes shown (exec)
    about: list[tuple[str, str]] = field(default_factory=list)
    open_path: str = ""  # what QFileDialog.getOpenFileName returns
    save_path: str = ""  # what QFileDialog.getSaveFileName returns
    file_dialogs: list[tuple[str, str]] = field(default_factory=list)  # (caption, start)

    def error_text(self) -> str:
        return "\n".join(" | ".join(e) for e in self.errors)


@pytest.fixture(name="dialogs")
def dialogs_fixture(monkeypatch, tmp_path) -> Dialogs:
    """No modal dialog may block a test: questions get `dialogs.answer` (Discard unless a
    test says otherwise), message boxes return Ok at once, file dialogs return the paths
    the test set. MainWindow.show_error still runs (it also writes to the Log); its
    arguments are recorded. Autosave goes to a temporary folder."""
    d = Dialogs()
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path / "recovery"))

    def question(parent, title, text, *args, **kwargs):
        d.asked.append((title, text))
        return d.answer

    def exec_(box):
        d.boxes.append(box.text())
        return B.Ok

    def warning(parent, title, text, *args, **kwargs):
        d.asked.append((title, text))
        return B.Save

    def about(parent, title, text):
        d.about.append((title, text))

    original = MainWindow.show_error

    def show_error(window, title, text, details=""):
        d.errors.append((title, text, details))
        original(window, title, text, details)

    def get_open(parent, caption="", directory="", filter="", *args, **kwargs):
        d.file_dialogs.append((caption, directory))
        return d.open_path, filter.split(";;")[0]

    def get_save(parent, caption="", directory="", filter="", *args, **kwargs):
        d.file_dialogs.append((caption, directory))
        return d.save_path, filter.split(";;")[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "about", about)
    monkeypatch.setattr(MainWindow, "show_error", show_error)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", get_save)
    return d


# -- keys -----------------------------------------------------------------------------------


def make_active(qtbot, window) -> None:
    """Window shortcuts fire only in the active window; give the board the keyboard."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)


def press(window, key: Qt.Key, modifiers=NO_MOD, times: int = 1) -> None:
    """Type a key on the board view, as the user does (shortcuts included)."""
    for _ in range(times):
        QTest.keyClick(window.view, key, modifiers)


def shortcut(window, action: QAction) -> None:
    """Type the action's (first) shortcut on the board view, as the menu shows it."""
    sequence = action.shortcut()
    assert not sequence.isEmpty(), f"{action.text()} has no shortcut"
    combo = sequence[0]
    QTest.keyClick(window.view, combo.key(), combo.keyboardModifiers())


def go_to(window, region_id: str) -> None:
    """Page Down until the keyboard is on `region_id`."""
    for _ in range(len(window.document.board.regions) + 1):
        press(window, Qt.Key.Key_PageDown)
        if window.play.focus.region == region_id:
            return
    raise AssertionError(f"Page Down never reached {region_id}")


def choose_player(window, n: int) -> None:
    press(window, PLAYER_KEYS[n])


# -- menus ----------------------------------------------------------------------------------


def menu_actions(window) -> set[QAction]:
    """Every action reachable from the menu bar, through submenus."""
    found: set[QAction] = set()

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            found.add(action)
            if action.menu() is not None:
                walk(action.menu())

    for top in window.menuBar().actions():
        if top.menu() is not None:
            walk(top.menu())
    return found


def new_window(qtbot, board, path=None) -> MainWindow:
    w = MainWindow(board, path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def close_window(window) -> bool:
    """Close as the user does (the close event runs); True when it closed."""
    closed = window.close()
    QApplication.processEvents()
    return closed


# -- the command line -----------------------------------------------------------------------


def run_cli(*args: str | os.PathLike[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    return run_app(MODULE, *args, cwd=cwd, env={"QT_QPA_PLATFORM": "offscreen"})
