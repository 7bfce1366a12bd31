"""A comparison read at a glance: per Region, the places gained and lost and the cubes
moved (the badge on the board), and per player, the VP and places that differ (the table).

Built on rules/diff.py: the same differences as `influence-board diff`, only grouped for
the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Board, Region
from ..majority import ordinal
from .diff import Diff, RegionDiff


@dataclass(frozen=True, slots=True)
class PlaceChange:
    """One participant's place in one Region in position A and in B (None: no cube)."""

    region: str
    owner: str
    a: int | None
    b: int | None


def place_changes(rd: RegionDiff) -> list[PlaceChange]:
    """The participants whose place in the Region differs, in A's ranking order, then
    those only ranked in B."""
    for key, a, b in rd.changes:
        if key == "ranking":
            before = {s["owner"]: s["place"] for s in a}
            after = {s["owner"]: s["place"] for s in b}
            owners = [*before, *(o for o in after if o not in before)]
            return [
                PlaceChange(rd.region, o, before.get(o), after.get(o))
                for o in owners
                if before.get(o) != after.get(o)
            ]
    return []


def cubes_moved(a: Region, b: Region) -> int:
    """How many slots hold a different cube (or none) in B than in A, overflow included."""
    rows = ((a.permanent, b.permanent), (a.temporary, b.temporary), (a.overflow, b.overflow))
    moved = 0
    for x, y in rows:
        moved += sum(p != q for p, q in zip(x, y, strict=False)) + abs(len(x) - len(y))
    return moved


def badge(a: Board, b: Board, rd: RegionDiff) -> str:
    """The badge of one Region that differs: "USA 2nd -> 1st, China 1st -> 2nd; 2 cubes
    moved"; a place that is gained reads with ▲, one lost with ▼."""
    parts = []
    for change in place_changes(rd):
        name = (b if b.is_participant(change.owner) else a).name_of(change.owner)
        parts.append(f"{_arrow(change)} {name} {_place(change.a)} -> {_place(change.b)}")
    moved = cubes_moved(a.region(rd.region), b.region(rd.region))
    if moved:
        parts.append(f"{moved} cube{'s' if moved != 1 else ''} moved")
    keys = {key for key, _, _ in rd.changes}
    if "armies" in keys:
        parts.append("Armies differ")
    return "; ".join(parts) or "differs"


def badges(a: Board, b: Board, found: Diff) -> dict[str, str]:
    """The badge of every Region in both positions that differs, by Region id."""
    return {rd.region: badge(a, b, rd) for rd in found.regions}


def _place(place: int | None) -> str:
    return "-" if place is None else ordinal(place)


def _arrow(change: PlaceChange) -> str:
    if change.a is None:
        return "▲"
    if change.b is None:
        return "▼"
    return "▲" if change.b < change.a else "▼"
