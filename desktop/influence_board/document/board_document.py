"""The open document: the current Board, its undo stack, its file, and what changed.

Commands (commands.py, built by the step list and pushed on its stack) change the Board
only through `set_board`; the Document never sees a command. The scene and the panels
observe the signals and update only the Regions named (DESIGN.md "How data flows").
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..rules import Board, Event


class Document(QObject):
    # Python objects, not `list`: Qt would copy a list argument item by item into its own
    # list and back at every emit (38 ms for the 5,000 steps of a long jump).
    regions_changed = Signal(object)  # list[str]: ids of the Regions whose state changed
    vp_changed = Signal()
    round_changed = Signal()  # the round being played (RULES.md §8)
    board_replaced = Signal()  # a whole new Board: views rebuild
    links_changed = Signal()  # the adjacency changed
    name_changed = Signal()  # the board's name changed
    events_logged = Signal(object)  # list[Event] of an operation, undo or redo
    # One line for many steps (a jump, a replay): the Event, the events of each of its
    # operations (a Sequence[list[Event]]) and how many they are in all
    summary_logged = Signal(object, object, int)
    refused = Signal(str)  # why the rules said no
    message = Signal(str)  # something to tell the user in the status bar
    path_changed = Signal()
    restarted = Signal()  # a new game or file: its history (and log) start afresh
    modified_changed = Signal(bool)  # the game has (True) or no longer has unsaved changes

    def __init__(self, board: Board, path: str | Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self._board = board
        self._path = Path(path) if path else None
        self._undo_stack: QUndoStack | None = None  # made when a history first needs it
        self._held: list[list[Event]] | None = None  # what is logged during a `batch`
        self._words = True  # whether a `batch` wants the words of the steps it passes

    # -- state --------------------------------------------------------------------------------

    @property
    def board(self) -> Board:
        return self._board

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def title(self) -> str:
        """What the game is called in the window's title and its questions: the file's
        name, or the board's for a game never saved."""
        return self._path.name if self._path is not None else self._board.name

    def set_path(self, path: str | Path | None) -> None:
        self._path = Path(path) if path else None
        self.path_changed.emit()

    @property
    def undo_stack(self) -> QUndoStack:
        """The command layer of the game's history (document/step_list.py keeps the steps).
        Made on first use: a Document only drawn (a picture, a setup sheet) has none."""
        if self._undo_stack is None:
            self._undo_stack = QUndoStack(self)
            self._undo_stack.cleanChanged.connect(self._clean_changed)
        return self._undo_stack

    def is_modified(self) -> bool:
        return self._undo_stack is not None and not self._undo_stack.isClean()

    def set_board(self, board: Board) -> None:
        """Make `board` current and announce what differs from the Board before.

        Boards with the same Regions in the same order and the same participants are
        updated in place: the Regions that changed are exactly those that are no longer
        the same object (structural sharing).
        """
        old, self._board = self._board, board
        if old is board or self._held is not None:
            return  # in a batch, its end tells the change once
        if not (
            old.same_regions_as(board)
            and old.players == board.players
            and old.local_power == board.local_power
        ):
            self.board_replaced.emit()
            return
        changed = [n.id for o, n in zip(old.regions, board.regions, strict=True) if o is not n]
        if changed:
            self.regions_changed.emit(changed)
        if old.vp != board.vp:
            self.vp_changed.emit()
        if old.round != board.round:
            self.round_changed.emit()
        if old.adjacency is not board.adjacency and old.adjacency != board.adjacency:
            self.links_changed.emit()
        if old.name != board.name:
            self.name_changed.emit()

    def replace(self, board: Board, path: str | Path | None = None) -> None:
        """A new game or file: the history starts afresh, then the views show the Board."""
        if self._undo_stack is not None:
            self._undo_stack.clear()
            self._undo_stack.setClean()
        self._board = board
        self.set_path(path)
        self.restarted.emit()
        self.board_replaced.emit()

    @property
    def wants_words(self) -> bool:
        """Whether the lines of an undo or redo are wanted now (not in a jump, whose
        caller knows its steps and makes their words only if they are read)."""
        return self._words

    @contextmanager
    def batch(self, words: bool = True) -> Iterator[list[list[Event]]]:
        """Many Boards made current in a row (a jump, a replay, the step list rebuilding
        its commands) are told as one change: from the Board before to the Board at the
        end, and whether the game is saved if that changed. Nothing is logged meanwhile:
        what would have been is collected in the list given (for `log_summary`), but for
        the lines of undos and redos when not `words`."""
        if self._held is not None:  # inside another batch: that one tells
            yield self._held
            return
        start, was_modified = self._board, self.is_modified()
        held: list[list[Event]] = []
        self._held, self._words = held, words
        blocked = self.blockSignals(True)
        try:
            yield held
        finally:
            self._held, self._words = None, True
            end, self._board = self._board, start
            self.blockSignals(blocked)
            self.set_board(end)
            if self.is_modified() != was_modified:
                self.modified_changed.emit(self.is_modified())

    def mark_saved(self) -> None:
        """The game as it is now is what its file holds."""
        self.undo_stack.setClean()

    def mark_modified(self) -> None:
        """Unsaved although no step was taken (a restored autosave, say)."""
        self.undo_stack.resetClean()

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    def log(self, events: list[Event]) -> None:
        if self._held is not None:
            if events:
                self._held.append(list(events))
        elif events:
            self.events_logged.emit(events)

    def log_summary(
        self, summary: Event, details: Sequence[list[Event]], lines: int | None = None
    ) -> None:
        """One line for many steps; their own lines (`details`, by step: `lines` in all,
        counted if not given) are a click away in the Log."""
        if lines is None:
            lines = sum(len(events) for events in details)
        self.summary_logged.emit(summary, details, lines)
