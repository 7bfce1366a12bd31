"""Context menus of the board: a Region's (add for each player, Armies, score) and a
cube's (convert, reset, remove). Each action is a gesture on the BoardScene."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from ..look import chip_icon
from ..plain_text import menu_text

if TYPE_CHECKING:
    from .board_scene import BoardScene

MAX_ARMIES_IN_MENU = 9


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardMenus", text)


def build_region_menu(scene: BoardScene, region_id: str) -> QMenu:
    board = scene.document.board
    region = board.region(region_id)
    menu = QMenu(menu_text(region.name))
    menu.setObjectName("region-menu")
    for kind in ("permanent", "temporary"):
        sub = menu.addMenu(tr("Add {0} Influence").format(tr(kind)))
        for p in board.participants():
            label = p.name if board.is_player(p.id) else tr("{0} (setup)").format(p.name)
            action = sub.addAction(chip_icon(board, p.id), menu_text(label))
            action.triggered.connect(lambda _=False, who=p.id, k=kind: scene.add(region_id, who, k))
    armies = menu.addMenu(tr("Armies"))
    for p in board.participants():
        current = region.armies_of(p.id)
        sub = armies.addMenu(chip_icon(board, p.id), menu_text(f"{p.name}: {current}"))
        for n in range(max(MAX_ARMIES_IN_MENU, current + 1) + 1):
            action = sub.addAction(str(n))
            action.setCheckable(True)
            action.setChecked(n == current)
            action.triggered.connect(
                lambda _=False, who=p.id, count=n: scene.set_armies(region_id, who, count)
            )
    menu.addSeparator()
    score = menu.addAction(tr("Score {0}").format(menu_text(region.name)))
    score.triggered.connect(lambda: scene.score(region_id))
    return menu


def build_cube_menu(scene: BoardScene, region_id: str, row: str, index: int) -> QMenu:
    board = scene.document.board
    region = board.region(region_id)
    owner = getattr(region, row)[index]
    place = (
        tr("overflow place {0}").format(index + 1)
        if row == "overflow"
        else tr("{0} slot {1}").format(tr(row), index + 1)
    )
    menu = QMenu(menu_text(f"{board.name_of(owner)}, {place}"))
    menu.setObjectName("cube-menu")
    title = menu.addAction(chip_icon(board, owner), menu_text(f"{board.name_of(owner)}: {place}"))
    title.setEnabled(False)
    menu.addSeparator()
    temporary = row == "temporary"
    convert = menu.addAction(tr("Convert to permanent"))
    convert.setEnabled(temporary)
    convert.triggered.connect(lambda: scene.convert(region_id, index))
    reset = menu.addAction(tr("Reset"))
    reset.setEnabled(temporary)
    reset.triggered.connect(lambda: scene.reset(region_id, index))
    remove = menu.addAction(tr("Remove"))
    remove.triggered.connect(lambda: scene.remove(region_id, row, index))
    return menu
