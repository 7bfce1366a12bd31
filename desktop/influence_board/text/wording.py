"""Event texts in the user's language: counts with the right plural form (the catalogue's,
through ngettext), and names that are not preceded by the word they already contain
("Player 5", not "Player Player 5")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from .language import ngettext, number, per_language, pgettext

# Each counted word's plural forms, as the catalogue has them: a language has as many
# forms as its Plural-Forms header says, so "n word + s" cannot be built in code.
_COUNTED: dict[str, Callable[[int], str]] = {
    "cube": lambda n: ngettext("{n} cube", "{n} cubes", n),
    "Army": lambda n: ngettext("{n} Army", "{n} Armies", n),
    "step": lambda n: ngettext("{n} step", "{n} steps", n),
    "operation": lambda n: ngettext("{n} operation", "{n} operations", n),
    "expectation": lambda n: ngettext("{n} expectation", "{n} expectations", n),
    "game": lambda n: ngettext("{n} game", "{n} games", n),
    "link": lambda n: ngettext("{n} link", "{n} links", n),
    "round": lambda n: ngettext("{n} round", "{n} rounds", n),
    "permanent slot": lambda n: ngettext("{n} permanent slot", "{n} permanent slots", n),
    "slot": lambda n: ngettext("{n} slot", "{n} slots", n),
    "problem": lambda n: ngettext("{n} problem", "{n} problems", n),
    "file": lambda n: ngettext("{n} file", "{n} files", n),
    "variation": lambda n: ngettext("{n} variation", "{n} variations", n),
    "Region": lambda n: ngettext("{n} Region", "{n} Regions", n),
}


@per_language  # every scoring says a few counts of cubes and Armies
def counted(n: int, word: str) -> str:
    """ "1 cube", "2 cubes", "1 Army", "3 Armies" (in Italian "3 Armate"): the words of
    _COUNTED; any other word stays English."""
    form = _COUNTED.get(word)
    if form is None:
        return f"{number(n)} {word}" if n == 1 else f"{number(n)} {word}s"
    return form(n).format(n=number(n))


def _kind(kind: str) -> str:
    words = {
        "Region": pgettext("the kind of a name", "Region"),
        "Player": pgettext("the kind of a name", "Player"),
        "Local power": pgettext("the kind of a name", "Local power"),
    }
    return words.get(kind, kind)


def named(kind: str, name: str) -> str:
    """ "Player USA", but "Player 5" for a player named "Player 5" and "New Region 3" for a
    Region so named: the kind is said once (in English or in the language in use)."""
    said = _kind(kind)
    for word in {kind, said}:
        if re.search(rf"\b{re.escape(word)}s?\b", name, re.IGNORECASE):
            return name
    return pgettext("a kind and a name: Player USA", "{kind} {name}").format(kind=said, name=name)


def cannot_score_flag(empty: int) -> str:
    """The short flag of a Region that cannot score, on its track and in the Majorities."""
    return ngettext("⚠ cannot score: {n} empty", "⚠ cannot score: {n} empty", empty).format(
        n=number(empty)
    )


MAX_PROBLEMS_SHOWN = 50  # a list of problems longer than this says how many it leaves out


T = TypeVar("T")


def first_problems(problems: list[T]) -> tuple[list[T], int]:
    """The problems a list shows (at most MAX_PROBLEMS_SHOWN) and how many it leaves out:
    a file with 300,000 bad links is told in 51 lines, not 300,000."""
    return problems[:MAX_PROBLEMS_SHOWN], max(0, len(problems) - MAX_PROBLEMS_SHOWN)


def and_more(left_out: int) -> str:
    """The line after a capped list: "and 299,950 more"."""
    return ngettext("and {n} more", "and {n} more", left_out).format(n=number(left_out))


def listed(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return names[0] if names else ""

    return pgettext("the last two of a list", "{rest} and {last}").format(
        rest=pgettext("between the items of a list", ", ").join(names[:-1]), last=names[-1]
    )
