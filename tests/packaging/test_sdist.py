"""The sdist as a packager uses it: it holds the catalogues' sources and their compiled
forms, the build's tools and the tests; a wheel is built from it without Qt (the backend,
tools/build_backend.py, asks for PySide6's lrelease only when a Qt catalogue is not
compiled yet, as in a fresh git checkout); and the build warns of nothing."""

from __future__ import annotations

import os
import re
import tarfile
from pathlib import Path

import pytest

import catalogues
from catalogues import compile_all, stale_qt
from distributions import Built

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "resources" / "locale"


def _names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as tar:
        return {m.name.split("/", 1)[1] for m in tar.getmembers() if m.isfile()}


def test_the_sdist_holds_the_catalogues_sources_and_compiled_forms(built: Built) -> None:
    po, ts = sorted(LOCALE.glob("*/LC_MESSAGES/*.po")), sorted(LOCALE.glob("*.ts"))
    assert po and ts
    compiled = [p.with_suffix(".mo") for p in po] + [t.with_suffix(".qm") for t in ts]
    files = [*po, *ts, LOCALE / "influence_board.pot", *compiled]
    wanted = {p.relative_to(ROOT).as_posix() for p in files}
    assert sorted(wanted - _names(built.sdist)) == []


def test_the_sdist_holds_the_build_s_tools_and_every_test(built: Built) -> None:
    names = _names(built.sdist)
    tools = {f"tools/{p.name}" for p in (ROOT / "tools").glob("*.py")}
    assert {"tools/build_backend.py", "tools/catalogues.py"} <= tools
    tests = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "tests").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")
    }
    assert "tests/conftest.py" in tests
    assert sorted((tools | tests) - names) == []
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def test_the_wheel_is_built_from_the_sdist_without_qt(built: Built) -> None:
    """What the wheel's environment got: setuptools alone, no PySide6."""
    wheel_part = built.log[built.log.index("Getting build dependencies for wheel") :]
    assert "pyside6" not in wheel_part.lower(), wheel_part[:2000]


def test_the_build_warns_of_nothing(built: Built) -> None:
    # Byte-compiling is off wherever PYTHONDONTWRITEBYTECODE is set: not the project's.
    said = [
        line
        for line in built.log.splitlines()
        if re.search(r"warn|ignored|deprecat", line, re.I)
        and "byte-compiling is disabled" not in line
    ]
    assert said == []


# -- lrelease only when a Qt catalogue is to be compiled -------------------------------------


def _catalogue(folder: Path, qm_age: float | None) -> Path:
    """A .ts, and its .qm ``qm_age`` seconds newer than it (None: no .qm)."""
    ts = folder / "influence_board_xx.ts"
    ts.write_text("<TS/>", encoding="utf-8")
    if qm_age is not None:
        qm = ts.with_suffix(".qm")
        qm.write_bytes(b"compiled")
        when = ts.stat().st_mtime + qm_age
        os.utime(qm, (when, when))
    return ts


def test_a_compiled_catalogue_as_new_as_its_source_needs_no_lrelease(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _catalogue(tmp_path, qm_age=0)  # an sdist's, unpacked: the same second
    assert stale_qt(tmp_path) == []

    def no_lrelease() -> list[str]:
        raise AssertionError("lrelease looked for")

    monkeypatch.setattr(catalogues, "lrelease", no_lrelease)
    assert compile_all(tmp_path, need_qt=True, stale_only=True) == []


@pytest.mark.parametrize("qm_age", [None, -10])
def test_a_missing_or_older_compiled_catalogue_needs_lrelease(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qm_age: float | None
) -> None:
    ts = _catalogue(tmp_path, qm_age)
    assert stale_qt(tmp_path) == [ts]
    monkeypatch.setattr(catalogues, "lrelease", lambda: None)
    said = r"influence_board_xx\.ts: .* install PySide6-Essentials"
    with pytest.raises(RuntimeError, match=said):
        compile_all(tmp_path, need_qt=True, stale_only=True)
