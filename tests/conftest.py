"""Shared test setup: Qt runs offscreen, so plain `pytest` works with no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep Qt quiet about the missing session bus and fonts in CI containers.
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
# Every app a test starts is a copy of its own (window/single_instance.py): tests that run
# the app side by side must not hand their files to each other, nor to the user's copy.
os.environ.setdefault("INFLUENCE_BOARD_INSTANCE", "")
# Tests read the English source text whatever the machine's language; a test of another
# language sets LANG (or calls use_language) itself.
for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
