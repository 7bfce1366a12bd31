"""Playing with the keyboard alone: no mouse event anywhere in this file. Page Down/Up
choose a Region, number keys the acting player, arrows the slot, Enter acts as a click,
and the Game menu's letters (P, T, C, R, Delete, Ctrl+R) and Ctrl+Z do the rest; each
step is checked against the Board."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boards import STANDARD_READING_ORDER, allowed
from influence_board.document.play_state import Place
from influence_board.rules import Add, Region, Score
from influence_board.rules.formats.scenario import dumps, standard_board
from kb_helpers import (
    CTRL,
    SHIFT,
    choose_player,
    menu_actions,
    press,
    shortcut,
)
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key
REGIONS = [
    "europe",
    "central_asia",
    "americas",
    "middle_east_north_africa",
    "africa",
    "south_asia",
    "east_asia_pacific",
]


def region(window: MainWindow, region_id: str) -> Region:
    return window.parts.document.board.region(region_id)


def vp(window: MainWindow) -> dict[str, int]:
    return window.parts.document.board.vp_dict()


def steps(window: MainWindow) -> int:
    return window.parts.steps.count


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def go_to(window: MainWindow, region_id: str) -> None:
    """Page Down until the keyboard is on `region_id` (from no focus: the first Region)."""
    for _ in range(len(REGIONS) + 1):
        press(window, K.Key_PageDown)
        if focused(window) == region_id:
            return
    raise AssertionError(f"Page Down never reached {region_id}")


def focused(window: MainWindow) -> str | None:
    """The Region the keyboard is on (None: on none)."""
    focus = window.parts.play.focus
    return None if focus is None else focus.region


def undo(window: MainWindow) -> None:
    press(window, K.Key_Z, CTRL)


def type_sequence(window: MainWindow, sequence: QKeySequence) -> None:
    combo = sequence[0]  # type: ignore[index]  # PySide's stubs lack QKeySequence.__getitem__
    QTest.keyClick(window.parts.view, combo.key(), combo.keyboardModifiers())


# -- reaching the board -----------------------------------------------------------------------


def test_the_board_has_the_keyboard_when_the_window_opens(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert QApplication.focusWidget() is window.parts.view


def test_tab_leaves_every_panel_and_comes_back_to_the_board(kb: MainWindow, qtbot: QtBot) -> None:
    """No keyboard trap: Tab goes round the window's widgets and back to the board."""
    seen: list[str] = []
    for _ in range(60):  # a cap above the window's focusable widgets (about 45 now)
        widget = QApplication.focusWidget()
        assert widget is not None, f"no widget has the keyboard after {seen}"
        QTest.keyClick(widget, K.Key_Tab)
        seen.append(type(QApplication.focusWidget()).__name__)
        if QApplication.focusWidget() is kb.parts.view:
            break
    assert QApplication.focusWidget() is kb.parts.view, (
        f"Tab went round {seen[:12]}… and never back"
    )


# -- moving ----------------------------------------------------------------------------------


def test_page_down_and_page_up_walk_the_regions_as_shown(kb: MainWindow) -> None:
    assert kb.parts.play.focus is None
    items = kb.parts.scene.region_items
    rows = sorted(items, key=lambda r: (items[r].pos().y(), items[r].pos().x()))
    assert rows == STANDARD_READING_ORDER  # what the board shows, row by row
    visited = []
    for _ in REGIONS:
        press(kb, K.Key_PageDown)
        visited.append(focused(kb))
        assert kb.parts.scene.selected_region() == visited[-1]
    assert visited == STANDARD_READING_ORDER
    press(kb, K.Key_PageDown)  # round to the first again
    assert focused(kb) == "europe"
    press(kb, K.Key_PageUp)
    assert focused(kb) == "africa"
    press(kb, K.Key_PageUp)
    assert focused(kb) == "americas"
    assert steps(kb) == 0


