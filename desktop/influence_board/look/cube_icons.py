"""A participant's cube as an icon (a chip) for menus, lists and the scoreboard: cubes.py's
cube, drawn at whatever size is asked for. Apart from cubes.py, which the board draws with,
so that Qt's icon classes load with the first chip, not before the board's first paint."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
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
        # Drawn once per size, pixel ratio, mode and state, then copied: a list paints each
        # of its icons at every repaint (drawing the cube each time was 45 us an icon, half
        # of a Majorities repaint), a button asks for its pixmap, a flashing chip a dozen
        # times a second.
        self._pixmaps: dict[tuple[int, int, float, QIcon.Mode, QIcon.State], QPixmap] = {}

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        ratio = painter.device().devicePixelRatioF()
        painter.drawPixmap(rect.topLeft(), self._drawn(rect.size(), ratio, mode, state))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return QPixmap(self._drawn(size, 1.0, mode, state))  # a copy shares the pixels

    def _drawn(self, size: QSize, ratio: float, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        """The cube centred in `size` (logical pixels) on a pixmap of `ratio`."""
        key = (size.width(), size.height(), ratio, mode, state)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            side = min(size.width(), size.height()) - 2
            square = QRectF((size.width() - side) / 2, (size.height() - side) / 2, side, side)
            if mode == QIcon.Mode.Disabled:
                painter.setOpacity(0.35)
            paint_cube(painter, square, self.fill, self.mark)
            painter.end()
            if len(self._pixmaps) >= MAX_SIZES:
                self._pixmaps.clear()
            self._pixmaps[key] = pixmap
        return pixmap

    def clone(self) -> QIconEngine:
        return CubeIconEngine(self.fill, self.mark)


def chip_icon(board: Board, owner: str) -> QIcon:
    return QIcon(CubeIconEngine(color(board, owner), glyphs(board)[owner]))
