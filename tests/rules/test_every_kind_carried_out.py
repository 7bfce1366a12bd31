"""An operation picks its rule by a `match` with `assert_never` (rules/play.py, and
rules/editing.py for the editor's): a kind of operation left without its `case` is a type
error, where a handler missing from a dict was a silent "unknown operation" at run time."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "desktop" / "influence_board"


def _arm_removed(source: str, kind: str) -> str:
    """The source without the arm `case {kind}():` of its match (that line and its body)."""
    lines = source.split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == f"case {kind}():")
    depth = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines) and (
        not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > depth
    ):
        end += 1
    return "\n".join(lines[:start] + lines[end:])


def test_a_kind_of_operation_without_its_case_is_a_type_error(tmp_path: Path) -> None:
    copy = tmp_path / "influence_board"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    for module, kind in (("play", "EndRound"), ("editing", "SetVp")):
        path = copy / "rules" / f"{module}.py"
        path.write_text(_arm_removed(path.read_text(encoding="utf-8"), kind), encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable, "-m", "mypy", "--python-version", "3.11",
            "--ignore-missing-imports", "--cache-dir", str(tmp_path / "cache"),
            "influence_board/rules/play.py", "influence_board/rules/editing.py",
        ],
        capture_output=True, text=True, timeout=300, check=False, cwd=tmp_path,
    )  # fmt: skip
    errors = [line for line in done.stdout.splitlines() if ": error: " in line]
    play = [e for e in errors if e.startswith("influence_board/rules/play.py:")]
    editing = [e for e in errors if e.startswith("influence_board/rules/editing.py:")]
    assert len(errors) == 2, done.stdout + done.stderr
    assert len(play) == 1 and "EndRound" in play[0]  # handed on as if it were an edit
    assert len(editing) == 1 and "assert_never" in editing[0] and "SetVp" in editing[0]
