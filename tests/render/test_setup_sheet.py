"""The printed setup sheet: landscape for a wide board, the board picture filling the page,
slot numbers at 7 pt or more on A4 (a board too large for that is split over pages, cut
between its Regions)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPageLayout
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.render.setup_sheet import (
    MIN_LABEL_PT,
    orientation,
    plan_board,
    write_setup_sheet,
    write_sheet_pack,
)
from influence_board.rules import Board, Participant, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene

DPI = 150
A4_LANDSCAPE = QSizeF(1577, 1063)  # 267 x 180 mm inside the margins, at 150 dpi


def scene_of(board: Board) -> tuple[Document, BoardScene]:
    document = Document(with_positions(board))
    return document, BoardScene(document)


def grid_board(columns: int, rows: int) -> Board:
    base = standard_board()
    regions = tuple(
        Region(
            f"r{i}", f"Region {i + 1}", (1, 1), (4, 3, 2, 1), (7, 4, 2),
            (None, None), (), (None,) * 4, (),
            (float(300 * (i % columns)), float(240 * (i // columns))),
        )
        for i in range(columns * rows)
    )  # fmt: skip
    return Board("Grid", base.players, Participant("local", "Locals", "#000000"), regions, ())


def media_boxes(path: Path) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", path.read_bytes())
    return [(float(w), float(h)) for w, h in boxes]


def test_a_wide_board_prints_landscape_a_tall_one_portrait(qapp: QApplication) -> None:
    _, wide = scene_of(grid_board(4, 1))
    _, tall = scene_of(grid_board(1, 4))
    assert orientation(wide) == QPageLayout.Orientation.Landscape
    assert orientation(tall) == QPageLayout.Orientation.Portrait


def test_a_small_board_fills_the_title_page_width(qapp: QApplication) -> None:
    _, scene = scene_of(grid_board(3, 1))
    source = scene.sceneRect()
    plan = plan_board(source, QSizeF(1577, 800), A4_LANDSCAPE, DPI)
    assert plan.parts == ()
    assert source.width() * plan.scale == pytest.approx(1577)
    assert plan.label_pt(DPI) >= MIN_LABEL_PT


@pytest.mark.parametrize(("columns", "rows"), [(7, 3), (20, 15)])
def test_a_large_board_is_split_with_slot_numbers_at_7_pt(
    qapp: QApplication, columns: int, rows: int
) -> None:
    _, scene = scene_of(grid_board(columns, rows))
    source = scene.sceneRect()
    tracks = [item.sceneBoundingRect() for item in scene.region_items.values()]
    plan = plan_board(source, QSizeF(1577, 800), A4_LANDSCAPE, DPI, tracks)
    assert plan.parts
    assert plan.label_pt(DPI) >= MIN_LABEL_PT
    assert len(plan.parts) == plan.columns * plan.rows
    for part in plan.parts:  # each part fits a page at the plan's scale
        assert part.width() * plan.scale <= A4_LANDSCAPE.width() + 1e-6
        assert part.height() * plan.scale <= A4_LANDSCAPE.height() + 1e-6
    # The tracks leave gaps, so no cut goes through a Region (and a part showing none of
    # them, only background, is left out).
    for track in tracks:
        assert any(part.contains(track) for part in plan.parts), track


def test_cuts_fall_at_the_page_size_when_no_gap_allows(qapp: QApplication) -> None:
    source = QRectF(0, 0, 3000, 500)
    one_wide_track = [QRectF(0, 0, 3000, 500)]
    plan = plan_board(source, QSizeF(100, 100), A4_LANDSCAPE, DPI, one_wide_track)
    assert plan.label_pt(DPI) >= MIN_LABEL_PT
    assert plan.columns >= 2


def test_the_standard_sheet_pages_and_their_printed_slot_numbers(
    qapp: QApplication, tmp_path: Path
) -> None:
    _document, scene = scene_of(standard_board())
    path = tmp_path / "sheet.pdf"
    write_setup_sheet(standard_board(), scene, path)
    boxes = media_boxes(path)
    assert boxes[0] == (842.0, 595.0)  # the board page: A4 landscape
    assert boxes[-1] == (595.0, 842.0)  # the Regions: portrait
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler) is not installed")
    board_pages = sum(1 for w, h in boxes if w > h)
    heights = []
    for page in range(1, board_pages + 1):  # the two halves at full size
        out = subprocess.run(
            [pdftotext, "-f", str(page), "-l", str(page), "-bbox", str(path), "-"],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        digit = r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">\d<'
        for y0, y1 in re.findall(digit, out):
            heights.append(float(y1) - float(y0))
    assert board_pages == 2 and heights
    # A digit's box is the font's ascent plus descent, a little more than its size.
    assert min(heights) >= MIN_LABEL_PT


def test_a_pack_gives_each_sheet_its_own_orientation(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "pack.pdf"
    write_sheet_pack([("wide.json", grid_board(3, 1)), ("tall.json", grid_board(1, 3))], path)
    boxes = media_boxes(path)
    assert boxes[0] == (842.0, 595.0)
    tall_start = boxes.index((842.0, 595.0)) + 1
    assert (595.0, 842.0) in boxes[tall_start:]
    assert boxes.count((842.0, 595.0)) == 1  # the tall board and every Region page: portrait


def test_a_part_with_no_region_is_left_out(qapp: QApplication) -> None:
    """An L-shaped board: the grid's empty corner would be a page of background only."""
    source = QRectF(0, 0, 4000, 3000)
    corners = [QRectF(100, 100, 300, 200), QRectF(3500, 100, 300, 200), QRectF(100, 2600, 300, 200)]
    plan = plan_board(source, QSizeF(100, 100), A4_LANDSCAPE, DPI, corners)
    assert plan.columns * plan.rows > len(plan.parts) == 3
    for corner in corners:
        assert sum(part.intersects(corner) for part in plan.parts) >= 1
