"""Operation lines (`*.jsonl`, DESIGN.md): one JSON object a line <-> Operation values."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any, BinaryIO

from ...text import language
from ...text.language import _
from ..limits import (
    MAX_COORDINATE,
    MAX_COUNT,
    MAX_NOTE_CHARS,
    HugeNumber,
    UnsafeJson,
    digits,
    is_coordinate,
    limit_text,
    note_fault,
    parse_json,
    text_fault,
)
from ..operations import (
    Add,
    AdjustVp,
    Convert,
    EndRound,
    Kind,
    MoveRegion,
    MoveRegions,
    Operation,
    Remove,
    Reset,
    Score,
    SetArmies,
    is_kind,
    is_row_name,
)
from .expectation_lines import Expect, parse_expectation
from .safe_io import UnreadableFile, cannot_read, open_regular, reason


@dataclass(frozen=True, slots=True)
class Undo:
    pass


@dataclass(frozen=True, slots=True)
class Redo:
    pass


@dataclass(frozen=True, slots=True)
class Noted:
    """A line that carries a `"comment"`: its operation (or undo, redo) and the note, kept
    as the step's note (History, Log, game files) and given back with the line's events.
    Lines without one are the bare operation, so a long replay pays nothing for notes."""

    step: Operation | Undo | Redo
    comment: str


# An expectation is a line of the file but never a step of the history (expectation_lines.py).
Step = Operation | Undo | Redo | Expect | Noted


def bare(step: Step) -> Operation | Undo | Redo | Expect:
    """The operation of a line, without its note."""
    return step.step if isinstance(step, Noted) else step


def comment_of(step: Step) -> str | None:
    return step.comment if isinstance(step, Noted) else None


def noted(step: Operation | Undo | Redo, comment: str | None) -> Step:
    """`step` with its note (none: the bare step)."""
    return Noted(step, comment) if comment else step


class OpFileError(ValueError):
    """An operation file that cannot be used; the message says where and why."""


class OpLineError(OpFileError):
    """A line that is not a valid operation. `line` is 1-based."""

    def __init__(self, line: int, message: str, source: str | None = None) -> None:
        self.line = line
        self.message = message
        self.source = source
        super().__init__(f"{source or _('operations')}:{line}: {message}")


_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # op: (required, optional)
    "add": (("region", "player", "kind"), ("source", "setup", "slot", "force")),
    "convert": (("region", "player", "index"), ("slot",)),
    "reset": (("region", "player", "index"), ()),
    "remove": (("region", "row", "index"), ()),
    "armies": (("region", "player", "count"), ()),
    "score": ((), ("region",)),
    "vp": (("player", "delta", "reason"), ()),
    "end_round": ((), ()),
    # move: "region" and "position" (one Region), or "positions" (several): checked below
    "move": ((), ("region", "position", "positions")),
    "undo": ((), ()),
    "redo": ((), ()),
}
_ALWAYS_ALLOWED = ("op", "comment")


def parse_entry(entry: Any) -> Step:
    """One decoded line -> an operation (Noted when it carries a comment); ValueError with a
    plain reason when it is not one."""
    step = _parse_entry(entry)
    if isinstance(step, Expect) or "comment" not in entry:
        return step
    comment = entry["comment"]
    if not isinstance(comment, str):
        raise ValueError(_must_be_text("comment", comment))
    if (fault := note_fault(comment)) is not None:
        raise ValueError(f'"comment" {_shown(comment)}: {fault}')
    if len(comment) > MAX_NOTE_CHARS:
        raise ValueError(
            _('"comment" has more than {n} characters').format(n=language.number(MAX_NOTE_CHARS))
        )
    return noted(step, comment.strip())


_ADD_KEYS = frozenset(("op", "region", "player", "kind", "source", "setup", "slot", "force"))


def _usual_add(entry: dict[str, Any]) -> Add | None:
    """An add line of the usual shape (texts of printable ASCII, flags true or false, a
    slot in range), read in a few steps: most lines of a long file or game are such. None
    for anything else, which the full reading then takes (and says what is wrong)."""
    if not entry.keys() <= _ADD_KEYS:
        return None
    region, player, kind = entry.get("region"), entry.get("player"), entry.get("kind")
    source = entry.get("source")
    setup, slot, force = entry.get("setup", False), entry.get("slot"), entry.get("force", False)
    if (
        type(region) is str
        and type(player) is str
        and (kind == "permanent" or kind == "temporary")
        and (source is None or type(source) is str)
        and (setup is True or setup is False)
        and (force is True or force is False)
        and (slot is None or (type(slot) is int and 0 <= slot <= MAX_COUNT))
        and (source is not None or "source" not in entry)  # a null source is refused
        and (slot is not None or "slot" not in entry)
        and _plain(region)
        and _plain(player)
        and (source is None or _plain(source))
    ):
        source = None if source is None else _one(source)
        # the kind as the literal, one object however many lines say it
        row: Kind = "permanent" if kind == "permanent" else "temporary"
        return Add(_one(region), _one(player), row, source, setup, slot, force)
    return None


def _one(text: str) -> str:
    """One object for each text a file says again and again (the ids of its Regions and
    players, its sources): a long replay that keeps its steps keeps their operations,
    each with its texts, and one copy of each text is enough."""
    return sys.intern(text) if type(text) is str else text


def _plain(text: str) -> bool:
    """Printable ASCII: no control character nor lone surrogate (limits.text_fault)."""
    return text.isascii() and text.isprintable()


def _parse_entry(entry: Any) -> Operation | Undo | Redo | Expect:
    if type(entry) is dict and entry.get("op") == "add" and (add := _usual_add(entry)):
        return add
    return _read_entry(entry)


def _read_entry(entry: Any) -> Operation | Undo | Redo | Expect:
    """Any line, every value checked with the reason when it is wrong."""
    if not isinstance(entry, dict):
        raise ValueError(_('expected a JSON object such as {{"op": "score"}}').format())
    op = entry.get("op")
    if op == "expect":
        return parse_expectation(entry)
    if not isinstance(op, str) or op not in _FIELDS:
        ops = ", ".join((*_FIELDS, "expect"))
        raise ValueError(
            _('"op" must be one of {ops}, found {value}').format(ops=ops, value=_shown(op))
        )
    required, optional = _FIELDS[op]
    missing = [k for k in required if k not in entry]
    if missing:
        raise ValueError(
            _('"{op}" needs {keys}').format(op=op, keys=", ".join(repr(k) for k in missing))
        )
    unknown = [k for k in entry if k not in required + optional + _ALWAYS_ALLOWED]
    if unknown:
        raise ValueError(
            _('"{op}" does not take {keys}').format(op=op, keys=", ".join(repr(k) for k in unknown))
        )
    get = _Getter(entry)
    if op == "add":
        kind = get.text("kind")
        if not is_kind(kind):
            raise ValueError(
                _('"kind" must be "permanent" or "temporary", found {value}').format(
                    value=_shown(kind)
                )
            )
        return Add(
            get.text("region"),
            get.text("player"),
            kind,
            source=get.text("source") if "source" in entry else None,
            setup=get.flag("setup"),
            slot=get.index("slot") if "slot" in entry else None,
            force=get.flag("force"),
        )
    if op == "convert":
        slot = get.index("slot") if "slot" in entry else None
        return Convert(get.text("region"), get.text("player"), get.index("index"), slot)
    if op == "reset":
        return Reset(get.text("region"), get.text("player"), get.index("index"))
    if op == "remove":
        row = get.text("row")
        if not is_row_name(row):
            raise ValueError(
                _('"row" must be "permanent", "temporary" or "overflow", found {value}').format(
                    value=_shown(row)
                )
            )
        return Remove(get.text("region"), row, get.index("index"))
    if op == "armies":
        return SetArmies(get.text("region"), get.text("player"), get.index("count"))
    if op == "score":
        return Score(get.text("region") if "region" in entry else None)
    if op == "move":
        return _move(entry, get)
    if op == "vp":
        return AdjustVp(get.text("player"), get.delta("delta"), get.text("reason"))
    if op == "end_round":
        return EndRound()
    return Undo() if op == "undo" else Redo()


def _move(entry: dict[str, Any], get: _Getter) -> MoveRegion | MoveRegions:
    one = "region" in entry or "position" in entry
    if one and "positions" in entry:
        raise ValueError(_('"move" takes "region" and "position", or "positions", not both'))
    if "positions" not in entry:
        missing = [k for k in ("region", "position") if k not in entry]
        if missing:
            raise ValueError(
                _('"move" needs {keys} (or "positions")').format(
                    keys=_(" and ").join(repr(k) for k in missing)
                )
            )
        return MoveRegion(get.text("region"), get.point("position"))
    positions = entry["positions"]
    if not isinstance(positions, dict) or not positions:
        raise ValueError(
            _(
                '"positions" must be an object of Region ids and [x, y], such as '
                '{{"africa": [40, 300]}}, found {value}'
            ).format(value=_shown(positions))
        )
    where = _Getter(positions)
    pairs = []
    for region in positions:
        if (fault := text_fault(region)) is not None:
            raise ValueError(f'in "positions", {_shown(region)}: {fault}')
        try:
            pairs.append((region, where.point(region)))
        except ValueError as exc:
            raise ValueError(_('in "positions", {why}').format(why=exc)) from None
    return MoveRegions(tuple(pairs))


class _Getter:
    def __init__(self, entry: dict[str, Any]) -> None:
        self.entry = entry

    def text(self, key: str) -> str:
        v = self.entry[key]
        if not isinstance(v, str):
            raise ValueError(_must_be_text(key, v))
        if (fault := text_fault(v)) is not None:
            raise ValueError(f'"{key}" {_shown(v)}: {fault}')
        return _one(v)

    def index(self, key: str) -> int:
        v = self.entry[key]
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNT:
            raise ValueError(
                _('"{key}" must be a whole number {limits}, found {value}').format(
                    key=key, limits=limit_text(), value=_shown(v)
                )
            )
        return v

    def delta(self, key: str) -> int:
        v = self.entry[key]
        if (
            isinstance(v, bool)
            or not isinstance(v, int)
            or v == 0
            or not -MAX_COUNT <= v <= MAX_COUNT
        ):
            raise ValueError(
                _(
                    '"{key}" must be a whole number other than 0 within {limit} either way, '
                    "found {value}"
                ).format(key=key, limit=language.number(MAX_COUNT), value=_shown(v))
            )
        return v

    def flag(self, key: str) -> bool:
        v = self.entry.get(key, False)
        if not isinstance(v, bool):
            raise ValueError(
                _('"{key}" must be true or false, found {value}').format(key=key, value=_shown(v))
            )
        return v

    def point(self, key: str) -> tuple[float, float]:
        v = self.entry[key]
        if isinstance(v, list) and len(v) == 2 and all(is_coordinate(c) for c in v):
            return (float(v[0]), float(v[1]))
        raise ValueError(
            _("{key} must be [x, y], two finite numbers within {limit} of 0, found {value}").format(
                key=_shown(key), limit=language.number(MAX_COORDINATE), value=_shown(v)
            )
        )


def _must_be_text(key: str, value: Any) -> str:
    return _('"{key}" must be a string, found {value}').format(key=key, value=_shown(value))


def _shown(value: Any) -> str:
    """A bad value for a message: JSON, escaped, and short."""
    if isinstance(value, HugeNumber):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and digits(value) > 30:
        return _("a number of {n} digits").format(n=digits(value))
    try:
        text = json.dumps(value, default=str)
    except ValueError:  # a float that is not finite inside a list
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _parsed(number: int, raw: str, source: str | None) -> Step | None:
    """One line's operation, None for a blank line; OpLineError when it is not one."""
    if not raw.strip():
        return None
    try:
        entry = parse_json(raw)
    except UnsafeJson as exc:
        where = exc.path or _("column {n}").format(n=language.number(exc.colno))
        raise OpLineError(number, f"{where}: {exc.msg}", source) from None
    except json.JSONDecodeError as exc:
        raise OpLineError(number, _("not JSON: {why}").format(why=exc.msg), source) from None
    except RecursionError:
        raise OpLineError(number, _("not JSON: nested too deeply"), source) from None
    except ValueError as exc:  # NaN or Infinity, which JSON does not have
        raise OpLineError(number, _("not JSON: {why}").format(why=exc), source) from None
    try:
        return parse_entry(entry)
    except ValueError as exc:
        raise OpLineError(number, str(exc), source) from None


