"""Painting one Region's track: header, rows of slots and cubes, the line, the footer.

Everything drawn comes from the Region, the geometry, the theme, the ink and the track's
state (what the user is doing to it), all given: the painter asks nothing of the scene.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ..look.cubes import color, glyphs, paint_cube
from ..look.stamps import stamp
from ..look.themes import Theme
from ..rules.board import Board, Region, RowName
from ..rules.safety import out_after
from ..text.wording import cannot_score_flag
from .geometry import (
    OVERFLOW_CAPTION,
    PAD,
    SMALL_PX,
    TrackGeometry,
    armies_text,
    bonus_text,
    overflow_caption,
    slot_font,
    small_font,
    title_font,
)

Slot = tuple[RowName, int]  # (row, index)
UNKNOWN = QColor("#888888")  # an owner the board does not know (look.cubes' fallback)
_LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


# The play state's marks on one track, read from PlayState when the track is painted (the
# scene's `marks_of`): whether its Region is selected, the chosen cube's slot, the keyboard's.
Marks = tuple[bool, Slot | None, Slot | None]
NO_MARKS: Marks = (False, None, None)


@dataclass
class Passing:
    """What a gesture under way shows on the track, told to the scene by the interaction
    that runs it (scene/gesture_marks.py): the slot under the mouse, a temporary cube in
    the hand and where it is drawn, a palette chip's band."""

    hover: Slot | None = None
    held: int | None = None  # index of a temporary cube being dragged
    ghost: QRectF | None = None
    drop_above: bool | None = None


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.45 ms, the start's).
class TrackState(NamedTuple):
    """Everything the track shows beyond the Region itself, as of one paint: the play
    state's marks and what a gesture under way shows."""

    selected: bool = False
    focused_slot: Slot | None = None  # keyboard focus
    selected_cube: Slot | None = None
    hover: Slot | None = None
    held: int | None = None  # index of a temporary cube being dragged
    ghost: QRectF | None = None
    drop_above: bool | None = None


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.4 ms, the start's).
class Ink(NamedTuple):
    """How one Board's owners look: their colour, their mark and their name."""

    colors: Mapping[str, QColor]
    marks: Mapping[str, str]
    names: Mapping[str, str]

    def color(self, owner: str) -> QColor:
        return self.colors.get(owner, UNKNOWN)

    def mark(self, owner: str) -> str:
        return self.marks.get(owner, "?")

    def name(self, owner: str) -> str:
        return self.names.get(owner, owner)


def ink_of(board: Board) -> Ink:
    participants = board.participants()
    return Ink(
        {p.id: color(board, p.id) for p in participants},
        glyphs(board),
        {p.id: p.name for p in participants},
    )


def paint_track(
    painter: QPainter, region: Region, g: TrackGeometry, theme: Theme, ink: Ink, state: TrackState
) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    _printed(painter, region, g, theme, state.selected)
    for i, owner in enumerate(region.permanent):
        _piece(painter, theme, ink, g.permanent(i), owner, state, ("permanent", i))
        if owner is not None:
            printed_corner(
                painter, theme, g.permanent(i), region.permanent_vp[i], theme.permanent_slot
            )
    for i, owner in enumerate(region.overflow):
        rect = g.overflow(i)
        paint_cube(painter, rect, ink.color(owner), ink.mark(owner), dashed=True)
        _marks(painter, theme, rect, state, ("overflow", i))
    for i, owner in enumerate(region.temporary):
        shown = None if i == state.held else owner  # the cube is in the user's hand
        _piece(painter, theme, ink, g.temporary(i), shown, state, ("temporary", i))
        if shown is not None:
            printed_corner(
                painter, theme, g.temporary(i), region.temporary_vp[i], theme.temporary_slot
            )
            safety_mark(painter, theme, g.safety(i), out_after(region, i))
    if state.drop_above is not None:
        band = QRectF(0, g.permanent_y - 3, g.width, g.line_y - g.permanent_y + 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.drop_hint)
        painter.drawRect(band if state.drop_above else g.temporary_row())
    _footer(painter, region, g, theme, ink)
    if state.ghost is not None and state.held is not None:
        owner = region.temporary[state.held]
        if owner is not None:
            painter.setOpacity(0.85)
            paint_cube(painter, state.ghost, ink.color(owner), ink.mark(owner))
            painter.setOpacity(1.0)


def _printed(painter: QPainter, region: Region, g: TrackGeometry, theme: Theme,
             selected: bool) -> None:  # fmt: skip
    """The track as the board prints it, the cubes left off: the frame, the name, every slot
    with its VP, the line and the bonus list. It changes only with the Region's layout, so
    a repaint of a track for a cube placed is one stamp and the pieces on it."""
    # The words in the language now shown.
    bonus, caption = (
        bonus_text(region.majority_bonus),
        overflow_caption() if region.overflow else "",
    )
    key = (
        "printed", theme.name, selected, region.name, region.permanent_vp,
        region.temporary_vp, caption, bonus,
    )  # fmt: skip
    stamp(painter, g.bounds(), key,
          lambda p, r: _print(p, r, region, g, theme, selected, bonus, caption))  # fmt: skip


