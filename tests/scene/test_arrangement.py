"""The Table arrangement (issue 17): rows of tracks that fill the view in the map's order,
never one track over another, changing no position of the board; the Map arrangement puts
each track at its Region's position."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from helpers import drag, header_point, on_the_map
from influence_board.scene.arrangement import (
    TABLE_GAP,
    Track,
    table_columns,
    table_places,
    table_rows,
)

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

tracks = st.lists(
    st.builds(
        Track,
        region=st.uuids().map(str),
        position=st.none() | st.tuples(st.floats(-1e4, 1e4), st.floats(-1e4, 1e4)),
        width=st.floats(100, 400),
        height=st.floats(100, 300),
    ),
    min_size=1,
    max_size=40,
    unique_by=lambda t: t.region,
)


@settings(max_examples=200, deadline=None)
@given(tracks, st.floats(0.2, 5.0))
def test_no_track_covers_another_and_every_track_has_a_place(
    found: list[Track], aspect: float
) -> None:
    places = table_places(found, aspect)
    assert set(places) == {t.region for t in found}
    boxes = [(places[t.region][0], places[t.region][1], t.width, t.height) for t in found]
    for n, (x, y, w, h) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[n + 1 :]:
            apart = x + w + TABLE_GAP <= x2 + 1e-6 or x2 + w2 + TABLE_GAP <= x + 1e-6
            apart = apart or y + h + TABLE_GAP <= y2 + 1e-6 or y2 + h2 + TABLE_GAP <= y + 1e-6
            assert apart


def test_a_wide_view_takes_wide_rows_a_tall_view_tall_columns() -> None:
    seven = [Track(str(n), (n * 10.0, 0.0), 200, 200) for n in range(7)]
    assert table_columns(seven, 16 / 9) == 4  # a laptop's board view: 4 + 3
    assert table_columns(seven, 0.5) == 2
    assert table_columns(seven, 10.0) == 7


def test_rows_follow_the_map_top_to_bottom_then_left_to_right() -> None:
    map_ = {"a": (500.0, 0.0), "b": (0.0, 10.0), "c": (300.0, 400.0), "d": (100.0, 390.0)}
    found = [Track(r, xy, 100, 100) for r, xy in map_.items()]
    rows = table_rows([*found, Track("e", None, 100, 100)], 2)
    assert [[t.region for t in row] for row in rows] == [["b", "a"], ["d", "c"], ["e"]]


def test_the_window_starts_in_the_table_arrangement_and_keeps_the_board(window: MainWindow) -> None:
    scene = window.parts.scene
    assert scene.arrangement == "table"
    board = window.parts.document.board
    europe = scene.region_items["europe"]
    assert (europe.pos().x(), europe.pos().y()) != board.region("europe").position
    assert not any(link.isVisible() for links in scene.link_items.values() for link in links)
    on_the_map(window)
    assert (europe.pos().x(), europe.pos().y()) == board.region("europe").position
    assert all(link.isVisible() for links in scene.link_items.values() for link in links)
    assert window.parts.document.board is board  # a way of looking: no step, no change
    assert window.parts.steps.count == 0


def test_the_arrangement_is_kept_for_the_next_start(window: MainWindow, qtbot: QtBot) -> None:
    from influence_board.files import settings as remembered

    window.action("arrange_map").trigger()
    assert remembered.arrangement() == "map"
    window.action("arrange_table").trigger()
    assert remembered.arrangement() == "table"


def test_a_header_drag_in_the_table_arrangement_moves_nothing_and_says_why(
    window: MainWindow, qtbot: QtBot
) -> None:
    from PySide6.QtCore import QPoint

    board = window.parts.document.board
    start = header_point(window, "europe")
    with qtbot.waitSignal(window.parts.journal.said) as said:
        drag(window, start, start + QPoint(120, 40), steps=3)
    assert "Map Arrangement" in said.args[0]
    assert window.parts.document.board is board
    assert window.parts.steps.count == 0
