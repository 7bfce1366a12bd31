"""A long game's transitions, remembered: `play.apply` for files of many lines.

A game plays the same operation on the same Region again and again (the benchmark's
million lines make 28,873 different ones), and `apply` is a pure function. An
operation on one Region (Add, Convert, Reset, Remove, SetArmies) reads only that Region,
the participants and the VP ledger (for its limit), and changes only that Region and the
ledger. So its Outcome on a Board holding the very same Region object, with the same
participants, is the same Region after, the same events and the same VP gained: kept
once, the next time only the new Board is built. The words of each event (the costliest
part of a line) are then spelled once a transition instead of once a line, and the
events are the same objects, which the replay's report spells once too.

Only a cache: every answer is the one `apply` gives (the Outcome's Board equal, its events
equal and `changed` the same), as tests/rules/history/test_transitions.py checks on games of
every operation.
"""

from __future__ import annotations

from dataclasses import fields
from operator import add, attrgetter, is_not, sub
from typing import NamedTuple

from ..board import Board, Region
from ..limits import MAX_COUNT
from ..operations import Add, Convert, Event, Operation, Outcome, Refusal, Remove, Reset, SetArmies
from ..play import apply

# The operations that read and change one Region (and the ledger).
ONE_REGION = (Add, Convert, Reset, Remove, SetArmies)
# Those, by their exact type, with their fields of numbers (where equal values may be of
# other types: True == 1 == 1.0).
_ONE_REGION: dict[type, attrgetter[tuple[object, ...]]] = {
    kind: attrgetter(
        "region", *(f.name for f in fields(kind) if "int" in str(f.type) or "bool" in str(f.type))
    )
    for kind in ONE_REGION
}


class _Seen(NamedTuple):
    """One transition: `op` on `region` gave `after` (None: no step, the Board stays),
    `events`, and `gains` to the ledger (None: it stays). It keeps `op` and `region`
    alive, so the ids of its key are theirs for as long as it is kept."""

    op: Operation
    region: Region
    after: Region | None
    events: tuple[Event, ...]
    gains: tuple[int, ...] | None


class Transitions:
    """`apply`, remembering the transitions of operations on one Region (bounded: when
    full it starts again). One for a replay or a game file being read."""

    LIMIT = 32768  # transitions kept: about 1 KB each

    def __init__(self) -> None:
        # by the ids of the operation and the Region before: no hash of either to compute
        self._seen: dict[tuple[int, int], _Seen] = {}
        self._ops: dict[Operation, Operation] = {}  # one object for equal operations
        self._regions: dict[Region, Region] = {}  # one object for equal Regions reached
        self._names: dict[str, str] | None = None  # the participants of the entries

    def apply(self, board: Board, op: Operation) -> Outcome | Refusal:
        """What `play.apply(board, op)` gives."""
        # The common case of a long file first: this operation object on this Region object
        # (a file's equal lines are one object: operation_lines.stream_steps).
        try:
            index = board._region_index[op.region]  # type: ignore[union-attr, index]
            seen = self._seen[id(op), id(board.regions[index])]
        except (KeyError, AttributeError, TypeError):
            return self._first(board, op)
        if board._names is not self._names:
            return self._first(board, op)
        return _again(board, index, seen) or apply(board, op)

    def _first(self, board: Board, op: Operation) -> Outcome | Refusal:
        """`apply`, for an operation not seen on that Region yet (or not of one Region)."""
        numbers = _ONE_REGION.get(type(op))
        region_id = getattr(op, "region", None)
        if numbers is None or not isinstance(region_id, str) or not board.has_region(region_id):
            return apply(board, op)
        if board._names is not self._names or len(self._seen) >= self.LIMIT:
            self._forget()
            self._names = board._names
        try:
            known = self._ops.setdefault(op, op)
        except TypeError:  # a value that cannot be a key (not from a file): no shortcut
            return apply(board, op)
        if known is not op and not _same_types(known, op, numbers):
            return apply(board, op)
        index = board.region_index(region_id)
        region = board.regions[index]
        key = (id(known), id(region))
        seen = self._seen.get(key)
        if seen is not None and (again := _again(board, index, seen)) is not None:
            return again
        outcome = apply(board, known)
        if isinstance(outcome, Outcome):
            seen = self._remember(board, index, known, region, outcome)
            if seen is not None:
                self._seen[key] = seen
                if seen.after is not None:
                    # the Board with the Region after as kept (equal to the one made, but the
                    # one the next transition from it will be found under)
                    outcome = _again(board, index, seen) or outcome
        return outcome

    def _remember(
        self, board: Board, index: int, op: Operation, region: Region, outcome: Outcome
    ) -> _Seen | None:
        """The transition to keep, if it can be kept."""
        after = outcome.board
        if not outcome.changed:  # reported with the very Board it started from
            return _Seen(op, region, None, outcome.events, None) if after is board else None
        # Only this Region and the ledger changed: the rest is the very same.
        if (
            after._region_index is not board._region_index
            or after._names is not board._names
            or after.round != board.round
            or after.regions[index].id != region.id
            or sum(map(is_not, after.regions, board.regions)) != 1
        ):
            return None
        gains = tuple(map(sub, after.vp, board.vp))
        # One object for each Region reached (by value): the transitions from it are found
        # again however the game came back to it.
        changed = self._regions.setdefault(after.regions[index], after.regions[index])
        return _Seen(op, region, changed, outcome.events, gains if any(gains) else None)

    def _forget(self) -> None:
        self._seen.clear()  # first: its entries keep the objects of the others alive
        self._ops.clear()
        self._regions.clear()


