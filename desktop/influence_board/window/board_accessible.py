"""The board for a screen reader: the board view's accessible interface, with the Regions as
its children (in the order Page Down follows) and each Region's slots as the Region's.

A QGraphicsItem has no accessible interface, so the view's own (Qt's for the widget: its
name, its description, its focus) is given the Regions. A Region says its name and whether
it can score, and its ranking, in the Majorities dock's words (panels/majority_model.py); a
slot its place and its cube in the keyboard focus's (scene/keyboard.py), a temporary cube
how soon it is pushed out in the tooltip's (scene/track_tips.py). Nothing is made before a
screen reader asks, and every text is read from the Board when asked: a step costs nothing
here. What is sent as play goes on is board_speech.py's.

The interfaces are Python objects that Qt keeps by pointer once it has asked for them: the
board keeps every one it made, for a Region id and a place, and takes them out of Qt's
cache when the view goes (Qt would keep pointers to freed objects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView
from shiboken6 import Shiboken

from ..document.play_state import Focus
from ..rules.board import Kind
from ..scene.arrangement import reading_order
from ..scene.keyboard import ROWS, describe, focused_place, places

if TYPE_CHECKING:
    from ..rules.board import Board
    from ..scene.board_scene import BoardScene

Role, Text = QAccessible.Role, QAccessible.Text


class BoardRegions:
    """The Regions' and slots' interfaces of one board view: made when a reader asks, kept
    for a Region id and a place, read from the Board when asked."""

    def __init__(self, view: QGraphicsView, scene: BoardScene) -> None:
        self.view = view
        self.scene = scene
        self._regions: dict[str, RegionAccessible] = {}  # every one made, by Region id
        self._order: tuple[Board, list[str]] = (scene.document.board, [])
        view.destroyed.connect(self._forget)

    @property
    def board(self) -> Board:
        return self.scene.document.board

    def alive(self) -> bool:
        return Shiboken.isValid(self.view)

    def interface(self) -> QAccessibleInterface | None:
        """The view's interface now (Qt makes another when PySide renews its class)."""
        return QAccessible.queryAccessibleInterface(self.view) if self.alive() else None

    def order(self) -> list[str]:
        """The Regions as the board shows them, row by row: Page Down's order."""
        board = self.board
        if self._order[0] is not board or not self._order[1]:
            self._order = (board, [t.region for t in reading_order(self.scene.tracks())])
        return self._order[1]

    def on_screen(self, rect: QRectF) -> QRect:
        """A rectangle of the scene in screen coordinates, as a reader wants it."""
        shown = self.view.mapFromScene(rect).boundingRect()
        return shown.translated(self.view.viewport().mapToGlobal(QPoint(0, 0)))

    def region(self, region_id: str) -> RegionAccessible:
        """The interface of a Region (made once, kept for its id)."""
        found = self._regions.get(region_id)
        if found is None:
            found = self._regions[region_id] = RegionAccessible(self, region_id)
        return found

    def focused(self, focus: Focus | None) -> QAccessibleInterface | None:
        """What the keyboard's focus is on: its slot, or its Region when that has none."""
        if focus is None or not focus.active or not self.board.has_region(focus.region):
            return None
        region = self.region(focus.region)
        if focused_place(self.board, focus) is None:
            return region
        return region.slot(focus.row, min(focus.index, region.count(focus.row) - 1))

    def keyboard_focus(self) -> QAccessibleInterface | None:
        """The slot the keyboard is on, while the board holds the keyboard."""
        play = self.scene.play
        return self.focused(play.focus) if play and self.view.hasFocus() else None

    def made_for(self, region_ids: list[str]) -> list[QAccessibleInterface]:
        """The interfaces already made for these Regions (theirs and their slots')."""
        made: list[QAccessibleInterface] = []
        for region_id in region_ids:
            if (region := self._regions.get(region_id)) is not None:
                made += [region, *region.slots.values()]
        return made

    def _forget(self) -> None:
        """The view is gone: every interface made leaves Qt's cache (which deletes it)
        before Python lets it go."""
        for region in self._regions.values():
            for made in [*region.slots.values(), region]:
                if Shiboken.isValid(made):
                    QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))
        self._regions.clear()


