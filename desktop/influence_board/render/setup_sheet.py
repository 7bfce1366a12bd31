"""The printable setup sheet (PDF) for tournament directors: the board, then for every
Region its rows of cubes, ranking, Armies and flags; and the pack of several sheets in one
PDF.

Every page is headed with the scenario's name and its file name and footed "page i of n"
of its sheet, so that the pages of a pack can be told apart once printed; no page is
blank. A table takes two pages: the board on one page at a readable size (sheet_board.py
says how: the map fitted, or the Table arrangement), with its caption (the name, the round
and the VP) and the legend of the numbers on a cube below it; then the title (the name, the
VP, the Regions that cannot score) and the Regions in two columns of a portrait page, no
Region cut in two. A board too large for that takes more pages, the board's cut between
Regions and the Regions dealt evenly over theirs, so that no page is left mostly empty. A
name too long for a page is cut short there, and the sheet ends with the names so cut,
whole (sheet_words.py says what the pages say).

A sheet has at most MAX_SHEET_PAGES pages: past them it is refused with the reason
(SheetTooLong), before more than that many are laid out, so that planning ends soon
whatever the names and the number of Regions.

A sheet is planned first (which page shows what), then drawn on a PDF, on a printer
(printing.py, File > Print) or, for a look at it, on images of the pages (`sheet_images`):
one painter (`paint_sheets`) for all of them, each page in its own orientation."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..look.plain_text import isolated, short_name
from ..rules import Board
from ..rules.formats.safe_io import write_atomic
from .picture import caption_text, drawn, finish
from .sheet_board import board_pages
from .sheet_legend import legend_html
from .sheet_page import (
    RESOLUTION,
    Portrait,
    SheetPage,
    between_bands,
    content_rect,
    deal,
    deal_evenly,
    mm,
    page_layout,
)
from .sheet_text import INK, document, draw_html, html_height
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

if TYPE_CHECKING:
    from ..scene.board_scene import BoardScene

translate = QCoreApplication.translate

COLUMN_GAP_MM = 6


# -- writing ---------------------------------------------------------------------------------


def write_setup_sheet(
    board: Board,
    scene: BoardScene,
    path: Path,
    replace_read_only: bool = False,
    file_name: str | None = None,
    caption: bool = True,
) -> None:
    """Write the sheet completely and checked, then in place of `path` (export.py's way).
    `file_name` heads every page (None: unsaved). Raises OSError with the system's reason."""
    write_atomic(path, draw_setup_sheet(board, scene, file_name, caption), replace_read_only)


def draw_setup_sheet(
    board: Board, scene: BoardScene, file_name: str | None = None, caption: bool = True
) -> bytes:
    """The sheet's PDF: the board, then the title and the Regions."""
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
    """Each (file name, Board)'s sheet planned at `dpi` (`plan_pack`), its scene kept
    alive until the pack is painted."""
    with pack_scenes(sheets, theme) as scenes:
        yield plan_pack(scenes, dpi, caption, checkpoint)


def plan_pack(
    scenes: Sequence[tuple[str, Board, BoardScene]],
    dpi: int = RESOLUTION,
    caption: bool = True,
    checkpoint: Callable[[], None] = lambda: None,
) -> list[Sheet]:
    """Each sheet of a pack (`pack_scenes`) planned at `dpi`; `checkpoint` called before
    each. Raises SheetTooLong (an OSError) when one is past the page limit."""
    planned = []
    for name, board, scene in scenes:
        checkpoint()
        planned.append(plan_sheet(board, scene, name, dpi, caption))
    return planned


@contextmanager
def pack_scenes(
    sheets: Sequence[tuple[str, Board]], theme: str = "light"
) -> Iterator[list[tuple[str, Board, BoardScene]]]:
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
    scene: BoardScene,
    file_name: str | None = None,
    dpi: int = 60,
    caption: bool = True,
) -> list[QImage]:
    """The sheet's pages as images at `dpi`, white paper, drawn as the PDF is: to look at
    a sheet, and for the tests."""
    sheet = plan_sheet(board, scene, file_name, dpi, caption)
    images = []
    for number, page in enumerate(sheet.pages):
        layout = page_layout(page.orientation)
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


@dataclass(frozen=True, slots=True)
class Sheet:
    header: str  # the scenario's name and its file name, on every page
    pages: tuple[SheetPage, ...]
    dpi: int


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
    scene: BoardScene,
    file_name: str | None,
    dpi: int,
    caption: bool = True,
    board_only: bool = False,
) -> Sheet:
    """The pages of `board`'s sheet: the board (sheet_board.py), then the title and the
    Regions, then the names the pages cut short, whole; with `board_only` (File > Print
    Board), the board's pages alone. Raises SheetTooLong past MAX_SHEET_PAGES, having laid
    out no more than that: the work is bounded whatever the names and the number of
    Regions."""
    scale = dpi / 96.0  # text is laid out in 96 dpi units
    paper = on_paper(board)
    words = short_name(caption_text(paper), CAPTION_CHARS) if caption else ""
    # The legend of the numbers on a cube goes below the board it explains.
    pages = board_pages(scene, words, legend_html(scene.theme), dpi)
    if board_only:
        return Sheet(header_text(paper, file_name), tuple(pages), dpi)
    title = sheet_title_html(paper)
    regions = _region_pages(paper, title, dpi, scale, MAX_SHEET_PAGES - len(pages))
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


