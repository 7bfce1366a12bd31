"""`influence-board`: the window, and the headless commands check, replay, render, options,
diff, code, decode, sheet and schema (summaries.py says each in one line).

Exit status (DESIGN.md): 0 done; 1 an operation was refused or an expectation failed (for
diff: the positions differ); 2 bad input.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from .. import __version__
from ..collector import collector_resting
from ..text.escaping import escaped, json_text
from ..text.language import _, english, ngettext, number, use_language
from ..text.wording import and_more, counted, first_problems
from .argparse_words import HelpLayout, speak_argparse
from .examples import examples_help
from .interrupts import INTERRUPTED, deferred_interrupts
from .summaries import SUMMARIES, commands_help, meant
from .terminal import StreamFailed, guarded_output, silence
from .value_kinds import Value, marked

if TYPE_CHECKING:  # the commands load these on first use: a start loads none of them
    from ..rules import Board
    from ..rules.formats.operation_lines import Step
    from ..rules.formats.position_file import PositionFile
    from ..rules.history.tree import Variations
    from ..rules.validation import Problem

OK, REFUSED, BAD_INPUT = 0, 1, 2
COMMANDS = tuple(SUMMARIES)
STDIN = "-"  # as FILE: the scenario comes from standard input
MAX_STDIN_BYTES = 64 * 1024 * 1024  # as a scenario file (DESIGN.md Limits)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    use_language(None)  # the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); else English
    speak_argparse()
    command = args[0] in COMMANDS if args else False
    reports = command or bool({"-h", "--help", "--version"} & set(args))
    out = sys.stdout
    status = OK  # until the command says otherwise
    with guarded_output(closed_is_failure=reports) as (report, _errors):
        try:
            try:
                if command and "--json" in args[1:]:
                    # What a program reads is the contract's English, byte for byte,
                    # whatever the language (DESIGN.md's --json keys and their texts).
                    with english():
                        status = _command(args, command)
                else:
                    status = _command(args, command)
            except SystemExit as exc:  # argparse's --help and errors, bad input found deep
                status = exc.code if isinstance(exc.code, int) else BAD_INPUT
            report.flush()  # a full disk says so here, not at exit with a traceback
        except StreamFailed as exc:
            silence(out)
            if exc.broken_pipe:
                # The reader stopped reading (`check --json | head -1`): nothing went wrong,
                # so it ends quietly, and a script under `set -o pipefail` goes on. The
                # status is the command's when it had one (only the last flush failed).
                return status
            print(
                _("influence-board: cannot write the report: {why}").format(why=exc.why),
                file=sys.stderr,
            )
            return BAD_INPUT
        except KeyboardInterrupt:
            silence(out)
            print(_("influence-board: interrupted"), file=sys.stderr)
            return INTERRUPTED
    return status


def _command(args: list[str], command: bool) -> int:
    """The command `args` name, a typo's hint, or the window."""
    if command:
        return _COMMAND[args[0]](args[1:])
    if args and not os.path.exists(args[0]) and (meant_command := meant(args[0])):
        print(
            escaped(
                _(
                    "influence-board: {given!r} is not a command nor a file; did you mean "
                    "{command}?"
                ).format(given=args[0], command=meant_command)
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    return gui(args)


def _parser(prog: str, description: str, epilog: str | None = None) -> argparse.ArgumentParser:
    examples = examples_help(prog.removeprefix("influence-board").strip())
    p = argparse.ArgumentParser(
        prog=prog,
        description=description,
        epilog="\n\n".join(part for part in (epilog, examples) if part) or None,
        formatter_class=HelpLayout,
    )
    p.add_argument(
        "--version",
        action="version",
        version=f"influence-board {__version__}",
        help=_("show program's version number and exit"),
    )
    return p


def _board(path: str | None) -> Board:
    """The position at path (a scenario, or a game file's current step; `-`: standard
    input), or the embedded standard board; exits 2 on bad input."""
    return _file(path).board


def _file(path: str | None, repair: bool = False) -> PositionFile:
    """The scenario or game file at path, as _board reads it (`repair`: as the window
    reads it, a scenario it can repair too); exits 2 on bad input."""
    from ..rules.formats.scenario import ScenarioError

    try:
        return _load(path, repair)
    except ScenarioError as exc:
        for line in exc.lines():  # one line each, whatever the values hold; at most 51
            print(escaped(line), file=sys.stderr)
        raise SystemExit(BAD_INPUT) from None


def _load(path: str | None, repair: bool = False) -> PositionFile:
    """The scenario or game file at path, from standard input, or the standard board;
    raises ScenarioError."""
    from ..rules.formats.position_file import PositionFile, load_position_file
    from ..rules.formats.scenario import standard_board

    if path is None:
        return PositionFile(standard_board())
    if path == STDIN:
        return _load_stdin(repair)
    return load_position_file(path, repair)


def _load_stdin(repair: bool = False) -> PositionFile:
    """Standard input as a scenario or game file, read once and bounded like a file."""
    from ..rules.formats.position_file import loads_position_file
    from ..rules.formats.safe_io import UnreadableFile
    from ..rules.formats.scenario import Problem, ScenarioError

    source = _standard_input_name()
    try:
        data = standard_input(MAX_STDIN_BYTES + 1)
    except UnreadableFile as exc:
        raise ScenarioError([Problem("error", "", exc.reason)], source) from None
    if len(data) > MAX_STDIN_BYTES:
        raise ScenarioError(
            [
                Problem(
                    "error",
                    "",
                    _("more than {n} MB of input").format(n=number(MAX_STDIN_BYTES >> 20)),
                )
            ],
            source,
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioError(
            [Problem("error", "", _("not UTF-8 text: {why}").format(why=exc.reason))], source
        ) from None
    return loads_position_file(text, source, repair)


def _steps(path: str) -> list[tuple[int, Step]]:
    """The operations of an operation file; exits 2 naming the file and line on bad input."""
    from ..rules.formats.operation_lines import OpFileError, read_steps

    try:
        return read_steps(path)
    except OpFileError as exc:
        print(escaped(str(exc)), file=sys.stderr)
        raise SystemExit(BAD_INPUT) from None


def standard_input(limit: int) -> bytes:
    """At most `limit` bytes of standard input; UnreadableFile when it is closed, a
    terminal (nothing was piped in) or a folder."""
    from ..rules.formats.safe_io import UnreadableFile, reason

    stream = standard_input_stream()
    try:
        return stream.read(limit)
    except (OSError, ValueError) as exc:  # a folder (`< /`), a closed descriptor
        why = reason(exc) if isinstance(exc, OSError) else _("it is closed")
        raise UnreadableFile(_("cannot read standard input: {why}").format(why=why)) from None


def standard_input_stream() -> BinaryIO:
    """Standard input's bytes, to be read; UnreadableFile when it is closed or a terminal
    (nothing was piped in)."""
    from ..rules.formats.safe_io import UnreadableFile

    stream = sys.stdin
    try:
        terminal = stream is not None and stream.isatty()
    except (OSError, ValueError):  # a closed descriptor
        stream = None
    if stream is None or stream.closed:
        raise UnreadableFile(_("cannot read standard input: it is closed"))
    if terminal:
        raise UnreadableFile(
            _("standard input is a terminal: pipe a file into it, or name the file")
        )
    return stream.buffer


def _standard_input_name() -> str:
    return _("<standard input>")


def _opened_ops(given: str) -> tuple[str, BinaryIO | None] | None:
    """OPS as messages name it, with standard input's stream when OPS is `-` (a file is
    read as it is played); None, once said why, when standard input cannot be read."""
    from ..rules.formats.safe_io import UnreadableFile

    ops = _standard_input_name() if given == STDIN else given
    try:
        return ops, standard_input_stream() if given == STDIN else None
    except UnreadableFile as exc:
        print(escaped(f"{ops}: {exc.reason}"), file=sys.stderr)
        return None


def _standard_board_name() -> str:
    return _("<standard board>")


def _print_json(data: object) -> None:
    print(json_text(data))


def _check_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board check",
        _(
            "Validate scenarios and print each Region's ranking; with several files, each "
            "file's result and a summary."
        ),
    )
    p.add_argument(
        "file",
        nargs="*",
        help=_(
            "scenario or game files, `-` for standard input (default: the embedded standard board)"
        ),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=_("print the JSON report (several files: JSON lines)"),
    )
    return p


def check(argv: Sequence[str]) -> int:
    p = _check_parser()
    args = p.parse_args(argv)
    if len(args.file) > 1:
        return _check_several(args.file, args.json)
    path = args.file[0] if args.file else None
    opened = _checked_file(path) if args.json and path is not None else _file(path)
    board = opened.board
    from ..rules.analysis.report import describe
    from ..rules.validation import check as problems_of

    problems = problems_of(board)
    if args.json:
        _print_json(_check_report(opened, problems))
    else:
        sys.stdout.write(describe(board))
        if opened.is_game:
            print(opened.size_text())
    source = _standard_input_name() if path == STDIN else path or _standard_board_name()
    shown, left_out = first_problems(problems)
    for problem in shown:
        print(escaped(f"{source}: {problem}"), file=sys.stderr)
    if left_out:
        print(escaped(f"{source}: {and_more(left_out)}"), file=sys.stderr)
    return BAD_INPUT if any(p.severity == "error" for p in problems) else OK


def _checked_file(path: str) -> PositionFile:
    """The file at path for `check --json`: when it cannot be read, the same JSON line as
    for one of several files, then the reasons on stderr as for any command; exits 2."""
    from ..rules.formats.scenario import ScenarioError

    try:
        return _load(path)
    except ScenarioError as exc:
        _print_line({"file": path, "exit": BAD_INPUT, "error": exc.describe()})
        for line in exc.lines():
            print(escaped(line), file=sys.stderr)
        raise SystemExit(BAD_INPUT) from None


def _check_several(files: Sequence[str], as_json: bool) -> int:
    """Each file's result (JSON lines with --json), then a summary; the worst exit status."""
    from ..rules.formats.scenario import ScenarioError
    from ..rules.validation import check as problems_of

    worst, valid, warned = OK, 0, 0
    for file in files:
        try:
            opened = _load(file)
        except ScenarioError as exc:
            worst = BAD_INPUT
            if as_json:
                _print_line({"file": file, "exit": BAD_INPUT, "error": exc.describe()})
            else:
                print(_("{file}: bad input").format(file=escaped(file)))
                for line in exc.lines():  # one line each, whatever the values hold
                    print(f"  {escaped(line)}")
            continue
        problems = problems_of(opened.board)
        status = BAD_INPUT if any(p.severity == "error" for p in problems) else OK
        worst = max(worst, status)
        valid += status == OK
        warned += status == OK and bool(problems)
        if as_json:
            _print_line({"file": file, "exit": status, "report": _check_report(opened, problems)})
            continue
        verdict = _("valid") if status == OK else _("invalid")
        said = {"file": escaped(file), "verdict": verdict}
        if opened.is_game:
            said["verdict"] = _("{verdict} ({game})").format(
                verdict=verdict, game=opened.size_text()
            )
        if problems:
            line = _("{file}: {verdict}, {problems}").format(
                problems=counted(len(problems), "problem"), **said
            )
        else:
            line = _("{file}: {verdict}").format(**said)
        print(line)
        shown, left_out = first_problems(problems)
        for problem in shown:
            print(f"  {escaped(str(problem))}")
        if left_out:
            print(f"  {and_more(left_out)}")
    if not as_json:
        said = {
            "files": counted(len(files), "file"),
            "valid": number(valid),
            "warned": number(warned),
            "errors": number(len(files) - valid),
        }
        if warned:
            summary = ngettext(
                "{files} checked: {valid} valid ({warned} with warnings), {errors} with errors",
                "{files} checked: {valid} valid ({warned} with warnings), {errors} with errors",
                len(files),
            )
        else:
            summary = ngettext(
                "{files} checked: {valid} valid, {errors} with errors",
                "{files} checked: {valid} valid, {errors} with errors",
                len(files),
            )
        print(summary.format(**said))
    return worst


def _check_report(opened: PositionFile, problems: list[Problem]) -> dict[str, object]:
    """The `--json` report of `check`; a game file's adds `"game"`: the size of its tree and
    which step is the position."""
    from ..rules.analysis.report import board_report
    from ..rules.formats.position_file import step_count, variation_count

    report = board_report(opened.board)
    shown, left_out = first_problems(problems)
    report["problems"] = [p.to_json() for p in shown]
    if left_out:
        report["problems_left_out"] = left_out
    if opened.tree is not None:
        report["game"] = {
            "steps": step_count(opened.tree),
            "variations": variation_count(opened.tree),
            "current": len(opened.tree.current_line()),
        }
    return report


def _print_line(data: object) -> None:
    print(json_text(data, indent=None))


def _replay_parser() -> argparse.ArgumentParser:
    p = _parser("influence-board replay", _("Apply an operation file to a scenario."))
    p.add_argument(
        "file",
        nargs="?",
        help=_("scenario or game file (default, given OPS alone: the standard board)"),
    )
    p.add_argument("ops", help=_("operation file (JSON lines); - for standard input"))
    p.add_argument("--json", action="store_true", help=_("print the JSON report with the events"))
    p.add_argument("--to", type=int, metavar="N", help=_("stop after the first N operations"))
    return p


def replay(argv: Sequence[str]) -> int:
    p = _replay_parser()
    args = p.parse_args(argv)
    if args.to is not None and args.to < 0:
        p.error(_("--to needs a number 0 or more"))
    if args.ops == STDIN and args.file == STDIN:
        p.error(_("standard input can hold the board or the operations, not both"))
    board = _board(args.file)
    from ..rules.formats.operation_lines import OpFileError, may_undo, stream_steps
    from ..rules.formats.replay_report import ReplayReport
    from ..rules.history.engine import play
    from ..rules.history.replay import history_for

    # The lines are read as they are played and the report is spooled, so that a file of
    # any length replays in bounded memory; without undo or redo no Board is kept behind
    # (standard input cannot be read ahead to tell: its Boards are kept).
    opened = _opened_ops(args.ops)
    if opened is None:
        return BAD_INPUT
    ops, stream = opened
    history = history_for(board, stream is not None or may_undo(args.ops))
    lines = stream_steps(args.ops, ops, stream)
    # Boards, operations and events make no reference cycles: the cycle collector would
    # only spend time walking a long history, so it rests while the lines are played.
    gc.disable()
    with ReplayReport(args.json) as report:
        try:
            report.add_all(play(history, lines, args.to))
            for _line in lines:  # the lines after a stop are not played, but must be valid too
                pass
        except OpFileError as exc:
            print(escaped(str(exc)), file=sys.stderr)
            return BAD_INPUT
        finally:
            gc.enable()
        report.write(history.board, sys.stdout)
    if report.stopped is not None:
        line, reason = report.stopped
        print(escaped(f"{ops}:{line}: {reason}"), file=sys.stderr)
        return REFUSED
    return OK


def _render_parser() -> argparse.ArgumentParser:
    p = _parser("influence-board render", _("Draw the board to PNG, SVG or PDF, with no display."))
    p.add_argument("file", nargs="?", help=_file_help())
    p.add_argument("--ops", help=_ops_help())
    p.add_argument("-o", "--output", required=True, help=_("OUT.png, OUT.svg or OUT.pdf"))
    p.add_argument(
        "--theme",
        choices=("light", "dark", "high-contrast"),
        default="light",
        help=_("colours of the board (default: light)"),
    )
    p.add_argument(
        "--scale", type=float, default=1.0, help=_("PNG pixels per scene unit (default 1)")
    )
    p.add_argument(
        "--size",
        type=int,
        metavar="N",
        help=_(
            "a PNG N pixels on its longer side, e.g. a file manager's thumbnail (in place of "
            "--scale)"
        ),
    )
    p.add_argument(
        "--caption",
        action="store_true",
        help=_("a caption below the board: its name and the VP"),
    )
    return p


def render(argv: Sequence[str]) -> int:
    p = _render_parser()
    args = p.parse_args(argv)
    if not 0.1 <= args.scale <= 8:
        p.error(_("--scale must be between 0.1 and 8"))
    if args.size is not None and not 8 <= args.size <= 4096:
        p.error(_("--size must be between 8 and 4096"))
    suffix = Path(args.output).suffix.lower()
    if args.size is not None and suffix != ".png":
        print(
            escaped(
                _("{output}: --size makes a PNG: the output must end in .png").format(
                    output=args.output
                )
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    if suffix not in (".png", ".svg", ".pdf"):
        print(
            escaped(
                _("{output}: the output must end in .png, .svg or .pdf").format(output=args.output)
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    if _output_is_an_input(args.output, (args.file, args.ops)):
        return BAD_INPUT
    board = _position(args.file, args.ops)
    with deferred_interrupts():  # Ctrl-C waits for the picture: never inside Qt
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from ..render.picture import export_board

        try:
            export_board(
                board,
                Path(args.output),
                theme=args.theme,
                scale=args.scale,
                caption=args.caption,
                size=args.size,
            )
        except OSError as exc:  # the old file, if any, is whole
            _not_written(args.output, exc)
            return BAD_INPUT
    return OK


def _animate_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board animate",
        _(
            "An animated GIF, WebP or PNG of a replay, with no display: one frame for the "
            "start and one per step, each captioned with the step's words and the VP."
        ),
    )
    p.add_argument(
        "file",
        nargs="?",
        help=_("scenario or game file (default, given OPS alone: the standard board)"),
    )
    p.add_argument("ops", help=_("operation file (JSON lines); - for standard input"))
    p.add_argument(
        "-o", "--output", required=True, help=_("OUT.gif, OUT.webp or OUT.png (animated PNG)")
    )
    # The defaults are render/animation.py's and animation_file.py's (not imported here:
    # they load Qt); tests/cli/test_animate.py keeps them equal.
    p.add_argument(
        "--delay",
        type=int,
        default=1500,
        metavar="MS",
        help=_("milliseconds each step is shown (default 1500; the last frame longer)"),
    )
    p.add_argument(
        "--size",
        type=int,
        default=1280,
        metavar="N",
        help=_("the board N pixels on its longer side (default 1280)"),
    )
    p.add_argument(
        "--theme",
        choices=("light", "dark", "high-contrast"),
        default="light",
        help=_("colours of the board (default: light)"),
    )
    p.add_argument(
        "--arrangement",
        choices=("map", "table"),
        default="map",
        help=_(
            "where the tracks sit: each at its Region's position, or in rows as the Table "
            "arrangement lays them (default: map)"
        ),
    )
    p.add_argument("--to", type=int, metavar="N", help=_("stop after the first N operations"))
    return p


def animate(argv: Sequence[str]) -> int:
    p = _animate_parser()
    args = p.parse_args(argv)
    if args.to is not None and args.to < 0:
        p.error(_("--to needs a number 0 or more"))
    if not 20 <= args.delay <= 60_000:
        p.error(_("--delay must be between 20 and 60000"))
    if not 64 <= args.size <= 2048:
        p.error(_("--size must be between 64 and 2048"))
    if args.ops == STDIN and args.file == STDIN:
        p.error(_("standard input can hold the board or the operations, not both"))
    if Path(args.output).suffix.lower() not in (".gif", ".webp", ".png"):
        print(
            escaped(
                _("{output}: the output must end in .gif, .webp or .png").format(output=args.output)
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    if _output_is_an_input(args.output, (args.file, args.ops)):
        return BAD_INPUT
    board = _board(args.file)
    from ..rules.formats.operation_lines import OpFileError, stream_steps
    from ..rules.history.played_line import played_line
    from ..rules.topology import with_positions

    opened = _opened_ops(args.ops)
    if opened is None:
        return BAD_INPUT
    ops, stream = opened
    lines = stream_steps(args.ops, ops, stream)
    try:
        # Every step is played before a frame is drawn: a refused line writes nothing.
        line = played_line(with_positions(board), lines, args.to)
        for _line in lines:  # the lines after a stop are not played, but must be valid too
            pass
    except OpFileError as exc:
        print(escaped(str(exc)), file=sys.stderr)
        return BAD_INPUT
    if line.stopped is not None:
        print(escaped(f"{ops}:{line.stopped[0]}: {line.stopped[1]}"), file=sys.stderr)
        return REFUSED
    with deferred_interrupts() as checkpoint:  # Ctrl-C waits for the frame: never inside Qt
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from ..look.themes import THEMES
        from ..render.animation import Animation
        from ..render.animation_file import write_animation

        try:
            animation = Animation(
                line.start, line.steps, THEMES[args.theme], args.arrangement, args.size
            )
            write_animation(animation, Path(args.output), args.delay, checkpoint=checkpoint)
        except OSError as exc:  # the old file, if any, is whole
            _not_written(args.output, exc)
            return BAD_INPUT
    return OK


def _output_is_an_input(output: str, inputs: Sequence[str | None]) -> bool:
    """Whether `output` names one of the input files (standard input is none): said so."""
    from ..rules.formats.safe_io import same_file

    for given in inputs:
        if given and given != STDIN and same_file(given, output):
            print(
                escaped(
                    _("{output}: the output is the input file {given}; choose another name").format(
                        output=output, given=given
                    )
                ),
                file=sys.stderr,
            )
            return True
    return False


def _not_written(output: str, exc: OSError) -> None:
    """The output file was not written (the old one, if any, is whole): why, in words."""
    from ..rules.formats.safe_io import reason

    print(
        escaped(_("{output}: not written: {why}").format(output=output, why=reason(exc))),
        file=sys.stderr,
    )


def _file_help() -> str:
    return _("scenario or game file (default: the embedded standard board)")


def _ops_help() -> str:
    return _("operation file to apply first")


def _code_parser() -> argparse.ArgumentParser:
    p = _parser("influence-board code", _("Print the position code of a scenario."))
    p.add_argument(
        "file",
        nargs="?",
        help=_(
            "scenario or game file, `-` for standard input (default: the embedded standard board)"
        ),
    )
    p.add_argument("--ops", help=_ops_help())
    return p


def code(argv: Sequence[str]) -> int:
    p = _code_parser()
    args = p.parse_args(argv)
    board = _position(args.file, args.ops)
    from ..rules.formats.position_code import CodeError, encode
    from ..rules.formats.scenario import standard_board

    try:
        print(encode(board, standard_board()))
    except CodeError as exc:
        print(escaped(f"{args.file or _standard_board_name()}: {exc}"), file=sys.stderr)
        return BAD_INPUT
    return OK


def _decode_parser() -> argparse.ArgumentParser:
    p = _parser("influence-board decode", _("Write the scenario a position code stands for."))
    marked(
        p.add_argument(
            "code", help=_("the position code (ib1....), `-` to read it from standard input")
        ),
        Value.WORD,
    )
    p.add_argument("-o", "--output", help=_("scenario file to write (default: standard output)"))
    return p


def decode(argv: Sequence[str]) -> int:
    p = _decode_parser()
    args = p.parse_args(argv)
    from ..rules.formats.position_code import MAX_CODE_CHARS, CodeError
    from ..rules.formats.position_code import decode as board_of
    from ..rules.formats.safe_io import UnreadableFile
    from ..rules.formats.scenario import dumps, save, standard_board

    text = args.code
    try:
        if text == STDIN:
            text = standard_input(MAX_CODE_CHARS + 1).decode("utf-8", "replace")
        board = board_of(text, standard_board())
    except UnreadableFile as exc:
        print(escaped(f"{_standard_input_name()}: {exc.reason}"), file=sys.stderr)
        return BAD_INPUT
    except CodeError as exc:
        print(escaped(_("position code: {why}").format(why=exc)), file=sys.stderr)
        return BAD_INPUT
    if args.output is None:
        sys.stdout.write(dumps(board))
        return OK
    try:
        save(board, args.output)
    except OSError as exc:
        _not_written(args.output, exc)
        return BAD_INPUT
    return OK


def _sheet_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board sheet",
        _("One printable PDF with the setup sheet of every file, each from a new page."),
    )
    p.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help=_("scenario or game files, `-` for standard input"),
    )
    p.add_argument("-o", "--output", required=True, help=_("OUT.pdf"))
    p.add_argument(
        "--no-caption", action="store_true", help=_("no caption (name and VP) below the boards")
    )
    return p


def sheet(argv: Sequence[str]) -> int:
    p = _sheet_parser()
    args = p.parse_args(argv)
    output = Path(args.output)
    if output.suffix.lower() != ".pdf":
        print(
            escaped(_("{output}: the output must end in .pdf").format(output=args.output)),
            file=sys.stderr,
        )
        return BAD_INPUT
    from ..rules.formats.safe_io import same_file

    clash = next((f for f in args.files if f != STDIN and same_file(f, output)), None)
    if clash is not None:
        print(
            escaped(
                _("{output}: the output is one of the inputs ({clash})").format(
                    output=args.output, clash=clash
                )
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    # Ctrl-C waits for the next file or page: never inside Qt (its import included).
    with deferred_interrupts() as checkpoint:
        sheets = []
        for f in args.files:
            checkpoint()
            sheets.append((f if f != STDIN else _standard_input_name(), _board(f)))
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from ..render.setup_sheet import write_sheet_pack

        try:
            write_sheet_pack(sheets, output, caption=not args.no_caption, checkpoint=checkpoint)
        except OSError as exc:
            _not_written(args.output, exc)
            return BAD_INPUT
    return OK


def _position(file: str | None, ops: str | None) -> Board:
    """The scenario at file with the operation file ops replayed on it (render, code,
    options); exits 1 with `OPS:LINE: reason` when an operation is refused or an
    expectation fails, 2 on bad input."""
    board = _board(file)
    if ops:
        from ..rules.history.replay import replay as run

        result = run(board, _steps(ops))
        if result.stopped:
            print(escaped(f"{ops}:{result.stopped[0]}: {result.stopped[1]}"), file=sys.stderr)
            raise SystemExit(REFUSED)
        board = result.board
    return board


def _options_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board options",
        _("What a player can choose to do now, and what each choice gains."),
    )
    p.add_argument("file", nargs="?", help=_file_help())
    p.add_argument("--ops", help=_ops_help())
    marked(
        p.add_argument(
            "--player", required=True, metavar="P", help=_("the player's id, e.g. china")
        ),
        Value.WORD,
    )
    p.add_argument("--json", action="store_true", help=_("print the options as JSON"))
    return p


def options(argv: Sequence[str]) -> int:
    p = _options_parser()
    args = p.parse_args(argv)
    board = _position(args.file, args.ops)
    from ..rules.analysis.options import NotAPlayer, options_report, table
    from ..rules.analysis.options import options as options_of

    try:
        found = options_of(board, args.player)
    except NotAPlayer as exc:
        print(
            escaped(_("influence-board options: --player: {why}").format(why=exc)),
            file=sys.stderr,
        )
        return BAD_INPUT
    if args.json:
        _print_json(options_report(args.player, found))
    else:
        sys.stdout.write(table(board, args.player, found))
    return OK


def _diff_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board diff",
        _("How two positions differ. Exit 0 the same, 1 they differ, 2 bad input."),
    )
    p.add_argument("a", metavar="A", help=_("scenario or game file"))
    p.add_argument("b", metavar="B", help=_("scenario or game file"))
    p.add_argument("--json", action="store_true", help=_("print the differences as JSON"))
    return p


def diff(argv: Sequence[str]) -> int:
    p = _diff_parser()
    args = p.parse_args(argv)
    if args.a == "-" and args.b == "-":
        print(_("influence-board diff: A and B cannot both be standard input"), file=sys.stderr)
        return BAD_INPUT
    a, b = _board(args.a), _board(args.b)
    from ..rules.analysis.diff import diff as compare
    from ..rules.analysis.diff import lines

    found = compare(a, b)
    if args.json:
        _print_json(found.to_json())
    else:
        for line in lines(a, b, found, args.a, args.b):
            print(escaped(line))  # one line each, whatever the names hold
    return OK if found.same else REFUSED


def _gui_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board",
        _("Open the board window; or, with a command, work on files with no window."),
        commands_help(),
    )
    p.add_argument(
        "file",
        nargs="*",
        help=_(
            "scenario or game file (default: the embedded standard board); several open one "
            "window each"
        ),
    )
    p.add_argument(
        "--ops",
        help=_(
            "an operation file to replay into the (first) window once it is open (an "
            "operation file given as FILE is replayed on the standard board)"
        ),
    )
    p.add_argument(
        "--reset-settings",
        action="store_true",
        help=_(
            "forget the remembered settings (layout, colours, recent files), then open the "
            "files given, if any"
        ),
    )
    p.add_argument(
        "--new-instance",
        action="store_true",
        help=_(
            "start a copy of its own, even when one runs (else the files open in the "
            "running copy's windows)"
        ),
    )
    desktop = p.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help=_(
            "install the menu entry, file types, icon, man page and shell completions "
            "(under XDG_DATA_HOME, or --prefix), then exit"
        ),
    )
    desktop.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help=_(
            "remove the files --install-desktop installs (under XDG_DATA_HOME, or --prefix), "
            "then exit"
        ),
    )
    marked(
        p.add_argument(
            "--prefix",
            metavar="DIR",
            help=_(
                "with --install-desktop or --uninstall-desktop: DIR/share instead of "
                "XDG_DATA_HOME (e.g. /usr/local)"
            ),
        ),
        Value.FOLDER,
    )
    return p


def gui(argv: Sequence[str]) -> int:
    p = _gui_parser()
    args = p.parse_args(argv)
    if args.prefix and not (args.install_desktop or args.uninstall_desktop):
        p.error(_("--prefix goes with --install-desktop or --uninstall-desktop"))
    if args.install_desktop or args.uninstall_desktop:
        return _install_desktop(args.prefix, remove=args.uninstall_desktop)
    if args.reset_settings:
        from ..window.app import forget_settings

        file, why = forget_settings()
        if why:
            print(
                escaped(
                    _(
                        "influence-board: --reset-settings: the settings in {file} are not "
                        "reset: {why}"
                    ).format(file=file, why=why)
                ),
                file=sys.stderr,
            )
            return BAD_INPUT
        print(_("influence-board: forgot the settings in {folder}").format(folder=escaped(file)))
        if not args.file and not args.ops:
            return OK  # no window asked for: nothing to open
    if not _has_display():
        print(
            _(
                "influence-board: no display to open a window on.\n"
                "Headless, use `influence-board check [FILE]` to print the board and its "
                "majorities, or `influence-board render [FILE] -o board.png` to draw it."
            ),
            file=sys.stderr,
        )
        return BAD_INPUT
    from .platform_libs import xcb_problem

    if (problem := xcb_problem()) is not None:  # Qt would abort with its own message
        print(problem, file=sys.stderr)
        return BAD_INPUT
    with collector_resting():  # until the first window is built (window/app.py)
        return _open_windows(args)


def _open_windows(args: argparse.Namespace) -> int:
    """The files of `args` in windows: in the running copy's, else in windows of this one."""
    # The files are read before any window, so that a bad one is reported here; the
    # embedded standard board (None) is loaded by its window, after the window is up. An
    # operation file (a file manager opens one too) is replayed on the standard board.
    # A scenario with errors the editor can fix opens to be repaired (rules/repair.py).
    opened = [
        (None, None) if _is_operation_file(f) else (_tree_or_board(_file(f, repair=True)), f)
        for f in args.file
    ] or [(None, None)]
    replays = [f if _is_operation_file(f) else None for f in args.file]
    # A running copy opens the files (no --ops nor --reset-settings: those are a start's).
    alone = args.new_instance or args.ops or args.reset_settings
    if not alone:
        from ..window.single_instance import Distrust, hand_over

        handed = hand_over(args.file)
        if handed is True:
            return OK
        if isinstance(handed, Distrust):  # a socket or folder not the user's alone
            from .own_copy import own_copy_line

            print(own_copy_line(handed), file=sys.stderr)
    from ..window.app import run

    return run(opened, ops=args.ops, replays=replays, listen=not alone)


def _install_desktop(prefix: str | None, remove: bool) -> int:
    """`--install-desktop`, or `--uninstall-desktop` when `remove`."""
    from ..rules.formats.safe_io import reason
    from .desktop_install import install, uninstall

    try:
        for line in (uninstall if remove else install)(prefix):
            print(escaped(line))
    except OSError as exc:
        said = (
            _("influence-board: --uninstall-desktop: {why}")
            if remove
            else _("influence-board: --install-desktop: {why}")
        )
        print(escaped(said.format(why=reason(exc))), file=sys.stderr)
        return BAD_INPUT
    return OK


def _schema_parser() -> argparse.ArgumentParser:
    from ..rules.formats.schemas import NAMES

    p = _parser(
        "influence-board schema",
        _(
            "Print the JSON Schema (draft 2020-12) of a file format: scenario files, game "
            "files, operation lines, or the --json report of check and replay."
        ),
    )
    p.add_argument("format", choices=NAMES, help=_("which format"))

    return p


def schema(argv: Sequence[str]) -> int:
    p = _schema_parser()
    args = p.parse_args(argv)
    from ..rules.formats.schemas import schema as schema_of

    _print_json(schema_of(args.format))
    return OK


def _help_parser() -> argparse.ArgumentParser:
    p = _parser(
        "influence-board help",
        _("Print the help of influence-board, or of one of its commands, as --help does."),
    )
    p.add_argument(
        "command",
        nargs="?",
        choices=COMMANDS,
        metavar="COMMAND",
        help=_("the command whose help to print (default: the program's)"),
    )
    return p


def help_command(argv: Sequence[str]) -> int:
    """`influence-board help [COMMAND]`: what --help prints, as git and pip do."""
    args = _help_parser().parse_args(argv)
    (PARSERS[args.command]() if args.command else _gui_parser()).print_help()
    return OK


def _is_operation_file(path: str) -> bool:
    return path.lower().endswith(".jsonl")


def _tree_or_board(opened: PositionFile) -> Board | Variations:
    """What a window opens: a game file's whole tree, or a scenario's Board."""
    return opened.tree if opened.tree is not None else opened.board


def _has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True  # the user chose a platform (offscreen, vnc, ...): let Qt try it
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


_COMMAND = {
    "check": check,
    "replay": replay,
    "render": render,
    "animate": animate,
    "code": code,
    "decode": decode,
    "sheet": sheet,
    "options": options,
    "diff": diff,
    "schema": schema,
    "help": help_command,
}

# Each command's parser, for the man page and the shell completions (manual.py).
PARSERS = {
    "check": _check_parser,
    "replay": _replay_parser,
    "render": _render_parser,
    "animate": _animate_parser,
    "options": _options_parser,
    "diff": _diff_parser,
    "code": _code_parser,
    "decode": _decode_parser,
    "sheet": _sheet_parser,
    "schema": _schema_parser,
    "help": _help_parser,
}
