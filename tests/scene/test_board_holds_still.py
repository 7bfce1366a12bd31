"""A board that holds still (issue 36): a cube sent to the overflow leaves every track's
height (and so every row of the Table arrangement) where it was, the caption's room being
kept on every track; a temporary cube carried over a full permanent row shows the overflow
place it would go to before it is dropped."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from helpers import LEFT, NO_MOD, choose_player, click_slot, slot_point
from influence_board.rules import Convert
from influence_board.rules.formats.scenario import standard_board
from influence_board.scene.geometry import TrackGeometry
from influence_board.scene.preview import PreviewItem, landing

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).parents[1] / "cases"


def shapes(window: MainWindow) -> dict[str, tuple[float, float, float]]:
    """Every track's height (its item's bounding rectangle and its geometry) and the top
    of its place on the board."""
    return {
        r: (item.boundingRect().height(), item.geometry.height, item.pos().y())
        for r, item in window.parts.scene.region_items.items()
    }


def test_converting_into_a_full_permanent_row_changes_no_track_height(
    window: MainWindow,
) -> None:
    """RULES.md example C: the second convert finds both permanent slots full, and the
    cube goes to the overflow, with its caption under it."""
    assert window.parts.files.open_file(str(CASES / "c_convert" / "scenario.json"))
    before = shapes(window)
    game = window.parts.game
    game.perform(Convert("open", "a", 0))  # into a free permanent slot
    game.perform(Convert("full", "a", 0))  # both slots full: the overflow
    board = window.parts.document.board
    assert board.region("full").overflow == ("a",)
    assert window.parts.scene.region_items["full"].geometry.overflow_count == 1
    assert shapes(window) == before
    window.action("undo").trigger()
    assert shapes(window) == before


def test_a_dragged_cube_sent_to_the_overflow_moves_no_row(window: MainWindow) -> None:
    """The standard board in the Table arrangement: Central Asia filled, then the USA's
    temporary cube there dragged above the line goes to the overflow."""
    choose_player(window, 2)
    click_slot(window, "central_asia", "permanent", 1)  # the EU fills the row
    choose_player(window, 1)
    click_slot(window, "central_asia", "temporary", 0)
    before = shapes(window)
    viewport = window.parts.view.viewport()
    start = slot_point(window, "central_asia", "temporary", 0)
    end = slot_point(window, "central_asia", "permanent", 1)
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (k / 6))
    # Before the drop: the place it will go to, the first overflow place, is marked.
    preview = window.parts.scene.preview.item
    assert preview is not None and preview.isVisible()
    assert preview.landing.lands == ("overflow", 0)
    track = window.parts.scene.region_items["central_asia"]
    assert preview.pos() == track.pos()
    assert preview.boundingRect().contains(track.geometry.overflow(0))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)
    assert window.parts.document.board.region("central_asia").overflow == ("usa",)
    assert window.parts.scene.preview.item is None  # the cube is where it was shown
    assert shapes(window) == before


def test_a_carried_cube_over_a_free_permanent_slot_marks_that_slot(window: MainWindow) -> None:
    choose_player(window, 1)
    click_slot(window, "central_asia", "temporary", 0)
    viewport = window.parts.view.viewport()
    start = slot_point(window, "central_asia", "temporary", 0)
    end = slot_point(window, "central_asia", "permanent", 1)  # the free one
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for k in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (k / 6))
    preview = window.parts.scene.preview.item
    assert preview is not None and preview.landing.lands == ("permanent", 1)
    below = slot_point(window, "central_asia", "temporary", 2)
    QTest.mouseMove(viewport, below)  # below the line: it would go back, nothing is marked
    assert window.parts.scene.preview.item is None
    QTest.mouseRelease(viewport, LEFT, NO_MOD, below)
    assert window.parts.steps.count == 1  # the temporary cube only


def test_the_overflow_place_past_a_tracks_edge_is_drawn(qapp: QApplication) -> None:
    """Middle East & North Africa's six slots leave no room in its track for an overflow
    place: the preview's own rectangle reaches it, so the mark is not cut off."""
    mena = standard_board().region("middle_east_north_africa")
    empty = (None,) * (len(mena.temporary) - 1)
    full = replace(mena, permanent=("usa",) * len(mena.permanent), temporary=("eu", *empty))
    g = TrackGeometry(full)
    place = g.overflow(0)
    assert place.right() > g.width  # past the track's edge
    item = PreviewItem(g, landing(full, Convert(full.id, "eu", 0)), QColor("red"), "", QColor())
    assert item.landing.lands == ("overflow", 0)
    assert item.boundingRect().contains(QRectF(place))
