"""The timeline's media icons, drawn in the scheme's own text colours.

The style's standard icons are black whatever the scheme (1.9:1 on Dark's toolbar, 1.1:1
on High Contrast's): these are drawn in the colour the scheme gives button text, and in
its disabled-text colour when the action cannot act, so they read like the text beside
them in every scheme.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF

from .themes import Theme

Media = Literal["first", "previous", "play", "pause", "next", "last"]
SIZE = 20  # logical pixels; drawn at twice that for sharp edges on a HiDPI screen
SCALE = 2


def _triangle(painter: QPainter, left: float, right: float, pointing_right: bool) -> None:
    tip, base = (right, left) if pointing_right else (left, right)
    painter.drawPolygon(QPolygonF([QPointF(base, 4), QPointF(tip, SIZE / 2), QPointF(base, 16)]))


def _draw(painter: QPainter, media: Media) -> None:
    bar = 2.5
    if media == "play":
        _triangle(painter, 5, 16, True)
    elif media == "pause":
        painter.drawRect(QRectF(5, 4, 3.5, 12))
        painter.drawRect(QRectF(11.5, 4, 3.5, 12))
    elif media == "next":
        _triangle(painter, 2, 10, True)
        _triangle(painter, 10, 18, True)
    elif media == "previous":
        _triangle(painter, 2, 10, False)
        _triangle(painter, 10, 18, False)
    elif media == "last":
        _triangle(painter, 3, 14, True)
        painter.drawRect(QRectF(14.5, 4, bar, 12))
    else:  # first
        painter.drawRect(QRectF(3, 4, bar, 12))
        _triangle(painter, 6, 17, False)


def _pixmap(media: Media, color: QColor) -> QPixmap:
    pixmap = QPixmap(SIZE * SCALE, SIZE * SCALE)
    pixmap.setDevicePixelRatio(SCALE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    _draw(painter, media)
    painter.end()
    return pixmap


def media_icon(media: Media, theme: Theme) -> QIcon:
    """A media button's icon in the scheme's button-text colour, dimmed when disabled."""
    icon = QIcon()
    icon.addPixmap(_pixmap(media, theme.button_text), QIcon.Mode.Normal)
    icon.addPixmap(_pixmap(media, theme.disabled_text), QIcon.Mode.Disabled)
    return icon
