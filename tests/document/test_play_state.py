"""The play state: who acts, setup mode and the selection live in one object with signals;
the scene, the palette, the panels and the status bar follow it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pytestqt.qtbot import QtBot

from helpers import (
    choose_player,
    click_slot,
)
from influence_board.document.board_document import Document
from influence_board.document.play_state import PlayState
from influence_board.panels.majority_model import REGION_ID_ROLE
from influence_board.rules import Board
from influence_board.rules.formats.scenario import standard_board

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_every_view_observes_the_windows_one_play_state(window: MainWindow) -> None:
    play = window.parts.play
    assert window.parts.gestures.play is play
    assert window.parts.palette_bar.play is play
    assert window.parts.docks.majorities_panel.play is play
    assert window.parts.docks.inspector_panel.play is play


def test_the_local_power_acts_only_in_setup_mode(qtbot: QtBot) -> None:
    play = PlayState(Document(standard_board()))
    assert play.acting == "usa"
    with qtbot.assertNotEmitted(play.acting_changed):
        play.set_acting("local")  # not in setup mode
        play.set_acting("nobody")  # not on the board
    assert play.acting == "usa"
    with qtbot.waitSignal(play.setup_mode_changed) as on:
        play.set_setup_mode(True)
    assert on.args == [True]
    with qtbot.waitSignal(play.acting_changed) as chosen:
        play.set_acting("local")
    assert chosen.args == ["local"]
    # Leaving setup mode hands the turn back to the first player.
    with qtbot.waitSignals([play.setup_mode_changed, play.acting_changed]):
        play.set_setup_mode(False)
    assert play.acting == "usa"


def test_a_new_board_without_the_acting_player_hands_the_turn_to_its_first(qtbot: QtBot) -> None:
    document = Document(standard_board())
    play = PlayState(document)
    play.set_acting("china")
    smaller = Board("Two", standard_board().players[1:3], None, ())
    with qtbot.waitSignal(play.acting_changed) as changed:
        document.replace(smaller)
    assert changed.args == ["eu"]
    with qtbot.assertNotEmitted(play.acting_changed):
        document.replace(Board("Same players", smaller.players, None, ()))
    assert play.acting == "eu"


def test_the_selection_holds_regions_of_the_board_in_board_order(qtbot: QtBot) -> None:
    play = PlayState(Document(standard_board()))
    with qtbot.waitSignal(play.selection_changed) as changed:
        play.set_selection(["south_asia", "no_such_region", "americas"])
    assert changed.args == [("americas", "south_asia")]  # board order
    assert play.selected_region() is None
    with qtbot.assertNotEmitted(play.selection_changed):
        play.set_selection(("south_asia", "americas"))
    play.set_selection(["africa"])
    assert play.selected_region() == "africa"


def test_a_click_on_the_board_selects_in_the_play_state_and_the_panels_follow(
    qtbot: QtBot, window: MainWindow
) -> None:
    with qtbot.waitSignal(window.parts.play.selection_changed) as changed:
        click_slot(window, "europe", "permanent", 0)
    assert changed.args == [("europe",)]
    assert window.parts.docks.inspector_panel.region_id == "europe"
    assert window.parts.docks.majorities_panel.tree.currentIndex().data(REGION_ID_ROLE) == "europe"


def test_a_selection_set_elsewhere_shows_on_the_board(window: MainWindow) -> None:
    window.parts.play.select_region("americas")
    told: list[tuple[str, ...]] = []
    window.parts.play.selection_changed.connect(told.append)
    window.parts.play.set_selection(["africa", "europe"])
    assert sorted(window.parts.scene.selected_regions()) == ["africa", "europe"]
    assert told == [("europe", "africa")]  # once: the scene does not echo it back
    window.parts.play.set_selection([])
    assert window.parts.scene.selected_regions() == []


def test_a_removed_region_leaves_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    window.parts.play.select_region("africa")
    assert window.parts.play.selection == ("africa",)
    with qtbot.waitSignal(window.parts.play.selection_changed) as changed:
        window.action("remove_region").trigger()
    assert changed.args == [()]
    window.action("undo").trigger()  # the Region comes back, selected
    assert window.parts.play.selection == ("africa",)


def test_the_status_bar_and_palette_follow_the_acting_player(window: MainWindow) -> None:
    choose_player(window, 3)
    assert window.parts.play.acting == "russia"
    window.parts.play.set_acting("china")
    assert window.parts.palette_bar.actions_by_owner["china"].isChecked()
    assert window.parts.status.acting_label.text() == "Acting: China"
    window.parts.play.set_setup_mode(True)
    assert window.action("setup").isChecked()
    assert window.parts.palette_bar.actions_by_owner["local"].isEnabled()
    assert "setup mode" in window.parts.status.acting_label.text()


def test_exporting_a_picture_leaves_the_selection_alone(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.parts.play.set_selection(["africa", "europe"])
    with qtbot.assertNotEmitted(window.parts.play.selection_changed):
        assert window.parts.pictures.export_image(tmp_path / "board.png")
    assert sorted(window.parts.scene.selected_regions()) == ["africa", "europe"]
    assert window.parts.play.selection == ("europe", "africa")  # board order
