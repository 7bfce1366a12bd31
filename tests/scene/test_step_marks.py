"""Step highlighting: after a step the places it changed glow and fade; stepping the
History marks the selected step's places steadily; the step's VP change is shown."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from influence_board.rules import Add, Score, SetArmies
from influence_board.scene.step_marks import StepMark
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).parents[1] / "cases"
FAST_FADE_MS = 40


def open_case(window: MainWindow, name: str) -> None:
    """Open a worked example's scenario and replay its operation file, as File > Replay
    Operations does."""
    case = CASES / name
    window.parts.files.open_file(str(case / "scenario.json"))
    assert window.parts.document.board.name.startswith("RULES.md example")
    window.parts.operation_files.replay_file(case / "ops.jsonl")


def marked(window: MainWindow) -> set[tuple[str, str, int]]:
    """The places the scene shows marked, read from the scene's items."""
    return {i.key for i in window.parts.scene.items() if isinstance(i, StepMark) and i.isVisible()}


def temporary(region: str, *indexes: int) -> set[tuple[str, str, int]]:
    return {(region, "temporary", i) for i in indexes}


def test_a_push_out_marks_the_whole_temporary_row_and_nothing_else(
    window: MainWindow, dialogs: Dialogs
) -> None:
    open_case(window, "a_push_out")
    assert window.parts.steps.index == 5
    assert marked(window) == temporary("europe", 0, 1, 2, 3)
    assert window.parts.status.step_vp_label.text() == ""  # nobody scores in a push-out
    assert window.parts.step_changes.vp_delta == {}
    # Undoing the push-out changes the same places back.
    window.parts.steps.undo()
    assert marked(window) == temporary("europe", 0, 1, 2, 3)
    window.parts.steps.undo()  # d's cube leaves the last slot; d loses its 2 VP
    assert marked(window) == temporary("europe", 3)
    assert window.parts.step_changes.vp_delta == {"d": -2}
    assert window.parts.status.step_vp_label.text() == "VP this step: D −2"
    window.parts.steps.redo()
    assert window.parts.status.step_vp_label.text() == "VP this step: D +2"


def test_a_convert_marks_the_permanent_slot_and_the_slid_cubes(
    window: MainWindow, dialogs: Dialogs
) -> None:
    """RULES.md example C: a's cube goes above the line, b and c slide left; the other
    Region is untouched until its own convert."""
    open_case(window, "c_convert")
    window.parts.steps.go_to(0)
    window.parts.timeline.next_step()
    assert marked(window) == {("open", "permanent", 0)} | temporary("open", 0, 1, 2)
    window.parts.timeline.next_step()  # the full row: the converted cube goes to overflow
    assert marked(window) == {("full", "overflow", 0)} | temporary("full", 0, 1, 2)


def test_the_marks_glow_then_fade_away(window: MainWindow, qtbot: QtBot) -> None:
    marks = window.parts.scene.step_marks
    marks.fade.setDuration(FAST_FADE_MS)
    with qtbot.waitSignal(marks.fade.finished, timeout=3000):
        window.parts.game.perform(Add("africa", "usa", "temporary"))
        assert marked(window) == temporary("africa", 1)  # right after the step
        assert marks.fade.state() == QAbstractAnimation.State.Running
    assert marked(window) == set()
    assert window.parts.status.step_vp_label.text() == "VP this step: USA +3"  # the VP change stays


def test_a_glow_fades_through_lower_opacity(window: MainWindow, qtbot: QtBot) -> None:
    marks = window.parts.scene.step_marks
    marks.fade.setDuration(400)
    with qtbot.waitSignal(marks.faded, timeout=3000):
        window.parts.game.perform(Add("africa", "usa", "temporary"))
        (item,) = [i for i in window.parts.scene.items() if isinstance(i, StepMark)]
        assert item.parentItem() is window.parts.scene.region_items["africa"]  # follows the track
        qtbot.waitUntil(lambda: item.opacity() < 0.9, timeout=3000)


def test_a_new_step_replaces_the_marks_of_the_one_before(window: MainWindow) -> None:
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.game.perform(Add("europe", "eu", "permanent"))
    assert marked(window) == {("europe", "permanent", 3)}  # the first three are taken


def test_armies_mark_the_armies_line_and_scoring_marks_no_slot(window: MainWindow) -> None:
    window.parts.game.perform(SetArmies("africa", "eu", 2))
    assert marked(window) == {("africa", "armies", 0)}
    assert window.parts.status.step_vp_label.text() == ""
    window.parts.game.perform(Add("central_asia", "china", "permanent"))  # now it can score
    assert window.parts.game.perform(Score("central_asia"))
    assert marked(window) == set()
    # Russia and China: 1 cube each, tied for 1st, both get the 2nd place bonus.
    assert window.parts.step_changes.vp_delta == {"russia": 1 + 4, "china": 1 + 4}


