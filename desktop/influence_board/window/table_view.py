"""View > Table View (F11): the board and the scoreboard on the whole screen, for a laptop or
a TV at the table. The docks, the menu bar and the other toolbars step aside, the scores are
drawn large enough to read across the table and the board is fitted anew; every gesture
and key on the board still works. F11 or Esc leaves it, and the window comes back exactly
as it was (its docks, size and place).

This object is the mode's one owner: it also remembers it for the next start, so whichever
way the mode is entered or left (F11, the menu, Esc), the next start follows.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QToolBar

from ..files import settings as remembered
from ..panels.scoreboard_bar import Scoreboard
from .board_view import BoardView
from .docks import LAYOUT_VERSION, Docks

SCORES_SCALE = 1.8  # the scoreboard's text, read from across a table


class TableView(QObject):
    changed = Signal(bool)  # on or off

    def __init__(
        self, window: QMainWindow, docks: Docks, scoreboard: Scoreboard, view: BoardView
    ) -> None:
        super().__init__(window)
        self._window = window
        self._docks, self._scoreboard, self._view = docks, scoreboard, view
        self._normal: tuple[QByteArray, QByteArray] | None = None  # geometry, docks' state
        self._hidden: list[QToolBar] = []
        self._leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._leave.setContext(Qt.ShortcutContext.WindowShortcut)
        self._leave.setEnabled(False)  # Esc is the board's own outside the table view
        self._leave.activated.connect(lambda: self.set_on(False))

    @property
    def on(self) -> bool:
        return self._normal is not None

    def resume(self) -> None:
        """At a start: Table View again when the last window was left in it."""
        if remembered.table_view():
            self.set_on(True)

    def normal_layout(self) -> tuple[QByteArray, QByteArray] | None:
        """The window's geometry and docks' state from before the table view, to keep."""
        return self._normal

    def set_on(self, on: bool) -> None:
        if on == self.on:
            return
        window, scoreboard = self._window, self._scoreboard
        if on:
            self._normal = (window.saveGeometry(), window.saveState(LAYOUT_VERSION))
            for dock in self._docks.all():
                dock.hide()
            scores = scoreboard.parentWidget()
            self._hidden = [
                bar
                for bar in window.findChildren(QToolBar)
                if bar.isVisible() and bar is not scores
            ]
            for bar in self._hidden:
                bar.hide()
            window.menuBar().hide()
            scoreboard.set_scale(SCORES_SCALE)
            window.showFullScreen()
        else:
            geometry, state = self._normal or (QByteArray(), QByteArray())
            self._normal = None
            scoreboard.set_scale(1.0)
            window.menuBar().show()
            for bar in self._hidden:
                bar.show()
            self._hidden = []
            window.showNormal()
            window.restoreGeometry(geometry)
            window.restoreState(state, LAYOUT_VERSION)
        self._leave.setEnabled(on)
        remembered.set_table_view(on)
        self._view.zoom_to_fit()
        self._view.setFocus()
        self.changed.emit(on)
