"""Helpers of the robustness tests: the command line in a separate process with a deadline,
and a small tmpfs when this machine lets us mount one."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app_process import MODULE, environment


def _limit_memory() -> None:  # pragma: no cover - runs in the child
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 31, 1 << 31))


def cli(*args: str | os.PathLike[str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """`influence-board args` in its own process, with a deadline (a hang fails, it does not
    block the run) and 2 GB of memory at most (reading /dev/zero fails, it does not swap)."""
    return subprocess.run(
        [*MODULE, *map(str, args)],
        env=environment({"QT_QPA_PLATFORM": "offscreen"}),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        check=False,
        preexec_fn=_limit_memory if sys.platform.startswith("linux") else None,
    )


@contextlib.contextmanager
def mounted_tmpfs(folder: Path, options: str) -> Iterator[Path]:
    """A tmpfs at `folder` (root only); the test is skipped where it cannot be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def can_mount() -> bool:
    return sys.platform.startswith("linux") and os.geteuid() == 0
