"""Hostile position codes cost little (issue 22, item 8): a code is read in linear time,
one longer than the app writes is refused at once, and decompression stops at a bound.
Each hostile code of the issue is refused (or read) within a count of calls and 200 MB:
counted, not timed, so a loaded machine cannot fail it (issue 32)."""

from __future__ import annotations

import base64
import json
import sys
import tracemalloc
import zlib
from collections.abc import Callable

import pytest

from boards import region, scenario
from influence_board.rules import Board
from influence_board.rules.formats import position_code
from influence_board.rules.formats.position_code import (
    MAX_CODE_CHARS,
    MAX_SCENARIO_BYTES,
    SCENARIO_KIND,
    CodeError,
    decode,
    encode,
)
from influence_board.rules.formats.scenario import from_data, standard_board, to_data

STANDARD = standard_board()


def run(work: Callable[[], object]) -> object:
    """What `work` gave, or the CodeError it raised."""
    try:
        return work()
    except CodeError as exc:
        return exc


def cheap(work: Callable[[], object], most_calls: int) -> object:
    """`work` in at most `most_calls` calls (Python's and C's, as the profiler counts them:
    a refusal "at once" makes a few dozen), and under 200 MB at its peak."""
    calls = 0

    def count(_frame: object, event: str, _arg: object) -> None:
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1

    sys.setprofile(count)
    try:
        result = run(work)
    finally:
        sys.setprofile(None)
    assert calls <= most_calls, f"{calls} calls"
    tracemalloc.start()
    try:
        run(work)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200 * 1024 * 1024, f"{peak / 2**20:.0f} MB"
    return result


def reading_work(code: str) -> int:
    """The work of reading `code`, counted: at every read, the bytes it takes from the
    code and the bits of every integer the reader holds past a machine word (what a shift
    of it works on; a position within the code costs one word, whatever its value)."""
    work = 0

    class Counting(position_code._BitReader):
        def bits(self, width: int) -> int:
            nonlocal work
            before = self.at
            got = super().bits(width)
            work += (self.at + 7) // 8 - before // 8  # the bytes this read sliced
            held = [n.bit_length() for n in vars(self).values() if isinstance(n, int)]
            work += sum(bits for bits in held if bits > 64)
            return got

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_code, "_BitReader", Counting)
        decode(code, STANDARD)
    return work


def packed(kind: str, payload: bytes, standard: Board | None = None) -> str:
    """A code with a valid checksum around any payload, as a hostile tool would make it."""
    check = position_code._checksum(kind, payload, standard)
    return (
        position_code.PREFIX + kind + base64.urlsafe_b64encode(payload + check).decode().rstrip("=")
    )


def overflowing(cubes: int, mixed: bool = False) -> Board:
    """The standard board with `cubes` cubes in Europe's overflow: a valid, huge position
    (`mixed`: of every owner in turn, so the code is not mostly zero bits)."""
    data = to_data(STANDARD)
    owners = [p.id for p in STANDARD.participants()] if mixed else ["usa"]
    data["regions"][0]["cubes"]["overflow"] = [owners[i % len(owners)] for i in range(cubes)]
    return from_data(data)


def test_a_170_kb_standard_code_is_read_in_linear_time() -> None:
    board = overflowing(340_000)  # 3 bits a cube: a code of 170 KB with a valid checksum
    code = encode(board, STANDARD)
    assert code.startswith("ib1.s") and len(code) > 160_000
    decoded = cheap(lambda: decode(code, STANDARD), 20 * 340_000)  # was 7.3 s: a shift
    assert decoded.regions[0].overflow == board.regions[0].overflow  # type: ignore[attr-defined]


def test_a_code_ten_times_longer_is_ten_times_the_work_to_read() -> None:
    small = reading_work(encode(overflowing(10_000, mixed=True), STANDARD))
    large = reading_work(encode(overflowing(100_000, mixed=True), STANDARD))
    assert large < 12 * small, f"10x the cubes, {large / small:.0f}x the work"


def test_a_small_code_that_unpacks_to_millions_of_links_stops_at_the_bound() -> None:
    data = to_data(STANDARD)
    data["adjacency"] = [["europe", "africa"]] * 2_000_000
    text = json.dumps(data, separators=(",", ":")).encode()
    code = packed(SCENARIO_KIND, zlib.compress(text, 9))
    assert len(code) < 200_000 and len(text) > MAX_SCENARIO_BYTES
    error = cheap(lambda: decode(code, STANDARD), 100)
    assert isinstance(error, CodeError) and "larger than 4 MB" in str(error)


def test_a_60_mb_code_with_a_bad_last_character_is_refused_at_once() -> None:
    code = "ib1.z" + "A" * 60_000_000 + "!"
    error = cheap(lambda: decode(code, STANDARD), 100)
    assert isinstance(error, CodeError) and "longer than any the app writes" in str(error)


def test_a_bad_character_is_found_before_anything_else() -> None:
    code = "ib1.z" + "A" * (MAX_CODE_CHARS - 10) + "!"
    error = cheap(lambda: decode(code, STANDARD), 100)
    assert isinstance(error, CodeError) and "'!'" in str(error)


def test_a_scenario_too_large_for_a_code_is_refused_with_the_reason() -> None:
    many = [region(f"r{i}", name=f"Region number {i} " + "x" * 150) for i in range(20_000)]
    board = from_data(scenario(*many))
    error = cheap(lambda: encode(board, STANDARD), 20 * len(many))  # linear in the Regions
    assert isinstance(error, CodeError) and "share the file instead" in str(error)


def test_a_duplicate_key_inside_a_code_is_refused() -> None:
    text = json.dumps(to_data(STANDARD), separators=(",", ":")).replace(
        '"name":"Europe"', '"name":"Europe","name":"Asia"', 1
    )
    code = packed(SCENARIO_KIND, zlib.compress(text.encode(), 9))
    with pytest.raises(CodeError, match='the key "name" is given twice'):
        decode(code, STANDARD)
