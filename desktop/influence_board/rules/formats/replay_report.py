"""What `influence-board replay` prints, as text or as the `--json` report, written as the
replay goes: each event is spelled once (a game says the same things again and again) and
spooled, so that a replay of any length holds no list of its events."""

from __future__ import annotations

import json
import tempfile
from json.encoder import encode_basestring
from typing import IO, Any

from ..analysis.expectations import Check
from ..analysis.report import board_report, describe
from ..board import Board
from ..escaping import escaped
from ..history.engine import LineResult, Played, Refused
from ..language import _
from ..ops import Event


def event_json(line: int, event: Event) -> str:
    """One entry of "events", exactly as json.dumps(report, indent=2, ensure_ascii=False)
    spells it, built directly: the indenting encoder is pure Python and would take most of
    a long replay. (encode_basestring is what that encoder uses for a string.)"""
    return f"{_JSON_HEAD}{line:d}{_json_rest(event)}"


_JSON_HEAD = '    {\n      "line": '


def _json_rest(event: Event) -> str:
    """An entry of "events" after its line number."""
    kind, region, text, owner, vp, rule, comment = event
    entry = (
        f',\n      "kind": {encode_basestring(kind)},\n'
        f'      "region": {"null" if region is None else encode_basestring(region)},\n'
        f'      "text": {encode_basestring(text)}'
    )
    if owner is not None:
        entry = f'{entry},\n      "owner": {encode_basestring(owner)},\n      "vp": {vp:d}'
    if rule is not None:
        entry = f'{entry},\n      "rule": {encode_basestring(rule)}'
    if comment is not None:
        entry = f'{entry},\n      "comment": {encode_basestring(comment)}'
    return entry + "\n    }"


def event_text(line: int, event: Event) -> str:
    """One event as the plain-text report prints it: the line number, then the words."""
    note = _("  [note: {comment}]").format(comment=escaped(event.comment)) if event.comment else ""

    return f"{line:>4}  {escaped(event.text)}{note}"


class _LineEntries:
    """The report's entries for the events of one line, each event spelled once.

    Why: a game says the same things again and again (the benchmark's million lines have
    about 5,400 different events among two million), and spelling each event anew took a
    quarter of a long replay. An entry is the line number, then the rest of it, which
    depends on the event alone (equal events are spelled alike); the rests are kept in a
    bounded cache."""

    LIMIT = 16384  # events kept; then the cache starts again

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self._rests: dict[Event, str] = {}
        self._separator = ",\n" if as_json else "\n"  # between entries

    def text(self, line: int, events: tuple[Event, ...]) -> str:
        """The entries of `events` (not empty), as the report joins them."""
        head = f"{_JSON_HEAD}{line:d}" if self.as_json else f"{line:>4}"
        between = self._separator + head
        try:  # map and join: no Python step for each event
            return head + between.join(map(self._rests.__getitem__, events))
        except KeyError:  # an event not seen lately
            return head + between.join(map(self._rest, events))

    def _rest(self, event: Event) -> str:
        rest = self._rests.get(event)
        if rest is None:
            rest = _json_rest(event) if self.as_json else event_text(0, event)[4:]
            if len(self._rests) >= self.LIMIT:
                self._rests.clear()
            self._rests[event] = rest
        return rest


class ReplayReport:
    """What `influence-board replay` prints, as text or as the `--json` report
    (`board_report` plus "events", "applied" and, when the replay stopped, "refused" or
    "expectation_failed").

    The events are written to a spool as they come (in memory, on disk once large), so a
    replay of any length holds no list of them, and nothing reaches the output before the
    replay is over (a bad line further on prints only its error). `write` then prints the
    JSON report exactly as json.dumps(report, indent=2, ensure_ascii=False) would."""

    SPOOL_IN_MEMORY = 8 << 20  # characters kept in memory before the spool goes to disk
    BATCH = 2048  # lines of entries (two on average) joined into one write to the spool

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self._entries = _LineEntries(as_json)
        self._separator = ",\n" if as_json else "\n"
        self._spool: IO[str] = tempfile.SpooledTemporaryFile(  # noqa: SIM115 (see close)
            # A lone surrogate from a file goes through; the output stream escapes it.
            self.SPOOL_IN_MEMORY,
            mode="w+",
            encoding="utf-8",
            errors="surrogatepass",
        )
        self._pending: list[str] = []  # entries not yet in the spool: written in batches
        self._empty = True
        self.applied = 0
        self.refused: Refused | None = None
        self.unmet: tuple[int, Check] | None = None

    def add(self, result: LineResult) -> None:
        if isinstance(result, Played):  # the common case first
            self.applied += 1
            if result.events:  # one entry per event, all of them at once
                self._pending.append(self._entries.text(result.line, result.events))
                if len(self._pending) >= self.BATCH:
                    self._flush()
            return
        if isinstance(result, Refused):
            self.refused = result
            return
        # Checked: not an event of the game: the text lists it, the JSON names only a failure.
        if not self.as_json:
            self._pending.extend(f"{result.line:>4}  {escaped(c.text)}" for c in result.checks)
        if (failure := result.failure) is not None:
            self.unmet = (result.line, failure)

    @property
    def stopped(self) -> tuple[int, str] | None:
        """(line, reason) of a refusal or an expectation not met: `OPS:LINE: reason`."""
        if self.unmet is not None:
            return self.unmet[0], self.unmet[1].message
        if self.refused is not None:
            return self.refused.line, self.refused.reason
        return None

    def _flush(self) -> None:
        if self._pending:
            if not self._empty:
                self._spool.write(self._separator)
            self._spool.write(self._separator.join(self._pending))
            self._empty = False
            self._pending.clear()

    def _copy_events(self, out: IO[str]) -> None:
        self._flush()
        self._spool.seek(0)
        while chunk := self._spool.read(1 << 20):
            out.write(chunk)

    def write(self, board: Board, out: IO[str]) -> None:
        self._flush()
        if not self.as_json:
            if not self._empty:
                self._copy_events(out)
                out.write("\n\n")
            out.write(describe(board))
            return
        head = json.dumps(board_report(board), indent=2, ensure_ascii=False)
        out.write(head[: head.rindex("\n}")])  # the board's keys, not the closing brace
        if self._empty:
            out.write(',\n  "events": [],\n')
        else:
            out.write(',\n  "events": [\n')
            self._copy_events(out)
            out.write("\n  ],\n")
        tail: dict[str, Any] = {"applied": self.applied}
        if self.refused is not None:
            tail["refused"] = {"line": self.refused.line, "reason": self.refused.reason}
        if self.unmet is not None:
            line, c = self.unmet
            tail["expectation_failed"] = {
                "line": line,
                "region": c.region,
                "key": c.key,
                "expected": c.expected,
                "got": c.got,
            }
        text = json.dumps(tail, indent=2, ensure_ascii=False)
        out.write(text[text.index("\n") + 1 :])  # the tail's keys and the closing brace
        out.write("\n")

    def close(self) -> None:
        self._spool.close()

    def __enter__(self) -> ReplayReport:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
