"""The board on paper or in a picture, from a window: File > Export Picture (PNG, SVG or
PDF) and File > Export Setup Sheet (a printable PDF with every Region's ranking).

Both draw the window's scene as printed: no selection, chosen cube or keyboard ring. The
window owns a PictureExports and shows what it reports (`message`, `failed`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from . import settings as remembered
from .document import Document
from .export import export_scene
from .scene import BoardScene

IMAGE_FILTER = "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"


class PictureExports(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log

    def __init__(self, document: Document, scene: BoardScene, dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self.document = document
        self.scene = scene
        self.dialog_parent = dialog_parent

    def export_image_dialog(self) -> None:
        start = str(Path(remembered.last_directory()) / "board.png")
        path, chosen = QFileDialog.getSaveFileName(
            self.dialog_parent, self.tr("Export picture"), start, IMAGE_FILTER
        )
        if path:
            suffix = Path(path).suffix.lower()
            if suffix not in (".png", ".svg", ".pdf"):
                path += ".svg" if "svg" in chosen else ".pdf" if "pdf" in chosen else ".png"
            self.export_image(Path(path))

    def export_image(self, path: Path) -> bool:
        try:
            with self.scene.for_print():  # the board, not the user's selection
                export_scene(self.scene, path, title=self.document.board.name, scale=2.0)
        except OSError as exc:
            self.failed.emit(self.tr("Cannot export"), str(path), str(exc))
            return False
        self.message.emit(self.tr("Exported {0}").format(path))
        return True

    def export_sheet_dialog(self) -> None:
        start = str(Path(remembered.last_directory()) / "setup-sheet.pdf")
        path, _ = QFileDialog.getSaveFileName(
            self.dialog_parent, self.tr("Export setup sheet"), start, "PDF (*.pdf)"
        )
        if path:
            self.export_sheet(Path(path))

    def export_sheet(self, path: Path) -> bool:
        from .setup_sheet import write_setup_sheet  # only when asked: it loads printing

        try:
            with self.scene.for_print():
                write_setup_sheet(self.document.board, self.scene, path)
        except OSError as exc:
            self.failed.emit(self.tr("Cannot export"), str(path), str(exc))
            return False
        self.message.emit(self.tr("Exported {0}").format(path))
        return True
