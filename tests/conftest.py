"""Shared test setup: Qt runs offscreen, so plain `pytest` works with no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep Qt quiet about the missing session bus and fonts in CI containers.
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