def _region_pages(
    board: Board, title: str, dpi: int, scale: float, most: int
) -> list[SheetPage] | None:
    """The title across the first portrait page, then the Regions in two columns, each
    Region whole on one page, dealt evenly over as few pages as hold them. None when they
    need more than `most` pages (the Regions after those are not laid out)."""
    if most < 1:
        return None
    page = content_rect(Portrait, dpi)
    gap = mm(COLUMN_GAP_MM, dpi)
    column = (page.width() - gap) / 2
    below_title = html_height(title, page.width(), scale) + gap
    blocks: list[str] = []
    heights: list[float] = []  # each block's, and the gap below it

    def measured() -> Iterator[float]:
        for region in board.regions:
            blocks.append(region_html(board, region))
            heights.append(html_height(blocks[-1], column, scale) + gap / 2)
            yield heights[-1]

    def room(n: int) -> float:  # of column n: the first page's two are under the title
        return page.height() + gap / 2 - (below_title if n < 2 else 0.0)

    dealt = deal(measured(), room, 2 * most)
    if dealt is None:
        return None
    dealt = deal_evenly(heights, room, dealt, per_page=2)  # the last page as full as others
    # Each page: the blocks on it as (html, x, y, width), laid out top to bottom.
    laid: list[list[tuple[str, float, float, float]]] = [
        [] for _ in range(dealt[-1] // 2 + 1 if dealt else 1)
    ]
    laid[0].append((title, page.left(), page.top(), page.width()))
    tops: dict[int, float] = {}
    for block, height, n in zip(blocks, heights, dealt, strict=True):
        y = tops.get(n, page.top() + (below_title if n < 2 else 0.0))
        laid[n // 2].append((block, page.left() + n % 2 * (column + gap), y, column))
        tops[n] = y + height

    def drawer(blocks: list[tuple[str, float, float, float]]) -> Callable[[QPainter, QRectF], None]:
        def draw(painter: QPainter, rect: QRectF) -> None:
            painter.save()
            painter.setClipRect(rect)
            for text, x, y, width in blocks:
                draw_html(painter, text, QPointF(x, y), width, scale)
            painter.restore()

        return draw

    return [SheetPage(Portrait, drawer(blocks), "regions") for blocks in laid]


def _name_pages(board: Board, dpi: int, scale: float, most: int) -> list[SheetPage] | None:
    """The names cut short on the other pages, whole, running over portrait pages (a line
    is never cut in two); None when they need more than `most` pages."""
    cut = cut_names(board)
    if not cut:
        return []
    if sum(len(name) for _said, name in cut) > max(most, 0) * NAME_CHARS_A_PAGE:
        return None
    page = content_rect(Portrait, dpi)
    doc = document(names_in_full_html(cut), page.width(), scale)
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


# -- the page around the content -------------------------------------------------------------


def _draw_page(painter: QPainter, sheet: Sheet, number: int, paint: QRectF, dpi: int) -> None:
    """One page: the header (the scenario and its file), the content, the footer."""
    page = sheet.pages[number]
    content = between_bands(paint.width(), paint.height(), dpi)
    painter.save()
    font = QFont()
    font.setPointSizeF(9)
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    painter.setPen(QColor("#222222"))
    header = QRectF(0, 0, paint.width(), content.top() - mm(2, dpi))
    shown = metrics.elidedText(sheet.header, Qt.TextElideMode.ElideMiddle, header.width())
    painter.drawText(header, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, shown)
    painter.setPen(QPen(QColor("#888888"), max(1.0, dpi / 150)))
    rule = header.bottom() + mm(1, dpi)
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
    return page_layout(next((p.orientation for s in sheets for p in s.pages), Portrait))


def paint_sheets(
    device: QPagedPaintDevice,
    sheets: Sequence[Sheet],
    turn: bool = False,
    checkpoint: Callable[[], None] = lambda: None,
) -> None:
    """Every page of the sheets on `device` (a PDF writer or a printer at the sheets'
    resolution), each in its orientation, on the device's paper; OSError when Qt could not
    draw them: a landscape page on landscape paper, upright. `turn` (a print preview,
    printing.py): the paper keeps the printer's one orientation, and a page of the other is
    drawn turned a quarter on it, since Qt's preview frames every page alike.
    `checkpoint` is called before each page (write_sheet_pack says why)."""
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
