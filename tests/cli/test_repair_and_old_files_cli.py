"""The command line and issue 35: `check` refuses a scenario with errors (exit 2) and one of
the wrong shape as before, while `influence-board FILE` gives the window a scenario it can
repair; `check` warns about a file written before rounds, naming the default it took."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from test_cli import small_scenario, write

from influence_board.cli import main as cli_main
from influence_board.rules import Board
from influence_board.rules.formats.scenario import scenario_text
from influence_board.rules.validation import errors

if TYPE_CHECKING:
    from cli.conftest import Run


def bad_gap(tmp_path: Path) -> Path:
    """The standard board with a cube after an empty temporary slot in Europe."""
    data = json.loads(scenario_text())
    data["regions"][0]["cubes"]["temporary"] = ["usa", None, "russia", None]
    return write(tmp_path / "bad_gap.json", data)


def test_check_still_refuses_a_gap_naming_the_slot_in_one_numbering(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    path = bad_gap(tmp_path)
    run = cli("check", path)
    assert run.code == 2, run
    assert (
        f"{path}: error: regions[0] (Europe).cubes.temporary[2]: a cube in temporary slot 3 "
        "after the empty temporary slot 2: temporary cubes fill a contiguous run from the left"
    ) in run.err.splitlines()
    several = cli("check", path, path, "--json")
    assert several.code == 2
    assert [json.loads(line)["exit"] for line in several.out.splitlines()] == [2, 2]


def test_check_refuses_a_file_of_the_wrong_shape_as_before(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    path = write(tmp_path / "broken.json", '{"format": "influence-board/1", "name": }')
    run = cli("check", path)
    assert run.code == 2, run
    assert "not JSON" in run.err


def test_the_window_command_opens_a_gap_to_repair_and_refuses_a_broken_shape(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    started: list[tuple[Board | None, str | None]] = []

    def run(games: list[tuple[Board | None, str | None]], **kwargs: object) -> int:
        started.extend(games)
        return 0

    import influence_board.window.app

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(influence_board.window.app, "run", run)
    path = bad_gap(tmp_path)
    assert cli_main.main([str(path), "--new-instance"]) == cli_main.OK
    [(board, given)] = started
    assert given == str(path)
    assert isinstance(board, Board)
    assert [p.path for p in errors(board)] == ["regions[0].cubes.temporary[2]"]
    started.clear()
    broken = write(tmp_path / "broken.json", {**json.loads(scenario_text()), "regions": 7})
    assert cli_main.main([str(broken), "--new-instance"]) == cli_main.BAD_INPUT
    assert started == []
    assert "regions" in capsys.readouterr().err


def test_check_warns_that_an_old_standard_file_takes_the_standard_rounds(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    data = json.loads(scenario_text())
    del data["scoring_rounds"]
    data["name"] = "Spring Open - Table 1"
    path = write(tmp_path / "old.json", data)
    run = cli("check", path)
    assert run.code == 0, run
    assert "Round 1 of 6" in run.out.splitlines()
    assert (
        f"{path}: warning: scoring_rounds: not in the file: taken as the standard game's, "
        "every Region scores after rounds 3 and 6 (Save writes them)"
    ) in run.err.splitlines()
    report = cli("check", path, "--json").json()
    assert report["scoring_rounds"] == [3, 6]
    assert [p["path"] for p in report["problems"]] == ["scoring_rounds"]
    code = cli("code", path).out.strip()
    assert len(code) < 100, code


def test_check_warns_that_another_old_board_never_offers_score_all(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    data = small_scenario()
    del data["scoring_rounds"]
    run = cli("check", write(tmp_path / "old.json", data))
    assert run.code == 0, run
    assert "Score All Regions is never offered" in run.err
    said = cli("check", write(tmp_path / "said.json", small_scenario()))
    assert said.code == 0 and "Score All" not in said.err
