"""The Regions as a graph (topology.py): graph(), pieces, layout(), auto_layout(),
link_problems."""

from __future__ import annotations

import math

import pytest

from boards import board, region
from influence_board.rules import Board, MoveRegions, Outcome, Refusal, apply
from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.topology import (
    SCENE_HEIGHT,
    SCENE_WIDTH,
    auto_layout,
    graph,
    layout,
    link_problems,
    pieces,
    with_positions,
)


def without_positions(b: Board, ids: set[str] | None = None) -> Board:
    return b.with_regions(
        tuple(r.with_position(None) if ids is None or r.id in ids else r for r in b.regions)
    )


def assert_on_the_board(positions: dict[str, tuple[float, float]]) -> None:
    for rid, (x, y) in positions.items():
        assert math.isfinite(x) and math.isfinite(y), rid
        assert 0 <= x <= SCENE_WIDTH and 0 <= y <= SCENE_HEIGHT, (rid, x, y)


def assert_apart(positions: dict[str, tuple[float, float]], gap: float = 1.0) -> None:
    points = list(positions.items())
    for i, (a, pa) in enumerate(points):
        for b, pb in points[i + 1 :]:
            assert math.dist(pa, pb) >= gap, f"{a} and {b} are on top of each other"


# -- graph ------------------------------------------------------------------------------------


def test_graph_of_the_standard_board() -> None:
    b = standard_board()
    g = graph(b)
    assert set(g.nodes) == {r.id for r in b.regions}
    assert g.nodes["africa"]["name"] == "Africa"
    assert g.number_of_edges() == len(b.adjacency) == 11
    assert g.has_edge("africa", "middle_east_north_africa")
    assert g.has_edge("middle_east_north_africa", "africa")  # links have no direction
    assert not g.has_edge("europe", "africa")


def test_graph_skips_links_that_a_loaded_board_could_not_have() -> None:
    # Boards built in code are not validated: the graph still only has real links.
    b = board(region("x"), region("y"))
    b = Board(b.name, b.players, b.local_power, b.regions, (("x", "y"), ("x", "x"), ("x", "z")))
    g = graph(b)
    assert set(g.nodes) == {"x", "y"}
    assert sorted(tuple(sorted(e)) for e in g.edges) == [("x", "y")]


def test_pieces_largest_first() -> None:
    b = board(
        region("a1"),
        region("a2"),
        region("a3"),
        region("b1"),
        region("b2"),
        region("c1"),
        adjacency=[("a1", "a2"), ("a2", "a3"), ("b1", "b2")],
    )
    assert pieces(b) == [{"a1", "a2", "a3"}, {"b1", "b2"}, {"c1"}]


def test_the_standard_board_is_one_piece() -> None:
    assert pieces(standard_board()) == [{r.id for r in standard_board().regions}]


# -- layout -----------------------------------------------------------------------------------


def test_layout_of_no_regions_is_empty() -> None:
    b = board(region("x"))
    empty = Board(b.name, b.players, b.local_power, ())
    assert layout(empty) == {}


def test_layout_places_every_region_when_none_is_given() -> None:
    b = without_positions(standard_board())
    placed = layout(b)
    assert set(placed) == {r.id for r in b.regions}
    assert_on_the_board(placed)
    assert_apart(placed)


def test_layout_is_deterministic() -> None:
    b = without_positions(standard_board())
    assert layout(b) == layout(b)
    assert layout(b, only={"africa"}) == layout(b, only={"africa"})


def test_layout_places_only_the_regions_without_a_position() -> None:
    b = without_positions(standard_board(), {"africa", "europe"})
    placed = layout(b, only=["africa", "europe"])
    assert set(placed) == {"africa", "europe"}
    assert_on_the_board(placed)
    others = {r.id: r.position for r in b.regions if r.position is not None}
    assert_apart({**others, **placed})


def test_layout_places_an_isolated_region() -> None:
    b = board(region("x"), region("y"), region("z"), adjacency=[("x", "y")])
    placed = layout(b)
    assert set(placed) == {"x", "y", "z"}
    assert_on_the_board(placed)
    assert_apart(placed)


