"""What bash, zsh and fish offer when Tab is pressed, with the completions the app ships:
each shell itself runs the completion (bash: the function with COMP_WORDS and COMP_CWORD;
zsh: an interactive zsh in a pseudo-terminal, zsh_capture.zsh; fish: `complete -C`)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TIMEOUT = 60  # a shell that waits for good fails here

needs_bash = pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")
needs_zsh = pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
needs_fish = pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed")


def _run(command: list[str], cwd: Path | None, env: Mapping[str, str] | None) -> str:
    done = subprocess.run(
        command,
        cwd=cwd,
        env=dict(env) if env is not None else None,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def bash_offers(script: Path, *words: str, cwd: Path | None = None) -> list[str]:
    """COMPREPLY after `script`'s function completes the last of `words` (the command's
    name first)."""
    quoted = " ".join(_bash_quoted(word) for word in words)
    program = (
        f"source {_bash_quoted(str(script))}\n"
        f"COMP_WORDS=({quoted}); COMP_CWORD={len(words) - 1}\n"
        "_influence_board\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    return [line for line in _run(["bash", "-c", program], cwd, None).splitlines() if line]


def _bash_quoted(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def zsh_offers(folder: Path, line: str, cwd: Path | None = None) -> dict[str, str]:
    """{match: its description} that zsh offers for Tab after `line`, with the completion
    function _influence-board found in `folder` (zsh's fpath)."""
    out = _run(["zsh", "-f", str(HERE / "zsh_capture.zsh"), str(folder), line], cwd, None)
    return _offered(out, " -- ")


def fish_offers(
    line: str,
    script: Path | None = None,
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """{match: its description} that fish offers for Tab after `line`: with `script`
    sourced, or else with the completions fish finds by itself in `env`'s folders."""
    sourced = f"source {_bash_quoted(str(script))}; " if script is not None else ""
    command = ["fish", "-c", f"{sourced}complete -C {_bash_quoted(line)}"]
    out = _run(command, cwd, {**os.environ, **(env or {})})
    return _offered(out, "\t")


def _offered(out: str, between: str) -> dict[str, str]:
    offered: dict[str, str] = {}
    for said in out.splitlines():
        match, _between, description = said.partition(between)
        if match:
            offered[match] = description
    return offered
