"""Game files (`*.ibgame`): a start scenario and every step taken from it (variations).

A scenario file stays one position; a game file keeps the whole tree a player built with
Undo and new steps, and which step was current:

    {"format": "influence-board-game/1",
     "scenario": {... the start position, a scenario as DESIGN.md says ...},
     "steps": [{"parent": null, "op": {"op": "add", ...}, "name": "..."}, ...],
     "current": 3}

`steps` and `current` are rules/variations.py's (`to_steps`). Reading checks the scenario
as a scenario file is checked and replays every step through the engine; a problem says
where (file and JSON path) and why.
"""

from __future__ import annotations

import json
import os

from ..history.tree import Describe, VariationError, Variations, from_steps, to_steps
from ..limits import parse_json
from .safe_io import UnreadableFile, read_text, write_atomic
from .scenario import Problem, ScenarioError, dumps, from_data

FORMAT = "influence-board-game/1"
SUFFIX = ".ibgame"


def is_game_path(path: str | os.PathLike[str]) -> bool:
    return os.fspath(path).lower().endswith(SUFFIX)


def dumps_game(tree: Variations) -> str:
    """The scenario as a scenario file writes it, then one step a line: long games stay
    readable and compare well line by line."""
    data = to_steps(tree)
    lines = [json.dumps(step, ensure_ascii=False) for step in data["steps"]]
    steps = "[\n  " + ",\n  ".join(lines) + "\n]" if lines else "[]"
    scenario = dumps(tree.root.board).rstrip()
    current = json.dumps(data["current"])
    return (
        f'{{\n"format": "{FORMAT}",\n"scenario": {scenario},\n'
        f'"current": {current},\n"steps": {steps}\n}}\n'
    )


def save_game(
    tree: Variations, path: str | os.PathLike[str], replace_read_only: bool = False
) -> None:
    write_atomic(path, dumps_game(tree), replace_read_only)


def loads_game(text: str, describe: Describe, source: str | None = None) -> Variations:
    """A game file's tree. Raises ScenarioError naming where and why."""
    try:
        data = parse_json(text)  # huge numbers and NaN as the scenario reader takes them
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise ScenarioError([Problem("error", where, f"not JSON: {exc.msg}")], source) from None
    except RecursionError:
        raise ScenarioError([Problem("error", "", "not JSON: nested too deeply")], source) from None
    except ValueError as exc:
        raise ScenarioError([Problem("error", "", f"not JSON: {exc}")], source) from None
    if not isinstance(data, dict):
        raise ScenarioError([Problem("error", "", "expected a JSON object")], source)
    if data.get("format") != FORMAT:
        found = json.dumps(data.get("format"))[:60]
        raise ScenarioError(
            [Problem("error", "format", f'expected "{FORMAT}", found {found}')], source
        )
    try:
        start = from_data(data.get("scenario"), source)
    except ScenarioError as exc:  # the scenario's paths, inside the game file
        problems = [
            Problem(
                p.severity,
                f"scenario.{p.path}".rstrip("."),
                p.message,
                f"scenario.{p.place}".rstrip("."),
            )
            for p in exc.problems
        ]
        raise ScenarioError(problems, source) from None
    try:
        return from_steps(data, start, describe, "")
    except VariationError as exc:
        raise ScenarioError([Problem("error", "", str(exc).lstrip("."))], source) from None


def load_game(path: str | os.PathLike[str], describe: Describe) -> Variations:
    try:
        text = read_text(path)
    except UnreadableFile as exc:
        raise ScenarioError([Problem("error", "", exc.reason)], str(path)) from None
    return loads_game(text, describe, str(path))
