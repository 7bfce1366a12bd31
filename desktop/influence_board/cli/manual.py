"""The man page and the bash, zsh and fish completions, made from the command line's own
parsers (main.py), so that they never fall behind it. resources/manual/ holds them as
generated (`python -m influence_board.cli.manual resources/manual` writes them again; a
test fails when they differ from the parsers), and `--install-desktop` installs them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import __version__
from ..text.language import english
from .summaries import SUMMARIES

PROGRAM = "influence-board"
FILES = {
    "man": "influence-board.1",
    "bash": "influence-board.bash",
    "zsh": "_influence-board",
    "fish": "influence-board.fish",
}


def _parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    from .main import PARSERS, _gui_parser

    with english():  # the man page and the completions are in English
        return _gui_parser(), {name: make() for name, make in PARSERS.items()}


def _options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in parser._actions if a.option_strings]


def _choices(action: argparse.Action) -> list[str]:
    return [str(c) for c in action.choices] if action.choices else []


def _roff(text: str) -> str:
    escaped = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + escaped if escaped.startswith((".", "'")) else escaped


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().split()).removeprefix("usage: ")


def man_page() -> str:
    window, commands = _parsers()
    out = [
        f'.TH INFLUENCE\\-BOARD 1 "" "influence-board {__version__}" "User Commands"',
        ".SH NAME",
        "influence\\-board \\- see and edit the Influence slots of a World Order\\-style board",
        ".SH SYNOPSIS",
        f".B {_roff(_usage(window))}",
    ]
    for name in commands:
        out += [".br", f".B {_roff(_usage(commands[name]))}"]
    out += [".SH DESCRIPTION", _roff(window.description or "")]
    out += _option_list(window)
    out += [".SH COMMANDS"]
    for name, parser in commands.items():
        out += [".TP", f".B {name}", _roff(f"{SUMMARIES[name]}. {parser.description or ''}")]
        positionals = [a for a in parser._actions if not a.option_strings]
        for action in positionals:
            shown = str(action.metavar or action.dest)
            out += [".RS", f".I {_roff(shown)}", _roff(action.help or ""), ".RE"]
        out += [".RS", *_option_list(parser), ".RE"]
    out += [
        ".SH EXIT STATUS",
        "0 done; 1 an operation was refused or an expectation failed (for diff: the "
        "positions differ); 2 bad input; 130 interrupted. A reader that stops early "
        "(| head) ends the command quietly, with 0.",
        ".SH ENVIRONMENT",
        ".TP",
        ".B INFLUENCE_BOARD_RECOVERY_DIR",
        "where the recovery files of unsaved games go",
        ".TP",
        ".B INFLUENCE_BOARD_AUTOSAVE_MS",
        "the autosave interval",
        ".TP",
        ".B INFLUENCE_BOARD_INSTANCE",
        "the socket of the running copy; empty: every start is a copy of its own",
        ".SH SEE ALSO",
        "Help > Influence Board Help (F1) in the window; "
        "influence\\-board schema scenario|game|operation|report.",
    ]
    return "\n".join(out) + "\n"


def _option_list(parser: argparse.ArgumentParser) -> list[str]:
    out = []
    for action in _options(parser):
        flags = ", ".join(action.option_strings)
        value = f" {action.metavar or action.dest.upper()}" if action.nargs != 0 else ""
        out += [".TP", f".B {_roff(flags + value)}", _roff(action.help or "")]
    return out


def bash_completion() -> str:
    window, commands = _parsers()
    cases = "\n".join(
        f"        {name}) opts={_quoted(_flags(parser))};;" for name, parser in commands.items()
    )
    return f"""# bash completion for {PROGRAM} (made from its parsers: cli/manual.py)
_influence_board() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}} opts
    if [[ $COMP_CWORD -eq 1 ]]; then
        opts={_quoted([*commands, *_flags(window)])}
    else
        case ${{COMP_WORDS[1]}} in
{cases}
        *) opts={_quoted(_flags(window))};;
        esac
    fi
    if [[ $cur == -* || ( $COMP_CWORD -eq 1 && $cur != */* && $cur != .* ) ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    fi
    [[ ${{#COMPREPLY[@]}} -eq 0 ]] && COMPREPLY=($(compgen -f -- "$cur"))
}}
complete -o filenames -F _influence_board {PROGRAM}
"""


def zsh_completion() -> str:
    window, commands = _parsers()
    described = "\n".join(f"        {_quoted1(f'{name}:{SUMMARIES[name]}')}" for name in commands)
    cases = "\n".join(
        f"        {name}) _arguments {_zsh_specs(parser)} '*:file:_files';;"
        for name, parser in commands.items()
    )
    return f"""#compdef {PROGRAM}
# zsh completion for {PROGRAM} (made from its parsers: cli/manual.py)
if (( CURRENT == 2 )); then
    local -a commands
    commands=(
{described}
    )
    _describe 'command' commands
    _arguments {_zsh_specs(window)} '*:file:_files'
else
    case $words[2] in
{cases}
        *) _arguments {_zsh_specs(window)} '*:file:_files';;
    esac
fi
"""


def fish_completion() -> str:
    window, commands = _parsers()
    out = [f"# fish completion for {PROGRAM} (made from its parsers: cli/manual.py)"]
    first = "__fish_use_subcommand"
    for name in commands:
        out.append(f"complete -c {PROGRAM} -n {first} -a {name} -d {_quoted1(SUMMARIES[name])}")
    for condition, parser in [(first, window)] + [
        (f"'__fish_seen_subcommand_from {name}'", p) for name, p in commands.items()
    ]:
        for action in _options(parser):
            flags = " ".join(
                f"-l {f[2:]}" if f.startswith("--") else f"-s {f[1:]}"
                for f in action.option_strings
            )
            choices = f" -xa {_quoted1(' '.join(_choices(action)))}" if action.choices else ""
            help_text = _quoted1((action.help or "").split(";")[0][:80])
            out.append(f"complete -c {PROGRAM} -n {condition} {flags}{choices} -d {help_text}")
    return "\n".join(out) + "\n"


def _flags(parser: argparse.ArgumentParser) -> list[str]:
    return [f for action in _options(parser) for f in action.option_strings]


def _quoted(words: list[str]) -> str:
    return '"' + " ".join(words) + '"'


def _quoted1(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _zsh_specs(parser: argparse.ArgumentParser) -> str:
    specs = []
    for action in _options(parser):
        text = (action.help or "").split(";")[0][:60].replace("'", "").replace(":", " ")
        text = text.replace("[", "(").replace("]", ")")
        value = ""
        if action.nargs != 0:
            value = f":value:({' '.join(_choices(action))})" if action.choices else ":value:_files"
        for flag in action.option_strings:
            specs.append(f"'{flag}[{text}]{value}'")
    return " ".join(specs)


MADE = {"man": man_page, "bash": bash_completion, "zsh": zsh_completion, "fish": fish_completion}


def write(folder: Path) -> None:
    for kind, name in FILES.items():
        (folder / name).write_text(MADE[kind](), encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]))
