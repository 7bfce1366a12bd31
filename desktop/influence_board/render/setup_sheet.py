"""The printable setup sheet (PDF) for tournament directors: the board picture, then for
every Region its rows of cubes, counts, ranking and flags; and the pack of several sheets
in one PDF.

Every page is headed with the scenario's name and its file name and footed "page i of n"
of its sheet, so that the pages of a pack can be told apart once printed; no page is
blank. The board is printed with its slot numbers at 7 pt or more on A4: as large as the
first page allows when it fits there, else split between its Regions over as few pages as
either orientation gives (the standard board: two landscape halves), after an overview
when it takes more than two. The Regions follow in two columns of portrait pages, no
Region cut in two. The board carries a caption: its name and the VP.

A sheet is planned first (which page shows what), then drawn on a PDF, on a printer
(`print_sheets`, File > Print) or, for a look at it, on images of the pages
(`sheet_images`): one painter (`paint_sheets`) for all of them."""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
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

from ..look.plain_text import isolated
from ..rules import Board, Region, counts, ranking
from ..rules.analysis.report import places
from ..rules.formats.safe_io import write_atomic
from ..rules.majority import place_text
from ..scene.geometry import small_font
from .picture import caption_text, drawn, finish

translate = QCoreApplication.translate

MARGIN_MM = 15
HEADER_MM = 8  # the band at the top of a page: the scenario's name and file name
FOOTER_MM = 6  # and at the bottom: "page i of n"
RESOLUTION = 150  # dots per inch of the PDF's layout
COLUMN_GAP_MM = 6
INK = "#111111"  # the sheet's text, on white paper


def _cells(board: Board, row: tuple[str | None, ...], vps: tuple[int, ...] | None) -> str:
    shown = [f"<b>{html.escape(t)}</b>" if cube else t for t, cube in places(board, row, vps)]
    return " &nbsp; ".join(shown) or "<i>{}</i>".format(translate("SetupSheet", "none"))


def region_html(board: Board, region: Region) -> str:
    order = [p.id for p in board.participants()]
    standings = ranking(region, order)
    tally = counts(region)
    empty = region.empty_permanent()
    flag = (
        "<p style='color:#b3261e'><b>{}</b></p>".format(
            translate("SetupSheet", "Cannot score: empty permanent slots: {0}").format(empty)
        )
        if empty
        else "<p style='color:#1e6b34'>{}</p>".format(translate("SetupSheet", "Can score"))
    )
    rows = "".join(
        f"<tr><td>{place_text(standings, s)}</td>"
        f"<td>{html.escape(board.name_of(s.owner))}</td><td align=right>{s.count}</td>"
        f"<td align=right>{s.armies}</td><td align=right>{s.bonus}</td></tr>"
        for s in standings
    ) or "<tr><td colspan=5><i>{}</i></td></tr>".format(
        translate("SetupSheet", "nobody has cubes here")
    )
    none = translate("SetupSheet", "none")
    count_text = ", ".join(f"{html.escape(board.name_of(o))} {n}" for o, n in tally.items()) or none
    bonus = " / ".join(str(b) for b in region.majority_bonus) or none
    lines = [
        translate("SetupSheet", "Permanent: {0}").format(
            _cells(board, region.permanent, region.permanent_vp)
        )
    ]
    if region.overflow:
        lines.append(
            translate("SetupSheet", "Overflow: {0}").format(_cells(board, region.overflow, None))
        )
    lines += [
        translate("SetupSheet", "Temporary: {0}").format(
            _cells(board, region.temporary, region.temporary_vp)
        ),
        translate("SetupSheet", "Majority bonus: {0}").format(bonus),
        translate("SetupSheet", "Cubes: {0}").format(count_text),
    ]
    headings = (
        translate("SetupSheet", "Place"),
        translate("SetupSheet", "Participant"),
        translate("SetupSheet", "Cubes", "a column"),
        translate("SetupSheet", "Armies"),
        translate("SetupSheet", "Bonus"),
    )
    return (
        f"<h2>{html.escape(region.name)}</h2><p>{'<br>'.join(lines)}</p>"
        "<table border=1 cellspacing=0 cellpadding=3 width=100%>"
        "<tr>" + "".join(f"<th>{h}</th>" for h in headings) + "</tr>"
        f"{rows}</table>{flag}"
    )


def sheet_title_html(board: Board) -> str:
    vp = ", ".join(
        f"{html.escape(isolated(p.name))} {n}" for p, n in zip(board.players, board.vp, strict=True)
    )
    blocked = [r.name for r in board.regions if r.empty_permanent()]
    flags = (
        "<p style='color:#b3261e'>{}</p>".format(
            translate("SetupSheet", "Cannot score: {0}").format(html.escape(", ".join(blocked)))
        )
        if blocked
        else "<p>{}</p>".format(translate("SetupSheet", "Every Region can score."))
    )
    vp_said = translate("SetupSheet", "VP: {0}").format(vp)
    return f"<h1>{html.escape(sheet_title(board))}</h1><p>{vp_said}</p>{flags}"


