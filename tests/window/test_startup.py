"""The staged start (issue 10, item 9): the window's frame is on screen before the app behind
it is loaded, and everything is built just after the frame's first paint."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QSettings, QSize, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app_process import environment
from influence_board.files import settings as remembered
from influence_board.look.themes import DARK
from influence_board.window.board_stage import dock_column_width
from influence_board.window.board_view import BoardView
from influence_board.window.main_window import MainWindow


def staged(qtbot: QtBot) -> MainWindow:
    window = MainWindow(staged=True)
    qtbot.addWidget(window, before_close_func=_clean)
    return window


def show_watching_board_paints(
    qtbot: QtBot,
    window: MainWindow,
    on_paint: Callable[[BoardView], None],
    until: Callable[[], bool],
) -> None:
    """Show `window`, calling `on_paint(view)` at each Paint of a board view's viewport,
    until `until()`: a filter on the application, as the view is made after the frame."""

    class Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            # The event's type first: an object under construction (a board view being
            # made) gets events too, and reaching for its parent from Python then crashes.
            if event.type() == QEvent.Type.Paint:
                view = obj.parent() if isinstance(obj, QObject) else None
                if isinstance(view, BoardView):
                    on_paint(view)
            return False

    watch, app = Watch(), QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    try:
        window.show()
        qtbot.waitUntil(until, timeout=10_000)
    finally:
        app.removeEventFilter(watch)


def _clean(window: MainWindow) -> None:
    if window.is_built:
        window.parts.steps.mark_saved()


def test_the_frame_comes_first_and_the_rest_just_after_its_first_paint(qtbot: QtBot) -> None:
    window = staged(qtbot)
    assert not window.is_built
    assert window.centralWidget() is None
    assert window.menuBar().actions() == []
    assert window.windowTitle() == "Influence Board"
    paints, seen_at_build = [], []

    class Paints(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(window.is_built)
            return False

    watch = Paints()
    window.installEventFilter(watch)
    window.built.connect(lambda: seen_at_build.append(list(paints)))
    with qtbot.waitSignal(window.built, timeout=10_000):
        window.show()
    assert window.is_built
    assert seen_at_build[0] and not any(seen_at_build[0])  # the frame was painted first
    # The embedded standard board, in a window like any other.
    assert window.parts.document.board.name.startswith("World Order")
    assert window.centralWidget() is window.parts.view
    assert window.parts.scene.region_items
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&View", "&Game", "&Help"]
    assert window.windowTitle().startswith(window.parts.document.board.name)
    assert window.parts.status.acting_label.text()
    # The board has the keyboard: its keys (a player's number, P, T, +, -) work at once.
    qtbot.waitUntil(lambda: window.focusWidget() is window.parts.view)
    # The docks' first layout follows, as it does for a window built at once.
    qtbot.waitUntil(lambda: window.parts.docks.majorities.width() > 0)
    window.build()  # a second call changes nothing
    assert window.centralWidget() is window.parts.view


def test_the_frame_has_the_chosen_colours_before_anything_is_built(qtbot: QtBot) -> None:
    remembered.set_theme_choice("dark")
    window = staged(qtbot)
    assert not window.is_built
    palette = QApplication.palette()
    assert palette.window().color() == DARK.window
    assert palette.text().color() == DARK.text
    with qtbot.waitSignal(window.built, timeout=10_000):
        window.show()
    assert window.parts.scene.theme.name == "dark"


def test_a_window_closed_before_it_is_built_stays_a_frame(qtbot: QtBot) -> None:
    window = staged(qtbot)
    passed: list[int] = []

    class CloseAtFirstPaint(QObject):
        """The user closes the frame between its first paint and the build's turn."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not passed:
                window.close()  # nothing to lose: no question
                # Zero timers run in turn: this one's second step comes after the build's.
                QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: passed.append(1)))
            return False

    watch = CloseAtFirstPaint()
    window.installEventFilter(watch)
    window.show()
    qtbot.waitUntil(lambda: bool(passed))
    assert not window.is_built
    assert QSettings().value("window/state") is None  # a frame's empty layout is not kept


