"""Benchmark the options list (a script, not a test): python tests/benchmarks/bench_options.py

Times `options(board, player)`, every choice of one player with what it gains, on:

1. the standard board at setup;
2. the standard board mid-game (random legal additions, conversions and resets);
3. a generated 300-Region board (the standard Regions repeated), mid-game the same way.

For each board and player: the number of options and the time to compute all of them, best
and median of --runs runs (default 20), and the best CPU time of this process (on a busy
machine the wall-clock times include waiting for a core). The budget for the standard board
is well under 50 ms (issue 11).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from influence_board.rules import Add, Board, Convert, Refusal, Reset, apply
from influence_board.rules.analysis.options import options
from influence_board.rules.formats.scenario import from_data, standard_board, to_data


def mid_game(board: Board, moves: int, seed: int) -> Board:
    """`moves` random choices of the players, the kinds a game is made of."""
    rng = random.Random(seed)
    players = [p.id for p in board.players]
    for _ in range(moves):
        region = rng.choice(board.regions)
        player = rng.choice(players)
        roll = rng.random()
        mine = [i for i, c in enumerate(region.temporary) if c == player]
        op: Add | Convert | Reset
        if roll < 0.6 or not mine:
            op = Add(region.id, player, "temporary" if roll < 0.45 else "permanent")
        elif roll < 0.8:
            op = Convert(region.id, player, rng.choice(mine))
        else:
            op = Reset(region.id, player, rng.choice(mine))
        result = apply(board, op)
        if not isinstance(result, Refusal):
            board = result.board
    return board


def big_board(regions: int) -> Board:
    """The standard board's Regions repeated until there are `regions` of them."""
    data = to_data(standard_board())
    base = data["regions"]
    data["regions"] = [
        dict(base[i % len(base)], id=f"{base[i % len(base)]['id']}_{i}", name=f"Region {i + 1}")
        for i in range(regions)
    ]
    for r in data["regions"]:
        r.pop("position", None)
    data["adjacency"] = []
    data["name"] = f"{regions} Regions"
    return from_data(data)


def measure(label: str, board: Board, runs: int) -> None:
    cubes = sum(1 for r in board.regions for _ in r.cubes())
    print(f"{label}: {len(board.regions)} Regions, {cubes} cubes")
    for player in board.players:
        found = options(board, player.id)  # warm up
        times, cpu = [], []
        for _ in range(runs):
            t0, c0 = time.perf_counter(), time.process_time()
            options(board, player.id)
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        print(
            f"  {player.name:<8} {len(found):>5} options  best {min(times) * 1e3:8.3f} ms  "
            f"median {statistics.median(times) * 1e3:8.3f} ms  "
            f"(CPU best {min(cpu) * 1e3:8.3f} ms)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--regions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"Python {sys.version.split()[0]}; load average {load} (other work skews timings)")
    start = standard_board()
    measure("standard board at setup", start, args.runs)
    measure("standard board mid-game", mid_game(start, 60, args.seed), args.runs)
    big = big_board(args.regions)
    measure(
        f"{args.regions}-Region board mid-game",
        mid_game(big, 10 * args.regions, args.seed),
        max(3, args.runs // 4),
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
