"""View > Spectator Window (Shift+F11): the board and the scores in a second window, large,
for a room watching the game on a TV or a projector while the game window stays with the
players (View > Table View is the same board on the game window's own screen).

It is a scene of its own on the game's Document, not a second view of the game window's
scene: a scene owns its arrangement and its view's shape (arrangement.py), and the game
window may show the Map arrangement, a selection, previews and step marks; the room sees
the Table arrangement and the position alone. Like the game window's scene, it redraws only
the Regions the Document names, so it follows every step, undo, jump and replay live, at a
small cost to the game window (`python tests/benchmarks/bench_window.py --spectator`).

It takes no gesture: its view is not interactive and takes no focus, drop, wheel or menu,
and its scoreboard no click. Its keys are its own: F11 full screen (on a screen the game
window is not on, when there is one), Esc back, Shift+F11 closes it. Its screen, size and
full screen are kept for the next time it opens; it is not opened again at a start (the
room is not always there). It closes with its game window.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QResizeEvent,
    QScreen,
    QShortcut,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QLayout, QVBoxLayout, QWidget

from ..document.board_document import Document
from ..document.play_state import PlayState
from ..files import settings as remembered
from ..look.plain_text import isolated
from ..look.themes import Theme
from ..panels.scoreboard_bar import Scoreboard
from ..scene.arrangement import TABLE
from ..scene.board_scene import BoardScene

SCORE_LINES = 24  # the scores' text is this part of the window's height: read across a room
FIRST_SHARE = 0.7  # of its screen, the first time it opens


class SpectatorView(QGraphicsView):
    """The board fitted whole in the view, its tracks in rows of the view's shape; it takes
    no event the board would act on."""

    def __init__(self, scene: BoardScene, parent: QWidget) -> None:
        super().__init__(scene, parent)
        self._board = scene  # scene() gives it back as a plain QGraphicsScene
        self.setObjectName("spectator-view")
        self.setInteractive(False)  # no click, drag, key or menu reaches the scene
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys are its own
        self.setAcceptDrops(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        for policy in (self.setHorizontalScrollBarPolicy, self.setVerticalScrollBarPolicy):
            policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # always fitted: nothing to scroll
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        scene.bounds_changed.connect(self._fit)

    def _fit(self) -> None:
        self.fitInView(self._board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self._board.set_view_aspect(size.width() / max(1, size.height()))
        self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()  # the board is fitted whole: no scroll, no zoom


class SpectatorWindow(QWidget):
    """The top-level window: the scores above the board. Its geometry's one owner."""

    closed = Signal()

    def __init__(
        self, document: Document, play: PlayState, theme: Theme, game_window: QWidget
    ) -> None:
        super().__init__(None, Qt.WindowType.Window)  # no parent: a window of its own
        self.setObjectName("spectator-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # its scene goes with it
        self.setWindowIcon(game_window.windowIcon())
        self._document, self._game_window = document, game_window
        self.scene = BoardScene(document, theme, self)  # no play state: no marks
        self.scene.set_arrangement(TABLE)
        # Each track a pixmap: a small track's repaint blits its neighbours, not draws them
        # (the 300-Region board's step: 1.8x the game window's without, 1.5x with).
        self.scene.set_cached(True)
        self.view = SpectatorView(self.scene, self)
        self.scoreboard = Scoreboard(document, play, self, read_only=True)
        self._scale = 1.0  # the scores' size (`_size_scores`)
        scores = QHBoxLayout()
        scores.addStretch(1)
        scores.addWidget(self.scoreboard)
        scores.addStretch(1)
        layout = QVBoxLayout(self)
        # The window is sized by the user or its screen, not by the scores: they follow it.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(scores)
        layout.addWidget(self.view, 1)
        self._keys()
        for signal in (document.name_changed, document.path_changed, document.board_replaced):
            signal.connect(self._update_title)
        self._update_title()
        geometry = remembered.spectator_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self._first_place()

    def _keys(self) -> None:
        full_screen = {QKeySequence("F11"), QKeySequence(QKeySequence.StandardKey.FullScreen)}
        for keys, run in (
            (full_screen, self.toggle_full_screen),  # F11, and the platform's key (macOS's)
            ({QKeySequence("Esc")}, self.showNormal),
            ({QKeySequence("Shift+F11")}, self.close),  # the game window's key for it
        ):
            for key in keys:  # each once: a key given twice would be ambiguous, and dead
                if not key.isEmpty():
                    QShortcut(key, self).activated.connect(run)

    def _update_title(self) -> None:
        title = self.tr("{0} — Spectators").format(isolated(self._document.title))
        self.setWindowTitle(title)

    def set_theme(self, theme: Theme) -> None:
        self.scene.set_theme(theme)

    # -- where it is ---------------------------------------------------------------------------

    def other_screen(self) -> QScreen | None:
        """A screen the game window is not on (the room's TV), if there is one."""
        game = self._game_window.screen()
        return next((s for s in QGuiApplication.screens() if s is not game), None)

    def _first_place(self) -> None:
        """The first time: on another screen than the game window's when there is one,
        else on its screen, centred, most of it."""
        screen = self.other_screen() or self._game_window.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        place = QRect(0, 0, int(area.width() * FIRST_SHARE), int(area.height() * FIRST_SHARE))
        place.moveCenter(area.center())
        self.setGeometry(place)

    def toggle_full_screen(self) -> None:
        """Full screen, on a screen the game window is not on when there is one; back."""
        if self.isFullScreen():
            self.showNormal()
            return
        screen = self.other_screen()
        if screen is not None and screen is not self.screen():
            area = screen.availableGeometry()
            place = QRect(self.geometry())
            place.setSize(place.size().boundedTo(area.size()))
            place.moveCenter(area.center())
            if (handle := self.windowHandle()) is not None:
                handle.setScreen(screen)  # Wayland puts a window full screen on its screen
            self.setGeometry(place)  # an X11 window manager, on the one it lies on
        self.showFullScreen()

    # -- the scores' size ----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_scores()

    def _size_scores(self) -> None:
        """The scores' text a SCORE_LINES-th of the window's height, as far as the window's
        width holds their row."""
        font = self.font()
        base = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
        wanted = self.height() / SCORE_LINES / max(1.0, base)
        unscaled = self.scoreboard.sizeHint().width() / self._scale
        scale = max(1.0, min(wanted, 0.95 * self.width() / max(1, unscaled)))
        if abs(scale - self._scale) > 0.05:
            self._scale = scale
            self.scoreboard.set_scale(scale)
            # Once the chips have their new size (a turn later), measured again.
            QTimer.singleShot(0, self, self._size_scores)

    def closeEvent(self, event: QCloseEvent) -> None:
        remembered.set_spectator_geometry(self.saveGeometry())
        self.closed.emit()
        super().closeEvent(event)


class Spectators(QObject):
    """The game window's spectator window, if open: View > Spectator Window's owner."""

    changed = Signal(bool)  # open or closed

    def __init__(
        self, window: QWidget, document: Document, play: PlayState, scene: BoardScene
    ) -> None:
        super().__init__(window)
        self._game_window, self._document, self._play, self._scene = window, document, play, scene
        self._shown: SpectatorWindow | None = None

    @property
    def window(self) -> SpectatorWindow | None:
        return self._shown

    @property
    def is_open(self) -> bool:
        return self._shown is not None

    def set_open(self, on: bool) -> None:
        shown = self._shown
        if on and shown is None:
            # The game scene's colours: the window's theme, told on (`set_theme`).
            shown = SpectatorWindow(
                self._document, self._play, self._scene.theme, self._game_window
            )
            self._shown = shown
            shown.closed.connect(self._closed)
            shown.show()
            self.changed.emit(True)
        elif on and shown is not None:
            shown.raise_()
            shown.activateWindow()
        elif shown is not None:
            shown.close()  # `_closed` tells it

    def set_theme(self, theme: Theme) -> None:
        if self._shown is not None:
            self._shown.set_theme(theme)

    def _closed(self) -> None:
        self._shown = None
        self.changed.emit(False)
