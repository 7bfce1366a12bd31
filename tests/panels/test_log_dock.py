"""The Log's scroll bar (panels/steady_sliders.py): the Log shows its newest line, and
its bar, with the handle already at the end, repaints only when the handle moves: each
repaint of a bar repaints the dock and the frames beneath it too. Its lines
(panels/appending_list.py): a line added repaints that line, not every line shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)
from pytestqt.qtbot import QtBot

from helpers import shows_what_a_full_repaint_would
from influence_board.panels.log_dock import LogPanel
from influence_board.panels.steady_sliders import SteadyScrollBar

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


class Paints(QObject):
    """How many Paint events a widget gets, and how many pixels they paint."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget.window())  # not a child of `widget`: a child changes its scroll
        self.count = 0
        self.area = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.count += 1
            # a QRegion iterates over its rectangles (the stubs miss QRegion.__iter__)
            rects = event.region()
            self.area += sum(r.width() * r.height() for r in rects)  # type: ignore[attr-defined]
        return False


def viewport_area(viewport: QWidget) -> int:
    return viewport.width() * viewport.height()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _fill(log: LogPanel, lines: int) -> None:
    for n in range(lines):
        log.add_message(f"line {n}")
    settle()


def test_the_log_shows_its_newest_line_and_stays_at_its_end_when_resized(
    window: MainWindow,
) -> None:
    log = window.parts.log
    _fill(log, 300)
    dock = window.parts.docks.log
    dock.setFloating(True)  # a dock of another size: the Log at its end still
    dock.resize(dock.width(), dock.height() - 60)
    settle()
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last), (last, log.viewport().rect())
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0


def test_a_line_added_at_the_end_does_not_repaint_the_logs_bar_when_its_handle_stays(
    window: MainWindow,
) -> None:
    log = window.parts.log
    bar = log.verticalScrollBar()
    assert isinstance(bar, SteadyScrollBar)
    _fill(log, 400)  # the handle at its shortest, at the end
    settle()
    paints = Paints(bar)
    _fill(log, 10)
    assert paints.count == 0
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the player scrolls back up: the handle moves
    settle()
    assert paints.count == 1


class Transient(QProxyStyle):
    """A style whose bars show only while they move (macOS's)."""

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        data: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_ScrollBar_Transient:
            return 1
        return super().styleHint(hint, option, widget, data)


def _bar_at_its_end(qtbot: QtBot, style: QStyle | None = None) -> SteadyScrollBar:
    """A bar shown, its handle at its shortest and at the end."""
    bar = SteadyScrollBar(Qt.Orientation.Vertical)
    if style is not None:
        bar.setStyle(style)
    qtbot.addWidget(bar)
    bar.resize(14, 300)
    bar.setRange(0, 5000)
    bar.setPageStep(10)
    bar.setValue(5000)
    bar.show()
    qtbot.waitExposed(bar)
    settle()
    return bar


def test_a_bar_repaints_once_for_changes_held_together_when_its_handle_moved(qtbot: QtBot) -> None:
    bar = _bar_at_its_end(qtbot)
    paints = Paints(bar)
    with bar.held():  # a longer range, then the end again: the handle where it was
        bar.setRange(0, 5001)
        bar.setValue(5001)
    settle()
    assert paints.count == 0
    with bar.held():  # a short range: a long handle
        bar.setRange(0, 20)
        bar.setValue(0)
    settle()
    assert paints.count == 1


def test_a_summary_unfolded_at_the_logs_end_stays_where_it_was(window: MainWindow) -> None:
    """Its steps' lines come in beneath it; the Log does not jump to their end, which would
    take the line the player double-clicked out of view."""
    import random

    from influence_board.rules import Add

    board = window.parts.document.board
    rng = random.Random(5)
    for _ in range(30):
        region, player = rng.choice(board.regions).id, rng.choice(board.players).id
        window.parts.game.perform(Add(region, player, "temporary"))
    history = window.parts.history
    history.setCurrentIndex(history.model().index(0, 0))  # one jump back: one summary line
    settle()
    log = window.parts.log
    summary = log.count() - 1
    assert log.details(summary)
    before = log.visualItemRect(log.item(summary))
    assert log.viewport().rect().contains(before)
    log.itemDoubleClicked.emit(log.item(summary))
    settle()
    assert log.count() == summary + 1 + len(log.details(summary))  # its lines, beneath it
    assert log.visualItemRect(log.item(summary)) == before


