"""The position code's bit writer (issue 33, item 9): linear in the code's length, and
byte for byte the writer it replaced, since codes already shared are a public contract.
The writer it replaced is kept here as the reference: one integer shifted at every write."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings

from influence_board.rules import Board, apply
from influence_board.rules.formats import position_code
from influence_board.rules.formats.position_code import decode, encode
from influence_board.rules.formats.scenario import from_data, standard_board, to_data
from influence_board.rules.operations import Outcome
from positions import likely_operation

STANDARD = standard_board()


class ReferenceWriter:
    """The writer of the first codes, as it was: plain, and quadratic."""

    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def bits(self, value: int, width: int) -> None:
        self.value = (self.value << width) | value
        self.length += width

    def gamma(self, n: int) -> None:
        width = (n + 1).bit_length()
        self.bits(0, width - 1)
        self.bits(n + 1, width)

    def to_bytes(self) -> bytes:
        pad = -self.length % 8
        return (self.value << pad).to_bytes((self.length + pad) // 8, "big")


# A write: ("bits", value, width) with value in `width` bits, or ("gamma", n) up to the
# largest number a code carries.
WRITES = st.lists(
    st.one_of(
        st.integers(0, 90).flatmap(
            lambda width: st.tuples(
                st.just("bits"), st.integers(0, (1 << width) - 1), st.just(width)
            )
        ),
        st.tuples(st.just("gamma"), st.integers(0, (1 << position_code.MAX_GAMMA_BITS) - 2)),
    ),
    max_size=300,
)


def written(writer: Any, writes: list[tuple[Any, ...]]) -> bytes:
    for name, *args in writes:
        getattr(writer, name)(*args)
    return writer.to_bytes()


@settings(max_examples=300, deadline=None)
@given(writes=WRITES)
def test_the_writer_writes_the_bytes_the_reference_writes(writes: list[tuple[Any, ...]]) -> None:
    assert written(position_code._BitWriter(), writes) == written(ReferenceWriter(), writes)


def played(board: Board, rng: random.Random, n: int) -> Board:
    for _ in range(n):
        outcome = apply(board, likely_operation(board, rng, max_armies=12, moves=True))
        if isinstance(outcome, Outcome):
            board = outcome.board
    return board


def with_reference_writer(board: Board) -> str:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_code, "_BitWriter", ReferenceWriter)
        return encode(board, STANDARD)


NAMES = st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=30)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rng=st.randoms(use_true_random=False),
    n=st.integers(0, 150),
    name=st.none() | NAMES,
    colour=st.none() | st.sampled_from(["#12ab9F", "#ABCDEF", "#abcdef", "teal"]),
    round_=st.integers(1, 7),
)
def test_every_code_is_the_one_the_reference_writer_makes(
    rng: random.Random, n: int, name: str | None, colour: str | None, round_: int
) -> None:
    """Standard (`s`) and renamed (`n`) codes of played positions: the same string as the
    writer of the codes already shared makes, and the same position back."""
    board = replace(played(STANDARD, rng, n), round=round_)
    if name is not None:
        board = replace(board, name=name)
    if colour is not None:
        recoloured = replace(board.players[1], color=colour)
        board = replace(board, players=(board.players[0], recoloured, *board.players[2:]))
    code = encode(board, STANDARD)
    assert code[:5] in ("ib1.s", "ib1.n")
    assert code == with_reference_writer(board)
    assert decode(code, STANDARD).vp == board.vp


def overflowing(cubes: int) -> Board:
    """The standard board with `cubes` overflow cubes in every Region, owners mixed."""
    data = to_data(STANDARD)
    owners = [p.id for p in STANDARD.participants()]
    for region in data["regions"]:
        region["cubes"]["overflow"] = [owners[i % len(owners)] for i in range(cubes)]
    return from_data(data)


def test_a_long_code_round_trips_and_matches_the_reference() -> None:
    board = replace(overflowing(3_000), name="Table 9 ✓", round=4)
    code = encode(board, STANDARD)
    assert code.startswith("ib1.n") and len(code) > 10_000
    assert code == with_reference_writer(board)
    decoded = decode(code, STANDARD)
    assert [r.overflow for r in decoded.regions] == [r.overflow for r in board.regions]
    assert (decoded.name, decoded.round) == ("Table 9 ✓", 4)


def writing_work(board: Board) -> int:
    """The work of writing `board`'s code, counted: after every write, the bits of every
    integer the writer holds (what its next shift and or work on). Whatever else it holds
    must stay the same object from write to write (grown in place, never copied)."""
    work = 0
    containers: dict[str, int] = {}

    class Counting(position_code._BitWriter):
        def bits(self, value: int, width: int) -> None:
            nonlocal work
            super().bits(value, width)
            for key, held in vars(self).items():
                if isinstance(held, int):
                    work += held.bit_length()
                else:
                    assert containers.setdefault(key, id(held)) == id(held), f"{key} copied"

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_code, "_BitWriter", Counting)
        code = encode(board, STANDARD)
    assert code.startswith("ib1.s")
    return work


def test_writing_a_code_ten_times_longer_is_ten_times_the_work() -> None:
    """50,000 overflow cubes a Region took 10 s, 100,000 took 68 s: every write shifted
    one integer holding the whole code. Sizes 10x apart: the work grows 10x, not 100x."""
    small, large = writing_work(overflowing(1_000)), writing_work(overflowing(10_000))
    assert large < 12 * small, f"10x the cubes, {large / small:.0f}x the work"
