"""One copy of the app per user, display and settings: a second `influence-board FILE`
hands its files to the running copy, which opens each in a new window, and exits 0
(`--new-instance` opts out).

The running copy listens on a local socket (QLocalServer) that only its user can open.
A start asks there first: it sends its files as one JSON line and waits for the copy's
"opened" line. A socket file that no copy answers on is a crashed copy's: the start
removes it and listens itself.

Where the socket is, and whom a start trusts. The socket lives only in a folder private to
the user: XDG_RUNTIME_DIR when it is the user's alone (the user's, not a symbolic link, no
one else may write in it), else a folder the app makes for the user in the temporary
folder and checks the same way (mode 0700; another user may have made it first). Its name
holds a short hash of the display (DISPLAY, WAYLAND_DISPLAY, QT_QPA_PLATFORM) and of the
settings folder: a start on another display, or with settings of its own, is served by no
other copy. Before it says anything, a start checks that the socket file is a socket of
the user's and that the program at its other end runs as the user (SO_PEERCRED on Linux).
Anything unexpected there is a `Distrust`: the start runs as a copy of its own and says
why on stderr (cli/own_copy.py).

What the running copy takes: only connections from programs of its user (the same check),
at most MAX_CONNECTIONS at once, each for at most CONNECTION_MS and MAX_MESSAGE_BYTES.
Nothing from the socket is trusted beyond a list of file paths, each read as File > Open
reads it before any window is made for it (window/app.py).

INFLUENCE_BOARD_INSTANCE names the socket (tests give each copy theirs): its folder is the
caller's choice and is not checked, the socket and its listener are. Set empty, every
start is a copy of its own.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import zlib
from collections.abc import Callable, Sequence
from enum import Enum, auto
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from ..rules.formats.safe_io import reason

if TYPE_CHECKING:
    import socket

    from PySide6.QtNetwork import QLocalSocket

ENVIRONMENT = "INFLUENCE_BOARD_INSTANCE"
ANSWER_MS = 1500  # a copy that does not answer by then is taken for gone
MAX_ANSWER = 64 * 1024  # an answer is one short line: whatever sends more is no copy of ours
OPENED = b"opened\n"
HERE = b"here\n"  # the answer to a probe: a copy runs, nothing is opened
MAX_MESSAGE_BYTES = 1024 * 1024  # a list of paths, not a file
# A start says its files at once: a connection still open after CONNECTION_MS is dropped,
# and at most MAX_CONNECTIONS are held (so at most that many MAX_MESSAGE_BYTES buffers).
CONNECTION_MS = 5000
MAX_CONNECTIONS = 8
# The display a window goes to: a copy serves only starts that name the same one.
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


class Fault(Enum):
    """What is wrong with the socket's folder, the socket, or what listens there."""

    LINK = auto()  # a symbolic link
    NOT_FOLDER = auto()
    NOT_SOCKET = auto()
    OWNER = auto()  # another user's
    OPEN = auto()  # others may write in it (XDG_RUNTIME_DIR) or enter it (the app's own)
    UNMADE = auto()  # it cannot be made, or looked at
    PEER = auto()  # the program listening runs as another user


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (0.6 ms, the start's).
class Distrust(NamedTuple):
    """Why a start does not hand its files over and runs as a copy of its own: `path` has
    `fault`; `uid` is the other user's (OWNER, PEER), `mode` the folder's (OPEN), `why` the
    system's words (UNMADE)."""

    fault: Fault
    path: str
    uid: int = -1
    mode: int = 0
    why: str = ""


def socket_place() -> str | Distrust:
    """Where the running copy's socket is: INFLUENCE_BOARD_INSTANCE as given ("": no single
    instance), else one per user, display and settings folder: on Unix in the user's private
    folder (_private_folder), on Windows a named pipe of the user's. A Distrust when the
    user has no private folder."""
    given = os.environ.get(ENVIRONMENT)
    if given is not None:
        return given
    if os.name == "nt":
        return f"influence-board-{os.environ.get('USERNAME', 'user')}-{_scope_key()}"
    folder = _private_folder()
    if isinstance(folder, Distrust):
        return folder
    return str(folder / f"influence-board-{_scope_key()}.socket")


def socket_name() -> str:
    """The socket's name, "" when there is to be no single instance (none asked for, or no
    private folder for it)."""
    place = socket_place()
    return place if isinstance(place, str) else ""


def _scope_key() -> str:
    """A short name for the display the windows go to and the settings folder they use:
    starts that differ in either are different copies. A hash, so that the socket's whole
    path stays within the ~107 bytes a Unix socket's name may have."""
    config = QStandardPaths.StandardLocation.GenericConfigLocation
    scope = [os.environ.get(v, "") for v in DISPLAY_VARIABLES]
    scope.append(QStandardPaths.writableLocation(config))  # what QSettings uses (and Qt's rules)
    # A name is no secret here: a short checksum tells the scopes of one user apart.
    return f"{zlib.crc32(chr(0).join(scope).encode('utf-8', 'surrogatepass')):08x}"


def _private_folder() -> Path | Distrust:
    """The user's own folder for the socket: XDG_RUNTIME_DIR when it is the user's alone,
    else `influence-board-UID` in the temporary folder, made here (mode 0700) and checked:
    the user's, a folder and no symbolic link, no one else allowed in. A Distrust when that
    folder is not so (another user made it first, say)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(runtime) and _folder_fault(Path(runtime), 0o022) is None:
        return Path(runtime)
    own = Path(tempfile.gettempdir()) / f"influence-board-{os.getuid()}"
    try:
        os.mkdir(own, 0o700)
    except FileExistsError:
        pass  # made by an earlier start, or by someone else: checked below
    except OSError as exc:
        return Distrust(Fault.UNMADE, str(own), why=reason(exc))
    return _folder_fault(own, 0o077) or own


def _folder_fault(folder: Path, others: int) -> Distrust | None:
    """Why `folder` is not the user's alone, or None: it must be a folder (not a symbolic
    link) of the user's whose mode has none of the bits `others`."""
    try:
        info = os.lstat(folder)
    except OSError as exc:
        return Distrust(Fault.UNMADE, str(folder), why=reason(exc))
    if stat.S_ISLNK(info.st_mode):
        return Distrust(Fault.LINK, str(folder))
    if not stat.S_ISDIR(info.st_mode):
        return Distrust(Fault.NOT_FOLDER, str(folder))
    if info.st_uid != os.getuid():
        return Distrust(Fault.OWNER, str(folder), uid=info.st_uid)
    if info.st_mode & others:
        return Distrust(Fault.OPEN, str(folder), mode=stat.S_IMODE(info.st_mode))
    return None


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


