"""Positions reached in play, shared by the property tests: a hypothesis strategy, and
operations aimed at the cubes actually on a Board."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from influence_board.rules import (
    Add,
    Board,
    Convert,
    MoveRegion,
    Operation,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.standard import standard_board


def likely_operation(
    board: Board, rng: random.Random, max_armies: int = 3, moves: bool = False
) -> Operation:
    """An operation a player or an effect could make now, aimed at the cubes on the Board
    so that most are allowed: adds (some in setup, some forced), Armies up to `max_armies`,
    scoring, conversions, resets, removals and, with `moves`, a Region moved."""
    region = rng.choice(board.regions)
    who = rng.choice(board.participants()).id
    placed = [(i, c) for i, c in enumerate(region.temporary) if c is not None]
    above = [
        (row, i)
        for row in ("permanent", "overflow")
        for i, c in enumerate(getattr(region, row))
        if c is not None
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
        row = rng.choice(("permanent", "temporary"))
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
        elif kind in ("temporary", "permanent"):
            op = Add(r.id, who, kind)  # type: ignore[arg-type]
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
