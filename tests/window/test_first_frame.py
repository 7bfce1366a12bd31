"""The first start's frame (issue 36 item 3): the rule of first_frame.py on a laptop, a Full
HD, a QHD and a 4K screen (each with a 32 px panel taken off). The real display's start is
test_real_display.py's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from influence_board.window.first_frame import first_frame

TITLE_BAR = 37  # GNOME's, the tallest of the common desktops'


def share(rect: QRect, of: QRect) -> float:
    return rect.width() * rect.height() / (of.width() * of.height())


@pytest.mark.parametrize(
    ("width", "height", "maximized"),
    [(1366, 768, True), (1920, 1080, True), (2560, 1440, False), (3840, 2160, False)],
)
def test_a_first_start_takes_the_screen(width: int, height: int, maximized: bool) -> None:
    available = QRect(0, 32, width, height - 32)  # a top panel
    frame = first_frame(available)
    assert frame.maximized is maximized
    # Not maximized (or un-maximized), the window lies centred inside the available part,
    # and covers most of it.
    normal = frame.normal
    assert available.contains(normal)
    assert normal.center() == available.center()
    assert share(normal, available) >= 0.73
    # With a title bar it stays under mutter's 80%: GNOME opens it as asked, not maximized.
    assert share(normal.adjusted(0, 0, 0, TITLE_BAR), available) < 0.8


def test_a_second_window_is_not_maximized() -> None:
    frame = first_frame(QRect(0, 0, 1920, 1080), alone=False)
    assert not frame.maximized
    assert frame.normal.size().width() < 1920


@pytest.mark.parametrize(
    ("width", "height", "maximized"),
    [(1024, 600, True), (1920, 1200, False), (2560, 1080, False), (1600, 900, True)],
)
def test_full_hd_is_the_line(width: int, height: int, maximized: bool) -> None:
    """Both sides up to 1920x1080 (in logical pixels: a 4K screen at 200% is one)."""
    assert first_frame(QRect(0, 0, width, height)).maximized is maximized
