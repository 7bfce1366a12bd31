"""One copy of the app per user: a second `influence-board FILE` hands its files to the
running copy, which opens each in a new window, and exits 0 (`--new-instance` opts out).

The running copy listens on a local socket (QLocalServer) that only its user can open.
A start asks there first: it sends its files as one JSON line and waits for the copy's
"opened" line. A socket file that no copy answers on is a crashed copy's: the start
removes it and listens itself. Nothing from the socket is trusted beyond a list of file
paths, each opened as File > Open would (read, checked, refused with the reason).

INFLUENCE_BOARD_INSTANCE names the socket (tests give each copy theirs); set empty, every
start is a copy of its own.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalSocket

ENVIRONMENT = "INFLUENCE_BOARD_INSTANCE"
ANSWER_MS = 1500  # a copy that does not answer by then is taken for gone
MAX_ANSWER = 64 * 1024  # an answer is one short line: whatever sends more is no copy of ours
OPENED = b"opened\n"
HERE = b"here\n"  # the answer to a probe: a copy runs, nothing is opened
MAX_MESSAGE_BYTES = 1024 * 1024  # a list of paths, not a file


def socket_name() -> str:
    """The socket's name: INFLUENCE_BOARD_INSTANCE, else one per user: on Unix in the
    user's runtime folder (XDG_RUNTIME_DIR, private to the user) or the temporary folder,
    on Windows a named pipe of the user's ("" when the environment says no single
    instance)."""
    given = os.environ.get(ENVIRONMENT)
    if given is not None:
        return given
    if os.name == "nt":
        return f"influence-board-{os.environ.get('USERNAME', 'user')}"
    folder = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    return str(Path(folder) / f"influence-board-{os.getuid()}.socket")


def message(files: Sequence[str]) -> bytes:
    """What a start sends: its files, each as a whole path (the copy runs elsewhere); no
    file: a window on the standard board."""
    return json.dumps({"open": [str(Path(f).resolve()) for f in files]}).encode() + b"\n"


PROBE = b'{"probe": true}\n'


def read_message(data: bytes) -> list[str] | None:
    """The files a start handed over, or None when `data` is no such message."""
    try:
        got = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    files = got.get("open") if isinstance(got, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return files


def hand_over(files: Sequence[str], name: str | None = None) -> bool:
    """Give `files` to the running copy; True once it says they are opened, False when no
    copy answers (none runs, or its socket is stale)."""
    name = socket_name() if name is None else name
    return bool(name) and _ask(name, message(files)) == OPENED


def _ask(name: str, said: bytes) -> bytes:
    """The copy's answer line on socket `name` to `said` (b"" when none answers)."""
    if os.name == "posix" and os.path.isabs(name):
        return _ask_unix(name, said)
    # Here, not at the top: on Unix a start asks through the standard library's socket,
    # and Qt's network module loads after the board is drawn (run listens then).
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(ANSWER_MS):
        return b""
    socket.write(said)
    socket.flush()
    answer = b""
    while not answer.endswith(b"\n") and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.readAll().data())
    socket.abort()
    return answer


def _ask_unix(path: str, said: bytes) -> bytes:
    """_ask on the Unix socket at `path` (what QLocalServer listens on there), as QLocalSocket
    would: each wait at most ANSWER_MS, what came before a silence or a hang-up kept."""
    if not os.path.lexists(path):  # no copy ever listened here: nothing to connect to
        return b""
    import socket  # here: a start with no socket to ask, the usual one, does without

    answer = b""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(ANSWER_MS / 1000)
        try:
            connection.connect(path)
        except OSError:  # no socket, a stale one, or no answer in time
            return b""
        try:
            connection.sendall(said)
            while not answer.endswith(b"\n") and len(answer) <= MAX_ANSWER:
                got = connection.recv(64 * 1024)
                if not got:
                    break
                answer += got
        except OSError:  # a silence longer than ANSWER_MS, or the copy went
            pass
    return answer


class Instance(QObject):
    """The running copy's end: listens, and gives each start's files to `open_files`."""

    def __init__(self, open_files: Callable[[list[str]], None], name: str | None = None) -> None:
        super().__init__()
        # Here, not at the top: a start asks without Qt's network module (_ask_unix), and
        # the running copy makes its Instance once its board is drawn (app.py).
        from PySide6.QtNetwork import QLocalServer

        self.name = socket_name() if name is None else name
        self.open_files = open_files
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)

    def listen(self) -> bool:
        """Listen on the socket, taking over a stale one; False when another copy answers
        there (or the socket cannot be made): this copy then runs on its own."""
        if not self.name:
            return False
        if self.server.listen(self.name):
            return True
        if _ask(self.name, PROBE) == HERE:
            return False  # a living copy
        self.server.removeServer(self.name)  # a crashed copy's socket
        return self.server.listen(self.name)

    def _connected(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            buffer = bytearray()

            def read(socket: QLocalSocket = socket, buffer: bytearray = buffer) -> None:
                buffer += bytes(socket.readAll().data())
                if len(buffer) > MAX_MESSAGE_BYTES:
                    socket.abort()
                elif buffer.endswith(b"\n"):
                    files = read_message(bytes(buffer))
                    probe = bytes(buffer) == PROBE
                    socket.write(HERE if probe else OPENED if files is not None else b"?\n")
                    socket.flush()
                    socket.disconnectFromServer()
                    if files is not None:
                        self.open_files(files)

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)

    def close(self) -> None:
        self.server.close()
