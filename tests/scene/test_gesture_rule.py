"""One rule for what a gesture at a place of a track means (scene/gesture_rule.py
`gesture_operation`): a click, Enter on the keyboard's slot and the hover preview give the
same operation at the same place, through real mouse and key events on the board view.
Touch makes mouse events of a finger (window/touch.py), so a tap follows the click."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt

from helpers import click_slot, hover_slot
from influence_board.document.play_state import Place
from influence_board.rules import Add, Board, Convert, Operation, Region
from kb_helpers import go_to, press

if TYPE_CHECKING:
    from influence_board.rules.operations import RowName
    from influence_board.window.main_window import MainWindow

K = Qt.Key
ACTING = "russia"
# (Region, row, index, what a gesture there does for Russia)
PLACES: list[tuple[str, RowName, int, Add | None]] = [
    ("africa", "permanent", 1, Add("africa", ACTING, "permanent", slot=1)),  # empty slot
    ("africa", "temporary", 0, Add("africa", ACTING, "temporary")),  # the EU's cube
    ("africa", "temporary", 3, Add("africa", ACTING, "temporary")),  # an empty slot
    ("europe", "permanent", 0, None),  # the EU's permanent cube: chosen, nothing added
    ("europe", "temporary", 1, Add("europe", ACTING, "temporary")),  # a full row's cube
    ("central_asia", "overflow", 0, None),  # an overflow cube
]


@pytest.fixture
def table(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> tuple[MainWindow, list[Operation]]:
    """Europe's temporary row full, a cube in Central Asia's overflow, Russia acting; the
    operations the Game is asked to carry out are recorded."""
    game = window.parts.game
    for player in ("usa", "eu", "russia", "china"):
        assert game.perform(Add("europe", player, "temporary"))
    assert game.perform(Add("central_asia", "eu", "permanent"))
    assert game.perform(Add("central_asia", "china", "temporary"))
    assert game.perform(Convert("central_asia", "china", 0))
    window.parts.play.set_acting(ACTING)
    asked: list[Operation] = []
    perform = game.perform

    def recording(op: Operation) -> bool:
        asked.append(op)
        return perform(op)

    monkeypatch.setattr(game, "perform", recording)
    return window, asked


def made(
    window: MainWindow, asked: list[Operation], gesture: Callable[[], None]
) -> Operation | None:
    """The operation `gesture` had the Game carry out (None: none), undone after."""
    asked.clear()
    steps = window.parts.steps.index
    gesture()
    if window.parts.steps.index > steps:
        window.action("undo").trigger()
    assert len(asked) <= 1, asked
    return asked[0] if asked else None


def focus_on(window: MainWindow, region_id: str, row: RowName, index: int) -> None:
    """Move the keyboard to a slot with the keys (the overflow places follow the
    permanent slots on the permanent row)."""
    go_to(window, region_id)
    steps = index
    if row == "temporary":
        press(window, K.Key_Down)
    elif row == "overflow":
        steps += len(window.parts.document.board.region(region_id).permanent)
    press(window, K.Key_Right, times=steps)
    assert window.parts.gestures.keyboard.slot() == Place(region_id, row, index)


@pytest.mark.parametrize(("region_id", "row", "index", "expected"), PLACES)
def test_click_enter_and_hover_mean_the_same_at_each_place(
    table: tuple[MainWindow, list[Operation]],
    region_id: str,
    row: RowName,
    index: int,
    expected: Add | None,
) -> None:
    window, asked = table
    hover_slot(window, region_id, row, index)
    previewed = window.parts.scene.preview.shown
    clicked = made(window, asked, lambda: click_slot(window, region_id, row, index))
    focus_on(window, region_id, row, index)
    entered = made(window, asked, lambda: press(window, K.Key_Return))
    assert previewed == clicked == entered == expected


def test_a_press_on_a_cube_chooses_it_in_any_row(table: tuple[MainWindow, list[Operation]]) -> None:
    window, _ = table
    click_slot(window, "europe", "permanent", 0)
    assert window.parts.play.chosen_cube == Place("europe", "permanent", 0)
    click_slot(window, "central_asia", "overflow", 0)
    assert window.parts.play.chosen_cube == Place("central_asia", "overflow", 0)
    focus_on(window, "europe", "permanent", 1)
    press(window, K.Key_Return)
    assert window.parts.play.chosen_cube == Place("europe", "permanent", 1)
    assert window.statusBar().currentMessage() == "Europe, permanent slot 2 (printed 1): USA's cube"


def test_in_setup_mode_the_gesture_places_without_scoring(
    table: tuple[MainWindow, list[Operation]],
) -> None:
    window, asked = table
    window.parts.play.set_setup_mode(True)
    expected = Add("africa", ACTING, "temporary", setup=True)
    hover_slot(window, "africa", "temporary", 0)
    assert window.parts.scene.preview.shown == expected
    assert made(window, asked, lambda: click_slot(window, "africa", "temporary", 0)) == expected


def test_nothing_when_nobody_may_act(table: tuple[MainWindow, list[Operation]]) -> None:
    """A board without players: nobody acts, so a gesture means nothing (no refusal)."""
    window, asked = table
    track = Region("r", "Lone", (1, 1), (4, 3, 2, 1), (7, 4, 2), (None, None), (), (None,) * 4)
    window.parts.document.replace(Board("Nobody", (), None, (track.with_position((0.0, 0.0)),)))
    assert window.parts.play.acting == ""
    window.statusBar().clearMessage()
    hover_slot(window, "r", "temporary", 0)
    assert window.parts.scene.preview.shown is None
    assert made(window, asked, lambda: click_slot(window, "r", "temporary", 0)) is None
    assert made(window, asked, lambda: click_slot(window, "r", "permanent", 0)) is None
    assert window.statusBar().currentMessage() == ""
