"""A player's options (DESIGN.md `options --json`): hand-worked positions, then a property
that every option says exactly what the engine does."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boards import LOCAL, board, region
from influence_board.rules import Add, Board, Convert, Outcome, Reset, Score, apply
from influence_board.rules.analysis.options import (
    NotAPlayer,
    Option,
    options,
    options_report,
    table,
)
from influence_board.rules.formats.scenario import standard_board
from positions import positions

# -- helpers ----------------------------------------------------------------------------------


def by_op(found: list[Option]) -> dict[tuple, Option]:
    return {(type(o.op).__name__, getattr(o.op, "kind", None), getattr(o.op, "index", None)): o
            for o in found}  # fmt: skip


def example_d() -> Board:
    """RULES.md example D: USA 4, Russia 3, EU 3, China 1, local power 1; Armies Russia 4,
    EU 1; both permanent slots filled, the temporary row (10 slots) full."""
    return board(
        region(
            "d",
            permanent=(1, 1),
            temporary=(3, 3, 3, 2, 2, 2, 1, 1, 1, 1),
            bonus=(10, 7, 4, 2),
            perm=["usa", "russia"],
            temp=["usa", "usa", "usa", "russia", "russia", "eu", "eu", "eu", "china", LOCAL],
            armies={"russia": 4, "eu": 1},
        ),
        players=["usa", "eu", "russia", "china"],
    )


# -- example D --------------------------------------------------------------------------------


def test_example_d_options_for_china() -> None:
    found = options(example_d(), "china")
    assert [o.to_json()["op"] for o in found] == [
        {"op": "add", "region": "d", "player": "china", "kind": "temporary"},
        {"op": "convert", "region": "d", "player": "china", "index": 8},
        {"op": "reset", "region": "d", "player": "china", "index": 8},
    ]
    add, convert, reset = found
    # The row is full: USA's leftmost cube is pushed out, nobody scores. USA 3, Russia 3
    # (4 Armies), EU 3 (1 Army), China 2: Russia 1st (3 + 10), EU 2nd (3 + 7), USA 3rd
    # (3 + 4), China 4th alone (2 + 2) instead of sharing 5th with the local power (1 + 0).
    assert add.to_json() == {
        "op": {"op": "add", "region": "d", "player": "china", "kind": "temporary"},
        "region": "d",
        "vp": 0,
        "score_now": {"before": 1, "after": 4},
        "value": 3,
        "place": {"before": 5, "after": 4},
        "can_score": {"before": True, "after": True},
        "others": {"usa": 7 - 14, "eu": 10 - 7, "russia": 13 - 10},
    }
    assert (add.shared.before, add.shared.after) == (True, False)
    # Converting goes to overflow (both slots full), resetting moves China's cube past the
    # local power's: counts do not change, so neither gains anything, but both are steps.
    for option in (convert, reset):
        assert option.to_json() | {"op": None} == {
            "op": None,
            "region": "d",
            "vp": 0,
            "score_now": {"before": 1, "after": 1},
            "value": 0,
            "place": {"before": 5, "after": 5},
            "can_score": {"before": True, "after": True},
            "others": {},
        }


def test_json_keys_in_the_contract_order() -> None:
    report = options_report("china", options(example_d(), "china"))
    assert list(report) == ["player", "options"]
    keys = ["op", "region", "vp", "score_now", "value", "place", "can_score", "others"]
    for option in report["options"]:
        assert list(option) == keys
        assert list(option["score_now"]) == ["before", "after"]
        assert list(option["op"])[:3] == ["op", "region", "player"]
        assert len(option["op"]) == 4


# -- hand-worked positions --------------------------------------------------------------------


def test_push_out_removes_an_opponents_only_cube() -> None:
    # a 3 cubes (1st, 3 + 7), c 2 (2nd, 2 + 4), b 1 (3rd, 1 + 2). Adding pushes out b's
    # only cube: a 4 cubes (4 + 7), c unchanged, b gone from the ranking (0).
    b = board(region("r", perm=["a", "a"], temp=["b", "a", "c", "c"]))
    add = by_op(options(b, "a"))[("Add", "temporary", None)]
    assert add.vp == 0
    assert (add.score_now.before, add.score_now.after) == (10, 11)
    assert add.value == 1
    assert (add.place.before, add.place.after) == (1, 1)
    assert dict(add.others) == {"b": -3}
    # b pushing out its own cube is still a step (the row reads a c c b), gaining nothing
    own = by_op(options(b, "b"))[("Add", "temporary", None)]
    assert (own.vp, own.value, own.others) == (0, 0, ())
    assert (own.place.before, own.place.after) == (3, 3)


def test_convert_fills_the_last_permanent_slot() -> None:
    b = board(region("r", perm=["a", None], temp=["b", "a"]))
    found = by_op(options(b, "a"))
    convert = found[("Convert", None, 1)]
    assert (convert.can_score.before, convert.can_score.after) == (False, True)
    # a 2 cubes 1st (2 + 7), b 1 cube 2nd (1 + 4): nothing before, the Region could not score
    assert (convert.score_now.before, convert.score_now.after) == (0, 9)
    assert convert.vp == 0 and convert.value == 9
    assert dict(convert.others) == {"b": 5}
    # adding permanent does the same and gains the printed 1 VP at once
    permanent = found[("Add", "permanent", None)]
    assert permanent.vp == 1
    assert (permanent.score_now.after, permanent.value) == (3 + 7, 1 + 10)
    assert options(b, "a")[0] == permanent  # the highest value comes first


def test_choices_that_are_not_steps_are_left_out() -> None:
    # Europe: a full row of a's own cubes (a push-out changes nothing, and so does a Reset
    # of any of them); Africa: a's cube is rightmost (nothing right of it to reset past).
    b = board(
        region("europe", temp=["a", "a", "a", "a"]),
        region("africa", temp=["b", "a"]),
    )
    found = options(b, "a")
    kinds = {(o.region, o.kind, getattr(o.op, "index", None)) for o in found}
    assert ("europe", "add temporary", None) not in kinds
    assert not any(k[0] == "europe" and k[1] == "reset" for k in kinds)
    assert {("europe", "convert", i) for i in range(4)} <= kinds
    assert ("africa", "reset", 1) not in kinds
    assert ("africa", "convert", 1) in kinds
    # b's cube in Africa has a's to its right: b's Reset is a step
    assert any(o.kind == "reset" and o.region == "africa" for o in options(b, "b"))


def test_no_add_permanent_when_the_row_is_full_and_no_add_temporary_without_slots() -> None:
    b = board(region("r", perm=["a", "b"], temporary=()))
    assert options(b, "c") == []


def test_order_value_then_board_order_then_kind_then_index() -> None:
    b = board(
        region("first", temp=["a", "b", "a"]),
        region("second", temp=["a", "b", "a"]),
    )
    found = options(b, "a")
    keys = [(-o.value, b.region_index(o.region), o.kind, getattr(o.op, "index", -1)) for o in found]
    rank = {"add temporary": 0, "add permanent": 1, "convert": 2, "reset": 3}
    assert keys == sorted(keys, key=lambda k: (k[0], k[1], rank[k[2]], k[3]))
    # the temporary row's next slot prints 1, the permanent slot 1: equal value, add
    # temporary first; converts of index 0 and 2 before the Reset of 0 (2 is rightmost)
    first = [(o.kind, getattr(o.op, "index", None)) for o in found if o.region == "first"]
    assert first == [
        ("add temporary", None),
        ("add permanent", None),
        ("convert", 0),
        ("convert", 2),
        ("reset", 0),
    ]


def test_the_local_power_and_strangers_have_no_options() -> None:
    b = example_d()
    with pytest.raises(NotAPlayer, match="local power"):
        options(b, LOCAL)
    with pytest.raises(NotAPlayer, match="'zed' is not a player"):
        options(b, "zed")


def test_standard_board_for_every_player() -> None:
    start = standard_board()
    for player in start.players:
        found = options(start, player.id)
        adds = {o.region for o in found if o.kind == "add temporary"}
        assert adds == {r.id for r in start.regions if r.temporary}
        assert all(o.can_score.before is False for o in found)


def test_table_is_aligned_and_in_plain_words() -> None:
    text = table(example_d(), "china", options(example_d(), "china"))
    lines = text.splitlines()
    assert lines[0] == "Options for CHINA (0 VP now)"
    header, first = lines[2], lines[3]
    assert header.split()[:3] == ["value", "VP", "Region"]
    for column in ("Region", "choice", "score now", "place", "can score", "others"):
        at = header.index(column)
        for row in lines[3:6]:
            assert row[at - 2 : at] == "  " and row[at] != " ", (column, row)
    assert "add temporary" in first and "1 -> 4" in first and "5th= -> 4th" in first
    assert "USA -7" in first and "EU +3" in first
    assert "convert temporary slot 9" in lines[4]


# -- the property: an option says exactly what the engine does -------------------------------


def _score_of(b: Board, region: str, player: str) -> int:
    """What `player` gains when the engine scores `region` now."""
    out = apply(b, Score(region))
    assert isinstance(out, Outcome)
    return out.board.vp_of(player) - b.vp_of(player)


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(0, 3))
def test_every_option_is_what_the_engine_does(b: Board, which: int) -> None:
    player = b.players[which].id
    found = options(b, player)
    reported = {(type(o.op), getattr(o.op, "kind", None), o.region, getattr(o.op, "index", None))
                for o in found}  # fmt: skip
    for option in found:
        out = apply(b, option.op)
        assert isinstance(out, Outcome)
        after = out.board
        assert after != b  # a step
        assert option.vp == after.vp_of(player) - b.vp_of(player)
        assert option.score_now.before == _score_of(b, option.region, player)
        assert option.score_now.after == _score_of(after, option.region, player)
        assert option.value == option.vp + option.score_now.after - option.score_now.before
        for other in b.players:
            if other.id == player:
                continue
            rid = option.region
            delta = _score_of(after, rid, other.id) - _score_of(b, rid, other.id)
            assert dict(option.others).get(other.id, 0) == delta
    # and nothing was left out that is a step
    for r in b.regions:
        candidates: list[Add | Convert | Reset] = [Add(r.id, player, "temporary"),
                                                   Add(r.id, player, "permanent")]  # fmt: skip
        for i, cube in enumerate(r.temporary):
            if cube == player:
                candidates += [Convert(r.id, player, i), Reset(r.id, player, i)]
        for op in candidates:
            out = apply(b, op)
            is_step = isinstance(out, Outcome) and out.board != b
            key = (type(op), getattr(op, "kind", None), r.id, getattr(op, "index", None))
            assert (key in reported) == is_step, op
