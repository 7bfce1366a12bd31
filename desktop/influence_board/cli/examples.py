"""Examples of use, at the end of `--help` (the program's and each command's) and in the
man page's EXAMPLES: each a command line as typed (never translated) and what it does (in
the language in use). A test parses every line with the parsers, so none falls behind."""

from __future__ import annotations

from ..text.language import N_, _

PROGRAM = ""  # the key of the program's own examples (no command)

EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    PROGRAM: (
        ("influence-board", N_("open the standard board in a window")),
        ("influence-board game.ibgame", N_("open a saved game")),
        (
            "influence-board board.json --ops moves.jsonl",
            N_("open a scenario and replay an operation file into it"),
        ),
        ("influence-board help render", N_("print the help of one command")),
        (
            "influence-board --install-desktop",
            N_("add the menu entry, file types, man page and shell completions for this user"),
        ),
    ),
    "check": (
        ("influence-board check board.json", N_("validate a scenario and print its majorities")),
        (
            "influence-board check round1/*.json --json",
            N_("check every scenario in a folder: one JSON line each, for a script"),
        ),
    ),
    "replay": (
        (
            "influence-board replay board.json moves.jsonl",
            N_("apply the operations to a scenario and print the result"),
        ),
        (
            "influence-board replay moves.jsonl --to 5 --json",
            N_("the standard board after the first 5 operations, as JSON"),
        ),
    ),
    "render": (
        ("influence-board render board.json -o board.png", N_("draw a scenario as a PNG picture")),
        (
            "influence-board render --theme dark --caption -o board.pdf",
            N_("the standard board in dark colours, with its name and the VP, as a PDF"),
        ),
    ),
    "animate": (
        (
            "influence-board animate board.json moves.jsonl -o game.gif",
            N_("an animated GIF of the replay, one frame per step"),
        ),
        (
            "influence-board animate moves.jsonl --delay 800 --size 480 -o game.webp",
            N_("a smaller, faster WebP of the replay on the standard board"),
        ),
    ),
    "options": (
        (
            "influence-board options board.json --player china",
            N_("what China can choose to do now, the best first"),
        ),
    ),
    "diff": (
        (
            "influence-board diff before.json after.json",
            N_("how two positions differ (exit status 1 when they do)"),
        ),
    ),
    "code": (
        (
            "influence-board code board.json --ops moves.jsonl",
            N_("the position code after the operations, to paste in a chat"),
        ),
    ),
    "decode": (
        (
            "influence-board decode ib1.sRYgxAiCNAEAJKUCEIh58DzM -o board.json",
            N_("write the scenario a code stands for (this one: the standard board)"),
        ),
    ),
    "sheet": (
        (
            "influence-board sheet round1/*.json -o pack.pdf",
            N_("one PDF with the setup sheet of every scenario in a folder"),
        ),
    ),
    "schema": (
        (
            "influence-board schema scenario > scenario.schema.json",
            N_("save the JSON Schema of scenario files"),
        ),
    ),
    "help": (
        (
            "influence-board help replay",
            N_("print the help of replay, as influence-board replay --help does"),
        ),
    ),
}


def examples_help(command: str = PROGRAM) -> str:
    """The examples of `command` (PROGRAM: of the program) for the end of its `--help`, one
    command line each with what it does below it; "" when it has none."""
    if not EXAMPLES.get(command):
        return ""
    lines = [_("examples:")]
    for typed, what in EXAMPLES[command]:
        lines += [f"  {typed}", f"      {_(what)}"]
    return "\n".join(lines)
