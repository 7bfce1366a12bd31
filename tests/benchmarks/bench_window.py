"""Benchmark the window (a script, not a test): python tests/benchmarks/bench_window.py

(a) Time from pushing a command to the scene and the sidebar being updated and painted,
    on the standard board and on a generated board of 300 Regions, and their ratio.
(b) Time to the first painted main window, against a bare PySide6 QMainWindow started the
    same way in the same run, and their ratio.
(c) Time per mouse move of a drag of Region tracks (the Board moves them: one operation
    carrying every dragged position, merged into the drag's one undo step, then the items
    follow), for 1 and for 30 selected tracks of the 300-Region board.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from influence_board.rules import Add, Board, Participant, Region
from influence_board.standard import standard_board

OPERATIONS = 1500
STARTS = 7


def generated_board(regions: int, seed: int = 3) -> Board:
    rng = random.Random(seed)
    base = standard_board()
    made = []
    columns = 20
    for i in range(regions):
        perm = rng.randint(2, 6)
        temp = rng.randint(3, 5)
        made.append(
            Region(
                f"r{i}",
                f"Region {i + 1}",
                (1,) * perm,
                tuple(range(temp + 1, 1, -1)),
                (9, 6, 3),
                (None,) * perm,
                (),
                (None,) * temp,
                (),
                (float(300 * (i % columns)), float(220 * (i // columns))),
            )
        )
    links = tuple((f"r{i}", f"r{i + 1}") for i in range(regions - 1) if (i + 1) % columns)
    players = base.players
    local = Participant("local", "Local powers", "#000000")
    return Board("Generated", players, local, tuple(made), links)


def time_operations(board: Board) -> tuple[list[float], list[float]]:
    """Seconds per operation: (a) the update, from pushing the command to the scene items
    and the sidebar models holding the new state (all synchronous), and (b) the update plus
    processing events until the window has repainted what changed."""
    from influence_board.window import MainWindow

    app = QApplication.instance()
    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    window.view.zoom_to_fit()
    app.processEvents()
    rng = random.Random(11)
    ids = [r.id for r in board.regions]
    players = [p.id for p in board.players]
    updates, painted = [], []
    for _ in range(OPERATIONS):
        op = Add(rng.choice(ids), rng.choice(players), "temporary")
        start = time.perf_counter()
        window.game.perform(op)
        updated = time.perf_counter()
        app.processEvents()
        updates.append(updated - start)
        painted.append(time.perf_counter() - start)
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return updates, painted


DRAG_MOVES = 400


def time_drag(board: Board, selected: int) -> tuple[list[float], list[float]]:
    """Seconds per mouse move of one drag of `selected` tracks: (a) the Board and the
    items updated, (b) that plus the repaint."""
    from influence_board.window import MainWindow

    app = QApplication.instance()
    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    scene = window.scene
    for region in board.regions[:selected]:
        scene.region_items[region.id].setSelected(True)
    first = board.regions[0].id
    scene.begin_track_drag(first, QPointF(0, 0))
    updates, painted = [], []
    for k in range(1, DRAG_MOVES + 1):
        start = time.perf_counter()
        scene.drag_tracks(QPointF(k * 0.5, k * 0.25))
        updated = time.perf_counter()
        app.processEvents()
        updates.append(updated - start)
        painted.append(time.perf_counter() - start)
    scene.end_track_drag()
    assert window.document.undo_stack.count() == 1, "a drag is one undo step"
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return updates, painted


STARTUP_OURS = """
import time, os
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from influence_board.app import make_application
from influence_board.standard import standard_board
from influence_board.window import MainWindow
app = make_application()
w = MainWindow(standard_board())
"""

STARTUP_BARE = """
import time, os
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.resize(1400, 860)
"""

STARTUP_TAIL = """
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            os._exit(0)
        return False
f = Painted()
w.installEventFilter(f)
w.show()
app.exec()
"""


# Both starts use compiled bytecode, as an installed app does: a machine that sets
# PYTHONDONTWRITEBYTECODE would otherwise compile every module of ours on every start.
START_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def time_start(code: str) -> float:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", code + STARTUP_TAIL],
        capture_output=True,
        text=True,
        check=True,
        env=START_ENV,
    )
    assert "painted" in out.stdout, out.stderr
    return time.perf_counter() - start


def main() -> None:
    QApplication.instance() or QApplication([])
    print("(a) command pushed -> scene and sidebar updated and repainted")
    results = {}
    for name, board in (("standard", standard_board()), ("300 Regions", generated_board(300))):
        updates, painted = time_operations(board)
        results[name] = (statistics.median(updates), statistics.median(painted))
        for what, times in (("update", updates), ("update+repaint", painted)):
            print(
                f"    {name:11s} {what:15s} median {statistics.median(times) * 1e3:6.2f} ms, "
                f"mean {statistics.mean(times) * 1e3:6.2f} ms, 95th percentile "
                f"{sorted(times)[int(len(times) * 0.95)] * 1e3:6.2f} ms ({len(times)} operations)"
            )
    for i, what in enumerate(("update", "update+repaint")):
        ratio = results["300 Regions"][i] / results["standard"][i]
        print(f"    large/small ratio of medians, {what}: {ratio:.2f}")

    print("(c) one mouse move of a drag of selected tracks (300-Region board)")
    large = generated_board(300)
    for selected in (1, 30):
        updates, painted = time_drag(large, selected)
        for what, times in (("update", updates), ("update+repaint", painted)):
            print(
                f"    {selected:3d} track(s) {what:15s} median "
                f"{statistics.median(times) * 1e3:6.2f} ms, 95th percentile "
                f"{sorted(times)[int(len(times) * 0.95)] * 1e3:6.2f} ms ({len(times)} moves)"
            )

    print(f"(b) start to first painted main window (median of {STARTS} runs each)")
    ours, bare = [], []
    time_start(STARTUP_BARE), time_start(STARTUP_OURS)  # warm-up: bytecode and file cache
    for _ in range(STARTS):  # interleaved, so both see the same machine
        bare.append(time_start(STARTUP_BARE))
        ours.append(time_start(STARTUP_OURS))
    m_ours, m_bare = statistics.median(ours), statistics.median(bare)
    print(f"    bare QMainWindow: {m_bare * 1e3:.0f} ms")
    print(f"    Influence Board:  {m_ours * 1e3:.0f} ms")
    print(f"    ratio: {m_ours / m_bare:.2f}")


if __name__ == "__main__":
    main()
