"""The scenario editor, driven through the Inspector dock's widgets and the board view as a
user would: every edit is one undo step, undo brings back the exact Board (its scenario
text), redo applies it again; the Problems dock flags odd positions live, and saving an
invalid one warns first."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QGraphicsLineItem,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from helpers import on_the_map
from influence_board.rules import Add, Region, SetArmies
from influence_board.rules.edit_operations import AddRegion
from influence_board.rules.formats.scenario import DEFAULT_LOCAL_POWER, dumps, load
from influence_board.rules.limits import MAX_COUNT
from influence_board.rules.validation import check
from influence_board.scene.link_item import LinkItem
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.panels.inspector_dock import Inspector
    from influence_board.panels.problems_dock import ValidationPanel
    from influence_board.window.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


# -- fixtures ---------------------------------------------------------------------------------


@pytest.fixture
def inspector(window: MainWindow, qtbot: QtBot) -> Inspector:
    """The Inspector dock in front (it shares a tab with the Majorities dock)."""
    window.parts.docks.inspector.raise_()
    qtbot.waitUntil(window.parts.docks.inspector_panel.isVisible)
    return window.parts.docks.inspector_panel


@pytest.fixture
def problems(window: MainWindow, qtbot: QtBot) -> ValidationPanel:
    window.parts.docks.problems.raise_()
    qtbot.waitUntil(window.parts.docks.problems_panel.isVisible)
    # Settle the first, delayed check before anything is edited.
    window.parts.docks.problems_panel.refresh()
    return window.parts.docks.problems_panel


# -- helpers ----------------------------------------------------------------------------------


def text_of(window: MainWindow) -> str:
    return dumps(window.parts.document.board)


def log_texts(window: MainWindow) -> list[str]:
    return window.parts.log.texts()


@contextmanager
def one_undo_step(window: MainWindow) -> Iterator[dict[str, str]]:
    """The edit inside the block must make exactly one undo step that changes the Board;
    afterwards Undo gives back the exact Board before and Redo the Board after."""
    steps = window.parts.steps
    before, index = text_of(window), steps.index
    seen: dict[str, str] = {"before": before}
    yield seen
    assert steps.index == index + 1, [steps.text_at(i) for i in range(1, steps.count + 1)]
    assert steps.count == index + 1
    after = text_of(window)
    assert after != before
    seen["after"] = after
    seen["step"] = steps.text_at(index + 1)
    steps.undo()
    assert text_of(window) == before
    steps.redo()
    assert text_of(window) == after


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Select what the field holds, type `text` over it and press Enter."""
    edit.setFocus()
    edit.selectAll()
    if text:
        qtbot.keyClicks(edit, text)
    else:
        qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def click(qtbot: QtBot, button: QWidget) -> None:
    assert button.isEnabled(), button.text() if hasattr(button, "text") else button
    qtbot.mouseClick(button, LEFT)


def click_check(qtbot: QtBot, box: QCheckBox) -> None:
    """Click a check box on its indicator (its middle may be empty space in a form)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    qtbot.mouseClick(box, LEFT, NO_MOD, indicator.center())


def click_row(qtbot: QtBot, widget: QListWidget, row: int) -> None:
    item = widget.item(row)
    widget.scrollToItem(item)
    qtbot.mouseClick(widget.viewport(), LEFT, NO_MOD, widget.visualItemRect(item).center())
    assert widget.currentRow() == row


def choose(window: MainWindow, region_id: str) -> None:
    """Click the Region's header on the view: it is selected and shown in the Inspector."""
    QTest.mouseClick(window.parts.view.viewport(), LEFT, NO_MOD, header_point(window, region_id))
    assert window.parts.scene.selected_region() == region_id
    assert window.parts.docks.inspector_panel.region_id == region_id


def to_view(window: MainWindow, region_id: str, rect: QRectF) -> QPoint:
    item = window.parts.scene.region_items[region_id]
    return window.parts.view.mapFromScene(item.mapToScene(rect.center()))


