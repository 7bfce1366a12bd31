"""Autosave to a recovery file per window, so that a crash loses at most a few seconds of play.

While a game has unsaved changes, its Board is written every few seconds (atomically) to
that window's own recovery file, `game-<pid>-<token>.json`, beside a `.lock` file that the
process holds locked (flock) for as long as it lives. Saving or closing the window removes
its two files and nobody else's. At start, a recovery file whose lock can be taken belongs
to a process that is gone: those are offered, newest first. Taking the lock also claims the
file, so two copies starting at once never restore the same game twice, and a running
copy's files are never touched. A damaged recovery file is renamed aside, with a message.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import math
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from ..document.board_document import Document
from ..document.variations import GameVariations, describe
from ..rules import Board
from ..rules.formats.safe_io import UnreadableFile, read_text, reason, write_atomic
from ..rules.formats.scenario import ScenarioError, from_data, to_data
from ..rules.history.tree import VariationError, Variations, from_steps, to_steps

try:
    import fcntl
except ImportError:  # Windows: msvcrt's byte-range lock does the same job
    fcntl = None  # type: ignore[assignment]
    import msvcrt

DEFAULT_INTERVAL_MS = 10_000
FORMAT = "influence-board-recovery/1"
_LATEST_TIME = 253402300799.0  # 9999-12-31: any later "saved_at" is not a time


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
        fd = os.open(path, os.O_RDONLY)  # a read-only folder: locking needs no write access
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
            raise OSError(f"{folder / stem}.lock is locked by another process")
        return cls(folder, stem, fd)

    def write(self, text: str) -> None:
        write_atomic(self.file, text)

    def release(self) -> None:
        """Remove the recovery file, then the lock: nothing of it is left to recover."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            self.file.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            self.lock_file.unlink(missing_ok=True)
        self.unlock()

    def unlock(self) -> None:
        """Let go of the lock and leave the files (a copy that ends without deciding)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


@dataclass(frozen=True, slots=True)
class Recovery:
    board: Board
    path: str | None  # the file the game came from: a suggestion, never trusted
    saved_at: float  # seconds since the epoch
    slot: Slot  # claimed: its lock is held by this process
    variations: Variations | None = None  # every step taken, its current node at `board`

    @property
    def when(self) -> str:
        return datetime.datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M:%S")


@dataclass(frozen=True, slots=True)
class Found:
    recoveries: list[Recovery]  # newest first
    messages: list[str]  # damaged files set aside, folders that could not be read


class Damaged(ValueError):
    pass


def read_recovery(file: Path) -> tuple[Board, str | None, float, Variations | None]:
    """The game in a recovery file, checked as a scenario is, and its variations replayed
    through the engine. Raises Damaged with the reason, FileNotFoundError when it is gone."""
    try:
        text = read_text(file)
    except UnreadableFile as exc:
        if not file.exists():
            raise FileNotFoundError(str(file)) from None
        raise Damaged(exc.reason) from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise Damaged("not JSON: nested too deeply") from None
    except ValueError as exc:
        raise Damaged(f"not JSON: {str(exc)[:200]}") from None
    if not isinstance(data, dict):
        raise Damaged("not a JSON object")
    saved_at = data.get("saved_at")
    if (
        not isinstance(saved_at, int | float)
        or isinstance(saved_at, bool)
        or not math.isfinite(saved_at)
        or not 0 <= saved_at <= _LATEST_TIME
    ):
        raise Damaged(f'"saved_at" is not a time: {str(saved_at)[:40]}')
    path = data.get("path")
    if path is not None and (not isinstance(path, str) or not path or "\0" in path):
        raise Damaged(f'"path" is not a file name: {str(path)[:40]}')
    try:
        board = from_data(data.get("scenario"), f"{file} scenario")
    except ScenarioError as exc:
        raise Damaged(str(exc.problems[0]) if exc.problems else "not a scenario") from None
    tree = None
    if data.get("variations") is not None:
        tree = read_variations(data["variations"], f"{file} variations")
        if to_data(tree.current.board) != to_data(board):
            raise Damaged("the variations do not lead to the saved position")
    return board, path, float(saved_at), tree


def variations_data(tree: Variations) -> dict[str, Any]:
    """A game's tree as JSON data: the start position and every step (rules/variations.py)."""
    return {"start": to_data(tree.root.board), **to_steps(tree)}


