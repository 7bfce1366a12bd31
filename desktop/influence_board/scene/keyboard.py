"""Playing from the keyboard: the focused Region and slot (the play state's Focus), moved
with the arrow keys (within the Region) and Page Up/Down (from Region to Region as the board
shows them, row by row) and said aloud, and the keys that act on it: Enter (as a press and
release there would), + and -, the Menu key. What those mean is the board's gestures'
(gestures.py): this module hands them over as commands. A Region chosen with the mouse is
where the keyboard goes on from (PlayState.select_region)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ..document.board_document import Document
from ..document.play_state import Focus, Place, PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.plain_text import isolated
from ..rules.board import Board, Kind, RowName

ROWS: tuple[Kind, ...] = ("permanent", "temporary")
FIRST_REGION = QT_TRANSLATE_NOOP("Gestures", "Choose a Region first (Page Down moves to the next)")
# The keys that act on the focus; the controller carries them out.
KeyCommand = Literal["activate", "more_armies", "fewer_armies", "menu"]
MOVES = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
# The + and - actions' shortcuts too, when a layout sends + with Shift and Qt's key
# mapper does not match it to "+".
COMMANDS: dict[Qt.Key, KeyCommand] = {
    Qt.Key.Key_Return: "activate",
    Qt.Key.Key_Enter: "activate",
    Qt.Key.Key_Space: "activate",
    Qt.Key.Key_Plus: "more_armies",
    Qt.Key.Key_Minus: "fewer_armies",
    Qt.Key.Key_Menu: "menu",
}


def places(board: Board, region_id: str, row: Kind) -> list[tuple[RowName, int]]:
    """The places the keyboard moves through in a row: the permanent row's slots, then
    its overflow places; the temporary row's slots."""
    region = board.region(region_id)
    found: list[tuple[RowName, int]] = []
    if row == "permanent":
        found += [("permanent", i) for i in range(len(region.permanent))]
        found += [("overflow", i) for i in range(len(region.overflow))]
    else:
        found += [("temporary", i) for i in range(len(region.temporary))]
    return found


def focused_place(board: Board, focus: Focus | None) -> Place | None:
    """The slot (or overflow place) the focus is on; None when no Region has an active
    focus or its row has no slots."""
    if focus is None or not focus.active or not board.has_region(focus.region):
        return None
    found = places(board, focus.region, focus.row)
    if not found:
        return None
    row, index = found[min(focus.index, len(found) - 1)]
    return Place(focus.region, row, index)


translate = QCoreApplication.translate
# A focused slot in words, each row's whole (the place first, then the printed VP).
SLOT_SAID = {
    "permanent": QT_TRANSLATE_NOOP("KeyboardFocus", "permanent slot {0} (printed {1})"),
    "temporary": QT_TRANSLATE_NOOP("KeyboardFocus", "temporary slot {0} (printed {1})"),
}


def describe(board: Board, focus: Focus | None) -> str:
    """What the focus is on, in words: for the status bar and screen readers."""
    place = focused_place(board, focus)
    if place is None:
        if focus is None or not board.has_region(focus.region):
            return ""
        return board.region(focus.region).name
    region = board.region(place.region)
    owner = getattr(region, place.row)[place.index]
    if place.row == "overflow":
        where = translate("KeyboardFocus", "overflow place {0}").format(place.index + 1)
    else:
        printed = (region.permanent_vp if place.row == "permanent" else region.temporary_vp)[
            place.index
        ]
        where = translate("KeyboardFocus", SLOT_SAID[place.row]).format(place.index + 1, printed)
    what = (
        translate("KeyboardFocus", "{0}'s cube").format(isolated(board.name_of(owner)))
        if owner
        else translate("KeyboardFocus", "empty", "a slot")
    )
    return translate("KeyboardFocus", "{0}, {1}: {2}").format(isolated(region.name), where, what)


class KeyboardFocus:
    """Moves the play state's keyboard focus, and says where it went: `announce` gets the
    words, `bring_into_view` the Region to scroll to. `order` gives the Regions as the board
    shows them, row by row (the scene's), which Page Down and Page Up follow."""

    def __init__(
        self,
        document: Document,
        play: PlayState,
        announce: Callable[[str], None],
        bring_into_view: Callable[[str], None],
        order: Callable[[], Sequence[str]],
    ) -> None:
        self.document = document
        self.play = play
        self._announce = announce
        self._bring_into_view = bring_into_view
        self._order = order

    def slot(self) -> Place | None:
        return focused_place(self.document.board, self.play.focus)

    def describe(self) -> str:
        return describe(self.document.board, self.play.focus)

    def announce(self, text: str) -> None:
        if text:
            self._announce(text)

    def set(self, focus: Focus) -> None:
        """The keyboard moved to `focus`: it shows, its Region is the selection, and the
        letter keys act on what is announced (not on a cube chosen before)."""
        self.play.set_focus(focus)
        if not focus.active:
            return
        self.play.set_chosen_cube(None)
        self.play.set_selection([focus.region])
        self._bring_into_view(focus.region)
        self.announce(self.describe())

    def show_or_first(self) -> None:
        """Enter with no slot to act on: show where the focus is, or go to the first Region."""
        focus = self.play.focus
        if focus is not None and not focus.active:
            self.set(Focus(focus.region, focus.row, focus.index))
        else:
            self.next_region(1)

    # -- moving -----------------------------------------------------------------------------

    def next_region(self, step: int) -> None:
        """The next Region on screen (`step` 1) or the one before (-1), round the board."""
        ids = list(self._order())
        if not ids:
            return
        focus = self.play.focus
        if focus is None or focus.region not in ids:
            target = ids[0] if step > 0 else ids[-1]
        else:
            target = ids[(ids.index(focus.region) + step) % len(ids)]
        self.set(Focus(target, "permanent", 0))

    def move(self, dx: int, dy: int) -> None:
        f = self.play.focus
        if f is None:
            self.next_region(1)
            return
        if not f.active:  # the first key shows where the focus is
            self.set(Focus(f.region, f.row, f.index))
            return
        row = f.row
        if dy:
            row = ROWS[max(0, min(1, ROWS.index(f.row) + dy))]
        found = places(self.document.board, f.region, row)
        index = max(0, min(len(found) - 1, min(f.index, len(found) - 1) + dx)) if found else 0
        self.set(Focus(f.region, row, index))

    def handle(self, event: QKeyEvent, act: Callable[[KeyCommand], object]) -> bool:
        """Move the focus for an arrow or Page key; hand a key that acts on the focus to
        `act`. False for a key that is not the board's."""
        key = event.key()
        if (
            event.modifiers()
            & ~Qt.KeyboardModifier.KeypadModifier
            & ~Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        if key in MOVES:
            self.move(*MOVES[Qt.Key(key)])
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self.next_region(1 if key == Qt.Key.Key_PageDown else -1)
        elif key in COMMANDS:
            act(COMMANDS[Qt.Key(key)])
        elif key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            act("menu")
        else:
            return False
        return True
