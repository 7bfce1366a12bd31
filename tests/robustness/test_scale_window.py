"""Issue 9, item 12 (sizes): the window opens a board of 1000 Regions without positions
(it failed from 500 on: networkx's layout wanted scipy) and paints it."""

from __future__ import annotations

import sys

import pytest
from pytestqt.qtbot import QtBot
from test_scale_layout import many_regions

from influence_board.rules.formats.scenario import from_data


@pytest.fixture(autouse=True)
def no_scipy(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in the bundle: networkx must lay out any number of Regions without scipy.
    (Settings and recovery files are in temporary folders: conftest.py.)"""
    monkeypatch.setitem(sys.modules, "scipy", None)


@pytest.mark.slow
def test_the_window_opens_and_paints_a_thousand_regions(qtbot: QtBot) -> None:
    from influence_board.window.main_window import MainWindow

    board = from_data(many_regions(1000))
    window = MainWindow(board)
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    placed = window.parts.document.board
    assert all(r.position is not None for r in placed.regions)
    assert len(window.parts.scene.region_items) == 1000
    window.parts.view.zoom_to_fit()
    picture = window.grab()
    assert not picture.isNull() and picture.width() == 1200
