"""The worked examples of RULES.md §6 (one test each), then the other rule operations,
refusals and majorities (RULES.md §2-§5), against the engine's API."""

from __future__ import annotations

import pytest

from boards import LOCAL, board, region
from influence_board.rules import (
    Add,
    Board,
    Convert,
    Outcome,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
    Standing,
    apply,
    can_score,
    counts,
    empty_permanent,
    ranking,
)
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.rules.operations import Operation, RowName

# -- helpers ----------------------------------------------------------------------------------


def done(b: Board, op: Operation) -> Outcome:
    """Apply an operation that the rules allow and that changes the board."""
    out = apply(b, op)
    assert isinstance(out, Outcome), f"{op} was refused: {getattr(out, 'reason', out)}"
    assert out.changed, f"{op} changed nothing: {out.summary}"
    return out


def unchanged(b: Board, op: Operation) -> Outcome:
    """Apply an operation that the rules allow but that has no effect."""
    out = apply(b, op)
    assert isinstance(out, Outcome), f"{op} was refused: {getattr(out, 'reason', out)}"
    assert out.changed is False
    assert out.board == b
    assert out.events, "a 'no change' outcome still says why"
    return out


def refused(b: Board, op: Operation) -> Refusal:
    """Apply an operation that the rules refuse: a Refusal with a reason, nothing changed."""
    before = dumps(b)
    out = apply(b, op)
    assert isinstance(out, Refusal), f"{op} was not refused"
    assert out.reason
    assert isinstance(out.reason, str) and out.reason.strip()
    assert dumps(b) == before
    return out


def texts(out: Outcome) -> str:
    return " | ".join(e.text for e in out.events)


def kinds(out: Outcome) -> list[str]:
    return [e.kind for e in out.events]


def places(b: Board, rid: str) -> list[tuple[str, int, int, int, int]]:
    order = [p.id for p in b.participants()]
    return [(s.owner, s.count, s.armies, s.place, s.bonus) for s in ranking(b.region(rid), order)]


def by_place(rows: list[tuple[str, int, int, int, int]]) -> list[tuple[str, int, int, int, int]]:
    """Rankings compared without relying on how fully tied owners are listed."""
    return sorted(rows, key=lambda r: (r[3], r[0]))


# -- RULES.md §6: the worked examples ---------------------------------------------------------


def test_example_a_push_out() -> None:
    b = board(
        region("europe", name="Europe", permanent=[1, 1, 1, 1], temporary=[5, 4, 3, 2]),
        players="abcde",
    )
    for player, gain in zip("abcd", (5, 4, 3, 2), strict=True):
        out = done(b, Add("europe", player, "temporary"))
        assert out.board.vp_of(player) == gain
        assert [e.vp for e in out.events if e.owner == player] == [gain]
        b = out.board
    assert b.region("europe").temporary == ("a", "b", "c", "d")
    assert b.vp_dict() == {"a": 5, "b": 4, "c": 3, "d": 2, "e": 0}

    out = done(b, Add("europe", "e", "temporary"))
    europe = out.board.region("europe")
    assert europe.temporary == ("b", "c", "d", "e")
    assert out.board.vp_dict() == {"a": 5, "b": 4, "c": 3, "d": 2, "e": 0}
    assert all(e.vp == 0 for e in out.events), "nobody scores on a push-out"
    # a's cube left the Region, back to a.
    assert "a" not in counts(europe)
    pushed = [e for e in out.events if e.kind == "pushed_out"]
    assert [e.owner for e in pushed] == ["a"]
    assert "A" in pushed[0].text and "Europe" in pushed[0].text
    # the words name the newcomer too, and the cubes that slid
    assert "E" in texts(out)
    slid = [e.text for e in out.events if e.kind == "slid"]
    assert slid and all(name in slid[0] for name in ("B", "C", "D"))


def test_example_b_reset() -> None:
    b = board(region("r", temporary=[4, 3, 2, 1], temp=["x", "a", "b", "c"]), players="xabc")
    out = done(b, Reset("r", "a", 1))
    assert out.board.region("r").temporary == ("x", "b", "c", "a")
    assert out.board.vp_dict() == {"x": 0, "a": 0, "b": 0, "c": 0}
    assert all(e.vp == 0 for e in out.events)
    assert "reset" in kinds(out)
    slid = [e.text for e in out.events if e.kind == "slid"]
    assert slid and "B" in slid[0] and "C" in slid[0]

    # The cube is now rightmost: a second Reset changes nothing, and says so.
    again = unchanged(out.board, Reset("r", "a", 3))
    assert again.board.region("r").temporary == ("x", "b", "c", "a")
    assert kinds(again) == ["no_change"]


