"""The tree of variations (rules/history/tree.py) and game files (rules/formats/game_file.py):
steps, promote, rename, delete, and reading and writing, with every step replayed by the
engine and named in the words of rules/history/words.py."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from boards import allowed
from influence_board.rules import Add, Board, Operation, Refusal, apply
from influence_board.rules.formats.game_file import dumps_game, loads_game
from influence_board.rules.formats.scenario import ScenarioError, standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.history.words import step_text

START = standard_board()


def played(tree: Variations, parent: Node, op: Operation) -> Node:
    result = apply(parent.board, op)
    assert not isinstance(result, Refusal)
    return tree.adopt(Node(parent, op, result.board, step_text(parent.board, op, result.events)))


def shape(node: Node) -> list[tuple[str, Board, object]]:
    return [(c.label, c.board, shape(c)) for c in node.children]


@pytest.fixture
def tree() -> Variations:
    """China in Europe, then two variations: the USA in Africa, or the EU in Europe."""
    tree = Variations(START)
    first = played(tree, tree.root, Add("europe", "china", "temporary"))
    played(tree, first, Add("africa", "usa", "permanent"))
    tree.current = played(tree, first, Add("europe", "eu", "temporary"))
    return tree


def test_the_same_step_again_is_the_same_node(tree: Variations) -> None:
    first = tree.root.children[0]
    again = played(tree, tree.root, Add("europe", "china", "temporary"))
    assert again is first and len(tree.root.children) == 1


def test_promote_makes_the_line_first_up_to_the_root(tree: Variations) -> None:
    first = tree.root.children[0]
    other = played(tree, tree.root, Add("south_asia", "usa", "temporary"))
    eu = first.children[1]
    tree.promote(eu)
    assert first.children[0] is eu and tree.root.children[0] is first
    tree.promote(other)
    assert tree.root.children[0] is other
    assert tree.root.main_line() == [other]


def test_rename_is_bounded_and_the_start_has_no_name(tree: Variations) -> None:
    node = tree.current
    assert tree.rename(node, "  Plan B ") is None and node.label == f"Plan B: {node.text}"
    assert tree.rename(node, "x" * 201) is not None and node.name == "Plan B"
    assert tree.rename(tree.root, "start") is not None
    assert tree.rename(node, "") is None and node.name is None


def test_delete_spares_the_current_line(tree: Variations) -> None:
    first = tree.root.children[0]
    africa, eu = first.children
    assert tree.delete(first) is not None  # the current node lies below it
    assert tree.delete(eu) is not None
    assert tree.delete(africa) is None
    assert first.children == [eu]


def test_steps_round_trip_through_the_engine(tree: Variations) -> None:
    tree.rename(tree.current, "EU")
    back = loads_game(dumps_game(tree))
    assert shape(back.root) == shape(tree.root)
    assert back.current.label == tree.current.label
    assert back.current.board == tree.current.board


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["steps"][1].update(parent=5), "steps[1].parent"),
        (lambda d: d["steps"][1].update(parent=True), "steps[1].parent"),
        (lambda d: d["steps"][1].update(op={"op": "undo"}), "steps[1].op: expected an operation"),
        (lambda d: d["steps"][1].update(op={"op": "fly"}), "steps[1].op"),
        (lambda d: d["steps"][1]["op"].update(player="nobody"), "steps[1].op: refused"),
        (lambda d: d["steps"][0].update(name=7), "steps[0].name"),
        (lambda d: d.update(current=99), ": current: expected null or the index"),
        (lambda d: d.update(steps={}), ": steps: expected a list"),
    ],
)
def test_a_damaged_tree_says_which_step_and_why(
    tree: Variations, change: Callable[[dict[str, Any]], None], where: str
) -> None:
    data = json.loads(dumps_game(tree))
    change(data)
    with pytest.raises(ScenarioError) as caught:
        loads_game(json.dumps(data), "game.ibgame")
    assert where in caught.value.describe()


def test_a_step_that_changes_nothing_is_refused(tree: Variations) -> None:
    data = json.loads(dumps_game(tree))
    # Scoring a Region that cannot score changes nothing: not a step.
    data["steps"][1]["op"] = {"op": "score", "region": "europe"}
    with pytest.raises(ScenarioError, match="changes nothing"):
        loads_game(json.dumps(data))


def test_each_step_read_is_named_as_the_window_names_it(tree: Variations) -> None:
    back = loads_game(dumps_game(tree))
    for node, read in zip(tree.nodes(), back.nodes(), strict=True):
        if node.parent is not None:
            result = allowed(node.parent.board, node.op)
            assert read.text == step_text(node.parent.board, node.op, result.events) == node.text


def test_a_steps_words_are_made_when_read_and_kept_while_recent(
    tree: Variations, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game file's steps are read without naming any (a game of 100,000 steps kept its
    words, made eagerly, in 16 MB); a step's words are made when first read, and read
    again at no cost while they are among the last made."""
    from influence_board.rules.history import words

    made: list[Operation] = []

    def counted(before: Board, op: Operation, result: Any) -> str:
        made.append(op)
        return step_text(before, op, result)

    monkeypatch.setattr(words, "step_text", counted)
    back = loads_game(dumps_game(tree))
    assert made == []
    current = back.current
    assert current.parent is not None
    said = step_text(
        current.parent.board, current.op, allowed(current.parent.board, current.op).events
    )
    assert current.text == said == current.text
    assert made == [current.op]


def test_a_game_file_round_trips_and_says_where(tree: Variations) -> None:
    text = dumps_game(tree)
    back = loads_game(text, "game.ibgame")
    assert shape(back.root) == shape(tree.root) and back.root.board == START
    data = json.loads(text)
    data["scenario"]["regions"][0]["permanent"] = "many"
    with pytest.raises(ScenarioError) as caught:
        loads_game(json.dumps(data), "game.ibgame")
    assert "game.ibgame: scenario.regions[0]" in caught.value.describe()
    with pytest.raises(ScenarioError, match="influence-board-game/1"):
        loads_game(json.dumps({"format": "influence-board/1"}), "x.ibgame")


def test_an_empty_tree_is_a_game_file_too() -> None:
    tree = Variations(START)
    back = loads_game(dumps_game(tree))
    assert back.root.children == [] and back.current is back.root


def test_the_readme_game_file_example_opens() -> None:
    from pathlib import Path

    from influence_board.rules.formats.scenario import dumps

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    example = readme.split('```text\n{\n"format": "influence-board-game/1"', 1)[1]
    example = '{\n"format": "influence-board-game/1"' + example.split("```", 1)[0]
    text = example.replace("{... the start position, as a scenario file ...}", dumps(START))
    tree = loads_game(text, "README.md")
    assert [len(n.children) for n in tree.nodes()] == [1, 2, 0, 0]
    assert tree.current.label.startswith("EU pushes in: ")
