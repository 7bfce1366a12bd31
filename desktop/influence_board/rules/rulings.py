"""Why each place of a Region's ranking is what it is, in one sentence and a rule's tag.

"2nd: 3 cubes, ahead of EU on Armies 4-1"; "5th=, tied with Local powers: 1 cube,
0 Armies, no bonus past the list". One home for these words: the scoring events (the Log,
`replay`), the report's ranking entries (`check`), the plain-text ranking and the
Majorities dock's tooltips all read them from here.
"""

from __future__ import annotations

from itertools import groupby
from typing import NamedTuple

from . import rulebook
from .board import Board, Region
from .majority import Placing, ordinal, placings
from .wording import counted


class Ruling(NamedTuple):
    """Why one participant has its place: the sentence, and the tag of the rule that
    decided it (rulebook.py)."""

    text: str
    rule: str


def rulings(board: Board, region: Region) -> list[tuple[Placing, Ruling]]:
    """The Region's ranking, best first (majority.placings), each place with its ruling."""
    placed = placings(region, [p.id for p in board.participants()])
    groups = [list(g) for _, g in groupby(placed, key=lambda p: (p[1], p[2]))]
    out = []
    for i, group in enumerate(groups):
        above = groups[i - 1] if i else None
        below = groups[i + 1] if i + 1 < len(groups) else None
        for placing in group:
            out.append((placing, _ruling(board, region, placing, group, above, below)))
    return out


def ruling_of(board: Board, region: Region, owner: str) -> Ruling | None:
    """One participant's ruling in the Region, None when it has no cube there."""
    return next((r for p, r in rulings(board, region) if p[0] == owner), None)


def _listed(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _ruling(
    board: Board,
    region: Region,
    placing: Placing,
    group: list[Placing],
    above: list[Placing] | None,
    below: list[Placing] | None,
) -> Ruling:
    owner, count, armies, place, bonus = placing

    def names(placed: list[Placing]) -> str:
        return _listed([board.name_of(p[0]) for p in placed if p[0] != owner])

    tied = len(group) > 1
    if tied:
        head = f"{ordinal(place)}=, tied with {names(group)}"
        said = f"{counted(count, 'cube')}, {counted(armies, 'Army')}"
        rule = rulebook.SHARED_PLACE
    else:
        head, said, rule = ordinal(place), counted(count, "cube"), rulebook.COUNT
    why = []
    if above is not None and above[0][1] == count:  # the same cubes, fewer Armies
        why.append(f"behind {names(above)} on Armies {armies}-{above[0][2]}")
        rule = rule if tied else rulebook.TIE_BREAK
    if below is not None:
        if below[0][1] == count:
            why.append(f"ahead of {names(below)} on Armies {armies}-{below[0][2]}")
            rule = rule if tied else rulebook.TIE_BREAK
        else:
            why.append(f"ahead of {names(below)} on cubes {count}-{below[0][1]}")
    elif not tied and above is None:
        why.append("the only one here")
    elif not tied and above is not None and above[0][1] != count:
        why.append(f"behind {names(above)} on cubes {count}-{above[0][1]}")
    if bonus == 0 and place > len(region.majority_bonus):
        why.append("no bonus past the list")
        rule = rulebook.PAST_THE_LIST if rule == rulebook.COUNT else rule
    return Ruling(f"{head}: {', '.join([said, *why])}", rule)
