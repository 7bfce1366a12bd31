"""Fixtures for the Qt tests (document, scene, panels, files, render, window, look): settings
and recovery files in temporary folders (the shared autouse fixture of tests/isolation.py),
the standard board, a fresh window. Each of those folders' conftest.py takes them from here."""

from __future__ import annotations

import pytest

from influence_board.rules.formats.scenario import standard_board
from isolation import settings_in_tmp  # noqa: F401 (an autouse fixture)


@pytest.fixture
def board():
    return standard_board()


@pytest.fixture
def window(qtbot, board):
    from influence_board.window.main_window import MainWindow

    w = MainWindow(board)
    # pytest-qt closes the window before fixture finalizers run: closing must not ask.
    qtbot.addWidget(w, before_close_func=lambda w: w.document.undo_stack.setClean())
    w.resize(1400, 900)
    # The whole board at fit, as these tests click across it; test_small_screens.py
    # checks the readable fit.
    w.readable_fit_action.trigger()  # View > Readable Fit, off
    assert not w.view.readable_fit
    w.show()
    qtbot.waitExposed(w)
    w.view.zoom_to_fit()
    return w
