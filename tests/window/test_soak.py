"""A soak of gestures (issues 22 and 23): thousands of placements, undos and redos leave
the window's work per gesture flat: what the scene holds, the Log's lines and the marks
taken off the board stay bounded, and every view still shows the board. (Times per
gesture are printed by tests/benchmarks/bench_big_games.py.)"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import SIGNAL

from helpers import assert_scene_matches
from influence_board.panels.log_dock import MAX_ENTRIES
from influence_board.rules import Add

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

GESTURES = 3000


def test_thousands_of_gestures_leave_the_window_bounded(window: MainWindow) -> None:
    rng = random.Random(6)
    board = window.parts.document.board
    regions, players = [r.id for r in board.regions], [p.id for p in board.players]
    steps, scene = window.parts.steps, window.parts.scene
    tracks = len(scene.region_items)
    items_seen = []
    renamed = [window.action("undo"), window.action("redo"), *window.parts.timeline.actions()]
    listeners = [a.receivers(SIGNAL("changed()")) for a in renamed]
    for n in range(GESTURES):
        if n % 6 == 4 and steps.can_undo():
            steps.undo()
        elif n % 6 == 5 and steps.can_redo():
            steps.redo()
        else:
            window.parts.game.perform(Add(rng.choice(regions), rng.choice(players), "temporary"))
        if n % 500 == 499:
            items_seen.append(len(scene.items()))
    assert window.parts.log.count() <= MAX_ENTRIES
    # The scene holds its tracks, links and the marks of the last step (and a few marks
    # hidden for their next use): the marks taken off leave it, whatever the count.
    shown = [i for i in scene.items() if i.isVisible()]
    assert len(shown) <= tracks + 40
    assert max(items_seen) <= len(shown) + 2 * tracks
    assert_scene_matches(scene, window.parts.document.board)
    # Undo, Redo and the timeline's buttons change at every gesture: each change costs the
    # same at the end as at the start (look/tool_buttons.py).
    assert [a.receivers(SIGNAL("changed()")) for a in renamed] == listeners
    window.parts.steps.mark_saved()
