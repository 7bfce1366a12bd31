"""The JSON Schemas of the file formats (issue 21, DESIGN.md `influence-board schema`):
shipped as files equal to what the command prints, valid draft 2020-12 schemas, and every
file in resources/ and tests/cases/, every saved game and recovery file and every `--json`
report of check and replay validates; a scenario the reader refuses for its shape the
scenario schema refuses too (over the loader fuzzers' documents)."""

from __future__ import annotations

import io
import json
import math
import sys
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from test_loader_fuzz import FUZZ, json_values, mutated_standard, scenario_like

from influence_board.cli.main import main
from influence_board.rules.formats import scenario
from influence_board.rules.formats.game_file import dumps_game
from influence_board.rules.formats.operation_lines import read_steps
from influence_board.rules.formats.recovery_file import dumps_recovery
from influence_board.rules.formats.schemas import NAMES, schema
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.operations import Operation, Refusal
from influence_board.rules.play import apply

jsonschema = pytest.importorskip("jsonschema")
referencing = pytest.importorskip("referencing")

ROOT = Path(__file__).resolve().parents[3]
CASES = sorted(p for p in (ROOT / "tests" / "cases").iterdir() if p.is_dir())


def _validators() -> dict[str, Any]:
    resources = [(schema(n)["$id"], referencing.Resource.from_contents(schema(n))) for n in NAMES]
    registry = referencing.Registry().with_resources(resources)
    return {n: jsonschema.Draft202012Validator(schema(n), registry=registry) for n in NAMES}


VALIDATORS = _validators()


def assert_valid(name: str, data: Any) -> None:
    errors = sorted(VALIDATORS[name].iter_errors(data), key=str)
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])


def _cli_lines(*args: str) -> list[Any]:
    """The JSON lines the command line prints for `args` (one document, or JSON lines)."""
    out = io.StringIO()
    with redirect_stdout(out):
        main(list(args))
    text = out.getvalue()
    try:
        return [json.loads(text)]
    except ValueError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("name", NAMES)
def test_each_schema_is_shipped_as_the_command_prints_it(name: str) -> None:
    shipped = ROOT / "resources" / "schemas" / f"{name}.schema.json"
    assert json.loads(shipped.read_text(encoding="utf-8")) == schema(name)
    jsonschema.Draft202012Validator.check_schema(schema(name))
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["schema", name]) == 0
    assert json.loads(out.getvalue()) == schema(name)


def test_every_shipped_scenario_validates() -> None:
    files = sorted((ROOT / "resources" / "scenarios").glob("*.json"))
    assert files
    for file in files:
        assert_valid("scenario", json.loads(file.read_text(encoding="utf-8")))


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_every_case_validates_and_so_do_its_reports(case: Path) -> None:
    start = json.loads((case / "scenario.json").read_text(encoding="utf-8"))
    assert_valid("scenario", start)
    for line in (case / "ops.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            assert_valid("operation", json.loads(line))
    (checked,) = _cli_lines("check", "--json", str(case / "scenario.json"))
    assert_valid("report", checked)
    (replayed,) = _cli_lines(
        "replay", "--json", str(case / "scenario.json"), str(case / "ops.jsonl")
    )
    assert_valid("report", replayed)


def test_check_of_several_files_reports_valid_reports(tmp_path: Path) -> None:
    files = [str(case / "scenario.json") for case in CASES[:3]]
    lines = _cli_lines("check", "--json", *files)
    assert len(lines) == 3
    for line in lines:
        assert_valid("report", line["report"])


@pytest.mark.parametrize("case", CASES, ids=lambda p: p.name)
def test_saved_games_and_recovery_files_validate(case: Path) -> None:
    """The game file of each case's line (every step that is an operation, and a
    variation beside the first step), and a recovery file of it."""
    from influence_board.rules.formats.recovery_file import Saved

    start = scenario.load(case / "scenario.json")
    tree = Variations(start)
    node = tree.root
    for _, step in read_steps(case / "ops.jsonl"):
        op = getattr(step, "step", step)
        result = apply(node.board, op) if isinstance(op, Operation) else None  # not an expect
        if result is None or isinstance(result, Refusal) or result.board == node.board:
            continue
        node = tree.adopt(Node(node, op, result.board, "a step"))
    tree.current = node
    game = json.loads(dumps_game(tree))
    assert_valid("game", game)
    saved = Saved(saved_at=1_700_000_000.0, pid=1234, path=None)
    assert_valid("game", json.loads(dumps_recovery(tree, saved)))


# -- the shape: what the reader refuses, the schema refuses ------------------------------------


def integral_float(value: Any) -> bool:
    """A float with no fraction somewhere: JSON Schema counts it an integer, the reader
    does not (the schemas' docstring says so)."""
    if isinstance(value, float):
        return math.isfinite(value) and value.is_integer()
    if isinstance(value, dict):
        return any(integral_float(v) for v in value.values())
    if isinstance(value, list):
        return any(integral_float(v) for v in value)
    return False


def shape_refused(data: Any) -> bool:
    """The reader reports a shape or type problem; "not a player" in the VP ledger is a
    question across the file (the players' ids), which no schema can ask."""
    _, problems = scenario.read(data)
    return any(not p.message.startswith("not a player") for p in problems)


def schema_accepts(data: Any) -> bool:
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # a validator may write a huge number out
    try:
        return VALIDATORS["scenario"].is_valid(data)
    finally:
        sys.set_int_max_str_digits(limit)


def reader_and_schema_agree(data: Any) -> None:
    if integral_float(data):
        return
    if shape_refused(data):
        assert not schema_accepts(data), scenario.read(data)[1]
    else:
        try:
            scenario.from_data(data)
        except (scenario.ScenarioError, OverflowError):
            return
        assert schema_accepts(data), list(VALIDATORS["scenario"].iter_errors(data))[:3]


@FUZZ
@given(json_values | scenario_like())
def test_any_json_value_the_reader_refuses_the_schema_refuses(data: Any) -> None:
    reader_and_schema_agree(data)


def _standard_with(edit: Callable[[dict[str, Any]], object]) -> Any:
    doc = json.loads(scenario.scenario_text())
    edit(doc)
    return doc


@FUZZ
@given(mutated_standard())
@example(_standard_with(lambda d: d["players"][0].pop("color")))
@example(_standard_with(lambda d: d["regions"][1].pop("id")))
@example(_standard_with(lambda d: d["regions"][0].update(cubes={"middle": []})))
@example(_standard_with(lambda d: d["regions"][0].update(armies=None)))
@example(_standard_with(lambda d: d.update(vp="none")))
@example(_standard_with(lambda d: d.update(adjacency=[["europe"]])))
@example(_standard_with(lambda d: d["regions"][0].update(position=[1, True])))
def test_a_mutated_standard_the_reader_refuses_the_schema_refuses(data: Any) -> None:
    reader_and_schema_agree(data)
