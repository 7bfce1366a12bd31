"""Drawing the board to PNG, SVG or PDF with no window: `influence-board render` and
File > Export share this code. Files are drawn in memory, checked, then written atomically.
A picture may carry a caption below the board (caption_text: the name and the VP), in a
strip of the board's own background."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ..document.board_document import Document
from ..look.plain_text import isolated
from ..look.themes import THEMES
from ..look.translators import choose_language
from ..rules import Board
from ..rules.analysis.standings import round_text
from ..rules.formats.safe_io import write_atomic
from ..rules.topology import with_positions
from ..scene.board_scene import BoardScene
from ..text.language import language_in_use, number

translate = QCoreApplication.translate

PNG_SCALE = 1.0
FORMATS = (".png", ".svg", ".pdf")
CAPTION_PX = 18  # the caption's letters, in scene units
CAPTION_STRIP = 34  # the strip below the board that holds it
MAX_PNG_PIXELS = 100_000_000  # 400 MB of image: beyond that a PNG is refused, with the reason
MAX_PDF_POINTS = 14_400  # the largest page side PDF viewers open (200 inches)


def application() -> QApplication:
    """The running QApplication, or a new one (headless callers have none), which draws
    the pictures' and sheets' words in the language the rules speak (the command line's)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(["influence-board"])
    choose_language(language_in_use())
    return app


def require_fonts() -> None:
    """OSError when no font can draw a letter: with no fonts installed, Qt draws every text
    as boxes and a picture or a sheet would be written as if all were well."""
    if not QFontMetricsF(QFont()).inFont("A"):
        raise OSError(
            translate(
                "Picture",
                "no fonts are installed, so every text would be drawn as boxes: install one "
                "(on Debian or Ubuntu: sudo apt install fonts-dejavu-core)",
            )
        )


def caption_text(board: Board) -> str:
    """What a picture's caption says: the board's name, the round (when the game keeps
    rounds) and every player's VP."""
    vp = ", ".join(f"{isolated(p.name)} {n}" for p, n in zip(board.players, board.vp, strict=True))
    parts = [isolated(board.name)]
    if board.scoring_rounds or board.round != 1:
        parts.append(round_text(board))
    return "  \N{MIDDLE DOT}  ".join([*parts, translate("Picture", "VP: {0}").format(vp)])


def export_board(
    board: Board,
    path: Path,
    theme: str = "light",
    scale: float = PNG_SCALE,
    replace_read_only: bool = False,
    caption: bool = False,
    size: int | None = None,
) -> None:
    """The board as a picture; `size`: a PNG that many pixels on its longer side (a
    thumbnail), in place of `scale`."""
    application()
    require_fonts()
    # The picture needs the Document only: no Game, no play state, no step is ever taken.
    scene = BoardScene(Document(with_positions(board)), THEMES[theme])
    words = caption_text(board) if caption else ""
    if size is not None:
        rect = scene.sceneRect()
        scale = size / max(rect.width(), rect.height() + (CAPTION_STRIP if words else 0))
    export_scene(scene, path, board.name, scale, replace_read_only, words)


def export_scene(
    scene: QGraphicsScene,
    path: Path,
    title: str = "",
    scale: float = PNG_SCALE,
    replace_read_only: bool = False,
    caption: str = "",
) -> None:
    """Write the whole scene to `path`, with `caption` below it if given; the suffix picks
    the format. The picture is drawn completely and checked before it replaces anything
    (rules.files.write_atomic): on failure the old file stays. Raises OSError with the
    system's reason."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        said = translate("Picture", "cannot export to '{0}': use .png, .svg or .pdf")
        raise OSError(said.format(suffix))
    write_atomic(path, draw_scene(scene, suffix, title, scale, caption), replace_read_only)


def draw_scene(
    scene: QGraphicsScene,
    suffix: str,
    title: str = "",
    scale: float = PNG_SCALE,
    caption: str = "",
) -> bytes:
    """The scene as the bytes of a PNG, SVG or PDF file, with `caption` in a strip below
    the board. Raises OSError when Qt could not draw or encode it."""
    board = scene.sceneRect()
    strip = CAPTION_STRIP if caption else 0
    source = QRectF(board.left(), board.top(), board.width(), board.height() + strip)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if suffix == ".png":
        size = QSize(round(source.width() * scale), round(source.height() * scale))
        if size.width() * size.height() > MAX_PNG_PIXELS:
            said = translate(
                "Picture",
                "the picture would be {0} x {1} pixels, more than {2} million (the Regions are "
                "far apart): draw it as SVG or PDF, or with a smaller --scale",
            )
            # The command line says it too: the rules' numbers (language.number).
            raise OSError(
                said.format(
                    number(size.width()), number(size.height()), number(MAX_PNG_PIXELS // 10**6)
                )
            )
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        if image.isNull():
            said = translate("Picture", "the picture is too large to draw ({0} x {1})")
            raise OSError(said.format(size.width(), size.height()))
        image.fill(scene.backgroundBrush().color())
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        _paint(painter, scene, QRectF(0, 0, size.width(), size.height()), source, caption)
        finish(painter, "PNG")
        # PySide6's stub wants the format as bytes; the binding takes only a str.
        if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(translate("Picture", "could not encode the picture as PNG"))
    elif suffix == ".svg":
        from PySide6.QtSvg import QSvgGenerator

        svg = QSvgGenerator()
        svg.setOutputDevice(buffer)
        # Shown at most 200 inches a side, as a PDF page: the view box keeps every unit.
        fit = min(1.0, MAX_PDF_POINTS / max(source.width(), source.height()))
        svg.setSize((source.size() * fit).toSize())
        svg.setViewBox(QRectF(0, 0, source.width(), source.height()))
        svg.setTitle(title or "Influence Board")
        svg.setDescription(
            translate("Picture", "Influence slots of every Region, drawn by Influence Board")
        )
        painter = QPainter(svg)
        _paint(painter, scene, QRectF(0, 0, source.width(), source.height()), source, caption)
        finish(painter, "SVG")
    else:
        pdf = QPdfWriter(buffer)
        pdf.setTitle(title or "Influence Board")
        pdf.setCreator("Influence Board")
        pdf.setResolution(96)
        # PDF viewers open pages of at most 200 inches a side: a larger board is scaled down.
        fit = min(1.0, MAX_PDF_POINTS / max(source.width(), source.height()))
        page = QPageSize(source.size() * fit, QPageSize.Unit.Point, "board")
        pdf.setPageLayout(
            QPageLayout(page, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
        )
        painter = QPainter(pdf)
        _paint(painter, scene, QRectF(0, 0, pdf.width(), pdf.height()), source, caption)
        finish(painter, "PDF")
    return drawn(buffer, suffix[1:].upper())


def _paint(
    painter: QPainter, scene: QGraphicsScene, target: QRectF, source: QRectF, caption: str
) -> None:
    """The scene's `source` (the board, and the caption's strip of background below it)
    into `target`, then the caption's words in the strip."""
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    if not caption:
        return
    k = min(target.width() / source.width(), target.height() / source.height())
    strip = QRectF(
        target.left() + 12 * k,
        target.top() + (source.height() - CAPTION_STRIP) * k,
        (source.width() - 24) * k,
        CAPTION_STRIP * k,
    )
    font = QFont()
    font.setPixelSize(max(1, round(CAPTION_PX * k)))
    painter.save()
    painter.setFont(font)
    painter.setPen(caption_ink(scene.backgroundBrush().color()))
    painter.drawText(strip, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)
    painter.restore()


def caption_ink(background: QColor) -> QColor:
    """The colour of a caption's words on `background`: dark on light, light on dark."""
    return QColor("#1b1b1b") if background.lightness() > 128 else QColor("#f2f2f2")


def finish(painter: QPainter, what: str) -> None:
    """End a painter; Qt says False when the device could not be drawn on or written.
    `what`: a format's name (PNG) or words in the language in use."""
    if not painter.isActive() or not painter.end():
        raise OSError(translate("Picture", "could not draw the {0}").format(what))


def drawn(buffer: QBuffer, what: str) -> bytes:
    """The bytes written into `buffer`, refused when there are none."""
    data = bytes(buffer.data().data())
    buffer.close()
    if not data:
        raise OSError(translate("Picture", "the {0} came out empty").format(what))
    return data
