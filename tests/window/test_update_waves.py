"""One update wave a step: the action table is refreshed once for each step, undo, redo,
jump or note edit, after the step list (the history's one owner) has caught up; never
before, from a signal the undo stack or the Document sent on the way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from helpers import click_slot
from influence_board.rules import Add
from influence_board.window import actions
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


@pytest.fixture
def refreshes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, bool]]:
    """Every refresh of the action table, with what the step list said then: (index,
    count, modified). Patched before the window (the fixture after it) connects it."""
    seen: list[tuple[int, int, bool]] = []
    refresh = actions.Actions.refresh

    def counted(self: actions.Actions, *args: object) -> None:
        steps = self._parts.steps
        seen.append((steps.index, steps.count, steps.is_modified()))
        refresh(self, *args)

    monkeypatch.setattr(actions.Actions, "refresh", counted)
    return seen


def once_caught_up(
    window: MainWindow, refreshes: list[tuple[int, int, bool]], move: Callable[[], object]
) -> None:
    refreshes.clear()
    move()
    steps = window.parts.steps
    assert refreshes == [(steps.index, steps.count, steps.is_modified())]


def test_each_move_of_the_history_refreshes_the_actions_once_and_after_it(
    refreshes: list[tuple[int, int, bool]], window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    # The first step of a saved game: it becomes unsaved, and the step is the news.
    once_caught_up(window, refreshes, lambda: click_slot(window, "africa", "temporary", 0))
    assert window.action("undo").isEnabled() and window.isWindowModified()
    once_caught_up(window, refreshes, lambda: click_slot(window, "europe", "temporary", 0))
    # A new round begins with the step that ends the last one.
    round_before = parts.document.board.round
    once_caught_up(window, refreshes, window.action("end_round").trigger)
    assert parts.document.board.round == round_before + 1
    once_caught_up(window, refreshes, window.action("undo").trigger)
    once_caught_up(window, refreshes, window.action("redo").trigger)
    once_caught_up(window, refreshes, lambda: parts.steps.go_to(0))  # back to the saved start
    assert not window.isWindowModified()
    once_caught_up(window, refreshes, lambda: parts.steps.go_to(3))
    dialogs.names = ["agreed"]
    once_caught_up(window, refreshes, window.action("edit_note").trigger)
    assert window.action("undo").text().replace("&", "").startswith("Undo Note on step 3")
    once_caught_up(window, refreshes, window.action("undo").trigger)  # the note edit
    assert parts.steps.note_at(3) is None


def test_a_refused_operation_refreshes_nothing(
    refreshes: list[tuple[int, int, bool]], window: MainWindow
) -> None:
    refreshes.clear()
    assert not window.parts.game.perform(Add("atlantis", "usa", "temporary"))
    assert refreshes == []
