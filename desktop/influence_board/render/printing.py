"""The board on a printer (File > Print): the setup sheet, its board pages alone, or a
tournament pack, planned and painted as the PDF export plans and paints them
(setup_sheet.py), at the printer's resolution. The printer starts on A4 with the sheet's
margins, portrait; the print dialog may choose another printer, paper and orientation. A
page of the other orientation is drawn turned a quarter on the paper."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QGraphicsScene

from ..rules import Board
from .setup_sheet import (
    RESOLUTION,
    first_layout,
    paint_sheets,
    plan_sheet,
    planned_pack,
)


def new_printer(title: str) -> QPrinter:
    """A printer set up as the sheets are laid out: A4, the sheet's margins and resolution."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setResolution(RESOLUTION)
    printer.setDocName(title)
    printer.setCreator("Influence Board")
    printer.setPageLayout(first_layout([]))
    return printer


def print_sheet(
    printer: QPrinter,
    board: Board,
    scene: QGraphicsScene,
    file_name: str | None = None,
    caption: bool = True,
    board_only: bool = False,
) -> None:
    """`board`'s setup sheet (its board pages alone with `board_only`) on `printer`.
    Raises OSError when the printer cannot be drawn on, SheetTooLong (an OSError) when the
    sheet is past the page limit."""
    sheet = plan_sheet(board, scene, file_name, printer.resolution(), caption, board_only)
    paint_sheets(printer, [sheet], turn=True)


def print_pack(
    printer: QPrinter, sheets: Sequence[tuple[str, Board]], caption: bool = True
) -> None:
    """A tournament pack (each (file name, Board)'s sheet from a new page) on `printer`."""
    with planned_pack(sheets, printer.resolution(), caption) as planned:
        paint_sheets(printer, planned, turn=True)
