"""Where the tracks sit on the board: the Map arrangement puts each at its Region's position
(the board's own layout, what Lay Out and a drag change); the Table arrangement lays them
in rows that fill the view, so that the whole board shows readable on a laptop screen.

The Table arrangement is a way of looking, not an edit: it changes no position of the
board. It lays the tracks in the map's reading order (the map's rows top to bottom, each
left to right), one sequence whatever the view's width: a wider view only puts more of it
in a row, so a player moving from a laptop to a TV finds the Regions in the same order.
Page Down follows that order too (`reading_order`). Pure arithmetic on the tracks' sizes,
for the scene and the tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

MAP, TABLE = "map", "table"
ARRANGEMENTS = (MAP, TABLE)
TABLE_GAP = 14.0  # between two tracks of the Table arrangement
TABLE_MARGIN = 16.0  # around them: the Map's wide margin would cost a laptop its fit


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.4 ms, the start's).
class Track(NamedTuple):
    """What the arrangement knows of one track: its Region, map position and size."""

    region: str
    position: tuple[float, float] | None
    width: float
    height: float


EXACT_UP_TO = 64  # tracks; a larger board's column count is chosen on cells of one size


def table_columns(tracks: Sequence[Track], aspect: float) -> int:
    """How many tracks a row of the Table arrangement holds in a view `aspect` times as wide
    as it is tall: the count that shows them all the largest."""
    n = len(tracks)
    if n == 0:
        return 1
    # Cells of the largest track's size: a quick guess for a big board.
    w = max(t.width for t in tracks) + TABLE_GAP
    h = max(t.height for t in tracks) + TABLE_GAP
    order = reading_order(tracks) if n <= EXACT_UP_TO else []  # once, for every count
    best, best_scale = 1, 0.0
    for columns in range(1, n + 1):
        rows = math.ceil(n / columns)
        if columns > 1 and math.ceil(n / (columns - 1)) == rows:
            continue  # the same rows with an emptier last one
        if order:
            width, height = _extent(cut_rows(order, columns))
        else:
            width, height = columns * w, rows * h
        scale = min(aspect / width, 1.0 / height)
        if scale > best_scale:
            best, best_scale = columns, scale
    return best


def _column_widths(rows: list[list[Track]]) -> list[float]:
    widths = [0.0] * max(len(row) for row in rows)
    for row in rows:
        for i, track in enumerate(row):
            widths[i] = max(widths[i], track.width)
    return widths


def _extent(rows: list[list[Track]]) -> tuple[float, float]:
    """The width and height of the rows laid out, gaps included."""
    widths = _column_widths(rows)
    width = sum(widths) + TABLE_GAP * len(widths)
    height = sum(max(t.height for t in row) + TABLE_GAP for row in rows)
    return width, height


def reading_order(tracks: Sequence[Track]) -> list[Track]:
    """The tracks as the map is read: into rows (a track whose top lies above the middle of
    a row's first, topmost track is in that row), the rows top to bottom, each left to
    right; tracks with no position last, in the board's order. It depends on the map
    alone, never on the view, so every column count shows the same sequence."""
    placed = sorted((t for t in tracks if t.position is not None), key=_top)
    rows: list[list[Track]] = []
    for track in placed:
        if rows and _top(track) < _top(rows[-1][0]) + rows[-1][0].height / 2:
            rows[-1].append(track)
        else:
            rows.append([track])
    found = [t for row in rows for t in sorted(row, key=_left)]
    return found + [t for t in tracks if t.position is None]


def _top(track: Track) -> float:
    return (track.position or (0.0, 0.0))[1]


def _left(track: Track) -> float:
    return (track.position or (0.0, 0.0))[0]


def table_rows(tracks: Sequence[Track], columns: int) -> list[list[Track]]:
    """The tracks in rows of `columns`: the map's reading order cut into rows, so that only
    the places of the cuts change with the view's width."""
    return cut_rows(reading_order(tracks), columns)


def cut_rows(order: Sequence[Track], columns: int) -> list[list[Track]]:
    """Tracks already in reading order, cut into rows of `columns`."""
    return [list(order[i : i + columns]) for i in range(0, len(order), columns)]


def table_places(tracks: Sequence[Track], aspect: float) -> dict[str, tuple[float, float]]:
    """The top-left corner of each track in the Table arrangement: rows as tall as their
    tallest track, columns as wide as their widest, for a view of `aspect` (width/height)."""
    if not tracks:
        return {}
    rows = table_rows(tracks, table_columns(tracks, aspect))
    widths = _column_widths(rows)
    places: dict[str, tuple[float, float]] = {}
    y = 0.0
    for row in rows:
        x = 0.0
        for i, track in enumerate(row):
            places[track.region] = (x, y)
            x += widths[i] + TABLE_GAP
        y += max(t.height for t in row) + TABLE_GAP
    return places
