"""The Qt layer's catalogues (look/translators.py): the compiled ones only, never a .ts; a
catalogue that cannot be read is English everywhere and one line on stderr (issue 33)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from damaged_catalogues import ITALIAN_MO, plant
from damaged_catalogues import damaged as damaged_catalogue
from influence_board.look.translators import choose_language, installed
from influence_board.text import language

ITALIAN_TS = Path(__file__).resolve().parents[2] / "resources/locale/influence_board_it.ts"


def test_a_qt_catalogue_is_read_compiled_only(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A source tree's .ts newer than its .qm (or without one) was compiled by the app
    itself at each start, with the build's lrelease; the build compiles it now (setup.py,
    tools/catalogues.py), and a .ts alone is no catalogue: English, in the rules too."""
    shipped = Path(str(language.locale_dir()))
    plant(tmp_path, "it", "influence_board.mo", ITALIAN_MO)
    shutil.copy(shipped / "influence_board_en.qm", tmp_path)
    shutil.copy(ITALIAN_TS, tmp_path)
    try:
        with monkeypatch.context() as patch:
            patch.setattr(language, "locale_dir", lambda: tmp_path)
            assert choose_language("it") == "en"
            assert QCoreApplication.translate("Actions", "&Save") == "&Save"  # not "&Salva"
    finally:
        choose_language("en")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "influence_board_en.qm", "influence_board_it.ts", "it",
    ]  # fmt: skip


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
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    tmp_path: Path,
    damage: Callable[[bytes], bytes],
) -> None:
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
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
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