def sheet_title(board: Board) -> str:
    """The sheet's title, on its first page and as the PDF's and the print job's name."""
    return translate("SetupSheet", "{0}: setup sheet").format(board.name)


def pack_title() -> str:
    """A tournament pack's name, as a PDF's title and a print job's."""
    return translate("SetupSheet", "Setup sheets")


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
    with pack_scenes(sheets, theme) as scenes:
        planned = []
        for name, b, scene in scenes:
            checkpoint()
            planned.append(plan_sheet(b, scene, name, RESOLUTION, caption))
        data = _pdf(pack_title(), planned, checkpoint)
    write_atomic(path, data, replace_read_only)


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
    what: str  # "board", "board part", "overview" or "regions": for the reader of a plan


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
    shown = file_name or translate("SetupSheet", "not saved")
    return f"{isolated(board.name)} \N{EM DASH} {isolated(shown)}"


def plan_sheet(
    board: Board,
    scene: QGraphicsScene,
    file_name: str | None,
    dpi: int,
    caption: bool = True,
) -> Sheet:
    """The pages of `board`'s sheet: the board as _plan_board_pages says, then the Regions
    (and the title, if the board pages had no room for it)."""
    scale = dpi / 96.0  # text is laid out in 96 dpi units
    title = sheet_title_html(board)
    words = caption_text(board) if caption else ""
    pages, title_placed = _board_pages(board, scene, title, words, dpi, scale)
    pages += _region_pages(board, "" if title_placed else title, dpi, scale)
    return Sheet(header_text(board, file_name), tuple(pages), dpi)


def _board_pages(
    board: Board, scene: QGraphicsScene, title: str, words: str, dpi: int, scale: float
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
    one = plan_board(source, room, room, dpi, tracks)
    if not one.parts:

        def draw_one(painter: QPainter, rect: QRectF) -> None:
            top = rect.top() + _draw_html(painter, title, rect.topLeft(), rect.width(), scale)
            area = QRectF(rect.left(), top + gap, rect.width(), rect.bottom() - top - gap)
            _draw_board(painter, scene, source, area, words, scale)

        return [SheetPage(first, draw_one, "board")], True
    plans = []
    for turn in (first, Landscape if first == Portrait else Portrait):
        whole = content_rect(turn, dpi)
        size = QSizeF(whole.width(), whole.height() - caption_h)
        plans.append((turn, plan_board(source, size, size, dpi, tracks)))
    turn, plan = min(plans, key=lambda tp: len(tp[1].parts))  # the first wins a tie
    count = len(plan.parts)
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


def _region_pages(board: Board, title: str, dpi: int, scale: float) -> list[SheetPage]:
    """The Regions in two columns of portrait pages, each Region whole on one page; the
    title first, across both columns, when it is given."""
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

    return [SheetPage(Portrait, drawer(blocks), "regions") for blocks in laid if blocks]


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
    A part that shows no Region (only the background) is left out: no page is blank."""
    least = MIN_LABEL_PT / 72 * dpi / slot_label_px()
    fit = min(first.width() / source.width(), first.height() / source.height())
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
    grid = [QRectF(x0, y0, x1 - x0, y1 - y0) for y0, y1 in pairwise(ys) for x0, x1 in pairwise(xs)]
    parts = tuple(p for p in grid if not tracks or any(p.intersects(t) for t in tracks))
    # Every part at one scale, as large as the largest part allows.
    if len(parts) > MAX_BOARD_PAGES:
        return BoardPrint(fit)
    scale = min(min(page.width() / p.width(), page.height() / p.height()) for p in parts)
    return BoardPrint(scale, parts, len(xs) - 1, len(ys) - 1)


def _cuts(start: float, end: float, most: float, spans: list[tuple[float, float]]) -> list[float]:
    """Where to cut [start, end] into pieces of at most `most`: at the farthest point that
    is not inside any span, else at `most`."""
    cuts = [start]
    while end - cuts[-1] > most:
        left, limit = cuts[-1], cuts[-1] + most
        free = [b for a, b in spans if left < b <= limit] + [limit]
        inside = lambda x: any(a < x < b for a, b in spans)  # noqa: E731
        best = max((x for x in free if not inside(x)), default=limit)
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
    # Ink on paper, whatever the window's scheme: the layout's default would take the
    # application palette's text colour (light in a dark scheme).
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    doc.documentLayout().draw(painter, context)
    painter.restore()
    return doc.size().height() * scale


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


def board_pages_only(sheet: Sheet) -> Sheet:
    """The sheet's pages that show the board (File > Print Board): the Regions left out,
    "page i of n" counted among the pages kept."""
    kept = tuple(page for page in sheet.pages if page.what != "regions")
    return replace(sheet, pages=kept or sheet.pages[:1])