def test_example_b_reset_with_free_slots_after_the_run() -> None:
    # The cube goes back in the first free slot, i.e. the end of the run, not the row's end.
    b = board(region("r", temporary=[4, 3, 2, 1], temp=["a", "b"]), players="ab")
    out = done(b, Reset("r", "a", 0))
    assert out.board.region("r").temporary == ("b", "a", None, None)
    assert out.board.vp_dict() == {"a": 0, "b": 0}


def test_example_c_convert() -> None:
    b = board(region("r", permanent=[1, 1], temporary=[4, 3, 2, 1], temp=["a", "b", "c"]))
    out = done(b, Convert("r", "a", 0))
    r = out.board.region("r")
    assert r.permanent == ("a", None)
    assert r.temporary == ("b", "c", None, None)
    assert r.overflow == ()
    assert out.board.vp_dict() == {"a": 0, "b": 0, "c": 0, "d": 0}
    assert all(e.vp == 0 for e in out.events)
    assert "converted" in kinds(out)
    assert counts(r) == {"a": 1, "b": 1, "c": 1}


def test_example_c_convert_to_overflow_when_permanent_row_is_full() -> None:
    b = board(region("r", permanent=[1, 1], perm=["c", "d"], temp=["a", "b", "c"]))
    out = done(b, Convert("r", "a", 0))
    r = out.board.region("r")
    assert r.permanent == ("c", "d")
    assert r.overflow == ("a",)
    assert r.temporary == ("b", "c", None, None)
    assert out.board.vp_dict() == {"a": 0, "b": 0, "c": 0, "d": 0}
    assert counts(r)["a"] == 1


def _example_d_board() -> Board:
    temp = ["usa", "usa", "usa", "russia", "russia", "eu", "eu", "eu", "china", LOCAL]
    return board(
        region(
            "r",
            permanent=[1, 1],
            temporary=[1] * 10,
            bonus=[10, 7, 4, 2],
            perm=["usa", "russia"],
            temp=temp,
        ),
        players=["usa", "eu", "russia", "china"],
    )


def test_example_d_scoring() -> None:
    b = _example_d_board()
    b = done(b, SetArmies("r", "russia", 4)).board
    b = done(b, SetArmies("r", "eu", 1)).board
    r = b.region("r")
    assert counts(r) == {"usa": 4, "russia": 3, "eu": 3, "china": 1, LOCAL: 1}
    assert can_score(r)
    assert by_place(places(b, "r")) == [
        ("usa", 4, 0, 1, 10),
        ("russia", 3, 4, 2, 7),
        ("eu", 3, 1, 3, 4),
        ("china", 1, 0, 5, 0),
        (LOCAL, 1, 0, 5, 0),
    ]
    out = done(b, Score("r"))
    assert out.board.vp_dict() == {"usa": 14, "russia": 10, "eu": 7, "china": 1}
    gains = {e.owner: e.vp for e in out.events if e.kind == "scored"}
    assert gains == {"usa": 14, "russia": 10, "eu": 7, "china": 1, LOCAL: 0}
    # Scoring moves no cube.
    assert out.board.region("r") == r


def test_example_e_africa_slot() -> None:
    b = standard_board()
    africa = b.region("africa")
    assert africa.temporary[0] == "eu"
    assert africa.temporary_vp[0] == 4
    assert b.vp_dict() == {"usa": 0, "eu": 0, "russia": 0, "china": 0}

    out = done(b, Convert("africa", "eu", 0))
    africa = out.board.region("africa")
    assert africa.permanent == ("eu", None)
    assert africa.temporary == (None, None, None, None)
    assert out.board.vp_dict() == {"usa": 0, "eu": 0, "russia": 0, "china": 0}

    out = done(out.board, Add("africa", "usa", "temporary"))
    africa = out.board.region("africa")
    assert africa.temporary == ("usa", None, None, None)
    assert out.board.vp_dict() == {"usa": 4, "eu": 0, "russia": 0, "china": 0}
    assert [(e.owner, e.vp) for e in out.events] == [("usa", 4)]


