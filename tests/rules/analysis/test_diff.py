"""Comparing two positions (DESIGN.md `diff --json`)."""

from __future__ import annotations

from hypothesis import given, settings

from boards import LOCAL, board, region
from influence_board.rules import Add, Board, Outcome, SetArmies, apply
from influence_board.rules.analysis.diff import diff, lines
from influence_board.rules.analysis.report import board_report
from influence_board.rules.formats.scenario import standard_board
from positions import positions


def test_the_same_position_is_the_same() -> None:
    a = standard_board()
    found = diff(a, standard_board())
    assert found.same
    assert found.to_json() == {
        "same": True,
        "vp": {},
        "regions": {},
        "only_in_a": [],
        "only_in_b": [],
    }
    assert lines(a, a, found) == []


def test_names_colours_positions_and_adjacency_are_not_compared() -> None:
    a = board(region("r", temp=["a"], position=(0, 0)), region("s"), adjacency=[("r", "s")])
    b = board(
        region("r", temp=["a"], name="Renamed", position=(50, 80)),
        region("s"),
    )
    assert diff(a, b).same


def test_every_key_that_differs_in_the_contract_order() -> None:
    a = board(region("r", perm=["a", None], temp=["b", "c"], armies={"b": 2}))
    b = board(region("r", perm=["a", "b"], overflow=["c"], temp=["c"], armies={"c": 1}))
    found = diff(a, b).to_json()
    assert found["same"] is False
    changes = found["regions"]["r"]
    assert list(changes) == [
        "permanent",
        "overflow",
        "temporary",
        "armies",
        "ranking",
        "can_score",
        "empty_permanent",
    ]
    assert changes["permanent"] == [["a", None], ["a", "b"]]
    assert changes["overflow"] == [[], ["c"]]
    assert changes["temporary"] == [["b", "c", None, None], ["c", None, None, None]]
    assert changes["armies"] == [{"b": 2}, {"c": 1}]
    assert changes["can_score"] == [False, True]
    assert changes["empty_permanent"] == [1, 0]
    # a, b, c one cube each: b (2 Armies) 1st, a and c share 3rd; then c (1 Army) 1st, a
    # and b share 3rd
    before, after = changes["ranking"]
    assert [(s["owner"], s["place"]) for s in before] == [("b", 1), ("a", 3), ("c", 3)]
    assert [(s["owner"], s["place"]) for s in after] == [("c", 1), ("a", 3), ("b", 3)]


def test_only_keys_that_differ_and_only_regions_that_differ() -> None:
    a = board(region("r", temp=["a", "b"]), region("s", temp=["a"]))
    b = board(region("r", temp=["b", "a"]), region("s", temp=["a"]))
    found = diff(a, b).to_json()
    rows = [["a", "b", None, None], ["b", "a", None, None]]
    assert found["regions"] == {"r": {"temporary": rows}}


def test_armies_of_zero_are_left_out() -> None:
    a = standard_board()
    out = apply(a, SetArmies("europe", "usa", 3))
    assert isinstance(out, Outcome)
    found = diff(a, out.board).to_json()
    assert found["regions"]["europe"]["armies"] == [{}, {"usa": 3}]


def test_vp_and_regions_after_an_operation() -> None:
    a = standard_board()
    out = apply(a, Add("africa", "usa", "temporary"))
    assert isinstance(out, Outcome)
    found = diff(a, out.board)
    data = found.to_json()
    assert data["vp"] == {"usa": [0, 3]}
    assert list(data["regions"]) == ["africa"]
    assert set(data["regions"]["africa"]) == {"temporary", "ranking"}
    text = lines(a, out.board, found, "before.json", "after.json")
    assert text[0] == "VP of USA: 0 -> 3"
    assert "Africa, temporary row: EU [3] [2] [1] -> EU USA [2] [1]" in text
    assert any(line.startswith("Africa, ranking: EU 1st (1 cube) -> ") for line in text)
    assert len(text) == 3


def test_regions_on_one_side_only_and_players_on_one_side_only() -> None:
    a = board(region("r"), region("gone", name="Atlantis"), players="ab", vp={"a": 2, "b": 1})
    b = board(region("new"), region("r"), players="ac", vp={"a": 2, "c": 0})
    found = diff(a, b)
    data = found.to_json()
    assert data["vp"] == {"b": [1, None], "c": [None, 0]}
    assert data["only_in_a"] == ["gone"]
    assert data["only_in_b"] == ["new"]
    assert data["same"] is False
    text = lines(a, b, found, "a.json", "b.json")
    assert "VP of B: 1 -> (not a player in b.json)" in text
    assert "VP of C: (not a player in a.json) -> 0" in text
    assert "Atlantis: only in a.json" in text
    assert "New: only in b.json" in text


def test_the_local_power_counts_in_rankings() -> None:
    a = board(region("r", perm=["a", "b"], temp=[LOCAL]))
    b = board(region("r", perm=["a", "b"], temp=[LOCAL, LOCAL]))
    changes = diff(a, b).to_json()["regions"]["r"]
    assert changes["ranking"][1][0]["owner"] == LOCAL
    assert "can_score" not in changes


# -- the property: diff says exactly where two reports differ ---------------------------------

COMPARED = ("permanent", "overflow", "temporary", "ranking", "can_score", "empty_permanent")


def _positional(values: dict) -> dict:
    """A Region's report values without the ranking's words (each place's reason and rule,
    which say why, not where: diff compares places)."""
    ranking = [
        {k: v for k, v in s.items() if k not in ("reason", "rule")} for s in values["ranking"]
    ]
    return {**values, "ranking": ranking}


@settings(max_examples=60, deadline=None)
@given(positions(), positions())
def test_diff_is_where_the_reports_differ(a: Board, b: Board) -> None:
    found = diff(a, b).to_json()
    ra, rb = board_report(a), board_report(b)
    expected: dict[str, dict[str, list]] = {}
    for rid, va in ra["regions"].items():
        vb = rb["regions"][rid]
        va, vb = _positional(va), _positional(vb)
        keys = {k: [va[k], vb[k]] for k in COMPARED if va[k] != vb[k]}
        armies = [dict(a.region(rid).armies), dict(b.region(rid).armies)]
        if armies[0] != armies[1]:
            keys["armies"] = armies
        if keys:
            expected[rid] = keys
    assert found["regions"] == expected
    assert found["vp"] == {
        p: [ra["vp"][p], rb["vp"][p]] for p in ra["vp"] if ra["vp"][p] != rb["vp"][p]
    }
    assert found["same"] == (not expected and not found["vp"])
    # and the other way round is the mirror image
    back = diff(b, a).to_json()
    assert back["regions"] == {r: {k: v[::-1] for k, v in ks.items()} for r, ks in expected.items()}
    assert diff(a, a).same
