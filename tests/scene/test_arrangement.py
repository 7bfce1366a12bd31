"""The Table arrangement (issue 17): rows of tracks that fill the view in the map's order,
never one track over another, changing no position of the board; the Map arrangement puts
each track at its Region's position. Issue 36: one sequence at every width, which Page Down
follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from boards import STANDARD_READING_ORDER
from helpers import drag, header_point, on_the_map
from influence_board.scene.arrangement import (
    TABLE_GAP,
    Track,
    reading_order,
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


# -- one order for the Regions (issue 36) ------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(tracks, st.integers(1, 40))
def test_every_column_count_cuts_one_sequence_into_rows(found: list[Track], columns: int) -> None:
    rows = table_rows(found, columns)
    assert [t for row in rows for t in row] == reading_order(found)
    assert all(len(row) == columns for row in rows[:-1])


def test_the_map_is_read_by_its_rows_not_by_the_cut_of_the_table() -> None:
    """A track a little lower than its row's first one is still in that row: the rows
    the map shows, not a sort by height, give the order (Central Asia sits 6 px below
    Europe and right of it: Europe first)."""
    map_ = {"ca": (1398.0, 328.0), "eu": (668.0, 322.0), "me": (996.0, 559.0), "am": (250.0, 707.0)}
    found = [Track(r, xy, 200, 198) for r, xy in map_.items()]
    assert [t.region for t in reading_order(found)] == ["eu", "ca", "me", "am"]


def shown_rows(window: MainWindow) -> list[list[str]]:
    """The tracks as the board shows them: grouped by the top of their row, each row left
    to right, read from the items' places (not from the arrangement's arithmetic)."""
    items = window.parts.scene.region_items
    tops = sorted({round(item.pos().y(), 3) for item in items.values()})
    return [
        sorted(
            (r for r, item in items.items() if round(item.pos().y(), 3) == top),
            key=lambda r: items[r].pos().x(),
        )
        for top in tops
    ]


def page_down_visits(window: MainWindow) -> list[str | None]:
    from kb_helpers import press

    visited: list[str | None] = []
    for _ in STANDARD_READING_ORDER:
        press(window, Qt.Key.Key_PageDown)
        focus = window.parts.play.focus
        visited.append(None if focus is None else focus.region)
    return visited


def test_every_column_count_shows_the_regions_in_one_sequence_and_page_down_follows_it(
    kb: MainWindow,
) -> None:
    """The view's shape as the window's resize gives it (BoardView.resizeEvent), across
    every column count the Table arrangement can give the standard board."""
    scene = kb.parts.scene
    possible = {table_columns(scene.tracks(), a / 100) for a in range(5, 2001)}
    assert len(possible) >= 4  # 1, 2, 3, 4 and 7 today: the sweep below covers them all
    seen: dict[int, list[str]] = {}
    for aspect in (0.05, 0.3, 0.6, 0.9, 1.2, 1.5, 16 / 9, 2.5, 3.5, 5.0, 10.0, 20.0):
        scene.set_view_aspect(aspect)
        rows = shown_rows(kb)
        seen[len(rows[0])] = [r for row in rows for r in row]
        assert page_down_visits(kb) == STANDARD_READING_ORDER, aspect
    assert set(seen) == possible
    assert all(sequence == STANDARD_READING_ORDER for sequence in seen.values()), seen


def test_resizing_the_window_keeps_the_sequence(kb: MainWindow) -> None:
    """From a tall narrow window to a wide short one (the docks take their share), through
    a laptop's and a TV's: the rows change, the sequence does not."""
    from PySide6.QtWidgets import QApplication

    columns = set()
    for size in ((600, 1400), (900, 1000), (1100, 900), (1366, 768), (1920, 1080), (3000, 540)):
        kb.resize(*size)
        QApplication.processEvents()  # the layout gives the view its new size
        rows = shown_rows(kb)
        columns.add(len(rows[0]))
        assert [r for row in rows for r in row] == STANDARD_READING_ORDER, (size, rows)
        assert page_down_visits(kb) == STANDARD_READING_ORDER, size
    assert len(columns) >= 4, columns  # 1, 2, 3, 4 and 7 columns today
