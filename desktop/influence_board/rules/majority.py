"""Majorities (RULES.md §4): who ranks where in a Region, and whether it can score."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter

from ..text import language
from ..text.language import ngettext, number
from .board import Owner, Region


@dataclass(frozen=True, slots=True)
class Standing:
    """One participant's line in a Region's ranking.

    `place` is the position whose bonus the owner receives: tied owners share the lowest
    position they span. `bonus` is that position's bonus, 0 past the end of the list.
    """

    owner: Owner
    count: int
    armies: int
    place: int
    bonus: int

    def to_json(self) -> dict[str, object]:
        return {
            "owner": self.owner,
            "count": self.count,
            "armies": self.armies,
            "place": self.place,
            "bonus": self.bonus,
        }


def counts(region: Region) -> dict[Owner, int]:
    """Cubes per participant: permanent + overflow + temporary."""
    out: dict[Owner, int] = {}
    for row in (region.permanent, region.overflow, region.temporary):
        for owner in row:
            if owner is not None:
                out[owner] = out.get(owner, 0) + 1
    return out


def ranking(region: Region, order: Sequence[Owner] = ()) -> tuple[Standing, ...]:
    """The Region's ranking, best first.

    More cubes rank higher; among equal counts, more Armies (RULES §4.2). Participants
    still tied share the lowest position they span (§4.3). `order` (the board's
    participant order) only decides how fully tied participants are listed.
    """
    return tuple(Standing(*placing) for placing in placings(region, order))


Placing = tuple[Owner, int, int, int, int]  # a Standing's fields, in order


def placings(region: Region, order: Sequence[Owner] = ()) -> list[Placing]:
    """`ranking` as plain (owner, count, armies, place, bonus) tuples: what scoring reads.
    (Scoring runs for a Region again and again in a long replay, and building a Standing,
    a frozen dataclass, cost more than working out the ranking.)"""
    listed = {owner: i for i, owner in enumerate(order)}
    last = len(listed)
    army_of = dict(region.armies)
    keyed = []
    for owner, n in counts(region).items():
        armies = army_of.get(owner, 0)
        keyed.append((-n, -armies, listed.get(owner, last), owner, n, armies))
    keyed.sort()  # best first: most cubes, then most Armies, then the board's order, the id
    bonus = region.majority_bonus
    out: list[Placing] = []
    for _, group in groupby(keyed, itemgetter(0, 1)):  # the same cubes and Armies: tied
        tied = list(group)
        place = len(out) + len(tied)  # the lowest (numerically highest) position they span
        prize = bonus[place - 1] if place <= len(bonus) else 0
        for *_, owner, n, armies in tied:
            out.append((owner, n, armies, place, prize))
    return out


def empty_permanent(region: Region) -> int:
    """Empty permanent slots; overflow cubes do not fill slots."""
    return region.empty_permanent()


def can_score(region: Region) -> bool:
    """A Region scores only when every permanent slot is filled (RULES §4)."""
    return None not in region.permanent


def cannot_score_reason(region: Region) -> str | None:
    n = region.empty_permanent()
    return empty_permanent_said(n) if n else None


def empty_permanent_said(n: int) -> str:
    """ "1 permanent slot empty", "3 permanent slots empty": why a Region cannot score."""
    return ngettext("{n} permanent slot empty", "{n} permanent slots empty", n).format(n=number(n))


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st (the catalogue's words)."""
    return language.ordinal(n)


def place_text(standings: tuple[Standing, ...], standing: Standing) -> str:
    """The place as read at the table: "2nd", or "2nd=" when shared with others."""
    tied = sum(s.place == standing.place for s in standings) > 1
    return language.place(standing.place, tied)
