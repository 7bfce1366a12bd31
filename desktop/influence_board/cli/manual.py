"""The man page and the bash, zsh and fish completions, made from the command line's own
parsers (main.py), so that they never fall behind it. resources/manual/ holds them as
generated (`python -m influence_board.cli.manual resources/manual` writes them again; a
test fails when they differ from the parsers), and `--install-desktop` installs them.

The man page is made in English and, as resources/manual/<code>/influence-board.1, in each
language there is a catalogue for: the parsers' help and the page's own words in that
language. The completions are in English; each value completes as its argument says
(value_kinds.py): its choices, files, folders, or nothing (a number, a player's id)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .. import __version__
from ..text.language import ENGLISH, _, language_in_use, languages, pgettext, use_language
from .argparse_words import speak_argparse
from .examples import EXAMPLES
from .examples import PROGRAM as OWN_EXAMPLES
from .summaries import SUMMARIES
from .value_kinds import Value, value_of

PROGRAM = "influence-board"
MAN_PAGE = "influence-board.1"
FILES = {
    "man": MAN_PAGE,
    "bash": "influence-board.bash",
    "zsh": "_influence-board",
    "fish": "influence-board.fish",
}

Parsers = tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]


@contextmanager
def _speaking(code: str) -> Iterator[None]:
    """`code`'s language for a while, argparse's own words included."""
    before = language_in_use()
    use_language(code)
    speak_argparse()
    try:
        yield
    finally:
        use_language(before)


def _parsers() -> Parsers:
    """The program's parser and each command's, their help in the language in use."""
    from .main import PARSERS, _gui_parser

    return _gui_parser(), {name: make() for name, make in PARSERS.items()}


def _english_parsers() -> Parsers:
    with _speaking(ENGLISH):  # the completions are in English
        return _parsers()


def _options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in parser._actions if a.option_strings]


def _positionals(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in parser._actions if not a.option_strings]


def _choices(action: argparse.Action) -> list[str]:
    return [str(c) for c in action.choices] if action.choices else []


def _help(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """The help of `action` as --help says it (`%(default)s` and the like filled in)."""
    return parser._get_formatter()._expand_help(action) if action.help else ""


def _takes_value(action: argparse.Action) -> bool:
    return action.nargs != 0


def _shown(action: argparse.Action) -> str:
    """The value's name, as usage shows it: N, DIR, FILE, file."""
    if action.metavar:
        return str(action.metavar)
    return action.dest.upper() if action.option_strings else action.dest


# -- the man page ---------------------------------------------------------------------------


def _roff(text: str) -> str:
    escaped = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + escaped if escaped.startswith((".", "'")) else escaped


def _usage(parser: argparse.ArgumentParser) -> str:
    formatter = parser._get_formatter()
    formatter.add_usage(parser.usage, parser._actions, parser._mutually_exclusive_groups, "")
    return " ".join(formatter.format_help().split())


def man_page(code: str = ENGLISH) -> str:
    """The man page, in `code`'s language."""
    with _speaking(code):
        return _man_page(*_parsers())


def _section(name: str) -> str:
    return f".SH {_roff(name)}"


def _man_page(window: argparse.ArgumentParser, commands: dict[str, argparse.ArgumentParser]) -> str:
    manual = pgettext("the man page's header", "User Commands")
    out = [
        '.\\" -*- coding: UTF-8 -*-',
        f'.TH INFLUENCE\\-BOARD 1 "" "influence-board {__version__}" "{_roff(manual)}"',
        _section(pgettext("a man page's section", "NAME")),
        "influence\\-board \\- "
        + _roff(_("see and edit the Influence slots of a World Order-style board")),
        _section(pgettext("a man page's section", "SYNOPSIS")),
        f".B {_roff(_usage(window))}",
    ]
    for name in commands:
        out += [".br", f".B {_roff(_usage(commands[name]))}"]
    out += [
        _section(pgettext("a man page's section", "DESCRIPTION")),
        _roff(window.description or ""),
    ]
    out += _option_list(window)
    out += [_section(pgettext("a man page's section", "COMMANDS"))]
    for name, parser in commands.items():
        summary = _("{summary}. {description}").format(
            summary=_(SUMMARIES[name]), description=parser.description or ""
        )
        out += [".TP", f".B {name}", _roff(summary)]
        for action in _positionals(parser):
            out += [".RS", f".I {_roff(_shown(action))}", _roff(_help(parser, action)), ".RE"]
        out += [".RS", *_option_list(parser), ".RE"]
    out += [_section(pgettext("a man page's section", "EXAMPLES"))]
    for command in (OWN_EXAMPLES, *commands):
        for typed, what in EXAMPLES.get(command, ()):
            out += [".TP", f".B {_roff(typed)}", _roff(_(what))]
    out += [
        _section(pgettext("a man page's section", "EXIT STATUS")),
        _roff(
            _(
                "0 done; 1 an operation was refused or an expectation failed (for diff: the "
                "positions differ); 2 bad input; 130 interrupted. A reader that stops early "
                "(| head) ends the command quietly, with 0."
            )
        ),
        _section(pgettext("a man page's section", "ENVIRONMENT")),
        ".TP",
        ".B INFLUENCE_BOARD_RECOVERY_DIR",
        _roff(_("where the recovery files of unsaved games go")),
        ".TP",
        ".B INFLUENCE_BOARD_AUTOSAVE_MS",
        _roff(_("the autosave interval")),
        ".TP",
        ".B INFLUENCE_BOARD_INSTANCE",
        _roff(_("the socket of the running copy; empty: every start is a copy of its own")),
        _section(pgettext("a man page's section", "SEE ALSO")),
        _roff(
            _(
                "Help > Influence Board Help (F1) in the window; "
                "influence-board schema scenario|game|operation|report."
            )
        ),
    ]
    return "\n".join(out) + "\n"


