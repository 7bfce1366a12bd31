"""Issue 9, item 8 (text, the window side): names from a file are shown as written, never
as HTML (a Region named `<img src=/etc/x.png>` loaded a picture into its tooltip) and never
as a keyboard mnemonic, in the scene's tooltips, labels, message boxes, the Log, the
Problems dock, the sidebar, the inspector and the menus.

`shown()` reads a text as Qt does where it guesses (Qt.mightBeRichText): the tests check
what the user would see, not how it was escaped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from influence_board.document.play_state import Place
from influence_board.rules import Add, Board, Participant, Region
from influence_board.rules.formats.scenario import dumps, from_data, standard_board
from influence_board.scene.context_menus import build_cube_menu, build_region_menu
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

REGION = "<img src=/etc/x.png><h1>Big</h1>"
PLAYER = "<b>R&D</b> & co"


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a widget shows for `text`: HTML turned into text when Qt takes it as HTML."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def label_shows(label: QLabel) -> str:
    return shown(label.text(), label.textFormat())


def menu_shows(text: str) -> str:
    """A menu item's text as drawn: `&&` is `&`, a lone `&` marks the mnemonic."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def hostile_board() -> Board:
    data = json.loads(dumps(standard_board()))
    data["regions"][0]["name"] = REGION
    data["players"][0]["name"] = PLAYER
    # Same colour as the next player: a Problems warning that quotes both names.
    data["players"][0]["color"] = data["players"][1]["color"]
    return from_data(data)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(hostile_board())
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def region_and_player(window: MainWindow) -> tuple[Region, Participant]:
    board = window.parts.document.board
    return board.regions[0], board.players[0]


def test_the_region_tooltip_shows_the_name_as_text(window: MainWindow) -> None:
    region, _ = region_and_player(window)
    item = window.parts.scene.region_items[region.id]
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(item.mapToScene(item.boundingRect().center()))
    window.parts.scene.helpEvent(event)
    tip = shown(item.toolTip())
    assert REGION in tip
    assert PLAYER in tip  # the ranking names the player who has cubes there
    # Lines stay lines.
    assert tip.splitlines()[0] == REGION


def test_the_log_and_its_tooltips_show_names_as_text(window: MainWindow, qtbot: QtBot) -> None:
    region, player = region_and_player(window)
    with qtbot.waitSignal(window.parts.journal.events_logged):
        window.parts.game.perform(Add(region.id, player.id, "temporary"))
    log = window.parts.log
    last = log.item(log.count() - 1)
    assert PLAYER in last.text()
    # the whole line, then the rule it applied (a double-click opens Help > Rules there)
    assert shown(last.toolTip()) == f"{last.text()}\n\nRule: temporary"


def test_the_problems_dock_tooltips_show_names_as_text(window: MainWindow) -> None:
    problems = window.parts.docks.problems_panel
    problems.refresh()
    tips = [shown(problems.item(i).toolTip()) for i in range(problems.count())]
    assert any(PLAYER in tip for tip in tips), tips


def test_the_sidebar_tooltip_shows_the_region_name_as_text(window: MainWindow) -> None:
    region, _ = region_and_player(window)
    model = window.parts.docks.majorities_panel.model
    index = model.index(model.region_row(region.id), 0)
    assert shown(index.data(Qt.ItemDataRole.ToolTipRole)).startswith(REGION)


def test_labels_show_names_as_text(window: MainWindow) -> None:
    region, player = region_and_player(window)
    window.parts.play.set_acting(player.id)
    assert label_shows(window.parts.status.acting_label) == f"Acting: {PLAYER}"
    inspector = window.parts.docks.inspector_panel
    inspector.show_region(region.id)
    buddies = [
        label_shows(label)
        for label in inspector.findChildren(QLabel)
        if label.buddy() is not None and PLAYER.split()[0] in menu_shows(label.text())
    ]
    assert [menu_shows(text) for text in buddies] == [PLAYER]
    assert menu_shows(inspector.region_box.title()) == f"Region: {REGION}"