def parse_lines(text: str, source: str | None = None) -> list[tuple[int, Step]]:
    """Every operation of a file with its line number; blank lines are skipped. Lines are
    split on "\n" only (DESIGN.md). Raises OpLineError for the first bad line."""
    steps = []
    for number, raw in enumerate(text.split("\n"), start=1):
        step = _parsed(number, raw, source)
        if step is not None:
            steps.append((number, step))
    return steps


def read_steps(path: str | os.PathLike[str], name: str | None = None) -> list[tuple[int, Step]]:
    """The operations of a file (as `stream_steps` reads them, all at once). Messages name
    it `name`, or the path as given. Raises OpFileError."""
    return list(stream_steps(path, name))


def to_entry(step: Step) -> dict[str, Any]:
    """The JSON object of one operation line (the inverse of parse_entry)."""
    if isinstance(step, Noted):
        return {**to_entry(step.step), "comment": step.comment}
    if isinstance(step, Undo):
        return {"op": "undo"}
    if isinstance(step, Redo):
        return {"op": "redo"}
    if isinstance(step, Add):
        out: dict[str, Any] = {
            "op": "add", "region": step.region, "player": step.player, "kind": step.kind,
        }  # fmt: skip
        if step.source is not None:
            out["source"] = step.source
        if step.setup:
            out["setup"] = True
        if step.slot is not None:
            out["slot"] = step.slot
        if step.force:
            out["force"] = True
        return out
    if isinstance(step, Convert):
        out = {"op": "convert", "region": step.region, "player": step.player, "index": step.index}
        if step.slot is not None:
            out["slot"] = step.slot
        return out
    if isinstance(step, Reset):
        return {"op": "reset", "region": step.region, "player": step.player, "index": step.index}
    if isinstance(step, Remove):
        return {"op": "remove", "region": step.region, "row": step.row, "index": step.index}
    if isinstance(step, SetArmies):
        return {"op": "armies", "region": step.region, "player": step.player, "count": step.count}
    if isinstance(step, Score):
        return {"op": "score"} if step.region is None else {"op": "score", "region": step.region}
    if isinstance(step, AdjustVp):
        return {"op": "vp", "player": step.player, "delta": step.delta, "reason": step.reason}
    if isinstance(step, EndRound):
        return {"op": "end_round"}
    if isinstance(step, MoveRegion):
        return {"op": "move", "region": step.region, "position": list(step.position)}
    if isinstance(step, MoveRegions):
        positions = {region: list(xy) for region, xy in step.positions}
        return {"op": "move", "positions": positions}
    if isinstance(step, Expect):
        where = {} if step.region is None else {"region": step.region}
        return {"op": "expect", **where, **dict(step.values)}
    # a programming error, not the user's: English only
    raise TypeError(f"not an operation: {step!r}")


