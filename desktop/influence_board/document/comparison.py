"""Comparing two positions: two steps of the history, or the current position and a file.

The comparison is rules/analysis/diff.py's (the same as `influence-board diff`); this
object holds which two positions are compared and what differs, for the Compare dock and
the board's compare marks (the window shows them when `changed` says so). When one side
is the current position it follows the game: every change compares again, once the burst
of changes is over.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import Board
from ..rules.formats.position_file import load_position
from ..rules.formats.scenario import ScenarioError
from .board_document import Document
from .step_list import StepList

if TYPE_CHECKING:
    from ..rules.analysis.diff import Diff

CURRENT = QT_TRANSLATE_NOOP("Comparison", "the current position")  # translated when shown


class Comparison(QObject):
    changed = Signal()  # a comparison began, was compared again, or was cleared
    begun = Signal()  # two positions were chosen to compare (after `changed`)
    failed = Signal(str, str, str)  # title, text, details

    def __init__(self, document: Document, steps: StepList, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.steps = steps
        self.a: Board | None = None
        self.b: Board | None = None  # None: the current position, followed live
        self.label_a = self.label_b = ""
        self.found: Diff | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._compare)
        # Every change of the position, once a step: its Regions, VP and round all compare.
        document.changed.connect(self._position_changed)
        # A new game or file: the steps compared are gone with the old history.
        document.restarted.connect(self.clear)

    @property
    def active(self) -> bool:
        return self.a is not None

    def board_b(self) -> Board:
        return self.document.board if self.b is None else self.b

    def compare(
        self, a: Board, label_a: str, b: Board | None = None, label_b: str | None = None
    ) -> None:
        """Compare position A with B (None: the current position, as it changes)."""
        self.a, self.label_a = a, label_a
        self.b = b
        self.label_b = label_b if label_b is not None else self.tr(CURRENT)
        self._compare()
        self.begun.emit()

    def compare_step_with_current(self, index: int) -> None:
        """Step `index` of the History (0: the start) against the current position."""
        self.compare(self.steps.board_at(index), self.step_label(index))

    def compare_steps(self, first: int, second: int) -> None:
        """Two steps of the history: both stay as they were, whatever is played next."""
        self.compare(
            self.steps.board_at(first),
            self.step_label(first),
            self.steps.board_at(second),
            self.step_label(second),
        )

    def step_label(self, index: int) -> str:
        """A step's name as the History dock shows it."""
        if index == 0:
            return self.tr("the start of the game")
        return self.tr("step {0} ({1})").format(index, self.steps.text_at(index))

    def compare_with_file(self, path: str | Path) -> bool:
        """A scenario or game file (A) against the current position (B), which is followed as it
        changes. On bad input say where and why, and leave any comparison as it was."""
        try:
            board = load_position(path)  # a game file: its current step
        except ScenarioError as exc:
            self.failed.emit(
                self.tr("Cannot compare"),
                self.tr("{0} cannot be read.").format(Path(path).name),
                exc.describe(),
            )
            return False
        self.compare(board, Path(path).name)
        return True

    def clear(self) -> None:
        self.a = self.b = self.found = None
        self.label_a = self.label_b = ""
        self.changed.emit()

    def badges(self) -> dict[str, str]:
        """What to mark on the board: each Region that differs, with its badge (places
        gained and lost, cubes gained, lost or moved); none while nothing is compared."""
        if self.a is None or self.found is None:
            return {}
        from ..rules.analysis.diff import badges

        return badges(self.a, self.board_b(), self.found)

    def _position_changed(self, *_args: object) -> None:
        # The current position moved on, or the tracks were built anew: compare (and mark)
        # again, once for a burst of changes.
        if self.active:
            self._timer.start()

    def _compare(self) -> None:
        if self.a is None:
            return
        # Only once something is compared: the window starts without them.
        from ..rules.analysis.diff import diff

        self.found = diff(self.a, self.board_b())
        self.changed.emit()
