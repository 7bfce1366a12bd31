"""The printed setup sheet: landscape for a wide map, a tall one portrait; a board whose map
prints its slot numbers at 7 pt or more on A4 is printed as the map, on one page, else in
the Table arrangement: on one landscape page when that is readable, else in rows dealt over
pages, cut between Regions, each page about as full as the others (issue 35)."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QPageLayout
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.render.setup_sheet import plan_sheet, write_setup_sheet, write_sheet_pack
from influence_board.render.sheet_board import (
    MIN_LABEL_PT,
    map_fits,
    orientation,
    plan_table,
)
from influence_board.rules import Board, Participant, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.arrangement import reading_order
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


def test_a_small_map_is_printed_as_it_is_on_one_page(qapp: QApplication) -> None:
    _, scene = scene_of(grid_board(3, 1))
    assert map_fits(scene.sceneRect(), A4_LANDSCAPE, DPI)
    sheet = plan_sheet(grid_board(3, 1), scene, "small.json", DPI)
    assert [(p.orientation, p.what) for p in sheet.pages] == [
        (QPageLayout.Orientation.Landscape, "board"),
        (QPageLayout.Orientation.Portrait, "regions"),
    ]


def test_the_standard_map_is_too_small_on_a_page_its_table_is_not(qapp: QApplication) -> None:
    _, scene = scene_of(standard_board())
    assert not map_fits(scene.sceneRect(), A4_LANDSCAPE, DPI)
    plan = plan_table(scene.tracks(), A4_LANDSCAPE, DPI)
    assert len(plan.pages) == 1
    assert plan.label_pt(DPI) >= MIN_LABEL_PT
    (rows,) = plan.pages
    # The window's Table arrangement: the map's reading order, in rows.
    assert [t.region for row in rows for t in row] == [
        t.region for t in reading_order(scene.tracks())
    ]


@pytest.mark.parametrize(("columns", "rows"), [(7, 3), (5, 4), (20, 15)])
def test_a_large_board_is_dealt_over_pages_cut_between_regions(
    qapp: QApplication, columns: int, rows: int
) -> None:
    _, scene = scene_of(grid_board(columns, rows))
    tracks = scene.tracks()
    plan = plan_table(tracks, A4_LANDSCAPE, DPI)
    assert len(plan.pages) > 1
    assert plan.label_pt(DPI) >= MIN_LABEL_PT
    # Every track once, whole, in the reading order, page after page.
    shown = [t.region for rows_ in plan.pages for row in rows_ for t in row]
    assert shown == [t.region for t in reading_order(tracks)]
    room = A4_LANDSCAPE.width() * A4_LANDSCAPE.height()
    for n, page in enumerate(plan.pages):
        size = plan.extent(page) * plan.scale
        assert size.width() <= A4_LANDSCAPE.width() + 1e-6
        assert size.height() <= A4_LANDSCAPE.height() + 1e-6
        # No page mostly empty, the last one included.
        assert size.width() * size.height() > room / 2, (n, size)


def test_a_track_wider_than_a_page_is_fitted_alone(qapp: QApplication) -> None:
    """Readable is not always possible: a Region of 60 temporary slots is scaled to fit."""
    base = grid_board(2, 1)
    wide = replace(base.regions[0], temporary_vp=(1,) * 60, temporary=(None,) * 60)
    _, scene = scene_of(replace(base, regions=(wide, base.regions[1])))
    plan = plan_table(scene.tracks(), A4_LANDSCAPE, DPI)
    for page in plan.pages:
        size = plan.extent(page) * plan.scale
        assert size.width() <= A4_LANDSCAPE.width() + 1e-6


def test_a_page_of_no_height_is_refused_at_once(qapp: QApplication) -> None:
    _, scene = scene_of(grid_board(3, 1))
    with pytest.raises(ValueError):
        plan_table(scene.tracks(), QSizeF(1577, -300), DPI)


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
    for page in range(1, board_pages + 1):
        out = subprocess.run(
            [pdftotext, "-f", str(page), "-l", str(page), "-bbox", str(path), "-"],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        digit = r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">\d<'
        for y0, y1 in re.findall(digit, out):
            heights.append(float(y1) - float(y0))
    assert board_pages == 1 and heights  # the whole board on one page
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