def header_point(window: MainWindow, region_id: str) -> QPoint:
    return to_view(window, region_id, window.parts.scene.region_items[region_id].geometry.header())


def armies_spin(inspector: Inspector, name: str) -> QSpinBox:
    (spin,) = [s for s in inspector.findChildren(QSpinBox) if s.accessibleName() == name]
    return spin


def region_ids(window: MainWindow) -> list[str]:
    return [r.id for r in window.parts.document.board.regions]


def player_ids(window: MainWindow) -> list[str]:
    return [p.id for p in window.parts.document.board.players]


def linked(window: MainWindow, a: str, b: str) -> bool:
    return any({x, y} == {a, b} for x, y in window.parts.document.board.adjacency)


def positions(window: MainWindow) -> dict[str, tuple[float, float] | None]:
    return {r.id: r.position for r in window.parts.document.board.regions}


def problem_texts(problems: ValidationPanel, severity: str | None = None) -> list[str]:
    return [
        f"{p.path}: {p.message}"
        for p in problems.problems
        if severity is None or p.severity == severity
    ]


def checked(qtbot: QtBot, problems: ValidationPanel, action: Callable[[], object]) -> None:
    """Do `action` and wait for the Problems dock's own (debounced) check after it."""
    with qtbot.waitSignal(problems.checked, timeout=2000):
        action()


def gap_region(region_id: str = "gap") -> Region:
    """A Region whose temporary row has a hole left of a cube: an error."""
    return Region(
        region_id,
        "Gap Land",
        (1, 1),
        (4, 3, 2, 1),
        (7, 4, 2),
        (None, None),
        (),
        (None, "usa", None, None),
        (),
        (300.0, 1100.0),
    )


# -- Regions ----------------------------------------------------------------------------------


