"""Where things sit inside a Region's track, and what a point in it hits.

Pure arithmetic on the slot counts, shared by painting, hit-testing and the tests.
Local coordinates: (0, 0) is the track's top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ..look.plain_text import isolated, short_name
from ..rules.board import Region, RowName
from ..text.wording import cannot_score_flag

SLOT = 34.0
GAP = 6.0
PAD = 10.0
HEADER = 30.0
LINE_GAP = 9.0
FOOTER_LINE = 20.0
MIN_WIDTH = 200.0
MAX_TEXT_WIDTH = 300.0  # a name wider than this is elided on the track
OVERFLOW_GAP = 14.0
OVERFLOW_CAPTION = 14.0  # room under the overflow cubes for their caption, off the line
# Under each temporary cube, its safety mark (how soon it is pushed out): out of the slot,
# so that no number on or beside a slot but its printed VP can be read as one.
SAFETY_MARK = 14.0
FOOTER_LINES = 3  # bonus, Armies, the cannot-score badge
# The track's texts in pixels of the scene: the smallest (SMALL_PX) sets how far the board
# can be zoomed out and stay readable; the printed VP are the largest, read across a table.
TITLE_PX, SLOT_PX, SMALL_PX = 15, 17, 13


def title_font() -> QFont:
    font = QFont()
    font.setPixelSize(TITLE_PX)
    font.setBold(True)
    return font


def slot_font() -> QFont:
    """The printed VP on an empty slot."""
    font = QFont()
    font.setPixelSize(SLOT_PX)
    font.setWeight(QFont.Weight.DemiBold)
    return font


def small_font(bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(SMALL_PX)
    font.setBold(bold)
    return font


def armies_text(names: list[tuple[str, int]]) -> str:
    if not names:
        return QCoreApplication.translate("Track", "Armies: none")
    shown = ", ".join(f"{isolated(short_name(name))} {n}" for name, n in names)
    return QCoreApplication.translate("Track", "Armies: {0}").format(shown)


def overflow_caption() -> str:
    """Under the overflow cubes beside the permanent slots."""
    return QCoreApplication.translate("Track", "overflow")


def bonus_text(bonus: tuple[int, ...]) -> str:
    if not bonus:
        return QCoreApplication.translate("Track", "Bonus: none")
    return QCoreApplication.translate("Track", "Bonus: {0}").format(" · ".join(map(str, bonus)))


def safety_place(slot: QRectF) -> QRectF:
    """Where a temporary cube's safety mark goes: under its slot, as wide as the slot and
    the gaps beside it, off the slot itself."""
    return QRectF(slot.left() - GAP / 2, slot.bottom() + 2, SLOT + GAP, SAFETY_MARK)


HitRow = RowName | Literal["header", "body"]


@dataclass(frozen=True, slots=True)
class Hit:
    """What a point hits: `row` is header, permanent, overflow, temporary or body;
    `index` the slot (or overflow place) under it, if any; `above` whether it is above the
    line (where a dropped cube becomes permanent)."""

    row: HitRow
    index: int | None
    above: bool


class TrackGeometry:
    """Sizes follow the slot counts and the texts, so nothing is cut off."""

    def __init__(self, region: Region) -> None:
        self.permanent_count = len(region.permanent)
        self.overflow_count = len(region.overflow)
        self.temporary_count = len(region.temporary)
        self.permanent_y = HEADER + 4
        # The overflow caption's room is kept on every track, a cube there or not: a cube
        # sent to the overflow must not make its track taller and move the board (issue 36),
        # and the tracks of a row stay aligned.
        self.line_y = self.permanent_y + SLOT + OVERFLOW_CAPTION + LINE_GAP
        self.temporary_y = self.line_y + LINE_GAP
        self.footer_y = self.temporary_y + SLOT + 2 + SAFETY_MARK + 2
        perm_w = self.permanent_count * (SLOT + GAP)
        over_w = (OVERFLOW_GAP + self.overflow_count * (SLOT + GAP)) if self.overflow_count else 0
        temp_w = self.temporary_count * (SLOT + GAP)
        title = QFontMetricsF(title_font()).horizontalAdvance(region.name)
        small = QFontMetricsF(small_font(bold=True))
        texts = max(
            small.horizontalAdvance(cannot_score_flag(max(1, region.empty_permanent()))) + 16,
            small.horizontalAdvance(bonus_text(region.majority_bonus)),
            # A long name is elided, and a long Armies line (its tooltip has it whole):
            # the tracks stay dense enough for the whole board to show readable.
            min(title, MAX_TEXT_WIDTH),
        )
        self.width = max(MIN_WIDTH, 2 * PAD + max(perm_w + over_w - GAP, temp_w - GAP, texts))
        if self.overflow_count:  # the caption under the overflow cubes, whole
            caption = QFontMetricsF(small_font()).horizontalAdvance(overflow_caption())
            self.width = max(self.width, self.overflow(0).left() + caption + PAD)
        self.height = self.footer_y + FOOTER_LINES * FOOTER_LINE + PAD

    def bounds(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def header(self) -> QRectF:
        return QRectF(0, 0, self.width, HEADER)

    def permanent(self, i: int) -> QRectF:
        return QRectF(PAD + i * (SLOT + GAP), self.permanent_y, SLOT, SLOT)

    def overflow(self, i: int) -> QRectF:
        x0 = PAD + self.permanent_count * (SLOT + GAP) - GAP + OVERFLOW_GAP
        return QRectF(x0 + i * (SLOT + GAP), self.permanent_y, SLOT, SLOT)

    def temporary(self, i: int) -> QRectF:
        return QRectF(PAD + i * (SLOT + GAP), self.temporary_y, SLOT, SLOT)

    def safety(self, i: int) -> QRectF:
        """The place of the safety mark of the cube in temporary slot i."""
        return safety_place(self.temporary(i))

    def temporary_row(self) -> QRectF:
        return QRectF(0, self.line_y, self.width, self.footer_y - self.line_y)

    def footer_line(self, n: int) -> QRectF:
        """Line n of the footer: 0 the bonus list, 1 the Armies, 2 the badge."""
        return QRectF(PAD, self.footer_y + n * FOOTER_LINE, self.width - 2 * PAD, FOOTER_LINE - 2)

    def slot_rect(self, row: RowName, i: int) -> QRectF:
        return {
            "permanent": self.permanent,
            "overflow": self.overflow,
            "temporary": self.temporary,
        }[row](i)

    def hit(self, p: QPointF) -> Hit:
        if p.y() < HEADER:
            return Hit("header", None, True)
        above = p.y() < self.line_y
        for i in range(self.permanent_count):
            if self.permanent(i).contains(p):
                return Hit("permanent", i, True)
        for i in range(self.overflow_count):
            if self.overflow(i).contains(p):
                return Hit("overflow", i, True)
        if not above and p.y() < self.footer_y:
            for i in range(self.temporary_count):
                # A cube's safety mark is part of its slot: its tooltip, its click.
                if self.temporary(i).contains(p) or self.safety(i).contains(p):
                    return Hit("temporary", i, False)
            return Hit("temporary", None, False)
        return Hit("body", None, above)
