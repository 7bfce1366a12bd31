"""One copy per user (issue 21): a second `influence-board FILE` hands its files to the
running copy over a local socket only the user can open, and exits 0; the copy shows
each in a new window; --new-instance opts out; a crashed copy's socket is taken over, not
trusted; what comes over the socket is only ever a list of files to open."""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from app_process import MODULE, environment
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.window.single_instance import Instance, message, read_message

posix = pytest.mark.skipif(os.name != "posix", reason="Unix sockets and file modes")
PROBE = Path(__file__).with_name("instance_probe.py")
HAND_OVER = (
    "import sys; from influence_board.window.single_instance import hand_over; "
    "sys.exit(0 if hand_over(sys.argv[1:]) else 1)"
)


@pytest.fixture
def place(tmp_path, monkeypatch) -> Path:
    """The socket of this test's copies, and an environment of their own."""
    sock = tmp_path / "run" / "influence-board.socket"
    sock.parent.mkdir()
    monkeypatch.setenv("INFLUENCE_BOARD_INSTANCE", str(sock))
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(tmp_path / "recovery"))
    monkeypatch.setenv("INFLUENCE_BOARD_AUTOSAVE_MS", "50")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return sock


def _shown(report: Path) -> dict | None:
    try:
        return json.loads(report.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _second(*args: str | Path, timeout: float = 3.0) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*MODULE, *map(str, args)],
        env=environment(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@posix
def test_a_second_start_hands_its_file_to_the_running_copy(qtbot, place, tmp_path):
    report = tmp_path / "shown.json"
    first = subprocess.Popen(
        [sys.executable, str(PROBE), str(report)],
        env=environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        qtbot.waitUntil(lambda: (_shown(report) or {}).get("windows") == [None], timeout=30_000)
        qtbot.waitUntil(place.exists, timeout=5_000)
        assert stat.S_IMODE(place.stat().st_mode) & 0o077 == 0, "only the user may open it"
        scenario = tmp_path / "table-3.json"
        save(standard_board(), scenario)
        began = time.monotonic()
        done = _second(scenario)
        took = time.monotonic() - began
        assert done.returncode == 0, done.stderr
        assert took < 3.0
        assert done.stdout == done.stderr == ""
        qtbot.waitUntil(
            lambda: str(scenario) in (_shown(report) or {}).get("windows", []), timeout=10_000
        )
        recovery = tmp_path / "recovery"
        pids = (
            {p.name.split("-")[1] for p in recovery.glob("game-*")} if recovery.exists() else set()
        )
        assert pids <= {str(first.pid)}, "no recovery slot of the second start"
        assert first.poll() is None, "the running copy runs on"
    finally:
        first.kill()
        first.wait()


@posix
def test_new_instance_opts_out(place, tmp_path):
    """With --new-instance nothing is asked on the socket: a copy of its own starts (here
    it stops at once: a file it cannot read)."""
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    done = _second("--new-instance", bad, timeout=60)
    assert done.returncode == 2
    assert not place.exists()


@posix
def test_a_crashed_copys_socket_is_taken_over(qtbot, place):
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(place))  # a socket file nobody listens on: a copy killed with -9
    stale.close()
    assert place.exists()
    opened: list[list[str]] = []
    instance = Instance(opened.append)
    try:
        assert instance.listen()
        assert stat.S_IMODE(place.stat().st_mode) & 0o077 == 0
    finally:
        instance.close()


@posix
def test_a_start_finds_no_copy_behind_a_stale_socket(place):
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(place))
    stale.close()
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", HAND_OVER, "x.json"], env=environment(), timeout=10, check=False
    )
    assert done.returncode == 1  # not handed over: this start runs as the copy
    assert time.monotonic() - began < 3.0


@posix
def test_the_copy_opens_what_a_start_hands_over(qtbot, place, tmp_path):
    opened: list[list[str]] = []
    instance = Instance(opened.append)
    try:
        assert instance.listen()
        start = subprocess.Popen(
            [sys.executable, "-c", HAND_OVER, "a.json", "b.ibgame"],
            env=environment(),
            cwd=tmp_path,
        )
        qtbot.waitUntil(lambda: start.poll() is not None, timeout=10_000)
        assert start.returncode == 0
        assert opened == [[str(tmp_path / "a.json"), str(tmp_path / "b.ibgame")]]
    finally:
        instance.close()


@posix
@pytest.mark.parametrize(
    "said",
    [b"hello\n", b'{"open": "a.json"}\n', b'{"open": [1, 2]}\n', b"[]\n", b"\xff\xfe\n"],
)
def test_anything_but_a_list_of_files_opens_nothing(qtbot, place, said):
    opened: list[list[str]] = []
    instance = Instance(opened.append)
    try:
        assert instance.listen()
        client = QLocalSocket()
        client.connectToServer(str(place))
        assert client.waitForConnected(1000)
        client.write(said)
        client.flush()
        qtbot.waitUntil(lambda: client.bytesAvailable() > 0 or not client.isOpen(), timeout=3000)
        assert opened == []
    finally:
        instance.close()


def test_the_message_is_the_files_as_whole_paths(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert read_message(message(["a.json"])) == [str(tmp_path / "a.json")]
    assert read_message(b'{"probe": true}\n') is None


@posix
def test_the_socket_is_the_users_own(monkeypatch, tmp_path):
    from influence_board.window.single_instance import socket_name

    monkeypatch.delenv("INFLUENCE_BOARD_INSTANCE")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert socket_name() == str(tmp_path / f"influence-board-{os.getuid()}.socket")
    monkeypatch.setenv("INFLUENCE_BOARD_INSTANCE", "")
    assert socket_name() == ""  # no single instance: every start is a copy of its own
