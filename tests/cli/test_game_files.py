"""A game file wherever the command line reads a position (DESIGN.md): check, replay,
render, options, diff, code and sheet take its current step; check also reports the size
of its tree. The file's own `format` says what it is, whatever its name."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from test_tournament_cli import run_with_input

from influence_board.rules import Add, Operation, Refusal, apply
from influence_board.rules.formats.game_file import save_game
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.history.words import step_text

if TYPE_CHECKING:
    from cli.conftest import Run

START = standard_board()
START_FILE = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "world-order.json"


def played(tree: Variations, parent: Node, op: Operation) -> Node:
    result = apply(parent.board, op)
    assert not isinstance(result, Refusal)
    return tree.adopt(Node(parent, op, result.board, step_text(parent.board, op, result.events)))


@pytest.fixture
def game(tmp_path: Path) -> tuple[Path, Path]:
    """A game file (China in Europe, then the USA in Africa or, current, the EU in Europe:
    3 steps, 1 variation) and a scenario of its current position."""
    tree = Variations(START)
    first = played(tree, tree.root, Add("europe", "china", "temporary"))
    played(tree, first, Add("africa", "usa", "permanent"))
    tree.current = played(tree, first, Add("europe", "eu", "temporary"))
    path, scenario = tmp_path / "table.ibgame", tmp_path / "current.json"
    save_game(tree, path)
    save(tree.current.board, scenario)
    return path, scenario


def test_check_reads_the_current_step_and_reports_the_tree(
    cli: Callable[..., Run], game: tuple[Path, Path]
) -> None:
    path, scenario = game
    done = cli("check", path)
    assert done.code == 0, done
    assert "game file: 3 steps, 1 variation; the position is step 2" in done.out
    as_json = cli("check", path, "--json")
    report = as_json.json()
    assert report.pop("game") == {"steps": 3, "variations": 1, "current": 2}
    assert report == cli("check", scenario, "--json").json()
    several = cli("check", path, scenario)
    assert "table.ibgame: valid (game file: 3 steps, 1 variation" in several.out
    lines = [json.loads(line) for line in cli("check", path, scenario, "--json").out.splitlines()]
    assert lines[0]["report"]["game"]["steps"] == 3 and "game" not in lines[1]["report"]


def test_a_game_file_is_known_by_its_content_not_its_name(
    cli: Callable[..., Run], game: tuple[Path, Path], tmp_path: Path
) -> None:
    path, _ = game
    renamed = tmp_path / "table-without-suffix"
    renamed.write_bytes(path.read_bytes())
    assert cli("check", renamed, "--json").json()["game"]["steps"] == 3
    from_stdin = run_with_input("check", "-", "--json", stdin=path.read_bytes())
    assert json.loads(from_stdin.stdout)["game"]["current"] == 2, from_stdin


def test_an_unknown_format_names_both_kinds(cli: Callable[..., Run], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "influence-board/9"}', encoding="utf-8")
    done = cli("check", bad)
    assert done.code == 2
    assert 'format: expected "influence-board/1", found "influence-board/9"' in done.err
    assert '(a game file says "influence-board-game/1")' in done.err


def test_a_broken_step_is_bad_input_with_its_place(
    cli: Callable[..., Run], game: tuple[Path, Path]
) -> None:
    path, _ = game
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][1]["op"]["region"] = "atlantis"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = cli("check", path)
    assert done.code == 2 and "table.ibgame: error: steps[1].op: refused" in done.err, done


def test_replay_starts_from_the_current_step(
    cli: Callable[..., Run], game: tuple[Path, Path], tmp_path: Path
) -> None:
    path, scenario = game
    ops = tmp_path / "more.jsonl"
    ops.write_text('{"op":"add","region":"africa","player":"usa","kind":"temporary"}\n')
    on_game = cli("replay", path, ops, "--json")
    assert on_game.code == 0, on_game
    assert on_game.json() == cli("replay", scenario, ops, "--json").json()


def test_code_options_and_diff_see_the_current_step(
    cli: Callable[..., Run], game: tuple[Path, Path]
) -> None:
    path, scenario = game
    assert cli("code", path).out == cli("code", scenario).out
    assert cli("code", path).out.startswith("ib1.")
    options = cli("options", path, "--player", "usa", "--json")
    assert options.json() == cli("options", scenario, "--player", "usa", "--json").json()
    same = cli("diff", path, scenario)
    assert same.code == 0, same
    assert cli("diff", path, START_FILE).code == 1  # the steps differ from the start


def test_render_and_sheet_draw_the_current_step(
    cli: Callable[..., Run], game: tuple[Path, Path], tmp_path: Path
) -> None:
    path, scenario = game
    for source, out in ((path, "game.png"), (scenario, "scenario.png")):
        done = cli("render", source, "-o", tmp_path / out)
        assert done.code == 0, done
    assert (tmp_path / "game.png").read_bytes() == (tmp_path / "scenario.png").read_bytes()
    done = cli("sheet", path, "-o", tmp_path / "pack.pdf")
    assert done.code == 0, done
    assert (tmp_path / "pack.pdf").read_bytes().startswith(b"%PDF")
