"""The wheel as PyPI and pip see it (issues 21, 20): its METADATA has the classifiers, the
project URLs and the license file; the wheel holds LICENSE, py.typed, the man page, the
completions, the schemas, the desktop files and the compiled catalogues; `twine check` passes."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from email.message import Message
from email.parser import Parser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    (built,) = out.glob("influence_board-*.whl") if done.returncode == 0 else (None,)
    if built is None:
        pytest.fail(f"pip wheel failed:\n{done.stdout}\n{done.stderr}")
    return built


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


@pytest.mark.skipif(shutil.which("twine") is None, reason="twine is not installed")
def test_twine_check_passes(wheel: Path) -> None:
    done = subprocess.run(
        ["twine", "check", "--strict", str(wheel)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
