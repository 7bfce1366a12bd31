"""The scenario editor's operations (editing.py), through the single entry point apply()."""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence
from typing import get_args

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, event, given, note, settings

from boards import LOCAL, board, region
from influence_board.rules import (
    Add,
    AddLink,
    AddPlayer,
    AddRegion,
    Board,
    Convert,
    EditOperation,
    MovePlayer,
    MoveRegionInOrder,
    MoveRegions,
    Operation,
    Outcome,
    Participant,
    RecolorPlayer,
    Refusal,
    Region,
    Remove,
    RemoveLink,
    RemovePlayer,
    RemoveRegion,
    RenamePlayer,
    RenameRegion,
    Reset,
    Score,
    SetArmies,
    SetBoardName,
    SetBonus,
    SetLocalPower,
    SetSlots,
    SetVp,
    apply,
    check,
    is_valid,
)
from influence_board.rules.edit_operations import MoveCube, RenameRegionId
from influence_board.rules.formats.scenario import ScenarioError, dumps, loads, standard_board


def done(b: Board, op: object) -> Outcome:
    out = apply(b, op)  # type: ignore[arg-type]
    assert isinstance(out, Outcome), out
    return out


def refused(b: Board, op: object) -> str:
    out = apply(b, op)  # type: ignore[arg-type]
    assert isinstance(out, Refusal), out
    return out.reason


def edited(b: Board, op: object) -> tuple[Board, str]:
    """The Board after an edit that changed something, and its one event's text."""
    out = done(b, op)
    assert out.changed
    assert [e.kind for e in out.events] == ["edited"]
    assert out.board != b
    return out.board, out.events[0].text


def unchanged(b: Board, op: object) -> str:
    out = done(b, op)
    assert not out.changed
    assert out.board is b
    assert [e.kind for e in out.events] == ["no_change"]
    return out.events[0].text


def ids(b: Board) -> list[str]:
    return [r.id for r in b.regions]


def new_region(rid: str = "new", **kw: object) -> Region:
    fields: dict[str, object] = {
        "id": rid,
        "name": rid.title(),
        "permanent_vp": (1, 1),
        "temporary_vp": (3, 2, 1),
        "majority_bonus": (5, 3),
        "permanent": (None, None),
        "temporary": (None, None, None),
    }
    fields.update(kw)
    return Region(**fields)  # type: ignore[arg-type]


@pytest.fixture
def two() -> Board:
    """Two linked Regions with cubes of a, b and the local power; a has 3 VP."""
    return board(
        region("x", perm=["a", None], temp=["b", "a", LOCAL], overflow=["b"], armies={"a": 2}),
        region("y", perm=["b", "a"], temp=["a"], position=(10, 20)),
        players="abc",
        adjacency=[("x", "y")],
        vp={"a": 3, "b": 1},
    )


def test_every_edit_goes_through_apply() -> None:
    assert set(get_args(EditOperation)) == {
        AddRegion, RemoveRegion, RenameRegion, RenameRegionId, MoveRegionInOrder, SetSlots,
        SetBonus,
        AddPlayer, RemovePlayer, RenamePlayer, RecolorPlayer, MovePlayer, SetLocalPower,
        AddLink, RemoveLink, SetBoardName, SetVp, MoveCube,
    }  # fmt: skip
    b = standard_board()
    out = apply(b, SetVp("usa", 4))
    assert isinstance(out, Outcome) and out.board.vp_of("usa") == 4
    with pytest.raises(AssertionError):  # no operation at all: the caller's mistake
        apply(b, object())  # type: ignore[arg-type]


# -- Regions ---------------------------------------------------------------------------------


def test_add_region_at_the_end_and_at_an_index(two: Board) -> None:
    b, text = edited(two, AddRegion(new_region()))
    assert ids(b) == ["x", "y", "new"]
    assert text == "Region New added, place 3 of 3 in board order"
    assert b.region("new") == new_region()
    assert b.region_index("new") == 2  # the look-ups are rebuilt
    b, _ = edited(two, AddRegion(new_region(), 0))
    assert ids(b) == ["new", "x", "y"]
    assert b.region_index("x") == 1
    assert is_valid(b)
    assert loads(dumps(b)) == b


