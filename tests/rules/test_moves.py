"""Moving Region tracks: one Region (`MoveRegion`) or several at once (`MoveRegions`, one
drag of a selection or a layout), and the `move` operation line in both spellings."""

from __future__ import annotations

import math

import hypothesis.strategies as st
import pytest
from hypothesis import given

from influence_board.rules import Board, MoveRegion, MoveRegions, Operation, Outcome, Refusal, apply
from influence_board.rules.formats.operation_lines import OpLineError, parse_lines, to_line
from influence_board.rules.formats.scenario import standard_board

BOARD = standard_board()
IDS = [r.id for r in BOARD.regions]


def moved(op: Operation) -> Outcome:
    out = apply(BOARD, op)
    assert isinstance(out, Outcome), out
    return out


def test_several_regions_move_in_one_operation() -> None:
    out = moved(MoveRegions((("central_asia", (10, 20)), ("south_asia", (300.456, -40)))))
    assert out.changed
    assert out.board.region("central_asia").position == (10, 20)
    assert out.board.region("south_asia").position == (300.46, -40)  # two decimals, as saved
    assert [e.text for e in out.events] == ["Central Asia and South Asia moved"]
    # Only the positions changed; every other Region is shared with the Board before.
    for before, after in zip(BOARD.regions, out.board.regions, strict=True):
        if before.id in ("central_asia", "south_asia"):
            assert after.with_position(None) == before.with_position(None)
        else:
            assert after is before
    assert out.board.vp == BOARD.vp


def test_many_regions_are_counted_in_words() -> None:
    out = moved(MoveRegions(tuple((rid, (n * 10.0, 0.0)) for n, rid in enumerate(IDS))))
    assert [e.text for e in out.events] == [f"{len(IDS)} Regions moved"]


def test_one_region_reads_as_before() -> None:
    out = moved(MoveRegion("africa", (1, 2)))
    assert [(e.kind, e.region, e.text) for e in out.events] == [("moved", "africa", "Africa moved")]
    assert moved(MoveRegions((("africa", (1, 2)),))).board == out.board


def test_regions_already_in_place_are_no_step() -> None:
    here = BOARD.region("africa").position
    assert here is not None
    out = moved(MoveRegions((("africa", here),)))
    assert not out.changed and out.board is BOARD and out.events == ()


@pytest.mark.parametrize(
    ("pairs", "reason"),
    [
        ((("africa", (1, 1)), ("atlantis", (2, 2))), "there is no Region 'atlantis'"),
        ((("africa", (1, 1)), ("africa", (2, 2))), "Africa is given two positions"),
        ((("africa", (1, 1)), ("europe", (math.nan, 0))), "Europe cannot be moved to"),
        ((("africa", (1, 1)), ("europe", (0, 1e12))), "off the board"),
        ((("africa", (1, 2, 3)),), "off the board"),
        ((("africa",),), "expected a (Region id, (x, y)) pair"),
    ],
)
def test_one_bad_region_refuses_the_whole_move(
    pairs: tuple[tuple[object, ...], ...], reason: str
) -> None:
    out = apply(BOARD, MoveRegions(pairs))  # type: ignore[arg-type]
    assert isinstance(out, Refusal)
    assert reason in out.reason


coordinate = st.integers(-4000, 4000).map(lambda n: n / 4)


@given(
    st.dictionaries(st.sampled_from(IDS), st.tuples(coordinate, coordinate), min_size=1),
)
def test_a_multi_move_is_the_single_moves_one_after_another(
    positions: dict[str, tuple[float, float]],
) -> None:
    """The drag of a selection lands every track exactly where moving them one by one
    would, and is a step exactly when some track is somewhere else afterwards."""
    together = moved(MoveRegions(tuple(positions.items())))
    board = BOARD
    for rid, xy in positions.items():
        board = moved_from(board, MoveRegion(rid, xy))
    assert together.board == board
    assert together.changed == (board != BOARD)


def moved_from(board: Board, op: MoveRegion) -> Board:
    out = apply(board, op)
    assert isinstance(out, Outcome), out
    return out.board


# -- the operation line ---------------------------------------------------------------------


def test_move_line_in_both_spellings_round_trips() -> None:
    text = (
        '{"op": "move", "region": "africa", "position": [1, 2]}\n'
        '{"op": "move", "positions": {"central_asia": [10, 20], "south_asia": [30.5, -4]}}\n'
    )
    (_, one), (_, several) = parse_lines(text)
    assert one == MoveRegion("africa", (1.0, 2.0))
    assert several == MoveRegions((("central_asia", (10.0, 20.0)), ("south_asia", (30.5, -4.0))))
    assert to_line(several) == (
        '{"op": "move", "positions": {"central_asia": [10.0, 20.0], "south_asia": [30.5, -4.0]}}'
    )
    for step in (one, several):
        ((_, again),) = parse_lines(to_line(step))
        assert again == step


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"op": "move"}', "\"move\" needs 'region' and 'position' (or \"positions\")"),
        ('{"op": "move", "region": "africa"}', "needs 'position'"),
        ('{"op": "move", "positions": {}}', '"positions" must be an object'),
        ('{"op": "move", "positions": [["africa", [1, 2]]]}', '"positions" must be an object'),
        ('{"op": "move", "positions": {"africa": [1]}}', 'in "positions", "africa" must be [x, y]'),
        (
            '{"op": "move", "region": "africa", "position": [1, 2], "positions": {"a": [1, 2]}}',
            "not both",
        ),
    ],
)
def test_bad_move_lines_say_why(line: str, message: str) -> None:
    with pytest.raises(OpLineError) as info:
        parse_lines(line, "drag.jsonl")
    assert info.value.line == 1
    assert message in info.value.message, info.value.message
