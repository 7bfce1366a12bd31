"""The window's status bar: a message for a while (what just happened, why the rules said
no), and two labels always in view: the VP change of the last step and who acts (with
setup mode)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from ..document.board_document import Document
from ..document.journal import Journal
from ..document.play_state import PlayState
from ..document.step_changes import StepChanges
from ..look.plain_text import isolated, names_isolated, short_name
from ..look.steady_size import SteadySize
from ..rules import Event
from ..rules.history.changes import Changes, vp_text

STATUS_TIMEOUT_MS = 8000
NOTE_TIMEOUT_MS = 15000  # a message also kept in the Log: longer to read


class StatusLine(QObject):
    def __init__(
        self,
        bar: QStatusBar,
        document: Document,
        journal: Journal,
        play: PlayState,
        step_changes: StepChanges,
    ) -> None:
        super().__init__(bar)
        self.bar = bar
        # Its own background: each message (one a step) would repaint the window beneath it.
        bar.setAutoFillBackground(True)
        self._document = document
        self._play = play
        self.step_vp_label = self._label()  # the VP change of the last step
        # Its text changes at nearly every step of a scoring game: a new text moves nothing
        # around it (look/steady_size.py).
        self._step_vp_size = SteadySize(self.step_vp_label)
        self.acting_label = self._label()
        journal.refused.connect(self.show_refusal)
        journal.said.connect(self.show)
        journal.kept.connect(lambda text: self.show(text, NOTE_TIMEOUT_MS))
        # A step's lines are the Log's: the status bar says the step once, by its name
        # (`said`), not its first line and then its name.
        journal.summary_logged.connect(self._show_summary)  # an undo, a redo, a jump, a replay
        document.board_replaced.connect(self.show_acting)  # who acts may have a new name
        play.acting_changed.connect(self.show_acting)
        play.setup_mode_changed.connect(self.show_acting)
        step_changes.changed.connect(self._show_step_vp)
        self.show_acting()

    def _label(self) -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are the file's text
        self.bar.addPermanentWidget(label)
        return label

    def show(self, text: str, timeout_ms: int = STATUS_TIMEOUT_MS) -> None:
        """A message for a while; the board's names in it isolated (an event or a refusal
        says them)."""
        self.bar.showMessage(names_isolated(text, self._document.board), timeout_ms)

    def show_refusal(self, reason: str) -> None:
        self.show(self.refusal(reason))

    def refusal(self, reason: str) -> str:
        """Why the rules said no, in the words the status bar shows and a reader hears."""
        return self.tr("Refused: {0}").format(reason)

    def _show_summary(self, summary: Event, _details: object, _lines: int) -> None:
        self.show(summary.text)

    def show_acting(self, *_args: object) -> None:
        """Who acts, and whether setup mode is on."""
        owner, board = self._play.acting, self._document.board
        mode = self.tr("  ·  setup mode: no scoring") if self._play.setup_mode else ""
        who = isolated(short_name(board.name_of(owner))) if owner else ""
        self.acting_label.setText(self.tr("Acting: {0}").format(who) + mode if owner else mode)

    def _show_step_vp(self, changes: Changes, _held: bool) -> None:
        text = names_isolated(vp_text(self._document.board, changes.vp), self._document.board)
        self.step_vp_label.setText(self.tr("VP this step: {0}").format(text) if text else "")
        self._step_vp_size.fit()
