"""View > Table View (issue 17): the board and the scores on the whole screen, every
gesture still working, F11 or Esc leaving it with the window as it was, kept for the next
start; F1 opens the guide."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QTextBrowser, QToolBar
from pytestqt.qtbot import QtBot

from helpers import click_slot
from influence_board.files import settings as remembered
from kb_helpers import leave_table_view, make_active

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_table_view_shows_the_board_and_the_scores_alone(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(760, 560)  # within the offscreen screen, which the window comes back to
    make_active(qtbot, window)
    docks_before = [d.isVisible() for d in window.parts.docks.all()]
    size_before = window.size()
    font_before = window.parts.scoreboard.font().pointSizeF()
    window.action("table_view").trigger()
    assert window.parts.table_view.on and window.action("table_view").isChecked()
    qtbot.waitUntil(window.isFullScreen)
    assert not any(d.isVisible() for d in window.parts.docks.all())
    assert not window.menuBar().isVisible()
    shown = [bar.objectName() for bar in window.findChildren(QToolBar) if bar.isVisible()]
    assert shown == ["scores-toolbar"]
    assert window.parts.scoreboard.font().pointSizeF() > 1.5 * font_before
    chips = window.parts.scoreboard.chips.values()
    assert all(chip.font().pointSizeF() > 1.5 * font_before for chip in chips)
    assert all(chip.iconSize().height() > 24 for chip in chips)  # the cube marks too
    # Each chip held at its size (look/steady_size.py) is fitted to the large text afresh.
    qtbot.waitUntil(lambda: all(chip.size() == chip.sizeHint() for chip in chips))
    assert window.parts.view.hasFocus()
    # A gesture still plays: a click places the acting player's cube.
    click_slot(window, "africa", "permanent", 0)
    assert window.parts.document.board.region("africa").permanent[0] == "usa"
    # Esc leaves it, and the window is as it was.
    QTest.keyClick(window.parts.view, Qt.Key.Key_Escape)
    assert not window.parts.table_view.on and not window.action("table_view").isChecked()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.menuBar().isVisible()
    qtbot.waitUntil(lambda: [d.isVisible() for d in window.parts.docks.all()] == docks_before)
    qtbot.waitUntil(lambda: window.size() == size_before)
    assert window.parts.scoreboard.font().pointSizeF() == font_before
    assert all(chip.font().pointSizeF() == font_before for chip in chips)  # scored ones too
    assert all(chip.iconSize().height() <= 20 for chip in chips)
    qtbot.waitUntil(lambda: all(chip.size() == chip.sizeHint() for chip in chips))  # small again
    window.parts.steps.mark_saved()


def test_f11_toggles_it_and_the_next_start_remembers(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert window.parts.table_view.on
    assert remembered.table_view()
    QTest.keyClick(window, Qt.Key.Key_F11)
    assert not window.parts.table_view.on
    assert not remembered.table_view()


@pytest.mark.parametrize("leave", ["esc", "f11", "menu"])
def test_the_next_start_follows_however_it_is_left(
    window: MainWindow, qtbot: QtBot, leave: str
) -> None:
    """One owner of the mode: Esc, F11 and the menu each leave the remembered value off
    (Esc used to leave it on, and every later start came in Table View)."""
    make_active(qtbot, window)
    leave_table_view(window, leave)
    assert not window.parts.table_view.on
    assert not remembered.table_view()


def test_the_view_s_modes_are_kept_by_their_owner(window: MainWindow) -> None:
    """The arrangement and Readable Fit, however chosen, are what the next window starts in."""
    from influence_board.window.main_window import MainWindow

    window.parts.view.set_arrangement("map")
    window.action("readable_fit").trigger()
    fit = window.parts.view.readable_fit
    again = MainWindow()
    try:
        assert again.parts.view.arrangement() == "map"
        assert again.parts.view.readable_fit == fit
    finally:
        again.parts.steps.mark_saved()
        again.close()


def test_a_window_closed_in_table_view_keeps_its_own_layout(
    window: MainWindow, qtbot: QtBot
) -> None:
    make_active(qtbot, window)
    window.parts.docks.history.raise_()
    window.action("table_view").trigger()
    assert window.close()
    from influence_board.window.main_window import MainWindow

    again = MainWindow()
    qtbot.addWidget(again, before_close_func=lambda w: w.parts.steps.mark_saved())
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: again.parts.table_view.on)  # it starts as it was left
    again.action("table_view").trigger()
    # The docks come back as they were before the table view, not hidden.
    qtbot.waitUntil(lambda: not again.parts.docks.history.visibleRegion().isEmpty())


def test_esc_is_the_board_s_own_outside_the_table_view(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    QTest.keyClick(window.parts.view, Qt.Key.Key_Escape)
    assert not window.parts.table_view.on
    assert not window.isFullScreen()


def test_f1_opens_the_guide(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_F1)
    guide = window.findChild(QTextBrowser)
    assert guide is not None
    dialog = guide.window()
    assert isinstance(dialog, QDialog) and dialog.objectName() == "guide-dialog"
    text = guide.toPlainText()
    assert "Using the window" in text
    assert "Table View" in text and "Ctrl+Shift+P" in text
    dialog.reject()
