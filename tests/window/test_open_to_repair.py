"""A scenario that breaks a rule opens to be repaired (issue 35, item 2): File > Open, a drop
or the command line give the window a file whose only errors are its position's own, in
Setup mode, every error in the Problems dock and marked on the board, play refused with
the reason until none is left; Save writes the repaired file, which `check` accepts, or
asks before keeping a broken one as it was. A file of the wrong shape is refused as
before, and nothing opened for repair breaks the window. Item 5: an old standard file keeps
its game."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from test_file_drop import drop_files

from app_process import MODULE, run_app
from helpers import choose_player, click_slot, drag, slot_point
from influence_board.rules import Add, Remove, Score, SetArmies
from influence_board.rules.formats.position_file import load_position_file
from influence_board.rules.formats.scenario import load, scenario_text
from influence_board.rules.validation import errors
from influence_board.window.score_commands import end_round
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from influence_board.window.main_window import MainWindow

GAP_PATH = "regions[0] (Europe).cubes.temporary[2]"
GAP_WORDS = (
    "a cube in temporary slot 3 after the empty temporary slot 2: temporary cubes fill a "
    "contiguous run from the left"
)
WAITS = "play waits until the position is valid"


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def bad_gap(tmp_path: Path) -> Path:
    """The standard board with a cube after Europe's empty temporary slot 2."""
    data = json.loads(scenario_text())
    data["regions"][0]["cubes"]["temporary"] = ["usa", None, "russia", None]
    return write(tmp_path / "bad_gap.json", data)


def open_with_dialog(window: MainWindow, dialogs: Dialogs, path: Path) -> None:
    dialogs.open_path = str(path)
    window.action("open").trigger()


def problem_rows(window: MainWindow) -> list[str]:
    panel = window.parts.docks.problems_panel
    panel.refresh()
    return [panel.item(n).text() for n in range(panel.count())]


def check_exit(path: Path) -> int:
    """`influence-board check FILE`'s exit status, as a script would run it."""
    return run_app(MODULE, "check", path).returncode


def assert_opened_to_repair(window: MainWindow) -> None:
    parts = window.parts
    assert parts.document.board.region("europe").temporary == ("usa", None, "russia", None)
    assert parts.document.needs_repair
    assert parts.play.setup_mode, "a file to repair opens in Setup mode"
    assert any(f"{GAP_PATH}: {GAP_WORDS}" in row for row in problem_rows(window))
    marks = parts.scene.problem_marks.marks
    assert set(marks) == {("europe", "temporary", 2)}
    assert GAP_WORDS in marks["europe", "temporary", 2].toolTip()


