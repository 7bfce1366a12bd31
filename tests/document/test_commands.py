"""The command layer: the Game makes operations into steps of the step list, each one
command on the Document's undo stack; the Document owns the Board, the stack and the
signals and never sees a command."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import influence_board.document.board_document
from influence_board.document.board_document import Document
from influence_board.document.commands import BoardCommand, MoveRegionsCommand
from influence_board.document.game import Game
from influence_board.document.step_list import StepList
from influence_board.rules import Add, MoveRegion, Reset, Score
from influence_board.rules.edits import RenameRegion
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions


@pytest.fixture
def game(qtbot):
    document = Document(with_positions(standard_board()))
    return Game(document, StepList(document))


def test_a_step_is_one_generic_command_whose_text_says_what_it_did(game, qtbot):
    doc = game.document
    with qtbot.waitSignal(doc.events_logged) as logged:
        assert game.perform(Add("africa", "usa", "temporary"))
    command = doc.undo_stack.command(0)
    assert type(command) is BoardCommand
    assert command.text() == logged.args[0][0].text
    assert command.text().startswith("USA: temporary Influence in Africa")
    assert game.perform(RenameRegion("africa", "Afrika"))  # an edit: the same command
    assert type(doc.undo_stack.command(1)) is BoardCommand
    assert doc.undo_stack.text(1) == "Region Africa renamed Afrika"
    assert game.steps.operations() == [
        Add("africa", "usa", "temporary"),
        RenameRegion("africa", "Afrika"),
    ]
    doc.undo_stack.undo()
    assert game.steps.operations() == [Add("africa", "usa", "temporary")]


def test_scoring_reads_as_a_total_per_player(game):
    doc = game.document
    assert game.perform(Add("central_asia", "eu", "permanent"))
    assert game.perform(Score("central_asia"))
    # Russia and the EU tie with one cube each: 1 + the shared bonus 4.
    assert doc.undo_stack.text(1) == "Score Central Asia: EU +5, Russia +5"
    assert game.perform(Score())
    assert doc.undo_stack.text(2).startswith("Score all Regions: ")


def test_a_refusal_is_reported_and_pushes_nothing(game, qtbot):
    doc = game.document
    before = doc.board
    with qtbot.waitSignal(doc.refused) as refused:
        assert not game.perform(Add("atlantis", "usa", "temporary"))
    assert refused.args == ["there is no Region 'atlantis'"]
    with qtbot.waitSignal(doc.refused):
        assert not game.move_regions([("africa", (0.0, 0.0)), ("atlantis", (1.0, 1.0))], drag=1)
    assert doc.board is before
    assert doc.undo_stack.count() == 0


def test_an_operation_that_changes_nothing_is_told_and_not_pushed(game, qtbot):
    doc = game.document
    assert game.perform(Add("africa", "eu", "temporary"))
    with qtbot.waitSignal(doc.message) as told:
        assert not game.perform(Reset("africa", "eu", 1))
    assert "changes nothing" in told.args[0]
    assert doc.undo_stack.count() == 1


def test_the_moves_of_one_drag_merge_and_a_move_line_is_a_step_of_its_own(game):
    doc = game.document
    start = doc.board
    x, y = start.region("africa").position
    assert game.move_regions([("africa", (x + 5, y))], drag=1)
    assert game.move_regions([("africa", (x + 9, y + 2)), ("europe", (0.0, 0.0))], drag=1)
    assert doc.undo_stack.count() == 1
    command = doc.undo_stack.command(0)
    assert isinstance(command, MoveRegionsCommand)
    assert command.text() == "Move Europe and Africa"
    assert dict(command.node.op.positions) == {"africa": (x + 9, y + 2), "europe": (0.0, 0.0)}
    assert game.steps.step(1) is command.node
    # Another drag is another step; a move line (not a drag) never merges.
    assert game.move_regions([("africa", (x, y))], drag=2)
    assert game.perform(MoveRegion("africa", (x + 1, y)))
    assert game.perform(MoveRegion("africa", (x + 2, y)))
    assert doc.undo_stack.count() == 4
    doc.undo_stack.setIndex(0)
    assert doc.board == start


def test_the_document_never_sees_a_command():
    """orange-canvas-core's split: commands call the Document, not the other way round."""
    source = Path(influence_board.document.board_document.__file__).read_text(encoding="utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
        elif isinstance(node, ast.Import):
            imported.update(a.name for a in node.names)
    assert not {m for m in imported if m.endswith("commands")}, imported
