"""The board on a setup sheet's pages, its slot numbers at MIN_LABEL_PT or more on A4.

The map (the scene as the window shows it in the Map arrangement) fitted to one page when it
is readable there; else the Table arrangement (scene/arrangement.py: the map's reading order
in rows) laid out for a landscape page: on that one page when it is readable there (the
standard board: the whole board on one page, as on a laptop's screen), else in rows of as
many tracks as a page's width holds, dealt evenly over as few pages as hold them, so that a
page is cut between Regions and none is left mostly empty. A board that would need more
than MAX_BOARD_PAGES goes on one page, small (each Region's words follow on the text pages).

Below the board: its caption (the name, the round and the VP; "board, part i of n" on a
part) and, on the first page, the legend of the numbers on a cube (sheet_legend.py): in the
room the board leaves, never on a page of their own. The tracks of the Table arrangement
are painted by their own items where the paper's rows put them: the window's scene is never
rearranged for a sheet."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPainter, QTextDocument
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem

from ..scene.arrangement import (
    MAP,
    TABLE_GAP,
    TABLE_MARGIN,
    Track,
    cut_rows,
    reading_order,
    table_columns,
)
from ..scene.geometry import small_font
from .sheet_page import Landscape, SheetPage, content_rect, deal, deal_evenly
from .sheet_text import caption_html, document, draw_document

if TYPE_CHECKING:
    from ..scene.board_scene import BoardScene

translate = QCoreApplication.translate

MAX_BOARD_PAGES = 64  # a board needing more pages than this at a readable size goes on one
MIN_LABEL_PT = 7.0  # the smallest numbers on a track (the bonus list), printed
BAND_GAP = 4.0  # between the board, its caption and the legend, in 96 dpi units
Rows = tuple[tuple[Track, ...], ...]


def slot_label_px() -> int:
    """The smallest numbers on a track, in scene units: the bonus list (the printed VP on
    the slots are larger)."""
    return small_font().pixelSize()


def least_scale(dpi: float) -> float:
    """The fewest device pixels a scene unit that print the slot numbers readable."""
    return MIN_LABEL_PT / 72 * dpi / slot_label_px()


def orientation(scene: QGraphicsScene) -> QPageLayout.Orientation:
    """The map's page: landscape for a board wider than it is tall."""
    rect = scene.sceneRect()
    wide = rect.width() > rect.height()
    return QPageLayout.Orientation.Landscape if wide else QPageLayout.Orientation.Portrait


@dataclass(frozen=True, slots=True)
class BoardPrint:
    """The Table arrangement on paper: `scale` device pixels a scene unit, each page's rows
    of tracks, and the columns' widths (the same on every page, so the columns line up)."""

    scale: float
    pages: tuple[Rows, ...]
    widths: tuple[float, ...]

    def label_pt(self, dpi: float) -> float:
        """The printed size of the slot numbers, in points."""
        return slot_label_px() * self.scale / dpi * 72

    def extent(self, rows: Rows) -> QSizeF:
        """The size of a page's rows laid out, margins included, in scene units."""
        width = sum(self.widths) + TABLE_GAP * (len(self.widths) - 1)
        height = sum(_row_height(row) for row in rows) + TABLE_GAP * (len(rows) - 1)
        return QSizeF(width + 2 * TABLE_MARGIN, height + 2 * TABLE_MARGIN)


def _row_height(row: Sequence[Track]) -> float:
    return max((t.height for t in row), default=0.0)


def map_fits(source: QRectF, room: QSizeF, dpi: float) -> bool:
    """Whether the map (`source`, in scene units) fitted to `room` prints readable."""
    if source.width() <= 0 or source.height() <= 0:
        return False
    fit = min(room.width() / source.width(), room.height() / source.height())
    return fit >= least_scale(dpi)


def plan_table(tracks: Sequence[Track], room: QSizeF, dpi: float) -> BoardPrint:
    """The Table arrangement for pages of `room` (device pixels): on one page when it is
    readable there, else rows as wide as a page holds readable, dealt evenly over pages.
    `room` must have room (ValueError)."""
    if not (room.width() > 0 and room.height() > 0):
        raise ValueError(room)  # a programming error (a page of no size), for no user
    if not tracks:
        return BoardPrint(1.0, ((),), ())
    least = least_scale(dpi)
    order = reading_order(tracks)  # sorted once, cut into rows as table_rows cuts it
    one = _fitted([cut_rows(order, table_columns(tracks, room.width() / room.height()))], room)
    if one.scale >= least:
        return one
    # Rows no wider than a page at `least` (columns of the widest track's size), each
    # count of them dealt over pages: the fewest pages, then the largest print.
    cell = max(t.width for t in tracks) + TABLE_GAP
    across = (room.width() / least - 2 * TABLE_MARGIN + TABLE_GAP) / cell
    capacity = room.height() / least - 2 * TABLE_MARGIN + TABLE_GAP
    best = one
    for columns in range(1, max(1, math.floor(across)) + 1):
        plan = _dealt(cut_rows(order, columns), room, capacity)
        if plan is not None and (
            best is one
            or len(plan.pages) < len(best.pages)
            or (len(plan.pages) == len(best.pages) and plan.scale > best.scale)
        ):
            best = plan
    return best  # `one` past MAX_BOARD_PAGES: small, each Region's words follow