def _again(board: Board, index: int, seen: _Seen) -> Outcome | None:
    """A transition seen before, on `board` (whose Region at `index` is the one it started
    from); None when the ledger would pass its limit (then `apply` says so)."""
    after = seen.after
    if after is None:
        return Outcome(board, seen.events, False)
    gains = seen.gains
    if gains is None:
        vp = board.vp
    else:
        vp = tuple(map(add, board.vp, gains))
        if max(vp) > MAX_COUNT:
            return None
    regions = board.regions
    return Outcome(board._next((*regions[:index], after, *regions[index + 1 :]), vp), seen.events)


def _same_types(a: Operation, b: Operation, numbers: attrgetter[tuple[object, ...]]) -> bool:
    """Equal operations whose numbers are of the same types too (True == 1, yet an index
    of True is refused)."""
    return list(map(type, numbers(a))) == list(map(type, numbers(b)))


class Position:
    """The current Board of a replay that keeps no step (history/engine.py's CurrentBoard),
    played by remembered transitions: between lines that need it, the position is kept as
    a list of Regions and a ledger, and the Board is built only when asked for (`board`).
    A line then costs a look-up and a change of the lists."""

    def __init__(self, board: Board) -> None:
        self.transitions = Transitions()
        self._seen = self.transitions._seen  # the same dict: cleared in place
        self._board = board
        self._changed = False  # whether the lists below differ from the Board
        self._index: dict[str, int] = {}
        self._regions: list[Region] = []
        self._vp: list[int] = []
        self.set(board)

    @property
    def board(self) -> Board:
        if self._changed:
            # The transitions change a Region and the ledger only: the rest is the Board's.
            self._board = self._board._next(tuple(self._regions), tuple(self._vp))
            self._changed = False
        return self._board

    def set(self, board: Board) -> None:
        self._board = board
        self._changed = False  # the lists below are the Board's
        self._index = board._region_index
        self._regions = list(board.regions)
        self._vp = list(board.vp)
        known = self.transitions
        if board._names is not known._names:  # the transitions kept are of other names
            known._forget()
            known._names = board._names

    def play(self, op: Operation) -> tuple[tuple[Event, ...], bool] | Refusal:
        """`op` carried out: its events and whether it is a step (as `apply` says), or the
        Refusal (nothing changed)."""
        try:
            index = self._index[op.region]  # type: ignore[union-attr, index]
            seen = self._seen[id(op), id(self._regions[index])]
        except (KeyError, AttributeError, TypeError):
            return self._first(op)
        after = seen.after
        if after is None:
            return seen.events, False
        gains = seen.gains
        if gains is not None:
            vp = list(map(add, self._vp, gains))
            if max(vp) > MAX_COUNT:
                return self._first(op)  # refused, in apply's words
            self._vp = vp
        self._regions[index] = after
        self._changed = True
        return seen.events, True

    def _first(self, op: Operation) -> tuple[tuple[Event, ...], bool] | Refusal:
        outcome = self.transitions.apply(self.board, op)
        if isinstance(outcome, Refusal):
            return outcome
        if outcome.changed:
            self.set(outcome.board)
        return outcome.events, outcome.changed