def test_the_focused_slot_is_announced(kb: MainWindow) -> None:
    press(kb, K.Key_PageDown)
    text = "Europe, permanent slot 1 (printed 1): EU's cube"
    assert status(kb) == text
    assert kb.parts.view.accessibleDescription() == text
    press(kb, K.Key_Down)
    assert status(kb) == "Europe, temporary slot 1 (printed 5): empty"


def test_arrows_move_the_focused_slot_within_the_region(kb: MainWindow) -> None:
    go_to(kb, "africa")
    keyboard = kb.parts.gestures.keyboard
    assert keyboard.slot() == Place("africa", "permanent", 0)
    press(kb, K.Key_Right)
    assert keyboard.slot() == Place("africa", "permanent", 1)
    press(kb, K.Key_Right)  # Africa has two permanent slots: it stays on the last
    assert keyboard.slot() == Place("africa", "permanent", 1)
    press(kb, K.Key_Down)
    assert keyboard.slot() == Place("africa", "temporary", 1)
    press(kb, K.Key_Right, times=5)
    assert keyboard.slot() == Place("africa", "temporary", 3)
    press(kb, K.Key_Down)  # no row below the temporary one
    assert keyboard.slot() == Place("africa", "temporary", 3)
    press(kb, K.Key_Up)  # back above the line, on its last slot
    assert keyboard.slot() == Place("africa", "permanent", 1)
    press(kb, K.Key_Left, times=3)
    assert keyboard.slot() == Place("africa", "permanent", 0)
    press(kb, K.Key_Up)
    assert keyboard.slot() == Place("africa", "permanent", 0)
    assert steps(kb) == 0


# -- who acts --------------------------------------------------------------------------------


def test_number_keys_choose_the_acting_player(kb: MainWindow) -> None:
    palette = kb.parts.palette_bar.actions_by_owner
    for n, owner, name in ((1, "usa", "USA"), (2, "eu", "EU"), (3, "russia", "Russia")):
        choose_player(kb, n)
        assert kb.parts.play.acting == owner
        assert palette[owner].isChecked()
        assert kb.parts.status.acting_label.text() == f"Acting: {name}"
    choose_player(kb, 4)
    assert kb.parts.play.acting == "china"
    assert steps(kb) == 0


def test_key_5_picks_the_local_power_only_in_setup_mode(kb: MainWindow) -> None:
    choose_player(kb, 4)
    choose_player(kb, 5)  # not in setup mode: the local power cannot act
    assert kb.parts.play.acting == "china"
    press(kb, K.Key_B, CTRL | SHIFT)  # Game > Setup Mode
    assert kb.parts.play.setup_mode
    assert kb.action("setup").isChecked()
    choose_player(kb, 5)
    assert kb.parts.play.acting == "local"
    assert "setup mode" in kb.parts.status.acting_label.text()
    # The local power places its starting cube in South Asia's third permanent slot.
    go_to(kb, "south_asia")
    press(kb, K.Key_Right, times=2)
    press(kb, K.Key_P)
    assert region(kb, "south_asia").permanent == ("china", "local", "local", None)
    assert vp(kb) == {"usa": 0, "eu": 0, "russia": 0, "china": 0}
    press(kb, K.Key_B, CTRL | SHIFT)  # setup mode off: the local power no longer acts
    assert not kb.parts.play.setup_mode
    assert kb.parts.play.acting == "usa"
    choose_player(kb, 5)
    assert kb.parts.play.acting == "usa"


def test_setup_mode_places_players_cubes_without_scoring(kb: MainWindow) -> None:
    press(kb, K.Key_B, CTRL | SHIFT)
    go_to(kb, "europe")
    choose_player(kb, 4)
    press(kb, K.Key_T)
    assert region(kb, "europe").temporary == ("china", None, None, None)
    assert vp(kb)["china"] == 0


# -- placing ---------------------------------------------------------------------------------


