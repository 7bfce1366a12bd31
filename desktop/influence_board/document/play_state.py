"""What the table is doing apart from the position: who acts, whether setup mode is on, and
which Regions are selected.

One object with a signal per value: the window owns it, and the scene, the palette, the
panels and the status bar observe it instead of keeping copies. It keeps itself valid as
the Board changes: the acting participant is always on the board, and the local power acts
only in setup mode (it places starting cubes, it never plays).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .board_document import Document


class PlayState(QObject):
    acting_changed = Signal(str)  # the id of the participant who now acts
    setup_mode_changed = Signal(bool)
    selection_changed = Signal(tuple)  # the ids of the selected Regions, in board order

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._acting = self._first_player()
        # Setup mode always starts off: a forgotten setup mode scores nothing all game.
        self._setup_mode = False
        self._selection: tuple[str, ...] = ()
        document.board_replaced.connect(self._board_replaced)

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
            self._selection = ids
            self.selection_changed.emit(ids)

    # -- following the Board ----------------------------------------------------------------

    def _board_replaced(self) -> None:
        # Connected before any view: they see a valid acting participant when they rebuild.
        self._keep_acting_valid()
        self.set_selection(self._selection)
