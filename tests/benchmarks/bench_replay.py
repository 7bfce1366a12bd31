"""Benchmark a long replay (a script, not a test): python tests/benchmarks/bench_replay.py

Writes an operation file of N legal, game-like lines on the standard board (chosen by
looking at the Board as bench_rules.py does; compact JSON without sources, about 60 bytes
a line, so that a million lines stay under the 64 MB limit of an operation file), then
runs `influence-board replay OPS` as a user would, in a separate process, and prints its
wall time and peak memory (ru_maxrss of that process, from os.wait4):

1. `--json` (the report streamed to a file, whose size is printed);
2. plain text;
3. the same lines with an undo and a redo after every 50 (so the whole history of
   Boards is kept), `--json`.

The targets (issue 9): 1,000,000 lines in under 20 s and under 500 MB. The CPU time
(user + system) is printed beside the wall time: on a busy machine it is the better guess
of the wall time on an idle one.
Options: --lines N (default 1,000,000), --seed S (default 7), --keep DIR (keep the files).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench_rules import choose

from influence_board.rules import Add, Refusal, apply
from influence_board.rules.formats.oplines import to_entry
from influence_board.rules.formats.scenario import standard_board


def write_ops(path: Path, n: int, seed: int, undo: bool) -> int:
    """n legal operation lines (plus undo and redo lines if asked); the count written."""
    rng = random.Random(seed)
    board = standard_board()
    written = 0
    with path.open("w", encoding="utf-8") as out:
        while written < n:
            op = choose(board, rng)
            if isinstance(op, Add):
                op = replace(op, source=None)  # shorter lines: the file stays under 64 MB
            result = apply(board, op)
            if isinstance(result, Refusal):
                continue
            board = result.board
            out.write(json.dumps(to_entry(op), separators=(",", ":")) + "\n")
            written += 1
            if undo and written % 50 == 0:
                # undo then redo keeps the Board as it was, so the next choices stay legal
                out.write('{"op":"undo"}\n{"op":"redo"}\n')
    return written


def run(args: list[str], out: Path) -> tuple[float, float, float, int]:
    """Wall seconds, CPU seconds, peak MB and exit status of one `influence-board` run."""
    command = [sys.executable, "-m", "influence_board", *args]
    with out.open("w") as stdout:
        t0 = time.perf_counter()
        process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - t0
    assert process.stderr is not None
    err = process.stderr.read().decode()
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code:
        print(f"   exit {code}: {err.strip()[:300]}")
    cpu = usage.ru_utime + usage.ru_stime
    return elapsed, cpu, usage.ru_maxrss / 1024, code  # ru_maxrss is in KiB on Linux


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    args = parser.parse_args(argv)

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-replay-"))
    folder.mkdir(parents=True, exist_ok=True)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Python {sys.version.split()[0]}, standard board, {args.lines:,} operation lines")
    print(f"seed {args.seed}; load average {load} (other work on the machine skews timings)")

    plain, undoing = folder / "ops.jsonl", folder / "ops-undo.jsonl"
    t0 = time.perf_counter()
    write_ops(plain, args.lines, args.seed, undo=False)
    write_ops(undoing, args.lines, args.seed, undo=True)
    print(f"files written in {time.perf_counter() - t0:.1f} s: ")
    for path in (plain, undoing):
        lines = sum(1 for _ in path.open("rb"))
        print(f"  {path.name}: {lines:,} lines, {path.stat().st_size / 1e6:.1f} MB")

    baseline = run(["--version"], folder / "version.txt")
    print(f"\nstarting Python and the package: {baseline[0]:.2f} s, {baseline[2]:.0f} MB")
    print("(CPU time is what the wall time would be on an idle machine)")
    print("\nreplay on the standard board:    wall time   CPU time   peak memory    output")
    for label, ops, more in (
        ("--json", plain, ["--json"]),
        ("text", plain, []),
        ("--json, undo/redo lines", undoing, ["--json"]),
    ):
        out = folder / "out.txt"
        elapsed, cpu, peak, _code = run(["replay", str(ops), *more], out)
        size = out.stat().st_size / 1e6
        print(f"  {label:<29} {elapsed:>7.1f} s  {cpu:>7.1f} s   {peak:>8.0f} MB   {size:>7.1f} MB")
        out.unlink()
    if args.keep is None:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
