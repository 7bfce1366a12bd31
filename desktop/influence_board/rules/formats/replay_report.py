"""What `influence-board replay` prints, as text or as the `--json` report, written as the
replay goes: each event is spelled once (a game says the same things again and again) and
spooled, so that a replay of any length holds no list of its events."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable
from json.encoder import encode_basestring
from typing import IO, Any

from ...text.escaping import escaped
from ..analysis.expectations import Check
from ..analysis.report import board_report, describe
from ..board import Board
from ..history.engine import LineResult, Played, Refused
from ..history.words import note_said
from ..operations import Event


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


def line_text(line: int, text: str) -> str:
    """One line of the plain-text report: the operation line's number, then `text` (an
    event's, an expectation's, a note's words). The window's Log > Save Log As writes a
    replay's lines with it too."""
    return f"{line:>4}{_text_rest(text)}"


def _text_rest(text: str) -> str:
    """A line of the plain-text report after its line number."""
    return "  " + escaped(text)


def event_text(line: int, event: Event) -> str:
    """One event as the plain-text report prints it: the line number, then the words."""
    return line_text(line, event.text)


def note_text(line: int, events: tuple[Event, ...]) -> str:
    """The line's note, said once after its events (each event carries it), or ""."""
    comment = events[-1].comment
    return f"\n{line_text(line, note_said(comment))}" if comment else ""


class _LineEntries:
    """The report's entries for the events of one line.

    An entry is the line number, then the rest of it, which depends on the event alone.
    A line's events that come again as the very same tuple (a transition seen before:
    rules/history/position.py) find their rests by the tuple's id, without looking at each
    event: a file that repeats itself is mostly such lines. Each event's rest is kept too,
    looked up without raising: such a file says the same things again and again, and one
    string for each thing said keeps the report's lines quick to join (equal rests spelled
    again made the cyclic benchmark's text report 25% slower).

    Keeping them pays only there: a game that does not repeat itself finds none of its
    tuples again and a third of its events, and 32,768 lines of its events kept alive
    made its text report twice as slow (a profile of a mixed game: its report's share
    went from 0.5 s to 1.0 s in 200,000 lines). So they are kept in trials, as the
    transitions are (transitions.py): a trial that finds fewer than a quarter of its
    lines rests both caches for a while, and the rests are spelled as they come."""

    LIMIT = 16384  # events kept; then the cache starts again
    LINES = 32768  # tuples of events kept (a list of the rests each: a few MB)
    TRIAL = 4096  # lines not found that end a trial
    REST = 65536  # lines the caches rest for, after a trial that found few

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self._rests: dict[Event, str] = {}
        # by the id of the events' tuple, which each value keeps alive
        self._lines: dict[int, tuple[tuple[Event, ...], list[str]]] = {}
        self._separator = ",\n" if as_json else "\n"  # between entries
        self._trial_from = 0  # the line the trial began at
        self._missed = 0  # lines of this trial not found
        self._resting_to = 0  # the line up to which the caches rest
        self._filling = True  # the first trial, or the first after a rest: not judged

    def text(self, line: int, events: tuple[Event, ...]) -> str:
        """The entries of `events` (not empty), as the report joins them."""
        known = self._lines.get(id(events))
        rests = self._listed(events, line) if known is None else known[1]
        if self.as_json:
            head = f"{_JSON_HEAD}{line:d}"
            return head + (self._separator + head).join(rests)
        head = f"{line:>4}"
        return head + (self._separator + head).join(rests) + note_text(line, events)

    def _listed(self, events: tuple[Event, ...], line: int) -> list[str]:
        """The rests of a line's events not found by their tuple (at operation line `line`)."""
        if self._resting_to:
            if line < self._resting_to:  # nothing is kept while the caches rest
                if self.as_json:
                    return [_json_rest(event) for event in events]
                return [_text_rest(event.text) for event in events]
            self._resting_to, self._filling = 0, True  # awake: a trial that fills the cache
        known = self._rests.get
        rests = [known(event) or self._rest(event) for event in events]
        self._missed += 1
        if self._missed == self.TRIAL:  # the end of a trial: were a quarter of its lines found?
            few = not self._filling and (line - self._trial_from) * 3 < self.TRIAL * 4
            self._trial_from, self._missed, self._filling = line, 0, False
            if few:
                self._resting_to = line + self.REST
                self._lines.clear()
                self._rests.clear()
                return rests
        if len(self._lines) >= self.LINES:
            self._lines.clear()
        self._lines[id(events)] = (events, rests)
        return rests

    def _rest(self, event: Event) -> str:
        """The rest of an event not kept lately, kept."""
        rest = _json_rest(event) if self.as_json else _text_rest(event.text)
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
    COPY = 1 << 20  # bytes of the spool read at a time (to a line's end, when not ASCII)

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self._entries = _LineEntries(as_json)
        self._separator = ",\n" if as_json else "\n"
        # UTF-8 bytes: encoded once, copied to the output as they are (see _copy_events).
        self._spool: IO[bytes] = tempfile.SpooledTemporaryFile(  # noqa: SIM115 (see close)
            self.SPOOL_IN_MEMORY
        )
        self._pending: list[str] = []  # entries not yet in the spool: written in batches
        self._empty = True
        self.applied = 0
        self.refused: Refused | None = None
        self.unmet: tuple[int, Check] | None = None

    def add_all(self, results: Iterable[LineResult]) -> None:
        """`add` each result: the loop of a long replay, with what `add` and
        `_LineEntries.text` do for a line of events written out."""
        entries, pending, batch = self._entries, self._pending, self.BATCH
        known_get, listed = entries._lines.get, entries._listed
        head_json = self.as_json
        separator = self._separator
        for result in results:
            if type(result) is not Played:
                self.add(result)
                continue
            self.applied += 1
            line, events, _step = result
            if events:
                known = known_get(id(events))
                rests = listed(events, line) if known is None else known[1]
                if head_json:
                    head = _JSON_HEAD + str(line)
                    pending.append(head + (separator + head).join(rests))
                else:
                    head = f"{line:>4}"
                    said = head + (separator + head).join(rests)
                    # the note once, after the line's events (JSON keeps it on each event)
                    pending.append(said + note_text(line, events) if events[-1].comment else said)
                if len(pending) >= batch:
                    self._flush()

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
            self._pending.extend(line_text(result.line, c.text) for c in result.checks)
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
                self._spool.write(self._separator.encode())
            # A lone surrogate from a file goes through; the output stream escapes it.
            self._spool.write(self._separator.join(self._pending).encode("utf-8", "surrogatepass"))
            self._empty = False
            self._pending.clear()

    def _copy_events(self, out: IO[str]) -> None:
        """The spooled entries to `out`: as bytes when it takes them (the command line's
        guarded output: cli/terminal.py), which spares a long report being decoded and
        encoded again (a second of a million lines), else as text."""
        self._flush()
        self._spool.seek(0)
        write_utf8 = getattr(out, "write_utf8", None)
        while chunk := self._spool.read(self.COPY):
            if not chunk.isascii():
                chunk += self._spool.readline()  # to the end of a line: whole characters
            if write_utf8 is not None:
                write_utf8(chunk)
            else:
                out.write(chunk.decode("utf-8", "surrogatepass"))

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
