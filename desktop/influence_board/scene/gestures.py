"""The board's gestures: which interaction (interactions.py) a press, the mouse's first move
or a palette chip's entry starts, and the board's keys and context menus.

Orange's document editor and Tiled's tool manager: the scene hands this object the events
that start a gesture and forwards the rest to the one under way. A press chooses by what
is under it (a slot, a header, a track's body, the empty board) and by its modifiers. What
a press and a release at a place of a track mean is gesture_rule.py's, written once and used
by the click, by Enter, by the hover preview and so by touch. The Game carries out the
operations; the selection, the chosen cube and the keyboard focus change in the PlayState,
which the scene draws.
"""

from __future__ import annotations

from typing import Protocol, assert_never

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
)

from ..document.game import Game
from ..document.play_state import MIME_PLAYER, PlayState
from .arrangement import Track, reading_order
from .board_commands import BoardCommands
from .context_menus import BoardMenus
from .geometry import HitRow
from .gesture_rule import cube_at, gesture_operation
from .interactions import (
    BoardPicture,
    Hover,
    Interaction,
    LinkDraw,
    PaletteDrop,
    RubberBand,
    SlotPress,
)
from .keyboard import KeyboardFocus, KeyCommand
from .track_drag import TrackDrag

CTRL = Qt.KeyboardModifier.ControlModifier
# Shift+drag from a header draws a link (Alt+drag too, where the window manager leaves Alt
# to the app: most take it to move the window).
LINKING = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier


class BoardStage(BoardPicture, Protocol):
    """The board scene as its gestures drive it (board_scene.py)."""

    def set_tool(self, tool: BoardGestures) -> None: ...
    def cancel_interaction(self) -> None: ...
    def tracks(self) -> list[Track]: ...  # what the arrangement knows of each track


class BoardGestures(QObject):
    """See the module's docstring. `commands` are the action table's, `menus` the context
    menus', `keyboard` moves the keyboard focus."""

    announced = Signal(str)  # what the keyboard focus is on, for the status bar and readers
    visible_wanted = Signal(str)  # the keyboard moved to a Region: bring it into view

    def __init__(
        self, scene: BoardStage, game: Game, play: PlayState, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game = game
        self.play = play
        self.keyboard = KeyboardFocus(
            game.document,
            play,
            self.announced.emit,
            self.visible_wanted.emit,
            # Page Down's order: the Regions as the board shows them, row by row.
            lambda: [t.region for t in reading_order(scene.tracks())],
        )
        self.menus = BoardMenus(scene, game, play, self.keyboard)
        self.commands = BoardCommands(game, play, self.keyboard)
        scene.set_tool(self)

    # -- what a press and a release at a place of a track mean -------------------------------

    def press_at(self, region_id: str, row: HitRow, index: int | None) -> None:
        """A press on a row of a track: on a cube (any row) it chooses the cube; elsewhere
        it selects the Region."""
        cube = cube_at(self.game.document.board, region_id, row, index)
        if cube is not None:
            self.play.choose_cube(cube)
        else:
            self.play.set_chosen_cube(None)
            self.play.select_region(region_id)

    def release_at(self, region_id: str, row: HitRow, index: int | None) -> bool:
        """The release of a press at (row, index): the gesture's operation, if any. True
        when the Board changed."""
        op = gesture_operation(self.game.document.board, self.play, region_id, row, index)
        return op is not None and self.game.perform(op)

    # -- which gesture starts ----------------------------------------------------------------

    def pressed(self, event: QGraphicsSceneMouseEvent) -> Interaction | None:
        """A press (or a double click's second press: another click) starts the gesture of
        what is under it. None: a press that starts none (another button, a track's body)."""
        if event.button() != Qt.MouseButton.LeftButton:
            return None
        at, modifiers = event.scenePos(), event.modifiers()
        track = self.scene.track_at(at)
        if track is None:
            return RubberBand(self, at, adding=bool(modifiers & CTRL))
        region_id = track.region.id
        local = track.mapFromScene(at)
        hit = track.geometry.hit(local)
        if hit.row == "header" and modifiers & LINKING:
            return LinkDraw(self, region_id, at)
        if hit.row == "header" or hit.row == "body":
            self.play.set_chosen_cube(None)
            if modifiers & CTRL:
                # Ctrl+click adds to or takes from the selection (on release); Ctrl+drag
                # moves this track with the selected ones.
                return TrackDrag(self, region_id, at, toggles=True)
            header = hit.row == "header"
            selection = self.play.selection
            if not (header and region_id in selection and len(selection) > 1):
                self.play.select_region(region_id)  # a drag of a selected track moves them all
            return TrackDrag(self, region_id, at) if header else None
        self.press_at(region_id, hit.row, hit.index)
        return SlotPress(self, region_id, hit.row, hit.index, local)

    def hovered(self) -> Interaction:
        """The mouse moves over the board with no button down."""
        return Hover(self)

    def drag_entered(self, event: QGraphicsSceneDragDropEvent) -> Interaction | None:
        """A drag comes over the board: a palette chip's, or nothing of ours."""
        return PaletteDrop(self) if event.mimeData().hasFormat(MIME_PLAYER) else None

    # -- context menus and keys --------------------------------------------------------------

    def context_menu(self, event: QGraphicsSceneContextMenuEvent) -> bool:
        """A right click or a long press: the menu of the cube, else of the Region. False
        off the tracks."""
        return self.menus.open_at(event.scenePos(), event.screenPos())

    def key_pressed(self, event: QKeyEvent) -> bool:
        return self.keyboard.handle(event, self._key_command)

    def _key_command(self, command: KeyCommand) -> None:
        match command:
            case "activate":
                self.activate()
            case "menu":
                self.scene.cancel_interaction()  # a menu opening takes back any gesture
                self.menus.open_menu()
            case "more_armies":
                self.commands.step_armies(1)
            case "fewer_armies":
                self.commands.step_armies(-1)
            case _:
                assert_never(command)

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
