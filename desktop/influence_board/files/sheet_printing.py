"""File > Print (Ctrl+P): the setup sheet, File > Print Board: its board pages alone, and
File > Print Setup Sheets: a tournament pack of chosen scenario and game files; each
previewed first (page setup, zoom), then printed on the printer chosen in the print
dialog. The pages are the PDF export's (render/setup_sheet.py), painted on the printer:
the same pages, captions and orientations (render/printing.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..document.board_document import Document
from ..rules.formats.position_file import load_positions
from ..rules.formats.safe_io import reason
from ..scene.board_scene import BoardScene
from .prompts import Prompts
from .scenario_file import scenario_filter

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from ..render.setup_sheet import Sheet


class SheetPrinting(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details

    def __init__(self, document: Document, scene: BoardScene, prompts: Prompts) -> None:
        super().__init__(prompts.parent)
        self.document = document
        self.scene = scene
        self.prompts = prompts

    def print_sheet(self, board_only: bool = False) -> bool:
        """The window's setup sheet (its board pages alone with `board_only`), previewed and
        printed; True when the user printed it."""
        from ..render.printing import print_sheets
        from ..render.setup_sheet import plan_sheet
        from ..render.sheet_words import sheet_title

        board = self.document.board
        saved = self.document.path
        name = saved.name if saved is not None else None

        def plan(dpi: int) -> list[Sheet]:
            with self.scene.for_print():
                return [plan_sheet(board, self.scene, name, dpi, board_only=board_only)]

        def paint(printer: QPrinter, sheets: list[Sheet]) -> None:
            with self.scene.for_print():  # the board, not the user's selection
                print_sheets(printer, sheets)

        title = self.tr("Print board") if board_only else self.tr("Print setup sheet")
        return self._preview(title, sheet_title(board), plan, paint)

    def print_pack_dialog(self) -> bool:
        files = self.prompts.open_paths(self.tr("Scenarios to print"), scenario_filter())
        return bool(files) and self.print_pack([Path(f) for f in files])

    def print_pack(self, files: list[Path]) -> bool:
        """One setup sheet per file, each from a new page; nothing is printed when a file
        cannot be read."""
        from ..render.printing import print_sheets
        from ..render.setup_sheet import pack_scenes, plan_pack
        from ..render.sheet_words import pack_title

        sheets, problems = load_positions(files)
        if problems:
            text = self.tr("{0} of the files cannot be read; nothing was printed.")
            self.failed.emit(
                self.tr("Cannot print setup sheets"),
                text.format(len(problems)),
                "\n".join(problems),
            )
            return False
        with pack_scenes(sheets) as scenes:  # alive while the preview paints them
            return self._preview(
                self.tr("Print setup sheets"),
                pack_title(),
                lambda dpi: plan_pack(scenes, dpi),
                print_sheets,
            )

    def _preview(
        self,
        title: str,
        document: str,
        plan: Callable[[int], list[Sheet]],
        paint: Callable[[QPrinter, list[Sheet]], None],
    ) -> bool:
        """`plan` the pages at the printer's resolution once, before a preview opens: a
        sheet past the page limit (or with no font to draw it) is refused with the reason,
        never half previewed, and the printer starts in the first page's orientation. Every
        paint of the preview and the print paints those pages; a printer of another
        resolution, chosen in the print dialog, has them planned again for it."""
        from ..render.printing import new_printer
        from ..render.setup_sheet import RESOLUTION, first_layout

        try:
            sheets = plan(RESOLUTION)
        except OSError as exc:
            self.failed.emit(self.tr("Cannot print"), document, reason(exc))
            return False
        printer = new_printer(document, first_layout(sheets).orientation())
        problem: list[str] = []

        def painted(printer: QPrinter) -> None:
            nonlocal sheets
            try:
                if any(sheet.dpi != printer.resolution() for sheet in sheets):
                    sheets = plan(printer.resolution())
                paint(printer, sheets)
            except OSError as exc:
                problem.append(reason(exc))

        printed = self.prompts.print_preview(title, printer, painted)
        if problem:
            self.failed.emit(self.tr("Cannot print"), document, problem[-1])
            return False
        if printed:
            self.message.emit(self.tr("Sent {0} to the printer").format(document))
        return printed
