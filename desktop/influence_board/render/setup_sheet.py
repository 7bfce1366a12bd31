"""The printable setup sheet (PDF) for tournament directors: the board picture, then for
every Region its rows of cubes, counts, ranking and flags; and the pack of several sheets
in one PDF.

Every page is headed with the scenario's name and its file name and footed "page i of n"
of its sheet, so that the pages of a pack can be told apart once printed; no page is
blank. The board is printed with its slot numbers at 7 pt or more on A4: as large as the
first page allows when it fits there, else split between its Regions over as few pages as
either orientation gives (the standard board: two landscape halves), after an overview
when it takes more than two. The Regions follow in two columns of portrait pages, no
Region cut in two. The board carries a caption: its name and the VP. A name too long for
a page is cut short there, and the sheet ends with the names so cut, whole
(sheet_words.py says what the pages say).

A sheet has at most MAX_SHEET_PAGES pages: past them it is refused with the reason
(SheetTooLong), before more than that many are laid out, so that planning ends soon
whatever the names and the number of Regions.

A sheet is planned first (which page shows what), then drawn on a PDF, on a printer
(`print_sheets`, File > Print) or, for a look at it, on images of the pages
(`sheet_images`): one painter (`paint_sheets`) for all of them."""

from __future__ import annotations

import html
import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QGraphicsScene

from ..look.plain_text import isolated, short_name
from ..rules import Board
from ..rules.formats.safe_io import write_atomic
from ..scene.geometry import small_font
from .picture import caption_text, drawn, finish
from .sheet_words import (
    LIST_CHARS,
    cut_names,
    names_in_full_html,
    on_paper,
    pack_title,
    region_html,
    sheet_title,
    sheet_title_html,
)

translate = QCoreApplication.translate

MARGIN_MM = 15
HEADER_MM = 8  # the band at the top of a page: the scenario's name and file name
FOOTER_MM = 6  # and at the bottom: "page i of n"
RESOLUTION = 150  # dots per inch of the PDF's layout
COLUMN_GAP_MM = 6
INK = "#111111"  # the sheet's text, on white paper


# -- writing ---------------------------------------------------------------------------------


def write_setup_sheet(
    board: Board,
    scene: QGraphicsScene,
    path: Path,
    replace_read_only: bool = False,
    file_name: str | None = None,
    caption: bool = True,
) -> None:
    """Write the sheet completely and checked, then in place of `path` (export.py's way).
    `file_name` heads every page (None: unsaved). Raises OSError with the system's reason."""
    write_atomic(path, draw_setup_sheet(board, scene, file_name, caption), replace_read_only)


def draw_setup_sheet(
    board: Board, scene: QGraphicsScene, file_name: str | None = None, caption: bool = True
) -> bytes:
    """The sheet's PDF: the board (with the title when it fits beside it), then the Regions."""
    sheet = plan_sheet(board, scene, file_name, RESOLUTION, caption)
    return _pdf(sheet_title(board), [sheet])


def write_sheet_pack(
    sheets: Sequence[tuple[str, Board]],
    path: Path,
    theme: str = "light",
    replace_read_only: bool = False,
    caption: bool = True,
    checkpoint: Callable[[], None] = lambda: None,
) -> None:
    """A tournament pack: the setup sheet of every (file name, Board), each from a new page
    and headed with its file name, in one PDF, written like a single sheet. `checkpoint` is
    called between sheets and pages (the CLI raises KeyboardInterrupt there after a
    Ctrl-C, outside Qt's renderer). Raises OSError."""
    with planned_pack(sheets, RESOLUTION, caption, theme, checkpoint) as planned:
        data = _pdf(pack_title(), planned, checkpoint)
    write_atomic(path, data, replace_read_only)


@contextmanager
def planned_pack(
    sheets: Sequence[tuple[str, Board]],
    dpi: int = RESOLUTION,
    caption: bool = True,
    theme: str = "light",
    checkpoint: Callable[[], None] = lambda: None,
) -> Iterator[list[Sheet]]:
    """Each (file name, Board)'s sheet planned at `dpi`, its scene kept alive until the
    pack is painted; `checkpoint` called before each. Raises SheetTooLong (an OSError)
    when one is past the page limit."""
    with pack_scenes(sheets, theme) as scenes:
        planned = []
        for name, b, scene in scenes:
            checkpoint()
            planned.append(plan_sheet(b, scene, name, dpi, caption))
        yield planned