def _print(painter: QPainter, at: QRectF, region: Region, g: TrackGeometry, theme: Theme,
           selected: bool, bonus: str, caption: str) -> None:  # fmt: skip
    painter.translate(at.topLeft())  # the stamp's place for the track's (0, 0)
    _frame(painter, region, g, theme, selected)
    number = slot_font()
    for i, vp in enumerate(region.permanent_vp):
        _empty_slot(painter, theme, g.permanent(i), vp, theme.permanent_slot, number)
    for i, vp in enumerate(region.temporary_vp):
        _empty_slot(painter, theme, g.temporary(i), vp, theme.temporary_slot, number)
    if caption:
        painter.setFont(small_font())
        painter.setPen(theme.muted_text)
        first = g.overflow(0)
        under = QRectF(first.left(), first.bottom() + 1, g.width - first.left(), OVERFLOW_CAPTION)
        painter.drawText(under, Qt.AlignmentFlag.AlignLeft, caption)
    painter.setPen(QPen(theme.line, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(PAD / 2, g.line_y), QPointF(g.width - PAD / 2, g.line_y))
    painter.setFont(small_font())
    painter.setPen(theme.muted_text)
    painter.drawText(g.footer_line(0), _LEFT, bonus)


def _frame(painter: QPainter, region: Region, g: TrackGeometry, theme: Theme,
           selected: bool) -> None:  # fmt: skip
    border = QPen(theme.accent if selected else theme.track_border, 3 if selected else 1.2)
    painter.setPen(border)
    painter.setBrush(theme.track)
    painter.drawRoundedRect(g.bounds(), 8, 8)
    header = g.header().adjusted(1, 1, -1, 0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.header)
    painter.drawRoundedRect(header, 7, 7)
    painter.drawRect(header.adjusted(0, header.height() / 2, 0, 0))
    painter.setFont(title_font())
    painter.setPen(theme.header_text)
    text = g.header().adjusted(PAD, 0, -PAD, 0)
    name = painter.fontMetrics().elidedText(
        region.name, Qt.TextElideMode.ElideRight, int(text.width())
    )
    painter.drawText(text, _LEFT, name)


def _piece(painter: QPainter, theme: Theme, ink: Ink, rect: QRectF, owner: str | None,
           state: TrackState, slot: Slot) -> None:  # fmt: skip
    """What lies on one printed slot: its owner's cube, or nothing (the hover's ring on an
    empty slot), and the slot's marks."""
    if owner is not None:
        paint_cube(painter, rect, ink.color(owner), ink.mark(owner))
    elif state.hover == slot:
        painter.setPen(QPen(theme.accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 4, 4)
    _marks(painter, theme, rect, state, slot)


def _empty_slot(painter: QPainter, theme: Theme, rect: QRectF, vp: int, fill: QColor,
                font: QFont) -> None:  # fmt: skip
    painter.setPen(QPen(theme.slot_border, 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 4, 4)
    painter.setFont(font)
    painter.setPen(theme.slot_text)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, vp_text(vp))


def printed_corner(painter: QPainter, theme: Theme, cube: QRectF, vp: int, fill: QColor) -> None:
    """The printed VP of the slot under a cube, on a tab at the cube's top left corner as if
    the printed slot showed there (its fill, its border, its ink): the one number a slot
    ever shows, so that nothing else there can be read as VP."""
    text = vp_text(vp)
    key = ("corner", theme.name, fill.rgba(), text)
    # Over the corner's edges, above the owner's letter (a third of the way down the cube).
    tab = QRectF(cube.left() - 3, cube.top() - 4, _corner_width(text), CORNER)
    stamp(painter, tab, key, lambda p, r: _draw_corner(p, r, theme, fill, text))


CORNER = 14.0  # the printed VP's tab on a cube: room for its digits, clear of the owner's mark


@cache
def _corner_width(text: str) -> float:
    """The tab's width for a printed VP, measured once per text, not at every paint."""
    return max(CORNER, math.ceil(QFontMetricsF(corner_font()).horizontalAdvance(text) + 5))


def corner_font() -> QFont:
    """The printed VP's letters, as small as the track's smallest numbers (which the sheet
    prints at a readable size, render/setup_sheet.py)."""
    font = slot_font()
    font.setPixelSize(SMALL_PX)
    return font


def _draw_corner(painter: QPainter, tab: QRectF, theme: Theme, fill: QColor, text: str) -> None:
    painter.setPen(QPen(theme.slot_border, 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(tab, 3, 3)
    painter.setFont(corner_font())
    painter.setPen(theme.slot_text)
    painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)


def safety_mark(painter: QPainter, theme: Theme, place: QRectF, n: int) -> None:
    """A temporary cube's safety (rules/safety.py: out after n more temporary cubes here)
    in `place`, under the cube (TrackGeometry.safety): a shield and n on a tag in the
    header's colours, in the warning's at 1 (the next one pushes it out). Never on the slot,
    never a number alone: the table reads it apart from the printed VP (the tooltip says it
    whole)."""
    text = _safety_digits(n)
    tag = safety_tag(place, n)
    stamp(painter, tag, ("safety", theme.name, text), lambda p, r: _draw_mark(p, r, theme, text))


SHIELD_W = 9.0


def _safety_digits(n: int) -> str:
    return str(n) if n < 100 else "99+"


def safety_tag(place: QRectF, n: int) -> QRectF:
    """Where safety_mark draws: a tag centred in `place`, as wide as its shield and number."""
    width = min(_tag_width(_safety_digits(n)), place.width() - 2)
    return QRectF(place.center().x() - width / 2, place.top(), width, place.height())


@cache
def _tag_width(text: str) -> float:
    """Even and whole, so that a stamp (copied at a whole pixel) lies where it is drawn;
    measured once per text, not at every paint."""
    digits = QFontMetricsF(small_font(bold=True)).horizontalAdvance(text)
    return 2 * math.ceil((3 + SHIELD_W + 2 + digits + 4) / 2)


def _draw_mark(painter: QPainter, tag: QRectF, theme: Theme, text: str) -> None:
    next_out = text == "1"
    fill, ink = (
        (theme.warning, theme.warning_text) if next_out else (theme.header, theme.header_text)
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
    painter.setBrush(ink)
    painter.drawPath(shield(QRectF(tag.left() + 3, tag.top() + 1.5, SHIELD_W, tag.height() - 3)))
    painter.setFont(small_font(bold=True))
    painter.setPen(ink)
    painter.drawText(tag.adjusted(3 + SHIELD_W + 2, 0, -3, 0), Qt.AlignmentFlag.AlignCenter, text)


def shield(box: QRectF) -> QPainterPath:
    """A heater shield filling `box`: flat top, straight sides, a point at the bottom."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    path = QPainterPath(QPointF(x, y))
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.4)
    path.quadTo(QPointF(x + w, y + h * 0.75), QPointF(x + w / 2, y + h))
    path.quadTo(QPointF(x, y + h * 0.75), QPointF(x, y + h * 0.4))
    path.closeSubpath()
    return path


def vp_text(vp: int) -> str:
    """A printed VP short enough for its slot at any value up to the limit: 7, 9999, 12k,
    1.5M, 1G (a file may print a billion; a slot has room for about four characters)."""
    if vp < 10_000:
        return str(vp)
    for size, unit in ((10**3, "k"), (10**6, "M"), (10**9, "G")):
        n = vp / size
        if n < 999.5 or unit == "G":
            break
    return f"{n:.0f}{unit}" if n >= 9.95 else f"{n:.1f}".removesuffix(".0") + unit


def _marks(painter: QPainter, theme: Theme, rect: QRectF, state: TrackState, slot: Slot) -> None:
    """The selected cube gets a solid ring, the keyboard focus a dotted one."""
    if state.selected_cube == slot:
        painter.setPen(QPen(theme.accent, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
    if state.focused_slot == slot:
        painter.setPen(QPen(theme.accent, 2, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 7, 7)


def _footer(painter: QPainter, region: Region, g: TrackGeometry, theme: Theme, ink: Ink) -> None:
    """The footer's lines that follow the cubes (the bonus list is printed): the Armies and
    the badge that says whether the Region can score."""
    painter.setFont(small_font())
    painter.setPen(theme.muted_text)
    names = [(ink.name(o), n) for o, n in region.armies]
    armies = g.footer_line(1)
    painter.drawText(
        armies,
        _LEFT,
        painter.fontMetrics().elidedText(
            armies_text(names), Qt.TextElideMode.ElideRight, int(armies.width())
        ),
    )
    badge = g.footer_line(2)
    empty = region.empty_permanent()
    text = cannot_score_flag(empty) if empty else QCoreApplication.translate("Track", "✓ can score")
    stamp(
        painter,
        badge,
        ("badge", theme.name, text),
        lambda p, r: _draw_badge(p, r, theme, text, empty > 0),
    )


def _draw_badge(painter: QPainter, badge: QRectF, theme: Theme, text: str, warn: bool) -> None:
    painter.setFont(small_font(bold=True))
    if warn:
        width = painter.fontMetrics().horizontalAdvance(text) + 16
        pill = QRectF(badge.left(), badge.top(), min(width, badge.width()), badge.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.warning)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(theme.warning_text)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    else:
        painter.setPen(theme.ok_text)
        painter.drawText(badge, _LEFT, text)
