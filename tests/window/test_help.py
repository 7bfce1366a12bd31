"""Help (issue 21): F1's user guide is searchable, takes the scheme's colours, lists every
key from the action table and links each rule to Help > Influence Rules; Help > Keyboard
Shortcuts (Ctrl+?) lists every action of the table with its key."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QTableWidget, QTextBrowser
from pytestqt.qtbot import QtBot

from influence_board.dialogs.help_views import plain
from influence_board.dialogs.rules_view import RulesView
from influence_board.rules.rulebook import SECTIONS
from influence_board.window.actions import ACTIONS
from kb_helpers import make_active

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def _dialog(window: MainWindow, name: str) -> QDialog:
    (found,) = [d for d in window.findChildren(QDialog) if d.objectName() == name and d.isVisible()]
    return found


def _guide(window: MainWindow) -> tuple[QDialog, QTextBrowser, QLineEdit]:
    window.action("help").trigger()
    dialog = _dialog(window, "guide-dialog")
    text, field = dialog.findChild(QTextBrowser, "guide-text"), dialog.findChild(QLineEdit)
    assert text is not None and field is not None
    return dialog, text, field


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def test_the_guide_lists_every_key_of_the_action_table(window: MainWindow) -> None:
    dialog, text, _ = _guide(window)
    shown = text.toPlainText()
    assert "Keys" in shown and "The rules" in shown
    for row in ACTIONS:
        key = window.action(row.name).shortcut()
        if not key.isEmpty():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in shown, row.name
            assert plain(window.action(row.name).text()) in shown, row.name
    dialog.reject()


def test_the_guide_finds_as_you_type_and_enter_finds_the_next(window: MainWindow) -> None:
    dialog, text, field = _guide(window)
    field.setText("Table View")
    first = text.textCursor().selectionStart()
    assert text.textCursor().selectedText() == "Table View"
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert text.textCursor().selectedText() == "Table View"
    assert text.textCursor().selectionStart() > first
    field.setText("no such words in the guide")
    status = dialog.findChild(QLabel, "find-status")
    assert status is not None and status.text() == "Not found"
    dialog.reject()


def test_a_rule_in_the_guide_opens_influence_rules_at_it(window: MainWindow) -> None:
    dialog, text, _ = _guide(window)
    section = next(s for s in SECTIONS if s.tags)
    text.anchorClicked.emit(QUrl(f"rules:{section.tags[0]}"))
    view = window.findChild(RulesView)
    assert view is not None and view.isVisible()
    assert view.shown_tag == section.tags[0]
    view.reject()
    dialog.reject()


def test_the_guide_takes_the_schemes_colours(window: MainWindow) -> None:
    window.action("theme_dark").trigger()
    dialog, text, _ = _guide(window)
    assert text.palette().color(QPalette.ColorRole.Base).lightness() < 100
    link = text.palette().color(QPalette.ColorRole.Link).name()
    assert link in text.document().defaultStyleSheet()
    dialog.reject()
    window.action("theme_light").trigger()


def test_keyboard_shortcuts_is_ctrl_question_mark(window: MainWindow, qtbot: QtBot) -> None:
    assert window.action("shortcuts").shortcut() == QKeySequence("Ctrl+?")
    make_active(qtbot, window)
    QTest.keySequence(window, QKeySequence("Ctrl+?"))
    dialog = _dialog(window, "shortcuts-dialog")
    dialog.reject()


def test_keyboard_shortcuts_lists_every_action_with_its_key(window: MainWindow) -> None:
    window.action("shortcuts").trigger()
    dialog = _dialog(window, "shortcuts-dialog")
    table, find = dialog.findChild(QTableWidget), dialog.findChild(QLineEdit)
    assert table is not None and find is not None
    rows = [tuple(cell(table, r, c) for c in range(3)) for r in range(table.rowCount())]
    for row in ACTIONS:
        action = window.action(row.name)
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert any(r[0] == plain(action.text()) and r[2] == key for r in rows), row.name
    assert ("Print…", "File", QKeySequence(QKeySequence.StandardKey.Print).toString()) in rows
    assert ("Keyboard Shortcuts", "Help", "Ctrl+?") in rows
    find.setText("ctrl+p")
    shown = [rows[r] for r in range(len(rows)) if not table.isRowHidden(r)]
    assert shown and all("ctrl+p" in " ".join(r).casefold() for r in shown)
    dialog.reject()
