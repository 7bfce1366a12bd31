"""The history engine (rules/history/engine.py): steps, undo, redo and refusals, the same
on a list of Boards and on a history that keeps none; operation files read a line at a
time."""

from __future__ import annotations

import json
from pathlib import Path

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from influence_board.rules import Add, Board, MoveRegion, Outcome, Refusal, Score, apply
from influence_board.rules.formats.operation_lines import (
    OpFileError,
    OpLineError,
    Redo,
    Step,
    Undo,
    may_undo,
    parse_lines,
    stream_steps,
)
from influence_board.rules.formats.operation_lines import (
    bare as without_note,
)
from influence_board.rules.formats.scenario import load, standard_board
from influence_board.rules.history.engine import Played, Refused, play
from influence_board.rules.history.position import BoardHistory, CurrentBoard
from influence_board.rules.history.words import step_text
from positions import aimed_ops, boards_with_own_rows, position_of

CASES = Path(__file__).resolve().parents[2] / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "ops.jsonl").is_file())

EUROPE_CHINA = Add("europe", "china", "temporary")
AFRICA_USA = Add("africa", "usa", "temporary")


def numbered(*steps: Step) -> list[tuple[int, Step]]:
    return list(enumerate(steps, start=1))


# -- stepping ----------------------------------------------------------------------------------


def test_undo_and_redo_move_through_the_steps() -> None:
    start = standard_board()
    history = BoardHistory(start)
    results = list(play(history, numbered(EUROPE_CHINA, AFRICA_USA, Undo(), Undo(), Redo())))
    assert all(isinstance(r, Played) and r.step for r in results)
    after_china = apply(start, EUROPE_CHINA)
    assert isinstance(after_china, Outcome)
    assert history.board == after_china.board
    assert history.can_undo() and history.can_redo()
    assert [r.events[0].text for r in results[2:] if isinstance(r, Played)] == [
        "Undo: USA: temporary Influence in Africa, slot 2, +3 VP",
        "Undo: China: temporary Influence in Europe, slot 1, +5 VP",
        "Redo: China: temporary Influence in Europe, slot 1, +5 VP",
    ]


def test_a_new_step_drops_the_steps_undone() -> None:
    history = BoardHistory(standard_board())
    results = list(play(history, numbered(EUROPE_CHINA, Undo(), AFRICA_USA, Redo())))
    assert results[-1] == Refused(4, "nothing to redo")


@pytest.mark.parametrize(
    ("step", "reason"), [(Undo(), "nothing to undo"), (Redo(), "nothing to redo")]
)
def test_undo_or_redo_with_nothing_there_is_refused(step: Undo | Redo, reason: str) -> None:
    start = standard_board()
    history = BoardHistory(start)
    assert list(play(history, [(7, step), (8, EUROPE_CHINA)])) == [Refused(7, reason)]
    assert history.board is start


def test_a_refused_operation_stops_the_replay_and_changes_nothing() -> None:
    start = standard_board()
    history = BoardHistory(start)
    bad = Add("atlantis", "usa", "temporary")
    results = list(play(history, numbered(EUROPE_CHINA, bad, AFRICA_USA)))
    assert isinstance(results[-1], Refused)
    assert results[-1].line == 2
    assert "atlantis" in results[-1].reason
    assert len(results) == 2
    assert history.board.vp_dict()["usa"] == 0


def test_an_operation_that_changes_nothing_is_reported_and_not_a_step() -> None:
    history = BoardHistory(standard_board())
    (result,) = play(history, numbered(Score("africa")))
    assert isinstance(result, Played) and result == Played(1, result.events, False)
    assert result.events[0].kind == "no_score"
    assert not history.can_undo()


def test_to_stops_after_that_many_operations() -> None:
    history = BoardHistory(standard_board())
    results = list(play(history, numbered(EUROPE_CHINA, Undo(), AFRICA_USA), to=2))
    assert [r.line for r in results] == [1, 2]
    assert history.board == standard_board()


def test_example_h_undo_takes_back_chinas_addition() -> None:
    folder = CASES / "h_push_out_no_step"
    start = load(folder / "scenario.json")
    history = BoardHistory(start)
    results = list(play(history, stream_steps(folder / "ops.jsonl")))
    assert [r.step for r in results if isinstance(r, Played)] == [True, False, True]
    assert history.board == start


def test_undo_and_redo_of_edits_and_scoring_give_back_equal_boards() -> None:
    """The history keeps what each step replaced: one Region and the ledger, or the whole
    Board for a larger edit. Going back and forth must give Boards equal to the ones left."""
    from influence_board.rules.edit_operations import RemoveRegion, SetBoardName

    boards = [standard_board()]
    history = BoardHistory(boards[0])
    central_asia = Add("central_asia", "china", "permanent")  # so that Central Asia can score
    for op in (EUROPE_CHINA, SetBoardName("B"), central_asia, RemoveRegion("africa"), Score()):
        outcome = apply(boards[-1], op)
        assert isinstance(outcome, Outcome) and outcome.changed, outcome
        history.push(op, outcome)
        boards.append(outcome.board)
    for board in reversed(boards[:-1]):
        history.undo()
        assert history.board == board
    for board in boards[1:]:
        history.redo()
        assert history.board == board
    scored = apply(boards[-2], Score())
    assert isinstance(scored, Outcome)
    # The step's name, as the window's History calls it: the total per player.
    assert history.undo_text() == step_text(boards[-2], Score(), scored.events)
    assert history.undo_text() == "Score all Regions: Russia +5, China +5"


