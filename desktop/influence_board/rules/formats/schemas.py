"""The JSON Schemas (draft 2020-12) of the file formats DESIGN.md names: scenario files,
game files, operation lines and the `--json` report of check and replay
(`influence-board schema NAME` prints one; resources/schemas/ holds them as files).

A schema says the shape: which keys, of which JSON types, within DESIGN.md's limits. What
the readers check across a file (an owner that is a player, a link between Regions that
exist, a step that replays) no schema can say; `check` does. JSON Schema counts 2.0 as an
integer, the readers do not: whole numbers are written without a fraction.
"""

from __future__ import annotations

from typing import Any

from ..limits import MAX_COUNT
from .game_file import FORMAT as GAME_FORMAT
from .scenario import FORMAT as SCENARIO_FORMAT

DRAFT = "https://json-schema.org/draft/2020-12/schema"
BASE = "https://influence-board.github.io/influence-board/schemas/"  # under the Homepage
NAMES = ("scenario", "game", "operation", "report")
MAX_COORDINATE = 10_000_000

_text: dict[str, Any] = {"type": "string"}
_count: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": MAX_COUNT}
_counts: dict[str, Any] = {"type": "array", "items": _count}
_owner_or_none: dict[str, Any] = {"type": ["string", "null"]}
_per_owner: dict[str, Any] = {"type": "object", "additionalProperties": _count}
_coordinate: dict[str, Any] = {
    "type": "number",
    "minimum": -MAX_COORDINATE,
    "maximum": MAX_COORDINATE,
}
_point: dict[str, Any] = {"type": "array", "prefixItems": [_coordinate] * 2, "minItems": 2,
                          "maxItems": 2}  # fmt: skip


def _participant(what: str) -> dict[str, Any]:
    return {
        "description": what,
        "type": "object",
        "required": ["id", "name", "color"],
        "properties": {
            "id": _text,
            "name": _text,
            "color": {**_text, "description": "#RRGGBB or a colour name"},
        },
    }


def _region() -> dict[str, Any]:
    row = {"type": "array", "items": _owner_or_none}
    return {
        "type": "object",
        "required": ["id", "name", "permanent", "temporary", "majority_bonus"],
        "properties": {
            "id": _text,
            "name": _text,
            "permanent": {**_counts, "description": "the VP printed on each permanent slot"},
            "temporary": {**_counts, "description": "the VP printed on each temporary slot"},
            "majority_bonus": {**_counts, "description": "the bonus of 1st, 2nd, ... place"},
            "position": {"oneOf": [_point, {"type": "null"}]},
            "cubes": {
                "type": ["object", "null"],
                "additionalProperties": False,
                "properties": {
                    "permanent": {"oneOf": [row, {"type": "null"}]},
                    "temporary": {"oneOf": [row, {"type": "null"}]},
                    "overflow": {"oneOf": [{"type": "array", "items": _text}, {"type": "null"}]},
                },
            },
            "armies": _per_owner,
        },
    }


def scenario_schema() -> dict[str, Any]:
    link = {"type": "array", "prefixItems": [_text, _text], "minItems": 2, "maxItems": 2}
    return {
        "$schema": DRAFT,
        "$id": BASE + "scenario.schema.json",
        "title": "Influence Board scenario",
        "description": "A board position (DESIGN.md: Scenario file, *.json).",
        "type": "object",
        "required": ["format", "players", "regions"],
        "properties": {
            "format": {"const": SCENARIO_FORMAT},
            "name": _text,
            "players": {"type": "array", "items": _participant("a player")},
            "local_power": {
                "oneOf": [_participant("the local power"), {"type": "null"}],
            },
            "regions": {"type": "array", "items": _region()},
            "adjacency": {"type": "array", "items": link},
            "vp": {**_per_owner, "description": "each player's VP"},
            "round": {**_count, "description": "the round being played (default 1)"},
            "scoring_rounds": _counts,
        },
    }


def _line(op: str, required: dict[str, Any], optional: dict[str, Any] | None = None) -> dict:
    properties = {"op": {"const": op}, "comment": _text, **required, **(optional or {})}
    return {
        "type": "object",
        "required": ["op", *required],
        "properties": properties,
        "additionalProperties": False,
    }