def test_example_f_blocked_scoring() -> None:
    b = standard_board()
    africa = b.region("africa")
    assert not can_score(africa)
    assert empty_permanent(africa) == 2
    out = unchanged(b, Score("africa"))
    assert out.board.vp_dict() == b.vp_dict()
    assert kinds(out) == ["no_score"]
    assert "2 permanent slots empty" in out.events[0].text
    assert "Africa" in out.events[0].text


def test_example_g_permanent_refused() -> None:
    b = standard_board()
    assert b.region("central_asia").permanent == ("russia", None)
    b = done(b, Add("central_asia", "china", "permanent")).board
    assert b.region("central_asia").permanent == ("russia", "china")
    assert b.vp_dict() == {"usa": 0, "eu": 0, "russia": 0, "china": 1}

    no = refused(b, Add("central_asia", "usa", "permanent"))
    assert "Central Asia" in no.reason

    out = done(b, Add("central_asia", "usa", "permanent", source="card", force=True))
    r = out.board.region("central_asia")
    assert r.permanent == ("russia", "china")
    assert r.overflow == ("usa",)
    assert out.board.vp_dict() == b.vp_dict()
    assert [(e.owner, e.vp) for e in out.events] == [("usa", 0)]
    assert counts(r)["usa"] == 1


def _example_h_board() -> Board:
    """The standard board with Africa's temporary row (4-3-2-1) full of USA cubes."""
    b = standard_board()
    b = done(b, Remove("africa", "temporary", 0)).board  # the EU's starting cube
    for _ in range(4):
        b = done(b, Add("africa", "usa", "temporary", setup=True)).board
    assert b.region("africa").temporary == ("usa",) * 4
    return b


def test_example_h_push_out_that_changes_nothing_is_not_a_step() -> None:
    b = _example_h_board()
    china = done(b, Add("europe", "china", "temporary"))  # elsewhere: a step
    out = unchanged(china.board, Add("africa", "usa", "temporary"))
    assert out.board is china.board, "not a step: nothing new to keep or to undo"
    assert out.board.region("africa").temporary == ("usa",) * 4
    assert out.board.vp_dict() == china.board.vp_dict()
    # Still reported: the push-out happened, nobody scored, and the row reads the same.
    assert kinds(out) == ["placed", "pushed_out", "slid", "no_change"]
    assert all(e.vp == 0 for e in out.events)
    assert "Africa" in out.events[-1].text


def test_example_h_a_push_out_of_another_players_cube_is_a_step() -> None:
    b = _example_h_board()
    out = done(b, Add("africa", "china", "temporary"))
    assert out.board.region("africa").temporary == ("usa", "usa", "usa", "china")


def test_example_h_undo_in_a_replay_takes_back_chinas_addition() -> None:
    from influence_board.rules.formats.operation_lines import parse_lines
    from influence_board.rules.history.replay import replay

    b = _example_h_board()
    lines = "\n".join(
        [
            '{"op": "add", "region": "europe", "player": "china", "kind": "temporary"}',
            '{"op": "add", "region": "africa", "player": "usa", "kind": "temporary"}',
            '{"op": "undo"}',
        ]
    )
    result = replay(b, parse_lines(lines))
    assert result.refused is None
    assert result.board == b, "the undo took back China's addition, the only step"
    assert [e.event.text for e in result.events if e.line == 3] == [
        "Undo: China: temporary Influence in Europe, slot 1, +5 VP"
    ]


# -- adding Influence (§2) --------------------------------------------------------------------


def test_add_permanent_takes_leftmost_free_slot_and_scores_its_number() -> None:
    b = board(region("r", permanent=[1, 2, 3], perm=["b"]))
    out = done(b, Add("r", "a", "permanent"))
    assert out.board.region("r").permanent == ("b", "a", None)
    assert out.board.vp_of("a") == 2


def test_add_permanent_in_a_named_free_slot() -> None:
    b = board(region("r", permanent=[1, 2, 3]))
    out = done(b, Add("r", "a", "permanent", slot=2))
    assert out.board.region("r").permanent == (None, None, "a")
    assert out.board.vp_of("a") == 3
    assert "slot 3" in texts(out)


@pytest.mark.parametrize("slot", [0, 5])
def test_add_permanent_named_slot_not_free_or_missing_is_refused(slot: int) -> None:
    b = board(region("r", permanent=[1, 2, 3], perm=["b"]))
    refused(b, Add("r", "a", "permanent", slot=slot))


