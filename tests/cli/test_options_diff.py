"""`influence-board options` and `influence-board diff` through a separate process
(DESIGN.md "Command line", `options --json`, `diff --json`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from cli.conftest import Run

OPTION_KEYS = ["op", "region", "vp", "score_now", "value", "place", "can_score", "others"]


def small(**cubes: list[str | None]) -> dict[str, Any]:
    """Two players, one Region: a 3-2-1 temporary row and one permanent slot. Rows of
    cubes given shorter than the slots are padded with empty slots."""
    region: dict[str, object] = {
        "id": "r",
        "name": "Rhodes",
        "permanent": [1],
        "temporary": [3, 2, 1],
        "majority_bonus": [5, 2],
    }
    if cubes:
        sizes = {"permanent": 1, "temporary": 3, "overflow": 0}
        region["cubes"] = {
            row: list(cells) + [None] * (sizes[row] - len(cells)) for row, cells in cubes.items()
        }
    return {
        "format": "influence-board/1",
        "name": "small",
        "players": [
            {"id": "a", "name": "Ann", "color": "#e69f00"},
            {"id": "b", "name": "Bob", "color": "#56b4e9"},
        ],
        "local_power": {"id": "lp", "name": "Locals", "color": "#000000"},
        "regions": [region],
    }


def write(path: Path, data: dict | str) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


# -- options ----------------------------------------------------------------------------------


def test_options_json(cli: Callable[..., Run], tmp_path: Path) -> None:
    scenario = write(tmp_path / "s.json", small(temporary=["b", "a", None]))
    run = cli("options", scenario, "--player", "a", "--json")
    assert run.code == 0, run
    report = run.json()
    assert list(report) == ["player", "options"]
    assert report["player"] == "a"
    found = report["options"]
    assert all(list(o) == OPTION_KEYS for o in found)
    # adding permanent fills the only slot: 1 VP now, then a (2 cubes) 1st: 2 + 5; b 2nd: 1 + 2
    assert found[0] == {
        "op": {"op": "add", "region": "r", "player": "a", "kind": "permanent"},
        "region": "r",
        "vp": 1,
        "score_now": {"before": 0, "after": 7},
        "value": 8,
        "place": {"before": 2, "after": 1},
        "can_score": {"before": False, "after": True},
        "others": {"b": 3},
    }
    ops = [o["op"] for o in found]
    assert ops == [
        {"op": "add", "region": "r", "player": "a", "kind": "permanent"},
        {"op": "convert", "region": "r", "player": "a", "index": 1},
        {"op": "add", "region": "r", "player": "a", "kind": "temporary"},
    ]  # the Reset of a's rightmost cube changes nothing: left out


def test_options_op_lines_replay_as_given(cli: Callable[..., Run], tmp_path: Path) -> None:
    scenario = write(tmp_path / "s.json", small(temporary=["b", "a", None]))
    found = cli("options", scenario, "--player", "a", "--json").json()["options"]
    for number, option in enumerate(found):
        steps = write(tmp_path / f"{number}.jsonl", json.dumps(option["op"]) + "\n")
        run = cli("replay", scenario, steps, "--json")
        assert run.code == 0, run
        assert run.json()["vp"]["a"] == option["vp"]


def test_options_after_ops_on_the_standard_board(cli: Callable[..., Run], tmp_path: Path) -> None:
    steps = write(
        tmp_path / "ops.jsonl",
        '{"op": "add", "region": "africa", "player": "usa", "kind": "permanent"}\n',
    )
    run = cli("options", "--ops", steps, "--player", "china", "--json")
    assert run.code == 0, run
    africa = [o for o in run.json()["options"] if o["region"] == "africa"]
    permanent = [o for o in africa if o["op"].get("kind") == "permanent"]
    assert permanent and permanent[0]["can_score"] == {"before": False, "after": True}


def test_options_text_is_a_table(cli: Callable[..., Run], tmp_path: Path) -> None:
    scenario = write(tmp_path / "s.json", small(temporary=["b", "a", None]))
    run = cli("options", scenario, "--player", "a")
    assert run.code == 0, run
    lines = run.out.splitlines()
    assert lines[0] == "Options for Ann (0 VP now)"
    assert lines[2].split()[:4] == ["value", "VP", "Region", "choice"]
    assert "add permanent" in lines[3] and "no -> yes" in lines[3] and "Bob +3" in lines[3]
    assert "convert temporary slot 2" in lines[4]


@pytest.mark.parametrize(
    ("player", "words"), [("lp", "local power"), ("zed", "not a player")], ids=["local", "stranger"]
)
def test_options_for_a_non_player_is_bad_input(
    cli: Callable[..., Run], tmp_path: Path, player: str, words: str
) -> None:
    scenario = write(tmp_path / "s.json", small())
    run = cli("options", scenario, "--player", player, "--json")
    assert run.code == 2, run
    assert run.out == ""
    assert words in run.err and f"'{player}'" in run.err and "a, b" in run.err


def test_options_needs_a_player(cli: Callable[..., Run]) -> None:
    run = cli("options")
    assert run.code == 2, run
    assert "--player" in run.err


def test_options_refused_ops_exit_1(cli: Callable[..., Run], tmp_path: Path) -> None:
    scenario = write(tmp_path / "s.json", small(permanent=["b"]))
    steps = write(
        tmp_path / "ops.jsonl",
        '{"op": "add", "region": "r", "player": "a", "kind": "permanent"}\n',
    )
    run = cli("options", scenario, "--ops", steps, "--player", "a")
    assert run.code == 1, run
    assert run.err.startswith(f"{steps}:1: "), run


def test_options_bad_scenario_exit_2(cli: Callable[..., Run], tmp_path: Path) -> None:
    bad = write(tmp_path / "bad.json", "{nope")
    run = cli("options", bad, "--player", "a")
    assert run.code == 2, run
    assert str(bad) in run.err


# -- diff -------------------------------------------------------------------------------------


def test_diff_same_exits_0_and_prints_nothing(cli: Callable[..., Run], tmp_path: Path) -> None:
    a = write(tmp_path / "a.json", small(temporary=["a"]))
    b = write(tmp_path / "b.json", small(temporary=["a"]) | {"name": "renamed"})
    run = cli("diff", a, b)
    assert (run.code, run.out, run.err) == (0, "", ""), run
    run = cli("diff", a, b, "--json")
    assert run.code == 0, run
    assert run.json() == {"same": True, "vp": {}, "regions": {}, "only_in_a": [], "only_in_b": []}


def test_diff_different_exits_1_one_line_per_difference(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    a = write(tmp_path / "a.json", small(temporary=["a"]))
    b = write(tmp_path / "b.json", small(temporary=["a", "b"]) | {"vp": {"a": 0, "b": 2}})
    run = cli("diff", a, b)
    assert run.code == 1, run
    assert run.out.splitlines() == [
        "VP of Bob: 0 -> 2",
        "Rhodes, temporary row: Ann [2] [1] -> Ann Bob [1]",
        "Rhodes, ranking: Ann 1st (1 cube) -> Ann 2nd= (1 cube), Bob 2nd= (1 cube)",
    ]
    data = cli("diff", a, b, "--json").json()
    assert list(data) == ["same", "vp", "regions", "only_in_a", "only_in_b"]
    assert data["same"] is False
    assert data["vp"] == {"b": [0, 2]}
    assert list(data["regions"]["r"]) == ["temporary", "ranking"]


def test_diff_regions_on_one_side(cli: Callable[..., Run], tmp_path: Path) -> None:
    one = small()
    two = small()
    two["regions"].append(dict(two["regions"][0], id="s", name="Samos"))
    a, b = write(tmp_path / "a.json", one), write(tmp_path / "b.json", two)
    run = cli("diff", a, b, "--json")
    assert run.code == 1, run
    assert run.json()["only_in_b"] == ["s"] and run.json()["only_in_a"] == []
    assert cli("diff", a, b).out == f"Samos: only in {b}\n"


def test_diff_bad_input_exits_2(cli: Callable[..., Run], tmp_path: Path) -> None:
    a = write(tmp_path / "a.json", small())
    run = cli("diff", a, tmp_path / "missing.json")
    assert run.code == 2, run
    assert "missing.json" in run.err
    assert cli("diff", a).code == 2
    run = cli("diff", "-", "-")
    assert run.code == 2 and "standard input" in run.err, run
