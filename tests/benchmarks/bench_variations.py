"""Benchmark variations (a script, not a test): python tests/benchmarks/bench_variations.py

(a) One step pushed (Game.perform) on a Document, with the variations recording it and
    without them: the difference is what keeping the tree costs a step.
(b) In a window: choosing a step in the middle of a long line, which rebuilds the undo
    stack from the stored Boards (nothing replayed).
(c) The tree written for a recovery or game file, and read back (every step replayed).
"""

from __future__ import annotations

import json
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_steps import random_ops
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.document.commands import Game
from influence_board.document.variations import GameVariations, describe
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import from_steps, to_steps

STEPS = 5000


def per_step(with_tree: bool) -> float:
    board = standard_board()
    document = Document(board)
    game = Game(document)
    if with_tree:
        GameVariations(document)
    ops = random_ops(board, STEPS)
    start = time.perf_counter()
    for op in ops:
        game.perform(op)
    return (time.perf_counter() - start) / STEPS


def main() -> None:
    app = QApplication.instance() or QApplication([])
    without = statistics.median(per_step(False) for _ in range(3))
    with_tree = statistics.median(per_step(True) for _ in range(3))
    print(
        f"(a) a step pushed, {STEPS} steps: {without * 1e6:.1f} µs without the tree, "
        f"{with_tree * 1e6:.1f} µs with it (+{(with_tree - without) * 1e6:.1f} µs)"
    )

    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    for op in random_ops(window.document.board, STEPS):
        window.game.perform(op)
    line = window.variations.tree.current_line()
    times = []
    for node in (line[STEPS // 2], line[-1], line[STEPS // 4]):
        start = time.perf_counter()
        window.variations.choose(node)
        app.processEvents()
        times.append(time.perf_counter() - start)
    print(
        f"(b) choosing a step of a {len(line)}-step line in a window (stack rebuilt): "
        f"median {statistics.median(times) * 1e3:.0f} ms, max {max(times) * 1e3:.0f} ms"
    )

    tree = window.variations.tree
    start = time.perf_counter()
    text = json.dumps(to_steps(tree))
    written = time.perf_counter() - start
    start = time.perf_counter()
    back = from_steps(json.loads(text), tree.root.board, describe)
    read = time.perf_counter() - start
    assert back.current.board == tree.current.board
    print(
        f"(c) {len(line)} steps written in {written * 1e3:.0f} ms ({len(text) / 1e6:.2f} MB), "
        f"read and replayed in {read * 1e3:.0f} ms"
    )
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