def _dealt(rows: list[list[Track]], room: QSizeF, capacity: float) -> BoardPrint | None:
    """The rows dealt evenly over as few pages of `capacity` (scene units) as hold them,
    then fitted to `room`; None past MAX_BOARD_PAGES."""
    heights = [_row_height(row) + TABLE_GAP for row in rows]

    def page_room(_page: int) -> float:
        return capacity

    dealt = deal(heights, page_room, MAX_BOARD_PAGES)
    if dealt is None:
        return None
    dealt = deal_evenly(heights, page_room, dealt)
    pages: list[list[list[Track]]] = [[] for _ in range(dealt[-1] + 1)]
    for row, page in zip(rows, dealt, strict=True):
        pages[page].append(row)
    return _fitted(pages, room)


def _fitted(pages: Sequence[Sequence[Sequence[Track]]], room: QSizeF) -> BoardPrint:
    """The pages' rows at the largest scale that fits each of them into `room`; a column
    as wide as its widest track on any page, so the columns line up from page to page."""
    shaped = tuple(tuple(tuple(row) for row in rows) for rows in pages)
    every = [row for rows in shaped for row in rows]
    count = max((len(row) for row in every), default=0)
    widths = tuple(max(row[c].width for row in every if c < len(row)) for c in range(count))
    plan = BoardPrint(1.0, shaped, widths)
    sizes = [plan.extent(rows) for rows in shaped]
    scale = min(min(room.width() / s.width(), room.height() / s.height()) for s in sizes)
    return replace(plan, scale=scale)


# -- the pages -------------------------------------------------------------------------------


def board_pages(scene: BoardScene, words: str, legend: str, dpi: int) -> list[SheetPage]:
    """The board's pages: the map when it is readable on one page, else the Table
    arrangement; `words` (the caption) below the board on each, `legend` on the first."""
    scale = dpi / 96.0
    if scene.arrangement == MAP and scene.region_items:
        turn = orientation(scene)
        source = scene.sceneRect()
        page = content_rect(turn, dpi)
        if map_fits(source, _room(page, _band(words, legend, page.width(), scale), scale), dpi):
            return [SheetPage(turn, _map_drawer(scene, source, words, legend, scale), "board")]
    page = content_rect(Landscape, dpi)
    longest = _band(_part_said(words, 99, 99), legend, page.width(), scale)
    plan = plan_table(scene.tracks(), _room(page, longest, scale), dpi)
    count = len(plan.pages)
    found = []
    for n, rows in enumerate(plan.pages):
        said = _part_said(words, n + 1, count) if count > 1 else words
        shown = legend if n == 0 else ""
        draw = _table_drawer(scene, plan, rows, said, shown, scale)
        found.append(SheetPage(Landscape, draw, "board" if count == 1 else "board part"))
    return found


def _part_said(words: str, n: int, count: int) -> str:
    """A part's caption: the board's, then which part of it the page shows."""
    label = translate("SetupSheet", "board, part {0} of {1}").format(n, count)
    return f"{words}  \N{MIDDLE DOT}  {label}" if words else label


def _band(words: str, legend: str, width: float, scale: float) -> list[QTextDocument]:
    """The caption and the legend below the board, laid out `width` device pixels wide."""
    texts = (caption_html(words) if words else "", legend)
    return [document(text, width, scale) for text in texts if text]


def _room(page: QRectF, band: Sequence[QTextDocument], scale: float) -> QSizeF:
    """What a page leaves the board above its `band`, gaps included (at least a third)."""
    height = sum((BAND_GAP + doc.size().height()) * scale for doc in band)
    return QSizeF(page.width(), max(page.height() - height, page.height() / 3))


def _target(rect: QRectF, size: QSizeF, room: QSizeF, most: float = math.inf) -> QRectF:
    """Where a board of `size` goes on a page's `rect`: at its top, centred, as large as
    `room` allows, at most `most` times."""
    k = min(most, room.width() / size.width(), room.height() / size.height())
    left = rect.left() + (rect.width() - size.width() * k) / 2
    return QRectF(left, rect.top(), size.width() * k, size.height() * k)


def _draw_band(
    painter: QPainter, band: Sequence[QTextDocument], left: float, top: float, scale: float
) -> None:
    """The caption, then the legend, from `top` (the board's bottom) down."""
    y = top
    for doc in band:
        y += BAND_GAP * scale
        y += draw_document(painter, doc, QPointF(left, y), scale)


def _map_drawer(
    scene: QGraphicsScene, source: QRectF, words: str, legend: str, scale: float
) -> Callable[[QPainter, QRectF], None]:
    """The map as large as fits above its caption and legend, centred."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        band = _band(words, legend, rect.width(), scale)  # laid out on the paper printed on
        target = _target(rect, source.size(), _room(rect, band, scale))
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        _draw_band(painter, band, rect.left(), target.bottom(), scale)

    return draw


def _table_drawer(
    scene: BoardScene, plan: BoardPrint, rows: Rows, words: str, legend: str, scale: float
) -> Callable[[QPainter, QRectF], None]:
    """A page's rows of tracks on the board's background, centred, each track painted by
    its item (as printed: the scene says so while it prints), the band below."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        band = _band(words, legend, rect.width(), scale)
        size = plan.extent(rows)
        target = _target(rect, size, _room(rect, band, scale), plan.scale)
        if rows:  # a board of no Region: its caption alone
            painter.fillRect(target, scene.backgroundBrush())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(target.topLeft())
        k = target.width() / size.width()
        painter.scale(k, k)
        option = QStyleOptionGraphicsItem()
        y = TABLE_MARGIN
        for row in rows:
            x = TABLE_MARGIN
            for column, track in enumerate(row):
                painter.save()
                painter.translate(x, y)
                scene.region_items[track.region].paint(painter, option, None)
                painter.restore()
                x += plan.widths[column] + TABLE_GAP
            y += _row_height(row) + TABLE_GAP
        painter.restore()
        _draw_band(painter, band, rect.left(), target.bottom(), scale)

    return draw
