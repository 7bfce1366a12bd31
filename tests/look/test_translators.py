"""The Qt layer's catalogues (look/translators.py): in a source tree, a .ts newer than its
.qm is compiled for the process, into a folder that goes when the process ends; a catalogue
that cannot be read is English everywhere and one line on stderr (issue 33)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from damaged_catalogues import ITALIAN_MO, plant
from damaged_catalogues import damaged as damaged_catalogue
from influence_board.look.translators import choose_language, installed
from influence_board.rules import language

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


# -- a damaged catalogue (issue 33) ----------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        lambda qm: b"not a catalogue",
        lambda qm: qm[: len(qm) // 2],  # cut short
        lambda qm: b"\0" * 16 + qm[16:],  # bad magic
    ],
    ids=["garbage", "cut short", "bad magic"],
)
def test_a_qt_catalogue_qt_cannot_read_is_english_everywhere(
    qapp, monkeypatch, capfd, tmp_path, damage
):
    """The rules spoke Italian in a window of English words, and nothing said why."""
    shipped = Path(str(language.locale_dir()))
    plant(tmp_path, "it", "influence_board.mo", ITALIAN_MO)
    shutil.copy(shipped / "influence_board_en.qm", tmp_path)
    damaged = tmp_path / "influence_board_it.qm"
    damaged.write_bytes(damage((shipped / "influence_board_it.qm").read_bytes()))
    try:
        with monkeypatch.context() as patch:
            patch.setattr(language, "locale_dir", lambda: tmp_path)
            assert choose_language("it") == "en"
            assert language.language_in_use() == "en"
            assert QLocale().name() == "en_US"
            assert len(installed()) == 1  # the English plural forms only
            assert QCoreApplication.translate("Actions", "&Save") == "&Save"  # not "&Salva"
    finally:
        choose_language("en")  # the shipped catalogues again, for the other tests
    [line] = capfd.readouterr().err.splitlines()
    assert line == (
        f"influence-board: {damaged}: this catalogue cannot be read (Qt cannot read it), so it "
        "is not used"
    )


def test_a_damaged_gettext_catalogue_is_english_in_the_window_too(
    qapp, monkeypatch, capfd, tmp_path
):
    shipped = Path(str(language.locale_dir()))
    name, data, why = damaged_catalogue("bad charset")
    path = plant(tmp_path, "it", name, data)
    for qm in ("influence_board_en.qm", "influence_board_it.qm"):
        shutil.copy(shipped / qm, tmp_path)
    try:
        with monkeypatch.context() as patch:
            patch.setattr(language, "locale_dir", lambda: tmp_path)
            assert choose_language("it") == "en"
            assert QCoreApplication.translate("Actions", "&Save") == "&Save"  # not "&Salva"
    finally:
        choose_language("en")
    [line] = capfd.readouterr().err.splitlines()
    assert line.startswith(f"influence-board: {path}: ") and why in line
