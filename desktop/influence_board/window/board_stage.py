"""The board first: what a window shows before its menus, bars and docks are in.

A player opening the app waits for the board, so a shown window puts it up right after its
frame: the Document and the play state (which observes it before any view), the scene and
its view, nothing else imported. The history (the journal, the step list and the Game, with
the rules' operations and the words of steps) comes with the rest of the window (parts.py),
built around them once the board is on screen: nothing that draws the board reads it (and
what they observe of the Document, a restart, comes only later). Until then the view
stands where the window's layout will put it (the place it had when the last window
closed, else an estimate of the default layout), so the docks and bars come in around a
board that does not move.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QEvent, QMargins, QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from ..document.board_document import Document
from ..document.play_state import PlayState
from ..files import settings as remembered
from ..rules import Board
from ..rules.topology import with_positions
from ..scene.board_scene import BoardScene
from .board_view import BoardView

SIDE_SHARE, SIDE_MIN, SIDE_MAX = 0.28, 340, 440  # the dock column's first width
# The default layout's edges around the board when none is remembered (as Fusion draws
# them): the menu bar and two rows of bars above, the timeline and the status bar below,
# the dock column and its splitter at the right.
ESTIMATED_TOP, ESTIMATED_BOTTOM, SPLITTER = 89, 61, 6


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.55 ms, the start's).
class BoardParts(NamedTuple):
    document: Document
    play: PlayState
    scene: BoardScene
    view: BoardView


def build_board(window: QMainWindow, board: Board, path: str | Path | None) -> BoardParts:
    """The board's parts, in the order they observe one another; the view not placed."""
    document = Document(with_positions(board), path, window)
    play = PlayState(document, window)  # before every view: valid before they rebuild
    scene = BoardScene(document, parent=window, play=play)  # it draws the play state
    scene.set_cached(True)  # on a screen: each track a pixmap, repainted when it changes
    view = BoardView(scene, window)
    return BoardParts(document, play, scene, view)


def show_board_first(
    window: QMainWindow, view: BoardView, then: Callable[[], None], unpainted_ms: int
) -> None:
    """Put `view` in `window` where the full layout will have it, and call `then` once it
    has been painted (or after `unpainted_ms`, for a platform that paints nothing)."""
    stand = QWidget(window)
    layout = QVBoxLayout(stand)
    layout.setContentsMargins(board_margins(window))
    layout.addWidget(view)
    window.setCentralWidget(stand)
    done = False

    def after_paint() -> None:
        nonlocal done
        if not done:
            done = True
            view.viewport().removeEventFilter(watch)
            then()

    watch = _FirstPaint(after_paint, window)
    view.viewport().installEventFilter(watch)
    QTimer.singleShot(unpainted_ms, watch, after_paint)  # gone with the window


def take_board_home(window: QMainWindow, view: BoardView) -> None:
    """The view as the window's central widget (the stand it stood on goes)."""
    if window.centralWidget() is not view:
        window.setCentralWidget(view)


def board_margins(window: QMainWindow) -> QMargins:
    """The board's edges in the window: as the last window kept them, else estimated."""
    kept = remembered.board_margins()
    if (
        kept is not None
        and kept.left() + kept.right() < window.width() - 100
        and (kept.top() + kept.bottom() < window.height() - 100)
    ):
        return kept
    right = dock_column_width(window.width()) + SPLITTER
    return QMargins(0, ESTIMATED_TOP, right, ESTIMATED_BOTTOM)


def dock_column_width(window_width: int) -> int:
    """The first width of the dock column on the right, in a window `window_width` wide."""
    return max(SIDE_MIN, min(SIDE_MAX, int(window_width * SIDE_SHARE)))


def margins_of(window: QMainWindow, view: BoardView) -> QMargins:
    """Where `view` lies in `window` now, as the window's margins around it."""
    top_left = view.mapTo(window, view.rect().topLeft())
    right = window.width() - top_left.x() - view.width()
    bottom = window.height() - top_left.y() - view.height()
    return QMargins(top_left.x(), top_left.y(), right, bottom)


class _FirstPaint(QObject):
    def __init__(self, then: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._then)  # after this paint is on screen
        return False