def test_add_region_normalises_its_position_and_rows() -> None:
    b, _ = edited(
        board(region("x")),
        AddRegion(new_region(position=(1.23456, 7), permanent=[None, None], armies=[("a", 1)])),
    )
    added = b.region("new")
    assert added.position == (1.23, 7.0)
    assert added.permanent == (None, None)
    assert added.armies == (("a", 1),)
    assert loads(dumps(b)) == b


@pytest.mark.parametrize(
    ("made", "index", "reason"),
    [
        (new_region("x"), None, "already a Region 'x'"),
        (new_region("bad id"), None, "is not an id"),
        (new_region(""), None, "is not an id"),
        (new_region(name="  "), None, "is not a name"),
        (new_region(), 3, "from 1 to 2"),
        (new_region(), -1, "from 1 to 2"),
        (new_region(), True, "from 1 to 2"),
        (new_region(permanent=(None,)), None, "1 place for 2 printed slots"),
        (new_region(temporary_vp=(1, 1.5, 2)), None, "whole numbers"),
        (new_region(overflow=(None,)), None, "overflow row must hold owner ids"),
        (new_region(armies=(("a", 0),)), None, "Armies"),
        (new_region(position=(math.nan, 0)), None, "off the board"),
        ("x", None, "expected a Region"),
    ],
)
def test_add_region_refusals(made: Region | str, index: int | bool | None, reason: str) -> None:
    b = board(region("x"))
    assert reason in refused(b, AddRegion(made, index))  # type: ignore[arg-type]  # "x" too


def test_add_region_may_hold_what_check_reports() -> None:
    # The editor lets invalid positions exist; validation says what is wrong.
    odd = new_region(temporary=("a", None, "zz"), permanent_vp=(-1, 1))
    b, _ = edited(board(region("x")), AddRegion(odd))
    assert {p.path for p in check(b) if p.severity == "error"} >= {
        "regions[1].cubes.temporary[2]",
        "regions[1].permanent[0]",
    }
    assert not is_valid(b)


def test_remove_region_drops_its_links_and_cubes(two: Board) -> None:
    b, text = edited(two, RemoveRegion("x"))
    assert ids(b) == ["y"]
    assert b.adjacency == ()
    assert b.vp == two.vp
    assert text == (
        "Region X removed; A's 2 cubes, B's 2 cubes and Local's cube go back to their owners; "
        "1 link removed"
    )
    assert b.region("y") is two.region("y")  # shared
    assert not b.has_region("x")
    assert "no Region 'x'" in refused(b, RemoveRegion("x"))
    assert "no Region" in refused(b, RemoveRegion(["x"]))  # type: ignore[arg-type]


def test_rename_region(two: Board) -> None:
    b, text = edited(two, RenameRegion("x", "Xanadu"))
    assert b.region("x").name == "Xanadu"
    assert text == "Region X renamed Xanadu"
    assert b.region("y") is two.region("y")
    assert unchanged(b, RenameRegion("x", "Xanadu")) == "Xanadu already has that name"
    assert "not a name" in refused(two, RenameRegion("x", " "))
    assert "no Region 'z'" in refused(two, RenameRegion("z", "Z"))


def test_move_region_in_board_order() -> None:
    b = board(region("p"), region("q"), region("r"))
    after, text = edited(b, MoveRegionInOrder("p", 2))
    assert ids(after) == ["q", "r", "p"]
    assert after.region_index("p") == 2
    assert text == "P moves to place 3 of 3 in board order (scoring order)"
    assert ids(done(b, MoveRegionInOrder("r", 0)).board) == ["r", "p", "q"]
    assert unchanged(b, MoveRegionInOrder("q", 1)) == "Q is already place 2 in board order"
    assert "from 1 to 3" in refused(b, MoveRegionInOrder("q", 3))
    # Scoring follows the new order.
    events = done(after, Score()).events
    assert [e.region for e in events] == ["q", "r", "p"]


