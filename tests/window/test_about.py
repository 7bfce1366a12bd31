"""Help > About names the version, the licence and the website, read from the package's
metadata and shown as text (the metadata is a file like any); Help > About Qt shows Qt's."""

from __future__ import annotations

from importlib import metadata
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMenu

from influence_board import __version__
from influence_board.files.prompts import Prompts
from influence_board.window import menu_commands
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_about_names_the_licence_and_the_website(window: MainWindow, dialogs: Dialogs) -> None:
    window.action("about").trigger()
    ((title, markup),) = dialogs.about
    assert title == "About Influence Board"
    assert f"<h3>Influence Board {__version__}</h3>" in markup
    info = metadata.metadata("influence-board")
    home = next(u.split(", ")[1] for u in info.get_all("Project-URL") or [] if "Homepage" in u)
    assert "<p>Licence: MIT</p>" in markup
    assert f'<p>Website: <a href="{home}">{home}</a></p>' in markup


class Hostile:
    """Metadata as a damaged or hostile install could give it."""

    def __init__(self, fields: dict[str, list[str]]) -> None:
        self.fields = fields

    def get_all(self, name: str) -> list[str] | None:
        return self.fields.get(name)


@pytest.mark.parametrize(
    ("fields", "licence", "website"),
    [
        (
            {
                "License-Expression": ["<b>MIT</b>"],
                "Project-URL": ['Homepage, https://x.org/"><script>'],
            },
            "&lt;b&gt;MIT&lt;/b&gt;",
            "https://x.org/&quot;&gt;&lt;script&gt;",
        ),
        (
            {"License": ["Line one\nLine two"], "Project-URL": ["Homepage, javascript:1"]},
            "Line one",
            "",
        ),
        ({}, "", ""),
    ],
)
def test_about_shows_the_metadata_as_text(
    window: MainWindow,
    dialogs: Dialogs,
    monkeypatch: pytest.MonkeyPatch,
    fields: dict[str, list[str]],
    licence: str,
    website: str,
) -> None:
    monkeypatch.setattr(metadata, "metadata", lambda name: Hostile(fields))
    window.action("about").trigger()
    ((_, markup),) = dialogs.about
    assert "<b>MIT" not in markup and "<script>" not in markup and "javascript" not in markup
    assert ("Licence: " + licence in markup) == bool(licence)
    assert (f'<a href="{website}">' in markup) == bool(website)


def test_about_without_metadata_still_says_the_version(
    window: MainWindow, dialogs: Dialogs, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(name: str) -> None:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "metadata", missing)
    assert menu_commands.published() == ("", "")
    window.action("about").trigger()
    ((_, markup),) = dialogs.about
    assert __version__ in markup and "Licence" not in markup and "Website" not in markup


def test_about_qt_is_in_the_help_menu(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[Prompts] = []
    monkeypatch.setattr(Prompts, "about_qt", lambda prompts: shown.append(prompts))
    action = window.action("about_qt")
    help_menu = window.menuBar().actions()[-1].menu()
    assert isinstance(help_menu, QMenu) and action in help_menu.actions()
    assert help_menu.actions()[-1] is action, "last, after About Influence Board"
    action.trigger()
    assert shown == [window.parts.prompts]