def history_row_center(window: MainWindow, row: int) -> QPoint:
    history = window.parts.history
    return history.visualRect(history.model().index(row, 0)).center()


def test_clicking_a_step_in_the_history_marks_it_steadily(
    window: MainWindow, dialogs: Dialogs, qtbot: QtBot
) -> None:
    """The History's row n is the position after step n; the marks say what step n did
    (as a chess viewer marks the last move), and they do not fade."""
    open_case(window, "a_push_out")
    marks = window.parts.scene.step_marks
    marks.fade.setDuration(FAST_FADE_MS)
    window.parts.docks.history.show()
    window.parts.docks.history.raise_()
    qtbot.waitExposed(window.parts.history)
    with qtbot.waitSignal(window.parts.history.browsed, timeout=2000) as browsed:
        QTest.mouseClick(
            window.parts.history.viewport(),
            Qt.MouseButton.LeftButton,
            pos=history_row_center(window, 2),
        )
    assert browsed.args == [2]
    assert window.parts.steps.index == 2
    assert marked(window) == temporary("europe", 1)  # step 2: b's cube, second slot
    assert marks.held
    assert marks.fade.state() == QAbstractAnimation.State.Stopped
    assert window.parts.status.step_vp_label.text() == "VP this step: B +4"
    # Steady: no fade runs, and the marks are at full strength.
    assert all(i.opacity() == 1.0 for i in window.parts.scene.items() if isinstance(i, StepMark))
    # Down in the History: the next step, still steady.
    QTest.keyClick(window.parts.history, Qt.Key.Key_Down)
    assert window.parts.steps.index == 3
    assert marked(window) == temporary("europe", 2)
    assert marks.held
    # Up twice, back past step 2: step 1 is a's cube in the first slot.
    QTest.keyClick(window.parts.history, Qt.Key.Key_Up)
    QTest.keyClick(window.parts.history, Qt.Key.Key_Up)
    assert marked(window) == temporary("europe", 0)
    # The start of the game is no step: nothing to mark.
    QTest.keyClick(window.parts.history, Qt.Key.Key_Up)
    assert window.parts.steps.index == 0
    assert marked(window) == set()
    # A step played afterwards glows and fades again.
    window.parts.history.clearFocus()
    with qtbot.waitSignal(marks.faded, timeout=3000):
        window.parts.game.perform(Add("europe", "a", "temporary"))
        assert not marks.held


def test_opening_another_board_clears_the_marks(window: MainWindow, dialogs: Dialogs) -> None:
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    assert marked(window)
    window.parts.files.open_file(str(CASES / "b_reset" / "scenario.json"))
    assert marked(window) == set()
    assert window.parts.status.step_vp_label.text() == ""


def test_a_removed_region_leaves_no_mark_behind(window: MainWindow, dialogs: Dialogs) -> None:
    from influence_board.rules.edit_operations import RemoveRegion

    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.game.perform(RemoveRegion("africa"))
    assert marked(window) == set()  # its track is gone, and so are its marks
    window.parts.steps.undo()  # back: every place of Africa is new on the board
    assert ("africa", "temporary", 0) in marked(window)
    assert {r for r, _, _ in marked(window)} == {"africa"}


def test_exported_pictures_have_no_marks(window: MainWindow, tmp_path: Path) -> None:
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    shown: set[tuple[str, str, int]] = set()
    with window.parts.scene.for_print():
        shown = marked(window)
    assert shown == set()
    assert marked(window) == temporary("africa", 1)


def test_gestures_reach_the_track_through_the_marks(window: MainWindow) -> None:
    """The marks lie over the slots but take no clicks, drags or drops."""
    from helpers import click_slot, drag, drop_player, slot_point

    window.parts.scene.step_marks.fade.setDuration(60_000)  # the marks stay for the gestures
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.view.zoom_to_fit()
    assert marked(window) == temporary("africa", 1)
    click_slot(window, "africa", "temporary", 1)  # a click on the marked cube adds Influence
    assert window.parts.document.board.region("africa").temporary[:3] == ("eu", "usa", "usa")
    drag(  # the marked cube dragged above the line is converted
        window,
        slot_point(window, "africa", "temporary", 1),
        slot_point(window, "africa", "permanent", 0),
    )
    assert window.parts.document.board.region("africa").permanent == ("usa", None)
    assert marked(window) == {("africa", "permanent", 0), ("africa", "temporary", 2)}
    point = slot_point(window, "africa", "temporary", 2)  # marked, empty now
    assert all(drop_player(window, point, "china"))
    assert window.parts.document.board.region("africa").temporary[:3] == ("eu", "usa", "china")
