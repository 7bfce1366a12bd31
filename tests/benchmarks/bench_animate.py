"""Benchmark an animated replay (a script, not a test): python tests/benchmarks/bench_animate.py

Writes an operation file of --steps add lines on the standard board (bench_replay.py's game:
temporary cubes mostly, permanent ones while a slot is free), with the scoring of a Region
after every 25, then runs, as a user would, each in its own process:

- the baseline: `influence-board render --ops OPS --size N -o final.png`, one picture of
  the final position as large as a frame (the start-up, the replay and one picture);
- `influence-board animate OPS -o replay.gif|.webp|.png --size N`.

It prints, for each, the median wall and CPU seconds of --rounds runs (interleaved, so that
the machine's other work falls on all alike), the peak memory, the file's size and frame
count (read back by Pillow), and the ratio of the animation's wall time to the baseline's.
Issue: 200 steps in seconds, not minutes, and a file of a few MB. No figure is asserted.
Options: --steps N (default 200), --size N (default: animate's), --rounds R (default 3),
--seed S (default 7), --keep DIR (keep the files there).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_replay import write_ops
from PIL import Image

from influence_board.render.animation import DEFAULT_SIZE
from influence_board.rules.formats.scenario import STANDARD, scenario_text

SCORE_EVERY = 25
FORMATS = (".gif", ".webp", ".png")


def write_game(path: Path, steps: int, seed: int) -> None:
    """`steps` lines: bench_replay's additions, a Region scored after every SCORE_EVERY."""
    adds = path.with_suffix(".adds")
    write_ops(adds, steps - steps // SCORE_EVERY, seed, undo=False)
    regions = [r["id"] for r in json.loads(scenario_text())["regions"]]
    lines: list[str] = []
    for line in adds.read_text(encoding="utf-8").splitlines():
        lines.append(line)
        if len(lines) % SCORE_EVERY == SCORE_EVERY - 1:
            region = regions[len(lines) // SCORE_EVERY % len(regions)]
            lines.append(json.dumps({"op": "score", "region": region}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    adds.unlink()


class Run:
    """One process: its wall and CPU seconds, peak MB and exit status."""

    def __init__(self, command: list[str]) -> None:
        t0 = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        self.wall = time.perf_counter() - t0
        assert process.stderr is not None
        self.error = process.stderr.read().decode().strip()
        process.stderr.close()
        self.code = os.waitstatus_to_exitcode(status)
        self.cpu = usage.ru_utime + usage.ru_stime
        self.peak = usage.ru_maxrss / 1024  # KiB on Linux


def ours(*args: str) -> list[str]:
    return [sys.executable, "-m", "influence_board", *args]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--size", type=int)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-animate-"))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / STANDARD).write_text(scenario_text(), encoding="utf-8")
    ops = folder / "game.jsonl"
    write_game(ops, args.steps, args.seed)
    size = ["--size", str(args.size or DEFAULT_SIZE)]  # the baseline's picture as large
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Python {sys.version.split()[0]}, standard board, {args.steps} lines ({ops.name})")
    print(f"seed {args.seed}; load average {load} (other work on the machine skews timings)")

    outputs = {"render (baseline)": "final.png"}
    outputs.update({f"animate {suffix}": f"replay{suffix}" for suffix in FORMATS})
    commands = {"render (baseline)": ours("render", "--ops", str(ops), "-o", "final.png", *size)}
    for suffix in FORMATS:
        commands[f"animate {suffix}"] = ours("animate", str(ops), "-o", f"replay{suffix}", *size)
    runs: dict[str, list[Run]] = {name: [] for name in commands}
    cwd = Path.cwd()
    os.chdir(folder)
    try:
        for _round in range(args.rounds):
            for name, command in commands.items():
                run = Run(command)
                if run.code != 0:
                    print(f"{name}: exit {run.code}\n{run.error}")
                    return 1
                runs[name].append(run)
    finally:
        os.chdir(cwd)

    base = statistics.median(r.wall for r in runs["render (baseline)"])
    print(f"{'':20} {'wall s':>7} {'cpu s':>7} {'peak MB':>8} {'file MB':>8} {'frames':>7} ratio")
    for name, done in runs.items():
        out = folder / outputs[name]
        picture = Image.open(out)
        wall = statistics.median(r.wall for r in done)
        cpu = statistics.median(r.cpu for r in done)
        peak = max(r.peak for r in done)
        print(
            f"{name:20} {wall:7.2f} {cpu:7.2f} {peak:8.0f} {out.stat().st_size / 1e6:8.2f} "
            f"{getattr(picture, 'n_frames', 1):7d} {wall / base:5.1f}x"
            f"  {picture.size[0]} x {picture.size[1]}"
        )
    if args.keep is None:
        for file in folder.iterdir():
            file.unlink()
        folder.rmdir()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
