"""Drawing the board to PNG, SVG or PDF with no window: `influence-board render` and
File > Export share this code. Files are written atomically (QSaveFile)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QMarginsF, QRectF, QSaveFile, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from .commands import Game
from .document import Document
from .rules import Board
from .rules.topology import with_positions
from .scene import BoardScene
from .scene.theme import THEMES

PNG_SCALE = 1.0
FORMATS = (".png", ".svg", ".pdf")


def application() -> QApplication:
    """The running QApplication, or a new one (headless callers have none)."""
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else QApplication(["influence-board"])


def export_board(board: Board, path: Path, theme: str = "light", scale: float = PNG_SCALE) -> None:
    application()
    document = Document(with_positions(board))
    scene = BoardScene(Game(document), THEMES[theme])
    export_scene(scene, path, title=board.name, scale=scale)


def export_scene(
    scene: QGraphicsScene, path: Path, title: str = "", scale: float = PNG_SCALE
) -> None:
    """Write the whole scene to `path`; the suffix picks the format. Raises OSError."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise OSError(f"cannot export to '{suffix}': use .png, .svg or .pdf")
    source = scene.sceneRect()
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(out.errorString())
    if suffix == ".png":
        size = QSize(round(source.width() * scale), round(source.height() * scale))
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(scene.backgroundBrush().color())
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(0, 0, size.width(), size.height()), source)
        painter.end()
        if not image.save(out, "PNG"):
            out.cancelWriting()
            raise OSError(f"could not encode {path.name} as PNG")
    elif suffix == ".svg":
        from PySide6.QtSvg import QSvgGenerator

        svg = QSvgGenerator()
        svg.setOutputDevice(out)
        svg.setSize(source.size().toSize())
        svg.setViewBox(QRectF(0, 0, source.width(), source.height()))
        svg.setTitle(title or "Influence Board")
        svg.setDescription("Influence slots of every Region, drawn by Influence Board")
        painter = QPainter(svg)
        scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
        painter.end()
    else:
        pdf = QPdfWriter(out)
        pdf.setTitle(title or "Influence Board")
        pdf.setCreator("Influence Board")
        pdf.setResolution(96)
        page = QPageSize(source.size(), QPageSize.Unit.Point, "board")
        pdf.setPageLayout(
            QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
        )
        painter = QPainter(pdf)
        target = QRectF(0, 0, pdf.width(), pdf.height())
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
    if not out.commit():
        raise OSError(out.errorString())
