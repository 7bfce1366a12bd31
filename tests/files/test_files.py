"""Files through the window: Save As and Open, the unsaved marker, Revert, recent files,
files that cannot be opened or saved, closing with unsaved work, New Empty Board, and
operation files replayed into the history and exported back for the command line."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt

from influence_board.files import settings as remembered
from influence_board.panels.log_dock import FOLDED, UNFOLDED
from influence_board.rules.analysis.report import board_report
from influence_board.rules.formats.operation_lines import parse_lines
from influence_board.rules.formats.scenario import dumps, load, save, standard_board
from influence_board.rules.history.replay import replay
from influence_board.rules.topology import with_positions
from kb_helpers import (
    B,
    choose_player,
    go_to,
    press,
    run_cli,
    shortcut,
)
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key


def play_in_africa(window: MainWindow, player: int = 3) -> None:
    """One step by keyboard: the player adds permanent Influence in Africa."""
    go_to(window, "africa")
    choose_player(window, player)
    press(window, K.Key_P)


def steps(window: MainWindow) -> int:
    return window.parts.steps.count


def scenario_file(path: Path, name: str, **changes: object) -> Path:
    """A valid scenario: the standard board renamed (and otherwise as given)."""
    data = json.loads(dumps(standard_board()))
    data["name"] = name
    data.update(changes)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


# -- save as, open, the unsaved marker, revert ------------------------------------------------


def test_save_as_then_open_gives_an_equal_board(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    play_in_africa(kb)
    played = kb.parts.document.board
    target = tmp_path / "game.json"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("save_as"))
    assert target.exists()
    assert dumps(load(target)) == dumps(played)
    assert kb.parts.document.path == target
    assert "game.json" in kb.windowTitle()
    shortcut(kb, kb.action("new"))  # a fresh standard board, so that Open has work to do
    assert kb.parts.document.board != played
    dialogs.open_path = str(target)
    shortcut(kb, kb.action("open"))
    assert kb.parts.document.board == played
    assert dumps(kb.parts.document.board) == dumps(played)
    assert kb.parts.document.path == target
    assert not kb.isWindowModified()
    assert steps(kb) == 0


def test_title_shows_the_unsaved_marker_until_saved(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    assert not kb.isWindowModified()
    assert "[*]" in kb.windowTitle()  # where Qt shows the marker
    play_in_africa(kb)
    assert kb.isWindowModified()
    dialogs.save_path = str(tmp_path / "marked.json")
    shortcut(kb, kb.action("save"))  # no file yet: Save asks for a name
    assert [caption for caption, _ in dialogs.file_dialogs] == ["Save game"]
    assert not kb.isWindowModified()
    assert kb.windowTitle().startswith("marked.json")
    press(kb, K.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert kb.isWindowModified()  # the board differs from the file again
    shortcut(kb, kb.action("redo"))
    assert not kb.isWindowModified()


def test_save_writes_to_the_same_file_without_asking(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "same.json"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("save_as"))
    play_in_africa(kb)
    dialogs.save_path = str(tmp_path / "elsewhere.json")
    shortcut(kb, kb.action("save"))
    assert len(dialogs.file_dialogs) == 1
    assert not (tmp_path / "elsewhere.json").exists()
    assert load(target) == kb.parts.document.board


def test_revert_goes_back_to_the_saved_file(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "revert.json"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("save_as"))
    saved = kb.parts.document.board
    play_in_africa(kb)
    play_in_africa(kb, player=1)
    assert kb.parts.document.board != saved
    dialogs.answer = B.No  # the user thinks again: nothing happens
    kb.action("revert").trigger()
    assert kb.parts.document.board != saved
    assert kb.isWindowModified()
    dialogs.answer = B.Yes
    kb.action("revert").trigger()
    assert dialogs.asked[-1][0] == "Revert"
    assert dumps(kb.parts.document.board) == dumps(saved)
    assert not kb.isWindowModified()
    assert steps(kb) == 0
    assert kb.parts.document.path == target


# -- recent files -----------------------------------------------------------------------------


def recent_entries(window: MainWindow) -> list[tuple[str, str]]:
    return [(a.text(), a.statusTip()) for a in window.recent_menu.actions()]  # the path


def test_recent_files_lists_opened_files_most_recent_first(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    assert not kb.recent_menu.isEnabled()
    first = scenario_file(tmp_path / "first.json", "First")
    second = scenario_file(tmp_path / "second.json", "Second")
    for path in (first, second):
        dialogs.open_path = str(path)
        shortcut(kb, kb.action("open"))
    assert kb.parts.document.board.name == "Second"
    assert kb.recent_menu.isEnabled()
    assert recent_entries(kb) == [
        ("&1 second.json", str(second.resolve())),
        ("&2 first.json", str(first.resolve())),
    ]
    kb.recent_menu.actions()[1].trigger()  # Open Recent > first.json
    assert kb.parts.document.board.name == "First"
    assert kb.parts.document.path == first.resolve()
    assert recent_entries(kb) == [
        ("&1 first.json", str(first.resolve())),
        ("&2 second.json", str(second.resolve())),
    ]
    assert remembered.recent_files() == [str(first.resolve()), str(second.resolve())]


def test_saved_files_join_the_recent_files(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path = str(tmp_path / "saved.json")
    shortcut(kb, kb.action("save_as"))
    assert recent_entries(kb) == [("&1 saved.json", str((tmp_path / "saved.json").resolve()))]


def test_a_recent_file_that_is_gone_says_so_and_leaves_the_list(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    gone = scenario_file(tmp_path / "gone.json", "Gone")
    kept = scenario_file(tmp_path / "kept.json", "Kept")
    for path in (gone, kept):
        dialogs.open_path = str(path)
        shortcut(kb, kb.action("open"))
    before = dumps(kb.parts.document.board)
    gone.unlink()
    kb.recent_menu.actions()[1].trigger()
    assert len(dialogs.errors) == 1
    title, text, details = dialogs.errors[0]
    assert title == "Cannot open scenario"
    assert "gone.json" in text
    assert "cannot read the file" in details
    assert dumps(kb.parts.document.board) == before
    assert [a.statusTip() for a in kb.recent_menu.actions()] == [str(kept.resolve())]


# -- files that cannot be opened ----------------------------------------------------------------


def malformed() -> tuple[str, str]:
    text = '{\n  "format": "influence-board/1",\n  "name": ,\n  "players": []\n}\n'
    return text, r"line 3 column 11: not JSON"


def truncated() -> tuple[str, str]:
    text = dumps(standard_board())
    cut = text[: len(text) // 2]
    lines = cut.count("\n") + 1
    return cut, rf"line {lines} column \d+: not JSON"


def wrong_format() -> tuple[str, str]:
    data = json.loads(dumps(standard_board()))
    data["format"] = "world-order-save/3"
    return json.dumps(data), r'format: expected "influence-board/1", found "world-order-save/3"'


@pytest.mark.parametrize("case", [malformed, truncated, wrong_format], ids=lambda f: f.__name__)
def test_a_bad_file_says_what_and_where_and_leaves_the_board(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path, case: Callable[[], tuple[str, str]]
) -> None:
    play_in_africa(kb)  # unsaved work, which must survive the failed open
    before = dumps(kb.parts.document.board)
    history = steps(kb)
    text, where = case()
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    dialogs.open_path = str(bad)
    dialogs.answer = B.Discard
    shortcut(kb, kb.action("open"))
    assert len(dialogs.errors) == 1, dialogs.errors
    title, message, details = dialogs.errors[0]
    assert title == "Cannot open scenario"
    assert "bad.json" in message and "unchanged" in message
    assert re.search(where, details), details
    assert str(bad) in details
    assert dumps(kb.parts.document.board) == before
    assert steps(kb) == history
    assert kb.parts.document.path is None
    assert remembered.recent_files() == []
    assert any("Cannot open scenario" in line for line in kb.parts.log.texts())


# -- files that cannot be saved -----------------------------------------------------------------


def test_save_into_a_missing_folder_says_why_and_writes_nothing(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    play_in_africa(kb)
    target = tmp_path / "no such folder" / "game.json"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("save_as"))
    assert len(dialogs.errors) == 1
    title, text, details = dialogs.errors[0]
    assert title == "Cannot save"
    assert str(target) in text and "not saved" in text
    assert "No such file or directory" in details
    assert not target.parent.exists()
    assert kb.isWindowModified()
    assert kb.parts.document.path is None


def test_a_failed_save_leaves_the_old_file_whole(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    dialogs.save_path = str(target)
    shortcut(kb, kb.action("save_as"))
    old = target.read_bytes()
    play_in_africa(kb)

    def full_disk(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full_disk)
        shortcut(kb, kb.action("save"))
    assert len(dialogs.errors) == 1
    title, _, details = dialogs.errors[0]
    assert title == "Cannot save"
    assert "No space left on device" in details
    assert target.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["game.json"]
    assert kb.isWindowModified()


# -- closing, new boards ---------------------------------------------------------------------------


def test_closing_with_unsaved_changes_asks(kb: MainWindow, dialogs: Dialogs) -> None:
    play_in_africa(kb)
    dialogs.answer = B.Cancel
    assert not kb.close()
    assert kb.isVisible()
    assert dialogs.asked[-1] == (
        "Unsaved changes",
        "“World Order: standard board” has changes that are not saved. Save them first?",
    )  # which window's game: the board's name, or the file's once saved
    assert kb.isWindowModified()
    dialogs.answer = B.Discard
    assert kb.close()
    assert not kb.isVisible()


def test_closing_with_save_writes_the_file_then_closes(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    target = tmp_path / "kept.json"
    dialogs.save_path = str(target)
    play_in_africa(kb)
    dialogs.answer = B.Save
    assert kb.close()
    assert load(target) == kb.parts.document.board


def test_closing_with_save_that_fails_keeps_the_window_open(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path = str(tmp_path / "missing" / "game.json")
    play_in_africa(kb)
    dialogs.answer = B.Save
    assert not kb.close()
    assert kb.isVisible()
    assert dialogs.errors[0][0] == "Cannot save"
    assert kb.isWindowModified()
    dialogs.save_path = ""  # Save As cancelled: still open
    assert not kb.close()
    assert kb.isVisible()


def test_opening_a_recent_file_over_unsaved_work_asks_first(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = scenario_file(tmp_path / "recent.json", "Recent")
    dialogs.open_path = str(path)
    shortcut(kb, kb.action("open"))
    play_in_africa(kb)
    played = kb.parts.document.board
    dialogs.answer = B.Cancel
    kb.recent_menu.actions()[0].trigger()
    assert dialogs.asked[-1][0] == "Unsaved changes"
    assert kb.parts.document.board is played
    dialogs.answer = B.Discard
    kb.recent_menu.actions()[0].trigger()
    assert kb.parts.document.board == load(path)
    assert not kb.isWindowModified()


def test_closing_a_saved_game_does_not_ask(kb: MainWindow, dialogs: Dialogs) -> None:
    assert kb.close()
    assert dialogs.asked == []


def test_new_empty_board(kb: MainWindow, dialogs: Dialogs) -> None:
    standard = standard_board()
    play_in_africa(kb)
    dialogs.answer = B.Cancel  # keep the game after all
    shortcut(kb, kb.action("new_empty"))
    assert kb.parts.document.board.regions != ()
    dialogs.answer = B.Discard
    shortcut(kb, kb.action("new_empty"))
    board = kb.parts.document.board
    assert board.regions == ()
    assert board.players == standard.players
    assert board.local_power == standard.local_power
    assert board.vp_dict() == {"usa": 0, "eu": 0, "russia": 0, "china": 0}
    assert kb.parts.scene.region_items == {}
    assert steps(kb) == 0
    assert not kb.isWindowModified()
    assert [a.data() for a in kb.parts.palette_bar.group.actions()] == [
        "usa",
        "eu",
        "russia",
        "china",
        "local",
    ]


def test_new_game_gives_the_standard_board(kb: MainWindow, dialogs: Dialogs) -> None:
    play_in_africa(kb)
    shortcut(kb, kb.action("new"))
    assert dialogs.asked[-1][0] == "Unsaved changes"
    assert kb.parts.document.board == with_positions(standard_board())
    assert steps(kb) == 0


# -- operation files ---------------------------------------------------------------------------

OPS: list[dict[str, object] | str] = [
    {"op": "add", "region": "europe", "player": "china", "kind": "temporary"},
    {"op": "add", "region": "africa", "player": "usa", "kind": "permanent"},
    {"op": "convert", "region": "africa", "player": "eu", "index": 0},
    {"op": "armies", "region": "europe", "player": "russia", "count": 3},
    {"op": "add", "region": "europe", "player": "china", "kind": "permanent"},
    {"op": "score", "region": "europe"},
]


def ops_file(path: Path, entries: list[dict[str, object] | str]) -> Path:
    lines = [e if isinstance(e, str) else json.dumps(e) for e in entries]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def is_subsequence(wanted: list[str], seen: list[str]) -> bool:
    it = iter(seen)
    return all(any(text == line for line in it) for text in wanted)


def test_replay_puts_each_step_in_the_history_and_one_line_in_the_log(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = ops_file(tmp_path / "session.jsonl", OPS)
    expected = replay(kb.parts.document.board, parse_lines(path.read_text()))
    assert expected.refused is None
    dialogs.open_path = str(path)
    shortcut(kb, kb.action("replay"))  # File > Replay Operations…
    assert dialogs.file_dialogs[-1][0] == "Replay operations"
    history = kb.parts.steps
    assert history.count == len(OPS)
    assert history.index == len(OPS)
    assert kb.parts.document.board == expected.board
    log = kb.parts.log
    said = f"Replayed {len(OPS)} steps of session.jsonl"
    summary = log.texts().index(f"{UNFOLDED} {said}")
    assert [e.text for e in log.details(summary)] == [e.event.text for e in expected.events]
    # Its lines show beneath it, numbered as in the file; a double-click hides them.
    assert log.texts()[summary + 1 :] == [
        f"    Line {e.line}: {e.event.text}" for e in expected.events
    ]
    log.itemDoubleClicked.emit(log.item(summary))
    assert log.texts()[-1] == f"{FOLDED} {said}"
    assert history.text_at(len(OPS)).startswith("Score Europe")
    assert kb.statusBar().currentMessage() == f"Replayed {len(OPS)} steps of session.jsonl"
    assert dialogs.errors == []
    for _ in OPS:  # every step undoes on its own
        history.undo()
    assert kb.parts.document.board == with_positions(standard_board())


def test_replay_counts_steps_as_the_timeline_does(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    # Russia's Armies set again to 3 is an operation but no step (RULES.md section 7).
    lines = [*OPS, {"op": "armies", "region": "europe", "player": "russia", "count": 3}]
    dialogs.open_path = str(ops_file(tmp_path / "more.jsonl", lines))
    shortcut(kb, kb.action("replay"))
    timeline = kb.parts.timeline.position_label.text()
    assert timeline == f"Step {len(OPS)} of {len(OPS)}"
    assert kb.statusBar().currentMessage() == (
        f"Replayed {len(OPS)} steps of more.jsonl, 1 operation that changes nothing"
    )


def test_a_comparison_goes_with_new_game_and_with_a_replay(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    comparison = kb.parts.comparison
    play_in_africa(kb)
    comparison.compare_step_with_current(0)
    assert comparison.active
    dialogs.answer = Button.Discard
    shortcut(kb, kb.action("new"))
    assert not comparison.active
    play_in_africa(kb)
    comparison.compare_step_with_current(0)
    assert comparison.active
    dialogs.open_path = str(ops_file(tmp_path / "session.jsonl", OPS))
    shortcut(kb, kb.action("replay"))
    assert not comparison.active
    assert kb.parts.scene.compare_marks.marks == {}  # no badge left on the board


def test_replay_follows_undo_and_redo_lines(kb: MainWindow, tmp_path: Path) -> None:
    path = ops_file(
        tmp_path / "undo.jsonl", [*OPS[:3], {"op": "undo"}, {"op": "undo"}, {"op": "redo"}]
    )
    expected = replay(kb.parts.document.board, parse_lines(path.read_text()))
    assert kb.parts.operation_files.replay_file(path) == 6
    assert kb.parts.steps.index == 2
    assert kb.parts.document.board == expected.board


def test_replay_stops_at_a_refused_line_and_names_it(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    entries: list[dict | str] = [
        OPS[0],
        "",  # blank lines are skipped but counted
        {"op": "convert", "region": "africa", "player": "russia", "index": 0},
        OPS[1],
    ]
    path = ops_file(tmp_path / "refused.jsonl", entries)
    expected = replay(kb.parts.document.board, parse_lines(path.read_text()))
    assert expected.refused is not None
    line, reason = expected.refused
    assert line == 3
    assert kb.parts.operation_files.replay_file(path) == 1
    assert kb.parts.steps.count == 1
    assert kb.parts.document.board == expected.board
    assert len(dialogs.errors) == 1
    title, text, details = dialogs.errors[0]
    assert title == "Operation refused"
    assert "after 1 step" in text
    assert details == f"refused.jsonl:3: {reason}"
    assert f"    Line 3: Refused: {reason}" in kb.parts.log.texts()


def test_replay_of_a_bad_line_applies_nothing(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = ops_file(tmp_path / "bad.jsonl", [OPS[0], {"op": "jump", "region": "europe"}])
    before = kb.parts.document.board
    assert kb.parts.operation_files.replay_file(path) == 0
    assert kb.parts.document.board is before
    assert kb.parts.steps.count == 0
    title, _, details = dialogs.errors[0]
    assert title == "Cannot replay"
    assert details.startswith("bad.jsonl:2:")
    assert '"op" must be one of' in details


def test_exported_operations_replay_to_the_same_board_on_the_command_line(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    kb.parts.operation_files.replay_file(ops_file(tmp_path / "session.jsonl", OPS))
    ctrl = Qt.KeyboardModifier.ControlModifier
    go_to(kb, "africa")  # full since the replay
    choose_player(kb, 4)
    press(kb, K.Key_T)  # China's temporary cube, printed 4
    press(kb, K.Key_R, ctrl)  # Africa scores
    press(kb, K.Key_Z, ctrl)  # ... no: undo the scoring
    go_to(kb, "americas")
    choose_player(kb, 2)
    press(kb, K.Key_P)  # the EU fills the Americas (the undone scoring leaves the history)
    scenario = tmp_path / "start.json"
    save(with_positions(standard_board()), scenario)  # where the window started
    exported = tmp_path / "exported.jsonl"
    dialogs.save_path = str(exported)
    kb.action("export_ops").trigger()
    assert dialogs.file_dialogs[-1][0] == "Export operations"
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert len(lines) == kb.parts.steps.index == len(OPS) + 2
    done = run_cli("replay", scenario, exported, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    expected = board_report(kb.parts.document.board)
    assert report["vp"] == expected["vp"]
    assert report["regions"] == expected["regions"]
    assert "refused" not in report
    assert report["applied"] == len(lines)


def test_exported_operations_after_opening_a_file_start_from_that_file(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    opened = scenario_file(tmp_path / "opened.json", "Opened", vp={"usa": 7})
    dialogs.open_path = str(opened)
    shortcut(kb, kb.action("open"))
    play_in_africa(kb, player=2)
    exported = tmp_path / "ops.jsonl"
    assert kb.parts.operation_files.export_operations(exported)
    done = run_cli("replay", opened, exported, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (
        report["vp"]
        == board_report(kb.parts.document.board)["vp"]
        == {
            "usa": 7,
            "eu": 1,
            "russia": 0,
            "china": 0,
        }
    )
    assert report["regions"] == board_report(kb.parts.document.board)["regions"]


def test_export_operations_after_an_edit_of_the_board(
    kb: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """Edit > Remove Region is an undo step like any other. Export Operations then either
    writes a file that `replay` reproduces, or says why it cannot; it never fails
    silently (an exception in the slot) or writes a file that replays to another board."""
    action = kb.action("remove_region")
    go_to(kb, "africa")
    shortcut(kb, action)
    assert not kb.parts.document.board.has_region("africa")
    go_to(kb, "europe")
    press(kb, K.Key_T)
    scenario = tmp_path / "start.json"
    save(with_positions(standard_board()), scenario)  # where the window started
    exported = tmp_path / "edited.jsonl"
    dialogs.save_path = str(exported)
    kb.action("export_ops").trigger()
    if dialogs.errors:
        assert dialogs.errors[0][0].startswith("Cannot export")
        return
    done = run_cli("replay", scenario, exported, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    expected = board_report(kb.parts.document.board)
    assert (report["vp"], report["regions"]) == (expected["vp"], expected["regions"])
