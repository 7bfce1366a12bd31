"""The Log dock: every event of every operation in plain words, refusals and "no change"
included, newest at the bottom; a step's note after its lines. A double-click (or Enter)
on a line opens Help > Rules at the rule its event applied (the event's tag,
rules/rulebook.py).

Some lines stand for many (a summary): a replay (beneath it, what `influence-board
replay` prints, line by line with the file's line numbers), a jump through the history
(each step passed, with what it did), an undo or a redo (what the step did). Their lines
show beneath them up to a few hundred, and a double-click or Enter folds and unfolds
them. Copy and Save Log As give the lines as plain text, a replay's exactly as `replay`
prints them."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QListWidgetItem, QWidget

from ..document.board_document import Document
from ..document.journal import Journal, Said
from ..look.plain_text import isolated, literal_html, names_isolated
from ..look.themes import LIGHT, Theme
from ..rules import Event
from ..rules.formats.replay_report import line_text
from ..rules.history.words import note_said, refused
from ..rules.rulebook import tag_said
from .appending_list import AppendingList
from .steady_sliders import SteadyScrollBar

MAX_ENTRIES = 5000
# Past its most lines the Log lets its oldest go down to this many, at once: every line
# shown moves up and is painted again, once in a few hundred lines rather than at each.
TRIMMED_TO = 4500
OPEN_UP_TO = 300  # a summary's lines show beneath it at once up to this many
KIND_ROLE = Qt.ItemDataRole.UserRole  # an entry's event kind, for its colour
RULE_ROLE = Qt.ItemDataRole.UserRole + 1  # the tag of the rule the entry's event applied
DETAILS_ROLE = Qt.ItemDataRole.UserRole + 2  # a summary's lines, by operation
SHOWN_ROLE = Qt.ItemDataRole.UserRole + 3  # how many of a summary's lines are shown
PLAIN_ROLE = Qt.ItemDataRole.UserRole + 4  # the line as plain text (Copy, Save Log As)
SAID_ROLE = Qt.ItemDataRole.UserRole + 5  # the line's words alone (no line number, no fold)
QUIET_KINDS = {"no_change", "no_score", "undo", "redo", "note", "expectation_met"}
MOVES = ("undo", "redo")  # a step's lines beneath these read one level further in
INDENT = "    "
FOLDED = "\N{BLACK RIGHT-POINTING SMALL TRIANGLE}"  # a summary's lines hidden
UNFOLDED = "\N{BLACK DOWN-POINTING SMALL TRIANGLE}"  # ... shown beneath it


@dataclass(frozen=True, slots=True)
class Details:
    """A summary line's lines, by operation, kept as they are: a list set as an item's
    data Qt copies item by item into a list of its own (1 ms for a long jump's), and a
    jump's are made only when read (document/commands.py PassedSteps)."""

    groups: Sequence[Said]


def _details(item: QListWidgetItem | None) -> Sequence[Said]:
    kept = item.data(DETAILS_ROLE) if item is not None else None
    return kept.groups if isinstance(kept, Details) else ()


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the Log, before it is an item: its words (`said`), the operation
    file's line number it came from (a replay's), how far in it reads, and the event's
    kind and rule."""

    said: str
    kind: str | None = None
    rule: str | None = None
    line: int | None = None
    depth: int = 0
    note: str | None = None  # a note line's note, which is isolated whole when shown

    @property
    def plain(self) -> str:
        """As plain text: a replay's line as `replay` prints it (rules/formats)."""
        if self.line is not None:
            return line_text(self.line, self.said)
        return INDENT * self.depth + self.said


def said_lines(groups: Sequence[Said], depth: int) -> Iterator[Line]:
    """The Log's lines for operations' events, each group's note once after its events;
    after an undo or redo line, the step's own lines one level further in."""
    for events, line in groups:
        inner = depth
        for event in events:
            yield Line(event.text, event.kind, event.rule, line, inner)
            if event.kind in MOVES:
                inner = depth + 1
        comment = next((e.comment for e in events if e.comment), None)
        if comment:
            yield Line(note_said(comment), "note", None, line, depth, comment)


