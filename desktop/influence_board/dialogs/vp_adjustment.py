"""The dialog of Game > Adjust VP (and a scoreboard chip's Adjust VP): who, how many VP
(a loss is negative) and why, the usual reasons offered (RULES.md §8). It only asks; the
window makes the answer an AdjustVp operation, which the rules may still refuse.

The reason is the player's own words, kept as written (DESIGN.md: a name-like text, in the
operation, the Log, the History and the game file): the usual reasons are offered in the
language in use and the one chosen is kept in it, as a reason typed in would be. Nothing
reads a reason back as a key, and a game file keeps its table's words in any language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from ..rules.limits import MAX_COUNT
from ..rules.rulebook import usual_reasons


class VpAdjustmentDialog(QDialog):
    def __init__(
        self,
        players: Sequence[tuple[str, str]],
        player: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("vp-adjustment-dialog")
        self.setWindowTitle(self.tr("Adjust VP"))
        form = QFormLayout(self)
        self.player = QComboBox(self)
        for pid, name in players:
            self.player.addItem(name, pid)
        if player is not None and (i := self.player.findData(player)) >= 0:
            self.player.setCurrentIndex(i)
        form.addRow(self.tr("&Player:"), self.player)
        self.amount = QSpinBox(self)
        self.amount.setRange(-MAX_COUNT, MAX_COUNT)
        self.amount.setValue(1)
        self.amount.setAccessibleDescription(self.tr("VP gained; a loss is negative"))
        form.addRow(self.tr("&VP (a loss is negative):"), self.amount)
        self.reason = QComboBox(self)
        self.reason.setEditable(True)
        self.reason.addItems(usual_reasons())
        self.reason.setCurrentIndex(0)
        form.addRow(self.tr("&Reason:"), self.reason)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def answer(self) -> tuple[str, int, str]:
        return str(self.player.currentData()), self.amount.value(), self.reason.currentText()

    def _accept(self) -> None:
        _, delta, reason = self.answer()
        if delta == 0:
            self.problem.setText(self.tr("An adjustment gains or loses at least 1 VP."))
        elif not reason.strip():
            self.problem.setText(self.tr("Name the reason (Most money, THREAT, a card, …)."))
        else:
            self.accept()
