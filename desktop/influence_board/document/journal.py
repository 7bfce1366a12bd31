"""The journal: what the window tells the user of the game as it goes, for the Log and the
status bar to show. The events of each operation, undo and redo; one line for many steps
(a jump, a replay); a word to the user; why the rules said no.

Whoever has something to tell says it here (the Game, the step's commands, the gestures,
the file work); the Log and the status bar subscribe. The Document is only the position:
nobody emits its signals from outside it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal

from ..rules import Event


class Journal(QObject):
    # Python objects, not `list`: Qt would copy a list argument item by item into its own
    # list and back at every emit (38 ms for the 5,000 steps of a long jump).
    events_logged = Signal(object)  # list[Event] of an operation, undo or redo
    # One line for many steps (a jump, a replay): the Event, the events of each of its
    # operations (a Sequence[list[Event]]) and how many they are in all
    summary_logged = Signal(object, object, int)
    said = Signal(str)  # something to tell the user in the status bar
    refused = Signal(str)  # why the rules said no

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._held: list[list[Event]] | None = None  # what is logged during `held`
        self._words = True  # whether the `held` steps' words are wanted

    def log(self, events: list[Event]) -> None:
        if not events:
            return
        if self._held is not None:
            self._held.append(list(events))
        else:
            self.events_logged.emit(events)

    def log_summary(
        self, summary: Event, details: Sequence[list[Event]], lines: int | None = None
    ) -> None:
        """One line for many steps; their own lines (`details`, by step: `lines` in all,
        counted if not given) are a click away in the Log."""
        if lines is None:
            lines = sum(len(events) for events in details)
        self.summary_logged.emit(summary, details, lines)

    def say(self, text: str) -> None:
        self.said.emit(text)

    def refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    @property
    def wants_words(self) -> bool:
        """Whether the lines of an undo or redo are wanted now (not in a jump, whose
        caller knows its steps and makes their words only if they are read)."""
        return self._words

    @contextmanager
    def held(self, words: bool = True) -> Iterator[list[list[Event]]]:
        """Many steps in a row (a jump, a replay) log nothing meanwhile: what they would
        have logged is collected in the list given (for `log_summary`), but for the lines
        of undos and redos when not `words`. Inside another `held`, that one collects, and
        the lines are wanted only if both want them."""
        if self._held is not None:
            was = self._words
            self._words = was and words
            try:
                yield self._held
            finally:
                self._words = was
            return
        held: list[list[Event]] = []
        self._held, self._words = held, words
        try:
            yield held
        finally:
            self._held, self._words = None, True
