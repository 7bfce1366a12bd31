"""Every folder of tests/cases (the worked examples of RULES.md) through the window's
File > Replay Operations, which must give the report `influence-board replay --json`
gives: the same position, the same events in the same order (the window's Log does not
show line numbers, so those are left out), the same count of lines applied and the same
refusal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from influence_board.cli.main import main as cli_main
from influence_board.rules.analysis.report import board_report
from influence_board.rules.history.words import noted, redone, undone
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).resolve().parent.parent / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "ops.jsonl").is_file())


def cli_report(
    folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, dict[str, Any]]:
    monkeypatch.chdir(folder)
    code = cli_main(["replay", "scenario.json", "ops.jsonl", "--json"])
    report = json.loads(capsys.readouterr().out)
    for event in report["events"]:
        del event["line"]
    return code, report


def window_report(window: MainWindow, dialogs: Dialogs, folder: Path) -> tuple[int, dict[str, Any]]:
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    logged: list = []
    window.parts.journal.events_logged.connect(logged.extend)
    # A replay is one Log line; the events of its steps are its details, a click away.
    window.parts.journal.summary_logged.connect(
        lambda _line, steps, _lines: logged.extend(e for events in steps for e in events)
    )
    errors_before = len(dialogs.errors)
    applied = window.parts.operation_files.replay_file(folder / "ops.jsonl")
    report = board_report(window.parts.document.board)
    report["events"] = [e.to_json() for e in logged]
    report["applied"] = applied
    code = 0
    if len(dialogs.errors) > errors_before:
        title, _, details = dialogs.errors[-1]
        assert title == "Operation refused"
        source, line, reason = details.split(":", 2)
        assert source == "ops.jsonl"
        report["refused"] = {"line": int(line), "reason": reason.strip()}
        code = 1
    return code, report


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_window_replays_a_case_as_the_command_line_does(
    window: MainWindow,
    dialogs: Dialogs,
    folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    expected_code, expected = cli_report(folder, capsys, monkeypatch)
    code, report = window_report(window, dialogs, folder)
    assert code == expected_code
    assert report == expected


def test_undo_and_redo_say_the_step_as_the_history_names_it(
    window: MainWindow, dialogs: Dialogs
) -> None:
    """Case I: the Log's undo and redo lines name the push-out and the scoring exactly as
    the History's rows (and `replay`, by the test above) do."""
    folder = CASES / "i_undo_words"
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    window.parts.operation_files.replay_file(folder / "ops.jsonl")
    steps = window.parts.steps
    push_out, scoring = steps.text_at(2), steps.text_at(3)
    assert push_out == (
        "USA: temporary Influence in Europe, pushed out China, no VP; "
        "China's cube leaves Europe (back to China)"
    )
    assert scoring == "Score all Regions: USA +10, EU +6, China +9"
    log = window.parts.log
    (summary,) = [row for row in range(log.count()) if log.details(row)]
    said = [e.text for e in log.details(summary) if e.text.startswith(("Undo: ", "Redo: "))]
    assert said == [undone(scoring), undone(push_out), redone(push_out), redone(scoring)]
    history = window.parts.history.model()  # its first row is the start
    assert [history.index(row, 0).data() for row in range(1, history.rowCount())] == [
        noted(steps.text_at(i + 1), steps.note_at(i + 1)) for i in range(3)
    ]


def test_every_worked_example_is_run_through_the_window() -> None:
    assert [p.name[:2] for p in FOLDERS] == [
        "a_", "b_", "c_", "d_", "e_", "f_", "g_", "h_", "i_", "j_", "k_", "l_", "m_"
    ]  # fmt: skip


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_log_shows_each_expectation_of_a_case_as_met(
    window: MainWindow, dialogs: Dialogs, folder: Path
) -> None:
    lines = [json.loads(t) for t in (folder / "ops.jsonl").read_text().splitlines() if t]
    keys = sum(len([k for k in e if k not in ("op", "region", "comment")])
               for e in lines if e["op"] == "expect")  # fmt: skip
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    window.parts.operation_files.replay_file(folder / "ops.jsonl")
    met = [
        t for t in window.parts.log.texts() if t.startswith("ops.jsonl:") and "Expectation met" in t
    ]
    assert len(met) == keys
    assert not [t for t in window.parts.log.texts() if "Expectation not met" in t]


def test_an_expectation_not_met_stops_the_replay_with_a_dialog_naming_the_line(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = tmp_path / "ruling.jsonl"
    lines = [
        {"op": "add", "region": "africa", "player": "usa", "kind": "temporary"},
        {"op": "expect", "vp": {"usa": 3}},  # the slot is printed 3: met
        {"op": "expect", "region": "africa", "temporary": ["eu", "usa", None, None],
         "can_score": True},  # not met: Africa's permanent slots are empty
        {"op": "add", "region": "africa", "player": "china", "kind": "temporary"},
    ]  # fmt: skip
    path.write_text("".join(json.dumps(e) + "\n" for e in lines), encoding="utf-8")
    assert window.parts.operation_files.replay_file(path) == 1
    assert window.parts.steps.count == 1  # line 4 was not played
    title, text, details = dialogs.errors[-1]
    assert title == "Expectation not met"
    assert "after 1 step" in text
    assert details == 'ruling.jsonl:3: expected "can_score" true, got false'
    log = window.parts.log.texts()
    assert 'ruling.jsonl:2: Expectation met: "vp" is {"usa": 3}' in log
    assert 'ruling.jsonl:3: Expectation met: Africa "temporary" is ["eu", "usa", null, null]' in log
    assert 'ruling.jsonl:3: Expectation not met: Africa expected "can_score" true, got false' in log
