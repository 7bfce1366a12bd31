"""Expectation lines of operation files (DESIGN.md): what must be true at that point.

`{"op": "expect", "vp": {P: n, ...}}` checks the listed players' VP;
`{"op": "expect", "round": n}` the round being played, `{"op": "expect", "standings":
[{"player", "vp", "place"}, ...]}` the report's standings (RULES.md §8);
`{"op": "expect", "region": R, K: V, ...}` checks, for each key K among KEYS, that the
Region's value in the `--json` report equals V. For "ranking", V is a list of the same
length whose entries give some of RANKING_KEYS, each compared in order.

This module reads such a line into an Expect, refusing a value the report could never
hold; analysis/expectations.py checks an Expect against a Board.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

KEYS = ("permanent", "overflow", "temporary", "counts", "ranking", "can_score", "empty_permanent")
RANKING_KEYS = ("owner", "count", "armies", "place", "bonus", "reason", "rule")
_TEXT_KEYS = ("owner", "reason", "rule")  # the ranking entry's keys that are texts
BOARD_KEYS = ("vp", "round", "standings")  # the keys of an expectation of no Region


@dataclass(frozen=True, slots=True)
class Expect:
    """What must be true now: the listed players' VP (`region` None), or some of a
    Region's report values. `values` keeps the file's order: (key, expected JSON value)."""

    region: str | None
    values: tuple[tuple[str, Any], ...]


def as_json(value: Any) -> str:
    """A value as an expectation's words show it: JSON, with every character as it is."""
    return json.dumps(value, ensure_ascii=False)


def parse_expectation(entry: dict[str, Any]) -> Expect:
    """An expectation line (already decoded) -> Expect; ValueError with a plain reason."""
    keys = [k for k in entry if k not in ("op", "comment")]
    for key in BOARD_KEYS[1:]:
        if key in entry:
            if len(keys) != 1:
                others = ", ".join(repr(k) for k in keys if k != key)
                raise ValueError(f'an expectation of "{key}" takes nothing else, found {others}')
            _board_shape(key, entry[key])
            return Expect(None, ((key, entry[key]),))
    if "vp" in entry:
        if len(keys) != 1:
            others = ", ".join(repr(k) for k in keys if k != "vp")
            raise ValueError(f'an expectation of "vp" takes nothing else, found {others}')
        vp = entry["vp"]
        if not isinstance(vp, dict) or not vp:
            raise ValueError(f'"vp" must be an object such as {{"usa": 3}}, found {as_json(vp)}')
        for player, n in vp.items():
            _whole(n, f'"vp" of {as_json(player)}')
        return Expect(None, (("vp", vp),))
    if "region" not in entry:
        raise ValueError('"expect" needs "vp", "round", "standings" or "region"')
    region = entry["region"]
    if not isinstance(region, str):
        raise ValueError(f'"region" must be a string, found {as_json(region)}')
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


def _board_shape(key: str, value: Any) -> None:
    if key == "round":
        _whole(value, '"round"')
        return
    if not isinstance(value, list):
        raise ValueError(f'"standings" must be a list of entries, found {as_json(value)}')
    for i, entry in enumerate(value):
        where = f'"standings"[{i}]'
        if not isinstance(entry, dict) or set(entry) != {"player", "vp", "place"}:
            raise ValueError(
                f'{where} must be an object of "player", "vp" and "place", found {as_json(entry)}'
            )
        if not isinstance(entry["player"], str):
            raise ValueError(f'{where}."player" must be a string, found {as_json(entry["player"])}')
        _whole(entry["vp"], f'{where}."vp"')
        _whole(entry["place"], f'{where}."place"')


def _whole(v: Any, what: str) -> None:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(f"{what} must be a whole number 0 or more, found {as_json(v)}")


def _owners(v: Any, key: str, empty_allowed: bool) -> None:
    ok = isinstance(v, list) and all(isinstance(c, str) or (empty_allowed and c is None) for c in v)
    if not ok:
        what = "owners and nulls" if empty_allowed else "owners"
        raise ValueError(f'"{key}" must be a list of {what}, found {as_json(v)}')


def _check_shape(key: str, value: Any) -> None:
    """Refuse a value the report could never hold, so that a typo is bad input (exit 2)
    rather than an expectation that cannot be met."""
    if key in ("permanent", "temporary"):
        _owners(value, key, empty_allowed=True)
    elif key == "overflow":
        _owners(value, key, empty_allowed=False)
    elif key == "counts":
        if not isinstance(value, dict):
            raise ValueError(
                f'"counts" must be an object such as {{"usa": 2}}, not {as_json(value)}'
            )
        for owner, n in value.items():
            _whole(n, f'"counts" of {as_json(owner)}')
    elif key == "can_score":
        if not isinstance(value, bool):
            raise ValueError(f'"can_score" must be true or false, found {as_json(value)}')
    elif key == "empty_permanent":
        _whole(value, '"empty_permanent"')
    elif key == "ranking":
        if not isinstance(value, list):
            raise ValueError(f'"ranking" must be a list of entries, found {as_json(value)}')
        for i, standing in enumerate(value):
            where = f'"ranking"[{i}]'
            if not isinstance(standing, dict):
                raise ValueError(f"{where} must be an object, found {as_json(standing)}")
            unknown = [k for k in standing if k not in RANKING_KEYS]
            if unknown:
                raise ValueError(
                    f"{where} does not take {', '.join(repr(k) for k in unknown)} "
                    f"(an entry gives some of {', '.join(RANKING_KEYS)})"
                )
            for k, v in standing.items():
                if k in _TEXT_KEYS:
                    if not isinstance(v, str):
                        raise ValueError(
                            f"{where}.{as_json(k)} must be a string, found {as_json(v)}"
                        )
                else:
                    _whole(v, f"{where}.{as_json(k)}")
