"""Every stream of the command line fails cleanly (issue 22, items 5 and 6), with real
processes: standard output closed, full (a private device node made with mknod, never
/dev/full) or a broken pipe; standard error full; standard input closed; Ctrl-C during
`replay` and during `sheet`; and a board whose Regions lie 10,000,000 apart, drawn and
printed within 10 s and 500 MB."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO

import pytest

from app_process import MODULE, environment
from influence_board.rules.formats.position_code import encode
from influence_board.rules.formats.scenario import dumps, from_data, standard_board, to_data

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX streams and signals")

STANDARD = standard_board()
OPS = '{"op": "add", "region": "europe", "player": "china", "kind": "temporary"}\n'


def full_device(folder: Path) -> Path:
    """A private node of the "full" device (1, 7): every write fails with ENOSPC."""
    path = folder / "full"
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 7))
    except (PermissionError, AttributeError):
        pytest.skip("making a device node needs CAP_MKNOD")
    return path


def start(
    args: Sequence[object],
    *,
    closing: Sequence[int] = (),
    stdout: int | IO[bytes] | None = None,
    stderr: int | IO[bytes] | None = subprocess.PIPE,
    stdin: int | IO[bytes] | None = subprocess.DEVNULL,
) -> subprocess.Popen[bytes]:
    """The command in a process of its own: `closing` are descriptors closed in it first
    (`>&-`); SIGINT acts as in a shell's foreground job."""

    def prepare() -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        for fd in closing:
            os.close(fd)

    return subprocess.Popen(
        [*MODULE, *map(str, args)],
        stdin=None if 0 in closing else stdin,
        stdout=None if 1 in closing else (stdout or subprocess.PIPE),
        stderr=None if 2 in closing else stderr,
        env=environment({"QT_QPA_PLATFORM": "offscreen"}),
        preexec_fn=prepare,
    )


def finish(process: subprocess.Popen) -> tuple[int, str]:
    _, err = process.communicate(timeout=120)
    return process.returncode, (err or b"").decode("utf-8", "replace")


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path, Path]:
    scenario = tmp_path / "board.json"
    scenario.write_text(dumps(STANDARD), encoding="utf-8")
    other = tmp_path / "other.json"
    data = to_data(STANDARD)
    data["regions"][0]["cubes"]["permanent"][3] = "china"  # a position that differs
    other.write_text(json.dumps(data), encoding="utf-8")
    ops = tmp_path / "ops.jsonl"
    ops.write_text(OPS, encoding="utf-8")
    return scenario, other, ops


def reporting_commands(scenario: Path, other: Path, ops: Path) -> list[list[object]]:
    """Every command that reports on standard output, in each of its ways."""
    return [
        ["check"],
        ["check", "--json"],
        ["check", scenario, other],
        ["check", scenario, other, "--json"],
        ["replay", scenario, ops],
        ["replay", scenario, ops, "--json"],
        ["options", "--player", "china"],
        ["options", "--player", "china", "--json"],
        ["diff", scenario, other],
        ["diff", scenario, other, "--json"],
        ["code", scenario],
        ["decode", encode(STANDARD, STANDARD)],
        ["schema", "scenario"],
        ["check", "--help"],
        ["--version"],
    ]


def test_every_report_to_a_closed_stdout_exits_2_with_one_line(
    files: tuple[Path, Path, Path],
) -> None:
    for args in reporting_commands(*files):
        code, err = finish(start(args, closing=(1,)))
        assert code == 2, (args, err)
        assert err == "influence-board: cannot write the report: standard output is closed\n", (
            args,
            err,
        )


