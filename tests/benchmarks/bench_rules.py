"""Benchmark the rules engine (a script, not a test): python tests/benchmarks/bench_rules.py

On the standard board, 100,000 random *legal* operations, each chosen by looking at the
current Board (add temporary / permanent where allowed, convert and reset own temporary
cubes, remove existing cubes, set Armies, score a Region, now and then score all):

1. total: choosing each operation from the Board and applying it, ops/s;
2. apply only: the recorded operations applied again from the start, ops/s (best of 5);
3. per operation type: mean time of one apply;
4. memory: every one of the 100,000 Boards kept in a list (an undo history that never
   forgets), tracemalloc's current traced memory minus the baseline, in MB.

Options: --ops N (default 100000), --seed S (default 7), --profile (cProfile the apply-only
pass and print the top functions).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import random
import statistics
import sys
import time
import tracemalloc
from collections import Counter, defaultdict

from influence_board.rules import (
    Add,
    Board,
    Convert,
    Operation,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import RowName


def choose(board: Board, rng: random.Random) -> Operation:
    """A random operation that the rules accept on `board`.

    The mix keeps the position game-like: permanent rows fill and empty again (effects
    remove cubes), overflow stays short, temporary rows keep pushing out."""
    region = rng.choice(board.regions)
    player = rng.choice(board.players).id
    roll = rng.random()
    temporary = [(i, c) for i, c in enumerate(region.temporary) if c is not None]
    free = [i for i, c in enumerate(region.permanent) if c is None]
    if roll < 0.35 and region.temporary:
        if board.local_power is not None and rng.random() < 0.05:
            player = board.local_power.id
        return Add(region.id, player, "temporary", source="Engage", setup=rng.random() < 0.02)
    if roll < 0.50:
        if free:
            slot = rng.choice(free) if rng.random() < 0.3 else None
            return Add(region.id, player, "permanent", source="Invest", slot=slot)
        if rng.random() < 0.1:
            return Add(region.id, player, "permanent", source="effect", force=True)
    if roll < 0.60 and temporary and (free or rng.random() < 0.1):
        i, owner = rng.choice(temporary)
        return Convert(region.id, owner, i)
    if roll < 0.70 and temporary:
        i, owner = rng.choice(temporary)
        return Reset(region.id, owner, i)
    if roll < 0.82:
        if region.overflow:
            return Remove(region.id, "overflow", rng.randrange(len(region.overflow)))
        rows: tuple[RowName, ...] = ("permanent", "temporary")
        placed = [
            (row, i) for row in rows for i, c in enumerate(getattr(region, row)) if c is not None
        ]
        if placed:
            return Remove(region.id, *rng.choice(placed))
    if roll < 0.90:
        owner = rng.choice(board.participants()).id
        return SetArmies(region.id, owner, rng.randint(0, 4))
    if roll < 0.995:
        return Score(region.id)
    return Score()


def run_total(
    start: Board, n: int, seed: int
) -> tuple[float, list[Operation], Board, Counter[str]]:
    """Choose and apply n operations; the time covers both."""
    rng = random.Random(seed)
    ops: list[Operation] = []
    record = ops.append
    refused: Counter[str] = Counter()
    board = start
    t0 = time.perf_counter()
    for _ in range(n):
        op = choose(board, rng)
        result = apply(board, op)
        if isinstance(result, Refusal):
            refused[type(op).__name__] += 1
            continue
        record(op)
        board = result.board
    elapsed = time.perf_counter() - t0
    return elapsed, ops, board, refused


def run_apply(start: Board, ops: list[Operation]) -> tuple[float, Board]:
    board = start
    t0 = time.perf_counter()
    for op in ops:
        result = apply(board, op)
        assert not isinstance(result, Refusal)  # ops run_total recorded: each one allowed
        board = result.board
    return time.perf_counter() - t0, board


def per_type(start: Board, ops: list[Operation]) -> dict[str, tuple[int, float]]:
    """Mean microseconds per apply, by operation type (includes ~0.1 µs of timer cost)."""
    spent: dict[str, list[int]] = defaultdict(list)
    clock = time.perf_counter_ns
    board = start
    for op in ops:
        t0 = clock()
        result = apply(board, op)
        spent[_label(op)].append(clock() - t0)
        assert not isinstance(result, Refusal)
        board = result.board
    return {k: (len(v), statistics.fmean(v) / 1000) for k, v in sorted(spent.items())}


def _label(op: Operation) -> str:
    name = type(op).__name__
    if isinstance(op, Add):
        return f"{name} {op.kind}" + (" force" if op.force else "")
    if isinstance(op, Score):
        return f"{name} {'all' if op.region is None else 'region'}"
    return name


def _longest_overflow(start: Board, ops: list[Operation]) -> int:
    board, longest = start, 0
    for op in ops:
        result = apply(board, op)
        assert not isinstance(result, Refusal)
        board = result.board
        longest = max(longest, *(len(r.overflow) for r in board.regions))
    return longest


def memory_of_history(start: Board, ops: list[Operation]) -> tuple[float, int]:
    """MB held by a list of every Board reached (the start included)."""
    gc.collect()
    tracemalloc.start()
    baseline = tracemalloc.get_traced_memory()[0]
    boards = [start]
    keep = boards.append
    board = start
    for op in ops:
        result = apply(board, op)
        assert not isinstance(result, Refusal)
        board = result.board
        keep(board)
    gc.collect()
    current = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    held = current - baseline
    count = len(boards)
    del boards
    return held / 1e6, count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)

    start = standard_board()
    print(f"Python {sys.version.split()[0]}, standard board, {args.ops:,} operations")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"seed {args.seed}; load average {load} (other work on the machine skews timings)")

    total, ops, final, refused = run_total(start, args.ops, args.seed)
    if refused:
        print(f"!! {sum(refused.values())} chosen operations were refused: {dict(refused)}")
    n = len(ops)
    longest = _longest_overflow(start, ops)
    mix = Counter(_label(op) for op in ops)

    times = []
    for _ in range(5):
        t, again = run_apply(start, ops)
        times.append(t)
        assert again == final, "re-applying the recorded operations gave another Board"
    best = min(times)

    print()
    print(f"total (choose from the Board + apply): {n / total:>12,.0f} ops/s  ({total:.3f} s)")
    print(
        f"apply only (best of 5):                {n / best:>12,.0f} ops/s  ({best:.3f} s; "
        f"runs {', '.join(f'{t:.3f}' for t in times)} s)"
    )
    print(f"  of the total, choosing took about    {(total - best) / total:>11.0%}")

    print()
    print("mean apply time by operation type:")
    for label, (count, micros) in per_type(start, ops).items():
        print(f"  {label:<24} {count:>7,} ops  {micros:6.2f} µs")

    mb, count = memory_of_history(start, ops)
    print()
    print(
        f"memory of a list holding all {count:,} Boards: {mb:.1f} MB "
        f"({mb * 1e6 / count:,.0f} bytes per Board)"
    )

    cubes = sum(1 for r in final.regions for _ in r.cubes())
    overflow = max(len(r.overflow) for r in final.regions)
    print()
    print(f"final Board: {cubes} cubes, longest overflow {overflow}, VP {final.vp_dict()}")
    print(f"longest overflow at any time: {longest}")
    print(f"operation mix: {dict(mix.most_common())}")

    if args.profile:
        print()
        profiler = cProfile.Profile()
        profiler.enable()
        run_apply(start, ops)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
