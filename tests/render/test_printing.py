"""File > Print (issue 21): the setup sheet, its board pages and a tournament pack go to a
QPrinter through the print path (the preview's paint), drawn by the PDF export's painter:
printed as PDF they have the export's pages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QPageLayout
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot
from test_export import pages

from influence_board.render.printing import new_printer, print_sheets
from influence_board.render.setup_sheet import RESOLUTION, draw_setup_sheet, plan_sheet
from influence_board.rules.formats.scenario import save, standard_board
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_the_print_action_is_the_platforms_print_key(window: MainWindow) -> None:
    assert window.action("print").shortcut() == QKeySequence(QKeySequence.StandardKey.Print)
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)  # the stubs say QObject
    assert window.action("print") in file_menu.actions()


def test_printing_the_standard_sheet_gives_the_exports_pages(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    exported, printed = tmp_path / "exported.pdf", tmp_path / "printed.pdf"
    dialogs.save_path = str(exported)
    window.action("export_sheet").trigger()
    dialogs.print_to = str(printed)
    window.action("print").trigger()
    assert dialogs.previews == ["Print setup sheet"]
    assert dialogs.errors == []
    assert printed.read_bytes().startswith(b"%PDF")
    assert pages(printed.read_bytes()) == pages(exported.read_bytes()) >= 2
    assert window.statusBar().currentMessage().startswith("Sent ")


def test_print_board_prints_the_board_pages_alone(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    sheet, board_only = tmp_path / "sheet.pdf", tmp_path / "board.pdf"
    dialogs.print_to = str(sheet)
    window.action("print").trigger()
    dialogs.print_to = str(board_only)
    window.action("print_board").trigger()
    assert 1 <= pages(board_only.read_bytes()) < pages(sheet.read_bytes())


def test_a_tournament_pack_prints_every_sheet(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    files = []
    for n in range(2):
        files.append(tmp_path / f"table-{n}.json")
        save(standard_board(), files[-1])
    dialogs.open_paths = [str(f) for f in files]
    exported = tmp_path / "exported.pdf"
    dialogs.save_path = str(exported)
    window.action("export_sheets").trigger()
    pack = tmp_path / "pack.pdf"
    dialogs.print_to = str(pack)
    window.action("print_sheets").trigger()
    assert dialogs.previews == ["Print setup sheets"]
    assert dialogs.errors == []
    assert pages(pack.read_bytes()) == pages(exported.read_bytes()) >= 4


def test_a_pack_with_an_unreadable_file_prints_nothing(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    dialogs.open_paths = [str(bad)]
    window.action("print_sheets").trigger()
    assert dialogs.previews == []
    assert "cannot be read; nothing was printed" in dialogs.error_text()


def media_boxes(pdf: bytes) -> list[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)
    return [(float(w), float(h)) for w, h in boxes]


def test_the_printer_paints_what_the_pdf_export_draws(qtbot: QtBot, tmp_path: Path) -> None:
    """The print path outside the window: a printer at the sheet's resolution, in PDF
    mode, gets the exported PDF's pages, each in its orientation (issue 35)."""
    from influence_board.document.board_document import Document
    from influence_board.look.themes import THEMES
    from influence_board.scene.board_scene import BoardScene

    board = standard_board()
    document = Document(board)
    scene = BoardScene(document, THEMES["light"])
    printer = new_printer("test", QPageLayout.Orientation.Landscape)
    assert printer.resolution() == RESOLUTION
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "p.pdf"))
    print_sheets(printer, [plan_sheet(board, scene, "standard.json", printer.resolution())])
    exported = draw_setup_sheet(board, scene, "standard.json")
    assert media_boxes((tmp_path / "p.pdf").read_bytes()) == media_boxes(exported)
    assert pages((tmp_path / "p.pdf").read_bytes()) == pages(exported) == 2


def test_a_printer_gets_each_page_upright_in_its_orientation(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """Issue 35: the landscape board page was drawn turned on portrait paper. Now the
    printer's page turns with it, as in the export; Print Board starts landscape."""
    exported, printed, board = (tmp_path / f"{n}.pdf" for n in ("exported", "printed", "board"))
    assert window.parts.pictures.export_sheet(exported)
    dialogs.print_to = str(printed)
    window.action("print").trigger()
    boxes = media_boxes(printed.read_bytes())
    assert boxes == media_boxes(exported.read_bytes())
    assert boxes == [(842.0, 595.0), (595.0, 842.0)]  # the board landscape, the words not
    dialogs.print_to = str(board)
    window.action("print_board").trigger()
    assert media_boxes(board.read_bytes()) == [(842.0, 595.0)]


def test_the_print_keys(window: MainWindow) -> None:
    """Every print action has a key (issue 35; test_keys.py checks that no desktop and
    nothing else of the window takes them)."""
    assert window.action("print_board").shortcut() == QKeySequence("Ctrl+Alt+P")
    assert window.action("print_sheets").shortcut() == QKeySequence("Ctrl+Shift+K")


def test_the_sheets_text_is_ink_in_a_dark_scheme(qtbot: QtBot) -> None:
    """The title and the Regions' words are dark on the white paper, whatever the
    window's colours (the text layout's default is the palette's text colour)."""
    from PySide6.QtGui import QColor, QGuiApplication, QPalette

    from influence_board.document.board_document import Document
    from influence_board.look.themes import THEMES
    from influence_board.render.setup_sheet import sheet_images
    from influence_board.scene.board_scene import BoardScene

    before = QGuiApplication.palette()
    dark = QPalette(before)
    dark.setColor(QPalette.ColorRole.Text, QColor("white"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("white"))
    QGuiApplication.setPalette(dark)
    try:
        board = standard_board()
        scene = BoardScene(Document(board), THEMES["light"])
        last = sheet_images(board, scene, "x.json", dpi=60)[-1]  # the Regions' page: words
    finally:
        QGuiApplication.setPalette(before)
    dark_pixels = sum(
        1
        for y in range(0, last.height(), 2)
        for x in range(0, last.width(), 2)
        if QColor(last.pixel(x, y)).lightness() < 80
    )
    assert dark_pixels > 500