def test_p_places_permanent_influence_in_the_focused_free_slot(kb: MainWindow) -> None:
    start = kb.parts.document.board
    go_to(kb, "africa")
    choose_player(kb, 3)
    press(kb, K.Key_Right)  # the second slot, not the leftmost
    press(kb, K.Key_P)
    assert region(kb, "africa").permanent == (None, "russia")
    assert vp(kb)["russia"] == 1
    assert steps(kb) == 1
    press(kb, K.Key_P)  # the focused slot is taken: the leftmost free one
    assert region(kb, "africa").permanent == ("russia", "russia")
    assert vp(kb)["russia"] == 2
    full = kb.parts.document.board
    press(kb, K.Key_P)  # no free slot: refused, nothing changes
    assert kb.parts.document.board is full
    assert steps(kb) == 2
    assert status(kb).startswith("Refused:")
    assert kb.parts.log.texts()[-1].startswith("Refused:")
    undo(kb)
    undo(kb)
    assert dumps(kb.parts.document.board) == dumps(start)


def test_t_places_temporary_influence_in_the_leftmost_free_slot(kb: MainWindow) -> None:
    go_to(kb, "africa")
    choose_player(kb, 1)
    press(kb, K.Key_T)
    assert region(kb, "africa").temporary == ("eu", "usa", None, None)
    assert vp(kb)["usa"] == 3  # the second slot is printed 3
    choose_player(kb, 4)
    press(kb, K.Key_T)
    assert region(kb, "africa").temporary == ("eu", "usa", "china", None)
    assert vp(kb)["china"] == 2
    assert steps(kb) == 2


def test_t_on_a_full_row_pushes_out_and_nobody_scores(kb: MainWindow) -> None:
    """RULES.md example A by keyboard."""
    go_to(kb, "europe")
    for n in (1, 2, 3, 4):
        choose_player(kb, n)
        press(kb, K.Key_T)
    assert region(kb, "europe").temporary == ("usa", "eu", "russia", "china")
    assert vp(kb) == {"usa": 5, "eu": 4, "russia": 3, "china": 2}
    choose_player(kb, 2)
    press(kb, K.Key_T)
    assert region(kb, "europe").temporary == ("eu", "russia", "china", "eu")
    assert vp(kb) == {"usa": 5, "eu": 4, "russia": 3, "china": 2}


def test_letter_keys_need_a_region(kb: MainWindow) -> None:
    press(kb, K.Key_P)
    assert steps(kb) == 0
    assert "Choose a Region first" in status(kb)


# -- Enter -----------------------------------------------------------------------------------


def test_enter_on_an_empty_permanent_slot_adds_permanent_there(kb: MainWindow) -> None:
    go_to(kb, "africa")
    choose_player(kb, 3)
    press(kb, K.Key_Right)
    press(kb, K.Key_Return)
    assert region(kb, "africa").permanent == (None, "russia")
    assert vp(kb)["russia"] == 1


def test_enter_on_the_temporary_row_adds_temporary(kb: MainWindow) -> None:
    go_to(kb, "africa")
    choose_player(kb, 4)
    press(kb, K.Key_Down)
    press(kb, K.Key_Right, times=3)  # any empty place of the row: the leftmost free slot
    press(kb, K.Key_Enter)
    assert region(kb, "africa").temporary == ("eu", "china", None, None)
    assert vp(kb)["china"] == 3


def test_enter_on_a_cube_selects_it_and_changes_nothing(kb: MainWindow) -> None:
    before = kb.parts.document.board
    go_to(kb, "europe")
    press(kb, K.Key_Right)
    press(kb, K.Key_Return)
    assert kb.parts.play.chosen_cube == Place("europe", "permanent", 1)
    assert kb.parts.document.board is before
    assert steps(kb) == 0


def test_enter_with_no_region_goes_to_the_first(kb: MainWindow) -> None:
    press(kb, K.Key_Return)
    assert kb.parts.gestures.keyboard.slot() == Place("europe", "permanent", 0)
    assert steps(kb) == 0