def applied(b: Board, op: MoveRegions) -> Outcome:
    out = apply(b, op)
    assert isinstance(out, Outcome), out
    return out


def refusal(b: Board, op: MoveRegions) -> str:
    out = apply(b, op)
    assert isinstance(out, Refusal), out
    return out.reason


def test_auto_layout_is_one_move_of_every_region() -> None:
    b = board(region("p"), region("q", position=(5, 5)), region("r"), adjacency=[("p", "q")])
    op = auto_layout(b)
    assert isinstance(op, MoveRegions)
    assert {rid for rid, _ in op.positions} == {"p", "q", "r"}
    out = applied(b, op)
    assert out.changed
    assert [(e.kind, e.region, e.text) for e in out.events] == [("moved", None, "P, Q and R moved")]
    after = out.board
    assert all(r.position is not None for r in after.regions)
    again = applied(after, op)
    assert not again.changed and again.board is after
    # Only the selected Regions move; the others hold the layout.
    some = auto_layout(after, only=["r"])
    assert [rid for rid, _ in some.positions] == ["r"]
    moved = applied(after, MoveRegions((("p", (1.234, 2.0)),))).board
    assert moved.region("p").position == (1.23, 2.0)
    assert moved.region("q") is after.region("q")
    assert "no Region 'z'" in refusal(b, MoveRegions((("z", (1, 1)),)))
    assert "off the board" in refusal(b, MoveRegions((("p", (math.inf, 1)),)))
    assert "off the board" in refusal(b, MoveRegions((("p", (1, 2, 3)),)))  # type: ignore[arg-type]
    assert loads(dumps(moved)) == moved


def test_with_positions_fills_in_the_missing_ones_and_keeps_the_rest() -> None:
    b = without_positions(standard_board(), {"south_asia"})
    filled = with_positions(b)
    for old, new in zip(b.regions, filled.regions, strict=True):
        if old.id == "south_asia":
            assert new.position is not None
            assert_on_the_board({new.id: new.position})
        else:
            assert new == old
    assert filled.vp == b.vp


def test_with_positions_when_every_region_has_one_is_the_same_board() -> None:
    b = standard_board()
    assert all(r.position is not None for r in b.regions)
    assert with_positions(b) is b


def test_regions_without_positions_in_a_file_get_one() -> None:
    b = board(region("x", position=(100, 200)), region("y"), adjacency=[("x", "y")])
    filled = with_positions(b)
    assert filled.region("x").position == (100.0, 200.0)
    assert filled.region("y").position is not None


# -- link_problems ----------------------------------------------------------------------------


def test_link_problems_none_for_good_links() -> None:
    assert link_problems(["a", "b", "c"], [("a", "b"), ("b", "c"), ("c", "a")]) == []


def test_link_problems_unknown_region() -> None:
    (p,) = link_problems(["a", "b"], [("a", "b"), ("a", "zz")])
    assert p.index == 1
    assert '"zz"' in p.message


def test_link_problems_both_ends_unknown_are_named_once_each() -> None:
    (p,) = link_problems(["a"], [("x", "y")])
    assert p.index == 0
    assert '"x"' in p.message and '"y"' in p.message
    (q,) = link_problems(["a"], [("x", "x")])
    assert q.message.count('"x"') == 1


def test_link_problems_self_link() -> None:
    (p,) = link_problems(["a", "b"], [("b", "b")])
    assert p.index == 0
    assert '"b"' in p.message


@pytest.mark.parametrize("repeat", [("a", "b"), ("b", "a")])
def test_link_problems_repeated_link_either_way_round(repeat: tuple[str, str]) -> None:
    (p,) = link_problems(["a", "b", "c"], [("a", "b"), ("b", "c"), repeat])
    assert p.index == 2
    assert "adjacency[0]" in p.message


def test_link_problems_all_found_in_order() -> None:
    found = link_problems(["a", "b"], [("a", "q"), ("a", "a"), ("a", "b"), ("b", "a")])
    assert [p.index for p in found] == [0, 1, 3]
