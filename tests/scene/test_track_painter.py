"""A track painted from its stamps (the printed track, the cubes, the discs, the badge:
look/stamps.py) looks as the same track drawn shape by shape, in every scheme and state, and
a stamp made for one track or state is never shown for another."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter, QPicture
from PySide6.QtWidgets import QApplication

from boards import allowed
from influence_board.look.themes import DARK, HIGH_CONTRAST, LIGHT, Theme
from influence_board.rules import Add, Board, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.scene.geometry import TrackGeometry
from influence_board.scene.track_painter import TrackState, ink_of, paint_track

SCALE = 2.0  # a zoomed-in view, on which every slot lies on whole device pixels


def _board() -> Board:
    board = standard_board()
    for op in (
        Add("europe", "usa", "permanent"),
        Add("europe", "eu", "temporary"),
        Add("europe", "russia", "temporary"),
        Add("europe", "russia", "temporary"),
        Add("africa", "china", "temporary"),
    ):
        board = allowed(board, op).board
    return board


INK = ink_of(_board())


def _painted(region: Region, theme: Theme, state: TrackState, stamped: bool) -> QImage:
    g = TrackGeometry(region)
    image = QImage((g.bounds().size() * SCALE).toSize(), QImage.Format.Format_RGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    if stamped:  # on pixels at a plain scale: from the stamps
        paint_track(painter, region, g, theme, INK, state)
    else:  # on a picture (vector output): every shape itself, then played onto the pixels
        picture = QPicture()
        recorder = QPainter(picture)
        paint_track(recorder, region, g, theme, INK, state)
        recorder.end()
        painter.drawPicture(0, 0, picture)
    painter.end()
    return image


def _differing(a: QImage, b: QImage, tolerance: int = 24) -> float:
    """The share of pixels that differ by more than `tolerance` in some colour channel."""
    assert a.size() == b.size()
    difference = a.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(difference)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    rgb = difference.convertToFormat(QImage.Format.Format_RGB888)
    bits, stride, width = bytes(rgb.constBits()), rgb.bytesPerLine(), rgb.width()
    differing = 0
    for y in range(rgb.height()):
        row = bits[y * stride : y * stride + 3 * width]
        differing += sum(1 for x in range(0, len(row), 3) if max(row[x : x + 3]) > tolerance)
    return differing / (width * rgb.height())


def _looks_as_drawn(region: Region, theme: Theme, state: TrackState, below: float = 0) -> None:
    """The whole track, or what lies `below` a height of it."""
    stamped = _painted(region, theme, state, stamped=True)
    drawn = _painted(region, theme, state, stamped=False)
    if below:
        part = QRect(0, int(below * SCALE), stamped.width(), stamped.height())
        stamped, drawn = stamped.copy(part), drawn.copy(part)
    # At a scale that puts every slot on whole pixels, not one pixel apart: a stamp left
    # from another state (one printed VP of another value) would be 0.2% of them.
    assert _differing(stamped, drawn) == 0, (region.name, theme.name, state)


@pytest.mark.parametrize("theme", [LIGHT, DARK, HIGH_CONTRAST], ids=lambda t: t.name)
@pytest.mark.parametrize("region_id", ["europe", "africa"])
def test_a_stamped_track_looks_as_one_drawn_shape_by_shape(
    qapp: QApplication, theme: Theme, region_id: str
) -> None:
    region = _board().region(region_id)
    _looks_as_drawn(region, theme, TrackState())
    _looks_as_drawn(region, theme, TrackState(selected=True, hover=("permanent", 1)))


def test_no_track_shows_the_stamp_of_another_or_of_another_state(qapp: QApplication) -> None:
    """Each change a printed track shows makes its stamp again: the name, the printed VP,
    the bonus list, the selection; and the cubes, the discs and the badge follow."""
    europe = _board().region("europe")
    _looks_as_drawn(europe, LIGHT, TrackState())  # the stamps of this one are now kept
    _looks_as_drawn(replace(europe, name="Old Europe"), LIGHT, TrackState())
    _looks_as_drawn(replace(europe, temporary_vp=(9, 8, 7, 6)), LIGHT, TrackState())
    _looks_as_drawn(replace(europe, majority_bonus=(5, 1)), LIGHT, TrackState())
    _looks_as_drawn(europe, LIGHT, TrackState(selected=True))
    emptied = replace(europe, permanent=(None,) * len(europe.permanent))  # the badge warns
    _looks_as_drawn(emptied, LIGHT, TrackState())
    _looks_as_drawn(europe, DARK, TrackState())


def test_a_track_drawn_in_one_language_then_in_another_shows_the_new_words(
    qapp: QApplication,
) -> None:
    """The printed words (the bonus list, the overflow caption, the badge) are part of what
    a stamp depends on: View > Language changes them on the tracks already drawn."""
    from influence_board.look.translators import choose_language
    from influence_board.scene.geometry import overflow_caption

    europe = _board().region("europe")
    crowded = replace(europe, overflow=("china",))
    # Below the overflow cube: its dashes fall a pixel apart played from a picture.
    under = TrackGeometry(crowded).overflow(0).bottom() + 2  # its outline reaches under it
    _looks_as_drawn(crowded, LIGHT, TrackState(), below=under)  # the English stamps are kept
    assert choose_language("it") == "it"
    try:
        assert overflow_caption() == "eccedenza"
        _looks_as_drawn(crowded, LIGHT, TrackState(), below=under)
    finally:
        choose_language("en")  # the other tests' English
