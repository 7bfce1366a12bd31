"""Export from the window: pictures (PNG, SVG, PDF), the tournament setup sheet, and the
position copied to and pasted from the clipboard as scenario text."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage

from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.topology import with_positions
from kb_helpers import (
    CTRL,
    B,
    choose_player,
    go_to,
    press,
    shortcut,
)
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key


def pages(pdf: bytes) -> int:
    return pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")


# -- pictures ----------------------------------------------------------------------------------


def test_export_picture_png(kb: MainWindow, dialogs: Dialogs, tmp_path: Path) -> None:
    target = tmp_path / "board.png"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("export_image"))  # File > Export Picture… (Ctrl+E)
    assert dialogs.file_dialogs[-1][0] == "Export picture"
    assert target.stat().st_size > 0
    image = QImage(str(target))
    assert not image.isNull()
    rect = kb.parts.scene.sceneRect()
    assert (image.width(), image.height()) == (round(rect.width() * 2), round(rect.height() * 2))
    assert image.pixelColor(1, 1) == kb.parts.scene.theme.background  # the margin, not a Region
    assert dialogs.errors == []


def test_export_picture_svg(kb: MainWindow, dialogs: Dialogs, tmp_path: Path) -> None:
    target = tmp_path / "board.svg"
    assert kb.parts.pictures.export_image(target)
    text = target.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml")
    assert "<svg" in text
    assert kb.parts.document.board.name in text  # the title


def test_export_picture_pdf(kb: MainWindow, tmp_path: Path) -> None:
    target = tmp_path / "board.pdf"
    assert kb.parts.pictures.export_image(target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    assert pages(data) == 1


def test_export_picture_without_a_suffix_takes_the_chosen_format(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path = str(tmp_path / "board")
    kb.action("export_image").trigger()  # the PNG filter is the one chosen
    assert QImage(str(tmp_path / "board.png")).width() > 0


def test_export_picture_keeps_the_selection_out_of_the_picture_and_on_the_board(
    kb: MainWindow, tmp_path: Path
) -> None:
    go_to(kb, "africa")
    assert kb.parts.scene.selected_region() == "africa"
    assert kb.parts.pictures.export_image(tmp_path / "board.png")
    assert kb.parts.scene.selected_region() == "africa"


def test_export_picture_into_a_missing_folder_says_so(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "missing" / "board.png"
    assert not kb.parts.pictures.export_image(target)
    assert dialogs.errors and dialogs.errors[0][0] == "Cannot export"
    assert str(target) in dialogs.errors[0][1]
    assert not target.exists()


def test_export_picture_in_the_dark_theme_is_dark(kb: MainWindow, tmp_path: Path) -> None:
    kb.choose_theme("dark")
    target = tmp_path / "dark.png"
    assert kb.parts.pictures.export_image(target)
    assert QImage(str(target)).pixelColor(1, 1) == QColor("#23262b")


# -- the setup sheet -----------------------------------------------------------------------------


def test_export_setup_sheet_is_a_pdf_of_several_pages(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "sheet.pdf"
    dialogs.save_path = str(target)
    kb.action("export_sheet").trigger()
    assert dialogs.file_dialogs[-1][0] == "Export setup sheet"
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    assert pages(data) >= 2  # the board, then the Regions' rankings
    assert dialogs.errors == []
    assert kb.statusBar().currentMessage() == f"Exported {target}"


def test_export_setup_sheet_of_a_board_after_play(kb: MainWindow, tmp_path: Path) -> None:
    go_to(kb, "africa")
    choose_player(kb, 3)
    press(kb, K.Key_P)
    press(kb, K.Key_P)
    target = tmp_path / "sheet.pdf"
    assert kb.parts.pictures.export_sheet(target)
    assert pages(target.read_bytes()) >= 2


def test_export_setup_sheet_into_a_missing_folder_says_so(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "missing" / "sheet.pdf"
    assert not kb.parts.pictures.export_sheet(target)
    assert dialogs.errors[0][0] == "Cannot export"
    assert not target.exists()


# -- the clipboard -------------------------------------------------------------------------------


def test_copy_puts_scenario_text_that_loads_back_to_an_equal_board(kb: MainWindow) -> None:
    go_to(kb, "africa")
    choose_player(kb, 2)
    press(kb, K.Key_P)
    press(kb, K.Key_C, CTRL)  # Edit > Copy Position
    text = QGuiApplication.clipboard().text()
    assert json.loads(text)["format"] == "influence-board/1"
    assert loads(text) == kb.parts.document.board
    assert text == dumps(kb.parts.document.board)
    assert kb.statusBar().currentMessage() == "Copied the position as scenario text"


@pytest.mark.parametrize(
    "text",
    ["USA 3, EU 2", "", '{"format": "influence-board/1"}', "[1, 2"],
    ids=["words", "empty", "incomplete-scenario", "broken-json"],
)
def test_paste_of_text_that_is_no_scenario_says_so_and_leaves_the_board(
    kb: MainWindow, dialogs: Dialogs, text: str
) -> None:
    go_to(kb, "africa")
    press(kb, K.Key_T)
    before = kb.parts.document.board
    history = kb.parts.steps.count
    QGuiApplication.clipboard().setText(text)
    press(kb, K.Key_V, CTRL)  # Edit > Paste Position
    assert len(dialogs.errors) == 1
    title, message, details = dialogs.errors[0]
    assert title == "Cannot paste"
    assert "unchanged" in message
    assert details.startswith("clipboard:")
    assert kb.parts.document.board is before
    assert kb.parts.steps.count == history
    assert dialogs.asked == []  # nothing to discard: the board stays


def test_paste_of_scenario_text_replaces_the_board(kb: MainWindow, dialogs: Dialogs) -> None:
    other = json.loads(dumps(standard_board()))
    other["name"] = "Pasted"
    other["vp"] = {"usa": 11, "china": 4}
    text = json.dumps(other)
    QGuiApplication.clipboard().setText(text)
    press(kb, K.Key_V, CTRL)
    assert dialogs.errors == []
    assert kb.parts.document.board == with_positions(loads(text))
    assert kb.parts.document.board.vp_dict() == {"usa": 11, "eu": 0, "russia": 0, "china": 4}
    assert kb.parts.steps.count == 0
    assert kb.parts.document.path is None
    assert "Pasted" in kb.windowTitle()


def test_paste_over_unsaved_work_asks_first(kb: MainWindow, dialogs: Dialogs) -> None:
    go_to(kb, "africa")
    press(kb, K.Key_T)
    before = kb.parts.document.board
    QGuiApplication.clipboard().setText(dumps(standard_board()))
    dialogs.answer = B.Cancel
    press(kb, K.Key_V, CTRL)
    assert dialogs.asked[-1][0] == "Unsaved changes"
    assert kb.parts.document.board is before
    dialogs.answer = B.Discard
    press(kb, K.Key_V, CTRL)
    assert kb.parts.document.board == with_positions(standard_board())


def test_copy_then_paste_in_a_new_game_gives_the_position_back(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    go_to(kb, "europe")
    choose_player(kb, 4)
    press(kb, K.Key_P)
    press(kb, K.Key_R, CTRL)
    played = kb.parts.document.board
    press(kb, K.Key_C, CTRL)
    shortcut(kb, kb.action("new"))
    assert kb.parts.document.board != played
    press(kb, K.Key_V, CTRL)
    assert kb.parts.document.board == played
    assert dumps(kb.parts.document.board) == dumps(played)