def test_rename_region(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    choose(window, "africa")
    with one_undo_step(window):
        type_into(qtbot, inspector.name_edit, "Sub-Saharan Africa")
        assert window.parts.document.board.region("africa").name == "Sub-Saharan Africa"
        assert inspector.region_box.title() == "Region: Sub-Saharan Africa"
    window.parts.steps.undo()
    assert inspector.name_edit.text() == "Africa"
    assert window.parts.scene.region_items["africa"].region.name == "Africa"


def test_ctrl_z_in_a_field_takes_back_its_typing_then_the_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    from kb_helpers import make_active

    make_active(qtbot, window)
    choose(window, "africa")
    type_into(qtbot, inspector.name_edit, "Sub-Saharan Africa")  # a step
    field = inspector.name_edit
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClicks(field, " North")  # typing, not yet a step
    QTest.keySequence(field, QKeySequence.StandardKey.Undo)
    assert field.text() == "Sub-Saharan Africa"  # the field's own typing went
    assert window.parts.document.board.region("africa").name == "Sub-Saharan Africa"
    while field.isUndoAvailable():
        QTest.keySequence(field, QKeySequence.StandardKey.Undo)
    field.setText(field.text())  # as the Inspector refills it: no typing left to undo
    QTest.keySequence(field, QKeySequence.StandardKey.Undo)  # now the game's Undo
    assert window.parts.document.board.region("africa").name == "Africa"
    QTest.keySequence(field, QKeySequence.StandardKey.Redo)
    assert window.parts.document.board.region("africa").name == "Sub-Saharan Africa"


def test_rename_region_to_blank_or_same_name_is_no_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    before = text_of(window)
    type_into(qtbot, inspector.name_edit, "   ")
    type_into(qtbot, inspector.name_edit, "Africa")
    assert window.parts.steps.count == 0
    assert text_of(window) == before


def test_permanent_slots_grow(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    choose(window, "central_asia")
    with one_undo_step(window):
        type_into(qtbot, inspector.permanent_edit, "2 2 1")
    region = window.parts.document.board.region("central_asia")
    assert region.permanent_vp == (2, 2, 1)
    assert region.permanent == ("russia", None, None)
    assert inspector.permanent_edit.text() == "2 2 1"


def test_permanent_slots_shrink_sends_cubes_back_and_logs_whose(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "europe")
    assert window.parts.document.board.region("europe").permanent == ("eu", "usa", "russia", None)
    with one_undo_step(window) as step:
        type_into(qtbot, inspector.permanent_edit, "1 1")
    assert window.parts.document.board.region("europe").permanent == ("eu", "usa")
    assert "Russia's cube goes back to Russia" in step["step"]
    assert any("Russia's cube goes back to Russia" in t for t in log_texts(window))
    window.parts.steps.undo()
    assert window.parts.document.board.region("europe").permanent == ("eu", "usa", "russia", None)
    assert inspector.permanent_edit.text() == "1 1 1 1"


def test_temporary_slots_change_and_shrink(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    with one_undo_step(window):
        type_into(qtbot, inspector.temporary_edit, "6, 5, 4")
    assert window.parts.document.board.region("africa").temporary_vp == (6, 5, 4)
    assert window.parts.document.board.region("africa").temporary == ("eu", None, None)
    with one_undo_step(window) as step:
        type_into(qtbot, inspector.temporary_edit, "")
    assert window.parts.document.board.region("africa").temporary == ()
    assert "EU's cube goes back to EU" in step["step"]
    assert any("EU's cube goes back to EU" in t for t in log_texts(window))


def test_bad_slot_text_is_refused_in_the_form(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    before = text_of(window)
    type_into(qtbot, inspector.temporary_edit, "4 three 2")
    assert text_of(window) == before
    assert window.parts.steps.count == 0
    assert inspector.temporary_edit.text() == "4 3 2 1"
    assert "whole numbers" in inspector.region_message.text()


def test_bonus_list(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    choose(window, "americas")
    with one_undo_step(window):
        type_into(qtbot, inspector.bonus_edit, "12 6 3 1")
    assert window.parts.document.board.region("americas").majority_bonus == (12, 6, 3, 1)


def test_armies_spin_box_is_one_undo_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "europe")
    with one_undo_step(window):
        qtbot.keyClick(armies_spin(inspector, "Armies of Russia"), Qt.Key.Key_Up)
    assert window.parts.document.board.region("europe").armies_of("russia") == 1
    window.parts.steps.undo()
    assert armies_spin(inspector, "Armies of Russia").value() == 0
    window.parts.steps.redo()
    assert armies_spin(inspector, "Armies of Russia").value() == 1


def test_the_armies_spin_box_shows_counts_up_to_the_limit(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    """A file may hold a billion Armies: the Inspector shows that, not a clamped 99, and
    showing it changes nothing."""
    assert window.parts.game.perform(SetArmies("europe", "usa", MAX_COUNT))
    choose(window, "europe")
    assert armies_spin(inspector, "Armies of USA").value() == MAX_COUNT
    assert window.parts.document.board.region("europe").armies_of("usa") == MAX_COUNT


def test_typing_a_two_digit_army_count(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    """A user types 12 into a spin box and presses Enter: 12 Armies, one undo step."""
    choose(window, "europe")
    spin = armies_spin(inspector, "Armies of USA")
    spin.setFocus()
    spin.selectAll()
    for key in "12":
        assert shiboken6.isValid(spin), (
            "the Armies spin box was destroyed while the user was typing into it "
            f"(after {window.parts.document.board.region('europe').armies_of('usa')} was applied)"
        )
        qtbot.keyClicks(spin, key)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.parts.document.board.region("europe").armies_of("usa") == 12
    assert window.parts.steps.count == 1


def test_add_region_button(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    choose(window, "africa")
    with one_undo_step(window):
        click(qtbot, inspector.add_region_button)
        assert not [t for t in log_texts(window) if t.startswith("Refused")]
    assert region_ids(window)[-1] == "region_1"
    new = window.parts.document.board.region("region_1")
    assert new.name == "New Region 1"
    assert new.permanent_vp == (1, 1) and new.temporary_vp == (4, 3, 2, 1)
    assert "region_1" in window.parts.scene.region_items
    assert window.parts.scene.selected_region() == "region_1"
    assert inspector.region_id == "region_1"
    window.parts.steps.undo()
    assert "region_1" not in window.parts.scene.region_items
    assert inspector.region_id is None
    assert not inspector.name_edit.isEnabled()


def test_add_region_action_on_an_empty_selection(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    with one_undo_step(window):
        window.action("add_region").trigger()
    assert region_ids(window)[-1] == "region_1"


def test_remove_region_button(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    choose(window, "americas")
    links = len(window.parts.document.board.adjacency)
    with one_undo_step(window) as step:
        click(qtbot, inspector.remove_region_button)
    assert "americas" not in region_ids(window)
    assert "americas" not in window.parts.scene.region_items
    assert len(window.parts.document.board.adjacency) == links - 3
    assert "USA's cube goes back to USA" in step["step"]
    assert "3 links removed" in step["step"]
    window.parts.steps.undo()
    assert window.parts.scene.region_items["americas"].region.permanent == ("usa", None)


def test_remove_region_action(window: MainWindow, qtbot: QtBot) -> None:
    choose(window, "africa")
    with one_undo_step(window):
        window.action("remove_region").trigger()
    assert "africa" not in region_ids(window)


def test_earlier_and_later_change_board_order(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    order = region_ids(window)
    i = order.index("africa")
    with one_undo_step(window):
        click(qtbot, inspector.up_button)
    assert region_ids(window).index("africa") == i - 1
    assert region_ids(window)[i] == order[i - 1]
    assert inspector.region_id == "africa"
    with one_undo_step(window):
        click(qtbot, inspector.down_button)
    assert region_ids(window) == order
    with one_undo_step(window):
        click(qtbot, inspector.down_button)
    assert region_ids(window).index("africa") == i + 1


def test_earlier_on_the_first_region_changes_nothing(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, region_ids(window)[0])
    click(qtbot, inspector.up_button)
    assert window.parts.steps.count == 0


def test_link_and_unlink_with_the_form(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    combo = inspector.link_combo
    target = combo.findData("east_asia_pacific")
    assert target >= 0
    combo.setCurrentIndex(target)
    with one_undo_step(window):
        click(qtbot, inspector.link_button)
    assert linked(window, "africa", "east_asia_pacific")
    listed = [inspector.links_list.item(i).text() for i in range(inspector.links_list.count())]
    assert "East Asia - Pacific" in listed
    assert inspector.link_combo.findData("east_asia_pacific") == -1
    row = listed.index("East Asia - Pacific")
    click_row(qtbot, inspector.links_list, row)
    with one_undo_step(window):
        click(qtbot, inspector.unlink_button)
    assert not linked(window, "africa", "east_asia_pacific")
    assert linked(window, "africa", "americas")  # the other links stay
    assert linked(window, "africa", "middle_east_north_africa")


@pytest.mark.parametrize("modifier", [SHIFT, ALT], ids=["shift", "alt"])
def test_link_by_shift_or_alt_drag_on_the_view(
    window: MainWindow, qtbot: QtBot, modifier: Qt.KeyboardModifier
) -> None:
    # Shift+drag: most window managers take Alt+drag to move the window.
    on_the_map(window)  # the links are drawn on the map
    assert not linked(window, "africa", "east_asia_pacific")
    viewport = window.parts.view.viewport()
    start, end = header_point(window, "africa"), header_point(window, "east_asia_pacific")
    positions_before = positions(window)
    with one_undo_step(window) as step:
        QTest.mousePress(viewport, LEFT, modifier, start)
        QTest.mouseMove(viewport, (start + end) / 2)
        QTest.mouseMove(viewport, end)
        QTest.mouseRelease(viewport, LEFT, modifier, end)
    assert step["step"] == "Africa and East Asia - Pacific are now adjacent"
    assert linked(window, "africa", "east_asia_pacific")
    assert positions(window) == positions_before  # drawing a link moves no track
    ends = {
        frozenset(end.region.id for end in link.ends)
        for link in window.parts.scene.link_items.get("africa", [])
    }
    assert frozenset(("africa", "east_asia_pacific")) in ends
    # The rubber line is gone: every line left on the board is a link.
    lines = [i for i in window.parts.scene.items() if isinstance(i, QGraphicsLineItem)]
    assert all(isinstance(i, LinkItem) for i in lines if i.isVisible())


def test_alt_drag_released_on_empty_board_adds_no_link(window: MainWindow, qtbot: QtBot) -> None:
    viewport = window.parts.view.viewport()
    start = header_point(window, "africa")
    empty = window.parts.view.mapFromScene(window.parts.scene.sceneRect().topLeft() + QPointF(5, 5))
    QTest.mousePress(viewport, LEFT, ALT, start)
    QTest.mouseMove(viewport, empty)
    QTest.mouseRelease(viewport, LEFT, ALT, empty)
    assert window.parts.steps.count == 0


def test_lay_out_all_regions(window: MainWindow, qtbot: QtBot) -> None:
    on_the_map(window)
    before = positions(window)
    with one_undo_step(window):
        window.action("layout_all").trigger()
    after = positions(window)
    assert after != before
    assert all(after[r] != before[r] for r in before)
    scene_pos = window.parts.scene.region_items["europe"].pos()
    assert (scene_pos.x(), scene_pos.y()) == after["europe"]
    window.parts.steps.undo()
    scene_pos = window.parts.scene.region_items["europe"].pos()
    assert (scene_pos.x(), scene_pos.y()) == before["europe"]


def rubber_band(window: MainWindow, top_left: QPointF, bottom_right: QPointF) -> None:
    viewport = window.parts.view.viewport()
    a, b = window.parts.view.mapFromScene(top_left), window.parts.view.mapFromScene(bottom_right)
    QTest.mousePress(viewport, LEFT, NO_MOD, a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, b)


def test_lay_out_selected_regions(window: MainWindow, qtbot: QtBot) -> None:
    on_the_map(window)
    # A rubber band over Central Asia and South Asia (and nothing else).
    rubber_band(window, QPointF(1380, 280), QPointF(1700, 1000))
    assert sorted(window.parts.scene.selected_regions()) == ["central_asia", "south_asia"]
    before = positions(window)
    with one_undo_step(window):
        window.action("layout_selected").trigger()
    after = positions(window)
    moved = {r for r in before if after[r] != before[r]}
    assert moved == {"central_asia", "south_asia"}


def test_lay_out_selected_with_nothing_selected_says_so(window: MainWindow, qtbot: QtBot) -> None:
    window.parts.scene.clearSelection()
    window.action("layout_selected").trigger()
    assert window.parts.steps.count == 0
    assert "Select the Regions" in window.statusBar().currentMessage()


def test_ctrl_click_adds_a_region_to_the_selection(window: MainWindow, qtbot: QtBot) -> None:
    """The usual way to pick several Regions for Lay Out Selected: click one, Ctrl+click
    another; both are selected."""
    viewport = window.parts.view.viewport()
    QTest.mouseClick(viewport, LEFT, NO_MOD, header_point(window, "central_asia"))
    QTest.mouseClick(
        viewport, LEFT, Qt.KeyboardModifier.ControlModifier, header_point(window, "south_asia")
    )
    assert sorted(window.parts.scene.selected_regions()) == ["central_asia", "south_asia"]


# -- players and the board --------------------------------------------------------------------


def test_rename_player(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    click_row(qtbot, inspector.players_list, 1)
    with one_undo_step(window):
        type_into(qtbot, inspector.player_name_edit, "Europe Union")
    assert window.parts.document.board.players[1].name == "Europe Union"
    assert inspector.players_list.item(1).text().startswith("Europe Union")
    assert "Europe Union" in [a.text() for a in window.parts.palette_bar.group.actions()]
    window.parts.steps.undo()
    assert inspector.players_list.item(1).text().startswith("EU")


def test_recolour_player(
    window: MainWindow, inspector: Inspector, qtbot: QtBot, dialogs: Dialogs
) -> None:
    dialogs.colors = [QColor("#aa3377")]
    click_row(qtbot, inspector.players_list, 2)
    with one_undo_step(window):
        click(qtbot, inspector.color_button)
    assert dialogs.asked == [("Colour of Russia", "#d55e00")]
    assert window.parts.document.board.players[2].color == "#aa3377"
    assert window.parts.scene.color_of("russia").name() == "#aa3377"
    window.parts.steps.undo()
    assert window.parts.scene.color_of("russia").name() == "#d55e00"


def test_recolour_cancelled_is_no_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot, dialogs: Dialogs
) -> None:
    dialogs.colors = []  # the dialog cancelled
    click_row(qtbot, inspector.players_list, 0)
    click(qtbot, inspector.color_button)
    assert window.parts.steps.count == 0


def test_add_and_remove_player(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    with one_undo_step(window) as step:
        click(qtbot, inspector.add_player_button)
    assert player_ids(window) == ["usa", "eu", "russia", "china", "player_5"]
    assert window.parts.document.board.vp_dict()["player_5"] == 0
    assert step["step"] == "Player 5 added, place 5 of 5"
    assert inspector.players_list.count() == 5
    click_row(qtbot, inspector.players_list, 3)
    with one_undo_step(window) as step:
        click(qtbot, inspector.remove_player_button)
    assert player_ids(window) == ["usa", "eu", "russia", "player_5"]
    # China's cubes leave every Region with it.
    assert all("china" not in r.cubes() for r in window.parts.document.board.regions)
    assert "China" in step["step"]


def test_reorder_players(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    click_row(qtbot, inspector.players_list, 2)
    with one_undo_step(window):
        click(qtbot, inspector.player_up_button)
    assert player_ids(window) == ["usa", "russia", "eu", "china"]
    assert inspector.players_list.currentRow() == 1
    with one_undo_step(window):
        click(qtbot, inspector.player_down_button)
    assert player_ids(window) == ["usa", "eu", "russia", "china"]
    click_row(qtbot, inspector.players_list, 0)
    click(qtbot, inspector.player_up_button)  # already first: nothing
    assert window.parts.steps.index == 2


def test_toggle_the_local_power(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    assert inspector.local_check.isChecked()
    with one_undo_step(window) as step:
        click_check(qtbot, inspector.local_check)
    board = window.parts.document.board
    assert board.local_power is None
    assert all("local" not in r.cubes() for r in board.regions)
    assert "Local powers removed; 2 cubes leave" in step["step"]
    assert not inspector.local_check.isChecked()
    assert not inspector.local_name_edit.isEnabled()
    window.parts.steps.undo()
    assert inspector.local_check.isChecked()
    assert window.parts.document.board.region("south_asia").permanent == (
        "china",
        "local",
        None,
        None,
    )
    window.parts.steps.redo()
    with one_undo_step(window):
        click_check(qtbot, inspector.local_check)
    assert window.parts.document.board.local_power == DEFAULT_LOCAL_POWER
    assert inspector.local_check.isChecked()


def test_rename_local_power(window: MainWindow, inspector: Inspector, qtbot: QtBot) -> None:
    with one_undo_step(window):
        type_into(qtbot, inspector.local_name_edit, "Neutrals")
    local_power = window.parts.document.board.local_power
    assert local_power is not None and local_power.name == "Neutrals"


def test_rename_board_and_the_title_follows(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    assert "World Order: standard board" in window.windowTitle()
    with one_undo_step(window):
        type_into(qtbot, inspector.board_name_edit, "Tournament final")
        assert window.windowTitle().startswith("Tournament final")
    window.parts.steps.undo()
    assert window.windowTitle().startswith("World Order: standard board")
    assert inspector.board_name_edit.text() == "World Order: standard board"


# -- live validation --------------------------------------------------------------------------


def test_a_region_without_temporary_slots_is_allowed_and_flagged(
    window: MainWindow, inspector: Inspector, problems: ValidationPanel, qtbot: QtBot
) -> None:
    choose(window, "africa")
    i = region_ids(window).index("africa")
    assert problem_texts(problems) == []
    checked(qtbot, problems, lambda: type_into(qtbot, inspector.temporary_edit, ""))
    assert window.parts.document.board.region("africa").temporary_vp == ()
    warnings = problem_texts(problems, "warning")
    assert any(t.startswith(f"regions[{i}].temporary: no temporary slots") for t in warnings)
    assert problems.errors() == []
    assert "1 ⚠" in window.parts.docks.problems.windowTitle()
    checked(qtbot, problems, window.parts.steps.undo)
    assert problem_texts(problems) == []


def test_overflow_while_a_permanent_slot_is_free_is_flagged(
    window: MainWindow, inspector: Inspector, problems: ValidationPanel, qtbot: QtBot
) -> None:
    doc, game = window.parts.document, window.parts.game
    assert game.perform(Add("central_asia", "eu", "permanent"))
    assert game.perform(Add("central_asia", "usa", "permanent", force=True))
    assert doc.board.region("central_asia").overflow == ("usa",)
    problems.refresh()
    assert problem_texts(problems) == []
    choose(window, "central_asia")
    i = region_ids(window).index("central_asia")
    checked(qtbot, problems, lambda: type_into(qtbot, inspector.permanent_edit, "1 1 1"))
    (text,) = problem_texts(problems, "warning")
    assert text.startswith(f"regions[{i}].cubes.overflow: 1 cube beside the permanent row")
    assert "slot 3 is free" in text


def test_two_players_with_the_same_colour_are_flagged(
    window: MainWindow,
    inspector: Inspector,
    problems: ValidationPanel,
    qtbot: QtBot,
    dialogs: Dialogs,
) -> None:
    dialogs.colors = [QColor("#0072B2")]
    click_row(qtbot, inspector.players_list, 1)
    checked(qtbot, problems, lambda: click(qtbot, inspector.color_button))
    (text,) = problem_texts(problems, "warning")
    assert text.startswith("players[1].color: USA (#0072B2) and EU (#0072b2)")
    assert "too close" in text


def test_cutting_a_region_off_is_flagged_live(
    window: MainWindow, inspector: Inspector, problems: ValidationPanel, qtbot: QtBot
) -> None:
    """Removing a Region's last link leaves it cut off from the others: the Problems dock
    says so, as it does for every other edit."""
    choose(window, "americas")
    assert problem_texts(problems) == []
    for _ in range(3):
        click_row(qtbot, inspector.links_list, 0)
        click(qtbot, inspector.unlink_button)
    assert not any("americas" in link for link in window.parts.document.board.adjacency)
    # The rules do flag it (influence-board check would say so) ...
    assert any(p.path == "adjacency" for p in check(window.parts.document.board))
    # ... and the dock, which checks shortly after each change, must show it too.
    qtbot.waitUntil(lambda: any(p.path == "adjacency" for p in problems.problems), timeout=1000)


def test_choosing_a_problem_selects_its_region(
    window: MainWindow, inspector: Inspector, problems: ValidationPanel, qtbot: QtBot
) -> None:
    choose(window, "east_asia_pacific")
    checked(qtbot, problems, lambda: type_into(qtbot, inspector.temporary_edit, ""))
    choose(window, "europe")
    where = f"regions[{region_ids(window).index('east_asia_pacific')}]"
    (row,) = [k for k in range(problems.count()) if problems.item(k).text().startswith(where)]
    click_row(qtbot, problems, row)
    assert window.parts.scene.selected_region() == "east_asia_pacific"
    assert inspector.region_id == "east_asia_pacific"


def test_saving_an_error_warns_first(
    window: MainWindow, problems: ValidationPanel, qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
) -> None:
    assert window.parts.game.perform(AddRegion(gap_region(), None))
    problems.refresh()
    (error,) = problems.errors()
    assert error.path.startswith(f"regions[{len(region_ids(window)) - 1}]")
    path = tmp_path / "gap.json"
    dialogs.answers = [Button.Cancel]
    assert window.parts.files.save_to(path) is False
    assert not path.exists()
    assert window.parts.steps.is_modified()
    assert len(dialogs.asked) == 1 and "1 error;" in dialogs.asked[0][1]
    dialogs.answers = [Button.Save]
    assert window.parts.files.save_to(path) is True
    assert path.exists()
    assert not window.parts.steps.is_modified()
    assert dialogs.titles() == ["Save an invalid scenario?"] * 2
    result = subprocess.run(
        [sys.executable, "-m", "influence_board", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2, result.stderr
    assert "regions[" in result.stderr


def test_saving_a_valid_board_does_not_warn(
    window: MainWindow, inspector: Inspector, qtbot: QtBot, tmp_path: Path, dialogs: Dialogs
) -> None:
    choose(window, "africa")
    type_into(qtbot, inspector.temporary_edit, "")  # only a warning
    path = tmp_path / "fine.json"
    assert window.parts.files.save_to(path)
    assert dialogs.asked == []  # no warning
    assert path.read_text(encoding="utf-8") == text_of(window)


def test_saved_file_keeps_every_edit(
    window: MainWindow, inspector: Inspector, qtbot: QtBot, tmp_path: Path
) -> None:
    choose(window, "africa")
    type_into(qtbot, inspector.name_edit, "Africa South")
    type_into(qtbot, inspector.bonus_edit, "8 5 2")
    type_into(qtbot, inspector.board_name_edit, "Edited board")
    path = tmp_path / "edited.json"
    assert window.parts.files.save_to(path)
    text = Path(path).read_text(encoding="utf-8")
    assert text == text_of(window)
    board = load(path)
    assert board.name == "Edited board"
    assert board.region("africa").name == "Africa South"
    assert board.region("africa").majority_bonus == (8, 5, 2)


def test_a_name_typed_then_another_region_clicked_goes_to_the_first(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    """No Enter: the user types a name and clicks another Region on the board. The name
    is for the Region that was in the form, and it is one step."""
    choose(window, "africa")
    window.activateWindow()
    inspector.name_edit.setFocus()
    qtbot.waitUntil(inspector.name_edit.hasFocus)
    inspector.name_edit.selectAll()
    qtbot.keyClicks(inspector.name_edit, "Africa South")
    with one_undo_step(window):
        choose(window, "europe")
    assert window.parts.document.board.region("africa").name == "Africa South"
    assert window.parts.document.board.region("europe").name == "Europe"
    assert inspector.name_edit.text() == "Europe"


def test_enter_then_leaving_the_field_is_still_one_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    choose(window, "africa")
    window.activateWindow()
    inspector.bonus_edit.setFocus()
    qtbot.waitUntil(inspector.bonus_edit.hasFocus)
    with one_undo_step(window):
        type_into(qtbot, inspector.bonus_edit, "9 9")
        inspector.name_edit.setFocus()  # Tab on to the next field
        qtbot.waitUntil(inspector.name_edit.hasFocus)


def test_recolour_the_local_power(
    window: MainWindow, inspector: Inspector, qtbot: QtBot, dialogs: Dialogs
) -> None:
    dialogs.colors = [QColor("#5a5a5a")]
    with one_undo_step(window) as step:
        click(qtbot, inspector.local_color_button)
    local_power = window.parts.document.board.local_power
    assert local_power is not None and local_power.color == "#5a5a5a"
    assert "colour #000000 to #5a5a5a" in step["step"]