@contextmanager
def pack_scenes(
    sheets: Sequence[tuple[str, Board]], theme: str = "light"
) -> Iterator[list[tuple[str, Board, QGraphicsScene]]]:
    """Each (file name, Board) of a pack with a scene of its own drawn in `theme`, kept
    alive (with its Document) until the pack is drawn."""
    from ..document.board_document import Document
    from ..look.themes import THEMES
    from ..rules.topology import with_positions
    from ..scene.board_scene import BoardScene
    from .picture import application, require_fonts

    application()
    require_fonts()
    documents = [Document(with_positions(board)) for _, board in sheets]
    scenes = [BoardScene(document, THEMES[theme]) for document in documents]
    yield [(name, board, scene) for (name, board), scene in zip(sheets, scenes, strict=True)]
    del documents, scenes


def sheet_images(
    board: Board,
    scene: QGraphicsScene,
    file_name: str | None = None,
    dpi: int = 60,
    caption: bool = True,
) -> list[QImage]:
    """The sheet's pages as images at `dpi`, white paper, drawn as the PDF is: to look at
    a sheet, and for the tests."""
    sheet = plan_sheet(board, scene, file_name, dpi, caption)
    images = []
    for number, page in enumerate(sheet.pages):
        layout = _layout(page.orientation)
        full = layout.fullRectPixels(dpi)
        image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
        image.setDotsPerMeterX(round(dpi / 0.0254))
        image.setDotsPerMeterY(round(dpi / 0.0254))
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint = layout.paintRectPixels(dpi)
        painter.translate(paint.topLeft())
        _draw_page(painter, sheet, number, QRectF(0, 0, paint.width(), paint.height()), dpi)
        finish(painter, translate("SetupSheet", "setup sheet page"))
        images.append(image)
    return images


# -- planning: which page shows what ---------------------------------------------------------

Portrait = QPageLayout.Orientation.Portrait
Landscape = QPageLayout.Orientation.Landscape


@dataclass(frozen=True, slots=True)
class SheetPage:
    """One page of a sheet: its orientation and how to draw what is between its header and
    its footer (painter, that rectangle in device pixels)."""

    orientation: QPageLayout.Orientation
    draw: Callable[[QPainter, QRectF], None]
    # "board", "board part", "overview", "regions" or "names": for the reader of a plan
    what: str


@dataclass(frozen=True, slots=True)
class Sheet:
    header: str  # the scenario's name and its file name, on every page
    pages: tuple[SheetPage, ...]
    dpi: int


def _layout(orientation: QPageLayout.Orientation) -> QPageLayout:
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4), orientation, margins, QPageLayout.Unit.Millimeter
    )


def _mm(mm: float, dpi: int) -> float:
    return mm / 25.4 * dpi


def content_rect(orientation: QPageLayout.Orientation, dpi: int) -> QRectF:
    """Where a page's content goes, in device pixels from the margins' corner: between
    the header and the footer."""
    paint = _layout(orientation).paintRectPixels(dpi)
    top, bottom = _mm(HEADER_MM, dpi), _mm(FOOTER_MM, dpi)
    return QRectF(0, top, paint.width(), paint.height() - top - bottom)


def header_text(board: Board, file_name: str | None) -> str:
    """The scenario's name (`board` on paper: a long one cut short) and the file's."""
    shown = file_name or translate("SetupSheet", "not saved")
    return f"{isolated(board.name)} \N{EM DASH} {isolated(shown)}"


MAX_SHEET_PAGES = 200  # a sheet needing more is refused: a board of some 1,600 Regions
CAPTION_CHARS = 2 * LIST_CHARS  # the board's caption on paper: a few lines
# More characters than a portrait page of names in full can hold, whatever their glyphs
# (about 7,000 letters fill one): more than this many a page is past the limit unlaid out.
NAME_CHARS_A_PAGE = 30_000


class SheetTooLong(OSError):
    """A sheet that would need more than MAX_SHEET_PAGES pages: refused with the reason,
    before any page is drawn (an OSError, as every reason a sheet is not written)."""


