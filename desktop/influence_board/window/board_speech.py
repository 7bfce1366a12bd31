"""What a screen reader hears from the board as play goes on: the keyboard's slot is the
accessible focus as it moves (Orca reads its place and cube), each step, undo, redo and
refusal is announced in the words the status bar shows, and a Region that changed says so
(its name, ranking and slots), so that a reader's copy of the tree stays true.

Nothing is sent while no assistive technology listens (QAccessible.isActive), and only for
what a reader was already given (board_accessible.py makes nothing until asked).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

from ..document.journal import Journal
from ..document.play_state import Focus
from ..rules import Event
from .board_accessible import BoardRegions, RegionAccessible

try:  # Qt 6.8 and later: a message for the reader to say, wherever its focus is
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - PySide 6.7: steps are said in the status bar only
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

Sent = QAccessible.Event


class BoardSpeech(QObject):
    """`refusal` gives a refusal's words from its reason (the status bar's)."""

    def __init__(self, tree: BoardRegions, journal: Journal, refusal: Callable[[str], str]) -> None:
        super().__init__(tree.view)
        self._tree = tree
        self._refusal = refusal
        self._order = list(tree.order())  # the Regions' order a reader was last told
        scene = tree.scene
        if scene.play is not None:
            scene.play.focus_changed.connect(self._focus_moved)
        scene.document.regions_changed.connect(self._regions_changed)
        scene.document.board_replaced.connect(self._board_replaced)
        journal.said.connect(self.announce)
        journal.kept.connect(self.announce)
        journal.refused.connect(self._refused)
        journal.summary_logged.connect(self._summary)  # an undo, a redo, a jump, a replay

    def announce(self, text: str) -> None:
        """Have the reader say `text` (a step's words, a refusal)."""
        if text and QAccessible.isActive() and QAccessibleAnnouncementEvent is not None:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._tree.view, text))

    def _refused(self, reason: str) -> None:
        self.announce(self._refusal(reason))

    def _summary(self, summary: Event, _details: object, _lines: int) -> None:
        self.announce(summary.text)

    def _focus_moved(self, focus: Focus | None) -> None:
        """The keyboard moved on the board: the slot it is on takes the reader's focus. Not
        when the board does not hold the keyboard (a Region chosen from a dock)."""
        if not QAccessible.isActive() or not self._tree.view.hasFocus():
            return
        found = self._tree.focused(focus)
        if found is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(found, Sent.Focus))

    def _regions_changed(self, region_ids: list[str]) -> None:
        """The Regions a reader was given tell it their new words; a Region with another
        number of slots, and a board whose order changed, their new children."""
        if not QAccessible.isActive():
            return
        for made in self._tree.made_for(region_ids):
            if not made.isValid():
                continue  # a Region gone: the board's new order says so
            QAccessible.updateAccessibility(QAccessibleEvent(made, Sent.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(made, Sent.DescriptionChanged))
            if isinstance(made, RegionAccessible):
                told = made.told_children
                if told and told != made.childCount():
                    QAccessible.updateAccessibility(QAccessibleEvent(made, Sent.ObjectReorder))
        self._check_order()

    def _board_replaced(self) -> None:
        if QAccessible.isActive():
            self._check_order(always=True)

    def _check_order(self, always: bool = False) -> None:
        order = list(self._tree.order())
        if always or order != self._order:
            self._order = order
            QAccessible.updateAccessibility(QAccessibleEvent(self._tree.view, Sent.ObjectReorder))
