"""The issue's "tried as a new user would", as one story through the GUI: an empty board,
three Regions built in the Inspector, linked, laid out, starting cubes placed by clicking
slots in setup mode, a flagged problem fixed, saved, every step undone back to the empty
board (and redone), reopened, and exported as a picture and a setup sheet.

Opening a file starts the history afresh, so the undo walk is done on the same window
*before* reopening: undo to the empty board, redo to the saved board, then open the saved
file (which must then show exactly what was saved)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QListWidget, QToolButton
from pytestqt.qtbot import QtBot

from influence_board.rules.formats.scenario import dumps, load
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def click_row(qtbot: QtBot, widget: QListWidget, row: int) -> None:
    item = widget.item(row)
    widget.scrollToItem(item)
    qtbot.mouseClick(widget.viewport(), LEFT, NO_MOD, widget.visualItemRect(item).center())
    assert widget.currentRow() == row


def view_point(window: MainWindow, region_id: str, rect: QRectF) -> QPoint:
    item = window.parts.scene.region_items[region_id]
    return window.parts.view.mapFromScene(item.mapToScene(rect.center()))


def header(window: MainWindow, region_id: str) -> QPoint:
    return view_point(
        window, region_id, window.parts.scene.region_items[region_id].geometry.header()
    )


def click_slot(window: MainWindow, region_id: str, row: str, index: int) -> None:
    geometry = window.parts.scene.region_items[region_id].geometry
    rect = geometry.permanent(index) if row == "permanent" else geometry.temporary(index)
    QTest.mouseClick(
        window.parts.view.viewport(), LEFT, NO_MOD, view_point(window, region_id, rect)
    )


def act_as(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """Click the player's button on the palette toolbar."""
    (button,) = [
        b
        for b in window.parts.palette_bar.findChildren(QToolButton)
        if b.accessibleName() == f"Act as {name}"
    ]
    qtbot.mouseClick(button, LEFT)
    assert window.parts.document.board.name_of(window.parts.play.acting) == name