def plan_sheet(
    board: Board,
    scene: QGraphicsScene,
    file_name: str | None,
    dpi: int,
    caption: bool = True,
    board_only: bool = False,
) -> Sheet:
    """The pages of `board`'s sheet: the board as _board_pages says, then the Regions (and
    the title, if the board pages had no room for it), then the names the pages cut short,
    whole; with `board_only` (File > Print Board), the board's pages alone. Raises
    SheetTooLong past MAX_SHEET_PAGES, having laid out no more than that: the work is
    bounded whatever the names and the number of Regions."""
    scale = dpi / 96.0  # text is laid out in 96 dpi units
    paper = on_paper(board)
    title = sheet_title_html(paper)
    words = short_name(caption_text(paper), CAPTION_CHARS) if caption else ""
    pages, title_placed = _board_pages(scene, title, words, dpi, scale)
    if board_only:
        return Sheet(header_text(paper, file_name), tuple(pages), dpi)
    regions = _region_pages(
        paper, "" if title_placed else title, dpi, scale, MAX_SHEET_PAGES - len(pages)
    )
    names = (
        None
        if regions is None
        else _name_pages(board, dpi, scale, MAX_SHEET_PAGES - len(pages) - len(regions))
    )  # past the limit already: the names are not laid out
    if regions is None or names is None:
        said = translate(
            "SetupSheet",
            "the setup sheet would take more than {0} pages, the most one sheet may have",
        ).format(MAX_SHEET_PAGES)
        raise SheetTooLong(f"{file_name}: {said}" if file_name else said)
    return Sheet(header_text(paper, file_name), tuple(pages + regions + names), dpi)


def _board_pages(
    scene: QGraphicsScene, title: str, words: str, dpi: int, scale: float
) -> tuple[list[SheetPage], bool]:
    """The board on the first page below the title when it fits there at a readable size;
    else in parts on whole pages (in the orientation that needs fewer), after an overview
    page with the title when there are more than two parts. Also: whether the title is
    placed."""
    source = scene.sceneRect()
    tracks = [item.sceneBoundingRect() for item in getattr(scene, "region_items", {}).values()]
    first = orientation(scene)
    page = content_rect(first, dpi)
    gap = 8 * scale
    caption_h = _caption_height(words, page.width(), scale) if words else 0.0
    title_h = _html_height(title, page.width(), scale) + gap
    room = QSizeF(page.width(), page.height() - title_h - caption_h)

    def draw_one(painter: QPainter, rect: QRectF) -> None:
        top = rect.top() + _draw_html(painter, title, rect.topLeft(), rect.width(), scale)
        area = QRectF(rect.left(), top + gap, rect.width(), rect.bottom() - top - gap)
        _draw_board(painter, scene, source, area, words, scale)

    if not plan_board(source, room, room, dpi, tracks).parts:
        return [SheetPage(first, draw_one, "board")], True
    plans = []
    for turn in (first, Landscape if first == Portrait else Portrait):
        whole = content_rect(turn, dpi)
        size = QSizeF(whole.width(), whole.height() - caption_h)
        plans.append((turn, plan_board(source, size, size, dpi, tracks)))
    turn, plan = min(plans, key=lambda tp: len(tp[1].parts))  # the first wins a tie
    count = len(plan.parts)
    if not count:  # past MAX_BOARD_PAGES in either orientation too: on the title page
        return [SheetPage(first, draw_one, "board")], True
    pages: list[SheetPage] = []
    if count > 2:  # a map of the parts before them, with the title
        note = title + _split_note(count)

        def draw_overview(painter: QPainter, rect: QRectF) -> None:
            top = rect.top() + _draw_html(painter, note, rect.topLeft(), rect.width(), scale)
            area = QRectF(rect.left(), top + gap, rect.width(), rect.bottom() - top - gap)
            target = _draw_board(painter, scene, source, area, words, scale)
            _outline_parts(painter, source, target, plan.parts, first_number=2, scale=scale)

        pages.append(SheetPage(first, draw_overview, "overview"))
    # Without an overview, the title goes above the first part when there is room.
    whole = content_rect(turn, dpi)
    above = ""
    if count <= 2:
        title_h = _html_height(title, whole.width(), scale) + gap
        if plan.parts[0].height() * plan.scale + caption_h + title_h <= whole.height():
            above = title
    for n, part in enumerate(plan.parts):
        label = translate("SetupSheet", "board, part {0} of {1}").format(n + 1, count)
        draw = _part_drawer(scene, part, plan.scale, words, label, scale, above if n == 0 else "")
        pages.append(SheetPage(turn, draw, "board part"))
    return pages, count > 2 or bool(above)


