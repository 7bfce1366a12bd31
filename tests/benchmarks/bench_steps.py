"""Benchmark step highlighting and the timeline (a script, not a test):
python tests/benchmarks/bench_steps.py

(a) rules/history/changes.py: what one step changed, on the standard board and on a generated board
    of 300 Regions (the cost must not grow with the Regions: untouched ones are shared).
(b) The window: one step pushed (Game.perform), with the step marks and without them (the
    StepChanges signal disconnected), on both boards; the difference is what marking costs.
(c) The timeline: one step back or forward (the step list moved through the timeline), with
    the marks, on both boards, and a jump from the last step to the first over 1500 steps.
(d) Jumps as one change (issue 23): from the last step to the first and back over 1,500 and
    5,000 steps, the window repainted, median and range of 5 (target: under 50 ms each).
(e) File > Replay Operations of a 10,000-line operation file in the window, repainted
    (target: under 2 s). `--jumps` runs (d) and (e) only.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_window import generated_board
from PySide6.QtWidgets import QApplication

from influence_board.rules import Add, Board, Outcome, apply
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.changes import changes

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

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


def window_for(board: Board) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    QApplication.processEvents()
    return window


def no_autosave(window: MainWindow) -> None:
    """No autosave while measuring: each one writes the whole game (every 10 s while it is
    unsaved), work of its own that would land in one of the figures."""
    window.parts.autosaver.timer.setInterval(86_400_000)


def close(window: MainWindow) -> None:
    window.parts.steps.mark_saved()
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
    assert window.parts.steps.index == 0
    close(window)
    return times, jump


def time_jumps(steps: int, rounds: int = 5) -> tuple[list[float], list[float], int]:
    """Seconds of `rounds` jumps from the last step to the first, and back, repainted;
    the steps."""
    window = window_for(standard_board())
    no_autosave(window)
    rng = random.Random(3)
    board = window.parts.document.board
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    while window.parts.steps.count < steps:
        op = Add(rng.choice(regions), rng.choice(players), "temporary")
        window.parts.game.perform(op)
    QApplication.processEvents()
    timeline = window.parts.timeline
    backs, forwards = [], []
    for _ in range(rounds):
        start = time.perf_counter()
        timeline.first_step()
        QApplication.processEvents()
        backs.append(time.perf_counter() - start)
        start = time.perf_counter()
        timeline.last_step()
        QApplication.processEvents()
        forwards.append(time.perf_counter() - start)
    count = window.parts.steps.index
    close(window)
    return backs, forwards, count


def median_range_ms(times: list[float]) -> str:
    return (
        f"{statistics.median(times) * 1e3:6.1f} ms ({min(times) * 1e3:.1f}-{max(times) * 1e3:.1f})"
    )


def time_window_replay(lines: int) -> float:
    """Seconds of File > Replay Operations of `lines` add lines, repainted."""
    import json
    import tempfile
    from pathlib import Path

    board = standard_board()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ops.jsonl"
        rng = random.Random(7)
        regions, players = [r.id for r in board.regions], [p.id for p in board.players]
        ops = (
            {"op": "add", "region": rng.choice(regions), "player": rng.choice(players),
             "kind": "temporary"}
            for _ in range(lines)
        )  # fmt: skip
        path.write_text("".join(json.dumps(op) + "\n" for op in ops), encoding="utf-8")
        window = window_for(board)
        start = time.perf_counter()
        applied = window.parts.operation_files.replay_file(path)
        QApplication.processEvents()
        took = time.perf_counter() - start
        assert applied == lines, applied
        close(window)
    return took


def main() -> None:
    QApplication.instance() or QApplication([])
    if "--jumps" in sys.argv:
        jumps_and_replay()
        return
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
    jumps_and_replay()


def jumps_and_replay() -> None:
    print("(d) a jump as one change, repainted, median (range) of 5 (target under 50 ms)")
    for steps in (1500, 5000):
        backs, forwards, count = time_jumps(steps)
        print(f"    over {count:5d} steps: last -> first {median_range_ms(backs)}, "
              f"first -> last {median_range_ms(forwards)}")  # fmt: skip
    print("(e) File > Replay Operations in the window, repainted (target under 2 s)")
    print(f"    10,000 lines: {time_window_replay(10_000):.2f} s")


if __name__ == "__main__":
    main()
