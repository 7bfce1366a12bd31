"""RenameRegionId: a Region's new id, its adjacency following; refusals change nothing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from influence_board.rules.edit_operations import RenameRegionId
from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.operations import Refusal
from influence_board.rules.play import apply

BOARD = standard_board()
REGION_IDS = [r.id for r in BOARD.regions]
FRESH_IDS = st.from_regex(r"[A-Za-z0-9_.\-]{1,24}", fullmatch=True).filter(
    lambda i: i not in REGION_IDS
)


@given(st.sampled_from(REGION_IDS), FRESH_IDS)
def test_a_new_id_and_back_gives_the_same_board(region_id: str, new_id: str) -> None:
    there = apply(BOARD, RenameRegionId(region_id, new_id))
    assert not isinstance(there, Refusal)
    assert there.changed
    assert not there.board.has_region(region_id)
    assert all(region_id not in link for link in there.board.adjacency)
    # Still a scenario a file can hold, and read back the same.
    assert dumps(loads(dumps(there.board), "renamed")) == dumps(there.board)
    back = apply(there.board, RenameRegionId(new_id, region_id))
    assert not isinstance(back, Refusal)
    assert dumps(back.board) == dumps(BOARD)


@given(st.sampled_from(REGION_IDS), st.sampled_from(REGION_IDS))
def test_an_id_another_region_has_is_refused(region_id: str, other: str) -> None:
    result = apply(BOARD, RenameRegionId(region_id, other))
    if region_id == other:
        assert not isinstance(result, Refusal) and not result.changed
    else:
        assert isinstance(result, Refusal)
        assert BOARD.region(other).name in result.reason


@given(st.sampled_from(REGION_IDS), st.sampled_from(["", " ", "a b", "é/x", "x\n"]))
def test_an_id_a_file_would_not_accept_is_refused(region_id: str, bad: str) -> None:
    result = apply(BOARD, RenameRegionId(region_id, bad))
    assert isinstance(result, Refusal)
    assert BOARD.region(region_id).name in result.reason
