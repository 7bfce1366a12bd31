"""rules/history/position.py: the command line's histories keep the position as lists. Line by
line they give what `apply` gives on Boards (events, steps, refusals, the Board), whether a
transition is remembered or not; an operation of one Region builds no Board; and the memo
of transitions (transitions.RegionTransitions) rests on a game that does not repeat itself
and works on one that does."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from influence_board.rules import Board
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history import position
from influence_board.rules.history.position import BoardHistory, CurrentBoard
from influence_board.rules.history.transitions import RegionTransitions
from influence_board.rules.limits import MAX_COUNT
from influence_board.rules.operations import Add, AdjustVp, Operation, Outcome, Refusal, Score
from influence_board.rules.play import apply
from positions import boards_with_own_rows, likely_operation


def a_line(board: Board, rng: random.Random, pool: list[Operation]) -> Operation:
    """An operation for `board`: one played before (the very same object, which the memo
    finds again), one aimed at its cubes, a VP adjustment, or a Region that is not there."""
    roll = rng.random()
    if pool and roll < 0.5:
        return rng.choice(pool)
    if roll < 0.6:
        player = rng.choice(board.players).id
        return AdjustVp(player, rng.choice((-2, 3, 5)), "Card")
    if roll < 0.62:
        return Add("nowhere", board.players[0].id, "temporary")
    op = likely_operation(board, rng, moves=True)
    pool.append(op)
    return op


@settings(max_examples=50, deadline=None)
@given(boards_with_own_rows(), st.integers(0, 2**32), st.sampled_from([4, 64, 4096]))
def test_lines_played_on_lists_are_what_apply_gives(board: Board, seed: int, trial: int) -> None:
    """Also with a ledger near its limit (a transition remembered, then refused), and with
    short trials (the memo rests and wakes again)."""
    rng = random.Random(seed)
    board = board.with_vp(tuple(rng.choice([0, 4, MAX_COUNT - 7]) for _ in board.players))
    for history in (BoardHistory(board), CurrentBoard(board)):
        memo = history._transitions
        memo.TRIAL = memo._left = trial
        memo.REST = 3 * trial
        pool: list[Operation] = []
        current = board
        for _ in range(250):
            op = a_line(current, rng, pool)
            expected = apply(current, op)
            got = history.play(op)
            if isinstance(expected, Refusal):
                assert got == expected, op
                continue
            assert got == (expected.events, expected.changed), op
            current = expected.board if expected.changed else current
            assert history.board == current, op


def test_undo_and_redo_put_back_the_boards_left() -> None:
    """One Region, the ledger alone, or the whole Board (the end of a round) put back."""
    from influence_board.rules.operations import EndRound

    boards = [standard_board()]
    history = BoardHistory(boards[0])
    ops: list[Operation] = [
        Add("europe", "usa", "temporary"),
        AdjustVp("eu", 4, "THREAT"),
        EndRound(),
        Add("europe", "china", "permanent"),
        Score("europe"),
    ]
    for op in ops:
        outcome = apply(boards[-1], op)
        assert isinstance(outcome, Outcome) and outcome.changed
        assert history.play(op) == (outcome.events, True)
        boards.append(outcome.board)
    for board in reversed(boards[:-1]):
        history.undo()
        assert history.board == board
    for board in boards[1:]:
        history.redo()
        assert history.board == board


@pytest.fixture
def boards_built(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Grows by one for each Board of a whole position made from lists (Board._next)."""
    built: list[int] = []
    next_board = Board._next

    def counted(self: Board, *args: object) -> Board:
        built.append(1)
        return next_board(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Board, "_next", counted)
    return built


