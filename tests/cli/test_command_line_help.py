"""The command line as the ecosystem expects (issue 21): `--help` names every command with
one line each, a mistyped command is answered as a typo with the command meant (exit 2),
`schema` prints each format's schema, and the man page and the completions shipped are the
ones the parsers make, and work."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from influence_board.cli import manual
from influence_board.cli.examples import EXAMPLES, PROGRAM
from influence_board.cli.main import PARSERS, _gui_parser
from influence_board.cli.summaries import SUMMARIES, meant
from influence_board.text.language import _, language_in_use, languages, use_language

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


@pytest.mark.parametrize("code", [code for code, _name in languages() if code != "en"])
def test_the_shipped_man_page_in_each_language_is_what_its_catalogue_makes(code: str) -> None:
    """Run `python -m influence_board.cli.manual resources/manual` after changing the
    command line or a catalogue (resources/manual/<code>/influence-board.1)."""
    shipped = SHIPPED / code / "influence-board.1"
    assert shipped.is_file(), f"no man page in {code}"
    assert shipped.read_text(encoding="utf-8") == manual.man_page(code)


def test_the_italian_man_page_says_the_parsers_help_in_italian() -> None:
    page = manual.man_page("it")
    assert page != manual.man_page()
    before = language_in_use()
    use_language("it")
    try:
        said = _("print the options as JSON")
    finally:
        use_language(before)
    assert said != "print the options as JSON", "the catalogue has it"
    assert manual._roff(said) in page
    assert "print the options as JSON" not in page


def test_the_man_page_names_every_command_and_option() -> None:
    page = manual.man_page()
    for name in SUMMARIES:
        assert f".B {name}\n" in page
    for option in ("\\-\\-json", "\\-\\-new\\-instance", "\\-\\-size", "\\-\\-install\\-desktop"):
        assert option in page


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_the_man_page_reads(tmp_path: Path) -> None:
    done = _man(SHIPPED / "influence-board.1")
    assert "influence-board check" in done and "EXIT STATUS" in done
    assert "influence-board replay moves.jsonl --to 5 --json" in done, "the examples"


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_the_italian_man_page_reads_with_its_accents() -> None:
    done = _man(SHIPPED / "it" / "influence-board.1")
    assert "influence-board check" in done
    assert "è" in done, "UTF-8 read as UTF-8"


def _man(page: Path) -> str:
    done = subprocess.run(
        ["man", "-l", str(page)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={
            "MANWIDTH": "80",
            "PATH": "/usr/bin:/bin",
            "MAN_KEEP_FORMATTING": "",
            "LANG": "C.UTF-8",
        },
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


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


def test_zsh_and_fish_completions_name_every_command() -> None:
    zsh, fish = manual.zsh_completion(), manual.fish_completion()
    assert zsh.startswith("#compdef influence-board")
    for name, summary in SUMMARIES.items():
        assert manual._quoted1(f"{name}:{summary}") in zsh
        assert f"-a {name} -d {manual._quoted1(summary)}" in fish


# -- help, its examples ----------------------------------------------------------------------


def test_help_prints_the_help_as_git_and_pip_do(cli: Callable[..., Run], tmp_path: Path) -> None:
    """`influence-board help` was taken for a file name to open."""
    (tmp_path / "help").write_text("{", encoding="utf-8")  # a file so named is no matter
    done = cli("help", cwd=tmp_path)
    assert (done.code, done.err) == (0, ""), done
    assert done.out == cli("--help").out
    render = cli("help", "render")
    assert (render.code, render.out) == (0, cli("render", "--help").out), render


def test_help_of_no_command_is_bad_input(cli: Callable[..., Run]) -> None:
    done = cli("help", "rendr")
    assert done.code == 2
    assert "invalid choice: 'rendr'" in done.err


@pytest.mark.parametrize("command", [PROGRAM, *PARSERS])
def test_every_help_ends_with_examples_the_parsers_take(command: str) -> None:
    """Each example is a command line its own parser takes (a shell's redirection aside)."""
    parser = PARSERS[command]() if command else _gui_parser()
    assert EXAMPLES.get(command), f"no examples for {command or 'the program'}"
    shown = parser.format_help()
    assert "\nexamples:\n" in shown
    for typed, what in EXAMPLES[command]:
        assert f"  {typed}\n      {what}\n" in shown + "\n", "as written, not rewrapped"
        words = shlex.split(typed.split(" > ")[0])
        assert words[0] == "influence-board"
        assert (words[1] if command else "") == command, typed
        parser.parse_args(words[2:] if command else words[1:])  # SystemExit: it does not


def test_descriptions_still_wrap() -> None:
    shown = PARSERS["schema"]().format_help()
    description = shown.split("\n\n")[1]
    assert len(description.splitlines()) > 1
    assert all(len(line) <= 80 for line in shown.splitlines() if "influence-board" not in line)


# -- check --json ---------------------------------------------------------------------------


def test_check_json_of_one_bad_file_prints_the_json_error_line_of_several(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    missing = tmp_path / "missing.json"
    for file in (bad, missing):
        one = cli("check", file, "--json")
        several = cli("check", file, file, "--json")
        assert one.code == several.code == 2, one
        (line,) = one.out.splitlines()
        assert json.loads(line) == json.loads(several.out.splitlines()[0])
        assert list(json.loads(line)) == ["file", "exit", "error"]
        assert str(file) in one.err, "stderr still says it"
