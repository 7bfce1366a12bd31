"""Moving a cube (MoveCube, the editor's operation behind setup mode's drag): to a free
place of any Region without scoring, in words with slots counted from 1, refused with the
reason where the rules say no (a gap left or made in a temporary row, a taken slot, a full
row, the overflow beside a free slot) with nothing changed, and kept in game files."""

from __future__ import annotations

from collections import Counter

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from boards import board, region
from influence_board.rules import Board, MoveCube, Outcome, Refusal, apply, is_valid
from influence_board.rules.formats.game_file import dumps_game, loads_game
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.history.words import step_text
from influence_board.rules.operations import ROW_NAMES


def moved(b: Board, op: MoveCube) -> tuple[Board, str]:
    out = apply(b, op)
    assert isinstance(out, Outcome), out
    assert out.changed and [e.kind for e in out.events] == ["edited"]
    return out.board, out.events[0].text


def refused(b: Board, op: MoveCube) -> str:
    out = apply(b, op)
    assert isinstance(out, Refusal), out
    return out.reason


def test_a_cube_moves_between_regions_in_plain_words_and_nobody_scores() -> None:
    b = standard_board()
    after, text = moved(b, MoveCube("europe", "permanent", 1, "americas", "permanent", 1))
    assert text == "USA's cube moves from Europe permanent slot 2 to Americas permanent slot 2"
    assert after.region("europe").permanent == ("eu", None, "russia", None)
    assert after.region("americas").permanent == ("usa", "usa")
    assert after.vp == b.vp
    # The other Regions are the very same objects (a move touches two Regions only).
    assert all(a is r for a, r in zip(after.regions, b.regions, strict=True) if a.id not in
               {"europe", "americas"})  # fmt: skip


def test_a_cube_moves_into_the_temporary_row_at_the_end_of_the_run() -> None:
    after, text = moved(
        standard_board(), MoveCube("europe", "permanent", 1, "africa", "temporary", 1)
    )
    assert after.region("africa").temporary == ("eu", "usa", None, None)
    assert text == "USA's cube moves from Europe permanent slot 2 to Africa temporary slot 2"


def test_a_cube_moves_to_the_overflow_beside_a_full_permanent_row() -> None:
    b = board(region("x", perm=["a", "b"], temp=["a"]), region("y", perm=["b", None]),
              players="ab")  # fmt: skip
    after, text = moved(b, MoveCube("y", "permanent", 0, "x", "overflow", 0))
    assert after.region("x").overflow == ("b",)
    assert after.region("y").permanent == (None, None)
    assert text == "B's cube moves from Y permanent slot 1 to X overflow place 1"
    # and out of the overflow, into a free slot
    back, text = moved(after, MoveCube("x", "overflow", 0, "y", "permanent", 1))
    assert back.region("x").overflow == () and back.region("y").permanent == (None, "b")
    assert text == "B's cube moves from X overflow place 1 to Y permanent slot 2"


def test_the_last_temporary_cube_moves_and_nothing_slides() -> None:
    b = board(region("x", temp=["a", "b", "a"]), region("y"), players="ab")
    after, _ = moved(b, MoveCube("x", "temporary", 2, "y", "temporary", 0))
    assert after.region("x").temporary == ("a", "b", None, None)
    assert after.region("y").temporary == ("a", None, None, None)