def _operation_lines() -> list[dict[str, Any]]:
    kind = {"enum": ["permanent", "temporary"]}
    row = {"enum": ["permanent", "temporary", "overflow"]}
    delta = {
        "type": "integer",
        "minimum": -MAX_COUNT,
        "maximum": MAX_COUNT,
        "not": {"const": 0},
    }
    who = {"region": _text, "player": _text}
    flag = {"type": "boolean"}
    positions = {"type": "object", "minProperties": 1, "additionalProperties": _point}
    return [
        _line(
            "add",
            {**who, "kind": kind},
            {"source": _text, "setup": flag, "slot": _count, "force": flag},
        ),
        _line("convert", {**who, "index": _count}, {"slot": _count}),
        _line("reset", {**who, "index": _count}),
        _line("remove", {"region": _text, "row": row, "index": _count}),
        _line("armies", {**who, "count": _count}),
        _line("score", {}, {"region": _text}),
        _line("vp", {"player": _text, "delta": delta, "reason": _text}),
        _line("end_round", {}),
        _line("move", {}, {"region": _text, "position": _point, "positions": positions}),
        _line("undo", {}),
        _line("redo", {}),
        {
            "description": "an expectation: checks, changes nothing",
            "type": "object",
            "required": ["op"],
            "properties": {"op": {"const": "expect"}, "vp": _per_owner, "region": _text},
        },
    ]


def operation_schema() -> dict[str, Any]:
    return {
        "$schema": DRAFT,
        "$id": BASE + "operation.schema.json",
        "title": "Influence Board operation line",
        "description": "One line of an operation file (DESIGN.md: Operation lines, *.jsonl).",
        "oneOf": _operation_lines(),
    }


def game_schema() -> dict[str, Any]:
    parent = {"type": ["integer", "null"], "minimum": 0}
    played = {
        "type": "object",
        "required": ["parent", "op"],
        "properties": {"parent": parent, "op": {"$ref": "operation.schema.json"},
                       "name": _text, "comment": _text},
    }  # fmt: skip
    edited = {
        "type": "object",
        "required": ["parent", "scenario", "text"],
        "properties": {"parent": parent, "scenario": {"$ref": "scenario.schema.json"},
                       "text": _text, "name": _text, "comment": _text},
    }  # fmt: skip
    return {
        "$schema": DRAFT,
        "$id": BASE + "game.schema.json",
        "title": "Influence Board game file",
        "description": "A start scenario and every step taken from it (*.ibgame).",
        "type": "object",
        "required": ["format", "scenario", "steps"],
        "properties": {
            "format": {"const": GAME_FORMAT},
            "scenario": {"$ref": "scenario.schema.json"},
            "current": {
                "type": ["integer", "null"],
                "minimum": 0,
                "description": "the index in `steps` of the current step (null: the start)",
            },
            "steps": {"type": "array", "items": {"oneOf": [played, edited]}},
        },
    }


def report_schema() -> dict[str, Any]:
    place = {
        "type": "object",
        "required": ["owner", "count", "armies", "place", "bonus"],
        "properties": {"owner": _text, "count": _count, "armies": _count, "place": _count,
                       "bonus": _count},
    }  # fmt: skip
    region = {
        "type": "object",
        "required": ["permanent", "overflow", "temporary", "counts", "ranking", "can_score",
                     "empty_permanent"],
        "properties": {
            "permanent": {"type": "array", "items": _owner_or_none},
            "overflow": {"type": "array", "items": _text},
            "temporary": {"type": "array", "items": _owner_or_none},
            "counts": _per_owner,
            "ranking": {"type": "array", "items": place},
            "can_score": {"type": "boolean"},
            "empty_permanent": _count,
        },
    }  # fmt: skip
    standing = {
        "type": "object",
        "required": ["player", "vp", "place"],
        "properties": {"player": _text, "vp": _count, "place": _count},
    }
    return {
        "$schema": DRAFT,
        "$id": BASE + "report.schema.json",
        "title": "Influence Board --json report",
        "description": "What `check --json` and `replay --json` print (DESIGN.md).",
        "type": "object",
        "required": ["vp", "regions"],
        "properties": {
            "vp": _per_owner,
            "regions": {"type": "object", "additionalProperties": region},
            "round": _count,
            "standings": {"type": "array", "items": standing},
            "events": {"type": "array", "items": {"type": "object"}},
            "problems": {"type": "array", "items": {"type": "object"}},
        },
    }


SCHEMAS = {
    "scenario": scenario_schema,
    "game": game_schema,
    "operation": operation_schema,
    "report": report_schema,
}


def schema(name: str) -> dict[str, Any]:
    """The schema of one format (NAMES); KeyError for another name."""
    return SCHEMAS[name]()