def test_menus_and_the_palette_show_ampersands(window: MainWindow) -> None:
    region, player = region_and_player(window)
    board = window.parts.document.board
    menu = build_region_menu(
        board, region.id, window.parts.play.acting, False, window.parts.game.perform
    )
    texts = [menu_shows(a.text()) for a in menu.actions()]
    assert f"Score {REGION}" in texts
    add = next(a.menu() for a in menu.actions() if a.menu() is not None)
    assert isinstance(add, QMenu)  # the stubs say QObject
    assert PLAYER in [menu_shows(a.text()) for a in add.actions()]
    palette = window.parts.palette_bar.actions_by_owner[player.id]
    assert menu_shows(palette.text()) == PLAYER
    assert shown(palette.toolTip()).startswith(f"{PLAYER}: acts on clicks")
    window.parts.game.perform(Add(region.id, player.id, "temporary"))
    cube = build_cube_menu(
        window.parts.document.board, Place(region.id, "temporary", 0), window.parts.game.perform
    )
    assert menu_shows(cube.actions()[0].text()).startswith(PLAYER)


def test_an_error_box_shows_file_names_and_reasons_as_text(
    window: MainWindow, tmp_path: Path, dialogs: Dialogs
) -> None:
    bad = tmp_path / "<b>bad.json"
    data = json.loads(dumps(standard_board()))
    data["regions"][0]["id"] = REGION  # not an id: the reason quotes it
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not window.parts.files.open_file(bad, ask=False)
    ((title, text, details),) = dialogs.errors
    box = window.parts.prompts.error_box(title, text, details)  # the box the window shows
    assert shown(box.text(), box.textFormat()).startswith("<b>bad.json")
    assert REGION in box.informativeText()
    assert shown(box.informativeText(), box.textFormat()) == box.informativeText()


def test_the_revert_question_shows_the_file_name_as_text(
    window: MainWindow, tmp_path: Path, dialogs: Dialogs
) -> None:
    dialogs.answer = QMessageBox.StandardButton.No
    path = tmp_path / "<b>game.json"
    Path(path).write_text(dumps(window.parts.document.board), encoding="utf-8")
    assert window.parts.files.open_file(path, ask=False)
    region, player = region_and_player(window)
    window.parts.game.perform(Add(region.id, player.id, "temporary"))
    window.parts.files.revert()
    ((title, text),) = dialogs.asked
    box = window.parts.prompts.box(
        QMessageBox.Icon.Question, title, text, dialogs.answer, dialogs.answer
    )
    assert shown(box.text(), box.textFormat()) == (
        "Throw away every change since <b>game.json was last saved?"
    )


def test_a_tooltip_of_plain_text_is_unchanged_in_what_it_shows(window: MainWindow) -> None:
    # Names without markup read the same as before (the standard board's tooltips).
    standard = standard_board()
    window.parts.document.replace(standard)
    model = window.parts.docks.majorities_panel.model
    index = model.index(model.region_row(standard.regions[0].id), 0)
    assert shown(index.data(Qt.ItemDataRole.ToolTipRole)).startswith(standard.regions[0].name)


def test_undo_and_redo_show_the_step_as_written(window: MainWindow, qtbot: QtBot) -> None:
    region, player = region_and_player(window)
    window.parts.game.perform(Add(region.id, player.id, "temporary"))
    undo = window.action("undo")
    assert menu_shows(undo.text()).startswith(f"Undo {PLAYER}: temporary Influence in {REGION}")
    assert shown(undo.toolTip()) == menu_shows(undo.text())
    window.parts.steps.undo()
    redo = window.action("redo")
    assert shown(redo.toolTip()).startswith(f"Redo {PLAYER}: temporary Influence in {REGION}")
    window.parts.steps.redo()
    assert window.action("redo").text() == "&Redo"
