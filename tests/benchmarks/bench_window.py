"""Benchmark the window (a script, not a test): python tests/benchmarks/bench_window.py

(a) Time from pushing a command to the scene and the sidebar being updated and painted,
    on the standard board and on a generated board of 300 Regions, and their ratio; and the
    floor, in blocks taken in turn with ours: a bare PySide6 scene of as many Regions (a
    rectangle and a text each, window_budgets.py's BareBoard) changing one track's colour
    and text, then repainted.
(b) Time to the main window mapped (first Expose) and first painted, against a bare PySide6
    QMainWindow started the same way in the same run, and their ratios: offscreen, and
    under X11 (xcb) when DISPLAY is set (e.g. `Xvfb :7 &` then DISPLAY=:7). Ours starts
    through the `influence-board` command's own path; its window shows its frame first,
    then the board alone, then the rest around it, so the time to the board drawn (the
    first paint of the board view; target: at most 1.5x the bare window's first paint) is
    printed too, and the floor under it: a window of no code of ours whose graphics view
    draws one track-like item once its frame is shown; then ours over the floor run by run
    (issue 37's target: at most 1.15x), wall and CPU time.
    `--startup` measures (b) only, `--spectator` (a') only, `--update` (a) only.
(a') The same update and repaint with View > Spectator Window open beside the game window
    (a second scene on the same Document, window/spectator_window.py) and without it, in
    blocks taken in turn in one window, and their ratio (aim: within 1.3x).
(c) Time per mouse move of a drag of Region tracks (the Board moves them: one operation
    carrying every dragged position, merged into the drag's one undo step, then the items
    follow), for 1 and for 30 selected tracks of the 300-Region board.
`--short`: CI's run (window_budgets.py): each figure a ratio to a baseline of the same run
    or a count, each with a budget; exit status 1 when one is over.
"""

from __future__ import annotations

import atexit
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QPointF, QSettings
from PySide6.QtWidgets import QApplication

from influence_board.rules import Add, Board, Participant, Region
from influence_board.rules.formats.scenario import standard_board

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