def test_set_slots_grows_and_shrinks_the_permanent_row(two: Board) -> None:
    b, text = edited(two, SetSlots("y", "permanent", (2, 2, 3)))
    y = b.region("y")
    assert y.permanent_vp == (2, 2, 3)
    assert y.permanent == ("b", "a", None)
    assert text == "Y: permanent slots 1-1 to 2-2-3"
    b, text = edited(two, SetSlots("y", "permanent", (1,)))
    assert b.region("y").permanent == ("b",)
    assert text == "Y: permanent slots 1-1 to 1; A's cube goes back to A"
    assert b.vp == two.vp  # nobody loses or gains VP


def test_set_slots_shrinks_the_temporary_row_from_the_right(two: Board) -> None:
    b, text = edited(two, SetSlots("x", "temporary", (9,)))
    assert b.region("x").temporary == ("b",)
    assert (
        text == "X: temporary slots 4-3-2-1 to 9; A's cube and Local's cube go back to their owners"
    )
    b, _ = edited(two, SetSlots("x", "temporary", (4, 3, 2, 1, 0, 0)))
    assert b.region("x").temporary == ("b", "a", LOCAL, None, None, None)
    # Only printed VP change: same count, same cubes.
    b, text = edited(two, SetSlots("x", "temporary", (8, 3, 2, 1)))
    assert b.region("x").temporary == two.region("x").temporary
    assert text == "X: temporary slots 4-3-2-1 to 8-3-2-1"
    assert is_valid(b)


def test_set_slots_refusals_and_no_change(two: Board) -> None:
    assert unchanged(two, SetSlots("x", "permanent", (1, 1))) == (
        "X's permanent slots are already 1-1"
    )
    assert "'permanent' or 'temporary'" in refused(two, SetSlots("x", "overflow", (1,)))  # type: ignore[arg-type]
    assert "whole numbers" in refused(two, SetSlots("x", "permanent", (1, True)))
    assert "whole numbers" in refused(two, SetSlots("x", "permanent", "11"))  # type: ignore[arg-type]
    # Negative printed VP are allowed while editing, and reported.
    b, _ = edited(two, SetSlots("x", "permanent", (-1, 1)))
    assert [p.path for p in check(b) if p.severity == "error"] == ["regions[0].permanent[0]"]


def test_set_slots_to_nothing(two: Board) -> None:
    b, _ = edited(two, SetSlots("x", "permanent", ()))
    assert b.region("x").permanent == ()
    assert b.region("x").overflow == ("b",)  # overflow is not a slot
    assert "regions[0].permanent" in {p.path for p in check(b) if p.severity == "warning"}


def test_set_bonus(two: Board) -> None:
    b, text = edited(two, SetBonus("x", (9, 6, 3, 1)))
    assert b.region("x").majority_bonus == (9, 6, 3, 1)
    assert text == "X: majority bonus 7-4-2 to 9-6-3-1"
    assert unchanged(b, SetBonus("x", [9, 6, 3, 1])).startswith("X's majority bonus is already")  # type: ignore[arg-type]
    b, _ = edited(two, SetBonus("x", ()))
    assert b.region("x").majority_bonus == ()
    assert "whole numbers" in refused(two, SetBonus("x", (1.0,)))  # type: ignore[arg-type]


# -- participants ----------------------------------------------------------------------------


def test_add_player(two: Board) -> None:
    brazil = Participant("br", "Brazil", "#cc79a7")
    b, text = edited(two, AddPlayer(brazil, 1))
    assert [p.id for p in b.players] == ["a", "br", "b", "c"]
    assert b.vp == (3, 0, 1, 0)
    assert b.vp_of("b") == 1 and b.vp_of("br") == 0
    assert text == "Player Brazil added, place 2 of 4"
    assert b.regions is two.regions
    b, _ = edited(two, AddPlayer(brazil))
    assert b.players[-1] == brazil


