"""A cube's place in a Region, for the editor's move of a cube (editing.py) and play's
rows (play.py): its words, a row with a cell set, the Region with the cube taken out or put
in, and the gaps of a temporary row. A cube moves alone: nothing slides, as it would in
play (RULES.md §3)."""

from __future__ import annotations

from ..text.language import _, number
from ..text.wording import counted
from .board import Board, Owner, Region, Row
from .operations import Refusal, RowName


def place_words(region: Region, row: RowName, index: int) -> str:
    """ "Europe permanent slot 2": a place of a Region in the user's words (from 1)."""
    places = {
        "permanent": _("{region} permanent slot {n}"),
        "temporary": _("{region} temporary slot {n}"),
        "overflow": _("{region} overflow place {n}"),
    }
    return places[row].format(region=region.name, n=number(index + 1))


def gaps(row: Row) -> int:
    """How many empty slots of a temporary row lie left of a cube (0 in a valid row)."""
    last = max((i for i, c in enumerate(row) if c is not None), default=0)
    return row[:last].count(None)


def with_cell(row: Row, index: int, owner: Owner | None) -> Row:
    """`row` with `owner`'s cube (None: none) at `index`."""
    return (*row[:index], owner, *row[index + 1 :])


def taken_out(region: Region, row: RowName, index: int) -> Region:
    """The Region without the cube at (row, index): nothing slides."""
    permanent, overflow, temporary = region.permanent, region.overflow, region.temporary
    if row == "permanent":
        permanent = with_cell(permanent, index, None)
    elif row == "overflow":
        overflow = (*overflow[:index], *overflow[index + 1 :])
    else:
        temporary = with_cell(temporary, index, None)
    return region.with_rows(permanent, overflow, temporary)


def put_in(
    board: Board, region: Region, row: RowName, index: int, owner: Owner
) -> Region | Refusal:
    """The Region with `owner`'s cube put at (row, index), or why it cannot go there (a
    gap it would make is the caller's to judge)."""
    cells: tuple[Owner | None, ...] = getattr(region, row)
    if row == "overflow":
        if index > len(cells):
            return Refusal(
                _("{region} has no overflow place {n}: the next one is {next}").format(
                    region=region.name, n=number(index + 1), next=number(len(cells) + 1)
                )
            )
        if None in region.permanent:
            return Refusal(
                _(
                    "permanent slot {n} of {region} is free: the overflow is only beside a "
                    "full permanent row"
                ).format(region=region.name, n=number(region.permanent.index(None) + 1))
            )
        overflow = (*region.overflow[:index], owner, *region.overflow[index:])
        return region.with_rows(region.permanent, overflow, region.temporary)
    if index >= len(cells):
        no_slot = {
            "permanent": _("{region} has no permanent slot {n}: it has {slots}"),
            "temporary": _("{region} has no temporary slot {n}: it has {slots}"),
        }
        return Refusal(
            no_slot[row].format(
                region=region.name, n=number(index + 1), slots=counted(len(cells), "slot")
            )
        )
    there = cells[index]
    if there is not None:
        if None not in cells:
            full = {
                "permanent": _(
                    "the permanent row of {region} is full: a cube can go beside it, to the "
                    "overflow"
                ),
                "temporary": _("the temporary row of {region} is full"),
            }
            return Refusal(full[row].format(region=region.name))
        return Refusal(
            _("{place} holds {owner}'s cube: a cube moves only to a free place").format(
                place=place_words(region, row, index), owner=board.name_of(there)
            )
        )
    if row == "permanent":
        return region.with_rows(with_cell(cells, index, owner), region.overflow, region.temporary)
    return region.with_rows(region.permanent, region.overflow, with_cell(cells, index, owner))
