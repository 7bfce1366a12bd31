"""Fixtures for the robustness tests (tests/qt_fixtures.py): settings and recovery files in
temporary folders, and every dialog answered without blocking."""

from qt_fixtures import dialogs, english, settings_in_tmp  # noqa: F401 (autouse fixtures)
