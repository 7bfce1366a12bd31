"""Playing from the keyboard: a focused Region and slot, moved with the arrow keys and
Page Up/Down, acted on with Enter (as a click would) and the Game menu's letter keys."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from .board_scene import BoardScene

ROWS = ("permanent", "temporary")


@dataclass(frozen=True)
class Focus:
    region: str
    row: str  # "permanent" (slots, then overflow places) or "temporary"
    index: int


class KeyboardFocus:
    """Which slot the keyboard is on; kept valid as the Board changes."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.focus: Focus | None = None
        # The slot focus shows, and menu actions act on it, only once the keyboard moved it:
        # a mouse user's Delete must not remove a cube they never chose.
        self.active = False
        self.menu: QMenu | None = None  # the context menu the keyboard opened, kept alive

    # -- where ------------------------------------------------------------------------------

    def _places(self, region_id: str, row: str) -> list[tuple[str, int]]:
        region = self.scene.document.board.region(region_id)
        if row == "permanent":
            return [("permanent", i) for i in range(len(region.permanent))] + [
                ("overflow", i) for i in range(len(region.overflow))
            ]
        return [("temporary", i) for i in range(len(region.temporary))]

    def slot(self) -> tuple[str, str, int] | None:
        """(region, row, index) of the focused slot, the row being permanent, overflow or
        temporary; None when no Region has the focus or its row has no slots."""
        f = self.focus
        if f is None or not self.active or not self.scene.document.board.has_region(f.region):
            return None
        places = self._places(f.region, f.row)
        if not places:
            return None
        row, index = places[min(f.index, len(places) - 1)]
        return f.region, row, index

    def set(self, focus: Focus | None, active: bool = True) -> None:
        before = self.focus
        self.focus = focus
        self.active = active and focus is not None
        if self.active and self.scene.selected_cube is not None:
            self.scene.select_cube(None)  # the letter keys act on what was just announced
        for f in (before, focus):
            if f is not None and f.region in self.scene.region_items:
                self.scene.region_items[f.region].update()
        if focus is not None and self.active:
            self.scene.select_region(focus.region)
            self.scene.ensure_visible(focus.region)
            self.scene.announce(self.describe())

    def slot_in(self, region_id: str) -> tuple[str, int] | None:
        slot = self.slot()
        return (slot[1], slot[2]) if slot and slot[0] == region_id else None

    def on_region(self, region_id: str) -> None:
        """The mouse chose a Region: the keyboard goes on from there, once it is used."""
        if self.focus is None or self.focus.region != region_id:
            self.set(Focus(region_id, "permanent", 0), active=False)

    # -- moving -----------------------------------------------------------------------------

    def next_region(self, step: int) -> None:
        ids = [r.id for r in self.scene.document.board.regions]
        if not ids:
            return
        if self.focus is None or self.focus.region not in ids:
            target = ids[0] if step > 0 else ids[-1]
        else:
            target = ids[(ids.index(self.focus.region) + step) % len(ids)]
        self.set(Focus(target, "permanent", 0))

    def move(self, dx: int, dy: int) -> None:
        if self.focus is not None and not self.scene.document.board.has_region(self.focus.region):
            self.focus = None  # the Region went (removed, or another board opened)
        if self.focus is None:
            self.next_region(1)
            return
        if not self.active:  # the first key shows where the focus is
            self.set(self.focus)
            return
        f = self.focus
        row = f.row
        if dy:
            row = ROWS[max(0, min(1, ROWS.index(f.row) + dy))]
        places = self._places(f.region, row)
        index = max(0, min(len(places) - 1, min(f.index, len(places) - 1) + dx)) if places else 0
        self.set(Focus(f.region, row, index))

    def handle(self, event: QKeyEvent) -> bool:
        key = event.key()
        if (
            event.modifiers()
            & ~Qt.KeyboardModifier.KeypadModifier
            & ~Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in moves:
            self.move(*moves[key])
            return True
        if key == Qt.Key.Key_PageDown:
            self.next_region(1)
            return True
        if key == Qt.Key.Key_PageUp:
            self.next_region(-1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activate()
            return True
        # The + and - actions' shortcuts, when a layout sends + with Shift and Qt's key
        # mapper does not match it to "+".
        armies = {Qt.Key.Key_Plus: 1, Qt.Key.Key_Minus: -1}
        if key in armies:
            self.scene.step_armies(armies[key])
            return True
        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and shift):
            self.open_menu()
            return True
        return False

    def open_menu(self) -> QMenu | None:
        """The context menu of the focused slot's cube, else of the focused or selected
        Region, opened beside it (the Menu key, Shift+F10)."""
        scene = self.scene
        board = scene.document.board
        slot = self.slot()
        region_id = slot[0] if slot else None
        if region_id is None and self.focus is not None and board.has_region(self.focus.region):
            region_id = self.focus.region
        region_id = region_id or scene.selected_region()
        if region_id is None or region_id not in scene.region_items or not scene.views():
            scene.announce("Choose a Region first (Page Down moves to the next)")
            return None
        item = scene.region_items[region_id]
        if slot and getattr(board.region(region_id), slot[1])[slot[2]] is not None:
            menu = scene.cube_menu(*slot)
            rect = item.geometry.slot_rect(slot[1], slot[2])
        else:
            menu = scene.region_menu(region_id)
            rect = item.geometry.header()
        view = scene.views()[0]
        at = view.viewport().mapToGlobal(view.mapFromScene(item.mapToScene(rect.center())))
        self.menu = menu
        menu.popup(at)
        return menu

    # -- acting -----------------------------------------------------------------------------

    def activate(self) -> None:
        """Enter on a slot does what a click on it does."""
        slot = self.slot()
        if slot is None:
            if self.focus is not None and not self.active:
                self.set(self.focus)
            else:
                self.next_region(1)
            return
        region_id, row, index = slot
        scene = self.scene
        owner = getattr(scene.document.board.region(region_id), row)[index]
        if owner is not None:
            scene.select_cube(region_id, row, index)
            self.scene.announce(self.describe())
        elif row == "permanent":
            scene.add(region_id, scene.play.acting, "permanent", slot=index)
        else:
            scene.add(region_id, scene.play.acting, "temporary")

    def describe(self) -> str:
        slot = self.slot()
        if slot is None:
            if self.focus is None or not self.scene.document.board.has_region(self.focus.region):
                return ""
            return self.scene.document.board.region(self.focus.region).name
        region_id, row, index = slot
        board = self.scene.document.board
        region = board.region(region_id)
        owner = getattr(region, row)[index]
        if row == "overflow":
            where = f"overflow place {index + 1}"
        else:
            printed = (region.permanent_vp if row == "permanent" else region.temporary_vp)[index]
            where = f"{row} slot {index + 1} (printed {printed})"
        what = f"{board.name_of(owner)}'s cube" if owner else "empty"
        return f"{region.name}, {where}: {what}"
