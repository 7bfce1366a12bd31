"""Why each place of a Region's ranking is what it is, in one sentence and a rule's tag.

"2nd: 3 cubes, ahead of EU on Armies 4-1"; "5th=, tied with Local powers: 1 cube,
0 Armies, no bonus past the list". One home for these words: the scoring events (the Log,
`replay`), the report's ranking entries (`check`), the plain-text ranking and the
Majorities dock's tooltips all read them from here.
"""

from __future__ import annotations

from itertools import groupby
from typing import NamedTuple

from ..text.language import _, language_in_use, number, place
from ..text.wording import counted, listed
from . import rulebook
from .board import Board, Region
from .majority import Placing, placings


class PlaceReason(NamedTuple):
    """Why one participant has its place: the sentence, and the tag of the rule that
    decided it (rulebook.py)."""

    text: str
    rule: str


def place_reasons(board: Board, region: Region) -> tuple[tuple[Placing, PlaceReason], ...]:
    """The Region's ranking, best first (majority.placings), each place with its reason.

    Every scoring says these words, and a long replay scores the same Regions again and
    again (Score All after one change scores six Regions that did not change): the words
    of a Region seen lately, on a Board with the same participants, are not made again.
    Regions and participants are immutable, so the very same objects mean the same words."""
    key = id(region)
    seen = _SEEN.get(key)
    if (
        seen is not None
        and seen[0] is region
        and seen[1] is board.players
        and seen[2] is board.local_power
        and seen[4] == language_in_use()
    ):
        return seen[3]
    out = _place_reasons(board, region)
    if len(_SEEN) >= _SEEN_REGIONS:
        _SEEN.clear()
    # the Region itself is kept with its words (in the language they were said in): its
    # id cannot be another's while here
    _SEEN[key] = (region, board.players, board.local_power, out, language_in_use())
    return out


_SEEN_REGIONS = 512
_SEEN: dict[int, tuple[Region, object, object, tuple[tuple[Placing, PlaceReason], ...], str]] = {}


def _place_reasons(board: Board, region: Region) -> tuple[tuple[Placing, PlaceReason], ...]:
    placed = placings(region, [p.id for p in board.participants()])
    groups = [list(g) for _key, g in groupby(placed, key=_count_and_armies)]
    named = [[board.name_of(p[0]) for p in group] for group in groups]
    joined = [listed(names) for names in named]
    places_listed = len(region.majority_bonus)
    out = []
    for i, group in enumerate(groups):
        above = groups[i - 1][0] if i else None
        below = groups[i + 1][0] if i + 1 < len(groups) else None
        for n, placing in enumerate(group):
            others = None
            if len(group) > 1:
                others = listed(named[i][:n] + named[i][n + 1 :])
            why = _place_reason(
                placing,
                others,
                above,
                joined[i - 1] if i else "",
                below,
                joined[i + 1] if below is not None else "",
                places_listed,
            )
            out.append((placing, why))
    return tuple(out)


def _count_and_armies(placing: Placing) -> tuple[int, int]:
    return placing[1], placing[2]


def place_reason_of(board: Board, region: Region, owner: str) -> PlaceReason | None:
    """One participant's reason for its place in the Region, None when it has no cube there."""
    return next((r for p, r in place_reasons(board, region) if p[0] == owner), None)


def _place_reason(
    placing: Placing,
    others: str | None,
    above: Placing | None,
    above_names: str,
    below: Placing | None,
    below_names: str,
    listed: int,
) -> PlaceReason:
    """One place's reason. `others`: who it is tied with (None: nobody); `above` and
    `below`: the first of the groups ranked just before and after it, with their names;
    `listed`: how many places the bonus list has."""
    _owner, count, armies, rank, bonus = placing
    tied = others is not None
    if tied:
        head = _("{place}, tied with {others}").format(place=place(rank, tied=True), others=others)
        said = _("{cubes}, {armies}").format(
            cubes=counted(count, "cube"), armies=counted(armies, "Army")
        )
        rule = rulebook.SHARED_PLACE
    else:
        head, said, rule = place(rank, tied=False), counted(count, "cube"), rulebook.COUNT
    why = [said]
    if above is not None and above[1] == count:  # the same cubes, fewer Armies
        why.append(
            _("behind {names} on Armies {mine}-{theirs}").format(
                names=above_names, mine=number(armies), theirs=number(above[2])
            )
        )
        rule = rule if tied else rulebook.TIE_BREAK
    if below is not None:
        if below[1] == count:
            why.append(
                _("ahead of {names} on Armies {mine}-{theirs}").format(
                    names=below_names, mine=number(armies), theirs=number(below[2])
                )
            )
            rule = rule if tied else rulebook.TIE_BREAK
        else:
            why.append(
                _("ahead of {names} on cubes {mine}-{theirs}").format(
                    names=below_names, mine=number(count), theirs=number(below[1])
                )
            )
    elif not tied and above is None:
        why.append(_("the only one here"))
    elif not tied and above is not None and above[1] != count:
        why.append(
            _("behind {names} on cubes {mine}-{theirs}").format(
                names=above_names, mine=number(count), theirs=number(above[1])
            )
        )
    if bonus == 0 and rank > listed:
        why.append(_("no bonus past the list"))
        rule = rulebook.PAST_THE_LIST if rule == rulebook.COUNT else rule
    return PlaceReason(_("{head}: {reasons}").format(head=head, reasons=_(", ").join(why)), rule)
