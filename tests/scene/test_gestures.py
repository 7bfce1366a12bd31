"""Every gesture on the board, through real mouse, key, menu and drop events on the view's
viewport, each followed by Undo and Redo that bring back the exact Board and views."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from helpers import (
    LEFT,
    NO_MOD,
    assert_undo_redo,
    assert_window_shows,
    blank_temporary_point,
    choose_player,
    click,
    click_slot,
    context_menu,
    drag,
    drop_player,
    footer_point,
    header_point,
    key_sequence,
    log_texts,
    on_the_map,
    slot_point,
)
from influence_board.document.play_state import Place
from influence_board.rules import Board, Region
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.rules.topology import with_positions

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def region(window: MainWindow, region_id: str) -> Region:
    return window.parts.document.board.region(region_id)


def vp(window: MainWindow) -> dict[str, int]:
    return window.parts.document.board.vp_dict()


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def steps(window: MainWindow) -> int:
    return window.parts.steps.count


def fill_central_asia(window: MainWindow) -> None:
    """Central Asia has one free permanent slot at setup: the EU takes it by a click."""
    choose_player(window, 2)
    click_slot(window, "central_asia", "permanent", 1)
    assert region(window, "central_asia").permanent == ("russia", "eu")


# -- clicks -----------------------------------------------------------------------------------


def test_the_window_starts_showing_the_standard_board(window: MainWindow, board: Board) -> None:
    assert_window_shows(window, with_positions(board))
    assert window.parts.play.acting == "usa"
    assert steps(window) == 0


def test_click_empty_permanent_slot_adds_permanent_there(window: MainWindow) -> None:
    before = window.parts.document.board
    choose_player(window, 3)
    assert window.parts.play.acting == "russia"
    click_slot(window, "africa", "permanent", 1)  # the second slot, not the leftmost
    assert region(window, "africa").permanent == (None, "russia")
    assert vp(window)["russia"] == 1
    assert steps(window) == 1
    assert "Russia: permanent Influence in Africa" in log_texts(window)[-1]
    assert "Russia: permanent Influence in Africa" in status(window)
    assert_undo_redo(window, before, window.parts.document.board)


def test_click_temporary_row_adds_temporary_leftmost_free(window: MainWindow) -> None:
    before = window.parts.document.board
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 3)  # any place in the row: leftmost free slot
    assert region(window, "africa").temporary == ("eu", "usa", None, None)
    assert vp(window)["usa"] == 3
    assert_undo_redo(window, before, window.parts.document.board, keys=True)


def test_click_on_a_cube_selects_it_and_adds_nothing(window: MainWindow) -> None:
    before = window.parts.document.board
    click_slot(window, "europe", "permanent", 0)
    assert window.parts.play.chosen_cube == Place("europe", "permanent", 0)
    assert window.parts.scene.selected_region() == "europe"
    assert window.parts.document.board is before
    assert steps(window) == 0


def test_push_out_through_the_scene(window: MainWindow) -> None:
    start = window.parts.document.board
    for n, printed in zip((1, 2, 3, 4), (5, 4, 3, 2), strict=True):
        choose_player(window, n)
        click_slot(window, "europe", "temporary", n - 1)  # the next empty slot
        owner = window.parts.play.acting
        assert vp(window)[owner] == printed, owner
    assert region(window, "europe").temporary == ("usa", "eu", "russia", "china")
    assert vp(window) == {"usa": 5, "eu": 4, "russia": 3, "china": 2}
    full = window.parts.document.board
    # The row is full: every slot holds a cube, so click the row beside them.
    choose_player(window, 2)
    click(window, blank_temporary_point(window, "europe"))
    assert region(window, "europe").temporary == ("eu", "russia", "china", "eu")
    assert vp(window) == {"usa": 5, "eu": 4, "russia": 3, "china": 2}  # nobody scores
    assert steps(window) == 5
    log = log_texts(window)
    assert any("pushed out USA" in line for line in log), log[-4:]
    assert any("USA's cube leaves Europe" in line for line in log), log[-4:]
    assert "pushed out USA" in window.parts.steps.text_at(5)
    assert_undo_redo(window, full, window.parts.document.board, keys=True)
    assert_undo_redo(window, start, window.parts.document.board, steps=5)


# -- dragging a temporary cube above the line: conversion ------------------------------------


def test_drag_own_temporary_cube_above_the_line_converts_it(window: MainWindow) -> None:
    before = window.parts.document.board
    choose_player(window, 2)
    assert window.parts.play.acting == "eu"
    drag(
        window,
        slot_point(window, "africa", "temporary", 0),
        slot_point(window, "africa", "permanent", 1),
    )
    africa = region(window, "africa")
    assert africa.permanent == (None, "eu")  # the free slot it was dropped on
    assert africa.temporary == (None, None, None, None)
    assert vp(window) == before.vp_dict()  # nobody scores
    assert steps(window) == 1
    assert window.parts.scene.region_items["africa"].state.ghost is None
    assert_undo_redo(window, before, window.parts.document.board)


def test_converted_cube_then_new_temporary_scores_the_printed_4(window: MainWindow) -> None:
    """RULES.md example E through the window."""
    choose_player(window, 2)
    drag(
        window,
        slot_point(window, "africa", "temporary", 0),
        slot_point(window, "africa", "permanent", 0),
    )
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 0)
    assert region(window, "africa").temporary == ("usa", None, None, None)
    assert vp(window) == {"usa": 4, "eu": 0, "russia": 0, "china": 0}


def test_drag_of_a_temporary_cube_dropped_below_the_line_snaps_back(window: MainWindow) -> None:
    before = window.parts.document.board
    drag(
        window,
        slot_point(window, "africa", "temporary", 0),
        slot_point(window, "africa", "temporary", 3),
    )
    assert window.parts.document.board is before
    assert steps(window) == 0
    assert window.parts.scene.region_items["africa"].state.ghost is None


# -- the cube menu ----------------------------------------------------------------------------


def test_cube_menu_convert(window: MainWindow) -> None:
    before = window.parts.document.board
    seen = context_menu(
        window, slot_point(window, "africa", "temporary", 0), ["Convert to permanent"]
    )
    assert seen["name"] == "cube-menu"
    assert region(window, "africa").permanent == ("eu", None)
    assert region(window, "africa").temporary == (None,) * 4
    assert_undo_redo(window, before, window.parts.document.board)


def test_cube_menu_reset(window: MainWindow) -> None:
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    before = window.parts.document.board
    assert region(window, "africa").temporary == ("eu", "usa", None, None)
    context_menu(window, slot_point(window, "africa", "temporary", 0), ["Reset"])
    assert region(window, "africa").temporary == ("usa", "eu", None, None)
    assert vp(window) == before.vp_dict()
    assert_undo_redo(window, before, window.parts.document.board, keys=True)


def test_cube_menu_remove_permanent(window: MainWindow) -> None:
    before = window.parts.document.board
    context_menu(window, slot_point(window, "europe", "permanent", 0), ["Remove"])
    assert region(window, "europe").permanent == (None, "usa", "russia", None)
    assert "EU's cube removed from permanent slot 1 of Europe" in log_texts(window)[-1]
    assert_undo_redo(window, before, window.parts.document.board)


def test_cube_menu_of_a_permanent_cube_cannot_convert_or_reset(window: MainWindow) -> None:
    before = window.parts.document.board
    for text in ("Convert to permanent", "Reset"):
        seen = context_menu(window, slot_point(window, "europe", "permanent", 1), [text])
        assert seen["enabled"] is False
    assert window.parts.document.board is before
    assert steps(window) == 0


def test_reset_with_no_effect_is_reported_and_not_pushed(window: MainWindow) -> None:
    before = window.parts.document.board
    log_before = len(log_texts(window))
    context_menu(window, slot_point(window, "africa", "temporary", 0), ["Reset"])
    assert window.parts.document.board is before
    assert steps(window) == 0
    assert "changes nothing" in status(window)
    new_lines = log_texts(window)[log_before:]
    assert any("Reset in Africa changes nothing" in line for line in new_lines), new_lines
    assert_window_shows(window, before)


# -- the Region menu --------------------------------------------------------------------------


def test_region_menu_add_permanent_and_temporary(window: MainWindow) -> None:
    before = window.parts.document.board
    seen = context_menu(
        window, footer_point(window, "central_asia"), ["Add permanent Influence", "EU"]
    )
    assert (seen["name"], seen["title"]) == ("region-menu", "Central Asia")
    assert region(window, "central_asia").permanent == ("russia", "eu")
    assert vp(window)["eu"] == 1
    assert_undo_redo(window, before, window.parts.document.board)
    middle = window.parts.document.board
    context_menu(window, footer_point(window, "central_asia"), ["Add temporary Influence", "China"])
    assert region(window, "central_asia").temporary == ("china", None, None, None)
    assert vp(window)["china"] == 4
    assert_undo_redo(window, middle, window.parts.document.board, keys=True)


def test_region_menu_local_power_places_only_in_setup_mode(window: MainWindow) -> None:
    before = window.parts.document.board
    path = ["Add temporary Influence", "Local powers (setup)"]
    seen = context_menu(window, footer_point(window, "africa"), path)
    assert seen["enabled"] is False  # outside Setup Mode, as on the palette
    assert window.parts.document.board is before
    window.parts.play.set_setup_mode(True)
    context_menu(window, footer_point(window, "africa"), path)
    assert region(window, "africa").temporary == ("eu", "local", None, None)
    assert window.parts.document.board.vp == before.vp
    assert_undo_redo(window, before, window.parts.document.board)


def test_region_menu_armies(window: MainWindow) -> None:
    before = window.parts.document.board
    context_menu(window, footer_point(window, "europe"), ["Armies", "Russia: 0", "3"])
    assert region(window, "europe").armies == (("russia", 3),)
    assert_undo_redo(window, before, window.parts.document.board)
    # The submenu now shows the count, and choosing it again changes nothing.
    context_menu(window, footer_point(window, "europe"), ["Armies", "Russia: 3", "3"])
    assert steps(window) == 1


def test_region_menu_score(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    context_menu(window, footer_point(window, "central_asia"), ["Score Central Asia"])
    # Russia and the EU tie on 1 cube and no Armies: both take 2nd place's bonus, 4.
    assert vp(window) == {"usa": 0, "eu": 1 + 5, "russia": 5, "china": 0}
    assert window.parts.steps.text_at(steps(window)).startswith("Score Central Asia")
    assert_undo_redo(window, before, window.parts.document.board)


def test_region_menu_score_blocked_region_changes_nothing(window: MainWindow) -> None:
    before = window.parts.document.board
    context_menu(window, footer_point(window, "africa"), ["Score Africa"])
    assert window.parts.document.board is before
    assert steps(window) == 0
    assert "Africa cannot score: 2 permanent slots empty" in log_texts(window)[-1]


# -- dragging a Region's header ---------------------------------------------------------------


def test_header_drag_moves_the_region_as_one_undo_step(window: MainWindow) -> None:
    on_the_map(window)
    before = window.parts.document.board
    item = window.parts.scene.region_items["europe"]
    old = item.pos()
    start = header_point(window, "europe")
    drag(window, start, start + QPoint(60, 40), steps=6)
    moved = region(window, "europe").position
    assert moved != before.region("europe").position
    assert moved == (item.pos().x(), item.pos().y())
    assert item.pos() != old
    assert steps(window) == 1, [window.parts.steps.text_at(i) for i in range(1, steps(window) + 1)]
    assert window.parts.steps.text_at(1) == "Move Europe"
    # Only the position changed.
    assert region(window, "europe").with_position(None) == before.region("europe").with_position(
        None
    )
    for link in window.parts.scene.link_items["europe"]:
        ends = [link.line().p1(), link.line().p2()]
        assert item.sceneBoundingRect().center() in ends
    assert_undo_redo(window, before, window.parts.document.board)
    window.action("undo").trigger()
    assert item.pos() == old


def test_two_header_drags_are_two_steps(window: MainWindow) -> None:
    on_the_map(window)
    before = window.parts.document.board
    start = header_point(window, "africa")
    drag(window, start, start + QPoint(30, 0), steps=3)
    start = header_point(window, "africa")
    drag(window, start, start + QPoint(0, 30), steps=3)
    assert steps(window) == 2
    assert_undo_redo(window, before, window.parts.document.board, steps=2)


def test_header_drag_back_to_where_it_began_leaves_no_step(window: MainWindow) -> None:
    before = window.parts.document.board
    start = header_point(window, "africa")
    viewport = window.parts.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    QTest.mouseMove(viewport, start + QPoint(40, 20))
    QTest.mouseMove(viewport, start + QPoint(80, 10))
    QTest.mouseMove(viewport, start)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, start)
    assert region(window, "africa").position == before.region("africa").position
    assert steps(window) == 0, [window.parts.steps.text_at(i) for i in range(1, steps(window) + 1)]
    assert_window_shows(window, before)


# -- Delete -----------------------------------------------------------------------------------


def test_delete_removes_the_selected_cube(window: MainWindow) -> None:
    before = window.parts.document.board
    click_slot(window, "europe", "permanent", 1)
    assert window.parts.play.chosen_cube == Place("europe", "permanent", 1)
    key_sequence(window, QKeySequence.StandardKey.Delete)
    assert region(window, "europe").permanent == ("eu", None, "russia", None)
    assert window.parts.play.chosen_cube is None
    assert_undo_redo(window, before, window.parts.document.board)


def test_removing_a_temporary_cube_slides_the_rest(window: MainWindow) -> None:
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    before = window.parts.document.board
    # A click on a temporary cube adds Influence; the cube is chosen from its menu.
    context_menu(window, slot_point(window, "africa", "temporary", 0), ["Remove"])
    assert region(window, "africa").temporary == ("usa", None, None, None)
    assert_undo_redo(window, before, window.parts.document.board)


def test_delete_with_no_cube_selected_says_so(window: MainWindow) -> None:
    before = window.parts.document.board
    window.parts.view.setFocus()
    key_sequence(window, QKeySequence.StandardKey.Delete)
    assert window.parts.document.board is before
    assert "Select a cube first" in status(window)


# -- scoring, setup mode ----------------------------------------------------------------------


def test_score_all_action(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    window.action("score_all").trigger()
    assert vp(window) == {"usa": 0, "eu": 6, "russia": 5, "china": 0}
    assert steps(window) == 2
    assert window.parts.steps.text_at(2).startswith("Score all Regions")
    log = log_texts(window)
    assert any("Europe cannot score: 1 permanent slot empty" in line for line in log), log
    assert_undo_redo(window, before, window.parts.document.board, keys=True)


def test_score_region_action_scores_the_selected_region(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    click(window, footer_point(window, "central_asia"))
    assert window.parts.scene.selected_region() == "central_asia"
    window.action("score_region").trigger()
    assert vp(window) == {"usa": 0, "eu": 6, "russia": 5, "china": 0}
    assert_undo_redo(window, before, window.parts.document.board)


def test_setup_mode_places_without_scoring(window: MainWindow) -> None:
    before = window.parts.document.board
    window.action("setup").trigger()
    assert window.action("setup").isChecked()
    assert window.parts.play.setup_mode
    assert "setup mode" in window.parts.status.acting_label.text()
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    click_slot(window, "africa", "permanent", 0)
    assert region(window, "africa").temporary == ("eu", "usa", None, None)
    assert region(window, "africa").permanent == ("usa", None)
    assert window.parts.document.board.vp == before.vp
    assert "setup, no VP" in log_texts(window)[-1]
    # The local power's chip works only in setup mode (key 5).
    choose_player(window, 5)
    assert window.parts.play.acting == "local"
    click_slot(window, "middle_east_north_africa", "permanent", 3)
    assert region(window, "middle_east_north_africa").permanent[3] == "local"
    assert window.parts.document.board.vp == before.vp
    assert_undo_redo(window, before, window.parts.document.board, steps=3)
    # Leaving setup mode: the local power cannot act, and placements score again.
    window.action("setup").trigger()
    assert not window.parts.play.setup_mode
    assert window.parts.play.acting == "usa"
    assert not window.parts.palette_bar.actions_by_owner["local"].isEnabled()
    click_slot(window, "africa", "temporary", 2)
    assert vp(window)["usa"] == 2


# -- drops from the palette -------------------------------------------------------------------


def test_palette_drop_above_the_line_adds_permanent(window: MainWindow) -> None:
    before = window.parts.document.board
    accepted = drop_player(window, slot_point(window, "africa", "permanent", 1), "china")
    assert accepted == (True, True, True)
    assert region(window, "africa").permanent == (None, "china")
    assert vp(window)["china"] == 1
    assert window.parts.scene.region_items["africa"].state.drop_above is None
    assert_undo_redo(window, before, window.parts.document.board)


def test_palette_drop_below_the_line_adds_temporary(window: MainWindow) -> None:
    before = window.parts.document.board
    drop_player(window, blank_temporary_point(window, "africa"), "russia")
    assert region(window, "africa").temporary == ("eu", "russia", None, None)
    assert vp(window)["russia"] == 3
    assert_undo_redo(window, before, window.parts.document.board, keys=True)


def test_palette_drop_above_the_line_of_a_full_region_is_refused(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    count = steps(window)
    drop_player(window, slot_point(window, "central_asia", "permanent", 0), "usa")
    assert window.parts.document.board is before
    assert steps(window) == count
    assert status(window).startswith("Refused: no free permanent slot in Central Asia")
    assert log_texts(window)[-1].startswith("Refused: no free permanent slot in Central Asia")


# -- zoom -------------------------------------------------------------------------------------


def test_zoom_actions(window: MainWindow) -> None:
    view = window.parts.view
    window.action("zoom_fit").trigger()
    fit = view.zoom()
    assert 0 < fit < 6
    window.action("zoom_in").trigger()
    assert view.zoom() == pytest.approx(fit * 1.2)
    window.action("zoom_in").trigger()
    assert view.zoom() == pytest.approx(fit * 1.44)
    window.action("zoom_out").trigger()
    assert view.zoom() == pytest.approx(fit * 1.2)
    window.action("zoom_fit").trigger()
    assert view.zoom() == pytest.approx(fit)
    rect = view.mapFromScene(window.parts.scene.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect)
    for _ in range(40):
        window.action("zoom_out").trigger()
    assert view.zoom() == pytest.approx(0.15)


# -- refusals ---------------------------------------------------------------------------------


def test_refused_add_permanent_into_full_central_asia(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    text = dumps(before)
    count = steps(window)
    log_before = len(log_texts(window))
    context_menu(window, footer_point(window, "central_asia"), ["Add permanent Influence", "USA"])
    assert window.parts.document.board is before
    assert dumps(window.parts.document.board) == text
    assert steps(window) == count
    reason = "Refused: no free permanent slot in Central Asia: both are filled"
    assert status(window).startswith(reason), status(window)
    assert [line for line in log_texts(window)[log_before:] if line.startswith(reason)]
    assert_window_shows(window, before)


def test_clicking_a_full_permanent_row_selects_and_adds_nothing(window: MainWindow) -> None:
    fill_central_asia(window)
    before = window.parts.document.board
    click_slot(window, "central_asia", "permanent", 0)
    assert window.parts.document.board is before
    assert window.parts.play.chosen_cube == Place("central_asia", "permanent", 0)


def test_drag_onto_an_occupied_permanent_slot_takes_the_leftmost_free(window: MainWindow) -> None:
    choose_player(window, 2)
    click_slot(window, "europe", "temporary", 0)
    before = window.parts.document.board
    drag(
        window,
        slot_point(window, "europe", "temporary", 0),
        slot_point(window, "europe", "permanent", 0),  # the EU's own permanent cube is there
    )
    assert region(window, "europe").permanent == ("eu", "usa", "russia", "eu")
    assert region(window, "europe").temporary == (None,) * 4
    assert_undo_redo(window, before, window.parts.document.board)


def test_drag_above_a_full_permanent_row_goes_to_overflow(window: MainWindow) -> None:
    fill_central_asia(window)
    choose_player(window, 1)
    click_slot(window, "central_asia", "temporary", 0)
    item = window.parts.scene.region_items["central_asia"]
    width = item.boundingRect().width()
    before = window.parts.document.board
    drag(
        window,
        slot_point(window, "central_asia", "temporary", 0),
        slot_point(window, "central_asia", "permanent", 1),
    )
    assert region(window, "central_asia").overflow == ("usa",)
    assert region(window, "central_asia").temporary == (None,) * 4
    assert item.geometry.overflow_count == 1
    assert item.boundingRect().width() >= width
    assert_undo_redo(window, before, window.parts.document.board)
    window.action("undo").trigger()
    assert item.geometry.overflow_count == 0


def test_drag_of_a_temporary_cube_onto_another_region_snaps_back(window: MainWindow) -> None:
    """A temporary cube carried out of its Region and dropped on another one is not a rule
    move: it must snap back (DESIGN.md: "a drag that the rules refuse snaps back"), not be
    converted in the Region it came from."""
    before = window.parts.document.board
    drag(
        window,
        slot_point(window, "africa", "temporary", 0),
        slot_point(window, "middle_east_north_africa", "temporary", 2),
    )
    assert window.parts.scene.region_items["africa"].state.ghost is None
    assert region(window, "africa") == before.region("africa"), region(window, "africa")
    assert window.parts.document.board is before
    assert steps(window) == 0


def test_delete_after_clicking_a_region_header_removes_nothing(window: MainWindow) -> None:
    """A mouse user clicks Europe's header (to select or move it), then presses Delete. No
    cube is selected, so nothing may be removed: "Delete removes the selected cube"."""
    before = window.parts.document.board
    click(window, header_point(window, "europe"))
    assert window.parts.scene.selected_region() == "europe"
    assert window.parts.play.chosen_cube is None
    key_sequence(window, QKeySequence.StandardKey.Delete)
    assert region(window, "europe") == before.region("europe"), region(window, "europe")
    assert steps(window) == 0
    assert "Select a cube first" in status(window)


def test_cube_menu_remove_of_an_overflow_cube(window: MainWindow) -> None:
    fill_central_asia(window)
    choose_player(window, 1)
    click_slot(window, "central_asia", "temporary", 0)
    drag(
        window,
        slot_point(window, "central_asia", "temporary", 0),
        slot_point(window, "central_asia", "permanent", 0),
    )
    assert region(window, "central_asia").overflow == ("usa",)
    before = window.parts.document.board
    seen = context_menu(window, slot_point(window, "central_asia", "overflow", 0), ["Remove"])
    assert seen["title"] == "USA, overflow place 1"
    assert region(window, "central_asia").overflow == ()
    assert window.parts.scene.region_items["central_asia"].geometry.overflow_count == 0
    assert_undo_redo(window, before, window.parts.document.board)


def test_new_empty_board_and_back(window: MainWindow) -> None:
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    window.action("new_empty").trigger()  # unsaved changes: the `dialogs` fixture discards
    assert window.parts.document.board.regions == ()
    assert window.parts.scene.region_items == {}
    assert window.parts.docks.majorities_panel.model.rowCount() == 0
    assert not window.action("undo").isEnabled()
    assert_window_shows(window)
    window.action("score_all").trigger()
    assert window.parts.steps.count == 0
    window.action("new").trigger()
    assert_window_shows(window, with_positions(standard_board()))


def test_choosing_a_step_in_the_history_dock_jumps_there(window: MainWindow) -> None:
    start = window.parts.document.board
    boards = [start]
    for n, index in ((1, 1), (2, 2), (3, 3)):
        choose_player(window, n)
        click_slot(window, "africa", "temporary", index)
        boards.append(window.parts.document.board)
    window.parts.docks.history.raise_()
    history = window.parts.history
    assert history.isVisible()
    model = history.model()
    assert model.rowCount() == 4  # "Start of the game" and the three steps
    assert model.index(0, 0).data() == "Start of the game"
    for row in (0, 2, 1, 3):
        cell = model.index(row, 0)
        QTest.mouseClick(history.viewport(), LEFT, NO_MOD, history.visualRect(cell).center())
        assert window.parts.steps.index == row
        assert_window_shows(window, boards[row])


def test_undo_back_to_the_saved_state_is_unmodified(window: MainWindow) -> None:
    assert not window.isWindowModified()
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    assert window.parts.steps.is_modified() and window.isWindowModified()
    assert window.action("undo").text().startswith("&Undo USA: temporary Influence in Africa")
    window.action("undo").trigger()
    assert not window.parts.steps.is_modified() and not window.isWindowModified()
    assert not window.action("undo").isEnabled()
    assert window.action("redo").isEnabled()


def test_the_board_menus_show_the_keys_as_bound_now(window: MainWindow) -> None:
    """The menus repeat the window's actions, with their keys as Edit > Preferences left
    them: the action table's by default, the user's once rebound."""
    from influence_board.scene.context_menus import ACTION_OF

    menus = window.parts.gestures.menus

    def keys(menu: QMenu) -> dict[str, str]:
        return {a.text(): a.shortcut().toString() for a in menu.actions() if a.text()}

    shown = keys(menus.region_menu("europe"))
    assert shown["Place Permanent Influence for USA"] == "P"
    window.action(ACTION_OF["permanent"]).setShortcut(QKeySequence("Ctrl+9"))
    window.action("remove").setShortcut(QKeySequence("X"))
    assert keys(menus.region_menu("europe"))["Place Permanent Influence for USA"] == "Ctrl+9"
    cube = keys(menus.cube_menu(Place("africa", "temporary", 0)))
    assert cube["Remove"] == "X" and cube["Convert to permanent"] == "C"
