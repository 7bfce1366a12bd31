"""BoardScene: the board picture, drawn from a Document and a PlayState.

One RegionItem per Region, the links between them, the scene rectangle, the theme and the
marks (step marks, compare marks, the preview, a gesture's). The scene observes the
Document and the PlayState (orange-canvas-core's scene observes its scheme): a changed
Region updates its own item and the links at its ends, never the whole scene; a change of
the selection, the chosen cube or the keyboard focus repaints the tracks it marks, which
read it from the PlayState as they paint. Only what passes (the hover, a cube in the hand,
a drop hint, a link or a rubber band being drawn) is told to it, by the gesture under way.

It decides nothing: its events go to the gesture under way (gesture_scene.py), which its
tool (gestures.py) chose. A picture for a file or a printer has no tool, no play state and
needs no Game.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHelpEvent,
)

from ..document.board_document import BoardChange, Document
from ..document.play_state import Place, PlayState
from ..look.themes import LIGHT, Theme
from .arrangement import MAP, TABLE, TABLE_MARGIN, Track, table_columns, table_places
from .gesture_marks import GestureMarks
from .gesture_scene import GestureScene
from .keyboard import focused_place
from .link_item import LinkItem, link_tracks
from .problem_marks import ProblemMarks
from .region_item import RegionItem
from .track_painter import NO_MARKS, Marks, Slot, ink_of

if TYPE_CHECKING:
    from ..rules import Board
    from ..rules.analysis.options import Choice, Option
    from .compare_marks import CompareMarks
    from .preview import HoverPreview
    from .step_marks import StepMarks

MARGIN = 60.0
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache
# A step repaints a few rectangles (its track, the marks before and after it), and Qt's
# raster engine copies a track's pixmap through such a clip over its GUI thread pool, then
# waits for it: 32-35 us a copy against 8 in one thread, and on a busy machine a wait for a
# free core at every copy. Read when Qt first wants the pool: before the first track.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def _slot_in(place: Place | None, region_id: str) -> Slot | None:
    return (place.row, place.index) if place is not None and place.region == region_id else None


def _follow_regions(
    items: dict[str, RegionItem], board: Board, ids: Sequence[str], arrangement: str
) -> bool:
    """The tracks of the Regions `ids` show them anew. Whether one moved, or changed its
    size in the Table arrangement (its rows change then)."""
    moved = False
    for region_id in ids:
        item = items[region_id]
        region, before = board.region(region_id), item.geometry
        moved = moved or region.position != item.region.position
        item.set_region(region)
        after = item.geometry
        resized = (before.width, before.height) != (after.width, after.height)
        moved = moved or (arrangement == TABLE and resized)
    return moved


class BoardScene(GestureScene):
    bounds_changed = Signal()  # the tracks' extent changed (told once a drag has ended)

    def __init__(
        self,
        document: Document,
        theme: Theme = LIGHT,
        parent: QObject | None = None,
        play: PlayState | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.theme = theme
        self.play = play  # what the tracks mark: the selection, chosen cube, keyboard focus
        self.region_items: dict[str, RegionItem] = {}
        self.link_items: dict[str, list[LinkItem]] = {}
        self.ink = ink_of(document.board)
        self.arrangement = MAP  # where the tracks sit (arrangement.py)
        self._cache = QGraphicsItem.CacheMode.NoCache  # CACHED: drawn into pixmaps
        self._printing = False  # the tracks drawn as printed: no play state marked
        self._aspect = 16 / 9  # the view's width over its height, for the Table arrangement
        self._dragging_tracks = False
        self.gesture_marks = GestureMarks(self, self.region_items, lambda: self.theme.accent)
        # The other marks are made when first asked for (the properties below), after the
        # board's first paint: their modules are not loaded before it.
        self._step_marks: StepMarks | None = None
        self._preview: HoverPreview | None = None
        self._compare_marks: CompareMarks | None = None
        self.problem_marks = ProblemMarks(self.region_items, self.take_off)  # the errors'
        document.changed.connect(self._board_changed)
        if play is not None:
            play.marks_changed.connect(self._marks_changed)
            # A preview shows one player's choice: another player or setup mode ends it.
            play.acting_changed.connect(self.hide_preview)
            play.setup_mode_changed.connect(self.hide_preview)
        self.rebuild()

    @property
    def step_marks(self) -> StepMarks:
        """What the step changed, marked on its tracks."""
        if self._step_marks is None:
            from .step_marks import StepMarks  # here: made after the first paint

            self._step_marks = StepMarks(self, self.region_items, self.take_off)
        return self._step_marks

    @property
    def preview(self) -> HoverPreview:
        """What a click or a choice would do, over its track."""
        if self._preview is None:
            from .preview import HoverPreview  # here: made after the first paint

            self._preview = HoverPreview(self, self.take_off)
        return self._preview

    @property
    def compare_marks(self) -> CompareMarks:
        """A comparison's marks on the tracks that differ."""
        if self._compare_marks is None:
            from .compare_marks import CompareMarks  # here: made after the first paint

            self._compare_marks = CompareMarks(self, self.region_items, self.take_off)
        return self._compare_marks

    def take_off(self, item: QGraphicsItem) -> None:
        """A mark or a preview off the board. Qt repaints its place only; the whole scene
        only for a listener of `changed`, which nothing here is (tests/window/test_repaint.py
        counts what the view repaints, and bench_window.py --short keeps no module for it)."""
        if item.scene() is self:
            self.removeItem(item)

    # -- building and updating --------------------------------------------------------------

    def rebuild(self) -> None:
        """A whole new Board (open, new, an edit of the Regions): make every item afresh.
        A gesture under way ends with the tracks it was on (nothing to take back)."""
        self.interaction = None
        self._dragging_tracks = False
        self.hide_preview()
        if self._compare_marks is not None:
            self._compare_marks.clear()  # the comparison marks the new tracks again if it holds
        if self._step_marks is not None:
            self._step_marks.clear()  # before the tracks that hold the marks go
        self.problem_marks.clear()  # the dock checks the new board and marks it again
        self.gesture_marks.forget()
        self.clear()
        self.region_items.clear()
        self.link_items.clear()
        board = self.document.board
        self.ink = ink_of(board)
        self.setBackgroundBrush(self.theme.background)
        selection = self.play.selection if self.play is not None else ()
        for region in board.regions:
            item = RegionItem(region, self.theme, self.ink, self.marks_of)
            item.setCacheMode(self._cache)
            item.setSelected(region.id in selection)  # Qt's flag, from the play state
            self.region_items[region.id] = item
            self.addItem(item)
        self._rebuild_links()
        self._place_tracks()

    def set_cached(self, on: bool) -> None:
        """On a screen: each track drawn once into a pixmap at the view's scale and blitted
        after, so the marks that glow and fade over it, a preview or a neighbour's change
        repaint it for free. Off for a picture or a printer, which want shapes and text."""
        self._cache = CACHED if on else QGraphicsItem.CacheMode.NoCache
        for item in self.region_items.values():
            item.setCacheMode(self._cache)

    # -- the play state, drawn from the PlayState ---------------------------------------------

    def marks_of(self, region_id: str) -> Marks:
        """The play state's marks on a Region's track, as its paint reads them."""
        play = self.play
        if play is None or self._printing:
            return NO_MARKS
        focus = play.focus
        focused = None
        if focus is not None and focus.region == region_id:
            focused = _slot_in(focused_place(self.document.board, focus), region_id)
        return (region_id in play.selection, _slot_in(play.chosen_cube, region_id), focused)

    def _marks_changed(self, region_ids: frozenset[str]) -> None:
        selection = self.play.selection if self.play is not None else ()
        for region_id in region_ids:
            item = self.region_items.get(region_id)
            if item is not None:
                # Qt's own flag follows the play state, for Qt's readers; never read back.
                item.setSelected(region_id in selection)
                item.update()

    # -- where the tracks sit ---------------------------------------------------------------

    def set_arrangement(self, arrangement: str) -> None:
        """MAP (each track at its Region's position) or TABLE (rows that fill the view)."""
        if arrangement != self.arrangement:
            self.arrangement = arrangement
            for links in self.link_items.values():
                for link in links:
                    link.setVisible(arrangement == MAP)
            self._place_tracks()

    def set_view_aspect(self, aspect: float) -> None:
        """The view's width over its height: the Table arrangement's rows fill it."""
        before, self._aspect = self._aspect, max(0.05, min(20.0, aspect))
        if self.arrangement == TABLE:
            tracks = self.tracks()
            if table_columns(tracks, before) != table_columns(tracks, self._aspect):
                self._place_tracks()

    def tracks(self) -> list[Track]:
        return [
            Track(i.region.id, i.region.position, i.geometry.width, i.geometry.height)
            for i in self.region_items.values()
        ]

    def _place_tracks(self) -> None:
        """Every track where the arrangement says, the links after them, the rectangle."""
        if self.arrangement == TABLE:
            places = table_places(self.tracks(), self._aspect)
        else:  # no Track made per Region: a drag's every move places the tracks
            places = {
                r: item.region.position
                for r, item in self.region_items.items()
                if item.region.position is not None
            }
        for region_id, (x, y) in places.items():
            item = self.region_items[region_id]
            if (item.pos().x(), item.pos().y()) != (x, y):
                item.setPos(QPointF(x, y))
                self.follow_links(region_id)
        self._fit_rect()

    def _rebuild_links(self) -> None:
        for link in {id(x): x for links in self.link_items.values() for x in links}.values():
            self.removeItem(link)
        pen = QPen(self.theme.link, 2, Qt.PenStyle.DashLine)
        board, shown = self.document.board, self.arrangement == MAP
        self.link_items = link_tracks(board.adjacency, self.region_items, pen, shown)
        for link in {id(x): x for links in self.link_items.values() for x in links}.values():
            self.addItem(link)

    def _board_changed(self, change: BoardChange) -> None:
        if change.replaced:
            self.rebuild()
            return
        ids = change.regions
        if ids:
            self.hide_preview()  # it showed the position before; the next move shows anew
        if self.interaction is not None and ids and self.interaction.outdated_by(ids):
            self.cancel_interaction()
        # A placement leaves the tracks and links where they are, which matters: a long
        # link's repaint would touch most of the board.
        if _follow_regions(self.region_items, self.document.board, ids, self.arrangement):
            self._place_tracks()
        if change.links:
            self._rebuild_links()

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # A track's tooltip is written when it is asked for, not on every change.
        from .track_tips import track_tip  # here: a tooltip's, not the first paint's

        if (item := self.track_at(event.scenePos())) is not None:
            hit = item.geometry.hit(item.mapFromScene(event.scenePos()))
            item.setToolTip(track_tip(self.document.board, item.region.id, hit.row, hit.index))
        super().helpEvent(event)

    def follow_links(self, region_id: str) -> None:
        for link in self.link_items.get(region_id, ()):
            link.follow()

    def _fit_rect(self) -> None:
        """Make the scene rectangle hold every track with a margin, so that the scroll area
        and Zoom to Fit cover them all. A drag under way leaves it alone (a new rectangle
        would shift the view under the mouse): the drag's end fits it."""
        if self._dragging_tracks:
            return
        bounds = QRectF()
        for item in self.region_items.values():
            bounds = bounds.united(item.sceneBoundingRect())
        margin = TABLE_MARGIN if self.arrangement == TABLE else MARGIN
        rect = bounds.adjusted(-margin, -margin, margin, margin)
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
        for item in self.region_items.values():
            item.set_theme(theme)
        self.update()

    # -- look-ups ---------------------------------------------------------------------------

    def color_of(self, owner: str) -> QColor:
        return self.ink.color(owner)

    def tracks_at(self, at: QPointF | QRectF) -> list[RegionItem]:
        """The tracks under a point of the scene (or touching a rectangle), topmost first."""
        return [i for i in self.items(at) if isinstance(i, RegionItem)]

    def track_at(self, at: QPointF) -> RegionItem | None:
        """The topmost track under a point of the scene, if any."""
        return next(iter(self.tracks_at(at)), None)

    def selected_regions(self) -> list[str]:
        """The Regions whose tracks show selected (what is drawn: the play state's)."""
        return [r for r, item in self.region_items.items() if item.state.selected]

    def selected_region(self) -> str | None:
        found = self.selected_regions()
        return found[0] if found else None

    # -- what passes: a gesture's marks and the preview ---------------------------------------

    def show_track_drag(self, on: bool) -> None:
        """Tracks are being dragged: the scene rectangle waits for the drag's end."""
        self._dragging_tracks = on
        if not on:
            self._fit_rect()

    def show_preview(self, op: Choice, with_text: bool = True) -> Option | None:
        """What `op` would do, over its Region's track: the cube's ghost where it would
        land, the cube a push-out would take out crossed, the slides arrowed, and (with
        text) what it gains. Returns the option shown, None when nothing is shown."""
        track = self.region_items.get(op.region)
        return self.preview.show_choice(self.document.board, op, track, with_text)

    def hide_preview(self, *_args: object) -> None:
        if self._preview is not None:  # none was ever shown: nothing to load
            self._preview.hide()

    @contextmanager
    def for_print(self) -> Iterator[None]:
        """The board as printed: no selection, chosen cube, focus ring or marks, restored after."""
        cached = self._cache == CACHED
        self.set_cached(False)  # shapes and text, not the screen's pixmaps
        self._printing = True
        marks = (self.step_marks, self.compare_marks, self.problem_marks)
        for shown in marks:
            shown.set_visible(False)
        try:
            yield
        finally:
            for shown in marks:
                shown.set_visible(True)
            self._printing = False
            self.set_cached(cached)
            self.update()
