"""The Export Animation dialog itself (the window's tests stub it): the whole line and the
command line's delay at first, a range that never runs backwards."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from influence_board.dialogs.animation_range import AnimationRangeDialog
from influence_board.render.animation_file import DEFAULT_DELAY


def test_the_whole_line_at_first_and_never_backwards(qtbot: QtBot) -> None:
    dialog = AnimationRangeDialog(12)
    qtbot.addWidget(dialog)
    assert dialog.answer() == (0, 12, DEFAULT_DELAY)
    assert dialog.first.text() == "the start"
    dialog.first.setValue(5)
    dialog.last.setValue(3)  # held back by the first step
    assert dialog.answer() == (5, 5, DEFAULT_DELAY)
    dialog.last.setValue(9)
    dialog.first.setValue(11)  # held back by the last step
    dialog.delay.setValue(250)
    assert dialog.answer() == (9, 9, 250)
