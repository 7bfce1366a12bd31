"""What one step changed: the slots, the Armies and the VP, found by comparing two Boards.

The window marks these on the board after every step and while the History is stepped
(RULES.md section 7: the position itself is the test of what a step did). Comparing the
Boards, not reading the events, means undo, redo and a jump of several steps are all
answered the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...text.language import number
from ..board import Board, Region
from ..operations import RowName

# (Region id, row, index) of one place on the board.
Cell = tuple[str, RowName, int]
ROWS: tuple[RowName, ...] = ("permanent", "overflow", "temporary")


@dataclass(frozen=True, slots=True)
class Changes:
    """The difference between the Board before a step and the Board after it.

    `cells`: every slot or overflow place whose cube (or printed VP) differs; a row that
    slid is every place the slide moved. `armies`: Regions whose Army counts differ.
    `vp`: each player whose VP total differs, with after - before, in player order.
    """

    cells: frozenset[Cell] = frozenset()
    armies: frozenset[str] = frozenset()
    vp: tuple[tuple[str, int], ...] = ()

    def regions(self) -> frozenset[str]:
        """Every Region with a changed slot or changed Armies."""
        return frozenset(r for r, _, _ in self.cells) | self.armies

    def __bool__(self) -> bool:
        return bool(self.cells or self.armies or self.vp)


NO_CHANGES = Changes()


def _row_cells(region_id: str, row: RowName, before: tuple, after: tuple) -> list[Cell]:
    """Places of one row that differ; a place missing on one side counts as empty."""
    n = max(len(before), len(after))
    return [
        (region_id, row, i)
        for i in range(n)
        if (before[i] if i < len(before) else None) != (after[i] if i < len(after) else None)
    ]


def _slots(region: Region | None, row: RowName) -> tuple:
    """A row as (owner, printed VP) per place, so an edited slot VP is a change too."""
    if region is None:
        return ()
    if row == "overflow":
        return region.overflow
    cubes = getattr(region, row)
    printed = region.permanent_vp if row == "permanent" else region.temporary_vp
    return tuple(zip(cubes, printed, strict=True))


def region_cells(before: Region | None, after: Region | None) -> list[Cell]:
    """The changed places of one Region (None: the Region is missing on that side)."""
    if before is after:
        return []  # structural sharing: an untouched Region is the same object
    region_id = (after or before).id  # type: ignore[union-attr]
    cells: list[Cell] = []
    for row in ROWS:
        cells += _row_cells(region_id, row, _slots(before, row), _slots(after, row))
    return cells


def _changed_pairs(before: Board, after: Board) -> list[tuple[Region | None, Region | None]]:
    """The Regions that are not the same object on both sides, matched by id (None: the
    Region is missing on that side). A step shares every Region it did not touch, so
    this is a pass of identity checks."""
    if before.same_regions_as(after):
        return [(o, n) for o, n in zip(before.regions, after.regions, strict=True) if o is not n]
    a = {r.id: r for r in before.regions}
    b = {r.id: r for r in after.regions}
    return [(a.get(r), b.get(r)) for r in {**a, **b} if a.get(r) is not b.get(r)]


def _cells(pairs: list[tuple[Region | None, Region | None]]) -> frozenset[Cell]:
    return frozenset(cell for old, new in pairs for cell in region_cells(old, new))


def _armies(pairs: list[tuple[Region | None, Region | None]]) -> frozenset[str]:
    return frozenset(
        new.id
        for old, new in pairs
        if old is not None and new is not None and old.armies != new.armies
    )


def changed_cells(before: Board, after: Board) -> frozenset[Cell]:
    """Every (Region, row, index) whose cube or printed VP differs between the Boards,
    Regions matched by id; a Region on one side only counts all its places."""
    return _cells(_changed_pairs(before, after))


def changed_armies(before: Board, after: Board) -> frozenset[str]:
    """Regions present on both sides whose Army counts differ."""
    return _armies(_changed_pairs(before, after))


def vp_delta(before: Board, after: Board) -> tuple[tuple[str, int], ...]:
    """Each player of `after` whose VP differs from `before`, with the difference (a
    player new on the board counts from 0)."""
    old = before.vp_dict()
    return tuple(
        (p.id, n - old.get(p.id, 0))
        for p, n in zip(after.players, after.vp, strict=True)
        if n != old.get(p.id, 0)
    )


def changes(before: Board, after: Board) -> Changes:
    """What changed from `before` to `after`."""
    if before is after:
        return NO_CHANGES
    pairs = _changed_pairs(before, after)
    return Changes(_cells(pairs), _armies(pairs), vp_delta(before, after))


def vp_text(board: Board, vp: tuple[tuple[str, int], ...]) -> str:
    """A VP change in words, e.g. "USA +4, EU −2"."""
    return ", ".join(f"{board.name_of(p)} {'+' if n >= 0 else '−'}{number(abs(n))}" for p, n in vp)
