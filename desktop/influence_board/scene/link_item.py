"""A line between two adjacent Regions; it follows both tracks as they are dragged."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

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


def link_tracks(
    adjacency: Iterable[tuple[str, str]],
    tracks: Mapping[str, RegionItem],
    pen: QPen,
    shown: bool,
) -> dict[str, list[LinkItem]]:
    """A line for each adjacency between two tracks, listed under both its ends. `shown`:
    on the map (the Table arrangement's rows are no map: lines between them would mislead,
    and the Inspector lists each Region's links)."""
    found: dict[str, list[LinkItem]] = {}
    for a, b in adjacency:
        if a in tracks and b in tracks and a != b:
            link = LinkItem(tracks[a], tracks[b], pen)
            link.setVisible(shown)
            found.setdefault(a, []).append(link)
            found.setdefault(b, []).append(link)
    return found
