"""Issue 9, items 6 and 7: every export (PNG, SVG, PDF, setup sheet) is drawn completely and
checked before it replaces anything; on a full disk the old file stays, the exit code is 2
and the message is the system's reason. `render` never writes over one of its inputs."""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

import pytest
from faults import can_mount, cli, mounted_tmpfs
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from influence_board.cli import main as command_line
from influence_board.rules.formats.scenario import dumps, standard_board
from qt_fixtures import Dialogs

OLD = b"<the good old picture>"
NO_SPACE = "No space left on device"


def _scenario(tmp_path: Path, name: str = "s.json") -> Path:
    path = tmp_path / name
    path.write_text(dumps(standard_board()), encoding="utf-8")
    return path


def _no_space(fd: int, data: bytes) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_render_on_a_full_disk_keeps_the_old_file_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    out = tmp_path / f"board{suffix}"
    out.write_bytes(OLD)
    scenario = _scenario(tmp_path)
    with monkeypatch.context() as full:
        full.setattr(os, "write", _no_space)
        code = command_line.main(["render", str(scenario), "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert NO_SPACE in err and "Unknown error" not in err
    assert out.read_bytes() == OLD
    assert _left(tmp_path) == []


@pytest.mark.skipif(not can_mount(), reason="mounting a tmpfs needs root on Linux")
@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_render_onto_a_really_full_tmpfs(tmp_path: Path, suffix: str) -> None:
    """A 64 KB tmpfs holding a good picture and a filler that takes every other block."""
    scenario = _scenario(tmp_path)
    with mounted_tmpfs(tmp_path / "disk", "size=64k") as disk:
        out = disk / f"board{suffix}"
        out.write_bytes(OLD)
        fd = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while True:
                os.write(fd, b"\0" * 1024)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
        finally:
            os.close(fd)
        done = cli("render", scenario, "-o", out)
        assert done.returncode == 2, done.stderr
        assert NO_SPACE in done.stderr and "Unknown error" not in done.stderr
        assert "Traceback" not in done.stderr
        assert out.read_bytes() == OLD, "the old picture stays, not an 8 KB truncated one"
        assert _left(disk) == []


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_export_picture_in_the_window_on_a_full_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs, suffix: str
) -> None:
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window)
    out = tmp_path / f"board{suffix}"
    out.write_bytes(OLD)
    with monkeypatch.context() as full:
        full.setattr(os, "write", _no_space)
        assert not window.parts.pictures.export_image(out)
    assert [details for _, _, details in dialogs.errors] == [NO_SPACE]
    assert out.read_bytes() == OLD
    assert _left(tmp_path) == []
    assert window.parts.pictures.export_image(out), "with room on the disk it is written"
    assert out.read_bytes() != OLD and out.stat().st_size > 1000


def test_setup_sheet_on_a_full_disk(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Dialogs
) -> None:
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window)
    out = tmp_path / "sheet.pdf"
    out.write_bytes(OLD)
    with monkeypatch.context() as full:
        full.setattr(os, "write", _no_space)
        assert not window.parts.pictures.export_sheet(out)
    assert [details for _, _, details in dialogs.errors] == [NO_SPACE]
    assert out.read_bytes() == OLD
    assert window.parts.pictures.export_sheet(out)
    assert out.read_bytes().startswith(b"%PDF")


def test_an_encoder_that_fails_replaces_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "board.png"
    out.write_bytes(OLD)
    monkeypatch.setattr(QImage, "save", lambda *args: False)
    code = command_line.main(["render", str(_scenario(tmp_path)), "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and "could not encode the picture as PNG" in err
    assert out.read_bytes() == OLD


# -- render and its own inputs ----------------------------------------------------------------


def test_render_refuses_to_write_over_its_scenario(tmp_path: Path) -> None:
    scenario = _scenario(tmp_path, "game.svg")  # a scenario file may have any name
    before = scenario.read_bytes()
    done = cli("render", scenario, "-o", tmp_path / "." / "game.svg")
    assert done.returncode == 2, done.stderr
    assert "is the input file" in done.stderr
    assert scenario.read_bytes() == before


def test_render_refuses_to_write_over_its_operation_file(tmp_path: Path) -> None:
    ops = tmp_path / "ops.png"
    ops.write_text('{"op": "score"}\n', encoding="utf-8")
    done = cli("render", _scenario(tmp_path), "--ops", ops, "-o", ops)
    assert done.returncode == 2, done.stderr
    assert ops.read_text(encoding="utf-8") == '{"op": "score"}\n'


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges there")
@pytest.mark.parametrize("link", ["symlink", "hardlink"])
def test_render_refuses_another_name_of_its_input(tmp_path: Path, link: str) -> None:
    scenario = _scenario(tmp_path)
    out = tmp_path / "board.pdf"
    if link == "symlink":
        out.symlink_to(scenario)
    else:
        os.link(scenario, out)
    before = scenario.read_bytes()
    done = cli("render", scenario, "-o", out)
    assert done.returncode == 2, done.stderr
    assert scenario.read_bytes() == before


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_render_refuses_a_read_only_output(tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    out.write_bytes(OLD)
    out.chmod(0o444)
    done = cli("render", _scenario(tmp_path), "-o", out)
    assert done.returncode == 2, done.stderr
    assert f"{out}: not written: the file is read-only" in done.stderr
    assert out.read_bytes() == OLD
