"""Tournament tools on the command line (DESIGN.md "Command line"): `code` and `decode`,
`-` for standard input, `check` of several files, and `sheet` packs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from test_cli import small_scenario, write

from app_process import MODULE
from influence_board.rules.formats.scenario import scenario_text

if TYPE_CHECKING:
    from cli.conftest import Run

STANDARD_CODE_MAX = 80


def run_with_input(
    *args: str | os.PathLike[str], stdin: bytes
) -> subprocess.CompletedProcess[bytes]:
    """`influence-board args` with `stdin` on standard input."""
    return subprocess.run(
        [*MODULE, *map(str, args)],
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )


def ops_file(path: Path, *lines: dict[str, object]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def check_json(cli: Callable[..., Run], *args: str | Path) -> dict[str, Any]:
    run = cli("check", *args, "--json")
    assert run.code == 0, run
    return run.json()


# -- code and decode --------------------------------------------------------------------------


def test_code_of_the_standard_setup_is_short_and_decodes_to_the_same_report(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    run = cli("code")
    assert run.code == 0, run
    code = run.out.strip()
    assert run.out == code + "\n"
    assert code.startswith("ib1.") and len(code) <= STANDARD_CODE_MAX
    out = tmp_path / "decoded.json"
    decoded = cli("decode", code, "-o", out)
    assert decoded.code == 0, decoded
    assert decoded.out == ""
    assert check_json(cli, out) == check_json(cli)


def test_code_after_operations_round_trips(cli: Callable[..., Run], tmp_path: Path) -> None:
    steps = ops_file(
        tmp_path / "ops.jsonl",
        {"op": "add", "region": "africa", "player": "usa", "kind": "temporary"},
        {"op": "convert", "region": "africa", "player": "eu", "index": 0},
        {"op": "armies", "region": "europe", "player": "russia", "count": 3},
        {"op": "add", "region": "central_asia", "player": "china", "kind": "permanent"},
        {"op": "score"},
    )
    code = cli("code", "--ops", steps).out.strip()
    assert len(code) <= 200
    scenario = cli("decode", code)
    assert scenario.code == 0, scenario
    decoded = write(tmp_path / "decoded.json", scenario.out)
    standard = write(tmp_path / "standard.json", scenario_text())
    expected = cli("replay", standard, steps, "--json").json()
    report = check_json(cli, decoded)
    assert report["vp"] == expected["vp"]
    assert report["regions"] == expected["regions"]
    assert report["vp"]["usa"] > 0


def test_code_of_the_standard_board_renamed_carries_the_name(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    """Issue 18: renaming the standard board no longer makes its code 30 times longer."""
    data = json.loads(scenario_text())
    data["name"] = "Table 3 - Round 2"
    renamed = write(tmp_path / "table3.json", json.dumps(data))
    code = cli("code", renamed).out.strip()
    assert code.startswith("ib1.") and len(code) <= 100, code
    assert len(code) <= STANDARD_CODE_MAX + len(b"Table 3 - Round 2")
    decoded = write(tmp_path / "decoded.json", cli("decode", code).out)
    assert json.loads(decoded.read_text(encoding="utf-8"))["name"] == "Table 3 - Round 2"
    assert check_json(cli, decoded) == check_json(cli, renamed)


def test_code_of_a_custom_board_keeps_the_whole_scenario(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    code = cli("code", small).out.strip()
    decoded = write(tmp_path / "decoded.json", cli("decode", code).out)
    assert check_json(cli, decoded) == check_json(cli, small)


def test_code_refused_operation_exits_1(cli: Callable[..., Run], tmp_path: Path) -> None:
    steps = ops_file(
        tmp_path / "ops.jsonl",
        {"op": "add", "region": "central_asia", "player": "usa", "kind": "permanent"},
        {"op": "add", "region": "central_asia", "player": "usa", "kind": "permanent"},
    )
    run = cli("code", "--ops", steps)
    assert run.code == 1, run
    assert f"{steps}:2:" in run.err


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda c: c[:-3], "cut short"),
        (lambda c: c[:8] + ("A" if c[8] != "A" else "B") + c[9:], "checksum does not match"),
        (lambda c: "ib9." + c[4:], "must start with 'ib1.'"),
    ],
)
def test_a_damaged_code_is_bad_input_with_the_reason(
    cli: Callable[..., Run], tmp_path: Path, damage: Callable[[str], str], reason: str
) -> None:
    code = cli("code").out.strip()
    out = tmp_path / "out.json"
    run = cli("decode", damage(code), "-o", out)
    assert run.code == 2, run
    assert run.err.startswith("position code: ")
    assert reason in run.err or "damaged" in run.err
    assert not out.exists()


def test_decode_reads_the_code_from_standard_input() -> None:
    code = subprocess.run(
        [*MODULE, "code"], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    run = run_with_input("decode", "-", stdin=code.encode())
    assert run.returncode == 0, run
    assert json.loads(run.stdout)["format"] == "influence-board/1"


# -- `-` is standard input --------------------------------------------------------------------


@pytest.mark.parametrize("command", [["check", "--json"], ["code"]])
def test_dash_reads_the_scenario_from_standard_input(
    cli: Callable[..., Run], tmp_path: Path, command: list[str]
) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    from_file = cli(*command[:1], small, *command[1:])
    run = run_with_input(command[0], "-", *command[1:], stdin=small.read_bytes())
    assert run.returncode == 0, run
    assert run.stdout.decode() == from_file.out


def test_replay_and_render_read_standard_input(cli: Callable[..., Run], tmp_path: Path) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    steps = ops_file(
        tmp_path / "ops.jsonl", {"op": "add", "region": "r", "player": "a", "kind": "temporary"}
    )
    run = run_with_input("replay", "-", steps, "--json", stdin=small.read_bytes())
    assert run.returncode == 0, run
    assert json.loads(run.stdout)["vp"] == {"a": 3, "b": 0}
    png = tmp_path / "board.png"
    run = run_with_input("render", "-", "-o", png, stdin=small.read_bytes())
    assert run.returncode == 0, run
    assert png.read_bytes().startswith(b"\x89PNG")


def test_bad_standard_input_names_standard_input() -> None:
    run = run_with_input("check", "-", stdin=b"{nope")
    assert run.returncode == 2
    assert b"<standard input>" in run.stderr and b"not JSON" in run.stderr
    run = run_with_input("check", "-", stdin=b"\xff\xfe")
    assert run.returncode == 2
    assert b"not UTF-8" in run.stderr


def test_standard_input_is_bounded() -> None:
    run = run_with_input("check", "-", stdin=b" " * (64 * 1024 * 1024 + 1))
    assert run.returncode == 2
    assert b"more than 64 MB" in run.stderr


# -- check of several files -------------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path) -> list[Path]:
    """A valid file, one with a warning, and one that cannot be read."""
    good = write(tmp_path / "good.json", small_scenario())
    warned = small_scenario()
    warned["regions"][0]["temporary"] = []
    warned_file = write(tmp_path / "warned.json", warned)
    bad = write(tmp_path / "bad.json", "{nope")
    return [good, warned_file, bad]


def test_check_several_prints_each_result_and_a_summary(
    cli: Callable[..., Run], folder: list[Path]
) -> None:
    good, warned, bad = folder
    run = cli("check", *folder)
    assert run.code == 2, run
    lines = run.out.splitlines()
    assert lines[0] == f"{good}: valid"
    assert lines[1] == f"{warned}: valid, 1 problem"
    assert lines[2].startswith("  warning: regions[0] (Rhodes).temporary: no temporary slots")
    assert lines[3] == f"{bad}: bad input"
    assert str(bad) in lines[4] and "not JSON" in lines[4]
    assert lines[-1] == "3 files checked: 2 valid (1 with warnings), 1 with errors"


def test_check_several_json_lines(cli: Callable[..., Run], folder: list[Path]) -> None:
    good, warned, bad = folder
    run = cli("check", *folder, "--json")
    assert run.code == 2, run
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert [(line["file"], line["exit"]) for line in lines] == [
        (str(good), 0),
        (str(warned), 0),
        (str(bad), 2),
    ]
    assert lines[0]["report"] == check_json(cli, good)
    assert lines[1]["report"]["problems"][0]["severity"] == "warning"
    assert "not JSON" in lines[2]["error"] and "report" not in lines[2]


def test_check_several_valid_files_exit_0(cli: Callable[..., Run], folder: list[Path]) -> None:
    run = cli("check", *folder[:2])
    assert run.code == 0, run
    assert run.out.splitlines()[-1] == "2 files checked: 2 valid (1 with warnings), 0 with errors"


def test_check_of_one_file_is_unchanged(cli: Callable[..., Run], folder: list[Path]) -> None:
    run = cli("check", folder[0])
    assert "Rhodes" in run.out and "checked" not in run.out


def test_check_several_never_imports_qt(folder: list[Path]) -> None:
    script = (
        "import sys\n"
        "from influence_board.cli.main import main\n"
        f"code = main(['check', *{[str(f) for f in folder]!r}, '--json'])\n"
        "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "print(code, qt, file=sys.stderr)\n"
        "sys.exit(1 if qt else 0)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr.strip() == "2 []"


# -- sheet packs ------------------------------------------------------------------------------


def pdf_pages(path: Path) -> int:
    """Pages of a PDF, counted from its page objects (Qt writes one /Type /Page each)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    return data.count(b"/Type /Page\n") + data.count(b"/Type /Page\r") + data.count(b"/Type /Page ")


