"""Issue 9, items 2, 3 and 4: a recovery file per window, tied to its live process; only the
games of processes that are gone are offered, newest first; damaged recovery files are set
aside and never stop the start; a restored game's recorded path is a suggestion only.
Real app processes autosave and are killed with -9."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from faults import can_mount, mounted_tmpfs
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app_process import MODULE, start_app
from influence_board.files import recovery_folder, recovery_offer
from influence_board.rules import Add, Board
from influence_board.rules.formats.game_file import FORMAT as GAME
from influence_board.rules.formats.game_file import dumps_game
from influence_board.rules.formats.recovery_file import Saved, dumps_recovery
from influence_board.rules.formats.scenario import load, save, standard_board
from influence_board.rules.history.tree import Variations
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.files.recovery_offer import GameWindow
    from influence_board.window.main_window import MainWindow

posix = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and flock")
ADD = json.dumps({"op": "add", "region": "europe", "player": "china", "kind": "temporary"})


def _named(name: str) -> Board:
    return replace(standard_board(), name=name)


def _recovery_text(name: str, saved_at: float = 1_700_000_000.0, path: object = None) -> str:
    saved = Saved(saved_at, 1, path)  # type: ignore[arg-type]  # a damaged path, for some
    return dumps_recovery(Variations(_named(name)), saved)


def _window(qtbot: QtBot, board: Board | None = None) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    window = MainWindow(board or standard_board())
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    return window


@pytest.fixture
def folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    path = tmp_path / "recovery"
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(path))
    return path


@pytest.fixture(autouse=True)
def no_error_box(dialogs: Dialogs) -> Iterator[None]:
    """A question gets No unless a test says Yes; no error box may be shown."""
    dialogs.answer = Button.No
    yield
    assert dialogs.errors == [], dialogs.error_text()


@pytest.fixture
def restored_windows() -> Iterator[list[GameWindow]]:
    yield recovery_offer._restored_windows
    for window in recovery_offer._restored_windows:
        window.parts.steps.mark_saved()
        assert isinstance(window, QWidget)  # a MainWindow
        window.close()
    recovery_offer._restored_windows.clear()


def _start_playing(tmp_path: Path, folder: Path, name: str) -> subprocess.Popen[str]:
    """The app on a scenario called `name`, with one unsaved step, autosaving every 50 ms."""
    scenario = tmp_path / f"{name}.json"
    save(_named(name), scenario)
    ops = tmp_path / f"{name}.jsonl"
    ops.write_text(ADD + "\n", encoding="utf-8")
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "INFLUENCE_BOARD_RECOVERY_DIR": str(folder),
        "INFLUENCE_BOARD_AUTOSAVE_MS": "50",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    return start_app(MODULE, scenario, "--ops", ops, env=env)


def _autosaved(folder: Path) -> dict[str, dict]:
    """The games in the recovery folder by name (files being replaced are skipped)."""
    games = {}
    for file in folder.glob("*.json"):
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        games[data["scenario"]["name"]] = data["recovery"]
    return games


@posix
def test_two_killed_processes_both_games_are_offered_newest_first(
    qtbot: QtBot, tmp_path: Path, folder: Path, dialogs: Dialogs, restored_windows: list[GameWindow]
) -> None:
    apps = [_start_playing(tmp_path, folder, name) for name in ("Game A", "Game B")]
    try:
        qtbot.waitUntil(lambda: set(_autosaved(folder)) == {"Game A", "Game B"}, timeout=60_000)
    finally:
        for app in apps:
            app.send_signal(signal.SIGKILL)
            app.wait()
    games = _autosaved(folder)
    newest, oldest = sorted(games, key=lambda n: games[n]["saved_at"], reverse=True)

    dialogs.answer = Button.Yes
    window = _window(qtbot)
    assert window.offer_recovery()
    ((_, text),) = dialogs.asked
    assert text.index(newest) < text.index(oldest), text
    assert window.parts.document.board.name == newest
    (other,) = restored_windows
    assert other.parts.document.board.name == oldest
    for restored in (window, other):
        assert restored.parts.steps.is_modified()
        assert restored.parts.document.board.region("europe").temporary[0] == "china"
    # Both recovery files stay until each game is saved; saving one removes only its own.
    assert len(list(folder.glob("*.json"))) == 2
    window.parts.files.save_to(tmp_path / "newest.json")
    kept = other.parts.autosaver.file
    assert kept is not None and [p.name for p in folder.glob("*.json")] == [kept.name]


@posix
def test_a_second_copy_is_offered_nothing_of_a_running_one(
    qtbot: QtBot, tmp_path: Path, folder: Path, dialogs: Dialogs
) -> None:
    app = _start_playing(tmp_path, folder, "Running")
    try:
        qtbot.waitUntil(lambda: "Running" in _autosaved(folder), timeout=60_000)
        (file,) = folder.glob("*.json")
        window = _window(qtbot)
        assert not window.offer_recovery()
        assert dialogs.asked == [], "nothing was offered"
        assert file.exists(), "the running copy's protection is untouched"
        assert app.poll() is None
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    dialogs.answer = Button.No
    assert not window.offer_recovery()
    assert len(dialogs.asked) == 1 and "Running" in dialogs.asked[0][1], "once gone, offered"


def test_each_window_has_its_own_recovery_file(
    qtbot: QtBot, tmp_path: Path, folder: Path, dialogs: Dialogs
) -> None:
    a, b = _window(qtbot, _named("A")), _window(qtbot, _named("B"))
    for window in (a, b):
        window.parts.game.perform(Add("europe", "china", "temporary"))
        window.parts.autosaver.save_now()
    a_file, b_file = a.parts.autosaver.file, b.parts.autosaver.file
    assert a_file and b_file and a_file != b_file
    assert a_file.exists() and b_file.exists()
    assert recovery_folder.scan().recoveries == [], "this process's windows are alive"
    assert a.parts.files.save_to(tmp_path / "a.json")
    assert a.parts.autosaver.file is None, "saving A let go of A's recovery file"
    assert not a_file.exists()
    (left,) = folder.glob("*.json")
    assert left == b.parts.autosaver.file
    assert json.loads(left.read_text(encoding="utf-8"))["scenario"]["name"] == "B"
    b.parts.autosaver.stop()  # what closing the window does
    assert list(folder.glob("*")) == []


DAMAGED = {
    "brackets": "[" * 100_000,
    "infinity": _recovery_text("X").replace("1700000000.0", "Infinity"),
    "nan": _recovery_text("X").replace("1700000000.0", "NaN"),
    "far future": _recovery_text("X", saved_at=1e300),
    "path a number": _recovery_text("X", path=42),
    "not an object": "[1, 2]",
    "not a scenario": json.dumps(
        {"format": GAME, "recovery": {"saved_at": 1, "path": None}, "scenario": {"regions": 5}}
    ),
    "not a recovery file": dumps_game(Variations(standard_board())),
    "not UTF-8": "\udcff",
    "huge integer": _recovery_text("X").replace("1700000000.0", "9" * 5000),
}


@pytest.mark.parametrize("kind", DAMAGED)
def test_a_damaged_recovery_file_is_set_aside_with_a_message(
    qtbot: QtBot, folder: Path, dialogs: Dialogs, kind: str
) -> None:
    folder.mkdir()
    file = folder / "recovery.json"
    file.write_bytes(DAMAGED[kind].encode("utf-8", "surrogateescape"))
    window = _window(qtbot)
    assert not window.offer_recovery()
    assert dialogs.asked == []
    assert not file.exists()
    (aside,) = folder.glob("recovery.damaged-*")
    assert aside.read_bytes() == DAMAGED[kind].encode("utf-8", "surrogateescape")
    (message,) = [t for t in window.parts.log.texts() if "damaged" in t]
    assert str(file) in message and aside.name in message
    assert not window.offer_recovery(), "once set aside, the next start is quiet"


def test_a_recovery_folder_that_is_a_file_stops_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    not_a_folder = tmp_path / "recovery"
    not_a_folder.write_text("", encoding="utf-8")
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(not_a_folder))
    window = _window(qtbot)
    assert not window.offer_recovery()
    messages: list[str] = []
    window.parts.journal.said.connect(messages.append)
    window.parts.game.perform(Add("europe", "china", "temporary"))
    window.parts.autosaver.save_now()
    assert any(m.startswith("Autosave failed") for m in messages), messages


@posix
@pytest.mark.skipif(not can_mount(), reason="a read-only tmpfs needs root (root ignores chmod)")
def test_a_read_only_recovery_folder_stops_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    with mounted_tmpfs(tmp_path / "ro", "size=1m") as folder:
        (folder / "recovery.json").write_text("[" * 1000, encoding="utf-8")
        (folder / "game-1-00000000.json").write_text(_recovery_text("Orphan"), encoding="utf-8")
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(folder))
        window = _window(qtbot)
        assert not window.offer_recovery()  # nothing can be claimed or renamed there
        assert (folder / "recovery.json").exists()
        window.parts.game.perform(Add("europe", "china", "temporary"))
        window.parts.autosaver.save_now()  # says so, does not raise
        window.parts.steps.mark_saved()


def test_after_a_restore_the_first_save_asks_where(
    qtbot: QtBot, tmp_path: Path, folder: Path, dialogs: Dialogs
) -> None:
    victim = tmp_path / "unrelated.json"
    victim.write_text("someone else's file", encoding="utf-8")
    folder.mkdir()
    (folder / "recovery.json").write_text(
        _recovery_text("Restored", path=str(victim)), encoding="utf-8"
    )
    dialogs.answer = Button.Yes
    window = _window(qtbot)
    assert window.offer_recovery()
    assert window.parts.document.board.name == "Restored"
    assert not window.parts.files.save_file(), "cancelled: nothing written"
    assert dialogs.file_dialogs == [("Save game", str(victim))], "the recorded path is offered"
    assert victim.read_text(encoding="utf-8") == "someone else's file"
    dialogs.save_path = str(tmp_path / "chosen.json")
    assert window.parts.files.save_file()
    assert load(tmp_path / "chosen.json").name == "Restored"
    assert victim.read_text(encoding="utf-8") == "someone else's file"
    assert list(folder.glob("*.json")) == [], "saved: its recovery file is gone"


def test_a_window_opened_on_a_file_keeps_it_and_the_game_gets_its_own(
    qtbot: QtBot, tmp_path: Path, folder: Path, dialogs: Dialogs, restored_windows: list[GameWindow]
) -> None:
    opened = tmp_path / "opened.json"
    save(_named("Opened"), opened)
    folder.mkdir()
    (folder / "recovery.json").write_text(_recovery_text("Crashed"), encoding="utf-8")
    dialogs.answer = Button.Yes
    from influence_board.window.main_window import MainWindow

    window = MainWindow(load(opened), opened)
    qtbot.addWidget(window)
    assert window.offer_recovery()
    assert window.parts.document.board.name == "Opened" and window.parts.document.path == opened
    (other,) = restored_windows
    assert other.parts.document.board.name == "Crashed" and other.parts.steps.is_modified()


def test_declining_discards_only_the_offered_games(
    qtbot: QtBot, folder: Path, dialogs: Dialogs
) -> None:
    folder.mkdir()
    (folder / "recovery.json").write_text(_recovery_text("Old game"), encoding="utf-8")
    live = _window(qtbot)
    live.parts.game.perform(Add("europe", "china", "temporary"))
    live.parts.autosaver.save_now()
    window = _window(qtbot)
    assert not window.offer_recovery()  # answered No
    assert len(dialogs.asked) == 1 and "Old game" in dialogs.asked[0][1]
    assert not (folder / "recovery.json").exists()
    live_file = live.parts.autosaver.file
    assert live_file is not None and live_file.exists(), "a live window's file is never touched"


def test_an_old_lock_without_its_game_is_cleaned_up(folder: Path) -> None:
    folder.mkdir()
    (folder / "game-1-00000000.lock").write_bytes(b"")
    assert recovery_folder.scan().recoveries == []
    assert list(folder.iterdir()) == []


def test_the_question_names_each_game_s_file_and_board(
    qtbot: QtBot, folder: Path, dialogs: Dialogs
) -> None:
    folder.mkdir()
    saved = _recovery_text("Table 3", path="/tournament/round-2/table-3.ibgame")
    (folder / "game-1-00000001.json").write_text(saved, encoding="utf-8")
    (folder / "game-1-00000002.json").write_text(_recovery_text("Practice"), encoding="utf-8")
    window = _window(qtbot)
    assert not window.offer_recovery()  # answered No
    ((title, text),) = dialogs.asked
    assert title == "Restore unsaved games?"
    assert "• table-3.ibgame: Table 3 (autosaved " in text
    assert "/tournament" not in text  # the name only: the recorded path is not trusted
    assert "• Practice, never saved (autosaved " in text