def test_a_window_closed_while_its_board_stands_alone_is_not_built(qtbot: QtBot) -> None:
    """Closed between the board's first paint and the rest's turn: the menus, docks and
    the recovery offer never come (nothing is built for a window no one sees)."""
    window = staged(qtbot)
    built = []
    window.built.connect(lambda: built.append(1))
    closed: list[int] = []
    passed: list[int] = []

    def close_at_board_paint(_view: BoardView) -> None:
        if not closed:
            closed.append(window.close())
            # Zero timers run in turn: this one's second step comes after the rest's.
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: passed.append(1)))

    show_watching_board_paints(qtbot, window, close_at_board_paint, lambda: bool(passed))
    assert closed == [True] and not window.is_built and not built
    assert window.menuBar().actions() == []


def test_a_restored_layout_waits_for_the_docks(qtbot: QtBot) -> None:
    first = MainWindow()
    qtbot.addWidget(first, before_close_func=_clean)
    first.show()
    qtbot.waitExposed(first)
    first.parts.docks.history.raise_()
    assert first.close()  # saves the geometry and the docks' layout
    window = staged(qtbot)
    with qtbot.waitSignal(window.built, timeout=10_000):
        window.show()
    # The saved tab in front, once the layout has settled (a turn after the build).
    qtbot.waitUntil(lambda: not window.parts.docks.history.visibleRegion().isEmpty())


