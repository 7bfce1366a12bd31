"""Exported pictures can carry a caption (issue 18): the board's name and the VP in a strip
below the board; `render --caption` on the command line, File > Caption on Pictures in the
window (remembered); setup sheets carry it unless `sheet --no-caption`. And Export Setup
Sheets offers to save the pack beside the scenarios it is made of."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app_process import MODULE, run_app
from influence_board.files import settings as remembered
from influence_board.render.picture import CAPTION_STRIP, export_board
from influence_board.rules.formats.scenario import save, standard_board
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def height(path: Path) -> int:
    image = QImage(str(path))
    assert not image.isNull()
    return image.height()


def test_a_caption_adds_its_strip_below_the_board(qapp: QApplication, tmp_path: Path) -> None:
    plain, captioned = tmp_path / "plain.png", tmp_path / "captioned.png"
    export_board(standard_board(), plain)
    export_board(standard_board(), captioned, caption=True)
    assert height(captioned) == height(plain) + CAPTION_STRIP
    image = QImage(str(captioned))
    strip = [image.pixelColor(x, height(plain) + CAPTION_STRIP // 2) for x in range(0, 400)]
    assert any(c.lightness() < 100 for c in strip), "the words are drawn in the strip"
    for suffix in (".svg", ".pdf"):
        export_board(standard_board(), tmp_path / f"captioned{suffix}", caption=True)
    assert "VP: USA 0" in (tmp_path / "captioned.svg").read_text(encoding="utf-8")


def test_render_and_sheet_on_the_command_line(tmp_path: Path) -> None:
    plain, captioned = tmp_path / "plain.png", tmp_path / "captioned.png"
    for out, more in ((plain, ()), (captioned, ("--caption",))):
        done = run_app(MODULE, "render", "-o", out, *more)
        assert done.returncode == 0, done.stderr
    assert height(captioned) == height(plain) + CAPTION_STRIP
    scenario = tmp_path / "table.json"
    save(standard_board(), scenario)
    with_caption, without = tmp_path / "with.pdf", tmp_path / "without.pdf"
    assert run_app(MODULE, "sheet", scenario, "-o", with_caption).returncode == 0
    assert run_app(MODULE, "sheet", scenario, "-o", without, "--no-caption").returncode == 0
    assert with_caption.read_bytes() != without.read_bytes()


def test_caption_on_pictures_in_the_window_is_remembered(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    action = window.action("picture_caption")
    assert action.isCheckable() and not action.isChecked()
    plain = tmp_path / "plain.png"
    assert window.parts.pictures.export_image(plain)
    action.trigger()
    assert remembered.picture_caption() and window.parts.pictures.caption
    captioned = tmp_path / "captioned.png"
    dialogs.save_path = str(captioned)
    window.action("export_image").trigger()
    assert height(captioned) == height(plain) + 2 * CAPTION_STRIP  # the window exports at 2x
    action.trigger()
    assert not remembered.picture_caption()


def test_export_setup_sheets_opens_beside_the_scenarios(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    folder = tmp_path / "round 2"
    folder.mkdir()
    tables = [folder / "table-1.json", folder / "table-2.ibgame"]
    save(standard_board(), tables[0])
    window.parts.files.save_to(tables[1])  # a game file is a position too: its current step
    dialogs.open_paths = [str(t) for t in tables]
    dialogs.save_path = str(folder / "setup-sheets.pdf")
    window.action("export_sheets").trigger()
    assert dialogs.file_dialogs[-1] == ("Export setup sheets", str(folder / "setup-sheets.pdf"))
    assert (folder / "setup-sheets.pdf").read_bytes().startswith(b"%PDF")
    assert dialogs.errors == []
