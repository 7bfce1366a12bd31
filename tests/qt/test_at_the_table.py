"""At the table (issue 10): the scoreboard in view, the setup-mode banner, clicks on the
temporary row, quick Armies, context menus from the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu

from influence_board.rules import Add, Score

from helpers import click, click_slot, context_menu, footer_point, slot_point


def _score_europe(window) -> None:
    assert window.game.perform(Add("europe", "usa", "permanent"))
    assert window.game.perform(Score("europe"))


# -- the scoreboard ----------------------------------------------------------------------------


def test_the_scoreboard_is_in_the_main_window_not_in_a_dock(window):
    board = window.scoreboard
    assert board.isVisible()
    parent = board.parentWidget()
    while parent is not None:
        assert not isinstance(parent, QDockWidget), "the scores are inside a dock"
        parent = parent.parentWidget()
    assert not window.scores_bar.toggleViewAction().isEnabled()
    texts = board.texts()
    assert set(texts) == {p.id for p in window.document.board.players}
    assert texts["usa"].endswith(" 0 VP")


def test_the_scoreboard_follows_undo_and_flashes_who_scored(window, qtbot):
    _score_europe(window)
    board = window.document.board
    usa_vp = board.vp[[p.id for p in board.players].index("usa")]
    assert usa_vp > 0
    chips = window.scoreboard.chips
    assert chips["usa"].text().endswith(f" {usa_vp} VP")
    assert chips["usa"].flashing() and chips["usa"].glow().alpha() > 0
    assert not chips["china"].flashing()
    with qtbot.waitSignal(chips["usa"].flash_animation.finished, timeout=5000):
        pass
    assert chips["usa"].glow().alpha() == 0

    # Stepping the History dock back to the start and forward again.
    history, stack = window.history, window.document.undo_stack
    history.setCurrentIndex(history.model().index(0, 0))
    assert stack.index() == 0
    assert chips["usa"].text().endswith(" 0 VP")
    assert chips["usa"].flashing()
    history.setCurrentIndex(history.model().index(stack.count(), 0))
    assert chips["usa"].text().endswith(f" {usa_vp} VP")


def test_a_click_on_the_scoreboard_chooses_who_acts(window, qtbot):
    chip = window.scoreboard.chips["china"]
    with qtbot.waitSignal(window.play.acting_changed):
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
    assert window.play.acting == "china"
    assert chip.isChecked() and chip.font().bold()
    assert not window.scoreboard.chips["usa"].isChecked()
    # The local power shows only in setup mode, and acts only then.
    local = window.document.board.local_power.id
    assert local not in window.scoreboard.texts()
    window.play.set_setup_mode(True)
    assert local in window.scoreboard.texts()


# -- setup mode --------------------------------------------------------------------------------


def test_the_setup_banner_shows_while_setup_mode_is_on(window, qtbot):
    banner = window.setup_banner
    assert not banner.isVisible()
    window.setup_action.trigger()
    assert window.play.setup_mode
    assert banner.isVisible()
    assert "Setup mode" in banner.text() and "Ctrl+M" in banner.text()
    viewport = window.view.viewport().geometry()
    assert banner.geometry().top() == viewport.top()
    assert banner.width() == viewport.width()
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: banner.width() == window.view.viewport().width())
    window.setup_action.trigger()
    assert not window.play.setup_mode and not banner.isVisible()
