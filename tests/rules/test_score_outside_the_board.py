"""RULES.md §8: VP adjustments, rounds and standings, in the engine (example I is the case
folders j_ and k_; this file holds the refusals and the edges)."""

from __future__ import annotations

import pytest

from boards import board, region
from influence_board.rules import AdjustVp, EndRound, Outcome, Refusal, apply
from influence_board.rules.analysis.standings import (
    BOARD,
    SCORING,
    START,
    round_text,
    standings,
    standings_text,
    vp_by_source,
)
from influence_board.rules.formats.operation_lines import parse_lines, to_line
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.engine import BoardHistory, Played, Refused, play
from influence_board.rules.operations import Add, Score


def test_an_adjustment_is_a_step_with_its_reason_in_the_words() -> None:
    b = standard_board()
    out = apply(b, AdjustVp("usa", 5, "Most money"))
    assert isinstance(out, Outcome) and out.changed
    assert out.board.vp_dict()["usa"] == 5
    (event,) = out.events
    assert (event.kind, event.owner, event.vp, event.rule) == ("vp", "usa", 5, "VP adjustment")
    assert event.text == "USA: +5 VP (Most money)"
    loss = apply(out.board, AdjustVp("usa", -3, "THREAT"))
    assert isinstance(loss, Outcome)
    assert loss.board.vp_dict()["usa"] == 2
    assert loss.events[0].text == "USA: -3 VP (THREAT)"


@pytest.mark.parametrize(
    ("op", "words"),
    [
        (
            AdjustVp("eu", -2, "THREAT"),
            "EU has 0 VP: losing 2 (THREAT) would take the total below 0",
        ),
        (AdjustVp("local", 2, "Card"), "the local power, which has no VP"),
        (AdjustVp("mars", 2, "Card"), "'mars' is not a player"),
        (AdjustVp("usa", 0, "Card"), "other than 0"),
        (AdjustVp("usa", 2, "  "), "needs its reason"),
        (AdjustVp("usa", 2, "bad\x07reason"), "the reason of a VP adjustment"),
        (AdjustVp("usa", 2_000_000_000, "Card"), "at most 1,000,000,000 either way"),
    ],
)
def test_a_bad_adjustment_is_refused_with_the_reason_and_changes_nothing(
    op: AdjustVp, words: str
) -> None:
    refused = apply(standard_board(), op)
    assert isinstance(refused, Refusal)
    assert words in refused.reason


def test_an_adjustment_past_the_vp_limit_is_refused() -> None:
    rich = board(region("r"), vp={"a": 999_999_999})
    refused = apply(rich, AdjustVp("a", 5, "Card"))
    assert isinstance(refused, Refusal) and "VP totals stop at" in refused.reason


def test_a_refused_adjustment_is_no_step_so_undo_takes_back_the_one_before() -> None:
    """RULES.md example I, in one history: the refusal changes nothing and is not a step."""
    lines = parse_lines(
        "\n".join(
            to_line(op)
            for op in (AdjustVp("usa", 5, "Most money"), AdjustVp("eu", 5, "Most Armies"))
        )
    )
    history = BoardHistory(standard_board())
    list(play(history, lines))
    (refused,) = play(
        history, parse_lines('{"op": "vp", "player": "russia", "delta": -1, "reason": "THREAT"}')
    )
    assert isinstance(refused, Refused)
    (undone,) = play(history, parse_lines('{"op": "undo"}'))
    assert isinstance(undone, Played)
    assert undone.events[0].text == "Undo: EU: +5 VP (Most Armies)"
    assert history.board.vp_dict() == {"usa": 5, "eu": 0, "russia": 0, "china": 0}


def test_rounds_go_up_to_the_last_scoring_round_then_the_game_is_over() -> None:
    b = standard_board()
    assert (b.round, b.scoring_rounds, round_text(b)) == (1, (3, 6), "Round 1 of 6")
    words = []
    for _ in range(6):
        out = apply(b, EndRound())
        assert isinstance(out, Outcome) and out.changed
        words.append(out.events[0].text)
        b = out.board
    assert words[2] == "Round 3 ends, a scoring round: every Region scores now; round 4 begins"
    assert words[5] == "Round 6 ends, a scoring round: every Region scores now; the game is over"
    assert b.round == 7 and b.game_over() and round_text(b) == "Game over (6 rounds)"
    refused = apply(b, EndRound())
    assert (
        isinstance(refused, Refusal) and refused.reason == "the game is over: round 6 was its last"
    )


def test_without_scoring_rounds_the_rounds_go_on() -> None:
    b = board(region("r"))
    for n in range(1, 10):
        assert round_text(b) == f"Round {n}"
        out = apply(b, EndRound())
        assert isinstance(out, Outcome)
        b = out.board


def test_undo_of_the_end_of_a_round_gives_the_round_back() -> None:
    history = BoardHistory(standard_board())
    list(play(history, parse_lines('{"op": "end_round"}\n{"op": "end_round"}\n{"op": "undo"}')))
    assert history.board.round == 2
    list(play(history, parse_lines('{"op": "redo"}')))
    assert history.board.round == 3


def test_standings_share_the_higher_place_in_the_board_order() -> None:
    b = board(region("r"), players="abcd", vp={"a": 3, "b": 7, "c": 3, "d": 0})
    assert [(p.player, p.vp, p.place) for p in standings(b)] == [
        ("b", 7, 1),
        ("a", 3, 2),
        ("c", 3, 2),
        ("d", 0, 4),
    ]
    assert standings_text(b) == "Standings: 1st B 7, 2nd= A 3, 2nd= C 3, 4th D 0"


def test_vp_by_source_adds_up_to_each_total() -> None:
    start = b = board(
        region("r", permanent=[1, 1], temporary=[4, 3], perm=["a"]),
        players="ab",
        vp={"a": 2, "b": 0},
    )
    steps = []
    for op in (
        Add("r", "a", "temporary"),
        Add("r", "b", "permanent"),
        Score("r"),
        AdjustVp("b", 4, "Most money"),
        AdjustVp("b", -1, "THREAT"),
        AdjustVp("b", 2, "Most money"),
    ):
        out = apply(b, op)
        assert isinstance(out, Outcome)
        steps.append((op, out.board))
        b = out.board
    sources = vp_by_source(start, steps)
    # a: 2 at the start, 4 placed, scoring 2 cubes + bonus 7; b: 1 placed, 1 + 4 scored
    assert sources["a"] == {START: 2, BOARD: 4, SCORING: 9}
    assert sources["b"] == {BOARD: 1, SCORING: 5, "Most money": 6, "THREAT": -1}
    for p in ("a", "b"):
        assert sum(sources[p].values()) == b.vp_of(p)