def test_every_report_to_a_full_stdout_exits_2_with_one_line(
    files: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    full = full_device(tmp_path)
    for args in reporting_commands(*files):
        with open(full, "wb") as out:
            code, err = finish(start(args, stdout=out))
        assert code == 2, (args, err)
        assert err == "influence-board: cannot write the report: No space left on device\n", (
            args,
            err,
        )
    assert stat.S_ISCHR(os.stat(full).st_mode)  # still the device: nothing replaced it


def test_with_stderr_full_too_the_exit_status_alone_says_it(
    files: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    full = full_device(tmp_path)
    scenario, _, _ = files
    with open(full, "wb") as out, open(full, "wb") as err:
        assert start(["check", "--json"], stdout=out, stderr=err).wait(120) == 2
        # bad input, told to a full stderr: still bad input (2), not Python's 1 or 120
        assert start(["check", scenario.with_name("none.json")], stderr=err).wait(120) == 2
        assert start(["check", scenario], stderr=err).wait(120) == 0


def test_a_broken_pipe_is_quiet(files: tuple[Path, Path, Path]) -> None:
    scenario, _, _ = files
    long_ops = scenario.with_name("long.jsonl")
    long_ops.write_text((OPS + '{"op": "undo"}\n') * 20_000, encoding="utf-8")
    process = start(["replay", scenario, long_ops, "--json"])
    assert process.stdout is not None
    process.stdout.read(100)
    process.stdout.close()  # `| head -c 100`
    code, err = finish(process)
    assert code == 0 and err == "", err


@pytest.fixture(scope="module")
def long_reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Two boards of 3,000 Regions differing in each, an operation file and a code: every
    report on them is many times what a pipe holds (64 KB), so a reader that stops after
    one line breaks the pipe while the command still writes."""
    folder = tmp_path_factory.mktemp("long")
    paths = {"A": folder / "a.json", "B": folder / "b.json", "OPS": folder / "ops.jsonl"}
    for key, temporary in (("A", ["usa", "china"]), ("B", ["china", "usa"])):
        data = to_data(STANDARD) | {"adjacency": []}
        europe = data["regions"][0]
        europe["cubes"]["temporary"][:2] = temporary
        data["regions"] = [europe | {"id": f"r{i}", "name": f"R{i}"} for i in range(3_000)]
        paths[key].write_text(json.dumps(data), encoding="utf-8")
    paths["OPS"].write_text('{"op": "score"}\n', encoding="utf-8")
    named = {key: str(path) for key, path in paths.items()}
    return named | {"CODE": encode(from_data(json.loads(paths["A"].read_text())), STANDARD)}


LONG_REPORTS = [
    ["check", "A"],
    ["check", "A", "--json"],
    ["check", "A", "B", "--json"],
    ["replay", "A", "OPS"],
    ["replay", "A", "OPS", "--json"],
    ["options", "A", "--player", "usa"],
    ["options", "A", "--player", "usa", "--json"],
    ["diff", "A", "B"],
    ["diff", "A", "B", "--json"],
    ["decode", "CODE"],
]


@pytest.mark.parametrize("args", LONG_REPORTS, ids=" ".join)
def test_a_reader_that_stops_after_one_line_ends_the_command_quietly(
    long_reports: dict[str, str], args: list[str]
) -> None:
    """`influence-board ... | head -1`: the pipe breaks mid-report; that is the reader's
    choice, not bad input (it was exit 2): exit 0, nothing on stderr."""
    process = start([long_reports.get(arg, arg) for arg in args])
    assert process.stdout is not None
    first = process.stdout.readline()
    process.stdout.close()  # `| head -1`
    code, err = finish(process)
    assert first.strip() and (code, err) == (0, "")


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("head") is None, reason="bash")
def test_head_under_pipefail_lets_the_script_go_on(long_reports: dict[str, str]) -> None:
    for args in (["check", "--json", "A"], ["replay", "A", "OPS"]):
        command = shlex.join([*MODULE, *(long_reports.get(arg, arg) for arg in args)])
        done = subprocess.run(
            ["bash", "-o", "pipefail", "-c", f"{command} | head -1"],
            capture_output=True,
            env=environment({"QT_QPA_PLATFORM": "offscreen"}),
            timeout=120,
            check=False,
        )
        assert done.stdout.strip() and (done.returncode, done.stderr) == (0, b""), args


ROUNDS = Path(__file__).resolve().parents[1] / "cases" / "l_rounds"
ROUNDS_REPORTS = [
    ["replay", ROUNDS / "scenario.json", ROUNDS / "ops.jsonl"],
    ["replay", ROUNDS / "scenario.json", ROUNDS / "ops.jsonl", "--json"],
    ["check", ROUNDS / "scenario.json"],
    ["options", ROUNDS / "scenario.json", "--player", "usa"],
]


def test_every_report_into_a_pipe_whose_reader_is_gone_ends_quietly(
    files: tuple[Path, Path, Path],
) -> None:
    """Issue 34: `influence-board replay FILE | head -1` exited 2 ("bad input"). A report
    that fits in the pipe breaks it only when the reader is gone before the first write,
    so the reader here is gone before the command starts: exit 0 (or 141, as a shell
    says a SIGPIPE), nothing on stderr."""
    for args in [*reporting_commands(*files), *ROUNDS_REPORTS]:
        read, write = os.pipe()
        os.close(read)  # `| head -1` that has read its line and left
        try:
            process = start(args, stdout=write)
        finally:
            os.close(write)
        code, err = finish(process)
        assert code in (0, 141) and err == "", (args, code, err)


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("head") is None, reason="bash")
@pytest.mark.parametrize("args", ROUNDS_REPORTS, ids=["replay", "replay-json", "check", "options"])
def test_a_case_replayed_into_head_exits_0_or_141(args: list[object]) -> None:
    """The issue's own command, with a real `head -1` under pipefail: whether the pipe
    breaks before the report ends or not, the script goes on, with no message."""
    command = shlex.join([*MODULE, *map(str, args)])
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", f"{command} | head -1"],
        capture_output=True,
        env=environment({"QT_QPA_PLATFORM": "offscreen"}),
        timeout=120,
        check=False,
    )
    assert done.stdout.strip() and done.returncode in (0, 141) and done.stderr == b"", done


def test_commands_that_write_files_need_no_stdout(
    files: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    scenario, _, _ = files
    for args, out in (
        (["render", scenario, "-o", tmp_path / "b.png"], tmp_path / "b.png"),
        (["sheet", scenario, "-o", tmp_path / "s.pdf"], tmp_path / "s.pdf"),
        (["decode", encode(STANDARD, STANDARD), "-o", tmp_path / "d.json"], tmp_path / "d.json"),
    ):
        code, err = finish(start(args, closing=(1,)))
        assert code == 0 and err == "", (args, err)
        assert out.stat().st_size > 0


@pytest.mark.parametrize(
    "args",
    [["check", "-"], ["decode", "-"], ["code", "-"], ["diff", "-", "x"], ["replay", "-"]],
)
def test_a_closed_stdin_is_bad_input_with_the_reason(
    files: tuple[Path, Path, Path], args: list[str]
) -> None:
    code, err = finish(start(args, closing=(0,)))
    assert code == 2, err
    assert "cannot read standard input: it is closed" in err and "Traceback" not in err


def test_operations_piped_into_replay_are_a_stream_with_undo(
    files: tuple[Path, Path, Path],
) -> None:
    """`replay -`: the operation file is standard input (DESIGN.md: "an operation file is a
    regular file (or standard input) read as a stream"), undo and redo lines included;
    its refusals name it."""
    lines = OPS + '{"op": "undo"}\n{"op": "redo"}\n'
    process = start(["replay", "-", "--json"], stdin=subprocess.PIPE)
    out, err = process.communicate(lines.encode(), timeout=120)
    assert process.returncode == 0, err
    report = json.loads(out)
    assert [e["kind"] for e in report["events"]] == ["placed", "undo", "redo"]
    assert report["applied"] == 3 and report["vp"]["china"] == 5
    bad = OPS.replace("china", "nobody")
    process = start(["replay", "-"], stdin=subprocess.PIPE)
    _, err = process.communicate(bad.encode(), timeout=120)
    assert process.returncode == 1
    assert err.decode().startswith("<standard input>:1: ")


def test_standard_input_holds_the_board_or_the_operations_not_both(
    files: tuple[Path, Path, Path],
) -> None:
    process = start(["replay", "-", "-"], stdin=subprocess.PIPE)
    _, err = process.communicate(b"", timeout=120)
    assert process.returncode == 2
    assert b"not both" in err and b"Traceback" not in err


def test_a_folder_where_a_file_was_expected_is_bad_input(tmp_path: Path) -> None:
    code, err = finish(start(["check", tmp_path]))
    assert code == 2 and "it is a folder" in err and "Traceback" not in err


# -- Ctrl-C -----------------------------------------------------------------------------------


def interrupted(args: Sequence[object], ready: Callable[[], bool]) -> tuple[int, str]:
    """SIGINT once `ready()` says the work is under way (or after 1.5 s)."""
    process = start(args)
    deadline = time.monotonic() + 1.5
    while not ready() and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.02)
    assert process.poll() is None, "the work ended before Ctrl-C"
    process.send_signal(signal.SIGINT)
    return finish(process)


def test_ctrl_c_during_replay_exits_130_with_one_line(files: tuple[Path, Path, Path]) -> None:
    scenario, _, _ = files
    long_ops = scenario.with_name("long.jsonl")
    long_ops.write_text((OPS + '{"op": "undo"}\n') * 300_000, encoding="utf-8")
    began = time.monotonic()
    code, err = interrupted(["replay", scenario, long_ops], lambda: time.monotonic() - began > 1)
    assert code == 130, err
    assert err == "influence-board: interrupted\n"


def test_ctrl_c_during_sheet_exits_130_and_leaves_no_file(
    files: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    scenario, _, _ = files
    many = [tmp_path / f"b{i}.json" for i in range(300)]
    for path in many:
        path.write_text(scenario.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "pack.pdf"
    before = set(tmp_path.iterdir())
    for wait in (0.6, 0.9):  # while the files are read, and while Qt draws
        began = time.monotonic()

        def ready(began: float = began, wait: float = wait) -> bool:
            return time.monotonic() - began > wait

        code, err = interrupted(["sheet", *many, "-o", out], ready)
        assert code == 130, err
        assert err == "influence-board: interrupted\n"
        assert set(tmp_path.iterdir()) == before  # no pack, no temporary file


# -- far-apart Regions ------------------------------------------------------------------------


def far_apart(tmp_path: Path) -> Path:
    data = to_data(STANDARD)
    data["regions"] = data["regions"][:2]
    data["regions"][0]["position"] = [-5_000_000, -5_000_000]
    data["regions"][1]["position"] = [5_000_000, 5_000_000]
    data["adjacency"] = []
    path = tmp_path / "far.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def measured(args: Sequence[object]) -> tuple[int, str, int]:
    """Exit status, stderr and the peak resident memory in bytes of a run (one that does
    not end within the guard's minute fails: the work is bounded by the memory, not timed)."""
    process = start(args)
    _, err = process.communicate(timeout=60)
    # The child is reaped: its peak memory is in the children's rusage (the most of all).
    import resource

    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    return process.returncode, err.decode(), peak


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in KB is Linux's")
def test_far_apart_regions_print_and_draw_in_bounded_memory(tmp_path: Path) -> None:
    far = far_apart(tmp_path)
    for suffix in ("pdf", "svg"):
        out = tmp_path / f"far.{suffix}"
        code, err, peak = measured(["render", far, "-o", out])
        assert code == 0, err
        assert peak < 500 * 2**20
    code, err, peak = measured(["render", far, "-o", tmp_path / "far.png"])
    assert code == 2 and "million" in err and "far apart" in err  # refused, with the reason
    assert not (tmp_path / "far.png").exists()
    code, err, peak = measured(["sheet", far, "-o", tmp_path / "sheet.pdf"])
    assert code == 0, err
    assert peak < 500 * 2**20
    svg = (tmp_path / "far.svg").read_text(encoding="utf-8")
    assert '<svg width="5080mm" height="5080mm"' in svg  # 200 inches: the view box keeps it all
    pdf = (tmp_path / "far.pdf").read_bytes()
    assert b"/MediaBox [0 0 14400.000000 14400.000000]" in pdf  # the largest page viewers open
    assert (tmp_path / "sheet.pdf").read_bytes().count(b"/Type /Page\n") < 10  # not 8,139 pages


def test_a_terminal_as_stdin_is_bad_input_not_a_wait() -> None:
    master, terminal = os.openpty()
    try:
        process = start(["check", "-"], stdin=terminal)
        code, err = finish(process)
    finally:
        os.close(terminal)
        os.close(master)
    assert code == 2 and "standard input is a terminal" in err, err
