"""The printable setup sheet (PDF) for tournament directors: the board picture, then for
every Region its rows of cubes, counts, ranking and flags; and the pack of several sheets,
each headed with its file name, in one PDF."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QGraphicsScene

from .export import drawn, finish
from .rules import Board, Region, counts, ranking
from .rules.files import write_atomic
from .rules.majority import place_text
from .rules.report import places

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
    """Page 1: the board picture; then the Regions, as many pages as they need."""
    return _pdf(
        f"{board.name}: setup sheet",
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
    from .commands import Game
    from .document import Document
    from .export import application
    from .rules.topology import with_positions
    from .scene import BoardScene
    from .scene.theme import THEMES

    application()

    def draw(pdf: QPdfWriter, painter: QPainter) -> None:
        for n, (name, board) in enumerate(sheets):
            if n:
                pdf.newPage()
            document = Document(with_positions(board))  # kept alive while its scene draws
            scene = BoardScene(Game(document), THEMES[theme])
            _draw_sheet(pdf, painter, board, scene, heading=name)

    write_atomic(path, _pdf("Setup sheets", draw), replace_read_only)


def _pdf(title: str, draw: Callable[[QPdfWriter, QPainter], None]) -> bytes:
    """An A4 PDF drawn in memory by `draw`; OSError when Qt could not draw it."""
    out = QBuffer()
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    pdf = QPdfWriter(out)
    pdf.setTitle(title)
    pdf.setCreator("Influence Board")
    pdf.setResolution(150)
    pdf.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
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


def _draw_sheet(
    pdf: QPdfWriter,
    painter: QPainter,
    board: Board,
    scene: QGraphicsScene,
    heading: str | None = None,
) -> None:
    """One setup sheet from the current page on: the title and the board picture, then the
    Regions on as many pages as they need."""
    page = QRectF(0, 0, pdf.width(), pdf.height())
    scale = pdf.resolution() / 96.0  # text is laid out in 96 dpi units
    # First page: the title and the board, as large as the page's width allows.
    title = QTextDocument()
    title.setDocumentMargin(0)
    title.setHtml(file_heading_html(heading) + sheet_title_html(board))
    title.setTextWidth(page.width() / scale)
    painter.save()
    painter.scale(scale, scale)
    title.drawContents(painter)
    painter.restore()
    top = title.size().height() * scale + 20 * scale
    source = scene.sceneRect()
    height = min(page.height() - top, page.width() * source.height() / source.width())
    scene.render(
        painter, QRectF(0, top, page.width(), height), source, Qt.AspectRatioMode.KeepAspectRatio
    )
    # Then the Regions, paginated by the text document itself (no line cut in half).
    text = QTextDocument()
    text.setDocumentMargin(0)
    text.setHtml("".join(region_html(board, r) for r in board.regions))
    size = QSizeF(page.width() / scale, page.height() / scale)
    text.setPageSize(size)
    for number in range(text.pageCount()):
        pdf.newPage()
        painter.save()
        painter.scale(scale, scale)
        painter.translate(0, -number * size.height())
        text.drawContents(painter, QRectF(0, number * size.height(), size.width(), size.height()))
        painter.restore()


def file_heading_html(name: str | None) -> str:
    """The file a pack's sheet comes from, above its title (plain text, never markup)."""
    if name is None:
        return ""
    return f"<p style='font-size:large; color:#444'>File: <b>{html.escape(name)}</b></p><hr>"