def test_add_temporary_cannot_name_a_slot() -> None:
    b = board(region("r"))
    refused(b, Add("r", "a", "temporary", slot=2))


def test_add_at_setup_places_without_scoring() -> None:
    b = board(region("r", permanent=[1, 1], temporary=[4, 3, 2, 1]))
    b = done(b, Add("r", "a", "temporary", setup=True)).board
    b = done(b, Add("r", "a", "permanent", setup=True)).board
    assert b.region("r").temporary == ("a", None, None, None)
    assert b.region("r").permanent == ("a", None)
    assert b.vp_of("a") == 0


def test_add_by_the_local_power_scores_nothing() -> None:
    b = board(region("r", permanent=[1, 1], temporary=[4, 3, 2, 1]))
    out = done(b, Add("r", LOCAL, "temporary"))
    assert out.board.region("r").temporary[0] == LOCAL
    assert out.board.vp == b.vp
    assert LOCAL not in out.board.vp_dict()


def test_add_source_is_kept_for_the_log_only() -> None:
    b = board(region("r"))
    plain = done(b, Add("r", "a", "temporary"))
    sourced = done(b, Add("r", "a", "temporary", source="Engage"))
    assert plain.board == sourced.board
    assert "Engage" in texts(sourced)


def test_add_temporary_push_out_a_local_power_cube() -> None:
    b = board(region("r", temporary=[2, 1], temp=[LOCAL, "a"]), players="ab")
    out = done(b, Add("r", "b", "temporary"))
    assert out.board.region("r").temporary == ("a", "b")
    assert out.board.vp_dict() == {"a": 0, "b": 0}
    assert [e.owner for e in out.events if e.kind == "pushed_out"] == [LOCAL]


def test_an_operation_replaces_one_region_and_shares_the_rest() -> None:
    b = standard_board()
    after = done(b, Add("europe", "usa", "temporary")).board
    for old, new in zip(b.regions, after.regions, strict=True):
        if old.id == "europe":
            assert old != new
        else:
            assert old is new


# -- moving Influence (§3) --------------------------------------------------------------------


def test_convert_into_a_named_permanent_slot() -> None:
    b = board(region("r", permanent=[1, 1, 1], temp=["b", "a", "c"]))
    out = done(b, Convert("r", "a", 1, slot=2))
    r = out.board.region("r")
    assert r.permanent == (None, None, "a")
    assert r.temporary == ("b", "c", None, None)
    assert out.board.vp_of("a") == 0


def test_convert_last_cube_of_the_run_slides_nobody() -> None:
    b = board(region("r", temp=["b", "a"]))
    out = done(b, Convert("r", "a", 1))
    assert out.board.region("r").temporary == ("b", None, None, None)
    assert "slid" not in kinds(out)


def test_convert_named_slot_not_free_is_refused() -> None:
    b = board(region("r", permanent=[1, 1], perm=["b"], temp=["a"]))
    refused(b, Convert("r", "a", 0, slot=0))


# -- Remove (§3, effects) ---------------------------------------------------------------------


def test_remove_permanent_leaves_the_slot_empty() -> None:
    b = board(region("r", permanent=[1, 1, 1], perm=["a", "b", "c"], temp=["d"]))
    assert can_score(b.region("r"))
    out = done(b, Remove("r", "permanent", 1))
    r = out.board.region("r")
    assert r.permanent == ("a", None, "c")
    assert not can_score(r)
    assert empty_permanent(r) == 1
    assert out.board.vp == b.vp
    assert [e.owner for e in out.events if e.kind == "removed"] == ["b"]
    assert "B" in texts(out)


def test_remove_temporary_slides_the_cubes_right_of_it() -> None:
    b = board(region("r", temp=["a", "b", "c", "d"]))
    out = done(b, Remove("r", "temporary", 1))
    assert out.board.region("r").temporary == ("a", "c", "d", None)
    assert out.board.vp == b.vp
    slid = [e.text for e in out.events if e.kind == "slid"]
    assert slid and "C" in slid[0] and "D" in slid[0]


def test_remove_the_last_temporary_cube_slides_nobody() -> None:
    b = board(region("r", temp=["a", "b"]))
    out = done(b, Remove("r", "temporary", 1))
    assert out.board.region("r").temporary == ("a", None, None, None)
    assert "slid" not in kinds(out)


