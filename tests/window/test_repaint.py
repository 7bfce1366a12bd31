"""Repaint only what changed (issue 23): one operation on a 300-Region board repaints its
own track (and the marks on it), not the board; the Options dock computes nothing while it
is behind another tab, and then only the Regions that changed; a step lays the window out
again only when something in it moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QToolBar, QWidget
from pytestqt.qtbot import QtBot

from helpers import window_of_regions as window_of
from influence_board.rules import Add
from influence_board.scene.track_drag import TrackDrag

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


class _Painted(QObject):
    """The pixels of `widget` its paint events cover, each pixel once."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.region = QRegion()
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.region = self.region.united(event.region())
        return False

    def pixels(self) -> int:
        # a QRegion iterates over its rectangles (the stubs miss QRegion.__iter__)
        return sum(r.width() * r.height() for r in self.region)  # type: ignore[attr-defined]


def repainted_by(qtbot: QtBot, w: MainWindow, region_id: str) -> tuple[int, int]:
    """The board's pixels one operation repaints (its track's marks replace those of the
    step before), and the pixels of the track it changed (in view)."""
    view, item = w.parts.view, w.parts.scene.region_items[region_id]
    painted = _Painted(view.viewport())
    assert w.parts.game.perform(Add(region_id, "b", "temporary"))  # the first marks
    qtbot.waitUntil(lambda: painted.pixels() > 0)  # that step painted, before counting
    painted.region = QRegion()
    assert w.parts.game.perform(Add(region_id, "a", "temporary"))
    qtbot.waitUntil(lambda: painted.pixels() > 0)
    for _ in range(3):
        QApplication.processEvents()  # anything more it asked for
    track = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return painted.pixels(), track.width() * track.height()


def test_one_operation_repaints_its_track_not_the_board(qtbot: QtBot) -> None:
    w = window_of(qtbot, 300)
    pixels, track = repainted_by(qtbot, w, "r0")
    # The track and the marks over it (a little larger than their slots): no other track.
    assert pixels <= 2 * track
    viewport = w.parts.view.viewport()
    assert track < viewport.width() * viewport.height() / 8  # a whole repaint would show


def test_the_repaint_does_not_grow_with_the_board(qtbot: QtBot) -> None:
    pixels, track = repainted_by(qtbot, window_of(qtbot, 20), "r0")
    more_pixels, same_track = repainted_by(qtbot, window_of(qtbot, 300), "r0")
    assert more_pixels / same_track <= 1.1 * pixels / track


def test_the_options_dock_computes_only_in_front_and_only_what_changed(
    window: MainWindow, qtbot: QtBot
) -> None:
    docks = window.parts.docks
    panel = docks.options_panel
    docks.majorities.raise_()  # the Options dock behind the Majorities' tab
    qtbot.waitUntil(lambda: not panel._shown)
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    assert not panel._timer.isActive()  # hidden behind a tab: nothing scheduled
    with qtbot.waitSignal(panel.model.modelReset, timeout=5000):
        docks.options.raise_()  # in front: computed now
    assert panel.model.rowCount() > 0
    kept = dict(panel._known)
    with qtbot.waitSignal(panel.model.modelReset, timeout=5000):
        window.parts.game.perform(Add("europe", "usa", "temporary"))
    for region_id, (_region, ranked) in panel._known.items():
        if region_id != "europe":
            assert ranked is kept[region_id][1]  # not computed again
    assert panel._known["europe"][1] is not kept["europe"][1]


class _Seen(QObject):
    """The events of `kinds` each watched widget gets."""

    def __init__(self, kinds: set[QEvent.Type], *widgets: QWidget) -> None:
        super().__init__()
        self.kinds = kinds
        self.seen: list[tuple[str, QEvent.Type]] = []
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.kinds:
            self.seen.append((watched.objectName(), event.type()))
        return False


def test_a_step_lays_out_neither_the_toolbar_nor_the_window(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Undo and Redo are renamed at every step; their buttons keep their size, so nothing
    moves, and the window is not laid out again (a repaint of its separators and tabs).
    The steps are track moves: they change no score (a chip's new width would)."""
    from PySide6.QtCore import QPointF

    toolbar = window.findChild(QToolBar, "game-toolbar")
    assert toolbar is not None
    window.parts.view.set_arrangement("map")  # where a header drag moves its track
    qtbot.waitUntil(lambda: not window.parts.docks.unbuilt())
    gestures = window.parts.gestures

    def move(region_id: str) -> None:
        drag = TrackDrag(gestures, region_id, QPointF(0, 0))
        drag.moved(QPointF(10.0, 5.0))
        drag.released(QPointF(10.0, 5.0))
        for _ in range(3):
            QApplication.processEvents()

    move("africa")  # the first step: the Timeline's "Step 1 of 1" is wider than before
    layouts = _Seen({QEvent.Type.LayoutRequest}, window, toolbar)
    names = []
    for region_id in ("europe", "americas", "south_asia"):
        move(region_id)
        names.append(window.action("undo").text())
    assert window.parts.steps.count == 4
    assert len(set(names)) == 3  # Undo renamed at each step
    assert layouts.seen == []
    window.action("setup").setVisible(False)  # a button that goes: laid out again
    qtbot.waitUntil(lambda: ("game-toolbar", QEvent.Type.LayoutRequest) in layouts.seen)
    assert not toolbar.widgetForAction(window.action("setup")).isVisible()


def test_a_step_that_scores_lays_out_the_window_only_when_a_score_needs_more_room(
    qtbot: QtBot,
) -> None:
    """Each temporary cube scores its printed VP: the chips and the status line's "VP this
    step" change their text at every step. Only a text that needs more room than its field
    has lays the scoreboard's bar and the window out again; the others move nothing."""
    w = window_of(qtbot, 20)
    toolbar = w.findChild(QToolBar, "scores-toolbar")
    assert toolbar is not None
    fields = [*w.parts.scoreboard.chips.values(), w.parts.status.step_vp_label]
    layouts = _Seen({QEvent.Type.LayoutRequest}, w, toolbar)
    quiet = 0
    for n in range(12):
        sizes = [field.size() for field in fields]
        before = len(layouts.seen)
        assert w.parts.game.perform(Add(f"r{n}", "abcd"[n % 4], "temporary"))
        for _ in range(3):
            QApplication.processEvents()
        if [field.size() for field in fields] == sizes:
            assert len(layouts.seen) == before  # nothing grew: nothing laid out
            quiet += 1
    assert quiet >= 6  # most steps' texts fit their fields
    for field in fields:
        assert field.width() >= field.sizeHint().width()  # no text cut short


def test_the_game_toolbar_buttons_are_fitted_anew_to_a_new_font(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Held at their size for the renames, the buttons still follow the toolbar's look: a
    larger font makes them larger, and the font before makes them as small as they were."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QToolButton

    toolbar = window.findChild(QToolBar, "game-toolbar")
    assert toolbar is not None
    buttons = [
        b for a in toolbar.actions() if isinstance(b := toolbar.widgetForAction(a), QToolButton)
    ]
    before = [b.size() for b in buttons]
    font = QFont(toolbar.font())
    large = QFont(font)
    large.setPointSizeF(font.pointSizeF() * 2)
    toolbar.setFont(large)

    def grown() -> bool:
        return all(b.width() > w.width() for b, w in zip(buttons, before, strict=True))

    qtbot.waitUntil(grown)
    assert all(b.size() == b.sizeHint() for b in buttons)
    toolbar.setFont(font)
    qtbot.waitUntil(lambda: [b.size() for b in buttons] == before)
