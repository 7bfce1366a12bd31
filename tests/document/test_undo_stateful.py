"""Random operations, notes, undo, redo and history jumps through the step list, with the
scene and the sidebar checked against the Board after every step (hypothesis stateful
testing)."""

from __future__ import annotations

import shiboken6
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from hypothesis.stateful import run_state_machine_as_test as run_machine
from PySide6.QtWidgets import QApplication

from helpers import assert_sidebar_matches, sidebar_cells
from influence_board.document.board_document import Document
from influence_board.document.commands import step_words
from influence_board.document.game import Game
from influence_board.document.journal import Journal
from influence_board.document.play_state import PlayState
from influence_board.document.step_list import StepList
from influence_board.panels.history_dock import HistoryPanel
from influence_board.panels.majorities_dock import MajoritiesPanel
from influence_board.panels.majority_model import MajorityModel
from influence_board.rules import (
    Add,
    Convert,
    MoveRegion,
    MoveRegions,
    Operation,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.history.tree import Node
from influence_board.rules.operations import Kind, RowName
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene
from influence_board.scene.gestures import BoardGestures

START = with_positions(standard_board())
REGIONS = [r.id for r in START.regions]
OWNERS = [p.id for p in START.participants()]

regions = st.sampled_from(REGIONS)
owners = st.sampled_from([*OWNERS, "nobody"])  # "nobody" is always refused
indices = st.integers(0, 6)  # past the end of most rows, on purpose
slots = st.none() | st.integers(0, 6)


def notes_of(root: Node) -> list[tuple[Node, str | None]]:
    """Every step of the tree with its note."""
    found, todo = [], [root]
    while todo:
        node = todo.pop()
        found.append((node, node.note))
        todo.extend(node.children)
    return found


class BoardMachine(RuleBasedStateMachine):
    """The model of the history: `boards[i]` is the Board after step i of the line; the note
    edits since the history last moved are undone first, last first (`edits`)."""

    def __init__(self) -> None:
        super().__init__()
        self.document = Document(START)
        journal = Journal()
        self.steps = StepList(self.document, journal)
        self.game = Game(self.document, self.steps, journal)
        self.play = PlayState(self.document)
        self.scene = BoardScene(self.document, play=self.play)
        self.gestures = BoardGestures(self.scene, self.game, self.play)
        self.panel = MajoritiesPanel(self.document)
        self.history = HistoryPanel(self.steps)
        self.boards = {0: START}
        self.pushed = 0
        # The note edits Undo would take back (last last), and those Redo would do again:
        # (node, note before, note after).
        self.edits: list[tuple[Node, str | None, str | None]] = []
        self.undone: list[tuple[Node, str | None, str | None]] = []
        # What the file holds (at first: as a file opened): the board, each step's note.
        self.saved = (START, notes_of(self.steps.tree.root))

    def teardown(self) -> None:
        for obj in (self.history, self.panel, self.gestures, self.scene, self.play, self.document):
            if shiboken6.isValid(obj):
                shiboken6.delete(obj)

    # -- operations -------------------------------------------------------------------------

    def perform(self, op: Operation, drag: int | None = None) -> None:
        """`op` through the Game: as a drag's mouse move when `drag` is given."""
        before, index = self.document.board, self.steps.index
        expected = apply(before, op)
        if drag is None:
            changed = self.game.perform(op)
        else:
            assert isinstance(op, MoveRegions)
            changed = self.game.move_regions(op.positions, drag)
        if isinstance(expected, Refusal) or not expected.changed:
            assert not changed, op
            assert self.document.board is before
            assert self.steps.index == index
            return
        assert changed, op
        assert self.document.board == expected.board
        self.pushed += 1
        self.edits.clear()  # a step taken: the notes stay as they are
        self.undone.clear()
        now = self.steps.index
        if now == index:  # a move merged into the drag's step
            assert isinstance(op, MoveRegions) and drag is not None
        elif now == index - 1:  # the drag came back to where it began: no step left
            assert isinstance(op, MoveRegions) and drag is not None
            assert self.document.board == self.boards[now]
        else:
            assert now == index + 1
        self.boards[now] = self.document.board
        for k in [k for k in self.boards if k > now]:
            del self.boards[k]

    @rule(
        region=regions,
        owner=owners,
        kind=st.sampled_from(["permanent", "temporary"]),
        setup=st.booleans(),
        slot=slots,
        force=st.booleans(),
    )
    def add(
        self, region: str, owner: str, kind: Kind, setup: bool, slot: int | None, force: bool
    ) -> None:
        self.perform(Add(region, owner, kind, setup=setup, slot=slot, force=force))

    def _cube_owner(self, region: str, index: int, own: bool, other: str) -> str:
        row = self.document.board.region(region).temporary
        if own and index < len(row) and (owner := row[index]) is not None:
            return owner
        return other

    @rule(
        region=regions, row=st.sampled_from(["permanent", "overflow", "temporary"]), index=indices
    )
    def press(self, region: str, row: RowName, index: int) -> None:
        """A press on a place of a track: on a cube it chooses the cube."""
        self.gestures.press_at(region, row, index)

    @rule(region=regions, index=indices, slot=slots, own=st.booleans(), other=owners)
    def convert(self, region: str, index: int, slot: int | None, own: bool, other: str) -> None:
        player = self._cube_owner(region, index, own, other)
        self.perform(Convert(region, player, index, slot))

    @rule(region=regions, index=indices, own=st.booleans(), other=owners)
    def reset(self, region: str, index: int, own: bool, other: str) -> None:
        self.perform(Reset(region, self._cube_owner(region, index, own, other), index))

    @rule(
        region=regions,
        row=st.sampled_from(["permanent", "temporary", "overflow"]),
        index=indices,
    )
    def remove(self, region: str, row: RowName, index: int) -> None:
        self.perform(Remove(region, row, index))

    @rule(region=regions, owner=owners, count=st.integers(0, 4))
    def armies(self, region: str, owner: str, count: int) -> None:
        self.perform(SetArmies(region, owner, count))

    @rule(region=st.none() | regions)
    def score(self, region: str | None) -> None:
        self.perform(Score(region))

    @rule(
        region=regions,
        dx=st.sampled_from([-50.0, 0.0, 20.5, 80.0]),
        dy=st.sampled_from([-30.0, 0.0, 40.0]),
    )
    def move(self, region: str, dx: float, dy: float) -> None:
        """A `move` line of an operation file: one step of its own."""
        position = self.document.board.region(region).position
        assert position is not None  # START has positions, and a move keeps one
        x, y = position
        self.perform(MoveRegion(region, (x + dx, y + dy)))

    @rule(
        picked=st.lists(regions, min_size=1, max_size=3, unique=True),
        dx=st.sampled_from([-50.0, 0.0, 20.5, 80.0]),
        dy=st.sampled_from([-30.0, 0.0, 40.0]),
        drag=st.none() | st.integers(1, 2),
    )
    def drag_tracks(self, picked: list[str], dx: float, dy: float, drag: int | None) -> None:
        """A mouse move in a drag of selected tracks (the moves of one drag merge), or a
        Lay Out (drag None: a step of its own)."""
        board = self.document.board
        positions = []
        for region in picked:
            position = board.region(region).position
            assert position is not None  # START has positions, and a move keeps one
            x, y = position
            positions.append((region, (x + dx, y + dy)))
        self.perform(MoveRegions(tuple(positions)), drag)

    # -- history ----------------------------------------------------------------------------

    @rule(step=st.integers(0, 8), text=st.sampled_from(["", "first", "agreed"]))
    def note(self, step: int, text: str) -> None:
        """A note written in the History (empty: taken away): an undoable edit, no step."""
        board, index = self.document.board, self.steps.index
        node = self.steps.step(step) if 1 <= step <= self.steps.count else None
        before = node.note if node is not None else None
        refusal = self.steps.set_note(step, text)
        assert self.document.board is board and self.steps.index == index
        if node is None:
            assert refusal is not None
            return
        assert refusal is None and node.note == (text or None)
        if node.note != before:
            self.edits.append((node, before, node.note))
            self.undone.clear()

    @precondition(lambda self: self.steps.can_undo())
    @rule()
    def undo(self) -> None:
        if self.edits:
            board, index = self.document.board, self.steps.index
            edit = self.edits.pop()
            self.steps.undo()
            assert edit[0].note == edit[1]
            assert self.document.board is board and self.steps.index == index
            self.undone.append(edit)
            return
        self.undone.clear()
        self.steps.undo()
        assert self.document.board == self.boards[self.steps.index]

    @precondition(lambda self: self.steps.can_redo())
    @rule()
    def redo(self) -> None:
        if self.undone:
            board, index = self.document.board, self.steps.index
            edit = self.undone.pop()
            self.steps.redo()
            assert edit[0].note == edit[2]
            assert self.document.board is board and self.steps.index == index
            self.edits.append(edit)
            return
        self.edits.clear()
        self.steps.redo()
        assert self.document.board == self.boards[self.steps.index]

    @rule(step=st.integers(0, 40))
    def jump(self, step: int) -> None:
        """A click in the History dock: a jump to that step."""
        target = min(step, self.steps.count)
        if target != self.steps.index:
            self.edits.clear()
            self.undone.clear()
        self.steps.go_to(target)
        assert self.document.board == self.boards[self.steps.index]

    @rule()
    def save(self) -> None:
        self.steps.mark_saved()
        assert not self.steps.is_modified()
        self.saved = (self.document.board, notes_of(self.steps.tree.root))

    @rule(dice=st.integers(0, 9))
    def reopen(self, dice: int) -> None:
        """A file with this position is opened: a whole new Board, the history starts afresh
        (rarely, so that most runs build a long history)."""
        if dice:
            return
        board = loads(dumps(self.document.board))
        self.document.replace(board)
        assert self.steps.count == 0 and not self.steps.is_modified()
        self.boards = {0: board}
        self.edits.clear()
        self.undone.clear()
        self.saved = (board, notes_of(self.steps.tree.root))  # as a file opened

    # -- what must hold after every step ----------------------------------------------------

    @invariant()
    def history_is_consistent(self) -> None:
        assert sorted(self.boards) == list(range(self.steps.count + 1))
        assert self.document.board == self.boards[self.steps.index]
        assert self.steps.can_undo() == bool(self.edits or self.steps.index)
        assert self.steps.can_redo() == bool(self.undone or self.steps.index < self.steps.count)

    @invariant()
    def saved_only_when_the_file_holds_the_game(self) -> None:
        """Never "saved" when the position, or a note of a step the file holds, differs."""
        if self.steps.is_modified():
            return
        board, notes = self.saved
        assert self.document.board == board
        assert all(node.note == note for node, note in notes)

    @invariant()
    def scene_shows_the_board(self) -> None:
        board = self.document.board
        assert list(self.scene.region_items) == [r.id for r in board.regions]
        for region in board.regions:
            item = self.scene.region_items[region.id]
            assert item.region is region, region.id
            pos = item.pos()
            assert (pos.x(), pos.y()) == region.position, region.id
            g = item.geometry
            assert g.overflow_count == len(region.overflow)
        selected = self.play.chosen_cube
        if selected is not None:
            region_id, row, index = selected.region, selected.row, selected.index
            assert getattr(board.region(region_id), row)[index] is not None
        for region_id, item in self.scene.region_items.items():
            shown = (
                (selected.row, selected.index)
                if selected and selected.region == region_id
                else None
            )
            assert item.state.selected_cube == shown, region_id

    @invariant()
    def history_dock_shows_the_steps(self) -> None:
        model = self.history.model()
        rows = [model.index(row).data() for row in range(1, model.rowCount())]
        assert rows == [step_words(self.steps.step(i)) for i in range(1, self.steps.count + 1)]
        assert self.history.currentIndex().row() == self.steps.index

    @invariant()
    def sidebar_shows_the_board(self) -> None:
        assert_sidebar_matches(self.panel.model, self.panel.vp_model, self.document.board)
        # Kept up to date Region by Region and line by line, it holds what a model built
        # afresh holds, tooltips and spoken words included: checked every few steps (a
        # cell left behind stays wrong until its line changes again), as it is slow.
        self.sidebar_checks = getattr(self, "sidebar_checks", 0) + 1
        if self.sidebar_checks % 4:
            return
        fresh = MajorityModel(self.document)
        assert sidebar_cells(self.panel.model) == sidebar_cells(fresh)
        fresh.deleteLater()


def test_random_operations_undo_and_redo_keep_every_view_in_step(qapp: QApplication) -> None:
    run_machine(
        BoardMachine,
        settings=settings(
            max_examples=60,
            stateful_step_count=50,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
            database=None,
        ),
    )
