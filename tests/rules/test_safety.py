"""A cube's "out after N" (rules/safety.py) against the rules themselves: N temporary
additions played in that Region, and it is the Nth that pushes the cube out."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import given, settings

from boards import board, region
from influence_board.rules import Add, Outcome, Reset, apply
from influence_board.rules.safety import out_after, safety_label, safety_text

OTHERS = "bcde"  # the players who add; "a" owns the one cube followed


@st.composite
def rows_with_one_cube_of_a(draw: st.DrawFn) -> tuple[int, list[str], int, list[str]]:
    size = draw(st.integers(1, 6))
    filled = draw(st.integers(1, size))
    row = draw(st.lists(st.sampled_from(OTHERS), min_size=filled, max_size=filled))
    index = draw(st.integers(0, filled - 1))
    row[index] = "a"
    adders = draw(st.lists(st.sampled_from(OTHERS), min_size=size + 1, max_size=size + 1))
    return size, row, index, adders


@settings(max_examples=200, deadline=None)
@given(rows_with_one_cube_of_a())
def test_out_after_n_is_the_additions_that_push_the_cube_out(
    case: tuple[int, list[str], int, list[str]],
) -> None:
    size, row, index, adders = case
    b = board(region("r", temporary=list(range(size, 0, -1)), temp=row), players="abcde")
    n = out_after(b.region("r"), index)
    played = 0
    for player in adders:  # the rules, played: who adds does not matter
        out = apply(b, Add("r", player, "temporary"))
        assert isinstance(out, Outcome)
        b = out.board
        played += 1
        if "a" not in b.region("r").temporary:
            break
    assert "a" not in b.region("r").temporary, "size + 1 additions push out any cube"
    assert played == n


@settings(max_examples=100, deadline=None)
@given(rows_with_one_cube_of_a())
def test_a_reset_makes_a_cube_safer_or_leaves_it(
    case: tuple[int, list[str], int, list[str]],
) -> None:
    size, row, index, _ = case
    b = board(region("r", temporary=list(range(size, 0, -1)), temp=row), players="abcde")
    before = out_after(b.region("r"), index)
    out = apply(b, Reset("r", "a", index))
    assert isinstance(out, Outcome)
    after_row = out.board.region("r").temporary
    assert out_after(out.board.region("r"), after_row.index("a")) >= before


def test_the_words() -> None:
    assert safety_label(2) == "out after 2"
    assert safety_text(1) == "Out with the next temporary cube here"
    assert safety_text(3) == "Out after 3 more temporary cubes here: the 3rd pushes it out"
