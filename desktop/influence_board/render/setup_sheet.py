"""The printable setup sheet (PDF) for tournament directors: the board picture, then for
every Region its rows of cubes, counts, ranking and flags; and the pack of several sheets,
each headed with its file name, in one PDF.

The board page is landscape when the board is wide, and the picture fills the page; its
slot numbers print at 7 pt or more on A4, so a board too large for that is split over
a grid of full pages after an overview."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QGraphicsScene

from ..rules import Board, Region, counts, ranking
from ..rules.analysis.report import places
from ..rules.formats.safe_io import write_atomic
from ..rules.majority import place_text
from ..scene.geometry import small_font
from .picture import drawn, finish

MARGIN_MM = 15


def _cells(board: Board, row: tuple[str | None, ...], vps: tuple[int, ...] | None) -> str:
    shown = [f"<b>{html.escape(t)}</b>" if cube else t for t, cube in places(board, row, vps)]
    return " &nbsp; ".join(shown) or "<i>none</i>"


def region_html(board: Board, region: Region) -> str:
    order = [p.id for p in board.participants()]
    standings = ranking(region, order)
    tally = counts(region)
    empty = region.empty_permanent()
    flag = (
        f"<p style='color:#b3261e'><b>Cannot score: {empty} permanent slot"
        f"{'s' if empty != 1 else ''} empty</b></p>"
        if empty
        else "<p style='color:#1e6b34'>Can score</p>"
    )
    rows = (
        "".join(
            f"<tr><td>{place_text(standings, s)}</td>"
            f"<td>{html.escape(board.name_of(s.owner))}</td><td align=right>{s.count}</td>"
            f"<td align=right>{s.armies}</td><td align=right>{s.bonus}</td></tr>"
            for s in standings
        )
        or "<tr><td colspan=5><i>nobody has cubes here</i></td></tr>"
    )
    count_text = (
        ", ".join(f"{html.escape(board.name_of(o))} {n}" for o, n in tally.items()) or "none"
    )
    bonus = " / ".join(str(b) for b in region.majority_bonus) or "none"
    return (
        f"<h2>{html.escape(region.name)}</h2>"
        f"<p>Permanent: {_cells(board, region.permanent, region.permanent_vp)}<br>"
        + (f"Overflow: {_cells(board, region.overflow, None)}<br>" if region.overflow else "")
        + f"Temporary: {_cells(board, region.temporary, region.temporary_vp)}<br>"
        f"Majority bonus: {bonus}<br>Cubes: {count_text}</p>"
        "<table border=1 cellspacing=0 cellpadding=3 width=100%>"
        "<tr><th>Place</th><th>Participant</th><th>Cubes</th><th>Armies</th><th>Bonus</th></tr>"
        f"{rows}</table>{flag}"
    )


def sheet_title_html(board: Board) -> str:
    vp = ", ".join(
        f"{html.escape(p.name)} {n}" for p, n in zip(board.players, board.vp, strict=True)
    )
    blocked = [r.name for r in board.regions if r.empty_permanent()]
    flags = (
        f"<p style='color:#b3261e'>Cannot score: {html.escape(', '.join(blocked))}</p>"
        if blocked
        else "<p>Every Region can score.</p>"
    )
    return f"<h1>{html.escape(board.name)}: setup sheet</h1><p>VP: {vp}</p>{flags}"


def write_setup_sheet(
    board: Board, scene: QGraphicsScene, path: Path, replace_read_only: bool = False
) -> None:
    """Write the sheet completely and checked, then in place of `path` (export.py's way).
    Raises OSError with the system's reason."""
    write_atomic(path, draw_setup_sheet(board, scene), replace_read_only)


def draw_setup_sheet(board: Board, scene: QGraphicsScene) -> bytes:
    """The title and the board picture (landscape when the board is wide, split over more
    pages when one page would print its labels too small); then the Regions."""
    return _pdf(
        f"{board.name}: setup sheet",
        orientation(scene),
        lambda pdf, painter: _draw_sheet(pdf, painter, board, scene),
    )


def write_sheet_pack(
    sheets: Sequence[tuple[str, Board]],
    path: Path,
    theme: str = "light",
    replace_read_only: bool = False,
) -> None:
    """A tournament pack: the setup sheet of every (file name, Board), each from a new page
    and headed with its file name, in one PDF, written like a single sheet. Raises OSError."""
    from ..document.board_document import Document
    from ..look.themes import THEMES
    from ..rules.topology import with_positions
    from ..scene.board_scene import BoardScene
    from .picture import application

    application()
    # Each scene is kept alive (with its Document) while it draws.
    scenes = []
    for name, board in sheets:
        document = Document(with_positions(board))
        scenes.append((name, board, document, BoardScene(document, THEMES[theme])))
    first = orientation(scenes[0][3]) if scenes else QPageLayout.Orientation.Portrait

    def draw(pdf: QPdfWriter, painter: QPainter) -> None:
        for n, (name, board, _document, scene) in enumerate(scenes):
            if n:
                pdf.setPageOrientation(orientation(scene))
                pdf.newPage()
            _draw_sheet(pdf, painter, board, scene, heading=name)

    write_atomic(path, _pdf("Setup sheets", first, draw), replace_read_only)


# -- the board on paper ----------------------------------------------------------------------

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
    (the Regions' rectangles) where the page size allows, so a Region stays on one page."""
    least = MIN_LABEL_PT / 72 * dpi / slot_label_px()
    fit = min(first.width() / source.width(), first.height() / source.height())
    if fit >= least:
        return BoardPrint(fit)
    xs = _cuts(source.left(), source.right(), page.width() / least,
               [(t.left(), t.right()) for t in tracks])  # fmt: skip
    ys = _cuts(source.top(), source.bottom(), page.height() / least,
               [(t.top(), t.bottom()) for t in tracks])  # fmt: skip
    parts = tuple(
        QRectF(x0, y0, x1 - x0, y1 - y0) for y0, y1 in pairwise(ys) for x0, x1 in pairwise(xs)
    )
    # Every part at one scale, as large as the largest part allows.
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


def _pdf(
    title: str, first: QPageLayout.Orientation, draw: Callable[[QPdfWriter, QPainter], None]
) -> bytes:
    """An A4 PDF drawn in memory by `draw`, its first page in `first` orientation; OSError
    when Qt could not draw it."""
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    pdf = QPdfWriter(out)
    pdf.setTitle(title)
    pdf.setCreator("Influence Board")
    pdf.setResolution(150)
    pdf.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            first,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter(pdf)
    try:
        draw(pdf, painter)
    except BaseException:
        painter.end()
        raise
    finish(painter, "setup sheet")
    return drawn(out, "setup sheet")


def _text(painter: QPainter, html_text: str, width: float, scale: float) -> float:
    """Draw rich text at the top of the page; its height in device pixels."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setHtml(html_text)
    doc.setTextWidth(width / scale)
    painter.save()
    painter.scale(scale, scale)
    doc.drawContents(painter)
    painter.restore()
    return doc.size().height() * scale


def _draw_sheet(
    pdf: QPdfWriter,
    painter: QPainter,
    board: Board,
    scene: QGraphicsScene,
    heading: str | None = None,
) -> None:
    """One setup sheet from the current page (already in the board's orientation) on: the
    title and the board, the board's parts when it is split, then the Regions in portrait."""
    page = QRectF(0, 0, pdf.width(), pdf.height())
    scale = pdf.resolution() / 96.0  # text is laid out in 96 dpi units
    gap = 20 * scale
    source = scene.sceneRect()
    # A provisional plan says whether the title page must announce a split board.
    title_html = file_heading_html(heading) + sheet_title_html(board)
    probe = QTextDocument()
    probe.setDocumentMargin(0)
    probe.setHtml(title_html + _split_note(2, 2))
    probe.setTextWidth(page.width() / scale)
    caption = _caption_height(page.width(), scale) + gap
    plan = plan_board(
        source,
        QSizeF(page.width(), page.height() - probe.size().height() * scale - gap),
        QSizeF(page.width(), page.height() - caption),
        pdf.resolution(),
        [item.sceneBoundingRect() for item in getattr(scene, "region_items", {}).values()],
    )
    if plan.parts:
        title_html += _split_note(plan.columns, plan.rows)
    top = _text(painter, title_html, page.width(), scale) + gap
    # The title page: the whole board as large as fits (an overview when split).
    fit = min(page.width() / source.width(), (page.height() - top) / source.height())
    size = QSizeF(source.width() * fit, source.height() * fit)
    target = QRectF(
        page.left() + (page.width() - size.width()) / 2, top, size.width(), size.height()
    )
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    for n, part in enumerate(plan.parts):
        pdf.newPage()
        row, column = divmod(n, plan.columns)
        words = (
            f"{board.name}: board, row {row + 1} of {plan.rows}, "
            f"column {column + 1} of {plan.columns}"
        )
        top = _text(painter, f"<p><b>{html.escape(words)}</b></p>", page.width(), scale) + gap
        target = QRectF(0, top, part.width() * plan.scale, part.height() * plan.scale)
        painter.save()
        painter.setClipRect(target)
        scene.render(painter, target, part, Qt.AspectRatioMode.KeepAspectRatio)
        painter.restore()
    # Then the Regions, in portrait, paginated by the text document (no line cut in half).
    pdf.setPageOrientation(QPageLayout.Orientation.Portrait)
    pdf.newPage()
    page = QRectF(0, 0, pdf.width(), pdf.height())
    text = QTextDocument()
    text.setDocumentMargin(0)
    text.setHtml("".join(region_html(board, r) for r in board.regions))
    size = QSizeF(page.width() / scale, page.height() / scale)
    text.setPageSize(size)
    for number in range(text.pageCount()):
        if number:
            pdf.newPage()
        painter.save()
        painter.scale(scale, scale)
        painter.translate(0, -number * size.height())
        text.drawContents(painter, QRectF(0, number * size.height(), size.width(), size.height()))
        painter.restore()


def _split_note(columns: int, rows: int) -> str:
    pages = columns * rows
    return (
        f"<p><i>The board is too large to print readably on one page: an overview here, "
        f"then {pages} pages ({rows} row{'s' if rows != 1 else ''} of {columns}) at full "
        "size.</i></p>"
    )


def _caption_height(width: float, scale: float) -> float:
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setHtml("<p><b>Board, row 1 of 1, column 1 of 1</b></p>")
    doc.setTextWidth(width / scale)
    return doc.size().height() * scale


def file_heading_html(name: str | None) -> str:
    """The file a pack's sheet comes from, above its title (plain text, never markup)."""
    if name is None:
        return ""
    return f"<p style='font-size:large; color:#444'>File: <b>{html.escape(name)}</b></p><hr>"
