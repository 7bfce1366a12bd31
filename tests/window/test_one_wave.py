"""One wave of notification a step (issue 37): each view of the window is told once of a
step, whatever parts of the position it shows changed, and a dock behind another tab does
nothing until it is seen again. Counted, not timed: every entry point of every view is
wrapped before the window connects it, so a view told twice (its first line and then the
step's name, the Regions and then the VP) counts two."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from helpers import assert_sidebar_matches
from influence_board.document import comparison
from influence_board.document.board_document import BoardChange, Document
from influence_board.panels import (
    history_dock,
    history_model,
    inspector_dock,
    log_dock,
    majorities_dock,
    majority_model,
    scoreboard_bar,
    timeline_bar,
)
from influence_board.rules import Add
from influence_board.scene import board_scene, step_marks
from influence_board.window import actions, main_window, status_line

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

# Where each view is told of a step: (module, class, method).
ENTRIES = (
    (board_scene, "BoardScene", "_board_changed"),
    (step_marks, "StepMarks", "show"),
    (majorities_dock, "MajoritiesPanel", "_board_changed"),
    (inspector_dock, "Inspector", "_board_changed"),
    (comparison, "Comparison", "_position_changed"),
    (scoreboard_bar, "Scoreboard", "_board_changed"),
    (log_dock, "LogPanel", "add_events"),
    (log_dock, "LogPanel", "add_summary"),
    (history_dock, "HistoryPanel", "_steps_changed"),
    (timeline_bar, "Timeline", "_follow"),
    (actions, "Actions", "refresh"),
    (main_window, "MainWindow", "_update_title"),
    (status_line, "StatusLine", "show"),  # the status bar's message
    (status_line, "StatusLine", "_show_step_vp"),  # the VP of the step, beside it
)
# The work a view does when it is told, and a model's rebuild: none behind a tab.
WORK = (
    (history_model, "HistoryModel", "follow"),
    (majority_model, "MajorityModel", "update_regions"),
    (majority_model, "MajorityModel", "reload"),
    (majorities_dock, "VpModel", "reload"),
)


def counting(told: Counter[str], name: str, method: Callable[..., object]) -> Callable[..., object]:
    def counted(self: object, *args: object) -> object:
        told[f"{name} {id(self):x}"] += 1  # by instance: the spectators' scene is another
        return method(self, *args)

    return counted


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """What each view was told, counted (patched before the window connects its views)."""
    seen: Counter[str] = Counter()
    for module, cls, method in ENTRIES + WORK:
        kind = getattr(module, cls)
        name = f"{cls}.{method}"
        monkeypatch.setattr(kind, method, counting(seen, name, getattr(kind, method)))
    yield seen


def step(window: MainWindow, told: Counter[str], op: Add) -> Counter[str]:
    """What the views were told of `op`, made one step, and of its repaint."""
    window.parts.docks.build_panels()
    QApplication.processEvents()
    told.clear()
    assert window.parts.game.perform(op)
    QApplication.processEvents()
    return told


def test_a_step_tells_each_view_once(told: Counter[str], window: MainWindow) -> None:
    window.parts.spectators.set_open(True)  # a second scene on the same Document
    changes: list[BoardChange] = []
    document: Document = window.parts.document
    document.changed.connect(changes.append)
    # A placement that scores at once: the Regions and the VP change in one step.
    seen = step(window, told, Add("africa", "usa", "temporary"))
    assert changes == [BoardChange(("africa",), vp=True)]
    assert set(seen.values()) == {1}, seen
    # Every view was told: the step's line in the Log, its name in the status bar, ...
    assert {name.split()[0] for name in seen} >= {
        f"{cls}.{method}"
        for _module, cls, method in ENTRIES
        if method not in ("add_summary", "_steps_changed")  # the History is behind a tab
    }
    scenes = [name for name in seen if name.startswith("BoardScene.")]
    assert len(scenes) == 2  # the game window's and the spectators', each once
    window.parts.spectators.set_open(False)


def test_an_undo_tells_each_view_once(told: Counter[str], window: MainWindow) -> None:
    game = window.parts.game
    assert game.perform(Add("africa", "usa", "temporary"))
    window.parts.docks.build_panels()
    QApplication.processEvents()
    told.clear()
    window.action("undo").trigger()
    QApplication.processEvents()
    assert {n for n in told.values()} == {1}, told
    assert not any(name.startswith("LogPanel.add_events") for name in told)  # its summary


def test_a_dock_behind_a_tab_does_nothing_until_it_is_seen(
    told: Counter[str], window: MainWindow
) -> None:
    docks = window.parts.docks
    docks.build_panels()
    docks.history.raise_()  # the History in front, the Majorities behind it
    QApplication.processEvents()
    game = window.parts.game
    told.clear()
    for region in ("europe", "africa", "south_asia"):
        assert game.perform(Add(region, "usa", "temporary"))
    QApplication.processEvents()
    # Told (it counts what it has to catch up), and did no work.
    assert sum(n for name, n in told.items() if name.startswith("MajoritiesPanel.")) == 3
    assert not any(name.startswith("MajorityModel.") for name in told), told
    panel = docks.majorities_panel
    docks.majorities.raise_()  # seen again: it catches up, once, with every Region
    QApplication.processEvents()
    updates = [name for name in told if name.startswith("MajorityModel.update_regions")]
    assert len(updates) == 1 and told[updates[0]] == 1
    assert_sidebar_matches(panel.model, panel.vp_model, window.parts.document.board)
    # ...and the History, now behind, follows no step until it is seen.
    told.clear()
    assert game.perform(Add("europe", "russia", "temporary"))
    QApplication.processEvents()
    assert not any(name.startswith("HistoryModel.") for name in told), told
    history = window.parts.history
    docks.history.raise_()
    QApplication.processEvents()
    rows = history.model()
    assert rows.rowCount() == window.parts.steps.count + 1
    assert history.currentIndex().row() == window.parts.steps.index
