"""The Variations dock's rows: every step ever taken, as a flat list with depths, so that
a game of 100,000 steps is shown (and refreshed) in the time of one walk over its tree.

The layout is a chess program's: the start, then the main line, read down one level; the
lines of a step's variations come right under that step (the first of its siblings, the
one they replace), one level deeper, one after the other, each read down in turn. The
list view draws each row indented by its depth (`Indented`); a tree view would ask the
model about every row before it could show the last one.
"""

from __future__ import annotations

from array import array

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ..document.commands import step_label
from ..look.plain_text import literal_html
from ..rules.history.tree import Node, Variations
from .model_index import Index

CURRENT_MARK = "▶ "
VARIATION_MARK = "↳ "  # the first step of a variation, under the step it replaces
DEPTH_ROLE = Qt.ItemDataRole.UserRole  # how many variations deep a row is
INDENT = 16  # pixels a level


def holds_variations(node: Node) -> bool:
    """The step that variations replace: the first of several siblings."""
    parent = node.parent
    return parent is not None and len(parent.children) > 1 and parent.children[0] is node


def chess_order(tree: Variations) -> tuple[list[Node], list[int], array[int]]:
    """Every node of `tree` in the dock's order, with its depth (how many variations in)
    and its step (how many steps from the start): a line read down until a step that
    variations replace, then their lines (one level deeper), then the rest of the line. No
    recursion: a long line or deep nesting cannot run out of stack."""
    rows: list[Node] = []
    depths: list[int] = []
    steps = array("I")  # 4 bytes a row: most steps are past the ints Python shares
    lines: list[tuple[Node, int, int]] = [(tree.root, 0, 0)]  # where lines go on, next last
    while lines:
        node: Node | None
        node, depth, step = lines.pop()
        while node is not None:
            rows.append(node)
            depths.append(depth)
            steps.append(step)
            after = node.children[0] if node.children else None
            parent = node.parent
            if parent is not None and len(parent.children) > 1 and parent.children[0] is node:
                if after is not None:  # the line goes on after its variations
                    lines.append((after, depth, step + 1))
                lines.extend((alt, depth + 1, step) for alt in reversed(parent.children[1:]))
                break
            node = after
            step += 1
    return rows, depths, steps


class VariationsModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tree: Variations | None = None
        self._rows: list[Node] = []
        self._depths: list[int] = []
        self._steps = array("I")  # each row's step number (chess_order)
        # The current line, the start first, shown in bold: a row is on it when the line's
        # node at the row's step is the row's (a set of the line's nodes took 50-100
        # bytes a step).
        self._line: list[Node] = []
        self._current: Node | None = None
        self._revision = -1  # the tree's revision the rows show
        self._bold = QFont()
        self._bold.setBold(True)

    def show_tree(self, tree: Variations) -> None:
        """Show `tree` as it is now. The common changes of a game cost one row: a new
        step at the end of a line is one row inserted, a move of the current step (undo,
        redo, a jump) the rows read again; any other change of shape, the rows anew."""
        same_shape = tree is self._tree and tree.revision == self._revision
        if same_shape or (tree is self._tree and tree.revision == self._revision + 1
                          and self._grew(tree)):  # fmt: skip
            self._follow_current(tree)
        else:
            self.beginResetModel()
            self._tree = tree
            self._rows, self._depths, self._steps = chess_order(tree)
            self._line = [tree.root, *tree.current_line()]
            self._current = tree.current
            self.endResetModel()
        self._revision = tree.revision

    def _grew(self, tree: Variations) -> bool:
        """Insert the row of a step just added at the end of a line (the current one): in
        the chess order it comes right after its parent. False for any other change."""
        node, parent = tree.current, tree.current.parent
        if tree.last_added is not node or parent is None or parent.children != [node]:
            return False
        if holds_variations(parent):  # its variations' lines come before its next step
            return False
        try:
            row = self._rows.index(parent) + 1
        except ValueError:
            return False
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, node)
        self._depths.insert(row, self._depths[row - 1])
        self._steps.insert(row, self._steps[row - 1] + 1)
        self.endInsertRows()
        return True

    def _follow_current(self, tree: Variations) -> None:
        """The current step moved (or names changed): the bold line follows, and the rows
        in view are read again."""
        old, new = self._current, tree.current
        if new.parent is old:
            self._line.append(new)
        elif old is not None and old.parent is new:
            self._line.pop()
        elif new is not old:
            self._line = [tree.root, *tree.current_line()]
        self._current = new
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 0))

    def node(self, index: Index) -> Node | None:
        row = index.row() if index.isValid() else -1
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def index_of(self, node: Node) -> QModelIndex:
        """The row of `node` (invalid when the tree shown does not hold it)."""
        try:
            return self.index(self._rows.index(node), 0)  # nodes compare as themselves
        except ValueError:
            return QModelIndex()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        node = self.node(index)
        if node is None or self._tree is None:
            return None
        siblings = node.parent.children if node.parent else [node]
        variation = siblings[0] is not node
        if role == Qt.ItemDataRole.DisplayRole:
            mark = CURRENT_MARK if node is self._tree.current else ""
            return mark + (VARIATION_MARK if variation else "") + step_label(node)
        if role == Qt.ItemDataRole.ToolTipRole:  # names as written: plain text, not HTML
            if variation:
                tip = self.tr("{0}\n(a variation: instead of {1})").format(
                    step_label(node), step_label(siblings[0])
                )
                return literal_html(tip)
            return literal_html(step_label(node))
        if role == Qt.ItemDataRole.FontRole and self._on_line(index.row()):
            return self._bold
        if role == DEPTH_ROLE:
            return self._depths[index.row()]
        return None

    def _on_line(self, row: int) -> bool:
        """Whether the row's step is on the current line (the start is)."""
        step = self._steps[row]
        return step < len(self._line) and self._line[step] is self._rows[row]


class Indented(QStyledItemDelegate):
    """A row drawn in from the left by its depth, as a tree view would draw it."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        depth = index.data(DEPTH_ROLE) or 0
        if depth:
            option = QStyleOptionViewItem(option)
            option.rect = option.rect.adjusted(depth * INDENT, 0, 0, 0)
        super().paint(painter, option, index)