# -- RULES.md §7 through the engine: random operation files with undo and redo ----------------


@settings(max_examples=60, derandomize=True, database=None, deadline=None)
@given(data=st.data())
def test_undo_takes_back_the_last_operation_that_changed_the_position(data: st.DataObject) -> None:
    """A model of the history built from positions alone: a line is a step exactly when the
    position (or, for a move, the Board) changed; undo goes back one step, redo forward."""
    board = data.draw(boards_with_own_rows(), label="board")
    history = BoardHistory(board)
    done: list[Board] = []  # the model: Boards before each step, Boards after each undone
    undone: list[Board] = []
    current = board
    for line in range(1, data.draw(st.integers(1, 25), label="lines") + 1):
        roll = data.draw(st.sampled_from(("op", "op", "op", "undo", "redo")))
        back_and_forth: dict[str, Undo | Redo] = {"undo": Undo(), "redo": Redo()}
        step = back_and_forth.get(roll) or data.draw(aimed_ops(current))
        (result,) = play(history, [(line, step)])
        if isinstance(step, Undo | Redo):
            source, target = (done, undone) if isinstance(step, Undo) else (undone, done)
            if not source:
                assert isinstance(result, Refused)
                continue
            target.append(current)
            current = source.pop()
        else:
            outcome = apply(current, step)
            if isinstance(outcome, Refusal):
                assert isinstance(result, Refused)
                continue
            if isinstance(step, MoveRegion):  # an edit of the picture
                moved = outcome.board != current
            else:
                moved = position_of(outcome.board) != position_of(current)
            assert isinstance(result, Played)
            assert result.step == moved, (step, result)
            if moved:
                done.append(current)
                undone.clear()
                current = outcome.board
        assert history.board == current, (line, step)


# -- a history that keeps nothing gives the same replay ----------------------------------------


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_current_board_replays_files_without_undo_as_the_full_history(folder: Path) -> None:
    start = load(folder / "scenario.json")
    steps = parse_lines((folder / "ops.jsonl").read_text(encoding="utf-8"))
    if any(isinstance(without_note(s), Undo | Redo) for _, s in steps):
        assert may_undo(folder / "ops.jsonl")
        return
    full, bare = BoardHistory(start), CurrentBoard(start)
    assert list(play(full, steps)) == list(play(bare, steps))
    assert full.board == bare.board


def test_may_undo_is_false_only_when_no_line_can_undo(tmp_path: Path) -> None:
    plain = tmp_path / "plain.jsonl"
    plain.write_text(json.dumps({"op": "score", "region": "europe"}) + "\n", encoding="utf-8")
    assert not may_undo(plain)
    for text in ['{"op": "undo"}', '{"op": "redo"}', '{"op": "\\u0075ndo"}']:
        path = tmp_path / "u.jsonl"
        path.write_text(text + "\n", encoding="utf-8")
        assert may_undo(path), text
        assert isinstance(parse_lines(text)[0][1], Undo | Redo)
    # A word across the 1 MiB chunks of the scan is still found.
    long = tmp_path / "long.jsonl"
    long.write_bytes(b" " * ((1 << 20) - 2) + b'{"op": "undo"}\n')
    assert may_undo(long)


# -- reading a line at a time ------------------------------------------------------------------


def test_stream_steps_reads_lines_as_they_are_asked_for(tmp_path: Path) -> None:
    path = tmp_path / "ops.jsonl"
    path.write_text('{"op": "undo"}\n\n{"op": "jump"}\n', encoding="utf-8")
    lines = stream_steps(path, "ops.jsonl")
    assert next(lines) == (1, Undo())
    with pytest.raises(OpLineError) as error:
        next(lines)
    assert error.value.line == 3
    assert str(error.value).startswith("ops.jsonl:3: ")


def test_lines_are_split_on_newline_only(tmp_path: Path) -> None:
    # U+2028 and a carriage return are allowed inside a line (DESIGN.md).
    text = '{"op": "add", "region": "europe", "player": "usa", "kind": "temporary", "source": "a\u2028b"}\r\n{"op": "undo"}\n'  # noqa: E501
    path = tmp_path / "ops.jsonl"
    path.write_text(text, encoding="utf-8", newline="")
    expected = [(1, Add("europe", "usa", "temporary", source="a\u2028b")), (2, Undo())]
    assert list(stream_steps(path)) == expected
    assert parse_lines(text) == expected


def test_stream_steps_names_the_line_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "ops.jsonl"
    path.write_bytes(b'{"op": "undo"}\n{"op": "\xff"}\n')
    with pytest.raises(OpLineError) as error:
        list(stream_steps(path, "ops.jsonl"))
    assert str(error.value).startswith("ops.jsonl:2: not UTF-8 text")


def test_stream_steps_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(OpFileError, match=r"none\.jsonl: cannot read the file"):
        list(stream_steps(tmp_path / "none.jsonl", "none.jsonl"))
