"""The Italian gaps of issue 20's follow-up, each read through a catalogue: Help > Rules of
Influence and the guide's links to the rules in the language in use; the usual reasons of a
VP adjustment offered, logged and saved in it; the Variations' start, a new board's and an
unnamed scenario's names, a full row of two ("both"), diff's round and the Majorities'
counts said by the catalogue; "Shift" in a key and Qt's file dialog's texts from our
catalogue over Qt's own (look/qt_texts.py).

Each is read through the shipped Italian catalogues; test_every_text_translated.py walks the
whole window."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QFileInfo, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from influence_board.dialogs.help_views import key_text, rules_markdown
from influence_board.dialogs.rules_view import rules_html
from influence_board.dialogs.vp_adjustment import VpAdjustmentDialog
from influence_board.look.translators import choose_language
from influence_board.rules import Add, Board, Refusal, apply
from influence_board.rules.analysis.diff import diff, lines
from influence_board.rules.formats.game_file import dumps_game
from influence_board.rules.formats.scenario import from_data, scenario_text
from influence_board.rules.history.tree import Variations
from influence_board.text import language
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from influence_board.window.main_window import MainWindow


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    """The shipped Italian catalogues."""
    assert choose_language("it") == "it"
    yield
    choose_language("en")


def standard() -> Board:
    return from_data(json.loads(scenario_text()))


# -- Help > Rules of Influence, and the guide's links to it ----------------------------------


def test_the_rules_and_the_guides_links_to_them_are_in_the_language(italian: None) -> None:
    shown = rules_html()
    assert "Aggiungere Influenza permanente" in shown and "Adding permanent Influence" not in shown
    assert "posizione condivisa" in shown, "a tag as the Log's tooltip says it"
    assert "A permanent cube goes into" not in shown
    links = rules_markdown()
    assert "[Aggiungere Influenza permanente](rules:permanent)" in links


def test_in_english_the_rules_are_the_source_text() -> None:
    assert "<h3>Adding permanent Influence</h3>" in rules_html()
    assert "<code>shared place</code>" in rules_html()


# -- the reasons of a VP adjustment: the user's words, kept as written -----------------------


def test_the_usual_reasons_are_offered_logged_and_saved_in_the_language(
    italian: None, window: MainWindow, dialogs: Dialogs, qtbot: QtBot
) -> None:
    asked = VpAdjustmentDialog([("usa", "USA")], "usa")
    qtbot.addWidget(asked)
    offered = [asked.reason.itemText(i) for i in range(asked.reason.count())]
    assert offered[:2] == ["Più denaro", "Più Armate"] and "Carta" in offered
    dialogs.adjustments = [asked.answer()]
    window.action("adjust_vp").trigger()
    assert "Più denaro" in window.parts.log.texts()[-1]
    saved = json.loads(dumps_game(window.parts.steps.tree))
    assert [s["op"]["reason"] for s in saved["steps"]] == ["Più denaro"]


# -- the model's names and the rules' words, through the catalogue ---------------------------


def test_the_variations_start_is_said_by_the_catalogue(italian: None) -> None:
    assert Variations(standard()).root.text == "Inizio"


def test_in_english_the_variations_start_is_start() -> None:
    assert Variations(standard()).root.text == "Start"


def test_a_scenario_without_a_name_is_named_in_the_language(italian: None) -> None:
    data = json.loads(scenario_text())
    del data["name"]
    assert from_data(data).name == "Senza titolo"
    language.use_language("en")
    assert from_data(data).name == "Untitled"


def test_a_new_board_is_named_in_the_language(window: MainWindow, italian: None) -> None:
    window.action("new_empty").trigger()
    assert window.parts.document.board.name == "Nuovo tabellone"


def full_row(board: Board, region: str, player: str) -> str:
    """Why a permanent cube is refused in `region` once its free slots are filled."""
    while not isinstance(done := apply(board, Add(region, player, "permanent")), Refusal):
        board = done.board
    return done.reason


def test_a_full_row_of_two_is_both_a_longer_one_all(italian: None) -> None:
    assert "Central Asia: entrambi sono occupati" in full_row(standard(), "central_asia", "usa")
    language.use_language("en")
    assert "Central Asia: both are filled" in full_row(standard(), "central_asia", "usa")
    assert "all 3 are filled" in full_row(standard(), "east_asia_pacific", "eu")


def test_diffs_round_is_said_by_the_catalogue(italian: None) -> None:
    a = standard()
    b = from_data({**json.loads(scenario_text()), "round": 4})
    assert lines(a, b, diff(a, b)) == ["round in corso: 1 -> 4"]


def test_the_majorities_accessible_text_counts_in_the_language(
    window: MainWindow, italian: None
) -> None:
    window.parts.document.replace(standard())  # the rows made again, in the language
    model = window.parts.docks.majorities_panel.model
    said = [
        model.index(row, 0, model.index(region, 0)).data(Qt.ItemDataRole.AccessibleTextRole)
        for region in range(model.rowCount())
        for row in range(model.rowCount(model.index(region, 0)))
    ]
    assert said and all("(s)" not in text for text in said)
    assert any("1 cubetto, 0 Armate" in text for text in said), said


# -- Qt's own words, from our catalogue over Qt's --------------------------------------------


def test_shift_in_a_key_is_our_catalogues_word(italian: None) -> None:
    """qtbase_it.qm says "Shift"; ours, asked first, "Maiusc"; Qt's own "Invio" stays."""
    assert key_text(QKeySequence("Ctrl+Shift+Z")) == "Ctrl+Maiusc+Z"
    assert key_text(QKeySequence("Ctrl+Return")) == "Ctrl+Invio"


def test_qts_file_dialog_takes_the_texts_qts_catalogue_lacks_from_ours(
    italian: None, qtbot: QtBot, tmp_path: Path
) -> None:
    files = QFileDialog(None, "", str(tmp_path))
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(files)
    labels = {label.objectName(): label.text() for label in files.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Cerca in:"
    assert labels["fileTypeLabel"] == "File di &tipo:"
    assert labels["fileNameLabel"] == "&Nome del file:", "Qt's own Italian"
    kinds = files.iconProvider()
    assert kinds is not None
    assert kinds.type(QFileInfo(str(tmp_path))) == "Cartella"
    assert kinds.type(QFileInfo("/")) == "Unità"


def test_in_english_qts_file_dialog_asks_for_the_texts_qt_texts_lists(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Qt asks for exactly the texts look/qt_texts.py marks: a later Qt that words them
    otherwise is said here."""
    from influence_board.look.qt_texts import QT_OWN_TEXTS

    files = QFileDialog(None, "", str(tmp_path))
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(files)
    labels = {label.text() for label in files.findChildren(QLabel)}
    kinds = files.iconProvider()
    assert kinds is not None
    asked = labels | {kinds.type(QFileInfo(str(tmp_path))), kinds.type(QFileInfo("/"))}
    assert {"&Look in:", "Files of &type:", "Folder", "Drive"} <= asked
    assert {"&Look in:", "Files of &type:", "Folder", "Drive", "Shift"} <= set(QT_OWN_TEXTS)
    assert key_text(QKeySequence("Ctrl+Shift+Z")) == "Ctrl+Shift+Z"
