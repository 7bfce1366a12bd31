"""A fresh machine without the libraries Qt's X11 platform needs: the app says which ones
and how to get them, instead of Qt aborting with its own message."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from influence_board.cli import main as cli
from influence_board.cli import platform_libs
from influence_board.cli.platform_libs import XCB_LIBRARIES, uses_xcb, xcb_problem

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="xcb is X11's")


def lacking(*missing: str) -> Callable[[str], bool]:
    return lambda soname: soname not in missing


def test_a_missing_library_is_named_with_its_package() -> None:
    said = xcb_problem({"DISPLAY": ":0"}, lacking("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert said is not None
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in said
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in said
    assert "influence-board check" in said and "influence-board render" in said


def test_one_package_for_two_libraries_is_named_once() -> None:
    said = xcb_problem({"DISPLAY": ":0"}, lacking("libglib-2.0.so.0", "libgthread-2.0.so.0"))
    assert said is not None
    assert "apt install libglib2.0-0\n" in said


def test_nothing_to_say_when_everything_loads_or_xcb_is_not_used() -> None:
    everything = lacking()
    nothing = lacking(*XCB_LIBRARIES)
    assert xcb_problem({"DISPLAY": ":0"}, everything) is None
    assert xcb_problem({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, nothing) is None
    assert xcb_problem({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, nothing) is None
    assert xcb_problem({"QT_QPA_PLATFORM": "xcb"}, nothing) is not None


@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb:nomitshm"}, True),
        ({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, False),
        ({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, False),
        ({}, False),
    ],
)
def test_when_qt_will_use_xcb(environ: dict[str, str], xcb: bool) -> None:
    assert uses_xcb(environ) is xcb


def test_the_window_command_says_it_before_qt_starts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_libs, "_loads", lacking("libxcb-cursor.so.0"))

    def no_qt(*args: object, **kwargs: object) -> None:
        raise AssertionError("the window was started")

    import influence_board.window.app

    monkeypatch.setattr(influence_board.window.app, "run", no_qt)
    assert cli.main([]) == cli.BAD_INPUT
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0" in err
    assert "sudo apt install libxcb-cursor0" in err


def test_every_library_the_installed_plugin_needs_is_known() -> None:
    """The table covers what this PySide6's xcb plugin links against (as ldd lists it)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        pytest.skip("no ldd")
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    needed: set[str] = set()
    for library in (qt / "plugins/platforms/libqxcb.so", qt / "lib/libQt6XcbQpa.so.6"):
        if not library.exists():
            pytest.skip("this PySide6 has no xcb plugin")
        out = subprocess.run([ldd, str(library)], capture_output=True, text=True, check=False)
        needed |= {line.split()[0] for line in out.stdout.splitlines() if "=>" in line}
    x11 = {n for n in needed if n.startswith(("libxcb", "libX11", "libxkbcommon"))}
    assert x11 <= set(XCB_LIBRARIES), x11 - set(XCB_LIBRARIES)


def test_the_readme_lists_every_package() -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    command = readme.split("sudo apt install ", 1)[1].split("```", 1)[0]
    listed = set(command.replace("\\", " ").split())
    assert set(XCB_LIBRARIES.values()) <= listed, set(XCB_LIBRARIES.values()) - listed
