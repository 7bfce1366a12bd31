"""`influence-board animate [FILE] OPS -o OUT`, run as a user runs it, with no display: an
animated GIF, WebP or PNG with one frame for the start and one per step; `--to N` as in
`replay`; a refused line exits 1 as `replay` does and writes nothing; bad input exits 2."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PIL import Image

from app_process import MODULE, run_app
from influence_board.cli.main import PARSERS
from influence_board.render.animation import DEFAULT_SIZE
from influence_board.render.animation_file import DEFAULT_DELAY, LAST_HOLD

CASES = Path(__file__).resolve().parents[1] / "cases"
SCORING = CASES / "d_scoring"
NO_DISPLAY = {"QT_QPA_PLATFORM": None, "DISPLAY": None, "WAYLAND_DISPLAY": None}


def frames_in(image: Image.Image) -> int:
    """Pillow's count of frames (its animated formats have it; its types do not say so)."""
    return int(image.n_frames)  # type: ignore[attr-defined]


def animate(*args: str | Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    if stdin is None:
        return run_app(MODULE, "animate", *args, env=NO_DISPLAY)
    return subprocess.run(
        [*MODULE, "animate", *map(str, args)],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


def durations(path: Path) -> list[int]:
    image = Image.open(path)
    shown = []
    for index in range(frames_in(image)):
        image.seek(index)
        image.load()
        shown.append(int(image.info["duration"]))
    return shown


@pytest.mark.parametrize("suffix", [".gif", ".webp", ".png"])
def test_a_frame_for_the_start_and_one_per_step(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"replay{suffix}"
    done = animate(SCORING / "scenario.json", SCORING / "ops.jsonl", "-o", out, "--size", "300")
    assert done.returncode == 0, done.stderr
    image = Image.open(out)
    assert image.format == {".gif": "GIF", ".webp": "WEBP", ".png": "PNG"}[suffix]
    assert frames_in(image) == 4  # the start, two Armies lines and the scoring
    assert max(image.size) == 300
    assert durations(out) == [DEFAULT_DELAY] * 3 + [DEFAULT_DELAY + LAST_HOLD]
    assert list(tmp_path.iterdir()) == [out]  # written atomically: no temporary file left


def test_to_stops_after_n_operations_and_delay_is_each_frames_time(tmp_path: Path) -> None:
    out = tmp_path / "first.gif"
    done = animate(
        SCORING / "scenario.json", SCORING / "ops.jsonl", "-o", out, "--to", "1",
        "--delay", "200", "--size", "200", "--theme", "dark", "--arrangement", "table",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert durations(out) == [200, 200 + LAST_HOLD]


def test_operations_from_standard_input_on_the_standard_board(tmp_path: Path) -> None:
    out = tmp_path / "piped.png"
    lines = '{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n' * 2
    done = animate("-", "-o", out, "--size", "200", stdin=lines)
    assert done.returncode == 0, done.stderr
    assert frames_in(Image.open(out)) == 3


@pytest.mark.parametrize("existing", [False, True])
def test_a_refused_line_exits_1_as_replay_does_and_writes_nothing(
    tmp_path: Path, existing: bool
) -> None:
    folder = CASES / "g_permanent_refused"
    out = tmp_path / "replay.gif"
    if existing:
        out.write_bytes(b"the animation before")
    done = run_app(MODULE, "animate", "scenario.json", "ops.jsonl", "-o", out, cwd=folder)
    replayed = run_app(MODULE, "replay", "scenario.json", "ops.jsonl", cwd=folder)
    assert done.returncode == replayed.returncode == 1
    assert done.stderr == replayed.stderr
    assert done.stderr.startswith("ops.jsonl:7: no free permanent slot in Central Asia")
    if existing:
        assert out.read_bytes() == b"the animation before"
    assert list(tmp_path.iterdir()) == ([out] if existing else [])


def test_an_expectation_not_met_exits_1(tmp_path: Path) -> None:
    ops = tmp_path / "ops.jsonl"
    ops.write_text('{"op": "expect", "vp": {"usa": 3}}\n', encoding="utf-8")
    done = animate(ops, "-o", tmp_path / "replay.gif")
    assert done.returncode == 1
    assert done.stderr.startswith(f"{ops}:1: expected")
    assert sorted(tmp_path.iterdir()) == [ops]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["-o", "replay.bmp"], "replay.bmp: the output must end in .gif, .webp or .png"),
        (["-o", "replay.gif", "--delay", "5"], "--delay must be between 20 and 60000"),
        (["-o", "replay.gif", "--size", "10000"], "--size must be between 64 and 2048"),
        (["-o", "replay.gif", "--to", "-1"], "--to needs a number 0 or more"),
        (["-o", "replay.gif", "--theme", "pink"], "invalid choice: 'pink'"),
        (["-o", "ops.gif"], "ops.gif: the output is the input file ops.gif"),
    ],
)
def test_bad_input_exits_2_and_writes_nothing(tmp_path: Path, args: list[str], said: str) -> None:
    ops = tmp_path / "ops.gif"  # an operation file may have any name
    ops.write_text('{"op": "score"}\n', encoding="utf-8")
    done = run_app(MODULE, "animate", "ops.gif", *args, cwd=tmp_path)
    assert done.returncode == 2
    assert said in done.stderr
    assert sorted(tmp_path.iterdir()) == [ops]
    assert ops.read_text(encoding="utf-8") == '{"op": "score"}\n'


def test_a_line_that_is_no_operation_is_bad_input(tmp_path: Path) -> None:
    ops = tmp_path / "ops.jsonl"
    ops.write_text('{"op": "score"}\n{"op": "fly"}\n', encoding="utf-8")
    done = animate(ops, "-o", tmp_path / "replay.gif", "--to", "1")
    assert done.returncode == 2  # the lines after --to must be valid too, as for replay
    assert f"{ops}:2:" in done.stderr
    assert sorted(tmp_path.iterdir()) == [ops]


def test_the_command_lines_defaults_are_the_renderers() -> None:
    args = PARSERS["animate"]().parse_args(["ops.jsonl", "-o", "replay.gif"])
    assert (args.delay, args.size) == (DEFAULT_DELAY, DEFAULT_SIZE)
    assert (args.file, args.ops, args.theme, args.arrangement) == (
        None,
        "ops.jsonl",
        "light",
        "map",
    )
