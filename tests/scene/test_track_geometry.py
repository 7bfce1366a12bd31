"""A track's geometry (issue 17): its width does not follow its flag's text, and the
overflow caption has its own room under the overflow cubes, off the line."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from boards import allowed
from influence_board.rules import Add, Convert
from influence_board.rules.formats.scenario import standard_board
from influence_board.scene.geometry import OVERFLOW_CAPTION, TrackGeometry, small_font


def test_a_track_keeps_its_width_whatever_its_flag_says(qapp: QApplication) -> None:
    board = standard_board()
    europe = board.region("europe")  # one empty permanent slot
    widths = {TrackGeometry(europe).width}
    filled = allowed(board, Add("europe", "china", "permanent")).board.region("europe")
    assert filled.empty_permanent() == 0  # "✓ can score"
    widths.add(TrackGeometry(filled).width)
    emptied = replace(europe, permanent=(None, None, None, None))  # 4 empty
    widths.add(TrackGeometry(emptied).width)
    assert len(widths) == 1


def test_the_overflow_caption_sits_between_the_cubes_and_the_line(qapp: QApplication) -> None:
    board = standard_board()
    board = allowed(board, Add("central_asia", "china", "permanent")).board  # now full
    board = allowed(board, Add("central_asia", "usa", "temporary")).board
    board = allowed(board, Convert("central_asia", "usa", 0)).board  # into the overflow
    region = board.region("central_asia")
    assert region.overflow
    g = TrackGeometry(region)
    caption_top = g.overflow(0).bottom() + 1
    caption_height = QFontMetricsF(small_font()).height()
    assert caption_height <= OVERFLOW_CAPTION + 2
    assert caption_top + caption_height <= g.line_y - 1  # the line is not struck through it


def test_the_overflow_caption_fits_in_the_track_in_every_language(qapp: QApplication) -> None:
    """A track with one overflow cube was too narrow for its caption's word, cut at the
    track's edge ("overflo"); its width now makes room for it, in every language."""
    from influence_board.look.translators import choose_language
    from influence_board.scene.geometry import PAD, overflow_caption
    from influence_board.text.language import languages

    region = replace(standard_board().region("europe"), overflow=("china",))
    try:
        for code, _name in languages():
            assert choose_language(code) == code
            g = TrackGeometry(region)
            caption = QFontMetricsF(small_font()).horizontalAdvance(overflow_caption())
            assert g.overflow(0).left() + caption <= g.width - PAD / 2, code
    finally:
        choose_language("en")  # the other tests' English
