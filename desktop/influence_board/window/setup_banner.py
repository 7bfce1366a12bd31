"""A banner across the top of the board while setup mode is on.

Setup mode places cubes without scoring; forgotten, it costs a player their VP. A pressed
toolbar button was too quiet a sign, so the board itself says so, and how to leave it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QLabel

from ..document.play_state import PlayState


class SetupBanner(QLabel):
    """Lies over the top edge of a scroll area's viewport (the board view) and follows its
    size; shown exactly while the play state's setup mode is on."""

    def __init__(self, view: QAbstractScrollArea, play: PlayState) -> None:
        super().__init__(view)
        self.setObjectName("setup-banner")
        self.setText(self.tr("Setup mode: cubes are placed without scoring — Ctrl+M to leave"))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        # Dark text on amber: 8.9:1, and the same in every theme (it is a warning sign).
        self.setStyleSheet(
            "QLabel#setup-banner { background: #ffc400; color: #1a1a1a; font-weight: bold;"
            " padding: 6px; border-bottom: 2px solid #8a6a00; }"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # The viewport's size is final when it is told (the view's is not yet laid out).
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        play.setup_mode_changed.connect(self._show)
        self._show(play.setup_mode)

    def _show(self, on: bool) -> None:
        self.setVisible(on)
        if on:
            self._place()
            self.raise_()

    def _place(self) -> None:
        area = self._viewport.geometry()
        self.setFixedWidth(area.width())
        self.adjustSize()
        self.move(area.left(), area.top())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._viewport and self.isVisible():
            self._place()
        return False
