"""BoardScene: the board picture, drawn from a Document alone.

One RegionItem per Region, the links between them, the scene rectangle, the theme and the
marks (step marks, compare marks, the hover preview). The scene observes the Document
(orange-canvas-core's split): a changed Region updates its own item and the links at its
ends, never the whole scene.

It decides nothing. What the user is doing (the selection, the chosen cube, the keyboard
focus, the hover, a drop hint, a cube in the hand, a link being drawn) is pushed to it
through the show_* methods, and it hands every event it gets (mouse, drops, context menus,
keys) to its tool, the gesture controller (gestures.py), as Tiled's map scene hands them to
the tool in use. A picture for a file or a printer has no tool and needs no Game.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QLineF, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
)

from ..document.board_document import Document
from ..document.play_state import MIME_PLAYER, Place
from ..look.themes import LIGHT, Theme
from ..rules.safety import out_after, safety_text
from .arrangement import MAP, TABLE, TABLE_MARGIN, Track, table_columns, table_places
from .geometry import Hit
from .link_item import LinkItem
from .region_item import RegionItem
from .retired import Retired
from .track_painter import Slot, ink_of

if TYPE_CHECKING:
    from ..rules.analysis.options import Choice, Option
    from .compare_marks import CompareMarks
    from .preview import HoverPreview
    from .step_marks import StepMarks

MARGIN = 60.0


class BoardTool(Protocol):
    """What the scene hands its events to (gestures.py's BoardGestures). Each True when
    the tool took the event; what it leaves goes to Qt (the view's rubber band)."""

    def mouse_pressed(self, event: QGraphicsSceneMouseEvent) -> bool: ...
    def mouse_moved(self, event: QGraphicsSceneMouseEvent) -> bool: ...
    def mouse_released(self, event: QGraphicsSceneMouseEvent) -> bool: ...
    def mouse_left(self) -> None: ...
    def drag_moved(self, event: QGraphicsSceneDragDropEvent) -> bool: ...
    def drag_left(self) -> None: ...
    def dropped(self, event: QGraphicsSceneDragDropEvent) -> bool: ...
    def context_menu(self, event: QGraphicsSceneContextMenuEvent) -> bool: ...
    def key_pressed(self, event: QKeyEvent) -> bool: ...
    def selection_drawn(self, region_ids: Sequence[str]) -> None: ...


def _slot_in(place: Place | None, region_id: str) -> Slot | None:
    return (place.row, place.index) if place is not None and place.region == region_id else None


class BoardScene(QGraphicsScene):
    bounds_changed = Signal()  # the tracks' extent changed (told once a drag has ended)

    def __init__(
        self, document: Document, theme: Theme = LIGHT, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.theme = theme
        self.tool: BoardTool | None = None
        self.region_items: dict[str, RegionItem] = {}
        self.link_items: dict[str, list[LinkItem]] = {}
        self.ink = ink_of(document.board)
        self.arrangement = MAP  # where the tracks sit (arrangement.py)
        self._cached = False  # the tracks drawn into pixmaps (`set_cached`)
        self._aspect = 16 / 9  # the view's width over its height, for the Table arrangement
        # What the scene was told to show, kept for the tracks of a rebuilt board.
        self._selection: tuple[str, ...] = ()
        self._cube: Place | None = None
        self._focus: Place | None = None
        self._hovered: str | None = None  # the Region whose track shows the hover
        self._hinted: str | None = None  # the Region whose track shows a drop hint
        self._holding: str | None = None  # the Region whose temporary cube is in the hand
        self._dragging_tracks = False
        self._link_line: QGraphicsLineItem | None = None
        self.retired = Retired(self)  # marks and previews taken off, not yet removed
        # The marks are made when first asked for (the properties below), after the board's
        # first paint: their modules are not loaded before it.
        self._step_marks: StepMarks | None = None
        self._preview: HoverPreview | None = None
        self._compare_marks: CompareMarks | None = None
        document.regions_changed.connect(self._regions_changed)
        document.board_replaced.connect(self.rebuild)
        document.links_changed.connect(self._rebuild_links)
        self._holding_selection = False  # True while the scene (re)selects items itself
        self.selectionChanged.connect(self._selection_changed)
        self.rebuild()

    @property
    def step_marks(self) -> StepMarks:
        """What the step changed, marked on its tracks."""
        if self._step_marks is None:
            from .step_marks import StepMarks  # here: made after the first paint

            self._step_marks = StepMarks(self, self.region_items, self.retired.retire)
        return self._step_marks

    @property
    def preview(self) -> HoverPreview:
        """What a click or a choice would do, over its track."""
        if self._preview is None:
            from .preview import HoverPreview  # here: made after the first paint

            self._preview = HoverPreview(self, self.retired.retire)
        return self._preview

    @property
    def compare_marks(self) -> CompareMarks:
        """A comparison's marks on the tracks that differ."""
        if self._compare_marks is None:
            from .compare_marks import CompareMarks  # here: made after the first paint

            self._compare_marks = CompareMarks(self, self.region_items, self.retired.retire)
        return self._compare_marks

    def set_tool(self, tool: BoardTool | None) -> None:
        """The gesture controller that takes this scene's events (None: a picture only)."""
        self.tool = tool

    # -- building and updating --------------------------------------------------------------

    def rebuild(self) -> None:
        """A whole new Board (open, new, an edit of the Regions): make every item afresh,
        showing again what the scene was told to show on the Regions still there."""
        self._holding_selection = True  # not the user's choice: the tool is not told
        if self._preview is not None:
            self._preview.hide()
        if self._compare_marks is not None:
            self._compare_marks.clear()  # the comparison marks the new tracks again if it holds
        if self._step_marks is not None:
            self._step_marks.clear()  # before the tracks that hold the marks go
        self._link_line = None
        self.retired.forget()
        self.clear()
        self.region_items.clear()
        self.link_items.clear()
        self._hovered = self._hinted = self._holding = None
        board = self.document.board
        self.ink = ink_of(board)
        self.setBackgroundBrush(self.theme.background)
        for region in board.regions:
            item = RegionItem(region, self.theme, self.ink)
            item.setCacheMode(self._cache_mode())
            self.region_items[region.id] = item
            self.addItem(item)
            item.state.selected_cube = _slot_in(self._cube, region.id)
            item.state.focused_slot = _slot_in(self._focus, region.id)
            item.setSelected(region.id in self._selection)
        self._rebuild_links()
        self._place_tracks()
        self._holding_selection = False

    def set_cached(self, on: bool) -> None:
        """On a screen: each track drawn once into a pixmap at the view's scale and blitted
        after, so the marks that glow and fade over it, a preview or a neighbour's change
        repaint it for free. Off for a picture or a printer, which want shapes and text."""
        self._cached = on
        for item in self.region_items.values():
            item.setCacheMode(self._cache_mode())

    def _cache_mode(self) -> QGraphicsItem.CacheMode:
        cached = QGraphicsItem.CacheMode.DeviceCoordinateCache
        return cached if self._cached else QGraphicsItem.CacheMode.NoCache

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
        if self.arrangement == TABLE and self._columns(before) != self._columns(self._aspect):
            self._place_tracks()

    def _tracks(self) -> list[Track]:
        return [
            Track(i.region.id, i.region.position, i.geometry.width, i.geometry.height)
            for i in self.region_items.values()
        ]

    def _columns(self, aspect: float) -> int:
        return table_columns(self._tracks(), aspect)

    def _place_tracks(self) -> None:
        """Every track where the arrangement says, the links after them, the rectangle."""
        if self.arrangement == TABLE:
            places = table_places(self._tracks(), self._aspect)
        else:
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
        self.link_items.clear()
        pen = QPen(self.theme.link, 2, Qt.PenStyle.DashLine)
        for a, b in self.document.board.adjacency:
            if a in self.region_items and b in self.region_items and a != b:
                link = LinkItem(self.region_items[a], self.region_items[b], pen)
                # The Table arrangement's rows are no map: lines between them would
                # mislead (the Inspector lists each Region's links).
                link.setVisible(self.arrangement == MAP)
                self.addItem(link)
                self.link_items.setdefault(a, []).append(link)
                self.link_items.setdefault(b, []).append(link)

    def _regions_changed(self, ids: list[str]) -> None:
        if self._preview is not None:  # it showed the position before; the next move shows anew
            self._preview.hide()
        board = self.document.board
        moved = False
        for region_id in ids:
            item = self.region_items[region_id]
            region = board.region(region_id)
            size = (item.geometry.width, item.geometry.height)
            moved = moved or region.position != item.region.position
            item.set_region(region)
            if self.arrangement == TABLE:
                # A new size or map position can change the rows.
                moved = moved or size != (item.geometry.width, item.geometry.height)
        # A placement leaves the tracks and links where they are, which matters: a long
        # link's repaint would touch most of the board.
        if moved:
            self._place_tracks()

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # A track's tooltip is written when it is asked for, not on every change.
        from ..look.plain_text import literal_html  # here: a tooltip's, not the first paint's

        for item in self.tracks_at(event.scenePos())[:1]:
            hit = item.geometry.hit(item.mapFromScene(event.scenePos()))
            cube = self.describe_cube(item.region.id, hit.row, hit.index)
            words = self.describe(item.region.id)
            item.setToolTip(literal_html(f"{cube}\n\n{words}" if cube else words))
        super().helpEvent(event)

    def describe(self, region_id: str) -> str:
        """A Region in words (rows, ranking and flags), for its tooltip."""
        # Here, not at the top: the report loads with the first tooltip, after the board.
        from ..rules.analysis.report import describe_region

        return "\n".join(
            describe_region(self.document.board, self.document.board.region(region_id))
        )

    def describe_cube(self, region_id: str, row: str | None, index: int | None) -> str:
        """A temporary cube's owner and safety ("out after 2 more ..."), for the tooltip
        over it; "" anywhere else."""
        region = self.document.board.region(region_id)
        if row != "temporary" or index is None or index >= len(region.temporary):
            return ""
        owner = region.temporary[index]
        if owner is None:
            return ""
        who = self.document.board.name_of(owner)
        return self.tr("{0}'s temporary cube, slot {1}: {2}").format(
            who, index + 1, safety_text(out_after(region, index))
        )

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

    def tracks_at(self, at: QPointF) -> list[RegionItem]:
        """The tracks under a point of the scene, the topmost first."""
        return [i for i in self.items(at) if isinstance(i, RegionItem)]

    def selected_regions(self) -> list[str]:
        """The Regions whose tracks show selected."""
        return [i.region.id for i in self.selectedItems() if isinstance(i, RegionItem)]

    def selected_region(self) -> str | None:
        found = self.selected_regions()
        return found[0] if found else None

    # -- what the scene is told to show -----------------------------------------------------

    def _show(self, region_id: str | None, **state: object) -> None:
        """Set fields of one track's state (nothing when the Region has no track)."""
        item = self.region_items.get(region_id) if region_id is not None else None
        if item is None:
            return
        before = replace(item.state)
        for name, value in state.items():
            setattr(item.state, name, value)
        if item.state != before:
            item.update()

    def show_selection(self, region_ids: Sequence[str]) -> None:
        self._selection = tuple(region_ids)
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

    def _selection_changed(self) -> None:
        if self._holding_selection:
            return
        self._selection = tuple(self.selected_regions())  # the view's rubber band
        if self.tool is not None:
            self.tool.selection_drawn(self._selection)

    def show_chosen_cube(self, cube: Place | None) -> None:
        before, self._cube = self._cube, cube
        for shown in (before, cube):
            if shown is not None:
                self._show(shown.region, selected_cube=_slot_in(cube, shown.region))

    def show_focus(self, place: Place | None) -> None:
        """The keyboard's slot (a dotted ring), None when the keyboard shows nowhere."""
        before, self._focus = self._focus, place
        for shown in (before, place):
            if shown is not None:
                self._show(shown.region, focused_slot=_slot_in(place, shown.region))

    def show_hover(self, region_id: str | None, hit: Hit | None = None) -> None:
        """The mouse is over `hit` of a Region's track (None: over no track)."""
        if self._hovered is not None and self._hovered != region_id:
            self._show(self._hovered, hover=None)
            if self._hovered in self.region_items:
                self.region_items[self._hovered].unsetCursor()
        self._hovered = region_id
        item = self.region_items.get(region_id) if region_id is not None else None
        if item is None or hit is None:
            return
        row = hit.row
        if row == "header":
            item.setCursor(Qt.CursorShape.OpenHandCursor)
        elif row == "body":
            item.unsetCursor()
        else:
            item.setCursor(Qt.CursorShape.PointingHandCursor)
        on_slot = row != "header" and row != "body" and hit.index is not None
        self._show(region_id, hover=(row, hit.index) if on_slot else None)

    def show_drop_hint(self, region_id: str | None, above: bool | None = None) -> None:
        """A palette chip over a Region's track: the band where it would go, above the line
        (permanent) or below it (temporary)."""
        if self._hinted is not None and self._hinted != region_id:
            self._show(self._hinted, drop_above=None)
        self._hinted = region_id
        self._show(region_id, drop_above=above)

    def show_held_cube(
        self,
        region_id: str | None,
        index: int | None = None,
        ghost: QRectF | None = None,
        above: bool | None = None,
    ) -> None:
        """A Region's temporary cube at `index` is in the hand, drawn at `ghost` (track
        coordinates); `above` the line it would be converted. None: no cube in the hand."""
        if self._holding is not None and self._holding != region_id:
            self._show(self._holding, held=None, ghost=None, drop_above=None)
        self._holding = region_id
        self._show(region_id, held=index, ghost=ghost, drop_above=above)

    def show_link(self, region_id: str | None, at: QPointF | None = None) -> None:
        """A link being drawn from a Region's track to `at`; None: no link being drawn."""
        track = self.region_items.get(region_id) if region_id is not None else None
        if track is None or at is None:
            if self._link_line is not None:
                self.removeItem(self._link_line)
                self._link_line = None
            return
        if self._link_line is None:
            self._link_line = QGraphicsLineItem()
            self._link_line.setPen(QPen(self.theme.accent, 3, Qt.PenStyle.DashLine))
            self._link_line.setZValue(10)
            self.addItem(self._link_line)
        self._link_line.setLine(QLineF(track.sceneBoundingRect().center(), at))

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

    def hide_preview(self) -> None:
        self.preview.hide()

    @contextmanager
    def for_print(self) -> Iterator[None]:
        """The board as printed: no selection, chosen cube, keyboard ring, step or compare
        marks, restored after."""
        cube, focus, cached = self._cube, self._focus, self._cached
        self.set_cached(False)  # shapes and text, not the screen's pixmaps
        self._holding_selection = True
        self.clearSelection()
        self.show_chosen_cube(None)
        self.show_focus(None)
        marks = (self.step_marks, self.compare_marks)
        for shown in marks:
            shown.set_visible(False)
        try:
            yield
        finally:
            for shown in marks:
                shown.set_visible(True)
            self.show_chosen_cube(cube)
            self.show_focus(focus)
            for region_id in self._selection:
                if region_id in self.region_items:
                    self.region_items[region_id].setSelected(True)
            self._holding_selection = False
            self.set_cached(cached)
            self.update()

    # -- events: to the tool ----------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_pressed(event):
            event.accept()
        else:
            super().mousePressEvent(event)  # clears the selection; the view's rubber band

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is another click

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_moved(event):
            event.accept()
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.mouse_released(event):
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.GraphicsSceneLeave and self.tool is not None:
            self.tool.mouse_left()
        return super().event(event)

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        # Accepted wherever it enters, so that the moves over the tracks follow.
        event.setAccepted(self.tool is not None and event.mimeData().hasFormat(MIME_PLAYER))

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        event.setAccepted(self.tool is not None and self.tool.drag_moved(event))

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        if self.tool is not None:
            self.tool.drag_left()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        event.setAccepted(self.tool is not None and self.tool.dropped(event))

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        if self.tool is not None and self.tool.context_menu(event):
            event.accept()
        else:
            super().contextMenuEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key_pressed(event):
            event.accept()
        else:
            super().keyPressEvent(event)
