"""The Compare dock: what differs between the two positions compared, as a table of VP and
places per player, then every difference in a line (the text of `influence-board diff`).
The Regions that differ are outlined on the board by the comparison itself."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..document.comparison import Comparison
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.plain_text import isolated, names_isolated
from ..rules.analysis.diff import PlaceChange, lines, place_changes
from ..rules.majority import ordinal

HEADINGS = (
    QT_TRANSLATE_NOOP("ComparePanel", "What"),
    QT_TRANSLATE_NOOP("ComparePanel", "Who"),
    "A",  # the two positions' letters, as the title and `diff` name them
    "B",
    QT_TRANSLATE_NOOP("ComparePanel", "Change"),
)
# How a participant's place moved, as the Change column says it.
MOVES = {
    "enters": QT_TRANSLATE_NOOP("ComparePanel", "enters"),
    "leaves": QT_TRANSLATE_NOOP("ComparePanel", "leaves"),
    "up": QT_TRANSLATE_NOOP("ComparePanel", "up"),
    "down": QT_TRANSLATE_NOOP("ComparePanel", "down"),
}
# While a comparison is shown, the dock keeps room for this many rows of the table and
# lines of the list: tabbed with the Log on a laptop, it showed less than one row.
SHOWN_ROWS = 4
SHOWN_LINES = 2


def _tr(text: str) -> str:
    return QCoreApplication.translate("ComparePanel", text)


class ComparePanel(QWidget):
    def __init__(self, comparison: Comparison, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare-panel")
        self.comparison = comparison
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # labels hold file and step names
        self.title.setWordWrap(True)
        self.clear_button = QPushButton(self.tr("Clear Comparison"), self)
        self.clear_button.clicked.connect(comparison.clear)
        self.table = QTableWidget(0, len(HEADINGS), self)
        self.table.setHorizontalHeaderLabels([_tr(h) for h in HEADINGS])
        self.table.setAccessibleName(self.tr("Differences in VP and places"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        rows = self.table.verticalHeader()  # one line a row, as in the other docks' lists
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.details = QPlainTextEdit(self)  # plain text: names are never read as markup
        self.details.setReadOnly(True)
        self.details.setTabChangesFocus(True)  # Tab moves on, as in every other panel
        self.details.setAccessibleName(self.tr("Every difference, one a line"))

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.details, 1)
        comparison.changed.connect(self.show_comparison)
        self.show_comparison()

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The table's rows: VP per player, then places per Region and participant."""
        c = self.comparison
        if c.a is None or c.found is None:
            return []
        a, b = c.a, c.board_b()
        out = []
        for player, va, vb in c.found.vp:
            name = (a if a.is_participant(player) else b).name_of(player)
            change = f"{vb - va:+d}" if va is not None and vb is not None else ""
            out.append((self.tr("VP"), name, _number(va), _number(vb), change))
        for rd in c.found.regions:
            region = a.region(rd.region).name
            for pc in place_changes(rd):
                name = (a if a.is_participant(pc.owner) else b).name_of(pc.owner)
                out.append(
                    (
                        self.tr("Place in {0}").format(isolated(region)),
                        name,
                        _place(pc.a),
                        _place(pc.b),
                        _moved(pc),
                    )
                )
        return out

    def show_comparison(self) -> None:
        c = self.comparison
        self.clear_button.setEnabled(c.active)
        if c.a is None or c.found is None:
            self.title.setText(
                self.tr(
                    "No comparison. History: right-click a step, Compare with Current; "
                    "or View > Compare With File…"
                )
            )
            self.table.setRowCount(0)
            self.details.setPlainText("")
            self._keep_room(0)
            return
        found = c.found
        count = len(found.regions)
        same = self.tr("The positions are the same.")
        what = same if found.same else self.tr("%n Region(s) differ.", "", count)
        a, b = c.a, c.board_b()
        label_a, label_b = (names_isolated(label, a, b) for label in (c.label_a, c.label_b))
        self.title.setText(self.tr("A: {0}\nB: {1}\n{2}").format(label_a, label_b, what))
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, col, item)
        text = names_isolated("\n".join(lines(a, b, found, "A", "B")), a, b)
        self.details.setPlainText(text or same)
        self._keep_room(len(rows))

    def _keep_room(self, rows: int) -> None:
        """Room for the title, the heading and up to SHOWN_ROWS rows of the table and
        SHOWN_LINES lines of the list, as minimum heights: the window's dock layout takes it
        from the docks above. Without a comparison, small enough that the Log's row (the
        Compare dock is tabbed with it) may be short on a laptop."""
        if not rows:
            self.title.setMinimumHeight(0)
            for part in (self.table, self.details):
                part.setMinimumHeight(24)
            return
        # A wrapped label's lines are no part of its minimum size: a long step name would
        # push the list under the dock's edge. Its height at its width is (`resizeEvent`).
        self.title.setMinimumHeight(self.title.heightForWidth(self.title.width()))
        frame = 2 * self.table.frameWidth()
        header = self.table.horizontalHeader().sizeHint().height()
        shown = min(rows, SHOWN_ROWS) * self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(frame + header + shown)
        margins = self.details.contentsMargins()  # the frame's
        document = 2 * self.details.document().documentMargin()
        lines = SHOWN_LINES * self.details.fontMetrics().lineSpacing()
        self.details.setMinimumHeight(int(margins.top() + margins.bottom() + document + lines) + 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # the layout has placed the title at its new width
        self._keep_room(self.table.rowCount())


def _number(value: int | None) -> str:
    return "-" if value is None else str(value)


def _place(place: int | None) -> str:
    return "-" if place is None else ordinal(place)


def _moved(pc: PlaceChange) -> str:
    if pc.a is None:
        move = "enters"
    elif pc.b is None:
        move = "leaves"
    else:
        move = "up" if pc.b < pc.a else "down"
    return _tr(MOVES[move])
