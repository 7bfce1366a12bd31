"""The journal: what the window tells the user of the game as it goes, for the Log and the
status bar to show. The events of each operation, undo and redo; one line for many steps
(a jump, a replay); a word to the user; why the rules said no.

Whoever has something to tell says it here (the Game, the step's commands, the gestures,
the file work); the Log and the status bar subscribe. The Document is only the position:
nobody emits its signals from outside it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal

from ..rules import Event


class Said(NamedTuple):
    """The Log's lines of one operation: its events, and `line`, the number of the
    operation file's line they came from (a replay's: None for what was played here)."""

    events: Sequence[Event]
    line: int | None = None


class Journal(QObject):
    # Python objects, not `list`: Qt would copy a list argument item by item into its own
    # list and back at every emit (38 ms for the 5,000 steps of a long jump).
    events_logged = Signal(object)  # list[Event] of an operation, undo or redo
    # One line for many lines (a jump, a replay, an undo and what it takes back): the
    # Event, the lines beneath it (a Sequence[Said], one for each operation) and how many
    # events they hold in all (-1: not counted, for a long jump's, made only when read)
    summary_logged = Signal(object, object, int)
    said = Signal(str)  # something to tell the user in the status bar
    kept = Signal(str)  # something to tell and keep: the status bar and the Log
    refused = Signal(str)  # why the rules said no

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._held: list[list[Event]] | None = None  # what is logged during `held`

    def log(self, events: list[Event]) -> None:
        if not events:
            return
        if self._held is not None:
            self._held.append(list(events))
        else:
            self.events_logged.emit(events)

    def log_summary(
        self, summary: Event, details: Sequence[Said], lines: int | None = None
    ) -> None:
        """One line for many; the lines beneath it (`details`, by operation: `lines` events
        in all, counted if not given; -1 for not counted) show under it in the Log."""
        if lines is None:
            lines = sum(len(said.events) for said in details)
        self.summary_logged.emit(summary, details, lines)

    def log_moved(self, moved: Event, told: Callable[[], list[Event]]) -> None:
        """An undo or redo: its line, and beneath it what the step did (`told`, made only
        when the line is told now). Held (a replay), it is the one line `replay` prints."""
        if self._held is not None:
            self._held.append([moved])
            return
        events = told()
        self.summary_logged.emit(moved, [Said(events)] if events else [], len(events))

    def say(self, text: str) -> None:
        self.said.emit(text)

    def keep(self, text: str) -> None:
        self.kept.emit(text)

    def refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    @contextmanager
    def held(self) -> Iterator[list[list[Event]]]:
        """Many steps in a row (a replay) log nothing meanwhile: what they would have
        logged is collected in the list given (for `log_summary`). Inside another `held`,
        that one collects."""
        if self._held is not None:
            yield self._held
            return
        held: list[list[Event]] = []
        self._held = held
        try:
            yield held
        finally:
            self._held = None