def _option_list(parser: argparse.ArgumentParser) -> list[str]:
    out = []
    for action in _options(parser):
        flags = ", ".join(action.option_strings)
        value = f" {_shown(action)}" if _takes_value(action) else ""
        out += [".TP", f".B {_roff(flags + value)}", _roff(_help(parser, action))]
    return out


def translated_man_pages() -> dict[str, str]:
    """{code: the man page in that language} for each language there is a catalogue for."""
    return {code: man_page(code) for code, _name in languages() if code != ENGLISH}


# -- bash -----------------------------------------------------------------------------------


def bash_completion() -> str:
    window, commands = _english_parsers()
    cases = [_bash_case(name, parser) for name, parser in commands.items()]
    cases.append(_bash_case("*", window))
    body = "\n".join(cases)
    return f"""# bash completion for {PROGRAM} (made from its parsers: cli/manual.py)
_influence_board_values() {{  # $1: what the value is (choice, file, folder, word); $2: choices
    case $1 in
    choice) COMPREPLY=($(compgen -W "$2" -- "$cur"));;
    file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"));;
    folder) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"));;
    esac
}}
_influence_board() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}} prev= command= options= value= choices=
    (( COMP_CWORD > 0 )) && prev=${{COMP_WORDS[COMP_CWORD-1]}}
    if [[ $cur == = ]]; then  # --theme=: the value is still to come
        cur=
    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then  # --theme=da
        prev=${{COMP_WORDS[COMP_CWORD-2]}}
    fi
    (( COMP_CWORD > 1 )) && command=${{COMP_WORDS[1]}}
    COMPREPLY=()
    case $command in
{body}
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif (( COMP_CWORD == 1 )) && [[ $cur != */* && $cur != .* ]]; then
        COMPREPLY=($(compgen -W {_quoted(list(commands))} -- "$cur"))
        (( ${{#COMPREPLY[@]}} )) || _influence_board_values "$value"
    else
        _influence_board_values "$value" "$choices"
    fi
}}
complete -F _influence_board {PROGRAM}
"""


def _bash_case(name: str, parser: argparse.ArgumentParser) -> str:
    """One command's branch: its options, what follows each option that takes a value, and
    what its positional arguments are."""
    taking = [a for a in _options(parser) if _takes_value(a)]
    lines = [f"    {name})", f"        options={_quoted(_flags(parser))}"]
    if taking:
        lines.append("        case $prev in")
        for action in taking:
            value, choices = value_of(action), _choices(action)
            said = f" {_quoted(choices)}" if choices else ""
            lines.append(
                f"        {'|'.join(action.option_strings)}) "
                f"_influence_board_values {value.value}{said}; return;;"
            )
        lines.append("        esac")
    value, choices = _positional_value(parser)
    lines.append(f"        value={value.value} choices={_quoted(choices)};;")
    return "\n".join(lines)


def _positional_value(parser: argparse.ArgumentParser) -> tuple[Value, list[str]]:
    """What the positional arguments of `parser` are: one kind for all, as each parser has
    (a parser that mixed kinds would need more than a word's worth: refused here)."""
    kinds = {(value_of(a), tuple(_choices(a))) for a in _positionals(parser)}
    if len(kinds) > 1:
        # English only: the generator's developer reads it, when a parser changes
        raise ValueError(f"{parser.prog}: positional arguments of different kinds: {kinds}")
    value, choices = kinds.pop() if kinds else (Value.WORD, ())
    return value, list(choices)


def _flags(parser: argparse.ArgumentParser) -> list[str]:
    return [f for action in _options(parser) for f in action.option_strings]


def _quoted(words: list[str]) -> str:
    return '"' + " ".join(words) + '"'


