"""Expectation lines (DESIGN.md "Operation lines"; issue 12): checking every key and the
ranking's partial entries, and how the history engine treats them."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from boards import board, region
from influence_board.rules import Add, Board
from influence_board.rules.analysis.expectations import Check, check, same
from influence_board.rules.formats.expectation_lines import Expect, parse_expectation
from influence_board.rules.formats.operation_lines import Step, Undo, parse_lines
from influence_board.rules.formats.scenario import load
from influence_board.rules.history.engine import BoardHistory, Checked, Played, play
from influence_board.rules.history.replay import replay

CASES = Path(__file__).resolve().parents[2] / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "ops.jsonl").is_file())


def example() -> Board:
    """r: permanent a _, overflow c, temporary b a _ _; a has 2 Armies; bonus 7/4/2."""
    return board(
        region("r", perm=["a"], overflow=["c"], temp=["b", "a"], armies={"a": 2}),
        players="abc",
        vp={"a": 3, "b": 1, "c": 0},
    )


def checks(line: dict[str, object]) -> tuple[Check, ...]:
    return check(example(), parse_expectation({"op": "expect", **line}))


# -- every key: met, and not met with what there was -------------------------------------------


@pytest.mark.parametrize(
    ("key", "right", "wrong"),
    [
        ("permanent", ["a", None], [None, "a"]),
        ("overflow", ["c"], []),
        ("temporary", ["b", "a", None, None], ["a", "b", None, None]),
        ("counts", {"a": 2, "c": 1, "b": 1}, {"a": 2, "b": 1}),
        ("can_score", False, True),
        ("empty_permanent", 1, 0),
    ],
)
def test_each_region_key_is_met_or_not(key: str, right: object, wrong: object) -> None:
    (met,) = checks({"region": "r", key: right})
    assert met.met and met.got == right
    assert met.text == f'Expectation met: R "{key}" is {json.dumps(right)}'
    (unmet,) = checks({"region": "r", key: wrong})
    assert not unmet.met
    assert unmet.got == right
    said = f'expected "{key}" {json.dumps(wrong)}, got {json.dumps(right)}'
    assert unmet.message.startswith(said)
    assert unmet.text == f"Expectation not met: R {unmet.message}"


# -- what differs, named after the two values (issue 34) --------------------------------------


@pytest.mark.parametrize(
    ("line", "difference"),
    [
        # the case: fewer entries than the ranking, the given ones all right
        ({"ranking": [{"owner": "a"}, {"owner": "b"}]},
         'ranking has 3 entries, expected 2; entry 3 is extra: got {"owner": "c", "count": 1, '
         '"armies": 0, "place": 3, "bonus": 2, "reason": "3rd=, tied with B: 1 cube, 0 Armies", '
         '"rule": "shared place"}'),
        ({"ranking": [{"owner": "b"}, {}]},
         'ranking has 3 entries, expected 2; entry 1: expected {"owner": "b"}, got {"owner": "a"}'),
        ({"ranking": [{}, {}, {}, {"owner": "d"}]},
         'ranking has 3 entries, expected 4; entry 4 is missing: expected {"owner": "d"}'),
        ({"ranking": [{"owner": "a"}, {"owner": "c"}, {"owner": "b"}]},
         'entry 2: expected {"owner": "c"}, got {"owner": "b"}'),
        ({"temporary": ["b", "a", None]},
         "temporary has 4 entries, expected 3; entry 4 is extra: got null"),
        ({"temporary": ["a"]},
         'temporary has 4 entries, expected 1; entry 1: expected "a", got "b"'),
        ({"temporary": ["b", "a", None, "c"]}, 'entry 4: expected "c", got null'),
        ({"permanent": ["a"]}, 'permanent has 2 entries, expected 1; entry 2 is extra: got null'),
        ({"overflow": []}, 'overflow has 1 entry, expected 0; entry 1 is extra: got "c"'),
        ({"counts": {"a": 2, "b": 2, "c": 1}}, '"b": expected 2, got 1'),
        ({"counts": {"a": 2, "b": 1, "c": 1, "d": 1}}, '"d" is missing: expected 1'),
        ({"counts": {"a": 2, "b": 1}}, '"c" is extra: got 1'),
        ({"vp": {"b": 1, "a": 4}}, '"a": expected 4, got 3'),
    ],
)  # fmt: skip
def test_a_list_or_an_object_not_met_names_what_differs_first(
    line: dict[str, object], difference: str
) -> None:
    (c,) = checks({"region": "r", **line} if "vp" not in line else line)
    assert not c.met
    ((key, wanted),) = line.items()
    assert c.message == (
        f'expected "{key}" {json.dumps(wanted)}, got {json.dumps(c.got)}; {difference}'
    )


@pytest.mark.parametrize("line", [{"region": "r", "can_score": True}, {"round": 2}])
def test_a_plain_value_not_met_says_only_the_two_values(line: dict[str, object]) -> None:
    (c,) = checks(line)
    assert not c.met and "; " not in c.message and c.message.startswith("expected ")


def test_ranking_full_entries() -> None:
    # a: 2 cubes, 2 Armies; b and c: 1 cube each, tied, share the 3rd place (bonus 2).
    full = [
        {"owner": "a", "count": 2, "armies": 2, "place": 1, "bonus": 7},
        {"owner": "b", "count": 1, "armies": 0, "place": 3, "bonus": 2},
        {"owner": "c", "count": 1, "armies": 0, "place": 3, "bonus": 2},
    ]
    (c,) = checks({"region": "r", "ranking": full})
    assert c.met, c.got


@pytest.mark.parametrize(
    "entries",
    [
        [{"owner": "a"}, {"place": 3}, {"place": 3}],
        [{"bonus": 7}, {"count": 1, "bonus": 2}, {}],
        [{"owner": "a", "armies": 2}, {"owner": "b"}, {"owner": "c", "place": 3}],
    ],
)
def test_ranking_partial_entries_compare_only_the_keys_given(
    entries: list[dict[str, object]],
) -> None:
    (c,) = checks({"region": "r", "ranking": entries})
    assert c.met, c.got


@pytest.mark.parametrize(
    ("entries", "shown"),
    [
        # in order: b is ranked before c, so this order is wrong
        ([{"owner": "a"}, {"owner": "c"}, {"owner": "b"}], [{"owner": "a"}, {"owner": "b"}, {"owner": "c"}]),  # noqa: E501
        ([{"place": 1}, {"place": 2}, {"place": 3}], [{"place": 1}, {"place": 3}, {"place": 3}]),
        # the same length is required: two entries for three owners
        ([{"owner": "a"}, {"owner": "b"}], [{"owner": "a"}, {"owner": "b"},
          {"owner": "c", "count": 1, "armies": 0, "place": 3, "bonus": 2,
           "reason": "3rd=, tied with B: 1 cube, 0 Armies", "rule": "shared place"}]),
    ],
)  # fmt: skip
def test_ranking_not_met_shows_what_there_was_with_the_keys_given(
    entries: list[dict[str, object]], shown: list[dict[str, object]]
) -> None:
    (c,) = checks({"region": "r", "ranking": entries})
    assert not c.met
    assert c.got == shown
    assert c.message.startswith(
        f'expected "ranking" {json.dumps(entries)}, got {json.dumps(shown)}; '
    )


def test_vp_checks_only_the_players_listed() -> None:
    (c,) = checks({"vp": {"a": 3}})
    assert c.met and c.got == {"a": 3}
    assert c.text == 'Expectation met: "vp" is {"a": 3}'
    (c,) = checks({"vp": {"b": 1, "a": 4}})
    assert not c.met
    assert c.message == (
        'expected "vp" {"b": 1, "a": 4}, got {"b": 1, "a": 3}; "a": expected 4, got 3'
    )
    (c,) = checks({"vp": {"zed": 0}})
    assert not c.met and c.got == {"zed": None}


def test_a_region_not_on_the_board_is_not_met() -> None:
    (c,) = checks({"region": "atlantis", "can_score": True})
    assert not c.met
    assert c.message == 'expected "region" "atlantis", got null'


def test_every_key_of_a_line_is_checked_in_the_files_order() -> None:
    found = checks({"region": "r", "empty_permanent": 0, "overflow": ["c"], "can_score": True})
    assert [(c.key, c.met) for c in found] == [
        ("empty_permanent", False),
        ("overflow", True),
        ("can_score", False),
    ]


def test_json_equality_is_strict_about_true_and_1() -> None:
    assert same(True, True) and not same(True, 1) and not same(0, False)
    assert same({"a": [1, None]}, {"a": [1, None]}) and not same({"a": 1}, {"a": 1, "b": 2})
    (c,) = checks({"region": "r", "empty_permanent": 1})
    assert c.met
    with pytest.raises(ValueError):
        parse_expectation({"op": "expect", "region": "r", "can_score": 0})


# -- in the history engine ----------------------------------------------------------------------


def test_an_expectation_is_not_a_step_and_changes_nothing() -> None:
    start = example()
    lines = parse_lines(
        "\n".join(
            [
                json.dumps({"op": "add", "region": "r", "player": "c", "kind": "temporary"}),
                json.dumps({"op": "expect", "vp": {"c": 2}}),
                json.dumps({"op": "undo"}),
                json.dumps({"op": "expect", "vp": {"c": 0}}),
            ]
        )
    )
    history = BoardHistory(start)
    results = list(play(history, lines))
    assert [type(r) for r in results] == [Played, Checked, Played, Checked]
    assert all(r.met for r in results if isinstance(r, Checked))
    assert history.board == start  # the undo took back the add, not the expectation


def test_to_does_not_count_expectations_and_checks_those_right_after() -> None:
    lines: list[tuple[int, Step]] = [
        (1, Expect(None, (("vp", {"a": 3}),))),
        (2, Add("r", "c", "temporary")),
        (3, Expect(None, (("vp", {"c": 2}),))),
        (4, Add("r", "c", "temporary")),
        (5, Expect(None, (("vp", {"c": 99}),))),
    ]
    results = list(play(BoardHistory(example()), lines, to=1))
    assert [r.line for r in results] == [1, 2, 3]
    zero = list(play(BoardHistory(example()), lines, to=0))
    assert [r.line for r in zero] == [1]


def test_an_expectation_not_met_stops_the_replay() -> None:
    lines: list[tuple[int, Step]] = [
        (1, Expect("r", (("can_score", True),))),
        (2, Add("r", "c", "temporary")),
    ]
    result = replay(example(), lines)
    assert result.applied == 0
    assert result.unmet is not None and result.unmet[0] == 1
    assert result.stopped == (1, 'expected "can_score" true, got false')
    assert result.board == example()
    history = BoardHistory(example())
    assert len(list(play(history, [*lines, (3, Undo())]))) == 1


# -- the worked examples carry their own expectations -------------------------------------------


def _wrong(value: object) -> object:
    """The same value, changed so that it can no longer be met."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, dict):
        key = next(iter(value))
        return {**value, key: _wrong(value[key])}
    if isinstance(value, list):
        if not value:
            return ["zed"]
        first = value[0]
        return [("zed" if first is None else None) if not isinstance(first, dict)
                else _wrong(first) if first else {"owner": "zed"}, *value[1:]]  # fmt: skip
    return "zed"


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_every_case_has_expectations_and_changing_any_one_stops_at_its_line(
    folder: Path,
) -> None:
    start = load(folder / "scenario.json")
    lines = parse_lines((folder / "ops.jsonl").read_text(encoding="utf-8"))
    expectations = [(n, e) for n, e in lines if isinstance(e, Expect)]
    assert expectations, f"{folder.name} states what must hold"
    assert replay(start, lines).unmet is None
    for n, expect in expectations:
        for i, (key, value) in enumerate(expect.values):
            values = list(copy.deepcopy(expect.values))
            values[i] = (key, _wrong(value))
            changed = [(m, Expect(expect.region, tuple(values)) if m == n else s)
                       for m, s in lines]  # fmt: skip
            result = replay(start, changed)
            assert result.unmet is not None, (folder.name, n, key)
            assert result.unmet[0] == n
            assert result.unmet[1].key == key
