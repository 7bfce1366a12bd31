"""What the editor starts a new Region or player with (rules/edit_operations.py): fresh ids, and a
valid, empty Region."""

from __future__ import annotations

from influence_board.rules import AddRegion, Outcome, apply
from influence_board.rules.edit_operations import default_region, new_region_id, numbered_id
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.validation import check


def test_numbered_ids_skip_the_taken_ones() -> None:
    assert new_region_id(set()) == "region_1"
    assert new_region_id({"region_1", "region_2", "region_4"}) == "region_3"
    assert numbered_id("player", {"player_5", "player_6"}, start=5) == "player_7"
    assert numbered_id("player", {"usa"}, start=5) == "player_5"


def test_the_default_region_is_valid_and_empty() -> None:
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