class LogPanel(AppendingList):
    rule_wanted = Signal(str)  # a line was double-clicked: show this rule (a tag, or "")

    def __init__(self, document: Document, journal: Journal, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-panel")
        self.setAccessibleName(self.tr("Log of what happened"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Uniform rows keep appending and scrolling cheap however long the log grows; a
        # long line shows whole in its tooltip and in the pane beneath (log_line.py).
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
        journal.kept.connect(self.add_message)
        document.restarted.connect(self.clear)  # New and Open start a fresh log
        self.itemDoubleClicked.connect(self._open)
        # Its menu: Copy and Select All, then the window's Save Log As (add_file_action).
        # Their keys are the list's own (keyPressEvent), shown beside them in the menu: as
        # shortcuts they would claim the window's Copy Position key.
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        for text, key, run in (
            (self.tr("&Copy"), QKeySequence.StandardKey.Copy, self.copy),
            (self.tr("Select &All"), QKeySequence.StandardKey.SelectAll, self.selectAll),
        ):
            shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
            action = QAction(f"{text}\t{shown}", self)
            action.triggered.connect(run)
            self.addAction(action)

    def add_file_action(self, action: QAction) -> None:
        """The window's Save Log As, in the Log's menu after its own."""
        separator = QAction(self)
        separator.setSeparator(True)
        self.addActions([separator, action])

    def add_events(self, events: list[Event]) -> None:
        self._append(*map(self._item, said_lines([Said(events)], 0)))

    def _item(self, line: Line) -> QListWidgetItem:
        # A note is the player's words, isolated whole; an event's, the names in it.
        said = self._shown(line.said) if line.note is None else note_said(isolated(line.note))
        text = said if line.line is None else self.tr("Line {0}: {1}").format(line.line, said)
        item = QListWidgetItem(INDENT * line.depth + text)
        rule = None if line.rule is None else tag_said(line.rule)
        tip = text if rule is None else self.tr("{0}\n\nRule: {1}").format(text, rule)
        item.setToolTip(literal_html(tip))
        item.setData(KIND_ROLE, line.kind)
        item.setData(RULE_ROLE, line.rule)
        item.setData(PLAIN_ROLE, line.plain)
        item.setData(SAID_ROLE, text)
        self._colour(item)
        return item

    def add_summary(self, summary: Event, details: Sequence[Said], lines: int) -> None:
        """One line for many (a replay, a jump, an undo or redo); the `lines` beneath it
        (`details`, by operation; -1: not counted) show at once up to OPEN_UP_TO."""
        item = self._item(Line(summary.text, summary.kind, summary.rule))
        if not details:
            self._append(item)
            return
        item.setData(DETAILS_ROLE, Details(details))
        shown = self._detail_items(details) if 0 <= lines <= OPEN_UP_TO else []
        item.setData(SHOWN_ROLE, len(shown))  # how many of its lines show beneath it
        self._fold_mark(item)
        self._append(item, *shown)

    def _detail_items(self, details: Sequence[Said]) -> list[QListWidgetItem]:
        return [self._item(line) for line in said_lines(details, 1)]

    def _fold_mark(self, item: QListWidgetItem) -> None:
        """A summary's line begins with whether its lines show; the tooltip says how."""
        said = item.data(SAID_ROLE)
        shown = bool(item.data(SHOWN_ROLE))
        how = self._fold_words(shown)
        item.setText(f"{UNFOLDED if shown else FOLDED} {said}")
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, how)
        item.setToolTip(literal_html(self.tr("{0}\n\n{1}").format(said, how)))

    def _fold_words(self, shown: bool) -> str:
        if shown:
            return self.tr("Its lines show beneath it: double-click or Enter hides them")
        return self.tr("Double-click or Enter to show its lines beneath it")

    def details(self, row: int) -> list[Event]:
        """The events a summary line stands for (none for any other line)."""
        return [event for said in _details(self.item(row)) for event in said.events]

    def _toggle_details(self, item: QListWidgetItem) -> None:
        row, shown = self.row(item), item.data(SHOWN_ROLE) or 0
        if shown:
            self.model().removeRows(row + 1, shown)
            item.setData(SHOWN_ROLE, 0)
        else:
            lines = self._detail_items(_details(item))
            for n, line in enumerate(lines, start=1):
                self.insertItem(row + n, line)
            item.setData(SHOWN_ROLE, len(lines))
        self._fold_mark(item)

    def rule_at(self, row: int) -> str | None:
        """The tag of the rule line `row` applied, None for a line of no rule."""
        item = self.item(row)
        return item.data(RULE_ROLE) if item is not None else None

    def _open(self, item: QListWidgetItem) -> None:
        """A double-click or Enter: a summary folds or unfolds, a line shows its rule."""
        if _details(item):
            self._toggle_details(item)
        else:
            self.rule_wanted.emit(item.data(RULE_ROLE) or "")

    def _shown(self, text: str) -> str:
        """Words the rules made, their names isolated (the board's they were said of)."""
        return names_isolated(text, self._document.board)

    def add_refusal(self, reason: str) -> None:
        self._append(self._item(Line(refused(reason), "refused")))

    def add_message(self, text: str) -> None:
        self._append(self._item(Line(text)))

    # -- as plain text ---------------------------------------------------------------------

    def plain_text(self, rows: Sequence[int] | None = None) -> str:
        """The lines at `rows` (all: None) as plain text, a folded summary's lines with it:
        what Copy and Save Log As give, a replay's lines as `replay` prints them."""
        out: list[str] = []
        for row in range(self.count()) if rows is None else sorted(rows):
            item = self.item(row)
            out.append(item.data(PLAIN_ROLE) or item.text())
            if _details(item) and not item.data(SHOWN_ROLE):
                out.extend(line.plain for line in said_lines(_details(item), 1))
        return "".join(f"{line}\n" for line in out)

    def copy(self) -> None:
        """The selected lines (or the current one) to the clipboard, as plain text."""
        rows = [index.row() for index in self.selectedIndexes()] or [self.currentRow()]
        if rows != [-1]:
            QGuiApplication.clipboard().setText(self.plain_text(rows))

    def event(self, e: QEvent) -> bool:
        # The Log's Copy before the window's (Copy Position) while the Log has the keys.
        if (
            isinstance(e, QKeyEvent)
            and e.type() == QEvent.Type.ShortcutOverride
            and e.matches(QKeySequence.StandardKey.Copy)
        ):
            e.accept()
            return True
        return super().event(e)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.matches(QKeySequence.StandardKey.Copy):
            self.copy()
            return
        item = self.currentItem()
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self._open(item)
            return
        super().keyPressEvent(e)

    # -- look ------------------------------------------------------------------------------

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
