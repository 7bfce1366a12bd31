"""The README's scenario and operation examples must stay true."""

from __future__ import annotations

import json
import re
from pathlib import Path

from influence_board.rules.formats.operation_lines import parse_lines
from influence_board.rules.formats.scenario import loads
from influence_board.rules.history.replay import replay

README = Path(__file__).resolve().parents[2] / "README.md"


def _blocks() -> list[str]:
    return re.findall(r"```json\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_scenario_loads_and_operations_replay() -> None:
    scenario, operations = _blocks()
    board = loads(scenario, "README.md")
    result = replay(board, parse_lines(operations, "README.md"))
    assert result.refused is None
    assert result.unmet is None  # the example's own expectations hold
    assert result.applied == 5  # expectations are not operations
    # after the undo of the score: USA gained 3 (temporary slot 2, the EU's cube holds
    # slot 1) + 1 (permanent slot 2)
    assert result.board.vp_dict() == {"usa": 4, "eu": 0}
    assert result.board.region("africa").permanent == ("eu", "usa")
    assert json.loads(operations.splitlines()[0])["op"] == "add"
