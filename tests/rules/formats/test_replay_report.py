"""The report of `influence-board replay` (rules/formats/replay_report.py), written as the
replay goes: exactly the JSON report of every event kept, and the text report; also once
it has spooled to disk."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from influence_board.rules import Add, Board, Score
from influence_board.rules.analysis.report import board_report, describe
from influence_board.rules.formats.operation_lines import Redo, Step, Undo, bare, parse_lines
from influence_board.rules.formats.replay_report import ReplayReport
from influence_board.rules.formats.scenario import load, standard_board
from influence_board.rules.history.engine import play
from influence_board.rules.history.position import BoardHistory, CurrentBoard
from influence_board.rules.history.replay import replay

CASES = Path(__file__).resolve().parents[2] / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "ops.jsonl").is_file())
AFRICA_USA = Add("africa", "usa", "temporary")


def full_report(
    board: Board, steps: Sequence[tuple[int, Step]], to: int | None = None
) -> dict[str, Any]:
    result = replay(board, steps, to)
    report = board_report(result.board)
    report["events"] = [e.to_json() for e in result.events]
    report["applied"] = result.applied
    if result.refused:
        report["refused"] = {"line": result.refused[0], "reason": result.refused[1]}
    return report


def streamed(
    board: Board, steps: Sequence[tuple[int, Step]], as_json: bool, to: int | None = None
) -> str:
    """The report of the results added one by one, checked against `add_all` (the CLI's
    loop, on a history that keeps no step when the lines neither undo nor redo)."""
    texts = []
    for one_by_one in (True, False):
        keeps = one_by_one or any(isinstance(bare(s), Undo | Redo) for _, s in steps)
        history = BoardHistory(board) if keeps else CurrentBoard(board)
        report = ReplayReport(as_json)
        if one_by_one:
            for result in play(history, steps, to):
                report.add(result)
        else:
            report.add_all(play(history, steps, to))
        out = io.StringIO()
        report.write(history.board, out)
        report.close()
        texts.append(out.getvalue())
    assert texts[0] == texts[1]
    return texts[0]


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_streamed_report_is_exactly_the_json_report(folder: Path) -> None:
    board = load(folder / "scenario.json")
    steps = parse_lines((folder / "ops.jsonl").read_text(encoding="utf-8"))
    expected = json.dumps(full_report(board, steps), indent=2, ensure_ascii=False) + "\n"
    assert streamed(board, steps, as_json=True) == expected


def test_the_streamed_report_with_no_events_a_refusal_and_unusual_text() -> None:
    board = standard_board()
    named = replace(board, name='Board "β" \\ \u2028 \U0001f600')
    cases: list[list[tuple[int, Step]]] = [
        [],
        [(1, Add("atlantis", "usa", "temporary"))],
        [(3, AFRICA_USA), (4, Undo())],
    ]
    for steps in cases:
        expected = json.dumps(full_report(named, steps), indent=2, ensure_ascii=False) + "\n"
        assert streamed(named, steps, as_json=True) == expected


def test_the_streamed_text_report_lists_the_events_then_the_board() -> None:
    board = standard_board()
    steps: list[tuple[int, Step]] = [(1, Add("europe", "china", "temporary")), (2, Score("africa"))]
    result = replay(board, steps)
    lines = [f"{e.line:>4}  {e.event.text}" for e in result.events]
    assert streamed(board, steps, as_json=False) == "\n".join(lines) + "\n\n" + describe(
        result.board
    )
    assert streamed(board, [], as_json=False) == describe(board)


def test_a_large_report_spools_to_disk_and_comes_back_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ReplayReport, "SPOOL_IN_MEMORY", 1000)
    monkeypatch.setattr(ReplayReport, "BATCH", 7)
    board = standard_board()
    steps = [(n, Add("europe", ("usa", "eu")[n % 2], "temporary")) for n in range(1, 200)]
    expected = json.dumps(full_report(board, steps), indent=2, ensure_ascii=False) + "\n"
    assert streamed(board, steps, as_json=True) == expected


@pytest.mark.parametrize("as_json", [True, False])
def test_a_spooled_report_of_names_beyond_ascii_comes_back_whole(
    monkeypatch: pytest.MonkeyPatch, as_json: bool
) -> None:
    """Read back a few bytes at a time, a character of several bytes is never cut."""
    monkeypatch.setattr(ReplayReport, "SPOOL_IN_MEMORY", 100)
    monkeypatch.setattr(ReplayReport, "BATCH", 3)
    monkeypatch.setattr(ReplayReport, "COPY", 7)
    board = standard_board()
    players = tuple(replace(p, name=f"{p.name} β\U0001f600") for p in board.players)
    named = replace(board, players=players)
    steps = [(n, Add("europe", ("usa", "eu")[n % 2], "temporary")) for n in range(1, 40)]
    if as_json:
        expected = json.dumps(full_report(named, steps), indent=2, ensure_ascii=False) + "\n"
    else:
        result = replay(named, steps)
        lines = [f"{e.line:>4}  {e.event.text}" for e in result.events]
        expected = "\n".join(lines) + "\n\n" + describe(result.board)
    assert "β" in expected
    assert streamed(named, steps, as_json=as_json) == expected
