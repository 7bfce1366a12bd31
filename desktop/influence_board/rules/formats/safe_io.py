"""Reading and writing files as hostile input and precious output (DESIGN.md, Limits).

Reading: only regular files, at most `MAX_FILE_BYTES` (operation files, streams of any
length, are bounded by the line instead: operation_lines.py), refused at once otherwise (a FIFO is
opened without blocking, a device is never read). Writing: the whole text goes to a
temporary file in the same folder, which then replaces the target in one rename; the
target of a symlink is what gets replaced, its permission bits are kept, a read-only file is
replaced only when the caller says so, and the temporary files of a writer that was killed
are removed the next time that folder is written to.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import time
from pathlib import Path
from typing import BinaryIO

from ...text.language import _, number

MAX_FILE_BYTES = 64 * 1024 * 1024
STALE_AFTER_SECONDS = 15 * 60  # a temporary file this old belongs to no save in progress
_TEMPORARY = re.compile(r"^\..+\.ib-tmp-(\d+)-[0-9a-f]+$")
# What earlier versions left (tempfile.mkstemp), removed once old: `.{name}.{8 chars}.tmp`.
_OLD_TEMPORARY = re.compile(r"^\.(.+)\.[a-z0-9_]{8}\.tmp$")
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


class UnreadableFile(OSError):
    """A file that is not read: `reason` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ReadOnlyFile(PermissionError):
    """The file to replace is read-only; write again with `replace_read_only=True` once the
    user agreed."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(errno.EACCES, _("the file is read-only"), str(path))


def reason(exc: OSError) -> str:
    """The system's words for a failure ("No space left on device"), without the errno."""
    return exc.strerror or str(exc) or type(exc).__name__


def kind(mode: int) -> str:
    """What a file that is not a regular file is, in words: "a pipe (FIFO)", "a device"."""
    return _kind(mode)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("not a regular file")


def open_regular(path: str | os.PathLike[str], limit: int | None = MAX_FILE_BYTES) -> BinaryIO:
    """A regular file of at most `limit` bytes (None: of any length, as an operation file),
    opened for reading, to be read as a stream (the reader keeps to the limit if the file
    grows). Never waits on a FIFO or a device. Raises UnreadableFile."""
    try:
        fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnreadableFile(_("cannot read the file: a symbolic link loop")) from None
        raise UnreadableFile(cannot_read(reason(exc))) from None
    except ValueError:  # a name no file can have: the system is never asked
        raise UnreadableFile(cannot_read(_name_problem(path))) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(
                _("cannot read the file: it is {kind}").format(kind=_kind(info.st_mode))
            )
        if limit is not None and info.st_size > limit:
            raise UnreadableFile(too_big(limit))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bytes(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The content of a regular file of at most `limit` bytes. Raises UnreadableFile."""
    with open_regular(path, limit) as file:
        try:
            data = file.read(limit + 1)  # the file may grow while it is read
        except OSError as exc:
            raise UnreadableFile(cannot_read(reason(exc))) from None
    if len(data) > limit:
        raise UnreadableFile(too_big(limit))
    return data


def read_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes. Raises UnreadableFile."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(
            _("not UTF-8 text: {why} at byte {n}").format(why=exc.reason, n=number(exc.start))
        ) from None


def _name_problem(path: str | os.PathLike[str]) -> str:
    """Why a name is refused before the system sees it (os.open raises ValueError): a NUL
    in it, or text the system's encoding cannot write (a lone surrogate)."""
    if "\0" in os.fspath(path):
        return _("its name holds a NUL character")
    return _("its name is not valid text for this system")


def cannot_read(why: str) -> str:
    return _("cannot read the file: {why}").format(why=why)


def too_big(limit: int = MAX_FILE_BYTES) -> str:
    return _("the file is larger than {n} MB, the most a file may hold").format(
        n=number(limit // (1024 * 1024))
    )


# -- writing --------------------------------------------------------------------------------


def same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """True when both names lead to one file (a link, `./x`, another spelling): an output
    that would replace one of its own inputs."""
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False  # one of them does not exist (yet): not the same file


def write_atomic(
    path: str | os.PathLike[str], content: str | bytes, replace_read_only: bool = False
) -> None:
    """Replace `path` with `content` (str as UTF-8) in one step: a failure at any point leaves
    the old file whole and no temporary file behind. Raises OSError (ReadOnlyFile when the
    target is read-only and `replace_read_only` is false)."""
    data = encoded(content) if isinstance(content, str) else content
    target = Path(os.path.realpath(path))  # a symlink: replace what it points to
    folder = target.parent
    remove_stale_temporaries(folder)
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None:
        if not stat.S_ISREG(old.st_mode):
            raise IsADirectoryError(
                errno.EISDIR,
                _("cannot replace it: it is {kind}").format(kind=_kind(old.st_mode)),
                str(path),
            )
        if not replace_read_only and _read_only(target, old.st_mode):
            raise ReadOnlyFile(path)
    import secrets  # here: only a write needs it, and it loads hashlib and hmac at a start

    temporary = folder / f".{target.name}.ib-tmp-{os.getpid()}-{secrets.token_hex(4)}"
    # 0o666 less the umask for a new file, as any editor would create it.
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o666)
    done = False
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            if old is not None:
                _keep_owner_and_mode(fd, temporary, old)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, target)
        done = True
    finally:
        if not done:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    _sync_folder(folder)


def encoded(text: str) -> bytes:
    """`text` as UTF-8; OSError (a failed save says why) for text no file can hold. The
    readers refuse it first, so this is the net under text that came from elsewhere."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = ord(text[exc.start])
        raise OSError(
            errno.EILSEQ,
            _("the text holds a lone surrogate (U+{code}), which no file can hold").format(
                code=f"{bad:04X}"
            ),
        ) from None


def _read_only(path: Path, mode: int) -> bool:
    # root may write anything: the owner's write bit says what the user meant.
    return not (mode & stat.S_IWUSR) or not os.access(path, os.W_OK)


def _keep_owner_and_mode(fd: int, temporary: Path, old: os.stat_result) -> None:
    if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        with contextlib.suppress(OSError):  # only root may give a file away
            os.fchown(fd, old.st_uid, old.st_gid)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(old.st_mode))
    else:
        os.chmod(temporary, stat.S_IMODE(old.st_mode))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; not every system can open a folder."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def remove_stale_temporaries(folder: str | os.PathLike[str]) -> list[str]:
    """Remove the temporary files of writers that died (killed during a save) from `folder`:
    those whose process is gone, or older than STALE_AFTER_SECONDS. Returns their names."""
    removed: list[str] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    names = {entry.name for entry in entries}
    for entry in entries:
        match = _TEMPORARY.match(entry.name)
        old = _OLD_TEMPORARY.match(entry.name)
        if match is None and (old is None or old.group(1) not in names):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            young = now - info.st_mtime < STALE_AFTER_SECONDS
            if young and (match is None or _writing(int(match.group(1)))):
                continue
            os.unlink(entry.path)
            removed.append(entry.name)
        except (OSError, ValueError):
            continue
    return removed


def _writing(pid: int) -> bool:
    return pid == os.getpid() or _process_alive(pid)


def _process_alive(pid: int) -> bool:
    if os.name != "posix":
        return True  # os.kill would end the process there: let the age decide
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True  # someone else's process, or a system that cannot tell: keep its file
    return True
