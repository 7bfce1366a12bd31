"""Issue 9, items 10 and 11: only regular files are read, at most 64 MB, at once; operation
lines are split on `\\n` only. Real special files: a folder, a FIFO, /dev/zero, a symlink
loop, a sparse file just over the limit. Issue 23, item 5: an operation file is a stream of
any length, bounded by the line (1 MB) instead."""

from __future__ import annotations

import json
import os
import sys
import threading
import unicodedata
from pathlib import Path

import pytest
from faults import cli

from influence_board.rules.formats.operation_lines import (
    OpFileError,
    OpLineError,
    parse_lines,
    read_steps,
)
from influence_board.rules.formats.scenario import ScenarioError, dumps, load, standard_board

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX special files")
MAX_FILE_BYTES = 64 * 1024 * 1024  # DESIGN.md, Limits
MAX_LINE_BYTES = 1024 * 1024  # an operation line, its newline aside


def _fifo(tmp_path: Path) -> Path:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    return fifo


def _loop(tmp_path: Path) -> Path:
    (tmp_path / "a.json").symlink_to(tmp_path / "b.json")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    return tmp_path / "a.json"


def _too_big(tmp_path: Path) -> Path:
    big = tmp_path / "big.json"
    with open(big, "wb") as f:  # sparse: no 64 MB actually written
        f.truncate(MAX_FILE_BYTES + 1)
    return big


SPECIAL = {
    "folder": (lambda tmp: tmp, "it is a folder"),
    "fifo": (_fifo, "it is a pipe (FIFO)"),
    "device": (lambda tmp: Path("/dev/zero"), "it is a device"),
    "symlink loop": (_loop, "a symbolic link loop"),
    "too big": (_too_big, "larger than 64 MB"),
}


@posix
@pytest.mark.parametrize("kind", SPECIAL)
def test_check_refuses_what_is_not_a_regular_file(tmp_path: Path, kind: str) -> None:
    make, reason = SPECIAL[kind]
    path = make(tmp_path)
    done = cli("check", path, timeout=30)  # a FIFO hung forever, /dev/zero ate the memory
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{path}: "), done.stderr
    assert reason in done.stderr


@posix
@pytest.mark.parametrize("kind", [k for k in SPECIAL if k != "too big"])
def test_replay_refuses_an_operation_file_that_is_not_regular(tmp_path: Path, kind: str) -> None:
    make, reason = SPECIAL[kind]
    folder = tmp_path / "x"
    folder.mkdir()
    path = make(folder)
    scenario = tmp_path / "s.json"
    scenario.write_text(dumps(standard_board()), encoding="utf-8")
    done = cli("replay", scenario, path, timeout=30)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{path}: ") and reason in done.stderr, done.stderr


@posix
def test_loaders_refuse_a_fifo_at_once_with_their_own_errors(tmp_path: Path) -> None:
    """Run in a thread so that a regression fails here instead of hanging the run."""
    fifo = _fifo(tmp_path)
    raised: list[BaseException] = []

    def read_both() -> None:
        for reader, error in ((load, ScenarioError), (read_steps, OpFileError)):
            try:
                reader(fifo)  # opened without blocking: no writer is needed to return
            except error as exc:
                raised.append(exc)

    thread = threading.Thread(target=read_both, daemon=True)
    thread.start()
    thread.join(timeout=20)
    assert not thread.is_alive(), "reading a FIFO blocked"
    assert len(raised) == 2 and all("pipe" in str(exc) for exc in raised), raised


def _scenario(tmp_path: Path) -> Path:
    scenario = tmp_path / "s.json"
    scenario.write_text(dumps(standard_board()), encoding="utf-8")
    return scenario