def private_settings() -> None:
    """Settings of this run alone: a layout saved by an earlier run (another dock in
    front, say) would change what is measured."""
    folder = tempfile.mkdtemp(prefix="bench-window-settings-")
    atexit.register(shutil.rmtree, folder, True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


def turn(app: QApplication) -> None:
    """One turn of the event loop, as `exec` would run it: the posted events, then the
    objects deleted later (processEvents alone keeps them: Qt's spare dock tab bars stay on
    screen over the Log, and each scroll of the Log repaints it whole)."""
    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


OPERATIONS_BLOCK = 50  # operations of ours, then as many changes of the floor's, in turn


def time_operations(board: Board) -> dict[str, list[float]]:
    """Seconds per operation: the update, from pushing the command to the scene items and
    the sidebar models holding the new state (all synchronous), and the update plus
    processing events until the window has repainted what changed (wall clock, and the CPU
    time of the process, which a busy machine sways far less); the same two of the floor
    (the bare board changing one track), in blocks taken in turn with ours."""
    from window_budgets import BareBoard  # it builds on this module's helpers

    from influence_board.window.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    turn(app)
    window.parts.view.zoom_to_fit()
    turn(app)
    bare = BareBoard(len(board.regions))
    rng = random.Random(11)
    ids = [r.id for r in board.regions]
    players = [p.id for p in board.players]
    kinds = ("update", "painted", "floor", "floor+", "update cpu", "painted cpu")
    times: dict[str, list[float]] = {k: [] for k in kinds}
    for block in range(OPERATIONS // OPERATIONS_BLOCK):
        for _ in range(OPERATIONS_BLOCK):
            op = Add(rng.choice(ids), rng.choice(players), "temporary")
            start, cpu = time.perf_counter(), time.process_time()
            window.parts.game.perform(op)
            updated, updated_cpu = time.perf_counter(), time.process_time()
            turn(app)
            times["update"].append(updated - start)
            times["painted"].append(time.perf_counter() - start)
            times["update cpu"].append(updated_cpu - cpu)
            times["painted cpu"].append(time.process_time() - cpu)
        for i in range(OPERATIONS_BLOCK):
            start = time.perf_counter()
            bare.change((block * OPERATIONS_BLOCK + i) % len(ids))
            updated = time.perf_counter()
            QApplication.sendPostedEvents()  # its repaint (our window's timers are ours)
            times["floor"].append(updated - start)
            times["floor+"].append(time.perf_counter() - start)
    bare.close()
    window.parts.steps.mark_saved()
    window.close()
    window.deleteLater()
    turn(app)
    return times


def operations() -> None:
    print("(a) command pushed -> scene and sidebar updated and repainted; the floor: a bare "
          "scene's one track changed")  # fmt: skip
    results = {}
    for name, board in (("standard", standard_board()), ("300 Regions", generated_board(300))):
        times = time_operations(board)
        results[name] = (statistics.median(times["update"]), statistics.median(times["painted"]))
        for what, ours, cpu, floor in (
            ("update", times["update"], times["update cpu"], times["floor"]),
            ("update+repaint", times["painted"], times["painted cpu"], times["floor+"]),
        ):
            print(
                f"    {name:11s} {what:15s} median {statistics.median(ours) * 1e3:6.2f} ms, "
                f"mean {statistics.mean(ours) * 1e3:6.2f} ms, 95th percentile "
                f"{sorted(ours)[int(len(ours) * 0.95)] * 1e3:6.2f} ms ({len(ours)} operations); "
                f"CPU median {statistics.median(cpu) * 1e3:5.2f} ms; "
                f"floor median {statistics.median(floor) * 1e3:5.2f} ms, range "
                f"{min(floor) * 1e3:.2f}-{max(floor) * 1e3:.2f} ms"
            )
    for i, what in enumerate(("update", "update+repaint")):
        ratio = results["300 Regions"][i] / results["standard"][i]
        print(f"    large/small ratio of medians, {what}: {ratio:.2f}")


SPECTATOR_BLOCKS, SPECTATOR_BLOCK = 10, 60  # operations: blocks without and with it, in turn


class FirstPaint(QObject):
    """When the game window's board began to paint after `since` (CPU time), or None."""

    def __init__(self) -> None:
        super().__init__()
        self.at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.at is None:
            self.at = time.process_time()
        return False


def time_spectator(board: Board) -> tuple[list[float], list[float], list[float], list[float]]:
    """CPU seconds per operation, without and with the spectator window open (a TV's
    1920x1080 beside the game window), in blocks of each in turn (CPU time, which other work
    on the machine sways far less than the wall clock): pushed to everything repainted (the
    whole app's work, both windows'), and pushed to the game window's board starting to
    paint (what the spectator window may delay of the game window: the spectator's track
    is painted after the game window's, which its own paint does not change), the latter
    only for operations that repaint a track the game window shows."""
    from influence_board.window.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    turn(app)
    window.parts.view.zoom_to_fit()
    spectators = window.parts.spectators
    rng = random.Random(11)
    ids = [r.id for r in board.regions]
    players = [p.id for p in board.players]
    times: dict[bool, list[float]] = {False: [], True: []}
    game: dict[bool, list[float]] = {False: [], True: []}
    first_paint = FirstPaint()
    window.parts.view.viewport().installEventFilter(first_paint)
    for block in range(2 * SPECTATOR_BLOCKS):
        with_it = block % 2 == 1
        spectators.set_open(with_it)
        if spectators.window is not None:
            spectators.window.resize(1920, 1080)
        for _ in range(10):  # shown, laid out and painted before the timing
            turn(app)
        for _ in range(SPECTATOR_BLOCK):
            op = Add(rng.choice(ids), rng.choice(players), "temporary")
            first_paint.at = None
            start = time.process_time()
            window.parts.game.perform(op)
            turn(app)
            times[with_it].append(time.process_time() - start)
            if first_paint.at is not None:
                game[with_it].append(first_paint.at - start)
    spectators.set_open(False)
    window.parts.steps.mark_saved()
    window.close()
    window.deleteLater()
    turn(app)
    return times[False], times[True], game[False], game[True]


DRAG_MOVES = 400


def time_drag(board: Board, selected: int) -> tuple[list[float], list[float]]:
    """Seconds per mouse move of one drag of `selected` tracks: (a) the Board and the
    items updated, (b) that plus the repaint."""
    from influence_board.scene.track_drag import TrackDrag
    from influence_board.window.main_window import MainWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(board)
    window.resize(1400, 900)
    window.show()
    window.parts.view.set_arrangement("map")  # where a header drag moves its track
    turn(app)
    gestures = window.parts.gestures
    window.parts.play.set_selection([region.id for region in board.regions[:selected]])
    first = board.regions[0].id
    drag = TrackDrag(gestures, first, QPointF(0, 0))
    updates, painted = [], []
    for k in range(1, DRAG_MOVES + 1):
        start = time.perf_counter()
        drag.moved(QPointF(k * 0.5, k * 0.25))
        updated = time.perf_counter()
        turn(app)
        updates.append(updated - start)
        painted.append(time.perf_counter() - start)
    drag.released(QPointF(DRAG_MOVES * 0.5, DRAG_MOVES * 0.25))
    assert window.parts.steps.count == 1, "a drag is one undo step"
    window.parts.steps.mark_saved()
    window.close()
    window.deleteLater()
    turn(app)
    return updates, painted


# Both start from `python -c`. Ours goes through the `influence-board` command's own path
# (arguments, the display check, the standard board, the window). The watches sit on the
# windows themselves, not on the application: an application-wide Python filter makes PySide
# wrap every object that gets an event, and look up and build the Python type of each new
# kind of object before the board is drawn (20-30 ms of ours, 10-25 of the bare window's),
# a cost no user's start has. Our main window gets its watches as it is shown, the board's
# viewport as the board is built (patched in, as the bare window's are put on by hand).
# They are patched in as the window's module loads, not before the command runs: as a
# user's start does, ours loads the command line first and Qt and the window only within
# the start's collector rest (collector.py); loading them ahead made ours pay a cycle
# collection or two and PySide's look at every module loaded after it (its __feature__
# import hook reads each one's source), about 2% of its start.
STARTUP_OURS = """
import importlib.util, os, sys, time
from influence_board.cli.main import main
class Patch:
    def find_spec(self, name, path=None, target=None):
        if name != "influence_board.window.main_window":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            exec(FILTER, globals())
            shown, built = module.MainWindow.showEvent, module.MainWindow.build
            def show_watched(self, event):
                watch_window(self)
                shown(self, event)
            def build_watched(self):
                built(self)
                if self._board is not None:
                    watch(self._board.view.viewport(), "board")
            module.MainWindow.showEvent = show_watched
            module.MainWindow.build = build_watched
        spec.loader.exec_module = exec_module
        return spec
FILTER = {filter_text}
sys.meta_path.insert(0, Patch())
main([])
"""

STARTUP_BARE = """
import time, os
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
{filter}
w = QMainWindow()
w.resize(1400, 860)
w.winId()  # its native window, to watch (show makes it anyway)
watch_window(w)
w.show()
app.exec()
"""

# The least a board drawn in a graphics view costs, started as the bare window is: its frame
# shown first, then one item of a rounded track and a name (so Qt's namespace too), no app
# code at all. Its ratio is the floor under ours: what PySide's types and Qt's first paint
# of a graphics view cost, before any of the board's own modules.
STARTUP_MINIMAL = STARTUP_BARE.replace(
    "app.exec()",
    """
def board():
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView
    class Track(QGraphicsItem):
        def boundingRect(self):
            return QRectF(0, 0, 220, 200)
        def paint(self, painter, option, widget=None):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QColor("#fbfaf7"))
            painter.drawRoundedRect(self.boundingRect(), 8, 8)
            painter.setFont(QFont())
            painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, "Europe")
    scene = QGraphicsScene(w)
    scene.addItem(Track())
    view = QGraphicsView(scene)
    watch(view.viewport(), "board")
    w.setCentralWidget(view)
from PySide6.QtCore import QTimer
QTimer.singleShot(0, board)
app.exec()
""",
)

# Mapped: the main window's native window's first Expose with the window exposed (under
# X11, the map and the first Expose from the server). Painted: the main window's first
# Paint event. Board: the first Paint of the board's viewport (ours and the floor's: the
# bare window has none).
STARTUP_FILTER = """
seen = {}
WANTED = {"mapped", "painted", "board"} if BOARD else {"mapped", "painted"}
def note(what):
    if what not in seen:
        seen[what] = time.time()
        print(what, repr(seen[what]), flush=True)
    if set(seen) >= WANTED:
        os._exit(0)
class Watch(QObject):
    def __init__(self, what):
        super().__init__()
        self.what = what
    def eventFilter(self, obj, event):
        kind = event.type()
        if self.what == "mapped":
            if kind == QEvent.Type.Expose and obj.isExposed():
                note("mapped")
        elif kind == QEvent.Type.Paint:
            note(self.what)
        return False
watches = []
def watch(obj, what):
    watches.append(Watch(what))
    obj.installEventFilter(watches[-1])
def watch_window(widget):
    if "painted" not in {w.what for w in watches}:
        watch(widget.windowHandle(), "mapped")
        watch(widget, "painted")
"""


def startup_code(ours: bool, minimal: bool = False) -> str:
    if ours:  # the watches' code, run as the window's module loads
        imports = "from PySide6.QtCore import QEvent, QObject\n"
        watches = repr(imports + "BOARD = True\n" + STARTUP_FILTER)
        return STARTUP_OURS.replace("{filter_text}", watches)
    code = STARTUP_MINIMAL if minimal else STARTUP_BARE
    return code.replace("{filter}", f"BOARD = {minimal}\n" + STARTUP_FILTER)


# Both starts use compiled bytecode, as an installed app does: a machine that sets
# PYTHONDONTWRITEBYTECODE would otherwise compile every module of ours on every start.
START_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def time_start(code: str, platform: str = "offscreen") -> dict[str, float]:
    """Seconds from launching the process to the window mapped and to its first paint, and
    the CPU seconds the process used (less swayed by a busy machine than the wall clock)."""
    # Settings and recovery files of their own: a remembered layout or a crash's
    # recovery file from the user's sessions would change what is measured.
    scratch = tempfile.mkdtemp(prefix="ib-bench-start-")
    env = dict(
        START_ENV,
        QT_QPA_PLATFORM=platform,
        XDG_CONFIG_HOME=os.path.join(scratch, "config"),
        INFLUENCE_BOARD_RECOVERY_DIR=os.path.join(scratch, "recovery"),
    )
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=60,
    )
    times = {}
    for line in out.stdout.splitlines():
        what, _, when = line.partition(" ")
        if what in ("mapped", "painted", "board"):
            times[what] = float(when) - start
    assert {"mapped", "painted"} <= set(times), out.stdout + out.stderr
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    shutil.rmtree(scratch, ignore_errors=True)
    times["cpu"] = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return times


def startup(platform: str) -> None:
    print(f"(b) start to the main window mapped and first painted, {platform} "
          f"(median of {STARTS} runs each)")  # fmt: skip
    ours: list[dict[str, float]] = []
    bare: list[dict[str, float]] = []
    minimal: list[dict[str, float]] = []
    code_ours, code_bare = startup_code(ours=True), startup_code(ours=False)
    code_minimal = startup_code(ours=False, minimal=True)
    for code in (code_bare, code_ours, code_minimal):  # warm-up
        time_start(code, platform)
    for _ in range(STARTS):  # interleaved, so all three see the same machine
        bare.append(time_start(code_bare, platform))
        ours.append(time_start(code_ours, platform))
        minimal.append(time_start(code_minimal, platform))
    m_bare = {what: statistics.median(t[what] for t in bare) for what in bare[0]}
    for what in ("mapped", "painted", "cpu"):
        m_ours = statistics.median(t[what] for t in ours)
        print(
            f"    {what:8s} bare QMainWindow {m_bare[what] * 1e3:5.0f} ms, Influence Board "
            f"{m_ours * 1e3:5.0f} ms, ratio {m_ours / m_bare[what]:.2f}"
        )
    m_board = statistics.median(t["board"] for t in ours)
    print(
        f"    board    drawn {m_board * 1e3:5.0f} ms after the start, "
        f"{m_board / m_bare['painted']:.2f}x the bare window's first paint"
    )
    m_minimal = statistics.median(t["board"] for t in minimal)
    print(
        f"    floor    a one-item graphics-view board drawn {m_minimal * 1e3:5.0f} ms after "
        f"the start, {m_minimal / m_bare['painted']:.2f}x (PySide's types and Qt's first paint, "
        f"no code of ours)"
    )
    # Ours against the floor run just after it, run by run (issue 37: at most 1.15x).
    for what, key in (("drawn", "board"), ("CPU", "cpu")):
        ratios = [o[key] / f[key] for o, f in zip(ours, minimal, strict=True)]
        print(
            f"    board {what:5s} ours/floor {statistics.median(ratios):.2f} (median of the "
            f"runs' ratios, {min(ratios):.2f}-{max(ratios):.2f})"
        )


def spectator() -> None:
    print(
        "(a') command pushed -> repainted (CPU time), without and with the spectator window "
        "open at 1920x1080"
    )
    for name, board in (("standard", standard_board()), ("300 Regions", generated_board(300))):
        without, with_it, game_without, game_with = time_spectator(board)
        m_without, m_with = statistics.median(without), statistics.median(with_it)
        print(
            f"    {name:11s} both windows repainted: without {m_without * 1e3:6.2f} ms, with "
            f"{m_with * 1e3:6.2f} ms (medians of {len(with_it)} operations each), ratio "
            f"{m_with / m_without:.2f}"
        )
        g_without, g_with = statistics.median(game_without), statistics.median(game_with)
        print(
            f"    {name:11s} the game window's board starts painting: without "
            f"{g_without * 1e3:6.2f} ms, with {g_with * 1e3:6.2f} ms (medians of "
            f"{len(game_without)} and {len(game_with)} operations), ratio {g_with / g_without:.2f}"
        )


def main() -> None:
    if "--short" in sys.argv:
        from window_budgets import main as short  # it builds on this module's helpers

        sys.exit(short())
    if "--spectator" in sys.argv:
        QApplication.instance() or QApplication([])
        private_settings()
        spectator()
        return
    if "--startup" in sys.argv:
        startup("offscreen")
        if os.environ.get("DISPLAY"):
            startup("xcb")
        return
    QApplication.instance() or QApplication([])
    private_settings()
    operations()
    if "--update" in sys.argv:
        return

    spectator()

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

    startup("offscreen")
    if os.environ.get("DISPLAY"):  # e.g. `Xvfb :7 &` and DISPLAY=:7
        startup("xcb")
    else:
        print("(b) under X11: set DISPLAY (e.g. Xvfb :7 & DISPLAY=:7) to measure xcb too")


if __name__ == "__main__":
    main()
