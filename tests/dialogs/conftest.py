"""The Qt tests' fixtures (tests/qt_fixtures.py) for the dialogs tests."""

from qt_fixtures import board, dialogs, english, kb, settings_in_tmp, window  # noqa: F401
