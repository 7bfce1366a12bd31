"""The data-driven cases of tests/cases (the worked examples of RULES.md), through
`influence-board replay scenario.json ops.jsonl --json`."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from cli.conftest import Run

CASES = Path(__file__).resolve().parent.parent / "cases"
FOLDERS = sorted(p for p in CASES.iterdir() if (p / "expected.json").is_file())
NOT_REPORT = ("exit", "stderr_prefix")


def test_there_is_a_case_per_worked_example() -> None:
    assert [p.name[:2] for p in FOLDERS] == [
        "a_", "b_", "c_", "d_", "e_", "f_", "g_", "h_", "i_", "j_", "k_", "l_", "m_"
    ]  # fmt: skip


def _by_place(ranking: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(ranking, key=lambda s: (s.get("place", 0), str(s.get("owner"))))


def assert_subset(expected: Any, actual: Any, path: str = "") -> None:
    """Every key of `expected` is in `actual` with the same value (recursively); lists must
    match item by item; a ranking is compared in place order."""
    where = path or "the report"
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, found {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}: no {key!r} (keys: {sorted(actual)})"
            assert_subset(value, actual[key], f"{path}.{key}" if path else key)
    elif isinstance(expected, list):
        assert isinstance(actual, list), f"{where}: expected an array, found {actual!r}"
        assert len(actual) == len(expected), f"{where}: expected {expected!r}, found {actual!r}"
        if path.endswith(".ranking"):
            expected, actual = _by_place(expected), _by_place(actual)
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            assert_subset(e, a, f"{path}[{i}]")
    else:
        assert actual == expected, f"{where}: expected {expected!r}, found {actual!r}"
        assert type(actual) is type(expected), f"{where}: {actual!r} is not a {type(expected)}"


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.name for p in FOLDERS])
def test_case(folder: Path, cli: Callable[..., Run]) -> None:
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    run = cli("replay", "scenario.json", "ops.jsonl", "--json", cwd=folder)
    assert run.code == expected["exit"], run
    prefix = expected.get("stderr_prefix")
    if prefix is None:
        assert run.err == "", run
    else:
        lines = run.err.splitlines()
        assert len(lines) == 1, run
        assert lines[0].startswith(prefix), run
        assert lines[0][len(prefix) :].strip(), "the refusal gives a reason"
    report = run.json()
    assert "events" in report
    assert_subset({k: v for k, v in expected.items() if k not in NOT_REPORT}, report)


def test_assert_subset_catches_differences() -> None:
    assert_subset({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2, "c": 3}], "d": 4})
    for expected, actual in [
        ({"a": 1}, {}),
        ({"a": 1}, {"a": 2}),
        ({"a": [1]}, {"a": [1, 2]}),
        ({"a": 0}, {"a": False}),
        ({"a": None}, {"a": "x"}),
    ]:
        with pytest.raises(AssertionError):
            assert_subset(expected, actual)
