"""Immutable board state: participants, Regions with their rows of cubes, the VP ledger.

Every operation builds a new Board that shares all untouched Regions with the old one, so
keeping the old Board is all an undo needs (RULES.md, DESIGN.md "How data flows").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

Owner = str
Row = tuple[Owner | None, ...]
Kind = Literal["permanent", "temporary"]  # a cube's kind: the row it is placed in
RowName = Literal["permanent", "temporary", "overflow"]


@dataclass(frozen=True, slots=True)
class Participant:
    """A player (a superpower) or the local power; only players score."""

    id: str
    name: str
    color: str


@dataclass(frozen=True, slots=True)
class Region:
    """One Region: printed slots and bonuses, the cubes in them, and Armies for tie-breaks.

    `permanent` and `temporary` have one entry per printed slot (None = empty); the
    temporary row is always a contiguous run from the left. `armies` holds only
    participants with at least one Army, sorted by owner.
    """

    id: str
    name: str
    permanent_vp: tuple[int, ...]
    temporary_vp: tuple[int, ...]
    majority_bonus: tuple[int, ...]
    permanent: Row
    overflow: tuple[Owner, ...] = ()
    temporary: Row = ()
    armies: tuple[tuple[Owner, int], ...] = ()
    position: tuple[float, float] | None = None

    # These run once per operation and must stay cheap: they fill a new Region's fields
    # directly (see _UnfrozenRegion) instead of going through __init__.
    def _copy(
        self,
        permanent: Row,
        overflow: tuple[Owner, ...],
        temporary: Row,
        armies: tuple[tuple[Owner, int], ...],
        position: tuple[float, float] | None,
    ) -> Region:
        region: Any = _UnfrozenRegion()
        region.id = self.id
        region.name = self.name
        region.permanent_vp = self.permanent_vp
        region.temporary_vp = self.temporary_vp
        region.majority_bonus = self.majority_bonus
        region.permanent = permanent
        region.overflow = overflow
        region.temporary = temporary
        region.armies = armies
        region.position = position
        region.__class__ = Region  # every field is set: from now on it is frozen
        return region

    def with_rows(self, permanent: Row, overflow: tuple[Owner, ...], temporary: Row) -> Region:
        return self._copy(permanent, overflow, temporary, self.armies, self.position)

    def with_armies(self, armies: tuple[tuple[Owner, int], ...]) -> Region:
        return self._copy(self.permanent, self.overflow, self.temporary, armies, self.position)

    def with_position(self, position: tuple[float, float] | None) -> Region:
        return self._copy(self.permanent, self.overflow, self.temporary, self.armies, position)

    def armies_of(self, owner: Owner) -> int:
        for who, n in self.armies:
            if who == owner:
                return n
        return 0

    def holds_the_same(self, other: Region) -> bool:
        """The same cubes and Armies as `other` (RULES.md §7): what a rule of play may change."""
        return (
            self.temporary == other.temporary
            and self.permanent == other.permanent
            and self.overflow == other.overflow
            and self.armies == other.armies
        )

    def temporary_count(self) -> int:
        """Length of the occupied run of the temporary row."""
        row = self.temporary
        # the first empty slot, searched in C (a full row raises nothing: it is common)
        return row.index(None) if None in row else len(row)

    def cubes(self) -> Iterator[Owner]:
        """Every cube in the Region: permanent, overflow, then temporary."""
        for cube in self.permanent:
            if cube is not None:
                yield cube
        yield from self.overflow
        for cube in self.temporary:
            if cube is not None:
                yield cube

    def empty_permanent(self) -> int:
        return self.permanent.count(None)


@dataclass(frozen=True, slots=True)
class Board:
    """The whole position. `regions` is in board order (the order of scoring)."""

    name: str
    players: tuple[Participant, ...]
    local_power: Participant | None
    regions: tuple[Region, ...]
    adjacency: tuple[tuple[str, str], ...] = ()
    vp: tuple[int, ...] = ()  # one total per player, in the order of `players`
    # The round being played, and the rounds after which every Region scores (RULES.md
    # §8; the standard game: (3, 6)). The round is part of the position; the scoring
    # rounds are the scenario's.
    round: int = 1
    scoring_rounds: tuple[int, ...] = ()
    # Derived look-ups, shared between Boards whose ids did not change.
    _region_index: dict[str, int] = field(default=None, compare=False, repr=False)  # type: ignore[arg-type]
    _player_index: dict[str, int] = field(default=None, compare=False, repr=False)  # type: ignore[arg-type]
    # Every participant's name by id: every event's words ask for names. Always built
    # afresh by __init__ (names may have changed), shared by `_next` (they did not).
    _names: dict[str, str] = field(default=None, init=False, compare=False, repr=False)  # type: ignore[arg-type]

    def __post_init__(self) -> None:
        if not self.vp:
            object.__setattr__(self, "vp", (0,) * len(self.players))
        if len(self.vp) != len(self.players):
            # a programming error, not the user's: English only
            raise ValueError("the VP ledger needs one total per player")
        if self._region_index is None:
            object.__setattr__(self, "_region_index", {r.id: i for i, r in enumerate(self.regions)})
        if self._player_index is None:
            object.__setattr__(self, "_player_index", {p.id: i for i, p in enumerate(self.players)})
        names = {} if self.local_power is None else {self.local_power.id: self.local_power.name}
        names.update((p.id, p.name) for p in self.players)  # a player's id wins over the local's
        object.__setattr__(self, "_names", names)

    # -- look-ups -------------------------------------------------------------------------

    def region(self, region_id: str) -> Region:
        return self.regions[self._region_index[region_id]]

    def has_region(self, region_id: str) -> bool:
        return region_id in self._region_index

    def region_index(self, region_id: str) -> int:
        return self._region_index[region_id]

    def player_index(self, player_id: str) -> int:
        """Where the player's total is in `vp` (and the player in `players`)."""
        return self._player_index[player_id]

    def same_regions_as(self, other: Board) -> bool:
        """Whether `other` has the same Regions (by id) in the same order. Boards made by an
        operation share their look-up with the Board before, so for them this is free."""
        return self._region_index is other._region_index or [r.id for r in self.regions] == [
            r.id for r in other.regions
        ]

    def is_player(self, owner: str) -> bool:
        return owner in self._player_index

    def is_participant(self, owner: str) -> bool:
        return owner in self._names

    def participants(self) -> tuple[Participant, ...]:
        """Players, then the local power if the board has one: the order used for display."""
        if self.local_power is None:
            return self.players
        return (*self.players, self.local_power)

    def participant(self, owner: str) -> Participant:
        i = self._player_index.get(owner)
        if i is not None:
            return self.players[i]
        if self.local_power is not None and owner == self.local_power.id:
            return self.local_power
        raise KeyError(owner)

    def name_of(self, owner: str) -> str:
        return self._names.get(owner, owner)

    def vp_of(self, player: str) -> int:
        return self.vp[self._player_index[player]]

    def vp_dict(self) -> dict[str, int]:
        return {p.id: n for p, n in zip(self.players, self.vp, strict=True)}

    def same_position(self, other: Board) -> bool:
        """The same cubes, Armies and VP (RULES.md §7), whatever else differs (names,
        positions on the picture, links). Regions are matched in board order; a Region
        shared by both Boards is the same without looking (structural sharing). The round
        being played is part of the position (ending a round is a step)."""
        if (
            self.vp != other.vp
            or self.round != other.round
            or len(self.regions) != len(other.regions)
        ):
            return False
        if self.players is not other.players and [p.id for p in self.players] != [
            p.id for p in other.players
        ]:
            return False
        for a, b in zip(self.regions, other.regions, strict=True):
            if a is not b and (
                a.id != b.id
                or a.temporary != b.temporary
                or a.permanent != b.permanent
                or a.overflow != b.overflow
                or a.armies != b.armies
            ):
                return False
        return True

    # -- building the next Board ----------------------------------------------------------

    def _next(self, regions: tuple[Region, ...], vp: tuple[int, ...]) -> Board:
        """The next Board of an operation: same ids, so the look-ups are shared and the
        checks of __post_init__ are not needed (this runs once per operation)."""
        board: Any = _UnfrozenBoard()  # see _UnfrozenRegion
        board.name = self.name
        board.players = self.players
        board.local_power = self.local_power
        board.regions = regions
        board.adjacency = self.adjacency
        board.vp = vp
        board.round = self.round
        board.scoring_rounds = self.scoring_rounds
        board._region_index = self._region_index
        board._player_index = self._player_index
        board._names = self._names
        board.__class__ = Board  # every field is set: from now on it is frozen
        return board

    def with_region(self, region: Region, vp: tuple[int, ...] | None = None) -> Board:
        """The same Board with one Region replaced (same id) and optionally a new ledger."""
        i = self._region_index[region.id]
        regions = (*self.regions[:i], region, *self.regions[i + 1 :])
        return self._next(regions, self.vp if vp is None else vp)

    def with_vp(self, vp: tuple[int, ...]) -> Board:
        if len(vp) != len(self.players):
            # a programming error, not the user's: English only
            raise ValueError("the VP ledger needs one total per player")
        return self._next(self.regions, vp)

    def with_round(self, round_: int) -> Board:
        board = self._next(self.regions, self.vp)
        object.__setattr__(board, "round", round_)
        return board

    def last_round(self) -> int | None:
        """The game's last round: its last scoring round (None when the scenario names
        none, and the rounds then go on)."""
        return max(self.scoring_rounds) if self.scoring_rounds else None

    def game_over(self) -> bool:
        """Every round has been played (the last one has ended)."""
        last = self.last_round()
        return last is not None and self.round > last

    def with_regions(self, regions: tuple[Region, ...], vp: tuple[int, ...] | None = None) -> Board:
        """Several Regions replaced at once, same ids in the same order."""
        if [r.id for r in regions] != [r.id for r in self.regions]:
            # a programming error, not the user's: English only
            raise ValueError("with_regions keeps the Regions and their order")
        return self._next(regions, self.vp if vp is None else vp)


# -- building Regions and Boards quickly -----------------------------------------------------


class _UnfrozenRegion:
    """A Region's fields without the frozen guard: `Region._copy` fills one, then makes it a
    Region by setting its class (allowed because the two have the same slots, so the same
    layout in memory).

    Why: a frozen dataclass sets each field through object.__setattr__, a call that builds
    an argument tuple every time; a long replay copies a Region and a Board for every
    operation, and filling them this way is four times quicker (tests/rules/test_fast_paths.py
    checks that the copies are the very Regions and Boards __init__ would make)."""

    __slots__ = Region.__slots__  # the same slots in the same order: a field added to Region
    # must also be set in `_copy` (the test reads every field of a copy)


class _UnfrozenBoard:
    """A Board's fields without the frozen guard, for `Board._next` (see _UnfrozenRegion)."""

    __slots__ = Board.__slots__
