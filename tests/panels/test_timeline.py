"""The timeline under the board: a slider over the undo stack, step buttons and keys,
playing at a chosen speed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from influence_board.panels.timeline_bar import SPEEDS
from influence_board.rules import Add
from kb_helpers import make_active, menu_actions
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).parents[1] / "cases"
ALT = Qt.KeyboardModifier.AltModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def play_three_steps(window: MainWindow) -> list:
    """Three steps on the standard board; the Boards from the start to the last step."""
    boards = [window.parts.document.board]
    for op in (
        Add("africa", "usa", "temporary"),
        Add("europe", "eu", "permanent"),
        Add("africa", "china", "temporary"),
    ):
        assert window.parts.game.perform(op)
        boards.append(window.parts.document.board)
    return boards


def test_the_slider_follows_undo_redo_and_new_steps(window: MainWindow) -> None:
    timeline, steps = window.parts.timeline, window.parts.steps
    assert (timeline.slider.maximum(), timeline.slider.value()) == (0, 0)
    assert not timeline.play_action.isEnabled()  # nothing to play yet
    play_three_steps(window)
    assert (timeline.slider.maximum(), timeline.slider.value()) == (3, 3)
    assert timeline.position_label.text() == "Step 3 of 3"
    steps.undo()
    assert timeline.slider.value() == 2
    assert timeline.next_action.isEnabled() and timeline.last_action.isEnabled()
    steps.undo()
    steps.undo()
    assert timeline.slider.value() == 0
    assert not timeline.previous_action.isEnabled() and not timeline.first_action.isEnabled()
    steps.redo()
    assert timeline.slider.value() == 1
    # A new step after an undo drops the steps after it: the line is shorter.
    window.parts.game.perform(Add("americas", "usa", "temporary"))
    assert (timeline.slider.maximum(), timeline.slider.value()) == (2, 2)


def test_moving_the_slider_moves_the_board_to_that_step(window: MainWindow) -> None:
    boards = play_three_steps(window)
    window.parts.timeline.slider.setValue(1)
    assert window.parts.steps.index == 1
    assert window.parts.document.board == boards[1]
    window.parts.timeline.slider.setValue(0)
    assert window.parts.document.board == boards[0]
    QTest.keyClick(window.parts.timeline.slider, Qt.Key.Key_End)  # the slider's own keys too
    assert window.parts.document.board == boards[3]


def test_the_buttons_step_back_and_forth(window: MainWindow) -> None:
    boards = play_three_steps(window)
    timeline = window.parts.timeline
    buttons = {a: timeline.widgetForAction(a) for a in timeline.actions_in_order()}
    QTest.mouseClick(buttons[timeline.first_action], Qt.MouseButton.LeftButton)
    assert window.parts.document.board == boards[0]
    QTest.mouseClick(buttons[timeline.next_action], Qt.MouseButton.LeftButton)
    QTest.mouseClick(buttons[timeline.next_action], Qt.MouseButton.LeftButton)
    assert window.parts.document.board == boards[2]
    QTest.mouseClick(buttons[timeline.previous_action], Qt.MouseButton.LeftButton)
    assert window.parts.document.board == boards[1]
    QTest.mouseClick(buttons[timeline.last_action], Qt.MouseButton.LeftButton)
    assert window.parts.document.board == boards[3]


def test_keys_step_back_and_forth(window: MainWindow, qtbot: QtBot) -> None:
    boards = play_three_steps(window)
    make_active(qtbot, window)
    steps = window.parts.steps

    def key(k: Qt.Key) -> int:
        QTest.keyClick(window.parts.view, k, ALT)
        return steps.index

    assert key(Qt.Key.Key_Left) == 2
    assert key(Qt.Key.Key_Left) == 1
    assert key(Qt.Key.Key_Right) == 2
    assert key(Qt.Key.Key_Home) == 0
    assert key(Qt.Key.Key_Left) == 0  # nothing before the start
    assert key(Qt.Key.Key_End) == 3
    assert key(Qt.Key.Key_Right) == 3
    assert window.parts.document.board == boards[3]
    assert window.parts.timeline.slider.value() == 3
    # The keys work from the History list as well, where plain arrows move the list.
    window.parts.history.setFocus()
    QTest.keyClick(window.parts.history, Qt.Key.Key_Left, ALT)
    assert steps.index == 2


def test_play_reaches_the_end_and_stops(window: MainWindow, qtbot: QtBot) -> None:
    boards = play_three_steps(window)
    timeline = window.parts.timeline
    timeline.second_ms = 20  # one step every 20 ms at 1 step/s
    timeline.first_step()
    seen: list[int] = []
    window.parts.steps.changed.connect(lambda: seen.append(window.parts.steps.index))
    with qtbot.waitSignal(timeline.reached_end, timeout=5000):
        timeline.play()
        assert timeline.is_playing()
        assert timeline.play_action.isChecked()
    assert seen == [1, 2, 3]  # one step at a time, none skipped
    assert window.parts.document.board == boards[3]
    assert not timeline.is_playing()
    assert not timeline.play_action.isChecked()
    assert timeline.play_action.text() == "Pl&ay"


def test_play_at_the_end_plays_the_line_again(window: MainWindow, qtbot: QtBot) -> None:
    play_three_steps(window)
    timeline = window.parts.timeline
    timeline.second_ms = 20
    with qtbot.waitSignal(timeline.reached_end, timeout=5000):
        timeline.play()
        assert window.parts.steps.index == 0  # back to the start first
    assert window.parts.steps.index == 3


def test_the_play_key_pauses_and_plays(window: MainWindow, qtbot: QtBot) -> None:
    play_three_steps(window)
    make_active(qtbot, window)
    timeline = window.parts.timeline
    timeline.first_step()
    with qtbot.waitSignal(timeline.playing_changed) as started:
        QTest.keyClick(window.parts.view, Qt.Key.Key_P, CTRL_SHIFT)
    assert started.args == [True]
    assert timeline.play_action.text() == "Pa&use"
    with qtbot.waitSignal(timeline.playing_changed) as stopped:
        QTest.keyClick(window.parts.view, Qt.Key.Key_P, CTRL_SHIFT)
    assert stopped.args == [False]
    assert window.parts.steps.index == 0  # paused before the first tick (1 s)


def test_the_speed_sets_the_time_between_steps(window: MainWindow) -> None:
    play_three_steps(window)
    timeline = window.parts.timeline
    assert [timeline.speed_box.itemData(i) for i in range(timeline.speed_box.count())] == list(
        SPEEDS
    )
    assert timeline.speed == 1.0
    assert timeline.interval_ms() == 1000
    timeline.first_step()
    timeline.play()
    timeline.speed_box.setCurrentIndex(SPEEDS.index(4.0))
    assert timeline.timer.interval() == 250  # changed while playing
    timeline.set_speed(0.5)
    assert timeline.timer.interval() == 2000
    timeline.pause()


def test_a_new_game_empties_the_timeline_and_stops_playing(
    window: MainWindow, dialogs: Dialogs
) -> None:
    play_three_steps(window)
    timeline = window.parts.timeline
    timeline.first_step()
    timeline.play()
    window.parts.files.new_game()
    assert not timeline.is_playing()
    assert (timeline.slider.maximum(), timeline.slider.value()) == (0, 0)


def test_the_step_actions_are_in_the_view_menu(window: MainWindow) -> None:
    in_menus = menu_actions(window)
    assert set(window.parts.timeline.actions_in_order()) <= in_menus
    assert window.parts.timeline.toggleViewAction() in in_menus


def test_a_replay_stepped_with_the_timeline(
    window: MainWindow, dialogs: Dialogs, qtbot: QtBot, tmp_path: Path
) -> None:
    """File > Replay Operations of RULES.md example A, then two steps back with the
    timeline: the board shows b and c placed, d's step marked; a picture of it."""
    window.parts.files.open_file(str(CASES / "a_push_out" / "scenario.json"))
    dialogs.open_path = str(CASES / "a_push_out" / "ops.jsonl")
    window.action("replay").trigger()
    assert window.parts.timeline.position_label.text() == "Step 5 of 5"
    window.parts.scene.step_marks.fade.setDuration(60_000)  # keep the glow for the picture
    window.parts.timeline.previous_step()
    window.parts.timeline.previous_step()
    assert window.parts.timeline.position_label.text() == "Step 3 of 5"
    europe = window.parts.document.board.region("europe")
    assert europe.temporary == ("a", "b", "c", None)
    assert window.parts.scene.step_marks.marked() == {
        ("europe", "temporary", 3)
    }  # d's cube, taken back
    assert window.parts.status.step_vp_label.text() == "VP this step: D −2"
    picture = tmp_path / "replay.png"
    assert window.grab().save(str(picture))
    assert picture.stat().st_size > 0


def test_the_slider_at_the_newest_step_is_not_repainted_for_each_new_step(
    window: MainWindow,
) -> None:
    """Its range grows and its value follows, yet its handle stays at the end: a repaint of
    it repaints the toolbar and the window beneath it too (panels/steady_sliders.py)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class Paints(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    timeline = window.parts.timeline
    play_three_steps(window)
    for _ in range(3):
        QApplication.processEvents()
    paints = Paints(window)
    timeline.slider.installEventFilter(paints)
    for player in ("russia", "eu", "usa"):
        assert window.parts.game.perform(Add("south_asia", player, "temporary"))
        QApplication.processEvents()
    assert (timeline.slider.maximum(), timeline.slider.value()) == (6, 6)
    assert timeline.position_label.text() == "Step 6 of 6"
    assert paints.count == 0
    window.parts.steps.undo()  # the handle moves back a step
    QApplication.processEvents()
    assert paints.count == 1
