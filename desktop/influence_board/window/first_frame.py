"""The window's first frame, when no layout is kept for this screen: how large, where, and
whether maximized. The board is the app, so the first start gives it the screen.

- A screen up to 1920x1080 (its available part, in logical pixels: a laptop, a Full HD
  monitor, a 4K one at 200%): maximized. Every pixel goes to the tracks, a player reading
  them across a table needs it, and GNOME would maximize any window this large anyway
  (mutter auto-maximizes a new window covering more than 80% of the work area:
  MAX_UNMAXIMIZED_WINDOW_AREA in src/core/window.c). Un-maximized, the window has the
  centred frame below.
- A larger screen: a centred window of SHARE of each side. Its tracks are already larger
  than on a maximized Full HD screen, the desktop stays in sight around it, and with a
  title bar it still covers less than 80% of the screen, so it opens the same on GNOME as
  on KDE, Xfce, macOS and Windows instead of being maximized by one of them.

From the second start on, the layout kept when the last window closed wins
(main_window.py)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRect, QSize

MAXIMIZED_UP_TO = QSize(1920, 1080)
SHARE = 0.86  # of each side: 74% of the screen, about 76% with a title bar, under 80%


class FirstFrame(NamedTuple):
    normal: QRect  # the frame's place and size when not maximized
    maximized: bool


def first_frame(available: QRect, alone: bool = True) -> FirstFrame:
    """The first frame on a screen whose available part is `available`. Only a window
    `alone` is maximized: a second window (Ctrl+N before any layout is kept) comes as a
    window, cascaded from the first."""
    size = QSize(round(available.width() * SHARE), round(available.height() * SHARE))
    normal = QRect(available.topLeft(), size)
    normal.moveCenter(available.center())
    fits = available.width() <= MAXIMIZED_UP_TO.width()
    fits = fits and available.height() <= MAXIMIZED_UP_TO.height()
    return FirstFrame(normal, alone and fits)
