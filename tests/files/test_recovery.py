"""Crash recovery for real: a running app is killed with SIGKILL mid-session; the next start
offers the autosaved game, and restoring it gives back the Board it had."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from influence_board.files import recovery_folder
from influence_board.rules.formats.operation_lines import parse_lines
from influence_board.rules.formats.recovery_file import loads_recovery
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.rules.history.replay import replay
from qt_fixtures import Button, Dialogs

OPS = "\n".join(
    json.dumps(op)
    for op in (
        {"op": "add", "region": "europe", "player": "china", "kind": "temporary"},
        {"op": "add", "region": "africa", "player": "usa", "kind": "permanent"},
        {"op": "convert", "region": "africa", "player": "eu", "index": 0},
        {"op": "armies", "region": "europe", "player": "russia", "count": 3},
        {"op": "score", "region": "europe"},
    )
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_app_is_recovered(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    ops = tmp_path / "session.jsonl"
    ops.write_text(OPS + "\n", encoding="utf-8")
    expected = replay(standard_board(), parse_lines(OPS)).board
    folder = tmp_path / "recovery"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "INFLUENCE_BOARD_RECOVERY_DIR": str(folder),
        "INFLUENCE_BOARD_AUTOSAVE_MS": "50",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "influence_board", "--ops", str(ops)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def autosaved_the_session() -> bool:
        assert app.poll() is None, "the app ended before it was killed"
        try:
            (file,) = folder.glob("game-*.json")
            tree, _ = loads_recovery(file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        return dumps(tree.current.board) == dumps(expected)

    try:
        qtbot.waitUntil(autosaved_the_session, timeout=30_000)
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    assert app.returncode == -signal.SIGKILL
    (file,) = folder.glob("game-*.json")  # a killed app leaves its recovery file behind

    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(folder))
    dialogs.answer = Button.Yes
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window)
    assert window.offer_recovery()
    assert dialogs.titles() == ["Restore unsaved games?"], "asked before restoring"
    assert dumps(window.parts.document.board) == dumps(expected)
    assert window.parts.document.board == expected
    assert window.parts.steps.is_modified(), "a restored game is unsaved until saved"
    assert window.parts.document.path is None, "the recorded path is a suggestion, not the file"
    window.parts.steps.mark_saved()
    assert not file.exists(), "once saved (clean), the recovery file goes"


def test_no_recovery_file_means_no_question(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path))
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window)
    assert recovery_folder.scan().recoveries == []
    assert not window.offer_recovery()
    assert dialogs.asked == []


def test_damaged_recovery_file_is_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path))
    (tmp_path / "recovery.json").write_text("{not json", encoding="utf-8")
    found = recovery_folder.scan()
    assert found.recoveries == []
    assert "damaged" in found.messages[0]
    (aside,) = tmp_path.glob("recovery.damaged-*")
    assert aside.read_text(encoding="utf-8") == "{not json"
