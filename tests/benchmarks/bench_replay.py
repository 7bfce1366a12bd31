"""Benchmark a long headless replay against plain Python (a script, not a test):
python tests/benchmarks/bench_replay.py

Writes an operation file of N add lines on the standard board (temporary cubes mostly,
permanent ones while a slot is free, a few of the local power's, each with its source as
a player's file has it: about 72 MB for a million lines, past the 64 MB bound that
scenario and game files keep), and the same lines with an undo and a redo after every 50
(so a history of steps is kept). Then, in separate processes as a user would start them,
round after round (interleaved, so the machine's other work falls on all alike):

- the reference, tests/benchmarks/replay_reference.py: a plain loop of `json.loads` and
  placement and push-out on lists, which checks and reports nothing (the limit of the
  language);
- `influence-board replay OPS --json` (the report to a file, whose size is printed);
- `influence-board replay OPS` (plain text);
- `influence-board replay OPS-UNDO --json`.

It prints the median wall and CPU time (user + system: on a busy machine the better guess
of an idle one's wall time) of each, the largest peak memory (ru_maxrss, from os.wait4),
and the ratio of ours to the reference (issue 23: at most 2 for a million lines; memory
under 100 MB, under 300 MB with the undo lines). The final VP of the --json report must
equal the reference's: both played the same game.
Options: --lines N (default 1,000,000), --rounds R (default 3), --seed S (default 7),
--keep DIR (keep the files there).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from influence_board.rules.formats.scenario import STANDARD, scenario_text

HERE = Path(__file__).resolve().parent


def write_ops(path: Path, n: int, seed: int, undo: bool) -> None:
    """n legal add lines (and an undo and a redo after every 50 if asked). The rows are
    followed on lists, as the reference does, so that writing is quick."""
    rng = random.Random(seed)
    scenario = json.loads(scenario_text())
    regions = [(r["id"], list(r["cubes"]["permanent"])) for r in scenario["regions"]]
    players = [p["id"] for p in scenario["players"]]
    local = scenario["local_power"]["id"]
    with path.open("w", encoding="utf-8") as out:
        lines = []
        for written in range(1, n + 1):
            region, permanent = rng.choice(regions)
            player = local if rng.random() < 0.03 else rng.choice(players)
            if None in permanent and rng.random() < 0.15:
                permanent[permanent.index(None)] = player
                kind, source = "permanent", "Invest"
            else:
                kind, source = "temporary", "Engage"
            entry = {"op": "add", "region": region, "player": player, "kind": kind}
            entry["source"] = source
            lines.append(json.dumps(entry, separators=(",", ":")))
            if undo and written % 50 == 0:
                # undo then redo keeps the Board as it was, so the next lines stay legal
                lines.append('{"op":"undo"}\n{"op":"redo"}')
            if len(lines) >= 10_000:
                out.write("\n".join(lines) + "\n")
                lines.clear()
        if lines:
            out.write("\n".join(lines) + "\n")


class Run:
    """One process's wall seconds, CPU seconds, peak MB, exit status and output size."""

    def __init__(self, command: list[str], out: Path, env: dict[str, str] | None = None) -> None:
        with out.open("w") as stdout:
            t0 = time.perf_counter()
            process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE, env=env)
            _, status, usage = os.wait4(process.pid, 0)
            self.wall = time.perf_counter() - t0
        assert process.stderr is not None
        self.error = process.stderr.read().decode().strip()
        process.stderr.close()
        self.code = os.waitstatus_to_exitcode(status)
        self.cpu = usage.ru_utime + usage.ru_stime
        self.peak = usage.ru_maxrss / 1024  # ru_maxrss is in KiB on Linux
        self.size = out.stat().st_size / 1e6


def ours(*args: str) -> list[str]:
    return [sys.executable, "-m", "influence_board", *args]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    args = parser.parse_args(argv)

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-replay-"))
    folder.mkdir(parents=True, exist_ok=True)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Python {sys.version.split()[0]}, standard board, {args.lines:,} add lines")
    print(f"seed {args.seed}; load average {load} (other work on the machine skews timings)")

    scenario, plain, undoing = folder / STANDARD, folder / "adds.jsonl", folder / "adds-undo.jsonl"
    scenario.write_text(scenario_text(), encoding="utf-8")
    t0 = time.perf_counter()
    write_ops(plain, args.lines, args.seed, undo=False)
    write_ops(undoing, args.lines, args.seed, undo=True)
    print(f"files written in {time.perf_counter() - t0:.1f} s:")
    for path in (plain, undoing):
        lines = sum(1 for _ in path.open("rb"))
        print(f"  {path.name}: {lines:,} lines, {path.stat().st_size / 1e6:.1f} MB")

    runs: dict[str, list[Run]] = {}
    commands = {
        "reference (json.loads, lists)": [
            sys.executable, str(HERE / "replay_reference.py"), str(scenario), str(plain),
        ],
        "replay --json": ours("replay", str(plain), "--json"),
        "replay (text)": ours("replay", str(plain)),
        "replay --json, undo/redo lines": ours("replay", str(undoing), "--json"),
    }  # fmt: skip
    outputs = {label: folder / f"out-{n}.txt" for n, label in enumerate(commands)}
    start = Run(ours("--version"), folder / "version.txt")
    print(f"\nstarting Python and the package: {start.wall:.2f} s, {start.peak:.0f} MB")
    for n in range(args.rounds):
        print(f"round {n + 1} of {args.rounds} ...", flush=True)
        for label, command in commands.items():
            run = Run(command, outputs[label])
            if run.code:
                print(f"   {label}: exit {run.code}: {run.error[:300]}")
            runs.setdefault(label, []).append(run)

    reference_vp = json.loads(outputs["reference (json.loads, lists)"].read_text())["vp"]
    try:
        our_vp = json.loads(outputs["replay --json"].read_text())["vp"]
    except ValueError:
        our_vp = None  # the replay failed: said above
    same = "the same" if reference_vp == our_vp else f"NOT the same: {reference_vp} / {our_vp}"
    print(f"\nfinal VP of ours and the reference: {same}")
    print(f"(a peak counts from this script's size when it starts a process: {start.peak:.0f} MB)")
    reference = runs["reference (json.loads, lists)"]
    ref_wall = statistics.median(r.wall for r in reference)
    ref_cpu = statistics.median(r.cpu for r in reference)
    print(f"medians of {args.rounds} rounds          wall     CPU   ratio (wall, CPU)  "
          "peak memory  output")  # fmt: skip
    for label, results in runs.items():
        wall = statistics.median(r.wall for r in results)
        cpu = statistics.median(r.cpu for r in results)
        peak = max(r.peak for r in results)
        ratio = f"{wall / ref_wall:4.2f}  {cpu / ref_cpu:4.2f}"
        print(f"  {label:<31} {wall:6.1f} s {cpu:6.1f} s   {ratio:<16}"
              f"{peak:8.0f} MB {results[-1].size:7.1f} MB")  # fmt: skip
    if args.keep is None:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
