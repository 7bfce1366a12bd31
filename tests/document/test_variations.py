"""Variations in the window: a step after Undo keeps the undone steps as a variation that
can be chosen again, compared, promoted, renamed, deleted, autosaved, restored and saved in
a game file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boards import allowed
from influence_board.files import recovery_folder
from influence_board.panels.variations_model import CURRENT_MARK, DEPTH_ROLE, VARIATION_MARK
from influence_board.rules import Add, Board, Convert, Operation, Score
from influence_board.rules.analysis.diff import diff
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.changes import NO_CHANGES
from influence_board.rules.history.tree import Node
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CHINA_EUROPE = Add("europe", "china", "temporary")
USA_AFRICA = Add("africa", "usa", "permanent")
EU_EUROPE = Add("europe", "eu", "temporary")


def shape(node: Node) -> list[tuple[str, object]]:
    """A tree as nested lists of (label, children): two trees compare by their steps."""
    return [(c.label, shape(c)) for c in node.children]


@pytest.fixture
def branched(window: MainWindow) -> tuple[MainWindow, Board]:
    """Europe, then Africa; Undo; then the EU in Europe: two variations after the first step."""
    game = window.parts.game
    assert game.perform(CHINA_EUROPE)
    assert game.perform(USA_AFRICA)
    africa = window.parts.document.board
    window.parts.steps.undo()
    assert game.perform(EU_EUROPE)
    return window, africa


def test_a_step_after_undo_keeps_the_undone_step(branched: tuple[MainWindow, Board]) -> None:
    window, africa = branched
    tree = window.parts.variations.tree
    (first,) = tree.root.children
    assert first.children[0].board is africa  # the undone step is still there
    assert len(first.children) == 2
    assert tree.current is first.children[1]
    assert window.parts.steps.count == 2  # the stack holds the current line only


def test_choosing_a_variation_brings_its_position_back(
    branched: tuple[MainWindow, Board], qtbot: QtBot
) -> None:
    window, africa = branched
    eu = window.parts.document.board
    tree = window.parts.variations.tree
    africa_node = tree.root.children[0].children[0]
    with qtbot.waitSignal(window.parts.document.regions_changed):
        window.parts.variations.choose(africa_node)
    assert window.parts.document.board == africa
    assert tree.current is africa_node
    steps = window.parts.steps
    assert (steps.count, steps.index) == (2, 2)
    assert steps.operations() == [CHINA_EUROPE, USA_AFRICA]  # Export Operations' line
    # The two variations compare: they differ in Europe and Africa.
    changes = diff(eu, window.parts.document.board)
    assert {r.region for r in changes.regions} == {"europe", "africa"}
    # Undo on the chosen line goes back along it, and the tree keeps both variations.
    steps.undo()
    assert window.parts.document.board == tree.root.children[0].board
    assert len(tree.root.children[0].children) == 2


def test_choosing_another_line_after_saving_is_unsaved_work(
    branched: tuple[MainWindow, Board], tmp_path: Path
) -> None:
    window, africa = branched
    assert window.parts.files.save_to(tmp_path / "game.ibgame")
    assert not window.isWindowModified()
    first = window.parts.variations.tree.root.children[0]
    window.parts.variations.choose(first.children[0])  # Africa: the saved step leaves the line
    assert window.parts.document.board is africa
    assert window.parts.steps.is_modified()
    assert window.isWindowModified()  # the title says so too


def test_choosing_an_earlier_step_keeps_the_main_line_to_redo(
    branched: tuple[MainWindow, Board],
) -> None:
    window, _ = branched
    tree = window.parts.variations.tree
    window.parts.variations.choose(tree.root)
    steps = window.parts.steps
    assert (steps.count, steps.index) == (2, 0)  # the main line waits to be redone
    assert window.parts.document.board == tree.root.board
    steps.redo()
    steps.redo()
    assert tree.current is tree.root.children[0].children[0]


def test_promote_makes_a_variation_the_main_line(branched: tuple[MainWindow, Board]) -> None:
    window, _ = branched
    tree = window.parts.variations.tree
    first = tree.root.children[0]
    eu_node = first.children[1]
    window.parts.variations.choose(tree.root)
    window.parts.variations.promote(eu_node)
    assert first.children[0] is eu_node
    steps = window.parts.steps
    assert steps.index == 0 and steps.count == 2
    assert steps.step(2) is eu_node  # redo now follows the promoted line
    steps.redo()
    steps.redo()
    assert window.parts.document.board is eu_node.board


def test_rename_shows_the_name_as_plain_text(branched: tuple[MainWindow, Board]) -> None:
    window, _ = branched
    node = window.parts.variations.tree.current
    window.parts.variations.rename(node, "<b>Bold & risky</b>")
    window.parts.variations_panel.refresh()
    index = window.parts.variations_panel.index_of(node)
    assert index.data() == f"{CURRENT_MARK}{VARIATION_MARK}<b>Bold & risky</b>: {node.text}"
    assert index.data(Qt.ItemDataRole.FontRole).bold()  # on the current line
    assert "&lt;b&gt;" in index.data(Qt.ItemDataRole.ToolTipRole)  # shown as text, no HTML
    too_long: list[str] = []
    window.parts.variations.refused.connect(too_long.append)
    window.parts.variations.rename(node, "x" * 500)
    assert too_long and node.name == "<b>Bold & risky</b>"


def test_a_rename_is_autosaved(
    branched: tuple[MainWindow, Board],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
) -> None:
    window, _ = branched
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path))
    window.parts.autosaver.save_now()
    window.parts.variations.rename(window.parts.variations.tree.current, "EU line")
    window.parts.autosaver.save_now()  # saves only what changed since: the name did
    (file,) = tmp_path.glob("game-*.json")
    steps = json.loads(file.read_text(encoding="utf-8"))["steps"]
    assert steps[2]["name"] == "EU line"
    window.parts.autosaver.stop()


def test_delete_removes_a_variation_but_not_the_current_line(
    branched: tuple[MainWindow, Board],
) -> None:
    window, _ = branched
    tree = window.parts.variations.tree
    first = tree.root.children[0]
    africa_node, eu_node = first.children
    refused: list[str] = []
    window.parts.variations.refused.connect(refused.append)
    window.parts.variations.delete(eu_node)  # the current position is on it
    assert refused and first.children == [africa_node, eu_node]
    window.parts.variations.delete(africa_node)
    assert first.children == [eu_node]
    assert window.parts.document.board == eu_node.board
    window.parts.variations_panel.refresh()
    assert not window.parts.variations_panel.index_of(africa_node).isValid()


def test_the_panel_shows_the_current_line_in_bold(branched: tuple[MainWindow, Board]) -> None:
    window, _ = branched
    panel = window.parts.variations_panel
    panel.refresh()
    tree = window.parts.variations.tree
    first = tree.root.children[0]
    africa_item = panel.index_of(first.children[0])
    eu_item = panel.index_of(first.children[1])
    bold = Qt.ItemDataRole.FontRole
    assert panel.index_of(first).data(bold).bold() and eu_item.data(bold).bold()
    assert africa_item.data(bold) is None
    assert eu_item.data().startswith(CURRENT_MARK + VARIATION_MARK)
    assert not africa_item.data().startswith(CURRENT_MARK)
    # Right under the step it replaces, one level in.
    assert eu_item.row() == africa_item.row() + 1
    depth = window.parts.variations_panel.model.data
    eu_depth, africa_depth = depth(eu_item, DEPTH_ROLE), depth(africa_item, DEPTH_ROLE)
    assert isinstance(eu_depth, int) and isinstance(africa_depth, int)
    assert eu_depth == africa_depth + 1
    assert panel.tree.currentIndex() == eu_item
    panel.tree.activated.emit(africa_item)  # double-click or Enter
    assert tree.current is first.children[0]


def test_recovery_restores_the_variations(
    branched: tuple[MainWindow, Board],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    dialogs: Dialogs,
) -> None:
    window, _ = branched
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path))
    window.parts.variations.rename(window.parts.variations.tree.current, "EU line")
    window.parts.autosaver.save_now()
    (file,) = tmp_path.glob("game-*.json")
    saved = json.loads(file.read_text(encoding="utf-8"))
    assert len(saved["steps"]) == 3  # the game file's shape
    slot = window.parts.autosaver._slot
    assert slot is not None
    slot.unlock()  # as if this process had died: the file is left
    window.parts.autosaver._slot = None
    dialogs.answer = Button.Yes
    from influence_board.window.main_window import MainWindow

    other = MainWindow(window.parts.document.board)
    qtbot.addWidget(other, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert other.offer_recovery()
    restored = other.parts.variations.tree
    assert shape(restored.root) == shape(window.parts.variations.tree.root)
    assert restored.current.label == "EU line: " + restored.current.text
    assert other.parts.document.board == window.parts.document.board
    assert other.parts.steps.is_modified()
    other.parts.autosaver.stop()


def test_a_damaged_tree_is_set_aside(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path))
    window.parts.game.perform(CHINA_EUROPE)
    window.parts.autosaver.save_now()
    (file,) = tmp_path.glob("game-*.json")
    data = json.loads(file.read_text(encoding="utf-8"))
    data["steps"][0]["op"] = {"op": "convert", "region": "europe",
                                           "player": "usa", "index": 0}  # fmt: skip
    file.write_text(json.dumps(data), encoding="utf-8")
    slot = window.parts.autosaver._slot
    assert slot is not None
    slot.unlock()
    window.parts.autosaver._slot = None
    found = recovery_folder.scan()
    assert found.recoveries == []
    assert "steps[0].op: refused" in found.messages[0]
    assert list(tmp_path.glob("game-*.damaged-*"))


def test_a_game_file_round_trips(
    branched: tuple[MainWindow, Board], tmp_path: Path, qtbot: QtBot, dialogs: Dialogs
) -> None:
    window, _ = branched
    window.parts.variations.rename(window.parts.variations.tree.root.children[0], "Opening")
    path = tmp_path / "game.ibgame"
    assert window.parts.files.save_to(path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "influence-board-game/1"
    from influence_board.window.main_window import MainWindow

    other = MainWindow(window.parts.document.board)
    qtbot.addWidget(other, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert other.parts.files.open_file(path, ask=False)
    assert shape(other.parts.variations.tree.root) == shape(window.parts.variations.tree.root)
    assert other.parts.document.board == window.parts.document.board
    assert not other.parts.steps.is_modified()
    # A scenario saved beside it is still one position, once the user agrees to that.
    scenario = tmp_path / "position.json"
    assert not window.parts.files.save_to(scenario) and not scenario.exists()
    dialogs.answer = Button.Save
    assert window.parts.files.save_to(scenario)
    assert json.loads(scenario.read_text(encoding="utf-8"))["format"] == "influence-board/1"


def test_opening_a_game_tells_no_step_s_vp(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    from influence_board.rules import Add, Score
    from influence_board.window.main_window import MainWindow

    for op in (Add("central_asia", "usa", "permanent"), Score("central_asia")):
        window.parts.game.perform(op)
    assert window.parts.status.step_vp_label.text()  # the score's VP, told
    path = tmp_path / "game.ibgame"
    assert window.parts.files.save_to(path)
    other = MainWindow()
    qtbot.addWidget(other, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert other.parts.files.open_file(path, ask=False)
    assert other.parts.steps.count == 2
    assert other.parts.status.step_vp_label.text() == ""  # nothing this session scored
    assert other.parts.step_changes.last.vp == NO_CHANGES.vp
    other.parts.steps.undo()  # the next move of the history is told again
    assert other.parts.status.step_vp_label.text().startswith("VP this step")


def test_a_new_game_starts_a_new_tree(branched: tuple[MainWindow, Board]) -> None:
    window, _ = branched
    window.parts.steps.mark_saved()
    window.parts.files.new_game()
    tree = window.parts.variations.tree
    assert tree.root.children == [] and tree.root.board == window.parts.document.board


def test_a_step_played_again_is_not_a_new_variation(window: MainWindow) -> None:
    window.parts.game.perform(CHINA_EUROPE)
    window.parts.steps.undo()
    window.parts.game.perform(CHINA_EUROPE)
    assert len(window.parts.variations.tree.root.children) == 1


def test_scoring_and_converting_record_their_text(window: MainWindow) -> None:
    window.parts.game.perform(Add("europe", "china", "temporary"))
    window.parts.game.perform(Convert("europe", "china", 0))
    window.parts.game.perform(Score("europe"))
    texts = [n.text for n in window.parts.variations.tree.current_line()]
    steps = window.parts.steps
    assert texts == [steps.text_at(i) for i in range(1, steps.count + 1)]


def test_a_drag_is_one_step_and_a_drag_back_is_none(window: MainWindow) -> None:
    tree = window.parts.variations.tree
    start = window.parts.document.board.region("europe").position
    assert start is not None  # the standard board places every Region
    x, y = start
    window.parts.game.move_regions([("europe", (x + 10, y))], drag=1)
    window.parts.game.move_regions([("europe", (x + 40, y + 5))], drag=1)  # merges
    (moved,) = tree.root.children
    assert moved.board.region("europe").position == (x + 40, y + 5)
    assert moved.board is window.parts.document.board and tree.current is moved
    window.parts.game.move_regions([("europe", (x + 60, y))], drag=2)
    window.parts.game.move_regions([("europe", (x + 40, y + 5))], drag=2)  # back where it began
    assert tree.current is moved and moved.children == []
    # The same drag again after Undo is a variation of its own, never a step changed later.
    window.parts.steps.undo()
    window.parts.game.move_regions([("europe", (x + 40, y + 5))], drag=3)
    window.parts.game.move_regions([("europe", (x + 50, y + 5))], drag=3)
    assert len(tree.root.children) == 2
    assert moved.board.region("europe").position == (x + 40, y + 5)


def test_choosing_tells_the_views_once_and_the_undo_action_follows(
    branched: tuple[MainWindow, Board], qtbot: QtBot
) -> None:
    window, _ = branched
    tree = window.parts.variations.tree
    steps = window.parts.steps
    told: list[int] = []
    regions: list[list[str]] = []
    window.parts.steps.changed.connect(lambda: told.append(window.parts.steps.index))
    window.parts.document.regions_changed.connect(regions.append)
    window.parts.variations.choose(tree.root.children[0].children[0])
    assert told == [2]  # one announcement for the whole rebuild
    assert len(regions) == 1  # the Board before against the Board after, once
    assert window.parts.history.model().rowCount() == steps.count + 1  # "<empty>" and the steps
    assert window.action("undo").isEnabled() and not window.action("redo").isEnabled()
    assert steps.text_at(2) in window.action("undo").text()
    window.parts.variations.choose(tree.root)
    assert window.action("redo").isEnabled() and not window.action("undo").isEnabled()


def test_the_dock_is_drawn_when_it_comes_to_the_front(window: MainWindow, qtbot: QtBot) -> None:
    shown = window.parts.docks.variations.visibilityChanged
    with qtbot.waitSignal(shown, check_params_cb=lambda on: on):
        window.parts.docks.variations.raise_()
    with qtbot.waitSignal(shown, check_params_cb=lambda on: not on):
        window.parts.docks.history.raise_()
    window.parts.game.perform(CHINA_EUROPE)
    window.parts.variations_panel._timer.timeout.emit()
    assert window.parts.variations_panel.model.rowCount() == 1  # only the start, not redrawn
    window.parts.docks.variations.raise_()
    qtbot.waitUntil(lambda: window.parts.variations_panel.model.rowCount() == 2)


def test_the_rows_read_as_a_chess_program_lays_them_out() -> None:
    from influence_board.panels.variations_model import chess_order
    from influence_board.rules.history.tree import Variations

    board = standard_board()
    tree = Variations(board)

    def step(parent: Node, op: Operation, text: str) -> Node:
        return tree.adopt(Node(parent, op, allowed(parent.board, op).board, text), reuse=False)

    a = step(tree.root, Add("europe", "china", "temporary"), "a")
    b = step(a, Add("africa", "usa", "temporary"), "b")
    b2 = step(a, Add("africa", "eu", "temporary"), "b2")  # instead of b
    step(b2, Add("americas", "eu", "temporary"), "c2")
    c3 = step(b2, Add("americas", "china", "temporary"), "c3")  # instead of c2
    c = step(b, Add("americas", "usa", "temporary"), "c")
    rows, depths, steps = chess_order(tree)
    assert [(n.text, d, s) for n, d, s in zip(rows, depths, steps, strict=True)] == [
        ("Start", 0, 0), ("a", 0, 1), ("b", 0, 2), ("b2", 1, 2), ("c2", 1, 3), ("c3", 2, 3),
        ("c", 0, 3),
    ]  # fmt: skip
    assert rows[-1] is c and rows[5] is c3


def test_the_rows_kept_up_step_by_step_are_the_rows_read_anew(qapp: QApplication) -> None:
    """However a game goes (steps, undo and redo, jumps, new variations, promotions,
    deletions), the model that follows each change by a row or two shows what a model
    reading the tree anew shows."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from influence_board.panels.variations_model import VariationsModel
    from influence_board.rules.history.tree import Node, Variations

    board = standard_board()
    moves = (Add("europe", "china", "temporary"), Add("africa", "usa", "temporary"),
             Add("americas", "eu", "temporary"), Add("europe", "russia", "temporary"))  # fmt: skip
    gestures = st.lists(st.tuples(st.sampled_from("sudcpx"), st.integers(0, 50)), max_size=40)

    def shown(model: VariationsModel) -> list:
        return [
            (model.node(model.index(r, 0)), model.data(model.index(r, 0)),
             model.data(model.index(r, 0), DEPTH_ROLE),
             model.data(model.index(r, 0), Qt.ItemDataRole.FontRole) is not None)
            for r in range(model.rowCount())
        ]  # fmt: skip

    @settings(max_examples=60, deadline=None)
    @given(gestures)
    def check(script: list[tuple[str, int]]) -> None:
        tree = Variations(board)
        kept = VariationsModel()
        kept.show_tree(tree)
        for kind, n in script:
            node = tree.current
            every = list(tree.nodes())
            if kind == "s":  # a step: a new leaf, or the same step again
                op = moves[n % len(moves)]
                step = Node(node, op, allowed(node.board, op).board, f"step {n}")
                tree.current = tree.adopt(step)
            elif kind == "u" and node.parent is not None:
                tree.current = node.parent
            elif kind == "d" and node.children:
                tree.current = node.children[0]
            elif kind == "c":
                tree.current = every[n % len(every)]
            elif kind == "p":
                tree.promote(every[n % len(every)])
            elif kind == "x":
                tree.delete(every[n % len(every)])
            kept.show_tree(tree)
            fresh = VariationsModel()
            fresh.show_tree(tree)
            assert shown(kept) == shown(fresh)

    check()
