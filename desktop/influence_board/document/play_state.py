"""What the table is doing apart from the position: who acts, whether setup mode is on,
which Regions are selected, which cube is chosen and where the keyboard is.

One object with a signal per value: the window owns it, the board's gestures change it,
and the scene, the palette, the panels and the status bar observe it instead of keeping
copies (the scene draws the selection, the chosen cube and the keyboard focus from here at
each paint, told by `marks_changed` which tracks to repaint). It keeps itself valid as the
Board changes: the acting participant is always on the board, and the local power acts only
in setup mode (it places starting cubes, it never plays); a chosen cube whose Region changed
is no longer chosen; the keyboard leaves a Region that went.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..rules.board import Kind, RowName
from .board_document import Document

# What a drag from the player palette carries: the id of the participant, as UTF-8.
MIME_PLAYER = "application/x-influence-board-player"


@dataclass(frozen=True, slots=True)
class Place:
    """A slot (or overflow place) of a Region's track: its row and its index in it."""

    region: str
    row: RowName
    index: int


@dataclass(frozen=True, slots=True)
class Focus:
    """Where the keyboard is: a Region, its permanent row (slots, then overflow places) or
    its temporary row, and a place in it. A focus that is not `active` only says where the
    keyboard goes on from (the mouse chose that Region): it is not shown, and the letter
    keys do not act on its slot, until a key moves it."""

    region: str
    row: Kind
    index: int
    active: bool = True


class PlayState(QObject):
    acting_changed = Signal(str)  # the id of the participant who now acts
    setup_mode_changed = Signal(bool)
    selection_changed = Signal(object)  # tuple[str, ...]: the selected Regions, in board order
    chosen_cube_changed = Signal(object)  # the Place of the chosen cube, or None
    focus_changed = Signal(object)  # the keyboard's Focus, or None
    # frozenset[str]: the Regions whose marks on the board (selected, the chosen cube, the
    # keyboard's ring) changed; the board repaints those tracks and no other.
    marks_changed = Signal(object)

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._acting = self._first_player()
        # Setup mode always starts off: a forgotten setup mode scores nothing all game. A
        # position that comes in with errors is to be repaired: it starts in setup mode.
        self._setup_mode = document.needs_repair
        self._selection: tuple[str, ...] = ()
        self._chosen_cube: Place | None = None
        self._focus: Focus | None = None
        self._regions = self._region_ids()  # the Regions of the Board last seen
        document.restarted.connect(self._restarted)
        document.board_replaced.connect(self._board_replaced)
        document.regions_changed.connect(self._regions_changed)

    # -- who acts ---------------------------------------------------------------------------

    @property
    def acting(self) -> str:
        return self._acting

    def may_act(self, owner: str) -> bool:
        board = self._document.board
        if not board.is_participant(owner):
            return False
        return self._setup_mode or board.is_player(owner)

    def set_acting(self, owner: str) -> None:
        """`owner` acts from now on; a participant who may not act now is ignored."""
        if owner != self._acting and self.may_act(owner):
            self._acting = owner
            self.acting_changed.emit(owner)

    def _first_player(self) -> str:
        players = self._document.board.players
        return players[0].id if players else ""

    def _keep_acting_valid(self) -> None:
        if not self.may_act(self._acting):
            first = self._first_player()
            if first != self._acting:
                self._acting = first
                self.acting_changed.emit(first)

    # -- setup mode -------------------------------------------------------------------------

    @property
    def setup_mode(self) -> bool:
        return self._setup_mode

    def set_setup_mode(self, on: bool) -> None:
        if on == self._setup_mode:
            return
        self._setup_mode = on
        self.setup_mode_changed.emit(on)
        self._keep_acting_valid()  # leaving setup mode: the local power stops acting

    # -- selection --------------------------------------------------------------------------

    @property
    def selection(self) -> tuple[str, ...]:
        return self._selection

    def selected_region(self) -> str | None:
        """The Region when exactly one is selected (what the Inspector and sidebar show)."""
        return self._selection[0] if len(self._selection) == 1 else None

    def set_selection(self, region_ids: tuple[str, ...] | list[str]) -> None:
        board = self._document.board
        ids = tuple(sorted({r for r in region_ids if board.has_region(r)}, key=board.region_index))
        if ids != self._selection:
            before, self._selection = self._selection, ids
            self.selection_changed.emit(ids)
            self.marks_changed.emit(frozenset(before).symmetric_difference(ids))

    def select_region(self, region_id: str) -> None:
        """The user chose a Region (on the board or in a panel): it alone is selected, and
        the keyboard goes on from there once it is used."""
        self.set_selection([region_id])
        focus = self._focus
        if focus is None or focus.region != region_id:
            self.set_focus(Focus(region_id, "permanent", 0, active=False))

    # -- the chosen cube --------------------------------------------------------------------

    @property
    def chosen_cube(self) -> Place | None:
        """The cube the user chose (a click, Enter, its menu): the letter keys act on it."""
        return self._chosen_cube

    def set_chosen_cube(self, place: Place | None) -> None:
        if place != self._chosen_cube:
            before, self._chosen_cube = self._chosen_cube, place
            self.chosen_cube_changed.emit(place)
            self.marks_changed.emit(frozenset(p.region for p in (before, place) if p))

    def choose_cube(self, place: Place) -> None:
        """The user chose a cube (a click on it, its menu): it is chosen, and its Region
        selected."""
        self.set_chosen_cube(place)
        self.select_region(place.region)

    # -- the keyboard focus -----------------------------------------------------------------

    @property
    def focus(self) -> Focus | None:
        return self._focus

    def set_focus(self, focus: Focus | None) -> None:
        if focus is not None and not self._document.board.has_region(focus.region):
            focus = None
        if focus != self._focus:
            before, self._focus = self._focus, focus
            self.focus_changed.emit(focus)
            # A focus that is not active shows nowhere: moving it repaints no track.
            shown = frozenset(f.region for f in (before, focus) if f is not None and f.active)
            if shown:
                self.marks_changed.emit(shown)

    # -- following the Board ----------------------------------------------------------------

    def _region_ids(self) -> frozenset[str]:
        return frozenset(r.id for r in self._document.board.regions)

    def _restarted(self) -> None:
        if self._document.needs_repair:  # a file opened to repair (rules/repair.py)
            self.set_setup_mode(True)

    def _board_replaced(self) -> None:
        # Connected before any view: they see a valid acting participant when they rebuild.
        self._keep_acting_valid()
        before, self._regions = self._regions, self._region_ids()
        selection = self._selection
        added = self._regions - before
        # One Region more on the same board (added, or its removal undone): it is selected.
        if len(added) == 1 and before & self._regions:
            selection = tuple(added)
        self.set_selection(selection)
        self.set_chosen_cube(None)
        self.set_focus(self._focus)  # dropped when its Region went

    def _regions_changed(self, region_ids: list[str]) -> None:
        if self._chosen_cube is not None and self._chosen_cube.region in region_ids:
            self.set_chosen_cube(None)