# -- convert, reset, remove ----------------------------------------------------------------------


def test_c_converts_the_focused_temporary_cube_then_t_scores_the_printed_4(kb: MainWindow) -> None:
    """RULES.md example E by keyboard."""
    start = kb.parts.document.board
    go_to(kb, "africa")
    choose_player(kb, 2)
    press(kb, K.Key_Down)  # the EU's starting cube
    press(kb, K.Key_C)
    assert region(kb, "africa").permanent == ("eu", None)
    assert region(kb, "africa").temporary == (None, None, None, None)
    assert vp(kb) == start.vp_dict()
    choose_player(kb, 1)
    press(kb, K.Key_T)
    assert region(kb, "africa").temporary == ("usa", None, None, None)
    assert vp(kb) == {"usa": 4, "eu": 0, "russia": 0, "china": 0}
    assert steps(kb) == 2
    undo(kb)
    undo(kb)
    assert dumps(kb.parts.document.board) == dumps(start)


def test_enter_on_a_temporary_cube_adds_temporary_and_c_converts_the_focused_cube(
    kb: MainWindow,
) -> None:
    """Enter on a temporary cube does what a click there does: temporary Influence for the
    acting player (it used to choose the cube only). C converts the cube under the
    keyboard focus."""
    go_to(kb, "africa")
    choose_player(kb, 1)
    press(kb, K.Key_T)  # temporary: EU, USA
    press(kb, K.Key_Down)
    press(kb, K.Key_Right)
    press(kb, K.Key_Return)  # on the USA's cube: the USA adds again, printed 2
    assert region(kb, "africa").temporary == ("eu", "usa", "usa", None)
    assert kb.parts.play.chosen_cube is None
    assert vp(kb)["usa"] == 3 + 2
    assert kb.parts.gestures.keyboard.slot() == Place("africa", "temporary", 1)
    press(kb, K.Key_C)
    assert region(kb, "africa").permanent == ("usa", None)
    assert region(kb, "africa").temporary == ("eu", "usa", None, None)
    assert vp(kb)["usa"] == 3 + 2  # the placements only; the conversion scores nothing


def test_c_on_an_empty_or_permanent_place_converts_nothing(kb: MainWindow) -> None:
    go_to(kb, "europe")
    press(kb, K.Key_C)  # a permanent cube
    press(kb, K.Key_Down)
    press(kb, K.Key_C)  # an empty temporary slot
    assert steps(kb) == 0
    assert status(kb) == "Select a temporary cube to convert"


def test_r_resets_the_focused_temporary_cube(kb: MainWindow) -> None:
    """RULES.md example B by keyboard: the cube goes to the end of the run; a second
    Reset of the rightmost cube changes nothing and is reported."""
    go_to(kb, "africa")
    choose_player(kb, 1)
    press(kb, K.Key_T)
    choose_player(kb, 3)
    press(kb, K.Key_T)
    assert region(kb, "africa").temporary == ("eu", "usa", "russia", None)
    scored = vp(kb)
    choose_player(kb, 2)
    press(kb, K.Key_Down)  # on the EU's cube, the first of the row
    press(kb, K.Key_R)
    assert region(kb, "africa").temporary == ("usa", "russia", "eu", None)
    assert vp(kb) == scored
    assert steps(kb) == 3
    before = kb.parts.document.board
    press(kb, K.Key_Right, times=2)  # the EU's cube, now rightmost
    press(kb, K.Key_R)
    assert kb.parts.document.board is before
    assert steps(kb) == 3
    assert "no change" in status(kb).lower() or "nothing" in status(kb).lower(), status(kb)
    undo(kb)
    assert region(kb, "africa").temporary == ("eu", "usa", "russia", None)


