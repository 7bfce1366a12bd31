"""The sdist and the wheel as a packager builds them: `python -m build` makes the sdist from
this checkout, then the wheel from the sdist, each in an environment of its own with only
what the backend asks for (tests/packaging/conftest.py builds them once)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Built:
    sdist: Path
    wheel: Path
    log: str  # what the build printed


def build(out: Path) -> Built:
    """Builds both into ``out``; raises AssertionError saying why not."""
    assert importlib.util.find_spec("build"), (
        "the packaging tests need build: pip install '.[test]'"
    )
    done = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=900,  # two environments to make, from the package index (or pip's cache)
        check=False,
    )
    log = done.stdout + done.stderr
    assert done.returncode == 0, f"python -m build failed:\n{log}"
    (sdist,) = out.glob("influence_board-*.tar.gz")
    (wheel,) = out.glob("influence_board-*.whl")
    return Built(sdist, wheel, log)
