"""The board's gestures as small interactions (orange-canvas-core's UserInteraction, Tiled's
tools): one object per gesture, chosen when it starts (gestures.py: by a press, the mouse's
first move, a palette chip's entry), fed the scene's events while it runs (the scene
forwards them to the one under way) and ended by its release or drop. A cancel (Esc, a menu
opening, the board losing focus) takes back what it shows and performs nothing.

An interaction keeps what its gesture needs and no play state: a press changes the
selection or the chosen cube in the PlayState, which the scene draws; an interaction tells
the scene only what passes (gesture_marks.py, the preview). Dragging tracks is
track_drag.py's.

A cube dragged away from its place means what setup mode says: in it, a move of that cube
to a free place of any Region (CubeMove); out of it, a temporary cube converted above the
line of its own track (CubeCarry), and any other cube stays (the status bar says how to
move it).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsSceneDragDropEvent, QGraphicsView

from ..document.game import Game
from ..document.play_state import MIME_PLAYER, Place, PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import AddLink
from ..rules.edit_operations import MoveCube
from ..rules.history.words import refused
from ..rules.operations import Add, Convert, Refusal
from .geometry import HitRow
from .gesture_marks import GestureMarks
from .gesture_rule import cube_at, free_slot, gesture_operation
from .region_item import RegionItem

if TYPE_CHECKING:
    from ..rules.analysis.options import Choice, Option
    from .preview import HoverPreview

# What a cube's drag tells the status bar as it begins (translated when said).
MOVE_IN_SETUP = QT_TRANSLATE_NOOP("Gestures", "Drag in Setup mode to move a cube")
CARRY_CONVERTS = QT_TRANSLATE_NOOP(
    "Gestures",
    "Drop the cube above the line to convert it; drag in Setup mode to move a cube",
)
MOVE_ANYWHERE = QT_TRANSLATE_NOOP(
    "Gestures", "Drop the cube on a free place of any Region to move it; Esc puts it back"
)


def _say(gestures: Gestures, text: str) -> None:
    gestures.game.journal.say(QCoreApplication.translate("Gestures", text))


class BoardPicture(Protocol):
    """What the gestures (these interactions, the menus) need of the board scene
    (board_scene.py)."""

    @property
    def region_items(self) -> Mapping[str, RegionItem]: ...
    @property
    def arrangement(self) -> str: ...  # MAP or TABLE (arrangement.py)
    @property
    def gesture_marks(self) -> GestureMarks: ...
    def tracks_at(self, at: QPointF | QRectF) -> list[RegionItem]: ...
    def track_at(self, at: QPointF) -> RegionItem | None: ...
    def views(self) -> list[QGraphicsView]: ...
    def start_interaction(self, interaction: Interaction) -> None: ...
    def show_track_drag(self, on: bool) -> None: ...
    def show_preview(self, op: Choice, with_text: bool = True) -> Option | None: ...
    def hide_preview(self) -> None: ...
    @property
    def preview(self) -> HoverPreview: ...


class Gestures(Protocol):
    """What an interaction is given: the board's gestures (gestures.py), with the scene
    it runs on, the Game that carries out its operation and the play state."""

    @property
    def scene(self) -> BoardPicture: ...
    @property
    def game(self) -> Game: ...
    @property
    def play(self) -> PlayState: ...


class Interaction:
    """One gesture under way. `held`: the gesture of a mouse button held down, which its
    release ends (a hover and a palette chip's drag are not)."""

    held = True

    def __init__(self, gestures: Gestures) -> None:
        self.gestures = gestures
        self.scene = gestures.scene

    def moved(self, at: QPointF) -> None:
        """The mouse moved to `at` (scene coordinates)."""

    def released(self, at: QPointF) -> None:
        """The button went up at `at`: the gesture ends, and does what it means."""

    def drag_moved(self, event: QGraphicsSceneDragDropEvent) -> bool:
        """A palette chip's drag moved over the board: True where it may be dropped."""
        return False

    def dropped(self, event: QGraphicsSceneDragDropEvent) -> bool:
        """The chip was dropped: True when it was taken."""
        return False

    def cancel(self) -> None:
        """Esc, a menu, the board losing focus: take back what the gesture shows; nothing
        is performed."""

    def outdated_by(self, region_ids: Collection[str]) -> bool:
        """Whether a change of these Regions leaves the gesture nothing to act on (the
        scene then cancels it)."""
        return False


class Hover(Interaction):
    """The mouse over the board with no button down: the slot under it is ringed, and what
    a click there would do is previewed over its track."""

    held = False

    def __init__(self, gestures: Gestures) -> None:
        super().__init__(gestures)
        self._showing = False  # a ring or a preview is on a track

    def moved(self, at: QPointF) -> None:
        track = self.scene.track_at(at)
        if track is None:
            self.cancel()
            return
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(at))
        self._showing = True
        self.scene.gesture_marks.show_hover(region_id, hit)
        g = self.gestures
        op = gesture_operation(g.game.document.board, g.play, region_id, hit.row, hit.index)
        if op is None:
            self.scene.hide_preview()
        else:
            self.scene.show_preview(op)

    def cancel(self) -> None:
        if self._showing:
            self._showing = False
            self.scene.gesture_marks.show_hover(None)
            self.scene.hide_preview()


