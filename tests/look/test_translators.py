"""The Qt layer's catalogues in a source tree (look/translators.py): a .ts newer than its
.qm is compiled for the process, into a folder that goes when the process ends."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ITALIAN_TS = Path(__file__).resolve().parents[2] / "resources/locale/influence_board_it.ts"

COMPILE = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from influence_board.look import translators
app = QCoreApplication([])
translators.language.locale_dir = lambda: Path(sys.argv[1])  # a tree with no .qm
folder = translators.catalogue_folder("it")
print(json.dumps({"folder": str(folder), "qm": sorted(p.name for p in folder.iterdir())}))
"""


def test_a_catalogue_compiled_for_a_start_leaves_nothing_behind(tmp_path):
    """Each start of a source tree whose .ts is newer compiled its own .qm into a new
    temporary folder and left it there: hundreds of them after a day of work."""
    if not ITALIAN_TS.is_file():
        pytest.skip("no source tree's catalogue here")
    locale = tmp_path / "locale"
    locale.mkdir()
    shutil.copy(ITALIAN_TS, locale)
    out = subprocess.run(
        [sys.executable, "-c", COMPILE, str(locale)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["qm"] == ["influence_board_it.qm"]  # compiled, and used while it ran
    assert not Path(found["folder"]).exists()  # gone with the process
