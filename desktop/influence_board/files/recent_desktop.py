"""The desktop's list of recent files: each file opened or saved goes into
$XDG_DATA_HOME/recently-used.xbel (the freedesktop Desktop Bookmark format, as GLib writes
it), where file choosers, launchers and file managers find it.

That file is every app's, and hostile input: it is read only when it is a regular file of
at most MAX_BYTES in UTF-8 with no DOCTYPE (no entity can grow it), and anything that does
not parse leaves it as it was. Other apps' entries are kept byte for byte: only this file's
own bookmark is cut out and written again (its date added and other apps' uses kept), and
the whole is replaced atomically. Nothing here ever fails the open or the save: a file
that cannot be written is left alone, in silence (the app's own Open Recent is the one the
user relies on).
"""

from __future__ import annotations

import os
import re
import sys
import time
import xml.parsers.expat
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from xml.sax.saxutils import quoteattr

from ..rules.formats.safe_io import read_bytes, write_atomic

MAX_BYTES = 16 * 1024 * 1024  # GTK's list of a busy month is a few MB
APP_NAME = "Influence Board"
APP_EXEC = "'influence-board %u'"  # as GLib writes it: shell-quoted (g_shell_quote)
BOOKMARK_NS = "http://www.freedesktop.org/standards/desktop-bookmarks"
MIME_NS = "http://www.freedesktop.org/standards/shared-mime-info"
SCENARIO_MIME = "application/x-influence-board-scenario"
GAME_MIME = "application/x-influence-board-game"
_STAMP = re.compile(r"\A\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z\Z")
_EMPTY = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    f'<xbel version="1.0"\n      xmlns:bookmark="{BOOKMARK_NS}"\n'
    f'      xmlns:mime="{MIME_NS}"\n>\n</xbel>\n'
).encode()


class _Refused(Exception):
    """The file is not one to touch: a DOCTYPE, another encoding, not an xbel."""


def recent_file() -> Path:
    """$XDG_DATA_HOME/recently-used.xbel; ~/.local/share when it is unset or relative (the
    spec says to ignore a relative one)."""
    data = os.environ.get("XDG_DATA_HOME", "")
    folder = Path(data) if os.path.isabs(data) else Path.home() / ".local" / "share"
    return folder / "recently-used.xbel"


def add(path: Path, mime: str, now: float | None = None) -> bool:
    """Put `path` (a file just opened or saved, of type `mime`) into the desktop's recent
    files, or bring it up to date there. True when the list was written. Only where the
    freedesktop list is the desktop's (not Windows, not macOS)."""
    if sys.platform in ("win32", "darwin"):
        return False
    try:
        uri = path.resolve().as_uri()
    except (OSError, ValueError):
        return False
    target = recent_file()
    when = _stamp(time.time() if now is None else now)
    try:
        # Another app may write it meanwhile: its change is kept by reading again.
        for _attempt in range(2):
            seen = _seen(target)
            old = read_bytes(target, MAX_BYTES) if seen is not None else _EMPTY
            new = merged(old, uri, mime, when)
            if _seen(target) == seen:
                target.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(target, new)
                return True
    except (OSError, _Refused, xml.parsers.expat.ExpatError, ValueError):
        pass  # UnreadableFile is an OSError; a UnicodeDecodeError a ValueError
    return False


