"""Fuzzing the readers of outside input: scenario files and operation lines.

The contract (DESIGN.md, exit status 2 "bad input"): whatever the input, the scenario
loader either gives a Board or raises ScenarioError whose every problem has a JSON path
and a message; the operation-line parser either gives operations or raises OpLineError
with a line number. Any other exception is a crash of `check`, `replay` or File > Open.
Every message can be printed anywhere (no lone surrogate, no control character), and
everything that loads or parses is within DESIGN.md "Limits".

Examples per test: INFLUENCE_BOARD_FUZZ_EXAMPLES (default 250); a hand run at 10,000:
`INFLUENCE_BOARD_FUZZ_EXAMPLES=10000 pytest tests/rules/test_loader_fuzz.py`.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
import os
import re
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Any

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, example, given, settings

from influence_board.rules.board import Board
from influence_board.rules.formats import scenario
from influence_board.rules.formats.operation_lines import OpLineError, parse_lines, to_line
from influence_board.rules.formats.scenario import ScenarioError, scenario_text
from influence_board.rules.limits import MAX_COUNT, is_coordinate, is_count, text_fault

FUZZ = settings(
    max_examples=int(os.environ.get("INFLUENCE_BOARD_FUZZ_EXAMPLES", "250")),
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

STANDARD_TEXT = scenario_text()
STANDARD = json.loads(STANDARD_TEXT)
LINE_COLUMN = re.compile(r"line \d+ column \d+")

# Integers a JSON text can hold that do not fit a float (json.loads reads them exactly).
BIG = 10**400
# Past what Python turns into text at all (4300 digits): json.dumps refuses it. Made by
# a map, since hypothesis cannot print such a constant in a strategy's description.
huge = st.integers(4300, 4400).map(lambda digits: 10**digits)

# -- JSON values --------------------------------------------------------------------------------

# Words of the two formats, so that random documents often look almost right.
WORDS = (
    "influence-board/1",
    "format",
    "name",
    "players",
    "local_power",
    "regions",
    "adjacency",
    "vp",
    "id",
    "color",
    "permanent",
    "temporary",
    "overflow",
    "majority_bonus",
    "position",
    "positions",
    "cubes",
    "armies",
    "usa",
    "eu",
    "local",
    "europe",
    "africa",
    "#0072B2",
    "black",
    "op",
    "add",
    "convert",
    "reset",
    "remove",
    "score",
    "move",
    "undo",
    "redo",
    "region",
    "player",
    "kind",
    "index",
    "slot",
    "row",
    "count",
    "source",
    "setup",
    "force",
    "",
    " ",
)

# Text a terminal or an encoder chokes on: lone surrogates, control characters (escape
# sequences, bells, newlines), and the line separators str.splitlines splits on.
NASTY = ("\ud800", "eu\udfff", "\u001b[31mred", "\u0007", "a\nb", "\r", "\u2028", "\u0085", "\x00")
OPS = ("add", "convert", "reset", "remove", "armies", "score", "move", "undo", "redo")
texts = (
    st.sampled_from(WORDS)
    | st.text(max_size=12)
    | st.sampled_from(NASTY)
    | st.text(st.characters(categories=("Cs", "Cc", "Zl", "Zp")), max_size=4)
)
scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from((BIG, -BIG, 2**63, 2**80, MAX_COUNT, MAX_COUNT + 1, -1, 0))
    | st.integers(MAX_COUNT - 2, MAX_COUNT + 2)
    | huge
    | st.floats()
    | texts
)
json_values = st.recursive(
    scalars,
    lambda kids: st.lists(kids, max_size=5) | st.dictionaries(texts, kids, max_size=6),
    max_leaves=30,
)


@st.composite
def scenario_like(draw: st.DrawFn) -> dict[str, Any]:
    """A dict with the scenario's keys (the right format half of the time), random values."""
    doc = draw(st.dictionaries(texts, json_values, max_size=8))
    if draw(st.booleans()):
        doc["format"] = scenario.FORMAT
    return doc


# -- the properties -----------------------------------------------------------------------------


