"""The settings file is hostile input (issue 22, items 1 and 7), tried in a process of its
own so that a hang fails the test instead of the run: a symlink to a private device node
(made with mknod in a temporary folder) is left untouched, a FIFO does not hang the start,
100,000 recent files bring the window up in under 2 s with 8 in the menu, and geometry
that is garbage is dropped."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app_process import environment

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs, device nodes and symlinks")

# A window started as the app starts one, with the settings in `folder`; before it, the
# settings given as JSON are written with QSettings; after it, what it met, as JSON.
START = r"""
import json, sys, time
began = time.perf_counter()
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from influence_board.window.app import make_application
app = make_application()
QCoreApplication.setOrganizationName("Influence Board Tests")
QCoreApplication.setApplicationName("Influence Board Tests")
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[1])
from influence_board.files import settings
for key, value in json.loads(sys.argv[2]).items():
    s = settings.settings()
    s.setValue(key, QByteArray(bytes.fromhex(value[1:])) if value.startswith("#") else value)
    s.sync()
from influence_board.window.main_window import MainWindow
window = MainWindow(None)
window.show()
app.processEvents()
up = time.perf_counter() - began
print(json.dumps({
    "up": up,
    "refusal": settings.refusal(),
    "status": window.statusBar().currentMessage(),
    "recent": len(window.recent_menu.actions()),
    "size": [window.width(), window.height()],
}))
window.parts.document.mark_saved()
window.close()  # the window's layout is kept: a write of the settings
app.processEvents()
"""


def settings_file(folder: Path) -> Path:
    path = folder / "Influence Board Tests" / "Influence Board Tests.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def start_window(folder: Path, written: dict[str, str] | None = None) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", START, str(folder), json.dumps(written or {})],
        env=environment({"QT_QPA_PLATFORM": "offscreen"}),
        capture_output=True,
        text=True,
        timeout=60,  # a FIFO read for good fails here
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_settings_symlink_to_a_device_node_is_left_untouched(tmp_path):
    node = tmp_path / "node"
    try:
        os.mknod(node, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # a private null device
    except PermissionError:
        pytest.skip("making a device node needs CAP_MKNOD")
    link = settings_file(tmp_path / "config")
    link.symlink_to(node)
    met = start_window(tmp_path / "config")
    assert "is not used (it is a device)" in met["refusal"]
    assert met["status"] == met["refusal"]  # said in the window too
    assert link.is_symlink() and os.readlink(link) == str(node)
    assert stat.S_ISCHR(os.lstat(node).st_mode)  # still the node, not a file of settings


def test_a_settings_fifo_does_not_hang_the_start(tmp_path):
    fifo = settings_file(tmp_path / "config")
    os.mkfifo(fifo)
    met = start_window(tmp_path / "config")
    assert met["up"] < 2.0
    assert "it is a pipe (FIFO)" in met["refusal"]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_100000_recent_files_bring_the_window_up_in_2_s_with_8_listed(tmp_path):
    path = settings_file(tmp_path / "config")
    names = ", ".join(f"/r{i}" for i in range(100_000))
    path.write_text(f"[files]\nrecent={names}\n", encoding="utf-8")
    assert path.stat().st_size < 1024 * 1024  # read: within the bound
    met = start_window(tmp_path / "config")
    assert met["refusal"] == ""
    assert met["up"] < 2.0
    assert met["recent"] == 8


def test_a_settings_file_too_large_is_not_read(tmp_path):
    path = settings_file(tmp_path / "config")
    names = ", ".join(f"/some/folder/file-{i}.json" for i in range(100_000))
    path.write_text(f"[files]\nrecent={names}\n", encoding="utf-8")
    met = start_window(tmp_path / "config")
    assert "larger than 1024 KB" in met["refusal"] and met["up"] < 2.0
    assert path.read_text(encoding="utf-8").endswith("file-99999.json\n")  # left as it was


def test_geometry_that_is_garbage_is_dropped(tmp_path):
    screen = "800x600"  # the offscreen platform's screen
    met = start_window(
        tmp_path / "config",
        {
            "window/geometry": "#" + (b"\x01\xd9\xd0\xcb" + os.urandom(60)).hex(),
            "window/state": "#" + b"junk".hex(),
            "window/screen": screen,
        },
    )
    assert met["size"] == [1400, 860]  # the default, not Qt's 533x533 from garbage
