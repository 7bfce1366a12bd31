"""BoardScene: one RegionItem per Region, links between them, and the gestures.

The scene observes the Document: a changed Region updates its own item and the links at
its ends, never the whole scene. Gestures (clicks, drops, menu choices, drags) become
operations carried out by the Game (`game.perform`), which pushes an undo command or
reports a refusal.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QMenu,
)

from ..document.game import Game
from ..document.play_state import PlayState
from ..look.cubes import color, glyphs
from ..look.plain_text import literal_html
from ..look.themes import LIGHT, Theme
from ..rules import Add, Board, Convert, Remove, Reset, Score, SetArmies
from ..rules.analysis.report import describe_region
from .compare_marks import CompareMarks
from .context_menus import build_cube_menu, build_region_menu
from .keyboard import KeyboardFocus
from .link_item import LinkItem
from .preview import HoverPreview
from .region_item import RegionItem
from .step_marks import StepMarks
from .track_painter import Ink

MARGIN = 60.0


@dataclass(frozen=True, slots=True)
class TrackDrag:
    """A drag of Region tracks under way: where the mouse went down, and where each
    dragged Region was then (in the Board). `drag` ties its moves into one undo step."""

    drag: int
    origin: tuple[float, float]
    start: tuple[tuple[str, tuple[float, float]], ...]


class BoardScene(QGraphicsScene):
    bounds_changed = Signal()  # the tracks' extent changed (told once a drag has ended)
    visible_wanted = Signal(str)  # the keyboard moved to a Region: bring it into view
    announced = Signal(str)  # what the keyboard focus is on, for the status bar and readers

    def __init__(
        self,
        game: Game,
        theme: Theme = LIGHT,
        parent=None,
        *,
        play: PlayState | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.document = document = game.document
        # Who acts, setup mode and the selection: the window's, or the scene's own when it
        # only draws (render, export).
        self.play = play if play is not None else PlayState(document, self)
        self.theme = theme
        self.region_items: dict[str, RegionItem] = {}
        self.link_items: dict[str, list[LinkItem]] = {}
        self.selected_cube: tuple[str, str, int] | None = None
        self._drag_serial = 0
        self._track_drag: TrackDrag | None = None
        self._marks: dict[str, str] = {}
        self._colors: dict[str, QColor] = {}
        self.ink = Ink(self.color_of, self.mark_of, self.name_of)
        self.keyboard = KeyboardFocus(self)
        self.step_marks = StepMarks(self)  # what the last step changed, marked on the tracks
        self._link_line: QGraphicsLineItem | None = None
        self.preview = HoverPreview(self)  # what a click would do, shown while hovering
        self.compare_marks = CompareMarks(self)  # the Regions a comparison found different
        document.regions_changed.connect(self._regions_changed)
        document.board_replaced.connect(self.rebuild)
        document.links_changed.connect(self._rebuild_links)
        self._holding_selection = False  # True while items are (re)selected in bulk
        self.selectionChanged.connect(self._selection_changed)
        self.play.selection_changed.connect(self._show_selection)
        # A preview shows one player's choice: another player or setup mode ends it.
        self.play.acting_changed.connect(self.hover_ended)
        self.play.setup_mode_changed.connect(self.hover_ended)
        self.rebuild()

    # -- building and updating --------------------------------------------------------------

    def rebuild(self) -> None:
        """A whole new Board (open, new, an edit of the Regions): make every item afresh,
        keeping the selection of the Regions that are still there."""
        kept = self.selected_regions() if self.region_items else []
        before = set(self.region_items)
        self._holding_selection = True  # the selection is told once, when the items are back
        self.preview.hide()
        self.compare_marks.clear()  # the comparison marks the new tracks again if it holds
        self.step_marks.clear()  # before the tracks that hold the marks go
        self.clear()
        self.region_items.clear()
        self.link_items.clear()
        self.selected_cube = None
        if self.keyboard.focus and not self.document.board.has_region(self.keyboard.focus.region):
            self.keyboard.focus = None
        board = self.document.board
        self._marks = glyphs(board)
        self._colors = {p.id: color(board, p.id) for p in board.participants()}
        self.setBackgroundBrush(self.theme.background)
        for region in board.regions:
            item = RegionItem(region, board.name_of)
            self.region_items[region.id] = item
            self.addItem(item)
        self._rebuild_links()
        self._fit_rect()
        # One Region more on the same board (added, or its removal undone): show it.
        added = set(self.region_items) - before
        if len(added) == 1 and before & set(self.region_items):
            kept = list(added)
        kept = [r for r in kept if r in self.region_items]
        for region_id in kept:
            self.region_items[region_id].setSelected(True)
        self._holding_selection = False
        self._selection_changed()

    def _rebuild_links(self) -> None:
        for link in {id(x): x for links in self.link_items.values() for x in links}.values():
            self.removeItem(link)
        self.link_items.clear()
        pen = QPen(self.theme.link, 2, Qt.PenStyle.DashLine)
        for a, b in self.document.board.adjacency:
            if a in self.region_items and b in self.region_items and a != b:
                link = LinkItem(self.region_items[a], self.region_items[b], pen)
                self.addItem(link)
                self.link_items.setdefault(a, []).append(link)
                self.link_items.setdefault(b, []).append(link)

    def _regions_changed(self, ids: list[str]) -> None:
        self.preview.hide()  # it showed the position before; the next mouse move shows anew
        board = self.document.board
        moved = False
        for region_id in ids:
            item = self.region_items[region_id]
            region = board.region(region_id)
            moved = moved or region.position != item.region.position
            item.set_region(region)
            if self.selected_cube and self.selected_cube[0] == region_id:
                self.selected_cube = None
            # Links follow moves through itemChange; a placement leaves them alone, which
            # matters: a long link's repaint would touch most of the board.
        if moved:
            self._fit_rect()

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # A track's tooltip is written when it is asked for, not on every change.
        for item in self.items(event.scenePos()):
            if isinstance(item, RegionItem):
                item.setToolTip(literal_html(self.describe(item.region.id)))
                break
        super().helpEvent(event)

    def describe(self, region_id: str) -> str:
        """A Region in words (rows, ranking and flags), for its tooltip."""
        return "\n".join(
            describe_region(self.document.board, self.document.board.region(region_id))
        )

    def follow_links(self, region_id: str) -> None:
        for link in self.link_items.get(region_id, ()):
            link.follow()

    def _fit_rect(self) -> None:
        """Make the scene rectangle hold every track with a margin, so that the scroll area
        and Zoom to Fit cover them all. A drag under way leaves it alone (a new rectangle
        would shift the view under the mouse): the drag's end fits it."""
        if self._track_drag is not None:
            return
        bounds = QRectF()
        for item in self.region_items.values():
            bounds = bounds.united(item.sceneBoundingRect())
        rect = bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        self.bounds_changed.emit()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setBackgroundBrush(theme.background)
        pen = QPen(theme.link, 2, Qt.PenStyle.DashLine)
        for links in self.link_items.values():
            for link in links:
                link.setPen(pen)
        self.update()

    # -- look-ups for painting ---------------------------------------------------------------

    def color_of(self, owner: str) -> QColor:
        return self._colors.get(owner) or color(self.document.board, owner)

    def mark_of(self, owner: str) -> str:
        return self._marks.get(owner, "?")

    def name_of(self, owner: str) -> str:
        return self.document.board.name_of(owner)

    def selected_cube_in(self, region_id: str) -> tuple[str, int] | None:
        if self.selected_cube and self.selected_cube[0] == region_id:
            return self.selected_cube[1], self.selected_cube[2]
        return None

    # -- selection ---------------------------------------------------------------------------

    def select_region(self, region_id: str) -> None:
        item = self.region_items.get(region_id)
        if item is None:
            return
        if not item.isSelected() or len(self.selectedItems()) != 1:
            self.clearSelection()
            item.setSelected(True)
        item.setFocus()
        self.keyboard.on_region(region_id)

    def ensure_visible(self, region_id: str) -> None:
        self.visible_wanted.emit(region_id)

    def announce(self, text: str) -> None:
        if text:
            self.announced.emit(text)

    def selected_region(self) -> str | None:
        for item in self.selectedItems():
            if isinstance(item, RegionItem):
                return item.region.id
        return None

    @contextmanager
    def for_print(self) -> Iterator[None]:
        """The board as printed: no selection, chosen cube, keyboard ring, step or compare
        marks, restored after."""
        selected = self.selectedItems()
        cube, active = self.selected_cube, self.keyboard.active
        self._holding_selection = True  # not the user's choice: the play state keeps its own
        self.clearSelection()
        self.selected_cube, self.keyboard.active = None, False
        marks = (self.step_marks, self.compare_marks)
        for shown in marks:
            shown.set_visible(False)
        try:
            yield
        finally:
            for shown in marks:
                shown.set_visible(True)
            self.selected_cube, self.keyboard.active = cube, active
            for item in selected:
                item.setSelected(True)
            self._holding_selection = False
            self.update()

    def selected_regions(self) -> list[str]:
        return [i.region.id for i in self.selectedItems() if isinstance(i, RegionItem)]

    def _selection_changed(self) -> None:
        if not self._holding_selection:
            self.play.set_selection(self.selected_regions())

    def _show_selection(self, region_ids: tuple[str, ...]) -> None:
        """Someone else chose the selection: show it."""
        if set(region_ids) == set(self.selected_regions()):
            return
        self._holding_selection = True
        try:
            self.clearSelection()
            for region_id in region_ids:
                if region_id in self.region_items:
                    self.region_items[region_id].setSelected(True)
        finally:
            self._holding_selection = False
        self._selection_changed()

    def select_cube(self, region_id: str | None, row: str = "", index: int = 0) -> None:
        before = self.selected_cube
        self.selected_cube = None if region_id is None else (region_id, row, index)
        for cube in (before, self.selected_cube):
            if cube and cube[0] in self.region_items:
                self.region_items[cube[0]].update()
        if region_id is not None:
            self.select_region(region_id)

    def new_drag_id(self) -> int:
        self._drag_serial += 1
        return self._drag_serial

    # -- gestures -> operations --------------------------------------------------------------

    def add(self, region_id: str, player: str, kind: str, slot: int | None = None) -> bool:
        setup = self.play.setup_mode
        return self.game.perform(Add(region_id, player, kind, setup=setup, slot=slot))  # type: ignore[arg-type]

    def convert(self, region_id: str, index: int, slot: int | None = None) -> bool:
        owner = self.document.board.region(region_id).temporary[index]
        if owner is None:
            return False
        return self.game.perform(Convert(region_id, owner, index, slot))

    def reset(self, region_id: str, index: int) -> bool:
        owner = self.document.board.region(region_id).temporary[index]
        if owner is None:
            return False
        return self.game.perform(Reset(region_id, owner, index))

    def remove(self, region_id: str, row: str, index: int) -> bool:
        return self.game.perform(Remove(region_id, row, index))  # type: ignore[arg-type]

    def target_cube(self) -> tuple[str, str, int] | None:
        """The cube an action from the menu or keyboard is about: the selected cube, else
        the cube under the keyboard focus."""
        if self.selected_cube is not None:
            return self.selected_cube
        slot = self.keyboard.slot()
        if slot and getattr(self.document.board.region(slot[0]), slot[1])[slot[2]] is not None:
            return slot
        return None

    def target_region(self) -> str | None:
        slot = self.keyboard.slot()
        return slot[0] if slot else self.selected_region()

    def remove_selected(self) -> bool:
        cube = self.target_cube()
        if cube is None:
            self.document.message.emit(
                "Select a cube first: click it, or move to it with the arrow keys"
            )
            return False
        return self.remove(*cube)

    def convert_selected(self) -> bool:
        cube = self.target_cube()
        if cube is None or cube[1] != "temporary":
            self.document.message.emit("Select a temporary cube to convert")
            return False
        return self.convert(cube[0], cube[2])

    def reset_selected(self) -> bool:
        cube = self.target_cube()
        if cube is None or cube[1] != "temporary":
            self.document.message.emit("Select a temporary cube to reset")
            return False
        return self.reset(cube[0], cube[2])

    def place(self, kind: str) -> bool:
        """Add the acting player's Influence where the keyboard is: in the focused permanent
        slot if it is free, else the leftmost free one; or in the temporary row."""
        region_id = self.target_region()
        if region_id is None:
            self.document.message.emit("Choose a Region first (Page Down moves to the next)")
            return False
        slot = None
        focused = self.keyboard.slot()
        region = self.document.board.region(region_id)
        if (
            kind == "permanent"
            and focused
            and focused[0] == region_id
            and focused[1] == "permanent"
        ):
            slot = focused[2] if region.permanent[focused[2]] is None else None
        return self.add(region_id, self.play.acting, kind, slot=slot)

    def set_armies(self, region_id: str, owner: str, count: int) -> bool:
        return self.game.perform(SetArmies(region_id, owner, count))

    def step_armies(self, step: int) -> bool:
        """One Army more (step 1) or fewer (-1) for the acting player in the Region the
        keyboard is on (the + and - keys)."""
        region_id = self.target_region()
        if region_id is None:
            self.document.message.emit("Choose a Region first (Page Down moves to the next)")
            return False
        owner = self.play.acting
        current = self.document.board.region(region_id).armies_of(owner)
        return self.set_armies(region_id, owner, max(0, current + step))

    def score(self, region_id: str | None) -> bool:
        return self.game.perform(Score(region_id))

    # -- what a click would do: the hover preview ------------------------------------------

    def hover_slot(self, region_id: str, row: str, index: int | None) -> None:
        """The mouse is over a slot of a track: preview what a click there would add for the
        acting player (an empty permanent slot, or the temporary row off its cubes)."""
        region = self.document.board.region(region_id)
        acting = self.play.acting
        setup = self.play.setup_mode
        op: Add | None = None
        if not acting or not self.play.may_act(acting):
            op = None
        elif row == "permanent" and index is not None and region.permanent[index] is None:
            op = Add(region_id, acting, "permanent", setup=setup, slot=index)
        elif row == "temporary" and (index is None or region.temporary[index] is None):
            op = Add(region_id, acting, "temporary", setup=setup)
        if op is None:
            self.preview.hide()
        else:
            self.preview.show_choice(op)

    def hover_ended(self, *_args) -> None:
        self.preview.hide()

    # -- dragging tracks: the Board moves them, the items follow the Board -----------------

    def begin_track_drag(self, region_id: str, at: QPointF) -> None:
        """The mouse went down on a track's header: that track and every selected one will
        move together (Tiled's rule: a drag moves the selection)."""
        board = self.document.board
        ids = [region_id, *(r for r in self.selected_regions() if r != region_id)]
        start = tuple((r, self._position_of(board, r)) for r in ids)
        self._track_drag = TrackDrag(self.new_drag_id(), (at.x(), at.y()), start)

    def drag_tracks(self, at: QPointF) -> None:
        """Every dragged track where the mouse has taken it: one operation carrying every
        new position. The items move when the Board has changed."""
        drag = self._track_drag
        if drag is None:
            return
        dx, dy = at.x() - drag.origin[0], at.y() - drag.origin[1]
        positions = tuple((r, (round(x + dx, 1), round(y + dy, 1))) for r, (x, y) in drag.start)
        self.game.move_regions(positions, drag.drag)

    def end_track_drag(self) -> bool:
        """The mouse went up. True when some track ended somewhere else."""
        drag, self._track_drag = self._track_drag, None
        if drag is None:
            return False
        self._fit_rect()
        board = self.document.board
        return any(board.has_region(r) and board.region(r).position != xy for r, xy in drag.start)

    def _position_of(self, board: Board, region_id: str) -> tuple[float, float]:
        position = board.region(region_id).position
        if position is not None:
            return position
        pos = self.region_items[region_id].pos()
        return (pos.x(), pos.y())

    # -- drawing an adjacency link ----------------------------------------------------------

    def begin_link(self, region_id: str, at: QPointF) -> None:
        start = self.region_items[region_id].sceneBoundingRect().center()
        self._link_line = QGraphicsLineItem(QLineF(start, at))
        self._link_line.setPen(QPen(self.theme.accent, 3, Qt.PenStyle.DashLine))
        self._link_line.setZValue(10)
        self.addItem(self._link_line)

    def drag_link(self, at: QPointF) -> None:
        if self._link_line is not None:
            line = self._link_line.line()
            self._link_line.setLine(QLineF(line.p1(), at))

    def end_link(self, region_id: str, at: QPointF) -> bool:
        if self._link_line is not None:
            self.removeItem(self._link_line)
            self._link_line = None
        target = next(
            (i for i in self.items(at) if isinstance(i, RegionItem) and i.region.id != region_id),
            None,
        )
        if target is None:
            return False
        from ..rules.edits import AddLink

        return self.game.perform(AddLink(region_id, target.region.id))

    # -- menus -------------------------------------------------------------------------------

    def region_menu(self, region_id: str) -> QMenu:
        return build_region_menu(self, region_id)

    def cube_menu(self, region_id: str, row: str, index: int) -> QMenu:
        return build_cube_menu(self, region_id, row, index)
