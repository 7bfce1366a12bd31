"""The rules engine is pure Python (DESIGN.md): importing and using it never loads Qt."""

from __future__ import annotations

import subprocess
import sys

QT = ("PySide6", "shiboken6")

_PROBE = f"""
import sys
import influence_board.rules
import influence_board.rules.board
import influence_board.rules.analysis.diff
import influence_board.rules.history.engine
import influence_board.rules.majority
import influence_board.rules.formats.oplines
import influence_board.rules.operations
import influence_board.rules.analysis.options
import influence_board.rules.ops
import influence_board.rules.history.replay
import influence_board.rules.formats.replay_report
import influence_board.rules.analysis.report
import influence_board.rules.formats.scenario
import influence_board.rules.topology
import influence_board.cli.main
from influence_board.rules import Add, Score, apply
from influence_board.rules.analysis.report import board_report, describe
from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.topology import graph, link_problems

b = standard_board()
b = apply(b, Add("europe", "usa", "temporary")).board
b = apply(b, Score()).board
loads(dumps(b))
board_report(b)
describe(b)
graph(b)
loaded = sorted(m for m in sys.modules if m.startswith({QT!r}))
assert not loaded, loaded
print("ok")
"""


def test_the_rules_engine_never_imports_qt():
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
