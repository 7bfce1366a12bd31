"""The histories that `influence-board replay` and the animated replay play on: the
position as a list of Regions and a ledger, and how to take each step back.

Why lists: a line of a long file is an operation of one Region (or of the ledger alone),
which replaces that Region and maybe the ledger and leaves all the rest. Played on lists by
the rules of one Region (play.play_region), a line costs what its Region costs, whatever
the size of the board; a Board is built only when something asks for it (an expectation,
an operation of the whole board, the report at the end). A step kept to be taken back is
the Region and the ledger before it, a few hundred bytes.
A file that comes back to Regions as they were finds its lines among the transitions
remembered (transitions.py), and then a line is a look-up.
"""

from __future__ import annotations

from itertools import compress
from operator import add, is_not
from typing import TypeGuard

from ...text.language import _
from ..board import Board, Region
from ..edit_operations import EditOperation
from ..limits import MAX_COUNT
from ..operations import (
    Add,
    AdjustVp,
    Convert,
    Event,
    Operation,
    Outcome,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
)
from ..play import apply, play_region
from .transitions import RegionTransitions
from .words import step_text

# Operations that name one Region (a Score that names none scores them all).
_OF_ONE_REGION = (Add, Convert, Reset, Remove, SetArmies, Score)

_Result = tuple[tuple[Event, ...], bool]  # a line's events, and whether it is a step


# How to get a position of the history back from its neighbour: put back one Region (all
# that a rule operation or a move changes, None for the ledger alone) or, for a larger
# edit, the whole Board; and the ledger.
_Back = Region | Board | None


class _Steps:
    """The records of steps: for each, its operation (which gives the step's words again
    when they are asked for), the way back and the ledger. Three entries a step in one
    list: a tuple a step would take 56 bytes more, and a long game keeps a million."""

    def __init__(self) -> None:
        self._entries: list[object] = []

    def push(self, op: Operation | EditOperation, back: _Back, vp: tuple[int, ...]) -> None:
        self._entries += (op, back, vp)

    def pop(self) -> tuple[Operation | EditOperation, _Back, tuple[int, ...]]:
        entries = self._entries
        vp, back, op = entries.pop(), entries.pop(), entries.pop()
        return op, back, vp  # type: ignore[return-value]  # as push put them

    def last(self) -> tuple[Operation | EditOperation, _Back, tuple[int, ...]]:
        op, back, vp = self._entries[-3:]
        return op, back, vp  # type: ignore[return-value]  # as push put them

    def clear(self) -> None:
        self._entries.clear()

    def __bool__(self) -> bool:
        return bool(self._entries)


