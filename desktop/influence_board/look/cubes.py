"""How participants look: colours and the letter or glyph on every cube (their chips for
menus and lists: cube_icons.py).

Colour is never the only cue: each participant also has a letter (or a glyph when letters
collide), drawn in black or white, whichever reads better on the colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ..rules import Board
from .stamps import stamp

_FALLBACK_GLYPHS = "●▲■◆★✚"


def glyphs(board: Board) -> dict[str, str]:
    """One distinct short mark per participant: its initial, else the next free letter of
    its name, else a glyph."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for p in board.participants():
        mark = next(
            (c.upper() for c in p.name + p.id if c.isalnum() and c.upper() not in used), None
        )
        if mark is None:
            mark = next(g for g in _FALLBACK_GLYPHS if g not in used)
        out[p.id] = mark
        used.add(mark)
    return out


def color(board: Board, owner: str) -> QColor:
    try:
        c = QColor(board.participant(owner).color)
    except KeyError:
        c = QColor()
    return c if c.isValid() else QColor("#888888")


def ink_on(fill: QColor) -> QColor:
    """Black or white text, whichever contrasts more with `fill` (WCAG luminance)."""

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    lum = (
        0.2126 * channel(fill.redF())
        + 0.7152 * channel(fill.greenF())
        + 0.0722 * channel(fill.blueF())
    )
    return QColor("#000000") if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else QColor("#ffffff")


def paint_cube(
    painter: QPainter, rect: QRectF, fill: QColor, mark: str, dashed: bool = False
) -> None:
    """A cube: a rounded square in the owner's colour carrying the owner's mark."""
    key = ("cube", fill.rgba(), mark, dashed, painter.font().key())
    stamp(painter, rect, key, lambda p, r: _draw_cube(p, r, fill, mark, dashed))


def _draw_cube(painter: QPainter, rect: QRectF, fill: QColor, mark: str, dashed: bool) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPen(fill.darker(180) if fill.lightness() > 60 else QColor("#9a9a9a"), 1.5)
    if dashed:
        outline.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(outline)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 4, 4)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.5)))
    painter.setFont(font)
    painter.setPen(ink_on(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()
