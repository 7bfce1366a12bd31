"""Text from a file, made safe to print: characters that could act on a terminal or hide
what a line says are shown as escapes.

A name is hostile text. Raw, `\\x1b[31m` recolours the terminal, `\\x07` rings its bell, a
newline or `\\r` forges an output line, a bidi override reorders one, and a lone surrogate
(valid in JSON, not in UTF-8) kills the print with UnicodeEncodeError. Escaped, each shows
as what it is: `\\x1b`, `\\x07`, `\\n`, `\\u202e`, `\\ud800`.
"""

from __future__ import annotations

import re
from functools import cache

# C0 and C1 controls and DEL; the line and paragraph separators; the bidi controls
# (U+061C, U+200E-F, U+202A-E, U+2066-9); lone surrogates.
_INVISIBLE = "\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff"


@cache
def _unsafe(keeping_lines: bool) -> re.Pattern[str]:
    """The characters to escape (tabs and newlines but when kept), compiled on first use:
    the window's start loads this module and prints nothing (the two take 2 ms)."""
    controls = "\x00-\x08\x0b-\x1f" if keeping_lines else "\x00-\x1f"
    return re.compile(f"[{controls}\x7f-\x9f{_INVISIBLE}]")


_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    c = match.group()
    code = ord(c)
    return _SHORT.get(c) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def _escape_as_json(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def escaped(text: str) -> str:
    """`text` as one printable line: every control character (newlines included), bidi
    control and lone surrogate written as an escape (`\\x1b`, `\\n`, `\\ud800`)."""
    if text.isprintable():  # most text: every character escaped here is not printable
        return text
    return _unsafe(False).sub(_escape, text)


def escaped_keeping_lines(text: str) -> str:
    """`text` with the same characters escaped except newlines and tabs, which it may use
    on purpose (a whole output whose lines the program built). The escapes are JSON's
    (`\\u001b`): inside a JSON string they mean the very character, so JSON stays JSON."""
    return _unsafe(True).sub(_escape_as_json, text)


def json_text(data: object, indent: int | None = 2) -> str:
    """JSON that a terminal shows as it is and any UTF-8 stream can carry: what json.dumps
    leaves raw (DEL, C1 controls, bidi controls, separators, lone surrogates) written as
    `\\uXXXX`, which is the same JSON string."""
    import json  # here: the window's start loads this module but prints no JSON

    return escaped_keeping_lines(json.dumps(data, indent=indent, ensure_ascii=False))
