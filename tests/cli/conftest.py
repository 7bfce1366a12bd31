"""Running `influence-board` as a user would: a separate process, as `python -m influence_board`."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app_process import MODULE, run_app


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
    return Run(run_app(MODULE, *args, cwd=cwd, base=env))


@pytest.fixture
def cli() -> Callable[..., Run]:
    return run_cli
