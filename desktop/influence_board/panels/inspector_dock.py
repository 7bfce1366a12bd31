"""The Inspector dock: edits the selected Region and the board's players with ordinary
form widgets. Every edit is an operation carried out by the Game, so each is one undo
step; an odd or invalid position may exist while editing (the Problems dock flags it)."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..colours import distinct_color
from ..document.board_document import BoardChange
from ..document.game import Game
from ..document.play_state import PlayState
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated, menu_text
from ..rules import Operation, Participant, Region, SetArmies
from ..rules.edit_operations import (
    AddLink,
    AddPlayer,
    AddRegion,
    EditOperation,
    MovePlayer,
    MoveRegionInOrder,
    RecolorPlayer,
    RemoveLink,
    RemovePlayer,
    RemoveRegion,
    RenamePlayer,
    RenameRegion,
    RenameRegionId,
    SetBoardName,
    SetBonus,
    SetLocalPower,
    SetSlots,
    default_region,
    new_region_id,
    numbered_id,
)
from ..rules.formats.scenario import DEFAULT_LOCAL_POWER
from ..rules.limits import MAX_COUNT
from ..rules.topology import TRACK_WIDTH, free_spot
from .field_undo import FieldUndo

PARTICIPANT_ROLE = Qt.ItemDataRole.UserRole  # the participant a row of a list stands for


def parse_numbers(text: str) -> tuple[int, ...] | None:
    """ "5 4 3 2" or "5, 4, 3, 2" -> (5, 4, 3, 2); None when it is not whole numbers 0 or more."""
    parts = [p for p in re.split(r"[\s,;/·]+", text.strip()) if p]
    if not all(p.isdigit() for p in parts):
        return None
    return tuple(int(p) for p in parts)


def numbers_text(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


def stacked_form(box: QWidget) -> QFormLayout:
    """A form with each label above its field: it fits a narrow dock."""
    form = QFormLayout(box)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
    return form


class Inspector(QScrollArea):
    region_chosen = Signal(str)

    def __init__(
        self,
        game: Game,
        play: PlayState,
        ask_color: Callable[[QColor, str], QColor | None],
        parent: QWidget | None = None,
    ) -> None:
        """`ask_color(initial, title)` asks for a colour (None: cancelled)."""
        super().__init__(parent)
        self.setObjectName("inspector")
        self.setAccessibleName(self.tr("Inspector: the selected Region and the players"))
        self.setWidgetResizable(True)
        # A narrow dock (a small screen) stacks the forms instead of cutting them off.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game = game
        self.document = document = game.document
        self.play = play
        self._ask_color = ask_color
        self.region_id: str | None = play.selected_region()
        self._loading = False
        self._army_spins: dict[str, QSpinBox] = {}
        self._field_undo = FieldUndo(self)  # Ctrl+Z in a field: its typing, else the game's
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self._region_box())
        layout.addWidget(self._board_box())
        layout.addStretch(1)
        self.setWidget(body)
        self._field_undo.watch(*body.findChildren(QLineEdit), *body.findChildren(QSpinBox))
        document.changed.connect(self._board_changed)
        play.selection_changed.connect(self._selection_changed)
        self.reload()

    # -- building the forms -----------------------------------------------------------------

    def _region_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Region"))
        self.region_box = box
        form = stacked_form(box)
        self.id_edit = QLineEdit()
        self.id_edit.setAccessibleName(self.tr("Region id"))
        self.id_edit.setToolTip(
            self.tr("The id operation files use for this Region; its links follow a new id")
        )
        self.id_edit.editingFinished.connect(self._change_region_id)
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Region name"))
        self.name_edit.editingFinished.connect(self._rename_region)
        self.permanent_edit = self._numbers_edit(
            self.tr("Printed VP of the permanent slots, left to right")
        )
        self.permanent_edit.editingFinished.connect(
            lambda: self._set_slots("permanent", self.permanent_edit)
        )
        self.temporary_edit = self._numbers_edit(
            self.tr("Printed VP of the temporary slots, left to right")
        )
        self.temporary_edit.editingFinished.connect(
            lambda: self._set_slots("temporary", self.temporary_edit)
        )
        self.bonus_edit = self._numbers_edit(self.tr("Majority bonus for 1st, 2nd, 3rd, ..."))
        self.bonus_edit.editingFinished.connect(self._set_bonus)
        self.region_message = QLabel()
        self.region_message.setTextFormat(Qt.TextFormat.PlainText)
        self.region_message.setWordWrap(True)
        form.addRow(self.tr("&Id"), self.id_edit)
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow(self.tr("&Permanent slots"), self.permanent_edit)
        form.addRow(self.tr("&Temporary slots"), self.temporary_edit)
        form.addRow(self.tr("Majority &bonus"), self.bonus_edit)
        form.addRow(self.region_message)
        self.armies_form = QFormLayout()
        armies = QWidget()
        armies.setLayout(self.armies_form)
        form.addRow(self.tr("Armies"), armies)
        self.links_list = QListWidget()
        self.links_list.setAccessibleName(self.tr("Adjacent Regions"))
        self.links_list.setMaximumHeight(90)
        self.unlink_button = QPushButton(self.tr("Remove Link"))
        self.unlink_button.clicked.connect(self._remove_link)
        self.link_combo = QComboBox()
        self.link_combo.setAccessibleName(self.tr("Region to link to"))
        self.link_button = QPushButton(self.tr("Link"))
        self.link_button.clicked.connect(self._add_link)
        links = QWidget()
        links_layout = QVBoxLayout(links)
        links_layout.setContentsMargins(0, 0, 0, 0)
        links_layout.addWidget(self.links_list)
        links_layout.addWidget(self.link_combo)
        row = QHBoxLayout()
        row.addWidget(self.link_button)
        row.addWidget(self.unlink_button)
        links_layout.addLayout(row)
        form.addRow(self.tr("Adjacent"), links)
        buttons = QGridLayout()
        self.add_region_button = QPushButton(self.tr("Add Region"))
        self.add_region_button.clicked.connect(lambda: self.add_region())
        self.remove_region_button = QPushButton(self.tr("Remove"))
        self.remove_region_button.clicked.connect(self._remove_region)
        self.up_button = QPushButton(self.tr("Earlier"))
        self.up_button.setToolTip(self.tr("Score this Region earlier (board order)"))
        self.up_button.clicked.connect(lambda: self._reorder(-1))
        self.down_button = QPushButton(self.tr("Later"))
        self.down_button.setToolTip(self.tr("Score this Region later (board order)"))
        self.down_button.clicked.connect(lambda: self._reorder(1))
        for n, b in enumerate(
            (self.add_region_button, self.remove_region_button, self.up_button, self.down_button)
        ):
            buttons.addWidget(b, n // 2, n % 2)
        form.addRow(buttons)
        return box

    def _numbers_edit(self, tip: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setToolTip(tip + self.tr(" (whole numbers separated by spaces)"))
        edit.setAccessibleName(tip)
        edit.setPlaceholderText("5 4 3 2")
        return edit

    def _board_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Board and players"))
        form = stacked_form(box)
        self.board_name_edit = QLineEdit()
        self.board_name_edit.setAccessibleName(self.tr("Board name"))
        self.board_name_edit.editingFinished.connect(self._rename_board)
        form.addRow(self.tr("B&oard name"), self.board_name_edit)
        self.players_list = QListWidget()
        self.players_list.setAccessibleName(self.tr("Players"))
        self.players_list.currentRowChanged.connect(self._player_chosen)
        form.addRow(self.tr("Players"), self.players_list)
        self.player_name_edit = QLineEdit()
        self.player_name_edit.setAccessibleName(self.tr("Player name"))
        self.player_name_edit.editingFinished.connect(self._rename_player)
        form.addRow(self.tr("Player na&me"), self.player_name_edit)
        row = QGridLayout()
        self.color_button = QPushButton(self.tr("Colour…"))
        self.color_button.clicked.connect(self._recolor_player)
        self.add_player_button = QPushButton(self.tr("Add"))
        self.add_player_button.clicked.connect(self._add_player)
        self.remove_player_button = QPushButton(self.tr("Remove"))
        self.remove_player_button.clicked.connect(self._remove_player)
        self.player_up_button = QPushButton("↑")
        self.player_up_button.setAccessibleName(self.tr("Move player up"))
        self.player_up_button.clicked.connect(lambda: self._move_player(-1))
        self.player_down_button = QPushButton("↓")
        self.player_down_button.setAccessibleName(self.tr("Move player down"))
        self.player_down_button.clicked.connect(lambda: self._move_player(1))
        for n, b in enumerate(
            (
                self.color_button,
                self.add_player_button,
                self.remove_player_button,
                self.player_up_button,
                self.player_down_button,
            )
        ):
            row.addWidget(b, n // 3, n % 3)
        form.addRow(row)
        self.local_check = QCheckBox(self.tr("Local power present"))
        self.local_check.toggled.connect(self._toggle_local)
        self.local_name_edit = QLineEdit()
        self.local_name_edit.setAccessibleName(self.tr("Local power name"))
        self.local_name_edit.editingFinished.connect(self._rename_local)
        self.local_color_button = QPushButton(self.tr("Colour…"))
        self.local_color_button.clicked.connect(self._recolor_local)
        form.addRow(self.local_check)
        local_row = QHBoxLayout()
        local_row.addWidget(self.local_name_edit, 1)
        local_row.addWidget(self.local_color_button)
        form.addRow(self.tr("Local power"), local_row)
        return box

    # -- showing the board ------------------------------------------------------------------

    def _selection_changed(self, region_ids: tuple[str, ...]) -> None:
        # Several Regions selected: the form keeps the one it shows.
        if len(region_ids) == 1:
            self.show_region(region_ids[0])

    def set_warning(self, color: QColor) -> None:
        """Refusals under the Region form in the scheme's warning colour."""
        palette = self.region_message.palette()
        palette.setColor(palette.ColorRole.WindowText, color)
        self.region_message.setPalette(palette)

    def show_region(self, region_id: str | None) -> None:
        self.region_id = region_id
        self._load_region()

    def _board_changed(self, change: BoardChange) -> None:
        """Each form the change touched, loaded once (a step may change a Region and links)."""
        if change.replaced:
            self.reload()
            return
        if change.links or self.region_id in change.regions:
            self._load_region()
        if change.name:
            self._load_board()

    def reload(self) -> None:
        board = self.document.board
        if self.region_id is not None and not board.has_region(self.region_id):
            self.region_id = None
        self._load_region()
        self._load_board()

    def _load_region(self) -> None:
        board = self.document.board
        region = (
            board.region(self.region_id)
            if self.region_id and board.has_region(self.region_id)
            else None
        )
        self._loading = True
        try:
            for w in (
                self.id_edit,
                self.name_edit,
                self.permanent_edit,
                self.temporary_edit,
                self.bonus_edit,
                self.links_list,
                self.link_combo,
                self.link_button,
                self.unlink_button,
                self.remove_region_button,
                self.up_button,
                self.down_button,
            ):
                w.setEnabled(region is not None)
            self.region_message.clear()
            if region is None:
                self.region_box.setTitle(self.tr("Region (choose one on the board)"))
                self.id_edit.clear()
                for edit in (
                    self.name_edit,
                    self.permanent_edit,
                    self.temporary_edit,
                    self.bonus_edit,
                ):
                    edit.clear()
                self.links_list.clear()
                self.link_combo.clear()
                self._load_armies(None)
                return
            self.region_box.setTitle(
                self.tr("Region: {0}").format(menu_text(isolated(region.name)))
            )
            self.id_edit.setText(region.id)
            self.name_edit.setText(region.name)
            self.permanent_edit.setText(numbers_text(region.permanent_vp))
            self.temporary_edit.setText(numbers_text(region.temporary_vp))
            self.bonus_edit.setText(numbers_text(region.majority_bonus))
            self._load_armies(region)
            linked = sorted(
                {b if a == region.id else a for a, b in board.adjacency if region.id in (a, b)}
            )
            self.links_list.clear()
            for other in linked:
                item = QListWidgetItem(
                    board.region(other).name if board.has_region(other) else other
                )
                item.setData(PARTICIPANT_ROLE, other)
                self.links_list.addItem(item)
            self.link_combo.clear()
            for r in board.regions:
                if r.id != region.id and r.id not in linked:
                    self.link_combo.addItem(r.name, r.id)
        finally:
            self._loading = False

    def _load_armies(self, region: Region | None) -> None:
        """One spin box per participant. Values are updated in place: rebuilding the boxes
        while the user types into one would throw the rest of their typing away."""
        board = self.document.board
        owners = [p.id for p in board.participants()] if region is not None else []
        if owners != list(self._army_spins):
            while self.armies_form.rowCount():
                self.armies_form.removeRow(0)
            self._army_spins = {}
            for p in board.participants() if region is not None else ():
                spin = QSpinBox()
                spin.setRange(0, MAX_COUNT)  # a file may hold any count up to the limit
                spin.setKeyboardTracking(False)  # "12" is one change, not 1 then 12
                spin.setAccessibleName(self.tr("Armies of {0}").format(isolated(p.name)))
                spin.valueChanged.connect(lambda n, who=p.id: self._set_armies(who, n))
                self._field_undo.watch(spin)
                label = QLabel(menu_text(p.name))  # a buddy: `&` would be a mnemonic
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setBuddy(spin)
                self.armies_form.addRow(label, spin)
                self._army_spins[p.id] = spin
        if region is not None:
            for owner, spin in self._army_spins.items():
                if spin.value() != region.armies_of(owner):
                    spin.setValue(region.armies_of(owner))

    def _load_board(self) -> None:
        board = self.document.board
        self._loading = True
        try:
            self.board_name_edit.setText(board.name)
            current = self.players_list.currentRow()
            self.players_list.clear()
            for p in board.players:
                said = f"{isolated(p.name)}  ({isolated(p.id)}, {p.color})"
                item = QListWidgetItem(chip_icon(board, p.id), said)
                item.setData(PARTICIPANT_ROLE, p.id)
                self.players_list.addItem(item)
            self.players_list.setCurrentRow(min(max(current, 0), len(board.players) - 1))
            self._fit_players_list()
            self._player_chosen(self.players_list.currentRow())
            local = board.local_power
            self.local_check.setChecked(local is not None)
            self.local_name_edit.setEnabled(local is not None)
            self.local_color_button.setEnabled(local is not None)
            self.local_name_edit.setText(local.name if local else "")
        finally:
            self._loading = False

    def _fit_players_list(self) -> None:
        """Tall enough for every player (up to a dozen), never a strip of 2.5 rows."""
        rows = max(1, min(12, self.players_list.count()))
        row_height = max(self.players_list.sizeHintForRow(0), self.fontMetrics().height() + 6)
        frame = 2 * self.players_list.frameWidth() + 4
        self.players_list.setFixedHeight(rows * row_height + frame)

    def _player_chosen(self, row: int) -> None:
        board = self.document.board
        if 0 <= row < len(board.players):
            self.player_name_edit.setText(board.players[row].name)

    # -- edits -> operations ----------------------------------------------------------------

    def _perform(self, op: Operation | EditOperation) -> bool:
        return False if self._loading else self.game.perform(op)

    def _change_region_id(self) -> None:
        new = self.id_edit.text().strip()
        if not self.region_id or self._loading or new == self.region_id:
            return
        if self._perform(RenameRegionId(self.region_id, new)):
            self.region_chosen.emit(new)  # the same Region, under its new id
        else:
            self._load_region()  # refused (the status bar says why): show the id it has

    def _rename_region(self) -> None:
        name = self.name_edit.text().strip()
        if self.region_id and name and name != self.document.board.region(self.region_id).name:
            self._perform(RenameRegion(self.region_id, name))

    def _set_slots(self, row: str, edit: QLineEdit) -> None:
        if self.region_id is None or self._loading:
            return
        values = parse_numbers(edit.text())
        region = self.document.board.region(self.region_id)
        current = region.permanent_vp if row == "permanent" else region.temporary_vp
        if values is None:
            self.region_message.setText(
                self.tr("Slots: whole numbers 0 or more, separated by spaces")
            )
            edit.setText(numbers_text(current))
            return
        if values != current:
            self._perform(SetSlots(self.region_id, row, values))  # type: ignore[arg-type]

    def _set_bonus(self) -> None:
        if self.region_id is None or self._loading:
            return
        values = parse_numbers(self.bonus_edit.text())
        region = self.document.board.region(self.region_id)
        if values is None:
            self.region_message.setText(
                self.tr("Bonus: whole numbers 0 or more, separated by spaces")
            )
            self.bonus_edit.setText(numbers_text(region.majority_bonus))
            return
        if values != region.majority_bonus:
            self._perform(SetBonus(self.region_id, values))

    def _set_armies(self, owner: str, count: int) -> None:
        if self.region_id is not None:
            self._perform(SetArmies(self.region_id, owner, count))

    def _add_link(self) -> None:
        other = self.link_combo.currentData()
        if self.region_id and other:
            self._perform(AddLink(self.region_id, other))

    def _remove_link(self) -> None:
        item = self.links_list.currentItem() or self.links_list.item(0)
        if self.region_id and item is not None:
            other = item.data(PARTICIPANT_ROLE)
            board = self.document.board
            pair = next(
                ((a, b) for a, b in board.adjacency if {a, b} == {self.region_id, other}), None
            )
            if pair:
                self._perform(RemoveLink(*pair))

    def add_region(self, position: tuple[float, float] | None = None) -> str | None:
        board = self.document.board
        rid = new_region_id({r.id for r in board.regions})
        if position is None:
            near = board.region(self.region_id).position if self.region_id else None
            want = (near[0] + TRACK_WIDTH, near[1]) if near else (80.0, 80.0)
            position = free_spot(board, want)
        number = rid.split("_")[1]
        region = default_region(rid, self.tr("New Region {0}").format(number), position)
        if self.game.perform(AddRegion(region, None)):
            self.region_chosen.emit(rid)
            return rid
        return None

    def _remove_region(self) -> None:
        if self.region_id:
            self._perform(RemoveRegion(self.region_id))

    def _reorder(self, step: int) -> None:
        if self.region_id:
            index = self.document.board.region_index(self.region_id) + step
            if 0 <= index < len(self.document.board.regions):
                self._perform(MoveRegionInOrder(self.region_id, index))

    def _rename_board(self) -> None:
        name = self.board_name_edit.text().strip()
        if name and name != self.document.board.name:
            self._perform(SetBoardName(name))

    def _current_player(self) -> str | None:
        item = self.players_list.currentItem()
        return item.data(PARTICIPANT_ROLE) if item is not None else None

    def _rename_player(self) -> None:
        who, name = self._current_player(), self.player_name_edit.text().strip()
        if who and name and name != self.document.board.name_of(who):
            self._perform(RenamePlayer(who, name))

    def _recolor_player(self) -> None:
        who = self._current_player()
        if who is None:
            return
        color = self._ask_color(
            QColor(self.document.board.participant(who).color),
            self.tr("Colour of {0}").format(isolated(self.document.board.name_of(who))),
        )
        if color is not None:
            self._perform(RecolorPlayer(who, color.name()))

    def _add_player(self) -> None:
        board = self.document.board
        taken = {p.id for p in board.participants()}
        who = numbered_id("player", taken, start=len(board.players) + 1)
        name = self.tr("Player {0}").format(who.split("_")[1])
        color = distinct_color([p.color for p in board.participants()])
        self._perform(AddPlayer(Participant(who, name, color), None))

    def _remove_player(self) -> None:
        who = self._current_player()
        if who is not None:
            self._perform(RemovePlayer(who))

    def _move_player(self, step: int) -> None:
        who = self._current_player()
        if who is None:
            return
        board = self.document.board
        index = [p.id for p in board.players].index(who) + step
        if 0 <= index < len(board.players):
            self._perform(MovePlayer(who, index))
            self.players_list.setCurrentRow(index)

    def _toggle_local(self, on: bool) -> None:
        if self._loading:
            return
        board = self.document.board
        if on and board.local_power is None:
            named = Participant(  # the default, named in the user's language
                DEFAULT_LOCAL_POWER.id, self.tr("Local powers"), DEFAULT_LOCAL_POWER.color
            )
            self._perform(SetLocalPower(named))
        elif not on and board.local_power is not None:
            self._perform(SetLocalPower(None))

    def _rename_local(self) -> None:
        local, name = self.document.board.local_power, self.local_name_edit.text().strip()
        if local is not None and name and name != local.name:
            self._perform(SetLocalPower(Participant(local.id, name, local.color)))

    def _recolor_local(self) -> None:
        local = self.document.board.local_power
        if local is None:
            return
        color = self._ask_color(QColor(local.color), self.tr("Colour of the local power"))
        if color is not None:
            self._perform(SetLocalPower(Participant(local.id, local.name, color.name())))
