"""The Qt tests' fixtures (tests/qt_fixtures.py) for the document tests."""

from qt_fixtures import board, dialogs, english, kb, settings_in_tmp, window  # noqa: F401
