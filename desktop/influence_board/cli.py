"""`influence-board`: the window, and the headless commands check, replay and render.

Exit status (DESIGN.md): 0 done; 1 an operation was refused; 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__

OK, REFUSED, BAD_INPUT = 0, 1, 2
COMMANDS = ("check", "replay", "render")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] in COMMANDS:
            return _COMMAND[args[0]](args[1:])
        return gui(args)
    except BrokenPipeError:  # `influence-board check | head`
        sys.stderr.close()
        return OK


def _parser(prog: str, description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description=description)
    p.add_argument("--version", action="version", version=f"influence-board {__version__}")
    return p


def _board(path: str | None):
    """The scenario at path, or the embedded standard board; exits 2 on bad input."""
    from .rules.scenario import ScenarioError, load
    from .standard import standard_board

    try:
        return standard_board() if path is None else load(path)
    except ScenarioError as exc:
        print(exc.describe(), file=sys.stderr)
        raise SystemExit(BAD_INPUT) from None


def _steps(path: str):
    """The operations of an operation file; exits 2 naming the file and line on bad input."""
    from .rules.oplines import OpFileError, read_steps

    try:
        return read_steps(path)
    except OpFileError as exc:
        print(str(exc), file=sys.stderr)
        raise SystemExit(BAD_INPUT) from None


def _print_json(data: object) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False))


def check(argv: Sequence[str]) -> int:
    p = _parser("influence-board check", "Validate a scenario and print each Region's ranking.")
    p.add_argument("file", nargs="?", help="scenario file (default: the embedded standard board)")
    p.add_argument("--json", action="store_true", help="print the JSON report")
    args = p.parse_args(argv)
    board = _board(args.file)
    from .rules.report import board_report, describe
    from .rules.validation import check as problems_of

    problems = problems_of(board)
    if args.json:
        report = board_report(board)
        report["problems"] = [p.to_json() for p in problems]
        _print_json(report)
    else:
        sys.stdout.write(describe(board))
    source = args.file or "<standard board>"
    for problem in problems:
        print(f"{source}: {problem}", file=sys.stderr)
    return BAD_INPUT if any(p.severity == "error" for p in problems) else OK


def replay(argv: Sequence[str]) -> int:
    p = _parser("influence-board replay", "Apply an operation file to a scenario.")
    p.add_argument("file", help="scenario file")
    p.add_argument("ops", help="operation file (JSON lines)")
    p.add_argument("--json", action="store_true", help="print the JSON report with the events")
    p.add_argument("--to", type=int, metavar="N", help="stop after the first N operations")
    args = p.parse_args(argv)
    if args.to is not None and args.to < 0:
        p.error("--to needs a number 0 or more")
    board = _board(args.file)
    from .rules.replay import replay as run
    from .rules.report import board_report, describe

    steps = _steps(args.ops)
    result = run(board, steps, args.to)
    if args.json:
        report = board_report(result.board)
        report["events"] = [e.to_json() for e in result.events]
        report["applied"] = result.applied
        if result.refused:
            report["refused"] = {"line": result.refused[0], "reason": result.refused[1]}
        _print_json(report)
    else:
        for e in result.events:
            print(f"{e.line:>4}  {e.event.text}")
        if result.events:
            print()
        sys.stdout.write(describe(result.board))
    if result.refused:
        line, reason = result.refused
        print(f"{args.ops}:{line}: {reason}", file=sys.stderr)
        return REFUSED
    return OK


def render(argv: Sequence[str]) -> int:
    p = _parser("influence-board render", "Draw the board to PNG, SVG or PDF, with no display.")
    p.add_argument("file", nargs="?", help="scenario file (default: the embedded standard board)")
    p.add_argument("--ops", help="operation file to apply first")
    p.add_argument("-o", "--output", required=True, help="OUT.png, OUT.svg or OUT.pdf")
    p.add_argument(
        "--theme",
        choices=("light", "dark", "high-contrast"),
        default="light",
        help="colours of the board (default: light)",
    )
    p.add_argument("--scale", type=float, default=1.0, help="PNG pixels per scene unit (default 1)")
    args = p.parse_args(argv)
    if not 0.1 <= args.scale <= 8:
        p.error("--scale must be between 0.1 and 8")
    suffix = Path(args.output).suffix.lower()
    if suffix not in (".png", ".svg", ".pdf"):
        print(f"{args.output}: the output must end in .png, .svg or .pdf", file=sys.stderr)
        return BAD_INPUT
    board = _board(args.file)
    if args.ops:
        from .rules.replay import replay as run

        result = run(board, _steps(args.ops))
        board = result.board
        if result.refused:
            print(f"{args.ops}:{result.refused[0]}: {result.refused[1]}", file=sys.stderr)
            return REFUSED
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .export import export_board

    try:
        export_board(board, Path(args.output), theme=args.theme, scale=args.scale)
    except OSError as exc:
        print(f"{args.output}: {exc}", file=sys.stderr)
        return BAD_INPUT
    return OK


def gui(argv: Sequence[str]) -> int:
    p = _parser("influence-board", "Open the board window. Commands: " + ", ".join(COMMANDS) + ".")
    p.add_argument(
        "file",
        nargs="*",
        help="scenario file (default: the embedded standard board); several open one window each",
    )
    p.add_argument(
        "--ops", help="an operation file to replay into the (first) window once it is open"
    )
    p.add_argument("--reset-settings", action="store_true", help="forget the remembered settings")
    args = p.parse_args(argv)
    if not _has_display():
        print(
            "influence-board: no display to open a window on.\n"
            "Headless, use `influence-board check [FILE]` to print the board and its "
            "majorities, or `influence-board render [FILE] -o board.png` to draw it.",
            file=sys.stderr,
        )
        return BAD_INPUT
    games = [(_board(f), f) for f in args.file] or [(_board(None), None)]
    from .app import run

    return run(games, ops=args.ops, reset_settings=args.reset_settings)


def _has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True  # the user chose a platform (offscreen, vnc, ...): let Qt try it
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


_COMMAND = {"check": check, "replay": replay, "render": render}
