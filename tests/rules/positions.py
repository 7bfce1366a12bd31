"""A hypothesis strategy for positions reached in play, shared by the property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from influence_board.rules import Add, Board, Convert, Refusal, Reset, SetArmies, apply
from influence_board.standard import standard_board


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
