"""The settings file is hostile input (issue 22, items 1 and 7), tried in a process of its
own so that a hang fails the test instead of the run: a symlink to a private device node
(made with mknod in a temporary folder) is left untouched, a FIFO does not hang the start,
100,000 recent files bring the window up with 8 in the menu (no more than 32 names looked
at: counted, not timed), and geometry that is garbage is dropped. The settings of such a
run are kept in memory, and no start leaves a folder in the temporary folder;
`--reset-settings` resets the real file or says why not, exit 2 (issue 33, item 8)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app_process import environment

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs, device nodes and symlinks")

# A window started as the app starts one, with the settings in `folder`; before it, the
# settings given as JSON are written with QSettings; after it, what it met, as JSON.
START = r"""
import json, sys
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
settings.set_arrangement("map")  # kept for the rest of the run, whatever the file is
print(json.dumps({
    "arrangement": settings.arrangement(),
    "refusal": settings.refusal(),
    "status": window.statusBar().currentMessage(),
    "recent": len(window.recent_menu.actions()),
    "size": [window.width(), window.height()],
}))
window.parts.steps.mark_saved()
window.close()  # the window's layout is kept: a write of the settings
app.processEvents()
"""


def settings_file(folder: Path) -> Path:
    path = folder / "Influence Board Tests" / "Influence Board Tests.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def start_window(
    folder: Path, written: dict[str, str] | None = None, temporary: Path | None = None
) -> dict:
    """What the window met; `temporary`: the temporary folder of its run (TMPDIR)."""
    places = {"TMPDIR": str(temporary)} if temporary else {}
    done = subprocess.run(
        [sys.executable, "-c", START, str(folder), json.dumps(written or {})],
        env=environment({"QT_QPA_PLATFORM": "offscreen", **places}),
        capture_output=True,
        text=True,
        timeout=60,  # a FIFO read for good fails here
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_settings_symlink_to_a_device_node_is_left_untouched(tmp_path: Path) -> None:
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


def test_a_settings_fifo_does_not_hang_the_start(tmp_path: Path) -> None:
    fifo = settings_file(tmp_path / "config")
    os.mkfifo(fifo)
    met = start_window(tmp_path / "config")  # a start that read the FIFO would time out
    assert "it is a pipe (FIFO)" in met["refusal"]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_start_with_a_refused_settings_file_leaves_no_folder_behind(tmp_path: Path) -> None:
    os.mkfifo(settings_file(tmp_path / "config"))
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    met = start_window(tmp_path / "config", temporary=temporary)
    assert "it is a pipe (FIFO)" in met["refusal"]
    assert met["arrangement"] == "map", "the settings of the run are kept while it runs"
    assert list(temporary.iterdir()) == []


def test_100000_recent_files_bring_the_window_up_with_8_listed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = settings_file(tmp_path / "config")
    names = ", ".join(f"/r{i}" for i in range(100_000))
    path.write_text(f"[files]\nrecent={names}\n", encoding="utf-8")
    assert path.stat().st_size < 1024 * 1024  # read: within the bound
    met = start_window(tmp_path / "config")
    assert met["refusal"] == ""
    assert met["recent"] == 8
    # The work is bounded by the menu, not the file: the names looked at, counted here.
    from PySide6.QtCore import QSettings

    from influence_board.files import settings as remembered

    monkeypatch.setattr(
        remembered, "settings", lambda: QSettings(str(path), QSettings.Format.IniFormat)
    )
    looked_at: list[object] = []
    text = remembered._text

    def looked(value: object, default: str = "") -> str:
        looked_at.append(value)
        return text(value, default)

    monkeypatch.setattr(remembered, "_text", looked)
    assert len(remembered.recent_files()) == remembered.MAX_RECENT
    assert len(looked_at) <= 4 * remembered.MAX_RECENT


def test_a_settings_file_too_large_is_not_read(tmp_path: Path) -> None:
    path = settings_file(tmp_path / "config")
    names = ", ".join(f"/some/folder/file-{i}.json" for i in range(100_000))
    path.write_text(f"[files]\nrecent={names}\n", encoding="utf-8")
    met = start_window(tmp_path / "config")
    assert "larger than 1024 KB" in met["refusal"]
    assert path.read_text(encoding="utf-8").endswith("file-99999.json\n")  # left as it was


def test_geometry_that_is_garbage_is_dropped(tmp_path: Path) -> None:
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


# -- --reset-settings -----------------------------------------------------------------------


def real_settings_file(config: Path) -> Path:
    """Where the app keeps its settings with XDG_CONFIG_HOME at `config` (QSettings'
    native format: the application's and the organisation's names)."""
    path = config / "Influence Board" / "Influence Board.conf"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def reset_settings(config: Path, temporary: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "influence_board", "--reset-settings"],
        env=environment({"XDG_CONFIG_HOME": str(config), "TMPDIR": str(temporary)}),
        capture_output=True,
        text=True,
        timeout=60,  # a FIFO read for good fails here
        check=False,
    )


def fifo(path: Path) -> None:
    os.mkfifo(path)


def device_link(path: Path) -> None:
    node = path.parent.parent.parent / "node"
    try:
        os.mknod(node, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # a private null device
    except PermissionError:
        pytest.skip("making a device node needs CAP_MKNOD")
    path.symlink_to(node)


def folder(path: Path) -> None:
    path.mkdir()


def two_megabytes(path: Path) -> None:
    path.write_bytes(b"[view]\ntheme=dark\n" + b"; a comment\n" * 200_000)


def what_it_is(path: Path) -> tuple[int, bytes | None]:
    info = os.lstat(path)
    return info.st_mode, path.read_bytes() if stat.S_ISREG(info.st_mode) else None


@pytest.mark.parametrize(
    ("make", "why"),
    [
        (fifo, "it is a pipe (FIFO)"),
        (device_link, "it is a device"),
        (folder, "it is a folder"),
        (two_megabytes, "it is larger than 1024 KB"),
    ],
)
def test_reset_settings_says_why_it_resets_nothing(
    tmp_path: Path, make: Callable[[Path], None], why: str
) -> None:
    path = real_settings_file(tmp_path / "config")
    make(path)
    was = what_it_is(path)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    done = reset_settings(tmp_path / "config", temporary)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout == ""
    said = f"influence-board: --reset-settings: the settings in {path} are not reset: {why}"
    assert done.stderr.strip() == said
    assert what_it_is(path) == was, "left as it was"
    assert list(temporary.iterdir()) == []


def test_reset_settings_resets_the_real_file(tmp_path: Path) -> None:
    path = real_settings_file(tmp_path / "config")
    path.write_text("[view]\ntheme=dark\n[files]\nrecent=/a.json, /b.json\n", encoding="utf-8")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    done = reset_settings(tmp_path / "config", temporary)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"influence-board: forgot the settings in {path}\n"
    assert "theme" not in path.read_text(encoding="utf-8")
    assert "recent" not in path.read_text(encoding="utf-8")
    assert list(temporary.iterdir()) == []
