"""Dragging Region tracks: the Board moves them, the items follow the Board.

A press on a track's header (or a Ctrl+press anywhere on a track) starts it: that track and
every selected one move together (Tiled's rule: a drag moves the selection), each mouse move
one operation carrying every new position, and all of a drag's moves fold into one undo
step (Tiled's merged object move). Released, tracks dropped on others slide down clear of
them; cancelled (Esc, a menu, the board losing focus), they go back where they were, and a
drag that ends where it began leaves no step.
"""

from __future__ import annotations

from itertools import count

from PySide6.QtCore import QCoreApplication, QPointF

from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules.board import Board
from .arrangement import TABLE
from .interactions import Gestures, Interaction

GAP_BELOW = 12.0  # a track dropped on another slides to this far below it
TABLE_KEEPS_PLACES = QT_TRANSLATE_NOOP(
    "Gestures",
    "The tracks keep their rows in the Table arrangement: View > Map Arrangement moves them",
)
_drags = count(1)  # the moves of one drag share its number: they merge into one step


class TrackDrag(Interaction):
    """`toggles` (Ctrl): a click without a move adds the pressed track to the selection or
    takes it out; without it, a click on one of several selected tracks selects it alone."""

    def __init__(
        self, gestures: Gestures, region_id: str, at: QPointF, toggles: bool = False
    ) -> None:
        super().__init__(gestures)
        board = gestures.game.document.board
        ids = [region_id, *(r for r in gestures.play.selection if r != region_id)]
        self.region = region_id
        self.origin = QPointF(at)  # where the mouse went down
        # Where each dragged Region was then (in the Board).
        self.start = tuple((r, self._position_of(board, r)) for r in ids)
        self.drag = next(_drags)
        self.toggles = toggles
        self._told = False  # the Table arrangement's "the tracks keep their places" was said
        self.scene.show_track_drag(True)

    def moved(self, at: QPointF) -> None:
        """Every dragged track where the mouse has taken it; the items move when the
        Board has changed."""
        if self.scene.arrangement == TABLE:
            # The rows are the Table arrangement's: a move would change the map unseen.
            if not self._told:
                self._told = True
                said = QCoreApplication.translate("Gestures", TABLE_KEEPS_PLACES)
                self.gestures.game.journal.say(said)
            return
        dx, dy = at.x() - self.origin.x(), at.y() - self.origin.y()
        moved = tuple((r, (round(x + dx, 1), round(y + dy, 1))) for r, (x, y) in self.start)
        self.gestures.game.move_regions(moved, self.drag)

    def released(self, at: QPointF) -> None:
        if self.scene.arrangement != TABLE:
            self._clear_of_others()
        self.scene.show_track_drag(False)
        board = self.gestures.game.document.board
        moved = any(board.has_region(r) and board.region(r).position != xy for r, xy in self.start)
        play = self.gestures.play
        if self.toggles:
            if at == self.origin:
                play.set_selection(list(set(play.selection) ^ {self.region}))
        elif not moved:
            play.select_region(self.region)  # a click on a selected track: just it

    def cancel(self) -> None:
        if self.scene.arrangement != TABLE:
            # Back where they began, in the drag's own step: the step folds away.
            self.gestures.game.move_regions(self.start, self.drag)
        self.scene.show_track_drag(False)

    def _clear_of_others(self) -> None:
        """Tracks dropped on others slide down until they lie clear of every other track,
        in the drag's own undo step: one track never hides another."""
        items = self.scene.region_items
        dragged = [r for r, _ in self.start if r in items]
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
            board = self.gestures.game.document.board
            moved = []
            for r in dragged:
                x, y = self._position_of(board, r)
                moved.append((r, (x, round(y + dy, 1))))
            self.gestures.game.move_regions(tuple(moved), self.drag)

    def _position_of(self, board: Board, region_id: str) -> tuple[float, float]:
        position = board.region(region_id).position
        if position is not None:
            return position
        pos = self.scene.region_items[region_id].pos()
        return (pos.x(), pos.y())
