"""The legend under a setup sheet's title: what the two numbers on a cube mean, each beside
a picture of it drawn by the track's own painter (scene/track_painter.py), so that the paper
says what the board shows: the printed VP of the slot on the cube's corner, and the safety
under a temporary cube, which is never VP."""

from __future__ import annotations

import base64
import html
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ..look.cubes import paint_cube
from ..look.themes import Theme
from ..scene.geometry import GAP, SAFETY_MARK, SLOT, safety_place
from ..scene.track_painter import printed_corner, safety_mark, safety_tag

translate = QCoreApplication.translate

SAMPLE_VP, SAMPLE_SAFETY = 4, 2  # the picture's numbers: apart, so the words can name them
SHARPNESS = 4  # the pictures' pixels a scene unit: sharp on paper at the sheet's size
SAMPLE_CUBE = QColor("#8a8a8a")  # no player's: the legend is the same on every sheet
MARGIN = 5.0  # around the cube, for the corner's tab that reaches over its edges
SHOWN = 0.8  # the pictures' size beside the words: a cube about two lines of them high


def legend_html(theme: Theme) -> str:
    """The legend as rich text with its pictures inline, drawn in `theme` (the board's)."""
    cube = _picture(theme, SLOT + 2 * MARGIN, SLOT + 2 * MARGIN + SAFETY_MARK, _sample_cube)
    one = _picture(theme, _next_out_tag().width() + 2, SAFETY_MARK + 2, _next_out)
    corner = translate(
        "SetupSheet",
        "{0} on a cube's corner, in a slot's colours: the printed VP of the slot under it.",
    ).format(SAMPLE_VP)
    safety = translate(
        "SetupSheet",
        "{0} beside a shield under a temporary cube: its safety, never VP: out after {0} more "
        "temporary cubes in its Region ({1}: with the next one).",
    )
    said = html.escape(safety).format(SAMPLE_SAFETY, one)  # {1}: a picture, not words
    return (
        f"<table cellspacing=0 cellpadding=2><tr><td valign=middle>{cube}</td>"
        f"<td valign=middle>{html.escape(corner)}<br>{said}</td></tr></table>"
    )


def _sample_cube(painter: QPainter, theme: Theme) -> None:
    cube = QRectF(MARGIN, MARGIN, SLOT, SLOT)
    paint_cube(painter, cube, SAMPLE_CUBE, "")
    printed_corner(painter, theme, cube, SAMPLE_VP, theme.temporary_slot)
    safety_mark(painter, theme, safety_place(cube), SAMPLE_SAFETY)


def _next_out_tag() -> QRectF:
    return safety_tag(QRectF(0, 0, SLOT + GAP, SAFETY_MARK), 1)


def _next_out(painter: QPainter, theme: Theme) -> None:
    """The tag of a safety of 1 alone, from (1, 1): its place centred on it."""
    place = QRectF(0, 1, SLOT + GAP, SAFETY_MARK)
    place.moveCenter(QPointF(1 + _next_out_tag().width() / 2, place.center().y()))
    safety_mark(painter, theme, place, 1)


def _picture(
    theme: Theme, width: float, height: float, draw: Callable[[QPainter, Theme], None]
) -> str:
    """An inline <img> of `draw(painter, theme)` on a `width` x `height` scene-unit canvas."""
    image = QImage(
        round(width * SHARPNESS),
        round(height * SHARPNESS),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SHARPNESS, SHARPNESS)
    draw(painter, theme)
    painter.end()
    data = QBuffer()
    data.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(data, "PNG")  # type: ignore[call-overload]
    encoded = base64.b64encode(bytes(data.data().data())).decode("ascii")
    return (
        f"<img src='data:image/png;base64,{encoded}' width={round(width * SHOWN)} "
        f"height={round(height * SHOWN)}>"
    )
