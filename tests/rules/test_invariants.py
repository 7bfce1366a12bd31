"""Stateful property test of the rules engine (RULES.md §2-§5, DESIGN.md "How data flows").

A hypothesis state machine builds a small random Board and applies random operations,
valid and invalid, checking after every step that

- every row has one entry per printed slot and the temporary run has no gap;
- no cube is created or lost: the test keeps its own per-owner tally from the operation
  types and the events (+1 per Add, -1 per push-out or removal) and compares it with the
  cubes on the Board;
- VP only change on scoring placements (the printed VP of the slot the cube landed in) and
  on Score (cubes + bonus per player, only for Regions that can score), as predicted by an
  independent reference model of every operation, including which ones are refused;
- a Refusal changes nothing, an Outcome with changed=False returns the very same Board, and
  a changed Outcome shares every untouched Region with the Board before (`is`);
- going back to any earlier Board (undo) gives a Board equal to what it was, whose dumps()
  is byte-identical to the text saved back then;
- scenario.dumps then loads round-trips every reached Board.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from influence_board.rules.board import Board, Participant, Region
from influence_board.rules.formats import scenario
from influence_board.rules.limits import MAX_COORDINATE
from influence_board.rules.operations import (
    Add,
    Convert,
    MoveRegion,
    Operation,
    Outcome,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
)
from influence_board.rules.play import apply
from positions import (
    LOCAL,
    PLAYERS,
    REGION_IDS,
    aimed_ops,
    any_position,
    boards,
    boards_with_own_rows,
    likely_operation,
    position_of,
)

# -- random operations, valid or not ----------------------------------------------------------

any_region = st.sampled_from((*REGION_IDS, "atlantis"))
anyone = st.sampled_from((*PLAYERS, LOCAL, "nobody"))
any_index = st.integers(-1, 6)
any_slot = st.none() | st.integers(-1, 5)

random_ops: st.SearchStrategy[Operation] = st.one_of(
    st.builds(
        Add,
        any_region,
        anyone,
        st.sampled_from(("permanent", "temporary", "temporary", "sideways")),
        source=st.none() | st.just("Engage"),
        setup=st.booleans(),
        slot=st.none() | st.none() | st.integers(-1, 5),
        force=st.booleans(),
    ),
    st.builds(Convert, any_region, anyone, any_index, any_slot),
    st.builds(Reset, any_region, anyone, any_index),
    st.builds(
        Remove,
        any_region,
        st.sampled_from(("permanent", "temporary", "overflow", "attic")),
        any_index,
    ),
    st.builds(SetArmies, any_region, anyone, st.integers(-1, 4)),
    st.builds(Score, st.none() | any_region),
    st.builds(MoveRegion, any_region, any_position),
)


# -- an independent reference model of RULES.md §2-§5 ----------------------------------------


@dataclass
class Expected:
    """What the reference model predicts for a non-refused operation."""

    region: Region | None  # the one Region it replaces (None: no Region changes)
    vp: tuple[int, ...]
    changed: bool


def _gain(board: Board, owner: str, n: int) -> tuple[int, ...]:
    vp = list(board.vp)
    if owner in [p.id for p in board.players]:
        vp[[p.id for p in board.players].index(owner)] += n
    return tuple(vp)


def _rows(
    region: Region,
    permanent: Sequence[str | None],
    overflow: Sequence[str],
    temporary: Sequence[str | None],
) -> Region:
    return Region(
        region.id,
        region.name,
        region.permanent_vp,
        region.temporary_vp,
        region.majority_bonus,
        tuple(permanent),
        tuple(overflow),
        tuple(temporary),
        region.armies,
        region.position,
    )


def _run(temporary: Sequence[str | None]) -> int:
    n = 0
    while n < len(temporary) and temporary[n] is not None:
        n += 1
    return n


def _slot_for(region: Region, slot: int | None) -> int | bool | None:
    """The permanent slot a cube goes to; None = none free; False = the named slot is bad."""
    if slot is not None:
        if not 0 <= slot < len(region.permanent) or region.permanent[slot] is not None:
            return False
        return slot
    for i, cube in enumerate(region.permanent):
        if cube is None:
            return i
    return None


def oracle_gains(region: Region, players: list[str]) -> dict[str, int]:
    """Cubes + bonus per player (§4, §5), computed from scratch: a participant's position is
    the number of participants ranking strictly better plus those tied with it (itself
    included), which is the lowest position the tied group spans."""
    if None in region.permanent:
        return {}
    tally = Counter(c for c in (*region.permanent, *region.overflow, *region.temporary) if c)
    armies = dict(region.armies)
    key = {o: (n, armies.get(o, 0)) for o, n in tally.items()}
    gains = {}
    for owner, k in key.items():
        place = sum(1 for other in key.values() if other > k) + sum(
            1 for other in key.values() if other == k
        )
        bonus = region.majority_bonus[place - 1] if place <= len(region.majority_bonus) else 0
        if owner in players:
            gains[owner] = tally[owner] + bonus
    return gains


def expect(board: Board, op: Operation) -> Expected | None:
    """The reference model: None when the rules refuse the operation."""
    ids = [r.id for r in board.regions]
    players = [p.id for p in board.players]
    owners = players + ([board.local_power.id] if board.local_power else [])
    if isinstance(op, Score):
        if op.region is not None and op.region not in ids:
            return None
        totals = list(board.vp)
        for region in board.regions:
            if op.region is None or region.id == op.region:
                for owner, n in oracle_gains(region, players).items():
                    totals[players.index(owner)] += n
        return Expected(None, tuple(totals), tuple(totals) != board.vp)
    # The operations on one Region (those random_ops and likely_operation make).
    assert isinstance(op, (Add, Convert, Reset, Remove, SetArmies, MoveRegion)), op
    if op.region not in ids:
        return None
    region = board.regions[ids.index(op.region)]
    permanent, overflow = list(region.permanent), list(region.overflow)
    temporary = list(region.temporary)
    if isinstance(op, MoveRegion):
        # An edit of the picture: finite, on the board, kept at 2 decimals like the file.
        if not all(math.isfinite(c) and abs(c) <= MAX_COORDINATE for c in op.position):
            return None
        position = (round(op.position[0], 2), round(op.position[1], 2))
        if region.position == position:
            return Expected(None, board.vp, False)
        return Expected(replace(region, position=position), board.vp, True)
    if isinstance(op, Remove):
        if op.row not in ("permanent", "temporary", "overflow"):
            return None
        rows: dict[str, Sequence[str | None]]
        rows = {"permanent": permanent, "temporary": temporary, "overflow": overflow}
        row = rows[op.row]
        if not 0 <= op.index < len(row) or row[op.index] is None:
            return None
        if op.row == "permanent":
            permanent[op.index] = None
        elif op.row == "overflow":
            del overflow[op.index]
        else:
            del temporary[op.index]
            temporary.append(None)
        return Expected(_rows(region, permanent, overflow, temporary), board.vp, True)
    if op.player not in owners:
        return None
    if isinstance(op, SetArmies):
        if op.count < 0:
            return None
        armies = {o: n for o, n in region.armies if o != op.player}
        if op.count:
            armies[op.player] = op.count
        new = replace(region, armies=tuple(sorted(armies.items())))
        return Expected(new, board.vp, new != region)
    if isinstance(op, Add):
        if op.kind == "permanent":
            slot = _slot_for(region, op.slot)
            if slot is False:
                return None
            if slot is None:
                if not op.force:
                    return None
                overflow.append(op.player)
                gain = 0
            else:
                permanent[slot] = op.player
                gain = region.permanent_vp[slot]
        elif op.kind == "temporary":
            if op.slot is not None or not temporary:
                return None
            run = _run(temporary)
            if run < len(temporary):
                temporary[run] = op.player
                gain = region.temporary_vp[run]
            else:
                temporary = [*temporary[1:], op.player]
                gain = 0  # a push-out scores nothing
        else:
            return None
        vp = board.vp if op.setup else _gain(board, op.player, gain)
        new = _rows(region, permanent, overflow, temporary)
        # RULES.md §7: pushing out a row of the adder's own cubes reads the same: no step.
        return Expected(new, vp, new != region or vp != board.vp)
    # Convert and Reset: the player's own temporary cube at index.
    if not 0 <= op.index < len(temporary) or temporary[op.index] != op.player:
        return None
    if isinstance(op, Convert):
        slot = _slot_for(region, op.slot)
        if slot is False:
            return None
        del temporary[op.index]
        temporary.append(None)
        if slot is None:
            overflow.append(op.player)
        else:
            permanent[slot] = op.player
        return Expected(_rows(region, permanent, overflow, temporary), board.vp, True)
    assert isinstance(op, Reset)
    end = _run(temporary) - 1
    # Nothing to its right, or only the player's own cubes: the row reads the same.
    if all(c == op.player for c in temporary[op.index : end + 1]):
        return Expected(None, board.vp, False)
    del temporary[op.index]
    temporary.insert(end, op.player)
    return Expected(_rows(region, permanent, overflow, temporary), board.vp, True)


def cube_counts(board: Board) -> Counter[str]:
    return Counter(c for r in board.regions for c in r.cubes())


# -- the state machine ------------------------------------------------------------------------


@settings(
    max_examples=120,
    stateful_step_count=40,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
class BoardMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.board: Board | None = None
        self.text = ""
        self.tally: Counter[str] = Counter()
        # Earlier Boards with their dumps() text and cube tally, as an undo stack keeps them.
        self.history: list[tuple[Board, str, Counter[str]]] = []

    @initialize(board=boards())
    def start(self, board: Board) -> None:
        self.board = board
        self.text = scenario.dumps(board)
        self.tally = cube_counts(board)

    # -- steps --

    @rule(op=random_ops)
    def random_operation(self, op: Operation) -> None:
        self.step(op)

    @rule(rng=st.randoms(use_true_random=False))
    def likely_operation(self, rng: random.Random) -> None:
        """An operation aimed at the cubes actually on the Board, so most are valid.
        (Drawn with a hypothesis-controlled Random: building strategies per step is slow.)"""
        assert self.board is not None  # start() comes first
        op = likely_operation(self.board, rng)
        note(f"likely operation: {op!r}")
        self.step(op)

    @precondition(lambda self: self.history)
    @rule(data=st.data())
    def go_back(self, data: st.DataObject) -> None:
        """Undo to an earlier Board: it is still exactly what it was."""
        k = data.draw(st.integers(0, len(self.history) - 1))
        board, text, tally = self.history[k]
        del self.history[k:]
        assert scenario.dumps(board) == text
        assert scenario.loads(text) == board
        self.board, self.text, self.tally = board, text, tally

    def step(self, op: Operation) -> None:
        before, text = self.board, self.text
        assert before is not None  # start() comes first
        predicted = expect(before, op)
        result = apply(before, op)
        verdict = "refused" if isinstance(result, Refusal) else f"changed={result.changed}"
        event(f"{type(op).__name__}: {verdict}")
        if predicted is None:
            assert isinstance(result, Refusal), f"{op} should be refused, got {result}"
            assert result.reason
            assert scenario.dumps(before) == text  # the Board is left exactly as it was
            return
        assert isinstance(result, Outcome), f"{op} refused: {result}"
        after = result.board
        assert result.changed == predicted.changed, (op, result)
        if not result.changed:
            assert after is before
            return
        # VP: exactly the model's ledger, and the events say who gained what.
        assert after.vp == predicted.vp, (op, before.vp, after.vp, result.events)
        for i, p in enumerate(after.players):
            gained = sum(e.vp for e in result.events if e.owner == p.id)
            assert gained == after.vp[i] - before.vp[i], (op, result.events)
        # Only the touched Region is new; everything else is shared.
        touched = predicted.region.id if predicted.region is not None else None
        for old, new in zip(before.regions, after.regions, strict=True):
            if old.id == touched:
                assert new == predicted.region, (op, old, new, predicted.region)
            else:
                assert new is old
        assert after.players is before.players
        assert after.local_power is before.local_power
        assert after.adjacency is before.adjacency
        # The test's own cube accounting, from the operation type and the events.
        tally = self.tally.copy()
        for e in result.events:
            if e.kind in ("pushed_out", "removed"):
                assert e.owner is not None, e
                self.tally[e.owner] -= 1
        if isinstance(op, Add):
            self.tally[op.player] += 1
        self.history.append((before, text, tally))
        self.board = after
        self.text = scenario.dumps(after)

    # -- invariants --

    @invariant()
    def rows_match_slots(self) -> None:
        if self.board is None:
            return
        for r in self.board.regions:
            assert len(r.permanent) == len(r.permanent_vp), r
            assert len(r.temporary) == len(r.temporary_vp), r
            run = _run(r.temporary)
            assert all(c is None for c in r.temporary[run:]), f"gap in {r.id}: {r.temporary}"
            assert all(self.board.is_participant(c) for c in r.cubes()), r
            assert list(r.armies) == sorted(r.armies), r
            assert all(n > 0 for _, n in r.armies), r
        assert len(self.board.vp) == len(self.board.players)

    @invariant()
    def no_cube_made_or_lost(self) -> None:
        if self.board is None:
            return
        on_board = cube_counts(self.board)
        assert +self.tally == on_board, (dict(self.tally), dict(on_board))

    @invariant()
    def file_round_trip(self) -> None:
        if self.board is None:
            return
        again = scenario.loads(self.text)
        assert again == self.board


TestBoardInvariants = BoardMachine.TestCase


# -- regressions: what this machine found, pinned as plain tests -------------------------------
# (All failed before commit 8a4da95; the comments say what the engine did then.)


def _two_player_board() -> Board:
    """r0: usa's then eu's temporary cube in slots 1-2, slot 3 empty; no permanent cube."""
    region = Region("r0", "Region 0", (1,), (3, 2, 1), (5,), (None,), (), ("usa", "eu", None))
    players = (Participant("usa", "USA", "#123456"), Participant("eu", "EU", "#654321"))
    return Board("b", players, None, (region,))


@pytest.mark.parametrize(
    "op",
    [
        # §3: the player picks one of *their* temporary cubes; slot 1 holds usa's.
        Convert("r0", "eu", 0),  # was: usa's cube vanished, eu got a permanent cube
        Reset("r0", "eu", 0),  # was: usa's cube became eu's (row eu, eu)
        Convert("r0", "usa", 2),  # an empty slot: was a cube made out of nothing
        Convert("r0", "usa", 5),  # no such slot: the row grew past its 3 slots
        Reset("r0", "usa", 2),  # was: "changes nothing" instead of a refusal
        Reset("r0", "usa", 5),
        # Neither a player nor the local power: the Board could no longer be saved and loaded.
        Add("r0", "nobody", "temporary"),
        SetArmies("r0", "nobody", 2),
    ],
    ids=repr,
)
def test_checks_refuse(op: Operation) -> None:
    """Each of these must be refused (RULES.md §2-§3; play.py's own checks say so)."""
    board = _two_player_board()
    result = apply(board, op)
    assert isinstance(result, Refusal), f"{op} gave {result}"


def _one_region_board() -> Board:
    region = Region("r0", "Region 0", (1,), (2,), (3,), (None,), (), (None,))
    return Board("b", (Participant("usa", "USA", "#123456"),), None, (region,))


def test_move_region_position_round_trips_through_the_file() -> None:
    """A dragged track can land anywhere: saving then opening must give the same Board."""
    result = apply(_one_region_board(), MoveRegion("r0", (100.123, 20.5)))
    assert isinstance(result, Outcome)
    assert scenario.loads(scenario.dumps(result.board)) == result.board


def test_move_region_to_a_non_finite_position_is_refused_or_saved() -> None:
    """Every reached Board must be savable: a NaN or infinite position is either refused
    or written in a form that loads back."""
    for bad in (math.nan, math.inf):
        result = apply(_one_region_board(), MoveRegion("r0", (bad, 0.0)))
        if isinstance(result, Refusal):
            continue
        assert scenario.loads(scenario.dumps(result.board)) == result.board


# -- RULES.md §7: an operation is a step exactly when the position changed --------------------


@settings(max_examples=150, derandomize=True, database=None, deadline=None)
@given(data=st.data())
def test_an_operation_is_a_step_exactly_when_the_position_changed(data: st.DataObject) -> None:
    board = data.draw(boards_with_own_rows(), label="board")
    op = data.draw(st.one_of(aimed_ops(board), aimed_ops(board), random_ops), label="op")
    result = apply(board, op)
    if isinstance(result, Refusal):
        return
    if isinstance(op, MoveRegion):  # an edit of the picture: a step when the Board changed
        moved = scenario.dumps(result.board) != scenario.dumps(board)
        event(f"MoveRegion step={result.changed}")
        assert result.changed == moved, (op, result)
    else:
        same = position_of(result.board) == position_of(board)
        label = f"{type(op).__name__} step={result.changed}"
        if isinstance(op, Add) and op.kind == "temporary" and not result.changed:
            label += (
                " (push-out that reads the same)"
                if any(e.kind == "pushed_out" for e in result.events)
                else ""
            )
        event(label)
        assert result.changed == (not same), (op, result)
    if not result.changed:
        assert result.board is board, "not a step: the Board before is kept as it is"
        # ... and says what happened (a drag back to where it began has nothing to say).
        assert result.events or isinstance(op, MoveRegion)
