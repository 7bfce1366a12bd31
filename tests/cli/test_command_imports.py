"""A command loads only what it uses (issue 37): a fast command is mostly its start, and each
module is time of it (tests/benchmarks/bench_cli_start.py measures the starts). Counted
here, not timed: the modules a fresh process has loaded once the command is done."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app_process import environment

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "resources" / "scenarios" / "world-order.json"

LOADED = """
import contextlib, io, json, sys
from influence_board.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
loaded = sorted(m for m in sys.modules if m.startswith("influence_board."))
print(json.dumps({"status": status, "loaded": loaded}))
"""

# The history engine and what only a game file or an operation needs.
HISTORY = {
    "influence_board.rules.formats.game_file",
    "influence_board.rules.formats.operation_lines",
    "influence_board.rules.history.tree",
    "influence_board.rules.history.engine",
    "influence_board.rules.operations",
    "influence_board.rules.play",
}


def loaded_by(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", LOADED, *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env=environment(),
    )
    found = json.loads(done.stdout)
    assert found["status"] == 0, done.stderr
    return set(found["loaded"])


@pytest.mark.parametrize(
    "args",
    [("check", str(SCENARIO)), ("check", "--json", str(SCENARIO)), ("code",)],
    ids=["check", "check --json", "code"],
)
def test_a_scenario_is_read_without_the_history_engine(args: tuple[str, ...]) -> None:
    loaded = loaded_by(*args)
    assert "influence_board.rules.formats.scenario" in loaded
    assert loaded.isdisjoint(HISTORY), sorted(loaded & HISTORY)
    assert not any(m.startswith("influence_board.window") for m in loaded)


def test_options_in_words_write_no_operation_line() -> None:
    loaded = loaded_by("options", "--player", "usa")
    assert "influence_board.rules.play" in loaded  # the choices are played to be weighed
    assert "influence_board.rules.formats.operation_lines" not in loaded
