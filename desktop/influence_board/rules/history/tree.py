"""Variations: every step ever taken from a start position, as a tree.

Undo followed by a new operation does not throw the undone steps away: they stay as a
variation, a sibling of the new step. The first child of a node is its main line. A node
is a step of the game: its operation, the Board after it (the Board before it is its
parent's), its words and its name; the window's step list (document/step_list.py) keeps
the line of nodes that undo and redo move along. This module knows nothing of Qt.

Nodes change in place (a child is added, renamed, promoted or deleted), so they are plain
slotted objects rather than frozen records; every Board they hold is immutable.

On disk (game files and recovery files) the tree is formats/game_file.py's.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from typing import Any

from ...text.language import _, number, pgettext
from ..board import Board
from ..limits import MAX_NOTE_CHARS, note_fault, text_fault

MAX_NAME_CHARS = 200  # a variation's name, as a Region's name


class Node:
    """One step: the operation, the Board after it, its words, and the steps after it."""

    # `__weakref__`: the words made last are kept by a weak reference to their step.
    __slots__ = ("__weakref__", "_text", "board", "children", "name", "note", "op", "parent")

    def __init__(
        self,
        parent: Node | None,
        op: Any,
        board: Board,
        text: str | None = None,
        name: str | None = None,
        note: str | None = None,
    ) -> None:
        self.parent = parent
        self.op = op  # an Operation or an EditOperation; None at the root
        self.board = board
        # None: made from the operation when first read (`text`). A step with no
        # operation to name it (the root, a scenario edit read from a file) is given them.
        self._text = text
        self.name = name
        # The player's note on the step (an operation line's "comment"): kept with it in
        # the History, the Log, game files, recovery files and exported operations.
        self.note = note
        self.children: list[Node] = []

    @property
    def text(self) -> str:
        """The step's words (rules/history/words.py): given, or made from its operation
        when read. A long game keeps no words per step (they took more than its Boards;
        a game file's 100,000 steps are read without naming any): only those made last
        (`_RecentWords`), for the rows in view and the Edit menu read them again and
        again."""
        return self._text if self._text is not None else _RECENT.words(self)

    @text.setter
    def text(self, text: str) -> None:
        self._text = text

    @property
    def label(self) -> str:
        return labelled(self.name, self.text)

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


def _named(node: Node) -> str:
    """The words of `node`'s step, from its operation played again on its parent's Board
    (the rules are pure: the same step says the same)."""
    # Here: the window draws its board before the rules' operations load.
    from ..operations import Outcome
    from ..play import apply
    from .words import step_text

    before = node.parent.board if node.parent is not None else None
    assert before is not None and node.op is not None, "a step with no operation has words"
    outcome = apply(before, node.op)
    assert isinstance(outcome, Outcome), "a step of the tree is one the rules allowed"
    return step_text(before, node.op, outcome.events)


class _RecentWords:
    """The words of the steps named last, each by a weak reference to its step: a tree
    let go goes whole, its words leave as others are made. (A bounded cache.)"""

    LIMIT = 1024  # steps: more than any view shows at once

    def __init__(self) -> None:
        self._words: dict[weakref.ref[Node], str] = {}  # oldest first

    def words(self, node: Node) -> str:
        key = weakref.ref(node)  # equal and hashed as `node` while it lives
        text = self._words.get(key)
        if text is None:
            if len(self._words) >= self.LIMIT:
                del self._words[next(iter(self._words))]
            text = self._words[key] = _named(node)
        return text


_RECENT = _RecentWords()


def labelled(name: str | None, step: str) -> str:
    """A step's words after its name, if it has one."""
    return _("{name}: {step}").format(name=name, step=step) if name else step


class Variations:
    """The tree of a game: the start position at the root, the current node somewhere."""

    def __init__(self, start: Board) -> None:
        # The root's words are shown (the Variations dock), never written to a file.
        self.root = Node(None, None, start, pgettext("the start of a game's variations", "Start"))
        self.current = self.root
        # Counts the changes of shape (a step added, moved or taken away), and names the
        # step added by the last one if that is what it was: a view can follow a game
        # without walking the whole tree at every step.
        self.revision = 0
        self.last_added: Node | None = None

    def adopt(self, node: Node, reuse: bool = True) -> Node:
        """Make `node` (a new step from its parent) a child of its parent, and return the
        step the tree keeps: the existing child when the same operation already led to the
        same Board (playing a step again is not a new variation), else `node` as a new last
        child. `reuse=False` always keeps `node` (a step that may still grow, such as a
        drag). Does not move `current`."""
        parent = node.parent
        assert parent is not None, "the start is no step"
        for child in parent.children if reuse else ():
            if child.op == node.op and child.board == node.board:
                return child
        parent.children.append(node)
        self._changed(added=node)
        return node

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
        self._changed()

    def rename(self, node: Node, name: str) -> str | None:
        """Name a step (an empty name takes the name away). A refusal's reason, or None."""
        name = name.strip()
        if len(name) > MAX_NAME_CHARS:
            return _("a name has at most {n} characters").format(n=number(MAX_NAME_CHARS))
        if (fault := text_fault(name)) is not None:
            return fault
        if node.parent is None:
            return _("the start is not a step")
        node.name = name or None
        return None

    def set_note(self, node: Node, note: str) -> str | None:
        """Write a step's note (an empty one takes it away). A refusal's reason, or None."""
        note = note.strip()
        if len(note) > MAX_NOTE_CHARS:
            return _("a note has at most {n} characters").format(n=number(MAX_NOTE_CHARS))
        if node.parent is None:
            return _("the start is not a step")
        if (fault := note_fault(note)) is not None:
            return fault
        node.note = note or None
        return None

    def delete(self, node: Node) -> str | None:
        """Remove `node` and every step after it, unless the current position is among
        them. A refusal's reason, or None."""
        if node.parent is None:
            return _("the start cannot be deleted")
        if node.is_ancestor_of(self.current):
            return _("the current position is on this variation; choose another one first")

        node.parent.children.remove(node)
        node.parent = None
        self._changed()
        return None

    def drop_leaf(self, node: Node) -> None:
        """Forget a step that turned out to be none (a drag that ended where it began)."""
        if node.parent is not None and not node.children and node is not self.current:
            node.parent.children.remove(node)
            node.parent = None
            self._changed()

    def _changed(self, added: Node | None = None) -> None:
        self.revision += 1
        self.last_added = added
