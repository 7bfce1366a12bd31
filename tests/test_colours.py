"""The colour a new player gets (colours.py `distinct_color`): one that the checks do
not flag, never one already taken while another is free."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import given

from influence_board.colours import PLAYER_COLORS, distinct_color
from influence_board.rules import AddPlayer, Board, Outcome, Participant, apply
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.validation import check


def colour_warnings(board: Board) -> list[str]:
    return [str(p) for p in check(board) if "colour" in str(p)]


def test_a_new_players_colour_on_the_standard_board_is_not_flagged() -> None:
    board = standard_board()
    assert colour_warnings(board) == []
    color = distinct_color(p.color for p in board.participants())
    assert color not in {p.color for p in board.participants()}
    out = apply(board, AddPlayer(Participant("player_5", "Player 5", color), None))
    assert isinstance(out, Outcome)
    assert colour_warnings(out.board) == []


def test_with_nothing_taken_the_first_colour_is_chosen() -> None:
    assert distinct_color([]) == PLAYER_COLORS[0]
    assert distinct_color(["not a colour"]) == PLAYER_COLORS[0]


@given(st.sets(st.sampled_from(PLAYER_COLORS), max_size=len(PLAYER_COLORS) - 1))
def test_a_colour_already_taken_is_never_chosen_while_another_is_free(taken: set[str]) -> None:
    assert distinct_color(sorted(taken)) not in taken
