"""What a step changed (rules/history/changes.py): the slots, Armies and VP that differ."""

from __future__ import annotations

from hypothesis import given, settings

from boards import board, region
from influence_board.rules import (
    Add,
    Board,
    Convert,
    Operation,
    Outcome,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.rules.edit_operations import EditOperation, RemoveRegion, SetSlots
from influence_board.rules.history.changes import (
    NO_CHANGES,
    Changes,
    changed_cells,
    changes,
    vp_text,
)
from positions import positions


def step(b: Board, op: Operation | EditOperation) -> Board:
    out = apply(b, op)
    assert isinstance(out, Outcome), out
    return out.board


def test_a_push_out_changes_the_whole_temporary_row_and_no_vp() -> None:
    """RULES.md example A: the full row slides, e's cube takes the last slot, 0 VP."""
    b = board(region("europe", permanent=[1, 1], temporary=[5, 4, 3, 2]), players="abcde")
    for p in "abcd":
        b = step(b, Add("europe", p, "temporary"))
    after = step(b, Add("europe", "e", "temporary"))
    found = changes(b, after)
    assert found.cells == {("europe", "temporary", i) for i in range(4)}
    assert found.vp == ()
    assert found.armies == frozenset()


def test_an_addition_changes_one_slot_and_the_players_vp() -> None:
    b = board(region("europe", permanent=[1, 1], temporary=[5, 4, 3, 2]), players="abcd")
    after = step(b, Add("europe", "b", "temporary"))
    assert changes(b, after) == Changes(
        frozenset({("europe", "temporary", 0)}), frozenset(), (("b", 5),)
    )


def test_a_convert_changes_the_permanent_slot_and_the_slid_cells() -> None:
    """RULES.md example C: permanent a _, temporary b c _ _."""
    b = board(region("r", permanent=[1, 1], temp=["a", "b", "c"]), players="abc")
    after = step(b, Convert("r", "a", 0))
    assert changed_cells(b, after) == {
        ("r", "permanent", 0),
        ("r", "temporary", 0),
        ("r", "temporary", 1),
        ("r", "temporary", 2),
    }
    # Converted into the second permanent slot: only that slot is new above the line.
    after = step(b, Convert("r", "a", 0, 1))
    assert ("r", "permanent", 1) in changed_cells(b, after)
    assert ("r", "permanent", 0) not in changed_cells(b, after)


def test_a_convert_to_overflow_marks_the_overflow_place() -> None:
    b = board(region("r", perm=["b", "c"], temp=["a"]), players="abc")
    after = step(b, Convert("r", "a", 0))
    assert changed_cells(b, after) == {("r", "overflow", 0), ("r", "temporary", 0)}


def test_a_reset_changes_only_the_places_that_moved() -> None:
    """RULES.md example B: x a b c -> x b c a; x's place is untouched."""
    b = board(region("r", temp=["x", "a", "b", "c"]), players="abcx")
    after = step(b, Reset("r", "a", 1))
    assert changed_cells(b, after) == {("r", "temporary", i) for i in (1, 2, 3)}


def test_removing_an_overflow_cube_changes_the_places_after_it() -> None:
    b = board(region("r", perm=["a", "b"], overflow=["a", "b"]), players="ab")
    after = step(b, Remove("r", "overflow", 0))
    assert changed_cells(b, after) == {("r", "overflow", 0), ("r", "overflow", 1)}


def test_armies_and_scoring_change_no_slot() -> None:
    b = board(region("r", perm=["a", "b"], temp=["a"]), region("s"), players="ab")
    after = step(b, SetArmies("s", "b", 2))
    assert changes(b, after) == Changes(armies=frozenset({"s"}))
    scored = step(b, Score("r"))
    found = changes(b, scored)
    assert found.cells == frozenset() and found.armies == frozenset()
    assert dict(found.vp) == {"a": 2 + 7, "b": 1 + 4}
    assert found.regions() == frozenset()


def test_undo_is_the_same_places_and_the_opposite_vp() -> None:
    b = board(region("europe", temporary=[5, 4, 3, 2]), players="ab")
    after = step(b, Add("europe", "a", "temporary"))
    forward, back = changes(b, after), changes(after, b)
    assert forward.cells == back.cells
    assert back.vp == (("a", -5),)


def test_the_same_board_changes_nothing() -> None:
    b = board(region("r", temp=["a"]))
    assert changes(b, b) is NO_CHANGES
    assert not changes(b, board(region("r", temp=["a"])))


def test_an_edited_slot_vp_is_a_change_of_that_slot() -> None:
    b = board(region("r", permanent=[1, 1], temporary=[4, 3]))
    after = step(b, SetSlots("r", "permanent", (1, 2)))
    assert changed_cells(b, after) == {("r", "permanent", 1)}


def test_a_removed_region_counts_every_place_it_had() -> None:
    b = board(region("r", permanent=[1], temporary=[4, 3]), region("s"))
    after = step(b, RemoveRegion("r"))
    assert changed_cells(b, after) == {
        ("r", "permanent", 0),
        ("r", "temporary", 0),
        ("r", "temporary", 1),
    }


def test_vp_in_words() -> None:
    b = board(region("r"), players="ab")
    assert vp_text(b, (("a", 4), ("b", -2))) == "A +4, B −2"
    assert vp_text(b, ()) == ""


@settings(max_examples=60, deadline=None)
@given(positions(), positions())
def test_changed_cells_are_exactly_the_places_that_differ(a: Board, b: Board) -> None:
    """Any two positions of one board: a place is changed exactly when its cube differs,
    and the changes both ways are the same places."""
    cells = changed_cells(a, b)
    assert cells == changed_cells(b, a)
    for ra, rb in zip(a.regions, b.regions, strict=True):
        for row in ("permanent", "temporary"):
            for i, (x, y) in enumerate(zip(getattr(ra, row), getattr(rb, row), strict=True)):
                assert ((ra.id, row, i) in cells) == (x != y)
        longest = max(len(ra.overflow), len(rb.overflow))
        for i in range(longest):
            x = ra.overflow[i] if i < len(ra.overflow) else None
            y = rb.overflow[i] if i < len(rb.overflow) else None
            assert ((ra.id, "overflow", i) in cells) == (x != y)
    assert dict(changes(a, b).vp) == {
        p: n - a.vp_of(p) for p, n in b.vp_dict().items() if n != a.vp_of(p)
    }
