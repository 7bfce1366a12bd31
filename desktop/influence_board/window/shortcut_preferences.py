"""The keys of the action table as the user chose them in Edit > Preferences: remembered in
the settings (files/settings.py, where they differ from the table's own: actions.py keeps
the defaults), given to a window's actions as it is built, and to every open window at once
when the dialog is accepted.

The settings are hostile input: a remembered key that does not parse, names no action, is
one the window keeps for something else, or is another action's too, is dropped and the
action keeps its default key (the dialog never writes such a key).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from ..dialogs.help_views import key_rows, plain
from ..dialogs.preferences import (
    PreferencesDialog,
    Shortcut,
    holder,
    parsed,
    portable,
    refusal,
)
from ..files import settings as remembered


def chosen_keys(
    defaults: Mapping[str, QKeySequence], wanted: Mapping[str, str], held: Mapping[str, str]
) -> dict[str, QKeySequence]:
    """Every action's key: its default, or the one `wanted` for it (as remembered: portable
    text) when that one is fit (`held`: the keys the window gives to what is not in the
    table)."""
    keys = dict(defaults)
    chosen: set[str] = set()
    for name, text in wanted.items():
        key = parsed(text)
        if name in keys and key is not None and not refusal(key, held):
            keys[name] = key
            chosen.add(name)
    # A key held twice: the remembered ones among its holders give way, until none is.
    while clashing := {n for n in chosen if holder(keys, keys[n], n)}:
        for name in clashing:
            keys[name] = defaults[name]
        chosen -= clashing
    return keys


def held_keys(window: QWidget, table: Mapping[str, QAction]) -> dict[str, str]:
    """The keys the window gives to what the table (`table`) does not hold, and what each
    does: the docks' switches, the timeline, the acting players, the menu bar's letters."""
    held: dict[str, str] = {}
    ours = {id(action) for action in table.values()}
    for action in window.findChildren(QAction):
        if id(action) in ours or isinstance(action.parent(), QMenu):
            continue  # a context menu's keys work only while it is open
        for key in action.shortcuts():
            held.setdefault(portable(key), plain(action.text()))
    if isinstance(window, QMainWindow):
        for top in window.menuBar().actions():
            letter = QKeySequence.mnemonic(top.text())
            if not letter.isEmpty():
                held.setdefault(portable(letter), plain(top.text()))
    return held


def table_actions(window: QWidget, names: Iterable[str]) -> dict[str, QAction]:
    """A window's actions of the action table, by name (actions.py names them "<name>-action")."""
    found = ((name, window.findChild(QAction, f"{name}-action")) for name in names)
    return {name: action for name, action in found if action is not None}


def bind(actions: Mapping[str, QAction], keys: Mapping[str, QKeySequence]) -> None:
    for name, key in keys.items():
        if (action := actions.get(name)) is not None and action.shortcut() != key:
            action.setShortcut(key)


def bind_remembered(
    window: QWidget, actions: Mapping[str, QAction], defaults: Mapping[str, QKeySequence]
) -> None:
    """A window's actions (`actions`, the table's, with their defaults) take the keys
    remembered for them, where fit."""
    if wanted := remembered.shortcuts():
        bind(actions, chosen_keys(defaults, wanted, held_keys(window, actions)))


def edit_shortcuts(
    window: QWidget, texts: Mapping[str, str], defaults: Mapping[str, QKeySequence]
) -> bool:
    """Edit > Preferences over `window`, whose table has the actions named in `texts` (with
    their words, in table order) and their `defaults`. When accepted, the keys are
    remembered (those that differ from the defaults) and every open window takes them.
    True when accepted."""
    actions = table_actions(window, texts)
    menus = _menus(window, actions)
    shortcuts = [
        Shortcut(name, plain(text), menus.get(name, ""), defaults[name], actions[name].shortcut())
        for name, text in texts.items()
        if name in actions
    ]
    dialog = PreferencesDialog(shortcuts, held_keys(window, actions), window)
    if dialog.exec() != PreferencesDialog.DialogCode.Accepted:
        return False
    keys = dialog.keys()
    remembered.set_shortcuts(
        {name: portable(key) for name, key in keys.items() if key != defaults[name]}
    )
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMainWindow):
            bind(table_actions(widget, keys), keys)
    return True


def _menus(window: QWidget, actions: Mapping[str, QAction]) -> dict[str, str]:
    """The menu each action is in ("View > Colours"), as Help > Keyboard Shortcuts says it."""
    if not isinstance(window, QMainWindow):
        return {}
    rows = key_rows(window.menuBar(), list(actions.values()))
    return {name: row[1] for name, row in zip(actions, rows, strict=False)}