@pytest.mark.parametrize(
    ("who", "reason"),
    [
        (Participant("a", "Again", "red"), "already A's"),
        (Participant(LOCAL, "L", "red"), "already Local's"),
        (Participant("no way", "N", "red"), "is not an id"),
        (Participant("n", "", "red"), "is not a name"),
        (Participant("n", "N", "rgb(1,2,3)"), "is not a colour"),
        (Participant("n", "N", "#12"), "is not a colour"),
        ("n", "expected a participant"),
    ],
)
def test_add_player_refusals(two: Board, who: Participant | str, reason: str) -> None:
    assert reason in refused(two, AddPlayer(who))  # type: ignore[arg-type]  # "n" too


def test_add_player_index_out_of_range(two: Board) -> None:
    assert "from 1 to 4" in refused(two, AddPlayer(Participant("n", "N", "red"), 4))


def test_remove_player_takes_its_cubes_armies_and_vp(two: Board) -> None:
    b, text = edited(two, RemovePlayer("a"))
    assert [p.id for p in b.players] == ["b", "c"]
    assert b.vp == (1, 0)
    x, y = b.region("x"), b.region("y")
    assert x.permanent == (None, None)
    assert x.temporary == ("b", LOCAL, None, None)  # the rest slid left
    assert x.overflow == ("b",)
    assert x.armies == ()
    assert y.permanent == ("b", None)
    assert y.temporary == (None, None, None, None)
    assert text == "Player A removed with their 3 VP; 4 cubes leave X, Y (back to A)"
    assert not b.is_participant("a")
    assert is_valid(b)
    assert loads(dumps(b)) == b


def test_remove_player_without_cubes_shares_every_region(two: Board) -> None:
    b, text = edited(two, RemovePlayer("c"))
    assert all(r1 is r2 for r1, r2 in zip(b.regions, two.regions, strict=True))
    assert text == "Player C removed with their 0 VP"


def test_remove_player_refusals(two: Board) -> None:
    assert "no player 'z'" in refused(two, RemovePlayer("z"))
    assert "SetLocalPower(None)" in refused(two, RemovePlayer(LOCAL))


def test_removing_every_player_is_allowed_and_reported() -> None:
    b = board(region("x"), players="a")
    b, _ = edited(b, RemovePlayer("a"))
    assert b.players == () and b.vp == ()
    assert [p.path for p in check(b) if p.severity == "error"] == ["players"]


def test_rename_and_recolor_players_and_the_local_power(two: Board) -> None:
    b, text = edited(two, RenamePlayer("a", "Alpha"))
    assert b.participant("a") == Participant("a", "Alpha", "#123456")
    assert text == "A renamed Alpha"
    assert b.regions is two.regions and b.vp == two.vp
    b, text = edited(b, RecolorPlayer("a", "#e69f00"))
    assert b.participant("a").color == "#e69f00"
    assert text == "Alpha's colour #123456 to #e69f00"
    b, _ = edited(b, RenamePlayer(LOCAL, "Locals"))
    assert b.local_power == Participant(LOCAL, "Locals", "black")
    b, _ = edited(b, RecolorPlayer(LOCAL, "dimgray"))
    assert b.local_power is not None and b.local_power.color == "dimgray"
    assert unchanged(b, RecolorPlayer("a", "#e69f00")) == "Alpha's colour is already #e69f00"
    assert unchanged(b, RenamePlayer("a", "Alpha")) == "Alpha already has that name"
    assert "not a colour" in refused(b, RecolorPlayer("a", "#abcd"))
    assert "not a name" in refused(b, RenamePlayer("a", ""))
    assert "neither a player nor the local power" in refused(b, RenamePlayer("z", "Z"))