class BoardHistory:
    """A History (engine.py) kept as lists: the position, the steps done (how to go back
    from each) and the steps undone (how to go forward again through each)."""

    def __init__(self, board: Board) -> None:
        self._done = _Steps()
        self._undone = _Steps()
        self._transitions = RegionTransitions()
        self._board = board
        self._changed = False  # whether the lists below differ from the Board
        self._index: dict[str, int] = {}
        self._regions: list[Region] = []
        self._vp: tuple[int, ...] = ()
        self._set(board)

    # -- the position --------------------------------------------------------------------

    @property
    def board(self) -> Board:
        if self._changed:
            # The rules of one Region change a Region and the ledger: the rest is the Board's.
            self._board = self._board._next(tuple(self._regions), self._vp)
            self._changed = False
        return self._board

    def _set(self, board: Board) -> None:
        if board._names is not self._board._names:
            self._transitions.forget()  # those kept are of other names
        self._board = board  # its participants are the position's; its Regions may be older
        self._changed = False
        self._index = board._region_index
        self._regions = list(board.regions)
        self._vp = board.vp

    def play(self, op: Operation) -> _Result | Refusal:
        """`op` carried out on the position: its events and whether it is a step (as
        `apply` says), or the Refusal (nothing changed). A step is kept to be undone."""
        if isinstance(op, _OF_ONE_REGION):
            try:
                index = self._index[op.region]  # type: ignore[index]  # None: scores them all
            except (KeyError, TypeError):
                pass  # not a Region of the board: `apply` says so below
            else:
                # The common case of a file that repeats itself first, written out here: a
                # transition seen before, which is a look-up and a change of the lists.
                region = self._regions[index]
                seen = self._transitions.found(op, region)
                if seen is None:
                    return self._play_region(op, index, region)
                if seen.after is None:
                    return seen.events, False
                vp = self._vp
                if seen.gains is not None:
                    vp = tuple(map(add, vp, seen.gains))
                    if max(vp) > MAX_COUNT:  # refused, in the rules' words
                        return self._play_region(op, index, region)
                self._step(op, index, seen.after, vp)
                return seen.events, True
        elif isinstance(op, AdjustVp):
            played = play_region(self._board, None, self._vp, op)
            if isinstance(played, Refusal):
                return played
            if played.changed:
                self._step(op, None, None, played.vp)
            return played.events, played.changed
        # The whole board's operations, and a Region that is not there (apply says so)
        outcome = apply(self.board, op)
        if isinstance(outcome, Refusal):
            return outcome
        if outcome.changed:
            self.push(op, outcome)
        return outcome.events, outcome.changed

    def _play_region(self, op: Operation, index: int, region: Region) -> _Result | Refusal:
        """`op` on the Region at `index` by the rules, remembered."""
        played = play_region(self._board, region, self._vp, op)
        if isinstance(played, Refusal):
            return played
        played = self._transitions.remember(op, region, self._vp, played)
        if played.changed:
            self._step(op, index, played.region, played.vp)
        return played.events, played.changed

    def _step(
        self, op: Operation, index: int | None, region: Region | None, vp: tuple[int, ...]
    ) -> None:
        """Make a step of one Region (None: the ledger alone) current, keeping the way back."""
        if index is None or region is None:
            self._done.push(op, None, self._vp)
        else:
            self._done.push(op, self._regions[index], self._vp)
            self._regions[index] = region
        self._undone.clear()
        self._vp = vp
        self._changed = True

    # -- the steps -------------------------------------------------------------------------

    def push(
        self, op: Operation | EditOperation, outcome: Outcome, note: str | None = None
    ) -> None:
        """Make `outcome` (a step) current; the redo steps are dropped."""
        self._done.push(op, _way_back(self.board, outcome.board), self.board.vp)
        self._undone.clear()
        self._set(outcome.board)

    def undo(self, note: str | None = None) -> None:
        self._go_back(self._done, self._undone)

    def redo(self, note: str | None = None) -> None:
        self._go_back(self._undone, self._done)

    def _go_back(self, source: _Steps, other: _Steps) -> None:
        """Put back the position of the last record of `source`, recording in `other` the
        way to this one."""
        op, back, vp = source.pop()
        if isinstance(back, Board):
            other.push(op, _way_back(self.board, back), self.board.vp)
            self._set(back)
            return
        if back is None:
            other.push(op, None, self._vp)
        else:
            index = self._index[back.id]
            other.push(op, self._regions[index], self._vp)
            self._regions[index] = back
        self._vp = vp
        self._changed = True

    def can_undo(self) -> bool:
        return bool(self._done)

    def can_redo(self) -> bool:
        return bool(self._undone)

    def undo_text(self) -> str:
        op, back, vp = self._done.last()
        if not isinstance(back, Board) and _named_on_the_lists(op):
            return self._named(op, vp, back)
        return _summary(_restored(self.board, back, vp), op)

    def redo_text(self) -> str:
        # The position before a step undone is the current one.
        op, forward, _vp = self._undone.last()
        if not isinstance(forward, Board) and _named_on_the_lists(op):
            return self._named(op, self._vp)
        return _summary(self.board, op)

    def _named(self, op: Operation, vp: tuple[int, ...], back: Region | None = None) -> str:
        """The name of a step of one Region or of the ledger alone, played again from the
        ledger `vp` and its Region as it was (`back`, or as it is when the step changed only
        the ledger): no Board of the whole position is made for its words (a 300-Region
        board's three made an undo line cost as much as ten others)."""
        region = back
        if region is None and not isinstance(op, AdjustVp):
            region = self._regions[self._index[op.region]]  # type: ignore[union-attr,index]
        played = play_region(self._board, region, vp, op)
        return "" if isinstance(played, Refusal) else step_text(self._board, op, played.events)


class CurrentBoard(BoardHistory):
    """A History that keeps no step: for operation lines that never undo nor redo, which
    then need no position but the current one, however long the file."""

    def _step(
        self, op: Operation, index: int | None, region: Region | None, vp: tuple[int, ...]
    ) -> None:
        if index is not None and region is not None:
            self._regions[index] = region
        self._vp = vp
        self._changed = True

    def push(
        self, op: Operation | EditOperation, outcome: Outcome, note: str | None = None
    ) -> None:
        self._set(outcome.board)

    def undo(self, note: str | None = None) -> None:
        raise RuntimeError(_("this history keeps no step to undo"))

    def redo(self, note: str | None = None) -> None:
        raise RuntimeError(_("this history keeps no step to redo"))

    def undo_text(self) -> str:
        return ""

    def redo_text(self) -> str:
        return ""


def _way_back(target: Board, neighbour: Board) -> _Back:
    """What turns `neighbour` back into `target` (with `target`'s ledger)."""
    if len(target.regions) != len(neighbour.regions) or target.round != neighbour.round:
        return target
    # the places of the Regions not shared, found without a Python step for each Region
    differs = map(is_not, target.regions, neighbour.regions)
    changed = list(compress(range(len(target.regions)), differs))
    if (
        len(changed) <= 1
        and (not changed or target.regions[changed[0]].id == neighbour.regions[changed[0]].id)
        and target.players is neighbour.players
        and target.local_power is neighbour.local_power
        and target.adjacency is neighbour.adjacency
        and target.name == neighbour.name
    ):
        return target.regions[changed[0]] if changed else None
    return target


def _named_on_the_lists(op: Operation | EditOperation) -> TypeGuard[Operation]:
    """Whether the step of `op` is named from one Region and the ledger: a rule of one
    Region or of the ledger alone (a Score of every Region reads them all, a move the
    Board's positions)."""
    if isinstance(op, Score):
        return op.region is not None
    return isinstance(op, (*_OF_ONE_REGION, AdjustVp))


def _restored(neighbour: Board, back: _Back, vp: tuple[int, ...]) -> Board:
    if isinstance(back, Board):
        return back
    if back is None:
        return neighbour.with_vp(vp)
    return neighbour.with_region(back, vp)


def _summary(before: Board, op: Operation | EditOperation) -> str:
    """The name of a step, from the Board it started from (apply is a pure function, so
    the step's outcome comes back as it was)."""
    outcome = apply(before, op)
    return step_text(before, op, outcome.events) if isinstance(outcome, Outcome) else ""
