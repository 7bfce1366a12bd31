"""Save never loses work silently (issue 18): a game with steps or variations is saved as a
game file by default, the filter chosen in the save dialog decides the kind and adds its
suffix, a scenario that would leave variations out asks first, and the name suggested
follows the open file. Game files open wherever a position is read: Open, Open Recent and
the command line."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

from influence_board.files.scenario_file import ALL_FILES, GAMES, SCENARIOS
from influence_board.rules import Add, Board
from influence_board.rules.formats.game_file import FORMAT as GAME_FORMAT
from influence_board.rules.formats.game_file import load_game
from influence_board.rules.formats.position_file import variation_count
from influence_board.rules.formats.scenario import FORMAT as SCENARIO_FORMAT
from influence_board.rules.formats.scenario import load, save, standard_board
from influence_board.rules.history.tree import Node, Variations
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CHINA_EUROPE = Add("europe", "china", "temporary")
USA_AFRICA = Add("africa", "usa", "permanent")
EU_EUROPE = Add("europe", "eu", "temporary")
QUESTION = "Save without the variations?"


def shape(node: Node) -> list[tuple[str, object]]:
    return [(c.label, shape(c)) for c in node.children]


@pytest.fixture
def branched(window: MainWindow) -> MainWindow:
    """China in Europe; then the USA in Africa, undone, and the EU in Europe: 3 steps and a
    variation."""
    game = window.parts.game
    assert game.perform(CHINA_EUROPE)
    assert game.perform(USA_AFRICA)
    window.parts.steps.undo()
    assert game.perform(EU_EUROPE)
    assert variation_count(window.parts.steps.tree) == 1
    return window


def kind_of(path: Path) -> str:
    return json.loads(path.read_text(encoding="utf-8"))["format"]


def suggested(dialogs: Dialogs) -> str:
    """Where the last file dialog opened: the folder and the name suggested."""
    return dialogs.file_dialogs[-1][1]


def test_enter_in_the_dialog_saves_the_whole_game(
    branched: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    before = shape(branched.parts.steps.tree.root)
    dialogs.save_path = str(tmp_path / "World Order - standard board.ibgame")
    branched.action("save_as").trigger()
    assert Path(suggested(dialogs)).name == "World Order - standard board.ibgame"
    saved = tmp_path / "World Order - standard board.ibgame"
    assert kind_of(saved) == GAME_FORMAT
    assert shape(load_game(saved).root) == before
    assert dialogs.asked == []
    assert not branched.isWindowModified()


# (filter chosen, name typed, file written, its format, asks before dropping the variation)
CASES = [
    (GAMES, "table", "table.ibgame", GAME_FORMAT, False),
    (GAMES, "table.ibgame", "table.ibgame", GAME_FORMAT, False),
    (SCENARIOS, "table", "table.json", SCENARIO_FORMAT, True),
    (SCENARIOS, "table.json", "table.json", SCENARIO_FORMAT, True),
    (ALL_FILES, "table", "table", GAME_FORMAT, False),
    (ALL_FILES, "table.json", "table.json", SCENARIO_FORMAT, True),
    (ALL_FILES, "table.ibgame", "table.ibgame", GAME_FORMAT, False),
]


# A question is answered both ways.
ANSWERED = [(*case, agree) for case in CASES for agree in ((False, True) if case[-1] else (False,))]


@pytest.mark.parametrize(("chosen", "typed", "written", "format", "asks", "agree"), ANSWERED)
def test_the_chosen_filter_decides_the_kind_and_the_suffix(
    branched: MainWindow,
    dialogs: Dialogs,
    tmp_path: Path,
    chosen: str,
    typed: str,
    written: str,
    format: str,
    asks: bool,
    agree: bool,
) -> None:
    before = shape(branched.parts.steps.tree.root)
    dialogs.save_path, dialogs.save_filter = str(tmp_path / typed), chosen
    dialogs.answer = Button.Save if agree else Button.Cancel
    saved = branched.parts.files.save_as_dialog()
    target = tmp_path / written
    assert dialogs.titles() == ([QUESTION] if asks else [])
    if asks and not agree:
        assert not saved and list(tmp_path.iterdir()) == [], "the variation is not dropped"
        assert branched.isWindowModified()
        return
    assert saved and sorted(p.name for p in tmp_path.iterdir()) == [written]
    assert kind_of(target) == format
    assert branched.parts.document.path == target
    if format == GAME_FORMAT:
        assert shape(load_game(target).root) == before
    else:
        assert load(target) == branched.parts.document.board
        assert "1 variation will not be kept" in dialogs.asked[0][1]
    assert shape(branched.parts.steps.tree.root) == before, "the window keeps its tree"


def test_save_again_asks_again_only_when_there_is_more_to_lose(
    branched: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path, dialogs.save_filter = str(tmp_path / "table.json"), SCENARIOS
    dialogs.answers = [Button.Save]
    assert branched.parts.files.save_as_dialog()
    game = branched.parts.game
    assert game.perform(USA_AFRICA)
    assert branched.parts.files.save_file(), "the same file, the same variation: agreed once"
    assert dialogs.titles() == [QUESTION]
    branched.parts.steps.undo()
    assert game.perform(Add("south_asia", "usa", "temporary"))  # a second variation
    assert not branched.parts.files.save_file(), "a Cancel: nothing more is dropped"
    assert dialogs.titles() == [QUESTION, QUESTION]
    assert "2 variations" in dialogs.asked[-1][1]


def test_steps_without_variations_save_as_a_scenario_without_asking(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    assert window.parts.game.perform(CHINA_EUROPE)
    dialogs.save_path = str(tmp_path / "table.json")
    assert window.parts.files.save_as_dialog()
    assert dialogs.asked == [] and kind_of(tmp_path / "table.json") == SCENARIO_FORMAT


def test_a_board_without_steps_is_offered_as_a_scenario(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path = str(tmp_path / "setup")
    assert window.parts.files.save_as_dialog()
    assert Path(suggested(dialogs)).name == "World Order - standard board.json"
    assert kind_of(tmp_path / "setup.json") == SCENARIO_FORMAT


def test_the_suggested_name_follows_the_open_file(
    branched: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    dialogs.save_path = str(tmp_path / "round2.ibgame")
    assert branched.parts.files.save_as_dialog()
    branched.parts.files.save_as_dialog()  # cancelled: save_path "" below
    assert suggested(dialogs) == str(tmp_path / "round2.ibgame")
    # A scenario opened and played: its name, as a game file, in its folder.
    scenario = tmp_path / "sub" / "table3.json"
    scenario.parent.mkdir()
    save(standard_board(), scenario)
    assert branched.parts.files.open_file(scenario, ask=False)
    dialogs.save_path = ""
    branched.parts.files.save_as_dialog()
    assert suggested(dialogs) == str(scenario)
    assert branched.parts.game.perform(CHINA_EUROPE)
    branched.parts.files.save_as_dialog()
    assert suggested(dialogs) == str(tmp_path / "sub" / "table3.ibgame")


def test_save_writes_a_game_file_again_whatever_its_name(
    branched: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """A game file saved with "All files" and no suffix opens as a game (its content says
    so) and Save keeps it one."""
    dialogs.save_path, dialogs.save_filter = str(tmp_path / "table"), ALL_FILES
    assert branched.parts.files.save_as_dialog()
    tree = shape(branched.parts.steps.tree.root)
    branched.parts.files.new_game()
    assert branched.parts.files.open_file(tmp_path / "table")
    assert shape(branched.parts.steps.tree.root) == tree
    assert branched.parts.game.perform(USA_AFRICA)
    assert branched.parts.files.save_file()
    assert kind_of(tmp_path / "table") == GAME_FORMAT
    assert dialogs.asked == []


def test_open_and_open_recent_give_the_tree(
    branched: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    path = tmp_path / "table.ibgame"
    assert branched.parts.files.save_to(path)
    tree = shape(branched.parts.steps.tree.root)
    current = branched.parts.document.board
    branched.parts.files.new_game()
    dialogs.open_path = str(path)
    branched.action("open").trigger()
    assert shape(branched.parts.steps.tree.root) == tree
    assert branched.parts.document.board == current
    assert not branched.isWindowModified()
    branched.parts.files.new_game()
    assert branched.parts.steps.tree.root.children == []
    branched.recent_menu.actions()[0].trigger()  # Open Recent > table.ibgame
    assert shape(branched.parts.steps.tree.root) == tree
    assert branched.parts.document.board == current


def test_the_command_line_opens_a_game_files_tree(
    branched: MainWindow, tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`influence-board table.ibgame`: the window gets the whole tree, the saved step
    current."""
    from influence_board.cli import main as cli
    from influence_board.window import app
    from influence_board.window.main_window import MainWindow

    path = tmp_path / "table.ibgame"
    assert branched.parts.files.save_to(path)
    tree = shape(branched.parts.steps.tree.root)
    asked: list[tuple[Board | Variations | None, str | None]] = []

    def run(games: Sequence[tuple[Board | Variations | None, str | None]], **_: object) -> int:
        asked.extend(games)
        return 0

    monkeypatch.setattr(app, "run", run)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert cli.main([str(path)]) == 0
    ((start, given),) = asked
    window = MainWindow(start, given)
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert shape(window.parts.steps.tree.root) == tree
    assert window.parts.document.board == branched.parts.document.board
    assert window.parts.document.path == path
    assert window.parts.steps.count == 2
    assert not window.parts.steps.is_modified()


def test_an_operation_file_given_to_the_window_is_replayed_on_the_standard_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file manager opens operation files with the app too (the .desktop file lists them)."""
    from influence_board.cli import main as cli
    from influence_board.window import app

    ops = tmp_path / "game.jsonl"
    ops.write_text('{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n')
    scenario = tmp_path / "table.json"
    save(standard_board(), scenario)
    asked: list[tuple[Sequence[tuple[Board | Variations | None, str | None]], dict[str, object]]]
    asked = []

    def run(games: Sequence[tuple[Board | Variations | None, str | None]], **how: object) -> int:
        asked.append((games, how))
        return 0

    monkeypatch.setattr(app, "run", run)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert cli.main([str(ops), str(scenario)]) == 0
    ((games, how),) = asked
    assert games[0] == (None, None) and games[1][1] == str(scenario)
    assert how["replays"] == [str(ops), None] and how["ops"] is None