def test_move_player(two: Board) -> None:
    b, text = edited(two, MovePlayer("a", 2))
    assert [p.id for p in b.players] == ["b", "c", "a"]
    assert b.vp == (1, 0, 3)
    assert b.vp_of("a") == 3
    assert text == "A moves to place 3 of 3 among the players"
    assert unchanged(two, MovePlayer("b", 1)) == "B is already place 2 of 3"
    assert "from 1 to 3" in refused(two, MovePlayer("a", 3))
    assert "local power, not a player" in refused(two, MovePlayer(LOCAL, 0))


def test_set_local_power_remove_add_and_change(two: Board) -> None:
    b, text = edited(two, SetLocalPower(None))
    assert b.local_power is None
    assert b.region("x").temporary == ("b", "a", None, None)
    assert text == "Local power Local removed; 1 cube leaves X (back to Local)"
    assert unchanged(b, SetLocalPower(None)) == "the board has no local power"
    lp = Participant("natives", "Natives", "#000000")
    b, text = edited(b, SetLocalPower(lp))
    assert b.local_power == lp
    assert text == "Local power Natives added"
    assert is_valid(b)


def test_set_local_power_new_id_renames_the_owner_everywhere(two: Board) -> None:
    b = done(two, SetArmies("y", LOCAL, 1)).board
    lp = Participant("natives", "Natives", "black")
    b, text = edited(b, SetLocalPower(lp))
    assert text == "Local power Local: id 'local' to 'natives', name Local to Natives"
    assert b.region("x").temporary == ("b", "a", "natives", None)
    assert b.region("y").armies == (("natives", 1),)
    assert LOCAL not in set().union(*(set(r.cubes()) for r in b.regions))
    assert is_valid(b)
    assert loads(dumps(b)) == b
    assert unchanged(b, SetLocalPower(lp)) == "the local power is already Natives"


def test_set_local_power_refusals(two: Board) -> None:
    assert "already A's" in refused(two, SetLocalPower(Participant("a", "A", "black")))
    assert "not an id" in refused(two, SetLocalPower(Participant("l p", "L", "black")))
    assert "expected a participant" in refused(two, SetLocalPower("local"))  # type: ignore[arg-type]


def test_set_vp(two: Board) -> None:
    b, text = edited(two, SetVp("b", -2))
    assert b.vp == (3, -2, 0)
    assert text == "B's VP 1 to -2"
    assert b.regions is two.regions
    assert unchanged(b, SetVp("b", -2)) == "B already has -2 VP"
    assert "whole number" in refused(two, SetVp("b", 1.5))  # type: ignore[arg-type]
    assert "local power, not a player" in refused(two, SetVp(LOCAL, 1))


# -- links, positions, name ------------------------------------------------------------------


def test_add_and_remove_links() -> None:
    b = board(region("p"), region("q"), region("r"))
    b, text = edited(b, AddLink("p", "q"))
    assert b.adjacency == (("p", "q"),)
    assert text == "P and Q are now adjacent"
    assert "already adjacent" in refused(b, AddLink("q", "p"))
    assert "itself" in refused(b, AddLink("r", "r"))
    assert "no Region 's'" in refused(b, AddLink("r", "s"))
    b, text = edited(b, RemoveLink("q", "p"))
    assert b.adjacency == ()
    assert text == "Q and P are no longer adjacent"
    assert "not linked" in refused(b, RemoveLink("p", "q"))


def test_set_board_name(two: Board) -> None:
    b, text = edited(two, SetBoardName("Final"))
    assert b.name == "Final"
    assert text == 'Board "test board" renamed "Final"'
    assert unchanged(b, SetBoardName("Final")) == "the board is already named Final"
    assert "not a name" in refused(b, SetBoardName("\n"))


def test_rule_operations_work_on_edited_boards(two: Board) -> None:
    b, _ = edited(two, AddPlayer(Participant("n", "N", "purple")))
    b, _ = edited(b, AddRegion(new_region("z")))
    out = done(b, Add("z", "n", "temporary"))
    assert out.board.vp_of("n") == 3
    b, _ = edited(out.board, MoveRegionInOrder("z", 0))
    assert done(b, Add("z", "n", "permanent")).board.region("z").permanent == ("n", None)


