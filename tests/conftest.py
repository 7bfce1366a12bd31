"""Shared test setup: Qt runs offscreen, so plain `pytest` works with no display."""

import os
import sys
from pathlib import Path

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

# The build's catalogue tool (tools/catalogues.py, not in the package) for the tests of the
# catalogues, as `from catalogues import ...`.
_TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(_TOOLS))


def _catalogues_compiled() -> None:
    """The app reads compiled catalogues only, as the build made them: in a source tree
    whose .po or .ts changed since (an editable install), the tests compile those again
    first, as the build would (an installed copy has no sources: nothing to do)."""
    from catalogues import compile_all
    from influence_board.shipped import shipped_files

    compile_all(Path(str(shipped_files())) / "locale", stale_only=True)


_catalogues_compiled()
