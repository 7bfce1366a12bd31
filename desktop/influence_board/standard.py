"""The embedded standard board and other shipped scenarios (found through importlib.resources,
so they work from a plain `pip install .`)."""

from __future__ import annotations

from importlib import resources

from .rules.board import Board
from .rules.formats.scenario import loads

STANDARD = "world-order.json"


def scenario_text(name: str = STANDARD) -> str:
    return (resources.files("influence_board.resources") / "scenarios" / name).read_text("utf-8")


def standard_board() -> Board:
    return loads(scenario_text(), f"<embedded {STANDARD}>")