def hand_over(files: Sequence[str], name: str | None = None) -> bool | Distrust:
    """Give `files` to the running copy: True once it says they are opened; False when no
    copy answers (none runs, or its socket is stale); a Distrust when the socket's place or
    what listens there is not the user's own (nothing is sent then)."""
    place = socket_place() if name is None else name
    if isinstance(place, Distrust):
        return place
    if not place:
        return False
    answer = _ask(place, message(files))
    return answer if isinstance(answer, Distrust) else answer == OPENED


def _ask(name: str, said: bytes) -> bytes | Distrust:
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


def _ask_unix(path: str, said: bytes) -> bytes | Distrust:
    """_ask on the Unix socket at `path` (what QLocalServer listens on there), as QLocalSocket
    would: each wait at most ANSWER_MS, what came before a silence or a hang-up kept. Only
    a socket of the user's, with a program of the user's at its other end, is told anything."""
    try:
        info = os.lstat(path)
    except OSError:  # no copy ever listened here: nothing to connect to
        return b""
    if stat.S_ISLNK(info.st_mode):
        return Distrust(Fault.LINK, path)
    if not stat.S_ISSOCK(info.st_mode):
        return Distrust(Fault.NOT_SOCKET, path)
    if info.st_uid != os.getuid():
        return Distrust(Fault.OWNER, path, uid=info.st_uid)
    import socket  # here: a start with no socket to ask, the usual one, does without

    answer = b""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(ANSWER_MS / 1000)
        try:
            connection.connect(path)
        except OSError:  # a stale socket, or no answer in time
            return b""
        uid = _peer_uid(connection)
        if uid is not None and uid != os.getuid():  # bound between the check and the connect
            return Distrust(Fault.PEER, path, uid=uid)
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


