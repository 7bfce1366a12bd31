"""Hostile position codes cost little (issue 22, item 8): a code is read in linear time,
one longer than the app writes is refused at once, and decompression stops at a bound.
Each hostile code of the issue is refused (or read) in under 1 s and 200 MB."""

from __future__ import annotations

import base64
import json
import time
import tracemalloc
import zlib
from collections.abc import Callable

import pytest

from boards import region, scenario
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


def cheap(work: Callable[[], object]) -> object:
    """`work` under 1 s, and under 200 MB at its peak (traced in a second run: tracing
    slows allocation several times over)."""
    start = time.perf_counter()
    result = run(work)
    seconds = time.perf_counter() - start
    assert seconds < 1.0, f"{seconds:.2f} s"
    tracemalloc.start()
    try:
        run(work)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 200 * 1024 * 1024, f"{peak / 2**20:.0f} MB"
    return result


def packed(kind: str, payload: bytes, standard=None) -> str:
    """A code with a valid checksum around any payload, as a hostile tool would make it."""
    check = position_code._checksum(kind, payload, standard)
    return (
        position_code.PREFIX + kind + base64.urlsafe_b64encode(payload + check).decode().rstrip("=")
    )


def overflowing(cubes: int):
    """The standard board with `cubes` cubes in Europe's overflow: a valid, huge position."""
    data = to_data(STANDARD)
    data["regions"][0]["cubes"]["overflow"] = ["usa"] * cubes
    return from_data(data)


def test_a_170_kb_standard_code_is_read_in_linear_time():
    board = overflowing(340_000)  # 3 bits a cube: a code of 170 KB with a valid checksum
    code = encode(board, STANDARD)
    assert code.startswith("ib1.s") and len(code) > 160_000
    decoded = cheap(lambda: decode(code, STANDARD))  # was 7.3 s: a shift of it all a read
    assert decoded.regions[0].overflow == board.regions[0].overflow  # type: ignore[attr-defined]


def test_a_small_code_that_unpacks_to_millions_of_links_stops_at_the_bound():
    data = to_data(STANDARD)
    data["adjacency"] = [["europe", "africa"]] * 2_000_000
    text = json.dumps(data, separators=(",", ":")).encode()
    code = packed(SCENARIO_KIND, zlib.compress(text, 9))
    assert len(code) < 200_000 and len(text) > MAX_SCENARIO_BYTES
    error = cheap(lambda: decode(code, STANDARD))
    assert isinstance(error, CodeError) and "larger than 4 MB" in str(error)


def test_a_60_mb_code_with_a_bad_last_character_is_refused_at_once():
    code = "ib1.z" + "A" * 60_000_000 + "!"
    error = cheap(lambda: decode(code, STANDARD))
    assert isinstance(error, CodeError) and "longer than any the app writes" in str(error)


def test_a_bad_character_is_found_before_anything_else():
    code = "ib1.z" + "A" * (MAX_CODE_CHARS - 10) + "!"
    error = cheap(lambda: decode(code, STANDARD))
    assert isinstance(error, CodeError) and "'!'" in str(error)


def test_a_scenario_too_large_for_a_code_is_refused_with_the_reason():
    many = [region(f"r{i}", name=f"Region number {i} " + "x" * 150) for i in range(20_000)]
    board = from_data(scenario(*many))
    error = cheap(lambda: encode(board, STANDARD))
    assert isinstance(error, CodeError) and "share the file instead" in str(error)


def test_a_duplicate_key_inside_a_code_is_refused():
    text = json.dumps(to_data(STANDARD), separators=(",", ":")).replace(
        '"name":"Europe"', '"name":"Europe","name":"Asia"', 1
    )
    code = packed(SCENARIO_KIND, zlib.compress(text.encode(), 9))
    with pytest.raises(CodeError, match='the key "name" is given twice'):
        decode(code, STANDARD)
