"""The docks fit a laptop (issue 34 item 3): at 1366x768 (and 1920x1080), in English and
every language there is a catalogue of, Compare From Here shows rows and columns of the
Compare table and lines of its list without scrolling, the Options table shows Value, What,
Region and Place without sideways scrolling, and every compare badge is inside the board's
view.

Set DOCKS_SHOTS to a folder to keep a PNG of each window looked at."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from influence_board.look.translators import choose_language
from influence_board.panels.options_dock import heading
from influence_board.rules import Add
from influence_board.rules.formats.scenario import standard_board
from influence_board.scene.compare_marks import CompareMark
from influence_board.text.language import languages

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

SIZES = [(1366, 768), (1366, 700), (1920, 1080)]  # 1366x700: a laptop's window in its frame


@pytest.fixture(params=[code for code, _name in languages()])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert choose_language(request.param) == request.param
    yield request.param
    choose_language("en")  # the other tests' English


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def laptop(request: pytest.FixtureRequest, language: str, qtbot: QtBot) -> MainWindow:
    """A window of the size asked, laid out as at a first start (Readable Fit on)."""
    from influence_board.window.main_window import MainWindow

    w = MainWindow(standard_board())
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(*request.param)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: not w.parts.docks.unbuilt())  # the first layout has run by then
    w.setObjectName(f"{language}-{request.param[0]}x{request.param[1]}")
    return w


def shot(window: MainWindow, name: str) -> None:
    folder = os.environ.get("DOCKS_SHOTS")
    if folder:
        window.grab().save(str(Path(folder) / f"{name}-{window.objectName()}.png"))


def history_words(text: str) -> str:
    return QCoreApplication.translate("HistoryPanel", text)


def history_action(window: MainWindow, row: int, wanted: str) -> None:
    """Choose `wanted` in the History's menu of step `row`."""
    menu = window.parts.history.step_menu(row)
    next(a for a in menu.actions() if a.text() == wanted).trigger()
    menu.deleteLater()


def compare_from_the_start(window: MainWindow) -> None:
    """Four steps, then History: Compare From Here on the start, Compare With the last."""
    for step in [
        Add("africa", "usa", "temporary"),
        Add("central_asia", "eu", "permanent"),
        Add("africa", "china", "permanent"),
        Add("europe", "russia", "permanent"),
    ]:
        window.parts.game.perform(step)
    window.parts.docks.history.raise_()
    history_action(window, 0, history_words("Compare From Here"))
    pair = history_words("Compare With {0}").format(history_words("the start"))
    history_action(window, 4, pair)


def inside(start: int, size: int, room: int) -> bool:
    return start >= 0 and start + size <= room


def whole_rows(table: QTableView) -> int:
    height = table.viewport().height()
    return sum(
        inside(table.rowViewportPosition(r), table.rowHeight(r), height)
        for r in range(table.model().rowCount())
    )


def whole_columns(table: QTableView) -> int:
    header, width = table.horizontalHeader(), table.viewport().width()
    return sum(
        not header.isSectionHidden(c)
        and inside(header.sectionViewportPosition(c), header.sectionSize(c), width)
        for c in range(header.count())
    )


def laid_out_whole(dock: QDockWidget, parts: Sequence[QWidget]) -> bool:
    """The parts of the dock's panel are shown whole, one under the other, none over
    another (a layout that cannot give their minimum sizes overlaps them), inside the dock;
    and the dock beside the board (the dock column ends where the board does)."""
    window, panel = dock.window(), dock.widget()
    view = window.parts.view  # type: ignore[attr-defined]
    rects = [part.geometry() for part in parts]
    apart = all(a.bottom() < b.top() for a, b in itertools.pairwise(rects))
    within = all(panel.rect().contains(rect) for rect in rects)
    bottom = dock.mapTo(window, QPoint(0, dock.height())).y()
    column_end = view.mapTo(window, QPoint(0, view.height())).y()
    return apart and within and dock.rect().contains(panel.geometry()) and bottom <= column_end


def needs_no_sideways_scrolling(view: QAbstractScrollArea) -> bool:
    return view.horizontalScrollBar().maximum() == 0


def test_compare_from_here_shows_rows_columns_and_lines(laptop: MainWindow, qtbot: QtBot) -> None:
    compare_from_the_start(laptop)
    panel = laptop.parts.docks.compare_panel
    table, details, dock = panel.table, panel.details, laptop.parts.docks.compare
    parts = [panel.title, table, details]
    assert laptop.parts.comparison.label_a == laptop.parts.comparison.step_label(0)
    assert table.rowCount() >= 4

    def lines() -> int:
        return details.viewport().height() // details.fontMetrics().lineSpacing()

    # Rows (three at least, a line each) and two lines of the list of every difference,
    # once the window has laid the dock out, whole in the dock.
    qtbot.waitUntil(lambda: whole_rows(table) >= 3 and lines() >= 2 and laid_out_whole(dock, parts))
    # Every column, with nothing to scroll sideways.
    assert whole_columns(table) == table.columnCount() >= 3
    assert needs_no_sideways_scrolling(table)
    shot(laptop, "compare")


def test_compare_badges_are_inside_the_view(laptop: MainWindow, qtbot: QtBot) -> None:
    compare_from_the_start(laptop)
    view = laptop.parts.view
    marks = [i for i in laptop.parts.scene.items() if isinstance(i, CompareMark)]
    assert len(marks) == 3  # Africa, Central Asia, Europe
    viewport = view.viewport().rect()
    for mark in marks:  # its outline and its badge
        shown = view.mapFromScene(mark.sceneBoundingRect()).boundingRect()
        assert viewport.contains(shown), (mark.badge, shown, viewport)


def test_the_options_table_shows_value_what_region_and_place(
    laptop: MainWindow, qtbot: QtBot
) -> None:
    docks = laptop.parts.docks
    docks.options.show()
    docks.options.raise_()
    panel = docks.options_panel
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0)
    table, header = panel.table, panel.table.horizontalHeader()
    assert needs_no_sideways_scrolling(table)
    width = table.viewport().width()
    titles = [heading(c) for c in range(header.count())]
    metrics = header.fontMetrics()
    for name in ("Value", "What", "Region", "Place"):
        column = titles.index(QCoreApplication.translate("OptionsModel", name))
        assert not header.isSectionHidden(column), name
        span = header.sectionViewportPosition(column), header.sectionSize(column)
        assert inside(*span, width), name
        # Wide enough for its heading whole: a column, not a sliver.
        assert header.sectionSize(column) >= metrics.horizontalAdvance(titles[column]), name
    # What a column too many for the dock would say is in the row's tooltip.
    tip = panel.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert all(f"{title}: " in tip for title in titles)
    shot(laptop, "options")
