"""The words a long replay keeps instead of making again (issue 37) say what they would
have said: a memo of words (`language.per_language`) is emptied when the language
changes; the report keeps a line's entries by its tuple of events only while that finds
lines (in trials), and its entries are the same either way; an operation line with a
note is played on the command line's lists as the window's engine plays it on Boards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from influence_board.rules.formats.operation_lines import Noted, Redo, Step, Undo
from influence_board.rules.formats.replay_report import _LineEntries, event_json, event_text
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.engine import Played, play, play_line
from influence_board.rules.history.position import BoardHistory
from influence_board.rules.operations import Add, Convert, Event, Remove, Reset, Score
from influence_board.rules.play import apply
from influence_board.rules.rulebook import SHARED_PLACE, tag_said
from influence_board.text import language
from influence_board.text.wording import counted


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.use_language("en")


def test_words_kept_are_said_again_in_the_language_chosen_since() -> None:
    board = standard_board()  # Europe's permanent row is full: it scores, counting cubes
    english = (counted(2, "cube"), tag_said(SHARED_PLACE), apply(board, Score("europe")))
    assert english[:2] == ("2 cubes", "shared place")
    language.use_language("it")
    italian = (counted(2, "cube"), tag_said(SHARED_PLACE), apply(board, Score("europe")))
    assert all(i != e for i, e in zip(italian, english, strict=True))
    language.use_language("en")
    assert (counted(2, "cube"), tag_said(SHARED_PLACE), apply(board, Score("europe"))) == english


def test_counts_of_another_type_are_not_said_as_the_kept_ones() -> None:
    assert counted(1, "cube") == "1 cube"
    assert counted(True, "cube") == "True cube"  # as number() says it: not the 1 kept


def _events(n: int) -> tuple[Event, ...]:
    return (Event("placed", "europe", f"words {n}", "usa", n, "2.1"),)


@pytest.mark.parametrize("as_json", [False, True])
def test_the_report_rests_its_lines_on_a_game_that_does_not_repeat_itself(as_json: bool) -> None:
    entries = _LineEntries(as_json)
    entries.TRIAL, entries.REST = 8, 40
    spell = event_json if as_json else event_text
    for line in range(1, 200):  # every line's events new: the trials find none of them
        events = _events(line)
        assert entries.text(line, events) == spell(line, events[0])
        if 16 < line < 16 + 40:  # the second trial (the first fills) rests the cache
            assert not entries._lines
    kept = [_events(n) for n in range(4)]
    for line in range(200, 400):  # four lines again and again: found by their tuples
        events = kept[line % 4]
        assert entries.text(line, events) == spell(line, events[0])
    assert all(id(events) in entries._lines for events in kept) and not entries._resting_to


def test_a_noted_line_is_played_on_the_lists_as_on_boards() -> None:
    def note(step: Step) -> Noted:
        return Noted(step, "said at the table")  # type: ignore[arg-type]

    steps: list[Step] = [Add("europe", "china", "temporary") for _ in range(6)]
    steps += [
        note(Add("europe", "usa", "temporary")),  # a push-out and a slide, noted
        note(Reset("europe", "china", 1)),
        Convert("europe", "china", 0),
        note(Remove("europe", "temporary", 2)),
        note(Score("europe")),
        note(Undo()),
        note(Undo()),
        Redo(),
        note(Add("africa", "eu", "permanent", source="Invest")),
    ]
    lines = list(enumerate(steps, start=1))
    on_lists = BoardHistory(standard_board())
    got = list(play(on_lists, lines))
    on_boards = BoardHistory(standard_board())
    expected = [play_line(on_boards, line, step) for line, step in lines]  # apply on Boards
    assert got == expected
    assert on_lists.board == on_boards.board
    noted_events = [r.events for r in got if isinstance(r, Played) and r.line == 7]
    assert noted_events and all(e.comment == "said at the table" for e in noted_events[0])
