"""Variations: every step ever taken from a start position, as a tree.

Undo followed by a new operation does not throw the undone steps away: they stay as a
variation, a sibling of the new step. The first child of a node is its main line. The
window keeps its undo stack as the line from the root to the current node plus the main
line after it; this module knows nothing of Qt.

Nodes change in place (a child is added, renamed, promoted or deleted), so they are plain
slotted objects rather than frozen records; every Board they hold is immutable.

On disk (recovery files and game files) the tree is a flat list of steps in parent-first
order, each naming its parent by index, so that no file nests deeper than one level:
`{"parent": null | n, "op": {operation line object}, "name": "..."}`. A step whose
operation has no operation line (a scenario edit) keeps its Board instead:
`{"parent": ..., "scenario": {...}, "text": "..."}`. Reading replays every operation
through the engine from its parent's Board; anything that does not replay is an error
saying which step and why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..board import Board
from ..formats.oplines import parse_entry, to_entry
from ..formats.scenario import ScenarioError, from_data, to_data
from ..operations import apply
from ..ops import Operation, Outcome, Refusal

MAX_STEPS = 1_000_000  # steps in one tree read from a file (DESIGN.md Limits: operation lines)
MAX_NAME_CHARS = 200  # a variation's name, as a Region's name

# What a step is called, given the Board before, the operation and what it did (the
# window's step_text): the rules give events, the window decides the words.
Describe = Callable[[Board, Any, Outcome], str]


class VariationError(ValueError):
    """A tree that cannot be read: `where` names the step, the message says why."""


class Node:
    """One step: the operation, the Board after it, its words, and the steps after it."""

    __slots__ = ("board", "children", "name", "op", "parent", "text")

    def __init__(
        self, parent: Node | None, op: Any, board: Board, text: str, name: str | None = None
    ) -> None:
        self.parent = parent
        self.op = op  # an Operation or an EditOperation; None at the root
        self.board = board
        self.text = text
        self.name = name
        self.children: list[Node] = []

    @property
    def label(self) -> str:
        return f"{self.name}: {self.text}" if self.name else self.text

    def line(self) -> list[Node]:
        """The steps from the root to this node, root excluded."""
        out: list[Node] = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def main_line(self) -> list[Node]:
        """The steps after this node along first children."""
        out: list[Node] = []
        node = self
        while node.children:
            node = node.children[0]
            out.append(node)
        return out

    def is_ancestor_of(self, other: Node) -> bool:
        """True when `other` is this node or lies below it."""
        node: Node | None = other
        while node is not None:
            if node is self:
                return True
            node = node.parent
        return False


class Variations:
    """The tree of a game: the start position at the root, the current node somewhere."""

    def __init__(self, start: Board) -> None:
        self.root = Node(None, None, start, "Start")
        self.current = self.root

    def step(self, parent: Node, op: Any, board: Board, text: str, reuse: bool = True) -> Node:
        """The child of `parent` reached by `op`: the existing one when the same operation
        already led to the same Board (playing a step again is not a new variation), else a
        new last child. `reuse=False` always makes a new child (a step that may still grow,
        such as a drag). Does not move `current`."""
        for child in parent.children if reuse else ():
            if child.op == op and child.board == board:
                return child
        child = Node(parent, op, board, text)
        parent.children.append(child)
        return child

    def nodes(self) -> Iterator[Node]:
        """Every node, parents before children, in tree order (no recursion: trees of a
        long replay are deep)."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def current_line(self) -> list[Node]:
        return self.current.line()

    def promote(self, node: Node) -> None:
        """Make `node`'s line the main line: it and each of its ancestors become the first
        child of their parent."""
        while node.parent is not None:
            siblings = node.parent.children
            siblings.remove(node)
            siblings.insert(0, node)
            node = node.parent

    def rename(self, node: Node, name: str) -> str | None:
        """Name a step (an empty name takes the name away). A refusal's reason, or None."""
        name = name.strip()
        if len(name) > MAX_NAME_CHARS:
            return f"a name has at most {MAX_NAME_CHARS} characters"
        if node.parent is None:
            return "the start is not a step"
        node.name = name or None
        return None

    def delete(self, node: Node) -> str | None:
        """Remove `node` and every step after it, unless the current position is among
        them. A refusal's reason, or None."""
        if node.parent is None:
            return "the start cannot be deleted"
        if node.is_ancestor_of(self.current):
            return "the current position is on this variation; choose another one first"
        node.parent.children.remove(node)
        node.parent = None
        return None

    def drop_leaf(self, node: Node) -> None:
        """Forget a step that turned out to be none (a drag that ended where it began)."""
        if node.parent is not None and not node.children and node is not self.current:
            node.parent.children.remove(node)
            node.parent = None


