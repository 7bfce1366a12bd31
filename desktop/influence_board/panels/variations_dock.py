"""The Variations dock: every step ever taken, as a tree.

Laid out as chess programs show a game: a main line reads down one level, and each
variation hangs under the step it replaces, so the tree is only as deep as it branches.
The current line is bold and the current step marked; names show as written (plain text).
Double-click or Enter on a step makes its position current; the context menu promotes,
renames or deletes a variation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..document.variations import GameVariations
from ..look.plain_text import literal_html
from ..rules.history.tree import MAX_NAME_CHARS, Node

CURRENT_MARK = "▶ "
VARIATION_MARK = "↳ "  # the first step of a variation, under the step it replaces
_NODE = Qt.ItemDataRole.UserRole


class VariationsPanel(QWidget):
    def __init__(
        self,
        variations: GameVariations,
        ask_text: Callable[[str, str, str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        """`ask_text(title, label, value)` asks for a name (None: cancelled)."""
        super().__init__(parent)
        self.variations = variations
        self._ask_text = ask_text
        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName(self.tr("Variations"))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        self.tree.itemActivated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
        self._nodes: list[Node] = []  # item data indexes this
        self._shown = True
        # A replay pushes thousands of steps: the tree is drawn once they are done.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._refresh_if_shown)
        variations.steps.changed.connect(self._timer.start)
        variations.renamed.connect(self._timer.start)
        self.refresh()

    def _refresh_if_shown(self) -> None:
        if self._shown:
            self.refresh()

    def set_shown(self, shown: bool) -> None:
        """Whether the dock is in front (QDockWidget.visibilityChanged): a dock behind
        another tab is drawn only when it comes to the front."""
        self._shown = shown
        if shown:
            self.refresh()

    def item_of(self, node: Node) -> QTreeWidgetItem | None:
        for item in self._items():
            if self.node_of(item) is node:
                return item
        return None

    def node_of(self, item: QTreeWidgetItem) -> Node:
        return self._nodes[item.data(0, _NODE)]

    def _items(self):
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            yield item
            stack.extend(item.child(i) for i in range(item.childCount()))

    def refresh(self) -> None:
        self._timer.stop()
        tree = self.variations.tree
        on_line = {id(n) for n in tree.current_line()} | {id(tree.root)}
        self.tree.clear()
        self._nodes = []
        bold = QFont(self.tree.font())
        bold.setBold(True)
        current_item = None

        def add(container: QTreeWidgetItem | None, node: Node) -> QTreeWidgetItem:
            item = QTreeWidgetItem()
            mark = CURRENT_MARK if node is tree.current else ""
            siblings = node.parent.children if node.parent else [node]
            if siblings[0] is not node:
                mark += VARIATION_MARK
                tip = self.tr("{0}\n(a variation: instead of {1})").format(
                    node.label, siblings[0].label
                )
            else:
                tip = node.label
            item.setText(0, mark + node.label)
            item.setToolTip(0, literal_html(tip))  # a name from a file, never HTML
            item.setData(0, _NODE, len(self._nodes))
            self._nodes.append(node)
            if id(node) in on_line:
                item.setFont(0, bold)
            if container is None:
                self.tree.addTopLevelItem(item)
            else:
                container.addChild(item)
            return item

        start = add(None, tree.root)
        if tree.current is tree.root:
            current_item = start
        # (container, first node of a line); no recursion: a long main line is one level.
        work: list[tuple[QTreeWidgetItem | None, Node]] = []
        if tree.root.children:
            work.append((None, tree.root.children[0]))
        while work:
            container, node = work.pop()
            line_node: Node | None = node
            while line_node is not None:
                item = add(container, line_node)
                if line_node is tree.current:
                    current_item = item
                siblings = line_node.parent.children if line_node.parent else []
                if siblings and siblings[0] is line_node:
                    work.extend((item, alt) for alt in reversed(siblings[1:]))
                line_node = line_node.children[0] if line_node.children else None
        self.tree.expandAll()
        if current_item is not None:
            self.tree.setCurrentItem(current_item)
            self.tree.scrollToItem(current_item)

    # -- gestures ---------------------------------------------------------------------------

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        self.variations.choose(self.node_of(item))

    def _menu(self, point: QPoint) -> None:
        item = self.tree.itemAt(point)
        if item is None:
            return
        node = self.node_of(item)
        menu = QMenu(self)
        choose = menu.addAction(self.tr("&Go to This Position"))
        choose.triggered.connect(lambda: self.variations.choose(node))
        is_step = node.parent is not None
        promote = menu.addAction(self.tr("&Promote to Main Line"))
        promote.setEnabled(is_step)
        promote.triggered.connect(lambda: self.variations.promote(node))
        rename = menu.addAction(self.tr("&Rename…"))
        rename.setEnabled(is_step)
        rename.triggered.connect(lambda: self.ask_name(node))
        delete = menu.addAction(self.tr("&Delete Variation"))
        delete.setEnabled(is_step and not node.is_ancestor_of(self.variations.tree.current))
        delete.triggered.connect(lambda: self.variations.delete(node))
        self.menu = menu  # kept for tests
        menu.popup(self.tree.viewport().mapToGlobal(point))

    def ask_name(self, node: Node) -> None:
        name = self._ask_text(self.tr("Rename variation"), self.tr("Name:"), node.name or "")
        if name is not None:
            self.variations.rename(node, name[:MAX_NAME_CHARS])
