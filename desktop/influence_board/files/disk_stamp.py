"""What a file on disk was when a window last read or wrote it: its size, time and a hash
of its content. Save compares the file with it, so that work another window or program
saved meanwhile is never overwritten without asking (scenario_file.py asks)."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from ..rules.formats.safe_io import UnreadableFile, open_regular

_CHUNK = 1024 * 1024


@dataclass(frozen=True, slots=True)
class DiskStamp:
    size: int
    mtime_ns: int
    digest: bytes


def stamp(path: str | os.PathLike[str]) -> DiskStamp | None:
    """The file as it is now, or None when there is none (or it cannot be read: then there
    is nothing of it to keep)."""
    try:
        with open_regular(path) as file:
            info = os.fstat(file.fileno())
            h = hashlib.blake2b(digest_size=16)
            while chunk := file.read(_CHUNK):
                h.update(chunk)
    except (UnreadableFile, OSError):
        return None
    return DiskStamp(info.st_size, info.st_mtime_ns, h.digest())


def changed(path: Path, known: DiskStamp | None) -> bool:
    """Whether the file differs from `known`: another size or content (a new time alone,
    a `touch`, is no change). A file that is gone holds nothing to lose."""
    if known is None:
        return False
    now = stamp(path)
    return now is not None and (now.size, now.digest) != (known.size, known.digest)
