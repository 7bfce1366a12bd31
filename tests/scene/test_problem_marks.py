"""The errors' marks on the board (scene/problem_marks.py): the dock checks after every
change, and a mark whose error stays where it was is kept, not made again; a mark whose
error went is taken off; a new board takes every mark away before its tracks go."""

from __future__ import annotations

from typing import TYPE_CHECKING

from influence_board.rules.validation import Problem

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

GAP = Problem("error", "regions[0].cubes.temporary[2]", "a cube after an empty slot")
BONUS = Problem("error", "regions[1].majority_bonus", "a bonus out of range")


def test_an_error_shown_again_keeps_its_mark_and_one_gone_takes_its_mark_off(
    window: MainWindow,
) -> None:
    scene, board = window.parts.scene, window.parts.document.board
    marks = scene.problem_marks
    marks.show(board, [GAP])
    gap = marks.marks[board.regions[0].id, "temporary", 2]
    marks.show(board, [GAP, BONUS])
    assert marks.marks[board.regions[0].id, "temporary", 2] is gap, "the same mark stays"
    assert set(marks.marks) == {
        (board.regions[0].id, "temporary", 2),
        (board.regions[1].id, "majority_bonus", 0),
    }
    marks.show(board, [BONUS])
    assert gap.scene() is None, "the mark of an error gone is off the board"
    assert set(marks.marks) == {(board.regions[1].id, "majority_bonus", 0)}


def test_a_new_board_takes_the_marks_away_before_its_tracks_go(window: MainWindow) -> None:
    parts = window.parts
    parts.scene.problem_marks.show(parts.document.board, [GAP])
    parts.scene.rebuild()
    assert parts.scene.problem_marks.marks == {}
    parts.scene.problem_marks.show(parts.document.board, [GAP, BONUS])
    assert len(parts.scene.problem_marks.marks) == 2
