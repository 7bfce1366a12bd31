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

Two forms: `Transitions` on Boards (a game file read, the window's replay), and
`RegionTransitions` for a position kept as lists (position.py, the command line's replay),
which works in trials because it pays only where a file repeats itself.

Only a cache: every answer is the one `apply` gives (the Outcome's Board equal, its events
equal and `changed` the same), as tests/rules/history/test_transitions.py and
test_position.py check on games of every operation.
"""

from __future__ import annotations

from dataclasses import fields
from operator import add, attrgetter, is_not, sub
from typing import NamedTuple

from ..board import Board, Region
from ..limits import MAX_COUNT
from ..operations import Add, Convert, Event, Operation, Outcome, Refusal, Remove, Reset, SetArmies
from ..play import RegionPlayed, apply

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


class RegionTransitions:
    """The transitions of operations of one Region, remembered for a position kept as lists
    (position.py): `op` on the very same Region object gives the same Region after, the
    same events and the same gains (play.play_region is a pure function of them, for one
    set of participants: the position forgets them when its names change).

    It works in trials, because it pays only where a file comes back to Regions as they
    were: the shipped benchmark's cycle of adds finds 95% of its lines among the
    transitions seen after 50,000 lines, and then a line is a look-up; a game that does
    not repeat itself finds 2-3%, and remembering (which hashes the Region reached, to find
    it again however the game came back to it) costs more than it saves. The first trial
    after the memo wakes fills it; a trial after that which finds fewer than a quarter of
    its lines rests it (and forgets what it holds) for a while."""

    LIMIT = 32768  # transitions kept (about 1 KB each); then the memo starts again
    TRIAL = 4096  # operations of a trial
    REST = 65536  # operations the memo rests after a trial that found few of its lines

    def __init__(self) -> None:
        self._seen: dict[tuple[int, int], _Seen] = {}  # by the ids of op and Region before
        self._reached: dict[Region, Region] = {}  # one object for equal Regions reached
        self._left = self.TRIAL  # look-ups left in this trial
        self._missed = 0  # look-ups of this trial that found nothing (then remembered)
        self._resting = 0  # operations left to rest
        self._filling = True  # the first trial after the memo wakes: not judged

    def found(self, op: Operation, region: Region) -> _Seen | None:
        """The transition of `op` from `region`, if seen (and the memo is not resting). A
        look-up that finds nothing is told by `remember`."""
        if self._resting:
            self._resting -= 1
            return None
        self._left -= 1
        if not self._left:
            self._judge()
        return self._seen.get((id(op), id(region)))

    def _judge(self) -> None:
        """The end of a trial: one that found fewer than a quarter of its look-ups rests
        the memo, which then forgets what it holds (not worth its memory either)."""
        if not self._filling and self._missed * 4 > 3 * self.TRIAL:
            self._resting = self.REST
            self.forget()
        self._filling = self._resting > 0
        self._left, self._missed = self.TRIAL, 0

    def remember(
        self, op: Operation, region: Region, vp: tuple[int, ...], played: RegionPlayed
    ) -> RegionPlayed:
        """Keep `played`, what `op` did from `region` and the ledger `vp` (unless the memo
        rests). What it played, with the Region after as kept: equal to the one made, but
        the one the next transition from it will be found under."""
        if self._resting:
            return played
        self._missed += 1
        if len(self._seen) >= self.LIMIT:
            self.forget()
        after = played.region
        if not played.changed or after is None:
            self._seen[id(op), id(region)] = _Seen(op, region, None, played.events, None)
            return played
        gains = tuple(map(sub, played.vp, vp))
        after = self._reached.setdefault(after, after)
        seen = _Seen(op, region, after, played.events, gains if any(gains) else None)
        self._seen[id(op), id(region)] = seen
        return played._replace(region=after)

    def forget(self) -> None:
        self._seen.clear()  # first: its entries keep the Regions of the other alive
        self._reached.clear()