def hostile_json(value: Any) -> str:
    """JSON text as a hostile file may hold it: integers of any length written out."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return json.dumps(value)
    finally:
        sys.set_int_max_str_digits(limit)


def printable(text: str) -> None:
    """Text that any terminal and any UTF-8 stream takes as it is."""
    text.encode("utf-8")
    bad = [c for c in text if c != "\n" and unicodedata.category(c) == "Cc"]
    assert not bad, f"control characters in {text!r}"


def check_error(exc: ScenarioError) -> None:
    assert exc.problems, "a ScenarioError names at least one problem"
    for p in exc.problems:
        assert isinstance(p.path, str), p
        assert isinstance(p.message, str) and p.message, p
        assert p.place.startswith(p.path.split(".")[0].split("[")[0]), p
    assert str(exc)
    printable(exc.describe())


def within_limits(board: Board) -> None:
    """A Board the loader accepts holds nothing the window cannot show (DESIGN.md Limits)."""
    assert all(is_count(v) for v in board.vp)
    for p in board.participants():
        assert text_fault(p.name) is None and text_fault(p.id) is None
    assert text_fault(board.name) is None
    for r in board.regions:
        assert text_fault(r.name) is None and text_fault(r.id) is None
        for v in (*r.permanent_vp, *r.temporary_vp, *r.majority_bonus):
            assert is_count(v)
        assert all(is_count(n) and n > 0 for _, n in r.armies)
        assert r.position is None or all(is_coordinate(c) for c in r.position)


def not_finite(value: Any) -> bool:
    if isinstance(value, float):
        return not math.isfinite(value)
    if isinstance(value, dict):
        return any(not_finite(v) for v in value.values())
    if isinstance(value, list):
        return any(not_finite(v) for v in value)
    return False


def lone_surrogate(data: Any) -> bool:
    """Whether a key or a text anywhere in `data` holds a lone surrogate."""
    if isinstance(data, str):
        # A high and a low surrogate side by side are written as one character's pair.
        paired = data.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
        return any(0xD800 <= ord(c) <= 0xDFFF for c in paired)
    if isinstance(data, dict):
        return any(lone_surrogate(k) or lone_surrogate(v) for k, v in data.items())
    if isinstance(data, list):
        return any(lone_surrogate(v) for v in data)
    return False


def load_data(data: Any) -> Board | None:
    """from_data, and loads of its JSON text: a Board or a ScenarioError, never anything else.
    Both readings agree."""
    try:
        board = scenario.from_data(data)
    except ScenarioError as exc:
        check_error(exc)
        board = None
    text = hostile_json(data)  # integers past 4300 digits written out, as a file may hold them
    refused = ""
    try:
        again = scenario.loads(text)
    except ScenarioError as exc:
        check_error(exc)
        again, refused = None, exc.describe()
    if not_finite(data):
        # Written out, NaN or Infinity anywhere (even under a key the reader ignores) is not
        # JSON: the text is refused whatever the data gives.
        assert again is None and "not JSON" in refused, refused
    elif lone_surrogate(data):
        # Written out, a lone surrogate anywhere (even under a key the reader ignores) is
        # text no file can hold as UTF-8: refused, with its place.
        assert again is None and "lone surrogate" in refused, refused
    else:
        assert again == board
    if board is not None:
        within_limits(board)
    return board


def round_trips(board: Board) -> None:
    text = scenario.dumps(board)
    again = scenario.loads(text)
    assert again == board
    assert scenario.dumps(again) == text


# (a) any JSON value


@FUZZ
@given(json_values | scenario_like())
def test_any_json_value_loads_or_reports(data: Any) -> None:
    board = load_data(data)
    if board is not None:
        round_trips(board)


# (b) mutations of the standard scenario


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _at(doc: Any, path: tuple) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _with_position(position: list[Any]) -> Any:
    doc = copy.deepcopy(STANDARD)
    doc["regions"][0]["position"] = position
    return doc


@st.composite
def mutated_standard(draw: st.DrawFn) -> Any:
    """The standard scenario with one to three random edits at random places."""
    doc = copy.deepcopy(STANDARD)
    for _ in range(draw(st.sampled_from((1, 1, 1, 2, 3)))):
        # Not the root: test_any_json_value_loads_or_reports covers whole other values.
        path = draw(st.sampled_from(_paths(doc)[1:]))
        target = _at(doc, path)
        edits = []  # the edits that may still load first: hypothesis favours early choices
        if isinstance(target, int | float) and not isinstance(target, bool):
            edits += ["renumber"] * 4
        if isinstance(target, str):
            edits += ["reword"] * 2
        if isinstance(target, list):
            edits += ["append_copy", "append"] if target else ["append"]
        if isinstance(target, dict):
            edits.append("add_key")
        edits += ["replace", "delete"]
        edit = draw(st.sampled_from(edits))
        if edit == "replace":
            value = draw(json_values)
            _at(doc, path[:-1])[path[-1]] = value
        elif edit in ("renumber", "reword"):
            numbers = (
                st.integers(0, 20)
                | st.integers(-(10**7), 10**7).map(lambda n: n / 1000)
                | st.floats(-5000, 5000)
                | scalars.filter(lambda v: isinstance(v, int | float))
            )
            value = draw(numbers if edit == "renumber" else texts)
            _at(doc, path[:-1])[path[-1]] = value
        elif edit == "delete":
            del _at(doc, path[:-1])[path[-1]]
        elif edit == "append":
            target.append(draw(json_values))
        elif edit == "append_copy":
            target.append(copy.deepcopy(draw(st.sampled_from(target))))
        else:
            target[draw(texts)] = draw(json_values)
    return doc


@FUZZ
@given(mutated_standard())
@example(_with_position([BIG, 0]))  # a position too big for a float
def test_mutated_standard_loads_or_reports(data: Any) -> None:
    load_data(data)


@FUZZ
@given(mutated_standard())
@example(_with_position([100.123, 5]))  # saved rounded to 2 decimals
def test_mutated_standard_round_trips_when_it_loads(data: Any) -> None:
    try:
        board = scenario.from_data(data)
    except (ScenarioError, OverflowError):  # OverflowError: the loads-or-reports test's bug
        return
    round_trips(board)


# (c) truncated files

# Every strict prefix that stops before the closing brace is not JSON.
LAST = STANDARD_TEXT.rindex("}")


@FUZZ
@given(st.integers(0, LAST))
def test_truncated_text_names_line_and_column(n: int) -> None:
    with pytest.raises(ScenarioError) as info:
        scenario.loads(STANDARD_TEXT[:n])
    check_error(info.value)
    (problem,) = info.value.problems
    assert LINE_COLUMN.fullmatch(problem.path), problem
    line = int(problem.path.split()[1])
    assert 1 <= line <= STANDARD_TEXT[:n].count("\n") + 1


STANDARD_BYTES = STANDARD_TEXT.encode("utf-8")


@FUZZ
@given(st.integers(0, STANDARD_BYTES.rindex(b"}")), st.binary(max_size=8))
def test_truncated_file_is_reported(n: int, tail: bytes) -> None:
    """A file cut short, maybe with some garbage after the cut: ScenarioError naming the
    file, with a line and column unless the bytes are not UTF-8 at all. (With garbage the
    cut can by chance be completed into a valid file: then it simply loads.)"""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cut.json"
        path.write_bytes(STANDARD_BYTES[:n] + tail)
        try:
            scenario.load(path)
        except ScenarioError as exc:
            check_error(exc)
            assert exc.source == str(path)
            for problem in exc.problems:
                assert LINE_COLUMN.fullmatch(problem.path) or problem.message.startswith(
                    "not UTF-8"
                ), problem
        else:
            assert tail, "a strict prefix of the file loaded"


@FUZZ
@given(st.text())
@example("1" * 4301)  # json.loads refuses ints past the str() digit limit with a ValueError
@example('{"format": "influence-board/1", "vp": {"usa": ' + "9" * 5000 + "}}")
@example(STANDARD_TEXT.replace('"majority_bonus": [', '"majority_bonus": [' + "9" * 4400 + ", "))
@example(STANDARD_TEXT.replace('"name": "', '"name": "\\ud800\\u001b[2J', 1))
@example(STANDARD_TEXT.replace("[", "[NaN, ", 1))
def test_random_text_loads_or_reports(text: str) -> None:
    try:
        scenario.loads(text)
    except ScenarioError as exc:
        check_error(exc)


# -- operation lines ---------------------------------------------------------------------------


@st.composite
def op_like(draw: st.DrawFn) -> str:
    """One line: an object with the op vocabulary, any JSON value, or any text."""
    kind = draw(st.integers(0, 2))
    if kind == 0:
        entry = draw(st.dictionaries(texts, json_values, max_size=5))
        if draw(st.booleans()):
            entry["op"] = draw(st.sampled_from(OPS) | json_values)
        return hostile_json(entry)
    if kind == 1:
        return hostile_json(draw(json_values))
    return draw(st.text(max_size=30))


@FUZZ
@given(st.lists(op_like(), max_size=6).map("\n".join) | st.text())
@example('{"op": []}')  # an unhashable "op" value
@example('{"op": {}}')
@example('{"op": "score", "region": ' + "1" * 4301 + "}")
@example('{"op": "armies", "region": "x", "player": "a", "count": ' + "9" * 5000 + "}")
@example('{"op": "armies", "region": "x", "player": "\\ud800", "count": 1}')
@example('{"op": "add", "region": "x", "player": "a", "kind": "\\u001b[2J"}')
@example('{"op": "move", "region": "x", "position": [Infinity, 0]}')
def test_operation_lines_parse_or_report(text: str) -> None:
    try:
        steps = parse_lines(text, "ops.jsonl")
    except OpLineError as exc:
        assert isinstance(exc.line, int)
        assert 1 <= exc.line <= max(1, len(text.splitlines()))
        assert isinstance(exc.message, str) and exc.message
        printable(str(exc))
        assert str(exc).startswith(f"ops.jsonl:{exc.line}: ")
        return
    for _, step in steps:
        ((_, again),) = parse_lines(to_line(step))
        assert again == step
        for value in (getattr(step, f.name) for f in dataclasses.fields(step)):
            if isinstance(value, str):
                assert text_fault(value) is None, step
            elif isinstance(value, int) and not isinstance(value, bool):
                assert is_count(value), step