# -- the property ----------------------------------------------------------------------------

REGION_IDS = ["x", "y", "z", "new"]
OWNER_IDS = ["a", "b", "c", LOCAL, "n", "zz"]
BAD_IDS = ["bad id", "", None]
NAMES = ["Name", "Ünïcode", "Other name"]
BAD_NAMES = ["", "  ", None]
COLORS = ["#0072b2", "#e69f00", "red", "crimson", "#abc", "#ff00ff00", "nocolour"]
BAD_COLORS = ["", "rgb(0,0,0)", "#12"]


def sometimes_bad(good: Sequence[str], bad: Sequence[str | None]) -> st.SearchStrategy[str]:
    """Mostly good values, so that most edits get through; now and then a bad one (typed
    as the good ones on purpose: the edits must refuse what no caller should send)."""
    return st.sampled_from([*good] * 4 + [*bad])


region_ids = sometimes_bad(REGION_IDS, BAD_IDS)
owner_ids = sometimes_bad(OWNER_IDS, BAD_IDS)
names = sometimes_bad(NAMES, BAD_NAMES)
indices = st.none() | st.integers(-1, 5) | st.just(True)
vp_lists = st.lists(st.integers(-1, 6), max_size=5).map(tuple) | st.sampled_from(
    [(1.5,), ("1",), [1, 2], None]
)
participants = st.builds(Participant, owner_ids, names, sometimes_bad(COLORS, BAD_COLORS))
coordinate = st.integers(-2000, 2000).map(lambda n: n / 3) | st.sampled_from([math.nan, 1e9])
positions = st.tuples(coordinate, coordinate)


@st.composite
def regions(draw: st.DrawFn) -> Region:
    perm_vp = draw(st.lists(st.integers(-1, 3), max_size=3).map(tuple))
    tmp_vp = draw(st.lists(st.integers(0, 5), max_size=4).map(tuple))
    owner = st.none() | st.sampled_from([*OWNER_IDS[:4] * 4, "zz"])
    rows_fit = draw(st.integers(0, 19)) > 0
    n_perm = len(perm_vp) if rows_fit else len(perm_vp) + 1
    return Region(
        draw(st.sampled_from(["new", "w", "w", "x", "bad id"])),
        draw(names),
        perm_vp,
        tmp_vp,
        draw(st.lists(st.integers(0, 9), max_size=6).map(tuple)),
        tuple(draw(st.lists(owner, min_size=n_perm, max_size=n_perm))),
        tuple(draw(st.lists(owner_ids, max_size=2))),
        tuple(draw(st.lists(owner, min_size=len(tmp_vp), max_size=len(tmp_vp)))),
        tuple(draw(st.dictionaries(owner_ids, st.integers(1, 3), max_size=2)).items()),
        draw(st.none() | positions),
    )


