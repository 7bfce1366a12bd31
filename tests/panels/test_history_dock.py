"""The History dock's rows follow the step list, row by row (panels/history_model.py):
a step is one row inserted, undo and redo move only the current row, a drag's merged moves
rename its one row, a new line replaces the rows after the steps it keeps; the model is
never reset, however long the game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boards import allowed
from influence_board.document.board_document import Document
from influence_board.document.game import Game
from influence_board.document.journal import Journal
from influence_board.document.step_list import StepList
from influence_board.document.variations import GameVariations
from influence_board.panels import history_dock
from influence_board.panels.history_dock import HistoryPanel
from influence_board.panels.history_model import HistoryModel
from influence_board.rules import Add, MoveRegions, Outcome
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.topology import with_positions


class Told:
    """What the model told its view."""

    def __init__(self, model: QAbstractItemModel) -> None:
        self.kinds: list[str] = []
        model.rowsInserted.connect(lambda _p, first, last: self.kinds.append(f"+{first}-{last}"))
        model.rowsRemoved.connect(lambda _p, first, last: self.kinds.append(f"-{first}-{last}"))
        model.modelReset.connect(lambda: self.kinds.append("reset"))
        model.dataChanged.connect(lambda a, _b, _r: self.kinds.append(f"~{a.row()}"))

    def since(self) -> list[str]:
        kinds, self.kinds = self.kinds, []
        return kinds


@pytest.fixture
def history(qtbot: QtBot) -> Iterator[tuple[Document, StepList, Game, HistoryPanel]]:
    document, journal = Document(with_positions(standard_board())), Journal()
    steps = StepList(document, journal)
    panel = HistoryPanel(steps)
    qtbot.addWidget(panel)
    yield document, steps, Game(document, steps, journal), panel
    shiboken6.delete(document)


def rows(panel: HistoryPanel) -> list[str]:
    model = panel.model()
    return [model.index(row).data() for row in range(model.rowCount())]


def test_each_gesture_tells_the_view_only_the_rows_it_changed(
    history: tuple[Document, StepList, Game, HistoryPanel],
) -> None:
    _document, steps, game, panel = history
    told = Told(panel.model())
    for owner in ("usa", "eu", "china"):
        assert game.perform(Add("africa", owner, "temporary"))
    assert told.since() == ["+1-1", "+2-2", "+3-3"]
    assert rows(panel)[0] == "Start of the game"
    assert rows(panel)[1:] == [steps.text_at(i) for i in (1, 2, 3)]
    assert panel.currentIndex().row() == 3
    steps.undo()
    steps.undo()
    assert told.since() == []  # the rows stay: only the current one moves
    assert panel.currentIndex().row() == 1
    steps.redo()
    assert told.since() == [] and panel.currentIndex().row() == 2
    # A new step after an undo: the step redo would have done goes, the new one comes.
    assert game.perform(Add("europe", "russia", "temporary"))
    assert told.since() == ["-3-3", "+3-3"]
    assert rows(panel)[3] == steps.text_at(3)
    assert "reset" not in told.kinds


def moved(document: Document, positions: tuple[tuple[str, tuple[float, float]], ...]) -> Outcome:
    """What a drag's mouse move does to the current Board."""
    return allowed(document.board, MoveRegions(positions))


def test_the_moves_of_one_drag_rename_its_row_and_a_drag_back_leaves_none(
    history: tuple[Document, StepList, Game, HistoryPanel],
) -> None:
    document, steps, _game, panel = history
    told = Told(panel.model())
    board = document.board
    europe, africa = board.region("europe").position, board.region("africa").position
    assert europe is not None and africa is not None  # a board with positions
    away = (europe[0] + 50, europe[1])
    steps.push(MoveRegions((("europe", away),)), moved(document, (("europe", away),)), drag=1)
    both = (("europe", away), ("africa", (africa[0] + 50, africa[1])))
    steps.push(MoveRegions(both), moved(document, both), drag=1)
    assert rows(panel)[1:] == ["Move Europe and Africa"]
    assert told.since() == ["+1-1", "-1-1", "+1-1"]
    back = (("europe", europe), ("africa", africa))
    steps.push(MoveRegions(back), moved(document, back), drag=1)
    assert rows(panel) == ["Start of the game"] and steps.count == 0
    assert panel.currentIndex().row() == 0


