"""A sheet of two pages for a table (issue 35, item 3): `sheet` of a renamed standard board
gave 3 pages (the board split over two half-empty landscape pages) and an 8-Region board's
page held one Region in a strip. Now the whole board is on one landscape page, then the
text page lists every Region's rows, ranking and Armies (those of a participant without
cubes too); a larger board takes more pages, cut between Regions, none mostly empty. A pack
printed through the print path (a QPrinter writing PDF, as File > Print does) has the
export's pages, captions and orientations, each page upright."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QColor, QImage, QPageLayout
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app_process import MODULE, environment
from influence_board.document.board_document import Document
from influence_board.render.printing import new_printer, previewing, print_sheets
from influence_board.render.setup_sheet import (
    plan_sheet,
    planned_pack,
    sheet_images,
    write_sheet_pack,
)
from influence_board.render.sheet_page import FOOTER_MM, HEADER_MM, MARGIN_MM
from influence_board.render.sheet_words import region_html
from influence_board.rules import Board
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler) not installed"
)
TABLE = "Spring Open - Table 1"
CAPTION = f"{TABLE} \N{MIDDLE DOT} Round 1 of 6 \N{MIDDLE DOT} VP: USA 0, EU 0, Russia 0, China 0"


def table_one() -> Board:
    """The standard board renamed, with Russia's 1 Army in the Americas (no cube there)."""
    board = standard_board()
    regions = tuple(
        r.with_armies((("russia", 1),)) if r.id == "americas" else r for r in board.regions
    )
    assert not any(o == "russia" for r in regions if r.id == "americas" for o in r.permanent)
    return replace(board, name=TABLE, regions=regions)


def many_regions(count: int) -> Board:
    """`count` Regions of the standard board's shapes, laid out by the app."""
    base = standard_board()
    regions = tuple(
        replace(base.regions[n % len(base.regions)], id=f"r{n}", name=f"Region {n + 1}")
        for n in range(count)
    )
    positions = tuple(replace(r, position=None) for r in regions)
    return replace(base, name=f"{count} Regions", regions=positions, adjacency=())


def media_boxes(pdf: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)
    return [(float(w), float(h)) for w, h in boxes]


def page_texts(pdf: Path) -> list[str]:
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return [" ".join(page.split()) for page in text.split("\f")[:-1]]


def scene_of(board: Board) -> BoardScene:
    return BoardScene(Document(with_positions(board)))


# -- the command line ------------------------------------------------------------------------


