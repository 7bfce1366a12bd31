"""The timeline: a bar under the board to step through the current line of the history
(the step list's current line, from the start of the game to its last step) and to play it back.

The slider's value is the step list's index (0 = the start, count = after the last step);
moving it goes to that step, and the slider follows every undo, redo and new step. Playing
redoes one step per tick at the chosen speed and stops at the end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QSizePolicy, QToolBar, QWidget
from shiboken6 import isValid

from ..document.step_list import StepList
from ..look.icons import Media, media_icon
from ..look.themes import LIGHT, Theme
from .steady_sliders import SteadySlider

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # steps per second
DEFAULT_SPEED = 1.0
SECOND_MS = 1000
MEDIA = "media"  # the property naming a step action's icon


class Timeline(QToolBar):
    playing_changed = Signal(bool)
    reached_end = Signal()  # playing came to the last step and stopped

    def __init__(self, steps: StepList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Timeline"))
        self.setObjectName("timeline-toolbar")
        self.steps = steps
        self.second_ms = SECOND_MS  # one second of play; tests make it short
        self._theme = LIGHT
        self.first_action = self._action(
            self.tr("&First Step"), "first", ("Alt+Home",), self.first_step,
            self.tr("Back to the start of the game"),
        )  # fmt: skip
        self.previous_action = self._action(
            self.tr("&Previous Step"), "previous", ("Alt+Left",), self.previous_step,
            self.tr("One step back"),
        )  # fmt: skip
        # Not Alt+P or Alt+Space: a label's mnemonic and most window managers take those.
        self.play_action = self._action(
            self.tr("Pl&ay"), "play", ("Ctrl+Shift+P", "Media Play"), None,
            self.tr("Play the steps after this one at the chosen speed"),
        )  # fmt: skip
        self.play_action.setCheckable(True)
        self.play_action.toggled.connect(self._play_toggled)
        self.next_action = self._action(
            self.tr("&Next Step"), "next", ("Alt+Right",), self.next_step,
            self.tr("One step forward"),
        )  # fmt: skip
        self.last_action = self._action(
            self.tr("&Last Step"), "last", ("Alt+End",), self.last_step,
            self.tr("To the last step of this line"),
        )  # fmt: skip

        self.slider = SteadySlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("timeline-slider")
        self.slider.setAccessibleName(self.tr("Step of the history"))
        self.slider.setToolTip(self.tr("Drag to any step of the history"))
        self.slider.setPageStep(1)
        self.slider.setMinimumWidth(160)
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.slider.valueChanged.connect(self._slider_moved)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("timeline-position")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        # Of a fixed size, as wide as a long game's count: Qt lays out the window again
        # whenever a label that may grow gets new text, that is at every step.
        wide = self.position_label.fontMetrics().horizontalAdvance(
            self.tr("Step {0} of {1}").format(999_999, 999_999)
        )
        self.position_label.setFixedSize(wide, self.position_label.sizeHint().height())
        self.speed_box = QComboBox(self)
        self.speed_box.setObjectName("timeline-speed")
        self.speed_box.setAccessibleName(self.tr("Playing speed"))
        self.speed_box.setToolTip(self.tr("Steps per second while playing"))
        for speed in SPEEDS:
            label = (
                self.tr("1 step/s")
                if speed == 1
                else self.tr("{0} steps/s").format(QLocale().toString(float(speed), "g", 6))
            )
            self.speed_box.addItem(label, speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed_box.currentIndexChanged.connect(self._speed_changed)

        self.addActions([self.first_action, self.previous_action, self.play_action])
        self.addActions([self.next_action, self.last_action])
        self.addWidget(self.slider)
        self.addWidget(self.position_label)
        self.addWidget(self.speed_box)

        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        steps.changed.connect(self._follow)
        self._follow()

    def _action(
        self,
        text: str,
        media: Media,
        keys: tuple[str, ...],
        slot: Callable[[], None] | None,
        tip: str,
    ) -> QAction:
        action = QAction(media_icon(media, self._theme), text, self)
        action.setProperty(MEDIA, media)
        action.setShortcuts([QKeySequence(k) for k in keys])
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({shortcut})")
        action.setStatusTip(tip)
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def set_theme(self, theme: Theme) -> None:
        """The icons in the scheme's text colours."""
        self._theme = theme
        for action in self.actions_in_order():
            action.setIcon(media_icon(self._media(action), theme))

    def _media(self, action: QAction) -> Media:
        if action is self.play_action:
            return "pause" if self.is_playing() else "play"
        return action.property(MEDIA)

    def actions_in_order(self) -> list[QAction]:
        """The step actions, for a menu."""
        return [
            self.first_action,
            self.previous_action,
            self.play_action,
            self.next_action,
            self.last_action,
        ]

    # -- stepping ---------------------------------------------------------------------------

    def first_step(self) -> None:
        self.steps.go_to(0)

    def previous_step(self) -> None:
        self.steps.go_to(self.steps.index - 1)

    def next_step(self) -> None:
        self.steps.go_to(self.steps.index + 1)

    def last_step(self) -> None:
        self.steps.go_to(self.steps.count)

    def _slider_moved(self, value: int) -> None:
        if value != self.steps.index:
            self.steps.go_to(value)

    def _follow(self, *_args: object) -> None:
        """Show where the stack is: the slider, the count, which buttons can act."""
        if not isValid(self.steps):
            return  # the window is closing: nothing to show
        index, count = self.steps.index, self.steps.count
        self.slider.blockSignals(True)  # following the stack is no request to move it
        with self.slider.held():  # at the newest step, its handle stays at the end
            self.slider.setRange(0, count)
            self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position_label.setText(self.tr("Step {0} of {1}").format(index, count))
        self.first_action.setEnabled(index > 0)
        self.previous_action.setEnabled(index > 0)
        self.next_action.setEnabled(index < count)
        self.last_action.setEnabled(index < count)
        self.play_action.setEnabled(count > 0)
        if count == 0 and self.is_playing():
            self.pause()

    # -- playing ----------------------------------------------------------------------------

    @property
    def speed(self) -> float:
        return float(self.speed_box.currentData())

    def set_speed(self, speed: float) -> None:
        self.speed_box.setCurrentIndex(SPEEDS.index(speed))

    def interval_ms(self) -> int:
        return max(1, round(self.second_ms / self.speed))

    def is_playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        self.play_action.setChecked(True)

    def pause(self) -> None:
        self.play_action.setChecked(False)

    def _play_toggled(self, on: bool) -> None:
        if on == self.is_playing():
            return
        if on:
            if self.steps.count == 0:
                self.play_action.setChecked(False)
                return
            if self.steps.index == self.steps.count:
                self.steps.go_to(0)  # at the end, Play plays the line again
            self.timer.start(self.interval_ms())
        else:
            self.timer.stop()
        self.play_action.setIcon(media_icon("pause" if on else "play", self._theme))
        self.play_action.setText(self.tr("Pa&use") if on else self.tr("Pl&ay"))
        self.playing_changed.emit(on)

    def _speed_changed(self) -> None:
        if self.is_playing():
            self.timer.setInterval(self.interval_ms())

    def _tick(self) -> None:
        if self.steps.index < self.steps.count:
            self.next_step()
        if self.steps.index >= self.steps.count:
            self.pause()
            self.reached_end.emit()
