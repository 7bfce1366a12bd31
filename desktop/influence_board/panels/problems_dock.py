"""The Problems dock: errors and warnings about the position, live, each with its place
(the same JSON path and name as `influence-board check`) and a plain reason, which names a
slot as users count it, from 1. Choosing one selects its Region; the errors listed are
marked on the board too (scene/problem_marks.py, told by the window). Checks run shortly
after a change, not on every step of a burst of changes."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget

from ..document.board_document import Document
from ..look.plain_text import literal_html, names_isolated
from ..rules.validation import Problem, check
from ..text.wording import and_more, first_problems

DELAY_MS = 120
PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1
_REGION_PATH = re.compile(r"regions\[(\d+)\]")


class ValidationPanel(QListWidget):
    region_chosen = Signal(str)
    checked = Signal(int, int)  # errors, warnings
    errors_shown = Signal(object)  # list[Problem]: the errors listed, for the board's marks

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("validation-panel")
        self.setAccessibleName(self.tr("Problems with the position"))
        self.setUniformItemSizes(True)
        self.document = document
        self.problems: list[Problem] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        document.changed.connect(self._soon)  # any change of the position
        self.itemActivated.connect(self._chosen)
        self.itemClicked.connect(self._chosen)
        self._soon()  # the first check waits until the window is up

    def _soon(self, *_args: object) -> None:
        self._timer.start()

    def refresh(self) -> None:
        self._timer.stop()
        self.problems = check(self.document.board)
        self.clear()
        style = self.style()
        icons = {
            "error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        shown, left_out = first_problems(self.problems)  # 300,000 bad links: 51 rows
        board = self.document.board
        for problem in shown:
            said = (
                self.tr("{0}: {1}").format(problem.place, problem.message)
                if problem.place
                else problem.message
            )
            item = QListWidgetItem(icons[problem.severity], names_isolated(said, board))
            item.setData(PROBLEM_ROLE, problem)
            item.setToolTip(literal_html(names_isolated(str(problem), board)))
            self.addItem(item)
        if left_out:
            self.addItem(QListWidgetItem(and_more(left_out)))
        if not self.problems:
            self.addItem(QListWidgetItem(self.tr("No problems: the position is valid")))
        errors = sum(p.severity == "error" for p in self.problems)
        self.checked.emit(errors, len(self.problems) - errors)
        self.errors_shown.emit([p for p in shown if p.severity == "error"])

    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    def _chosen(self, item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM_ROLE)
        if problem is None:
            return
        match = _REGION_PATH.match(problem.path)
        regions = self.document.board.regions
        if match and int(match.group(1)) < len(regions):
            self.region_chosen.emit(regions[int(match.group(1))].id)
