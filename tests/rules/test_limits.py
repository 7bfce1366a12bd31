"""DESIGN.md "Limits": numbers, positions and text beyond them are bad input reported with
the path and the name, never a traceback; the engine keeps VP totals within the limit."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest

from boards import board, region, scenario
from influence_board.rules import Add, Score, SetArmies, apply
from influence_board.rules.formats.operation_lines import OpLineError, parse_lines
from influence_board.rules.formats.scenario import ScenarioError, from_data, loads
from influence_board.rules.limits import MAX_COORDINATE, MAX_COUNT, parse_json, text_fault
from influence_board.rules.operations import Refusal


def places(data_or_text: str | dict[str, Any]) -> dict[str, str]:
    """{place: message} of a scenario that must not load; every message prints anywhere."""
    with pytest.raises(ScenarioError) as info:
        if isinstance(data_or_text, str):
            loads(data_or_text, "limits.json")
        else:
            from_data(data_or_text, "limits.json")
    text = info.value.describe()
    text.encode("utf-8")  # no lone surrogate reaches a terminal
    assert not [c for c in text if c != "\n" and unicodedata.category(c) == "Cc"], text
    return {p.place: p.message for p in info.value.problems}


def europe(**fields: Any) -> dict[str, Any]:  # region()'s, passed on
    return scenario(region("x"), region("y"), region("europe", **fields), players="ab")


# -- numbers ----------------------------------------------------------------------------------


def test_numbers_at_the_limit_load() -> None:
    b = from_data(
        europe(permanent=[MAX_COUNT], bonus=[MAX_COUNT], armies={"a": MAX_COUNT}),
    )
    assert b.region("europe").armies_of("a") == MAX_COUNT
    from_data({**europe(), "vp": {"a": MAX_COUNT}})


@pytest.mark.parametrize("big", [MAX_COUNT + 1, 2**63, 2**80, 10**39])
def test_armies_past_the_limit_name_the_region(big: int) -> None:
    found = places(europe(armies={"a": big}))
    assert list(found) == ["regions[2] (Europe).armies.a"]
    assert "1,000,000,000" in found["regions[2] (Europe).armies.a"]


@pytest.mark.parametrize(
    ("field", "path"),
    [
        ("permanent", "regions[2] (Europe).permanent[0]"),
        ("temporary", "regions[2] (Europe).temporary[0]"),
        ("bonus", "regions[2] (Europe).majority_bonus[0]"),
    ],
)
def test_slot_vp_and_bonuses_past_the_limit(field: str, path: str) -> None:
    data = europe(**{field: [2**63]})
    data["regions"][2].pop("cubes")
    assert list(places(data)) == [path]


@pytest.mark.parametrize("vp", [2**63, MAX_COUNT + 1, -1])
def test_vp_totals_outside_the_limit(vp: int) -> None:
    assert list(places({**europe(), "vp": {"b": vp}})) == ["vp.b"]


def test_a_4300_digit_integer_is_reported_where_it_is() -> None:
    text = json.dumps(europe()).replace('"majority_bonus": [7', '"majority_bonus": [' + "9" * 4300)
    found = places(text)
    (place,) = [p for p in found if p.startswith("regions[0]")]
    assert place == "regions[0] (X).majority_bonus[0]"
    assert "a number of 4300 digits" in found[place]
    assert "Exceeds" not in found[place]


def test_a_huge_integer_anywhere_in_json_is_never_a_value_error() -> None:
    for text in ("9" * 5000, "[" + "-" + "1" * 4400 + "]", '{"vp": {"a": ' + "1" * 4301 + "}}"):
        parse_json(text)  # no ValueError: the reader or parser says where instead
        with pytest.raises(ScenarioError):
            loads(text)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(literal: str) -> None:
    text = json.dumps(europe(position=(1, 2))).replace("[1, 2]", f"[{literal}, 2]")
    (message,) = places(text).values()
    assert message.startswith("not JSON") and literal.lstrip("-") in message


@pytest.mark.parametrize(
    "position", [[MAX_COORDINATE + 1, 0], [0, -MAX_COORDINATE - 0.5], [1e400, 0], [10**400, 0]]
)
def test_positions_beyond_the_limit(position: list[float]) -> None:
    data = europe()
    data["regions"][2]["position"] = position
    assert list(places(data)) == ["regions[2] (Europe).position"]


def test_positions_at_the_limit_load() -> None:
    data = europe(position=(-MAX_COORDINATE, MAX_COORDINATE))
    assert from_data(data).region("europe").position == (-MAX_COORDINATE, MAX_COORDINATE)


# -- text ------------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["\ud800", "Eu\udfffrope", "\u001b[31mRed", "Bell\u0007", "a\nb"])
def test_names_must_be_valid_unicode_without_control_characters(bad: str) -> None:
    data = europe()
    data["regions"][2]["name"] = bad
    data["players"][1]["name"] = bad
    escaped = json.dumps(bad)[1:-1]  # a place shows such a name escaped
    assert set(places(data)) == {f"regions[2] ({escaped}).name", f"players[1] ({escaped}).name"}


def test_an_armies_key_with_a_newline_is_escaped_in_the_place() -> None:
    found = places(europe(armies={"a\nb": 2}))
    assert list(found) == ['regions[2] (Europe).armies["a\\nb"]']


def test_text_fault_says_why() -> None:
    assert text_fault("Europe 東京 🎲") is None
    assert "surrogate" in (text_fault("\udc80") or "")
    assert "control" in (text_fault("\x85") or "")


# -- the engine ------------------------------------------------------------------------------


def test_a_placement_that_would_pass_the_vp_limit_is_refused_and_changes_nothing() -> None:
    b = board(region("x", temporary=[MAX_COUNT]), players="ab", vp={"a": 1})
    out = apply(b, Add("x", "a", "temporary"))
    assert isinstance(out, Refusal)
    assert "A would have 1,000,000,001 VP" in out.reason and "1,000,000,000" in out.reason
    ok = apply(b, Add("x", "b", "temporary"))
    assert not isinstance(ok, Refusal) and ok.board.vp_of("b") == MAX_COUNT


def test_scoring_that_would_pass_the_vp_limit_is_refused_and_changes_nothing() -> None:
    b = board(region("x", perm=["a", "a"], bonus=[MAX_COUNT]), players="ab")
    assert isinstance(apply(b, Score("x")), Refusal)  # 2 cubes + 1e9 bonus is over it
    b = board(region("x", permanent=[1], perm=["a"], bonus=[MAX_COUNT - 1]), players="ab")
    out = apply(b, Score())
    assert not isinstance(out, Refusal) and out.board.vp_of("a") == MAX_COUNT
    again = apply(out.board, Score())
    assert isinstance(again, Refusal) and "VP totals stop at 1,000,000,000" in again.reason


def test_army_counts_past_the_limit_are_refused() -> None:
    b = board(region("x"), players="ab")
    assert isinstance(apply(b, SetArmies("x", "a", MAX_COUNT + 1)), Refusal)
    assert not isinstance(apply(b, SetArmies("x", "a", MAX_COUNT)), Refusal)


# -- operation lines -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ('{"op": "armies", "region": "x", "player": "a", "count": 1000000001}', "1000000001"),
        ('{"op": "reset", "region": "x", "player": "a", "index": ' + "9" * 4300 + "}", "4300"),
        ('{"op": "move", "region": "x", "position": [NaN, 0]}', "NaN"),
        ('{"op": "move", "region": "x", "position": [1e400, 0]}', "position"),
        ('{"op": "move", "region": "x", "position": [20000000, 0]}', "10,000,000"),
        ('{"op": "score", "region": "\\ud800"}', "surrogate"),
        ('{"op": "score", "region": "x\\u001b[2J"}', "control"),
        ('{"op": "move", "positions": {"x\\u0007": [0, 0]}}', "control"),
        ('{"op": "move", "positions": {"x": [0, 1e300]}}', "10,000,000"),
    ],
)
def test_operation_lines_beyond_the_limits_name_the_line(line: str, words: str) -> None:
    with pytest.raises(OpLineError) as info:
        parse_lines('{"op": "score"}\n' + line, "ops.jsonl")
    assert info.value.line == 2
    text = str(info.value)
    text.encode("utf-8")
    assert not [c for c in text if unicodedata.category(c) == "Cc"], text
    assert text.startswith("ops.jsonl:2: ") and words in text, text