def test_the_frame_loads_neither_the_board_nor_the_qt_namespace() -> None:
    """What the command loads before its window's frame is shown: a top-level import of the
    scene, the rules' operations or Qt's namespace in these modules would make every start
    slower (tests/benchmarks/bench_window.py --startup measures it)."""
    code = (
        "import sys, json\n"
        "import influence_board.cli.main, influence_board.cli.platform_libs\n"
        "import influence_board.window.app, influence_board.window.main_window\n"
        "import influence_board.files.settings, influence_board.look.app_theme\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('influence_board'))\n"
        "from PySide6 import QtCore\n"
        "print(json.dumps({'loaded': loaded, 'Qt': 'Qt' in vars(QtCore)}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    found = json.loads(out.stdout)
    assert not found["Qt"], "Qt's namespace is loaded before the frame is shown"
    loaded = set(found["loaded"])
    assert "influence_board.window.main_window" in loaded
    later = {
        "influence_board.scene.board_scene",
        "influence_board.document.board_document",
        "influence_board.document.commands",
        "influence_board.rules.board",
        "influence_board.rules.play",
        "influence_board.rules.formats.scenario",
        "influence_board.window.parts",
        "influence_board.window.actions",
        "influence_board.look.themes",  # Light, Dark or High Contrast load it when chosen
    }
    assert loaded.isdisjoint(later), sorted(loaded & later)


BOARD_FIRST_PAINT = """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsView
from influence_board.window.app import make_application
app = make_application()
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj.parent(), QGraphicsView):
            seen = {"loaded": sorted(sys.modules), "collecting": gc.isenabled()}
            print(json.dumps(seen), flush=True)
            os._exit(0)
        return False
watch = Watch()
app.installEventFilter(watch)
from influence_board.cli.main import main
main([])
"""


def test_the_board_is_drawn_before_the_analysis_the_operations_and_the_marks_load(
    tmp_path: Path,
) -> None:
    """What `influence-board` has loaded when its board is first drawn, and that the cycle
    collector rests until then: each module here loads later, when first needed (each a
    few milliseconds of a start; tests/benchmarks/bench_window.py --startup measures it)."""
    env = environment(
        {
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "INFLUENCE_BOARD_RECOVERY_DIR": str(tmp_path / "recovery"),
            "INFLUENCE_BOARD_INSTANCE": str(tmp_path / "instance.socket"),
        }
    )
    out = subprocess.run(
        [sys.executable, "-c", BOARD_FIRST_PAINT],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env=env,
    )
    found = json.loads(out.stdout)
    loaded = set(found["loaded"])
    assert "influence_board.scene.board_scene" in loaded
    later = {
        "influence_board.rules.analysis.options",  # the previews' and the Options dock's
        "influence_board.rules.analysis.report",  # the tooltips'
        "influence_board.rules.play",  # the first operation's
        "influence_board.rules.operations",  # the history's (the rows' names are the board's)
        "influence_board.document.step_list",  # the history comes with the rest
        "influence_board.document.game",
        "influence_board.rules.history.tree",
        "influence_board.scene.step_marks",
        "influence_board.scene.compare_marks",
        "influence_board.scene.preview",
        "influence_board.window.board_accessible",  # a screen reader's, when it first asks
        "influence_board.look.cube_icons",  # the chips of menus and lists
        "influence_board.window.parts",
        "PySide6.QtNetwork",  # the running copy listens once its window is built
        "importlib.resources",  # the shipped files are a folder (shipped.py)
        "socket",  # no running copy's socket to ask (single_instance.py)
        "subprocess",
        "secrets",
        "difflib",
        "signal",
    }
    assert loaded.isdisjoint(later), sorted(loaded & later)
    assert not found["collecting"], "the cycle collector rests until the board is drawn"


def test_the_cycle_collector_rests_from_the_start_until_the_first_window_is_built(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    from influence_board.collector import collector_resting
    from influence_board.window import app as window_app

    seen = []

    class Start(QObject):
        """The application as run() uses it: its event loop runs until the window is built."""

        def exec(self) -> int:
            window = next(w for w in _main_windows() if w.isVisible() and not w.is_built)
            qtbot.addWidget(window, before_close_func=_clean)
            seen.append(gc.isenabled())
            qtbot.waitUntil(lambda: window.is_built, timeout=10_000)
            seen.append(gc.isenabled())
            return 0

    start = Start()
    monkeypatch.setattr(window_app, "make_application", lambda: start)
    with collector_resting():
        assert window_app.run([(None, None)]) == 0
    seen.append(gc.isenabled())
    assert seen == [False, True, True]  # resting while the board goes up, then on for good


def _main_windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]


def test_a_scheme_chosen_before_another_window_is_built_reaches_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    later = staged(qtbot)
    window.choose_theme("high-contrast")  # the other window is only a frame: no error
    assert window.parts.scene.theme.name == "high-contrast"
    with qtbot.waitSignal(later.built, timeout=10_000):
        later.show()
    assert later.parts.scene.theme.name == "high-contrast"
    assert later.action("theme_high-contrast").isChecked()


def test_a_staged_window_ends_up_laid_out_as_one_built_at_once(qtbot: QtBot) -> None:
    def layout(window: MainWindow) -> tuple:
        return (
            window.size().toTuple(),
            window.parts.docks.majorities.width(),
            window.parts.docks.log.height(),
            window.parts.view.viewport().size().toTuple(),
            round(window.parts.view.zoom(), 3),
        )

    at_once = MainWindow()
    qtbot.addWidget(at_once, before_close_func=_clean)
    at_once.show()
    qtbot.waitExposed(at_once)
    qtbot.waitUntil(lambda: not at_once.parts.docks.unbuilt())
    side = dock_column_width(at_once.width())
    qtbot.waitUntil(lambda: at_once.parts.docks.majorities.width() == side)  # the first layout
    expected = layout(at_once)
    at_once.hide()  # not closed: the saved layout stays the first start's
    window = staged(qtbot)
    with qtbot.waitSignal(window.built, timeout=10_000):
        window.show()
    qtbot.waitUntil(lambda: layout(window) == expected)


def test_the_board_is_drawn_before_the_rest_where_the_rest_leaves_it(qtbot: QtBot) -> None:
    """The board comes up alone just after the frame, where the full layout puts it (the
    place the last window closed had it), and the bars and docks come in around it."""
    first = staged(qtbot)
    with qtbot.waitSignal(first.built, timeout=10_000):
        first.show()
    qtbot.waitUntil(lambda: not first.parts.docks.unbuilt())
    side = dock_column_width(first.width())
    qtbot.waitUntil(lambda: first.parts.docks.majorities.width() == side)
    final = first.parts.view.geometry()
    first.close()  # keeps the layout, and the board's place in it
    assert remembered.board_margins() is not None

    window = staged(qtbot)
    window.resize(first.size())  # as a real screen restores it (offscreen's is 800x600)
    board_first: list[tuple[bool, QPoint, QSize]] = []

    def note_first_board_paint(view: BoardView) -> None:
        if not board_first and view.window() is window:
            place = view.mapTo(window, view.rect().topLeft())
            board_first.append((window.is_built, place, view.size()))

    show_watching_board_paints(qtbot, window, note_first_board_paint, lambda: bool(board_first))
    built, place, size = board_first[0]
    assert not built  # no menu, bar or dock yet
    qtbot.waitUntil(lambda: window.is_built and not window.parts.docks.unbuilt(), timeout=10_000)
    qtbot.waitUntil(lambda: window.parts.view.geometry() == final)
    assert (place, size) == (final.topLeft(), final.size())  # it did not move
