"""A replay as a line of positions (rules/history/played_line.py), what `animate` draws: the
steps `replay` takes, each with its Board and its words, lines that change nothing left out,
the stop `replay` stops at."""

from __future__ import annotations

from pathlib import Path

import pytest

from influence_board.rules.formats.operation_lines import parse_lines, read_steps
from influence_board.rules.formats.scenario import load, standard_board
from influence_board.rules.history.played_line import played_line
from influence_board.rules.history.replay import replay

CASES = Path(__file__).resolve().parents[2] / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "ops.jsonl").is_file())


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.name)
def test_the_line_ends_where_replay_ends(folder: Path) -> None:
    board = load(folder / "scenario.json")
    steps = read_steps(folder / "ops.jsonl")
    line = played_line(board, steps)
    replayed = replay(board, steps)
    assert line.stopped == replayed.stopped
    assert (line.steps[-1].board if line.steps else board) == replayed.board
    assert line.start is board


def test_the_scoring_example_is_three_steps_in_their_words() -> None:
    folder = CASES / "d_scoring"
    line = played_line(load(folder / "scenario.json"), read_steps(folder / "ops.jsonl"))
    assert [s.text for s in line.steps] == [
        "Russia: Armies in Example Region 0 to 4",
        "EU: Armies in Example Region 0 to 1",
        "Score Example Region: USA +14, EU +7, Russia +10, China +1",
    ]
    assert [s.region for s in line.steps] == ["example"] * 3
    assert line.steps[-1].board.vp_dict() == {"usa": 14, "eu": 7, "russia": 10, "china": 1}


def test_a_line_that_changes_nothing_is_no_step_and_undo_is_one() -> None:
    folder = CASES / "h_push_out_no_step"
    line = played_line(load(folder / "scenario.json"), read_steps(folder / "ops.jsonl"))
    first = "China: temporary Influence in Europe, slot 1, +5 VP"
    assert [s.text for s in line.steps] == [first, f"Undo: {first}"]
    assert line.steps[1].note == "takes back China's addition"
    assert line.steps[1].board == line.start


def test_to_counts_operations_and_a_refusal_stops_the_line() -> None:
    ops = parse_lines(
        '{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n'
        '{"op": "expect", "vp": {"usa": 5}}\n'
        '{"op": "add", "region": "europe", "player": "eu", "kind": "temporary"}\n'
        '{"op": "add", "region": "nowhere", "player": "eu", "kind": "temporary"}\n'
    )
    board = standard_board()
    assert len(played_line(board, ops, to=1).steps) == 1
    assert played_line(board, ops, to=2).stopped is None
    stopped = played_line(board, ops)
    assert len(stopped.steps) == 2
    assert stopped.stopped is not None and stopped.stopped[0] == 4
