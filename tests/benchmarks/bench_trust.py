"""Benchmark the bounds of issue 22 (a script, not a test): python tests/benchmarks/bench_trust.py

Prints, for the hostile inputs of "Trust, round 3" (items 1-9; the big games and boards of
item 10 are bench_steps.py's, bench_variations.py's and bench_window.py's):

1. reading JSON: a 20,000-step game file with and without the duplicate-key check;
2. position codes: a 170 KB and a 680 KB standard code with a valid checksum, a 130 KB code
   that unpacks to 2 million links, a 60 MB code with a bad last character, `code` of a
   6 MB scenario (time and peak memory of each);
3. `check` of a file with 300,000 repeated links: time and bytes written;
4. `sheet` and `render -o x.pdf` of two Regions 10,000,000 apart: time and peak RSS;
5. the window's start with a FIFO and with 100,000 recent files as settings;
6. Save's check of the file on disk (size and content hash) for a 20,000-step game;
7. writing a position code of 50,000 and 100,000 overflow cubes a Region (issue 33, item 9).
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

from influence_board.files.disk_stamp import stamp
from influence_board.rules import Add, Board, Refusal, apply
from influence_board.rules.formats import game_file, position_code
from influence_board.rules.formats.position_code import CodeError, decode, encode
from influence_board.rules.formats.scenario import from_data, standard_board, to_data
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.history.words import step_text
from influence_board.rules.limits import parse_json

HERE = Path(__file__).resolve().parent
STANDARD = standard_board()
MODULE = [sys.executable, "-m", "influence_board"]


def timed(work: Callable[[], object]) -> tuple[float, float, str]:
    """Seconds (untraced), peak MB (traced, a second run) and what happened."""
    start = time.perf_counter()
    try:
        work()
        said = "ok"
    except CodeError as exc:
        said = str(exc)[:70]
    seconds = time.perf_counter() - start
    tracemalloc.start()
    with contextlib.suppress(CodeError):
        work()
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return seconds, peak, said


def best(work: Callable[[], object], runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def long_game(steps: int) -> Variations:
    tree = Variations(STANDARD)
    node = tree.root
    players = [p.id for p in STANDARD.players]
    for n in range(steps):
        op = Add("europe", players[n % 4], "temporary")
        result = apply(node.board, op)
        if isinstance(result, Refusal):
            op = Add("africa", players[n % 4], "temporary")
            result = apply(node.board, op)
        if isinstance(result, Refusal):  # a full row: go back to the start
            node = tree.root
            continue
        node = tree.adopt(Node(node, op, result.board, step_text(node.board, op, result.events)))
    tree.current = node
    return tree


def packed(kind: str, payload: bytes) -> str:
    check = position_code._checksum(kind, payload, None)
    body = base64.urlsafe_b64encode(payload + check).decode().rstrip("=")
    return position_code.PREFIX + kind + body


def overflowing(cubes: int) -> Board:
    data = to_data(STANDARD)
    data["regions"][0]["cubes"]["overflow"] = ["usa"] * cubes
    return from_data(data)


def run(args: list[str], env: dict[str, str] | None = None) -> tuple[float, float, int, int]:
    """Seconds, peak RSS in MB, exit status and bytes on stdout of one CLI run."""
    began = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    done = subprocess.run(
        [*MODULE, *args],
        capture_output=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})},
        check=False,
    )
    seconds = time.perf_counter() - began
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    return seconds, peak, done.returncode, len(done.stdout) + len(done.stderr)


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-trust-"))
    print("1. reading JSON (a 20,000-step game file)")
    text = game_file.dumps_game(long_game(20_000))
    plain = best(lambda: json.loads(text))
    checked = best(lambda: parse_json(text))
    print(f"   {len(text) / 2**20:.1f} MB, best of 5: json.loads {plain * 1000:.0f} ms; with the")
    print(f"   number, key and surrogate checks {checked * 1000:.0f} ms")

    print("2. position codes (time untraced, peak traced)")
    cases = {
        "170 KB standard code": encode(overflowing(340_000), STANDARD),
        "680 KB standard code": encode(overflowing(1_360_000), STANDARD),
    }
    links = to_data(STANDARD)
    links["adjacency"] = [["europe", "africa"]] * 2_000_000
    cases["code of 2,000,000 links"] = packed(
        "z", zlib.compress(json.dumps(links, separators=(",", ":")).encode(), 9)
    )
    cases["60 MB code, bad last char"] = "ib1.z" + "A" * 60_000_000 + "!"
    for name, code in cases.items():
        seconds, peak, said = timed(partial(decode, code, STANDARD))
        print(f"   {name} ({len(code):,} chars): {seconds:.2f} s, {peak:.0f} MB: {said}")
    many = [to_data(STANDARD)["regions"][0] | {"id": f"r{i}", "name": f"R{i} " + "x" * 200}
            for i in range(20_000)]  # fmt: skip
    big = to_data(STANDARD) | {"regions": many, "adjacency": []}
    big_board = from_data(big)
    size = len(json.dumps(big)) / 2**20
    seconds, peak, said = timed(lambda: encode(big_board, STANDARD))
    print(f"   code of a {size:.1f} MB scenario: {seconds:.2f} s, {peak:.0f} MB: {said}")

    print("3. check of 300,000 repeated links")
    repeated = to_data(STANDARD)
    repeated["adjacency"] = [["europe", "nowhere"]] * 300_000
    path = folder / "links.json"
    path.write_text(json.dumps(repeated), encoding="utf-8")
    seconds, peak, status, written = run(["check", str(path)])
    print(f"   {seconds:.2f} s, {peak:.0f} MB RSS, exit {status}, {written:,} bytes written")

    print("4. two Regions 10,000,000 apart")
    far = to_data(STANDARD)
    far["regions"] = far["regions"][:2]
    far["regions"][0]["position"] = [-5_000_000, -5_000_000]
    far["regions"][1]["position"] = [5_000_000, 5_000_000]
    far["adjacency"] = []
    path = folder / "far.json"
    path.write_text(json.dumps(far), encoding="utf-8")
    for args in (["sheet", str(path), "-o", str(folder / "far-sheet.pdf")],
                 ["render", str(path), "-o", str(folder / "far.pdf")]):  # fmt: skip
        seconds, peak, status, _ = run(args)
        print(f"   {args[0]}: {seconds:.2f} s, peak RSS {peak:.0f} MB, exit {status}")

    print("5. the window's start with hostile settings")
    for name in ("fifo", "recent"):
        config = folder / f"config-{name}"
        ini = config / "Influence Board Tests" / "Influence Board Tests.ini"
        ini.parent.mkdir(parents=True)
        if name == "fifo":
            os.mkfifo(ini)
        else:
            recent = ", ".join(f"/r{i}" for i in range(100_000))
            ini.write_text(f"[files]\nrecent={recent}\n", encoding="utf-8")
        script = HERE.parent / "files" / "test_hostile_settings.py"
        sys.path.insert(0, str(HERE.parent))
        from files.test_hostile_settings import START  # the tests' own start

        done = subprocess.run(
            [sys.executable, "-c", START, str(config), "{}"],
            capture_output=True,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            timeout=60,
            check=False,
        )
        met = json.loads(done.stdout.splitlines()[-1])
        print(f"   {name}: window up in {met['up']:.2f} s ({script.name}'s start)")

    print("6. Save's check of the file on disk (a 20,000-step game)")
    path = folder / "long.ibgame"
    path.write_text(text, encoding="utf-8")
    start = time.perf_counter()
    stamp(path)
    print(f"   {len(text) / 2**20:.1f} MB: {(time.perf_counter() - start) * 1000:.1f} ms")

    print("7. writing a position code (overflow cubes in every Region)")
    for cubes in (50_000, 100_000):
        data = to_data(STANDARD)
        for item in data["regions"]:
            item["cubes"]["overflow"] = ["usa"] * cubes
        board = from_data(data)
        start = time.perf_counter()
        code = encode(board, STANDARD)
        seconds = time.perf_counter() - start
        print(f"   {cubes:,} a Region ({len(code):,} chars): {seconds:.2f} s")


if __name__ == "__main__":
    main()