def _seen(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of the file from another; None when there is none."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None if not os.path.islink(path) else (0, 0, 0)  # a link to nothing: unread
    return info.st_ino, info.st_size, info.st_mtime_ns


@dataclass(slots=True)
class _Found:
    """What the parse found: where the list ends and, when it has the bookmark of `uri`,
    where its parts lie (byte offsets) that a new use changes."""

    uri: str
    depth: int = 0
    prefixes: dict[str, str] = field(default_factory=dict)  # the root's namespaces
    root_end: int = -1  # the "<" of </xbel>
    start: int = -1  # the bookmark's "<"
    tag_end: int = -1  # just past its start tag (-1: the next event tells)
    attributes: dict[str, str] = field(default_factory=dict)
    inside: bool = False
    apps_end: int = -1  # the "<" of its </bookmark:applications>
    ours: tuple[int, int] | None = None  # this app's application element in it
    ours_at: int = -1
    count: str = ""


def merged(data: bytes, uri: str, mime: str, when: str) -> bytes:
    """The xbel `data` with the bookmark of `uri` used now, by this app: a new bookmark last
    in the list, or the one there with its times and this app's count brought up to date
    and every other byte kept (its date added, groups, other apps' uses). Raises _Refused
    or ExpatError for a file to leave alone."""
    found = _find(data, uri)
    if found.start < 0:
        cut = found.root_end
        return data[:cut] + _bookmark(uri, mime, when) + data[cut:]
    if found.apps_end < 0 or found.tag_end < 0 or " " in "".join(found.attributes):
        raise _Refused  # no list of applications to count in; a namespaced attribute
    attributes = {**found.attributes, "modified": when, "visited": when}
    tag = "<bookmark " + " ".join(f"{k}={_quoted(v)}" for k, v in attributes.items()) + ">"
    ours = _application(APP_NAME, APP_EXEC, when, _count(found.count) + 1)
    if found.ours is not None:
        at, end, app = *found.ours, ours.strip()
    else:  # after the other apps, before </bookmark:applications>
        at = end = found.apps_end
        app = f"  {ours.strip()}\n        "
    return (
        data[: found.start]
        + tag.encode("utf-8")
        + data[found.tag_end : at]
        + app.encode("utf-8")
        + data[end:]
    )


def _find(data: bytes, uri: str) -> _Found:
    data.decode("utf-8")  # expat reads other encodings: a UnicodeDecodeError (ValueError)
    found = _Found(uri)
    parser = xml.parsers.expat.ParserCreate(namespace_separator=" ")
    application = f"{BOOKMARK_NS} application"

    def refuse(*_args: object) -> None:
        raise _Refused

    def declared(_version: str, encoding: str | None, _standalone: int) -> None:
        if encoding is not None and encoding.lower() not in ("utf-8", "utf8"):
            raise _Refused

    def declared_prefix(prefix: str | None, namespace: str) -> None:
        if found.depth == 0 and prefix:  # the root's
            found.prefixes[prefix] = namespace

    def anything(*_args: object) -> None:
        """Any event: the first after the bookmark's start tag tells where that tag ends."""
        if found.inside and found.tag_end < 0:
            found.tag_end = parser.CurrentByteIndex

    def start(name: str, attributes: dict[str, str]) -> None:
        anything()
        found.depth += 1
        if found.depth == 1 and name != "xbel":
            raise _Refused
        if found.depth == 2 and name == "bookmark" and found.start < 0:
            if attributes.get("href") == uri:
                found.start, found.inside = parser.CurrentByteIndex, True
                found.attributes = attributes
        elif found.inside and name == application and attributes.get("name") == APP_NAME:
            # this app's use, counted (the first, if it is there twice)
            found.ours_at = parser.CurrentByteIndex if found.ours_at < 0 else found.ours_at
            found.count = found.count or attributes.get("count", "0")

    def end(name: str) -> None:
        at = parser.CurrentByteIndex
        if found.inside and found.tag_end < 0:
            raise _Refused  # an empty <bookmark/>
        # `at` is an end tag's "<", or just past an empty element's "/>".
        closed = data.find(b">", at) + 1 if data.startswith(b"</", at) else at
        if found.inside and name == application and found.ours_at >= 0 and found.ours is None:
            found.ours = (found.ours_at, closed)
        elif found.inside and name == f"{BOOKMARK_NS} applications":
            if closed == at:
                raise _Refused  # an empty <bookmark:applications/>
            found.apps_end = at
        elif found.depth == 2:
            found.inside = False
        elif found.depth == 1:
            found.root_end = at
        found.depth -= 1

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.XmlDeclHandler = declared
    parser.StartNamespaceDeclHandler = declared_prefix
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = anything
    parser.CommentHandler = anything
    parser.ProcessingInstructionHandler = anything
    parser.Parse(data, True)
    if found.root_end < 0 or not data.startswith(b"</xbel", found.root_end):
        raise _Refused  # an empty <xbel/>: no place to write into
    # A new bookmark is written with GLib's prefixes: the root must declare them so.
    if {"bookmark": BOOKMARK_NS, "mime": MIME_NS}.items() - found.prefixes.items():
        raise _Refused
    return found


def _bookmark(uri: str, mime: str, when: str) -> bytes:
    """A new bookmark, as GLib writes it."""
    times = f"added={_quoted(when)} modified={_quoted(when)} visited={_quoted(when)}"
    lines = [
        f"  <bookmark href={_quoted(uri)} {times}>",
        "    <info>",
        '      <metadata owner="http://freedesktop.org">',
        f"        <mime:mime-type type={_quoted(mime)}/>",
        "        <bookmark:applications>",
        _application(APP_NAME, APP_EXEC, when, 1),
        "        </bookmark:applications>",
        "      </metadata>",
        "    </info>",
        "  </bookmark>",
    ]
    return ("\n".join(lines) + "\n").encode("utf-8")


def _application(name: str, exec: str, when: str, count: int) -> str:
    said = f'name={_quoted(name)} exec={_quoted(exec)} modified={_quoted(when)} count="{count}"'
    return f"          <bookmark:application {said}/>"


def _quoted(value: str) -> str:
    """An attribute's value, quoted and escaped (line breaks kept as references)."""
    return quoteattr(value, {"\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def _count(text: str) -> int:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else 0


def _stamp(seconds: float) -> str:
    """An ISO 8601 time in UTC as GLib writes it: 2024-05-01T10:00:00.123456Z."""
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
