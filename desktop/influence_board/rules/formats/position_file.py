"""A file that a position is read from (DESIGN.md: wherever a position is read, FILE may be
a game file): a scenario or a game file, told apart by its own `format`, not by its name, so
that a game file saved without its suffix still opens as the game it is.

The position of a game file is its current step; the window takes the whole tree.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...collector import collector_paused
from ...text.language import _, number
from ...text.wording import counted
from ..board import Board
from .safe_io import UnreadableFile, read_text
from .scenario import FORMAT, Problem, ScenarioError, from_data, parse

if TYPE_CHECKING:
    from ..history.tree import Variations


@dataclass(frozen=True, slots=True)
class PositionFile:
    """What a file held: a scenario (`tree` None) or a game file's tree."""

    board: Board  # the position: the scenario's, or the game's current step
    tree: Variations | None = None

    @property
    def is_game(self) -> bool:
        return self.tree is not None

    def size_text(self) -> str:
        """A game file's tree in words, "" for a scenario: `check` reports it."""
        if self.tree is None:
            return ""
        steps, variations = step_count(self.tree), variation_count(self.tree)
        return _("game file: {steps}, {variations}; the position is step {n}").format(
            steps=counted(steps, "step"),
            variations=counted(variations, "variation"),
            n=number(len(self.tree.current_line())),
        )


def variation_count(tree: Variations) -> int:
    """The variations of a tree: every step that is not its parent's main line."""
    return sum(max(0, len(node.children) - 1) for node in tree.nodes())


def step_count(tree: Variations) -> int:
    return sum(1 for _node in tree.nodes()) - 1


def load_position_file(path: str | os.PathLike[str], repair: bool = False) -> PositionFile:
    """The scenario or game file at `path`. Raises ScenarioError naming the file, where
    and why. `repair`: the window's reading, which gives a scenario whose errors it can
    repair too (scenario.from_data)."""
    try:
        text = read_text(path)
    except UnreadableFile as exc:
        raise ScenarioError([Problem("error", "", exc.reason)], str(path)) from None
    return loads_position_file(text, str(path), repair)


def loads_position_file(text: str, source: str | None = None, repair: bool = False) -> PositionFile:
    with collector_paused():  # a game's tree: all that is made stays (collector.py)
        return position_from_data(parse(text, source), source, repair)


def position_from_data(data: Any, source: str | None = None, repair: bool = False) -> PositionFile:
    if not isinstance(data, dict) or data.get("format", FORMAT) == FORMAT:
        return PositionFile(from_data(data, source, repair))
    found = data["format"]
    # A game file replays its steps through the history engine: loaded only for a file
    # that says it is not a scenario, so that reading a scenario (`check`) does without it.
    from . import game_file

    if found == game_file.FORMAT:
        tree = game_file.game_from_data(data, source)
        return PositionFile(tree.current.board, tree)
    shown = json.dumps(found, ensure_ascii=False)[:60]
    raise ScenarioError(
        [
            Problem(
                "error",
                "format",
                _('expected "{format}", found {value} (a game file says "{game}")').format(
                    format=FORMAT, value=shown, game=game_file.FORMAT
                ),
            )
        ],
        source,
    )


def load_position(path: str | os.PathLike[str]) -> Board:
    """The position a scenario or game file holds (a game file's current step)."""
    return load_position_file(path).board


def load_positions(
    paths: Sequence[str | os.PathLike[str]],
) -> tuple[list[tuple[str, Board]], list[str]]:
    """Each file's position with its file name (a tournament pack's sheets), and what is
    wrong with those that cannot be read."""
    positions, problems = [], []
    for path in paths:
        try:
            positions.append((os.path.basename(path), load_position(path)))
        except ScenarioError as exc:
            problems.append(exc.describe())
    return positions, problems
