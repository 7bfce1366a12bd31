"""Beneath the Log: its current line whole, and the rule it applied a click away.

The Log's lines are one row each (cheap to append however long it grows), so a long
one is cut with "…" in a narrow dock; here it reads whole, wrapped, in plain text (a
name from a file is never HTML), and a button opens Help > Rules at its rule."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..look.plain_text import menu_text
from ..rules.rulebook import tag_said
from .log_dock import RULE_ROLE, SAID_ROLE, LogPanel

PANE_LINES = 4  # the pane's first height, in lines of text


class LogLine(QFrame):
    def __init__(self, log: LogPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-line")
        self._log = log
        self._rule: str | None = None
        self.text = QLabel()
        self.text.setObjectName("log-line-text")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # A screen reader reads the label's text itself; the pane says what it is.
        self.setAccessibleName(self.tr("The Log's line, whole"))
        scroll = QScrollArea()
        scroll.setWidget(self.text)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Two lines at the least (a scroll area asks for more): a short dock is the Log's.
        scroll.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        self.rule = QPushButton()
        self.rule.setObjectName("log-line-rule")
        self.rule.setFlat(True)
        self.rule.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rule.clicked.connect(lambda: self._log.rule_wanted.emit(self._rule or ""))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(0)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.rule, 0, Qt.AlignmentFlag.AlignLeft)
        log.currentItemChanged.connect(self.show_item)
        self.show_item(None)

    def show_item(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.text.setText(self.tr("Choose a line of the Log to read it whole here."))
            self._rule = None
        else:
            self.text.setText(item.data(SAID_ROLE) or item.text())
            self._rule = item.data(RULE_ROLE)
        self.rule.setVisible(bool(self._rule))
        if self._rule:
            said = tag_said(self._rule)  # in the language in use; Help finds it by its tag
            self.rule.setText(menu_text(self.tr("Rule: {0} (Help > Rules)").format(said)))


def log_view(log: LogPanel) -> QSplitter:
    """The Log dock's widget: the Log above, its line whole beneath (the user sizes both)."""
    split = QSplitter(Qt.Orientation.Vertical)
    split.setObjectName("log-view")
    split.setChildrenCollapsible(False)
    pane = LogLine(log)
    split.addWidget(log)
    split.addWidget(pane)
    split.setStretchFactor(0, 1)
    split.setStretchFactor(1, 0)
    lines = pane.fontMetrics().lineSpacing() * PANE_LINES
    split.setSizes([1000, lines])
    return split
