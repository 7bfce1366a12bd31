"""The recovery folder: one recovery file per window, each tied to a living process.

A window's recovery file, `game-<pid>-<token>.json` (rules/formats/recovery_file.py), lies
beside a `.lock` file that the process holds locked (flock) for as long as it lives.
Saving or closing the window removes its two files and nobody else's. At start, a recovery
file whose lock can be taken belongs to a process that is gone: those are offered, newest
first. Taking the lock also claims the file, so two copies starting at once never restore
the same game twice, and a running copy's files are never touched. A damaged recovery
file is renamed aside, with a message.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ..rules import Board
from ..rules.formats.recovery_file import Damaged, Saved, loads_recovery
from ..rules.formats.safe_io import UnreadableFile, read_text, reason, write_atomic
from ..rules.history.tree import Variations

translate = QCoreApplication.translate

try:
    import fcntl
except ImportError:  # Windows: msvcrt's byte-range lock does the same job
    fcntl = None  # type: ignore[assignment]
    import msvcrt


def recovery_folder() -> Path:
    folder = os.environ.get("INFLUENCE_BOARD_RECOVERY_DIR") or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation
    )
    return Path(folder)


def _lock(path: Path) -> int | None:
    """An open, locked descriptor of `path` (created if missing), or None when another live
    process holds the lock. Raises OSError when the lock file cannot be opened at all."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except PermissionError:
        if not path.exists():  # a read-only folder: no lock file can be made in it
            raise
        fd = os.open(path, os.O_RDONLY)  # a read-only file: locking needs no write access
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        os.close(fd)
        return None
    return fd


class Slot:
    """One window's recovery file and the lock that ties it to a living process."""

    def __init__(self, folder: Path, stem: str, lock_fd: int) -> None:
        self.file = folder / f"{stem}.json"
        self.lock_file = folder / f"{stem}.lock"
        self._fd: int | None = lock_fd

    @classmethod
    def create(cls, folder: Path) -> Slot:
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"game-{os.getpid()}-{secrets.token_hex(4)}"
        fd = _lock(folder / f"{stem}.lock")
        if fd is None:  # a fresh random name is never locked by anyone else
            said = translate("RecoveryFolder", "{0}.lock is locked by another process")
            raise OSError(said.format(folder / stem))
        return cls(folder, stem, fd)

    def write(self, text: str) -> None:
        write_atomic(self.file, text)

    def release(self) -> None:
        """Remove the recovery file, then the lock: nothing of it is left to recover."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            self.file.unlink(missing_ok=True)
        # Closed before it is removed (Windows removes no open file). Another copy that
        # takes the lock meanwhile finds a lock without a game, and removes it too.
        self.unlock()
        with contextlib.suppress(OSError):
            self.lock_file.unlink(missing_ok=True)

    def unlock(self) -> None:
        """Let go of the lock and leave the files (a copy that ends without deciding)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@dataclass(frozen=True, slots=True)
class Recovery:
    """A game left by a copy that is gone: every step taken, the current one where it was."""

    tree: Variations
    saved: Saved
    slot: Slot  # claimed: its lock is held by this process

    @property
    def board(self) -> Board:
        return self.tree.current.board


@dataclass(frozen=True, slots=True)
class Found:
    recoveries: list[Recovery]  # newest first
    messages: list[str]  # damaged files set aside, folders that could not be read


def _set_aside(slot: Slot, why: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = slot.file.with_name(f"{slot.file.stem}.damaged-{stamp}")
    try:
        slot.file.replace(aside)
    except OSError as exc:
        slot.unlock()
        said = translate(
            "RecoveryFolder",
            "The recovery file {0} is damaged ({1}) and could not be set aside: {2}",
        )
        return said.format(slot.file, why, reason(exc))
    slot.release()
    said = translate(
        "RecoveryFolder", "The recovery file {0} is damaged ({1}); it was kept as {2}."
    )
    return said.format(slot.file, why, aside.name)


def scan() -> Found:
    """The games left by processes that are gone, newest first, each claimed (locked) by
    this process: restore it (Autosaver.adopt), discard it (Slot.release) or let it go
    (Slot.unlock). Never raises for what is in the folder."""
    folder = recovery_folder()
    messages: list[str] = []
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return Found([], [])
    except OSError as exc:
        said = translate("RecoveryFolder", "The recovery folder {0} cannot be read: {1}")
        return Found([], [said.format(folder, reason(exc))])
    found = []
    for name in names:
        stem, dot, suffix = name.rpartition(".")
        if name.startswith(".") or not dot or suffix not in ("json", "lock"):
            continue
        if suffix == "lock" and f"{stem}.json" in names:
            continue  # seen with its recovery file
        try:
            fd = _lock(folder / f"{stem}.lock")
        except OSError as exc:
            said = translate("RecoveryFolder", "The recovery file {0} cannot be claimed: {1}")
            messages.append(said.format(folder / name, reason(exc)))
            continue
        if fd is None:
            continue  # a live window's: not ours to offer or touch
        slot = Slot(folder, stem, fd)
        if suffix == "lock":  # its game was saved or never written: a lock left over
            slot.release()
            continue
        try:
            text = read_text(slot.file)
        except UnreadableFile as exc:
            if not slot.file.exists():
                slot.release()  # its window saved or closed meanwhile
            else:
                messages.append(_set_aside(slot, exc.reason))
            continue
        try:
            tree, saved = loads_recovery(text, str(slot.file))
        except Damaged as exc:
            messages.append(_set_aside(slot, str(exc)))
            continue
        found.append(Recovery(tree, saved, slot))
    found.sort(key=lambda r: r.saved.saved_at, reverse=True)
    return Found(found, messages)
