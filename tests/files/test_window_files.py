"""Files through the window: Save As then Open gives the same Board; a malformed file is
refused with the JSON path and the board stays; closing with unsaved changes asks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMenu

from helpers import (
    assert_window_shows,
    choose_player,
    click_slot,
    context_menu,
    footer_point,
)
from influence_board.rules.formats.scenario import dumps, load, scenario_text
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).resolve().parent.parent / "cases"


def play_a_little(window: MainWindow) -> None:
    """A position unlike the start: cubes, VP, Armies."""
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 1)
    choose_player(window, 3)
    click_slot(window, "africa", "permanent", 1)
    context_menu(window, footer_point(window, "europe"), ["Armies", "China: 0", "2"])
    assert window.parts.steps.is_modified()


# -- save and open ----------------------------------------------------------------------------


def test_save_as_then_open_restores_the_same_board(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    play_a_little(window)
    saved = window.parts.document.board
    path = tmp_path / "game.json"
    dialogs.save_path = str(path)
    window.action("save_as").trigger()
    assert path.is_file()
    assert not window.parts.steps.is_modified()
    assert window.parts.document.path == path
    assert "game.json" in window.windowTitle()
    assert not window.isWindowModified()
    assert load(path) == saved
    # Play on, then open the saved game: the question is asked, the Board comes back.
    choose_player(window, 2)
    click_slot(window, "americas", "permanent", 1)
    assert window.parts.document.board != saved
    dialogs.open_path = str(path)
    window.action("open").trigger()
    assert dialogs.titles() == ["Unsaved changes"]
    board = window.parts.document.board
    assert board == saved
    assert dumps(board) == dumps(saved)
    assert window.parts.steps.count == 0
    assert not window.parts.steps.is_modified()
    assert window.parts.document.path == path
    assert_window_shows(window, saved)


def test_save_when_there_is_a_path_writes_there_without_asking(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    dialogs.save_path = str(path)
    play_a_little(window)
    window.action("save_as").trigger()
    choose_player(window, 4)
    click_slot(window, "east_asia_pacific", "permanent", 2)
    dialogs.save_path = ""  # a dialog would now cancel
    window.action("save").trigger()
    assert load(path) == window.parts.document.board
    assert not window.parts.steps.is_modified()


def test_cancelled_save_as_writes_nothing(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    play_a_little(window)
    dialogs.save_path = ""
    window.action("save_as").trigger()
    assert window.parts.steps.is_modified()
    assert window.parts.document.path is None
    assert list(tmp_path.iterdir()) == []


# -- malformed files --------------------------------------------------------------------------


def bad_temporary_vp() -> str:
    data = json.loads(scenario_text())
    data["regions"][4]["temporary"][1] = "lots"
    return json.dumps(data, indent=2)


def twice_the_same_id() -> str:
    """Invalid beyond repair: no edit can make a Board with one id twice (a cube of nobody,
    a gap, opens to be repaired: test_open_to_repair.py)."""
    data = json.loads(scenario_text())
    data["regions"][1]["id"] = data["regions"][0]["id"]
    return json.dumps(data, indent=2)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (bad_temporary_vp(), "regions[4] (Africa).temporary[1]"),
        (twice_the_same_id(), "regions[1] (Central Asia).id"),
        ('{"format": "influence-board/1",\n  "name": }', "line 2 column"),
    ],
    ids=["printed-vp", "duplicate-id", "not-json"],
)
def test_opening_a_malformed_file_says_where_and_keeps_the_board(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path, text: str, where: str
) -> None:
    play_a_little(window)
    before = window.parts.document.board
    steps = window.parts.steps.count
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    dialogs.open_path = str(path)
    window.action("open").trigger()
    assert len(dialogs.errors) == 1, dialogs.errors
    title, text, details = dialogs.errors[0]
    assert title == "Cannot open scenario"
    assert "broken.json" in text
    assert where in details, details
    assert str(path) in details
    assert any(where in line for line in window.parts.log.texts())
    assert window.parts.document.board is before
    assert window.parts.steps.count == steps
    assert window.parts.document.path is None
    assert window.parts.steps.is_modified()
    assert_window_shows(window, before)


def test_opening_a_missing_file_says_so(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    before = window.parts.document.board
    assert window.parts.files.open_file(tmp_path / "nowhere.json") is False
    assert "cannot read the file" in dialogs.errors[0][2]
    assert window.parts.document.board is before


def open_push_out_board(window: MainWindow, dialogs: Dialogs, tmp_path: Path) -> None:
    """RULES.md example A's board: players A to E, no local power, one Region (Europe)."""
    path = tmp_path / "push-out.json"
    path.write_text((CASES / "a_push_out" / "scenario.json").read_text("utf-8"), "utf-8")
    dialogs.open_path = str(path)
    window.action("open").trigger()
    assert [p.id for p in window.parts.document.board.players] == ["a", "b", "c", "d", "e"]
    assert [a.data() for a in window.parts.palette_bar.group.actions()] == ["a", "b", "c", "d", "e"]


def test_after_opening_a_board_with_other_players_the_number_keys_choose_them(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    open_push_out_board(window, dialogs, tmp_path)
    for n, owner in zip((2, 5, 1), ("b", "e", "a"), strict=True):
        choose_player(window, n)
        assert window.parts.play.acting == owner, (n, window.parts.status.acting_label.text())
    choose_player(window, 4)
    click_slot(window, "europe", "temporary", 0)
    assert window.parts.document.board.region("europe").temporary[0] == "d"
    assert window.parts.document.board.vp_of("d") == 5


def test_after_opening_a_board_with_other_players_the_acting_player_menu_lists_them(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    open_push_out_board(window, dialogs, tmp_path)
    game = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    assert isinstance(game, QMenu)  # the stubs say QObject
    players = next(a.menu() for a in game.actions() if a.text() == "&Acting Player")
    assert isinstance(players, QMenu)
    menu = [a.text() for a in players.actions()]
    assert menu == ["A", "B", "C", "D", "E"], menu


# -- closing ----------------------------------------------------------------------------------


def test_closing_unchanged_does_not_ask(window: MainWindow, dialogs: Dialogs) -> None:
    assert window.close()
    assert dialogs.asked == []
    assert not window.isVisible()


def test_closing_with_unsaved_changes_asks_cancel_keeps_the_window(
    window: MainWindow, dialogs: Dialogs
) -> None:
    play_a_little(window)
    board = window.parts.document.board
    dialogs.answer = Button.Cancel
    assert window.close() is False
    assert dialogs.titles() == ["Unsaved changes"]
    assert window.isVisible()
    assert window.parts.document.board is board
    assert window.parts.steps.is_modified()


def test_closing_with_unsaved_changes_discard_closes(window: MainWindow, dialogs: Dialogs) -> None:
    play_a_little(window)
    dialogs.answer = Button.Discard
    assert window.close() is True
    assert dialogs.titles() == ["Unsaved changes"]
    assert not window.isVisible()


def test_closing_with_unsaved_changes_save_saves_then_closes(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    play_a_little(window)
    board = window.parts.document.board
    path = tmp_path / "closing.json"
    dialogs.answer = Button.Save
    dialogs.save_path = str(path)
    assert window.close() is True
    assert load(path) == board
    assert not window.isVisible()


def test_closing_with_save_but_a_cancelled_dialog_stays_open(
    window: MainWindow, dialogs: Dialogs
) -> None:
    play_a_little(window)
    dialogs.answer = Button.Save
    dialogs.save_path = ""
    assert window.close() is False
    assert window.isVisible()
    assert window.parts.steps.is_modified()
