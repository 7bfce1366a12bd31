"""The PyInstaller bundle, dist/influence-board/, run as a user would run it.

These tests run when a bundle is already there (after packaging/build.sh), or when
INFLUENCE_BOARD_BUNDLE=1, which builds it first; otherwise they skip.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import influence_board
from app_process import run_app

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "influence-board"
LOCALE = ROOT / "resources" / "locale"
APP = BUNDLE / ("influence-board.exe" if sys.platform == "win32" else "influence-board")
BUILD = os.environ.get("INFLUENCE_BOARD_BUNDLE") == "1"
MB = 1024 * 1024

pytestmark = pytest.mark.skipif(
    not BUILD and not APP.exists(),
    reason=(
        "no bundle at dist/influence-board: build it with packaging/build.sh, "
        "or set INFLUENCE_BOARD_BUNDLE=1 to build and test it"
    ),
)


@pytest.fixture(scope="module")
def bundle() -> Path:
    if BUILD:
        subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, check=True)
    assert APP.exists(), f"{APP} was not built"
    return BUNDLE


def run_bundled(*args: str, cwd: Path, **env: str | None) -> subprocess.CompletedProcess[str]:
    return run_app([APP], *args, cwd=cwd, env={"QT_QPA_PLATFORM": "offscreen", **env})


def test_version(bundle: Path, tmp_path: Path) -> None:
    done = run_bundled("--version", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"influence-board {influence_board.__version__}", (
        "the bundle is older than the source: rebuild it with packaging/build.sh"
    )


def test_check_reads_the_embedded_board(bundle: Path, tmp_path: Path) -> None:
    done = run_bundled("check", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "World Order" in done.stdout
    assert "ranking" in done.stdout


def test_check_json_covers_every_region_of_the_standard_board(bundle: Path, tmp_path: Path) -> None:
    # Compared with the shipped scenario, not with the source's own report, so that a
    # bundle built a while ago keeps passing while the report gains fields.
    done = run_bundled("check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    scenario = json.loads(
        (ROOT / "resources" / "scenarios" / "world-order.json").read_text(encoding="utf-8")
    )
    assert list(report["regions"]) == [region["id"] for region in scenario["regions"]]
    assert set(report["vp"]) == {player["id"] for player in scenario["players"]}


def test_check_reads_a_scenario_file(bundle: Path, tmp_path: Path) -> None:
    scenario = ROOT / "resources" / "scenarios" / "world-order.json"
    done = run_bundled("check", str(scenario), cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_bad_input_exits_2(bundle: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "influence-board/1", "regions": 3}', encoding="utf-8")
    done = run_bundled("check", str(bad), cwd=tmp_path)
    assert done.returncode == 2
    assert "bad.json" in done.stderr


def test_render_png(bundle: Path, tmp_path: Path) -> None:
    done = run_bundled("render", "-o", "out.png", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = (tmp_path / "out.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert width > 400 and height > 200
    assert len(data) > 10_000, "a board, not an empty picture"


@pytest.mark.parametrize("suffix", ["gif", "webp", "png"])
def test_animate_encodes_with_the_bundled_pillow(bundle: Path, tmp_path: Path, suffix: str) -> None:
    from PIL import Image

    ops = tmp_path / "moves.jsonl"
    ops.write_text(
        '{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n'
        '{"op": "add", "region": "africa", "player": "eu", "kind": "temporary"}\n',
        encoding="utf-8",
    )
    done = run_bundled("animate", str(ops), "--size", "320", "-o", f"out.{suffix}", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    with Image.open(tmp_path / f"out.{suffix}") as picture:
        assert getattr(picture, "n_frames", 1) == 3, "the start and one frame per step"


def test_render_svg_uses_the_bundled_qtsvg(bundle: Path, tmp_path: Path) -> None:
    done = run_bundled("render", "-o", "out.svg", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    root = ET.parse(tmp_path / "out.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_window_needs_a_display(bundle: Path, tmp_path: Path) -> None:
    done = run_bundled(cwd=tmp_path, QT_QPA_PLATFORM=None, DISPLAY=None, WAYLAND_DISPLAY=None)
    assert done.returncode == 2
    assert "render" in done.stderr and "check" in done.stderr


def test_resources_are_all_bundled(bundle: Path) -> None:
    shipped = ROOT / "resources"
    inside = _internal(bundle) / "influence_board" / "resources"
    # The catalogues ship compiled (the build's .mo and .qm), not as their .po/.pot/.ts.
    sources = {".py", ".po", ".pot", ".ts"}
    wanted = {
        p.relative_to(shipped)
        for p in shipped.rglob("*")
        if p.is_file() and p.suffix not in sources and "__pycache__" not in p.parts
    }
    wanted |= {p.relative_to(shipped).with_suffix(".mo") for p in shipped.rglob("*.po")}
    wanted |= {p.relative_to(shipped).with_suffix(".qm") for p in shipped.rglob("*.ts")}
    assert wanted
    missing = sorted(str(p) for p in wanted if not (inside / p).is_file())
    assert not missing, f"not in the bundle (pyproject's package-data?): {missing}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux file names")
def test_only_the_qt_the_app_uses(bundle: Path) -> None:
    qt = _internal(bundle) / "PySide6" / "Qt"
    libraries = {p.name.split(".so")[0] for p in (qt / "lib").glob("libQt6*")}
    # PrintSupport: File > Print; Network: the one-instance socket.
    used = {"Core", "Gui", "Widgets", "Svg", "PrintSupport", "Network"}
    assert {f"libQt6{name}" for name in used} <= libraries
    unused = {"Qml", "Quick", "Pdf", "3DCore", "Sql", "Test", "Designer"}
    assert not libraries & {f"libQt6{name}" for name in unused}
    bindings = {p.name.split(".")[0] for p in (_internal(bundle) / "PySide6").glob("Qt*.*")}
    assert {"QtPrintSupport", "QtNetwork"} <= bindings, "imported lazily: hidden imports"
    plugin_types = {p.name for p in (qt / "plugins").iterdir()}
    assert "printsupport" in plugin_types, "File > Print's printers (CUPS)"
    assert not plugin_types & {"tls", "networkinformation"}, "a local socket needs neither"
    platforms = {p.name for p in (qt / "plugins" / "platforms").iterdir()}
    assert {"libqoffscreen.so", "libqxcb.so"} <= platforms
    assert not platforms & {"libqeglfs.so", "libqlinuxfb.so", "libqvnc.so"}
    # Qt's own words (Save / Cancel / Discard) for each language the app has: qtbase's only
    languages = sorted(p.stem.removeprefix("influence_board_") for p in LOCALE.glob("*.ts"))
    wanted = [f"qtbase_{code}.qm" for code in languages if code != "en"]
    assert sorted(p.name for p in qt.rglob("*.qm")) == wanted == ["qtbase_de.qm", "qtbase_it.qm"]

    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < 170 * MB, f"the bundle grew to {size / MB:.0f} MB"


def _internal(bundle: Path) -> Path:
    inside = bundle / "_internal"  # PyInstaller 6; older ones put everything beside the app
    return inside if inside.is_dir() else bundle