def to_line(step: Step) -> str:
    return json.dumps(to_entry(step), ensure_ascii=False, separators=(", ", ": "))


# -- long files: read as they are played -----------------------------------------------------


def stream_steps(
    path: str | os.PathLike[str], name: str | None = None, stream: BinaryIO | None = None
) -> Iterator[tuple[int, Step]]:
    """The operations of a file with their line numbers, read one line at a time as they
    are asked for, so that a file of any length is never held whole: an operation file is
    a stream, bounded by the line (MAX_LINE_BYTES) rather than by the file (DESIGN.md
    Limits). Lines are split on "\\n" only. `stream`: read that (standard input) instead
    of opening `path`. Raises OpFileError, when the file cannot be read or when a line
    that comes up is too long or not an operation (OpLineError)."""
    name = str(path) if name is None else name
    try:
        # closed below, also when the caller stops
        file = open_regular(path, limit=None) if stream is None else stream
    except UnreadableFile as exc:
        raise OpFileError(f"{name}: {exc.reason}") from None
    try:
        yield from _steps_of(file, name)
    except OSError as exc:  # a folder or a device given as standard input, a failing disk
        raise OpFileError(f"{name}: {cannot_read(reason(exc))}") from None


def _steps_of(file: BinaryIO, name: str) -> Iterator[tuple[int, Step]]:
    # A game repeats the same lines again and again; operations are immutable values, so a
    # short line seen lately is not decoded a second time (the cache is bounded).
    seen: dict[bytes, Step | None] = {}
    with file:
        # at most one byte past the bound a line: a longer one is never read whole
        lines = iter(partial(file.readline, MAX_LINE_BYTES + 1), b"")
        for number, raw in enumerate(lines, start=1):
            step = seen.get(raw, _UNSEEN)
            if step is _UNSEEN:
                if len(raw) > MAX_LINE_BYTES and (
                    len(raw) > MAX_LINE_BYTES + 1 or not raw.endswith(b"\n")
                ):
                    raise OpLineError(number, too_long(), name)
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise OpLineError(
                        number, _("not UTF-8 text: {why}").format(why=exc.reason), name
                    ) from None

                step = _parsed(number, text, name)
                if len(raw) <= _SEEN_BYTES:
                    if len(seen) >= _SEEN_LINES:
                        seen.clear()
                    seen[raw] = step
            if step is not None:
                yield number, step


MAX_LINE_BYTES = 1024 * 1024  # an operation line, its "\n" aside (DESIGN.md Limits)
# Lines kept: a game of many Regions has tens of thousands of different lines (a few MB).
_SEEN_LINES = 32768
_UNSEEN: Any = object()  # a line not in the cache (None is a blank line's step)
_SEEN_BYTES = 256  # longer lines are not kept: the cache stays under about 25 MB


def too_long() -> str:
    return _("the line is longer than {n} MB, the most a line may hold").format(
        n=MAX_LINE_BYTES // (1024 * 1024)
    )


def may_undo(path: str | os.PathLike[str]) -> bool:
    """False only when no line of the file can be an undo or a redo: the file never spells
    either word, nor escapes a character (which could spell them). Such a replay needs no
    Board but the current one. Unreadable files say True (the reading will say why)."""
    try:
        with open_regular(path, limit=None) as file:
            tail = b""
            while chunk := file.read(1 << 20):
                window = tail + chunk
                if b"undo" in window or b"redo" in window or b"\\" in window:
                    return True
                tail = chunk[-3:]
    except OSError:
        return True
    return False
