"""Whatever the player does (operations, notes, Undo, Redo, jumps, choosing any step of the
tree), the tree keeps every position ever reached, and the window's position is the current
node's (hypothesis stateful testing on a Document, its Game and its variations)."""

from __future__ import annotations

import shiboken6
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from hypothesis.stateful import run_state_machine_as_test as run_machine
from PySide6.QtWidgets import QApplication

from influence_board.document.board_document import Document
from influence_board.document.game import Game
from influence_board.document.journal import Journal
from influence_board.document.step_list import StepList
from influence_board.document.variations import GameVariations
from influence_board.rules import Add, Convert, Score
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import Kind

START = standard_board()
REGIONS = [r.id for r in START.regions]
PLAYERS = [p.id for p in START.players]


class VariationsMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.document = Document(START)
        journal = Journal()
        self.steps = StepList(self.document, journal)
        self.game = Game(self.document, self.steps, journal)
        self.variations = GameVariations(self.steps)
        self.reached = [START]

    def teardown(self) -> None:
        for obj in (self.variations, self.steps, self.document):
            if shiboken6.isValid(obj):
                shiboken6.delete(obj)

    def _seen(self) -> None:
        self.reached.append(self.document.board)

    @rule(
        region=st.sampled_from(REGIONS),
        player=st.sampled_from(PLAYERS),
        kind=st.sampled_from(["temporary", "permanent"]),
    )
    def add(self, region: str, player: str, kind: Kind) -> None:
        self.game.perform(Add(region, player, kind))
        self._seen()

    @rule(region=st.sampled_from(REGIONS), player=st.sampled_from(PLAYERS))
    def convert(self, region: str, player: str) -> None:
        self.game.perform(Convert(region, player, 0))
        self._seen()

    @rule(region=st.sampled_from(REGIONS))
    def score(self, region: str) -> None:
        self.game.perform(Score(region))
        self._seen()

    @rule()
    def undo(self) -> None:
        self.steps.undo()
        self._seen()

    @rule()
    def redo(self) -> None:
        self.steps.redo()
        self._seen()

    @rule(step=st.integers(0, 12))
    def jump(self, step: int) -> None:
        self.steps.go_to(step)
        self._seen()

    @rule(step=st.integers(1, 6), note=st.sampled_from(["", "a", "b"]))
    def note(self, step: int, note: str) -> None:
        """A note is no step: wherever the history goes next, the tree stays whole."""
        board = self.document.board
        self.steps.set_note(step, note)
        assert self.document.board is board

    @rule(pick=st.integers(0, 10_000))
    def choose(self, pick: int) -> None:
        nodes = list(self.variations.tree.nodes())
        self.variations.choose(nodes[pick % len(nodes)])
        self._seen()

    @invariant()
    def every_position_reached_is_in_the_tree(self) -> None:
        boards = [n.board for n in self.variations.tree.nodes()]
        for board in self.reached:
            assert any(b == board for b in boards)

    @invariant()
    def the_current_node_is_the_position(self) -> None:
        tree = self.variations.tree
        assert self.document.board == tree.current.board
        line = tree.current_line()
        assert self.steps.index == len(line)
        # The step list's line is the current line, then the steps redo would do again:
        # one path down the tree.
        steps = [self.steps.step(i + 1) for i in range(self.steps.count)]
        assert steps[: len(line)] == line
        for parent, child in zip([tree.root, *steps], steps, strict=False):
            assert child.parent is parent and child in parent.children
        for i, node in enumerate(line):
            assert self.steps.board_at(i + 1) is node.board


def test_variations_keep_every_position(qapp: QApplication) -> None:
    run_machine(
        VariationsMachine,
        settings=settings(
            max_examples=60,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.function_scoped_fixture],
        ),
    )
