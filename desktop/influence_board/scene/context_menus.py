"""Context menus of the board: a Region's (add for each player, Armies, score) and a
cube's (convert, reset, remove), opened at a right click or a long press (`BoardMenus`: the
cube's under it, else the Region's) or from the keyboard beside the focused slot. Each
action is an operation handed to `perform` (the Game's), and each shows its key: the same
key on the board does the same for the acting player or focused slot."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint, QPointF
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ..document.game import Game
from ..document.play_state import Place, PlayState
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated, literal_html, menu_text
from ..rules.board import Board
from ..rules.operations import Add, Convert, Kind, Operation, Remove, Reset, Score, SetArmies
from ..text.wording import counted
from .gesture_rule import cube_at
from .interactions import BoardPicture
from .keyboard import FIRST_REGION, KeyboardFocus

Perform = Callable[[Operation], object]
KINDS: tuple[Kind, ...] = ("permanent", "temporary")

MAX_ARMIES_IN_MENU = 9
# The window's action each item repeats: the item shows that action's key, as bound now
# (its default is the action table's, Edit > Preferences may change it).
ACTION_OF = {
    "permanent": "place_permanent",
    "temporary": "place_temporary",
    "army_up": "army_up",
    "army_down": "army_down",
    "score": "score_region",
    "convert": "convert",
    "reset": "reset",
    "remove": "remove",
}
KeyOf = Callable[[str], QKeySequence]  # an action's name -> its key


def no_keys(_action: str) -> QKeySequence:
    return QKeySequence()


translate = QCoreApplication.translate
# Each kind's words whole (an adjective agrees with its noun in many languages).
PLACE_FOR = {
    "permanent": QT_TRANSLATE_NOOP("BoardMenus", "Place Permanent Influence for {0}"),
    "temporary": QT_TRANSLATE_NOOP("BoardMenus", "Place Temporary Influence for {0}"),
}
ADD_FOR = {
    "permanent": QT_TRANSLATE_NOOP("BoardMenus", "Add permanent Influence"),
    "temporary": QT_TRANSLATE_NOOP("BoardMenus", "Add temporary Influence"),
}
SLOT_OF = {
    "permanent": QT_TRANSLATE_NOOP("BoardMenus", "permanent slot {0}"),
    "temporary": QT_TRANSLATE_NOOP("BoardMenus", "temporary slot {0}"),
    "overflow": QT_TRANSLATE_NOOP("BoardMenus", "overflow place {0}"),
}
ONE_ARMY = (
    (1, QT_TRANSLATE_NOOP("BoardMenus", "{0} +1 Army"), "army_up"),
    (-1, QT_TRANSLATE_NOOP("BoardMenus", "{0} −1 Army"), "army_down"),
)


def _keyed(action: QAction, key_of: KeyOf, item: str) -> QAction:
    # While the menu is open its key picks the action too.
    action.setShortcut(key_of(ACTION_OF[item]))
    action.setShortcutVisibleInContextMenu(True)
    return action


def build_region_menu(
    board: Board,
    region_id: str,
    acting: str,
    setup: bool,
    perform: Perform,
    key_of: KeyOf = no_keys,
) -> QMenu:
    """The menu of a Region; placements are setup placements (no VP) when `setup`."""
    region = board.region(region_id)
    menu = QMenu(menu_text(region.name))
    menu.setObjectName("region-menu")
    menu.setToolTipsVisible(True)

    def add(who: str, kind: Kind) -> None:
        perform(Add(region_id, who, kind, setup=setup))

    if acting and board.is_participant(acting):
        who = isolated(board.name_of(acting))
        for kind in KINDS:
            label = translate("BoardMenus", PLACE_FOR[kind]).format(menu_text(who))
            action = _keyed(menu.addAction(chip_icon(board, acting), label), key_of, kind)
            action.triggered.connect(lambda _=False, k=kind: add(acting, k))
    for kind in KINDS:
        sub = menu.addMenu(translate("BoardMenus", ADD_FOR[kind]))
        sub.setToolTipsVisible(True)
        for p in board.participants():
            local = not board.is_player(p.id)
            name = isolated(p.name)
            label = translate("BoardMenus", "{0} (setup)").format(name) if local else p.name
            action = sub.addAction(chip_icon(board, p.id), menu_text(label))
            action.triggered.connect(lambda _=False, who=p.id, k=kind: add(who, k))
            if local and not setup:  # as on the palette: the local power sets up only
                action.setEnabled(False)
                action.setToolTip(
                    translate(
                        "BoardMenus", "The local power places cubes in Setup Mode (Ctrl+Shift+B)"
                    )
                )
    _quick_armies(board, menu, region_id, acting, perform, key_of)
    armies = menu.addMenu(translate("BoardMenus", "Armies"))
    for p in board.participants():
        current = region.armies_of(p.id)
        said = translate("BoardMenus", "{0}: {1}").format(isolated(p.name), current)
        sub = armies.addMenu(chip_icon(board, p.id), menu_text(said))
        for n in range(max(MAX_ARMIES_IN_MENU, current + 1) + 1):
            action = sub.addAction(str(n))
            action.setCheckable(True)
            action.setChecked(n == current)
            action.triggered.connect(
                lambda _=False, who=p.id, count=n: perform(SetArmies(region_id, who, count))
            )
    menu.addSeparator()
    score = _keyed(
        menu.addAction(
            translate("BoardMenus", "Score {0}").format(menu_text(isolated(region.name)))
        ),
        key_of,
        "score",
    )
    score.triggered.connect(lambda: perform(Score(region_id)))
    return menu


def _quick_armies(
    board: Board, menu: QMenu, region_id: str, acting: str, perform: Perform, key_of: KeyOf
) -> None:
    """One Army more or less for each participant, at the menu's first level; the acting
    player's pair carries the board's + and - keys."""
    region = board.region(region_id)
    menu.addSection(translate("BoardMenus", "Armies"))
    for p in board.participants():
        current = region.armies_of(p.id)
        name = isolated(p.name)
        tip = translate("BoardMenus", "{0} has {1} in {2}").format(
            name, counted(current, "Army"), isolated(region.name)
        )
        for step, text, key in ONE_ARMY:
            said = translate("BoardMenus", text).format(menu_text(name))
            action = menu.addAction(chip_icon(board, p.id), said)
            action.setToolTip(literal_html(tip))
            action.setStatusTip(tip)
            action.setEnabled(current + step >= 0)
            if p.id == acting:
                _keyed(action, key_of, key)
            action.triggered.connect(
                lambda _=False, who=p.id, n=current + step: perform(SetArmies(region_id, who, n))
            )
    menu.addSeparator()


def build_cube_menu(board: Board, cube: Place, perform: Perform, key_of: KeyOf = no_keys) -> QMenu:
    """The menu of the cube at `cube`."""
    region_id, row, index = cube.region, cube.row, cube.index
    owner = getattr(board.region(region_id), row)[index]
    place = translate("BoardMenus", SLOT_OF[row]).format(index + 1)
    name = isolated(board.name_of(owner))
    menu = QMenu(menu_text(translate("BoardMenus", "{0}, {1}").format(name, place)))
    menu.setObjectName("cube-menu")
    title = menu.addAction(
        chip_icon(board, owner), menu_text(translate("BoardMenus", "{0}: {1}").format(name, place))
    )
    title.setEnabled(False)
    menu.addSeparator()
    temporary = row == "temporary"
    convert = _keyed(
        menu.addAction(translate("BoardMenus", "Convert to permanent")), key_of, "convert"
    )
    convert.setEnabled(temporary)
    convert.triggered.connect(lambda: perform(Convert(region_id, owner, index)))
    reset = _keyed(
        menu.addAction(translate("BoardMenus", "Reset", "a temporary cube")), key_of, "reset"
    )
    reset.setEnabled(temporary)
    reset.triggered.connect(lambda: perform(Reset(region_id, owner, index)))
    remove = _keyed(menu.addAction(translate("BoardMenus", "Remove")), key_of, "remove")
    remove.triggered.connect(lambda: perform(Remove(region_id, row, index)))
    return menu


class BoardMenus:
    """Opens the board's context menus; `menu` is the one the keyboard opened, kept alive
    while it shows."""

    def __init__(
        self, scene: BoardPicture, game: Game, play: PlayState, keyboard: KeyboardFocus
    ) -> None:
        self.scene = scene
        self.game = game
        self.play = play
        self.keyboard = keyboard
        self.menu: QMenu | None = None
        self.key_of: KeyOf = no_keys  # the window's actions' keys, once it has them

    def region_menu(self, region_id: str) -> QMenu:
        play = self.play
        return build_region_menu(
            self.game.document.board,
            region_id,
            play.acting,
            play.setup_mode,
            self.game.perform,
            self.key_of,
        )

    def cube_menu(self, cube: Place) -> QMenu:
        return build_cube_menu(self.game.document.board, cube, self.game.perform, self.key_of)

    def open_at(self, at: QPointF, screen: QPoint) -> bool:
        """A right click or a long press at `at` of the scene: the menu of the cube there
        (it is chosen), else of the Region (it is selected), at `screen`. False off the
        tracks."""
        track = self.scene.track_at(at)
        if track is None:
            return False
        region_id = track.region.id
        hit = track.geometry.hit(track.mapFromScene(at))
        cube = cube_at(self.game.document.board, region_id, hit.row, hit.index)
        if cube is not None:
            self.play.choose_cube(cube)
            menu = self.cube_menu(cube)
        else:
            self.play.select_region(region_id)
            menu = self.region_menu(region_id)
        menu.exec(screen)
        return True

    def open_menu(self) -> QMenu | None:
        """The context menu of the focused slot's cube, else of the focused or selected
        Region, opened beside it (the Menu key, Shift+F10)."""
        board = self.game.document.board
        slot = self.keyboard.slot()
        focus = self.play.focus
        region_id = slot.region if slot else None
        if region_id is None and focus is not None and board.has_region(focus.region):
            region_id = focus.region
        if region_id is None and self.play.selection:
            region_id = self.play.selection[0]
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
