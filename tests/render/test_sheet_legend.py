"""The setup sheet's legend of the two numbers on a cube (issue 36): below the board (issue
35: it adds no page), the words for the printed VP on a cube's corner and for the safety
beside a shield under a temporary cube, each with its picture drawn by the track painter in
the board's colours."""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.look.themes import DARK, HIGH_CONTRAST, LIGHT, Theme
from influence_board.render.setup_sheet import write_setup_sheet
from influence_board.render.sheet_legend import SHARPNESS, legend_html
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene
from influence_board.scene.geometry import SLOT

VP_WORDS = "the printed VP of the slot under it"
SAFETY_WORDS = "its safety, never VP"


def _pictures(html: str) -> list[QImage]:
    images = []
    for data in re.findall(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)'", html):
        image = QImage()
        assert image.loadFromData(base64.b64decode(data))
        images.append(image)
    return images


def _holds(image: QImage, color: QColor, top: float, bottom: float) -> bool:
    """Whether a pixel of `color` lies between the heights `top` and `bottom` (scene units)."""
    rows = range(int(top * SHARPNESS), min(int(bottom * SHARPNESS), image.height()))
    return any(
        image.pixelColor(x, y).rgb() == color.rgb() for y in rows for x in range(image.width())
    )


@pytest.mark.parametrize("theme", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda t: t.name)
def test_the_legend_shows_each_number_as_the_board_draws_it(
    qapp: QApplication, theme: Theme
) -> None:
    html = legend_html(theme)
    assert VP_WORDS in html and SAFETY_WORDS in html
    cube, next_out = _pictures(html)
    assert not cube.isNull() and not next_out.isNull()
    # The corner's tab in the slot's fill at the cube's top; the safety's tag under it.
    assert _holds(cube, theme.temporary_slot, 0, SLOT / 3)
    assert _holds(cube, theme.header, SLOT + 5, 2 * SLOT)
    assert _holds(next_out, theme.warning, 0, SLOT)  # out with the next one


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler) not installed")
def test_the_printed_sheet_carries_the_legend_below_the_board(
    qapp: QApplication, tmp_path: Path
) -> None:
    """Below the board it explains, on the board's page: it adds no page (issue 35)."""
    board = standard_board()
    document = Document(with_positions(board))
    pdf = tmp_path / "sheet.pdf"
    write_setup_sheet(board, BoardScene(document), pdf, file_name="standard.json")
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    board_page, words_page = [" ".join(page.split()) for page in text.split("\f")][:-1]
    assert VP_WORDS in board_page and SAFETY_WORDS in board_page
    assert VP_WORDS not in words_page and "setup sheet" in words_page
