"""The rules engine: pure Python, no Qt. See RULES.md.

The package's names load with the module that holds them, on first use: `from .rules import
Board` loads the Board's module only, so the window comes up without the engine's
operations, the editor or the checks, and `influence-board check` without Qt's share.
Type checkers read the same names from the imports under TYPE_CHECKING, which list
_HOMES again (tests/rules/test_package.py holds the two lists to each other).
"""

# ruff: noqa: F401  (the names imported under TYPE_CHECKING are the package's own)

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # What the names are, for type checkers and readers; at run time __getattr__ loads
    # each one's module on first use, as _HOMES says.
    from .board import Board, Participant, Region
    from .edit_operations import (
        AddLink,
        AddPlayer,
        AddRegion,
        EditOperation,
        MoveCube,
        MovePlayer,
        MoveRegionInOrder,
        RecolorPlayer,
        RemoveLink,
        RemovePlayer,
        RemoveRegion,
        RenamePlayer,
        RenameRegion,
        SetBoardName,
        SetBonus,
        SetLocalPower,
        SetSlots,
        SetVp,
    )
    from .majority import Standing, can_score, counts, empty_permanent, ranking
    from .operations import (
        Add,
        AdjustVp,
        Convert,
        EndRound,
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
    from .play import apply
    from .topology import auto_layout
    from .validation import check, is_valid

# Where each name of the package lives.
_HOMES = {
    "board": ("Board", "Participant", "Region"),
    "majority": ("Standing", "can_score", "counts", "empty_permanent", "ranking"),
    "play": ("apply",),
    "operations": (
        "Add",
        "AdjustVp",
        "Convert",
        "EndRound",
        "Event",
        "MoveRegion",
        "MoveRegions",
        "Operation",
        "Outcome",
        "Refusal",
        "Remove",
        "Reset",
        "Score",
        "SetArmies",
    ),
    "edit_operations": (
        "AddLink",
        "AddPlayer",
        "AddRegion",
        "EditOperation",
        "MoveCube",
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
    ),
    "topology": ("auto_layout",),
    "validation": ("check", "is_valid"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> object:
    module = _HOME.get(name)
    if module is None:
        # a programming error, not the user's: English only
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # the next look-up finds it without this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
