"""PySide6 6.12.0 under Python 3.11 drops a reference to None on every void call, and the
app aborts at exit ("deallocating None"). pyproject.toml excludes it; this keeps it out."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication


def test_void_calls_keep_none_alive(qapp: QApplication) -> None:
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.setBrush(QColor("red"))
        painter.drawRect(QRectF(0, 0, 5, 5))
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -50, f"None lost {before - after} references in 400 void calls"
