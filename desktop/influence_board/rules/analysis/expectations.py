"""Expectations checked against a Board: each key of an Expect (read from an operation
line by formats/expectation_lines.py) against the Region's value in the `--json` report,
or the listed players' VP.

An expectation is not an operation: it changes nothing and is never a step. The history
engine checks it against the current Board; a failed one stops the replay with
`expected K V, got W` (K, V and W as JSON), then, for a list or an object, what differs
first: "ranking has 3 entries, expected 2; entry 3 is extra: got {...}", or `"usa":
expected 4, got 3`. Two long lists that differ in one place read alike, so it is named.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...text.language import _, english, ngettext, number
from ..board import Board
from ..formats.expectation_lines import Expect, as_json
from .report import region_report
from .standings import standings


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
        """`expected K V, got W`, as `replay` prints it after `OPS:LINE: `, then what
        differs first when the values are lists or objects."""
        said = {"key": as_json(self.key), "expected": as_json(self.expected)}
        difference = None if self.met else _difference(self.key, self.expected, self.got)
        if difference is None:
            return _("expected {key} {expected}, got {got}").format(got=as_json(self.got), **said)
        return _("expected {key} {expected}, got {got}; {difference}").format(
            got=as_json(self.got), difference=difference, **said
        )

    @property
    def text(self) -> str:
        """The check in plain words: met or not met, with what there was instead."""
        said = {"name": self.name, "key": as_json(self.key), "expected": as_json(self.expected)}
        if self.met and self.name:
            return _("Expectation met: {name} {key} is {expected}").format(**said)
        if self.met:
            return _("Expectation met: {key} is {expected}").format(**said)
        if self.name:
            return _("Expectation not met: {name} {message}").format(message=self.message, **said)
        return _("Expectation not met: {message}").format(message=self.message)


def same(a: Any, b: Any) -> bool:
    """JSON equality: true is not 1, and an object's keys are compared as a set."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same, a, b))
    return type(a) is type(b) and a == b


def _difference(key: str, expected: Any, got: Any) -> str | None:
    """What differs first between two lists or two objects, in words; None for other
    values (the whole of each says it). A ranking's entry is met by the keys it gives."""
    if isinstance(expected, list) and isinstance(got, list):
        entry = _first_entry(expected, got, partial=key == "ranking")
        if entry is None or len(expected) == len(got):
            return entry
        return ngettext(
            "{key} has {n} entry, expected {expected}; {entry}",
            "{key} has {n} entries, expected {expected}; {entry}",
            len(got),
        ).format(key=key, n=number(len(got)), expected=number(len(expected)), entry=entry)
    if isinstance(expected, dict) and isinstance(got, dict):
        return _first_key(expected, got)
    return None


def _first_entry(expected: list[Any], got: list[Any], partial: bool) -> str | None:
    """The first entry that differs (numbered from 1), or is missing or extra."""
    for i, (want, have) in enumerate(zip(expected, got, strict=False), start=1):
        # a partial ranking entry: what there was is shown with the keys given (`_ranking`)
        if not ((partial and not want) or same(want, have)):
            return _("entry {n}: expected {expected}, got {got}").format(
                n=number(i), expected=as_json(want), got=as_json(have)
            )
    n = min(len(expected), len(got)) + 1
    if len(expected) > len(got):
        return _("entry {n} is missing: expected {expected}").format(
            n=number(n), expected=as_json(expected[n - 1])
        )
    if len(got) > len(expected):
        return _("entry {n} is extra: got {got}").format(n=number(n), got=as_json(got[n - 1]))
    return None


def _first_key(expected: dict[str, Any], got: dict[str, Any]) -> str | None:
    """The first key, in the expectation's order, whose value differs or that is missing;
    else the first key there was that was not expected."""
    for k, want in expected.items():
        if k not in got:
            return _("{name} is missing: expected {expected}").format(
                name=as_json(k), expected=as_json(want)
            )
        if not same(want, got[k]):
            return _("{name}: expected {expected}, got {got}").format(
                name=as_json(k), expected=as_json(want), got=as_json(got[k])
            )
    extra = next((k for k in got if k not in expected), None)
    if extra is None:
        return None
    return _("{name} is extra: got {got}").format(name=as_json(extra), got=as_json(got[extra]))


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
        got: Any
        if key == "round":
            got = board.round
        elif key == "standings":
            got = [p.to_json() for p in standings(board)]
        else:
            vp = board.vp_dict()
            got = {p: vp.get(p) for p in wanted}
        return (Check(None, "", key, wanted, got, same(wanted, got)),)
    if not board.has_region(expect.region):
        return (Check(expect.region, "", "region", expect.region, None, False),)
    region = board.region(expect.region)
    with english():  # the report's "reason" texts, as the file's lines spell them
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
