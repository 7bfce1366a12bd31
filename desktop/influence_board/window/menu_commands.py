"""What the window's menus do beyond calling one part: the commands that join a few parts
(Remove Region, Lay Out, Compare With File, Describe Board, About).
Each is given the window's parts; the action table (actions.py) calls them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout

from .. import __version__
from ..files.scenario_file import ONE_SCENARIO_FILTER
from ..rules.analysis.report import describe
from ..rules.edits import RemoveRegion
from ..rules.topology import auto_layout
from .parts import WindowParts


def _tr(text: str) -> str:
    return QCoreApplication.translate("MenuCommands", text)


def remove_selected_region(parts: WindowParts) -> None:
    selection = parts.play.selection
    if not selection:
        parts.status.show(_tr("Select a Region first"))
        return
    parts.game.perform(RemoveRegion(selection[0]))


def lay_out(parts: WindowParts, only: list[str] | None) -> None:
    """Automatic layout (networkx) as one undo step, then the whole board in view."""
    if only is not None and not only:
        parts.status.show(_tr("Select the Regions to lay out first"))
        return
    parts.game.perform(auto_layout(parts.document.board, only=only))
    parts.view.zoom_to_fit()  # the scene rectangle already holds the new places


def compare_with_file(parts: WindowParts) -> None:
    """View > Compare With File: a scenario file against the current position."""
    path = parts.prompts.open_path(_tr("Compare with file"), ONE_SCENARIO_FILTER)
    if path:
        parts.comparison.compare_with_file(path)


def describe_board(parts: WindowParts) -> QDialog:
    """A plain-text account of every Region that a screen reader can read (not modal)."""
    dialog = QDialog(parts.prompts.parent)
    dialog.setObjectName("description-dialog")
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowTitle(_tr("Describe board"))
    text = QPlainTextEdit(describe(parts.document.board), dialog)
    text.setReadOnly(True)
    text.setAccessibleName(_tr("Board description"))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(text)
    layout.addWidget(buttons)
    dialog.resize(560, 640)
    text.setFocus()
    dialog.open()
    return dialog


def show_about(parts: WindowParts) -> None:
    parts.prompts.about(
        _tr("About Influence Board"),
        f"<h3>Influence Board {__version__}</h3>"
        + _tr(
            "<p>See and edit the Influence slots of a World Order-style board game: "
            "permanent and temporary slots, push-outs, conversions, resets, majorities "
            "and scoring, every step undoable.</p>"
        ),
    )
