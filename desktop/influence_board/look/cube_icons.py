"""A participant's cube as an icon (a chip) for menus, lists and the scoreboard: cubes.py's
cube, drawn at whatever size is asked for. Apart from cubes.py, which the board draws with,
so that Qt's icon classes load with the first chip, not before the board's first paint."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPixmap

from ..rules import Board
from .cubes import color, glyphs, paint_cube

MAX_SIZES = 16  # pixmaps kept per icon: a few sizes, modes and states


class CubeIconEngine(QIconEngine):
    """Draws the cube at whatever size and pixel ratio is asked for: crisp on any screen,
    and nothing is drawn until a menu or list shows it."""

    def __init__(self, fill: QColor, mark: str) -> None:
        super().__init__()
        self.fill = QColor(fill)
        self.mark = mark
        # Qt asks a button or a menu for its icon's pixmap at every repaint of it; a chip
        # that flashes repaints a dozen times a second.
        self._pixmaps: dict[tuple[int, int, QIcon.Mode, QIcon.State], QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height()) - 2
        square = QRectF(
            rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side
        )
        painter.save()
        if mode == QIcon.Mode.Disabled:
            painter.setOpacity(0.35)
        paint_cube(painter, square, self.fill, self.mark)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        key = (size.width(), size.height(), mode, state)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = QPixmap(size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
            painter.end()
            if len(self._pixmaps) >= MAX_SIZES:
                self._pixmaps.clear()
            self._pixmaps[key] = pixmap
        return QPixmap(pixmap)  # shares the pixels: a copy only if the caller paints on it

    def clone(self) -> QIconEngine:
        return CubeIconEngine(self.fill, self.mark)


def chip_icon(board: Board, owner: str) -> QIcon:
    return QIcon(CubeIconEngine(color(board, owner), glyphs(board)[owner]))