class BoardAccessible(QAccessibleWidget):
    """The view's interface: Qt's own for the widget, with the Regions as children."""

    def __init__(self, view: QGraphicsView, regions: BoardRegions) -> None:
        super().__init__(view, Role.Client)
        self.regions = regions

    def childCount(self) -> int:
        return len(self.regions.order())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        ids = self.regions.order()
        return self.regions.region(ids[index]) if 0 <= index < len(ids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        order = self.regions.order()
        if isinstance(child, RegionAccessible) and child.region_id in order:
            return order.index(child.region_id)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for region_id in self.regions.order():
            if self.regions.region(region_id).rect().contains(x, y):
                return self.regions.region(region_id)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.regions.keyboard_focus() or super().focusChild()


def board_interface(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's factory of interfaces (installed by board_view.py): the board view's, for an
    object that has BoardRegions.
    A new one each time Qt asks: PySide gives a class a new meta-object as it gains a slot,
    and Qt asks again, keeping the one it had too (both deleted with the view)."""
    regions = getattr(obj, "accessible_regions", None)
    if isinstance(regions, BoardRegions) and isinstance(obj, QGraphicsView):
        return BoardAccessible(obj, regions)
    return None


class RegionAccessible(QAccessibleInterface):
    """A Region: its name and whether it can score, its ranking, its slots as children."""

    def __init__(self, tree: BoardRegions, region_id: str) -> None:
        super().__init__()
        self.tree = tree
        self.region_id = region_id
        self.slots: dict[tuple[Kind, int], SlotAccessible] = {}  # every one made
        self.told_children = 0  # how many children a reader was last given (board_speech)

    def count(self, row: Kind) -> int:
        """How many places the keyboard moves through in `row` (scene/keyboard.py)."""
        return len(places(self.tree.board, self.region_id, row))

    def slot(self, row: Kind, index: int) -> SlotAccessible:
        found = self.slots.get((row, index))
        if found is None:
            found = self.slots[(row, index)] = SlotAccessible(self, row, index)
        return found

    def _children(self) -> list[tuple[Kind, int]]:
        """The slots in reading order: the permanent row (then its overflow), the temporary."""
        return [(row, i) for row in ROWS for i in range(self.count(row))]

    def isValid(self) -> bool:
        return self.tree.alive() and self.tree.board.has_region(self.region_id)

    def object(self) -> None:  # type: ignore[override]
        return None  # no QObject: Qt knows a Region by this interface alone

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.tree.view.window().windowHandle() if self.isValid() else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.tree.interface()

    def childCount(self) -> int:
        if not self.isValid():
            return 0
        self.told_children = len(self._children())
        return self.told_children

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        children = self._children() if self.isValid() else []
        return self.slot(*children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, SlotAccessible) and child.region is self and self.isValid():
            children = self._children()
            if child.key in children:
                return children.index(child.key)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for index in range(self.childCount()):
            found = self.child(index)
            if found is not None and found.rect().contains(x, y):
                return found
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        found = self.tree.keyboard_focus() if self.isValid() else None
        return found if isinstance(found, SlotAccessible) and found.region is self else None

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid() or t not in (Text.Name, Text.Description):
            return ""
        # Here: the dock's words load with the first Region a reader asks for.
        from ..panels.majority_model import RegionRow

        board = self.tree.board
        row = RegionRow.of(board, board.region(self.region_id))
        if t == Text.Name:
            return row.said()
        return "\n".join(row.line_said(n, board) for n in range(len(row.standings)))

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # a Region is renamed in the Inspector, not by a reader

    def rect(self) -> QRect:
        item = self.tree.scene.region_items.get(self.region_id)
        if item is None or not self.isValid():
            return QRect()
        return self.tree.on_screen(item.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        return Role.List

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        play = self.tree.scene.play
        if not self.isValid():
            state.invalid = True
        elif play is not None and self.region_id in play.selection:
            state.selected = True
        return state


class SlotAccessible(QAccessibleInterface):
    """A slot (or an overflow place) of a Region: its place and its cube, in the words the
    keyboard focus says there."""

    def __init__(self, region: RegionAccessible, row: Kind, index: int) -> None:
        super().__init__()
        self.region = region
        self.key = (row, index)
        self.focus = Focus(region.region_id, row, index)

    def isValid(self) -> bool:
        row, index = self.key
        return self.region.isValid() and index < self.region.count(row)

    def object(self) -> None:  # type: ignore[override]
        return None  # no QObject: Qt knows a slot by this interface alone

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.region.window()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.region if self.region.tree.alive() else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def text(self, t: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        board = self.region.tree.board
        if t == Text.Name:
            return describe(board, self.focus)
        place = focused_place(board, self.focus)
        if t == Text.Description and place is not None:
            # Here: the tooltip's words (and the safety rules) load when a reader asks.
            from ..scene.track_tips import describe_cube

            return describe_cube(board, place.region, place.row, place.index)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass  # a cube is placed with the keys, not written

    def rect(self) -> QRect:
        tree = self.region.tree
        item = tree.scene.region_items.get(self.region.region_id)
        place = focused_place(tree.board, self.focus) if self.isValid() else None
        if item is None or place is None:
            return QRect()
        return tree.on_screen(item.mapRectToScene(item.geometry.slot_rect(place.row, place.index)))

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        tree = self.region.tree
        play = tree.scene.play
        state.focusable = state.selectable = True
        if play is not None:
            state.focused = tree.keyboard_focus() is self
            place = focused_place(tree.board, self.focus)
            state.selected = place is not None and play.chosen_cube == place
        return state
