"""The one fixture that keeps window tests off the user's files: settings (QSettings),
autosaved recovery files and the desktop's recent files go to temporary folders. The window
and robustness tests' conftest files use it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings


@pytest.fixture(autouse=True)
def settings_in_tmp(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Never the user's settings or recovery files."""
    folder = tmp_path_factory.mktemp("settings")
    QCoreApplication.setOrganizationName("Influence Board Tests")
    QCoreApplication.setApplicationName("Influence Board Tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QSettings().clear()
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path_factory.mktemp("recovery")))
    # The desktop's recent files (files/recent_desktop.py) that every open and save adds to.
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    yield folder
    QSettings().clear()