class SlotPress(Interaction):
    """A press on a row of a track (it has chosen the cube there, or selected the Region):
    its release is the click, whatever `gesture_operation` says it means there. A cube
    carried away from the press is, from then on, a CubeMove in setup mode, else a
    CubeCarry when it is a temporary one."""

    def __init__(
        self, gestures: Gestures, region_id: str, row: HitRow, index: int | None, at: QPointF
    ) -> None:
        super().__init__(gestures)
        self.region, self.row, self.index = region_id, row, index
        self.at = at  # where the press was, in the track's coordinates
        self._told = False  # "Drag in Setup mode to move a cube" was said

    def moved(self, at: QPointF) -> None:
        track = self.scene.region_items.get(self.region)
        if track is None:
            return
        place = cube_at(self.gestures.game.document.board, self.region, self.row, self.index)
        distance = (track.mapFromScene(at) - self.at).manhattanLength()
        if place is None or distance < QApplication.startDragDistance():
            return
        carry: Interaction
        if self.gestures.play.setup_mode:
            carry = CubeMove(self.gestures, place)
        elif place.row == "temporary":
            carry = CubeCarry(self.gestures, self.region, place.index)
        else:  # a permanent or overflow cube stays where it is in play
            if not self._told:
                self._told = True
                _say(self.gestures, MOVE_IN_SETUP)
            return
        self.scene.start_interaction(carry)
        carry.moved(at)

    def released(self, at: QPointF) -> None:
        # gesture_operation's meaning carried out here, not through BoardGestures.release_at
        # (Enter's): the click's path goes down to the Game and never back to the gestures.
        g = self.gestures
        op = gesture_operation(g.game.document.board, g.play, self.region, self.row, self.index)
        if op is not None:
            g.game.perform(op)


