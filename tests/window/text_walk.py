"""Every text a window shows a user, gathered in one walk: the menus and toolbars (texts,
tips, keys), the docks and every widget in them (labels, buttons, fields, lists, headers,
tooltips, accessible names, the items of every list and table), the board's items, the
status bar, and the dialogs the menus open (the Help views, the Rules, the Standings, the
description, About, Adjust VP, the questions and file dialogs the window asks through its
Prompts, and Qt's own file, colour, input, message and print preview dialogs).

Used by test_every_text_translated.py: the walk in English and in another language,
compared. Each text is (where, text); a text of several lines is one entry per line."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QFileInfo, QModelIndex, Qt
from PySide6.QtGui import QAction, QColor, QTextDocumentFragment
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QColorDialog,
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QToolBar,
    QWidget,
)

from influence_board.dialogs.help_views import key_text
from influence_board.dialogs.vp_adjustment import VpAdjustmentDialog
from influence_board.files.prompts import Prompts
from influence_board.rules import Add

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

Text = tuple[str, str]  # (where it is shown, the text)
ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.AccessibleTextRole,
)
MAX_ROWS = 200  # of one list: its first rows say what its rows say

# Actions of the menus that open a dialog of the app (or ask through Prompts, stubbed by
# the `dialogs` fixture, whose questions and file dialogs are recorded here): none changes
# the position.
DIALOG_ACTIONS = (
    "help", "shortcuts", "rules", "standings", "describe", "about", "open", "save_as",
    "replay", "export_ops", "save_log", "export_image", "export_sheet", "export_sheets",
    "compare_file", "edit_note", "new",
)  # fmt: skip


def lines(where: str, text: object) -> Iterator[Text]:
    """`text` as plain lines (rich text read as a user reads it), blank ones left out."""
    if not isinstance(text, str) or not text.strip():
        return
    if QtGui_Qt.mightBeRichText(text):
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    for line in text.replace("\u2029", "\n").splitlines():
        if line.strip():
            yield where, line.strip()


def action_texts(action: QAction, where: str) -> Iterator[Text]:
    if action.isSeparator():
        return
    yield from lines(f"{where}: text", action.text())
    yield from lines(f"{where}: tip", action.toolTip())
    yield from lines(f"{where}: status tip", action.statusTip())
    yield from lines(f"{where}: key", key_text(action.shortcut()))
    if isinstance(menu := action.menu(), QMenu):
        yield from menu_texts(menu, f"{where} > {action.text()}")


def menu_texts(menu: QMenu, where: str) -> Iterator[Text]:
    menu.aboutToShow.emit()  # the menus filled when opened (the docks, the acting player)
    yield from lines(f"{where}: title", menu.title())
    for action in menu.actions():
        yield from action_texts(action, where)


def model_texts(model: QAbstractItemModel, where: str, items: bool = True) -> Iterator[Text]:
    def columns(parent: QModelIndex) -> int:  # a list model's columnCount is private
        return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)

    for column in range(columns(QModelIndex())):
        yield from lines(f"{where}: header", model.headerData(column, Qt.Orientation.Horizontal))
    stack = [QModelIndex()] if items else []
    while stack:
        parent = stack.pop()
        for row in range(min(model.rowCount(parent), MAX_ROWS)):
            for column in range(columns(parent)):
                index = model.index(row, column, parent)
                for role in ROLES:
                    yield from lines(f"{where}: item", index.data(role))
            if not isinstance(model, QAbstractListModel):
                stack.append(model.index(row, 0, parent))


def widget_texts(widget: QWidget, where: str, items: bool = True) -> Iterator[Text]:
    """The widget's own texts and those of everything in it, in creation order; `items`:
    with the rows of its lists and tables (not a file dialog's: files and folders)."""
    for w in (widget, *widget.findChildren(QWidget)):
        at = f"{where}/{w.objectName() or type(w).__name__}"
        if w.isWindow() or isinstance(w, QDockWidget | QGroupBox | QToolBar):
            yield from lines(f"{at}: title", w.windowTitle())
        yield from lines(f"{at}: tooltip", w.toolTip())
        yield from lines(f"{at}: status tip", w.statusTip())
        yield from lines(f"{at}: accessible name", w.accessibleName())
        yield from lines(f"{at}: accessible description", w.accessibleDescription())
        if isinstance(w, QLabel | QAbstractButton):
            yield from lines(f"{at}: text", w.text())
        if isinstance(w, QLineEdit):
            yield from lines(f"{at}: placeholder", w.placeholderText())
        if isinstance(w, QGroupBox):
            yield from lines(f"{at}: title", w.title())
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield from lines(f"{at}: item", w.itemText(i))
        if isinstance(w, QTabBar):
            for i in range(w.count()):
                yield from lines(f"{at}: tab", w.tabText(i))
                yield from lines(f"{at}: tab tip", w.tabToolTip(i))
        if isinstance(w, QTextEdit | QPlainTextEdit):
            yield from lines(f"{at}: text", w.toPlainText())
            if isinstance(w, QTextEdit | QLineEdit):
                yield from lines(f"{at}: placeholder", w.placeholderText())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            yield from model_texts(w.model(), at, items)
        for action in w.actions():  # the toolbars' and the context menus' own
            yield from action_texts(action, f"{at} action")


def window_texts(window: MainWindow) -> Iterator[Text]:
    for top in window.menuBar().actions():
        yield from action_texts(top, "menu")
    window.parts.docks.build_panels()
    yield from widget_texts(window, "window")
    yield from lines("status bar", window.statusBar().currentMessage())
    for item in window.parts.scene.items():
        yield from lines("board: tooltip", item.toolTip())
        if isinstance(item, QGraphicsTextItem):
            yield from lines("board: text", item.toPlainText())
        elif isinstance(item, QGraphicsSimpleTextItem):
            yield from lines("board: text", item.text())


class Asked:
    """What the window asks through its Prompts while walked: the titles, texts, labels and
    file filters of its questions and file dialogs (the `dialogs` fixture answers them),
    not the names it suggests (a file's, a step's: the user's words)."""

    # the arguments of each prompt that are the app's words
    SAID: ClassVar[dict[str, tuple[int, ...]]] = {
        "open_path": (0, 1), "open_paths": (0, 1), "save_path": (0, 2), "text": (0, 1),
        "question": (0, 1), "about": (0, 1),
    }  # fmt: skip

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[Text] = []
        for name, said in self.SAID.items():
            stub = getattr(Prompts, name)  # the `dialogs` fixture's, which answers
            monkeypatch.setattr(Prompts, name, self._recording(name, said, stub))

    def _recording(self, name: str, said: tuple[int, ...], stub: Callable[..., object]) -> object:
        def record(prompts: Prompts, *args: object, **kwargs: object) -> object:
            for n in said:
                self.texts.extend(lines(f"prompt {name}", args[n]))
            return stub(prompts, *args, **kwargs)

        return record


def dialog_texts(window: MainWindow, asked: Asked, folder: Path) -> Iterator[Text]:
    """Open every dialog the menus open, read it, close it (a file dialog in `folder`)."""
    parts = window.parts
    parts.game.perform(Add("africa", "usa", "temporary"))  # a step: Edit Note, New ask
    for name in DIALOG_ACTIONS:
        window.action(name).trigger()
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible():
            yield from widget_texts(dialog, f"dialog {dialog.objectName()}")
            dialog.reject()
    yield from asked.texts
    board = parts.document.board
    players = [(p.id, p.name) for p in board.players]
    own: list[QWidget] = [VpAdjustmentDialog(players, "usa", window)]
    button = QMessageBox.StandardButton  # Qt's own words on them
    buttons = button.Save | button.Discard | button.Cancel
    own.append(parts.prompts.box(QMessageBox.Icon.Question, "", "", buttons, button.Save))
    own += [QColorDialog(QColor("red"), window), QInputDialog(window), QPrintPreviewDialog(window)]
    for built in own:
        yield from widget_texts(built, f"dialog {type(built).__name__}")
        built.deleteLater()
    yield from file_dialog_texts(window, folder)


def file_dialog_texts(window: QWidget, folder: Path) -> Iterator[Text]:
    """Qt's own file dialog (where the system has none), opening and saving, and the kinds
    of entries it lists (a folder, a drive: asked of Qt as the dialog asks, since it lists
    a folder in a thread of its own)."""
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        files = QFileDialog(window, "", str(folder))
        files.setOption(QFileDialog.Option.DontUseNativeDialog)
        files.setAcceptMode(mode)
        files.setViewMode(QFileDialog.ViewMode.Detail)
        yield from widget_texts(files, "dialog QFileDialog", items=False)
        kinds = files.iconProvider()
        assert kinds is not None
        yield from lines("dialog QFileDialog: a folder", kinds.type(QFileInfo(str(folder))))
        yield from lines("dialog QFileDialog: a drive", kinds.type(QFileInfo("/")))
        files.deleteLater()
