"""Every folder of tests/cases (the worked examples of RULES.md) through the window's
File > Replay Operations, which must give the report `influence-board replay --json`
gives (the same position, the same events with their line numbers in the same order, the
same count of lines applied and the same refusal), and in its Log every line `replay`
prints, in order, as a screen reader reads it; Save Log As writes them as `replay` does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt

from influence_board.cli.main import main as cli_main
from influence_board.document.journal import Said
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
    return code, json.loads(capsys.readouterr().out)


def cli_lines(
    folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> list[str]:
    """The lines `replay` prints for the file's lines (its events, notes and
    expectations, each with its line number), before the position it reached."""
    monkeypatch.chdir(folder)
    cli_main(["replay", "scenario.json", "ops.jsonl"])
    text = capsys.readouterr().out
    return text.split("\n\n")[0].splitlines() if text[:4].strip().isdigit() else []


NOT_EVENTS = ("expectation_met", "expectation_not_met", "refused", "note")


def window_report(window: MainWindow, dialogs: Dialogs, folder: Path) -> tuple[int, dict[str, Any]]:
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    logged: list[Said] = []
    # A replay is one Log line; the lines of the file are beneath it, with their numbers.
    window.parts.journal.summary_logged.connect(lambda _line, said, _n: logged.extend(said))
    errors_before = len(dialogs.errors)
    applied = window.parts.operation_files.replay_file(folder / "ops.jsonl")
    report = board_report(window.parts.document.board)
    report["events"] = [
        {"line": said.line, **e.to_json()}
        for said in logged
        for e in said.events
        if e.kind not in NOT_EVENTS
    ]
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


ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))  # names isolated in the Log


def log_read_aloud(window: MainWindow) -> list[str]:
    """The Log's lines as a screen reader has them: each item's accessible text."""
    log = window.parts.log
    return [
        str(
            log.model().index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole)
            or log.item(row).text()
        ).translate(ISOLATES)
        for row in range(log.count())
    ]


def in_order(wanted: list[str], lines: list[str]) -> list[str]:
    """The `wanted` sentences not found, in order, each within a line of `lines`."""
    it = iter(lines)
    return [w for w in wanted if not any(w in line for line in it)]


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_the_log_says_every_line_replay_prints_in_order(
    window: MainWindow,
    dialogs: Dialogs,
    folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed = cli_lines(folder, capsys, monkeypatch)
    assert printed, "replay prints the lines of every case"
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    window.parts.operation_files.replay_file(folder / "ops.jsonl")
    # "  10  E: temporary ..." is "Line 10: E: temporary ..." in the Log
    wanted = [f"Line {text.split(maxsplit=1)[0]}: {text.split(maxsplit=1)[1]}" for text in printed]
    assert in_order(wanted, log_read_aloud(window)) == []


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_save_log_as_writes_a_replay_as_replay_prints_it(
    window: MainWindow,
    dialogs: Dialogs,
    folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    printed = cli_lines(folder, capsys, monkeypatch)
    assert window.parts.files.open_file(folder / "scenario.json", ask=False)
    window.parts.operation_files.replay_file(folder / "ops.jsonl")
    saved = tmp_path / "log.txt"
    assert window.parts.log_file.save(saved)
    lines = saved.read_text(encoding="utf-8").splitlines()
    numbered = [line for line in lines if line[:4].strip().isdigit()]
    refusal = [line for line in numbered if "Refused: " in line]
    # Every line replay prints, and nothing else; a refusal replay writes to its stderr.
    assert [line for line in numbered if line not in refusal] == printed
    summary = next(line for line in lines if line.startswith(("Replayed", "Replay of")))
    assert lines.index(summary) < lines.index(numbered[0])


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
    assert text == "Replay of ruling.jsonl stopped after 1 step; 1 expectation met"
    assert details == 'ruling.jsonl:3: expected "can_score" true, got false'
    log = [line.strip() for line in window.parts.log.texts()]
    assert log[-5:] == [
        "\N{BLACK DOWN-POINTING SMALL TRIANGLE} " + text,
        "Line 1: USA: temporary Influence in Africa, slot 2, +3 VP",
        'Line 2: Expectation met: "vp" is {"usa": 3}',
        'Line 3: Expectation met: Africa "temporary" is ["eu", "usa", null, null]',
        'Line 3: Expectation not met: Africa expected "can_score" true, got false',
    ]
