"""Widgets held at a steady size (look/steady_size.py): a new text that fits asks no layout
around the widget anything, a longer one grows it, a shorter one leaves it as it is, and a
new font fits it afresh."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from influence_board.look.steady_size import SteadySize


class _Requests(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _row(qtbot: QtBot, text: str) -> tuple[QWidget, QLabel, SteadySize]:
    row = QWidget()
    qtbot.addWidget(row)
    label = QLabel(text)
    layout = QHBoxLayout(row)
    layout.addWidget(label)
    layout.addWidget(QLabel("beside it"))
    steady = SteadySize(label)
    row.show()
    qtbot.waitExposed(row)
    return row, label, steady


def test_a_text_that_fits_lays_out_nothing_around_it(qtbot: QtBot) -> None:
    row, label, steady = _row(qtbot, "VP this step: Red +12")
    for _ in range(3):
        QApplication.processEvents()  # its first layout
    requests = _Requests(row)
    for text in ("VP this step: Red +6", "VP this step: Red +9", "VP"):
        label.setText(text)
        steady.fit()
        QApplication.processEvents()
    assert requests.count == 0
    label.setText("VP this step: Red +6, Blue +4, Green +2")  # wider: the row follows once
    steady.fit()
    QApplication.processEvents()
    assert requests.count == 1
    assert label.width() >= label.sizeHint().width()


def test_it_grows_for_a_longer_text_and_keeps_its_size_for_a_shorter(qtbot: QtBot) -> None:
    _row_widget, label, steady = _row(qtbot, "short")
    small = label.size()
    label.setText("a much longer text than before")
    steady.fit()
    grown = label.size()
    assert grown.width() > small.width()
    assert grown == label.sizeHint()
    label.setText("short")
    steady.fit()
    assert label.size() == grown  # its neighbours do not shift back and forth


def test_a_new_font_fits_it_afresh(qtbot: QtBot) -> None:
    _row_widget, label, steady = _row(qtbot, "a much longer text than before")
    large = QFont(label.font())
    large.setPointSize(20)
    label.setFont(large)
    qtbot.waitUntil(lambda: label.size() == label.sizeHint())  # larger: grown to fit
    label.setText("short")
    steady.fit()
    wide = label.width()
    small = QFont(large)
    small.setPointSize(10)
    label.setFont(small)
    qtbot.waitUntil(lambda: label.width() < wide)
    assert label.size() == label.sizeHint()
