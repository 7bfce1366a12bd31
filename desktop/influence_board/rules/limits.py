"""The limits of DESIGN.md "Limits", stated once for the reader, the validator, operation
lines and the engine.

Numbers beyond them are not a bigger game, they are a broken or hostile file: Qt holds VP
and Armies in 32- or 64-bit integers and positions in doubles, so a number past these
bounds would crash the window instead of being reported.
"""

from __future__ import annotations

import json
import json.decoder
import json.scanner
import math
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from ..text.escaping import escaped
from ..text.language import _, number

MAX_COUNT = 1_000_000_000  # slot VP, bonuses, VP totals, Armies, counts and indexes
MAX_COORDINATE = 10_000_000  # a Region's position, either way from the origin
MAX_NOTE_CHARS = 2000  # a note on a step (an operation line's "comment"): a few sentences
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
    ch = _unfit_character(text)
    if ch is None:
        return None
    if _is_surrogate(ch):
        return _surrogate_fault(ch)
    return _("control characters (U+{code} {name}) are not allowed in names and ids").format(
        code=f"{ord(ch):04X}", name=control_name(ch)
    )


def note_fault(note: str) -> str | None:
    """Why `note` cannot be a note on a step, or None. A note is a name-like text (DESIGN.md:
    an operation line's "comment"), so no control character, a line break included; the
    reason says so in a note's words, not a name's."""
    ch = _unfit_character(note)
    if ch is None:
        return None
    if _is_surrogate(ch):
        return _surrogate_fault(ch)
    where = {"code": f"{ord(ch):04X}", "name": control_name(ch)}
    if ch in _LINE_BREAKS:
        return _("line breaks (U+{code} {name}) are not allowed in a note").format(**where)
    return _("control characters (U+{code} {name}) are not allowed in a note").format(**where)


# The control characters that end a line (str.splitlines): a pasted paragraph holds them.
_LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85")


def _unfit_character(text: str) -> str | None:
    """The first lone surrogate or control character in `text`, or None."""
    if text.isascii() and text.isprintable():
        # The common case, in C: printable ASCII holds neither (the control characters of
        # ASCII are exactly the ones it does not print).
        return None
    for ch in text:
        if _is_surrogate(ch) or unicodedata.category(ch) == "Cc":
            return ch
    return None


def _is_surrogate(ch: str) -> bool:
    return 0xD800 <= ord(ch) <= 0xDFFF


def _surrogate_fault(ch: str) -> str:
    return _("a lone surrogate (U+{code}) is not valid Unicode").format(code=f"{ord(ch):04X}")


# Unicode gives control characters no names, only these aliases (NameAliases.txt).
_C0 = [
    "NULL",
    "START-OF-HEADING",
    "START-OF-TEXT",
    "END-OF-TEXT",
    "END-OF-TRANSMISSION",
    "ENQUIRY",
    "ACKNOWLEDGE",
    "BELL",
    "BACKSPACE",
    "CHARACTER-TABULATION",
    "LINE-FEED",
    "LINE-TABULATION",
    "FORM-FEED",
    "CARRIAGE-RETURN",
    "SHIFT-OUT",
    "SHIFT-IN",
    "DATA-LINK-ESCAPE",
    "DEVICE-CONTROL-ONE",
    "DEVICE-CONTROL-TWO",
    "DEVICE-CONTROL-THREE",
    "DEVICE-CONTROL-FOUR",
    "NEGATIVE-ACKNOWLEDGE",
    "SYNCHRONOUS-IDLE",
    "END-OF-TRANSMISSION-BLOCK",
    "CANCEL",
    "END-OF-MEDIUM",
    "SUBSTITUTE",
    "ESCAPE",
    "INFORMATION-SEPARATOR-FOUR",
    "INFORMATION-SEPARATOR-THREE",
    "INFORMATION-SEPARATOR-TWO",
    "INFORMATION-SEPARATOR-ONE",
]
_C1 = [
    "PADDING-CHARACTER",
    "HIGH-OCTET-PRESET",
    "BREAK-PERMITTED-HERE",
    "NO-BREAK-HERE",
    "INDEX",
    "NEXT-LINE",
    "START-OF-SELECTED-AREA",
    "END-OF-SELECTED-AREA",
    "CHARACTER-TABULATION-SET",
    "CHARACTER-TABULATION-WITH-JUSTIFICATION",
    "LINE-TABULATION-SET",
    "PARTIAL-LINE-FORWARD",
    "PARTIAL-LINE-BACKWARD",
    "REVERSE-LINE-FEED",
    "SINGLE-SHIFT-TWO",
    "SINGLE-SHIFT-THREE",
    "DEVICE-CONTROL-STRING",
    "PRIVATE-USE-ONE",
    "PRIVATE-USE-TWO",
    "SET-TRANSMIT-STATE",
    "CANCEL-CHARACTER",
    "MESSAGE-WAITING",
    "START-OF-GUARDED-AREA",
    "END-OF-GUARDED-AREA",
    "START-OF-STRING",
    "SINGLE-GRAPHIC-CHARACTER-INTRODUCER",
    "SINGLE-CHARACTER-INTRODUCER",
    "CONTROL-SEQUENCE-INTRODUCER",
    "STRING-TERMINATOR",
    "OPERATING-SYSTEM-COMMAND",
    "PRIVACY-MESSAGE",
    "APPLICATION-PROGRAM-COMMAND",
]


