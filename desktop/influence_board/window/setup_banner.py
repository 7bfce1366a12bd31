"""A banner across the top of the board while setup mode is on.

Setup mode places cubes without scoring; forgotten, it costs a player their VP. A pressed
toolbar button was too quiet a sign, so the board itself says so, and how to leave it.

The banner has room of its own above the board: the view's top margin grows by its height
while it shows, so the board is laid out and fitted below it, at any size and in either
arrangement, and never lies under it (it once covered the top row's names exactly while
the organizer set up those Regions).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel

from ..document.play_state import PlayState
from .board_view import BoardView


class SetupBanner(QLabel):
    """Above the board view's viewport, in the top margin it has the view keep for it,
    and as wide as the viewport; shown exactly while the play state's setup mode is on."""

    def __init__(self, view: BoardView, play: PlayState) -> None:
        super().__init__(view)
        self.setObjectName("setup-banner")
        self.setText(
            self.tr("Setup mode: cubes are placed without scoring — Ctrl+Shift+B to leave")
        )
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        # Dark text on amber: 8.9:1, and the same in every theme (it is a warning sign).
        self.setStyleSheet(
            "QLabel#setup-banner { background: #ffc400; color: #1a1a1a; font-weight: bold;"
            " padding: 6px; border-bottom: 2px solid #8a6a00; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._view = view
        # The banner is as wide as the viewport (a vertical scroll bar beside it stays
        # in view), and the view's resizes change the viewport's.
        view.viewport().installEventFilter(self)
        play.setup_mode_changed.connect(self._show)
        self._show(play.setup_mode)

    def _show(self, on: bool) -> None:
        self.setVisible(on)
        self._place()

    def _place(self) -> None:
        """Where the banner goes (the view's frame inside, above the viewport), and the
        room it takes there: none while it is hidden."""
        view = self._view
        if self.isHidden():
            view.set_top_room(0)
            return
        area = view.viewport().geometry()
        width = max(1, area.width())
        self.setFixedWidth(width)
        height = self.heightForWidth(width)  # a narrow view wraps the text on two lines
        if height <= 0:
            height = self.sizeHint().height()
        self.setFixedHeight(height)
        view.set_top_room(height)  # the viewport moves down to make room (a resize: again)
        self.move(area.left(), view.viewport().geometry().top() - height)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._view.viewport():
            self._place()
        return False
