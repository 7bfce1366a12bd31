"""View > Spectator Window (Shift+F11): the board in the Table arrangement and the scores in
a second top-level window for the room, following every step, undo, jump and replay of its
game window, taking no gesture, keeping its geometry, closing with its game window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QKeySequence, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from helpers import assert_scene_matches, on_the_map, to_viewport
from influence_board.look.themes import DARK
from influence_board.rules import Add
from influence_board.scene.arrangement import TABLE
from kb_helpers import make_active

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow
    from influence_board.window.spectator_window import SpectatorWindow

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def open_spectators(window: MainWindow, qtbot: QtBot) -> SpectatorWindow:
    """Shift+F11 on the game window's board, as the user types it."""
    make_active(qtbot, window)
    QTest.keyClick(window.parts.view, Qt.Key.Key_F11, SHIFT)
    shown = window.parts.spectators.window
    assert shown is not None
    qtbot.waitExposed(shown)
    qtbot.waitUntil(shown.isActiveWindow)  # a new window takes the keyboard, as on a desktop
    return shown


def shows_the_game(window: MainWindow, shown: SpectatorWindow) -> None:
    """The spectators' board and scores are the game window's Document's, now."""
    board = window.parts.document.board
    assert_scene_matches(shown.scene, board)
    assert shown.scoreboard.texts() == window.parts.scoreboard.texts()
    assert shown.scoreboard.round_label.text() == window.parts.scoreboard.round_label.text()


def test_shift_f11_opens_a_window_of_its_own_for_the_room(window: MainWindow, qtbot: QtBot) -> None:
    action = window.action("spectators")
    assert action.shortcut() == QKeySequence("Shift+F11")
    menus = [m for a in window.menuBar().actions() if isinstance(m := a.menu(), QMenu)]
    assert any(action in menu.actions() for menu in menus)
    on_the_map(window)  # the game window's arrangement is its own
    shown = open_spectators(window, qtbot)
    assert shown.isWindow() and shown.parent() is None and shown.isVisible()
    assert shown in QApplication.topLevelWidgets()
    assert shown.windowTitle() == f"{window.parts.document.title} — Spectators"
    assert action.isChecked()
    window.parts.document.set_path(Path("final table.ibgame"))  # saved: named as its file
    assert shown.windowTitle() == "final table.ibgame — Spectators"
    assert shown.scene is not window.parts.scene
    assert shown.scene.arrangement == TABLE
    assert window.parts.scene.arrangement != TABLE
    shows_the_game(window, shown)
    # The whole board in view, and the scores larger than the game window's on a TV.
    shown.resize(1366, 768)
    qtbot.waitUntil(lambda: shown.view.viewport().width() > 1300)
    viewport = shown.view.viewport().rect()
    for item in shown.scene.region_items.values():
        assert viewport.contains(shown.view.mapFromScene(item.sceneBoundingRect()).boundingRect())
    qtbot.waitUntil(
        lambda: (
            shown.scoreboard.font().pointSizeF() > 1.3 * window.parts.scoreboard.font().pointSizeF()
        )
    )
    # The large scores never hold the window wide: they follow it down.
    shown.resize(720, 450)
    qtbot.waitUntil(lambda: shown.width() == 720 and shown.scoreboard.sizeHint().width() <= 720)
    # Shift+F11 there closes it; the action follows.
    QTest.keyClick(shown, Qt.Key.Key_F11, SHIFT)
    assert not window.parts.spectators.is_open and not action.isChecked()


