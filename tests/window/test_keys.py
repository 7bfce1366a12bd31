"""Keys that work on every desktop (issues 17 and 36): no two shortcuts or mnemonics of one
window claim the same key, each menu's mnemonics are its own, and no key is one a desktop or
window manager keeps for itself (desktop_keys.py: Ctrl+Alt+T opened a terminal on GNOME
instead of the Table Arrangement; Alt+Space is the window menu, Alt+drag moves the window
under openbox and most others). The guide names the keys the window has."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import TYPE_CHECKING

from desktop_keys import portable, taken
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu
from pytestqt.qtbot import QtBot

from influence_board.dialogs.help_views import guide_text
from influence_board.rules.formats.scenario import standard_board
from influence_board.window.actions import ACTIONS

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def mnemonic(text: str) -> str | None:
    """The letter after a single `&` in a text ("&&" is a literal ampersand)."""
    found = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return found.group(1).upper() if found else None


def window_keys(window: MainWindow) -> dict[str, list[str]]:
    """Every key the window answers, with what claims it: action shortcuts, the menu bar's
    Alt+letters, and the Alt+letters of labels (with a buddy) and buttons in the docks."""
    window.parts.docks.build_panels()
    claims: dict[str, list[str]] = defaultdict(list)
    seen: set[int] = set()
    for action in window.findChildren(QAction):
        if id(action) in seen:
            continue
        seen.add(id(action))
        for key in action.shortcuts():
            claims[key.toString()].append(f"action {action.text()!r}")
    for menu_action in window.menuBar().actions():
        letter = mnemonic(menu_action.text())
        if letter:
            claims[f"Alt+{letter}"].append(f"menu {menu_action.text()!r}")
    for label in window.findChildren(QLabel):
        letter = mnemonic(label.text())
        if letter and label.buddy() is not None:
            claims[f"Alt+{letter}"].append(f"label {label.text()!r}")
    for button in window.findChildren(QAbstractButton):
        letter = mnemonic(button.text())
        if letter and not isinstance(button.parent(), QMenu):
            claims[f"Alt+{letter}"].append(f"button {button.text()!r}")
    return claims


def test_no_two_things_claim_one_key(window: MainWindow) -> None:
    claims = window_keys(window)
    clashes = {key: who for key, who in claims.items() if len(who) > 1}
    assert not clashes


def every_key(window: MainWindow) -> dict[str, list[str]]:
    """The window's keys here (`window_keys`), and every key the action table writes out: a
    fallback after a platform's standard key is bound where that one is not, and on macOS
    each of them means Cmd where it says Ctrl."""
    claims = window_keys(window)
    for row in ACTIONS:
        who = f"action {window.action(row.name).text()!r}"
        for key in row.keys:
            if isinstance(key, str) and who not in claims[portable(key)]:
                claims[portable(key)].append(who)
    return claims


def test_no_key_a_desktop_takes(window: MainWindow) -> None:
    clashes = {}
    for key, who in every_key(window).items():
        if (row := taken(key)) is None:
            continue
        fine = f"action {window.action(row.fine_for).text()!r}" if row.fine_for else ""
        if others := [w for w in who if w != fine]:
            clashes[key] = (others, row.where, row.what)
    assert not clashes


def test_the_desktops_table_finds_what_it_lists() -> None:
    """The check above can fail: the keys moved away in issue 36 are in the table."""
    for key in ("Ctrl+Alt+T", "Ctrl+Alt+D", "Ctrl+Alt+M", "Ctrl+Alt+R", "Ctrl+M", "Meta+E"):
        assert taken(key) is not None, key
    assert taken("Ctrl+Alt+Delete") == taken("Ctrl+Alt+Del")
    for key in ("Ctrl+1", "Ctrl+2", "Ctrl+Shift+D", "F5", "Ctrl+Shift+B", "Ctrl+Alt+1"):
        assert taken(key) is None, key


def test_the_keys_moved_off_the_desktops(window: MainWindow) -> None:
    """Issue 36: each to a key that claims nothing else (test_no_two_things_claim_one_key)."""
    moved = {
        "arrange_table": "Ctrl+1",  # GNOME, KDE, Xfce, Cinnamon: a terminal
        "arrange_map": "Ctrl+2",  # macOS: minimize all; beside Table Arrangement
        "compare_file": "Ctrl+Shift+D",  # Xfce: show the desktop; macOS: the Dock
        "revert": "F5",  # KDE Plasma 5: Klipper
        "setup": "Ctrl+Shift+B",  # macOS: Cmd+M minimizes
    }
    for name, key in moved.items():
        assert window.action(name).shortcut() == QKeySequence(key), name


# Keys the guide names that no action of the table claims: the board's context menu and
# Redo's second key (the platform's, after Ctrl+Y).
NOT_ACTIONS = {"Shift+F10", "Ctrl+Shift+Z"}


def test_the_guide_names_the_keys_the_window_has(window: MainWindow) -> None:
    named = re.findall(r"\b(?:Ctrl|Alt|Shift)\+[^\s,;:)/]+", guide_text())
    keys = [k for k in named if not k.endswith(("click", "drag", "wheel"))]
    assert "Ctrl+1" in keys  # the Table Arrangement's, found
    claimed = set(window_keys(window)) | NOT_ACTIONS
    assert not [k for k in keys if portable(k) not in claimed]


def test_each_menu_has_its_own_mnemonics(window: MainWindow) -> None:
    def walk(menu: QMenu) -> None:
        letters = [mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        letters = [x for x in letters if x]
        twice = sorted({x for x in letters if x and letters.count(x) > 1})
        assert not twice, (menu.title(), twice)
        for action in menu.actions():
            # QAction.menu() is a QMenu or None (the stubs say QObject)
            if isinstance(sub := action.menu(), QMenu):
                walk(sub)

    for action in window.menuBar().actions():
        sub = action.menu()
        assert isinstance(sub, QMenu)
        walk(sub)


def test_play_is_ctrl_shift_p(window: MainWindow) -> None:
    play = window.parts.timeline.play_action
    assert play.shortcut() == QKeySequence("Ctrl+Shift+P")


def test_f1_opens_the_guide_and_about_has_no_key(window: MainWindow) -> None:
    assert window.action("help").shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert window.action("about").shortcut().isEmpty()
    help_menu = window.menuBar().actions()[-1].menu()
    assert isinstance(help_menu, QMenu) and window.action("about") in help_menu.actions()


def test_a_second_window_claims_its_keys_alone(qtbot: QtBot, window: MainWindow) -> None:
    from influence_board.window.main_window import MainWindow

    other = MainWindow(standard_board())
    qtbot.addWidget(other, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert not {k: w for k, w in window_keys(other).items() if len(w) > 1}