class CubeCarry(Interaction):
    """A temporary cube in the hand, drawn under the mouse: dropped above the line of its
    own track it is converted (into the free permanent slot under it, else the leftmost
    free one, else the overflow), and the preview shows where before the drop; anywhere
    else it goes back, as it does when cancelled."""

    def __init__(self, gestures: Gestures, region_id: str, index: int) -> None:
        super().__init__(gestures)
        self.region, self.index = region_id, index
        _say(gestures, CARRY_CONVERTS)

    def moved(self, at: QPointF) -> None:
        track = self.scene.region_items.get(self.region)
        if track is None:
            return
        local = track.mapFromScene(at)
        size = track.geometry.temporary(0).size()
        corner = local - QPointF(size.width() / 2, size.height() / 2)
        above = track.geometry.hit(local).above
        ghost = QRectF(corner, size)
        self.scene.gesture_marks.show_held_cube(self.region, self.index, ghost, above)
        # Where the cube would go, a full permanent row's overflow place included.
        op = self._convert_at(at)
        if op is None:
            self.scene.hide_preview()
        else:
            self.scene.show_preview(op)

    def released(self, at: QPointF) -> None:
        op = self._convert_at(at)
        self.cancel()  # out of the hand: the track shows the Board again
        if op is not None:
            self.gestures.game.perform(op)

    def _convert_at(self, at: QPointF) -> Convert | None:
        """The convert a drop at `at` means: above the line of the cube's own track; None
        anywhere else (the cube goes back)."""
        track = self.scene.region_items.get(self.region)
        if track is None:
            return None
        local = track.mapFromScene(at)
        hit = track.geometry.hit(local)
        if not (track.geometry.bounds().contains(local) and hit.above):
            return None
        board = self.gestures.game.document.board
        owner = board.region(self.region).temporary[self.index]
        if owner is None:
            return None
        slot = free_slot(board, self.region, hit.row, hit.index)
        return Convert(self.region, owner, self.index, slot)

    def cancel(self) -> None:
        self.scene.gesture_marks.show_held_cube(None)
        self.scene.hide_preview()

    def outdated_by(self, region_ids: Collection[str]) -> bool:
        return self.region in region_ids  # the cube in the hand may be another one now


class CubeMove(Interaction):
    """Setup mode: a cube (permanent, overflow or temporary) carried under the mouse over
    every track. The drop target shows where it would go (a free slot, the place beside a
    full permanent row) with the move's words, or a cross and the reason where the rules
    refuse it; the drop has the Game move it (MoveCube, one step), and a refused drop says
    why and changes nothing. Dropped off the tracks or on its own place, it goes back, as
    it does when cancelled."""

    def __init__(self, gestures: Gestures, source: Place) -> None:
        super().__init__(gestures)
        self.source = source
        self._shown: tuple[Place | None, str, bool] | None = None  # the target, its words
        _say(gestures, MOVE_ANYWHERE)

    def moved(self, at: QPointF) -> None:
        self.scene.gesture_marks.show_carried_cube(self.source, at)
        target = self._target(at)
        if self._shown is None or self._shown[0] != target:
            self._shown = (target, *self._judged(target))
        target, text, no = self._shown
        self.scene.preview.show_move(self.scene.region_items, self.source, target, text, no)

    def released(self, at: QPointF) -> None:
        op = self._move_to(self._target(at))
        self.cancel()  # out of the hand: the tracks show the Board again
        if op is not None:
            self.gestures.game.perform(op)

    def cancel(self) -> None:
        self.scene.gesture_marks.show_carried_cube(None)
        self.scene.hide_preview()

    def outdated_by(self, region_ids: Collection[str]) -> bool:
        return self.source.region in region_ids  # the cube in the hand may be another one

    def _move_to(self, target: Place | None) -> MoveCube | None:
        if target is None:
            return None
        s = self.source
        return MoveCube(s.region, s.row, s.index, target.region, target.row, target.index)

    def _judged(self, target: Place | None) -> tuple[str, bool]:
        """What a drop on `target` would do, in words, and whether the rules refuse it."""
        op = self._move_to(target)
        if op is None:
            return "", False
        result = self.gestures.game.try_apply(op)
        if isinstance(result, Refusal):
            return refused(result.reason), True
        return result.summary, False

    def _target(self, at: QPointF) -> Place | None:
        """The place a drop at `at` means: the slot under it; above the line of a full
        permanent row (a cube there, or no slot), the overflow's next place; None off the
        tracks, on a header or the footer, and on the cube's own place."""
        track = self.scene.track_at(at)
        if track is None:
            return None
        region_id = track.region.id
        board = self.gestures.game.document.board
        if not board.has_region(region_id):
            return None
        region = board.region(region_id)
        hit = track.geometry.hit(track.mapFromScene(at))
        s = self.source
        if (region_id, hit.row, hit.index) == (s.region, s.row, s.index):
            return None
        if hit.above and hit.row != "header" and None not in region.permanent:
            # Beside a full row, as a convert dropped there: the overflow's next place (for a
            # cube of this overflow, the place it leaves counts no more).
            carried = s.region == region_id and s.row == "overflow"
            target = Place(region_id, "overflow", len(region.overflow) - carried)
            return None if target == s else target
        if hit.index is not None and (hit.row == "permanent" or hit.row == "temporary"):
            # A free slot; a permanent slot with a cube: refused, saying why.
            return Place(region_id, hit.row, hit.index)
        return None