def test_it_follows_steps_undo_jumps_and_replays(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    shown = open_spectators(window, qtbot)
    parts = window.parts
    africa = shown.scene.region_items["africa"]
    before = shown.scoreboard.texts()["usa"]
    assert parts.game.perform(Add("africa", "usa", "permanent"))
    assert africa.region.permanent[0] == "usa"
    assert shown.scoreboard.texts()["usa"] != before  # the VP it scored
    shows_the_game(window, shown)
    assert parts.game.perform(Add("europe", "eu", "temporary"))
    shows_the_game(window, shown)
    parts.steps.undo()
    shows_the_game(window, shown)
    parts.steps.go_to(0)  # a jump back to the start
    assert africa.region.permanent[0] is None
    shows_the_game(window, shown)
    parts.steps.go_to(parts.steps.count)
    shows_the_game(window, shown)
    ops = tmp_path / "ops.jsonl"
    ops.write_text(
        '{"op":"add","region":"south_asia","player":"china","kind":"temporary"}\n'
        '{"op":"end_round"}\n',
        encoding="utf-8",
    )
    assert parts.operation_files.replay_file(ops) == 2
    assert "2" in shown.scoreboard.round_label.text()
    shows_the_game(window, shown)
    parts.files.new_game()  # a whole new Board: the spectators see it too
    shows_the_game(window, shown)
    parts.steps.mark_saved()


def test_it_takes_no_gesture(window: MainWindow, qtbot: QtBot) -> None:
    shown = open_spectators(window, qtbot)
    parts = window.parts
    board, count, acting = parts.document.board, parts.steps.count, parts.play.acting
    view, viewport = shown.view, shown.view.viewport()
    item = shown.scene.region_items["africa"]
    slot = to_viewport(view, shown.scene, "africa", item.geometry.slot_rect("permanent", 0))
    header = to_viewport(view, shown.scene, "africa", item.geometry.header())
    QTest.mouseClick(viewport, LEFT, NO_MOD, slot)
    QTest.mouseDClick(viewport, LEFT, NO_MOD, slot)
    QTest.mouseClick(viewport, RIGHT, NO_MOD, slot)
    QTest.mousePress(viewport, LEFT, NO_MOD, header)  # a drag of the track
    for k in range(1, 5):
        QTest.mouseMove(viewport, header + QPoint(40 * k, 30 * k))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, header + QPoint(160, 120))
    wheel = QWheelEvent(
        QPointF(slot), QPointF(viewport.mapToGlobal(slot)), QPoint(), QPoint(0, 120),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(viewport, wheel)
    for key in (Qt.Key.Key_P, Qt.Key.Key_T, Qt.Key.Key_Delete, Qt.Key.Key_2, Qt.Key.Key_Return):
        QTest.keyClick(shown, key)
    chip = shown.scoreboard.chips["china"]
    on_chip = chip.mapTo(shown, chip.rect().center())
    for button in (LEFT, RIGHT):  # through the window, as a mouse's click comes
        QTest.mouseClick(shown.windowHandle(), button, NO_MOD, on_chip)
        QTest.mouseClick(chip, button)  # and on the chip itself: no one made to act
    assert parts.document.board is board
    assert parts.steps.count == count
    assert parts.play.acting == acting
    assert parts.play.selection == ()
    assert view.transform().m11() == shown.view.transform().m11()
    assert not view.isInteractive() and view.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert QApplication.activePopupWidget() is None  # no menu opened
    shows_the_game(window, shown)


def test_closing_the_game_window_closes_it(window: MainWindow, qtbot: QtBot) -> None:
    shown = open_spectators(window, qtbot)
    with qtbot.waitSignal(shown.destroyed):
        assert window.close()
    assert not window.parts.spectators.is_open


def test_a_game_window_kept_open_keeps_it(window: MainWindow, qtbot: QtBot) -> None:
    """Closing the game window asks about unsaved work; a Cancel keeps both open."""
    shown = open_spectators(window, qtbot)
    window.parts.game.perform(Add("africa", "usa", "permanent"))
    window.parts.files.confirm_discard = lambda: False  # type: ignore[method-assign]
    assert not window.close()
    assert window.parts.spectators.window is shown and shown.isVisible()
    window.parts.steps.mark_saved()


def test_its_place_and_size_are_kept_and_f11_fills_its_screen(
    window: MainWindow, qtbot: QtBot
) -> None:
    shown = open_spectators(window, qtbot)
    place = QRect(40, 30, 720, 450)
    shown.setGeometry(place)
    qtbot.waitUntil(lambda: shown.geometry() == place)
    QTest.keyClick(shown, Qt.Key.Key_F11)
    qtbot.waitUntil(shown.isFullScreen)
    QTest.keyClick(shown, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not shown.isFullScreen())
    qtbot.waitUntil(lambda: shown.geometry() == place)
    shown.close()
    again = open_spectators(window, qtbot)
    assert again is not shown
    assert again.geometry() == place
    again.close()


def test_it_takes_the_window_s_colours(window: MainWindow, qtbot: QtBot) -> None:
    shown = open_spectators(window, qtbot)
    window.choose_theme("dark")
    assert shown.scene.theme == DARK
    shown.close()
    window.choose_theme("light")
    assert open_spectators(window, qtbot).scene.theme == window.parts.scene.theme
