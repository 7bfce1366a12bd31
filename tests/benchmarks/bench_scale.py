"""Benchmark big boards (a script, not a test): python tests/benchmarks/bench_scale.py

1. layout: positions for 100, 500 and 1000 Regions without any (rules/topology.py
   `with_positions`, as loading such a file does), linked in pairs, best of 3; the first
   run also pays for importing networkx where the spring layout is used;
2. colours: the colour check (rules/validation.py `colour_problems`) for 100, 1000 and 2000
   players with random colours, best of 3, and how many warnings it gives.

Options: --regions N ... and --players N ... to choose the sizes, --repeat R.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from functools import partial

from influence_board.rules import Board
from influence_board.rules.formats.scenario import dumps, from_data, standard_board
from influence_board.rules.topology import SPRING_LIMIT, with_positions
from influence_board.rules.validation import Problem, colour_problems


def standard_data() -> dict:
    data = json.loads(dumps(standard_board()))
    for region in data["regions"]:
        region.pop("cubes", None)
        region.pop("armies", None)
    data.pop("vp", None)
    return data


def regions_without_positions(n: int) -> Board:
    data = standard_data()
    first = data["regions"][0]
    data["regions"] = [
        {k: v for k, v in dict(first, id=f"r{i}", name=f"Region {i}").items() if k != "position"}
        for i in range(n)
    ]
    data["adjacency"] = [[f"r{i}", f"r{i + 1}"] for i in range(0, n - 1, 2)]
    return from_data(data)


def players(n: int, seed: int = 7) -> Board:
    rng = random.Random(seed)
    data = standard_data()
    data["players"] = [
        {"id": f"p{i}", "name": f"P{i}", "color": f"#{rng.randrange(1 << 24):06x}"}
        for i in range(n)
    ]
    return from_data(data)


def best(run: Callable[[], object], repeat: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return min(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regions", type=int, nargs="*", default=[100, 500, 1000])
    parser.add_argument("--players", type=int, nargs="*", default=[100, 1000, 2000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    print(f"layout (spring up to {SPRING_LIMIT} Regions, a grid beyond)")
    for n in args.regions:
        board = regions_without_positions(n)
        seconds, _ = best(partial(with_positions, board), args.repeat)
        print(f"  {n:>6} Regions  {seconds:8.3f} s")

    print("colour check")
    for n in args.players:
        board = players(n)

        def check(board: Board = board) -> list[Problem]:
            return list(colour_problems(board))

        seconds, warnings = best(check, args.repeat)
        print(f"  {n:>6} players  {seconds:8.3f} s  {len(warnings):>6} warnings")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
