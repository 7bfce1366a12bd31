"""The headless command line (DESIGN.md "Command line"): `check`, `replay`, exit statuses,
error lines that name the file and the JSON path or line, and the `--json` report."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from influence_board import __version__

if TYPE_CHECKING:
    from cli.conftest import Run

REGION_KEYS = {
    "permanent",
    "overflow",
    "temporary",
    "counts",
    "ranking",
    "can_score",
    "empty_permanent",
}
STANDING_KEYS = {"owner", "count", "armies", "place", "bonus"}
STANDARD_REGIONS = [
    "europe",
    "central_asia",
    "americas",
    "middle_east_north_africa",
    "africa",
    "south_asia",
    "east_asia_pacific",
]


def small_scenario() -> dict:
    """Two players, one Region with a 3-2-1 temporary row and one free permanent slot."""
    return {
        "format": "influence-board/1",
        "name": "small",
        "players": [
            {"id": "a", "name": "Ann", "color": "#e69f00"},
            {"id": "b", "name": "Bob", "color": "#56b4e9"},
        ],
        "local_power": None,
        "regions": [
            {
                "id": "r",
                "name": "Rhodes",
                "permanent": [1],
                "temporary": [3, 2, 1],
                "majority_bonus": [5, 2],
            }
        ],
        "scoring_rounds": [],  # none, said: a file without the key is warned about
    }


def write(path: Path, data: dict | str) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def ops(path: Path, *lines: dict | str) -> Path:
    text = "\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def add(player: str, kind: str = "temporary", **more: object) -> dict[str, object]:
    return {"op": "add", "region": "r", "player": player, "kind": kind, **more}


@pytest.fixture
def small(tmp_path: Path) -> Path:
    return write(tmp_path / "small.json", small_scenario())


def sections(text: str) -> dict[str, str]:
    """The text report's Region blocks, by their first line (the Region's name)."""
    blocks = [b for b in text.split("\n\n") if b.strip()]
    return {b.splitlines()[0].strip(): b for b in blocks}


# -- version ----------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [[], ["check"], ["replay"]], ids=["main", "check", "replay"])
def test_version(cli: Callable[..., Run], command: list[str]) -> None:
    run = cli(*command, "--version")
    assert run.code == 0, run
    assert run.out.strip() == f"influence-board {__version__}"


# -- check ------------------------------------------------------------------------------------


def test_check_standard_board_text(cli: Callable[..., Run]) -> None:
    run = cli("check")
    assert run.code == 0, run
    assert run.err == ""
    blocks = sections(run.out)
    for name in [
        "Europe",
        "Central Asia",
        "Americas",
        "Middle East - North Africa",
        "Africa",
        "South Asia",
        "East Asia - Pacific",
    ]:
        assert name in blocks, f"no block for {name}: {list(blocks)}"
    assert "cannot score: 2 permanent slots empty" in blocks["Africa"]
    assert "cannot score: 3 permanent slots empty" in blocks["Middle East - North Africa"]
    for name in ["Middle East - North Africa", "South Asia"]:
        ranked = [line for line in blocks[name].splitlines() if "Local powers" in line]
        assert any("cube" in line and "bonus" in line for line in ranked), blocks[name]
    for name in ["Europe", "Africa", "East Asia - Pacific"]:
        assert "Local powers" not in blocks[name]
    assert "USA 0" in run.out and "EU 0" in run.out


def test_check_standard_board_json(cli: Callable[..., Run]) -> None:
    run = cli("check", "--json")
    assert run.code == 0, run
    report = run.json()
    assert report["vp"] == {"usa": 0, "eu": 0, "russia": 0, "china": 0}
    assert list(report["regions"]) == STANDARD_REGIONS
    for region in report["regions"].values():
        assert set(region) >= REGION_KEYS
        assert region["can_score"] is False
    africa = report["regions"]["africa"]
    assert africa["empty_permanent"] == 2
    assert africa["temporary"] == ["eu", None, None, None]
    assert africa["permanent"] == [None, None]
    assert africa["overflow"] == []
    assert africa["counts"] == {"eu": 1}
    assert africa["ranking"] == [
        {
            "owner": "eu", "count": 1, "armies": 0, "place": 1, "bonus": 7,
            "reason": "1st: 1 cube, the only one here", "rule": "count",
        }
    ]  # fmt: skip
    assert report["round"] == 1
    assert report["standings"] == [
        {"player": p, "vp": 0, "place": 1} for p in ("usa", "eu", "russia", "china")
    ]
    mena = report["regions"]["middle_east_north_africa"]
    assert {s["owner"]: (s["place"], s["bonus"]) for s in mena["ranking"]} == {
        "usa": (3, 4),
        "eu": (3, 4),
        "local": (3, 4),
    }
    south = report["regions"]["south_asia"]
    assert {s["owner"]: (s["place"], s["bonus"]) for s in south["ranking"]} == {
        "china": (2, 5),
        "local": (2, 5),
    }


def test_check_json_has_the_contract_keys_per_region(cli: Callable[..., Run]) -> None:
    report = cli("check", "--json").json()
    assert {"vp", "regions"} <= set(report)
    for rid, region in report["regions"].items():
        assert set(region) >= REGION_KEYS, f"{rid}: {sorted(region)}"
        for standing in region["ranking"]:
            assert set(standing) >= STANDING_KEYS, rid


def test_check_a_file(cli: Callable[..., Run], small: Path) -> None:
    run = cli("check", small, "--json")
    assert run.code == 0, run
    assert run.json()["regions"]["r"]["empty_permanent"] == 1


def test_check_bad_scenario_names_file_and_json_path(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    data = small_scenario()
    data["regions"][0]["cubes"] = {"permanent": [None], "temporary": ["a", None, "b"]}
    data["regions"][0]["majority_bonus"] = [5, -2]
    bad = write(tmp_path / "bad.json", data)
    run = cli("check", bad)
    assert run.code == 2, run
    assert run.out == ""
    lines = run.err.splitlines()
    assert len(lines) == 2, run
    assert all(str(bad) in line for line in lines)
    # The place: the JSON path and the Region's name.
    assert any("regions[0] (Rhodes).cubes.temporary[2]" in line for line in lines)
    assert any("regions[0] (Rhodes).majority_bonus[1]" in line for line in lines)


def test_check_not_json(cli: Callable[..., Run], tmp_path: Path) -> None:
    bad = write(tmp_path / "bad.json", "{nope")
    run = cli("check", bad)
    assert run.code == 2, run
    assert str(bad) in run.err and "not JSON" in run.err


def test_check_missing_file(cli: Callable[..., Run], tmp_path: Path) -> None:
    run = cli("check", tmp_path / "missing.json")
    assert run.code == 2, run
    assert "missing.json" in run.err


# -- replay -----------------------------------------------------------------------------------


def test_replay_text(cli: Callable[..., Run], small: Path, tmp_path: Path) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("b"), add("a"), add("b"))
    run = cli("replay", small, steps)
    assert run.code == 0, run
    assert run.err == ""
    assert "Ann" in run.out and "Bob" in run.out and "Rhodes" in run.out
    # the push-out is explained in plain words, naming whose cube left
    pushed = [line for line in run.out.splitlines() if line.strip().startswith("4 ")]
    assert any("Ann" in line for line in pushed), run.out
    assert "VP: Ann 4, Bob 2" in run.out


def test_replay_json_has_the_report_and_the_events(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("b"), add("a"), add("b"))
    run = cli("replay", small, steps, "--json")
    assert run.code == 0, run
    report = run.json()
    assert report["vp"] == {"a": 3 + 1, "b": 2}
    r = report["regions"]["r"]
    assert r["temporary"] == ["b", "a", "b"]
    assert r["counts"] == {"a": 1, "b": 2}
    events = report["events"]
    assert isinstance(events, list) and events
    assert all(isinstance(e, dict) and isinstance(e.get("text"), str) for e in events)
    assert {e["line"] for e in events} == {1, 2, 3, 4}
    last = [e for e in events if e["line"] == 4]
    assert any("Ann" in e["text"] for e in last)


def test_replay_refused_operation_exits_1_with_ops_line_reason(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        add("a", "permanent"),
        add("b"),
        add("b", "permanent"),
        add("a"),
    )
    run = cli("replay", small, steps, "--json")
    assert run.code == 1, run
    (line,) = run.err.splitlines()
    prefix = f"{steps}:3: "
    assert line.startswith(prefix), run
    assert line[len(prefix) :].strip()
    # The report shows the board when the replay stopped: lines 1-2, not 3 or 4.
    report = run.json()
    assert report["vp"] == {"a": 1, "b": 3}
    assert report["regions"]["r"]["permanent"] == ["a"]
    assert report["regions"]["r"]["temporary"] == ["b", None, None]
    assert {e["line"] for e in report["events"]} == {1, 2}


def test_replay_refusal_stderr_uses_the_ops_path_as_given(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    ops(tmp_path / "steps.jsonl", add("a", "permanent"), "", add("b", "permanent"))
    run = cli("replay", small, "steps.jsonl", cwd=tmp_path)
    assert run.code == 1, run
    assert run.err.startswith("steps.jsonl:3: "), run


def test_replay_bad_json_line_exits_2_naming_file_and_line(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), '{"op": "add", "region": ', add("b"))
    run = cli("replay", small, steps, "--json")
    assert run.code == 2, run
    assert run.out == ""
    assert run.err.startswith(f"{steps}:2: "), run


@pytest.mark.parametrize(
    "line",
    [
        '["add"]',
        '{"op": "fly", "region": "r"}',
        '{"op": "add", "region": "r", "player": "a"}',
        '{"op": "add", "region": "r", "player": "a", "kind": "sideways"}',
        '{"op": "reset", "region": "r", "player": "a", "index": -1}',
        '{"op": "armies", "region": "r", "player": "a", "count": "two"}',
    ],
)
def test_replay_invalid_operation_line_exits_2_naming_the_line(
    cli: Callable[..., Run], small: Path, tmp_path: Path, line: str
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), "", line)
    run = cli("replay", small, steps)
    assert run.code == 2, run
    assert run.err.startswith(f"{steps}:3: "), run


def test_replay_bad_scenario_exits_2_naming_file_and_json_path(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    data = small_scenario()
    data["regions"][0]["cubes"] = {"temporary": [None, "a", None]}
    bad = write(tmp_path / "bad.json", data)
    steps = ops(tmp_path / "ops.jsonl", add("a"))
    run = cli("replay", bad, steps)
    assert run.code == 2, run
    assert str(bad) in run.err
    assert "regions[0] (Rhodes).cubes.temporary[1]" in run.err


def test_replay_missing_ops_file_exits_2(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    run = cli("replay", small, tmp_path / "none.jsonl")
    assert run.code == 2, run
    assert "none.jsonl" in run.err


def test_replay_to_n_stops_after_n_operations(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("b"), add("a"), add("zed"))
    two = cli("replay", small, steps, "--json", "--to", "2")
    assert two.code == 0, two
    assert two.json()["vp"] == {"a": 3, "b": 2}
    assert two.json()["regions"]["r"]["temporary"] == ["a", "b", None]
    none = cli("replay", small, steps, "--json", "--to", "0")
    assert none.code == 0, none
    assert none.json()["vp"] == {"a": 0, "b": 0}
    assert none.json()["events"] == []
    three = cli("replay", small, steps, "--json", "--to", "3")
    assert three.code == 0, three
    assert three.json()["vp"] == {"a": 4, "b": 2}


def test_replay_to_negative_is_bad_input(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"))
    run = cli("replay", small, steps, "--to", "-1")
    assert run.code == 2, run


def test_replay_undo_undoes_the_last_operation_that_changed_something(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        add("a"),
        add("b"),
        {"op": "reset", "region": "r", "player": "b", "index": 1},  # nothing right of it
        {"op": "score", "region": "r"},  # cannot score: the permanent slot is empty
        {"op": "undo"},
    )
    run = cli("replay", small, steps, "--json")
    assert run.code == 0, run
    report = run.json()
    assert report["vp"] == {"a": 3, "b": 0}
    assert report["regions"]["r"]["temporary"] == ["a", None, None]


def test_replay_undo_then_redo(cli: Callable[..., Run], small: Path, tmp_path: Path) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("b"), {"op": "undo"}, {"op": "redo"})
    run = cli("replay", small, steps, "--json")
    assert run.code == 0, run
    assert run.json()["vp"] == {"a": 3, "b": 2}
    assert run.json()["regions"]["r"]["temporary"] == ["a", "b", None]


def test_replay_score_all(cli: Callable[..., Run], tmp_path: Path) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        {"op": "add", "region": "central_asia", "player": "china", "kind": "permanent"},
        {"op": "add", "region": "americas", "player": "eu", "kind": "permanent"},
        {"op": "score"},
    )
    scenario = Path(__file__).resolve().parent.parent / "cases" / "g_permanent_refused"
    run = cli("replay", scenario / "scenario.json", steps, "--json")
    assert run.code == 0, run
    # Central Asia: Russia and China tie on 1 cube, share 2nd (4 each): 1 + 4.
    # Americas: USA and EU tie on 1 cube, share 2nd (4 each): 1 + 4.
    # Adding the permanent cubes gave China and EU 1 each.
    assert run.json()["vp"] == {"usa": 5, "eu": 6, "russia": 5, "china": 6}


def test_replay_ops_alone_replays_on_the_standard_board(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    """DESIGN.md: with one positional argument it is OPS, on the embedded standard board."""
    case = Path(__file__).resolve().parent.parent / "cases" / "e_africa_slot"  # standard setup
    alone = cli("replay", case / "ops.jsonl", "--json")
    assert alone.code == 0, alone
    given = cli("replay", case / "scenario.json", case / "ops.jsonl", "--json")
    assert alone.json() == given.json()
    assert alone.json()["name"] == "World Order: standard board"
    assert alone.json()["vp"]["usa"] == 4
    refused = ops(tmp_path / "refused.jsonl", {"op": "convert", "region": "africa",
                  "player": "usa", "index": 0})  # fmt: skip
    run = cli("replay", refused, cwd=tmp_path)
    assert run.code == 1, run
    assert run.err.startswith(f"{refused}:1: ")


def test_replay_without_ops_is_bad_input(cli: Callable[..., Run]) -> None:
    run = cli("replay")
    assert run.code == 2, run
    assert "ops" in run.err


def test_replay_bad_line_after_a_refusal_is_still_bad_input(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    """Every line is read before the verdict, as when the file was read whole first."""
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("zed"), add("b"), "{not json")
    run = cli("replay", small, steps, "--json")
    assert run.code == 2, run
    assert run.out == ""
    assert run.err.startswith(f"{steps}:4: not JSON")
    to = cli("replay", small, steps, "--to", "1")
    assert to.code == 2, to
    assert to.out == ""


# -- the window, with no display --------------------------------------------------------------


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a display is an X11/Wayland idea")
def test_no_display_names_render_and_check(cli: Callable[..., Run]) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    run = cli(env=env)
    assert run.code != 0, run
    assert "render" in run.err and "check" in run.err


# -- expectations -----------------------------------------------------------------------------


def test_replay_expectations_met_exit_0_and_are_listed(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        add("a"),
        {"op": "expect", "vp": {"a": 3}},
        {"op": "expect", "region": "r", "temporary": ["a", None, None], "can_score": False},
    )
    run = cli("replay", small, steps)
    assert run.code == 0, run
    assert '   2  Expectation met: "vp" is {"a": 3}' in run.out
    assert '   3  Expectation met: Rhodes "can_score" is false' in run.out
    as_json = cli("replay", small, steps, "--json")
    assert as_json.code == 0, as_json
    report = as_json.json()
    assert [e["line"] for e in report["events"]] == [1]  # expectations are not events
    assert report["applied"] == 1
    assert "expectation_failed" not in report


def test_replay_expectation_not_met_exits_1_with_ops_line_expected_got(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        add("a"),
        add("b"),
        {"op": "expect", "region": "r", "temporary": ["b", "a", None]},
        add("a"),
    )
    run = cli("replay", small, steps, "--json")
    assert run.code == 1, run
    assert run.err == (
        f'{steps}:3: expected "temporary" ["b", "a", null], got ["a", "b", null]; '
        'entry 1: expected "b", got "a"\n'
    )
    report = run.json()
    assert report["applied"] == 2  # stopped there: line 4 was not played
    assert report["regions"]["r"]["temporary"] == ["a", "b", None]
    assert report["expectation_failed"] == {
        "line": 3,
        "region": "r",
        "key": "temporary",
        "expected": ["b", "a", None],
        "got": ["a", "b", None],
    }
    text = cli("replay", small, steps)
    assert text.code == 1
    assert "   3  Expectation not met: Rhodes expected" in text.out


def test_replay_ranking_with_too_few_entries_says_how_many_and_which(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    """Issue 34: the two lists read alike; the message counts the entries and names the
    first one that differs. The --json report's keys stay as they were."""
    expect = {"op": "expect", "region": "r", "ranking": [{"owner": "a"}]}
    steps = ops(tmp_path / "ops.jsonl", add("a"), add("b"), expect)
    run = cli("replay", small, steps)
    assert run.code == 1, run
    assert run.err.startswith(f'{steps}:3: expected "ranking" [{{"owner": "a"}}], got ')
    said = '; ranking has 2 entries, expected 1; entry 2 is extra: got {"owner": "b", "count": 1'
    assert said in run.err and run.err.count("\n") == 1
    failed = cli("replay", small, steps, "--json").json()["expectation_failed"]
    assert list(failed) == ["line", "region", "key", "expected", "got"]
    assert failed["expected"] == [{"owner": "a"}] and len(failed["got"]) == 2


