"""The Majorities tree (panels/shifting_tree.py): a participant entering or leaving a Region
moves the lines below instead of repainting every line, and what it shows is always what a
repaint of all of it would show, wherever the tree is scrolled."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from helpers import shows_what_a_full_repaint_would, window_of_regions
from influence_board.panels.shifting_tree import ShiftingTree
from influence_board.rules import Add, Board, Remove
from influence_board.rules.operations import KINDS, Kind

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


class PaintedArea(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget.window())  # not a child of `widget`: a child changes its scroll
        self.area = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            # a QRegion iterates over its rectangles (the stubs miss QRegion.__iter__)
            rects = event.region()
            self.area += sum(r.width() * r.height() for r in rects)  # type: ignore[attr-defined]
        return False


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def board_now(window: MainWindow) -> Board:
    return window.parts.document.board


def _tree(window: MainWindow) -> ShiftingTree:
    tree = window.parts.docks.majorities_panel.tree
    assert isinstance(tree, ShiftingTree)
    settle()
    return tree


def test_a_participant_entering_a_region_repaints_a_line_or_two_not_the_tree(
    window: MainWindow,
) -> None:
    tree = _tree(window)
    model = tree.model()
    board = board_now(window)
    row, region = next(
        (n, r) for n, r in enumerate(board.regions) if "russia" not in r.permanent + r.temporary
    )
    viewport = tree.viewport()
    painted = PaintedArea(viewport)
    lines = model.rowCount(model.index(row, 0))
    assert window.parts.game.perform(Add(region.id, "russia", "temporary"))
    settle()
    assert model.rowCount(model.index(row, 0)) == lines + 1  # Russia's line
    line = tree.visualRect(model.index(0, 0)).height()
    # Its line and the lines that changed in the ranking (every one, at most): not the tree.
    assert 0 < painted.area <= (lines + 2) * line * viewport.width()
    assert painted.area < viewport.width() * viewport.height() / 2
    assert shows_what_a_full_repaint_would(viewport)


def test_the_tree_shows_what_a_full_repaint_would_after_any_steps(window: MainWindow) -> None:
    """Lines come and go above, inside and below the part shown, the tree scrolled to its
    top, its middle and its end; after each step its pixels are those of a full repaint."""
    tree = _tree(window)
    board = window.parts.document.board
    regions = [r.id for r in board.regions]
    players = [p.id for p in board.participants()]
    rng = random.Random(23)
    game = window.parts.game
    bar = tree.verticalScrollBar()
    for step in range(90):
        if step % 30 == 0:
            settle()
            bar.setValue((bar.maximum() * (step // 30)) // 2)  # top, middle, end
        kind = rng.random()
        if kind < 0.15 and window.parts.steps.can_undo():
            window.parts.steps.undo()
        elif kind < 0.35:  # a cube taken away: a participant may leave the Region
            region = board_now(window).region(rng.choice(regions))
            row: Kind = rng.choice(KINDS)
            taken = [i for i, owner in enumerate(getattr(region, row)) if owner]
            if taken:
                game.perform(Remove(region.id, row, rng.choice(taken)))
        else:
            game.perform(Add(rng.choice(regions), rng.choice(players), rng.choice(KINDS)))
        settle()
        assert shows_what_a_full_repaint_would(tree.viewport()), step


def _closed_tree_window(qtbot: QtBot) -> tuple[MainWindow, ShiftingTree]:
    """A board of more Regions than the tree opens: each Region's lines stay closed."""
    from influence_board.panels.majorities_dock import OPEN_ALL_UP_TO

    w = window_of_regions(qtbot, OPEN_ALL_UP_TO + 10)
    tree = _tree(w)
    assert not tree.isExpanded(tree.model().index(3, 0))
    return w, tree


def test_a_first_cube_in_a_closed_region_repaints_its_row_not_the_tree(qtbot: QtBot) -> None:
    """Qt repaints the whole tree for a closed Region's first line (its new arrow)."""
    window, tree = _closed_tree_window(qtbot)
    viewport = tree.viewport()
    painted = PaintedArea(viewport)
    assert window.parts.game.perform(Add("r3", "a", "temporary"))
    settle()
    assert tree.model().rowCount(tree.model().index(3, 0)) == 1  # its first line, closed
    line = tree.visualRect(tree.model().index(3, 0)).height()
    assert 0 < painted.area <= 3 * line * viewport.width()
    assert shows_what_a_full_repaint_would(viewport)


def test_a_closed_tree_shows_what_a_full_repaint_would_after_any_steps(qtbot: QtBot) -> None:
    window, tree = _closed_tree_window(qtbot)
    rng = random.Random(29)
    game = window.parts.game
    for step in range(60):
        if step == 30:  # a Region open among the closed ones
            tree.expand(tree.model().index(5, 0))
            settle()
        kind = rng.random()
        region_id = f"r{rng.randrange(12)}"
        if kind < 0.15 and window.parts.steps.can_undo():
            window.parts.steps.undo()
        elif kind < 0.4:
            region = board_now(window).region(region_id)
            taken = [i for i, owner in enumerate(region.temporary) if owner]
            if taken:
                game.perform(Remove(region_id, "temporary", rng.choice(taken)))
        else:
            game.perform(Add(region_id, rng.choice("abcd"), "temporary"))
        settle()
        assert shows_what_a_full_repaint_would(tree.viewport()), step