def test_remove_overflow_cube_just_goes() -> None:
    b = board(region("r", perm=["a", "b"], overflow=["c", "d"]))
    out = done(b, Remove("r", "overflow", 0))
    r = out.board.region("r")
    assert r.overflow == ("d",)
    assert r.permanent == ("a", "b")
    assert [e.owner for e in out.events if e.kind == "removed"] == ["c"]


def test_a_slot_emptied_by_remove_scores_again_when_filled() -> None:
    b = board(region("r", temporary=[4, 3, 2, 1], temp=["a", "b"]))
    b = done(b, Remove("r", "temporary", 0)).board
    out = done(b, Add("r", "c", "temporary"))
    assert out.board.region("r").temporary == ("b", "c", None, None)
    assert out.board.vp_of("c") == 3


@pytest.mark.parametrize(
    ("row", "index"),
    [
        ("permanent", 1),  # empty slot
        ("permanent", 2),  # out of range
        ("temporary", 1),  # empty slot
        ("temporary", 4),  # out of range
        ("overflow", 0),  # nothing in overflow
    ],
)
def test_remove_nothing_there_is_refused(row: RowName, index: int) -> None:
    b = board(region("r", perm=["a"], temp=["b"]))
    refused(b, Remove("r", row, index))


# -- Armies -----------------------------------------------------------------------------------


def test_set_armies_and_back_to_zero() -> None:
    b = board(region("r", perm=["a", "b"]))
    b2 = done(b, SetArmies("r", "b", 3)).board
    assert b2.region("r").armies_of("b") == 3
    # the tie between a and b (one cube each) is broken by b's Armies
    assert places(b2, "r") == [("b", 1, 3, 1, 7), ("a", 1, 0, 2, 4)]
    b3 = done(b2, SetArmies("r", "b", 0)).board
    assert b3.region("r").armies_of("b") == 0
    assert b3.region("r") == b.region("r")


def test_set_armies_to_the_current_count_is_no_change() -> None:
    b = board(region("r", perm=["a"], armies={"a": 2}))
    unchanged(b, SetArmies("r", "a", 2))
    unchanged(b, SetArmies("r", "b", 0))


def test_set_armies_negative_is_refused() -> None:
    b = board(region("r"))
    refused(b, SetArmies("r", "a", -1))


def test_set_armies_for_the_local_power() -> None:
    b = board(region("r", perm=["a", LOCAL]))
    b = done(b, SetArmies("r", LOCAL, 1)).board
    assert places(b, "r")[0][:4] == (LOCAL, 1, 1, 1)


# -- scoring (§5) -----------------------------------------------------------------------------


def test_score_all_regions_in_board_order() -> None:
    b = board(
        region("north", name="North", permanent=[1], bonus=[5, 3], perm=["a"], temp=["b", "a"]),
        region("middle", name="Middle", permanent=[1, 1], perm=["a"], temp=["b"]),
        region("south", name="South", permanent=[1], bonus=[6, 2], perm=["b"]),
    )
    out = done(b, Score())
    # North: a 2 cubes 1st (5) -> 7, b 1 cube 2nd (3) -> 4. Middle cannot score.
    # South: b 1 cube 1st (6) -> 7.
    assert out.board.vp_dict() == {"a": 7, "b": 11, "c": 0, "d": 0}
    regions = [e.region for e in out.events]
    in_board_order: list[str | None] = ["north", "middle", "south"]
    assert regions == sorted(regions, key=in_board_order.index)
    assert {e.region for e in out.events} == {"north", "middle", "south"}
    middle = [e for e in out.events if e.region == "middle"]
    assert [e.kind for e in middle] == ["no_score"]
    assert "1 permanent slot empty" in middle[0].text
    # Scoring twice scores twice (it is the game's after-round scoring, not a state).
    twice = done(out.board, Score())
    assert twice.board.vp_dict() == {"a": 14, "b": 22, "c": 0, "d": 0}


def test_score_counts_overflow_cubes() -> None:
    b = board(region("r", permanent=[1], bonus=[5, 3], perm=["a"], overflow=["a", "b"]))
    out = done(b, Score("r"))
    assert out.board.vp_dict() == {"a": 2 + 5, "b": 1 + 3, "c": 0, "d": 0}


