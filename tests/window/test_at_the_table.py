"""At the table (issue 10): the scoreboard in view, the setup-mode banner, clicks on the
temporary row, quick Armies, context menus from the keyboard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QToolBar
from pytestqt.qtbot import QtBot

from helpers import click, click_slot, context_menu, footer_point
from influence_board.document.play_state import Place
from influence_board.rules import Add, Score

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def _score_europe(window: MainWindow) -> None:
    assert window.parts.game.perform(Add("europe", "usa", "permanent"))
    assert window.parts.game.perform(Score("europe"))


# -- the scoreboard ----------------------------------------------------------------------------


def test_the_scoreboard_is_in_the_main_window_not_in_a_dock(window: MainWindow) -> None:
    board = window.parts.scoreboard
    assert board.isVisible()
    parent = board.parentWidget()
    while parent is not None:
        assert not isinstance(parent, QDockWidget), "the scores are inside a dock"
        parent = parent.parentWidget()
    scores = window.findChild(QToolBar, "scores-toolbar")
    assert scores is not None and not scores.toggleViewAction().isEnabled()
    texts = board.texts()
    assert set(texts) == {p.id for p in window.parts.document.board.players}
    assert texts["usa"].endswith(" 0 VP")


def test_the_scoreboard_follows_undo_and_flashes_who_scored(
    window: MainWindow, qtbot: QtBot
) -> None:
    _score_europe(window)
    board = window.parts.document.board
    usa_vp = board.vp[[p.id for p in board.players].index("usa")]
    assert usa_vp > 0
    chips = window.parts.scoreboard.chips
    assert chips["usa"].text().endswith(f" {usa_vp} VP")
    assert chips["usa"].flashing() and chips["usa"].glow().alpha() > 0
    assert not chips["china"].flashing()
    with qtbot.waitSignal(chips["usa"].flash_animation.finished, timeout=5000):
        pass
    assert chips["usa"].glow().alpha() == 0

    # Stepping the History dock back to the start and forward again.
    history, steps = window.parts.history, window.parts.steps
    history.setCurrentIndex(history.model().index(0, 0))
    assert steps.index == 0
    assert chips["usa"].text().endswith(" 0 VP")
    assert chips["usa"].flashing()
    history.setCurrentIndex(history.model().index(steps.count, 0))
    assert chips["usa"].text().endswith(f" {usa_vp} VP")


def test_a_flash_repaints_its_chip_a_dozen_times_not_at_every_frame(window: MainWindow) -> None:
    """The flash fades in steps (scoreboard_bar.GLOW_STEP): on a busy board the chips flash
    at almost every operation, and each frame of the animation repainted the chip."""
    from PySide6.QtCore import QEvent, QObject

    from influence_board.panels.scoreboard_bar import FLASH_MS

    chip = window.parts.scoreboard.chips["usa"]
    paints = []

    class Count(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(chip.glow().alpha())
            return False

    counter = Count(chip)
    QApplication.processEvents()
    chip.installEventFilter(counter)
    chip.flash()
    chip.flash_animation.pause()  # the frames below are driven by hand, one by one
    for ms in range(0, FLASH_MS + 1, 16):  # the frames of a 60 Hz animation timer
        chip.flash_animation.setCurrentTime(ms)
        QApplication.processEvents()
    assert chip.glow().alpha() == 0
    assert 6 <= len(paints) <= 20, paints
    assert paints == sorted(paints, reverse=True)  # it only fades
    assert paints[-1] == 0  # and ends clean


def test_a_click_on_the_scoreboard_chooses_who_acts(window: MainWindow, qtbot: QtBot) -> None:
    chip = window.parts.scoreboard.chips["china"]
    with qtbot.waitSignal(window.parts.play.acting_changed):
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
    assert window.parts.play.acting == "china"
    assert chip.isChecked() and chip.font().bold()
    assert not window.parts.scoreboard.chips["usa"].isChecked()
    # The local power shows only in setup mode, and acts only then.
    local_power = window.parts.document.board.local_power
    assert local_power is not None  # the standard board has one
    local = local_power.id
    assert local not in window.parts.scoreboard.texts()
    window.parts.play.set_setup_mode(True)
    assert local in window.parts.scoreboard.texts()


# -- setup mode --------------------------------------------------------------------------------


def test_the_setup_banner_shows_while_setup_mode_is_on(window: MainWindow, qtbot: QtBot) -> None:
    banner = window.parts.setup_banner
    assert not banner.isVisible()
    window.action("setup").trigger()
    assert window.parts.play.setup_mode
    assert banner.isVisible()
    key = window.action("setup").shortcut().toString()  # how to leave it, as the menu says
    assert "Setup mode" in banner.text() and key in banner.text()
    viewport = window.parts.view.viewport().geometry()
    assert banner.geometry().bottom() + 1 == viewport.top()  # above the board, not on it
    assert banner.width() == viewport.width()
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: banner.width() == window.parts.view.viewport().width())
    window.action("setup").trigger()
    assert not window.parts.play.setup_mode and not banner.isVisible()


# -- clicks and quick Armies -------------------------------------------------------------------


def _fill_temporary(window: MainWindow, region_id: str) -> None:
    for owner in ("eu", "russia", "china", "eu"):
        window.parts.play.set_acting(owner)
        click_slot(window, region_id, "temporary", 0)
    assert None not in window.parts.document.board.region(region_id).temporary


def test_a_click_on_a_cube_of_a_full_temporary_row_pushes_out(window: MainWindow) -> None:
    _fill_temporary(window, "europe")
    row = window.parts.document.board.region("europe").temporary
    window.parts.play.set_acting("usa")
    steps = window.parts.steps.count
    click_slot(window, "europe", "temporary", 2)  # on a cube, not the gap
    after = window.parts.document.board.region("europe").temporary
    assert after[-1] == "usa"
    assert after[:-1] == row[1:]  # the oldest cube was pushed out
    assert window.parts.steps.count == steps + 1


def test_a_click_on_a_permanent_cube_still_only_selects_it(window: MainWindow) -> None:
    before = window.parts.document.board
    click_slot(window, "europe", "permanent", 0)
    assert window.parts.document.board is before
    assert window.parts.play.chosen_cube == Place("europe", "permanent", 0)


def test_quick_armies_at_the_first_level_of_the_region_menu(window: MainWindow) -> None:
    context_menu(window, footer_point(window, "europe"), ["Russia +1 Army"])
    context_menu(window, footer_point(window, "europe"), ["Russia +1 Army"])
    assert window.parts.document.board.region("europe").armies_of("russia") == 2
    seen = context_menu(window, footer_point(window, "europe"), ["Russia −1 Army"])
    assert seen["enabled"]
    assert window.parts.document.board.region("europe").armies_of("russia") == 1
    seen = context_menu(window, footer_point(window, "europe"), ["China −1 Army"])
    assert not seen["enabled"]  # no Armies to take away


def test_plus_and_minus_keys_set_the_acting_players_armies(
    window: MainWindow, qtbot: QtBot
) -> None:
    click(window, footer_point(window, "americas"))
    window.parts.view.setFocus()
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Plus)
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Plus)
    assert window.parts.document.board.region("americas").armies_of("usa") == 2
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Minus)
    assert window.parts.document.board.region("americas").armies_of("usa") == 1
    # + typed with Shift (a US layout), and the keypad's keys.
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.KeypadModifier)
    assert window.parts.document.board.region("americas").armies_of("usa") == 3
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.KeypadModifier)
    assert window.parts.document.board.region("americas").armies_of("usa") == 2


# -- context menus from the keyboard ------------------------------------------------------------


def _open_menu_with(
    window: MainWindow,
    qtbot: QtBot,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> QMenu:
    window.parts.view.setFocus()
    qtbot.keyClick(window.parts.view, key, modifier)
    menu = window.parts.gestures.menus.menu
    assert menu is not None
    qtbot.waitUntil(menu.isVisible)
    return menu


def test_the_menu_key_opens_the_focused_regions_menu_and_it_acts(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.parts.view.setFocus()
    qtbot.keyClick(window.parts.view, Qt.Key.Key_PageDown)  # Europe, its first permanent slot
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Down)  # the temporary row, empty
    menu = _open_menu_with(window, qtbot, Qt.Key.Key_Menu)
    assert menu.objectName() == "region-menu" and menu.title() == "Europe"
    assert QApplication.activePopupWidget() is menu
    actions = {a.text(): a for a in menu.actions()}
    assert actions["Place Temporary Influence for USA"].shortcut().toString() == "T"
    actions["Place Temporary Influence for USA"].trigger()
    menu.close()
    assert window.parts.document.board.region("europe").temporary[0] == "usa"


def test_shift_f10_opens_the_focused_cubes_menu(window: MainWindow, qtbot: QtBot) -> None:
    window.parts.view.setFocus()
    qtbot.keyClick(
        window.parts.view, Qt.Key.Key_PageDown
    )  # Europe's first permanent slot: EU's cube
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.parts.view, Qt.Key.Key_Left)
    menu = _open_menu_with(window, qtbot, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert menu.objectName() == "cube-menu"
    keys = {a.text(): a.shortcut().toString() for a in menu.actions() if a.isEnabled()}
    assert keys["Remove"]
    menu.close()


def test_every_context_action_shows_its_key(window: MainWindow) -> None:
    menu = window.parts.gestures.menus.region_menu("europe")
    for action in menu.actions():
        if action.isSeparator() or action.menu() is not None:
            continue
        acting = "USA" in action.text()
        plain = not action.text().startswith(("USA", "EU", "Russia", "China", "Local"))
        if acting or plain:
            assert not action.shortcut().isEmpty(), action.text()
    cube = window.parts.gestures.menus.cube_menu(Place("europe", "permanent", 0))
    acts = [a for a in cube.actions() if a.isEnabled() and not a.isSeparator()]
    assert [a.text() for a in acts] == ["Remove"]
    assert all(not a.shortcut().isEmpty() for a in acts)
