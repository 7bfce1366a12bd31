"""The Variations dock: every step ever taken, as a tree.

Laid out as chess programs show a game: a main line reads down one level, and each
variation hangs under the step it replaces, so the tree is only as deep as it branches.
The current line is bold and the current step marked; names show as written (plain text).
Double-click or Enter on a step makes its position current; the context menu promotes,
renames or deletes a variation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QMenu,
    QVBoxLayout,
    QWidget,
)

from ..document.variations import GameVariations
from ..rules.history.tree import MAX_NAME_CHARS, Node
from .row_table import RowTable
from .variations_model import Indented, VariationsModel


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
        self.model = VariationsModel(self)
        # Rows of one height, drawn indented: a tree view would ask the model about every
        # row of a 100,000-step line before it showed the last one (row_table.py).
        self.tree = RowTable(self)
        self.tree.setModel(self.model)
        self.tree.setItemDelegate(Indented(self.tree))
        self.tree.setAccessibleName(self.tr("Variations"))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        self.tree.activated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
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

    def index_of(self, node: Node) -> QModelIndex:
        """The row showing `node` (invalid when the tree no longer holds it)."""
        return self.model.index_of(node)

    def node_of(self, index: QModelIndex) -> Node | None:
        return self.model.node(index)

    def refresh(self) -> None:
        """The tree as it is now: its rows read anew, the current step chosen and in
        view."""
        self._timer.stop()
        tree = self.variations.tree
        self.model.show_tree(tree)
        current = self.model.index_of(tree.current)
        if current.isValid():
            self.tree.setCurrentIndex(current)
            self.tree.scrollTo(current)

    # -- gestures ---------------------------------------------------------------------------

    def _activated(self, index: QModelIndex) -> None:
        node = self.node_of(index)
        if node is not None:
            self.variations.choose(node)

    def _menu(self, point: QPoint) -> None:
        node = self.node_of(self.tree.indexAt(point))
        if node is None:
            return
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
