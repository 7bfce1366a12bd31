"""The app's own small dialogs: not modal, closed by Close or Esc, deleted when closed
(Help, Keyboard Shortcuts, the Rules); and a text to read in one (View > Describe Board):
plain text, read-only, so a screen reader can go through it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget


def closable_dialog(parent: QWidget, name: str, title: str) -> tuple[QDialog, QVBoxLayout]:
    """A dialog that is not modal, closed by Close or Esc, in the window's colours; its
    content goes into the layout given, then `finish` opens it."""
    dialog = QDialog(parent)
    dialog.setObjectName(name)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    return dialog, layout


def finish(dialog: QDialog, layout: QVBoxLayout, width: int, height: int) -> None:
    """The Close button under the content, the size, and the dialog open."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(width, height)
    dialog.open()


def show_text(parent: QWidget, name: str, title: str, text: str, read_as: str) -> QDialog:
    """Open a dialog named `name` showing `text`; `read_as` is the text's accessible name."""
    dialog, layout = closable_dialog(parent, name, title)
    body = QPlainTextEdit(text, dialog)
    body.setReadOnly(True)
    body.setAccessibleName(read_as)
    layout.addWidget(body)
    body.setFocus()
    finish(dialog, layout, 560, 640)
    return dialog