def control_name(ch: str) -> str:
    """A control character's name ("NEXT LINE" for U+0085), which Unicode gives only as an
    alias: a message can say what the character is, not only its number."""
    code = ord(ch)
    if code < 0x20:
        return _C0[code].replace("-", " ")
    if code == 0x7F:
        return "DELETE"
    if 0x80 <= code <= 0x9F:
        return _C1[code - 0x80].replace("-", " ")
    return unicodedata.name(ch, "a control character")


LIMIT_TEXT = f"0..{MAX_COUNT:,}"


def limit_text() -> str:
    """ "0..1,000,000,000" with the language's separators."""
    return f"0..{number(MAX_COUNT)}"


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
        return _("a number of {n} digits").format(n=self.digits)


def _parse_int(text: str) -> int | HugeNumber:
    digits = len(text.lstrip("-"))
    return HugeNumber(digits) if digits > _MAX_DIGITS else int(text)


def _parse_constant(name: str) -> Any:
    raise ValueError(_("{name} is not a number JSON allows").format(name=name))


class UnsafeJson(json.JSONDecodeError):
    """JSON that parses but is bad input: a key twice in one object (two readers could
    take different values), or a lone surrogate (no file can hold it as UTF-8). `msg` is
    the reason, `lineno` and `colno` the place, and `path` the JSON path, when known."""

    def __init__(self, msg: str, doc: str, pos: int, path: str = "") -> None:
        super().__init__(msg, doc, pos)
        self.path = path

    @property
    def place(self) -> str:
        where = _("line {line} column {column}").format(
            line=number(self.lineno), column=number(self.colno)
        )
        return f"{self.path} ({where})" if self.path else where


class _DuplicateKey(Exception):
    def __init__(self, key: str, start: int = -1) -> None:
        super().__init__(key)
        self.key, self.start = key, start


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        raise _DuplicateKey(next(k for k, _value in pairs if k in seen or seen.add(k)))  # type: ignore[func-returns-value]
    return found


# A \uXXXX escape of a surrogate, after an even number of backslashes (not an escaped `\`).
_SURROGATE_ESCAPE = re.compile(
    r"(?<!\\)(?:\\\\)*\\u([dD][89abAB][0-9a-fA-F]{2})(\\u[dD][c-fC-F][0-9a-fA-F]{2})?"
    r"|(?<!\\)(?:\\\\)*\\u([dD][c-fC-F][0-9a-fA-F]{2})"
)
_MAX_LOCATED = 8 * 1024 * 1024  # text re-read slowly to find a duplicate key's object
_DECODER = json.JSONDecoder(
    parse_int=_parse_int, parse_constant=_parse_constant, object_pairs_hook=_unique_pairs
)


def parse_json(text: str) -> Any:
    """json.loads with huge integers kept as HugeNumber and NaN/Infinity refused, a key
    twice in one object refused and a lone surrogate (`"\\ud800"`) refused (UnsafeJson).

    Raises ValueError (json.JSONDecodeError for syntax, with its position) or RecursionError.
    """
    try:
        # One decoder for every text (json.loads would build one a call: a long operation
        # file decodes a line at a time); json.loads only for what it says of a BOM.
        data = _DECODER.decode(text) if text[:1] != "\ufeff" else json.loads(text)
    except _DuplicateKey as exc:
        start = _duplicate_place(text) if len(text) <= _MAX_LOCATED else 0
        raise UnsafeJson(
            _("the key {key} is given twice in one object").format(key=json.dumps(exc.key)),
            text,
            start,
        ) from None
    if "\\u" in text:
        for match in _SURROGATE_ESCAPE.finditer(text):
            if match.group(1) is None or match.group(2) is None:
                lone = match.group(1) or match.group(3)
                at = match.start(1) if match.group(1) else match.start(3)
                raise UnsafeJson(
                    _("a lone surrogate (U+{code}) is not valid Unicode").format(code=lone.upper()),
                    text,
                    at - 2,
                    _surrogate_path(data),
                )
    return data


def _surrogate_path(data: Any) -> str:
    """The JSON path (`players[1].name`) of the first text holding a lone surrogate."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            if _has_surrogate(value):
                return path
        elif isinstance(value, dict):
            for key, item in reversed(value.items()):
                shown = escaped(key)  # the path is printed: the surrogate as `\\ud800`
                at = f"{path}.{shown}" if path else shown
                if _has_surrogate(key):
                    return at
                stack.append((at, item))
        elif isinstance(value, list):
            stack += [(f"{path}[{i}]", item) for i, item in reversed(list(enumerate(value)))]
    return ""


def _has_surrogate(text: str) -> bool:
    return not text.isascii() and any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def _duplicate_place(text: str) -> int:
    """Where the object holding a key twice begins (its `{`), read again with the Python
    scanner, which can say where each object starts."""
    decoder = json.JSONDecoder(
        parse_int=_parse_int, parse_constant=_parse_constant, object_pairs_hook=_unique_pairs
    )

    def parse_object(s_and_end: tuple[str, int], *args: Any) -> Any:
        try:
            return json.decoder.JSONObject(s_and_end, *args)  # type: ignore[attr-defined]
        except _DuplicateKey as exc:
            if exc.start >= 0:  # an inner object's: already placed
                raise
            raise _DuplicateKey(exc.key, s_and_end[1] - 1) from None

    decoder.parse_object = parse_object  # type: ignore[attr-defined]
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    try:
        decoder.decode(text)
    except _DuplicateKey as exc:
        return max(exc.start, 0)
    except (ValueError, RecursionError):
        pass
    return 0
