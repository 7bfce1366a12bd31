"""Benchmark step highlighting and the timeline (a script, not a test):
python tests/benchmarks/bench_steps.py

(a) rules/history/changes.py: what one step changed, on the standard board and on a generated board
    of 300 Regions (the cost must not grow with the Regions: untouched ones are shared).
(b) The window: one step pushed (Game.perform), with the step marks and without them (the
    StepChanges signal disconnected), on both boards; the difference is what marking costs.
(c) The timeline: one step back or forward (QUndoStack.setIndex through the timeline), with
    the marks, on both boards, and a jump from the last step to the first over 1500 steps.
"""

from __future__ import annotations

import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_window import generated_board
from PySide6.QtWidgets import QApplication

from influence_board.rules import Add, Board, Outcome, apply
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.changes import changes

STEPS = 1500


def random_ops(board: Board, n: int, seed: int = 5) -> list[Add]:
    rng = random.Random(seed)
    ids = [r.id for r in board.regions]
    players = [p.id for p in board.players]
    return [Add(rng.choice(ids), rng.choice(players), "temporary") for _ in range(n)]


def median_ms(times: list[float]) -> str:
    return (
        f"median {statistics.median(times) * 1e3:7.3f} ms, 95th percentile "
        f"{sorted(times)[int(len(times) * 0.95)] * 1e3:7.3f} ms ({len(times)})"
    )


def time_changes(board: Board) -> list[float]:
    times = []
    for op in random_ops(board, STEPS):
        out = apply(board, op)
        assert isinstance(out, Outcome)
        start = time.perf_counter()
        changes(board, out.board)
        times.append(time.perf_counter() - start)
        board = out.board
    return times


def window_for(board: Board):
    from influence_board.window.main_window import MainWindow

    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    QApplication.processEvents()
    return window


def close(window) -> None:
    window.parts.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def time_perform(board: Board, marks: bool) -> list[float]:
    window = window_for(board)
    if not marks:
        window.parts.step_changes.changed.disconnect(window.parts.scene.step_marks.show)
    times = []
    for op in random_ops(board, STEPS):
        start = time.perf_counter()
        window.parts.game.perform(op)
        times.append(time.perf_counter() - start)
    close(window)
    return times


def time_timeline(board: Board) -> tuple[list[float], float]:
    window = window_for(board)
    for op in random_ops(board, STEPS):
        window.parts.game.perform(op)
    timeline = window.parts.timeline
    times = []
    for step in [timeline.previous_step] * STEPS + [timeline.next_step] * STEPS:
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
    start = time.perf_counter()
    timeline.first_step()
    jump = time.perf_counter() - start
    assert window.parts.document.undo_stack.index() == 0
    close(window)
    return times, jump


def main() -> None:
    QApplication.instance() or QApplication([])
    boards = (("standard", standard_board()), ("300 Regions", generated_board(300)))
    print("(a) changes(before, after) of one step")
    for name, board in boards:
        print(f"    {name:11s} {median_ms(time_changes(board))}")
    print("(b) one step pushed in the window (Game.perform, no repaint)")
    for name, board in boards:
        with_marks, without = time_perform(board, True), time_perform(board, False)
        print(f"    {name:11s} with marks    {median_ms(with_marks)}")
        print(f"    {name:11s} without marks {median_ms(without)}")
    print("(c) the timeline: one step back or forward (with marks), and a jump to the first")
    for name, board in boards:
        times, jump = time_timeline(board)
        print(f"    {name:11s} one step {median_ms(times)}")
        print(f"    {name:11s} last -> first over {STEPS} steps: {jump * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