class LinkDraw(Interaction):
    """Shift+drag (or Alt+drag, where the window manager leaves Alt to the app) from a
    track's header: a link drawn from it, made adjacency with the track it is released on."""

    def __init__(self, gestures: Gestures, region_id: str, at: QPointF) -> None:
        super().__init__(gestures)
        self.region = region_id
        self.scene.gesture_marks.show_link(region_id, at)

    def moved(self, at: QPointF) -> None:
        self.scene.gesture_marks.show_link(self.region, at)

    def released(self, at: QPointF) -> None:
        self.cancel()
        found = (t for t in self.scene.tracks_at(at) if t.region.id != self.region)
        target = next(found, None)
        if target is not None:
            self.gestures.game.perform(AddLink(self.region, target.region.id))

    def cancel(self) -> None:
        self.scene.gesture_marks.show_link(None)


class RubberBand(Interaction):
    """A drag from the empty board: the tracks the band touches are the selection (added to
    the one before with Ctrl); a click there clears it. Cancelled, the selection is what it
    was before."""

    def __init__(self, gestures: Gestures, at: QPointF, adding: bool) -> None:
        super().__init__(gestures)
        self.origin = at
        self.adding = adding
        # The selection the band started from: Ctrl adds to it, a cancel puts it back.
        self.before = gestures.play.selection
        if not adding:
            gestures.play.set_selection(())

    def moved(self, at: QPointF) -> None:
        rect = QRectF(self.origin, at).normalized()
        self.scene.gesture_marks.show_band(rect)
        touched = [t.region.id for t in self.scene.tracks_at(rect)]
        self.gestures.play.set_selection([*self.before, *touched] if self.adding else touched)

    def released(self, at: QPointF) -> None:
        self.scene.gesture_marks.show_band(None)

    def cancel(self) -> None:
        self.scene.gesture_marks.show_band(None)
        self.gestures.play.set_selection(self.before)


class PaletteDrop(Interaction):
    """A player's chip dragged from the palette over the board: the track under it shows
    the band where it would go, and the drop places the cube there: above the line,
    permanent (into the slot under it, if free); below, temporary."""

    held = False

    def _target(self, event: QGraphicsSceneDragDropEvent) -> RegionItem | None:
        return self.scene.track_at(event.scenePos())

    def drag_moved(self, event: QGraphicsSceneDragDropEvent) -> bool:
        track = self._target(event)
        if track is None:
            self.cancel()
            return False
        above = track.geometry.hit(track.mapFromScene(event.scenePos())).above
        self.scene.gesture_marks.show_drop_hint(track.region.id, above)
        return True

    def dropped(self, event: QGraphicsSceneDragDropEvent) -> bool:
        self.cancel()
        track = self._target(event)
        if track is None:
            return False
        player = bytes(event.mimeData().data(MIME_PLAYER).data()).decode("utf-8")
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(event.scenePos()))
        game, setup = self.gestures.game, self.gestures.play.setup_mode
        if hit.above:
            slot = free_slot(game.document.board, region_id, hit.row, hit.index)
            game.perform(Add(region_id, player, "permanent", setup=setup, slot=slot))
        else:
            game.perform(Add(region_id, player, "temporary", setup=setup))
        event.acceptProposedAction()
        return True

    def cancel(self) -> None:
        self.scene.gesture_marks.show_drop_hint(None)
