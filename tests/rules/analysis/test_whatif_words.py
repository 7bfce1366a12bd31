"""The words of what-if in the window, from the rules: one option (`option_for`) and its
line (`summary`), and a comparison read per Region (rules/analysis/diff.py)."""

from __future__ import annotations

from boards import allowed
from influence_board.rules import Add, Convert, Remove
from influence_board.rules.analysis.diff import (
    badge,
    badges,
    cube_changes,
    cubes_moved,
    diff,
    place_changes,
)
from influence_board.rules.analysis.options import option_for, options, summary
from influence_board.rules.formats.scenario import standard_board


def test_option_for_reads_a_choice_as_the_options_list_does() -> None:
    board = standard_board()
    for option in options(board, "china"):
        assert option_for(board, option.op) == option


def test_option_for_a_refused_choice_or_no_step_is_none() -> None:
    board = standard_board()
    assert option_for(board, Add("europe", "usa", "permanent", slot=0)) is None  # taken
    assert option_for(board, Convert("africa", "usa", 0)) is None  # not USA's cube


def test_summary_of_filling_the_last_permanent_slot() -> None:
    board = standard_board()
    option = option_for(board, Add("central_asia", "eu", "permanent"))
    assert option is not None
    # Russia 1 cube, the EU 1 cube, no Armies: fully tied, both 2nd (RULES.md ties); the
    # Region can score now, so each would get 1 per cube + the 2nd bonus 4.
    assert summary(board, option) == (
        "+1 VP; EU enters Central Asia 2nd=; Central Asia could score; "
        "worth 5 if scored now (was 0); Russia +5 if scored"
    )


def test_summary_in_setup_mode_and_for_the_local_power() -> None:
    board = standard_board()
    option = option_for(board, Add("africa", "local", "permanent", setup=True))
    assert option is not None and option.vp == 0
    assert summary(board, option, setup=True).startswith("setup, no VP; Local powers enters")


def test_a_push_out_is_named() -> None:
    board = standard_board()
    for player in ("usa", "russia", "china"):
        board = allowed(board, Add("africa", player, "temporary")).board
    option = option_for(board, Add("africa", "usa", "temporary"))
    assert option is not None
    assert "pushes out EU" in summary(board, option).split("; ")


def test_badge_says_places_gained_and_lost_and_each_owners_cubes() -> None:
    a = standard_board()
    b = allowed(a, Add("americas", "china", "permanent")).board
    b = allowed(b, Add("americas", "china", "temporary")).board
    found = diff(a, b)
    (rd,) = found.regions
    changes = {(c.owner, c.a, c.b) for c in place_changes(rd)}
    assert changes == {("usa", 1, 2), ("china", None, 1)}
    assert cubes_moved(a.region("americas"), b.region("americas")) == 2
    assert badge(a, b, rd) == "▼ USA 1st -> 2nd; ▲ China - -> 1st; China +2 cubes"
    assert badges(a, b, found) == {"americas": badge(a, b, rd)}


def test_cubes_removed_and_added_are_said_so_not_moved() -> None:
    a = standard_board()  # Europe: EU, USA, Russia
    b = allowed(a, Remove("europe", "permanent", 0)).board
    for _ in range(4):
        b = allowed(b, Add("europe", "usa", "temporary")).board
    assert cube_changes(a, b, "europe") == ["USA +4 cubes", "EU −1 cube"]
    assert "moved" not in badge(a, b, next(r for r in diff(a, b).regions if r.region == "europe"))


def test_cubes_that_changed_slots_only_are_counted_by_slot() -> None:
    a = allowed(standard_board(), Add("africa", "usa", "temporary")).board
    b = allowed(a, Convert("africa", "usa", 1)).board
    assert cube_changes(a, b, "africa") == ["2 slots changed"]  # from and to


def test_no_badge_when_the_positions_are_the_same() -> None:
    board = standard_board()
    assert badges(board, board, diff(board, board)) == {}


def test_two_positions_in_different_rounds_differ() -> None:
    from dataclasses import replace

    from influence_board.rules.analysis.diff import lines

    a = standard_board()
    b = replace(a, round=4)
    found = diff(a, b)
    assert not found.same
    assert found.to_json()["round"] == [1, 4]
    assert lines(a, b, found) == ["round being played: 1 -> 4"]
    assert "round" not in diff(a, a).to_json()
