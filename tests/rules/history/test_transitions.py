"""rules/history/transitions.py: remembered transitions give exactly what `apply` gives (the Board,
the events, whether it is a step, the refusal), on games of every operation, when the
cache starts again, for operations equal but of other types, participants renamed, and a
ledger at its limit; a long game finds its transitions again; and a replay that keeps no
step (its Board built only when asked for) plays as one that keeps them all."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from influence_board.rules import Board
from influence_board.rules.board import Participant
from influence_board.rules.formats.expectation_lines import Expect
from influence_board.rules.formats.operation_lines import Step
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history import transitions
from influence_board.rules.history.engine import History, Played, play
from influence_board.rules.history.position import BoardHistory, CurrentBoard
from influence_board.rules.history.transitions import Transitions
from influence_board.rules.limits import MAX_COUNT
from influence_board.rules.operations import (
    Add,
    Convert,
    Operation,
    Outcome,
    Refusal,
    Remove,
    SetArmies,
)
from influence_board.rules.play import apply
from positions import boards_with_own_rows, likely_operation


def same(got: Outcome | Refusal, expected: Outcome | Refusal) -> None:
    if isinstance(expected, Refusal):
        assert got == expected
        return
    assert isinstance(got, Outcome)
    assert got.board == expected.board
    assert got.events == expected.events
    assert got.changed == expected.changed


def odd_operation(board: Board, rng: random.Random) -> Operation:
    """Operations that the rules refuse: no such Region, slot, index or participant."""
    region = rng.choice(board.regions).id
    refused: list[Operation] = [
        Add("nowhere", board.players[0].id, "temporary"),
        Add(region, "nobody", "permanent"),
        Add(region, board.players[0].id, "permanent", slot=99),
        Convert(region, board.players[0].id, 7),
        Remove(region, "overflow", 3),
        SetArmies(region, board.players[0].id, MAX_COUNT + 1),
    ]
    return rng.choice(refused)


@settings(max_examples=60, deadline=None)
@given(boards_with_own_rows(), st.integers(0, 2**32), st.sampled_from([3, 50, 32768]))
def test_remembered_transitions_are_what_apply_gives(board: Board, seed: int, limit: int) -> None:
    rng = random.Random(seed)
    memo = Transitions()
    memo.LIMIT = limit  # a small one starts again often
    pool: list[Operation] = []  # operations played again as the very same objects
    for _ in range(300):
        roll = rng.random()
        if pool and roll < 0.5:
            op = rng.choice(pool)
        elif roll < 0.9:
            op = likely_operation(board, rng, moves=True)
            pool.append(op)
        else:
            op = odd_operation(board, rng)
        expected = apply(board, op)
        got = memo.apply(board, op)
        same(got, expected)
        if isinstance(got, Outcome) and got.changed:
            board = got.board  # go on from the remembered Board, as a replay does


def test_an_operation_equal_but_of_other_types_is_judged_again() -> None:
    """SetArmies(..., True) equals SetArmies(..., 1), but an Army count of True is refused."""
    board = standard_board()
    memo = Transitions()
    one = memo.apply(board, SetArmies("europe", "usa", 1))
    assert isinstance(one, Outcome) and one.changed
    refused = memo.apply(board, SetArmies("europe", "usa", True))
    assert refused == apply(board, SetArmies("europe", "usa", True))
    assert isinstance(refused, Refusal)


def test_participants_renamed_get_their_new_names() -> None:
    board = standard_board()
    memo = Transitions()
    op = Add("europe", "usa", "temporary")
    memo.apply(board, op)
    renamed = replace(board, players=(Participant("usa", "Union", "#0072B2"), *board.players[1:]))
    assert renamed.regions == board.regions and renamed.regions[0] is board.regions[0]
    got = memo.apply(renamed, op)
    same(got, apply(renamed, op))
    assert isinstance(got, Outcome) and got.events[0].text.startswith("Union: ")


def test_a_ledger_at_its_limit_is_refused_as_apply_refuses_it() -> None:
    board = standard_board()
    memo = Transitions()
    op = Add("europe", "usa", "temporary")
    memo.apply(board, op)  # +5 VP, remembered
    full = board.with_vp((MAX_COUNT - 1, *board.vp[1:]))  # the very same Regions
    assert full.regions is board.regions
    got = memo.apply(full, op)
    assert isinstance(got, Refusal) and got == apply(full, op)


def test_a_long_game_finds_its_transitions_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """5,000 temporary cubes of two players on the standard board: most lines are
    transitions seen before, which `apply` does not work out again."""
    calls = []

    def counted(board: Board, op: Operation) -> Outcome | Refusal:
        calls.append(op)
        return apply(board, op)

    monkeypatch.setattr(transitions, "apply", counted)
    rng = random.Random(5)
    board = standard_board()
    ops = [Add(r.id, p.id, "temporary") for r in board.regions for p in board.players[:2]]
    memo = Transitions()
    for _ in range(5000):
        op = rng.choice(ops)
        got = memo.apply(board, op)
        same(got, apply(board, op))
        assert isinstance(got, Outcome)
        board = got.board
    assert len(calls) < 1000, len(calls)


def played(history: History, steps: list[tuple[int, Step]]) -> tuple[list[object], Board]:
    """Each line's result of the engine, and the Board at the end."""
    results: list[object] = [
        (r.line, r.events, r.step) if isinstance(r, Played) else r for r in play(history, steps)
    ]
    return results, history.board


@settings(max_examples=40, deadline=None)
@given(boards_with_own_rows(), st.integers(0, 2**32))
def test_a_history_that_keeps_no_step_plays_as_one_that_keeps_them(board: Board, seed: int) -> None:
    """CurrentBoard plays on a Position (the Board built only when asked for): the same
    events, steps, refusal and final Board as the Boards of BoardHistory, for lines played
    again as the very same objects, expectations between them, and a ledger near its
    limit."""
    rng = random.Random(seed)
    board = board.with_vp(tuple(rng.choice([0, MAX_COUNT - 7]) for _ in board.players))
    pool: list[Operation] = []
    steps: list[tuple[int, Step]] = []
    position = board
    for n in range(1, 400):
        if rng.random() < 0.03:
            steps.append((n, Expect(None, (("vp", position.vp_dict()),))))
            continue
        op = rng.choice(pool) if pool and rng.random() < 0.6 else likely_operation(position, rng)
        pool.append(op)
        outcome = apply(position, op)
        if isinstance(outcome, Refusal) and rng.random() < 0.9:
            continue  # mostly lines that play; now and then the one that stops the replay
        steps.append((n, op))
        if isinstance(outcome, Refusal):
            break
        position = outcome.board
    assert played(CurrentBoard(board), steps) == played(BoardHistory(board), steps)
