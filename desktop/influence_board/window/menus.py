"""The window's menus and toolbars as data: each menu lists its groups of actions (the
action table's "menu/group" places, separators between) and its submenus; `build_menus`
and `build_toolbars` lay them out. Submenus whose actions are not the table's (recent
files, the acting player, the timeline's steps, the docks) are filled by their owners."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QToolButton

from ..files.settings import language_choice, set_language_choice
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.plain_text import menu_text
from ..look.steady_size import SteadySize
from ..look.tool_buttons import follow_actions
from ..text.language import languages
from .actions import Actions
from .parts import WindowParts

SEPARATOR = "-"


@dataclass(frozen=True, slots=True)
class Submenu:
    """A submenu: of the table's actions placed in `group`, or filled by its owner."""

    group: str
    title: str


# (name, title, items): an item is a group of the action table, a Submenu or a separator.
MENUS: tuple[tuple[str, str, tuple[str | Submenu, ...]], ...] = (
    (
        "file",
        QT_TRANSLATE_NOOP("Menus", "&File"),
        (
            "new",
            Submenu("recent", QT_TRANSLATE_NOOP("Menus", "Open &Recent")),
            "save",
            SEPARATOR,
            "operations",
            SEPARATOR,
            "pictures",
            "print",
            SEPARATOR,
            "window",
        ),
    ),
    (
        "edit",
        QT_TRANSLATE_NOOP("Menus", "&Edit"),
        ("undo", "notes", SEPARATOR, "clipboard", SEPARATOR, "regions", SEPARATOR, "preferences"),
    ),
    (
        "view",
        QT_TRANSLATE_NOOP("Menus", "&View"),
        (
            "zoom",
            SEPARATOR,
            "arrangement",
            SEPARATOR,
            "regions",
            SEPARATOR,
            Submenu("colours", QT_TRANSLATE_NOOP("Menus", "&Colours")),
            Submenu("language", QT_TRANSLATE_NOOP("Menus", "Lan&guage")),
            Submenu("timeline", QT_TRANSLATE_NOOP("Menus", "&Timeline")),
            "compare",
            SEPARATOR,
            "docks",
        ),
    ),
    (
        "game",
        QT_TRANSLATE_NOOP("Menus", "&Game"),
        (
            Submenu("players", QT_TRANSLATE_NOOP("Menus", "&Acting Player")),
            SEPARATOR,
            "play",
            SEPARATOR,
            "score",
            SEPARATOR,
            "rounds",
            SEPARATOR,
            "setup",
        ),
    ),
    ("help", QT_TRANSLATE_NOOP("Menus", "&Help"), ("guide", "rules", SEPARATOR, "about")),
)

GAME_TOOLBAR = ("undo", "redo", SEPARATOR, "setup", "score_all")


def translated(text: str) -> str:
    return QCoreApplication.translate("Menus", text)


def build_menus(window: QMainWindow, parts: WindowParts, actions: Actions) -> dict[str, QMenu]:
    """The menu bar, from MENUS. Returns the submenus whose owners fill them, by name."""
    owned: dict[str, QMenu] = {}
    fillers: dict[str, Callable[[QMenu], None]] = {
        "timeline": lambda submenu: _timeline(parts, submenu),
        "players": lambda submenu: _acting_players(parts, submenu),
        "language": lambda submenu: _languages(parts, submenu),
    }
    for name, title, items in MENUS:
        menu = window.menuBar().addMenu(translated(title))
        for item in items:
            if item == SEPARATOR:
                menu.addSeparator()
            elif isinstance(item, Submenu):
                submenu = menu.addMenu(translated(item.title))
                owned[item.group] = submenu
                submenu.addActions(actions.rows(f"{name}/{item.group}"))
                if item.group in fillers:
                    fillers[item.group](submenu)
            elif item == "docks":
                _docks(window, parts, menu)
            else:
                menu.addActions(actions.rows(f"{name}/{item}"))
    return owned


