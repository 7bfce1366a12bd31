"""Small defects met at the table (issue 10 item 8): the log on New and Open, Add Region's
place, pasted boards, editable Region ids, Region moves kept out of the Log."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from influence_board.rules import Add, MoveRegions
from influence_board.rules.edit_operations import RenameRegionId
from influence_board.rules.formats.scenario import dumps, save, standard_board
from influence_board.rules.operations import Refusal
from influence_board.rules.play import apply
from influence_board.window.parts import show_region
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.panels.inspector_dock import Inspector
    from influence_board.window.main_window import MainWindow


def test_new_and_open_clear_the_log(window: MainWindow, tmp_path: Path) -> None:
    window.parts.game.perform(Add("europe", "usa", "permanent"))
    assert window.parts.log.count() > 0
    window.action("new").trigger()
    assert window.parts.log.count() == 0
    window.parts.game.perform(Add("europe", "usa", "permanent"))
    path = tmp_path / "game.json"
    save(standard_board(), path)
    assert window.parts.files.open_file(path)
    assert window.parts.log.texts() == [f"Opened {path}"]  # the new Log's first line


def test_an_undo_keeps_the_log(window: MainWindow) -> None:
    window.parts.game.perform(Add("europe", "usa", "permanent"))
    count = window.parts.log.count()
    window.parts.steps.undo()
    assert window.parts.log.count() == count + 1  # a placement's undo: its one line


def test_a_jump_through_the_history_leaves_the_log_at_its_newest_line(
    window: MainWindow, qtbot: QtBot
) -> None:
    for _ in range(40):  # more lines than the dock shows
        window.parts.game.perform(Add("europe", "usa", "temporary"))
    window.parts.steps.go_to(0)  # the jump's line, after the steps' own
    last = window.parts.log.item(window.parts.log.count() - 1)
    qtbot.waitUntil(
        lambda: window.parts.log.visualItemRect(last).intersects(window.parts.log.viewport().rect())
    )
    assert (
        window.parts.log.verticalScrollBar().value()
        == window.parts.log.verticalScrollBar().maximum()
        > 0
    )


def test_a_pasted_board_is_unsaved_and_new_asks(window: MainWindow, dialogs: Dialogs) -> None:
    QGuiApplication.clipboard().setText(dumps(standard_board()))
    assert window.parts.clipboard.paste_position()
    assert window.parts.steps.is_modified()
    assert window.isWindowModified()
    dialogs.answer = Button.Cancel
    window.action("new").trigger()
    assert dialogs.titles() == ["Unsaved changes"]
    window.parts.steps.mark_saved()


def _overlaps(window: MainWindow, a: str, b: str) -> bool:
    items = window.parts.scene.region_items
    return items[a].sceneBoundingRect().intersects(items[b].sceneBoundingRect())


def test_add_region_goes_to_free_space(window: MainWindow) -> None:
    window.parts.play.select_region("africa")
    window.action("add_region").trigger()
    window.action("add_region").trigger()  # the second one near the first new one
    board = window.parts.document.board
    new = [r.id for r in board.regions if r.id.startswith("region_")]
    assert len(new) == 2
    for added in new:
        others = [r.id for r in board.regions if r.id != added]
        assert not [o for o in others if _overlaps(window, added, o)], added


def test_region_moves_are_in_the_history_not_the_log(window: MainWindow) -> None:
    count = window.parts.log.count()
    position = window.parts.document.board.region("africa").position
    assert position is not None  # the standard board places every Region
    x, y = position
    assert window.parts.game.perform(MoveRegions((("africa", (x + 50, y)),)))
    assert window.parts.steps.count == 1
    assert "Africa" in window.parts.steps.text_at(1)
    window.parts.steps.undo()
    window.parts.steps.redo()
    assert window.parts.log.count() == count


# -- Region ids --------------------------------------------------------------------------------


def test_rename_region_id_moves_every_link_and_refuses_clashes() -> None:
    board = standard_board()
    outcome = apply(board, RenameRegionId("europe", "eu_zone"))
    assert not isinstance(outcome, Refusal)
    new = outcome.board
    assert new.has_region("eu_zone") and not new.has_region("europe")
    assert new.region("eu_zone").permanent == board.region("europe").permanent
    assert new.regions[0].id == "eu_zone"  # board order kept
    links = {frozenset(link) for link in board.adjacency}
    renamed = {frozenset("eu_zone" if r == "europe" else r for r in link) for link in links}
    assert {frozenset(link) for link in new.adjacency} == renamed
    assert "'europe' to 'eu_zone'" in outcome.events[0].text
    clash = apply(board, RenameRegionId("europe", "africa"))
    assert isinstance(clash, Refusal) and "Africa has it" in clash.reason
    bad = apply(board, RenameRegionId("europe", "not an id"))
    assert isinstance(bad, Refusal) and "Europe" in bad.reason
    same = apply(board, RenameRegionId("europe", "europe"))
    assert not isinstance(same, Refusal) and not same.changed


@pytest.fixture
def inspector(window: MainWindow, qtbot: QtBot) -> Inspector:
    window.parts.docks.inspector.show()
    window.parts.docks.inspector.raise_()
    qtbot.waitUntil(window.parts.docks.inspector_panel.isVisible)
    return window.parts.docks.inspector_panel


def _type(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_the_inspector_edits_a_region_id_as_one_undo_step(
    window: MainWindow, inspector: Inspector, qtbot: QtBot
) -> None:
    show_region(window.parts, "americas")
    assert inspector.id_edit.text() == "americas"
    _type(qtbot, inspector.id_edit, "the_americas")
    board = window.parts.document.board
    assert board.has_region("the_americas")
    assert all("americas" not in link for link in board.adjacency)
    assert window.parts.steps.count == 1
    assert inspector.region_id == "the_americas"
    assert window.parts.scene.selected_region() == "the_americas"
    # A clash is refused, changes nothing, and the field shows the id the Region has.
    _type(qtbot, inspector.id_edit, "europe")
    assert window.parts.steps.count == 1
    assert inspector.id_edit.text() == "the_americas"
    assert "Refused" in window.statusBar().currentMessage()
    window.parts.steps.undo()
    assert window.parts.document.board.has_region("americas")
