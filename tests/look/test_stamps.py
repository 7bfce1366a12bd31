"""Stamps (look/stamps.py): drawn once, copied after, and never more than their budget."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from influence_board.look import stamps


def _drawing(calls: list[str], name: str) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        calls.append(name)
        painter.fillRect(rect, QColor("#336699"))

    return draw


def test_a_stamp_is_drawn_once_then_copied(qapp: QApplication) -> None:
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    calls: list[str] = []
    painter = QPainter(image)
    for x in (0, 50, 100):  # its place is not part of what it depends on
        stamps.stamp(painter, QRectF(x, 0, 40, 40), ("test-square",), _drawing(calls, "square"))
    painter.scale(2, 2)  # another scale is another stamp
    stamps.stamp(painter, QRectF(0, 100, 40, 40), ("test-square",), _drawing(calls, "square"))
    painter.end()
    assert calls == ["square", "square"]
    assert image.pixelColor(120, 20) == QColor("#336699")


def test_the_stamps_kept_stay_within_their_bytes(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A big board's tracks at a close zoom are hundreds of large stamps: past the budget
    they are all forgotten and made again when next drawn."""
    monkeypatch.setattr(stamps, "MAX_STAMP_BYTES", 2 * 1024 * 1024)
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    calls: list[str] = []
    painter = QPainter(image)
    most = 0
    for n in range(60):  # 60 stamps of about 90 KB each: 5 MB in all
        stamps.stamp(painter, QRectF(0, 0, 150, 150), ("test-track", n), _drawing(calls, str(n)))
        most = max(most, stamps.kept_bytes())
    stamps.stamp(painter, QRectF(0, 0, 150, 150), ("test-track", 0), _drawing(calls, "0"))
    painter.end()
    assert 0 < most <= 2 * 1024 * 1024
    assert len(calls) == 61  # the first was forgotten on the way, and drawn again
    assert image.pixelColor(100, 100) == QColor("#336699")


def _inked(image: QImage) -> tuple[int, int, int, int]:
    """The first and last columns and rows with anything drawn."""
    ink = [
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).alpha()
    ]
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    return min(xs), max(xs), min(ys), max(ys)


def test_a_stamp_copied_at_a_zoom_lands_within_a_pixel_of_its_drawing(qapp: QApplication) -> None:
    """A stamp is copied onto the device's pixels with no transform (a plain copy is
    several times faster than one through the zoom), at the nearest whole pixel."""
    images = []
    for stamped in (True, False):
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.scale(0.8123, 0.8123)
        painter.translate(13.3, 7.1)
        rect = QRectF(40.3, 20.6, 90.0, 70.0)
        if stamped:
            stamps.stamp(painter, rect, ("test-zoomed",), _drawing([], "zoomed"))
        else:
            painter.fillRect(rect, QColor("#336699"))
        painter.end()
        images.append(_inked(image))
    copied, drawn = images
    assert all(abs(a - b) <= 1 for a, b in zip(copied, drawn, strict=True)), (copied, drawn)
