"""Fixtures for the robustness tests (tests/qt_fixtures.py): settings and recovery files in
temporary folders, every dialog answered without blocking, and a window of `board` (the
standard board, unless a test module gives its own)."""

from qt_fixtures import board, dialogs, english, settings_in_tmp, window  # noqa: F401
