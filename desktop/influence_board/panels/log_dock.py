"""The Log dock: every event of every operation in plain words, refusals and "no change"
included, newest at the bottom; a step's note after its lines. A double-click on a line
opens Help > Rules at the rule its event applied (the event's tag, rules/rulebook.py).

A jump through the history or a replay is one line (a summary): a double-click on it
shows the lines of its steps beneath it, and another hides them again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractItemView, QListWidgetItem, QWidget

from ..document.board_document import Document
from ..document.journal import Journal
from ..look.plain_text import isolated, literal_html, names_isolated
from ..look.themes import LIGHT, Theme
from ..rules import Event
from ..rules.history.words import note_said
from .appending_list import AppendingList
from .steady_sliders import SteadyScrollBar

MAX_ENTRIES = 5000
# Past its most lines the Log lets its oldest go down to this many, at once: every line
# shown moves up and is painted again, once in a few hundred lines rather than at each.
TRIMMED_TO = 4500
KIND_ROLE = Qt.ItemDataRole.UserRole  # an entry's event kind, for its colour
RULE_ROLE = Qt.ItemDataRole.UserRole + 1  # the tag of the rule the entry's event applied
DETAILS_ROLE = Qt.ItemDataRole.UserRole + 2  # a summary's events, by operation
SHOWN_ROLE = Qt.ItemDataRole.UserRole + 3  # how many of a summary's lines are shown
QUIET_KINDS = {"no_change", "no_score", "undo", "redo", "note"}


@dataclass(frozen=True, slots=True)
class Details:
    """A summary line's events, by operation, kept as they are: a list set as an item's
    data Qt copies item by item into a list of its own (1 ms for a long jump's), and a
    jump's are made only when read (document/commands.py PassedSteps)."""

    groups: Sequence[list[Event]]


def _details(item: QListWidgetItem | None) -> Sequence[list[Event]]:
    kept = item.data(DETAILS_ROLE) if item is not None else None
    return kept.groups if isinstance(kept, Details) else ()


class LogPanel(AppendingList):
    rule_wanted = Signal(str)  # a line was double-clicked: show this rule (a tag, or "")

    def __init__(self, document: Document, journal: Journal, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-panel")
        self.setAccessibleName(self.tr("Log of what happened"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Uniform rows keep appending and scrolling cheap however long the log grows;
        # a long line shows whole in its tooltip.
        self.setUniformItemSizes(True)
        # Long lines are cut short ("..."), so a horizontal bar is never wanted: without
        # this one came and went at each line added, resizing the list (a repaint of all).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._bar = SteadyScrollBar(Qt.Orientation.Vertical, self)
        self.setVerticalScrollBar(self._bar)
        self.theme = LIGHT
        # The newest line is shown once a burst of lines is laid out (a replay logs many),
        # in the same pass as the scroll bar's new range: its handle, already at the end,
        # then seldom moves, and the bar and the dock beneath it are not repainted.
        self._to_end = False
        self._height = 0  # the viewport's height when the lines were last laid out
        self._document = document  # whose names a line isolates (look/plain_text.py)
        journal.events_logged.connect(self.add_events)
        journal.summary_logged.connect(self.add_summary)
        journal.refused.connect(self.add_refusal)
        document.restarted.connect(self.clear)  # New and Open start a fresh log
        self.itemDoubleClicked.connect(self._show_rule)

    def add_events(self, events: list[Event]) -> None:
        self._append(*self._lines(events))

    def _lines(self, events: list[Event], indent: str = "") -> list[QListWidgetItem]:
        """The Log's lines for one operation's events: each event, then the line's note."""
        items = [self._event_item(event, indent) for event in events]
        # The line's comment, once after its events: the step's note.
        comment = next((e.comment for e in events if e.comment), None)
        if comment:
            said = note_said(isolated(comment))
            item = QListWidgetItem(indent + said)
            item.setToolTip(literal_html(said))
            item.setData(KIND_ROLE, "note")
            self._colour(item)
            items.append(item)
        return items

    def _event_item(self, event: Event, indent: str = "") -> QListWidgetItem:
        text = self._shown(event.text)
        item = QListWidgetItem(indent + text)
        tip = text if event.rule is None else self.tr("{0}\n\nRule: {1}").format(text, event.rule)
        item.setToolTip(literal_html(tip))
        item.setData(KIND_ROLE, event.kind)
        item.setData(RULE_ROLE, event.rule)
        self._colour(item)
        return item

    def add_summary(self, summary: Event, details: Sequence[list[Event]], lines: int) -> None:
        """One line for a jump or a replay; its steps' `lines` (`details`, by step) on a
        double-click."""
        item = self._event_item(summary)
        item.setData(DETAILS_ROLE, Details(details))
        item.setData(SHOWN_ROLE, 0)  # how many of its lines show beneath it
        if lines:
            more = self.tr("Double-click to show the %Ln line(s) of its steps", "", lines)
            text = item.text()  # the line as shown (a summary has no indent)
            item.setToolTip(literal_html(self.tr("{0}\n\n{1}").format(text, more)))
        self._append(item)

    def details(self, row: int) -> list[Event]:
        """The events a summary line stands for (none for any other line)."""
        item = self.item(row)
        groups = _details(item)
        return [event for events in groups for event in events]

    def _toggle_details(self, item: QListWidgetItem) -> None:
        row, shown = self.row(item), item.data(SHOWN_ROLE) or 0
        if shown:
            for _ in range(shown):
                self.takeItem(row + 1)
            item.setData(SHOWN_ROLE, 0)
            return
        # Each step's lines, as they read when played one by one (a note after its step).
        lines: list[QListWidgetItem] = []
        for events in _details(item):
            lines.extend(self._lines(events, indent="    "))
        for n, line in enumerate(lines, start=1):
            self.insertItem(row + n, line)
        item.setData(SHOWN_ROLE, len(lines))

    def rule_at(self, row: int) -> str | None:
        """The tag of the rule line `row` applied, None for a line of no rule."""
        item = self.item(row)
        return item.data(RULE_ROLE) if item is not None else None

    def _show_rule(self, item: QListWidgetItem) -> None:
        if _details(item):
            self._toggle_details(item)
        else:
            self.rule_wanted.emit(item.data(RULE_ROLE) or "")

    def _shown(self, text: str) -> str:
        """Words the rules made, their names isolated (the board's they were said of)."""
        return names_isolated(text, self._document.board)

    def add_refusal(self, reason: str) -> None:
        item = QListWidgetItem(self.tr("Refused: {0}").format(self._shown(reason)))
        item.setData(KIND_ROLE, "refused")
        self._colour(item)
        self._append(item)

    def add_expectation(self, text: str, met: bool) -> None:
        """An expectation line of a replayed file, met (quiet) or not met (as a refusal)."""
        item = QListWidgetItem(text)
        item.setToolTip(literal_html(text))
        item.setData(KIND_ROLE, "expectation_met" if met else "expectation_not_met")
        self._colour(item)
        self._append(item)

    def add_message(self, text: str) -> None:
        self._append(QListWidgetItem(text))

    def set_theme(self, theme: Theme) -> None:
        """Quiet and refused lines in the scheme's colours, the lines already shown too."""
        self.theme = theme
        for i in range(self.count()):
            self._colour(self.item(i))

    def _colour(self, item: QListWidgetItem) -> None:
        kind = item.data(KIND_ROLE)
        if kind in QUIET_KINDS:
            item.setForeground(QBrush(self.theme.quiet_text))
        elif kind in ("refused", "expectation_not_met"):
            item.setForeground(QBrush(self.theme.refusal_text))

    def _append(self, *items: QListWidgetItem) -> None:
        for item in items:
            self.addItem(item)
        if self.count() > MAX_ENTRIES:
            self.model().removeRows(0, self.count() - TRIMMED_TO)
        self._to_end = True
        self.executeDelayedItemsLayout()  # now, so that only these lines repaint

    def updateGeometries(self) -> None:
        bar = self._bar
        # A Log read at its end stays there when it is resized; a summary unfolded stays
        # where it was, its lines beneath it.
        height, self._height = self._height, self.viewport().height()
        follow = self._to_end or (bar.value() == bar.maximum() and height != self._height)
        with bar.held():  # the new range and the end shown, judged together
            super().updateGeometries()
            if follow:
                self._to_end = False
                bar.setValue(bar.maximum())

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
