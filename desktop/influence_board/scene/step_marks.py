"""Marks on the places a step changed: a glow that fades after a step, a steady mark
while the user steps through the History.

Each mark is a child of its Region's track, so it follows a moved track and goes with a
rebuilt one. The marks are drawn over the track, never into it: the track painter knows
nothing of them. What changed comes from rules/history/changes.py through StepChanges.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import cast

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ..look.stamps import stamp
from ..rules.history.changes import Changes
from ..rules.operations import RowName
from .region_item import RegionItem

FADE_MS = 1800  # long enough to see where a step landed, short enough for a replay
# The fade moves the marks' opacity in steps this large (about 10 a second, not 60): the
# eye sees no difference, and each step repaints the marks and the tracks under them.
FADE_STEP = 0.08
GLOW = QColor("#ff9e00")  # amber: apart from the blue of selection and keyboard focus
HALO = 7  # how far the widest halo pen reaches outside the ring
ARMIES = "armies"  # the row name of a mark on a Region's Armies line

Mark = tuple[str, str, int]  # (Region id, row, index); (Region id, "armies", 0) for Armies


class StepMark(QGraphicsItem):
    """A ring with a soft halo around one changed place (or a Region's Armies line)."""

    def __init__(self, key: Mark, rect: QRectF, parent: RegionItem) -> None:
        super().__init__(parent)
        self.key = key
        self._rect = rect.adjusted(-2, -2, 2, 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks reach the track
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-HALO, -HALO, HALO, HALO)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # The halo drawn once for every mark of its size; the fade only changes the
        # opacity it is copied with.
        stamp(painter, self._rect, "step-mark", _draw_halo, spread=HALO)


def _draw_halo(painter: QPainter, rect: QRectF) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    halo = QColor(GLOW)
    for width, alpha in ((12, 40), (8, 70), (5, 110)):
        halo.setAlpha(alpha)
        painter.setPen(QPen(halo, width))
        painter.drawRoundedRect(rect, 6, 6)
    painter.setPen(QPen(GLOW, 2.5))
    painter.drawRoundedRect(rect, 6, 6)


class StepMarks(QObject):
    """The marks of the last step on one board scene, whose tracks by Region id are
    `tracks` (the scene's own dictionary, kept up to date by the scene)."""

    faded = Signal()  # the glow of a step has faded out and its marks are gone

    def __init__(
        self,
        scene: QGraphicsScene,
        tracks: Mapping[str, RegionItem],
        retire: Callable[[QGraphicsItem], None],
    ) -> None:
        super().__init__(scene)
        self._scene = scene
        self._tracks = tracks
        self._retire = retire  # takes a mark off the board (BoardScene.take_off)
        self._items: list[StepMark] = []
        self.held = False  # steady marks (History stepping) that do not fade
        self._fade = QVariantAnimation(self)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.setDuration(FADE_MS)
        self._fade.setEasingCurve(QEasingCurve.Type.InCubic)  # bright at first, then gone
        self._fade.valueChanged.connect(self._set_opacity)
        self._fade.finished.connect(self._faded)

    @property
    def fade(self) -> QVariantAnimation:
        return self._fade

    def show(self, changes: Changes, held: bool = False) -> None:
        """Mark what `changes` changed, replacing the marks of the step before. Places
        that no longer exist (an overflow cube taken away) have nothing to mark."""
        self.clear()
        items = self._tracks
        for region_id, row, index in sorted(changes.cells):
            item = items.get(region_id)
            if item is not None and index < len(getattr(item.region, row)):
                # rules/history/changes.py names a cell's row as the Board does.
                rect = item.geometry.slot_rect(cast(RowName, row), index)
                self._items.append(StepMark((region_id, row, index), rect, item))
        for region_id in sorted(changes.armies):
            item = items.get(region_id)
            if item is not None:
                line = item.geometry.footer_line(1)
                self._items.append(StepMark((region_id, ARMIES, 0), line, item))
        self.held = held
        if self._items and not held:
            self._fade.start()

    def clear(self) -> None:
        """Take every mark away (before the tracks are rebuilt, and for a new step)."""
        self._fade.stop()
        self.held = False
        for item in self._items:
            self._retire(item)
        self._items = []

    def set_visible(self, on: bool) -> None:
        """Hidden while the board is printed or exported."""
        for item in self._items:
            item.setVisible(on)

    def marked(self) -> set[Mark]:
        """What the scene shows marked now."""
        return {i.key for i in self._scene.items() if isinstance(i, StepMark) and i.isVisible()}

    def _set_opacity(self, value: float) -> None:
        shown = self._items[0].opacity() if self._items else value
        if abs(shown - value) < FADE_STEP and value > 0:
            return
        for item in self._items:
            item.setOpacity(value)

    def _faded(self) -> None:
        if not self.held:
            self.clear()
            self.faded.emit()
