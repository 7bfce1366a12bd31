"""The board's gesture controller: every gesture on the board becomes an operation here.

Tiled's tools and Orange's interactions: the scene hands this object the events no item
takes (all of them: the tracks are passive), and the window's board actions call it. It owns
the gesture under way (a drag of tracks, a link being drawn, a temporary cube in the hand),
the hover preview, the context menus and the keyboard; it changes the play state (the
selection, the chosen cube, the keyboard focus) and has the Game carry out the operations.
The scene only shows what it is told: the play state's signals reach the scene's show_*
methods through the connections made here.

What a press and release at a place of a track mean is written once, `gesture_operation`,
and used by the click, by Enter, by the hover preview and so by touch.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QMenu,
)

from ..document.game import Game
from ..document.play_state import MIME_PLAYER, Place, PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import AddLink
from ..rules.analysis.options import Choice, Option
from ..rules.board import Board
from ..rules.ops import Add, Convert, Kind, Remove, Reset, Score, SetArmies
from .arrangement import TABLE
from .context_menus import build_cube_menu, build_region_menu
from .geometry import Hit, HitRow
from .keyboard import KeyboardFocus, KeyCommand
from .region_item import RegionItem

translate = QCoreApplication.translate
FIRST_REGION = QT_TRANSLATE_NOOP("Gestures", "Choose a Region first (Page Down moves to the next)")
GAP_BELOW = 12.0  # a track dropped on another slides to this far below it
TABLE_KEEPS_PLACES = QT_TRANSLATE_NOOP(
    "Gestures",
    "The tracks keep their rows in the Table arrangement: View > Map Arrangement moves them",
)


def gesture_operation(
    board: Board, play: PlayState, region_id: str, row: HitRow, index: int | None
) -> Add | None:
    """What a press and release at (row, index) of a Region's track mean for the acting
    participant:
    - anywhere on the temporary row, cubes included: temporary Influence (a full row
      pushes out its leftmost cube);
    - an empty permanent slot: permanent Influence in that slot;
    - a cube of the permanent row or the overflow, the header, the body: no operation.
    Setup mode places without scoring; nothing when the acting participant may not act."""
    acting = play.acting
    if not play.may_act(acting):
        return None
    setup = play.setup_mode
    if row == "temporary":
        return Add(region_id, acting, "temporary", setup=setup)
    permanent = board.region(region_id).permanent
    if row == "permanent" and index is not None and permanent[index] is None:
        return Add(region_id, acting, "permanent", setup=setup, slot=index)
    return None


def cube_at(board: Board, region_id: str, row: HitRow, index: int | None) -> Place | None:
    """The place of the cube at (row, index) of a Region, None when no cube is there."""
    if row == "header" or row == "body" or index is None:
        return None
    cells = getattr(board.region(region_id), row)
    if 0 <= index < len(cells) and cells[index] is not None:
        return Place(region_id, row, index)
    return None


class BoardPicture(Protocol):
    """What the controller needs of the board scene (board_scene.py): its tracks, what is
    under a point, and the show_* methods that draw the state it is told."""

    @property
    def region_items(self) -> Mapping[str, RegionItem]: ...
    @property
    def arrangement(self) -> str: ...  # MAP or TABLE (arrangement.py)
    def tracks_at(self, at: QPointF) -> list[RegionItem]: ...
    def views(self) -> list[QGraphicsView]: ...
    def set_tool(self, tool: BoardGestures) -> None: ...
    def show_selection(self, region_ids: Sequence[str]) -> None: ...
    def show_chosen_cube(self, cube: Place | None) -> None: ...
    def show_focus(self, place: Place | None) -> None: ...
    def show_hover(self, region_id: str | None, hit: Hit | None = None) -> None: ...
    def show_drop_hint(self, region_id: str | None, above: bool | None = None) -> None: ...
    def show_held_cube(
        self, region_id: str | None, index: int | None = None, ghost: QRectF | None = None,
        above: bool | None = None,
    ) -> None: ...  # fmt: skip
    def show_link(self, region_id: str | None, at: QPointF | None = None) -> None: ...
    def show_track_drag(self, on: bool) -> None: ...
    def show_preview(self, op: Choice, with_text: bool = True) -> Option | None: ...
    def hide_preview(self) -> None: ...


@dataclass(frozen=True, slots=True)
class TrackDrag:
    """A drag of Region tracks under way: where the mouse went down, where each dragged
    Region was then (in the Board), and the track pressed. `drag` ties its moves into one
    undo step; `toggles` (Ctrl) makes a click without a move add the pressed track to the
    selection or take it out."""

    drag: int
    origin: tuple[float, float]
    start: tuple[tuple[str, tuple[float, float]], ...]
    region: str
    toggles: bool
    told: bool = False  # the Table arrangement's "the tracks keep their places" was said


@dataclass(frozen=True, slots=True)
class SlotPress:
    """A press on a row of a track, waiting for its release; `at` in the track's
    coordinates (a temporary cube carried that far is in the hand)."""

    region: str
    row: HitRow
    index: int | None
    at: QPointF


class BoardGestures(QObject):
    """Turns the board's gestures into operations; see the module's docstring."""

    announced = Signal(str)  # what the keyboard focus is on, for the status bar and readers
    visible_wanted = Signal(str)  # the keyboard moved to a Region: bring it into view

    def __init__(
        self, scene: BoardPicture, game: Game, play: PlayState, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game = game
        self.document = document = game.document
        self.play = play
        self.keyboard = KeyboardFocus(document, play, self.announced.emit, self.visible_wanted.emit)
        self.menu: QMenu | None = None  # the context menu the keyboard opened, kept alive
        self._drag_serial = 0
        self._track_drag: TrackDrag | None = None
        self._press: SlotPress | None = None
        self._pressed = False  # a press of ours, whose release is ours too
        self._holding = False  # the pressed temporary cube is in the hand
        # Shift+drag from a header draws a link from there (Alt+drag too, where the window
        # manager leaves Alt to the app: most take it to move the window).
        self._link_from: str | None = None
        self._hovering = False  # the board's hover shows a slot (and maybe a preview)
        # The scene shows the play state as it changes.
        play.selection_changed.connect(scene.show_selection)
        play.chosen_cube_changed.connect(scene.show_chosen_cube)
        play.focus_changed.connect(self._show_focus)
        document.regions_changed.connect(self._regions_changed)
        document.board_replaced.connect(self._show_focus)
        # A preview shows one player's choice: another player or setup mode ends it.
        play.acting_changed.connect(self.end_preview)
        play.setup_mode_changed.connect(self.end_preview)
        scene.show_selection(play.selection)
        scene.show_chosen_cube(play.chosen_cube)
        self._show_focus()
        scene.set_tool(self)

    def _show_focus(self, *_args: object) -> None:
        self.scene.show_focus(self.keyboard.slot())

    def _regions_changed(self, region_ids: list[str]) -> None:
        focus = self.play.focus
        if focus is not None and focus.active and focus.region in region_ids:
            self._show_focus()  # its row may have gained or lost an overflow place

    # -- carrying out -----------------------------------------------------------------------

    def select_region(self, region_id: str) -> None:
        """The user chose a Region on the board (or in a panel): it alone is selected, and
        the keyboard goes on from there."""
        self.play.set_selection([region_id])
        self.keyboard.on_region(region_id)

    def choose_cube(self, cube: Place) -> None:
        self.play.set_chosen_cube(cube)
        self.select_region(cube.region)

    def press_at(self, region_id: str, row: HitRow, index: int | None) -> None:
        """A press on a row of a track: on a cube (any row) it chooses the cube; elsewhere
        it selects the Region."""
        cube = cube_at(self.document.board, region_id, row, index)
        if cube is not None:
            self.choose_cube(cube)
        else:
            self.play.set_chosen_cube(None)
            self.select_region(region_id)

    def release_at(self, region_id: str, row: HitRow, index: int | None) -> bool:
        """The release of a press at (row, index): the gesture's operation, if any. True
        when the Board changed."""
        op = gesture_operation(self.document.board, self.play, region_id, row, index)
        return op is not None and self.game.perform(op)

    # -- the mouse (and touch, which window/touch.py makes mouse events) ---------------------

    def _track_at(self, at: QPointF) -> RegionItem | None:
        return next(iter(self.scene.tracks_at(at)), None)

    def mouse_pressed(self, event: QGraphicsSceneMouseEvent) -> bool:
        """A press (or the second press of a double click: another click). False when it
        is not on a track: the view's rubber band takes it."""
        self._pressed = False
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        at = event.scenePos()
        track = self._track_at(at)
        if track is None:
            return False
        self._pressed = True
        region_id = track.region.id
        local = track.mapFromScene(at)
        hit = track.geometry.hit(local)
        modifiers = event.modifiers()
        self._press = None
        if hit.row == "header" and modifiers & (
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier
        ):
            self._link_from = region_id
            self.scene.show_link(region_id, at)
            return True
        if hit.row in ("header", "body"):
            self.play.set_chosen_cube(None)
            if modifiers & Qt.KeyboardModifier.ControlModifier:
                # Ctrl+click adds to or takes from the selection (on release); Ctrl+drag
                # moves this track with the selected ones.
                self.begin_track_drag(region_id, at, toggles=True)
                return True
            header = hit.row == "header"
            selection = self.play.selection
            if not (header and region_id in selection and len(selection) > 1):
                self.select_region(region_id)  # a drag of a selected track moves them all
            if header:
                self.begin_track_drag(region_id, at)
            return True
        self.press_at(region_id, hit.row, hit.index)
        self._press = SlotPress(region_id, hit.row, hit.index, local)
        return True

    def mouse_moved(self, event: QGraphicsSceneMouseEvent) -> bool:
        at = event.scenePos()
        if self._link_from is not None:
            self.scene.show_link(self._link_from, at)
            return True
        if self._track_drag is not None:
            self.drag_tracks(at)
            return True
        if self._press is not None:
            self._carry_cube(self._press, at)
            return True
        if event.buttons() != Qt.MouseButton.NoButton:
            return False  # the view's rubber band
        return self._hover(at)

    def mouse_released(self, event: QGraphicsSceneMouseEvent) -> bool:
        at = event.scenePos()
        pressed, self._pressed = self._pressed, False
        if self._link_from is not None:
            self._end_link(self._link_from, at)
            return True
        drag = self._track_drag
        if drag is not None:
            moved = self.end_track_drag()
            if drag.toggles:
                if at == event.buttonDownScenePos(Qt.MouseButton.LeftButton):
                    self._toggle(drag.region)
            elif not moved:
                self.select_region(drag.region)  # a click on a selected track: just it
            return True
        press, self._press = self._press, None
        if press is None:
            return pressed
        if self._holding:
            self._drop_cube(press, at)
        else:
            self.release_at(press.region, press.row, press.index)
        return True

    def mouse_left(self) -> None:
        self._end_hover()

    def selection_drawn(self, region_ids: Sequence[str]) -> None:
        """The view's rubber band (or Qt) changed which tracks are selected."""
        self.play.set_selection(list(region_ids))

    def _toggle(self, region_id: str) -> None:
        selection = set(self.play.selection) ^ {region_id}
        self.play.set_selection(list(selection))

    # -- a temporary cube in the hand: dropped above the line it is converted -----------------

    def _carry_cube(self, press: SlotPress, at: QPointF) -> None:
        track = self.scene.region_items.get(press.region)
        if track is None or press.row != "temporary":
            return
        if cube_at(self.document.board, press.region, "temporary", press.index) is None:
            return
        local = track.mapFromScene(at)
        far = (local - press.at).manhattanLength() >= QApplication.startDragDistance()
        if not self._holding and not far:
            return
        self._holding = True
        size = track.geometry.temporary(0).size()
        corner = local - QPointF(size.width() / 2, size.height() / 2)
        above = track.geometry.hit(local).above
        self.scene.show_held_cube(press.region, press.index, QRectF(corner, size), above)

    def _drop_cube(self, press: SlotPress, at: QPointF) -> None:
        """Dropped above the line of its own track: converted (into the free permanent slot
        under it, else the leftmost free one); anywhere else it snaps back."""
        self._holding = False
        self.scene.show_held_cube(None)
        track = self.scene.region_items.get(press.region)
        if track is None or press.index is None:
            return
        local = track.mapFromScene(at)
        hit = track.geometry.hit(local)
        if not (track.geometry.bounds().contains(local) and hit.above):
            return
        region = self.document.board.region(press.region)
        owner = region.temporary[press.index]
        if owner is None:
            return
        free = cube_at(self.document.board, press.region, hit.row, hit.index) is None
        slot = hit.index if hit.row == "permanent" and free else None
        self.game.perform(Convert(press.region, owner, press.index, slot))

    # -- the hover preview: what a click would do -------------------------------------------

    def _hover(self, at: QPointF) -> bool:
        track = self._track_at(at)
        if track is None:
            self._end_hover()
            return False
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(at))
        self._hovering = True
        self.scene.show_hover(region_id, hit)
        op = gesture_operation(self.document.board, self.play, region_id, hit.row, hit.index)
        if op is None:
            self.scene.hide_preview()
        else:
            self.scene.show_preview(op)
        return True

    def _end_hover(self) -> None:
        if self._hovering:
            self._hovering = False
            self.scene.show_hover(None)
            self.scene.hide_preview()

    def preview_choice(self, op: Choice) -> None:
        """A choice hovered elsewhere (the Options dock): shown on the board, no text."""
        self.scene.show_preview(op, with_text=False)

    def end_preview(self, *_args: object) -> None:
        self.scene.hide_preview()

    # -- dragging tracks: the Board moves them, the items follow the Board ------------------

    def begin_track_drag(self, region_id: str, at: QPointF, toggles: bool = False) -> None:
        """The mouse went down on a track's header: that track and every selected one will
        move together (Tiled's rule: a drag moves the selection)."""
        board = self.document.board
        ids = [region_id, *(r for r in self.play.selection if r != region_id)]
        start = tuple((r, self._position_of(board, r)) for r in ids)
        self._drag_serial += 1
        self._track_drag = TrackDrag(self._drag_serial, (at.x(), at.y()), start, region_id, toggles)
        self.scene.show_track_drag(True)

    def drag_tracks(self, at: QPointF) -> None:
        """Every dragged track where the mouse has taken it: one operation carrying every
        new position, one undo step for the whole drag. The items move when the Board has
        changed."""
        drag = self._track_drag
        if drag is None:
            return
        if self.scene.arrangement == TABLE:
            # The rows are the Table arrangement's: a move would change the map unseen.
            if not drag.told:
                self.document.message.emit(translate("Gestures", TABLE_KEEPS_PLACES))
                self._track_drag = replace(drag, told=True)
            return
        dx, dy = at.x() - drag.origin[0], at.y() - drag.origin[1]
        positions = tuple((r, (round(x + dx, 1), round(y + dy, 1))) for r, (x, y) in drag.start)
        self.game.move_regions(positions, drag.drag)

    def end_track_drag(self) -> bool:
        """The mouse went up. True when some track ended somewhere else."""
        drag, self._track_drag = self._track_drag, None
        if drag is None:
            return False
        if self.scene.arrangement != TABLE:
            self._clear_of_others(drag)
        self.scene.show_track_drag(False)
        board = self.document.board
        return any(board.has_region(r) and board.region(r).position != xy for r, xy in drag.start)

    def _clear_of_others(self, drag: TrackDrag) -> None:
        """Tracks dropped on others slide down until they lie clear of every other track,
        in the drag's own undo step: one track never hides another."""
        items = self.scene.region_items
        dragged = [r for r, _ in drag.start if r in items]
        others = [item.sceneBoundingRect() for r, item in items.items() if r not in dragged]
        shapes = [items[r].sceneBoundingRect() for r in dragged]
        dy = 0.0
        for _ in range(len(others) + 1):  # each slide passes at least one track below
            hit = [
                o.bottom() - s.top()
                for s in shapes
                for o in others
                if s.translated(0, dy).intersects(o)
            ]
            if not hit:
                break
            dy = max(hit) + GAP_BELOW  # just past the lowest track it lies on
        else:
            return
        if dy:
            board = self.document.board
            moved = []
            for r in dragged:
                x, y = self._position_of(board, r)
                moved.append((r, (x, round(y + dy, 1))))
            self.game.move_regions(tuple(moved), drag.drag)

    def _position_of(self, board: Board, region_id: str) -> tuple[float, float]:
        position = board.region(region_id).position
        if position is not None:
            return position
        pos = self.scene.region_items[region_id].pos()
        return (pos.x(), pos.y())

    # -- drawing an adjacency link ----------------------------------------------------------

    def _end_link(self, region_id: str, at: QPointF) -> None:
        self._link_from = None
        self.scene.show_link(None)
        target = next((t for t in self.scene.tracks_at(at) if t.region.id != region_id), None)
        if target is not None:
            self.game.perform(AddLink(region_id, target.region.id))

    # -- drops from the player palette ------------------------------------------------------

    def drag_moved(self, event: QGraphicsSceneDragDropEvent) -> bool:
        """A palette chip dragged over the board: the track under it shows where a drop
        goes (above the line: permanent; below: temporary)."""
        track = self._track_at(event.scenePos())
        if track is None or not event.mimeData().hasFormat(MIME_PLAYER):
            self.scene.show_drop_hint(None)
            return False
        above = track.geometry.hit(track.mapFromScene(event.scenePos())).above
        self.scene.show_drop_hint(track.region.id, above)
        return True

    def drag_left(self) -> None:
        self.scene.show_drop_hint(None)

    def dropped(self, event: QGraphicsSceneDragDropEvent) -> bool:
        """Dropped above the line: permanent (into the slot under it, if free); below:
        temporary."""
        self.scene.show_drop_hint(None)
        track = self._track_at(event.scenePos())
        if track is None or not event.mimeData().hasFormat(MIME_PLAYER):
            return False
        player = bytes(event.mimeData().data(MIME_PLAYER).data()).decode("utf-8")
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(event.scenePos()))
        setup = self.play.setup_mode
        if hit.above:
            free = (
                hit.row == "permanent"
                and cube_at(self.document.board, region_id, hit.row, hit.index) is None
            )
            slot = hit.index if free else None
            self.game.perform(Add(region_id, player, "permanent", setup=setup, slot=slot))
        else:
            self.game.perform(Add(region_id, player, "temporary", setup=setup))
        event.acceptProposedAction()
        return True

    # -- menus ------------------------------------------------------------------------------

    def region_menu(self, region_id: str) -> QMenu:
        play = self.play
        return build_region_menu(
            self.document.board, region_id, play.acting, play.setup_mode, self.game.perform
        )

    def cube_menu(self, cube: Place) -> QMenu:
        return build_cube_menu(self.document.board, cube, self.game.perform)

    def context_menu(self, event: QGraphicsSceneContextMenuEvent) -> bool:
        """A right click or a long press: the menu of the cube, else of the Region."""
        track = self._track_at(event.scenePos())
        if track is None:
            return False
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(event.scenePos()))
        cube = cube_at(self.document.board, region_id, hit.row, hit.index)
        if cube is not None:
            self.choose_cube(cube)
            menu = self.cube_menu(cube)
        else:
            self.select_region(region_id)
            menu = self.region_menu(region_id)
        menu.exec(event.screenPos())
        return True

    def open_menu(self) -> QMenu | None:
        """The context menu of the focused slot's cube, else of the focused or selected
        Region, opened beside it (the Menu key, Shift+F10)."""
        board = self.document.board
        slot = self.keyboard.slot()
        focus = self.play.focus
        region_id = slot.region if slot else None
        if region_id is None and focus is not None and board.has_region(focus.region):
            region_id = focus.region
        region_id = region_id or self._selected_region()
        views = self.scene.views()
        if region_id is None or region_id not in self.scene.region_items or not views:
            self.keyboard.announce(translate("Gestures", FIRST_REGION))
            return None
        item = self.scene.region_items[region_id]
        cube = slot and cube_at(board, slot.region, slot.row, slot.index)
        if cube:
            menu = self.cube_menu(cube)
            rect = item.geometry.slot_rect(cube.row, cube.index)
        else:
            menu = self.region_menu(region_id)
            rect = item.geometry.header()
        view = views[0]
        at = view.viewport().mapToGlobal(view.mapFromScene(item.mapToScene(rect.center())))
        self.menu = menu
        menu.popup(at)
        return menu

    # -- the keyboard -----------------------------------------------------------------------

    def key_pressed(self, event: QKeyEvent) -> bool:
        return self.keyboard.handle(event, self._key_command)

    def _key_command(self, command: KeyCommand) -> None:
        if command == "activate":
            self.activate()
        elif command == "menu":
            self.open_menu()
        else:
            self.step_armies(1 if command == "more_armies" else -1)

    def activate(self) -> None:
        """Enter on a slot does what a press and release there do."""
        place = self.keyboard.slot()
        if place is None:
            self.keyboard.show_or_first()
            return
        self.press_at(place.region, place.row, place.index)
        self.release_at(place.region, place.row, place.index)
        if self.play.chosen_cube == place:  # a cube chosen, nothing done: say which
            self.keyboard.announce(self.keyboard.describe())

    # -- the board's actions (the Game menu and its keys) -----------------------------------

    def _selected_region(self) -> str | None:
        selection = self.play.selection
        return selection[0] if selection else None

    def target_cube(self) -> Place | None:
        """The cube an action from the menu or keyboard is about: the chosen cube, else
        the cube under the keyboard focus."""
        if self.play.chosen_cube is not None:
            return self.play.chosen_cube
        slot = self.keyboard.slot()
        return slot and cube_at(self.document.board, slot.region, slot.row, slot.index)

    def target_region(self) -> str | None:
        """The Region an action is about: the keyboard's, else the selected one."""
        slot = self.keyboard.slot()
        return slot.region if slot else self._selected_region()

    def remove_cube(self) -> bool:
        cube = self.target_cube()
        if cube is None:
            self.document.message.emit(
                QCoreApplication.translate(
                    "Gestures", "Select a cube first: click it, or move to it with the arrow keys"
                )
            )
            return False
        return self.game.perform(Remove(cube.region, cube.row, cube.index))

    def convert_cube(self) -> bool:
        found = self._temporary_target(
            QT_TRANSLATE_NOOP("Gestures", "Select a temporary cube to convert")
        )
        return found is not None and self.game.perform(Convert(*found))

    def reset_cube(self) -> bool:
        found = self._temporary_target(
            QT_TRANSLATE_NOOP("Gestures", "Select a temporary cube to reset")
        )
        return found is not None and self.game.perform(Reset(*found))

    def _temporary_target(self, otherwise: str) -> tuple[str, str, int] | None:
        """(Region, owner, index) of the target cube when it is a temporary one; else None,
        and the user is told `otherwise`."""
        cube = self.target_cube()
        if cube is not None and cube.row == "temporary":
            owner = self.document.board.region(cube.region).temporary[cube.index]
            if owner is not None:
                return cube.region, owner, cube.index
        self.document.message.emit(translate("Gestures", otherwise))
        return None

    def place(self, kind: Kind) -> bool:
        """Add the acting player's Influence where the keyboard is: in the focused permanent
        slot if it is free, else the leftmost free one; or in the temporary row."""
        region_id = self.target_region()
        if region_id is None:
            self.document.message.emit(translate("Gestures", FIRST_REGION))
            return False
        focused = self.keyboard.slot()
        slot = None
        if (
            kind == "permanent"
            and focused
            and focused.region == region_id
            and focused.row == "permanent"
            and cube_at(self.document.board, region_id, focused.row, focused.index) is None
        ):
            slot = focused.index
        acting, setup = self.play.acting, self.play.setup_mode
        return self.game.perform(Add(region_id, acting, kind, setup=setup, slot=slot))

    def step_armies(self, step: int) -> bool:
        """One Army more (step 1) or fewer (-1) for the acting player in the Region the
        keyboard is on (the + and - keys)."""
        region_id = self.target_region()
        if region_id is None:
            self.document.message.emit(translate("Gestures", FIRST_REGION))
            return False
        owner = self.play.acting
        current = self.document.board.region(region_id).armies_of(owner)
        return self.game.perform(SetArmies(region_id, owner, max(0, current + step)))

    def score(self, region_id: str | None) -> bool:
        """Score one Region, or every Region (None)."""
        return self.game.perform(Score(region_id))

    def score_target(self) -> bool:
        """Score the Region the keyboard is on, else the selected one (Ctrl+R)."""
        region_id = self.target_region()
        if region_id is None:
            self.document.message.emit(translate("Gestures", "Select a Region to score first"))
            return False
        return self.score(region_id)
