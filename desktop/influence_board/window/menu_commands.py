"""What the window's menus do beyond calling one part: the commands that join a few parts
(Remove Region, Lay Out, Compare With File, Describe Board, About).
Each is given the window's parts; the action table (actions.py) calls them."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from .. import __version__
from ..dialogs.text_dialog import show_text
from ..files.scenario_file import scenario_filter
from ..rules.analysis.report import describe
from ..rules.edit_operations import RemoveRegion
from ..rules.topology import auto_layout
from .parts import WindowParts

MAX_ABOUT_CHARS = 200  # a licence's name or an address, as the metadata gives it


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
    """Help > About: the version, what the app does, its licence and its website, as the
    installed package's metadata names them. What the metadata gives is a file's text:
    escaped, and only an https address is a link."""
    translate = QCoreApplication.translate
    licence, website = published()
    said = [
        f"<h3>Influence Board {escape(__version__)}</h3>",
        translate(
            "MenuCommands",
            "<p>See and edit the Influence slots of a World Order-style board game: "
            "permanent and temporary slots, push-outs, conversions, resets, majorities "
            "and scoring, every step undoable.</p>",
        ),
    ]
    if licence:
        licence_line = escape(translate("MenuCommands", "Licence: {0}"))
        said.append(f"<p>{licence_line.format(escape(licence))}</p>")
    if website:
        link = f'<a href="{escape(website)}">{escape(website)}</a>'
        website_line = escape(translate("MenuCommands", "Website: {0}"))
        said.append(f"<p>{website_line.format(link)}</p>")
    parts.prompts.about(translate("MenuCommands", "About Influence Board"), "".join(said))


def published() -> tuple[str, str]:
    """The licence and the website (its Homepage) that the package's metadata names; ""
    for what it does not name (a copy run from its sources, not installed, has none)."""
    from importlib import metadata

    try:
        info = metadata.metadata("influence-board")
    except metadata.PackageNotFoundError:
        return "", ""
    licences = info.get_all("License-Expression") or info.get_all("License") or [""]
    licence = (str(licences[0]).strip().splitlines() or [""])[0][:MAX_ABOUT_CHARS]
    website = ""
    for entry in info.get_all("Project-URL") or []:
        label, _, url = str(entry).partition(",")
        if label.strip().casefold() == "homepage" and url.strip().startswith("https://"):
            website = url.strip()[:MAX_ABOUT_CHARS]
            break
    return licence, website
