"""The wheel as PyPI and pip see it (issues 21, 20), built from the sdist: its METADATA has
the classifiers, the project URLs and the license file; the wheel holds LICENSE, py.typed,
the man page, the completions, the schemas, the desktop files translated and the compiled
catalogues, and as its data the files a system keeps under share/ (the man page for pipx);
`twine check` passes."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from email.message import Message
from email.parser import Parser
from pathlib import Path

import pytest

from catalogues import translations
from desktop_files import translated
from distributions import Built
from influence_board.cli import desktop_install

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(built: Built) -> Path:
    return built.wheel


def _metadata(wheel: Path) -> Message:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        return Parser().parsestr(z.read(name).decode("utf-8"))


def test_metadata_has_classifiers_urls_and_the_license_file(wheel: Path) -> None:
    metadata = _metadata(wheel)
    classifiers = metadata.get_all("Classifier") or []
    assert "Typing :: Typed" in classifiers
    assert any(c.startswith("Topic :: Games/Entertainment") for c in classifiers)
    urls = dict(u.split(", ", 1) for u in metadata.get_all("Project-URL") or [])
    assert {"Homepage", "Source", "Issues"} <= set(urls)
    assert all(u.startswith("https://") for u in urls.values())
    assert metadata.get_all("License-File") == ["LICENSE"]
    assert metadata["License-Expression"] == "MIT"
    assert metadata["Keywords"]


def test_the_wheel_holds_what_a_desktop_and_a_type_checker_need(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
    wanted = [
        "influence_board/py.typed",
        "influence_board/resources/manual/influence-board.1",
        "influence_board/resources/manual/influence-board.bash",
        "influence_board/resources/manual/_influence-board",
        "influence_board/resources/manual/influence-board.fish",
        "influence_board/resources/desktop/io.github.influence_board.InfluenceBoard.desktop",
        "influence_board/resources/desktop/io.github.influence_board.InfluenceBoard.thumbnailer",
        *(f"influence_board/resources/schemas/{n}.schema.json"
          for n in ("scenario", "game", "operation", "report")),
    ]  # fmt: skip
    assert not [n for n in wanted if n not in names]
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)


def test_the_wheel_holds_the_catalogues_compiled(wheel: Path) -> None:
    """Every .po compiled to its .mo, every Qt .ts to its .qm, by the build (setup.py)."""
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
    locale = ROOT / "resources" / "locale"
    sources = [*locale.glob("*/LC_MESSAGES/*.po"), *locale.glob("*.ts")]
    assert sources
    compiled = {
        "influence_board/resources/locale/"
        + s.relative_to(locale).with_suffix(".mo" if s.suffix == ".po" else ".qm").as_posix()
        for s in sources
    }
    assert compiled <= names
    assert not [n for n in names if n.endswith((".po", ".pot", ".ts"))]


def test_the_wheel_holds_every_module_and_no_build_tool(wheel: Path) -> None:
    """Every module of the package (each folder listed in pyproject), and not the build's
    catalogue tool (tools/catalogues.py: msgfmt, lrelease, extraction), which compiled the
    catalogues the wheel holds and was shipped in it, in rules/, beside the rules."""
    with zipfile.ZipFile(wheel) as z:
        modules = {n: z.read(n).decode("utf-8") for n in z.namelist() if n.endswith(".py")}
    tools = [n for n, text in modules.items() if "def compile_po" in text or "lrelease" in text]
    assert tools == []
    source = ROOT / "desktop"
    package = {p.relative_to(source).as_posix() for p in (source / "influence_board").rglob("*.py")}
    assert sorted(package - set(modules)) == []


def _data(wheel: Path) -> dict[str, bytes]:
    """The wheel's data files, by their place under the prefix (share/...)."""
    with zipfile.ZipFile(wheel) as z:
        return {n.split(".data/data/", 1)[1]: z.read(n) for n in z.namelist() if ".data/data/" in n}


def test_the_wheel_installs_what_install_desktop_installs(wheel: Path, tmp_path: Path) -> None:
    """The same files at the same places under share/ (pipx links the man page from
    there), the menu entry and the thumbnailer starting the bare command on the PATH."""
    data = _data(wheel)
    assert "share/man/man1/influence-board.1" in data
    written = list(desktop_install.install(str(tmp_path)))
    installed = {
        p.relative_to(tmp_path).as_posix()
        for p in tmp_path.rglob("*")
        if p.is_file() and f"installed {p}" in written
    }
    assert set(data) == installed
    with zipfile.ZipFile(wheel) as z:
        shipped = z.read(f"influence_board/resources/desktop/{desktop_install.APP_ID}.desktop")
    assert data[f"share/applications/{desktop_install.APP_ID}.desktop"] == shipped
    assert b"\nExec=influence-board %F\n" in shipped


def test_the_wheel_s_desktop_files_are_translated_from_the_catalogues(wheel: Path) -> None:
    templates = ROOT / "resources" / "desktop"
    found = translations(ROOT / "resources" / "locale")
    with zipfile.ZipFile(wheel) as z:
        for name in ("desktop", "metainfo.xml", "xml"):
            file = f"{desktop_install.APP_ID}.{name}"
            text = (templates / file).read_text(encoding="utf-8")
            shipped = z.read(f"influence_board/resources/desktop/{file}").decode("utf-8")
            assert shipped == translated(file, text, found), file


@pytest.mark.skipif(shutil.which("twine") is None, reason="twine is not installed")
def test_twine_check_passes(built: Built) -> None:
    done = subprocess.run(
        ["twine", "check", "--strict", str(built.wheel), str(built.sdist)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
