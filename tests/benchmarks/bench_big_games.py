"""Benchmark big games and boards in the window (a script, not a test):
python tests/benchmarks/bench_big_games.py

(a) A game file of 20,000 and of 100,000 steps (a main line with a variation every 500
    steps): File > Open in a window, the time to the tree and the board shown, and the
    memory that took (the process's resident size before and after; target: 100,000 steps
    under 3 s and 300 MB).
(b) The Variations dock in front: its refresh after a step is played, on those trees
    (target: under 50 ms whatever the size).
(c) File > Replay Operations of 20,000 lines in the window, repainted (target: under 5 s).
(d) One step on a board of 2,000 and of 10,000 Regions, repainted (target: under 50 ms on
    2,000).
(e) A soak of 20,000 gestures (place, undo, redo) on the standard board: the median time
    per gesture of each 4,000 (flat: about the same from the first to the last).
`--history`: the history at scale (issue 37) in one place: the memory per step played in
    the window (the process's resident size over 20,000 steps through Game.perform, after
    2,000 that fill the Log to its most lines; target at most 1 KB), a jump over 5,000
    steps repainted (bench_steps.py (d); target under 50 ms) and File > Open of a
    100,000-step game (target under 1.5 s), each a median with its range.
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_steps import median_range_ms, no_autosave, time_jumps
from bench_window import generated_board, private_settings
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from influence_board.rules import Add, Board, Refusal, apply
from influence_board.rules.formats.game_file import dumps_game
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import Node, Variations

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def game_tree(steps: int, seed: int = 9) -> Variations:
    """A main line of `steps` temporary placements, a one-step variation every 500."""
    rng = random.Random(seed)
    board = standard_board()
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    tree = Variations(board)
    node = tree.root

    def step_from(at: Node) -> tuple[Add, Board]:
        while True:  # a placement that changes nothing is no step (RULES.md section 7)
            op = Add(rng.choice(regions), rng.choice(players), "temporary")
            outcome = apply(at.board, op)
            if not isinstance(outcome, Refusal) and outcome.changed:
                return op, outcome.board

    for n in range(steps):
        op, after = step_from(node)
        child = tree.adopt(Node(node, op, after, f"step {n + 1}"), reuse=False)
        if n % 500 == 499:
            other, aside = step_from(node)
            if aside != after:
                tree.adopt(Node(node, other, aside, "aside"), reuse=False)
        node = child
    tree.current = node
    return tree


def window() -> MainWindow:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(standard_board())
    w.resize(1400, 900)
    w.show()
    QApplication.processEvents()
    return w


def close(w: MainWindow) -> None:
    w.parts.steps.mark_saved()
    w.close()
    w.deleteLater()
    # Gone now, with its game: a window left for the event loop (which no script runs)
    # would keep its tree, and the collector walking it, through the parts after it.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()


def game_file(steps: int, folder: Path) -> Path:
    path = folder / f"game-{steps}.ibgame"
    if not path.exists():
        path.write_text(dumps_game(game_tree(steps)), encoding="utf-8")
    return path


def open_and_refresh(steps: int, folder: Path) -> tuple[float, float, float]:
    path = game_file(steps, folder)
    w = window()
    # The tree written above is garbage now: collected first, so that the memory it held
    # is not counted as freed by the open (the open pauses the collector, collector.py).
    gc.collect()
    before = resident_mb()
    start = time.perf_counter()
    assert w.parts.files.open_file(path, ask=False)
    QApplication.processEvents()
    opened = time.perf_counter() - start
    grown = resident_mb() - before
    assert w.parts.steps.count == steps, w.parts.steps.count
    panel = w.parts.variations_panel
    w.parts.docks.variations.raise_()
    QApplication.processEvents()
    board = w.parts.document.board
    rng = random.Random(5)
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    times = []
    for _ in range(9):  # a step played, then the dock's refresh (its timer's work)
        w.parts.game.perform(Add(rng.choice(regions), rng.choice(players), "temporary"))
        start = time.perf_counter()
        panel.refresh()
        QApplication.processEvents()
        times.append(time.perf_counter() - start)
    close(w)
    return opened, grown, statistics.median(times)


def window_replay(lines: int, folder: Path) -> float:
    board = standard_board()
    rng = random.Random(4)
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    path = folder / "ops.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for _ in range(lines):
            op = {"op": "add", "region": rng.choice(regions), "player": rng.choice(players),
                  "kind": "temporary"}  # fmt: skip
            out.write(json.dumps(op) + "\n")
    w = window()
    start = time.perf_counter()
    assert w.parts.operation_files.replay_file(path) == lines
    QApplication.processEvents()
    took = time.perf_counter() - start
    close(w)
    return took


def step_on(regions: int) -> float:
    from influence_board.window.main_window import MainWindow

    board = generated_board(regions)
    w = MainWindow(board)
    w.resize(1400, 900)
    w.show()
    QApplication.processEvents()
    rng = random.Random(2)
    ids, players = [r.id for r in board.regions], [p.id for p in board.players]
    times = []
    for _ in range(40):
        start = time.perf_counter()
        w.parts.game.perform(Add(rng.choice(ids), rng.choice(players), "temporary"))
        QApplication.processEvents()
        times.append(time.perf_counter() - start)
    close(w)
    return statistics.median(times)


SOAK, STRETCH = 20_000, 4_000


def soak(gestures: int = SOAK) -> dict[str, list[float]]:
    """The median wall and CPU time per gesture of each STRETCH gestures (the CPU time of
    this process is less swayed by other work on a busy machine)."""
    w = window()
    rng = random.Random(6)
    board = w.parts.document.board
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    steps = w.parts.steps
    wall, cpu = [], []
    for n in range(gestures):
        start, start_cpu = time.perf_counter(), time.process_time()
        kind = n % 6
        if kind == 4 and steps.can_undo():
            steps.undo()
        elif kind == 5 and steps.can_redo():
            steps.redo()
        else:
            w.parts.game.perform(Add(rng.choice(regions), rng.choice(players), "temporary"))
        QApplication.processEvents()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    close(w)
    return {
        name: [statistics.median(times[i : i + STRETCH]) for i in range(0, gestures, STRETCH)]
        for name, times in (("wall", wall), ("CPU", cpu))
    }


def memory_per_step(variations: bool, steps: int = 20_000, warm: int = 2_000) -> float:
    """Bytes of resident memory per step played in the window through Game.perform, over
    `steps` steps after `warm` (by then the Log holds its most lines, and lets old ones go
    as new ones come); `variations`: with the Variations dock in front, which shows every
    step too."""
    w = window()
    no_autosave(w)  # its passing peak is no step's memory
    if variations:
        w.parts.docks.variations.raise_()
    rng = random.Random(11)
    board = w.parts.document.board
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    history = w.parts.steps

    def play(n: int) -> None:
        end = history.count + n
        while history.count < end:
            w.parts.game.perform(Add(rng.choice(regions), rng.choice(players), "temporary"))
            if history.count % 500 == 0:  # the window's deferred work, as between clicks
                QApplication.processEvents()
        QApplication.processEvents()
        gc.collect()

    play(warm)
    before = resident_mb()
    play(steps)
    grown = resident_mb() - before
    close(w)
    return grown * 2**20 / steps


def memory_in_child(variations: bool) -> float:
    """memory_per_step in a process of its own: there the resident size grows by all the
    memory the steps take (memory freed by an earlier measure would be taken again)."""
    flags = ["--memory", *(["--variations"] if variations else [])]
    run = subprocess.run([sys.executable, __file__, *flags], capture_output=True, text=True)
    return float(run.stdout.split()[-1])


def history() -> None:
    private_settings()  # the docks in front are the first start's, whatever ran before
    plain, variations = memory_in_child(False), memory_in_child(True)
    print(f"memory per step played in the window, over 20,000 steps: {plain:.0f} bytes, "
          f"{variations:.0f} with the Variations dock in front (target at most 1,024)")  # fmt: skip
    backs, forwards, count = time_jumps(5_000)
    print(f"a jump over {count:,} steps, repainted, median (range) of 5: last -> first "
          f"{median_range_ms(backs)}, first -> last {median_range_ms(forwards)} "
          f"(target under 50 ms)")  # fmt: skip
    with tempfile.TemporaryDirectory() as name:
        path = game_file(100_000, Path(name))
        opened = [open_and_refresh(100_000, path.parent)[0] for _ in range(3)]
    # (The memory the open takes is (a)'s figure: here freed memory would be counted out.)
    print(f"File > Open of a 100,000-step game, median (range) of 3: "
          f"{statistics.median(opened):.2f} s ({min(opened):.2f}-{max(opened):.2f}) "
          f"(target under 1.5 s)")  # fmt: skip


def main() -> None:
    QApplication.instance() or QApplication([])
    if "--history" in sys.argv:
        history()
        return
    if "--memory" in sys.argv:
        private_settings()
        print(memory_per_step("--variations" in sys.argv))
        return
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        print("(a) File > Open of a game file, (b) the Variations dock's refresh")
        for steps in (20_000, 100_000):
            opened, grown, refresh = open_and_refresh(steps, folder)
            print(f"    {steps:7,d} steps: opened in {opened:5.2f} s, {grown:6.1f} MB more; "
                  f"Variations refresh {refresh * 1e3:6.1f} ms")  # fmt: skip
        print("(c) File > Replay Operations, 20,000 lines, repainted")
        print(f"    {window_replay(20_000, folder):.2f} s")
    print("(d) one step, repainted (median of 40)")
    for regions in (2_000, 10_000):
        print(f"    {regions:6,d} Regions: {step_on(regions) * 1e3:7.1f} ms")
    print(f"(e) a soak of {SOAK:,} gestures: median per gesture of each {STRETCH:,}")
    for name, medians in soak().items():
        shown = ", ".join(f"{m * 1e3:.2f}" for m in medians)
        print(f"    {name:4s} {shown} ms; last/first {medians[-1] / medians[0]:.2f}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
