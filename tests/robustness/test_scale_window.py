"""Issue 9, item 12 (sizes): the window opens a board of 1000 Regions without positions
(it failed from 500 on: networkx's layout wanted scipy) and paints it."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from test_scale_layout import many_regions

from influence_board.rules.scenario import from_data


@pytest.fixture(autouse=True)
def settings_in_tmp(tmp_path_factory, monkeypatch):
    """Never the user's real settings or recovery folder; no scipy, as in the bundle."""
    folder = tmp_path_factory.mktemp("settings")
    QCoreApplication.setOrganizationName("Influence Board Tests")
    QCoreApplication.setApplicationName("Influence Board Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().clear()
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path_factory.mktemp("rec")))
    monkeypatch.setitem(sys.modules, "scipy", None)
    yield
    QSettings().clear()


@pytest.mark.slow
def test_the_window_opens_and_paints_a_thousand_regions(qtbot):
    from influence_board.window import MainWindow

    board = from_data(many_regions(1000))
    window = MainWindow(board)
    qtbot.addWidget(window, before_close_func=lambda w: w.document.undo_stack.setClean())
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    placed = window.document.board
    assert all(r.position is not None for r in placed.regions)
    assert len(window.scene.region_items) == 1000
    window.view.zoom_to_fit()
    picture = window.grab()
    assert not picture.isNull() and picture.width() == 1200
