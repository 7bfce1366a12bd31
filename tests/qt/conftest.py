"""Fixtures for the window tests: settings kept in a temporary folder, a fresh window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from influence_board.standard import standard_board


@pytest.fixture(autouse=True)
def settings_in_tmp(tmp_path_factory):
    """Never read or write the user's real settings."""
    folder = tmp_path_factory.mktemp("settings")
    QCoreApplication.setOrganizationName("Influence Board Tests")
    QCoreApplication.setApplicationName("Influence Board Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().clear()
    yield folder
    QSettings().clear()


@pytest.fixture
def board():
    return standard_board()


@pytest.fixture
def window(qtbot, board):
    from influence_board.window import MainWindow

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