# -- reading and writing ----------------------------------------------------------------------


def to_steps(tree: Variations) -> dict[str, Any]:
    """The tree as JSON data: the steps in parent-first order and the current step."""
    index: dict[int, int] = {id(tree.root): -1}
    steps: list[dict[str, Any]] = []
    current = None
    for node in tree.nodes():
        if node is tree.root:
            continue
        assert node.parent is not None
        index[id(node)] = len(steps)
        parent = index[id(node.parent)]
        entry: dict[str, Any] = {"parent": None if parent < 0 else parent}
        if isinstance(node.op, Operation):
            entry["op"] = to_entry(node.op)
        else:
            entry["scenario"] = to_data(node.board)
            entry["text"] = node.text
        if node.name:
            entry["name"] = node.name
        if node is tree.current:
            current = len(steps)
        steps.append(entry)
    return {"steps": steps, "current": current}


def from_steps(data: Any, start: Board, describe: Describe, where: str = "tree") -> Variations:
    """The tree of `to_steps`, replayed through the engine from `start`. Raises
    VariationError saying which step and why."""
    if not isinstance(data, dict):
        raise VariationError(f'{where}: expected an object with "steps" and "current"')
    steps = data.get("steps")
    if not isinstance(steps, list):
        raise VariationError(f"{where}.steps: expected a list")
    if len(steps) > MAX_STEPS:
        raise VariationError(f"{where}.steps: more than {MAX_STEPS:,} steps")
    tree = Variations(start)
    nodes: list[Node] = []
    for n, entry in enumerate(steps):
        at = f"{where}.steps[{n}]"
        if not isinstance(entry, dict):
            raise VariationError(f"{at}: expected an object")
        parent_index = entry.get("parent")
        if parent_index is None:
            parent = tree.root
        elif (
            isinstance(parent_index, int)
            and not isinstance(parent_index, bool)
            and 0 <= parent_index < n
        ):
            parent = nodes[parent_index]
        else:
            raise VariationError(f"{at}.parent: expected null or the index of an earlier step")
        name = entry.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME_CHARS):
            raise VariationError(f"{at}.name: expected text of at most {MAX_NAME_CHARS} characters")
        if "op" in entry:
            node = _replayed(tree, parent, entry["op"], describe, at)
        elif "scenario" in entry:
            node = _edited(tree, parent, entry, at)
        else:
            raise VariationError(f'{at}: expected "op" or "scenario"')
        node.name = name or None
        nodes.append(node)
    current = data.get("current")
    if current is None:
        tree.current = tree.root
    elif isinstance(current, int) and not isinstance(current, bool) and 0 <= current < len(nodes):
        tree.current = nodes[current]
    else:
        raise VariationError(f"{where}.current: expected null or the index of a step")
    return tree


def _replayed(tree: Variations, parent: Node, entry: Any, describe: Describe, at: str) -> Node:
    try:
        op = parse_entry(entry)
    except ValueError as exc:
        raise VariationError(f"{at}.op: {exc}") from None
    if not isinstance(op, Operation):
        raise VariationError(f"{at}.op: expected an operation, not undo, redo or expect")
    result = apply(parent.board, op)
    if isinstance(result, Refusal):
        raise VariationError(f"{at}.op: refused: {result.reason}")
    if not result.changed:
        raise VariationError(f"{at}.op: changes nothing, so it is not a step")
    node = Node(parent, op, result.board, describe(parent.board, op, result))
    parent.children.append(node)
    return node


def _edited(tree: Variations, parent: Node, entry: dict[str, Any], at: str) -> Node:
    text = entry.get("text")
    if not isinstance(text, str) or len(text) > MAX_NAME_CHARS * 5:
        raise VariationError(f"{at}.text: expected the step's words")
    try:
        board = from_data(entry["scenario"], f"{at}.scenario")
    except ScenarioError as exc:
        raise VariationError(str(exc.problems[0]) if exc.problems else f"{at}.scenario") from None
    node = Node(parent, None, board, text)
    parent.children.append(node)
    return node
