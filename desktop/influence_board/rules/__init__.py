"""The rules engine: pure Python, no Qt. See RULES.md."""

from .board import Board, Participant, Region
from .majority import Standing, can_score, counts, empty_permanent, ranking
from .operations import apply
from .ops import (
    Add,
    Convert,
    Event,
    MoveRegion,
    Operation,
    Outcome,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
)

__all__ = [
    "Add",
    "Board",
    "Convert",
    "Event",
    "MoveRegion",
    "Operation",
    "Outcome",
    "Participant",
    "Refusal",
    "Region",
    "Remove",
    "Reset",
    "Score",
    "SetArmies",
    "Standing",
    "apply",
    "can_score",
    "counts",
    "empty_permanent",
    "ranking",
]
