"""Issue 9, item 5: saving keeps the file's permission bits, writes a symlink's target, asks
before (window) or refuses (script) replacing a read-only file, leaves no temporary file on a
failure, and removes what a save killed with -9 left behind."""

from __future__ import annotations

import errno
import os
import signal
import stat
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app_process import start_app
from influence_board.rules import Board
from influence_board.rules.formats.scenario import dumps, load, save, standard_board, write_atomic
from qt_fixtures import Dialogs

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions and signals")


def _named(name: str) -> Board:
    from dataclasses import replace

    return replace(standard_board(), name=name)


def _debris(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@posix
@pytest.mark.parametrize("mode", [0o644, 0o664, 0o640, 0o600])
def test_saving_keeps_the_permission_bits(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(mode)
    save(_named("New"), path)
    assert stat.S_IMODE(path.stat().st_mode) == mode  # mkstemp made it 0600
    assert load(path).name == "New"


@posix
def test_a_new_file_gets_the_umask_default(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        save(standard_board(), tmp_path / "new.json")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644


@posix
def test_saving_through_a_symlink_writes_its_target(tmp_path: Path) -> None:
    target = tmp_path / "games" / "real.json"
    target.parent.mkdir()
    target.write_text(dumps(_named("Old")), encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    save(_named("New"), link)
    assert link.is_symlink(), "the link stays a link"
    assert load(target).name == "New", "the target has the new content"
    assert _debris(tmp_path) == [] and _debris(target.parent) == []


@posix
def test_a_script_is_refused_a_read_only_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_named("Old")), encoding="utf-8")
    path.chmod(0o444)
    with pytest.raises(PermissionError, match="read-only"):
        save(_named("New"), path)
    assert load(path).name == "Old"
    save(_named("New"), path, replace_read_only=True)  # when the user said yes
    assert load(path).name == "New"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


@posix
@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
def test_the_window_asks_before_replacing_a_read_only_file(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path, answer: QMessageBox.StandardButton
) -> None:
    from influence_board.window.main_window import MainWindow

    path = tmp_path / "game.json"
    path.write_text(dumps(_named("Old")), encoding="utf-8")
    path.chmod(0o444)
    window = MainWindow(_named("New"))
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    dialogs.answer = answer
    saved = window.parts.files.save_to(path)
    assert len(dialogs.asked) == 1 and "read-only" in dialogs.asked[0][1]
    assert dialogs.errors == []
    assert saved == (answer == QMessageBox.StandardButton.Yes)
    assert load(path).name == ("New" if saved else "Old")
    assert _debris(tmp_path) == []


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_named("Old")), encoding="utf-8")

    def full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as disk, pytest.raises(OSError, match="No space left on device"):
        disk.setattr(os, "write", full)
        save(_named("New"), path)
    assert load(path).name == "Old"
    assert _debris(tmp_path) == []


def test_a_failed_rename_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")

    def busy(src: object, dst: object) -> None:
        raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))

    with monkeypatch.context() as disk, pytest.raises(OSError):
        disk.setattr(os, "replace", busy)
        write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert _debris(tmp_path) == []


SAVE_THEN_HANG = textwrap.dedent(
    """
    import os, sys, time
    from influence_board.rules.formats.scenario import save, standard_board

    def hang(fd):  # the data is in the temporary file: kill -9 now
        print("writing", flush=True)
        time.sleep(600)

    os.fsync = hang
    save(standard_board(), sys.argv[1])
    """
)


@posix
def test_kill_9_during_saves_leaves_debris_that_the_next_save_removes(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(dumps(_named("Old")), encoding="utf-8")
    for _ in range(3):
        writer = start_app((sys.executable, "-c", SAVE_THEN_HANG), path)
        try:
            assert writer.stdout is not None
            assert writer.stdout.readline() == "writing\n"
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
        assert writer.returncode == -signal.SIGKILL
        # Its own temporary file, and no other: each save removed the dead ones before.
        (left,) = _debris(tmp_path)
        assert left.startswith(".game.json.ib-tmp-")
        assert load(path).name == "Old", "the old file is whole"
    save(_named("New"), path)
    assert _debris(tmp_path) == [], "the next save to that folder removed them"
    assert load(path).name == "New"


@posix
def test_a_live_writer_s_temporary_file_is_left_alone(tmp_path: Path) -> None:
    """Another process saving to the same folder right now keeps its file."""
    live = tmp_path / f".other.json.ib-tmp-{os.getppid()}-0123abcd"
    live.write_text("being written", encoding="utf-8")
    old = tmp_path / f".other.json.ib-tmp-{os.getppid()}-4567abcd"
    old.write_text("abandoned long ago", encoding="utf-8")
    os.utime(old, (1, 1))
    save(standard_board(), tmp_path / "game.json")
    assert live.exists()
    assert not old.exists(), "a temporary file older than the limit is stale whoever wrote it"


def test_temporary_files_of_earlier_versions_are_removed_once_old(tmp_path: Path) -> None:
    """Earlier versions wrote `.{name}.XXXXXXXX.tmp` (tempfile.mkstemp) and never removed
    them; they go once old, and only beside a file of that name."""
    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    old = tmp_path / ".game.json.k2j4_x9a.tmp"
    young = tmp_path / ".game.json.abcd1234.tmp"
    stranger = tmp_path / ".notes.txt.abcd1234.tmp"  # no notes.txt here: not ours to judge
    for path in (old, young, stranger):
        path.write_bytes(b"x" * 100)
    os.utime(old, (1, 1))
    os.utime(stranger, (1, 1))
    save(standard_board(), tmp_path / "game.json")
    assert not old.exists()
    assert young.exists() and stranger.exists()
