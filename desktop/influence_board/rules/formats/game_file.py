"""Game files (`*.ibgame`): a start scenario and every step taken from it (variations).

A scenario file stays one position; a game file keeps the whole tree a player built with
Undo and new steps (rules/history/tree.py), and which step was current:

    {"format": "influence-board-game/1",
     "scenario": {... the start position, a scenario as DESIGN.md says ...},
     "current": 3,
     "steps": [{"parent": null, "op": {"op": "add", ...}, "name": "...",
                "comment": "the step's note"}, ...]}

The steps are in parent-first order, each naming its parent by index (null: the start), so
that no file nests deeper than one level; the first child of a step is its main line. A
step whose operation has no operation line (a scenario edit) keeps its Board instead:
`{"parent": ..., "scenario": {...}, "text": "..."}`. Reading checks the scenario as a
scenario file is checked and replays every step through the engine from its parent's
Board (a step's words, rules/history/words.py, are made when they are first read); anything
that does not replay is an error saying where (file and JSON path) and why.

A recovery file (recovery_file.py) is this shape too, with keys of its own beside these.
"""

from __future__ import annotations

import json
import os
from typing import Any

from ...text.language import _, number
from ..board import Board
from ..history.transitions import Transitions
from ..history.tree import MAX_NAME_CHARS, Node, Variations
from ..limits import MAX_NOTE_CHARS, note_fault, text_fault
from ..operations import Operation, Refusal
from .operation_lines import Noted, Step, bare, parse_entry, to_entry
from .safe_io import UnreadableFile, read_text, write_atomic
from .scenario import Problem, ScenarioError, dumps, from_data, parse, to_data

FORMAT = "influence-board-game/1"
SUFFIX = ".ibgame"
MAX_STEPS = 1_000_000  # steps in one tree read from a file (DESIGN.md Limits: operation lines)
MAX_TEXT_CHARS = MAX_NAME_CHARS * 5  # the words kept with a scenario edit


def is_game_path(path: str | os.PathLike[str]) -> bool:
    return os.fspath(path).lower().endswith(SUFFIX)


# -- writing ----------------------------------------------------------------------------------


def dumps_game(tree: Variations, extra: dict[str, Any] | None = None) -> str:
    """The scenario as a scenario file writes it, then one step a line: long games stay
    readable and compare well line by line. `extra` keys (a recovery file's) come after
    the format."""
    steps, current = _steps(tree)
    lines = [json.dumps(step, ensure_ascii=False) for step in steps]
    listed = "[\n  " + ",\n  ".join(lines) + "\n]" if lines else "[]"
    scenario = dumps(tree.root.board).rstrip()
    more = "".join(
        f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},\n"
        for key, value in (extra or {}).items()
    )
    return (
        f'{{\n"format": "{FORMAT}",\n{more}"scenario": {scenario},\n'
        f'"current": {json.dumps(current)},\n"steps": {listed}\n}}\n'
    )


def save_game(
    tree: Variations, path: str | os.PathLike[str], replace_read_only: bool = False
) -> None:
    write_atomic(path, dumps_game(tree), replace_read_only)


def _steps(tree: Variations) -> tuple[list[dict[str, Any]], int | None]:
    """The steps in parent-first order, and the index of the current one."""
    index: dict[int, int] = {id(tree.root): -1}
    steps: list[dict[str, Any]] = []
    current = None
    for node in tree.nodes():
        if node is tree.root:
            continue
        assert node.parent is not None
        index[id(node)] = len(steps)
        parent = index[id(node.parent)]
        entry: dict[str, Any] = {"parent": None if parent < 0 else parent}
        if isinstance(node.op, Operation):
            entry["op"] = to_entry(node.op)
        else:
            entry["scenario"] = to_data(node.board)
            entry["text"] = node.text
        if node.name:
            entry["name"] = node.name
        if node.note:
            entry["comment"] = node.note
        if node is tree.current:
            current = len(steps)
        steps.append(entry)
    return steps, current


# -- reading ----------------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str]) -> Variations:
    try:
        text = read_text(path)
    except UnreadableFile as exc:
        raise ScenarioError([Problem("error", "", exc.reason)], str(path)) from None
    return loads_game(text, str(path))


def loads_game(text: str, source: str | None = None) -> Variations:
    """A game file's tree. Raises ScenarioError naming where and why."""
    return game_from_data(parse(text, source), source)


def game_from_data(data: Any, source: str | None = None) -> Variations:
    """The tree of a game file's JSON data. Raises ScenarioError naming where and why."""
    if not isinstance(data, dict):
        raise ScenarioError([Problem("error", "", _("expected a JSON object"))], source)
    if data.get("format") != FORMAT:
        found = json.dumps(data.get("format"))[:60]
        message = _('expected "{format}", found {value}').format(format=FORMAT, value=found)
        raise ScenarioError([Problem("error", "format", message)], source)
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
        return _tree(data, start)
    except _StepError as exc:
        raise ScenarioError([Problem("error", exc.path, exc.reason)], source) from None