def test_replay_bad_expectation_is_bad_input(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(tmp_path / "ops.jsonl", add("a"), {"op": "expect", "region": "r", "rank": []})
    run = cli("replay", small, steps)
    assert run.code == 2, run
    assert run.out == ""
    assert run.err.startswith(f"{steps}:2: ")


def test_replay_to_does_not_count_expectations(
    cli: Callable[..., Run], small: Path, tmp_path: Path
) -> None:
    steps = ops(
        tmp_path / "ops.jsonl",
        {"op": "expect", "vp": {"a": 0}},
        add("a"),
        {"op": "expect", "vp": {"a": 3}},
        add("b"),
        {"op": "expect", "vp": {"b": 99}},  # after the 2nd operation: not reached with --to 1
    )
    run = cli("replay", small, steps, "--json", "--to", "1")
    assert run.code == 0, run
    assert run.json()["applied"] == 1
    wrong = cli("replay", small, steps, "--json", "--to", "2")
    assert wrong.code == 1, wrong
    assert wrong.err.startswith(f'{steps}:5: expected "vp"')


# -- limits (DESIGN.md "Limits"): exit 2 with the path and the name, never a traceback -------


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (lambda d: d.update(vp={"a": 2**63}), "vp.a"),
        (lambda d: d["regions"][0].update(armies={"b": 2**80}), "regions[0] (Rhodes).armies.b"),
        (lambda d: d["regions"][0].update(majority_bonus=[10**40]), "regions[0] (Rhodes)."),
        (lambda d: d["regions"][0].update(position=[1e300, 0]), "regions[0] (Rhodes).position"),
        (lambda d: d["players"][1].update(name="B\ud800b"), "players[1].name (line 1 column"),
        (lambda d: d["players"][1].update(name="\x1b[31mBob"), "players[1] (\\u001b[31mBob).name"),
    ],
    ids=["vp 2**63", "armies 2**80", "bonus 10**40", "position 1e300", "surrogate", "escape"],
)
def test_check_beyond_the_limits_exits_2_with_the_place(
    cli: Callable[..., Run],
    tmp_path: Path,
    change: Callable[[dict[str, Any]], None],
    place: str,
) -> None:
    data = small_scenario()
    change(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")  # ASCII: \ud800 stays escaped
    for args in (
        ("check", bad),
        ("check", bad, "--json"),
        ("replay", bad, ops(tmp_path / "o", add("a"))),
    ):
        run = cli(*args)
        assert run.code == 2, run
        assert "Traceback" not in run.err and place in run.err, run
        assert str(bad) in run.err


def test_check_a_4300_digit_number_exits_2_with_the_place(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    text = json.dumps(small_scenario()).replace(
        '"permanent": [1]', '"permanent": [' + "7" * 4300 + "]"
    )
    run = cli("check", write(tmp_path / "huge.json", text))
    assert run.code == 2, run
    assert "regions[0] (Rhodes).permanent[0]" in run.err and "4300 digits" in run.err, run
    assert "Traceback" not in run.err and "Exceeds the limit" not in run.err


def test_replay_an_operation_line_beyond_the_limits_exits_2_with_the_line(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    small = write(tmp_path / "small.json", small_scenario())
    steps = ops(
        tmp_path / "ops.jsonl",
        add("a"),
        {"op": "armies", "region": "r", "player": "a", "count": 2**80},
    )
    run = cli("replay", small, steps)
    assert run.code == 2, run
    assert f"{steps}:2: " in run.err and "Traceback" not in run.err, run