def test_a_note_renames_its_row_and_choosing_a_row_jumps_there(
    history: tuple[Document, StepList, Game, HistoryPanel],
) -> None:
    document, steps, game, panel = history
    for owner in ("usa", "eu"):
        assert game.perform(Add("africa", owner, "temporary"))
    told = Told(panel.model())
    assert steps.set_note(1, "a bold start") is None
    assert told.since() == ["~1"]
    assert rows(panel)[1].endswith("a bold start")
    start = steps.board_at(0)
    panel.setCurrentIndex(panel.model().index(0))  # as a click on the first row
    assert steps.index == 0 and document.board is start
    assert told.since() == []


def test_another_line_made_current_keeps_the_rows_it_shares(
    history: tuple[Document, StepList, Game, HistoryPanel],
) -> None:
    _document, steps, game, panel = history
    for owner in ("usa", "eu", "china"):
        assert game.perform(Add("africa", owner, "temporary"))
    steps.go_to(1)
    assert game.perform(Add("europe", "russia", "temporary"))  # a variation from step 1
    told = Told(panel.model())
    variations = GameVariations(steps)
    main_line_end = steps.tree.root.main_line()[-1]
    variations.choose(main_line_end)
    # Step 1 is shared; the rest of the main line comes back in one insertion.
    assert told.since() == ["-2-2", "+2-3"]
    assert rows(panel)[1:] == [steps.text_at(i) for i in (1, 2, 3)]
    assert panel.currentIndex().row() == 3


def test_a_long_game_opened_is_one_insertion(
    history: tuple[Document, StepList, Game, HistoryPanel],
) -> None:
    document, steps, _game, panel = history
    tree = Variations(document.board)
    node = tree.root
    for n in range(2000):
        op = Add(["africa", "europe", "south_asia"][n % 3], ["usa", "eu", "china"][n % 3],
                 "temporary")  # fmt: skip
        outcome = allowed(node.board, op)
        node = tree.adopt(Node(node, op, outcome.board, f"step {n + 1}"))
    tree.current = node
    told = Told(panel.model())
    steps.restore(tree)
    assert told.since() == ["+1-2000"]
    assert panel.model().rowCount() == 2001 and panel.currentIndex().row() == 2000


class CountedModel(HistoryModel):
    """The History's model, counting how often a view asks it for its rows."""

    asked = 0

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        CountedModel.asked += 1
        return super().rowCount(parent if parent is not None else QModelIndex())


def test_a_step_on_a_long_line_asks_the_model_only_about_the_rows_in_view(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history_dock, "HistoryModel", CountedModel)
    document, journal = Document(with_positions(standard_board())), Journal()
    steps = StepList(document, journal)
    game = Game(document, steps, journal)
    panel = HistoryPanel(steps)
    qtbot.addWidget(panel)
    panel.resize(300, 200)
    panel.show()
    qtbot.waitExposed(panel)
    regions = [r.id for r in document.board.regions]
    players = [p.id for p in document.board.players]
    n = 0
    while steps.count < 2000:
        game.perform(Add(regions[n % len(regions)], players[(n // 7) % len(players)], "temporary"))
        n += 1
    QApplication.processEvents()
    CountedModel.asked = 0
    game.perform(Add("africa", "usa", "temporary"))
    panel.viewport().repaint()
    QApplication.processEvents()
    # A list view laid every row out again (2,000 calls and more); rows of one height are
    # a span the table knows without asking.
    assert 0 < CountedModel.asked < 100
    assert panel.currentIndex().row() == steps.count
    shiboken6.delete(document)
