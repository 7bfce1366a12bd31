"""Tool buttons that take their action's changes at a constant cost.

Qt 6.11's QToolButton answers each change of its default action by calling
`setDefaultAction` again, and that connects the button to the action's `changed` signal
once more every time. Undo and Redo are renamed at every step: after 3,000 gestures each
rename called 6,300 slots, and over 6,000 a gesture came to take twice as long. Here a button
takes the action's text, icon, tips and state itself; the connection Qt made the first time
stays the only one.

A toolbar answers each change of one of its actions with a new layout, and the window's
layout follows (a repaint of its separators and dock tabs): when the action's button keeps a
fixed size and its shown state, nothing moves, so the toolbar is spared that change.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget


class _FollowAction(QObject):
    """Takes each ActionChanged of a watched button's default action, and watches the
    buttons a watched toolbar makes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ActionChanged and isinstance(watched, QToolButton):
            assert isinstance(event, QActionEvent)
            action = event.action()
            if action is not None and action is watched.defaultAction():
                _show(watched, action)
                return True
        elif kind == QEvent.Type.ActionChanged and isinstance(watched, QToolBar):
            assert isinstance(event, QActionEvent)
            action = event.action()
            return action is not None and _stays_put(watched.widgetForAction(action), action)
        elif kind == QEvent.Type.ChildPolished and isinstance(watched, QToolBar):
            assert isinstance(event, QChildEvent)
            child = event.child()
            if isinstance(child, QToolButton):
                _watch(child, self)
        return False


def _show(button: QToolButton, action: QAction) -> None:
    """What `setDefaultAction` takes from the action, each only if it changed."""
    text = action.iconText()
    if button.property(_ESCAPED):  # Qt doubled the `&` of a text it derived (no mnemonic)
        text = text.replace("&", "&&")
    if button.text() != text:
        button.setText(text)
    if button.icon().cacheKey() != action.icon().cacheKey():
        button.setIcon(action.icon())
    for get, put, wanted in (
        (button.toolTip, button.setToolTip, action.toolTip()),
        (button.statusTip, button.setStatusTip, action.statusTip()),
        (button.whatsThis, button.setWhatsThis, action.whatsThis()),
    ):
        if get() != wanted:
            put(wanted)
    if button.isCheckable() != action.isCheckable():
        button.setCheckable(action.isCheckable())
    if button.isChecked() != action.isChecked():
        button.setChecked(action.isChecked())
    if button.isEnabled() != action.isEnabled():
        button.setEnabled(action.isEnabled())


def _stays_put(button: QWidget | None, action: QAction) -> bool:
    """Whether `button` keeps its size and its shown state whatever `action` became."""
    return (
        isinstance(button, QToolButton)
        and button.minimumSize() == button.maximumSize()
        and button.isHidden() == (not action.isVisible())
    )


_ESCAPED = "influence_board_escaped"


def _watch(button: QToolButton, watcher: _FollowAction) -> None:
    action = button.defaultAction()
    if action is not None:
        # Qt shows a text it derived from the action's with each `&` doubled.
        button.setProperty(_ESCAPED, button.text() != action.iconText())
    button.installEventFilter(watcher)


def follow_action(button: QToolButton) -> None:
    """`button` takes its default action's changes itself (see above)."""
    _watch(button, _FollowAction(button))


def follow_actions(toolbar: QToolBar) -> None:
    """Every button `toolbar` has or makes for its actions, as `follow_action`."""
    watcher = _FollowAction(toolbar)
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            _watch(button, watcher)
    toolbar.installEventFilter(watcher)
