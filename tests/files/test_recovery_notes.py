"""A note written in the History survives a crash: a running app writes a step's note
through the History's menu, is killed with SIGKILL, and the next start restores the game
with the note on its step (issue 19)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from influence_board.rules.formats.recovery_file import loads_recovery
from influence_board.rules.formats.scenario import standard_board
from qt_fixtures import Button, Dialogs

NOTE = "kept through a crash ✓"

# The app as a user runs it, the note written through the History's own context menu (the
# name prompt answered by the script, as a user would type it).
SESSION = f"""
from PySide6.QtWidgets import QApplication
from influence_board.files.prompts import Prompts
from influence_board.rules import Add
from influence_board.window.main_window import MainWindow

app = QApplication([])
Prompts.text = lambda self, title, label, value: {NOTE!r}
window = MainWindow()
window.show()
window.parts.game.perform(Add("europe", "china", "temporary"))
window.parts.game.perform(Add("africa", "usa", "temporary"))
menu = window.parts.history.step_menu(1)
(edit,) = [a for a in menu.actions() if a.objectName() == "edit-note-action"]
edit.trigger()
app.exec()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_note_edited_in_the_history_survives_a_kill(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    folder = tmp_path / "recovery"
    script = tmp_path / "session.py"
    script.write_text(SESSION, encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "INFLUENCE_BOARD_RECOVERY_DIR": str(folder),
        "INFLUENCE_BOARD_AUTOSAVE_MS": "50",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    app = subprocess.Popen(
        [sys.executable, str(script)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def autosaved_the_note() -> bool:
        assert app.poll() is None, "the app ended before it was killed"
        try:
            (file,) = folder.glob("game-*.json")
            tree, _ = loads_recovery(file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        line = tree.current_line()
        return len(line) == 2 and line[0].note == NOTE

    try:
        qtbot.waitUntil(autosaved_the_note, timeout=30_000)
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    assert app.returncode == -signal.SIGKILL

    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(folder))
    dialogs.answer = Button.Yes
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert window.offer_recovery()
    steps = window.parts.steps
    assert steps.count == 2 and steps.index == 2
    assert steps.note_at(1) == NOTE and steps.note_at(2) is None
    assert window.parts.history.model().index(1, 0).data().endswith(f"✎ {NOTE}")  # its row
