"""The board on a printer (File > Print): the setup sheet, its board pages alone, or a
tournament pack, planned and painted as the PDF export plans and paints them
(setup_sheet.py), at the printer's resolution: the same pages, captions and orientations,
each page's orientation set on the printer (a landscape page on landscape paper, upright).
The printer starts on A4 with the sheet's margins, in its first page's orientation; the
print dialog may choose another printer and paper.

A print preview is the one exception: Qt's preview frames every page in the printer's one
page layout (the last page's: QPrintPreviewWidget's populateScene), so it would cut a page
of the other orientation short; there the paper keeps the printer's orientation and such a
page is drawn turned on it, whole."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QPageLayout, QPaintEngine
from PySide6.QtPrintSupport import QPrinter

from .setup_sheet import RESOLUTION, Sheet, paint_sheets
from .sheet_page import page_layout


def new_printer(title: str, orientation: QPageLayout.Orientation) -> QPrinter:
    """A printer set up as the sheets are laid out: A4 in `orientation` (the first page's),
    the sheet's margins and resolution."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setResolution(RESOLUTION)
    printer.setDocName(title)
    printer.setCreator("Influence Board")
    printer.setPageLayout(page_layout(orientation))
    return printer


def previewing(printer: QPrinter) -> bool:
    """Whether `printer` is painting a print preview's pages (Qt records them as pictures)."""
    engine = printer.paintEngine()
    return engine is not None and engine.type() == QPaintEngine.Type.Picture


def print_sheets(printer: QPrinter, sheets: Sequence[Sheet]) -> None:
    """Sheets planned at the printer's resolution (setup_sheet.py: `plan_sheet`,
    `planned_pack`) on `printer`, a preview's or paper. Raises OSError when the printer
    cannot be drawn on."""
    paint_sheets(printer, sheets, turn=previewing(printer))
