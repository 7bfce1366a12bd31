"""The Options dock: every choice the acting player has now and what it gains, best first.

The list is rules/analysis/options.py's (the same as `influence-board options`), computed
again on the next turn of the event loop after the position, the acting player or setup
mode changes, so a burst of changes costs one computation, and not at all while the dock
is hidden. Hovering a row says which choice is hovered (`choice_hovered`, then `hover_ended`),
which the window has the board preview; double-click or Enter makes it, one undo step like
a click.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..document.game import Game
from ..document.play_state import PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.plain_text import isolated, literal_html, names_isolated, short_name
from ..rules import Add, Board, Region
from ..rules.analysis.options import (
    Choice,
    Option,
    Ranked,
    options,
    table_row,
    threat_text,
    threats,
)
from .model_index import Index

# The dock's columns: heading, index in rules.options.table_row, tooltip. The value comes
# first: in a dock as narrow as a laptop's, it is what a player compares.
COLUMNS = (
    (
        QT_TRANSLATE_NOOP("OptionsModel", "Value"),
        0,
        QT_TRANSLATE_NOOP(
            "OptionsModel", "VP now plus the change in what scoring the Region right now would give"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("OptionsModel", "VP now"),
        1,
        QT_TRANSLATE_NOOP("OptionsModel", "VP gained at once"),
    ),
    (QT_TRANSLATE_NOOP("OptionsModel", "Region"), 2, QT_TRANSLATE_NOOP("OptionsModel", "Where")),
    (QT_TRANSLATE_NOOP("OptionsModel", "What"), 3, QT_TRANSLATE_NOOP("OptionsModel", "The choice")),
    (
        QT_TRANSLATE_NOOP("OptionsModel", "Place"),
        5,
        QT_TRANSLATE_NOOP(
            "OptionsModel", "The player's place in the Region: before -> after (= shared)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("OptionsModel", "If scored"),
        4,
        QT_TRANSLATE_NOOP(
            "OptionsModel", "What scoring the Region right now would give: before -> after"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("OptionsModel", "Can score"),
        6,
        QT_TRANSLATE_NOOP("OptionsModel", "Whether the Region can score: before -> after"),
    ),
    (
        QT_TRANSLATE_NOOP("OptionsModel", "Others"),
        7,
        QT_TRANSLATE_NOOP(
            "OptionsModel", "How the other players' score-now in that Region changes"
        ),
    ),
)
NUMBERS = {0, 1}  # columns of numbers, aligned right
# Value, Region, What and Place are always shown; the others, in this order, as long as
# they fit beside them (a laptop's dock has room for none). A row's tooltip says them all.
ALWAYS = (0, 2, 3, 4)
SPARE = (1, 5, 6, 7)
STRETCHED = (2, 3)  # Region and What share what the others leave: elided, never scrolled
# A typical cell of each column, for its width: a longer Region name or choice is elided
# (the row's tooltip has it whole), so Value, Region, What and Place fit a 340 px dock.
SAMPLES = (
    "-00",
    "00",
    "Central Asia",
    "add temporary",
    "00th= -> 00th=",
    "00 -> 00",
    "no -> yes",
    "",
)


def heading(column: int) -> str:
    """A column's heading, in the language in use."""
    return QCoreApplication.translate("OptionsModel", COLUMNS[column][0])


