"""Event and report texts in plain English: one cube, one Army, one link, and a name that
already says what it is ("Player 5") is not preceded by that word again."""

from __future__ import annotations

import re

import pytest

from boards import LOCAL, allowed, board, region
from influence_board.rules import (
    Add,
    AddPlayer,
    AddRegion,
    Board,
    EditOperation,
    Operation,
    Outcome,
    Participant,
    Region,
    RemovePlayer,
    RemoveRegion,
    RenameRegion,
    Reset,
    Score,
    SetArmies,
    SetLocalPower,
    apply,
)
from influence_board.rules.analysis.report import describe
from influence_board.text.wording import counted, named

DOUBLED = re.compile(r"\b(\w+) \1\b", re.IGNORECASE)
ONE_PLURAL = re.compile(r"\b1 (cubes|Armies|links|slots|permanent slots|places)\b")


def texts(b: Board, op: Operation | EditOperation) -> list[str]:
    out = apply(b, op)
    assert isinstance(out, Outcome), out
    return [e.text for e in out.events]


def plain(text: str) -> None:
    assert not DOUBLED.search(text), text
    assert not ONE_PLURAL.search(text), text


@pytest.mark.parametrize(
    ("n", "word", "said"),
    [
        (1, "cube", "1 cube"),
        (0, "cube", "0 cubes"),
        (2, "cube", "2 cubes"),
        (1, "Army", "1 Army"),
        (3, "Army", "3 Armies"),
        (1, "permanent slot", "1 permanent slot"),
    ],
)
def test_counted(n: int, word: str, said: str) -> None:
    assert counted(n, word) == said


@pytest.mark.parametrize(
    ("kind", "name", "said"),
    [
        ("Player", "USA", "Player USA"),
        ("Player", "Player 5", "Player 5"),
        ("Player", "player five", "player five"),
        ("Region", "New Region 3", "New Region 3"),
        ("Region", "Regional Council", "Region Regional Council"),
        ("Local power", "Local powers", "Local powers"),
        ("Local power", "Natives", "Local power Natives"),
    ],
)
def test_named(kind: str, name: str, said: str) -> None:
    assert named(kind, name) == said


def test_a_player_named_player_5_is_added_once() -> None:
    b = board(region("x"))
    (text,) = texts(b, AddPlayer(Participant("player_5", "Player 5", "#336699")))
    assert text.startswith("Player 5 added")
    (text,) = texts(b, AddPlayer(Participant("usa", "USA", "#336699")))
    assert text.startswith("Player USA added")
    (text,) = texts(b, RemovePlayer("a"))
    assert text.startswith("Player A removed")


def test_a_local_power_scoring_with_one_cube_says_one_cube() -> None:
    b = board(region("x", perm=["a", LOCAL], temp=["a"]))
    said = texts(b, Score("x"))
    assert "Local place 2 with 1 cube, scores nothing (local power)" in " | ".join(said)
    assert "A place 1, 2 cubes + bonus 7 = +9 VP" in " | ".join(said)
    for text in said:
        plain(text)


def test_one_army_is_one_army() -> None:
    b = board(region("x", perm=["a", "b"], armies={"a": 1}))
    (text,) = texts(b, SetArmies("x", "a", 1))
    assert text == "A already has 1 Army in X: no change"
    assert "1st  A: 1 cube, 1 Army, bonus 7" in describe(b)
    assert "cannot score" not in describe(b)
    one_empty = board(region("x", perm=["a"]))
    assert "cannot score: 1 permanent slot empty" in describe(one_empty)


def test_a_full_row_of_one_slot() -> None:
    from influence_board.rules import Refusal

    b = board(region("x", permanent=[1], perm=["a"]))
    out = apply(b, Add("x", "b", "permanent"))
    assert isinstance(out, Refusal)
    assert "its one slot is filled" in out.reason


def test_regions_named_region_are_said_once() -> None:
    b = board(region("x", name="Region 1"), region("y"), adjacency=[("x", "y")])
    new = Region("n", "New Region 3", (1,), (2, 1), (3,), (None,), (), (None, None), ())
    (text,) = texts(b, AddRegion(new))
    assert text.startswith("New Region 3 added")
    (text,) = texts(b, RemoveRegion("x"))
    assert text == "Region 1 removed; 1 link removed"
    (text,) = texts(b, RenameRegion("x", "North"))
    assert text == "Region 1 renamed North"
    (text,) = texts(b, RenameRegion("y", "South"))
    assert text == "Region Y renamed South"


def test_local_power_named_local_powers() -> None:
    b = board(region("x", temp=[LOCAL]))
    (text,) = texts(b, SetLocalPower(None))
    assert text.startswith("Local power Local removed; 1 cube leaves X")
    lp = Participant("natives", "Local powers", "#000000")
    (text,) = texts(board(region("x"), local=False), SetLocalPower(lp))
    assert text == "Local powers added"


def test_every_event_of_a_busy_board_is_plain_english() -> None:
    """A board with one of everything: every operation's every event reads right."""
    b = board(
        region("x", permanent=[1], perm=["a"], temp=["b", "a", LOCAL], armies={"a": 1}),
        region("y", perm=["b"], temp=["a"], overflow=["b"]),
        adjacency=[("x", "y")],
    )
    ops: list[Operation | EditOperation] = [
        Add("x", "c", "temporary"),
        Add("y", "a", "permanent"),
        Reset("x", "b", 0),
        Score("x"),
        Score("y"),
        Score(None),
        SetArmies("y", "b", 1),
        SetArmies("x", "a", 1),
        RemoveRegion("x"),
        RemovePlayer("b"),
        SetLocalPower(None),
    ]
    for op in ops:
        for text in texts(b, op):
            plain(text)
    plain(describe(b))


# -- issue 17: words that read as a player says them ---------------------------------------


def test_one_owner_sliding_is_named_once_with_the_count() -> None:
    from influence_board.rules import Add, Remove
    from influence_board.rules.formats.scenario import standard_board

    board = standard_board()  # Africa's temporary row: EU first
    for _ in range(3):
        board = allowed(board, Add("africa", "usa", "temporary")).board
    out = allowed(board, Remove("africa", "temporary", 0))  # EU's cube goes: 3 USA slide
    slid = [e.text for e in out.events if e.kind == "slid"]
    assert slid == ["3 USA cubes slide one place left"]
    board = allowed(board, Add("africa", "china", "temporary")).board  # a full row: EU out
    out = allowed(board, Remove("africa", "temporary", 0))
    assert [e.text for e in out.events if e.kind == "slid"] == [
        "2 USA cubes and China slide one place left"
    ]


def test_a_conversion_into_the_overflow_says_where_the_cube_goes() -> None:
    from influence_board.rules import Add, Convert
    from influence_board.rules.formats.scenario import standard_board

    board = standard_board()  # Central Asia: Russia and one free permanent slot
    board = allowed(board, Add("central_asia", "usa", "permanent")).board
    board = allowed(board, Add("central_asia", "usa", "temporary")).board
    out = allowed(board, Convert("central_asia", "usa", 0))
    text = out.events[0].text
    assert "to the overflow, beside the full permanent row" in text
    assert "to beside" not in text
