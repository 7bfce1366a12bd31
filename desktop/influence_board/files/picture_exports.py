"""The board on paper or in a picture, from a window: File > Export Picture (PNG, SVG or
PDF, with a caption when File > Caption on Pictures is on), File > Export Setup Sheet (a
printable PDF with every Region's ranking) and File > Export Setup Sheets (one PDF with the
sheet of every chosen scenario or game file, saved by default beside those files).

Both draw the window's scene as printed: no selection, chosen cube or keyboard ring. The
window owns a PictureExports and shows what it reports (`message`, `failed`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..document.board_document import Document
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules.formats.position_file import load_positions
from ..rules.formats.safe_io import same_file
from ..scene.board_scene import BoardScene
from . import settings as remembered
from .prompts import Prompts, write_asking
from .scenario_file import filters, scenario_filter

PNG = QT_TRANSLATE_NOOP("FileFilters", "PNG image (*.png)")
SVG = QT_TRANSLATE_NOOP("FileFilters", "SVG drawing (*.svg)")
PDF = QT_TRANSLATE_NOOP("FileFilters", "PDF document (*.pdf)")


class PictureExports(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log

    def __init__(self, document: Document, scene: BoardScene, prompts: Prompts) -> None:
        super().__init__(prompts.parent)
        self.document = document
        self.scene = scene
        self.prompts = prompts
        self.caption = remembered.picture_caption()  # pictures carry the name and the VP

    def set_caption(self, on: bool) -> None:
        """File > Caption on Pictures, kept for the next start."""
        self.caption = on
        remembered.set_picture_caption(on)

    def export_image_dialog(self) -> None:
        path, chosen = self.prompts.save_path(
            self.tr("Export picture"),
            self.tr("board.png", "a file name suggested"),
            filters(PNG, SVG, PDF),
        )
        if path:
            suffix = Path(path).suffix.lower()
            if suffix not in (".png", ".svg", ".pdf"):
                path += ".svg" if "svg" in chosen else ".pdf" if "pdf" in chosen else ".png"
            self.export_image(Path(path))

    def export_image(self, path: Path) -> bool:
        from ..render.picture import caption_text, export_scene

        board = self.document.board
        words = caption_text(board) if self.caption else ""

        def write(replace: bool) -> None:
            with self.scene.for_print():  # the board, not the user's selection
                export_scene(self.scene, path, board.name, 2.0, replace, words)

        return self._written(path, write)

    def export_sheet_dialog(self) -> None:
        path, _ = self.prompts.save_path(
            self.tr("Export setup sheet"),
            self.tr("setup-sheet.pdf", "a file name suggested"),
            filters(PDF),
        )
        if path:
            self.export_sheet(Path(path))

    def export_sheet(self, path: Path) -> bool:
        from ..render.setup_sheet import write_setup_sheet

        saved = self.document.path
        name = saved.name if saved is not None else None  # heads every page

        def write(replace: bool) -> None:
            with self.scene.for_print():
                write_setup_sheet(self.document.board, self.scene, path, replace, name)

        return self._written(path, write)

    def export_sheet_pack_dialog(self) -> None:
        files = self.prompts.open_paths(
            self.tr("Scenarios for the setup sheets"), scenario_filter()
        )
        if not files:
            return
        # Beside the scenarios (the first one's folder), not in the folder last used.
        beside = Path(files[0]).resolve().parent / "setup-sheets.pdf"
        path, _ = self.prompts.save_path(self.tr("Export setup sheets"), str(beside), filters(PDF))
        if path:
            self.export_sheet_pack([Path(f) for f in files], Path(path))

    def export_sheet_pack(self, files: list[Path], path: Path) -> bool:
        """One PDF with the setup sheet of every file, each headed with its file name.
        Nothing is written when a file cannot be read or the PDF would replace one of them."""
        from ..render.setup_sheet import write_sheet_pack

        title = self.tr("Cannot export setup sheets")
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        clash = next((f for f in files if same_file(f, path)), None)
        if clash is not None:
            text = self.tr("The PDF would replace {0}, one of the scenarios.").format(clash.name)
            self.failed.emit(title, text, "")
            return False
        sheets, problems = load_positions(files)
        if problems:
            text = self.tr("{0} of the files cannot be read; nothing was written.")
            self.failed.emit(title, text.format(len(problems)), "\n".join(problems))
            return False
        return self._written(
            path,
            lambda replace: write_sheet_pack(sheets, path, replace_read_only=replace),
            title,
            self.tr("Exported %n setup sheet(s) to {0}", "", len(sheets)).format(path),
        )

    def _written(
        self, path: Path, write: Callable[[bool], None], title: str = "", done: str = ""
    ) -> bool:
        """Run `write` (asking before a read-only file is replaced) and report it."""
        failure = write_asking(self.prompts, path, write)
        if failure is not None:
            if failure:
                self.failed.emit(title or self.tr("Cannot export"), str(path), failure)
            return False
        self.message.emit(done or self.tr("Exported {0}").format(path))
        return True