def build_toolbars(window: QMainWindow, parts: WindowParts, actions: Actions) -> None:
    main = QToolBar(QCoreApplication.translate("Menus", "Game", "the toolbar"), window)
    main.setObjectName("game-toolbar")
    for name in GAME_TOOLBAR:
        if name == SEPARATOR:
            main.addSeparator()
        else:
            main.addAction(actions[name])
    window.addToolBar(main)
    _steady_buttons(main)
    follow_actions(main)
    window.addToolBar(parts.palette_bar)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, parts.timeline)
    follow_actions(parts.timeline)
    # The scores are never hidden: no dock tab, no toolbar switch in the context menu.
    scores = QToolBar(QCoreApplication.translate("Menus", "Scores"), window)
    scores.setObjectName("scores-toolbar")
    scores.setMovable(False)
    scores.addWidget(parts.scoreboard)
    scores.toggleViewAction().setEnabled(False)
    window.addToolBarBreak()
    window.addToolBar(scores)


def _steady_buttons(toolbar: QToolBar) -> None:
    """Each button of `toolbar` held at its size (look/steady_size.py), fitted anew when the
    toolbar's look changes. Undo and Redo are renamed at every step, and a button whose
    action changes asks the window for a new layout (a repaint of all of it) unless its size
    is fixed (look/tool_buttons.py then spares the toolbar the change too)."""
    held = [
        SteadySize(button)
        for action in toolbar.actions()
        if isinstance(button := toolbar.widgetForAction(action), QToolButton)
    ]

    def refit(*_args: object) -> None:
        for steady in held:
            steady.refit()

    toolbar.iconSizeChanged.connect(refit)
    toolbar.toolButtonStyleChanged.connect(refit)


def _timeline(parts: WindowParts, menu: QMenu) -> None:
    menu.addActions(parts.timeline.actions_in_order())
    menu.addSeparator()
    menu.addAction(parts.timeline.toggleViewAction())


def _docks(window: QMainWindow, parts: WindowParts, menu: QMenu) -> None:
    """Each dock's switch, with Alt+1 to Alt+8 from anywhere in the window."""
    for n, dock in enumerate(parts.docks.all(), start=1):
        toggle = dock.toggleViewAction()
        toggle.setShortcut(QKeySequence(f"Alt+{n}"))
        window.addAction(toggle)
        menu.addAction(toggle)


def _acting_players(parts: WindowParts, menu: QMenu) -> None:
    """The palette's actions in Game > Acting Player, and their number keys on the board;
    again whenever the palette is rebuilt (another board's players)."""
    shown: list[QAction] = []

    def fill() -> None:
        menu.clear()
        for old in shown:
            parts.view.removeAction(old)  # two actions on one key would make it ambiguous
        shown[:] = parts.palette_bar.group.actions()
        menu.addActions(shown)
        for action in shown:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            parts.view.addAction(action)

    parts.palette_bar.rebuilt.connect(fill)
    fill()


LANGUAGE_NOTE_MS = 15_000  # the status bar's word on a new language: time to read it


def _languages(parts: WindowParts, menu: QMenu) -> None:
    """View > Language: Follow the System, then each language there is a catalogue for, by
    its own name. The choice is remembered and spoken from the next start: the window's
    texts are made as it is built, and half a window in each language would read worse."""
    group = QActionGroup(menu)
    chosen = language_choice()
    system = QCoreApplication.translate("Menus", "Follow the System", "the language")
    for code, name in [("", system), *languages()]:
        action = menu.addAction(menu_text(name))
        action.setObjectName(f"language-{code or 'system'}-action")
        action.setCheckable(True)
        action.setChecked(code == chosen)
        group.addAction(action)
        action.triggered.connect(lambda _=False, c=code, n=name: _choose_language(parts, c, n))


def _choose_language(parts: WindowParts, code: str, name: str) -> None:
    set_language_choice(code)
    said = QCoreApplication.translate(
        "Menus", "Language: {0}, from the next start of Influence Board."
    )
    parts.status.show(said.format(name), LANGUAGE_NOTE_MS)