def test_score_local_power_takes_a_place_and_earns_nothing() -> None:
    b = board(region("r", permanent=[1], bonus=[5, 3, 1], perm=[LOCAL], temp=[LOCAL, "a"]))
    out = done(b, Score("r"))
    assert out.board.vp_dict() == {"a": 1 + 3, "b": 0, "c": 0, "d": 0}
    local = [e for e in out.events if e.owner == LOCAL]
    assert len(local) == 1 and local[0].vp == 0


def test_score_every_region_when_none_can_is_no_change() -> None:
    unchanged(standard_board(), Score())


# -- refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "op",
    [
        Add("atlantis", "a", "temporary"),
        Convert("atlantis", "a", 0),
        Reset("atlantis", "a", 0),
        Remove("atlantis", "temporary", 0),
        SetArmies("atlantis", "a", 1),
        Score("atlantis"),
    ],
    ids=lambda op: type(op).__name__,
)
def test_unknown_region_is_refused(op: Operation) -> None:
    b = board(region("r", temp=["a"]))
    no = refused(b, op)
    assert "atlantis" in no.reason


@pytest.mark.parametrize(
    "op",
    [
        Add("r", "zed", "temporary"),
        Add("r", "zed", "permanent"),
        Convert("r", "zed", 0),
        Reset("r", "zed", 0),
        SetArmies("r", "zed", 1),
    ],
    ids=lambda op: type(op).__name__,
)
def test_unknown_owner_is_refused(op: Operation) -> None:
    b = board(region("r", temp=["a", "b"]))
    no = refused(b, op)
    assert "zed" in no.reason


@pytest.mark.parametrize("make", [Convert, Reset], ids=["Convert", "Reset"])
@pytest.mark.parametrize(
    "index",
    [
        1,  # b's cube, not a's
        2,  # an empty slot
        4,  # past the row (4 slots)
        99,
    ],
)
def test_index_that_is_not_the_players_temporary_cube_is_refused(
    make: type[Convert | Reset], index: int
) -> None:
    b = board(region("r", temp=["a", "b"]))
    refused(b, make("r", "a", index))


def test_refusal_names_whose_cube_it_is() -> None:
    b = board(region("r", temp=["a", "b"]))
    no = refused(b, Convert("r", "a", 1))
    assert "B" in no.reason


def test_add_temporary_to_a_region_without_temporary_slots_is_refused() -> None:
    b = board(region("r", temporary=[]))
    refused(b, Add("r", "a", "temporary"))


def test_add_unknown_kind_is_refused() -> None:
    b = board(region("r"))
    refused(b, Add("r", "a", "sideways"))  # type: ignore[arg-type]


# -- majorities (§4) --------------------------------------------------------------------------


def test_ranking_nobody_with_cubes_ranks_nobody() -> None:
    b = board(region("r"))
    assert ranking(b.region("r")) == ()


def test_ranking_participants_without_cubes_do_not_rank() -> None:
    b = board(region("r", perm=["a"]))
    assert [s.owner for s in ranking(b.region("r"), ["a", "b", "c", "d"])] == ["a"]


def test_ranking_ties_share_the_lowest_place_they_span() -> None:
    b = board(region("r", bonus=[9, 6, 3, 1], temp=["a", "b", "c", "d"], perm=["d"]))
    # d has 2 cubes: 1st. a, b and c tie for 2nd-4th: each gets the 4th bonus.
    assert by_place(places(b, "r")) == [
        ("d", 2, 0, 1, 9),
        ("a", 1, 0, 4, 1),
        ("b", 1, 0, 4, 1),
        ("c", 1, 0, 4, 1),
    ]


def test_ranking_two_tied_for_first_get_the_second_bonus_and_the_next_is_third() -> None:
    b = board(region("r", bonus=[9, 6, 3], perm=["a", "b"], temp=["a", "b", "c"]))
    assert by_place(places(b, "r")) == [
        ("a", 2, 0, 2, 6),
        ("b", 2, 0, 2, 6),
        ("c", 1, 0, 3, 3),
    ]


def test_ranking_bonus_is_zero_past_the_end_of_the_list() -> None:
    b = board(region("r", bonus=[5], perm=["a", "a"], temp=["b", "c"]))
    assert by_place(places(b, "r")) == [
        ("a", 2, 0, 1, 5),
        ("b", 1, 0, 3, 0),
        ("c", 1, 0, 3, 0),
    ]


