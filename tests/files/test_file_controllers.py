"""The file controllers stand on their own: given a document (and the scene for pictures)
and a widget to open dialogs over, they work without a main window and report through
their signals, never by reaching into a window."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from influence_board.document.board_document import Document
from influence_board.document.commands import Game
from influence_board.files.operation_files import OperationFiles
from influence_board.files.picture_exports import PictureExports
from influence_board.files.scenario_file import FileController
from influence_board.rules.formats.scenario import dumps
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene
from influence_board.standard import standard_board


@pytest.fixture
def parent(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def document(parent):
    return Document(with_positions(standard_board()), parent=parent)


def test_opening_a_bad_file_reports_where_and_why_and_changes_nothing(
    qtbot, parent, document, tmp_path
):
    files = FileController(document, parent, problems=list)
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
    qtbot, parent, document, tmp_path
):
    files = FileController(document, parent, problems=list)
    path = tmp_path / "game.json"
    with qtbot.waitSignal(files.recent_changed) as recent:
        assert files.save_to(path)
    assert recent.args == [[str(path.resolve())]]
    assert document.path == path and not document.is_modified()
    with qtbot.waitSignal(files.message) as opened:
        assert files.open_file(path)
    assert opened.args == [f"Opened {path}"]
    assert files.recent_files() == [str(path.resolve())]


def test_an_invalid_position_is_saved_only_after_a_warning(parent, document, tmp_path, monkeypatch):
    asked = []

    def cancel(*args, **kwargs):
        asked.append(args[1])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "warning", cancel)
    files = FileController(document, parent, problems=lambda: ["an error"])
    assert not files.save_to(tmp_path / "game.json")
    assert asked == ["Save an invalid scenario?"]
    assert not (tmp_path / "game.json").exists()


def test_pasting_scenario_text_replaces_the_board(qtbot, parent, document):
    files = FileController(document, parent, problems=list)
    board = standard_board()
    data = json.loads(dumps(board))
    data["name"] = "From the clipboard"
    QGuiApplication.clipboard().setText(json.dumps(data))
    with qtbot.waitSignal(document.board_replaced):
        assert files.paste_position()
    assert document.board.name == "From the clipboard"


def test_a_refused_operation_line_is_reported_for_the_log(qtbot, parent, document, tmp_path):
    operations = OperationFiles(Game(document), parent)
    path = tmp_path / "ops.jsonl"
    path.write_text(
        '{"op": "add", "region": "africa", "player": "usa", "kind": "temporary"}\n'
        '{"op": "undo"}\n{"op": "undo"}\n',
        encoding="utf-8",
    )
    with (
        qtbot.waitSignal(operations.refused) as refused,
        qtbot.waitSignal(operations.failed) as failed,
    ):
        assert operations.replay_file(path) == 2
    assert refused.args == ["ops.jsonl:3: nothing to undo"]
    assert failed.args[0] == "Operation refused"
    assert document.undo_stack.index() == 0


def test_a_picture_is_drawn_from_the_scene(qtbot, parent, document, tmp_path):
    scene = BoardScene(document, parent=parent)
    pictures = PictureExports(document, scene, parent)
    target = tmp_path / "board.svg"
    with qtbot.waitSignal(pictures.message):
        assert pictures.export_image(target)
    assert target.read_text(encoding="utf-8").lstrip().startswith("<?xml")