def test_file_open_shows_the_gap_in_the_problems_dock_and_on_the_board(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = bad_gap(tmp_path)
    open_with_dialog(window, dialogs, path)
    assert dialogs.errors == []
    assert window.parts.document.path == path
    assert_opened_to_repair(window)
    docks = window.parts.docks
    assert docks.problems.windowTitle() == "Problems (1 ✖, 0 ⚠)"
    assert not docks.problems.visibleRegion().isEmpty(), "the list of errors comes forward"
    assert any("to repair it in Setup mode" in line for line in window.parts.log.texts())
    # The marks are the screen's: a printed board has none.
    mark = window.parts.scene.problem_marks.marks["europe", "temporary", 2]
    with window.parts.scene.for_print():
        assert not mark.isVisible()
    assert mark.isVisible()


def test_play_waits_with_its_reason_and_a_repair_in_setup_mode_saves_a_file_check_accepts(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = bad_gap(tmp_path)
    open_with_dialog(window, dialogs, path)
    parts, game = window.parts, window.parts.game
    before = parts.document.board
    for op in (Add("africa", "usa", "temporary"), Score("europe"), Score()):
        assert not game.perform(op)
        assert parts.document.board is before
    assert parts.log.texts()[-1].endswith(
        "play waits until the position is valid: fix its error listed in the Problems "
        "dock first (Setup mode places, removes and edits)"
    )
    assert not end_round(parts)
    parts.play.set_setup_mode(False)
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 0)  # play's click: refused, said
    assert parts.document.board is before
    assert WAITS in parts.log.texts()[-1]
    # Setup mode's edits go on: Armies, then the repair itself, a click filling the gap.
    parts.play.set_setup_mode(True)
    assert game.perform(SetArmies("europe", "usa", 1))
    click_slot(window, "europe", "temporary", 1)
    assert parts.document.board.region("europe").temporary == ("usa", "usa", "russia", None)
    assert errors(parts.document.board) == []
    assert problem_rows(window) == ["No problems: the position is valid"]
    assert parts.scene.problem_marks.marks == {}
    assert game.perform(Add("africa", "usa", "temporary", setup=False)), "play goes on"
    fixed = tmp_path / "fixed.json"
    dialogs.save_path = str(fixed)
    window.action("save_as").trigger()
    assert "Save an invalid scenario?" not in dialogs.titles()
    assert load(fixed).region("europe").temporary == ("usa", "usa", "russia", None)
    assert check_exit(fixed) == 0
    assert check_exit(path) == 2, "the file as it was is still refused by check"


def test_undoing_the_repair_makes_play_wait_again(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    open_with_dialog(window, dialogs, bad_gap(tmp_path))
    game = window.parts.game
    assert game.perform(Remove("europe", "temporary", 2))
    assert game.perform(Add("africa", "usa", "temporary"))
    window.parts.steps.undo()
    window.parts.steps.undo()
    assert errors(window.parts.document.board) != []
    assert not game.perform(Add("africa", "usa", "temporary"))


def test_saving_it_broken_asks_first_and_keeps_it_as_it_was(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = bad_gap(tmp_path)
    text = path.read_text("utf-8")
    open_with_dialog(window, dialogs, path)
    assert window.parts.game.perform(SetArmies("europe", "eu", 2))
    dialogs.answers = [Button.Cancel]
    assert not window.parts.files.save_file()
    assert dialogs.titles()[-1] == "Save an invalid scenario?"
    assert path.read_text("utf-8") == text, "cancelled: nothing written"
    assert window.parts.files.save_file()  # the warning answered Save
    kept = load_position_file(path, repair=True).board
    assert kept.region("europe").temporary == ("usa", None, "russia", None)
    assert kept.region("europe").armies_of("eu") == 2
    assert check_exit(path) == 2


def test_a_dropped_gap_opens_to_repair(window: MainWindow, tmp_path: Path) -> None:
    assert drop_files(window.parts.view.viewport(), bad_gap(tmp_path)) == (True, True)
    assert_opened_to_repair(window)


def test_a_window_started_on_a_gap_is_in_setup_mode_with_play_waiting(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
) -> None:
    """What `influence-board bad_gap.json` builds: the command line reads the file as the
    window does (tests/cli/test_repair_and_old_files_cli.py) and starts a window on it."""
    from influence_board.window.main_window import MainWindow

    path = bad_gap(tmp_path)
    window = MainWindow(load_position_file(path, repair=True).board, path)
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.show()
    qtbot.waitExposed(window)
    assert_opened_to_repair(window)
    assert not window.parts.game.perform(Add("africa", "usa", "temporary"))


def test_a_file_of_the_wrong_shape_is_still_refused(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    data = json.loads(scenario_text())
    data["regions"][0]["cubes"]["temporary"] = ["usa", None, "russia", 7]
    before = window.parts.document.board
    open_with_dialog(window, dialogs, write(tmp_path / "typed.json", data))
    [(title, _text, details)] = dialogs.errors
    assert title == "Cannot open scenario"
    assert "regions[0] (Europe).cubes.temporary[3]: expected an owner's id" in details
    assert window.parts.document.board is before
    assert not window.parts.play.setup_mode


def broken_files(tmp_path: Path, n: int) -> list[Path]:
    """`n` standard boards broken at random (seeded): cubes of anybody and nobody, gaps,
    negative printed VP and totals, the local power gone, rows of the wrong length."""
    rng = random.Random(35)
    owners = ["usa", "eu", "russia", "china", "local", "zed", "", None, None]
    paths = []
    for k in range(n):
        data = json.loads(scenario_text())
        for _ in range(rng.randint(1, 6)):
            item = rng.choice(data["regions"])
            cubes = item.setdefault("cubes", {})
            roll = rng.random()
            if roll < 0.35:
                row = rng.choice(["permanent", "temporary"])
                size = len(item[row]) + (rng.random() < 0.1)  # now and then one too many
                cubes[row] = [rng.choice(owners) for _ in range(size)]
            elif roll < 0.5:
                cubes["overflow"] = [rng.choice(owners[:6]) for _ in range(rng.randint(0, 3))]
            elif roll < 0.65:
                item["permanent"][0] = rng.choice([-3, 0, -1_000_000_000])
            elif roll < 0.75:
                item["majority_bonus"][-1] = -rng.randint(1, 9)
            elif roll < 0.85:
                data["vp"] = {"usa": rng.choice([-5, 3])}
            else:
                data["local_power"] = None
        paths.append(write(tmp_path / f"broken{k}.json", data))
    return paths


def test_nothing_opened_for_repair_breaks_the_window(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    parts = window.parts
    opened = 0
    for path in broken_files(tmp_path, 12):
        dialogs.errors.clear()
        if not parts.files.open_file(path, ask=False):
            assert [title for title, *_rest in dialogs.errors] == ["Cannot open scenario"]
            continue
        opened += 1
        problem_rows(window)
        window.grab()
        for region in parts.document.board.regions:
            parts.play.select_region(region.id)
            parts.game.perform(Add(region.id, "usa", "temporary", setup=True))
            parts.game.perform(Remove(region.id, "temporary", 0))
        problem_rows(window)
        window.grab()
        parts.steps.mark_saved()
    assert opened >= 6, "most of them open to be repaired"


def test_an_old_standard_file_keeps_its_game(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    data = json.loads(scenario_text())
    del data["scoring_rounds"]
    data["name"] = "Spring Open - Table 1"
    open_with_dialog(window, dialogs, write(tmp_path / "old.json", data))
    parts = window.parts
    assert not parts.document.needs_repair and not parts.play.setup_mode
    assert parts.scoreboard.round_label.text() == "Round 1 of 6"
    assert any(
        row.startswith("scoring_rounds: not in the file: taken as the standard game's")
        for row in problem_rows(window)
    )
    dialogs.answers = [Button.No]
    for _ in range(3):
        assert end_round(parts)
    assert "Score All Regions?" in dialogs.titles()


def test_a_replay_waits_for_the_repair_too(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """File > Replay Operations plays as the board does: not on a position with errors."""
    assert window.parts.files.open_file(bad_gap(tmp_path), ask=False)
    ops = tmp_path / "ops.jsonl"
    ops.write_text('{"op": "add", "region": "africa", "player": "usa", "kind": "temporary"}\n')
    assert window.parts.operation_files.replay_file(ops) == 0
    title, text, details = dialogs.errors[-1]
    assert (title, text) == ("Cannot replay", "Nothing was applied.")
    assert details.startswith("play waits until the position is valid")
    assert window.parts.steps.count == 0


def test_the_gap_mended_with_a_drag_saves_a_file_check_accepts(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """The issue's own run: bad_gap.json opened, Russia's cube dragged into the empty slot
    (Setup mode is on already), saved: `check` accepts the file, and it is one step."""
    path = bad_gap(tmp_path)
    assert window.parts.files.open_file(path, ask=False)
    drag(
        window,
        slot_point(window, "europe", "temporary", 2),
        slot_point(window, "europe", "temporary", 1),
    )
    parts = window.parts
    assert parts.document.board.region("europe").temporary == ("usa", "russia", None, None)
    assert parts.steps.count == 1 and errors(parts.document.board) == []
    assert not any(GAP_WORDS in row for row in problem_rows(window))
    assert parts.files.save_file()
    assert check_exit(path) == 0
