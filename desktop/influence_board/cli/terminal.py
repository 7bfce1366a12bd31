"""The command line's standard output and error, guarded: nothing a command prints can
act on the terminal or fail to encode.

Values from a file are escaped where a line is built (rules/escaping.py `escaped`, which
also escapes newlines so that a name cannot forge a line); this guard is the net under
every command, old or new: it escapes whatever control character still reaches the stream
and writes what the encoding cannot hold as a backslash escape instead of raising.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from ..rules.escaping import escaped_keeping_lines

# Printable ASCII and the line breaks a program writes on purpose.
_PLAIN_ASCII = bytes(range(0x20, 0x7F)) + b"\n\t"


def _plain(text: str) -> bool:
    """Nothing to escape. Most writes are printable lines; a long ASCII report (replay's
    events) is checked by deleting its plain bytes, four times quicker than the pattern."""
    if text.isprintable():
        return True
    return text.isascii() and not text.encode("ascii").translate(None, _PLAIN_ASCII)


class _Guarded:
    """A text stream that escapes control characters (not newlines or tabs) on the way."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if _plain(text):
            return self._stream.write(text)
        return self._stream.write(escaped_keeping_lines(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


@contextmanager
def guarded_output() -> Iterator[None]:
    """sys.stdout and sys.stderr guarded for the time of the block."""
    out, err = sys.stdout, sys.stderr
    for stream in (out, err):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    # A GUI launcher on Windows gives no streams at all (None): nothing to guard then.
    if out is not None:
        sys.stdout = _Guarded(out)
    if err is not None:
        sys.stderr = _Guarded(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
