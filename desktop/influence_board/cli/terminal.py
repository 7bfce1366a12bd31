"""The command line's standard output and error, guarded: nothing a command prints can
act on the terminal or fail to encode.

Values from a file are escaped where a line is built (text/escaping.py `escaped`, which
also escapes newlines so that a name cannot forge a line); this guard is the net under
every command, old or new: it escapes whatever control character still reaches the stream
and writes what the encoding cannot hold as a backslash escape instead of raising.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from ..text.escaping import escaped_keeping_lines
from ..text.language import _

# Printable ASCII and the line breaks a program writes on purpose.
_PLAIN_ASCII = bytes(range(0x20, 0x7F)) + b"\n\t"


def _plain(text: str) -> bool:
    """Nothing to escape. Most writes are printable lines; a long ASCII report (replay's
    events) is checked by deleting its plain bytes, four times quicker than the pattern."""
    if text.isprintable():
        return True
    return text.isascii() and not text.encode("ascii").translate(None, _PLAIN_ASCII)


class StreamFailed(Exception):
    """Standard output could not be written (closed, full, a broken pipe): the command's
    report is not whole, so it must not end as done, unless the pipe broke because its
    reader had read enough (`| head -1`): cli/main.py ends that quietly."""

    def __init__(self, why: str, broken_pipe: bool = False) -> None:
        super().__init__(why)
        self.why = why
        self.broken_pipe = broken_pipe


def _failure(exc: OSError) -> StreamFailed:
    return StreamFailed(exc.strerror or str(exc), isinstance(exc, BrokenPipeError))


class _Guarded:
    """A text stream that escapes control characters (not newlines or tabs) on the way.
    Standard output raises StreamFailed when it cannot be written; standard error, where
    nothing is left to tell a failure to, takes it silently (`failed` says it happened)."""

    def __init__(self, stream: TextIO | None, name: str, quiet: bool) -> None:
        self._stream = stream
        self._name = name
        self._quiet = quiet
        self.failed = False
        self._bytes_as_is: bool | None = None  # see _ascii_as_is

    def write(self, text: str) -> int:
        if not _plain(text):
            text = escaped_keeping_lines(text)
        try:
            if self._stream is None:
                raise OSError(errno.EBADF, _("{stream} is closed").format(stream=self._name))
            return self._stream.write(text)
        except OSError as exc:
            self._fail(exc)
            return len(text)

    def write_utf8(self, data: bytes) -> None:
        """UTF-8 text given as bytes (a long report, spooled: rules/formats/replay_report.py):
        written to the stream's bytes as they are when they are plain ASCII and the stream
        would write them alike, else as `write` writes the text."""
        buffer = getattr(self._stream, "buffer", None)
        if (
            self._stream is None
            or buffer is None
            or not data.isascii()
            or data.translate(None, _PLAIN_ASCII)  # what is left must be escaped
            or not self._ascii_as_is()
        ):
            self.write(data.decode("utf-8", "surrogatepass"))
            return
        try:
            self._stream.flush()  # what was written as text goes first
            buffer.write(data)
        except OSError as exc:
            self._fail(exc)

    def _ascii_as_is(self) -> bool:
        """The text stream writes plain ASCII as the same bytes (its encoding keeps ASCII,
        and a newline stays one byte)."""
        if self._bytes_as_is is None:
            encoding = getattr(self._stream, "encoding", None) or "ascii"
            try:
                same = _PLAIN_ASCII.decode("ascii").encode(encoding) == _PLAIN_ASCII
            except (LookupError, UnicodeError):
                same = False
            self._bytes_as_is = same and os.linesep == "\n"
        return self._bytes_as_is

    def flush(self) -> None:
        try:
            if self._stream is not None:
                self._stream.flush()
        except OSError as exc:
            self._fail(exc)

    def _fail(self, exc: OSError) -> None:
        self.failed = True
        if not self._quiet:
            raise _failure(exc) from None

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def _fill_closed_descriptors() -> None:
    """A closed standard stream (`>&-`) gets the null device, so that the next file the
    command opens cannot take its number and receive what Qt or Python write there."""
    if os.name != "posix":
        return
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:  # a lower number was free after all: nothing to fill
                os.close(null)


def silence(stream: TextIO | None) -> None:
    """A stream that failed: what is left in its buffer goes to the null device, so that
    Python's own flush at exit neither fails nor prints "Exception ignored"."""
    try:
        fd = stream.fileno() if stream is not None else -1
    except (OSError, ValueError, AttributeError):
        return
    if fd < 0:
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, fd)
    finally:
        os.close(null)


@contextmanager
def guarded_output(closed_is_failure: bool = True) -> Iterator[tuple[_Guarded, _Guarded]]:
    """sys.stdout and sys.stderr guarded for the time of the block; yields both guards.
    With `closed_is_failure`, writing to a closed standard output fails (a command's
    report); else (the window, a GUI launcher giving no streams at all) it is ignored."""
    _fill_closed_descriptors()
    out, err = sys.stdout, sys.stderr
    for stream in (out, err):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    guarded_out = _Guarded(out, _("standard output"), quiet=not closed_is_failure and out is None)
    guarded_err = _Guarded(err, _("standard error"), quiet=True)

    sys.stdout, sys.stderr = guarded_out, guarded_err
    try:
        yield guarded_out, guarded_err
    finally:
        sys.stdout, sys.stderr = out, err
