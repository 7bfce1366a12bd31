"""What each command does, in one line (`influence-board --help`, the man page, the shell
completions), and the answer to a mistyped command: the command it was probably meant to
be."""

from __future__ import annotations

from ..text.language import N_, _

# In English (the man page and the shell completions are); --help says them in the
# language in use.
SUMMARIES: dict[str, str] = {
    "check": N_("validate scenarios and print each Region's ranking"),
    "replay": N_("apply an operation file to a scenario and print the result"),
    "render": N_("draw the board to PNG, SVG or PDF, with no display"),
    "animate": N_("an animated GIF, WebP or PNG of a replay, with no display"),
    "options": N_("what a player can choose to do now, and what each choice gains"),
    "diff": N_("how two positions differ"),
    "code": N_("print the position code of a scenario"),
    "decode": N_("write the scenario a position code stands for"),
    "sheet": N_("one printable PDF with the setup sheet of every file"),
    "schema": N_("print the JSON Schema of a file format"),
    "help": N_("print the help of the program or of one command"),
}


def commands_help() -> str:
    """The commands, one line each, for the end of `influence-board --help`."""
    width = max(map(len, SUMMARIES))
    lines = [f"  {name:<{width}}  {_(summary)}" for name, summary in SUMMARIES.items()]
    return _("commands (influence-board COMMAND --help for each):") + "\n" + "\n".join(lines)


def meant(word: str) -> str | None:
    """The command `word` looks like a typo of, or None: a word with no dot or slash (no
    file name) close to one command's name."""
    if not word or word.startswith("-") or any(c in word for c in "./\\"):
        return None
    from difflib import get_close_matches  # here: only a mistyped command needs it

    found = get_close_matches(word, SUMMARIES, n=1, cutoff=0.6)
    return found[0] if found else None