class _StepError(ValueError):
    """A step that cannot be read: where (its JSON path) and why."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def _tree(data: dict[str, Any], start: Board) -> Variations:
    steps = data.get("steps")
    if not isinstance(steps, list):
        raise _StepError("steps", _("expected a list"))
    if len(steps) > MAX_STEPS:
        raise _StepError("steps", _("more than {n} steps").format(n=number(MAX_STEPS)))
    tree = Variations(start)
    nodes: list[Node] = []
    replaying = _Replaying()
    for n, entry in enumerate(steps):
        at = f"steps[{n}]"
        if not isinstance(entry, dict):
            raise _StepError(at, _("expected an object"))
        parent_index = entry.get("parent")
        if parent_index is None:
            parent = tree.root
        elif (
            isinstance(parent_index, int)
            and not isinstance(parent_index, bool)
            and 0 <= parent_index < n
        ):
            parent = nodes[parent_index]
        else:
            raise _StepError(f"{at}.parent", _("expected null or the index of an earlier step"))
        name = entry.get("name")
        if name is not None and (not isinstance(name, str) or len(name) > MAX_NAME_CHARS):
            raise _StepError(
                f"{at}.name",
                _("expected text of at most {n} characters").format(n=number(MAX_NAME_CHARS)),
            )
        if isinstance(name, str) and (fault := text_fault(name)) is not None:
            raise _StepError(f"{at}.name", fault)
        note = entry.get("comment")
        if note is not None and (not isinstance(note, str) or len(note) > MAX_NOTE_CHARS):
            raise _StepError(
                f"{at}.comment",
                _("expected a note of at most {n} characters").format(n=number(MAX_NOTE_CHARS)),
            )
        if isinstance(note, str) and (fault := note_fault(note)) is not None:
            raise _StepError(f"{at}.comment", fault)
        if "op" in entry:
            node = replaying.node(parent, replaying.read(entry["op"], f"{at}.op"), f"{at}.op")
        elif "scenario" in entry:
            node = _edited(parent, entry, at)
        else:
            raise _StepError(at, _('expected "op" or "scenario"'))
        node.name = name or None
        node.note = note or node.note  # the step's, else its operation line's comment
        parent.children.append(node)
        nodes.append(node)
    current = data.get("current")
    if current is None:
        tree.current = tree.root
    elif isinstance(current, int) and not isinstance(current, bool) and 0 <= current < len(nodes):
        tree.current = nodes[current]
    else:
        raise _StepError("current", _("expected null or the index of a step"))
    return tree


class _Replaying:
    """The steps of a game file, replayed. A long game plays the same steps on the same
    Regions: an operation read once (known by its keys, values and their types) is that
    same object when it comes again, whose transitions are kept (rules/history/transitions.py).
    (Bounded caches.)"""

    LIMIT = 4096  # operations read

    def __init__(self) -> None:
        self.transitions = Transitions()
        self._read: dict[tuple[Any, ...], Step] = {}

    def read(self, entry: Any, at: str) -> Step:
        key = None
        if type(entry) is dict:
            # the types too: {"setup": 1} equals {"setup": true}, and is refused
            key = (*entry.items(), *map(type, entry.values()))
            try:
                known = self._read.get(key)
            except TypeError:  # a list in it (a move): read each time
                key = known = None
            if known is not None:
                return known
        try:
            step = parse_entry(entry)
        except ValueError as exc:
            raise _StepError(at, str(exc)) from None
        if key is not None:
            if len(self._read) >= self.LIMIT:
                self._read.clear()
            self._read[key] = step
        return step

    def node(self, parent: Node, step: Step, at: str) -> Node:
        note = step.comment if isinstance(step, Noted) else None  # an operation line's "comment"
        op = bare(step)
        if not isinstance(op, Operation):
            raise _StepError(at, _("expected an operation, not undo, redo or expect"))
        result = self.transitions.apply(parent.board, op)
        if isinstance(result, Refusal):
            raise _StepError(at, _("refused: {why}").format(why=result.reason))
        if not result.changed:
            raise _StepError(at, _("changes nothing, so it is not a step"))
        return Node(parent, op, result.board, note=note)  # its words made when read


def _edited(parent: Node, entry: dict[str, Any], at: str) -> Node:
    text = entry.get("text")
    if not isinstance(text, str) or len(text) > MAX_TEXT_CHARS:
        raise _StepError(f"{at}.text", _("expected the step's words"))
    if (fault := text_fault(text)) is not None:
        raise _StepError(f"{at}.text", fault)
    try:
        board = from_data(entry["scenario"], f"{at}.scenario")
    except ScenarioError as exc:
        first = exc.problems[0] if exc.problems else None
        path = f"{at}.scenario.{first.path}".rstrip(".") if first else f"{at}.scenario"
        raise _StepError(path, first.message if first else _("not a scenario")) from None
    if board == parent.board:  # as an operation that changes nothing is no step
        raise _StepError(f"{at}.scenario", _("changes nothing, so it is not a step"))

    return Node(parent, None, board, text)
