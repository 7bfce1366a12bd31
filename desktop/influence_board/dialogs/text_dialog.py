"""A text to read in a dialog of its own (View > Describe Board): plain text, read-only, so
a screen reader can go through it; not modal, closed by Close or Esc."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget


def show_text(parent: QWidget, name: str, title: str, text: str, read_as: str) -> QDialog:
    """Open a dialog named `name` showing `text`; `read_as` is the text's accessible name."""
    dialog = QDialog(parent)
    dialog.setObjectName(name)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(title)
    body = QPlainTextEdit(text, dialog)
    body.setReadOnly(True)
    body.setAccessibleName(read_as)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body)
    layout.addWidget(buttons)
    dialog.resize(560, 640)
    body.setFocus()
    dialog.open()
    return dialog
