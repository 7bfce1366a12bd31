"""Dragging Region tracks is led by the Board: a drag of the selection is one operation and
one undo step, the items show where the Board puts them, and the scene rectangle and Zoom
to Fit follow every change of positions (drag, Lay Out, Add Region, undo)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from helpers import (
    LEFT,
    NO_MOD,
    assert_undo_redo,
    assert_window_shows,
    click,
    header_point,
    on_the_map,
)
from influence_board.rules import MoveRegions

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def map_arrangement(window: MainWindow) -> None:
    on_the_map(window)  # each track at its Region's position, which a drag changes


def mouse_drag(
    window: MainWindow,
    start: QPoint,
    end: QPoint,
    modifiers: Qt.KeyboardModifier = NO_MOD,
    steps: int = 6,
) -> None:
    """Press at start (with `modifiers`), move in several steps, release at end."""
    viewport = window.parts.view.viewport()
    QTest.mousePress(viewport, LEFT, modifiers, start)
    for k in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (k / steps))
    QTest.mouseRelease(viewport, LEFT, modifiers, end)


def position(window: MainWindow, region_id: str) -> tuple[float, float]:
    xy = window.parts.document.board.region(region_id).position
    assert xy is not None
    return xy


def item_at(window: MainWindow, region_id: str) -> tuple[float, float]:
    pos = window.parts.scene.region_items[region_id].pos()
    return (pos.x(), pos.y())


def visible(window: MainWindow) -> QRectF:
    """The part of the scene the view shows."""
    view = window.parts.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def assert_every_track_covered(window: MainWindow) -> None:
    """The scene rectangle (the scroll area) and the fitted view hold every track whole."""
    rect, shown = window.parts.scene.sceneRect(), visible(window)
    for region_id, item in window.parts.scene.region_items.items():
        bounds = item.sceneBoundingRect()
        assert rect.contains(bounds), f"{region_id} {bounds} outside the scene rect {rect}"
        assert shown.contains(bounds), f"{region_id} {bounds} cut off: the view shows {shown}"


def zoom_to_fit_by_key(window: MainWindow) -> None:
    window.parts.view.setFocus()
    QTest.keyClick(window.parts.view, Qt.Key.Key_0, CTRL)


def test_ctrl_drag_moves_every_selected_track_as_one_step(window: MainWindow) -> None:
    before = window.parts.document.board
    click(window, header_point(window, "central_asia"))
    assert window.parts.scene.selected_regions() == ["central_asia"]
    central, south = position(window, "central_asia"), position(window, "south_asia")
    start = header_point(window, "south_asia")
    mouse_drag(window, start, start + QPoint(-120, 90), CTRL)

    steps = window.parts.steps
    assert steps.count == 1, [steps.text_at(i) for i in range(1, steps.count + 1)]
    assert steps.text_at(1) == "Move Central Asia and South Asia"
    (op,) = window.parts.steps.operations()
    assert isinstance(op, MoveRegions)
    assert {r for r, _ in op.positions} == {"central_asia", "south_asia"}
    # Both tracks moved by the same amount, in the Board, and the items show the Board.
    dx = position(window, "south_asia")[0] - south[0]
    dy = position(window, "south_asia")[1] - south[1]
    assert dx < -50 and dy > 30
    assert position(window, "central_asia") == pytest.approx((central[0] + dx, central[1] + dy))
    for region_id in ("central_asia", "south_asia"):
        assert item_at(window, region_id) == position(window, region_id)
    # Nothing but those two positions changed.
    after = window.parts.document.board
    for old, new in zip(before.regions, after.regions, strict=True):
        if old.id in ("central_asia", "south_asia"):
            assert new.with_position(None) == old.with_position(None)
        else:
            assert new is old
    # Undo puts both tracks back; Redo moves both again.
    assert_undo_redo(window, before, after)
    window.action("undo").trigger()
    assert position(window, "central_asia") == central
    assert position(window, "south_asia") == south
    assert item_at(window, "central_asia") == central
    assert item_at(window, "south_asia") == south


def test_plain_drag_of_a_selected_track_moves_the_selection_and_a_click_keeps_one(
    window: MainWindow,
) -> None:
    click(window, header_point(window, "africa"))
    QTest.mouseClick(window.parts.view.viewport(), LEFT, CTRL, header_point(window, "europe"))
    assert sorted(window.parts.scene.selected_regions()) == ["africa", "europe"]
    africa, europe = position(window, "africa"), position(window, "europe")
    start = header_point(window, "europe")
    mouse_drag(window, start, start + QPoint(0, 60))
    assert window.parts.steps.count == 1
    assert position(window, "africa") != africa and position(window, "europe") != europe
    assert sorted(window.parts.scene.selected_regions()) == ["africa", "europe"]
    # A click (no drag) on one of them keeps only that one selected, and moves nothing.
    click(window, header_point(window, "africa"))
    assert window.parts.scene.selected_regions() == ["africa"]
    assert window.parts.steps.count == 1


def test_a_drag_back_to_where_it_began_is_no_step_for_several_tracks(window: MainWindow) -> None:
    before = window.parts.document.board
    click(window, header_point(window, "central_asia"))
    start = header_point(window, "south_asia")
    viewport = window.parts.view.viewport()
    QTest.mousePress(viewport, LEFT, CTRL, start)
    QTest.mouseMove(viewport, start + QPoint(40, 20))
    QTest.mouseMove(viewport, start + QPoint(-70, 50))
    QTest.mouseMove(viewport, start)
    QTest.mouseRelease(viewport, LEFT, CTRL, start)
    assert window.parts.steps.count == 0
    assert_window_shows(window, before)


def test_the_scene_and_zoom_to_fit_follow_a_drag_and_its_undo(window: MainWindow) -> None:
    zoom_to_fit_by_key(window)
    fitted = window.parts.scene.sceneRect()
    start = header_point(window, "africa")
    # Far past the right edge of the picture.
    mouse_drag(window, start, start + QPoint(900, 300))
    assert window.parts.scene.sceneRect().right() > fitted.right()
    zoom_to_fit_by_key(window)
    assert_every_track_covered(window)
    # Undo: the picture shrinks back to what it was.
    window.action("undo").trigger()
    assert window.parts.scene.sceneRect() == fitted
    zoom_to_fit_by_key(window)
    assert_every_track_covered(window)


def test_a_fitted_view_stays_fitted_when_a_track_moves(window: MainWindow) -> None:
    """Until the user zooms, the whole board stays in view (view.py): after a drag too."""
    zoom_to_fit_by_key(window)
    start = header_point(window, "europe")
    mouse_drag(window, start, start + QPoint(-700, -400))
    assert_every_track_covered(window)


def test_lay_out_ends_with_the_whole_board_in_view(window: MainWindow) -> None:
    window.parts.view.zoom_in()
    window.parts.view.zoom_in()  # no longer fitted: Lay Out must fit again
    window.action("layout_all").trigger()
    assert window.parts.steps.count == 1
    assert_every_track_covered(window)
    window.action("undo").trigger()
    zoom_to_fit_by_key(window)
    assert_every_track_covered(window)


def test_add_region_far_away_is_inside_the_picture(window: MainWindow) -> None:
    region_id = window.parts.docks.inspector_panel.add_region((6000.0, 4000.0))
    assert region_id is not None
    assert window.parts.scene.sceneRect().contains(
        window.parts.scene.region_items[region_id].sceneBoundingRect()
    )
    zoom_to_fit_by_key(window)
    assert_every_track_covered(window)
    window.action("undo").trigger()
    assert region_id not in window.parts.scene.region_items
    assert window.parts.scene.sceneRect().right() < 6000


def test_a_track_dropped_on_another_slides_clear_in_the_same_step(window: MainWindow) -> None:
    before = window.parts.document.board
    start = header_point(window, "africa")
    target = header_point(window, "middle_east_north_africa")
    mouse_drag(window, start, target + QPoint(10, 10))
    items = window.parts.scene.region_items
    africa = items["africa"].sceneBoundingRect()
    for region_id, item in items.items():
        if region_id != "africa":
            assert not africa.intersects(item.sceneBoundingRect()), region_id
    steps = window.parts.steps
    assert steps.count == 1  # the drop and the slide are one step
    steps.undo()
    assert window.parts.document.board == before