def read_variations(data: Any, where: str) -> Variations:
    """The tree of `variations_data`, replayed through the engine. Raises Damaged saying
    where and why."""
    if not isinstance(data, dict):
        raise Damaged(f"{where}: expected an object")
    try:
        start = from_data(data.get("start"), f"{where} start")
        return from_steps(data, start, describe, where)
    except ScenarioError as exc:
        raise Damaged(str(exc.problems[0]) if exc.problems else "not a scenario") from None
    except VariationError as exc:
        raise Damaged(str(exc)) from None


def _set_aside(slot: Slot, why: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = slot.file.with_name(f"{slot.file.stem}.damaged-{stamp}")
    try:
        slot.file.replace(aside)
    except OSError as exc:
        slot.unlock()
        return (
            f"The recovery file {slot.file} is damaged ({why}) and could not be set aside: "
            f"{reason(exc)}"
        )
    slot.release()
    return f"The recovery file {slot.file} is damaged ({why}); it was kept as {aside.name}."


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
        return Found([], [f"The recovery folder {folder} cannot be read: {reason(exc)}"])
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
            messages.append(f"The recovery file {folder / name} cannot be claimed: {reason(exc)}")
            continue
        if fd is None:
            continue  # a live window's: not ours to offer or touch
        slot = Slot(folder, stem, fd)
        if suffix == "lock":  # its game was saved or never written: a lock left over
            slot.release()
            continue
        try:
            board, path, saved_at, tree = read_recovery(slot.file)
        except FileNotFoundError:
            slot.release()  # its window saved or closed meanwhile
            continue
        except Damaged as exc:
            messages.append(_set_aside(slot, str(exc)))
            continue
        found.append(Recovery(board, path, saved_at, slot, tree))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return Found(found, messages)


def autosave_interval() -> int:
    """INFLUENCE_BOARD_AUTOSAVE_MS, when it is a sensible number of milliseconds."""
    try:
        interval = int(os.environ.get("INFLUENCE_BOARD_AUTOSAVE_MS", DEFAULT_INTERVAL_MS))
    except ValueError:
        return DEFAULT_INTERVAL_MS
    return interval if 1 <= interval <= 86_400_000 else DEFAULT_INTERVAL_MS


class Autosaver(QObject):
    """Keeps one document's recovery file while it has unsaved changes."""

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.timer = QTimer(self)
        self.timer.setInterval(autosave_interval())
        self.timer.timeout.connect(self.save_now)
        document.undo_stack.indexChanged.connect(self._changed)
        document.undo_stack.cleanChanged.connect(self._clean_changed)
        self._dirty = False
        self._slot: Slot | None = None
        # Where a restored game said it came from: offered by Save As, never written blindly.
        self.suggested_path: str | None = None
        self.variations: GameVariations | None = None  # set by the window: saved alongside

    @property
    def file(self) -> Path | None:
        """This window's recovery file, once it has one."""
        return self._slot.file if self._slot else None

    def _changed(self, _index: int) -> None:
        self._dirty = True
        if not self.timer.isActive():
            self.timer.start()

    def _clean_changed(self, clean: bool) -> None:
        if clean:
            self.timer.stop()
            self._dirty = False
            self._release()
            self.suggested_path = None

    def note_change(self) -> None:
        """Something kept with the game changed without a step (a variation's name)."""
        if self.document.is_modified():
            self._changed(self.document.undo_stack.index())

    def save_now(self) -> None:
        if not self._dirty:
            self.timer.stop()
            return
        path = self.document.path
        data = {
            "format": FORMAT,
            "saved_at": time.time(),
            "pid": os.getpid(),
            "path": str(path) if path else None,
            "scenario": to_data(self.document.board),
        }
        if self.variations is not None:
            data["variations"] = variations_data(self.variations.tree)
        try:
            if self._slot is None:
                self._slot = Slot.create(recovery_folder())
            self._slot.write(json.dumps(data, ensure_ascii=False))
        except OSError as exc:
            self.document.message.emit(f"Autosave failed: {reason(exc)}")
            return
        self._dirty = False

    def adopt(self, found: Recovery) -> None:
        """A restored game: its recovery file becomes this window's, until saved."""
        self._release()
        self._slot = found.slot
        self.suggested_path = found.path

    def _release(self) -> None:
        if self._slot is not None:
            self._slot.release()
            self._slot = None

    def stop(self) -> None:
        """A normal end: nothing to recover."""
        self.timer.stop()
        self._release()
