"""The limits of DESIGN.md "Limits", stated once for the reader, the validator, operation
lines and the engine.

Numbers beyond them are not a bigger game, they are a broken or hostile file: Qt holds VP
and Armies in 32- or 64-bit integers and positions in doubles, so a number past these
bounds would crash the window instead of being reported.
"""

from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import dataclass
from typing import Any

MAX_COUNT = 1_000_000_000  # slot VP, bonuses, VP totals, Armies, counts and indexes
MAX_COORDINATE = 10_000_000  # a Region's position, either way from the origin
# Python refuses to turn more than 4300 digits into an int; far fewer already break a limit.
_MAX_DIGITS = 40


def is_count(value: object) -> bool:
    """A whole number in 0..MAX_COUNT (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def is_coordinate(value: object) -> bool:
    """A position coordinate: a finite number within MAX_COORDINATE of 0 (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return -MAX_COORDINATE <= value <= MAX_COORDINATE


def text_fault(text: str) -> str | None:
    """Why `text` cannot be a name or an id (a lone surrogate, a control character), or None."""
    for ch in text:
        if 0xD800 <= ord(ch) <= 0xDFFF:
            return f"a lone surrogate (U+{ord(ch):04X}) is not valid Unicode"
        if unicodedata.category(ch) == "Cc":
            return f"control characters (U+{ord(ch):04X}) are not allowed in names and ids"
    return None


LIMIT_TEXT = f"0..{MAX_COUNT:,}"


def digits(n: int) -> int:
    """How many digits n has; about that many past what str() converts (4300 digits)."""
    n = abs(n)
    if n.bit_length() <= 14_000:
        return len(str(n))
    return int(n.bit_length() * math.log10(2)) + 1


@dataclass(frozen=True, slots=True)
class HugeNumber:
    """A JSON integer too long to convert: stands in for it so the reader can say where it is."""

    digits: int

    def __str__(self) -> str:
        return f"a number of {self.digits} digits"


def _parse_int(text: str) -> int | HugeNumber:
    digits = len(text.lstrip("-"))
    return HugeNumber(digits) if digits > _MAX_DIGITS else int(text)


def _parse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(text: str) -> Any:
    """json.loads with huge integers kept as HugeNumber and NaN/Infinity refused.

    Raises ValueError (json.JSONDecodeError for syntax, with its position) or RecursionError.
    """
    return json.loads(text, parse_int=_parse_int, parse_constant=_parse_constant)
