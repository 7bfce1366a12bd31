"""The command layer: the Game makes operations into steps of the step list, each step its
node and nothing else (no undo command per step); the Document owns the Board and its
signals and never sees a step's undo; what is told to the user goes through the journal."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import influence_board
import influence_board.document.board_document
from boards import allowed
from influence_board.document.board_document import Document
from influence_board.document.game import Game
from influence_board.document.journal import Journal
from influence_board.document.step_list import StepList
from influence_board.rules import Add, MoveRegion, MoveRegions, Reset, Score
from influence_board.rules.edit_operations import RenameRegion
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.words import undone
from influence_board.rules.topology import with_positions


@pytest.fixture
def game(qtbot: QtBot) -> Game:
    document, journal = Document(with_positions(standard_board())), Journal()
    return Game(document, StepList(document, journal), journal)


def test_a_step_is_one_generic_command_whose_words_say_what_it_did(
    game: Game, qtbot: QtBot
) -> None:
    with qtbot.waitSignal(game.journal.events_logged) as logged:
        assert game.perform(Add("africa", "usa", "temporary"))
    steps = game.steps
    assert steps.text_at(1) == logged.args[0][0].text
    assert steps.text_at(1).startswith("USA: temporary Influence in Africa")
    assert game.perform(RenameRegion("africa", "Afrika"))  # an edit: the same command
    assert steps.text_at(2) == "Region Africa renamed Afrika"
    assert steps.operations() == [
        Add("africa", "usa", "temporary"),
        RenameRegion("africa", "Afrika"),
    ]
    steps.undo()
    assert steps.operations() == [Add("africa", "usa", "temporary")]


def test_a_step_swaps_two_boards_and_logs_through_the_journal(game: Game, qtbot: QtBot) -> None:
    document, journal, steps = game.document, game.journal, game.steps
    start, op = document.board, Add("africa", "usa", "temporary")
    outcome = allowed(start, op)
    with qtbot.waitSignal(journal.events_logged) as logged:
        steps.push(op, outcome)
    assert document.board is outcome.board and logged.args[0] == list(outcome.events)
    with qtbot.waitSignal(journal.summary_logged) as logged:
        steps.undo()
    # The undo's line, and beneath it what the step did beyond its name (nothing here)
    moved, details, lines = logged.args
    assert document.board is start and moved.text == undone(steps.text_at(1))
    assert (details, lines) == ([], 0)
    with qtbot.waitSignal(journal.summary_logged) as logged:
        steps.redo()
    assert document.board is outcome.board and logged.args[0].text.startswith("Redo: USA")


def test_scoring_reads_as_a_total_per_player(game: Game) -> None:
    assert game.perform(Add("central_asia", "eu", "permanent"))
    assert game.perform(Score("central_asia"))
    # Russia and the EU tie with one cube each: 1 + the shared bonus 4.
    assert game.steps.text_at(2) == "Score Central Asia: EU +5, Russia +5"
    assert game.perform(Score())
    assert game.steps.text_at(3).startswith("Score all Regions: ")


def test_a_refusal_is_reported_and_pushes_nothing(game: Game, qtbot: QtBot) -> None:
    doc = game.document
    before = doc.board
    with qtbot.waitSignal(game.journal.refused) as refused:
        assert not game.perform(Add("atlantis", "usa", "temporary"))
    assert refused.args == ["there is no Region 'atlantis'"]
    with qtbot.waitSignal(game.journal.refused):
        assert not game.move_regions([("africa", (0.0, 0.0)), ("atlantis", (1.0, 1.0))], drag=1)
    assert doc.board is before
    assert game.steps.count == 0 and not game.steps.is_modified()


def test_an_operation_that_changes_nothing_is_told_and_not_pushed(game: Game, qtbot: QtBot) -> None:
    assert game.perform(Add("africa", "eu", "temporary"))
    with qtbot.waitSignal(game.journal.said) as told:
        assert not game.perform(Reset("africa", "eu", 1))
    assert "changes nothing" in told.args[0]
    assert game.steps.count == 1


def test_the_moves_of_one_drag_merge_and_a_move_line_is_a_step_of_its_own(game: Game) -> None:
    doc, steps = game.document, game.steps
    start = doc.board
    position = start.region("africa").position
    assert position is not None  # a board with positions
    x, y = position
    assert game.move_regions([("africa", (x + 5, y))], drag=1)
    assert game.move_regions([("africa", (x + 9, y + 2)), ("europe", (0.0, 0.0))], drag=1)
    assert steps.count == 1
    moved = steps.step(1)
    assert steps.text_at(1) == "Move Europe and Africa"
    assert isinstance(moved.op, MoveRegions)
    assert dict(moved.op.positions) == {"africa": (x + 9, y + 2), "europe": (0.0, 0.0)}
    # Another drag is another step; a move line (not a drag) never merges.
    assert game.move_regions([("africa", (x, y))], drag=2)
    assert game.perform(MoveRegion("africa", (x + 1, y)))
    assert game.perform(MoveRegion("africa", (x + 2, y)))
    assert steps.count == 4
    steps.go_to(0)
    assert doc.board == start


def imported_by(path: Path) -> set[str]:
    imported: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            imported.update(f"{node.module or ''}.{a.name}" for a in node.names)
            imported.add(node.module or "")
        elif isinstance(node, ast.Import):
            imported.update(a.name for a in node.names)
    return imported


def test_the_document_never_sees_a_command() -> None:
    """orange-canvas-core's split: commands call the Document, not the other way round."""
    imported = imported_by(Path(influence_board.document.board_document.__file__))
    assert not {m for m in imported if m.endswith("commands")}, imported


def test_the_history_is_the_step_lists_alone() -> None:
    """One owner for the history: the step list's line of steps. No module makes or
    reaches an undo stack or command beside it (nobody can undo past the step list, nor
    skip its note edits; a Qt command a step cost more than the step)."""
    package = Path(influence_board.__file__).parent
    holders = sorted(
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if any(m.endswith(("QUndoStack", "QUndoGroup", "QUndoCommand")) for m in imported_by(path))
        or "undo_stack" in path.read_text(encoding="utf-8")
    )
    assert holders == []