@needs_poppler
def test_sheet_of_a_renamed_standard_table_is_two_pages(tmp_path: Path) -> None:
    scenario, out = tmp_path / "table-1.json", tmp_path / "sheet.pdf"
    save(table_one(), scenario)
    done = subprocess.run(
        [*MODULE, "sheet", scenario.name, "-o", str(out)],
        cwd=tmp_path,
        env=environment(),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") == 2
    assert media_boxes(data) == [(842.0, 595.0), (595.0, 842.0)]
    board_page, words_page = page_texts(out)
    for text in (board_page, words_page):
        assert text.startswith(f"{TABLE} \N{EM DASH} table-1.json"), text[:80]
    assert CAPTION in board_page
    assert board_page.count("Armies: ") == 7  # every track, whole, on the one page
    # On the text page too, though Russia has no cube in the Americas (its only Army).
    assert words_page.count("Armies: Russia 1") == 1


def test_a_regions_words_list_the_armies_of_a_participant_without_cubes(
    qapp: QApplication,
) -> None:
    board = table_one()
    americas = region_html(board, board.region("americas"))
    assert "Armies: Russia 1" in americas
    ranked = re.findall(r"<tr><td>[^<]*</td><td>([^<]*)</td>", americas)
    assert ranked == ["USA"]  # the ranking: those with cubes only
    assert "Armies: none" in region_html(board, board.region("europe"))


# -- no page mostly empty --------------------------------------------------------------------


def ink_depth(image: QImage) -> float:
    """How far down a page's content its lowest ink lies, as a share of the content's
    height (below the header, above the footer)."""
    mm = image.height() / (297 if image.height() > image.width() else 210)
    top = round((MARGIN_MM + HEADER_MM + 1) * mm)
    bottom = round(image.height() - (MARGIN_MM + FOOTER_MM) * mm)
    for y in range(bottom - 1, top, -1):
        if any(QColor(image.pixel(x, y)).lightness() < 240 for x in range(0, image.width(), 2)):
            return (y - top) / (bottom - top)
    return 0.0


@pytest.mark.parametrize(("count", "board_pages"), [(8, 1), (20, 2), (45, 3)], ids=lambda n: str(n))
def test_a_board_of_many_regions_is_cut_between_them_and_no_page_is_mostly_empty(
    qapp: QApplication, tmp_path: Path, count: int, board_pages: int
) -> None:
    board = many_regions(count)
    scene = scene_of(board)
    sheet = plan_sheet(board, scene, "many.json", 40)
    kinds = [page.what for page in sheet.pages]
    board_kind = "board" if board_pages == 1 else "board part"
    assert kinds[:board_pages] == [board_kind] * board_pages
    assert set(kinds[board_pages:]) == {"regions"}
    images = sheet_images(board, scene, "many.json", dpi=40)
    for n, image in enumerate(images, 1):
        image.save(str(tmp_path / f"page-{n}.png"))
        assert ink_depth(image) > 0.5, (n, ink_depth(image))


@needs_poppler
def test_each_region_is_on_one_board_page_whole(qapp: QApplication, tmp_path: Path) -> None:
    """The board's pages are cut between Regions: each track's name once, on one page."""
    board = many_regions(20)
    out = tmp_path / "twenty.pdf"
    write_sheet_pack([("twenty.json", board)], out)
    texts = page_texts(out)
    board_texts = [t for t in texts if "board, part" in t]
    assert len(board_texts) == 2
    for n in range(1, 21):
        name = re.compile(rf"Region {n}\b")
        assert sum(len(name.findall(t)) for t in board_texts) == 1, n


# -- printing --------------------------------------------------------------------------------


def pack_files(tmp_path: Path) -> list[tuple[str, Board]]:
    tables = [replace(table_one(), name=f"Spring Open - Table {n}") for n in (1, 2)]
    return [(f"table-{n}.json", board) for n, board in enumerate(tables, 1)]


@needs_poppler
def test_a_pack_printed_to_a_pdf_file_has_the_exports_pages_upright(
    qapp: QApplication, tmp_path: Path
) -> None:
    sheets = pack_files(tmp_path)
    exported, printed = tmp_path / "exported.pdf", tmp_path / "printed.pdf"
    write_sheet_pack(sheets, exported)
    printer = new_printer("pack", QPageLayout.Orientation.Landscape)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(printed))
    with planned_pack(sheets, printer.resolution()) as planned:
        print_sheets(printer, planned)
    boxes = media_boxes(printed.read_bytes())
    assert boxes == media_boxes(exported.read_bytes())
    assert boxes == [(842.0, 595.0), (595.0, 842.0)] * 2  # each board page landscape
    texts = page_texts(printed)
    assert texts == page_texts(exported)
    assert CAPTION in texts[0] and CAPTION.replace("Table 1", "Table 2") in texts[2]


@needs_poppler
def test_the_windows_pack_prints_as_it_exports(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """File > Print a Tournament Pack and File > Export Setup Sheets: the same pages,
    captions (the printed ones lacked them) and orientations."""
    files = []
    for name, board in pack_files(tmp_path):
        files.append(tmp_path / name)
        save(board, files[-1])
    exported, printed = tmp_path / "exported.pdf", tmp_path / "printed.pdf"
    assert window.parts.pictures.export_sheet_pack(files, exported)
    dialogs.open_paths = [str(f) for f in files]
    dialogs.print_to = str(printed)
    window.action("print_sheets").trigger()
    assert dialogs.errors == []
    assert media_boxes(printed.read_bytes()) == media_boxes(exported.read_bytes())
    texts = page_texts(printed)
    assert texts == page_texts(exported)
    assert CAPTION in texts[0]


def test_a_preview_shows_every_page_whole_on_the_printers_paper(qtbot: QtBot) -> None:
    """Qt's preview frames every page in one page layout: there a page of the other
    orientation is drawn turned, and the printer keeps the first page's orientation."""
    board = table_one()
    scene = scene_of(board)
    printer = new_printer("preview", QPageLayout.Orientation.Landscape)
    seen: list[bool] = []

    def paint(device: QPrinter) -> None:
        seen.append(previewing(device))
        print_sheets(device, [plan_sheet(board, scene, "table-1.json", device.resolution())])

    preview = QPrintPreviewWidget(printer)
    qtbot.addWidget(preview)
    preview.paintRequested.connect(paint)
    preview.updatePreview()
    assert seen and all(seen)
    assert preview.pageCount() == 2
    assert printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape
    assert not previewing(new_printer("paper", QPageLayout.Orientation.Portrait))