@pytest.mark.parametrize(
    ("op", "reason"),
    [
        # a gap left: a cube right of it would follow an empty slot
        (
            MoveCube("x", "temporary", 0, "y", "temporary", 0),
            "A's cube cannot leave X temporary slot 1: the cube in temporary slot 2 would "
            "follow an empty slot (temporary cubes fill a run from the left)",
        ),
        # a gap made: past the end of the run
        (
            MoveCube("x", "permanent", 0, "y", "temporary", 2),
            "Y temporary slot 3 would leave a gap: temporary slot 1 is empty, and temporary "
            "cubes fill a run from the left",
        ),
        # within its own row, past the end
        (
            MoveCube("x", "temporary", 2, "x", "temporary", 3),
            "X temporary slot 4 would leave a gap: temporary slot 3 is empty, and temporary "
            "cubes fill a run from the left",
        ),
        (
            MoveCube("x", "temporary", 2, "y", "permanent", 0),
            "Y permanent slot 1 holds B's cube: a cube moves only to a free place",
        ),
        (
            MoveCube("y", "permanent", 0, "x", "permanent", 1),
            "the permanent row of X is full: a cube can go beside it, to the overflow",
        ),
        (
            MoveCube("y", "permanent", 0, "z", "temporary", 0),
            "the temporary row of Z is full",
        ),
        (
            MoveCube("x", "permanent", 0, "y", "overflow", 0),
            "permanent slot 2 of Y is free: the overflow is only beside a full permanent row",
        ),
        (
            MoveCube("y", "permanent", 1, "x", "overflow", 0),
            "there is no cube in Y permanent slot 2",
        ),
        (
            MoveCube("y", "permanent", 0, "x", "permanent", 2),
            "X has no permanent slot 3: it has 2 slots",
        ),
        (
            MoveCube("y", "permanent", 0, "x", "overflow", 1),
            "X has no overflow place 2: the next one is 1",
        ),
        (MoveCube("w", "permanent", 0, "x", "overflow", 0), "there is no Region 'w'"),
        (
            MoveCube("x", "row", 0, "y", "overflow", 0),  # type: ignore[arg-type]
            "the row must be 'permanent', 'temporary' or 'overflow', not 'row'",
        ),
        (MoveCube("x", "permanent", -1, "y", "temporary", 0), "-1 is not a place in a row"),
    ],
)
def test_a_move_the_rules_refuse_says_why(op: MoveCube, reason: str) -> None:
    b = board(
        region("x", perm=["a", "b"], temp=["a", "b", "a"]),
        region("y", perm=["b", None]),
        region("z", temp=["a", "a", "a", "a"]),
        players="ab",
    )
    assert refused(b, op) == reason


def test_a_cube_put_back_on_its_own_place_changes_nothing_and_is_no_step() -> None:
    b = standard_board()
    out = apply(b, MoveCube("africa", "temporary", 0, "africa", "temporary", 0))
    assert isinstance(out, Outcome) and not out.changed and out.board is b
    assert out.summary == "EU's cube is already in Africa temporary slot 1"


def test_a_move_mends_a_row_with_a_gap_and_never_makes_it_worse() -> None:
    """A row read with a gap (an odd position being repaired): the cube after the gap moves
    into it; a move that would leave another gap is still refused."""
    valid = board(region("x"), region("y"), players="ab")
    x = valid.region("x")
    b = valid.with_region(x.with_rows(x.permanent, x.overflow, ("a", None, "b", None)))
    assert not is_valid(b)
    assert refused(b, MoveCube("x", "temporary", 0, "y", "temporary", 0)).startswith(
        "A's cube cannot leave X temporary slot 1"
    )
    mended, _ = moved(b, MoveCube("x", "temporary", 2, "x", "temporary", 1))
    assert mended.region("x").temporary == ("a", "b", None, None)
    assert is_valid(mended)


def test_a_move_step_is_kept_in_a_game_file_with_its_words() -> None:
    tree = Variations(standard_board())
    op = MoveCube("europe", "permanent", 1, "americas", "permanent", 1)
    result = apply(tree.root.board, op)
    assert isinstance(result, Outcome)
    text = step_text(tree.root.board, op, result.events)
    tree.current = tree.adopt(Node(tree.root, op, result.board, text))
    read = loads_game(dumps_game(tree))
    assert read.current.board == result.board
    assert (
        read.current.text
        == text
        == ("USA's cube moves from Europe permanent slot 2 to Americas permanent slot 2")
    )


# -- any move of any cube ----------------------------------------------------------------------

places = st.tuples(st.sampled_from(["x", "y"]), st.sampled_from(ROW_NAMES), st.integers(0, 4))
owners = st.sampled_from(["a", "b", None])


@settings(max_examples=300, deadline=None)
@given(
    st.lists(owners, min_size=2, max_size=2),
    st.lists(owners, min_size=4, max_size=4),
    st.lists(st.sampled_from("ab"), max_size=2),
    places,
    places,
)
def test_a_move_keeps_every_cube_and_a_valid_board_valid(
    perm: list[str | None],
    temp: list[str | None],
    overflow: list[str],
    source: tuple[str, str, int],
    target: tuple[str, str, int],
) -> None:
    run = [c for c in temp if c is not None]
    b = board(
        region("x", perm=perm, temp=run, overflow=overflow),
        region("y", perm=["b"], temp=["a"]),
        players="ab",
    )
    out = apply(b, MoveCube(*source, *target))  # type: ignore[arg-type]
    if isinstance(out, Refusal):
        return
    after = out.board
    cubes = [c for r in b.regions for c in r.cubes()]
    assert Counter(c for r in after.regions for c in r.cubes()) == Counter(cubes)
    assert after.vp == b.vp
    assert is_valid(after)
