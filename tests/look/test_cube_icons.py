"""A participant's chip icon (look/cube_icons.py): the cube drawn once per size, pixel
ratio and mode, then copied, so that a list of many chips repaints at the cost of blits."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QIcon, QImage, QPainter
from PySide6.QtWidgets import QApplication

from influence_board.look import cube_icons


def _painted(icon: QIcon, ratio: float, mode: QIcon.Mode = QIcon.Mode.Normal) -> QImage:
    image = QImage(round(40 * ratio), round(40 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    icon.paint(painter, QRect(10, 10, 16, 16), mode=mode)
    painter.end()
    return image


def test_a_chip_is_drawn_once_per_look_then_copied_sharp_on_any_screen(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[float] = []
    real = cube_icons.paint_cube

    def counting(
        painter: QPainter, rect: QRectF, fill: QColor, mark: str, **kwargs: Any
    ) -> None:  # paint_cube's own, passed on as they are
        drawn.append(painter.device().devicePixelRatioF())
        real(painter, rect, fill, mark, **kwargs)

    monkeypatch.setattr(cube_icons, "paint_cube", counting)
    icon = QIcon(cube_icons.CubeIconEngine(QColor("#1166aa"), "U"))
    first = _painted(icon, 1.0)
    assert _painted(icon, 1.0) == first  # copied: the same pixels
    sharp = _painted(icon, 2.0)  # a screen of twice the pixels gets a cube of its own
    dimmed = _painted(icon, 1.0, QIcon.Mode.Disabled)
    assert drawn == [1.0, 2.0, 1.0]
    assert first.pixelColor(18, 18).alpha() == 255  # the cube's middle
    assert sharp.pixelColor(36, 36).alpha() == 255
    assert 0 < dimmed.pixelColor(18, 18).alpha() < 255
