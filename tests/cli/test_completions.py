"""The shipped bash, zsh and fish completions, run by the shells themselves (issue: files
were offered where choices are meant): every option's choices, files only where a file is
meant, nothing for a number or a player's id, and the descriptions whole. A shell that is
not installed skips its tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from influence_board.cli.main import PARSERS
from shells import bash_offers, fish_offers, needs_bash, needs_fish, needs_zsh, zsh_offers

SHIPPED = Path(__file__).resolve().parents[2] / "resources" / "manual"
BASH, FISH = SHIPPED / "influence-board.bash", SHIPPED / "influence-board.fish"
THEMES = {"light", "dark", "high-contrast"}
FORMATS = {"scenario", "game", "operation", "report"}
FILES = {"board.json", "moves.jsonl"}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A working folder with two files to be offered (or not)."""
    for name in FILES:
        (tmp_path / name).write_text("{}\n", encoding="utf-8")
    (tmp_path / "round1").mkdir()
    return tmp_path


# -- bash -----------------------------------------------------------------------------------


@needs_bash
def test_bash_offers_the_themes_after_render_theme(folder: Path) -> None:
    offered = bash_offers(BASH, "influence-board", "render", "--theme", "", cwd=folder)
    assert set(offered) == THEMES
    assert bash_offers(BASH, "influence-board", "render", "--theme", "d", cwd=folder) == ["dark"]
    # --theme=da: bash splits the word at "="
    assert bash_offers(BASH, "influence-board", "render", "--theme", "=", "da") == ["dark"]
    assert set(bash_offers(BASH, "influence-board", "render", "--theme", "=")) == THEMES


@needs_bash
def test_bash_offers_the_formats_after_schema_and_commands_after_help(folder: Path) -> None:
    assert set(bash_offers(BASH, "influence-board", "schema", "", cwd=folder)) == FORMATS
    assert set(bash_offers(BASH, "influence-board", "help", "", cwd=folder)) == set(PARSERS)


@needs_bash
def test_bash_offers_files_only_where_a_file_is_meant(folder: Path) -> None:
    def offered(*words: str) -> set[str]:
        return set(bash_offers(BASH, "influence-board", *words, cwd=folder))

    assert offered("render", "") == FILES | {"round1"}
    assert offered("render", "-o", "") == FILES | {"round1"}
    assert offered("replay", "board.json", "") == FILES | {"round1"}
    assert offered("--prefix", "") == {"round1"}, "a folder"
    for words in (
        ("render", "--scale", ""),
        ("render", "--size", ""),
        ("options", "--player", ""),
        ("replay", "--to", ""),
        ("decode", ""),
    ):
        assert offered(*words) == set(), words


@needs_bash
def test_bash_still_completes_commands_and_options() -> None:
    assert bash_offers(BASH, "influence-board", "ch") == ["check"]
    assert bash_offers(BASH, "influence-board", "render", "--th") == ["--theme"]
    assert "--json" in bash_offers(BASH, "influence-board", "replay", "--")
    assert "--new-instance" in bash_offers(BASH, "influence-board", "--")


# -- zsh ------------------------------------------------------------------------------------


@needs_zsh
def test_zsh_offers_choices_not_files(folder: Path) -> None:
    assert set(zsh_offers(SHIPPED, "influence-board render --theme ", cwd=folder)) == THEMES
    assert set(zsh_offers(SHIPPED, "influence-board render --theme=", cwd=folder)) == THEMES
    assert set(zsh_offers(SHIPPED, "influence-board schema ", cwd=folder)) == FORMATS
    assert set(zsh_offers(SHIPPED, "influence-board help ", cwd=folder)) == set(PARSERS)


@needs_zsh
def test_zsh_offers_files_only_where_a_file_is_meant(folder: Path) -> None:
    assert set(zsh_offers(SHIPPED, "influence-board render -o ", cwd=folder)) >= FILES
    assert set(zsh_offers(SHIPPED, "influence-board check ", cwd=folder)) >= FILES
    assert set(zsh_offers(SHIPPED, "influence-board --prefix ", cwd=folder)) == {"round1"}
    for line in ("render --scale ", "render --size ", "options --player ", "decode "):
        offered = set(zsh_offers(SHIPPED, f"influence-board {line}", cwd=folder)) - {""}
        assert offered == set(), line


@needs_zsh
def test_zsh_descriptions_are_whole(folder: Path) -> None:
    options = zsh_offers(SHIPPED, "influence-board render --s", cwd=folder)
    assert "a file manager's thumbnail (in place of --scale)" in options["--size"]
    version = zsh_offers(SHIPPED, "influence-board --v", cwd=folder)
    assert "show program's version number and exit" in version["--version"]
    commands = zsh_offers(SHIPPED, "influence-board ", cwd=folder)
    assert "validate scenarios and print each Region's ranking" in commands["check"]


# -- fish -----------------------------------------------------------------------------------


@needs_fish
def test_fish_offers_choices_not_files(folder: Path) -> None:
    assert set(fish_offers("influence-board render --theme ", FISH, cwd=folder)) == THEMES
    assert set(fish_offers("influence-board schema ", FISH, cwd=folder)) == FORMATS
    assert set(fish_offers("influence-board help ", FISH, cwd=folder)) == set(PARSERS)


@needs_fish
def test_fish_offers_files_only_where_a_file_is_meant(folder: Path) -> None:
    assert set(fish_offers("influence-board render -o ", FISH, cwd=folder)) >= FILES
    assert set(fish_offers("influence-board sheet ", FISH, cwd=folder)) >= FILES
    assert set(fish_offers("influence-board --prefix ", FISH, cwd=folder)) == {"round1/"}
    for line in ("render --scale ", "options --player ", "decode "):
        assert fish_offers(f"influence-board {line}", FISH, cwd=folder) == {}, line


@needs_fish
def test_fish_descriptions_are_whole(folder: Path) -> None:
    options = fish_offers("influence-board render --si", FISH, cwd=folder)
    assert options["--size"].endswith("a file manager's thumbnail (in place of --scale)")
