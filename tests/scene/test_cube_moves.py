"""Setup mode's drag of a cube (issue 35 item 1): a cube dragged to a free place of any
Region moves there as one step, taken back by one Ctrl+Z and told in the Log; a drop the
rules refuse changes nothing and says why; the drop target shows while dragging, the
overflow place beside a full permanent row included. Out of setup mode a drag keeps its
meaning (a temporary cube converts) and says how to move a cube."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from helpers import LEFT, NO_MOD, drag, key_sequence, log_texts, slot_point
from influence_board.rules import Add, Board, Region

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

USA_MOVES = "USA's cube moves from Europe permanent slot 2 to Americas permanent slot 2"


def region(window: MainWindow, region_id: str) -> Region:
    return window.parts.document.board.region(region_id)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def setup_mode(window: MainWindow) -> None:
    window.action("setup").trigger()
    assert window.parts.play.setup_mode


def carry(window: MainWindow, start: QPoint, over: QPoint) -> None:
    """Press on `start` and move to `over`, the button still down."""
    viewport = window.parts.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 7):
        QTest.mouseMove(viewport, start + (over - start) * (k / 6))


def release(window: MainWindow, at: QPoint) -> None:
    QTest.mouseRelease(window.parts.view.viewport(), LEFT, NO_MOD, at)


def test_a_cube_dragged_to_another_region_in_setup_mode_is_one_step_undone_by_one_ctrl_z(
    window: MainWindow,
) -> None:
    setup_mode(window)
    before: Board = window.parts.document.board
    drag(
        window,
        slot_point(window, "europe", "permanent", 1),
        slot_point(window, "americas", "permanent", 1),
    )
    assert region(window, "europe").permanent == ("eu", None, "russia", None)
    assert region(window, "americas").permanent == ("usa", "usa")
    assert window.parts.document.board.vp == before.vp  # nobody scores
    assert window.parts.steps.count == 1
    assert log_texts(window)[-1] == USA_MOVES
    assert window.parts.steps.text_at(1) == USA_MOVES  # the History's row
    assert status(window) == USA_MOVES
    window.parts.view.setFocus()
    key_sequence(window, QKeySequence.StandardKey.Undo)  # one Ctrl+Z
    assert window.parts.document.board == before
    assert window.parts.steps.index == 0
    assert log_texts(window)[-1] == f"Undo: {USA_MOVES}"


def test_a_refused_drop_changes_nothing_and_says_why(window: MainWindow) -> None:
    setup_mode(window)
    before = window.parts.document.board
    drag(  # Africa's temporary row holds one cube: slot 3 would leave slot 2 empty
        window,
        slot_point(window, "europe", "permanent", 1),
        slot_point(window, "africa", "temporary", 2),
    )
    assert window.parts.document.board is before
    assert window.parts.steps.count == 0
    why = (
        "Africa temporary slot 3 would leave a gap: temporary slot 2 is empty, and "
        "temporary cubes fill a run from the left"
    )
    assert log_texts(window)[-1].endswith(why)
    assert why in status(window)


def test_the_drop_target_shows_while_dragging_and_goes_with_the_drop(window: MainWindow) -> None:
    setup_mode(window)
    scene = window.parts.scene
    start = slot_point(window, "europe", "permanent", 1)
    over = slot_point(window, "americas", "permanent", 1)
    carry(window, start, over)
    preview = scene.preview
    assert preview.item is not None and preview.source_item is not None
    assert preview.item.landing.lands == ("permanent", 1)
    assert preview.item.pos() == scene.region_items["americas"].pos()
    assert preview.item.text == USA_MOVES
    assert preview.source_item.landing.picked == ("permanent", 1)  # the cube's own place
    cube = scene.gesture_marks._carried
    assert cube is not None and cube.isVisible()
    assert cube.pos() == window.parts.view.mapToScene(over)
    # Over a taken slot: a cross and the reason, no ghost.
    taken = slot_point(window, "americas", "permanent", 0)
    QTest.mouseMove(window.parts.view.viewport(), taken)
    assert preview.item is not None and preview.item.landing.lands is None
    assert preview.item.landing.leaves == ("permanent", 0)
    assert preview.item.text == (
        "Refused: Americas permanent slot 1 holds USA's cube: a cube moves only to a free place"
    )
    QTest.mouseMove(window.parts.view.viewport(), over)
    release(window, over)
    assert preview.item is None and preview.source_item is None
    assert not cube.isVisible()
    assert window.parts.steps.count == 1


def test_the_drop_target_over_a_full_permanent_row_is_the_overflow_place(
    window: MainWindow,
) -> None:
    game = window.parts.game
    assert game.perform(Add("central_asia", "china", "permanent", setup=True))
    assert None not in region(window, "central_asia").permanent
    setup_mode(window)
    start = slot_point(window, "africa", "temporary", 0)  # the EU's cube
    over = slot_point(window, "central_asia", "permanent", 0)  # Russia's
    carry(window, start, over)
    item = window.parts.scene.preview.item
    assert item is not None and item.landing.lands == ("overflow", 0)
    track = window.parts.scene.region_items["central_asia"]
    assert item.boundingRect().contains(track.geometry.overflow(0))  # the ghost is drawn
    assert (
        item.text == "EU's cube moves from Africa temporary slot 1 to Central Asia overflow place 1"
    )
    release(window, over)
    assert region(window, "central_asia").overflow == ("eu",)
    assert region(window, "africa").temporary == (None,) * 4
    assert window.parts.steps.count == 2


def test_esc_during_a_move_puts_the_cube_back(window: MainWindow) -> None:
    setup_mode(window)
    before = window.parts.document.board
    start = slot_point(window, "europe", "permanent", 1)
    over = slot_point(window, "americas", "permanent", 1)
    carry(window, start, over)
    window.parts.view.setFocus()
    QTest.keyClick(window.parts.view, Qt.Key.Key_Escape)
    assert window.parts.scene.preview.item is None
    cube = window.parts.scene.gesture_marks._carried
    assert cube is not None and not cube.isVisible()
    release(window, over)
    assert window.parts.document.board is before


# -- out of setup mode ---------------------------------------------------------------------------


def test_out_of_setup_mode_a_temporary_cube_dragged_above_the_line_converts_as_before(
    window: MainWindow,
) -> None:
    window.parts.play.set_acting("eu")
    start = slot_point(window, "africa", "temporary", 0)
    above = slot_point(window, "africa", "permanent", 1)
    carry(window, start, above)
    assert "drag in Setup mode to move a cube" in status(window)
    release(window, above)
    assert region(window, "africa").permanent == (None, "eu")
    assert region(window, "africa").temporary == (None,) * 4
    assert log_texts(window)[-1].startswith("EU: converts temporary slot 1 in Africa")


def test_out_of_setup_mode_a_permanent_cube_stays_and_the_status_bar_says_how_to_move_it(
    window: MainWindow,
) -> None:
    before = window.parts.document.board
    drag(
        window,
        slot_point(window, "europe", "permanent", 1),
        slot_point(window, "americas", "permanent", 1),
    )
    assert window.parts.document.board is before
    assert window.parts.steps.count == 0
    assert status(window) == "Drag in Setup mode to move a cube"