def _part_drawer(
    scene: QGraphicsScene,
    part: QRectF,
    k: float,
    words: str,
    label: str,
    scale: float,
    title: str = "",
) -> Callable[[QPainter, QRectF], None]:
    """A part of the board at `k` device pixels a scene unit, its caption below (and the
    sheet's title above it, when given)."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        top = rect.top()
        if title:
            top += _draw_html(painter, title, rect.topLeft(), rect.width(), scale) + 8 * scale
        target = QRectF(rect.left(), top, part.width() * k, part.height() * k)
        painter.save()
        painter.setClipRect(target)
        scene.render(painter, target, part, Qt.AspectRatioMode.KeepAspectRatio)
        painter.restore()
        text = f"{words}  \N{MIDDLE DOT}  {label}" if words else label
        _draw_caption(painter, text, QPointF(rect.left(), target.bottom()), rect.width(), scale)

    return draw


def _region_pages(
    board: Board, title: str, dpi: int, scale: float, most: int
) -> list[SheetPage] | None:
    """The Regions in two columns of portrait pages, each Region whole on one page; the
    title first, across both columns, when it is given. None when they need more than
    `most` pages (the Regions after those are not laid out)."""
    page = content_rect(Portrait, dpi)
    gap = _mm(COLUMN_GAP_MM, dpi)
    column = (page.width() - gap) / 2
    # Each page: the blocks on it as (html, x, y, width), laid out top to bottom.
    laid: list[list[tuple[str, float, float, float]]] = [[]]
    y = page.top()
    if title:
        laid[0].append((title, page.left(), y, page.width()))
        y += _html_height(title, page.width(), scale) + gap
    top, col = y, 0
    for region in board.regions:
        block = region_html(board, region)
        height = _html_height(block, column, scale)
        if y + height > page.bottom() and y > top:
            col += 1
            y = top
            if col == 2:
                laid.append([])
                if len(laid) > most:
                    return None
                col, top = 0, page.top()
                y = top
        laid[-1].append((block, page.left() + col * (column + gap), y, column))
        y += height + gap / 2

    def drawer(blocks: list[tuple[str, float, float, float]]) -> Callable[[QPainter, QRectF], None]:
        def draw(painter: QPainter, rect: QRectF) -> None:
            painter.save()
            painter.setClipRect(rect)
            for text, x, y, width in blocks:
                _draw_html(painter, text, QPointF(x, y), width, scale)
            painter.restore()

        return draw

    pages = [SheetPage(Portrait, drawer(blocks), "regions") for blocks in laid if blocks]
    return pages if len(pages) <= most else None


def _name_pages(board: Board, dpi: int, scale: float, most: int) -> list[SheetPage] | None:
    """The names cut short on the other pages, whole, running over portrait pages (a line
    is never cut in two); None when they need more than `most` pages."""
    cut = cut_names(board)
    if not cut:
        return []
    if sum(len(name) for _said, name in cut) > max(most, 0) * NAME_CHARS_A_PAGE:
        return None
    page = content_rect(Portrait, dpi)
    doc = _document(names_in_full_html(cut), page.width(), scale)
    doc.documentLayout().documentSize()  # laid out now: the lines below are final
    room = page.height() / scale
    # Each page: the height in the text it starts at, and its lines as (block, line).
    # Lines, not a clip of the text: the layout also draws the line before a clip, and a
    # PDF keeps the letters drawn outside one, so a name would be read twice in part.
    laid: list[tuple[float, list[tuple[int, int]]]] = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for n in range(layout.lineCount()):
            line = layout.lineAt(n)
            y = layout.position().y() + line.y()
            if not laid or y + line.height() > laid[-1][0] + room:
                if len(laid) == most:
                    return None
                laid.append((y, []))
            laid[-1][1].append((block.blockNumber(), n))
        block = block.next()

    def drawer(start: float, lines: list[tuple[int, int]]) -> Callable[[QPainter, QRectF], None]:
        def draw(painter: QPainter, rect: QRectF) -> None:
            painter.save()
            painter.translate(rect.topLeft())
            painter.scale(scale, scale)
            painter.translate(0, -start)
            painter.setPen(QColor(INK))
            for number, n in lines:
                layout = doc.findBlockByNumber(number).layout()
                layout.lineAt(n).draw(painter, layout.position())
            painter.restore()

        return draw

    return [SheetPage(Portrait, drawer(start, lines), "names") for start, lines in laid]


# -- the board on paper ----------------------------------------------------------------------

MAX_BOARD_PAGES = 64  # a board needing more pages than this at a readable size goes on one
MIN_LABEL_PT = 7.0  # the smallest numbers on a track (the bonus list), printed


def slot_label_px() -> int:
    """The smallest numbers on a track, in scene units: the bonus list (the printed VP on
    the slots are larger)."""
    return small_font().pixelSize()


def orientation(scene: QGraphicsScene) -> QPageLayout.Orientation:
    """Landscape for a board wider than it is tall."""
    rect = scene.sceneRect()
    wide = rect.width() > rect.height()
    return QPageLayout.Orientation.Landscape if wide else QPageLayout.Orientation.Portrait


@dataclass(frozen=True, slots=True)
class BoardPrint:
    """Where the board goes on paper: `scale` device pixels per scene unit; `parts` the
    scene rectangles printed one per page, row by row (none: it fits on the title page)."""

    scale: float
    parts: tuple[QRectF, ...] = ()
    columns: int = 1
    rows: int = 1

    def label_pt(self, dpi: float) -> float:
        """The printed size of the slot numbers, in points."""
        return slot_label_px() * self.scale / dpi * 72


def plan_board(
    source: QRectF,
    first: QSizeF,
    page: QSizeF,
    dpi: float,
    tracks: Sequence[QRectF] = (),
) -> BoardPrint:
    """As large as the title page's free space allows; when that prints slot numbers under
    MIN_LABEL_PT, a grid of whole pages at least that large, cut between the `tracks`
    (the Regions' rectangles) where the page size allows, so a Region stays on one page.
    A part that shows no Region (only the background) is left out: no page is blank.
    `page` must have room (ValueError): the cuts of a page of no height would never end."""
    if not (page.width() > 0 and page.height() > 0):
        raise ValueError(page)  # a programming error (a page of no size), for no user
    least = MIN_LABEL_PT / 72 * dpi / slot_label_px()
    fit = max(min(first.width() / source.width(), first.height() / source.height()), 0.0)
    if fit >= least:
        return BoardPrint(fit)
    # Regions far apart (the limits allow 20,000 km of board) would need a grid of millions
    # of pages: past MAX_BOARD_PAGES the board is scaled onto the title page instead, and
    # each Region's slots are on the Region pages as always.
    columns = math.ceil(source.width() / (page.width() / least))
    rows = math.ceil(source.height() / (page.height() / least))
    if columns * rows > MAX_BOARD_PAGES * 4:
        return BoardPrint(fit)
    xs = _cuts(source.left(), source.right(), page.width() / least,
               [(t.left(), t.right()) for t in tracks])  # fmt: skip
    ys = _cuts(source.top(), source.bottom(), page.height() / least,
               [(t.top(), t.bottom()) for t in tracks])  # fmt: skip
    shown = _cells_shown(xs, ys, tracks) if tracks else None
    parts = tuple(
        QRectF(x0, y0, x1 - x0, y1 - y0)
        for row, (y0, y1) in enumerate(pairwise(ys))
        for column, (x0, x1) in enumerate(pairwise(xs))
        if shown is None or (column, row) in shown
    )
    # Every part at one scale, as large as the largest part allows.
    if len(parts) > MAX_BOARD_PAGES:
        return BoardPrint(fit)
    scale = min(min(page.width() / p.width(), page.height() / p.height()) for p in parts)
    return BoardPrint(scale, parts, len(xs) - 1, len(ys) - 1)


def _cells_shown(
    xs: Sequence[float], ys: Sequence[float], tracks: Sequence[QRectF]
) -> set[tuple[int, int]]:
    """The (column, row) of each cell of the grid cut at `xs` and `ys` that a track
    overlaps by more than an edge (as QRectF.intersects), found by bisection: each track
    against each of hundreds of cells would be most of the work for thousands of Regions."""

    def cells(cuts: Sequence[float], low: float, high: float) -> range:
        return range(
            max(bisect_right(cuts, low) - 1, 0), min(bisect_left(cuts, high), len(cuts) - 1)
        )

    return {
        (column, row)
        for t in tracks
        if not t.isEmpty()
        for row in cells(ys, t.top(), t.bottom())
        for column in cells(xs, t.left(), t.right())
    }


def _cuts(start: float, end: float, most: float, spans: list[tuple[float, float]]) -> list[float]:
    """Where to cut [start, end] into pieces of at most `most`: at the farthest span's end
    that is not inside any span, else at `most`. Every piece but the last is longer than
    `most` / 4, so there are at most 4 (end - start) / `most` + 2 cuts."""
    if not most > 0:
        raise ValueError(most)  # a programming error (pieces of no size), for no user
    # The spans joined where they overlap: a point is inside a span exactly when it is
    # inside one of these, and a span's end outside every span is the end of one of these.
    joined: list[tuple[float, float]] = []
    for a, b in sorted(span for span in spans if span[0] < span[1]):
        if joined and a < joined[-1][1]:
            joined[-1] = (joined[-1][0], max(joined[-1][1], b))
        else:
            joined.append((a, b))
    starts, ends = [a for a, _b in joined], [b for _a, b in joined]
    cuts = [start]
    while end - cuts[-1] > most:
        left, limit = cuts[-1], cuts[-1] + most
        around = bisect_left(starts, limit) - 1  # the last joined span starting before it
        best = limit
        if around >= 0 and limit < ends[around]:  # inside: back to the last end before
            before = bisect_right(ends, limit) - 1
            best = ends[before] if before >= 0 and ends[before] > left else limit
        cuts.append(best if best > left + most / 4 else limit)
    cuts.append(end)
    return cuts


def _draw_board(
    painter: QPainter,
    scene: QGraphicsScene,
    source: QRectF,
    area: QRectF,
    words: str,
    scale: float,
) -> QRectF:
    """The whole board as large as fits in `area` above its caption, centred; where it went."""
    caption_h = _caption_height(words, area.width(), scale) if words else 0.0
    fit = min(area.width() / source.width(), (area.height() - caption_h) / source.height())
    size = QSizeF(source.width() * fit, source.height() * fit)
    target = QRectF(
        area.left() + (area.width() - size.width()) / 2, area.top(), size.width(), size.height()
    )
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    if words:
        _draw_caption(painter, words, QPointF(area.left(), target.bottom()), area.width(), scale)
    return target


def _outline_parts(
    painter: QPainter,
    source: QRectF,
    target: QRectF,
    parts: Sequence[QRectF],
    first_number: int,
    scale: float,
) -> None:
    """On the overview, each part's outline and the page it is printed on."""
    k = target.width() / source.width()
    painter.save()
    pen = QPen(QColor("#1f4e8c"), 1.5 * scale, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    font = QFont()
    font.setPointSizeF(9)
    font.setBold(True)
    painter.setFont(font)
    for n, part in enumerate(parts):
        shown = QRectF(
            target.left() + (part.left() - source.left()) * k,
            target.top() + (part.top() - source.top()) * k,
            part.width() * k,
            part.height() * k,
        )
        painter.drawRect(shown)
        painter.drawText(
            shown.adjusted(4 * scale, 2 * scale, 0, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            translate("SetupSheet", "page {0}").format(first_number + n),
        )
    painter.restore()


def _split_note(parts: int) -> str:
    said = translate(
        "SetupSheet",
        "The board is too large to print readably on one page: an overview here, then {0} "
        "pages at full size (outlined).",
    )
    return f"<p><i>{said.format(parts)}</i></p>"


# -- text ------------------------------------------------------------------------------------


def _document(html_text: str, width: float, scale: float) -> QTextDocument:
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setHtml(html_text)
    doc.setTextWidth(width / scale)
    return doc


def _html_height(html_text: str, width: float, scale: float) -> float:
    """The height of rich text laid out `width` device pixels wide."""
    return _document(html_text, width, scale).size().height() * scale


def _draw_html(painter: QPainter, html_text: str, at: QPointF, width: float, scale: float) -> float:
    """Draw rich text with its top left at `at`; its height in device pixels."""
    doc = _document(html_text, width, scale)
    painter.save()
    painter.translate(at)
    painter.scale(scale, scale)
    doc.documentLayout().draw(painter, _ink())
    painter.restore()
    return doc.size().height() * scale


def _ink() -> QAbstractTextDocumentLayout.PaintContext:
    """Ink on paper, whatever the window's scheme: the layout's default would take the
    application palette's text colour (light in a dark scheme)."""
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    return context


def _caption_html(words: str) -> str:
    return f"<p style='color:#333'>{html.escape(words)}</p>"


def _caption_height(words: str, width: float, scale: float) -> float:
    return _html_height(_caption_html(words), width, scale) + 4 * scale


def _draw_caption(painter: QPainter, words: str, at: QPointF, width: float, scale: float) -> None:
    if words:
        _draw_html(painter, _caption_html(words), at + QPointF(0, 4 * scale), width, scale)


# -- the page around the content -------------------------------------------------------------


def _draw_page(painter: QPainter, sheet: Sheet, number: int, paint: QRectF, dpi: int) -> None:
    """One page: the header (the scenario and its file), the content, the footer."""
    page = sheet.pages[number]
    top, bottom = _mm(HEADER_MM, dpi), _mm(FOOTER_MM, dpi)
    content = QRectF(0, top, paint.width(), paint.height() - top - bottom)  # as content_rect
    painter.save()
    font = QFont()
    font.setPointSizeF(9)
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    painter.setPen(QColor("#222222"))
    header = QRectF(0, 0, paint.width(), content.top() - _mm(2, dpi))
    shown = metrics.elidedText(sheet.header, Qt.TextElideMode.ElideMiddle, header.width())
    painter.drawText(header, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, shown)
    painter.setPen(QPen(QColor("#888888"), max(1.0, dpi / 150)))
    rule = header.bottom() + _mm(1, dpi)
    painter.drawLine(QPointF(0, rule), QPointF(paint.width(), rule))
    footer = QRectF(0, content.bottom(), paint.width(), paint.height() - content.bottom())
    painter.setPen(QColor("#444444"))
    painter.drawText(
        footer,
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
        translate("SetupSheet", "page {0} of {1}").format(number + 1, len(sheet.pages)),
    )
    painter.restore()
    page.draw(painter, content)


def _pdf(
    title: str, sheets: Sequence[Sheet], checkpoint: Callable[[], None] = lambda: None
) -> bytes:
    """An A4 PDF of the sheets' pages, each in its orientation, drawn in memory; OSError
    when Qt could not draw it."""
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    pdf = QPdfWriter(out)
    pdf.setTitle(title)
    pdf.setCreator("Influence Board")
    pdf.setResolution(RESOLUTION)
    pdf.setPageLayout(first_layout(sheets))
    paint_sheets(pdf, sheets, checkpoint=checkpoint)
    return drawn(out, translate("SetupSheet", "setup sheet"))


def first_layout(sheets: Sequence[Sheet]) -> QPageLayout:
    """The page layout the sheets start on (A4, the first page's orientation)."""
    pages = [page for sheet in sheets for page in sheet.pages]
    return _layout(pages[0].orientation if pages else Portrait)


def paint_sheets(
    device: QPagedPaintDevice,
    sheets: Sequence[Sheet],
    turn: bool = False,
    checkpoint: Callable[[], None] = lambda: None,
) -> None:
    """Every page of the sheets on `device` (a PDF writer or a printer at the sheets'
    resolution), each in its orientation, on the device's paper; OSError when Qt could not
    draw them. `turn` (printers): the paper keeps the orientation chosen in the print
    dialog, and a page of the other one is drawn turned a quarter on it, since a print
    preview and many printers cannot change the orientation within a job. `checkpoint` is
    called before each page (write_sheet_pack says why)."""
    pages = [(sheet, n) for sheet in sheets for n in range(len(sheet.pages))]
    if not turn:
        device.setPageOrientation(first_layout(sheets).orientation())
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError(
            translate("SetupSheet", "the setup sheet cannot be drawn there (the printer refused)")
        )
    try:
        for k, (sheet, n) in enumerate(pages):
            checkpoint()
            wanted = sheet.pages[n].orientation
            if k:
                if not turn:
                    device.setPageOrientation(wanted)
                device.newPage()
            width, height = device.width(), device.height()
            painter.save()
            if turn and wanted != device.pageLayout().orientation():
                painter.translate(width, 0)
                painter.rotate(90)
                width, height = height, width
            _draw_page(painter, sheet, n, QRectF(0, 0, width, height), sheet.dpi)
            painter.restore()
    except BaseException:
        painter.end()
        raise
    finish(painter, translate("SetupSheet", "setup sheet"))
