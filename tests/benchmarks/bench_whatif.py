"""Benchmark what-if in the window (a script, not a test):
QT_QPA_PLATFORM=offscreen python tests/benchmarks/bench_whatif.py

1. The hover preview: a hover over a slot asks `option_for` (the options computation for
   that one choice) and `summary` (its line of text). Times one hover, best, median and
   worst over every hover target of the standard board mid-game and of a 300-Region board:
   it must stay far below a frame (16 ms) so that moving the mouse never stutters.
2. The Options dock: the time to compute the list again and lay the table out (what each
   change of the position costs while the dock is shown), best of --runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import TYPE_CHECKING

from bench_options import big_board, mid_game

from influence_board.rules import Add, Board

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication
from influence_board.rules.analysis.options import option_for, summary
from influence_board.rules.formats.scenario import standard_board


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


def measure_dock(app: QApplication, label: str, board: Board, runs: int) -> None:
    from PySide6.QtTest import QTest

    from influence_board.window.main_window import MainWindow

    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.parts.docks.options.show()
    window.parts.docks.options.raise_()
    app.processEvents()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        window.parts.docks.options_panel.refresh()
        app.processEvents()  # the table lays out and paints
        times.append(time.perf_counter() - t0)
    rows = window.parts.docks.options_panel.model.rowCount()
    print(
        f"{label}: Options dock, {rows} rows: compute and show best {min(times) * 1e3:.1f} ms, "
        f"median {statistics.median(times) * 1e3:.1f} ms"
    )
    window.parts.steps.mark_saved()
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    boards = [
        ("standard board, mid-game", mid_game(standard_board(), 40, seed=1)),
        ("300 Regions, mid-game", mid_game(big_board(300), 1500, seed=2)),
    ]
    for label, board in boards:
        measure(label, board, args.runs)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    for label, board in boards:
        measure_dock(app, label, board, max(1, args.runs // 4))


if __name__ == "__main__":
    main()
