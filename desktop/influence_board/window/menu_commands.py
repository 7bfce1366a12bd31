"""What the window's menus do beyond calling one part: the commands that join a few parts
(Remove Region, Lay Out, Compare With File, Describe Board, About).
Each is given the window's parts; the action table (actions.py) calls them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from .. import __version__
from ..dialogs.text_dialog import show_text
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
    return show_text(
        parts.prompts.parent,
        "description-dialog",
        QCoreApplication.translate("MenuCommands", "Describe board"),
        describe(parts.document.board),
        QCoreApplication.translate("MenuCommands", "Board description"),
    )


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
