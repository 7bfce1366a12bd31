"""Expectation lines of operation files (DESIGN.md): what must be true at that point.

`{"op": "expect", "vp": {P: n, ...}}` checks the listed players' VP;
`{"op": "expect", "region": R, K: V, ...}` checks, for each key K among KEYS, that the
Region's value in the `--json` report equals V. For "ranking", V is a list of the same
length whose entries give some of RANKING_KEYS, each compared in order.

An expectation is not an operation: it changes nothing and is never a step. The history
engine checks it against the current Board; a failed one stops the replay with
`expected K V, got W` (K, V and W as JSON).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..board import Board
from .report import region_report

KEYS = ("permanent", "overflow", "temporary", "counts", "ranking", "can_score", "empty_permanent")
RANKING_KEYS = ("owner", "count", "armies", "place", "bonus")


@dataclass(frozen=True, slots=True)
class Expect:
    """What must be true now: the listed players' VP (`region` None), or some of a
    Region's report values. `values` keeps the file's order: (key, expected JSON value)."""

    region: str | None
    values: tuple[tuple[str, Any], ...]


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Check:
    """One key of an expectation against the Board: what was expected, what there was.
    `name` is the Region's name (empty for VP), for the words."""

    region: str | None
    name: str
    key: str
    expected: Any
    got: Any
    met: bool

    @property
    def message(self) -> str:
        """`expected K V, got W`, as `replay` prints it after `OPS:LINE: `."""
        return f"expected {_json(self.key)} {_json(self.expected)}, got {_json(self.got)}"

    @property
    def text(self) -> str:
        """The check in plain words: met or not met, with what there was instead."""
        where = f"{self.name} " if self.name else ""
        if self.met:
            return f"Expectation met: {where}{_json(self.key)} is {_json(self.expected)}"
        return f"Expectation not met: {where}{self.message}"


# -- reading ----------------------------------------------------------------------------------


def parse_expectation(entry: dict[str, Any]) -> Expect:
    """An expectation line (already decoded) -> Expect; ValueError with a plain reason."""
    keys = [k for k in entry if k not in ("op", "comment")]
    if "vp" in entry:
        if len(keys) != 1:
            others = ", ".join(repr(k) for k in keys if k != "vp")
            raise ValueError(f'an expectation of "vp" takes nothing else, found {others}')
        vp = entry["vp"]
        if not isinstance(vp, dict) or not vp:
            raise ValueError(f'"vp" must be an object such as {{"usa": 3}}, found {_json(vp)}')
        for player, n in vp.items():
            _whole(n, f'"vp" of {_json(player)}')
        return Expect(None, (("vp", vp),))
    if "region" not in entry:
        raise ValueError('"expect" needs "vp" or "region"')
    region = entry["region"]
    if not isinstance(region, str):
        raise ValueError(f'"region" must be a string, found {_json(region)}')
    values = [(k, entry[k]) for k in keys if k != "region"]
    unknown = [k for k, _ in values if k not in KEYS]
    if unknown:
        raise ValueError(
            f'"expect" does not take {", ".join(repr(k) for k in unknown)} '
            f"(a Region's keys are {', '.join(KEYS)})"
        )
    if not values:
        raise ValueError(f'"expect" of a Region needs one of {", ".join(KEYS)}')
    for key, value in values:
        _check_shape(key, value)
    return Expect(region, tuple(values))


def _whole(v: Any, what: str) -> None:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(f"{what} must be a whole number 0 or more, found {_json(v)}")


def _owners(v: Any, key: str, empty_allowed: bool) -> None:
    ok = isinstance(v, list) and all(isinstance(c, str) or (empty_allowed and c is None) for c in v)
    if not ok:
        what = "owners and nulls" if empty_allowed else "owners"
        raise ValueError(f'"{key}" must be a list of {what}, found {_json(v)}')


def _check_shape(key: str, value: Any) -> None:
    """Refuse a value the report could never hold, so that a typo is bad input (exit 2)
    rather than an expectation that cannot be met."""
    if key in ("permanent", "temporary"):
        _owners(value, key, empty_allowed=True)
    elif key == "overflow":
        _owners(value, key, empty_allowed=False)
    elif key == "counts":
        if not isinstance(value, dict):
            raise ValueError(f'"counts" must be an object such as {{"usa": 2}}, not {_json(value)}')
        for owner, n in value.items():
            _whole(n, f'"counts" of {_json(owner)}')
    elif key == "can_score":
        if not isinstance(value, bool):
            raise ValueError(f'"can_score" must be true or false, found {_json(value)}')
    elif key == "empty_permanent":
        _whole(value, '"empty_permanent"')
    elif key == "ranking":
        if not isinstance(value, list):
            raise ValueError(f'"ranking" must be a list of entries, found {_json(value)}')
        for i, standing in enumerate(value):
            where = f'"ranking"[{i}]'
            if not isinstance(standing, dict):
                raise ValueError(f"{where} must be an object, found {_json(standing)}")
            unknown = [k for k in standing if k not in RANKING_KEYS]
            if unknown:
                raise ValueError(
                    f"{where} does not take {', '.join(repr(k) for k in unknown)} "
                    f"(an entry gives some of {', '.join(RANKING_KEYS)})"
                )
            for k, v in standing.items():
                if k == "owner":
                    if not isinstance(v, str):
                        raise ValueError(f'{where}."owner" must be a string, found {_json(v)}')
                else:
                    _whole(v, f"{where}.{_json(k)}")


# -- checking ---------------------------------------------------------------------------------


def same(a: Any, b: Any) -> bool:
    """JSON equality: true is not 1, and an object's keys are compared as a set."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same, a, b))
    return type(a) is type(b) and a == b


def _ranking(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> tuple[bool, Any]:
    """Partial entries: each given key compared in order. What there was is shown with the
    keys that were given, so that it reads against the expectation."""
    met = len(expected) == len(actual) and all(
        same(want[k], have[k]) for want, have in zip(expected, actual, strict=True) for k in want
    )
    shown = [
        {k: have[k] for k in expected[i]} if i < len(expected) and expected[i] else have
        for i, have in enumerate(actual)
    ]
    return met, shown


def check(board: Board, expect: Expect) -> tuple[Check, ...]:
    """Every key of the expectation against `board`, in the file's order."""
    if expect.region is None:
        ((key, wanted),) = expect.values
        vp = board.vp_dict()
        got = {p: vp.get(p) for p in wanted}
        return (Check(None, "", key, wanted, got, same(wanted, got)),)
    if not board.has_region(expect.region):
        return (Check(expect.region, "", "region", expect.region, None, False),)
    region = board.region(expect.region)
    report = region_report(board, region)
    checks = []
    for key, wanted in expect.values:
        if key == "ranking":
            met, got = _ranking(wanted, report["ranking"])
        else:
            got = report[key]
            met = same(wanted, got)
        checks.append(Check(region.id, region.name, key, wanted, got, met))
    return tuple(checks)
