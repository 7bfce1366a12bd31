"""The rules engine: pure Python, no Qt. See RULES.md."""

from .board import Board, Participant, Region
from .majority import Standing, can_score, counts, empty_permanent, ranking
from .operations import apply
from .ops import (
    Add,
    Convert,
    Event,
    MoveRegion,
    MoveRegions,
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
    "AddLink",
    "AddPlayer",
    "AddRegion",
    "Board",
    "Convert",
    "EditOperation",
    "Event",
    "MovePlayer",
    "MoveRegion",
    "MoveRegionInOrder",
    "MoveRegions",
    "Operation",
    "Outcome",
    "Participant",
    "RecolorPlayer",
    "Refusal",
    "Region",
    "Remove",
    "RemoveLink",
    "RemovePlayer",
    "RemoveRegion",
    "RenamePlayer",
    "RenameRegion",
    "Reset",
    "Score",
    "SetArmies",
    "SetBoardName",
    "SetBonus",
    "SetLocalPower",
    "SetSlots",
    "SetVp",
    "Standing",
    "apply",
    "auto_layout",
    "can_score",
    "check",
    "counts",
    "empty_permanent",
    "is_valid",
    "ranking",
]


_EDITING = {
    "AddLink",
    "AddPlayer",
    "AddRegion",
    "EditOperation",
    "MovePlayer",
    "MoveRegionInOrder",
    "RecolorPlayer",
    "RemoveLink",
    "RemovePlayer",
    "RemoveRegion",
    "RenamePlayer",
    "RenameRegion",
    "SetBoardName",
    "SetBonus",
    "SetLocalPower",
    "SetSlots",
    "SetVp",
    "auto_layout",
}


def __getattr__(name: str) -> object:
    """The editor's operations and the checks load on first use, so that play starts
    without them."""
    if name in _EDITING:
        from . import editing

        return getattr(editing, name)
    if name in ("check", "is_valid"):
        from . import validation

        return getattr(validation, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
