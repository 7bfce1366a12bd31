"""The dialog of File > Export Animation: which steps of the line (from the start to its
end at first) and how long each is shown. It only asks; the file controller draws."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QWidget

from ..render.animation_file import DEFAULT_DELAY, MAX_DELAY, MIN_DELAY


class AnimationRangeDialog(QDialog):
    def __init__(self, steps: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("animation-range-dialog")
        self.setWindowTitle(self.tr("Export Animation"))
        form = QFormLayout(self)
        self.first = QSpinBox(self)
        self.first.setRange(0, steps)
        self.first.setSpecialValueText(self.tr("the start"))  # shown for 0
        form.addRow(self.tr("&From step:"), self.first)
        self.last = QSpinBox(self)
        self.last.setRange(0, steps)
        self.last.setValue(steps)
        form.addRow(self.tr("&To step:"), self.last)
        # The range never runs backwards: each end holds the other back.
        self.first.valueChanged.connect(self.last.setMinimum)
        self.last.valueChanged.connect(self.first.setMaximum)
        self.delay = QSpinBox(self)
        self.delay.setRange(MIN_DELAY, MAX_DELAY)
        self.delay.setSingleStep(100)
        self.delay.setValue(DEFAULT_DELAY)
        self.delay.setSuffix(self.tr(" ms"))
        self.delay.setAccessibleDescription(self.tr("How long each step is shown"))
        form.addRow(self.tr("&Each step shown for:"), self.delay)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def answer(self) -> tuple[int, int, int]:
        """(first step, last step, delay in ms); step 0 is the start."""
        return self.first.value(), self.last.value(), self.delay.value()
