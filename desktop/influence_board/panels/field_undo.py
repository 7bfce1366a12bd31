"""Ctrl+Z in a panel's field: the field's own undo while it has typing to take back, else
the game's. A line edit claims Undo and Redo for itself even with nothing to undo (after
its edit became a step and the field was refilled), so the key did nothing at all.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QWidget


class FieldUndo(QObject):
    """An event filter for line edits and spin boxes (install with `watch`)."""

    def watch(self, *fields: QWidget) -> None:
        for field in fields:
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        line = watched.lineEdit() if isinstance(watched, QAbstractSpinBox) else watched
        if not isinstance(line, QLineEdit):
            return False
        if event.matches(QKeySequence.StandardKey.Undo):
            own = line.isUndoAvailable()
        elif event.matches(QKeySequence.StandardKey.Redo):
            own = line.isRedoAvailable()
        else:
            return False
        if own:
            return False  # the field takes back its own typing
        event.ignore()  # not the field's: the window's Undo or Redo shortcut takes it
        return True
