"""What the window's menus do beyond calling one part: the commands that join a few parts
(Remove Region, Lay Out, Compare With File, Describe Board, About).
Each is given the window's parts; the action table (actions.py) calls them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..files.scenario_file import scenario_filter
from ..rules.analysis.report import describe
from ..rules.edit_operations import RemoveRegion
from ..rules.topology import auto_layout
from .parts import WindowParts


def remove_selected_region(parts: WindowParts) -> None:
    selection = parts.play.selection
    if not selection:
        parts.status.show(QCoreApplication.translate("MenuCommands", "Select a Region first"))
        return
    parts.game.perform(RemoveRegion(selection[0]))


def lay_out(parts: WindowParts, only: list[str] | None) -> None:
    """Automatic layout (networkx) as one undo step, then the whole board in view."""
    if only is not None and not only:
        parts.status.show(
            QCoreApplication.translate("MenuCommands", "Select the Regions to lay out first")
        )
        return
    parts.game.perform(auto_layout(parts.document.board, only=only))
    parts.view.zoom_to_fit()  # the scene rectangle already holds the new places


def compare_with_file(parts: WindowParts) -> None:
    """View > Compare With File: a scenario file against the current position."""
    path = parts.prompts.open_path(
        QCoreApplication.translate("MenuCommands", "Compare with file"), scenario_filter()
    )
    if path:
        parts.comparison.compare_with_file(path)


def describe_board(parts: WindowParts) -> QDialog:
    """A plain-text account of every Region that a screen reader can read (not modal)."""
    text = QPlainTextEdit(describe(parts.document.board))
    text.setReadOnly(True)
    text.setAccessibleName(QCoreApplication.translate("MenuCommands", "Board description"))
    return _dialog(
        parts,
        "description-dialog",
        QCoreApplication.translate("MenuCommands", "Describe board"),
        text,
    )


def _dialog(parts: WindowParts, name: str, title: str, body: QWidget) -> QDialog:
    """A dialog that is not modal, closed by Close or Esc, around `body`."""
    dialog = QDialog(parts.prompts.parent)
    dialog.setObjectName(name)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(title)
    body.setParent(dialog)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body)
    layout.addWidget(buttons)
    dialog.resize(560, 640)
    body.setFocus()
    dialog.open()
    return dialog


def show_about(parts: WindowParts) -> None:
    parts.prompts.about(
        QCoreApplication.translate("MenuCommands", "About Influence Board"),
        f"<h3>Influence Board {__version__}</h3>"
        + QCoreApplication.translate(
            "MenuCommands",
            "<p>See and edit the Influence slots of a World Order-style board game: "
            "permanent and temporary slots, push-outs, conversions, resets, majorities "
            "and scoring, every step undoable.</p>",
        ),
    )