def test_a_new_user_builds_saves_reopens_and_exports_a_three_region_board(
    window: MainWindow,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    dialogs: Dialogs,
) -> None:
    doc, history, inspector, problems = (
        window.parts.document,
        window.parts.steps,
        window.parts.docks.inspector_panel,
        window.parts.docks.problems_panel,
    )
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path / "recovery"))
    dialogs.answer = Button.Discard
    dialogs.colors = [QColor("#0072B2"), QColor("#882255")]

    # 1. Play with the standard board a little, then File > New Empty Board: the unsaved
    #    change is asked about (and discarded).
    click_slot(window, "africa", "permanent", 0)
    assert history.is_modified()
    window.action("new_empty").trigger()
    assert dialogs.titles() == ["Unsaved changes"]
    assert doc.board.regions == ()
    assert history.count == 0 and not history.is_modified()
    empty = dumps(doc.board)
    window.parts.docks.inspector.raise_()
    qtbot.waitUntil(inspector.isVisible)

    # 2. Three Regions, from the Edit menu's Add Region (the Inspector's own "Add Region"
    #    button is tested in test_editor.py), each named and given its slots in the form.
    wanted = {
        "region_1": ("Northland", "2 1", "5 4 3", "6 3"),
        "region_2": ("Midland", "1 1 1", "5 3 2 1", "9 5 2"),
        "region_3": ("Southland", "2", "3 2", "4"),
    }
    for rid, (name, permanent, temporary, bonus) in wanted.items():
        window.action("add_region").trigger()
        assert window.parts.scene.selected_region() == rid
        assert inspector.region_id == rid
        type_into(qtbot, inspector.name_edit, name)
        type_into(qtbot, inspector.permanent_edit, permanent)
        type_into(qtbot, inspector.temporary_edit, temporary)
        type_into(qtbot, inspector.bonus_edit, bonus)
    board = doc.board
    assert [r.name for r in board.regions] == ["Northland", "Midland", "Southland"]
    assert board.region("region_1").temporary_vp == (5, 4, 3)
    assert board.region("region_2").permanent == (None, None, None)
    assert board.region("region_3").majority_bonus == (4,)
    assert history.count == 3 * 5  # add, name, two rows of slots, bonus: one step each

    # 3. Link Northland-Midland with the form, lay the board out, then Midland-Southland
    #    by Alt+dragging from one header to the other on the view.
    QTest.mouseClick(window.parts.view.viewport(), LEFT, NO_MOD, header(window, "region_1"))
    assert inspector.region_id == "region_1"
    inspector.link_combo.setCurrentIndex(inspector.link_combo.findData("region_2"))
    qtbot.mouseClick(inspector.link_button, LEFT)
    assert doc.board.adjacency == (("region_1", "region_2"),)
    window.action("layout_all").trigger()
    window.parts.view.zoom_to_fit()
    tracks = [window.parts.scene.region_items[r].sceneBoundingRect() for r in wanted]
    assert not any(a.intersects(b) for k, a in enumerate(tracks) for b in tracks[k + 1 :])
    start, end = header(window, "region_2"), header(window, "region_3")
    QTest.mousePress(window.parts.view.viewport(), LEFT, ALT, start)
    QTest.mouseMove(window.parts.view.viewport(), (start + end) / 2)
    QTest.mouseMove(window.parts.view.viewport(), end)
    QTest.mouseRelease(window.parts.view.viewport(), LEFT, ALT, end)
    assert doc.board.adjacency == (("region_1", "region_2"), ("region_2", "region_3"))
    assert len(window.parts.scene.link_items["region_2"]) == 2

    # 4. Setup mode: starting cubes by clicking slots; nobody scores.
    window.action("setup").trigger()
    assert window.parts.play.setup_mode and window.action("setup").isChecked()
    act_as(qtbot, window, "USA")
    click_slot(window, "region_1", "permanent", 1)
    click_slot(window, "region_2", "temporary", 2)  # lands in the leftmost free slot
    act_as(qtbot, window, "EU")
    click_slot(window, "region_1", "temporary", 0)
    click_slot(window, "region_1", "temporary", 2)  # lands next to the first one
    act_as(qtbot, window, "Russia")
    click_slot(window, "region_2", "permanent", 0)
    act_as(qtbot, window, "Local powers")
    click_slot(window, "region_3", "permanent", 0)
    board = doc.board
    assert board.region("region_1").permanent == (None, "usa")
    assert board.region("region_1").temporary == ("eu", "eu", None)
    assert board.region("region_2").permanent == ("russia", None, None)
    assert board.region("region_2").temporary == ("usa", None, None, None)
    assert board.region("region_3").permanent == ("local",)
    assert set(board.vp) == {0}  # setup places without scoring
    window.action("setup").trigger()
    assert not window.parts.play.setup_mode

    # 5. A fifth player, coloured like the USA by mistake: the Problems dock flags it;
    #    a new colour fixes it.
    qtbot.mouseClick(inspector.add_player_button, LEFT)
    assert [p.id for p in doc.board.players][-1] == "player_5"
    click_row(qtbot, inspector.players_list, 4)
    type_into(qtbot, inspector.player_name_edit, "India")
    with qtbot.waitSignal(problems.checked, timeout=2000):
        qtbot.mouseClick(inspector.color_button, LEFT)
    flagged = [p for p in problems.problems if p.severity == "warning"]
    assert [p.path for p in flagged] == ["players[4].color"], flagged
    assert "USA (#0072B2) and India (#0072b2)" in flagged[0].message
    with qtbot.waitSignal(problems.checked, timeout=2000):
        qtbot.mouseClick(inspector.color_button, LEFT)
    assert problems.problems == []
    assert doc.board.players[4].color == "#882255"

    # 6. Save: no warning (no error), the title shows the file.
    path = tmp_path / "three.json"
    assert window.parts.files.save_to(path)
    saved = path.read_text(encoding="utf-8")
    assert saved == dumps(doc.board)
    assert window.windowTitle().startswith("three.json")
    steps = history.count
    assert history.index == steps

    # 7. Undo every step back to the empty board, then redo them all.
    texts = [history.text_at(i) for i in range(1, steps + 1)]
    assert all(texts), texts
    while history.index > 0:
        history.undo()
    assert dumps(doc.board) == empty
    assert window.parts.scene.region_items == {}
    while history.can_redo():
        history.redo()
    assert dumps(doc.board) == saved
    assert not history.is_modified()

    # 8. Reopen the saved file: the same board, a fresh history, nothing asked.
    dialogs.asked.clear()
    assert window.parts.files.open_file(path)
    assert dialogs.asked == [] and dialogs.errors == []
    assert history.count == 0
    assert dumps(doc.board) == saved
    assert sorted(window.parts.scene.region_items) == ["region_1", "region_2", "region_3"]
    assert load(path).region("region_1").temporary == ("eu", "eu", None)

    # 9. Export the picture and the setup sheet; both are real files.
    png, pdf = tmp_path / "three.png", tmp_path / "three-sheet.pdf"
    assert window.parts.pictures.export_image(png)
    assert window.parts.pictures.export_sheet(pdf)
    image = QImage(str(png))
    assert not image.isNull() and image.width() > 0 and image.height() > 0
    data = Path(pdf).read_bytes()
    assert data.startswith(b"%PDF")
    pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))
    assert pages >= 2, pages
    assert dialogs.asked == [] and dialogs.errors == []  # no box came up along the way
