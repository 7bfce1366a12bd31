"""Running `influence-board` as a user would: a separate process, as `python -m influence_board`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


class Run:
    """One finished run of the command line."""

    def __init__(self, done: subprocess.CompletedProcess[str]) -> None:
        self.code = done.returncode
        self.out = done.stdout
        self.err = done.stderr

    def json(self) -> Any:
        return json.loads(self.out)

    def __repr__(self) -> str:
        return f"exit {self.code}\n--- stdout\n{self.out}\n--- stderr\n{self.err}"


def run_cli(
    *args: str | os.PathLike[str],
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
) -> Run:
    env = dict(os.environ if env is None else env, PYTHONIOENCODING="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", *map(str, args)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    return Run(done)


@pytest.fixture
def cli() -> Callable[..., Run]:
    return run_cli
