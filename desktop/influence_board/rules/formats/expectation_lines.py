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

from ...text.language import _

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
                raise ValueError(_nothing_else(key, others))
            _board_shape(key, entry[key])
            return Expect(None, ((key, entry[key]),))
    if "vp" in entry:
        if len(keys) != 1:
            others = ", ".join(repr(k) for k in keys if k != "vp")
            raise ValueError(_nothing_else("vp", others))
        vp = entry["vp"]
        if not isinstance(vp, dict) or not vp:
            raise ValueError(
                _('"vp" must be an object such as {{"usa": 3}}, found {value}').format(
                    value=as_json(vp)
                )
            )
        for player, n in vp.items():
            _whole(n, _('"vp" of {player}').format(player=as_json(player)))
        return Expect(None, (("vp", vp),))
    if "region" not in entry:
        raise ValueError(_('"expect" needs "vp", "round", "standings" or "region"'))
    region = entry["region"]
    if not isinstance(region, str):
        raise ValueError(_must_be_text('"region"', region))
    values = [(k, entry[k]) for k in keys if k != "region"]
    unknown = [k for k, _value in values if k not in KEYS]
    if unknown:
        raise ValueError(
            _('"expect" does not take {keys} (a Region\'s keys are {known})').format(
                keys=", ".join(repr(k) for k in unknown), known=", ".join(KEYS)
            )
        )
    if not values:
        raise ValueError(_('"expect" of a Region needs one of {keys}').format(keys=", ".join(KEYS)))
    for key, value in values:
        _check_shape(key, value)
    return Expect(region, tuple(values))


def _nothing_else(key: str, others: str) -> str:
    return _('an expectation of "{key}" takes nothing else, found {others}').format(
        key=key, others=others
    )


def _must_be_text(what: str, value: Any) -> str:
    return _("{what} must be a string, found {value}").format(what=what, value=as_json(value))


def _list_of_entries(what: str, value: Any) -> str:
    return _("{what} must be a list of entries, found {value}").format(
        what=what, value=as_json(value)
    )


def _board_shape(key: str, value: Any) -> None:
    if key == "round":
        _whole(value, '"round"')
        return
    if not isinstance(value, list):
        raise ValueError(_list_of_entries('"standings"', value))
    for i, entry in enumerate(value):
        where = f'"standings"[{i}]'
        if not isinstance(entry, dict) or set(entry) != {"player", "vp", "place"}:
            raise ValueError(
                _('{where} must be an object of "player", "vp" and "place", found {value}').format(
                    where=where, value=as_json(entry)
                )
            )
        if not isinstance(entry["player"], str):
            raise ValueError(_must_be_text(f'{where}."player"', entry["player"]))
        _whole(entry["vp"], f'{where}."vp"')
        _whole(entry["place"], f'{where}."place"')


def _whole(v: Any, what: str) -> None:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(
            _("{what} must be a whole number 0 or more, found {value}").format(
                what=what, value=as_json(v)
            )
        )


def _owners(v: Any, key: str, empty_allowed: bool) -> None:
    ok = isinstance(v, list) and all(isinstance(c, str) or (empty_allowed and c is None) for c in v)
    if not ok:
        if empty_allowed:
            text = _('"{key}" must be a list of owners and nulls, found {value}')
        else:
            text = _('"{key}" must be a list of owners, found {value}')
        raise ValueError(text.format(key=key, value=as_json(v)))


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
                _('"counts" must be an object such as {{"usa": 2}}, not {value}').format(
                    value=as_json(value)
                )
            )
        for owner, n in value.items():
            _whole(n, _('"counts" of {owner}').format(owner=as_json(owner)))
    elif key == "can_score":
        if not isinstance(value, bool):
            raise ValueError(
                _('"can_score" must be true or false, found {value}').format(value=as_json(value))
            )
    elif key == "empty_permanent":
        _whole(value, '"empty_permanent"')
    elif key == "ranking":
        if not isinstance(value, list):
            raise ValueError(_list_of_entries('"ranking"', value))
        for i, standing in enumerate(value):
            where = f'"ranking"[{i}]'
            if not isinstance(standing, dict):
                raise ValueError(
                    _("{where} must be an object, found {value}").format(
                        where=where, value=as_json(standing)
                    )
                )
            unknown = [k for k in standing if k not in RANKING_KEYS]
            if unknown:
                raise ValueError(
                    _("{where} does not take {keys} (an entry gives some of {known})").format(
                        where=where,
                        keys=", ".join(repr(k) for k in unknown),
                        known=", ".join(RANKING_KEYS),
                    )
                )
            for k, v in standing.items():
                if k in _TEXT_KEYS:
                    if not isinstance(v, str):
                        raise ValueError(_must_be_text(f"{where}.{as_json(k)}", v))

                else:
                    _whole(v, f"{where}.{as_json(k)}")