def test_undo_and_redo_name_their_steps_as_the_boards_do(boards_built: list[int]) -> None:
    """Each step's name before its undo and its redo is the one made from the Board it
    started from; a step of one Region or of the ledger is named without a Board of the
    whole position (a scoring of every Region and the end of a round read them all)."""
    from influence_board.rules.history.words import step_text
    from influence_board.rules.operations import EndRound

    rng = random.Random(11)
    board = standard_board()
    ops: list[Operation] = []
    scorings = [Score(region.id) for region in board.regions]  # a step of the ledger alone
    while len(ops) < 60:  # steps only, now and then one of the ledger or of every Region
        wider: tuple[Operation, ...] = (AdjustVp("eu", 4, "THREAT"), Score(), EndRound(), *scorings)
        op = rng.choice(wider) if rng.random() < 0.2 else likely_operation(board, rng)
        outcome = apply(board, op)
        if isinstance(outcome, Outcome) and outcome.changed:
            ops.append(op)
            board = outcome.board
    boards = [standard_board()]
    history = BoardHistory(boards[0])
    names = []
    for op in ops:
        outcome = apply(boards[-1], op)
        assert isinstance(outcome, Outcome) and outcome.changed
        history.play(op)
        names.append(step_text(boards[-1], op, outcome.events))
        boards.append(outcome.board)
    built = boards_built
    whole = [
        isinstance(op, EndRound) or (isinstance(op, Score) and op.region is None) for op in ops
    ]
    for op, name, of_the_whole in reversed(list(zip(ops, names, whole, strict=True))):
        built.clear()
        assert history.undo_text() == name, op
        assert of_the_whole or not built, op
        history.undo()
    for op, name, of_the_whole in zip(ops, names, whole, strict=True):
        built.clear()
        assert history.redo_text() == name, op
        assert of_the_whole or not built, op
        history.redo()
    assert 0 < sum(whole) <= len(ops) - 40
    assert any(isinstance(op, Score) and op.region for op in ops)


def test_an_operation_of_one_region_builds_no_board(boards_built: list[int]) -> None:
    built = boards_built
    rng = random.Random(3)
    board = standard_board()
    ops = []
    for _ in range(300):
        op = likely_operation(board, rng)
        if isinstance(op, Score) and op.region is None:
            continue  # every Region: an operation of the whole board
        outcome = apply(board, op)
        if isinstance(outcome, Outcome):
            board = outcome.board
            ops.append(op)
    ops.append(AdjustVp("usa", 2, "Card"))
    last = apply(board, ops[-1])
    assert isinstance(last, Outcome)
    for history in (BoardHistory(standard_board()), CurrentBoard(standard_board())):
        built.clear()
        for op in ops:
            assert not isinstance(history.play(op), Refusal)
        assert not built
        assert history.board == last.board
        assert len(built) == 1  # asked for, at the end


def _plays_by_the_rules(monkeypatch: pytest.MonkeyPatch) -> list[Operation]:
    """The operations that the rules carry out (not found among the transitions)."""
    calls: list[Operation] = []
    play_region = position.play_region

    def counted(*args: object) -> object:
        calls.append(args[3])  # type: ignore[arg-type]
        return play_region(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(position, "play_region", counted)
    return calls


def test_the_memo_rests_on_a_game_that_does_not_repeat_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Cubes added beside a full permanent row: every Region reached is a new one."""
    monkeypatch.setattr(RegionTransitions, "TRIAL", 64)
    monkeypatch.setattr(RegionTransitions, "REST", 1000)
    calls = _plays_by_the_rules(monkeypatch)
    history = CurrentBoard(standard_board())
    beside = [Add("central_asia", p.id, "permanent", force=True) for p in history.board.players]
    for n, op in enumerate(beside * 100):
        assert not isinstance(history.play(op), Refusal), n
    memo = history._transitions
    # a trial that fills the memo, one that finds nothing: it rests, holding nothing
    assert memo._resting > 0 and not memo._seen
    assert len(calls) == 400


def test_the_memo_works_on_a_game_that_repeats_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """5,000 temporary cubes of two players on the standard board: most lines are
    transitions seen before, which the rules do not carry out again."""
    calls = _plays_by_the_rules(monkeypatch)
    rng = random.Random(5)
    board = standard_board()
    ops = [Add(r.id, p.id, "temporary") for r in board.regions for p in board.players[:2]]
    history = CurrentBoard(board)
    for _ in range(5000):
        op = rng.choice(ops)
        expected = apply(board, op)
        assert isinstance(expected, Outcome)
        assert history.play(op) == (expected.events, expected.changed)
        board = expected.board if expected.changed else board
    assert history.board == board
    assert history._transitions._resting == 0
    assert len(calls) < 1000, len(calls)
