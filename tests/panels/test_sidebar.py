"""The majorities sidebar: rankings with the local powers, the cannot-score flag, and
choosing a Region there selects it on the board (and the other way round)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from helpers import (
    LEFT,
    NO_MOD,
    assert_sidebar_matches,
    assert_window_shows,
    choose_player,
    click,
    click_slot,
    first_region_index,
    footer_point,
    sidebar_rows,
)
from influence_board.panels.majority_model import EMPTY_PERMANENT_ROLE, REGION_ID_ROLE
from influence_board.scene.region_item import RegionItem

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_at_the_start_the_local_powers_rank_where_they_have_cubes(window: MainWindow) -> None:
    rows = sidebar_rows(window.parts.docks.majorities_panel.model)
    mena = rows["middle_east_north_africa"]["standings"]
    # EU, USA and the local powers: 1 cube each, no Armies, all share the 3rd place (bonus 4).
    assert mena == [  # fully tied: listed in the board's participant order
        ("usa", 1, 0, "3rd=", 4),
        ("eu", 1, 0, "3rd=", 4),
        ("local", 1, 0, "3rd=", 4),
    ]
    south_asia = rows["south_asia"]["standings"]
    assert south_asia == [("china", 1, 0, "2nd=", 5), ("local", 1, 0, "2nd=", 5)]
    for region_id in ("europe", "central_asia", "americas", "africa", "east_asia_pacific"):
        assert "local" not in [s[0] for s in rows[region_id]["standings"]], region_id
    model = window.parts.docks.majorities_panel.model
    top = first_region_index(model, "south_asia")
    names = [model.index(i, 0, top).data() for i in range(model.rowCount(top))]
    assert names == ["China", "Local powers"]
    assert_sidebar_matches(
        model, window.parts.docks.majorities_panel.vp_model, window.parts.document.board
    )


def test_at_the_start_africa_is_flagged_with_two_empty_permanent_slots(window: MainWindow) -> None:
    model = window.parts.docks.majorities_panel.model
    africa = first_region_index(model, "africa")
    assert africa.data(EMPTY_PERMANENT_ROLE) == 2
    assert "cannot score: 2 empty" in africa.data()
    assert "2 permanent slots empty" in africa.data(Qt.ItemDataRole.ToolTipRole)
    assert africa.data(Qt.ItemDataRole.ForegroundRole) is not None
    flagged = {
        model.index(r, 0).data(REGION_ID_ROLE): model.index(r, 0).data(EMPTY_PERMANENT_ROLE)
        for r in range(model.rowCount())
    }
    assert flagged == {
        "europe": 1,
        "central_asia": 1,
        "americas": 1,
        "middle_east_north_africa": 3,
        "africa": 2,
        "south_asia": 2,
        "east_asia_pacific": 1,
    }


def test_africa_flag_goes_once_both_permanent_slots_are_filled(
    window: MainWindow, qtbot: QtBot
) -> None:
    model = window.parts.docks.majorities_panel.model
    africa = first_region_index(model, "africa")
    before = window.parts.document.board
    with qtbot.assertNotEmitted(model.modelReset):
        choose_player(window, 1)
        click_slot(window, "africa", "permanent", 0)
        assert africa.data(EMPTY_PERMANENT_ROLE) == 1
        assert "cannot score: 1 empty" in africa.data()
        choose_player(window, 4)
        click_slot(window, "africa", "permanent", 1)
    assert window.parts.document.board.region("africa").permanent == ("usa", "china")
    assert africa.data(EMPTY_PERMANENT_ROLE) == 0
    assert africa.data() == "Africa"
    assert "can score" in africa.data(Qt.ItemDataRole.ToolTipRole)
    assert africa.data(Qt.ItemDataRole.ForegroundRole) is None
    # USA, EU and China: 1 cube each, all tied for 3rd (bonus 2).
    assert sidebar_rows(model)["africa"]["standings"] == [
        ("usa", 1, 0, "3rd=", 2),
        ("eu", 1, 0, "3rd=", 2),
        ("china", 1, 0, "3rd=", 2),
    ]
    assert_window_shows(window)
    window.action("undo").trigger()
    window.action("undo").trigger()
    assert africa.data(EMPTY_PERMANENT_ROLE) == 2
    assert_window_shows(window, before)


def test_vp_table_follows_each_placement(window: MainWindow) -> None:
    vp_model = window.parts.docks.majorities_panel.vp_model
    choose_player(window, 3)
    click_slot(window, "africa", "temporary", 1)
    assert vp_model.index(2, 0).data() == "Russia"
    assert vp_model.index(2, 1).data() == 3
    window.action("undo").trigger()
    assert vp_model.index(2, 1).data() == 0


def test_choosing_a_region_row_in_the_sidebar_selects_it_in_the_scene(window: MainWindow) -> None:
    tree = window.parts.docks.majorities_panel.tree
    model = window.parts.docks.majorities_panel.model
    assert window.parts.docks.majorities.isVisible()
    for region_id in ("africa", "europe", "south_asia"):
        index = first_region_index(model, region_id)
        tree.scrollTo(index)
        rect = tree.visualRect(index)
        assert rect.isValid() and tree.viewport().rect().contains(rect.center())
        QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, rect.center())
        assert tree.currentIndex().data(REGION_ID_ROLE) == region_id
        assert window.parts.scene.selected_region() == region_id
        selected = window.parts.scene.selectedItems()
        assert [i.region.id if isinstance(i, RegionItem) else i for i in selected] == [region_id]


def test_choosing_a_participant_row_selects_its_region(window: MainWindow) -> None:
    tree = window.parts.docks.majorities_panel.tree
    model = window.parts.docks.majorities_panel.model
    top = first_region_index(model, "middle_east_north_africa")
    child = model.index(2, 0, top)  # the local powers' line
    tree.scrollTo(child)
    QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, tree.visualRect(child).center())
    assert window.parts.scene.selected_region() == "middle_east_north_africa"


def test_choosing_a_region_in_the_scene_shows_it_in_the_sidebar(window: MainWindow) -> None:
    click(window, footer_point(window, "americas"))
    assert window.parts.scene.selected_region() == "americas"
    assert (
        window.parts.docks.majorities_panel.tree.currentIndex().data(REGION_ID_ROLE) == "americas"
    )


def test_choosing_the_current_row_again_selects_its_region_again(window: MainWindow) -> None:
    """Choose Africa in the sidebar, choose Europe on the board, then Africa in the sidebar
    again: the board must show Africa selected."""
    tree = window.parts.docks.majorities_panel.tree
    model = window.parts.docks.majorities_panel.model
    africa = first_region_index(model, "africa")
    tree.scrollTo(africa)
    QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, tree.visualRect(africa).center())
    assert window.parts.scene.selected_region() == "africa"
    click(window, footer_point(window, "europe"))
    assert window.parts.scene.selected_region() == "europe"
    assert tree.currentIndex().data(REGION_ID_ROLE) == "europe"
    tree.scrollTo(africa)
    QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, tree.visualRect(africa).center())
    assert window.parts.scene.selected_region() == "africa"


def test_choosing_a_row_after_the_board_selection_was_cleared(window: MainWindow) -> None:
    """The board's selection is cleared by a click on empty space; choosing the Region that
    is still current in the sidebar selects it again."""
    tree = window.parts.docks.majorities_panel.tree
    model = window.parts.docks.majorities_panel.model
    africa = first_region_index(model, "africa")
    tree.scrollTo(africa)
    QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, tree.visualRect(africa).center())
    assert window.parts.scene.selected_region() == "africa"
    view = window.parts.view
    empty = view.mapFromScene(window.parts.scene.sceneRect().topLeft()) + QPoint(3, 3)
    assert view.itemAt(empty) is None
    click(window, empty)
    assert window.parts.scene.selected_region() is None
    QTest.mouseClick(tree.viewport(), LEFT, NO_MOD, tree.visualRect(africa).center())
    assert window.parts.scene.selected_region() == "africa"


def test_each_ranking_line_carries_its_owners_chip(window: MainWindow) -> None:
    """The chip follows the owner when a line of the ranking changes hands."""
    from influence_board.look.cube_icons import chip_icon
    from influence_board.panels.majority_model import OWNER_ROLE
    from influence_board.rules import Add, SetArmies

    model = window.parts.docks.majorities_panel.model
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.game.perform(SetArmies("africa", "usa", 2))  # USA now ranks first
    parent = model.index(model.region_row("africa"), 0)
    board = window.parts.document.board
    for n in range(model.rowCount(parent)):
        index = model.index(n, 0, parent)
        owner = index.data(OWNER_ROLE)
        shown = model.itemFromIndex(index).icon().pixmap(16, 16).toImage()
        expected = chip_icon(board, owner).pixmap(16, 16).toImage()
        assert shown == expected, owner