def test_a_transient_bar_repaints_at_every_change_to_show_itself(qtbot: QtBot) -> None:
    """A style whose bars show only while they move (macOS's) must see each change."""
    style = Transient()  # kept while the bar lives: a widget does not own its style
    bar = _bar_at_its_end(qtbot, style)
    paints = Paints(bar)
    with bar.held():  # the handle where it was, yet the bar shows itself
        bar.setRange(0, 5001)
        bar.setValue(5001)
    settle()
    assert paints.count >= 1


def test_lines_added_at_the_logs_end_repaint_those_lines_and_show_what_a_full_paint_would(
    window: MainWindow,
) -> None:
    log = window.parts.log
    _fill(log, 300)
    row_height = log.visualItemRect(log.item(0)).height()
    paints = Paints(log.viewport())
    for n in range(3):
        log.add_events([])  # nothing: no line, no repaint
        log.add_message(f"newest {n}")
        settle()
    viewport = log.viewport()
    assert log.item(log.count() - 1).text() == "newest 2"
    assert log.viewport().rect().contains(log.visualItemRect(log.item(log.count() - 1)))
    # a line each (with the sliver of a line the viewport shows in part), not all
    assert 0 < paints.area <= 3 * 2 * row_height * viewport.width() < 3 * viewport_area(viewport)
    assert shows_what_a_full_repaint_would(viewport)


def test_past_its_most_lines_the_log_lets_a_run_of_its_oldest_go_at_once(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every line shown then moves up and is painted again (no copy of stale pixels):
    once for the run, not at each line added after it."""
    from influence_board.panels import log_dock

    monkeypatch.setattr(log_dock, "MAX_ENTRIES", 100)
    monkeypatch.setattr(log_dock, "TRIMMED_TO", 80)
    log = window.parts.log
    _fill(log, 100)
    viewport = log.viewport()
    paints = Paints(viewport)
    log.add_message("newest")
    settle()
    assert log.count() == 80 and log.item(0).text() == "line 21"
    assert log.item(79).text() == "newest"
    assert paints.area >= viewport.width() * viewport.height()
    assert shows_what_a_full_repaint_would(viewport)
    paints.area = 0
    log.add_message("one more")  # room again: only the new line is painted
    settle()
    assert log.count() == 81
    assert 0 < paints.area < viewport.width() * viewport.height() / 4
    assert shows_what_a_full_repaint_would(viewport)


def test_the_log_never_shows_a_horizontal_bar(window: MainWindow) -> None:
    """Its long lines are cut short (their tooltip has them whole): a bar that came and
    went with the lines would resize the list and repaint it whole each time."""
    log = window.parts.log
    log.add_message("a long line " * 80)
    settle()
    assert not log.horizontalScrollBar().isVisible()


def test_a_bar_whose_handle_moved_repaints_itself_not_what_lies_beneath(qtbot: QtBot) -> None:
    """A steady bar has its own background (its groove covers it all), unless its style
    lays it over the list (then the list shows through it)."""
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(40, 300)
    bar = SteadyScrollBar(Qt.Orientation.Vertical, holder)
    bar.setGeometry(0, 0, 14, 300)
    bar.setRange(0, 50)
    bar.setPageStep(10)
    holder.show()
    qtbot.waitExposed(holder)
    settle()
    beneath = Paints(holder)
    bar.setValue(25)  # the handle moves: the bar repaints
    settle()
    assert beneath.count == 0

    style = Transient()  # kept while the bar lives: a widget does not own its style
    bar.setStyle(style)
    assert not bar.autoFillBackground()


def test_a_bar_copied_from_its_kept_drawing_looks_as_qts_own(qtbot: QtBot) -> None:
    """A bar the mouse is not on is copied from a drawing kept for its look (Fusion takes
    over half a millisecond to draw one): the same pixels as Qt's bar, at every value."""
    from PySide6.QtWidgets import QScrollBar

    bars = []
    for kind in (SteadyScrollBar, QScrollBar):
        bar = kind(Qt.Orientation.Vertical)
        qtbot.addWidget(bar)
        bar.resize(14, 240)
        bar.setRange(0, 40)
        bar.setPageStep(12)
        bars.append(bar)
    steady, plain = bars
    for value in (0, 17, 40, 17, 0):  # the second 17 and 0 come from the kept drawings
        for bar in bars:
            bar.setValue(value)
        assert steady.grab().toImage() == plain.grab().toImage(), value
    steady.setEnabled(False)
    plain.setEnabled(False)
    assert steady.grab().toImage() == plain.grab().toImage()
