"""Plain English for event texts: counts with the right number, and names that are not
preceded by the word they already contain ("Player 5", not "Player Player 5")."""

from __future__ import annotations

import re
from typing import TypeVar

_IRREGULAR = {"Army": "Armies"}


def counted(n: int, word: str) -> str:
    """ "1 cube", "2 cubes", "1 Army", "3 Armies"."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {_IRREGULAR.get(word, word + 's')}"


def named(kind: str, name: str) -> str:
    """ "Player USA", but "Player 5" for a player named "Player 5" and "New Region 3" for a
    Region so named: the kind is said once."""
    if re.search(rf"\b{re.escape(kind)}s?\b", name, re.IGNORECASE):
        return name
    return f"{kind} {name}"


def cannot_score_flag(empty: int) -> str:
    """The short flag of a Region that cannot score, on its track and in the Majorities."""
    return f"⚠ cannot score: {empty} empty"


MAX_PROBLEMS_SHOWN = 50  # a list of problems longer than this says how many it leaves out


T = TypeVar("T")


def first_problems(problems: list[T]) -> tuple[list[T], int]:
    """The problems a list shows (at most MAX_PROBLEMS_SHOWN) and how many it leaves out:
    a file with 300,000 bad links is told in 51 lines, not 300,000."""
    return problems[:MAX_PROBLEMS_SHOWN], max(0, len(problems) - MAX_PROBLEMS_SHOWN)


def and_more(left_out: int) -> str:
    """The line after a capped list: "and 299,950 more"."""
    return f"and {left_out:,} more"
