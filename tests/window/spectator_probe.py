"""Started by test_spectator_display.py as a process of its own, on a real X server (or on
offscreen Qt given two screens): the app's own start (`window.app.run`), then, once the
game window is built and settled, Shift+F11 as a person types it (through the X server
with xdotool when it is installed, else Qt's key event on the window), a step played in
the game window, F11 in the spectator window; what was seen goes to the JSON file named by
argv[1], then a Quit as the user's Ctrl+Q."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from influence_board.rules import Add
from influence_board.window.app import run
from influence_board.window.main_window import MainWindow
from influence_board.window.spectator_window import SpectatorWindow

SETTLE_MS = 700  # after the build: the restored layout, the panels and the fit come in turns
POLL_MS = 50
GIVE_UP_MS = 60_000  # a window not there by then is reported, not waited for


def box(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def type_keys(window: QWidget, keys: str, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> str:
    """`keys` (xdotool's words) typed in `window`: through the X server when xdotool and a
    window manager are there (the window made active first, as a click would), else as
    Qt's key event. Says which way."""
    x11 = QGuiApplication.platformName() == "xcb"
    if x11 and shutil.which("xdotool") and shutil.which("openbox"):  # the fixture's manager
        subprocess.Popen(  # not waited for: the app's event loop goes on meanwhile
            ["xdotool", "windowactivate", "--sync", str(int(window.winId())), "key", keys],
            stdout=subprocess.DEVNULL,  # nor does it hold the test's pipes open
            stderr=subprocess.DEVNULL,
        )
        return "xdotool"
    window.activateWindow()
    QTest.keyClick(window, key, modifiers)
    return "qtest"


def main() -> int:
    out = Path(sys.argv[1])
    seen: dict[str, object] = {}
    waited = [0]

    def write(error: str = "") -> None:
        if error:
            seen["error"] = error
        out.write_text(json.dumps(seen), encoding="utf-8")

    def wait_for(found: Callable[[], object], then: Callable[[], None], what: str) -> None:
        if found():
            then()
            return
        waited[0] += POLL_MS
        if waited[0] > GIVE_UP_MS:
            write(f"no {what} after {GIVE_UP_MS} ms")
            QApplication.exit(3)
            return
        QTimer.singleShot(POLL_MS, lambda: wait_for(found, then, what))

    def game_window() -> MainWindow | None:
        for widget in QApplication.topLevelWidgets():
            if (
                isinstance(widget, MainWindow)
                and widget.is_built
                and not widget.parts.docks.unbuilt()
            ):
                return widget
        return None

    def spectators() -> SpectatorWindow | None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, SpectatorWindow) and widget.isVisible():
                return widget
        return None

    def settled() -> None:
        QTimer.singleShot(SETTLE_MS, press_shift_f11)

    def press_shift_f11() -> None:
        window = game_window()
        assert window is not None
        seen["keys"] = type_keys(
            window, "shift+F11", Qt.Key.Key_F11, Qt.KeyboardModifier.ShiftModifier
        )
        wait_for(
            lambda: (s := spectators()) is not None and s.isActiveWindow(),
            opened,
            "spectator window",
        )

    def opened() -> None:
        window, shown = game_window(), spectators()
        assert window is not None and shown is not None
        seen["title"] = shown.windowTitle()
        seen["game_title"] = window.windowTitle()
        seen["top_level"] = shown.isWindow() and shown.winId() != window.winId()
        seen["frame"] = box(shown.frameGeometry())
        seen["screen"] = box(shown.screen().geometry())
        seen["game_screen"] = box(window.screen().geometry())
        window.parts.game.perform(Add("africa", "usa", "permanent"))  # a step in the game
        seen["step_shown"] = shown.scene.region_items["africa"].region.permanent[0]
        seen["scores"] = shown.scoreboard.texts() == window.parts.scoreboard.texts()
        # Moved beside the game window first: F11 takes it to another screen, if any.
        beside = window.screen().availableGeometry()
        shown.setGeometry(beside.x() + 40, beside.y() + 60, 800, 500)
        wait_for(lambda: shown.screen() is window.screen(), press_f11, "the move")

    def press_f11() -> None:
        shown = spectators()
        assert shown is not None
        type_keys(shown, "F11", Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier)
        wait_for(shown.isFullScreen, full_screen, "full screen")

    def full_screen() -> None:
        shown = spectators()
        assert shown is not None
        # The window manager has it fill its screen in a turn or two.
        wait_for(lambda: shown.geometry() == shown.screen().geometry(), filled, "full size")

    def filled() -> None:
        window, shown = game_window(), spectators()
        assert window is not None and shown is not None
        seen["full_screen"] = box(shown.geometry())
        write()
        window.parts.steps.mark_saved()
        window.quit_all()  # the spectator window goes with it, and the app ends

    # Queued: the application and its event loop are made by `run`.
    QTimer.singleShot(0, lambda: wait_for(game_window, settled, "settled game window"))
    return run([(None, None)])


if __name__ == "__main__":
    sys.exit(main())
