"""Benchmark the command line's start (a script, not a test):
python tests/benchmarks/bench_cli_start.py

Each command of a few that a script runs often, started as the `influence-board` command
starts it (`main()` of cli/main.py, in a fresh process), against an empty `python -c pass`
started just before it: interleaved pairs, so that the machine's other work falls on both
alike. The commands: `check` of the standard board's file, `options` for a player, `code`,
`replay` of a small operation file (a few adds and a scoring) and `render` to a PNG (which
loads Qt to draw). A fast command is mostly its start: what Python imports before the
command's own work, which is why each command imports only what it uses (issue 37: `check`
at most 3x `python -c pass`).

It prints, for each command, the median wall time of ours and of the empty Python beside
it, the median ratio of the pairs with their range, and the same for the CPU time (user +
system: less swayed by a busy machine than the wall clock).
Options: --rounds N (default 15).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "resources" / "scenarios" / "world-order.json"
# What the installed `influence-board` script runs (less its `import re`).
ENTRY = "import sys\nfrom influence_board.cli.main import main\nsys.exit(main())\n"
EMPTY = [sys.executable, "-c", "pass"]
# Compiled bytecode, as an installed app has it.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
SMALL_REPLAY = (
    '{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n'
    '{"op": "add", "region": "europe", "player": "eu", "kind": "permanent"}\n'
    '{"op": "add", "region": "africa", "player": "china", "kind": "temporary"}\n'
    '{"op": "add", "region": "africa", "player": "russia", "kind": "temporary"}\n'
    '{"op": "armies", "region": "africa", "player": "russia", "count": 2}\n'
    '{"op": "score", "region": "africa"}\n'
)


def commands(scratch: Path) -> dict[str, list[str]]:
    ops = scratch / "small.jsonl"
    ops.write_text(SMALL_REPLAY, encoding="utf-8")
    return {
        "check": ["check", str(SCENARIO)],
        "options": ["options", "--player", "usa"],
        "code": ["code"],
        "replay": ["replay", str(ops)],
        "render": ["render", "-o", str(scratch / "board.png")],
    }


def timed(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # No timeout: with one, the wait polls, in sleeps of up to 50 ms.
    subprocess.run(argv, check=True, env=ENV, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory(prefix="ib-bench-cli-") as folder:
        started = {
            name: [sys.executable, "-c", ENTRY, *args]
            for name, args in commands(Path(folder)).items()
        }
        for argv in [EMPTY, *started.values()]:  # warm-up: bytecode and the disk cache
            timed(argv)
        pairs: dict[str, list[tuple[float, float, float, float]]] = {n: [] for n in started}
        for _ in range(rounds):
            for name, argv in started.items():
                empty, ours = timed(EMPTY), timed(argv)
                pairs[name].append((*ours, *empty))
    print(f"command start against `python -c pass` before it (medians of {rounds} pairs)")
    for name, runs in pairs.items():
        for what, i in (("wall", 0), ("cpu", 1)):
            ratios = [run[i] / run[i + 2] for run in runs]
            print(
                f"    {name:8s} {what:4s} ours {statistics.median(r[i] for r in runs) * 1e3:6.1f} "
                f"ms, python -c pass {statistics.median(r[i + 2] for r in runs) * 1e3:5.1f} ms, "
                f"ratio {statistics.median(ratios):5.2f} ({min(ratios):.2f}-{max(ratios):.2f})"
            )


if __name__ == "__main__":
    main()
