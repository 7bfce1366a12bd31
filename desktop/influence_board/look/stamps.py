"""Stamps: small drawings (a cube, a step's halo) made once per look and screen scale and
then copied, so that a repaint of a track or of a list of cube icons is a few blits instead
of antialiased paths and text laid out again in Python.

Only on a raster device at a plain scale (a screen, a picture): a printer or a PDF gets the
shapes themselves, which stay sharp at any size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QTransform

# A few looks at a few zooms: a printed track is the largest stamp (about 250 KB at the
# standard board's zoom), so a big board's tracks at a close zoom would add up to hundreds
# of megabytes. Forgotten all at once past this many bytes, and made again when drawn.
MAX_STAMP_BYTES = 32 * 1024 * 1024
MARGIN = 2.0  # logical pixels around the shape for antialiasing and pen widths

_stamps: dict[Hashable, QPixmap] = {}
_IDENTITY = QTransform()
_kept_bytes = 0


def stamp(painter: QPainter, rect: QRectF, key: Hashable, draw: Callable[[QPainter, QRectF], None],
          spread: float = MARGIN) -> None:  # fmt: skip
    """Draw `draw(painter, rect)`, from a copy kept under `key` when the device allows.
    `key` names everything the drawing depends on but its place; `spread` is how far it
    reaches outside `rect` (a halo's width)."""
    world = painter.worldTransform()
    ratio = _device_ratio(painter, world)
    if ratio is None:
        draw(painter, rect)
        return
    scale = world.m11() * ratio
    full = (key, round(rect.width(), 2), round(rect.height(), 2), round(scale, 4), spread)
    pixmap = _stamps.get(full)
    if pixmap is None:
        pixmap = _made(rect, scale, spread, painter, draw)
        pixmap.setDevicePixelRatio(ratio)  # copied pixel for pixel, below
        _keep(full, pixmap)
    # Copied onto the device's pixels with no transform, at the nearest whole pixel: the
    # raster engine then blends rows as they are, 3-5 times faster than through the
    # view's scale (the same pixels: the stamp was drawn at that scale).
    x = round(((rect.x() - spread) * world.m11() + world.dx()) * ratio) / ratio
    y = round(((rect.y() - spread) * world.m22() + world.dy()) * ratio) / ratio
    painter.setWorldTransform(_IDENTITY)
    painter.drawPixmap(QPointF(x, y), pixmap)
    painter.setWorldTransform(world)


def _keep(key: Hashable, pixmap: QPixmap) -> None:
    global _kept_bytes
    size = pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)
    if _kept_bytes + size > MAX_STAMP_BYTES:
        _stamps.clear()
        _kept_bytes = 0
    _stamps[key] = pixmap
    _kept_bytes += size


def kept_bytes() -> int:
    """The bytes of the stamps kept now (for the tests)."""
    return _kept_bytes


def _device_ratio(painter: QPainter, world: QTransform) -> float | None:
    """The device's pixels per logical pixel when the painter draws on pixels at the same
    scale across and down, with no turn (`world` its transform); None otherwise (vector
    output, a rotation, a shear, a mirror)."""
    # Asked for every stamp (twenty a track): plain numbers first and one enum, compared by
    # identity (PySide finds each enum it returns through Python's enum, 0.5 us a call).
    if world.isRotating() or world.m11() <= 0 or not math.isclose(world.m11(), world.m22()):
        return None
    engine = painter.paintEngine()
    if engine is None or engine.type() is not QPaintEngine.Type.Raster:
        return None
    return painter.device().devicePixelRatioF()


def _made(rect: QRectF, scale: float, spread: float, like: QPainter,
          draw: Callable[[QPainter, QRectF], None]) -> QPixmap:  # fmt: skip
    width = math.ceil((rect.width() + 2 * spread) * scale)
    height = math.ceil((rect.height() + 2 * spread) * scale)
    pixmap = QPixmap(max(1, width), max(1, height))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setFont(like.font())
    painter.setRenderHints(like.renderHints())
    draw(painter, QRectF(spread, spread, rect.width(), rect.height()))
    painter.end()
    return pixmap
