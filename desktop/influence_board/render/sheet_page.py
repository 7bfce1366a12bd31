"""A page of a setup sheet: A4 with the sheet's margins, a band at the top (the scenario's
name and its file name) and one at the bottom ("page i of n"), and what is drawn between
them (`SheetPage`); and the one way the sheet's blocks (a Region's words, a row of the
board's tracks) are dealt over columns and pages, in order, each page as full as the others
(`deal`, `deal_evenly`), so that no page is left mostly empty."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter

MARGIN_MM = 15
HEADER_MM = 8  # the band at the top of a page: the scenario's name and file name
FOOTER_MM = 6  # and at the bottom: "page i of n"
RESOLUTION = 150  # dots per inch of the PDF's layout

Portrait = QPageLayout.Orientation.Portrait
Landscape = QPageLayout.Orientation.Landscape


@dataclass(frozen=True, slots=True)
class SheetPage:
    """One page of a sheet: its orientation and how to draw what is between its header and
    its footer (painter, that rectangle in device pixels)."""

    orientation: QPageLayout.Orientation
    draw: Callable[[QPainter, QRectF], None]
    # "board", "board part", "regions" or "names": for the reader of a plan
    what: str


def page_layout(orientation: QPageLayout.Orientation) -> QPageLayout:
    """A4 in `orientation` with the sheet's margins."""
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4), orientation, margins, QPageLayout.Unit.Millimeter
    )


def mm(length: float, dpi: float) -> float:
    """`length` millimetres in device pixels."""
    return length / 25.4 * dpi


def content_rect(orientation: QPageLayout.Orientation, dpi: int) -> QRectF:
    """Where an A4 page's content goes, in device pixels from the margins' corner."""
    paint = page_layout(orientation).paintRectPixels(dpi)
    return between_bands(paint.width(), paint.height(), dpi)


def between_bands(width: float, height: float, dpi: float) -> QRectF:
    """What a paint rectangle of `width` x `height` (from its corner) leaves between the
    header and the footer: the planned page's and, on other paper, the printed one's."""
    top, bottom = mm(HEADER_MM, dpi), mm(FOOTER_MM, dpi)
    return QRectF(0, top, width, height - top - bottom)


def deal(heights: Iterable[float], room: Callable[[int], float], most: int) -> list[int] | None:
    """The column each block goes to, in order: the same as the block before while it
    fits in what that column has left, else the next one (a block taller than a column
    goes alone in one). `room(n)`: the height column n holds. None, having read no more
    of `heights`, when the blocks need more than `most` columns."""
    found: list[int] = []
    column, left, empty = 0, room(0), True
    for height in heights:
        if height > left and not empty:
            column += 1
            left, empty = room(column), True
        if column >= most:
            return None
        found.append(column)
        left -= height
        empty = False
    return found


def deal_evenly(
    heights: Sequence[float], room: Callable[[int], float], dealt: list[int], per_page: int = 1
) -> list[int]:
    """The blocks `dealt` (by `deal`) again over as many pages of `per_page` columns as
    that took, each column holding no more than it must: the smallest height a column is
    given that still needs no more of them, found by halving. The blocks are spread evenly,
    and the last page is about as full as the others."""
    if not dealt:
        return dealt
    count = (dealt[-1] // per_page + 1) * per_page
    best = dealt
    low, high = 0.0, max(room(n) for n in range(count))
    for _ in range(24):  # to a few pixels in 10**7
        middle = (low + high) / 2

        def cut(n: int, most: float = middle) -> float:
            return min(room(n), most)

        found = deal(heights, cut, count)
        if found is None:
            low = middle
        else:
            high, best = middle, found
    return best
