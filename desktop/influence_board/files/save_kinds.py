"""Which kind of file Save writes, and under which name: a game file (the whole tree of
steps) or a scenario (one position). No work is lost silently: a game with history is saved
as a game file unless the user chooses otherwise, the filter chosen in the dialog decides
the kind, and the name suggested follows the open file."""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path

from ..rules import Board
from ..rules.formats.game_file import SUFFIX as GAME_SUFFIX
from ..rules.history.tree import Variations

SCENARIO_SUFFIX = ".json"
# What file systems refuse in a name, with the spaces around it.
_NOT_IN_A_NAME = re.compile(r'\s*[\x00-\x1f\x7f/\\:*?"<>|]+\s*')


class SaveKind(Enum):
    SCENARIO = SCENARIO_SUFFIX
    GAME = GAME_SUFFIX

    @property
    def suffix(self) -> str:
        return self.value


def history_left_out(tree: Variations) -> bool:
    """True when a scenario would leave out steps or variations of `tree`."""
    return bool(tree.root.children)


def suggested_name(path: Path | None, board: Board, kind: SaveKind) -> str:
    """The open file's own name (in its folder), with the suffix of `kind` when the file is
    of the other kind; without a file, the board's name: `<name>.ibgame`."""
    if path is not None:
        if path.suffix.lower() in (SCENARIO_SUFFIX, GAME_SUFFIX):
            return str(path.with_suffix(kind.suffix))
        return str(path)
    stem = _NOT_IN_A_NAME.sub(" - ", board.name).strip(" .-") or "game"
    return stem + kind.suffix


def chosen_kind(
    path: Path, filter_kind: SaveKind | None, default: SaveKind
) -> tuple[Path, SaveKind]:
    """The file and kind a save dialog's answer stands for: a name ending in .json or
    .ibgame is that kind; any other name gets the chosen filter's suffix and kind. With
    "All files" chosen (`filter_kind` None) it is written as typed, as the `default` kind
    (the file's content says its kind when it is read again)."""
    suffix = path.suffix.lower()
    for kind in SaveKind:
        if suffix == kind.suffix:
            return path, kind
    if filter_kind is None:
        return path, default
    return path.with_name(path.name + filter_kind.suffix), filter_kind