def test_ranking_empty_bonus_list() -> None:
    b = board(region("r", bonus=[], perm=["a"]))
    assert places(b, "r") == [("a", 1, 0, 1, 0)]


def test_ranking_local_power_is_a_participant() -> None:
    b = board(region("r", bonus=[8, 4, 2], perm=[LOCAL, LOCAL], temp=["a", "b", "b"]))
    assert by_place(places(b, "r")) == [
        ("b", 2, 0, 2, 4),
        (LOCAL, 2, 0, 2, 4),
        ("a", 1, 0, 3, 2),
    ]


def test_ranking_armies_break_ties_and_remaining_ties_share() -> None:
    b = board(
        region(
            "r",
            bonus=[10, 7, 4, 2],
            temp=["a", "b", "c", LOCAL],
            armies={"c": 2, LOCAL: 2, "a": 1},
        )
    )
    # One cube each: c and the local power lead on 2 Armies (share 2nd), a 3rd, b 4th.
    assert by_place(places(b, "r")) == [
        ("c", 1, 2, 2, 7),
        (LOCAL, 1, 2, 2, 7),
        ("a", 1, 1, 3, 4),
        ("b", 1, 0, 4, 2),
    ]


def test_ranking_standings_are_in_rank_order() -> None:
    b = board(region("r", bonus=[3, 2, 1], perm=["c", "c"], temp=["a", "b", "b"]))
    standings = ranking(b.region("r"), ["a", "b", "c", "d"])
    assert all(isinstance(s, Standing) for s in standings)
    owners = [s.owner for s in standings]
    assert owners in (["b", "c", "a"], ["c", "b", "a"])
    assert [s.place for s in standings] == [2, 2, 3]


def test_ranking_order_only_decides_how_full_ties_are_listed() -> None:
    r = board(region("r", perm=["a", "b"])).region("r")
    one = ranking(r, ["a", "b"])
    other = ranking(r, ["b", "a"])
    assert [s.owner for s in one] == ["a", "b"]
    assert [s.owner for s in other] == ["b", "a"]
    assert {s.to_json()["owner"]: s for s in one} == {s.owner: s for s in other}


def test_standing_to_json_keys() -> None:
    r = board(region("r", perm=["a"])).region("r")
    (s,) = ranking(r)
    assert s.to_json() == {"owner": "a", "count": 1, "armies": 0, "place": 1, "bonus": 7}


def test_counts_permanent_overflow_and_temporary() -> None:
    r = board(region("r", perm=["a", "b"], overflow=["a"], temp=["a", LOCAL])).region("r")
    assert counts(r) == {"a": 3, "b": 1, LOCAL: 1}


def test_can_score_only_when_every_permanent_slot_is_filled() -> None:
    full = board(region("r", permanent=[1, 1], perm=["a", "b"])).region("r")
    half = board(region("r", permanent=[1, 1], perm=[None, "b"], temp=["a"])).region("r")
    assert can_score(full) and empty_permanent(full) == 0
    assert not can_score(half) and empty_permanent(half) == 1


def test_overflow_cubes_do_not_fill_permanent_slots() -> None:
    r = board(region("r", permanent=[1, 1, 1], perm=["a"], overflow=["b", "c"])).region("r")
    assert not can_score(r)
    assert empty_permanent(r) == 2


def test_region_without_permanent_slots_can_score() -> None:
    r = board(region("r", permanent=[], temp=["a"])).region("r")
    assert can_score(r) and empty_permanent(r) == 0


def test_standard_board_blocked_regions() -> None:
    b = standard_board()
    empty = {r.id: empty_permanent(r) for r in b.regions}
    assert empty == {
        "europe": 1,
        "central_asia": 1,
        "americas": 1,
        "middle_east_north_africa": 3,
        "africa": 2,
        "south_asia": 2,
        "east_asia_pacific": 1,
    }
    assert not any(can_score(r) for r in b.regions)


def test_standard_board_local_powers_rank() -> None:
    b = standard_board()
    assert by_place(places(b, "middle_east_north_africa")) == [
        ("eu", 1, 0, 3, 4),
        (LOCAL, 1, 0, 3, 4),
        ("usa", 1, 0, 3, 4),
    ]
    assert by_place(places(b, "south_asia")) == [
        ("china", 1, 0, 2, 5),
        (LOCAL, 1, 0, 2, 5),
    ]
