"""Each gesture on the board is one interaction, and Esc, a context menu (a right click or
the Menu key) or the board losing the keyboard cancel it: what it shows goes (a preview, a
cube in the hand, moved tracks, a link being drawn, a rubber band) and its release does
nothing. The selection, the chosen cube and the keyboard focus live in the PlayState alone:
the board draws them from it, Qt's own selection flags included, and never reads them
back."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsLineItem
from pytestqt.qtbot import QtBot

from helpers import LEFT, NO_MOD, header_point, hover_at, on_the_map, slot_point
from influence_board.document.play_state import Focus, Place
from influence_board.rules import Board
from influence_board.scene.link_item import LinkItem

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

SHIFT = Qt.KeyboardModifier.ShiftModifier


def steps(window: MainWindow) -> int:
    return window.parts.steps.count


def stray_lines(window: MainWindow) -> list[QGraphicsLineItem]:
    """The lines on the board that are no link: a link being drawn."""
    return [
        item
        for item in window.parts.scene.items()
        if isinstance(item, QGraphicsLineItem)
        and not isinstance(item, LinkItem)
        and item.isVisible()
    ]


# -- the ways a gesture is cancelled --------------------------------------------------------


def escape(window: MainWindow, at: QPoint, qtbot: QtBot) -> None:
    QTest.keyClick(window.parts.view, Qt.Key.Key_Escape)


def menu_key(window: MainWindow, at: QPoint, qtbot: QtBot) -> None:
    """The Menu key opens the menu of the selected Region beside it; it is then closed."""
    QTest.keyClick(window.parts.view, Qt.Key.Key_Menu)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    popup = QApplication.activePopupWidget()
    assert popup is not None
    popup.close()


def right_click(
    window: MainWindow, at: QPoint, qtbot: QtBot, seen: Callable[[], object] | None = None
) -> object:
    """A context menu asked for at `at` (a right click, a long press): what `seen` finds
    while it is open (or, where no menu opens, right after) is returned."""
    found: dict = {}

    def look() -> None:
        found["seen"] = seen() if seen is not None else None
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()

    QTimer.singleShot(0, look)
    viewport = window.parts.view.viewport()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, viewport.mapToGlobal(at))
    QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: "seen" in found, timeout=2000)
    return found["seen"]


def focus_loss(window: MainWindow, at: QPoint, qtbot: QtBot) -> None:
    window.parts.view.clearFocus()


Cancel = Callable[["MainWindow", QPoint, QtBot], object]
WAYS: dict[str, Cancel] = {"Esc": escape, "the Menu key": menu_key, "a right click": right_click}
WAYS["the board losing the keyboard"] = focus_loss


@pytest.fixture
def board(kb: MainWindow) -> MainWindow:
    """The window with the keyboard on the board and Europe selected (the Menu key opens
    its menu)."""
    kb.parts.play.set_selection(["europe"])
    kb.parts.view.setFocus()
    return kb


# -- hover ----------------------------------------------------------------------------------


def hover_shows(window: MainWindow) -> tuple[object, object]:
    """The preview and the hover's ring on Europe's first temporary slot."""
    return window.parts.scene.preview.shown, window.parts.scene.region_items["europe"].state.hover


@pytest.mark.parametrize("way", WAYS)
def test_a_cancel_during_a_hover_takes_the_preview_away(
    board: MainWindow, qtbot: QtBot, way: str
) -> None:
    before = board.parts.document.board
    at = slot_point(board, "europe", "temporary", 0)
    hover_at(board, at)
    shown, ring = hover_shows(board)
    assert shown is not None and ring == ("temporary", 0)
    if way == "a right click":
        shown_with_the_menu = right_click(board, at, qtbot, lambda: hover_shows(board))
        assert shown_with_the_menu == (None, None)  # gone while the menu is open
    else:
        WAYS[way](board, at, qtbot)
    assert hover_shows(board) == (None, None)
    assert board.parts.document.board is before


# -- a temporary cube in the hand -------------------------------------------------------------


@pytest.mark.parametrize("way", WAYS)
def test_a_cancel_during_a_carry_puts_the_cube_back_and_converts_nothing(
    board: MainWindow, qtbot: QtBot, way: str
) -> None:
    before = board.parts.document.board
    africa = board.parts.scene.region_items["africa"]
    viewport = board.parts.view.viewport()
    start = slot_point(board, "africa", "temporary", 0)  # the EU's cube
    above = slot_point(board, "africa", "permanent", 1)  # a free permanent slot
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 5):
        QTest.mouseMove(viewport, start + (above - start) * (k / 4))
    assert africa.state.held == 0 and africa.state.ghost is not None
    if way == "a right click":
        held = right_click(board, above, qtbot, lambda: (africa.state.held, africa.state.ghost))
        assert held == (None, None)  # back on its slot while the menu is open
    else:
        WAYS[way](board, above, qtbot)
    assert (africa.state.held, africa.state.ghost) == (None, None)
    QTest.mouseMove(viewport, above + QPoint(2, 0))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, above)  # above the line: would convert
    assert board.parts.document.board is before
    assert steps(board) == 0
    assert (africa.state.held, africa.state.ghost) == (None, None)


def test_esc_at_the_table_takes_back_the_carry_before_it_leaves_the_table_view(
    board: MainWindow, qtbot: QtBot
) -> None:
    """At the table Esc also leaves the Table View: with a cube in the hand, it puts the
    cube back first, and the next Esc leaves."""
    table = board.parts.table_view
    table.set_on(True)
    board.parts.view.setFocus()
    before = board.parts.document.board
    africa = board.parts.scene.region_items["africa"]
    viewport = board.parts.view.viewport()
    start = slot_point(board, "africa", "temporary", 0)
    above = slot_point(board, "africa", "permanent", 1)
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 5):
        QTest.mouseMove(viewport, start + (above - start) * (k / 4))
    assert africa.state.ghost is not None
    QTest.keyClick(board.parts.view, Qt.Key.Key_Escape)
    assert africa.state.ghost is None
    assert table.on
    QTest.mouseRelease(viewport, LEFT, NO_MOD, above)
    assert board.parts.document.board is before
    QTest.keyClick(board.parts.view, Qt.Key.Key_Escape)
    assert not table.on


# -- dragging tracks --------------------------------------------------------------------------


@pytest.mark.parametrize("way", WAYS)
def test_a_cancel_during_a_track_drag_puts_the_tracks_back_with_no_step(
    board: MainWindow, qtbot: QtBot, way: str
) -> None:
    on_the_map(board)
    before = board.parts.document.board
    item = board.parts.scene.region_items["africa"]
    old = item.pos()
    viewport = board.parts.view.viewport()
    start = header_point(board, "africa")
    end = start + QPoint(60, 40)
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 4):
        QTest.mouseMove(viewport, start + (end - start) * (k / 3))
    assert item.pos() != old and steps(board) == 1
    WAYS[way](board, end, qtbot)
    assert item.pos() == old
    assert steps(board) == 0  # the drag's step folded away
    QTest.mouseMove(viewport, end + QPoint(10, 0))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end + QPoint(10, 0))
    assert item.pos() == old
    assert steps(board) == 0
    assert board.parts.document.board == before


# -- drawing a link ---------------------------------------------------------------------------


@pytest.mark.parametrize("way", WAYS)
def test_a_cancel_while_drawing_a_link_adds_no_link(
    board: MainWindow, qtbot: QtBot, way: str
) -> None:
    on_the_map(board)
    before = board.parts.document.board
    viewport = board.parts.view.viewport()
    start, end = header_point(board, "africa"), header_point(board, "east_asia_pacific")
    QTest.mousePress(viewport, LEFT, SHIFT, start)
    QTest.mouseMove(viewport, (start + end) / 2)
    QTest.mouseMove(viewport, end)
    assert len(stray_lines(board)) == 1
    WAYS[way](board, end, qtbot)
    assert stray_lines(board) == []
    QTest.mouseRelease(viewport, LEFT, SHIFT, end)  # on another header: would link them
    assert board.parts.document.board is before
    assert steps(board) == 0
    assert stray_lines(board) == []


# -- the rubber band and the selection ----------------------------------------------------------


def test_a_rubber_band_selects_in_the_play_state_and_esc_takes_it_back(board: MainWindow) -> None:
    on_the_map(board)
    play, view = board.parts.play, board.parts.view
    a, b = view.mapFromScene(1380, 280), view.mapFromScene(1700, 1000)
    QTest.mousePress(view.viewport(), LEFT, NO_MOD, a)
    QTest.mouseMove(view.viewport(), (a + b) / 2)
    QTest.mouseMove(view.viewport(), b)
    # Central Asia and South Asia (and nothing else), in the play state and on the board.
    assert play.selection == ("central_asia", "south_asia")
    assert sorted(board.parts.scene.selected_regions()) == ["central_asia", "south_asia"]
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert play.selection == ("europe",)  # as before the band
    QTest.mouseRelease(view.viewport(), LEFT, NO_MOD, b)
    assert play.selection == ("europe",)
    assert board.parts.scene.selected_regions() == ["europe"]


def test_qts_own_selection_flags_are_set_from_the_play_state_never_read_back(
    board: MainWindow,
) -> None:
    play, scene = board.parts.play, board.parts.scene
    assert scene.region_items["europe"].isSelected()  # set from the play state
    scene.region_items["africa"].setSelected(True)
    scene.region_items["europe"].setSelected(False)
    assert play.selection == ("europe",)
    scene.clearSelection()
    assert play.selection == ("europe",)
    assert scene.selected_regions() == ["europe"]  # the tracks draw the play state's


def test_a_print_draws_no_play_state_and_the_board_then_draws_the_play_state_as_it_is(
    board: MainWindow,
) -> None:
    """The marks are read from the play state as the tracks paint, so nothing kept from
    before the print comes back after it."""
    play, scene = board.parts.play, board.parts.scene
    play.set_chosen_cube(Place("europe", "permanent", 0))
    play.set_focus(Focus("africa", "temporary", 0))
    with scene.for_print():
        play.set_chosen_cube(Place("europe", "permanent", 1))
        play.set_selection(["africa"])
        for item in scene.region_items.values():
            state = item.state
            assert not state.selected, item.region.id
            assert state.selected_cube is None and state.focused_slot is None, item.region.id
    europe, africa = scene.region_items["europe"].state, scene.region_items["africa"].state
    assert europe.selected_cube == ("permanent", 1)
    assert (africa.selected, africa.focused_slot) == (True, ("temporary", 0))
    assert not europe.selected


# -- a click, followed in the code -----------------------------------------------------------


def test_a_click_on_a_slot_goes_scene_interaction_operation_step_list_document(
    board: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the mouse's release to Document.set_board: the scene hands the event to the
    gesture under way, which has the Game carry out the operation and the step list make
    it a step. Nothing on the way goes back up to the scene or the play state."""
    from influence_board.document.board_document import Document

    chains: list[list[tuple[str, str]]] = []  # (module, function), the outermost first
    set_board = Document.set_board

    def spy(self: Document, new_board: Board) -> None:
        frame: FrameType | None = sys._getframe(1)
        chain: list[tuple[str, str]] = []
        while frame is not None:
            module = frame.f_globals.get("__name__", "")
            if module.startswith("influence_board."):
                chain.append((module.rsplit(".", 1)[-1], frame.f_code.co_qualname))
            frame = frame.f_back
        chains.append(chain[::-1])
        set_board(self, new_board)

    monkeypatch.setattr(Document, "set_board", spy)
    viewport = board.parts.view.viewport()
    at = slot_point(board, "europe", "temporary", 0)
    QTest.mousePress(viewport, LEFT, NO_MOD, at)
    assert chains == []  # the press only chose: the play state's, no step
    QTest.mouseRelease(viewport, LEFT, NO_MOD, at)
    assert board.parts.document.board.region("europe").temporary[0] == "usa"
    (chain,) = chains
    modules = [module for module, _ in chain]
    game = modules.index("game")
    assert chain[:game] == [
        ("gesture_scene", "GestureScene.event"),
        ("gesture_scene", "GestureScene.mouseReleaseEvent"),
        ("interactions", "SlotPress.released"),
    ]
    assert chain[game] == ("game", "Game.perform")
    assert "step_list" in modules[game:]
    assert not {"play_state", "board_scene", "gestures", "gesture_marks"} & set(modules)


def test_a_new_selection_repaints_only_the_tracks_whose_mark_changed(
    board: MainWindow, qtbot: QtBot
) -> None:
    """Europe stays selected and Africa is added: only Africa's track is told, and only it
    is repainted."""
    play, scene = board.parts.play, board.parts.scene
    with qtbot.waitSignal(play.marks_changed) as told:
        play.set_selection(["europe", "africa"])
    assert told.args == [frozenset({"africa"})]
    with qtbot.waitSignal(scene.changed, timeout=2000):
        pass  # the repaints asked for so far, before counting
    with qtbot.waitSignal(scene.changed, timeout=2000) as asked:
        play.set_selection(["europe"])
    area = sum(r.width() * r.height() for r in asked.args[0])
    africa = scene.region_items["africa"].sceneBoundingRect()
    assert 0 < area <= 1.2 * africa.width() * africa.height()