edits = st.one_of(
    st.builds(AddRegion, regions(), indices),
    st.builds(RemoveRegion, region_ids),
    st.builds(RenameRegion, region_ids, names),
    st.builds(MoveRegionInOrder, region_ids, indices),
    st.builds(
        SetSlots,
        region_ids,
        st.sampled_from(["permanent", "temporary"] * 4 + ["overflow"]),
        vp_lists,
    ),
    st.builds(SetBonus, region_ids, vp_lists),
    st.builds(AddPlayer, participants, indices),
    st.builds(RemovePlayer, owner_ids),
    st.builds(RenamePlayer, owner_ids, names),
    st.builds(RecolorPlayer, owner_ids, sometimes_bad(COLORS, BAD_COLORS)),
    st.builds(MovePlayer, owner_ids, indices),
    st.builds(SetLocalPower, st.none() | participants),
    st.builds(AddLink, region_ids, region_ids),
    st.builds(RemoveLink, region_ids, region_ids),
    st.builds(MoveRegions, st.lists(st.tuples(region_ids, positions), max_size=3).map(tuple)),
    st.builds(SetBoardName, names),
    st.builds(SetVp, owner_ids, st.integers(-5, 30) | st.just(2.5)),
    st.builds(
        MoveCube,
        region_ids,
        st.sampled_from(["permanent", "temporary", "overflow"]),
        st.integers(0, 3),
        region_ids,
        st.sampled_from(["permanent", "temporary", "overflow"]),
        st.integers(0, 3),
    ),
)
# A few rule operations, so that the engine is exercised on edited Boards too (with ids of
# the right type: the operation-line parser guarantees that much).
rule_regions = st.sampled_from([*REGION_IDS, "bad id"])
rule_owners = st.sampled_from([*OWNER_IDS, "bad id"])
rule_ops = st.one_of(
    st.builds(Add, rule_regions, rule_owners, st.sampled_from(["permanent", "temporary"])),
    st.builds(Convert, rule_regions, rule_owners, st.integers(0, 3)),
    st.builds(Reset, rule_regions, rule_owners, st.integers(0, 3)),
    st.builds(
        Remove,
        rule_regions,
        st.sampled_from(["permanent", "temporary", "overflow"]),
        st.integers(0, 3),
    ),
    st.builds(SetArmies, rule_regions, rule_owners, st.integers(0, 2)),
    st.builds(Score, st.none() | rule_regions),
)


@st.composite
def start_boards(draw: st.DrawFn) -> Board:
    players = draw(st.sampled_from(["a", "ab", "abc"]))
    made = [
        region("x", perm=["a"], temp=["a", players[-1]], overflow=[players[0]]),
        region("y", permanent=[2], temporary=[3, 1], bonus=[4]),
        region("z", permanent=[], temporary=[], bonus=[]),
    ][: draw(st.sampled_from([0, 1, 2, 3, 3, 3]))]
    links = [("x", "y"), ("y", "z")][: max(0, len(made) - 1)]
    return board(*made, players=players, local=draw(st.booleans()), adjacency=links)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(start_boards(), st.lists(edits | rule_ops, max_size=15))
def test_random_edits_never_raise_refuse_cleanly_and_round_trip(
    b: Board, ops: list[Operation | EditOperation]
) -> None:
    for op in ops:
        note(repr(op))
        before = copy.deepcopy(b)
        out = apply(b, op)
        event(f"{type(op).__name__}: {type(out).__name__}")
        if isinstance(out, Refusal):
            assert out.reason
            assert b == before
            continue
        assert all(e.text for e in out.events)
        if not out.changed:
            assert out.board is b
            continue
        if isinstance(op, EditOperation):
            assert [e.kind for e in out.events] == ["edited"]
            assert out.events[0].text
            assert out.board != b
        b = out.board
        # The Board's own structure holds whatever the edits did.
        assert len(b.vp) == len(b.players)
        assert b._region_index == {r.id: i for i, r in enumerate(b.regions)}
        assert b._player_index == {p.id: i for i, p in enumerate(b.players)}
        for r in b.regions:
            assert len(r.permanent) == len(r.permanent_vp)
            assert len(r.temporary) == len(r.temporary_vp)
        problems = check(b)
        assert all(p.severity in ("error", "warning") and p.message for p in problems)
        text = dumps(b)
        event(f"valid: {is_valid(b)}")
        if is_valid(b):
            assert loads(text) == b
        else:
            # Exactly what check calls an error is what a scenario file cannot hold.
            with pytest.raises(ScenarioError):
                loads(text)


def test_same_regions_as_tells_whether_views_can_update_in_place() -> None:
    b = standard_board()
    assert b.same_regions_as(done(b, SetVp("usa", 4)).board)  # shares the look-up
    renamed = done(b, RenameRegion("africa", "Afrika")).board  # built afresh, same ids
    assert b.same_regions_as(renamed) and renamed.same_regions_as(b)
    assert not b.same_regions_as(done(b, MoveRegionInOrder("africa", 0)).board)
    assert not b.same_regions_as(done(b, RemoveRegion("africa")).board)
