"""A line between two adjacent Regions; it follows both tracks as they are dragged."""

from __future__ import annotations

from PySide6.QtCore import QLineF
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsLineItem

from .region_item import RegionItem


class LinkItem(QGraphicsLineItem):
    def __init__(self, a: RegionItem, b: RegionItem, pen: QPen) -> None:
        super().__init__()
        self.ends = (a, b)
        self.setPen(pen)
        self.setZValue(-1)
        self.follow()

    def follow(self) -> None:
        a, b = self.ends
        self.setLine(QLineF(a.sceneBoundingRect().center(), b.sceneBoundingRect().center()))
