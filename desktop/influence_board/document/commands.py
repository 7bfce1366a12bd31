"""The undo steps of the step list (step_list.py) and what they tell.

A step is its node of the variation tree and nothing else: undo makes its parent's Board
current, redo its own (Tiled's ChangeValue idea, on stored Boards: structural sharing
makes each one Region's worth). The step list moves through its line of nodes itself and
tells the journal what each move did, in the words made here; the Document never sees a
step's undo (orange-canvas-core's split). A note edit (NoteEdit) changes no position and
is no step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import overload

from ..look.plain_text import isolated, names_isolated
from ..rules import Event, MoveRegion, MoveRegions
from ..rules.history.tree import Node, labelled
from ..rules.history.words import noted, redone, told_again, undone
from .journal import Journal, Said


def step_words(node: Node) -> str:
    """A step as the window names it (its History row, Undo and Redo): its words, then its
    note, the names in them and the note isolated (look/plain_text.py)."""
    return noted(_said(node), isolated(node.note) if node.note else None)


def step_label(node: Node) -> str:
    """A step as the Variations dock names it: its name, if it has one, then its words,
    each isolated as in `step_words`."""
    return labelled(isolated(node.name) if node.name else None, _said(node))


def _said(node: Node) -> str:
    """The step's words with the names of the Boards before and after it isolated."""
    boards = (node.board,) if node.parent is None else (node.parent.board, node.board)
    return names_isolated(node.text, *boards)


def is_quiet(node: Node) -> bool:
    """Moving tracks changes no play: the step shows in the History, not in the Log."""
    return isinstance(node.op, MoveRegion | MoveRegions)


def step_moved(node: Node, back: bool, note: str | None = None) -> Event:
    """The Log's line for `node`'s step undone (`back`) or redone; `note` is the comment of
    the undo or redo line of a replayed file that did it."""
    if back:
        return Event("undo", None, undone(node.text), comment=note)
    return Event("redo", None, redone(node.text), comment=note)


def step_told(node: Node) -> list[Event]:
    """What `node`'s step did, beneath its undo or redo line (rules/history/words.py)."""
    assert node.parent is not None
    return told_again(node.parent.board, node.op)


class PassedSteps(Sequence[Said]):
    """The Log's lines of the steps a jump went past, one step each (its undo or redo
    line, then what it did), made when they are read (a short jump's at once, a long
    one's when its line is unfolded): a jump over 5,000 steps makes none."""

    def __init__(self, nodes: Sequence[Node], back: bool) -> None:
        self._nodes = [node for node in nodes if not is_quiet(node)]
        self._back = back

    def __len__(self) -> int:
        return len(self._nodes)

    def _said(self, node: Node) -> Said:
        return Said([step_moved(node, self._back), *step_told(node)])

    @overload
    def __getitem__(self, index: int) -> Said: ...
    @overload
    def __getitem__(self, index: slice) -> list[Said]: ...
    def __getitem__(self, index: int | slice) -> Said | list[Said]:
        if isinstance(index, slice):
            return [self._said(node) for node in self._nodes[index]]
        return self._said(self._nodes[index])


@dataclass(frozen=True, slots=True)
class NoteEdit:
    """A step's note written (`after`; None: taken away) over `before`: an undoable edit that
    changes no position, so no step (RULES.md section 7). The step list keeps it above the
    current step until the history next moves; the notes then stay as they are
    (step_list.py). `text` is the edit's words ("Note on step 2: ...")."""

    node: Node
    before: str | None
    after: str | None
    text: str

    def redo(self, journal: Journal, again: bool) -> None:
        """Write the note: the first time (not `again`), or as a redo."""
        self.node.note = self.after
        self._tell(journal, redone(self.text) if again else self.text)

    def undo(self, journal: Journal) -> None:
        self.node.note = self.before
        self._tell(journal, undone(self.text))

    def _tell(self, journal: Journal, said: str) -> None:
        """The Log's line, and the status bar's words (a step's are its name)."""
        journal.log([Event("note", None, said)])
        journal.say(said)
