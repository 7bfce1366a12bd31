"""Tool buttons follow their actions at a constant cost (look/tool_buttons.py): Qt 6.11's
QToolButton connects to its action's `changed` once more at every change of the action,
which made every rename of Undo slower than the one before."""

from __future__ import annotations

from PySide6.QtCore import SIGNAL
from PySide6.QtGui import QAction, QIcon, QPixmap
from PySide6.QtWidgets import QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from influence_board.look.tool_buttons import follow_action, follow_actions


def listeners(action: QAction) -> int:
    return action.receivers(SIGNAL("changed()"))


def test_a_followed_button_shows_every_change_of_its_action(qtbot: QtBot) -> None:
    action = QAction("&Undo")
    button = QToolButton()
    qtbot.addWidget(button)
    button.setDefaultAction(action)
    follow_action(button)
    before = listeners(action)
    for n in range(200):
        action.setText(f"&Undo step {n}")
        action.setToolTip(f"Undo step {n}")
        action.setEnabled(n % 2 == 0)
    assert listeners(action) == before  # not one more connection per change
    assert button.text() == "Undo step 199"  # Qt's text without the mnemonic
    assert button.toolTip() == "Undo step 199"
    assert not button.isEnabled()
    action.setCheckable(True)
    action.setChecked(True)
    action.setStatusTip("takes back the step")
    pixmap = QPixmap(8, 8)
    action.setIcon(QIcon(pixmap))
    assert button.isCheckable() and button.isChecked()
    assert button.statusTip() == "takes back the step"
    assert button.icon().cacheKey() == action.icon().cacheKey()


def test_a_derived_text_keeps_its_ampersand_and_a_set_one_its_mnemonic(qtbot: QtBot) -> None:
    derived, chosen = QAction("Rock && Roll"), QAction("Save")
    chosen.setIconText("&Keep")
    buttons = []
    for action in (derived, chosen):
        button = QToolButton()
        qtbot.addWidget(button)
        button.setDefaultAction(action)
        follow_action(button)
        buttons.append(button)
    texts_before = [b.text() for b in buttons]
    derived.setToolTip("x")  # a change that leaves the text as it is
    chosen.setToolTip("y")
    assert [b.text() for b in buttons] == texts_before == ["Rock && Roll", "&Keep"]
    derived.setText("Salt && Pepper")
    chosen.setIconText("&Store")
    assert [b.text() for b in buttons] == ["Salt && Pepper", "&Store"]


def test_a_toolbar_follows_the_buttons_it_makes_later_too(qtbot: QtBot) -> None:
    toolbar = QToolBar()
    qtbot.addWidget(toolbar)
    first, later = QAction("First", toolbar), QAction("Later", toolbar)
    toolbar.addAction(first)
    follow_actions(toolbar)
    toolbar.addAction(later)
    toolbar.show()
    qtbot.waitExposed(toolbar)
    counts = [listeners(first), listeners(later)]
    for n in range(50):
        first.setText(f"First {n}")
        later.setText(f"Later {n}")
    assert [listeners(first), listeners(later)] == counts
    button = toolbar.widgetForAction(later)
    assert isinstance(button, QToolButton) and button.text() == "Later 49"


def test_without_following_qt_would_connect_at_every_change(qtbot: QtBot) -> None:
    # The reason for all this, kept honest: once Qt stops doing it, this fails and the
    # module can go.
    action = QAction("Undo")
    button = QToolButton()
    qtbot.addWidget(button)
    button.setDefaultAction(action)
    before = listeners(action)
    for n in range(10):
        action.setText(f"Undo {n}")
    assert listeners(action) == before + 10
