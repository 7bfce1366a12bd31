"""Running the app in a separate process, as a user or a script would: one helper for the
command-line, render, window-file and bundle tests."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

MODULE = (sys.executable, "-m", "influence_board")


def run_app(
    command: Sequence[str | os.PathLike[str]],
    *args: str | os.PathLike[str],
    cwd: Path | None = None,
    env: Mapping[str, str | None] | None = None,
    base: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run `command args`, text in UTF-8, never raising on the exit status.

    The environment is `base` (this one by default) with `env` laid over it: a value of
    None takes that variable away."""
    return subprocess.run(
        [*map(str, command), *map(str, args)],
        cwd=cwd,
        env=environment(env, base),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


def start_app(
    command: Sequence[str | os.PathLike[str]],
    *args: str | os.PathLike[str],
    env: Mapping[str, str | None] | None = None,
) -> subprocess.Popen[str]:
    """Start `command args` and return at once, for a test that kills it (kill -9) or talks
    to it while it runs. Its stdout is a pipe, its stderr is dropped."""
    return subprocess.Popen(
        [*map(str, command), *map(str, args)],
        env=environment(env),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
    )


def environment(
    env: Mapping[str, str | None] | None = None, base: Mapping[str, str] | None = None
) -> dict[str, str]:
    """`base` (this environment by default) with `env` laid over it; None removes a key."""
    environ = dict(os.environ if base is None else base, PYTHONIOENCODING="utf-8")
    for key, value in (env or {}).items():
        if value is None:
            environ.pop(key, None)
        else:
            environ[key] = value
    return environ
