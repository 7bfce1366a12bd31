"""How the board looks and reads: colour schemes, the plain-text description (the same as
`influence-board check`), themed renders on the command line, the About box, and the
accessible names of the views."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QDialog, QPlainTextEdit
from pytestqt.qtbot import QtBot

from influence_board import __version__
from influence_board.files import settings as remembered
from influence_board.look.themes import DARK, HIGH_CONTRAST, LIGHT, THEMES
from influence_board.panels.palette_bar import PaletteButton
from influence_board.rules.analysis.report import describe
from influence_board.rules.formats.scenario import standard_board
from influence_board.window.actions import THEMES as CHOICES
from kb_helpers import (
    go_to,
    make_active,
    menu_actions,
    press,
    run_cli,
    shortcut,
)
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key


def theme_action(window: MainWindow, name: str) -> QAction:
    return window.action(f"theme_{name}")


# -- colour schemes ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["dark", "high-contrast", "light"])
def test_choose_theme_changes_the_scene_colours(window: MainWindow, name: str) -> None:
    window.choose_theme("light" if name != "light" else "dark")
    window.choose_theme(name)
    theme = THEMES[name]
    assert window.parts.scene.theme is theme
    assert window.parts.scene.backgroundBrush().color() == theme.background
    assert theme_action(window, name).isChecked()
    assert remembered.theme_choice() == name


def test_the_colours_menu_offers_every_scheme(window: MainWindow) -> None:
    labels = {name: theme_action(window, name).text() for name in CHOICES}
    assert labels == {
        "system": "Follow the System",
        "light": "Light",
        "dark": "Dark",
        "high-contrast": "High Contrast",
    }
    assert all(theme_action(window, name) in menu_actions(window) for name in CHOICES)
    group = theme_action(window, "system").actionGroup()
    assert group.isExclusive() and len(group.actions()) == len(CHOICES)


def test_themes_differ_where_it_matters(window: MainWindow) -> None:
    backgrounds = {t.background.name() for t in (LIGHT, DARK, HIGH_CONTRAST)}
    assert len(backgrounds) == 3
    theme_action(window, "high-contrast").trigger()
    assert window.parts.scene.backgroundBrush().color() == QColor("#000000")
    theme_action(window, "dark").trigger()
    assert window.parts.scene.backgroundBrush().color() == QColor("#23262b")


def test_follow_the_system_uses_light_or_dark(window: MainWindow) -> None:
    theme_action(window, "system").trigger()
    assert window.parts.scene.theme in (LIGHT, DARK)
    assert remembered.theme_choice() == "system"


# -- the description -------------------------------------------------------------------------


def description_dialog(window: MainWindow, qtbot: QtBot) -> tuple[QDialog, QPlainTextEdit]:
    make_active(qtbot, window)
    press(window, K.Key_D, Qt.KeyboardModifier.ControlModifier)  # View > Describe Board…
    dialog = window.findChild(QDialog, "description-dialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    text = dialog.findChild(QPlainTextEdit)
    assert text is not None
    return dialog, text


def test_describe_board_shows_the_report_text(window: MainWindow, qtbot: QtBot) -> None:
    dialog, text = description_dialog(window, qtbot)
    assert text.toPlainText() == describe(window.parts.document.board)
    assert text.isReadOnly()
    assert text.accessibleName() == "Board description"
    africa = text.toPlainText().split("\nAfrica\n")[1].split("\n\n")[0]
    assert "cannot score: 2 permanent slots empty" in africa
    dialog.reject()
    assert not dialog.isVisible()


def test_describe_board_follows_the_play(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    go_to(window, "africa")
    press(window, K.Key_3)
    press(window, K.Key_P)
    _, text = description_dialog(window, qtbot)
    assert text.toPlainText() == describe(window.parts.document.board)
    assert "Africa\n  permanent: Russia  [1]" in text.toPlainText()
    assert "cannot score: 1 permanent slot empty" in text.toPlainText()


def test_check_prints_the_same_description(window: MainWindow, qtbot: QtBot) -> None:
    _, text = description_dialog(window, qtbot)
    done = run_cli("check")
    assert done.returncode == 0, done.stderr
    assert done.stdout == text.toPlainText() == describe(standard_board())
    assert "cannot score: 2 permanent slots empty" in done.stdout


# -- renders on the command line ---------------------------------------------------------------


@pytest.mark.parametrize("theme", ["dark", "high-contrast", "light"])
def test_render_draws_the_chosen_theme(tmp_path: Path, theme: str) -> None:
    out = tmp_path / f"{theme}.png"
    done = run_cli("render", "--theme", theme, "--scale", "0.5", "-o", out)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() > 0 and image.height() > 0
    assert image.pixelColor(1, 1) == THEMES[theme].background


def test_render_rejects_an_unknown_theme(tmp_path: Path) -> None:
    done = run_cli("render", "--theme", "sepia", "-o", tmp_path / "x.png")
    assert done.returncode == 2
    assert "sepia" in done.stderr
    assert not (tmp_path / "x.png").exists()


# -- about, accessible names --------------------------------------------------------------------


def test_about_names_the_version(window: MainWindow, dialogs: Dialogs) -> None:
    assert window.action("about") in menu_actions(window)
    window.action("about").trigger()
    assert len(dialogs.about) == 1
    title, text = dialogs.about[0]
    assert title == "About Influence Board"
    assert f"Influence Board {__version__}" in text


def test_the_views_have_accessible_names(window: MainWindow) -> None:
    widgets = {
        "board": window.parts.view,
        "majorities": window.parts.docks.majorities_panel.tree,
        "victory points": window.parts.docks.majorities_panel.vp_view,
        "log": window.parts.log,
        "history": window.parts.history,
    }
    names = {what: w.accessibleName() for what, w in widgets.items()}
    assert all(names.values()), names
    assert len(set(names.values())) == len(names), names


def test_the_palette_buttons_have_accessible_names(window: MainWindow) -> None:
    buttons = window.parts.palette_bar.findChildren(PaletteButton)
    names = [b.accessibleName() for b in sorted(buttons, key=lambda b: b.x())]
    assert names == [
        "Act as USA",
        "Act as EU",
        "Act as Russia",
        "Act as China",
        "Act as Local powers",
    ]


def test_the_board_view_describes_the_focused_slot(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    go_to(window, "africa")
    press(window, K.Key_Down)
    assert window.parts.view.accessibleDescription() == (
        "Africa, temporary slot 1 (printed 4): EU's cube"
    )


def test_describe_board_has_a_shortcut_in_the_view_menu(window: MainWindow) -> None:
    assert window.action("describe").shortcut().toString() == "Ctrl+D"
    assert window.action("describe") in menu_actions(window)


def test_describe_board_by_its_shortcut(window: MainWindow, qtbot: QtBot) -> None:
    make_active(qtbot, window)
    shortcut(window, window.action("describe"))
    qtbot.waitUntil(lambda: window.findChild(QDialog, "description-dialog") is not None)
    dialog = window.findChild(QDialog, "description-dialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)


def test_a_regions_tooltip_describes_it_when_asked(window: MainWindow) -> None:
    """Hovering a track asks for its tooltip: the Region in words, as it is now."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent, QTextDocument
    from PySide6.QtWidgets import QApplication

    from influence_board.rules import Add

    window.parts.game.perform(Add("africa", "usa", "permanent"))
    item = window.parts.scene.region_items["africa"]
    view = window.parts.view
    point = view.mapFromScene(item.mapToScene(item.geometry.header().center()))
    event = QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)
    shown = QTextDocument()  # the tooltip is HTML that shows the text as it is
    shown.setHtml(item.toolTip())
    tip = shown.toPlainText()
    assert tip.startswith("Africa")
    assert "cannot score: 1 permanent slot empty" in tip
    assert "USA" in tip
