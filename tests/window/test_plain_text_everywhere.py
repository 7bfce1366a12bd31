"""Text from a file is plain text in every widget (issue 22, item 4): a board whose every
name is HTML (`<img src=...>` loaded a picture from disk into a tooltip) is opened, every
panel built, a variation named and a step noted; then every tooltip, label, status tip,
item tooltip of every model and scene item tooltip is walked. Where Qt would read a text
as HTML (Qt.mightBeRichText), the hostile tag must be escaped."""

from __future__ import annotations

import html
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from helpers import choose_player, click_slot
from influence_board.document.board_document import Document
from influence_board.panels.problems_dock import ValidationPanel
from influence_board.rules import Board
from influence_board.rules.formats.scenario import from_data, read, standard_board, to_data
from influence_board.window.main_window import MainWindow
from qt_fixtures import Dialogs

TAG = "<img src='/tmp/no-such-picture.png'>"
HOSTILE = f"{TAG}<b>bold</b> & co"


def hostile_board() -> Board:
    data = to_data(standard_board())
    data["name"] = f"Board {HOSTILE}"
    for n, player in enumerate(data["players"]):
        player["name"] = f"P{n} {HOSTILE}"
    data["local_power"]["name"] = f"Local {HOSTILE}"
    for region in data["regions"]:
        region["name"] = f"{region['id']} {HOSTILE}"
    return from_data(data)


def shown_as_html(text: str) -> bool:
    return bool(text) and QtGui.Qt.mightBeRichText(text)  # Qt's own guess, in QtGui


def model_tips(
    model: QAbstractItemModel, parent: QModelIndex | None = None
) -> Iterator[tuple[str, str]]:
    parent = parent or QModelIndex()
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model: one column, and Qt keeps columnCount to itself
        columns = 1
    for row in range(min(model.rowCount(parent), 200)):
        for column in range(columns):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.WhatsThisRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield f"{type(model).__name__}[{row},{column}]", value
            if column == 0 and columns > 1 and model.rowCount(index):
                yield from model_tips(model, index)


def every_text(window: MainWindow) -> Iterator[tuple[str, str, bool]]:
    """(where, text, read as HTML?) for every text a user can be shown."""
    widgets = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        where = f"{type(widget).__name__} {widget.objectName()}"
        yield where + " tooltip", widget.toolTip(), shown_as_html(widget.toolTip())
        if isinstance(widget, QLabel):
            rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and shown_as_html(widget.text())
            )
            yield where + " text", widget.text(), rich
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for at, tip in model_tips(widget.model()):
                yield f"{where} {at}", tip, shown_as_html(tip)
    for action in window.findChildren(QAction):
        yield f"action {action.text()!r} tooltip", action.toolTip(), shown_as_html(action.toolTip())
    for item in window.parts.scene.items():
        yield f"scene item {type(item).__name__}", item.toolTip(), shown_as_html(item.toolTip())


def test_a_hostile_name_shows_as_text_in_every_tooltip_and_label(
    qtbot: QtBot, dialogs: Dialogs
) -> None:
    window = MainWindow(hostile_board())
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.show()
    qtbot.waitExposed(window)
    window.parts.docks.build_panels()
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 0)
    choose_player(window, 2)
    click_slot(window, "europe", "temporary", 0)
    variations = window.parts.variations
    variations.rename(variations.tree.current, f"Plan {HOSTILE}")
    window.parts.variations_panel.refresh()  # drawn when in front; here, drawn now
    for dock in window.parts.docks.all():
        dock.show()
    QApplication.processEvents()
    texts = list(every_text(window))
    escaped = html.escape(HOSTILE)
    assert any(HOSTILE in text for _, text, _ in texts), "the names reach no widget at all"
    assert any(f"Plan {escaped}" in text for _, text, _ in texts), "no variation's tooltip"
    raw = sorted({where.split("[")[0] for where, text, html in texts if html and TAG in text})
    assert raw == [], "\n".join(raw)


def test_the_problems_dock_lists_50_and_says_how_many_more(qtbot: QtBot) -> None:
    data = to_data(standard_board())
    data["adjacency"] = [["europe", "nowhere"]] * 120  # 120 errors, as the editor may leave
    board, _ = read(data)
    assert board is not None
    panel = ValidationPanel(Document(board))
    qtbot.addWidget(panel)
    panel.refresh()
    assert len(panel.problems) == 120
    assert panel.count() == 51
    assert panel.item(50).text() == "and 70 more"