def _peer_uid(connection: socket.socket) -> int | None:
    """The user id of the program at the other end of the Unix socket `connection`; None
    where the system does not tell (SO_PEERCRED is Linux's: elsewhere the socket file's
    owner and mode stand for it)."""
    import socket
    import struct

    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return None
    credentials = struct.Struct("3i")  # struct ucred: pid, uid, gid
    _pid, uid, _gid = credentials.unpack(
        connection.getsockopt(socket.SOL_SOCKET, option, credentials.size)
    )
    return int(uid)


def _peer_is_the_user(local: QLocalSocket) -> bool:
    """Whether the program that connected on `local` runs as this copy's user (where the
    system tells: on Linux)."""
    if os.name != "posix":
        return True  # a named pipe: only the user may open it (UserAccessOption)
    import socket

    descriptor = int(local.socketDescriptor())
    if descriptor < 0:
        return False
    # fromfd: a copy of the descriptor, closed here; Qt's stays open
    with socket.fromfd(descriptor, socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        uid = _peer_uid(connection)
    return uid is None or uid == os.getuid()


class Instance(QObject):
    """The running copy's end: listens, and gives each start's files to `open_files`."""

    def __init__(self, open_files: Callable[[list[str]], None], name: str | None = None) -> None:
        super().__init__()
        # Here, not at the top: a start asks without Qt's network module (_ask_unix), and
        # the running copy makes its Instance once its board is drawn (app.py).
        from PySide6.QtNetwork import QLocalServer

        self.name = socket_name() if name is None else name
        self.open_files = open_files
        # The connections being heard now, each with what drops it.
        self.connections: dict[QLocalSocket, Callable[[], None]] = {}
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)

    def listen(self) -> bool:
        """Listen on the socket, taking over a stale one; False when another copy answers
        there, when what is there is not the user's (it is left alone), or when the socket
        cannot be made: this copy then runs on its own."""
        if not self.name:
            return False
        if self.server.listen(self.name):
            return True
        answer = _ask(self.name, PROBE)
        if answer == HERE or isinstance(answer, Distrust):
            return False  # a living copy, or not ours to remove
        self.server.removeServer(self.name)  # a crashed copy's socket
        return self.server.listen(self.name)

    # Each socket is deleted here once done with (answered, refused or dropped): never from
    # one of its own signals, never with a timer that has it as context, and the files are
    # opened after its signal returns. Each of those crashed PySide 6.11 in ~QLocalSocket
    # (a socket deleted twice, or while it was still sending a signal).
    def _connected(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        while (local := self.server.nextPendingConnection()) is not None:
            for held, drop in list(self.connections.items()):
                if held.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                    drop()  # hung up unanswered: its place is free
            if len(self.connections) >= MAX_CONNECTIONS or not _peer_is_the_user(local):
                local.abort()  # nothing read, nothing said
                local.deleteLater()
            else:
                self._hear(local)

    def _hear(self, local: QLocalSocket) -> None:
        """Take one start's message on `local`: answer it, then open what it names."""
        buffer = bytearray()

        def drop() -> None:
            if self.connections.pop(local, None) is not None:  # once, and not once answered
                local.abort()
                local.deleteLater()

        def read() -> None:
            if local not in self.connections:
                return  # answered, or dropped: whatever comes after is not heard
            buffer.extend(local.readAll().data())
            if len(buffer) > MAX_MESSAGE_BYTES:
                drop()
            elif buffer.endswith(b"\n"):
                del self.connections[local]
                files = read_message(bytes(buffer))
                probe = bytes(buffer) == PROBE
                local.write(HERE if probe else OPENED if files is not None else b"?\n")
                local.flush()
                local.disconnectFromServer()
                local.deleteLater()
                if files is not None:  # on the next turn: not inside the socket's signal
                    QTimer.singleShot(0, self, partial(self.open_files, files))

        self.connections[local] = drop
        local.readyRead.connect(read)
        QTimer.singleShot(CONNECTION_MS, self, drop)  # the deadline: a no-op once answered

    def close(self) -> None:
        """Stop listening, and drop the connections being heard."""
        for drop in list(self.connections.values()):
            drop()
        self.server.close()
