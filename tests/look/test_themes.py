"""Themes for the whole window: Light, Dark and High Contrast recolour menus, docks, the log,
dialogs and the board together, and every text colour reads at WCAG's 4.5:1."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from influence_board.look import app_theme
from influence_board.look.themes import THEMES, contrast, text_pairs
from influence_board.panels.log_dock import KIND_ROLE
from influence_board.rules import Add, Convert

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

R = QPalette.ColorRole
NAMES = ["light", "dark", "high-contrast"]


@pytest.mark.parametrize("name", NAMES)
def test_every_text_colour_reads_at_4_5_to_1(name: str) -> None:
    theme = THEMES[name]
    low = {
        what: round(contrast(ink, paper), 2)
        for what, (ink, paper) in text_pairs(theme).items()
        if contrast(ink, paper) < 4.5
    }
    assert low == {}, f"{name}: below 4.5:1: {low}"


def test_contrast_is_wcag() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast(QColor("#ffffff"), QColor("#ffffff")) == 1.0


def strongest_ink(image: QImage, area: QRect, paper: QColor) -> float:
    """The highest contrast of any pixel in `area` against `paper`: the text's own colour
    (anti-aliased edges only ever lower it)."""
    best = 1.0
    area = area.intersected(image.rect())
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            best = max(best, contrast(image.pixelColor(x, y), paper))
    return best


def same(a: QColor, b: QColor, within: int = 6) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= within


@pytest.mark.parametrize("name", NAMES)
def test_the_whole_window_takes_the_theme(window: MainWindow, qtbot: QtBot, name: str) -> None:
    theme = THEMES[name]
    window.choose_theme(name)
    assert QApplication.style().name().lower() == "fusion"
    assert QApplication.palette().color(R.Window) == theme.window
    assert QApplication.palette().color(R.Base) == theme.base
    # Qt hands the new palette to the widgets through posted events.
    qtbot.waitUntil(lambda: window.parts.log.palette().color(R.Base) == theme.base)

    # The log: its background, a quiet (undo) line and a refusal, as drawn.
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.steps.undo()
    window.parts.game.perform(Convert("africa", "usa", 7))  # refused: no such cube
    log = window.parts.log
    log.scrollToBottom()
    qtbot.waitUntil(lambda: log.count() >= 3)
    quiet = next(log.item(i) for i in range(log.count()) if log.item(i).data(KIND_ROLE) == "undo")
    refused = log.item(log.count() - 1)
    assert refused.data(KIND_ROLE) == "refused"
    image = log.viewport().grab().toImage()
    paper = image.pixelColor(image.width() - 3, image.height() - 3)
    assert same(paper, theme.base), (paper.name(), theme.base.name())
    for item, ink in ((quiet, theme.quiet_text), (refused, theme.refusal_text)):
        assert item.foreground().color() == ink
        row = log.visualItemRect(item)
        assert strongest_ink(image, row.adjusted(0, 2, 0, -2), paper) >= 4.5

    # A dock's title bar: the window's colour, with readable text.
    dock = window.parts.docks.log
    shot = window.grab().toImage()
    top_left = dock.mapTo(window, QPoint(0, 0))
    title = QRect(top_left, dock.size()).adjusted(4, 2, -40, 0)
    title.setHeight(dock.widget().mapTo(dock, QPoint(0, 0)).y() - 2)
    paper = shot.pixelColor(title.right() - 2, title.center().y())
    assert same(paper, theme.window), (paper.name(), theme.window.name())
    assert strongest_ink(shot, title, paper) >= 4.5

    # A menu, as drawn (Fusion fills menus with the list colour, a shade lighter when dark),
    # with readable item text.
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)  # the stubs say QObject
    image = menu.grab().toImage()
    paper = image.pixelColor(image.width() - 6, image.height() // 2)
    assert same(paper, theme.base, within=24), (paper.name(), theme.base.name())
    assert strongest_ink(image, image.rect().adjusted(4, 4, -4, -4), paper) >= 4.5

    # The board behind the Regions.
    view = window.parts.view.viewport().grab().toImage()
    assert same(view.pixelColor(1, 1), theme.background)


@pytest.mark.parametrize("name", NAMES)
def test_dialogs_and_every_window_follow(window: MainWindow, qtbot: QtBot, name: str) -> None:
    from influence_board.window.main_window import MainWindow

    second = MainWindow(window.parts.document.board)
    qtbot.addWidget(second, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.choose_theme(name)
    theme = THEMES[name]
    qtbot.waitUntil(lambda: second.parts.log.palette().color(R.Base) == theme.base)
    assert second.parts.scene.theme is theme
    assert second.action(f"theme_{name}").isChecked()
    box = QMessageBox(QMessageBox.Icon.Information, "Title", "Some text", parent=window)
    image = box.grab().toImage()
    paper = image.pixelColor(2, image.height() // 2)
    assert same(paper, theme.window), (paper.name(), theme.window.name())
    assert box.palette().color(R.WindowText) == theme.window_text


@pytest.mark.parametrize("name", NAMES)
def test_tooltips_follow(window: MainWindow, qtbot: QtBot, name: str) -> None:
    from PySide6.QtWidgets import QToolTip

    window.choose_theme(name)
    theme = THEMES[name]
    assert QToolTip.palette().color(R.ToolTipBase) == theme.tooltip_base
    assert QToolTip.palette().color(R.ToolTipText) == theme.tooltip_text
    item = next(iter(window.parts.scene.region_items.values()))
    point = window.parts.view.mapFromScene(item.sceneBoundingRect().center())
    QToolTip.showText(window.parts.view.viewport().mapToGlobal(point), "Europe", window.parts.view)
    tip = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel"))
    qtbot.waitUntil(tip.isVisible)
    image = tip.grab().toImage()
    assert same(image.pixelColor(3, 3), theme.tooltip_base), image.pixelColor(3, 3).name()
    QToolTip.hideText()


def test_the_log_recolours_what_it_already_shows(window: MainWindow) -> None:
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.steps.undo()
    quiet = window.parts.log.item(window.parts.log.count() - 1)
    assert quiet.foreground().color() == THEMES["light"].quiet_text
    window.choose_theme("dark")
    assert quiet.foreground().color() == THEMES["dark"].quiet_text


def test_cannot_score_rows_take_the_warning_colour(window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    window.choose_theme("dark")
    model = window.parts.docks.majorities_panel.model
    row = model.region_row("africa")  # two empty permanent slots on the standard board
    brush = model.item(row, 0).data(Qt.ItemDataRole.ForegroundRole)
    assert brush.color() == THEMES["dark"].refusal_text
    window.parts.docks.inspector_panel.set_warning(THEMES["dark"].refusal_text)
    label = window.parts.docks.inspector_panel.region_message
    assert label.palette().color(R.WindowText) == THEMES["dark"].refusal_text


def test_follow_the_system_is_light_or_dark_with_its_palette(window: MainWindow) -> None:
    window.choose_theme("system")
    theme = app_theme.theme_for("system")
    assert theme.name in ("light", "dark")
    assert QApplication.palette().color(R.Window) == theme.window


@pytest.mark.parametrize("name", NAMES)
def test_the_timeline_icons_read_at_4_5_to_1(window: MainWindow, qtbot: QtBot, name: str) -> None:
    """Drawn in the scheme's text colour: sampled from the toolbar as it is painted."""
    from influence_board.rules import Add

    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.steps.undo()  # every step button enabled: one step back, one forward
    window.parts.steps.redo()
    window.parts.steps.go_to(0)
    window.choose_theme(name)
    timeline = window.parts.timeline
    qtbot.waitUntil(lambda: timeline.palette().color(R.Window) == THEMES[name].window)
    for action in (timeline.next_action, timeline.play_action, timeline.last_action):
        assert action.isEnabled()
        button = timeline.widgetForAction(action)
        image = button.grab().toImage()
        paper = image.pixelColor(1, image.height() // 2)
        assert strongest_ink(image, image.rect(), paper) >= 4.5, (name, action.text())


@pytest.mark.parametrize("name", NAMES)
def test_empty_permanent_and_temporary_slots_look_apart(name: str) -> None:
    """Told apart at a glance: the two rows' fills differ by a visible step of colour."""
    theme = THEMES[name]
    a, b = theme.permanent_slot, theme.temporary_slot
    step = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
    assert step >= 24, (name, a.name(), b.name())
