"""Benchmark `replay` of mixed games against plain Python (a script, not a test):
python tests/benchmarks/bench_mixed_replay.py

The shipped benchmark (bench_replay.py) replays the same few adds in a cycle; a real game
does not repeat itself. This one writes, for each board shape, an operation file of N
lines that mixes every kind of operation (adds of both kinds, some with a named slot, at
setup, forced beside a full row, by the local power; converts, resets, removes from each
row, Armies, scoring a Region, now and then every Region, VP adjustments, the ends of the
rounds, moves of a track, notes on a few lines), each line chosen from the current
position so that every line is legal; and the same lines with undo lines (about 5%: k
steps undone, then redone, so the lines after them stay legal). The board shapes:

- "300": 300 Regions of 1-6 permanent and 2-8 temporary slots, 2-4 bonuses each;
- "standard": the embedded standard board.

Each line is chosen and carried out on the model of the reference
(tests/benchmarks/mixed_reference.py: `json.loads` and the rules on lists, scoring
included), which must end with the same VP and rows as `replay --json`: both played the
same game. Then, in separate processes as a user would start them, round after round
(interleaved, so that the machine's other work falls on all alike), for each shape: the
reference, `replay OPS` (text), `replay OPS --json`, `replay OPS-UNDO --json`; and the
cyclic benchmark's four (bench_replay.py's files and commands) beside them.

It prints, for each, the median wall and CPU time (user + system), the median and range
of the ratio to the reference of the same round (wall and CPU), the largest peak memory
(ru_maxrss, from os.wait4) and the output's size. Issue 37's targets for a million mixed
lines: text at most 2x the reference, `--json` 2.5x, under 100 MB (300 MB with the undo
lines); the cyclic benchmark no slower than before.
Options: --lines N (default 1,000,000), --rounds R (default 3; 0 writes the files only),
--seed S (default 7), --boards 300,standard, --cyclic-lines N (default: --lines; 0 leaves
the cyclic benchmark out), --keep DIR (write the files there and keep them), --before DIR
(the desktop/ folder of a copy of the package before a change: each replay is also run on
it, in the same rounds, with our CPU time as a share of its and whether the outputs are
the same byte for byte).
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench_replay import Run, ours, write_ops
from mixed_reference import OVERFLOW, PERMANENT, TEMPORARY, carry_out, start

from influence_board.rules.formats.scenario import scenario_text

HERE = Path(__file__).resolve().parent
SOURCES = ("Engage", "Invest", "Event card")
REASONS = ("Most money", "THREAT", "Most Armies", "Card: Summit")
NOTES = ("table talk", "a card played", "checked with the rulebook")
UNDO_BLOCK = 0.0125  # the chance of an undo block after a line: blocks of 2-6 lines, ~5%


def big_scenario(regions: int, seed: int) -> dict[str, Any]:
    """The standard board's participants on `regions` Regions of 1-6 permanent and 2-8
    temporary slots, placed in a grid (so that loading lays nothing out)."""
    rng = random.Random(seed)
    data = json.loads(scenario_text())
    made = []
    for i in range(regions):
        temporary = rng.randint(2, 8)
        bonus = sorted(rng.sample(range(1, 12), rng.randint(2, 4)), reverse=True)
        made.append(
            {
                "id": f"r{i + 1}",
                "name": f"Region {i + 1}",
                "permanent": [rng.choice((1, 1, 2)) for _ in range(rng.randint(1, 6))],
                "temporary": list(range(temporary + 1, 1, -1)),
                "majority_bonus": bonus,
                "position": [float(300 * (i % 20)), float(220 * (i // 20))],
            }
        )
    data.update(name=f"{regions} Regions", regions=made, adjacency=[], vp={})
    return data


class Game:
    """The position as the reference keeps it, and what choosing a line needs."""

    def __init__(self, scenario: dict[str, Any], seed: int) -> None:
        self.rng = random.Random(seed)
        self.regions, self.vp = start(scenario)
        self.ids = list(self.regions)
        self.players = [p["id"] for p in scenario["players"]]
        self.local = scenario["local_power"]["id"]
        self.round = scenario.get("round", 1)
        self.scoring_rounds = scenario.get("scoring_rounds", [])
        # every Region scored now and then: often on a few Regions, seldom on 300
        self.score_all = 0.003 if len(self.ids) < 20 else 0.0002

    def line(self) -> dict[str, Any]:
        """A legal operation line, carried out on the model."""
        entry = self.choose()
        if self.rng.random() < 0.01:
            entry["comment"] = self.rng.choice(NOTES)
        carry_out(entry, self.regions, self.vp)
        return entry

    def end_round(self) -> list[dict[str, Any]]:
        """The round ends; after a scoring round, every Region scores."""
        ended = self.round
        self.round += 1
        lines = [{"op": "end_round"}]
        if ended in self.scoring_rounds:
            lines.append({"op": "score"})
            carry_out(lines[-1], self.regions, self.vp)
        return lines

    def choose(self) -> dict[str, Any]:
        rng = self.rng
        if rng.random() < self.score_all:
            return {"op": "score"}
        rid = rng.choice(self.ids)
        region = self.regions[rid]
        permanent, overflow, temporary = region[PERMANENT], region[OVERFLOW], region[TEMPORARY]
        player = self.local if rng.random() < 0.05 else rng.choice(self.players)
        run = [i for i, cube in enumerate(temporary) if cube is not None]
        free = [i for i, cube in enumerate(permanent) if cube is None]
        # An effect places beside a full row now and then: the overflow stays short.
        beside = not free and len(overflow) < 2
        # The share of each kind; one that cannot be played here is a temporary cube added.
        roll = rng.random()
        if roll < 0.12:
            if free or (beside and rng.random() < 0.3):
                entry = {"op": "add", "region": rid, "player": player, "kind": "permanent"}
                self.sourced(entry, "Invest")
                if free and rng.random() < 0.3:
                    entry["slot"] = rng.choice(free)
                elif not free:
                    entry["force"] = True  # an effect allows a cube beside the full row
                return entry
        elif roll < 0.20:
            if run and (free or beside):  # a cube converted by its owner
                index = rng.choice(run)
                entry = {"op": "convert", "region": rid, "player": temporary[index]}
                entry["index"] = index
                if free and rng.random() < 0.2:
                    entry["slot"] = rng.choice(free)
                return entry
        elif roll < 0.28:
            if run:
                index = rng.choice(run)
                return {"op": "reset", "region": rid, "player": temporary[index], "index": index}
        elif roll < 0.35:  # removed from a row that holds a cube: the permanent one often,
            # so that its slots are free again for adds and conversions
            rows = [("permanent", permanent), ("overflow", overflow), ("temporary", temporary)]
            if rng.random() < 0.6:
                rows = rows[:1]
            places = [
                (name, i) for name, row in rows for i, cube in enumerate(row) if cube is not None
            ]
            if places:
                row, index = rng.choice(places)
                return {"op": "remove", "region": rid, "row": row, "index": index}
        elif roll < 0.41:
            count = rng.randrange(5)
            return {"op": "armies", "region": rid, "player": player, "count": count}
        elif roll < 0.51:
            return {"op": "score", "region": rid}
        elif roll < 0.57:
            who = rng.choice(self.players)
            delta = rng.choice((-3, -2, -1, 1, 2, 3, 4, 5))
            if self.vp[who] + delta < 0:
                delta = -delta
            return {"op": "vp", "player": who, "delta": delta, "reason": rng.choice(REASONS)}
        elif roll < 0.571:
            x, y = rng.uniform(0, 6000), rng.uniform(0, 4000)
            return {"op": "move", "region": rid, "position": [round(x, 2), round(y, 2)]}
        entry = {"op": "add", "region": rid, "player": player, "kind": "temporary"}
        self.sourced(entry, "Engage")
        return entry

    def sourced(self, entry: dict[str, Any], usual: str) -> None:
        roll = self.rng.random()
        if roll < 0.7:
            entry["source"] = usual
        elif roll < 0.8:
            entry["source"] = self.rng.choice(SOURCES)
        if self.rng.random() < 0.02:
            entry["setup"] = True


def write_mixed(scenario: dict[str, Any], plain: Path, undoing: Path, n: int, seed: int) -> Game:
    """n legal lines to `plain`, the same with undo blocks to `undoing`; the Game after."""
    game = Game(scenario, seed)
    last = max(game.scoring_rounds, default=0)
    ends = {n * k // (last + 1) for k in range(1, last + 1)}  # the rounds end spread out
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    undo_lines: list[str] = []
    with plain.open("w", encoding="utf-8") as out, undoing.open("w", encoding="utf-8") as out_u:
        lines: list[str] = []
        written = 0
        while written < n:
            entries = game.end_round() if written in ends else [game.line()]
            for entry in entries[: n - written]:
                lines.append(dumps(entry))
                undo_lines.append(lines[-1])
                written += 1
            if written > 100 and game.rng.random() < UNDO_BLOCK:
                k = game.rng.randint(1, 3)  # undone, then redone: the position is the same
                undo_lines.extend(['{"op":"undo"}'] * k + ['{"op":"redo"}'] * k)
            if len(lines) >= 10_000:
                out.write("\n".join(lines) + "\n")
                out_u.write("\n".join(undo_lines) + "\n")
                lines.clear()
                undo_lines.clear()
        if lines:
            out.write("\n".join(lines) + "\n")
        if undo_lines:
            out_u.write("\n".join(undo_lines) + "\n")
    return game


def same_game(reference: Path, report: Path) -> str:
    """Whether `replay --json` ended where the reference did (VP and every row)."""
    expected = json.loads(reference.read_text())
    try:
        got = json.loads(report.read_text())
    except ValueError:
        return "NOT the same: the replay failed (said above)"
    if got["vp"] != expected["vp"]:
        return f"NOT the same VP: {expected['vp']} / {got['vp']}"
    rows_got = {
        rid: [r["permanent"], r["overflow"], r["temporary"]] for rid, r in got["regions"].items()
    }
    if rows_got != expected["regions"]:
        wrong = [rid for rid, rows in expected["regions"].items() if rows_got.get(rid) != rows]
        return f"NOT the same rows: {wrong[:5]}"
    return "the same VP and rows"


def line_count(path: Path) -> int:
    with path.open("rb") as file:
        return sum(1 for _ in file)


BEFORE = ", before"  # the label's end for the package given with --before


class Group:
    """One file set's commands: the reference first, the ratios of the others to it. With
    `before` (a folder holding a copy of the package before a change), each replay is also
    run on that package, in the same round."""

    def __init__(
        self,
        title: str,
        commands: dict[str, list[str]],
        folder: Path,
        key: str,
        before: Path | None = None,
    ):
        self.title = title
        self.commands: dict[str, tuple[list[str], dict[str, str] | None]] = {}
        for label, command in commands.items():
            self.commands[label] = (command, None)
            if before is not None and label.startswith("replay"):
                env = dict(os.environ, PYTHONPATH=str(before))
                self.commands[label + BEFORE] = (command, env)
        self.outputs = {
            label: folder / f"out-{key}-{n}.txt" for n, label in enumerate(self.commands)
        }
        self.runs: dict[str, list[Run]] = {label: [] for label in self.commands}

    def run_once(self) -> None:
        for label, (command, env) in self.commands.items():
            run = Run(command, self.outputs[label], env)
            if run.code:
                print(f"   {self.title}, {label}: exit {run.code}: {run.error[:300]}")
            self.runs[label].append(run)

    def print(self, check: Callable[[Path], str]) -> None:
        reference_label = next(iter(self.commands))
        reference = self.runs[reference_label]
        print(f"\n{self.title}")
        print(" " * 41 + "wall     CPU   ratio wall (range)    ratio CPU (range)    peak   output")
        for label, results in self.runs.items():
            wall = statistics.median(r.wall for r in results)
            cpu = statistics.median(r.cpu for r in results)
            peak = max(r.peak for r in results)
            walls = [r.wall / ref.wall for r, ref in zip(results, reference, strict=True)]
            cpus = [r.cpu / ref.cpu for r, ref in zip(results, reference, strict=True)]
            ratios = f"{_spread(walls):<22}{_spread(cpus):<18}"
            print(f"  {label:<36} {wall:6.1f} s {cpu:6.1f} s   {ratios}"
                  f"{peak:5.0f} MB {results[-1].size:6.1f} MB")  # fmt: skip
        for label, output in self.outputs.items():
            if label.endswith("--json") or label.endswith("--json, undo lines"):
                print(f"  {label}: {check(output)} as the reference")
        for label, results in self.runs.items():
            if label + BEFORE in self.runs:
                before = self.runs[label + BEFORE]
                cpus = [r.cpu / b.cpu for r, b in zip(results, before, strict=True)]
                same = filecmp.cmp(self.outputs[label], self.outputs[label + BEFORE], False)
                said = "the same output" if same else "a DIFFERENT output"
                print(f"  {label}: CPU {_spread(cpus)} of before's, {said}")


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):4.2f} ({min(values):.2f}-{max(values):.2f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--boards", default="300,standard", help="300, standard or both")
    parser.add_argument("--cyclic-lines", type=int, help="the cyclic benchmark's lines")
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    parser.add_argument(
        "--before", type=Path, help="the desktop/ folder of a copy before a change: timed too"
    )
    args = parser.parse_args(argv)
    cyclic_lines = args.lines if args.cyclic_lines is None else args.cyclic_lines

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench-mixed-"))
    folder.mkdir(parents=True, exist_ok=True)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Python {sys.version.split()[0]}, {args.lines:,} mixed lines, seed {args.seed}")
    print(f"load average {load} (other work on the machine skews timings)")

    groups: list[Group] = []
    checks: dict[str, Callable[[Path], str]] = {}
    t0 = time.perf_counter()
    for board in args.boards.split(","):
        scenario = json.loads(scenario_text()) if board == "standard" else big_scenario(300, 1)
        scenario_path = folder / f"board-{board}.json"
        scenario_path.write_text(json.dumps(scenario, indent=1), encoding="utf-8")
        plain, undoing = folder / f"mixed-{board}.jsonl", folder / f"mixed-{board}-undo.jsonl"
        write_mixed(scenario, plain, undoing, args.lines, args.seed)
        commands = {
            "reference (json.loads, lists)": [
                sys.executable, str(HERE / "mixed_reference.py"), str(scenario_path), str(plain),
            ],
            "replay (text)": ours("replay", str(scenario_path), str(plain)),
            "replay --json": ours("replay", str(scenario_path), str(plain), "--json"),
            "replay --json, undo lines": ours("replay", str(scenario_path), str(undoing), "--json"),
        }  # fmt: skip
        name = "the standard board" if board == "standard" else f"{board} Regions"
        group = Group(f"mixed lines, {name}", commands, folder, board, args.before)
        groups.append(group)
        reference_out = group.outputs["reference (json.loads, lists)"]
        checks[group.title] = partial(same_game, reference_out)
    if cyclic_lines:
        scenario_path = folder / "board-cyclic.json"
        scenario_path.write_text(scenario_text(), encoding="utf-8")
        plain, undoing = folder / "cyclic.jsonl", folder / "cyclic-undo.jsonl"
        write_ops(plain, cyclic_lines, args.seed, undo=False)
        write_ops(undoing, cyclic_lines, args.seed, undo=True)
        commands = {
            "reference (json.loads, lists)": [
                sys.executable, str(HERE / "replay_reference.py"), str(scenario_path), str(plain),
            ],
            "replay (text)": ours("replay", str(plain)),
            "replay --json": ours("replay", str(plain), "--json"),
            "replay --json, undo lines": ours("replay", str(undoing), "--json"),
        }  # fmt: skip
        title = f"cyclic adds (bench_replay.py), {cyclic_lines:,} lines"
        group = Group(title, commands, folder, "cyclic", args.before)
        groups.append(group)
        reference_out = group.outputs["reference (json.loads, lists)"]
        checks[group.title] = partial(_same_vp, reference_out)
    print(f"files written in {time.perf_counter() - t0:.1f} s:")
    for path in sorted(folder.glob("*.jsonl")):
        print(f"  {path.name}: {line_count(path):,} lines, {path.stat().st_size / 1e6:.1f} MB")

    if args.rounds:
        start_run = Run(ours("--version"), folder / "version.txt")
        print(f"\nstarting Python and the package: {start_run.wall:.2f} s, {start_run.peak:.0f} MB")
        print("(a peak counts from this script's size when it starts a process)")
        for n in range(args.rounds):
            print(f"round {n + 1} of {args.rounds} ...", flush=True)
            for group in groups:
                group.run_once()
        print(f"\nmedians of {args.rounds} rounds; ratios to the reference of the same round")
        for group in groups:
            group.print(checks[group.title])
    if args.keep is None:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()
    return 0


def _same_vp(reference: Path, report: Path) -> str:
    """The cyclic benchmark's check (its reference reports rows in its own shape)."""
    expected = json.loads(reference.read_text())["vp"]
    try:
        got = json.loads(report.read_text())["vp"]
    except ValueError:
        return "NOT the same: the replay failed (said above)"
    return "the same VP" if got == expected else f"NOT the same VP: {expected} / {got}"


if __name__ == "__main__":
    raise SystemExit(main())
