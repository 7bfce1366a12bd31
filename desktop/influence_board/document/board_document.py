"""The open document: the current Board, its file, and what changed.

The step list (step_list.py, the history's one owner: its undo, redo and jumps) changes
the Board only through `set_board`; the Document never sees a step nor the history. The
scene and the panels observe `changed`, told once for each
step (a batch's end for many), with everything that changed in it, and update only the
Regions named (DESIGN.md "How data flows"): a view that shows several parts of the position
(the Regions and the VP, say) is told once, not once a part. What is told to the user (the
Log, the status bar) is the journal's (journal.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal

from ..rules import Board


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.5 ms, the start's).
class BoardChange(NamedTuple):
    """What one change of the current Board changed (`Document.changed`)."""

    regions: tuple[str, ...] = ()  # ids of the Regions whose state changed
    vp: bool = False
    round: bool = False  # the round being played (RULES.md §8)
    links: bool = False  # the adjacency
    name: bool = False  # the board's name
    replaced: bool = False  # a whole new Board: views rebuild (the rest is not told)

    def then(self, later: BoardChange) -> BoardChange:
        """This change and a `later` one as one (what a view that waited has to catch up)."""
        if self.replaced or later.replaced:
            return REPLACED
        regions = self.regions + tuple(r for r in later.regions if r not in self.regions)
        return BoardChange(
            regions,
            self.vp or later.vp,
            self.round or later.round,
            self.links or later.links,
            self.name or later.name,
        )


REPLACED = BoardChange(replaced=True)


class Document(QObject):
    # The one signal a view of the position needs: a BoardChange, once for each change.
    changed = Signal(object)
    # The same news by part, for a listener of one part only (the rest listen to `changed`);
    # told after it.
    # Python objects, not `list`: Qt would copy a list argument item by item into its own
    # list and back at every emit (38 ms for the 5,000 steps of a long jump).
    regions_changed = Signal(object)  # list[str]: ids of the Regions whose state changed
    board_replaced = Signal()  # a whole new Board: views rebuild
    name_changed = Signal()  # the board's name changed
    path_changed = Signal()
    restarted = Signal()  # a new game or file: its history (and log) start afresh

    def __init__(
        self, board: Board, path: str | Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._board = board
        self._path = Path(path) if path else None
        self._batched = False  # in a `batch`: its end tells the change once
        self._needs_repair: bool | None = None  # found when first asked (`needs_repair`)

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

    @property
    def needs_repair(self) -> bool:
        """The Board came in (opened, restored) with errors: a scenario opened to repair
        (rules/repair.py). It starts in setup mode, and play waits until it is valid."""
        if self._needs_repair is None:
            from ..rules.validation import is_valid

            self._needs_repair = not is_valid(self._board)
        return self._needs_repair

    def set_path(self, path: str | Path | None) -> None:
        self._path = Path(path) if path else None
        self.path_changed.emit()

    def set_board(self, board: Board) -> None:
        """Make `board` current and announce what differs from the Board before.

        Boards with the same Regions in the same order and the same participants are
        updated in place: the Regions that changed are exactly those that are no longer
        the same object (structural sharing).
        """
        old, self._board = self._board, board
        if old is board or self._batched:
            return  # in a batch, its end tells the change once
        if not (
            old.same_regions_as(board)
            and old.players == board.players
            and old.local_power == board.local_power
        ):
            self._tell(REPLACED)
            return
        regions = tuple(n.id for o, n in zip(old.regions, board.regions, strict=True) if o is not n)
        vp, round_, name = old.vp != board.vp, old.round != board.round, old.name != board.name
        links = old.adjacency is not board.adjacency and old.adjacency != board.adjacency
        if regions or vp or round_ or links or name:
            self._tell(BoardChange(regions, vp, round_, links, name))

    def _tell(self, change: BoardChange) -> None:
        self.changed.emit(change)
        if change.replaced:
            self.board_replaced.emit()
            return
        if change.regions:
            self.regions_changed.emit(list(change.regions))
        if change.name:
            self.name_changed.emit()

    def replace(self, board: Board, path: str | Path | None = None) -> None:
        """A new game or file: the history starts afresh, then the views show the Board."""
        self._board = board
        self._needs_repair = None
        self.set_path(path)
        self.restarted.emit()
        self._tell(REPLACED)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Many Boards made current in a row (a jump, a replay, the step list rebuilding
        its commands) are told as one change: from the Board before to the Board at the
        end."""
        if self._batched:  # inside another batch: that one tells
            yield
            return
        start = self._board
        self._batched = True
        blocked = self.blockSignals(True)
        try:
            yield
        finally:
            self._batched = False
            end, self._board = self._board, start
            self.blockSignals(blocked)
            self.set_board(end)
