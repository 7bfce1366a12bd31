"""Keys that work on every desktop (issue 17): no two shortcuts or mnemonics of one window
claim the same key, each menu's mnemonics are its own, and Play and linking need no key
that window managers take (Alt+P was also a label's, Alt+Space is the window menu, Alt+drag
moves the window under openbox and most others)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu
from pytestqt.qtbot import QtBot

from influence_board.rules.formats.scenario import standard_board

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

TAKEN_BY_WINDOW_MANAGERS = {"Alt+Space", "Alt+Tab", "Alt+F4", "Alt+F7", "Alt+F8", "Alt+F10"}


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


def test_no_key_a_window_manager_takes(window: MainWindow) -> None:
    assert not TAKEN_BY_WINDOW_MANAGERS & set(window_keys(window))


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