def test_an_operation_file_past_64_mb_replays(tmp_path: Path) -> None:
    """No bound on the file: 64 lines of 1 MB of blanks (cheap to read, skipped as blank
    lines; the longest a line may be, its newline aside), then two operations."""
    ops = tmp_path / "long.jsonl"
    blank = b" " * MAX_LINE_BYTES + b"\n"
    blanks = MAX_FILE_BYTES // len(blank) + 1
    with open(ops, "wb") as out:
        for _ in range(blanks):
            out.write(blank)
        out.write(b'{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n')
        out.write(b'{"op": "undo"}\n')
    assert ops.stat().st_size > MAX_FILE_BYTES
    done = cli("replay", _scenario(tmp_path), ops, "--json", timeout=60)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["applied"] == 2
    assert [e["line"] for e in report["events"]] == [blanks + 1, blanks + 2]


@pytest.mark.parametrize("where", [1, 3])
def test_an_operation_line_past_1_mb_is_refused_naming_it(tmp_path: Path, where: int) -> None:
    """The line is read no further than its bound: a sparse file of 64 MB of zero bytes
    without a newline (line 1) is refused as soon as the replay comes to it."""
    ops = tmp_path / "ops.jsonl"
    with open(ops, "wb") as out:
        out.write(
            b'{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}\n'
            * (where - 1)
        )
        out.seek(MAX_FILE_BYTES, os.SEEK_CUR)
        out.write(b"\n")
    done = cli("replay", _scenario(tmp_path), ops, timeout=30)
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"{ops}:{where}: the line is longer than 1 MB, the most a line may hold\n"
    assert done.stdout == ""


def test_an_operation_line_of_exactly_1_mb_is_read(tmp_path: Path) -> None:
    """1 MB of text and its newline; also as the last line, with no newline."""
    op = b'{"op": "add", "region": "europe", "player": "usa", "kind": "temporary"}'
    line = op + b" " * (MAX_LINE_BYTES - len(op))
    for tail in (b"\n", b""):
        ops = tmp_path / "ops.jsonl"
        ops.write_bytes(line + b"\n" + line + tail)
        assert [n for n, _ in read_steps(ops)] == [1, 2]
        ops.write_bytes(line + b"\n" + line + b" " + tail)
        with pytest.raises(OpLineError, match=r"^.*:2: the line is longer than 1 MB"):
            read_steps(ops)


def test_a_file_of_exactly_the_limit_is_read_to_its_end(tmp_path: Path) -> None:
    """The limit is 64 MB: a file that size is read (and judged as JSON), not refused."""
    path = tmp_path / "pad.json"
    text = dumps(standard_board())
    path.write_text(text + " " * (MAX_FILE_BYTES - len(text.encode())), encoding="utf-8")
    assert dumps(load(path)) == text


# Line breaks to str.splitlines() that JSON allows raw inside a string (json.dumps keeps them).
LINE_SEPARATORS = ["\u2028", "\u2029", "\u0085"]


@pytest.mark.parametrize("separator", LINE_SEPARATORS, ids=[hex(ord(c)) for c in LINE_SEPARATORS])
def test_operation_lines_split_on_newline_only(separator: str) -> None:
    """str.splitlines() broke a line inside a JSON string at these characters."""
    op = {"op": "score", "region": "europe", "comment": f"one{separator}line"}
    text = json.dumps(op, ensure_ascii=False) + "\n" + json.dumps({"op": "undo"}) + "\n"
    if unicodedata.category(separator) == "Cc":
        # A note is a name-like text (DESIGN.md): the whole line was read, and its comment
        # is refused for the control character, at line 1.
        with pytest.raises(OpLineError) as caught:
            parse_lines(text)
        assert caught.value.line == 1 and '"comment"' in caught.value.message
        return
    (first, _), (second, _) = parse_lines(text)
    assert (first, second) == (1, 2)


def test_replay_reads_a_file_with_unicode_line_separators_in_strings(tmp_path: Path) -> None:
    ops = tmp_path / "ops.jsonl"
    lines = [
        {
            "op": "add",
            "region": "europe",
            "player": "china",
            "kind": "temporary",
            "comment": "U+2028 \u2028 and U+2029 \u2029 inside a string",
        },
        {"op": "score", "region": "europe"},
    ]
    ops.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), "utf-8")
    scenario = tmp_path / "s.json"
    scenario.write_text(dumps(standard_board()), encoding="utf-8")
    done = cli("replay", scenario, ops, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["applied"] == 2