def _quoted1(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


# -- zsh ------------------------------------------------------------------------------------


def zsh_completion() -> str:
    window, commands = _english_parsers()
    described = "\n".join(
        f"    {_quoted1(_zsh_escaped(name, ':') + ':' + SUMMARIES[name])}" for name in commands
    )
    cases = "\n".join(
        f"    {name})\n        shift words; (( CURRENT-- ))\n"
        f"        _arguments -S : {_zsh_specs(parser)}\n        return;;"
        for name, parser in commands.items()
    )
    return f"""#compdef {PROGRAM}
# zsh completion for {PROGRAM} (made from its parsers: cli/manual.py)
local -a commands
commands=(
{described}
)
local ret=1
if (( CURRENT > 2 )); then
    case $words[2] in
{cases}
    esac
fi
if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
    _describe -t commands 'influence-board command' commands && ret=0
fi
_arguments -S : {_zsh_specs(window)} && ret=0
return ret
"""


def _zsh_escaped(text: str, specials: str) -> str:
    for special in "\\" + specials:
        text = text.replace(special, "\\" + special)
    return text


def _zsh_action(value: Value, choices: list[str]) -> str:
    """What completes a value, as _arguments writes it."""
    if value is Value.CHOICE:
        return "(" + " ".join(_zsh_escaped(c, " ()") for c in choices) + ")"
    return {Value.FILE: "_files", Value.FOLDER: "_files -/", Value.WORD: " "}[value]


def _zsh_specs(parser: argparse.ArgumentParser) -> str:
    specs = []
    for action in _options(parser):
        text = _zsh_escaped(_help(parser, action), "[]")
        if isinstance(action, argparse._HelpAction | argparse._VersionAction):
            excluded = "(- *)"  # nothing else goes with --help and --version
        else:
            others = _excluded(parser, action)
            excluded = f"({' '.join(others)})" if len(others) > 1 else ""
        value = ""
        if _takes_value(action):
            message = _zsh_escaped(_shown(action), ":")
            value = f":{message}:{_zsh_action(value_of(action), _choices(action))}"
        for flag in action.option_strings:
            joined = "=" if flag.startswith("--") else "+"  # --theme=dark, -oOUT
            flag_value = joined if value else ""
            specs.append(_quoted1(f"{excluded}{flag}{flag_value}[{text}]{value}"))
    for action in _positionals(parser):
        many = action.nargs in ("*", "+", argparse.REMAINDER)
        start = "*:" if many else ("::" if action.nargs == "?" else ":")
        message = _zsh_escaped(_shown(action), ":")
        specs.append(
            _quoted1(f"{start}{message}:{_zsh_action(value_of(action), _choices(action))}")
        )
    return " ".join(specs)


def _excluded(parser: argparse.ArgumentParser, action: argparse.Action) -> list[str]:
    """The flags that cannot follow `action`'s: its own, and its exclusive group's."""
    flags = list(action.option_strings)
    for group in parser._mutually_exclusive_groups:
        if action in group._group_actions:
            flags += [f for other in group._group_actions for f in other.option_strings]
    return list(dict.fromkeys(flags))


# -- fish -----------------------------------------------------------------------------------


def fish_completion() -> str:
    window, commands = _english_parsers()
    names = " ".join(commands)
    out = [
        f"# fish completion for {PROGRAM} (made from its parsers: cli/manual.py)",
        f"complete -c {PROGRAM} -f  # files only where a file is meant (-F below)",
    ]
    first = "__fish_use_subcommand"
    for name in commands:
        out.append(f"complete -c {PROGRAM} -n {first} -a {name} -d {_quoted1(SUMMARIES[name])}")
    places = [(_quoted1(f"not __fish_seen_subcommand_from {names}"), window)]
    places += [(_quoted1(f"__fish_seen_subcommand_from {name}"), p) for name, p in commands.items()]
    for condition, parser in places:
        value, choices = _positional_value(parser)
        if value is not Value.WORD:
            out.append(f"complete -c {PROGRAM} -n {condition}{_fish_value(value, choices)}")
        for action in _options(parser):
            flags = " ".join(
                f"-l {f[2:]}" if f.startswith("--") else f"-s {f[1:]}"
                for f in action.option_strings
            )
            said = ""
            if _takes_value(action):
                said = " -r" + _fish_value(value_of(action), _choices(action))
            help_text = _quoted1(_help(parser, action))
            out.append(f"complete -c {PROGRAM} -n {condition} {flags}{said} -d {help_text}")
    return "\n".join(out) + "\n"


def _fish_value(value: Value, choices: list[str]) -> str:
    """What completes a value, as `complete` says it (after -r for an option's)."""
    return {
        Value.CHOICE: f" -x -a {_quoted1(' '.join(choices))}",
        Value.FILE: " -F",
        Value.FOLDER: " -x -a '(__fish_complete_directories)'",
        Value.WORD: " -x",
    }[value]


MADE = {"man": man_page, "bash": bash_completion, "zsh": zsh_completion, "fish": fish_completion}


def write(folder: Path) -> None:
    """Every file of resources/manual, made again into `folder`."""
    for kind, name in FILES.items():
        (folder / name).write_text(MADE[kind](), encoding="utf-8")
    for code, page in translated_man_pages().items():
        (folder / code).mkdir(exist_ok=True)
        (folder / code / MAN_PAGE).write_text(page, encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]))
