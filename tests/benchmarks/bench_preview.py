"""Benchmark the hover preview's computation (a script, not a test):
python tests/benchmarks/bench_preview.py

A hover over a slot asks `option_for` (the options computation for that one choice) and
`summary` (its line of text). Times one hover, best and median of --runs runs, for every
Region of the standard board mid-game and of a 300-Region board: it must stay far below
a frame (16 ms) so that moving the mouse over the board never stutters.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench_options import big_board, mid_game

from influence_board.rules import Add, Board
from influence_board.rules.options import option_for, summary
from influence_board.standard import standard_board


def hover_ops(board: Board, player: str) -> list[Add]:
    """What hovering each Region's temporary row and first free permanent slot previews."""
    ops = []
    for region in board.regions:
        if region.temporary:
            ops.append(Add(region.id, player, "temporary"))
        if None in region.permanent:
            ops.append(Add(region.id, player, "permanent", slot=region.permanent.index(None)))
    return ops


def measure(label: str, board: Board, runs: int) -> None:
    player = board.players[0].id
    ops = hover_ops(board, player)
    times = []
    for _ in range(runs):
        for op in ops:
            t0 = time.perf_counter()
            option = option_for(board, op)
            if option is not None:
                summary(board, option)
            times.append(time.perf_counter() - t0)
    print(
        f"{label}: {len(board.regions)} Regions, {len(ops)} hover targets: one hover "
        f"best {min(times) * 1e3:.3f} ms, median {statistics.median(times) * 1e3:.3f} ms, "
        f"worst {max(times) * 1e3:.3f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    measure("standard board, mid-game", mid_game(standard_board(), 40, seed=1), args.runs)
    measure("300 Regions, mid-game", mid_game(big_board(300), 1500, seed=2), args.runs)


if __name__ == "__main__":
    main()
