"""What the app remembers between runs (QSettings, kept in a temporary folder by the
autouse fixture): the colour scheme, recent files, the last folder and the window's layout
survive closing the window and building a new one; `--reset-settings` forgets them all.
Setup mode is never remembered: every start begins with it off."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QByteArray, QSettings, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import influence_board.window.main_window as window_module
from influence_board.cli import main as cli
from influence_board.files import settings as remembered
from influence_board.rules import Board
from influence_board.rules.formats.scenario import dumps, standard_board
from influence_board.window.actions import THEMES
from kb_helpers import (
    CTRL,
    SHIFT,
    close_window,
    make_active,
    new_window,
    press,
    shortcut,
)
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key


def theme_action(window: MainWindow, name: str) -> QAction:
    return window.action(f"theme_{name}")


def restart(qtbot: QtBot, window: MainWindow, board: Board) -> MainWindow:
    """Close the window as the user does and start a new one, as the next run would."""
    assert close_window(window)
    return new_window(qtbot, board)


def scenario_file(path: Path, name: str) -> Path:
    data = json.loads(dumps(standard_board()))
    data["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def remember_everything(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> list[str]:
    """Choose a scheme, turn setup mode on and open two files; returns the recent list."""
    theme_action(window, "dark").trigger()
    make_active(qtbot, window)
    press(window, K.Key_B, CTRL | SHIFT)
    files = []
    for name in ("one", "two"):
        dialogs.open_path = str(scenario_file(tmp_path / f"{name}.json", name))
        shortcut(window, window.action("open"))
        files.append(str((tmp_path / f"{name}.json").resolve()))
    return files[::-1]


# -- each setting survives a restart ------------------------------------------------------------


@pytest.mark.parametrize("name", ["dark", "high-contrast", "light", "system"])
def test_the_colour_scheme_survives_a_restart(
    qtbot: QtBot, window: MainWindow, board: Board, name: str
) -> None:
    theme_action(window, name).trigger()  # View > Colours > ...
    assert remembered.theme_choice() == name
    expected_theme = window.parts.scene.theme
    again = restart(qtbot, window, board)
    assert theme_action(again, name).isChecked()
    assert sum(theme_action(again, n).isChecked() for n in THEMES) == 1
    assert again.parts.scene.theme == expected_theme
    assert again.parts.scene.backgroundBrush().color() == expected_theme.background


def assert_setup_mode_off(window: MainWindow) -> None:
    assert not window.parts.play.setup_mode
    assert not window.action("setup").isChecked()
    assert not window.parts.palette_bar.actions_by_owner["local"].isEnabled()
    assert "setup mode" not in window.parts.status.acting_label.text()


def test_setup_mode_is_off_after_a_restart(qtbot: QtBot, window: MainWindow, board: Board) -> None:
    make_active(qtbot, window)
    press(window, K.Key_B, CTRL | SHIFT)
    assert window.parts.play.setup_mode
    again = restart(qtbot, window, board)
    assert_setup_mode_off(again)


def test_a_settings_file_with_setup_mode_on_still_opens_with_it_off(
    qtbot: QtBot, board: Board
) -> None:
    """Versions before this one wrote game/setup_mode; a user upgrading must not start a
    game that scores nothing."""
    QSettings().setValue("game/setup_mode", True)
    QSettings().sync()
    opened = new_window(qtbot, board)
    assert_setup_mode_off(opened)
    # The window plays as it should: a placement scores.
    make_active(qtbot, opened)
    opened.parts.gestures.release_at("africa", "temporary", None)  # a click on the temporary row
    assert opened.parts.document.board.vp != board.vp


def test_recent_files_and_the_last_folder_survive_a_restart(
    qtbot: QtBot, window: MainWindow, board: Board, dialogs: Dialogs, tmp_path: Path
) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    opened = [scenario_file(folder / f"{n}.json", n) for n in ("a", "b", "c")]
    for path in opened:
        dialogs.open_path = str(path)
        window.action("open").trigger()
    again = restart(qtbot, window, board)
    assert [a.text() for a in again.recent_menu.actions()] == [
        "&1 c.json",
        "&2 b.json",
        "&3 a.json",
    ]
    assert [a.statusTip() for a in again.recent_menu.actions()] == [
        str(p.resolve()) for p in reversed(opened)
    ]
    dialogs.open_path = ""  # the user cancels the dialog
    again.action("open").trigger()
    assert dialogs.file_dialogs[-1] == ("Open scenario", str(folder.resolve()))
    again.recent_menu.actions()[2].trigger()
    assert again.parts.document.board.name == "a"


def test_recent_files_keep_at_most_eight(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    for n in range(10):
        dialogs.open_path = str(scenario_file(tmp_path / f"g{n}.json", f"g{n}"))
        window.action("open").trigger()
    names = [a.text() for a in window.recent_menu.actions()]
    assert names == [f"&{i} g{n}.json" for i, n in enumerate(range(9, 1, -1), start=1)]


def test_the_window_layout_survives_a_restart(
    qtbot: QtBot, window: MainWindow, board: Board
) -> None:
    window.resize(720, 610)  # within the offscreen screen (800x800)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.parts.docks.log)
    window.parts.docks.history.hide()
    qtbot.waitUntil(lambda: window.size() == QSize(720, 610), timeout=2000)
    again = restart(qtbot, window, board)
    geometry, state, screen = remembered.window_layout()
    assert isinstance(geometry, QByteArray) and isinstance(state, QByteArray)
    assert screen == "{}x{}".format(*again.screen().availableGeometry().size().toTuple())
    assert again.size() == QSize(720, 610)
    assert again.dockWidgetArea(again.parts.docks.log) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.parts.docks.history.isHidden()
    assert not again.parts.docks.majorities.isHidden()


def test_a_layout_kept_on_another_screen_size_is_not_restored(
    qtbot: QtBot, window: MainWindow, board: Board
) -> None:
    window.resize(720, 610)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.parts.docks.log)
    assert window.close()
    geometry, state, _ = remembered.window_layout()
    assert geometry is not None and state is not None
    remembered.save_window_layout(geometry, state, "1024x600")  # another screen's
    again = new_window(qtbot, board)
    assert again.size() != QSize(720, 610)  # the default size, not the kept one
    assert again.dockWidgetArea(again.parts.docks.log) == Qt.DockWidgetArea.RightDockWidgetArea


def test_a_layout_kept_by_an_older_version_gives_the_default(
    qtbot: QtBot, window: MainWindow, board: Board
) -> None:
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.parts.docks.log)
    old_state = window.saveState(1)  # the layout version with the Log under the board
    assert window.close()
    geometry, _, screen = remembered.window_layout()
    assert geometry is not None
    remembered.save_window_layout(geometry, old_state, screen)
    again = new_window(qtbot, board)
    assert again.dockWidgetArea(again.parts.docks.log) == Qt.DockWidgetArea.RightDockWidgetArea


# -- forgetting ------------------------------------------------------------------------------------


def assert_forgotten() -> None:
    assert remembered.theme_choice() == "system"
    assert remembered.recent_files() == []
    assert remembered.window_layout() == (None, None, "")
    assert QSettings().allKeys() == []


def test_settings_reset_forgets_everything(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    remember_everything(qtbot, window, dialogs, tmp_path)
    assert close_window(window)  # the layout too
    assert QSettings().allKeys()
    remembered.reset()
    assert_forgotten()


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> list[MainWindow]:
    """`influence-board ...` in this process: the window it builds is kept, and the event
    loop runs only until every window is built (app.exec then returns)."""
    built: list[MainWindow] = []

    class Recorded(window_module.MainWindow):
        def __init__(self, *args: Any, **kwargs: Any) -> None:  # MainWindow's, as they are
            super().__init__(*args, **kwargs)
            qtbot.addWidget(self)
            built.append(self)

    monkeypatch.setattr(window_module, "MainWindow", Recorded)

    def exec_until_built(*_args: object) -> int:
        qtbot.waitUntil(lambda: all(w.is_built for w in built))
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_until_built)
    return built


def test_reset_settings_alone_forgets_everything_and_opens_no_window(
    qtbot: QtBot,
    window: MainWindow,
    dialogs: Dialogs,
    tmp_path: Path,
    started: list[MainWindow],
    capsys: pytest.CaptureFixture[str],
) -> None:
    remember_everything(qtbot, window, dialogs, tmp_path)
    assert close_window(window)
    assert cli.main(["--reset-settings"]) == 0
    assert started == []
    assert "forgot the settings in " in capsys.readouterr().out
    assert QSettings().allKeys() == []


def test_reset_settings_with_a_file_forgets_everything_before_the_window_opens(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, tmp_path: Path, started: list[MainWindow]
) -> None:
    remember_everything(qtbot, window, dialogs, tmp_path)
    assert close_window(window)
    scenario = scenario_file(tmp_path / "fresh.json", "fresh")
    assert cli.main(["--reset-settings", str(scenario)]) == 0
    (opened,) = started
    assert opened.isVisible()
    assert remembered.recent_files() == []
    assert remembered.theme_choice() == "system"
    assert not opened.parts.play.setup_mode
    assert theme_action(opened, "system").isChecked()
    assert opened.parts.view.readable_fit and opened.action("readable_fit").isChecked()


def test_without_the_option_the_settings_are_kept(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, tmp_path: Path, started: list[MainWindow]
) -> None:
    recent = remember_everything(qtbot, window, dialogs, tmp_path)
    assert close_window(window)
    assert cli.main([]) == 0
    (opened,) = started
    assert remembered.recent_files() == recent
    assert [a.statusTip() for a in opened.recent_menu.actions()] == recent
    assert not opened.parts.play.setup_mode  # never remembered
    assert opened.parts.scene.theme.name == "dark"
    # The window fixture turned Readable Fit off: the new window starts with it off.
    assert not opened.parts.view.readable_fit and not opened.action("readable_fit").isChecked()


def test_a_file_named_on_the_command_line_opens(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path, started: list[MainWindow]
) -> None:
    path = scenario_file(tmp_path / "named.json", "Named")
    assert cli.main([str(path)]) == 0
    (opened,) = started
    assert opened.parts.document.board.name == "Named"
    assert opened.parts.document.path == path
    assert opened.windowTitle().startswith("named.json")
