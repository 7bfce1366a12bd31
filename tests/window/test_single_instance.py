"""One copy per user (issue 21): a second `influence-board FILE` hands its files to the
running copy over a local socket only the user can open, and exits 0; the copy shows
each in a new window; --new-instance opts out; a crashed copy's socket is taken over, not
trusted; what comes over the socket is only ever a list of files to open."""

from __future__ import annotations

import json
import os
import selectors
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app_process import MODULE, environment
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.window.single_instance import Instance, message, read_message
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

posix = pytest.mark.skipif(os.name != "posix", reason="Unix sockets and file modes")
PROBE = Path(__file__).with_name("instance_probe.py")
HAND_OVER = (
    "import sys; from influence_board.window.single_instance import hand_over; "
    "sys.exit(0 if hand_over(sys.argv[1:]) else 1)"
)


@pytest.fixture
def place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
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


def _second(*args: str | Path, timeout: float = 30.0) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*MODULE, *map(str, args)],
        env=environment(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


@posix
def test_a_second_start_hands_its_file_to_the_running_copy(
    qtbot: QtBot, place: Path, tmp_path: Path
) -> None:
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
        done = _second(scenario)  # within the guard's timeout: the copy answered
        assert done.returncode == 0, done.stderr
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
def test_new_instance_opts_out(place: Path, tmp_path: Path) -> None:
    """With --new-instance nothing is asked on the socket: a copy of its own starts (here
    it stops at once: a file it cannot read)."""
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    done = _second("--new-instance", bad, timeout=60)
    assert done.returncode == 2
    assert not place.exists()


@posix
def test_a_crashed_copys_socket_is_taken_over(qtbot: QtBot, place: Path) -> None:
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
def test_a_start_finds_no_copy_behind_a_stale_socket(place: Path) -> None:
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(place))
    stale.close()
    done = subprocess.run(
        [sys.executable, "-c", HAND_OVER, "x.json"], env=environment(), timeout=30, check=False
    )
    assert done.returncode == 1  # not handed over: this start runs as the copy


@posix
def test_the_copy_opens_what_a_start_hands_over(qtbot: QtBot, place: Path, tmp_path: Path) -> None:
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
        # opened once the answer is sent, on the copy's next turn
        qtbot.waitUntil(lambda: opened != [], timeout=5000)
        assert opened == [[str(tmp_path / "a.json"), str(tmp_path / "b.ibgame")]]
    finally:
        instance.close()


@posix
@pytest.mark.parametrize(
    "said",
    [b"hello\n", b'{"open": "a.json"}\n', b'{"open": [1, 2]}\n', b"[]\n", b"\xff\xfe\n"],
)
def test_anything_but_a_list_of_files_opens_nothing(qtbot: QtBot, place: Path, said: bytes) -> None:
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


def test_the_message_is_the_files_as_whole_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert read_message(message(["a.json"])) == [str(tmp_path / "a.json")]
    assert read_message(b'{"probe": true}\n') is None


