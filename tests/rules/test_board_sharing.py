"""Board.shares_regions_with: what lets Document.set_board name the changed Regions
without comparing every Region or reading the Board's internals."""

from __future__ import annotations

from influence_board.rules import Add, AddRegion, Outcome, apply
from influence_board.rules.defaults import default_region
from influence_board.standard import standard_board


def test_play_keeps_the_regions_shared_and_an_added_region_does_not():
    board = standard_board()
    played = apply(board, Add("africa", "usa", "temporary"))
    assert isinstance(played, Outcome)
    assert played.board.shares_regions_with(board)
    assert board.shares_regions_with(played.board)
    changed = [n.id for o, n in zip(board.regions, played.board.regions, strict=True) if o is not n]
    assert changed == ["africa"]
    added = apply(board, AddRegion(default_region("region_1", "New", (0.0, 0.0)), None))
    assert isinstance(added, Outcome)
    assert not added.board.shares_regions_with(board)
