"""Setup sheets that print well (issue 18): every page of a sheet, drawn to PNG (by Qt, and
by pdftoppm from the PDF when poppler is installed), has ink beyond its header and footer;
every page is headed with the scenario's name and its file name and footed "page i of n";
the standard board and an 8-Region one take 2 A4 pages (issue 35: they took 3), and every
page of an 8-table pack says which table it is."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.render.setup_sheet import (
    plan_sheet,
    sheet_images,
    write_setup_sheet,
    write_sheet_pack,
)
from influence_board.render.sheet_page import FOOTER_MM, HEADER_MM, MARGIN_MM
from influence_board.rules import Board, Participant, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene

DPI = 40  # enough to see ink, small enough to be quick
DARK = 110  # a pixel this dark is ink: text, a track's header, a cube (not the background)
GREY = 200  # small grey text at this resolution: the header and the footer


def eight_regions() -> Board:
    """Eight Regions laid out by the app (no positions given): the board of the issue,
    whose sheet had two pages of background only."""
    base = standard_board()
    regions = tuple(
        Region(
            f"r{i}", f"Region {i + 1}", (1, 1), (4, 3, 2, 1), (7, 4, 2),
            (None, None), (), ("usa",) + (None,) * 3 if i % 2 else (None,) * 4,
        )
        for i in range(8)
    )  # fmt: skip
    return Board("Eight tables", base.players, Participant("local", "Locals", "#000000"), regions)


BOARDS = {"standard": standard_board, "eight": eight_regions}


def scene_of(board: Board) -> tuple[Document, BoardScene]:
    document = Document(with_positions(board))
    return document, BoardScene(document)


def dark_share(image: QImage, top: float, bottom: float, dark: int = DARK) -> float:
    """The share of pixels darker than `dark` between the heights `top` and `bottom`
    (fractions of the page)."""
    found = total = 0
    for y in range(int(image.height() * top), int(image.height() * bottom)):
        for x in range(image.width()):
            total += 1
            found += QColor(image.pixel(x, y)).lightness() < dark
    return found / max(total, 1)


def bands(image: QImage) -> tuple[float, float, float]:
    """Where the header ends, the content ends and the footer ends, as fractions of the
    page's height."""
    mm = image.height() / (297 if image.height() > image.width() else 210)
    top = (MARGIN_MM + HEADER_MM) * mm / image.height()
    bottom = 1 - (MARGIN_MM + FOOTER_MM) * mm / image.height()
    return top, bottom, 1 - MARGIN_MM * mm / image.height()


def assert_pages_inked(images: list[QImage], where: str) -> None:
    for n, image in enumerate(images, 1):
        top, bottom, end = bands(image)
        start = 1 - end  # the top margin
        assert dark_share(image, start, top, GREY) > 0, f"{where} page {n}: no header"
        assert dark_share(image, top, bottom) > 0.002, f"{where} page {n}: blank content"
        assert dark_share(image, bottom, end, GREY) > 0, f"{where} page {n}: no footer"


def page_texts(pdf: Path) -> list[str]:
    pdftotext = shutil.which("pdftotext")
    assert pdftotext is not None
    text = subprocess.run(
        [pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return text.split("\f")[:-1]


@pytest.mark.parametrize("which", BOARDS)
def test_every_page_drawn_by_qt_has_ink_beyond_its_header_and_footer(
    qapp: QApplication, tmp_path: Path, which: str
) -> None:
    board = BOARDS[which]()
    _document, scene = scene_of(board)
    images = sheet_images(board, scene, f"{which}.json", dpi=DPI)
    for n, image in enumerate(images, 1):
        image.save(str(tmp_path / f"{which}-{n}.png"))
    assert_pages_inked(images, which)
    sheet = plan_sheet(board, scene, f"{which}.json", DPI)
    assert board.name in sheet.header and f"{which}.json" in sheet.header
    # The whole board on one page, then the text page (issue 18's 8-Region board had 7
    # pages, 2 of them background only; issue 35's standard board 3).
    assert [p.what for p in sheet.pages] == ["board", "regions"]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler) not installed")
@pytest.mark.parametrize("which", BOARDS)
def test_every_printed_page_is_headed_numbered_and_inked(
    qapp: QApplication, tmp_path: Path, which: str
) -> None:
    board = BOARDS[which]()
    _document, scene = scene_of(board)
    pdf = tmp_path / "sheet.pdf"
    write_setup_sheet(board, scene, pdf, file_name=f"{which}.json")
    subprocess.run(
        ["pdftoppm", "-r", str(DPI), "-png", str(pdf), str(tmp_path / "page")], check=True
    )
    images = [QImage(str(p)) for p in sorted(tmp_path.glob("page-*.png"))]
    assert images and all(not i.isNull() for i in images)
    assert_pages_inked(images, which)
    texts = page_texts(pdf)
    assert len(texts) == len(images)
    assert len(texts) == 2
    for n, text in enumerate(texts, 1):
        first = next(line for line in text.splitlines() if line.strip())
        assert board.name in first and f"{which}.json" in first, (n, first)
        assert re.search(rf"page {n} of {len(texts)}\s*$", text.rstrip()), (n, text[-200:])


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler) not installed")
def test_every_page_of_an_eight_table_pack_says_which_table(
    qapp: QApplication, tmp_path: Path
) -> None:
    tables = [
        (f"table-{n}.json", replace(standard_board(), name=f"Table {n}")) for n in range(1, 9)
    ]
    pdf = tmp_path / "pack.pdf"
    write_sheet_pack(tables, pdf)
    texts = page_texts(pdf)
    assert len(texts) == 8 * 2
    for n, text in enumerate(texts):
        table = n // 2 + 1
        first = next(line for line in text.splitlines() if line.strip())
        assert f"Table {table}" in first and f"table-{table}.json" in first, (n, first)
        assert text.rstrip().endswith(f"page {n % 2 + 1} of 2"), (n, text[-100:])


def test_an_unsaved_board_says_so_in_the_header(qapp: QApplication) -> None:
    board = standard_board()
    _document, scene = scene_of(board)
    assert plan_sheet(board, scene, None, DPI).header.endswith("not saved")


def test_the_board_caption_gives_the_name_and_the_vp_and_can_be_left_out(
    qapp: QApplication,
) -> None:
    from influence_board.render.picture import caption_text

    board = replace(standard_board(), vp=(3, 0, 12, 1), round=4)
    assert caption_text(board) == (
        "World Order: standard board  \N{MIDDLE DOT}  Round 4 of 6  \N{MIDDLE DOT}  "
        "VP: USA 3, EU 0, Russia 12, China 1"
    )
    no_rounds = replace(board, scoring_rounds=(), round=1)
    assert "Round" not in caption_text(no_rounds)
    _document, scene = scene_of(board)
    with_caption = sheet_images(board, scene, "x.json", dpi=DPI)
    without = sheet_images(board, scene, "x.json", dpi=DPI, caption=False)
    assert len(with_caption) == len(without)
    # The caption sits below the board: that band differs.
    assert with_caption[0] != without[0]
