"""The file controllers stand on their own: given the game (its step list; the scene for
pictures) and the Prompts to ask through, they work without a main window and report
through their signals, never by reaching into a window."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from influence_board.document.board_document import Document
from influence_board.document.game import Game
from influence_board.document.journal import Journal, Said
from influence_board.document.step_list import StepList
from influence_board.files.clipboard import PositionClipboard
from influence_board.files.operation_files import OperationFiles
from influence_board.files.picture_exports import PictureExports
from influence_board.files.prompts import Prompts
from influence_board.files.scenario_file import FileController
from influence_board.rules import Add, Event, Region
from influence_board.rules.edit_operations import AddRegion
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def document(parent: QWidget) -> Document:
    return Document(with_positions(standard_board()), parent=parent)


@pytest.fixture
def steps(document: Document) -> StepList:
    return StepList(document, Journal(document), document)


@pytest.fixture
def prompts(parent: QWidget) -> Prompts:
    return Prompts(parent)


def test_opening_a_bad_file_reports_where_and_why_and_changes_nothing(
    qtbot: QtBot, document: Document, steps: StepList, prompts: Prompts, tmp_path: Path
) -> None:
    files = FileController(steps, prompts)
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": 3}', encoding="utf-8")
    before = document.board
    with (
        qtbot.waitSignal(files.failed) as failed,
        qtbot.assertNotEmitted(files.message),
    ):
        assert not files.open_file(bad)
    title, text, details = failed.args
    assert title == "Cannot open scenario"
    assert "bad.json" in text
    assert details
    assert document.board is before


def test_saving_then_opening_announces_the_file_and_the_recent_list(
    qtbot: QtBot, document: Document, steps: StepList, prompts: Prompts, tmp_path: Path
) -> None:
    files = FileController(steps, prompts)
    path = tmp_path / "game.json"
    with qtbot.waitSignal(files.recent_changed) as recent:
        assert files.save_to(path)
    assert recent.args == [[str(path.resolve())]]
    assert document.path == path and not steps.is_modified()
    with qtbot.waitSignal(steps.journal.kept) as opened:  # the status bar and the Log
        assert files.open_file(path)
    assert opened.args == [f"Opened {path}"]
    assert files.recent_files() == [str(path.resolve())]


def test_a_game_file_opens_with_a_log_line_saying_where_one_is(
    window: MainWindow, tmp_path: Path
) -> None:
    """The History has the steps; the Log's first line says which is current."""
    parts = window.parts
    for player in ("usa", "eu", "russia"):
        assert parts.game.perform(Add("africa", player, "temporary"))
    parts.steps.undo()
    path = tmp_path / "table1.ibgame"
    assert parts.files.save_to(path)
    assert parts.files.open_file(path, ask=False)
    assert parts.log.texts() == [f"Opened {path} at step 2 of 3"]
    assert window.statusBar().currentMessage() == f"Opened {path} at step 2 of 3"


def test_an_invalid_position_is_saved_only_after_a_warning(
    steps: StepList, prompts: Prompts, dialogs: Dialogs, tmp_path: Path
) -> None:
    game = Game(steps.document, steps, steps.journal)
    # A hole left of a cube in the temporary row: the rules' check calls it an error.
    gap = Region("gap", "Gap", (1,), (2, 1), (3,), (None,), (), (None, "usa"), ())
    assert game.perform(AddRegion(gap, None))
    files = FileController(steps, prompts)
    dialogs.answers = [Button.Cancel]
    assert not files.save_to(tmp_path / "game.json")
    assert dialogs.titles() == ["Save an invalid scenario?"]
    assert "1 error;" in dialogs.asked[0][1]
    assert not (tmp_path / "game.json").exists()


def test_pasting_scenario_text_replaces_the_board(
    qtbot: QtBot, document: Document, steps: StepList, prompts: Prompts
) -> None:
    clipboard = PositionClipboard(FileController(steps, prompts))
    board = standard_board()
    data = json.loads(dumps(board))
    data["name"] = "From the clipboard"
    QGuiApplication.clipboard().setText(json.dumps(data))
    with qtbot.waitSignal(document.board_replaced):
        assert clipboard.paste_position()
    assert document.board.name == "From the clipboard"


def test_a_refused_operation_line_is_reported_for_the_log(
    qtbot: QtBot, document: Document, steps: StepList, prompts: Prompts, tmp_path: Path
) -> None:
    operations = OperationFiles(Game(document, steps, steps.journal), prompts)
    path = tmp_path / "ops.jsonl"
    path.write_text(
        '{"op": "add", "region": "africa", "player": "usa", "kind": "temporary"}\n'
        '{"op": "undo"}\n{"op": "undo"}\n',
        encoding="utf-8",
    )
    logged: list[tuple[object, list[Said]]] = []
    steps.journal.summary_logged.connect(lambda line, said, _n: logged.append((line, said)))
    with qtbot.waitSignal(operations.stopped) as stopped:
        assert operations.replay_file(path) == 2
    assert stopped.args[0] == "Operation refused"
    assert stopped.args[2] == "ops.jsonl:3: nothing to undo"
    # The replay's one line in the Log, the refused line last beneath it, with its number
    (_summary, said) = logged[-1]
    assert said[-1] == Said([Event("refused", None, "Refused: nothing to undo")], 3)
    assert steps.index == 0


def test_a_picture_is_drawn_from_the_scene(
    qtbot: QtBot, parent: QWidget, document: Document, prompts: Prompts, tmp_path: Path
) -> None:
    scene = BoardScene(document, parent=parent)
    pictures = PictureExports(document, scene, prompts)
    target = tmp_path / "board.svg"
    with qtbot.waitSignal(pictures.message):
        assert pictures.export_image(target)
    assert target.read_text(encoding="utf-8").lstrip().startswith("<?xml")
