"""What the editor starts a new Region or player with (rules/defaults.py): valid pieces,
fresh ids, and colours that the checks do not flag."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import given

from influence_board.rules import AddPlayer, AddRegion, Outcome, Participant, apply
from influence_board.rules.defaults import (
    PLAYER_COLORS,
    default_region,
    distinct_color,
    new_region_id,
    numbered_id,
)
from influence_board.rules.validation import check
from influence_board.standard import standard_board


def colour_warnings(board) -> list[str]:
    return [str(p) for p in check(board) if "colour" in str(p)]


def test_a_new_players_colour_on_the_standard_board_is_not_flagged():
    board = standard_board()
    assert colour_warnings(board) == []
    color = distinct_color(p.color for p in board.participants())
    assert color not in {p.color for p in board.participants()}
    out = apply(board, AddPlayer(Participant("player_5", "Player 5", color), None))
    assert isinstance(out, Outcome)
    assert colour_warnings(out.board) == []


def test_with_nothing_taken_the_first_colour_is_chosen():
    assert distinct_color([]) == PLAYER_COLORS[0]
    assert distinct_color(["not a colour"]) == PLAYER_COLORS[0]


@given(st.sets(st.sampled_from(PLAYER_COLORS), max_size=len(PLAYER_COLORS) - 1))
def test_a_colour_already_taken_is_never_chosen_while_another_is_free(taken):
    assert distinct_color(sorted(taken)) not in taken


def test_numbered_ids_skip_the_taken_ones():
    assert new_region_id(set()) == "region_1"
    assert new_region_id({"region_1", "region_2", "region_4"}) == "region_3"
    assert numbered_id("player", {"player_5", "player_6"}, start=5) == "player_7"
    assert numbered_id("player", {"usa"}, start=5) == "player_5"


def test_the_default_region_is_valid_and_empty():
    board = standard_board()
    rid = new_region_id({r.id for r in board.regions})
    region = default_region(rid, "New Region 1", (40.0, 80.0))
    assert (region.permanent_vp, region.temporary_vp, region.majority_bonus) == (
        (1, 1),
        (4, 3, 2, 1),
        (7, 4, 2),
    )
    assert set(region.permanent) == set(region.temporary) == {None}
    assert region.armies == () and region.overflow == ()
    out = apply(board, AddRegion(region, None))
    assert isinstance(out, Outcome)
    assert out.board.region(rid).position == (40.0, 80.0)
    assert [str(p) for p in check(out.board) if p.severity == "error"] == []
