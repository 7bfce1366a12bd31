"""Positions reached in play, shared by the property tests: random small Boards and
operations aimed at the cubes actually on a Board (hypothesis strategies), and a position
spelled from scratch."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import strategies as st

from influence_board.rules import (
    Add,
    Board,
    Convert,
    MoveRegion,
    Operation,
    Participant,
    Refusal,
    Region,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import KINDS, Kind, RowName, is_kind


def likely_operation(
    board: Board, rng: random.Random, max_armies: int = 3, moves: bool = False
) -> Operation:
    """An operation a player or an effect could make now, aimed at the cubes on the Board
    so that most are allowed: adds (some in setup, some forced), Armies up to `max_armies`,
    scoring, conversions, resets, removals and, with `moves`, a Region moved."""
    region = rng.choice(board.regions)
    who = rng.choice(board.participants()).id
    placed = [(i, c) for i, c in enumerate(region.temporary) if c is not None]
    rows_above: tuple[RowName, ...] = ("permanent", "overflow")
    above = [
        (row, i) for row in rows_above for i, c in enumerate(getattr(region, row)) if c is not None
    ]
    kinds = ["add", "add", "armies", "score"]
    if placed:
        kinds += ["convert", "reset", "remove_temporary"]
    if above:
        kinds.append("remove")
    if moves:
        kinds.append("move")
    kind = rng.choice(kinds)
    if kind == "add":
        row: Kind = rng.choice(KINDS)
        return Add(region.id, who, row, setup=rng.random() < 0.2, force=rng.random() < 0.3)
    if kind == "armies":
        return SetArmies(region.id, who, rng.randint(0, max_armies))
    if kind == "score":
        return Score(region.id if rng.random() < 0.8 else None)
    if kind == "move":
        return MoveRegion(region.id, (rng.randint(-900, 900) / 4, rng.randint(-900, 900) / 4))
    if kind == "remove":
        return Remove(region.id, *rng.choice(above))
    i, owner = rng.choice(placed)
    if kind == "convert":
        return Convert(region.id, owner, i)
    if kind == "reset":
        return Reset(region.id, owner, i)
    return Remove(region.id, "temporary", i)


@st.composite
def positions(draw: st.DrawFn) -> Board:
    """The standard board after a few random operations the rules accept (Armies too)."""
    b = standard_board()
    participants = [p.id for p in b.participants()]
    for _ in range(draw(st.integers(0, 40))):
        r = b.regions[draw(st.integers(0, len(b.regions) - 1))]
        who = draw(st.sampled_from(participants))
        kinds = ["temporary", "temporary", "permanent", "convert", "reset", "armies"]
        kind = draw(st.sampled_from(kinds))
        op: Add | Convert | Reset | SetArmies
        if kind == "armies":
            op = SetArmies(r.id, who, draw(st.integers(0, 3)))
        elif is_kind(kind):
            op = Add(r.id, who, kind)
        else:
            n = r.temporary_count()
            if not n:
                continue
            i = draw(st.integers(0, n - 1))
            owner = r.temporary[i]
            assert owner is not None
            op = Convert(r.id, owner, i) if kind == "convert" else Reset(r.id, owner, i)
        out = apply(b, op)
        if not isinstance(out, Refusal):
            b = out.board
    return b


# -- random small Boards and operations aimed at them ------------------------------------------

PLAYERS = ("usa", "eu", "russia", "china")
LOCAL = "local"
REGION_IDS = ("r0", "r1", "r2", "r3")

# Region positions on the board picture, for the starting Boards (already at 2 decimals)...
coordinates = st.integers(-4000, 4000).map(lambda n: n / 4)
track_positions = st.tuples(coordinates, coordinates)
# ... and for MoveRegion: anything, including what is refused (off the board, not finite).
any_coordinate = coordinates | st.floats() | st.integers(-(10**7), 10**7).map(lambda n: n / 7)
any_position = st.tuples(any_coordinate, any_coordinate)


# -- random small boards ----------------------------------------------------------------------


@st.composite
def boards(draw: st.DrawFn) -> Board:
    n_players = draw(st.integers(1, 4))
    players = tuple(Participant(pid, pid.upper(), "#123456") for pid in PLAYERS[:n_players])
    local = Participant(LOCAL, "Local powers", "black") if draw(st.booleans()) else None
    owners = [p.id for p in players] + ([LOCAL] if local else [])
    owner = st.sampled_from(owners)
    regions = []
    for i in range(draw(st.integers(1, 4))):
        perm_vp = tuple(draw(st.lists(st.integers(0, 3), max_size=4)))
        tmp_vp = tuple(draw(st.lists(st.integers(0, 6), max_size=5)))
        bonus = tuple(draw(st.lists(st.integers(0, 10), max_size=5)))
        n = len(perm_vp)
        permanent = tuple(draw(st.lists(st.none() | owner, min_size=n, max_size=n)))
        overflow = tuple(draw(st.lists(owner, max_size=2)))
        run = draw(st.integers(0, len(tmp_vp)))
        temporary = (
            *draw(st.lists(owner, min_size=run, max_size=run)),
            *(None,) * (len(tmp_vp) - run),
        )
        armies = draw(st.dictionaries(owner, st.integers(1, 4), max_size=3))
        position = draw(st.none() | track_positions)
        regions.append(
            Region(
                f"r{i}",
                f"Region {i}",
                perm_vp,
                tmp_vp,
                bonus,
                permanent,
                overflow,
                temporary,
                tuple(sorted(armies.items())),
                position,
            )
        )
    ids = [r.id for r in regions]
    pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    adjacency = tuple(draw(st.lists(st.sampled_from(pairs), unique=True))) if pairs else ()
    vp = tuple(draw(st.lists(st.integers(0, 60), min_size=n_players, max_size=n_players)))
    return Board("Fuzz board", players, local, tuple(regions), adjacency, vp)


def position_of(board: Board) -> tuple[object, ...]:
    """Cubes, Armies and VP, spelled from scratch (not through Board.same_position)."""
    return (
        board.vp_dict(),
        [(r.id, list(r.permanent), list(r.overflow), list(r.temporary), dict(r.armies))
         for r in board.regions],
    )  # fmt: skip


@st.composite
def boards_with_own_rows(draw: st.DrawFn) -> Board:
    """Random Boards where some temporary rows are full of one owner's cubes, so that the
    push-out that reads the same (example H) comes up often."""
    board = draw(boards())
    owners = [p.id for p in board.participants()]
    regions = []
    for r in board.regions:
        full: bool = draw(st.booleans()) if r.temporary else False
        if full:
            r = replace(r, temporary=(draw(st.sampled_from(owners)),) * len(r.temporary))
        regions.append(r)
    return board.with_regions(tuple(regions))


@st.composite
def aimed_ops(draw: st.DrawFn, board: Board) -> Operation:
    """An operation on a Region and a cube of this Board, so that most are carried out."""
    region = draw(st.sampled_from(board.regions))
    who = draw(st.sampled_from([p.id for p in board.participants()]))
    cubes = [(i, c) for i, c in enumerate(region.temporary) if c is not None]
    choices: list[st.SearchStrategy[Operation]] = [
        st.builds(
            Add,
            st.just(region.id),
            st.just(who),
            st.sampled_from(("temporary",) * 3 + ("permanent",)),
            setup=st.booleans(),
            force=st.booleans(),
        ),
        st.builds(SetArmies, st.just(region.id), st.just(who), st.integers(0, 3)),
        st.builds(Score, st.just(region.id) | st.none()),
        st.builds(MoveRegion, st.just(region.id), track_positions),
    ]
    if region.temporary and region.temporary[-1] is not None:  # a full row: who pushes out
        pusher = region.temporary[0]
        assert pusher is not None  # a full row has no empty slot
        choices.append(st.just(Add(region.id, pusher, "temporary")))
    if cubes:
        i, owner = draw(st.sampled_from(cubes))
        choices += [
            st.just(Convert(region.id, owner, i)),
            st.just(Reset(region.id, owner, i)),
            st.just(Remove(region.id, "temporary", i)),
        ]
    return draw(st.one_of(choices))
