"""Helpers for the keyboard, file, settings, export and look tests: real key events on the
board view (the dialogs are answered by tests/qt_fixtures.py's `dialogs`)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from app_process import MODULE, run_app
from influence_board.rules import Board
from influence_board.window.main_window import MainWindow

NO_MOD = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PLAYER_KEYS = {1: Qt.Key.Key_1, 2: Qt.Key.Key_2, 3: Qt.Key.Key_3, 4: Qt.Key.Key_4, 5: Qt.Key.Key_5}
B = QMessageBox.StandardButton


# -- keys -----------------------------------------------------------------------------------


def leave_table_view(window: MainWindow, how: str) -> None:
    """As the user would: View > Table View, then out again by `how` (esc, f11, menu)."""
    window.activateWindow()
    window.action("table_view").trigger()
    assert window.parts.table_view.on
    if how == "esc":
        QTest.keyClick(window.parts.view, Qt.Key.Key_Escape)
    elif how == "f11":
        QTest.keyClick(window, Qt.Key.Key_F11)
    else:
        window.action("table_view").trigger()


def make_active(qtbot: QtBot, window: MainWindow) -> None:
    """Window shortcuts fire only in the active window; give the board the keyboard."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.parts.view.setFocus()
    qtbot.waitUntil(window.parts.view.hasFocus, timeout=2000)


def press(
    window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier = NO_MOD, times: int = 1
) -> None:
    """Type a key on the board view, as the user does (shortcuts included)."""
    for _ in range(times):
        QTest.keyClick(window.parts.view, key, modifiers)


def shortcut(window: MainWindow, action: QAction) -> None:
    """Type the action's (first) shortcut on the board view, as the menu shows it."""
    sequence = action.shortcut()
    assert not sequence.isEmpty(), f"{action.text()} has no shortcut"
    combo = sequence[0]  # type: ignore[index]  # PySide's stubs lack QKeySequence.__getitem__
    QTest.keyClick(window.parts.view, combo.key(), combo.keyboardModifiers())


def go_to(window: MainWindow, region_id: str) -> None:
    """Page Down until the keyboard is on `region_id`."""
    for _ in range(len(window.parts.document.board.regions) + 1):
        press(window, Qt.Key.Key_PageDown)
        focus = window.parts.play.focus
        if focus is not None and focus.region == region_id:
            return
    raise AssertionError(f"Page Down never reached {region_id}")


def choose_player(window: MainWindow, n: int) -> None:
    press(window, PLAYER_KEYS[n])


# -- menus ----------------------------------------------------------------------------------


def menu_actions(window: MainWindow) -> set[QAction]:
    """Every action reachable from the menu bar, through submenus."""
    found: set[QAction] = set()

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            found.add(action)
            # QAction.menu() is a QMenu or None (the stubs say QObject)
            if isinstance(sub := action.menu(), QMenu):
                walk(sub)

    for top in window.menuBar().actions():
        if isinstance(sub := top.menu(), QMenu):
            walk(sub)
    return found


def new_window(qtbot: QtBot, board: Board, path: str | Path | None = None) -> MainWindow:
    w = MainWindow(board, path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def close_window(window: MainWindow) -> bool:
    """Close as the user does (the close event runs); True when it closed."""
    closed = window.close()
    QApplication.processEvents()
    return closed


# -- the command line -----------------------------------------------------------------------


def run_cli(*args: str | os.PathLike[str], cwd: Path | None = None) -> subprocess.CompletedProcess:
    return run_app(MODULE, *args, cwd=cwd, env={"QT_QPA_PLATFORM": "offscreen"})
