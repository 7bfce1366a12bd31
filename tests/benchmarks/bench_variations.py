"""Benchmark variations (a script, not a test): python tests/benchmarks/bench_variations.py

(a) One step pushed (Game.perform) on a Document: the step list keeps its node in the tree
    and its command on the undo stack.
(b) In a window: choosing a step in the middle of a long line, which rebuilds the undo
    stack from the stored Boards (nothing replayed).
(c) The tree written for a recovery or game file, and read back (every step replayed).
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_steps import random_ops
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.document.game import Game
from influence_board.document.journal import Journal
from influence_board.document.step_list import StepList
from influence_board.rules.formats.game_file import dumps_game, loads_game
from influence_board.rules.formats.scenario import standard_board

STEPS = 5000


def per_step() -> float:
    board = standard_board()
    document = Document(board)
    journal = Journal()
    game = Game(document, StepList(document, journal), journal)
    ops = random_ops(board, STEPS)
    start = time.perf_counter()
    for op in ops:
        game.perform(op)
    return (time.perf_counter() - start) / STEPS


def main() -> None:
    app = QApplication.instance() or QApplication([])
    pushed = statistics.median(per_step() for _ in range(3))
    print(f"(a) a step pushed, {STEPS} steps: {pushed * 1e6:.1f} µs a step")

    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    for op in random_ops(window.parts.document.board, STEPS):
        window.parts.game.perform(op)
    line = window.parts.variations.tree.current_line()
    times = []
    for node in (line[STEPS // 2], line[-1], line[STEPS // 4]):
        start = time.perf_counter()
        window.parts.variations.choose(node)
        app.processEvents()
        times.append(time.perf_counter() - start)
    print(
        f"(b) choosing a step of a {len(line)}-step line in a window (stack rebuilt): "
        f"median {statistics.median(times) * 1e3:.0f} ms, max {max(times) * 1e3:.0f} ms"
    )

    tree = window.parts.variations.tree
    start = time.perf_counter()
    text = dumps_game(tree)
    written = time.perf_counter() - start
    start = time.perf_counter()
    back = loads_game(text)
    read = time.perf_counter() - start
    assert back.current.board == tree.current.board
    print(
        f"(c) {len(line)} steps written in {written * 1e3:.0f} ms ({len(text) / 1e6:.2f} MB), "
        f"read and replayed in {read * 1e3:.0f} ms"
    )
    window.parts.steps.mark_saved()
    window.close()


if __name__ == "__main__":
    main()