def test_delete_removes_the_focused_cube(kb: MainWindow) -> None:
    go_to(kb, "europe")
    press(kb, K.Key_Delete)
    assert region(kb, "europe").permanent == (None, "usa", "russia", None)
    assert "EU's cube removed from permanent slot 1 of Europe" in kb.parts.log.texts()[-1]
    go_to(kb, "africa")
    press(kb, K.Key_Down)
    press(kb, K.Key_Delete)
    assert region(kb, "africa").temporary == (None, None, None, None)
    assert steps(kb) == 2
    undo(kb)
    assert region(kb, "africa").temporary == ("eu", None, None, None)
    undo(kb)
    assert region(kb, "europe").permanent == ("eu", "usa", "russia", None)


def test_delete_on_an_empty_slot_says_what_to_do(kb: MainWindow) -> None:
    go_to(kb, "africa")
    press(kb, K.Key_Delete)
    assert steps(kb) == 0
    assert status(kb).startswith("Select a cube first")


# -- scoring, undo and redo ------------------------------------------------------------------


def test_ctrl_r_scores_the_focused_region(kb: MainWindow) -> None:
    go_to(kb, "europe")
    choose_player(kb, 4)
    press(kb, K.Key_P)  # China fills Europe's last permanent slot
    filled = kb.parts.document.board
    assert filled.region("europe").empty_permanent() == 0
    expected = allowed(filled, Score("europe"))
    press(kb, K.Key_R, CTRL)
    assert kb.parts.document.board == expected.board
    assert vp(kb) == expected.board.vp_dict()
    assert vp(kb)["china"] > 1
    assert steps(kb) == 2
    assert kb.parts.steps.text_at(2).startswith("Score Europe")
    undo(kb)
    assert kb.parts.document.board == filled


def test_ctrl_r_on_a_region_that_cannot_score_says_why(kb: MainWindow) -> None:
    """RULES.md example F by keyboard."""
    before = kb.parts.document.board
    go_to(kb, "africa")
    press(kb, K.Key_R, CTRL)
    assert kb.parts.document.board is before
    assert steps(kb) == 0
    assert status(kb) == "Africa cannot score: 2 permanent slots empty"


