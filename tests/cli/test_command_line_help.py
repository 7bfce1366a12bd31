"""The command line as the ecosystem expects (issue 21): `--help` names every command with
one line each, a mistyped command is answered as a typo with the command meant (exit 2),
`schema` prints each format's schema, and the man page and the completions shipped are the
ones the parsers make, and work."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from influence_board.cli import manual
from influence_board.cli.summaries import SUMMARIES, meant

if TYPE_CHECKING:
    from cli.conftest import Run

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "resources" / "manual"


def test_help_names_every_command_with_its_line(cli: Callable[..., Run]) -> None:
    done = cli("--help")
    assert done.code == 0, done
    for name, summary in SUMMARIES.items():
        assert any(
            line.split() and line.split()[0] == name and summary in line
            for line in done.out.splitlines()
        ), (name, done.out)
    assert "--new-instance" in done.out


@pytest.mark.parametrize(
    ("typed", "command"), [("chek", "check"), ("replya", "replay"), ("rendr", "render")]
)
def test_a_mistyped_command_gets_the_command_meant(
    cli: Callable[..., Run], typed: str, command: str
) -> None:
    done = cli(typed)
    assert done.code == 2, done
    assert done.err.strip() == (
        f"influence-board: '{typed}' is not a command nor a file; did you mean {command}?"
    )
    assert done.out == ""


def test_a_file_named_like_a_command_is_a_file(cli: Callable[..., Run], tmp_path: Path) -> None:
    """`chek` that exists is a file to open (here: no display to open it on)."""
    (tmp_path / "chek").write_text("{", encoding="utf-8")
    done = cli("chek", cwd=tmp_path, env={"PATH": "/usr/bin:/bin"})
    assert done.code == 2
    assert "did you mean" not in done.err


def test_what_looks_like_a_file_is_never_a_typo() -> None:
    assert meant("check.json") is None
    assert meant("./chek") is None
    assert meant("--chek") is None
    assert meant("xyzzy") is None
    assert meant("schem") == "schema"


@pytest.mark.parametrize("name", ["scenario", "game", "operation", "report"])
def test_schema_prints_a_draft_2020_12_schema(cli: Callable[..., Run], name: str) -> None:
    done = cli("schema", name)
    assert done.code == 0, done
    printed = json.loads(done.out)
    assert printed["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert printed["$id"].endswith(f"/{name}.schema.json")


def test_schema_of_no_format_is_bad_input(cli: Callable[..., Run]) -> None:
    done = cli("schema", "pictures")
    assert done.code == 2
    assert "invalid choice" in done.err


@pytest.mark.parametrize("kind", list(manual.FILES))
def test_the_shipped_manual_is_what_the_parsers_make(kind: str) -> None:
    """Run `python -m influence_board.cli.manual resources/manual` after changing the
    command line."""
    assert (SHIPPED / manual.FILES[kind]).read_text(encoding="utf-8") == manual.MADE[kind]()


def test_the_man_page_names_every_command_and_option() -> None:
    page = manual.man_page()
    for name in SUMMARIES:
        assert f".B {name}\n" in page
    for option in ("\\-\\-json", "\\-\\-new\\-instance", "\\-\\-size", "\\-\\-install\\-desktop"):
        assert option in page


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_the_man_page_reads(tmp_path: Path) -> None:
    done = subprocess.run(
        ["man", "-l", str(SHIPPED / "influence-board.1")],
        capture_output=True,
        text=True,
        env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin", "MAN_KEEP_FORMATTING": ""},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "influence-board check" in done.stdout and "EXIT STATUS" in done.stdout


def _bash_complete(*words: str) -> list[str]:
    script = (
        f"source {SHIPPED / 'influence-board.bash'}\n"
        f"COMP_WORDS=({' '.join(words)}); COMP_CWORD={len(words) - 1}\n"
        "_influence_board\n"
        'printf "%s\\n" "${COMPREPLY[@]}"\n'
    )
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, check=True)
    return done.stdout.split()


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
def test_the_zsh_completion_is_a_zsh_script() -> None:
    done = subprocess.run(
        ["zsh", "-n", str(SHIPPED / "_influence-board")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed")
def test_the_fish_completion_is_a_fish_script() -> None:
    done = subprocess.run(
        ["fish", "--no-execute", str(SHIPPED / "influence-board.fish")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")
def test_bash_completes_commands_and_options() -> None:
    assert _bash_complete("influence-board", "ch") == ["check"]
    assert _bash_complete("influence-board", "render", "--th") == ["--theme"]
    assert "--json" in _bash_complete("influence-board", "replay", "--")
    assert "--new-instance" in _bash_complete("influence-board", "--")


def test_zsh_and_fish_completions_name_every_command() -> None:
    zsh, fish = manual.zsh_completion(), manual.fish_completion()
    assert zsh.startswith("#compdef influence-board")
    for name, summary in SUMMARIES.items():
        assert manual._quoted1(f"{name}:{summary}") in zsh
        assert f"-a {name} -d {manual._quoted1(summary)}" in fish
