"""`influence-board render` in a separate process with no display, and `influence-board`
itself with no display: a clear message, never a Qt abort."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app_process import run_app
from influence_board.document.board_document import Document
from influence_board.rules import Board
from influence_board.rules.formats.operation_lines import parse_lines
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.rules.history.replay import replay
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene

DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def headless_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in DISPLAY_VARIABLES}
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def command() -> list[str]:
    """The installed `influence-board` script, else the module."""
    script = Path(sys.executable).with_name("influence-board")
    return [str(script)] if script.exists() else [sys.executable, "-m", "influence_board"]


def run(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return run_app(command(), *args, cwd=cwd, base=headless_env())


def expected_size(board: Board) -> QSize:
    """The PNG size at scale 1: the scene rect of the same Board drawn in this process."""
    scene = BoardScene(Document(with_positions(board)))
    rect = scene.sceneRect()
    return QSize(round(rect.width()), round(rect.height()))


def colours(image: QImage, step: int = 7) -> set[int]:
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


OPS: list[dict[str, object]] = [
    {"op": "add", "region": "africa", "player": "usa", "kind": "temporary"},
    {"op": "add", "region": "central_asia", "player": "china", "kind": "permanent"},
    {"op": "add", "region": "central_asia", "player": "eu", "kind": "permanent", "force": True},
    {"op": "move", "region": "africa", "position": [2600, 1500]},
]


def write_ops(path: Path, entries: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in entries), encoding="utf-8")
    return path


def test_render_png_has_the_scene_size_and_a_picture(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    done = run("render", "-o", out)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0
    image = QImage(str(out))
    assert not image.isNull()
    assert image.size() == expected_size(standard_board())
    assert len(colours(image)) > 10, "the picture is (nearly) one colour"
    assert list(tmp_path.iterdir()) == [out]  # written atomically: no temporary file left


def test_render_png_scale(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    done = run("render", "--scale", "0.5", "-o", out)
    assert done.returncode == 0, done.stderr
    scene = BoardScene(Document(with_positions(standard_board())))
    rect = scene.sceneRect()
    assert QImage(str(out)).size() == QSize(round(rect.width() * 0.5), round(rect.height() * 0.5))


@pytest.mark.parametrize(("suffix", "magic"), [(".svg", b"<?xml"), (".pdf", b"%PDF")])
def test_render_svg_and_pdf(qapp: QApplication, tmp_path: Path, suffix: str, magic: bytes) -> None:
    out = tmp_path / f"board{suffix}"
    done = run("render", "-o", out)
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert data.startswith(magic)
    assert len(data) > 1000
    if suffix == ".svg":
        assert b"<svg" in data and b"Europe" in data


def test_render_bad_suffix_is_bad_input(tmp_path: Path) -> None:
    out = tmp_path / "board.jpg"
    done = run("render", "-o", out)
    assert done.returncode == 2, done
    assert ".png" in done.stderr and str(out) in done.stderr
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []


def test_render_applies_the_operations_first(qapp: QApplication, tmp_path: Path) -> None:
    ops = write_ops(tmp_path / "ops.jsonl", OPS)
    plain, played = tmp_path / "plain.png", tmp_path / "played.png"
    assert run("render", "-o", plain).returncode == 0
    done = run("render", "--ops", ops, "-o", played)
    assert done.returncode == 0, done.stderr
    steps = parse_lines(ops.read_text(encoding="utf-8"), str(ops))
    result = replay(standard_board(), steps)
    assert result.refused is None
    assert result.board.region("central_asia").overflow == ("eu",)
    image = QImage(str(played))
    assert image.size() == expected_size(result.board)
    # Africa moved far to the right and down: the picture grew.
    assert image.width() > QImage(str(plain)).width()
    assert image.height() > QImage(str(plain)).height()


def test_render_of_a_scenario_file_with_operations(qapp: QApplication, tmp_path: Path) -> None:
    scenario = tmp_path / "game.json"
    save(with_positions(standard_board()), scenario)
    ops = write_ops(tmp_path / "ops.jsonl", OPS[:1])
    out = tmp_path / "out.png"
    done = run("render", scenario, "--ops", ops, "-o", out)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0


def test_render_stops_at_a_refused_operation(tmp_path: Path) -> None:
    entries: list[dict[str, object]] = [
        OPS[0],
        {"op": "add", "region": "central_asia", "player": "china", "kind": "permanent"},
        {"op": "add", "region": "central_asia", "player": "eu", "kind": "permanent"},
    ]
    ops = write_ops(tmp_path / "ops.jsonl", entries)
    out = tmp_path / "out.png"
    done = run("render", "--ops", ops, "-o", out)
    assert done.returncode == 1, done
    assert done.stderr.startswith(f"{ops}:3: no free permanent slot in Central Asia")
    assert not out.exists()


def test_no_display_says_to_use_render_or_check(tmp_path: Path) -> None:
    done = run(cwd=tmp_path)
    assert done.returncode > 0, done  # not 0, and not killed by a signal (Qt abort)
    assert done.returncode == 2
    message = done.stdout + done.stderr
    assert "render" in message and "check" in message
    assert "display" in message
    for sign in ("Aborted", "qt.qpa.plugin", "could not connect to display", "Traceback"):
        assert sign not in message, message