def test_ctrl_shift_r_scores_every_region(kb: MainWindow) -> None:
    go_to(kb, "central_asia")
    choose_player(kb, 2)
    press(kb, K.Key_P)  # Central Asia can now score; the others cannot
    expected = allowed(kb.parts.document.board, Score(None))
    assert expected.changed
    press(kb, K.Key_R, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert kb.parts.document.board == expected.board
    assert steps(kb) == 2
    assert kb.parts.steps.text_at(2).startswith("Score all Regions")


def test_undo_and_redo_keys(kb: MainWindow) -> None:
    start = kb.parts.document.board
    go_to(kb, "americas")
    choose_player(kb, 2)
    press(kb, K.Key_P)
    after = allowed(start, Add("americas", "eu", "permanent")).board
    assert kb.parts.document.board == after
    undo(kb)
    assert kb.parts.document.board == start
    type_sequence(kb, kb.action("redo").shortcut())
    assert region(kb, "americas").permanent == ("usa", "eu")
    assert steps(kb) == 1


# -- a turn without a mouse, every action in a menu with its shortcut -------------------------


def test_a_round_of_play_by_keyboard_alone(kb: MainWindow) -> None:
    go_to(kb, "central_asia")
    choose_player(kb, 2)
    press(kb, K.Key_P)  # EU fills Central Asia
    press(kb, K.Key_Down)
    choose_player(kb, 4)
    press(kb, K.Key_Return)  # China temporary, printed 4
    choose_player(kb, 1)
    press(kb, K.Key_T)  # USA temporary, printed 3
    choose_player(kb, 4)
    press(kb, K.Key_R)  # China resets its cube (the focused one): USA, China
    assert region(kb, "central_asia").temporary == ("usa", "china", None, None)
    press(kb, K.Key_R, CTRL)
    board = kb.parts.document.board
    assert board.region("central_asia").permanent == ("russia", "eu")
    # Russia 1 cube, EU 1, USA 1, China 1: all tied, sharing 4th (no bonus).
    assert board.vp_dict() == {"usa": 3 + 1, "eu": 1 + 1, "russia": 1, "china": 4 + 1}
    assert steps(kb) == 5


BOARD_KEYS = (
    "place_permanent",
    "place_temporary",
    "convert",
    "reset",
    "remove",
    "next_region",
    "previous_region",
    "score_region",
    "score_all",
    "setup",
    "undo",
    "redo",
)


@pytest.mark.parametrize("name", BOARD_KEYS)
def test_every_keyboard_action_has_a_shortcut_shown_in_a_menu(
    window: MainWindow, name: str
) -> None:
    action = window.action(name)
    assert not action.shortcut().isEmpty(), f"{name} has no shortcut"
    assert action in menu_actions(window), f"{name} is in no menu of the menu bar"


def test_player_keys_are_shown_in_the_acting_player_menu(window: MainWindow) -> None:
    acting = window.parts.palette_bar.group.actions()  # Game > Acting Player shows them
    shown = {a.data(): a.shortcut().toString() for a in acting}
    assert shown == {"usa": "1", "eu": "2", "russia": "3", "china": "4", "local": "5"}
    in_menus = menu_actions(window)
    assert all(a in in_menus for a in window.parts.palette_bar.group.actions())


def test_the_letter_keys_are_the_ones_the_menu_shows(window: MainWindow) -> None:
    shown = {
        name: window.action(name).shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        for name in (
            "place_permanent",
            "place_temporary",
            "convert",
            "reset",
            "remove",
            "score_region",
        )
    }
    assert shown == {
        "place_permanent": "P",
        "place_temporary": "T",
        "convert": "C",
        "reset": "R",
        "remove": "Del",
        "score_region": "Ctrl+R",
    }


def test_no_two_actions_share_a_shortcut(window: MainWindow) -> None:
    """Qt triggers neither of two actions with the same key in the same window."""
    owners: dict[str, list[str]] = {}
    actions = set(window.findChildren(QAction)) | set(window.parts.view.actions())
    for action in actions:
        for sequence in action.shortcuts():
            key = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            owners.setdefault(key, []).append(action.text())
    shared = {key: texts for key, texts in owners.items() if len(texts) > 1}
    assert shared == {}


def test_letter_keys_do_not_play_when_the_keyboard_is_elsewhere(kb: MainWindow) -> None:
    before = kb.parts.document.board
    go_to(kb, "africa")
    tree = kb.parts.docks.majorities_panel.tree
    tree.setFocus()
    for key in (K.Key_P, K.Key_T, K.Key_C, K.Key_R, K.Key_Delete, K.Key_3):
        QTest.keyClick(tree, key)
    assert kb.parts.document.board is before
    assert kb.parts.play.acting == "usa"
    go_to(kb, "africa")
    press(kb, K.Key_T)
    tree.setFocus()
    QTest.keyClick(tree, K.Key_Z, CTRL)  # Undo works wherever the keyboard is
    assert kb.parts.document.board == before


def test_arrows_reach_the_overflow_places(kb: MainWindow) -> None:
    """RULES.md example C's second half by keyboard: a conversion into a full permanent
    row goes to overflow, which the arrows reach after the slots."""
    go_to(kb, "central_asia")
    choose_player(kb, 2)
    press(kb, K.Key_P)  # Central Asia's permanent row is now full
    choose_player(kb, 4)
    press(kb, K.Key_T)
    press(kb, K.Key_Down)
    press(kb, K.Key_C)
    central = region(kb, "central_asia")
    assert central.permanent == ("russia", "eu")
    assert central.overflow == ("china",)
    assert central.temporary == (None, None, None, None)
    press(kb, K.Key_Up)
    press(kb, K.Key_Right, times=3)
    assert kb.parts.gestures.keyboard.slot() == Place("central_asia", "overflow", 0)
    assert status(kb) == "Central Asia, overflow place 1: China's cube"
    press(kb, K.Key_Delete)
    assert region(kb, "central_asia").overflow == ()
    assert kb.parts.gestures.keyboard.slot() == Place("central_asia", "permanent", 1)


def test_keys_on_a_board_with_no_regions_change_nothing(kb: MainWindow) -> None:
    go_to(kb, "africa")
    shortcut(kb, kb.action("new_empty"))
    assert kb.parts.document.board.regions == ()
    for key in (K.Key_PageDown, K.Key_Down, K.Key_Return, K.Key_P, K.Key_T, K.Key_Delete):
        press(kb, key)
    press(kb, K.Key_R, CTRL)
    assert kb.parts.document.board.regions == ()
    assert steps(kb) == 0


def test_the_focus_survives_opening_another_board(kb: MainWindow) -> None:
    go_to(kb, "east_asia_pacific")
    press(kb, K.Key_Right, times=2)
    shortcut(kb, kb.action("new"))
    press(kb, K.Key_PageDown)
    assert focused(kb) in REGIONS
    press(kb, K.Key_T)
    assert steps(kb) == 1


def test_arrows_after_opening_a_board_without_the_focused_region(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """The keyboard was on Africa; the file opened has no Africa. An arrow key must not
    reach for the old Region (KeyError in keyPressEvent); it starts afresh instead."""
    data = json.loads(dumps(standard_board()))
    data["regions"] = [r for r in data["regions"] if r["id"] == "europe"]
    data["adjacency"] = []
    path = tmp_path / "europe-only.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    go_to(kb, "africa")
    dialogs.open_path = str(path)
    shortcut(kb, kb.action("open"))
    assert [r.id for r in kb.parts.document.board.regions] == ["europe"]
    press(kb, K.Key_Down)
    press(kb, K.Key_Return)
    slot = kb.parts.gestures.keyboard.slot()
    assert slot is None or slot.region == "europe"
    press(kb, K.Key_PageDown)
    assert kb.parts.gestures.keyboard.slot() == Place("europe", "permanent", 0)


def test_arrows_after_removing_the_focused_region(kb: MainWindow) -> None:
    """Edit > Remove Region on the Region the keyboard is on, then an arrow key."""
    action = kb.action("remove_region")
    go_to(kb, "africa")
    shortcut(kb, action)
    assert not kb.parts.document.board.has_region("africa")
    press(kb, K.Key_Down)
    press(kb, K.Key_T)
    slot = kb.parts.gestures.keyboard.slot()
    assert slot is None or slot.region != "africa"


def test_moving_to_another_region_drops_the_cube_chosen_with_enter(kb: MainWindow) -> None:
    """Enter chose the EU's cube in Europe; Page Down moves the keyboard (and the Region
    selection) to Central Asia, onto Russia's cube. Delete acts where the keyboard is,
    not on a cube in a Region that is no longer selected."""
    go_to(kb, "europe")
    press(kb, K.Key_Return)
    assert kb.parts.play.chosen_cube == Place("europe", "permanent", 0)
    press(kb, K.Key_PageDown)
    assert kb.parts.scene.selected_region() == "central_asia"
    assert status(kb) == "Central Asia, permanent slot 1 (printed 1): Russia's cube"
    press(kb, K.Key_Delete)
    assert region(kb, "europe").permanent == ("eu", "usa", "russia", None)
    assert region(kb, "central_asia").permanent == (None, None)


def test_an_arrow_after_enter_moves_what_the_letter_keys_act_on(kb: MainWindow) -> None:
    """Enter chose the EU's cube; Right moves the keyboard to the USA's cube and says so.
    Delete then removes the cube the keyboard is on, the one just announced."""
    go_to(kb, "europe")
    press(kb, K.Key_Return)
    press(kb, K.Key_Right)
    assert status(kb) == "Europe, permanent slot 2 (printed 1): USA's cube"
    press(kb, K.Key_Delete)
    assert region(kb, "europe").permanent == ("eu", None, "russia", None)