def test_sheet_pack_has_every_file_from_a_new_page(cli: Callable[..., Run], tmp_path: Path) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    one = tmp_path / "one.pdf"
    assert cli("sheet", small, "-o", one).code == 0
    pack = tmp_path / "pack.pdf"
    run = cli("sheet", small, small, "-o", pack)
    assert run.code == 0, run
    assert pdf_pages(one) >= 1
    assert pdf_pages(pack) == 2 * pdf_pages(one)


def test_sheet_refuses_an_output_that_is_an_input(cli: Callable[..., Run], tmp_path: Path) -> None:
    small = write(tmp_path / "small.pdf", json.dumps(small_scenario()))
    before = small.read_bytes()
    run = cli("sheet", small, "-o", tmp_path / "." / "small.pdf")
    assert run.code == 2, run
    assert "one of the inputs" in run.err
    assert small.read_bytes() == before


def test_sheet_bad_file_names_it_and_writes_nothing(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    bad = write(tmp_path / "bad.json", "{nope")
    pack = tmp_path / "pack.pdf"
    run = cli("sheet", small, bad, "-o", pack)
    assert run.code == 2, run
    assert str(bad) in run.err
    assert not pack.exists()


def test_sheet_needs_a_pdf(cli: Callable[..., Run], tmp_path: Path) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    run = cli("sheet", small, "-o", tmp_path / "pack.png")
    assert run.code == 2 and ".pdf" in run.err