@posix
def test_the_socket_is_the_users_own(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from influence_board.window.single_instance import socket_name

    monkeypatch.delenv("INFLUENCE_BOARD_INSTANCE")
    tmp_path.chmod(0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    name = Path(socket_name())
    assert name.parent == tmp_path
    assert name.name.startswith("influence-board-") and name.suffix == ".socket"
    monkeypatch.setenv("INFLUENCE_BOARD_INSTANCE", "")
    assert socket_name() == ""  # no single instance: every start is a copy of its own


# -- Trust, round 4 (issue 33): the socket owned and scoped, the copy bounded ----------------

OTHER_USER = ("--reuid=65534", "--regid=65534", "--clear-groups")  # nobody
as_another_user = pytest.mark.skipif(
    shutil.which("setpriv") is None or os.name != "posix" or os.getuid() == 65534,
    reason="needs setpriv, and a user to be other than",
)
# Another user's program: listens on each socket path given (making its folder if need be),
# writes what it is told to the file argv[1], and answers as a copy of ours would.
PLANTER = r"""
import os, select, socket, sys
heard, listeners = sys.argv[1], []
for path in sys.argv[2:]:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    os.chmod(path, 0o777)
    listener.listen()
    listeners.append(listener)
print("ready", flush=True)
while True:
    for listener in select.select(listeners, [], [])[0]:
        connection, _ = listener.accept()
        with connection:
            said = connection.recv(1 << 20)
            with open(heard, "ab") as out:
                out.write(said)
            connection.sendall(b"here\n" if b"probe" in said else b"opened\n")
"""
# Another user's program that talks to a socket: sends argv[2], prints the answer.
KNOCKER = r"""
import socket, sys
with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
    connection.settimeout(10)
    connection.connect(sys.argv[1])
    answer = b""
    try:
        connection.sendall(sys.argv[2].encode() + b"\n")
        while got := connection.recv(1024):
            answer += got
    except OSError:  # hung up on
        pass
print(repr(answer), flush=True)
"""
TOLD = (
    "import sys; from influence_board.window.single_instance import hand_over; "
    "told = hand_over(sys.argv[1:]); print(told); sys.exit(0 if told is True else 1)"
)


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A temporary folder as /tmp is (mode 1777: anyone may make files in it), outside
    pytest's own folders, which other users cannot enter."""
    folder = Path(tempfile.mkdtemp(prefix="ib-shared-"))
    folder.chmod(0o1777)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def planted(shared_tmp: Path) -> Iterator[Callable[..., Path]]:
    """Plant sockets as another user: `planted(path, ...)` returns once each listens, and
    gives the file of what they were told."""
    heard = shared_tmp / "heard"
    planters: list[subprocess.Popen[str]] = []

    def plant(*paths: Path) -> Path:
        planter = subprocess.Popen(
            ["setpriv", *OTHER_USER, sys.executable, "-c", PLANTER, str(heard), *map(str, paths)],
            stdout=subprocess.PIPE,
            text=True,
        )
        planters.append(planter)
        assert planter.stdout is not None
        assert planter.stdout.readline() == "ready\n"
        return heard

    yield plant
    for planter in planters:
        planter.kill()
        planter.wait()


def _heard(path: Path) -> bytes:
    return path.read_bytes() if path.exists() else b""


def _shared_environment(shared_tmp: Path, tmp_path: Path) -> dict[str, str | None]:
    """A start with no runtime folder (su, cron, ssh without logind): the temporary folder
    is the shared one."""
    return {
        "INFLUENCE_BOARD_INSTANCE": None,
        "XDG_RUNTIME_DIR": None,
        "TMPDIR": str(shared_tmp),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "QT_QPA_PLATFORM": "offscreen",
    }


@as_another_user
def test_a_socket_another_user_planted_in_the_temporary_folder_is_told_nothing(
    planted: Callable[..., Path], shared_tmp: Path, tmp_path: Path
) -> None:
    """Where the socket was (TMPDIR/influence-board-UID.socket) another user listens: a
    start finds no copy of its own user's there, hands nothing over and tells nothing."""
    heard = planted(shared_tmp / f"influence-board-{os.getuid()}.socket")
    done = subprocess.run(
        [sys.executable, "-c", TOLD, "secret-plans.json"],
        env=environment(_shared_environment(shared_tmp, tmp_path)),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 1, done.stdout  # not handed over: this start runs as a copy
    assert _heard(heard) == b""


@as_another_user
def test_a_start_will_not_use_a_folder_another_user_made(
    planted: Callable[..., Path], shared_tmp: Path, tmp_path: Path
) -> None:
    """Another user made the folder the app would make (TMPDIR/influence-board-UID) and
    listens in it, and at the old place: the start tells it nothing, starts a copy of its
    own and says why on stderr."""
    env = _shared_environment(shared_tmp, tmp_path)
    folder = shared_tmp / f"influence-board-{os.getuid()}"
    heard = planted(
        folder / "influence-board.socket", shared_tmp / f"influence-board-{os.getuid()}.socket"
    )
    scenario = tmp_path / "secret-plans.json"
    save(standard_board(), scenario)
    start = subprocess.Popen(
        [*MODULE, str(scenario)],
        env=environment(env),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        said = _line_starting("influence-board:", start)
        assert said == (
            f"influence-board: starting a copy of its own: {folder} belongs to another user "
            "(uid 65534)\n"
        )
        assert start.poll() is None, "a copy of its own runs"
    finally:
        start.kill()
        start.wait()
    assert _heard(heard) == b""


def _line_starting(prefix: str, process: subprocess.Popen[str], timeout: float = 60) -> str:
    """The first line of `process`'s stderr that starts with `prefix` (Qt may say things of
    its own first); "" when it ends first."""
    assert process.stderr is not None
    with selectors.DefaultSelector() as waiting:
        waiting.register(process.stderr, selectors.EVENT_READ)
        while waiting.select(timeout):
            line = process.stderr.readline()
            if not line or line.startswith(prefix):
                return line
    raise AssertionError(f"no line from the process in {timeout} s")


@as_another_user
@pytest.mark.parametrize("socket_file_ours", [False, True])
def test_a_listener_of_another_user_is_told_nothing(
    planted: Callable[..., Path],
    shared_tmp: Path,
    monkeypatch: pytest.MonkeyPatch,
    socket_file_ours: bool,
) -> None:
    """INFLUENCE_BOARD_INSTANCE names a socket another user listens on: the start checks the
    socket file's owner, and then the listening program's own user (SO_PEERCRED), before it
    says anything. A socket file that is the user's (chowned here: one swapped in between
    the check and the connect) does not make its listener the user's."""
    from influence_board.window.single_instance import hand_over

    place = shared_tmp / "instance.socket"
    heard = planted(place)
    if socket_file_ours:
        os.chown(place, os.getuid(), os.getgid())
    told = hand_over(["secret-plans.json"], str(place))
    assert _heard(heard) == b""
    from influence_board.window.single_instance import Distrust, Fault

    fault = Fault.PEER if socket_file_ours else Fault.OWNER
    assert told == Distrust(fault, str(place), uid=65534)


@as_another_user
def test_the_copy_hears_no_other_user(qtbot: QtBot, shared_tmp: Path) -> None:
    """A socket somehow open to everyone: the copy hangs up on a program of another user
    before reading a byte, and opens nothing."""
    opened: list[list[str]] = []
    instance = Instance(opened.append, str(shared_tmp / "instance.socket"))
    try:
        assert instance.listen()
        (shared_tmp / "instance.socket").chmod(0o777)
        knock = subprocess.Popen(
            [
                "setpriv",
                *OTHER_USER,
                sys.executable,
                "-c",
                KNOCKER,
                str(shared_tmp / "instance.socket"),
                json.dumps({"open": ["/etc/shadow.json"]}),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        qtbot.waitUntil(lambda: knock.poll() is not None, timeout=10_000)
        assert knock.stdout is not None
        assert knock.stdout.read() == "b''\n"
        assert opened == []
    finally:
        instance.close()


# -- the socket's place: a folder of the user's alone, one name per display and settings ---


def _runtime(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, folder: Path | None) -> Path:
    """No INFLUENCE_BOARD_INSTANCE, XDG_RUNTIME_DIR = `folder`, and a temporary folder of
    this test's own (where the app makes its folder)."""
    monkeypatch.delenv("INFLUENCE_BOARD_INSTANCE")
    if folder is None:
        monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    else:
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    return temporary / f"influence-board-{os.getuid()}"


@posix
@pytest.mark.parametrize("runtime", ["missing", "group-writable", "a link", "another user's"])
def test_a_runtime_folder_not_the_users_alone_gives_way_to_the_apps_own(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, runtime: str
) -> None:
    from influence_board.window.single_instance import socket_place

    folder = tmp_path / "run"
    folder.mkdir(mode=0o700)
    if runtime == "group-writable":
        folder.chmod(0o770)
    elif runtime == "a link":
        (tmp_path / "link").symlink_to(folder)
        folder = tmp_path / "link"
    elif runtime == "another user's":
        if os.getuid() != 0:
            pytest.skip("only root gives a folder away")
        os.chown(folder, 65534, 65534)
    own = _runtime(monkeypatch, tmp_path, None if runtime == "missing" else folder)
    place = socket_place()
    assert isinstance(place, str) and Path(place).parent == own
    assert stat.S_IMODE(own.lstat().st_mode) == 0o700
    assert own.lstat().st_uid == os.getuid()


@posix
@pytest.mark.parametrize("made", ["another user's", "open to others", "a link", "a file"])
def test_an_own_folder_that_is_not_the_users_alone_is_not_used(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, made: str
) -> None:
    from influence_board.window.single_instance import (
        Fault,
        hand_over,
        socket_name,
        socket_place,
    )

    own = _runtime(monkeypatch, tmp_path, None)
    if made == "a link":
        (tmp_path / "elsewhere").mkdir(mode=0o700)
        own.symlink_to(tmp_path / "elsewhere")
    elif made == "a file":
        own.write_text("", encoding="utf-8")
    else:
        own.mkdir(mode=0o700)
        own.chmod(0o755 if made == "open to others" else 0o700)
        if made == "another user's":
            if os.getuid() != 0:
                pytest.skip("only root gives a folder away")
            os.chown(own, 65534, 65534)
    fault = {
        "another user's": Fault.OWNER,
        "open to others": Fault.OPEN,
        "a link": Fault.LINK,
        "a file": Fault.NOT_FOLDER,
    }[made]
    place = socket_place()
    assert not isinstance(place, str) and place.fault is fault and place.path == str(own)
    assert socket_name() == ""  # this copy listens nowhere
    assert hand_over(["a.json"]) == place  # and a start hands nothing over


@posix
def test_the_socket_is_named_for_the_display_and_the_settings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from influence_board.window.single_instance import socket_name

    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    _runtime(monkeypatch, tmp_path, runtime)
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config-a"))

    def name(**env: str) -> str:
        with pytest.MonkeyPatch.context() as scope:
            for key, value in env.items():
                scope.setenv(key, value)
            return socket_name()

    plain = name(DISPLAY=":41")
    assert name(DISPLAY=":41") == plain  # the same start, the same copy
    others = [
        name(DISPLAY=":42"),
        name(DISPLAY=":41", WAYLAND_DISPLAY="wayland-0"),
        name(DISPLAY=":41", QT_QPA_PLATFORM="offscreen"),
        name(DISPLAY=":41", XDG_CONFIG_HOME=str(tmp_path / "config-b")),
    ]
    assert len({plain, *others}) == 5
    assert all(len(os.fsencode(n)) <= len(os.fsencode(runtime)) + 40 for n in [plain, *others])


XVFB = ("Xvfb", "-screen", "0", "1024x768x24", "-nolisten", "tcp")


def _two_displays() -> Iterator[tuple[str, str]]:
    servers: list[subprocess.Popen[bytes]] = []
    names: list[str] = []
    try:
        for _ in range(2):
            read, write = os.pipe()
            server = subprocess.Popen(
                [*XVFB, "-displayfd", str(write)],
                pass_fds=(write,),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            servers.append(server)
            os.close(write)
            with os.fdopen(read) as numbers:
                number = numbers.readline().strip()
            assert number, "Xvfb gave no display number"
            names.append(f":{number}")
        yield names[0], names[1]
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=10)


@pytest.fixture
def displays() -> Iterator[tuple[str, str]]:
    """Two X servers of this test's own (Xvfb picks free display numbers)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb")
    yield from _two_displays()


def _sockets(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_socket())


@posix
def test_a_copy_on_one_display_does_not_serve_a_start_on_another(
    qtbot: QtBot, displays: tuple[str, str], tmp_path: Path
) -> None:
    """`DISPLAY=:B influence-board b.json` while a copy runs on :A opens b.json on :B, in a
    copy of its own: not in a window of the copy on :A."""
    first_display, second_display = displays
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = {
        "INFLUENCE_BOARD_INSTANCE": None,
        "XDG_RUNTIME_DIR": str(runtime),
        "QT_QPA_PLATFORM": None,  # the real displays
        "WAYLAND_DISPLAY": None,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "INFLUENCE_BOARD_RECOVERY_DIR": str(tmp_path / "recovery"),
    }
    report = tmp_path / "shown.json"
    first = subprocess.Popen(
        [sys.executable, str(PROBE), str(report)],
        env=environment({**env, "DISPLAY": first_display}),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    second = None
    try:
        qtbot.waitUntil(lambda: len(_sockets(runtime)) == 1, timeout=30_000)
        scenario = tmp_path / "b.json"
        save(standard_board(), scenario)
        second = subprocess.Popen(
            [*MODULE, str(scenario)],
            env=environment({**env, "DISPLAY": second_display}),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # The second start either handed b.json over and ended, or runs as a copy of its
        # own and listens on a socket of its display's.
        qtbot.waitUntil(
            lambda: second.poll() is not None or len(_sockets(runtime)) == 2, timeout=30_000
        )
        assert second.poll() is None, "the start on the other display was served"
        assert str(scenario) not in (_shown(report) or {}).get("windows", [])
        # A start on the first copy's display is served by it.
        done = subprocess.run(
            [sys.executable, "-c", TOLD, str(scenario)],
            env=environment({**env, "DISPLAY": first_display}),
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        qtbot.waitUntil(
            lambda: str(scenario) in (_shown(report) or {}).get("windows", []), timeout=10_000
        )
    finally:
        for process in (first, second):
            if process is not None:
                process.kill()
                process.wait()


@posix
def test_a_copy_with_other_settings_does_not_serve_a_start(
    qtbot: QtBot, place: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start with an XDG_CONFIG_HOME of its own is not served by the copy that runs with
    another: it is a copy of its own, with its own settings."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.delenv("INFLUENCE_BOARD_INSTANCE")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    report = tmp_path / "shown.json"
    first = subprocess.Popen(
        [sys.executable, str(PROBE), str(report)],
        env=environment(),  # XDG_CONFIG_HOME: tmp_path / "config" (the place fixture's)
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        qtbot.waitUntil(lambda: len(_sockets(runtime)) == 1, timeout=30_000)

        def start(config: str) -> int:
            return subprocess.run(
                [sys.executable, "-c", TOLD, "b.json"],
                env=environment({"XDG_CONFIG_HOME": str(tmp_path / config)}),
                cwd=tmp_path,
                capture_output=True,
                timeout=30,
                check=False,
            ).returncode

        assert start("other-config") == 1  # not handed over
        assert start("config") == 0  # the copy's own settings: handed over
    finally:
        first.kill()
        first.wait()


# -- what the copy takes: bounded connections, and only paths File > Open would read -------


@posix
def test_an_idle_connection_is_dropped(
    qtbot: QtBot, place: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from influence_board.window import single_instance

    monkeypatch.setattr(single_instance, "CONNECTION_MS", 200)
    opened: list[list[str]] = []
    instance = Instance(opened.append)
    try:
        assert instance.listen()
        client = QLocalSocket()
        client.connectToServer(str(place))
        assert client.waitForConnected(1000)
        client.write(b'{"open": [')  # and nothing more, ever
        client.flush()
        qtbot.waitUntil(
            lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState,
            timeout=5000,
        )
        assert not instance.connections
        assert opened == []
    finally:
        instance.close()


@posix
def test_the_connections_held_at_once_are_bounded(qtbot: QtBot, place: Path) -> None:
    from influence_board.window.single_instance import MAX_CONNECTIONS

    opened: list[list[str]] = []
    instance = Instance(opened.append)
    clients: list[QLocalSocket] = []
    try:
        assert instance.listen()
        for _ in range(MAX_CONNECTIONS + 4):
            client = QLocalSocket()
            client.connectToServer(str(place))
            assert client.waitForConnected(1000)
            client.write(b'{"open": ["a.json"')  # part of a message, and silence
            client.flush()
            clients.append(client)

        def hung_up() -> list[QLocalSocket]:
            unconnected = QLocalSocket.LocalSocketState.UnconnectedState
            return [c for c in clients if c.state() == unconnected]

        qtbot.waitUntil(lambda: len(hung_up()) == 4, timeout=10_000)
        assert len(instance.connections) == MAX_CONNECTIONS
        # The ones held are heard: the rest of a message, and it is answered and opened.
        held = next(c for c in clients if c not in hung_up())
        held.write(b"]}\n")
        held.flush()
        qtbot.waitUntil(lambda: held.bytesAvailable() > 0, timeout=5000)
        assert held.readAll().data() == b"opened\n"
        assert opened == [["a.json"]]
    finally:
        instance.close()


@posix
def test_a_path_no_file_can_have_is_refused_with_the_reason_and_makes_no_window(
    qtbot: QtBot, place: Path, window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """A start (or anything of the user's) hands over names with a NUL and a lone
    surrogate: the copy refuses each in its front window, as File > Open would, with the
    reason, makes no window for them, and raises nothing."""
    from influence_board.window.app import _instance
    from influence_board.window.main_window import MainWindow

    def main_windows() -> int:
        return sum(isinstance(w, MainWindow) for w in QApplication.topLevelWidgets())

    before = main_windows()
    instance = _instance()  # the running copy's, as app.py makes it
    try:
        client = QLocalSocket()
        client.connectToServer(str(place))
        assert client.waitForConnected(1000)
        bad = [f"{tmp_path}/a\0b.json", f"{tmp_path}/\ud800.json", f"{tmp_path}/\ud800.jsonl"]
        client.write(json.dumps({"open": bad}).encode() + b"\n")
        client.flush()
        qtbot.waitUntil(lambda: len(dialogs.errors) == 3, timeout=5000)
        assert main_windows() == before
        titles = [title for title, _text, _details in dialogs.errors]
        assert titles == ["Cannot open scenario", "Cannot open scenario", "Cannot replay"]
        assert "NUL" in dialogs.errors[0][2]
        # The names are shown escaped: no NUL or lone surrogate reaches a message box.
        shown = [part for error in dialogs.errors for part in error]
        assert not any("\0" in part or "\ud800" in part for part in shown), shown
        assert "a\\x00b.json" in dialogs.errors[0][1]
        assert all("Cannot" in line for line in window.parts.log.texts()[-3:])
    finally:
        instance.close()