class OptionsModel(QAbstractTableModel):
    """The options of one player as rows."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.options: list[Option] = []
        self._board: Board | None = None
        self._cells: dict[int, list[str]] = {}  # written when a row is first shown

    def set_options(self, found: list[Option], board: Board | None) -> None:
        self.beginResetModel()
        self.options, self._board = found, board
        self._cells.clear()
        self.endResetModel()

    def cells(self, row: int) -> list[str]:
        cells = self._cells.get(row)
        if cells is None:
            assert self._board is not None
            said = table_row(self._board, self.options[row])
            cells = self._cells[row] = [names_isolated(cell, self._board) for cell in said]
        return cells

    def row_text(self, row: int) -> str:
        """Every column of a row, one a line, under its heading (as text, never markup)."""
        cells = self.cells(row)
        return "\n".join(
            self.tr("{0}: {1}", "a column's heading and a row's cell").format(
                heading(column), cells[COLUMNS[column][1]]
            )
            for column in range(len(COLUMNS))
        )

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.options)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.cells(index.row())[COLUMNS[index.column()][1]]
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole row: elided and hidden cells
            return literal_html(self.row_text(index.row()))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in NUMBERS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return heading(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("OptionsModel", COLUMNS[section][2])
        return None


class OptionsTable(QTableView):
    """Enter makes the current row's choice (double-click does too, through the panel).
    Its columns fit its width: the SPARE ones are hidden when they would not fit."""

    def __init__(self, panel: OptionsPanel) -> None:
        super().__init__(panel)
        self._panel = panel
        self.widths: list[int] = []  # each column's, from its heading and its sample

    def fit_columns(self) -> None:
        room = self.viewport().width() - sum(self.widths[c] for c in ALWAYS)
        fits = True
        for column in SPARE:  # in order: a later one is not shown before an earlier one
            fits = fits and self.widths[column] <= room
            room -= self.widths[column] if fits else 0
            self.setColumnHidden(column, not fits)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.widths:
            self.fit_columns()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._panel.perform_row(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class OptionsPanel(QWidget):
    choice_hovered = Signal(object)  # the Choice of the row under the mouse or the keyboard
    hover_ended = Signal()  # no row is hovered any more

    def __init__(self, game: Game, play: PlayState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options-panel")
        self.game = game
        self.play = play
        self.model = OptionsModel(self)
        self._stale = True
        self._shown = False  # the dock is in front (not behind another tab): `set_shown`
        # Each Region's options for the player and the board they were computed on: a
        # step changes one Region, so one Region is computed again (rules' `options`).
        self._known: dict[str, tuple[Region, Ranked]] = {}
        self._known_for: tuple[object, ...] = ()
        self._hovered: int | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.refresh)

        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # player names are the file's text
        self.title.setWordWrap(True)
        # What each opponent's best choice now would take from the acting player: asked
        # for (one list of options per opponent), and worked out only when shown.
        self.threats_box = QCheckBox(self.tr("What the others' best choices would take"), self)
        self.threats_box.toggled.connect(lambda _on: self.schedule())
        self.threats = QLabel(self)
        self.threats.setObjectName("options-threats")
        self.threats.setTextFormat(Qt.TextFormat.PlainText)
        self.threats.setWordWrap(True)
        self.threats.hide()
        self.table = OptionsTable(self)
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Options of the acting player"))
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setMouseTracking(True)  # rows report the hover (entered)
        # Fixed sizes: measuring every row after each change would cost more than the
        # options themselves on a big board.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # One line a row, as in the other docks' lists: more choices in a laptop's dock.
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        metrics = self.table.fontMetrics()
        for column, sample in enumerate(SAMPLES):
            title = heading(column)
            width = max(metrics.horizontalAdvance(title), metrics.horizontalAdvance(sample))
            self.table.widths.append(width + 18)
            header.resizeSection(column, width + 18)
        for column in STRETCHED:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.fit_columns()
        self.table.entered.connect(self._row_hovered)
        self.table.doubleClicked.connect(lambda index: self.perform_row(index.row()))
        self.table.viewport().installEventFilter(self)
        self.table.installEventFilter(self)  # leaving the table by keyboard ends the mark
        # Moving through the rows with the keyboard marks them too, as the mouse does.
        self.table.selectionModel().currentRowChanged.connect(self._current_row_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.threats_box)
        layout.addWidget(self.threats)

        game.document.changed.connect(self.schedule)  # the options of the position
        play.acting_changed.connect(self.schedule)
        play.setup_mode_changed.connect(self.schedule)

    # -- keeping the list live --------------------------------------------------------------

    def schedule(self, *_args: object) -> None:
        """The list is out of date: compute it once the burst of changes is over, and only
        if the dock is seen (a dock behind another tab counts as visible to Qt)."""
        self._stale = True
        self._end_hover()
        if self._shown:
            self._timer.start()

    def set_shown(self, on: bool) -> None:
        """The dock came to the front (True) or went behind a tab or away (False)."""
        self._shown = on
        if on and self._stale:
            self._timer.start()

    def refresh(self) -> None:
        self._stale = False
        self._end_hover()
        board = self.game.document.board
        acting = self.play.acting
        if not board.is_player(acting):
            if board.local_power is not None and acting == board.local_power.id:
                text = self.tr(
                    "{0} is the local power: it takes a place in majorities but makes no choices."
                ).format(isolated(short_name(board.name_of(acting))))
            else:
                text = self.tr("No player acts: the board has no players.")
            self.title.setText(text)
            self.model.set_options([], None)
            self.threats.hide()
            return
        known_for = (acting, board.participants(), tuple(r.id for r in board.regions))
        if known_for != self._known_for:
            self._known, self._known_for = {}, known_for
        found = options(board, acting, self._known)
        name = isolated(short_name(board.name_of(acting)))  # a 10,000-letter name cannot wrap
        text = self.tr(
            "Options for {0} ({1} VP now), best first: %Ln choice(s). "
            "Double-click or Enter makes one.",
            "",
            len(found),
        ).format(name, QLocale().toString(board.vp_of(acting)))
        if self.play.setup_mode:
            text += " " + self.tr("Setup mode is on: a placement made here scores nothing.")
        self.title.setText(text)
        self.model.set_options(found, board)
        self._show_threats(board, acting)

    def _show_threats(self, board: Board, acting: str) -> None:
        on = self.threats_box.isChecked()
        self.threats.setVisible(on)
        if on:
            lines = [
                names_isolated(threat_text(board, acting, other, best, taken), board)
                for other, best, taken in threats(board, acting)
            ]
            self.threats.setText("\n".join(lines) or self.tr("No other player"))

    # -- hover and choose -------------------------------------------------------------------

    def choice(self, row: int) -> Choice:
        """The operation of a row as a click would make it (no VP in setup mode)."""
        op = self.model.options[row].op
        if isinstance(op, Add) and self.play.setup_mode:
            op = replace(op, setup=True)
        return op

    def _row_hovered(self, index: QModelIndex) -> None:
        row = index.row()
        if row == self._hovered or row >= self.model.rowCount():
            return
        self._hovered = row
        self.choice_hovered.emit(self.choice(row))

    def _current_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self.table.hasFocus() and current.isValid():
            self._row_hovered(current)

    def _end_hover(self) -> None:
        if self._hovered is not None:
            self._hovered = None
            self.hover_ended.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Leave, QEvent.Type.FocusOut):
            self._end_hover()
        return super().eventFilter(watched, event)

    def perform_row(self, row: int) -> bool:
        if not 0 <= row < self.model.rowCount():
            return False
        return self.game.perform(self.choice(row))
