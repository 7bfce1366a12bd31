"""What a valid scenario is: every rule about a position, checked once, on a Board.

The scenario reader (scenario.py) only turns JSON into a Board and reports shape and type
errors; the loader, `influence-board check` and the editor's Problems dock all ask this
module the rest. The editor lets a position be invalid while it is being built
(editing.py), so any Board the reader or the editing operations make can reach `check`.

- **error**: the Board is not a valid scenario. Either a scenario file cannot hold it (a
  bad id or name, a duplicate id, an owner that is not a participant, a number outside
  DESIGN.md "Limits", a bad link, no player) or the rules cannot mean it (a gap in a
  temporary row, RULES.md §2). A Board without errors round-trips through scenario.dumps
  and scenario.loads.
- **warning**: legal, but probably a mistake: overflow cubes beside a free permanent slot,
  a Region without permanent or temporary slots, bonuses nobody can reach, two Regions
  with one name, a topology in pieces, colours that players cannot tell apart (with
  normal vision, protanopia or deuteranopia), scoring rounds a file did not give
  (DefaultRounds: which default its reader took).

Every Problem has a JSON path (`regions[2].cubes.overflow`, `players[1].color`, `vp.usa`)
and a place, the same path with the names a reader knows the things by:
`regions[2] (Europe).cubes.overflow`. `check` lists errors first, then warnings, each group
in document order.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal, TypeGuard

from ..colours import (
    HEX,
    VISIONS,
    delta_e_2000,
    pairs_to_compare,
    parse_color,
    to_lab,
    vision_words,
)
from ..text.language import _, ngettext, number, pgettext
from ..text.wording import listed
from .board import Board, Participant, Region
from .limits import MAX_COORDINATE, MAX_COUNT, digits, is_coordinate, limit_text, text_fault
from .topology import link_problems, pieces

Severity = Literal["error", "warning"]

# Colour differences are CIEDE2000 ΔE in CIELAB (D65). Two cube colours closer than this
# are hard to tell apart on a small cube, whoever looks.
TOO_CLOSE = 20.0
# The same measure after simulating a colour vision deficiency at full severity. Lower
# than TOO_CLOSE: dichromats still read lightness, and the simulation is a worst case
# (the Okabe-Ito palette of the standard board keeps at least 18 under protanopia).
TOO_CLOSE_SIMULATED = 15.0

ID = re.compile(r"[A-Za-z0-9_.\-]+")
NAMED_COLOUR = re.compile(r"[a-zA-Z]+")
_TOP = re.compile(r"(regions|players)\[(\d+)\]|local_power")
_NAME_SHOWN = 40  # characters of a name shown in a place


class DefaultRounds(tuple[int, ...]):
    """Scoring rounds that a scenario file did not give, taken by its reader (DESIGN.md:
    the standard game's on the standard board, none on any other). Equal to the same plain
    tuple everywhere; its type is what lets check() warn which default was taken, for
    `influence-board check` and the Problems dock alike. A file written from the Board
    gives its rounds, and reads back as a plain tuple."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a scenario: how bad, where, and why, in plain words.

    `path` is the JSON path (for programs, and to find the Region); `place` is what a
    person reads: the same path with the Region's or participant's name after its index.
    """

    severity: Severity
    path: str
    message: str
    place: str = ""

    def __post_init__(self) -> None:
        if not self.place:
            object.__setattr__(self, "place", self.path)

    def __str__(self) -> str:
        severity = (
            pgettext("a problem's severity", "error")
            if self.severity == "error"
            else pgettext("a problem's severity", "warning")
        )
        if self.place:
            return _("{severity}: {place}: {message}").format(
                severity=severity, place=self.place, message=self.message
            )
        return _("{severity}: {message}").format(severity=severity, message=self.message)

    def to_json(self) -> dict[str, str]:
        return {
            "severity": self.severity,
            "path": self.path,
            "place": self.place,
            "message": self.message,
            "reason": self.message,  # the key's name before `message`: scripts read it
        }


@dataclass(frozen=True, slots=True)
class Names:
    """The names a place shows: Regions and players by index, and the local power's."""

    regions: Sequence[object] = ()
    players: Sequence[object] = ()
    local_power: object = None

    @staticmethod
    def of(board: Board) -> Names:
        return Names(
            [getattr(r, "name", None) for r in board.regions],
            [getattr(p, "name", None) for p in board.players],
            getattr(board.local_power, "name", None),
        )

    def place(self, path: str) -> str:
        """`regions[4].cubes.temporary[2]` -> `regions[4] (Africa).cubes.temporary[2]`."""
        match = _TOP.match(path)
        if match is None:
            return path
        if match.group(1) is None:
            name = self.local_power
        else:
            names = self.regions if match.group(1) == "regions" else self.players
            i = int(match.group(2))
            name = names[i] if i < len(names) else None
        shown = _name_shown(name)
        if shown is None:
            return path
        return f"{path[: match.end()]} ({shown}){path[match.end() :]}"


def _name_shown(name: object) -> str | None:
    """A name fit for a place: escaped when it holds what a terminal must not get, short."""
    if not isinstance(name, str) or not name.strip():
        return None
    if text_fault(name) is not None:
        name = json.dumps(name)[1:-1]
    return name if len(name) <= _NAME_SHOWN else name[: _NAME_SHOWN - 1] + "…"


def key_path(path: str, key: object) -> str:
    """The path of an object's key: `vp.usa`, or `vp["a b"]` (escaped) for any other text."""
    if isinstance(key, str) and ID.fullmatch(key) and len(key) <= _NAME_SHOWN:
        return f"{path}.{key}"
    return f"{path}[{show(key)}]"


def slot_words(row: str, index: int) -> str:
    """A place of a row as users count it, from 1: "temporary slot 2" is `temporary[1]`."""
    n = number(index + 1)
    if row == "permanent":
        return _("permanent slot {n}").format(n=n)
    if row == "temporary":
        return _("temporary slot {n}").format(n=n)
    return _("overflow cube {n}").format(n=n)


def check(board: Board) -> list[Problem]:
    """Every error, then every warning, about `board`. Never raises."""
    names = Names.of(board)
    found = [
        Problem(p.severity, p.path, p.message, names.place(p.path)) for p in _Checker(board).run()
    ]
    return [p for p in found if p.severity == "error"] + [
        p for p in found if p.severity == "warning"
    ]


def errors(board: Board) -> list[Problem]:
    """Only the errors of check(): what the loader needs, without the cost of the warnings
    (colour pairs, the topology). Never raises."""
    names = Names.of(board)
    return [
        Problem(p.severity, p.path, p.message, names.place(p.path))
        for p in _Checker(board, warnings=False).run()
        if p.severity == "error"
    ]


def is_valid(board: Board) -> bool:
    """No errors (warnings allowed): the Board is a valid scenario."""
    return not errors(board)


def rounds_valid(board: Board) -> bool:
    """The round and the scoring rounds have no error (check()'s rounds alone)."""
    return not any(_Checker(board, warnings=False).rounds())


# -- what a scenario file accepts -------------------------------------------------------------


def is_id(value: object) -> bool:
    """An id a scenario file accepts: letters, digits, '_', '-' or '.'."""
    return isinstance(value, str) and ID.fullmatch(value) is not None


def is_name(value: object) -> bool:
    """A name a scenario file accepts: some text that is not only spaces, valid Unicode
    without control characters."""
    return isinstance(value, str) and bool(value.strip()) and text_fault(value) is None


def is_color_text(value: object) -> bool:
    """A colour a scenario file accepts: #rgb, #rrggbb, #aarrggbb or a word."""
    return isinstance(value, str) and bool(HEX.fullmatch(value) or NAMED_COLOUR.fullmatch(value))


def is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def id_rule() -> str:
    return _("an id (letters, digits, '_', '-' or '.')")


def show(value: object) -> str:
    """A short rendering of a bad value for a message, safe to print anywhere."""
    if isinstance(value, bool | None):
        return json.dumps(value)
    if isinstance(value, dict):
        return _("an object")
    if isinstance(value, list | tuple):
        return _("an array")
    if isinstance(value, float) and not math.isfinite(value):
        return _("a number")
    if isinstance(value, int) and digits(value) > 30:
        return _("a number of {n} digits").format(n=digits(value))
    text = json.dumps(value) if isinstance(value, int | float | str) else json.dumps(str(value))
    return text if len(text) <= 40 else text[:37] + "..."


def _name_problem(value: object, what: str) -> str | None:
    if isinstance(value, str) and value.strip() and (fault := text_fault(value)) is not None:
        return fault
    if not is_name(value):
        return _("expected {what}, found {value}").format(what=what, value=show(value))
    return None


def _count_problem(value: object, what: str) -> str | None:
    if not is_whole(value):
        return _("expected {what} (a whole number {limits}), found {value}").format(
            what=what, limits=limit_text(), value=show(value)
        )
    if value < 0:
        if what == pgettext("a number in a file", "an Army count"):
            text = _("negative ({value}): {what} must be 0 or more")
        else:
            text = _("negative VP ({value}): {what} must be 0 or more")
        return text.format(value=show(value), what=what)
    if value > MAX_COUNT:
        return _("{value} is more than {limit}, the most {what} can be").format(
            value=show(value), limit=number(MAX_COUNT), what=what
        )
    return None


# -- the checks ------------------------------------------------------------------------------


class _Checker:
    def __init__(self, board: Board, warnings: bool = True) -> None:
        self.board = board
        self.warnings = warnings
        self.owners: set[str] = {
            p.id for p in board.participants() if isinstance(p, Participant) and is_id(p.id)
        }

    def run(self) -> Iterator[Problem]:
        board = self.board
        if (reason := _name_problem(board.name, _("the board's name"))) is not None:
            yield _error("name", reason)
        yield from self.participants()
        yield from self.regions()
        yield from self.adjacency()
        for p, n in zip(board.players, board.vp, strict=False):
            if reason := _count_problem(n, pgettext("a number in a file", "a VP total")):
                yield _error(key_path("vp", getattr(p, "id", None)), reason)
        yield from self.rounds()
        if self.warnings:
            yield from self.topology()
            yield from colour_problems(board)

    def rounds(self) -> Iterator[Problem]:
        """RULES.md §8: rounds count from 1; the scoring rounds go up, and the round being
        played is at most one past the last of them (the game is then over)."""
        board = self.board
        n = board.round
        if not is_whole(n) or not 1 <= n <= MAX_COUNT:
            yield _error(
                "round",
                _("expected the round being played (1 to {limit}), found {value}").format(
                    limit=number(MAX_COUNT), value=show(n)
                ),
            )
        previous = 0
        for i, r in enumerate(board.scoring_rounds):
            if not is_whole(r) or not 1 <= r <= MAX_COUNT:
                yield _error(
                    f"scoring_rounds[{i}]",
                    _("expected a round (1 to {limit}), found {value}").format(
                        limit=number(MAX_COUNT), value=show(r)
                    ),
                )
            elif r <= previous:
                yield _error(
                    f"scoring_rounds[{i}]",
                    _("round {n} comes after round {previous}: the rounds go up").format(
                        n=number(r), previous=number(previous)
                    ),
                )
            else:
                previous = r
        last = board.last_round() if previous else None
        if last is not None and is_whole(n) and n > last + 1:
            yield _error(
                "round",
                _("round {n} is past the game's end (its last round is {last})").format(
                    n=number(n), last=number(last)
                ),
            )
        taken = board.scoring_rounds
        if self.warnings and isinstance(taken, DefaultRounds):
            if taken:
                said = _(
                    "not in the file: taken as the standard game's, every Region scores after "
                    "rounds {rounds} (Save writes them)"
                ).format(rounds=listed([number(r) for r in taken]))
            else:
                said = _(
                    "not in the file: no round scores every Region, so Score All Regions is "
                    "never offered"
                )
            yield _warning("scoring_rounds", said)

    # -- participants --

    def participants(self) -> Iterator[Problem]:
        board = self.board
        if not board.players:
            yield _error("players", _("expected at least one player"))
        seen: dict[str, str] = {}
        for path, p in _participant_paths(board):
            if not isinstance(p, Participant):
                yield _error(path, _("expected a participant, found {value}").format(value=show(p)))
                continue
            if not is_id(p.id):
                yield _error(f"{path}.id", _expected_id(p.id))
            elif p.id in seen:
                yield _error(f"{path}.id", _duplicate(p.id, seen[p.id]))
            else:
                seen[p.id] = f"{path}.id"
            if (reason := _name_problem(p.name, _("a name"))) is not None:
                yield _error(f"{path}.name", reason)
            if not is_color_text(p.color):
                yield _error(
                    f"{path}.color",
                    _('expected a colour such as "#0072b2" or "black", found {value}').format(
                        value=show(p.color)
                    ),
                )
            elif parse_color(p.color) is None:
                yield _warning(
                    f"{path}.color",
                    _(
                        '"{colour}" is not a colour name the app knows: its cubes are drawn grey'
                    ).format(colour=p.color),
                )

    # -- Regions --

    def regions(self) -> Iterator[Problem]:
        seen: dict[str, int] = {}
        named: dict[str, int] = {}
        for i, region in enumerate(self.board.regions):
            path = f"regions[{i}]"
            if not isinstance(region, Region):
                yield _error(path, _("expected a Region, found {value}").format(value=show(region)))
                continue
            if is_id(region.id):
                if region.id in seen:
                    yield _error(f"{path}.id", _duplicate(region.id, f"regions[{seen[region.id]}]"))
                seen.setdefault(region.id, i)
            if self.warnings and is_name(region.name):
                if region.name in named:
                    yield _warning(
                        f"{path}.name",
                        _(
                            "the same name as {other}: players cannot tell the two apart by name"
                        ).format(other=f"regions[{named[region.name]}]"),
                    )
                named.setdefault(region.name, i)
            yield from self.region(region, path)

    def region(self, region: Region, path: str) -> Iterator[Problem]:
        if not is_id(region.id):
            yield _error(f"{path}.id", _expected_id(region.id))
        if (reason := _name_problem(region.name, _("a name"))) is not None:
            yield _error(f"{path}.name", reason)
        for key, values in (
            ("permanent", region.permanent_vp),
            ("temporary", region.temporary_vp),
            ("majority_bonus", region.majority_bonus),
        ):
            what = (
                pgettext("a number in a file", "a bonus")
                if key == "majority_bonus"
                else pgettext("a number in a file", "printed VP")
            )
            for j, v in enumerate(_items(values)):
                if (reason := _count_problem(v, what)) is not None:
                    yield _error(f"{path}.{key}[{j}]", reason)
        if region.position is not None and not (
            isinstance(region.position, tuple)
            and len(region.position) == 2
            and all(is_coordinate(c) for c in region.position)
        ):
            yield _error(
                f"{path}.position",
                _("expected [x, y], two finite numbers within {limit} of 0, found {value}").format(
                    limit=number(MAX_COORDINATE), value=_show_position(region.position)
                ),
            )
        yield from self.cubes(region, f"{path}.cubes")
        yield from self.armies(region, f"{path}.armies")
        if self.warnings:
            yield from self.region_warnings(region, path)

    def owner_problem(self, cube: object, nullable: bool) -> str | None:
        if cube is None and nullable:
            return None
        if isinstance(cube, str) and cube in self.owners:
            return None
        known = ", ".join(sorted(self.owners)) or _("none")
        if nullable:
            text = _(
                "{value} is neither a player nor the local power; expected one of {known} or null"
            )
        else:
            text = _("{value} is neither a player nor the local power; expected one of {known}")
        return text.format(value=show(cube), known=known)

    def cubes(self, region: Region, path: str) -> Iterator[Problem]:
        for row, slots in (
            ("permanent", region.permanent_vp),
            ("overflow", None),
            ("temporary", region.temporary_vp),
        ):
            cells = _items(getattr(region, row))
            if slots is not None and len(cells) != len(_items(slots)):
                entries = ngettext("{n} entry", "{n} entries", len(cells)).format(
                    n=number(len(cells))
                )
                size = len(_items(slots))
                if row == "permanent":
                    slots_text = ngettext("{n} permanent slot", "{n} permanent slots", size).format(
                        n=number(size)
                    )
                else:
                    slots_text = ngettext("{n} temporary slot", "{n} temporary slots", size).format(
                        n=number(size)
                    )
                yield _error(
                    f"{path}.{row}",
                    _("{entries} for {slots}; expected one owner or null per slot").format(
                        entries=entries, slots=slots_text
                    ),
                )
            for j, cube in enumerate(cells):
                if (reason := self.owner_problem(cube, nullable=row != "overflow")) is not None:
                    # The slot in words as users count, from 1, beside its path (from 0).
                    said = _("{slot}: {reason}").format(slot=slot_words(row, j), reason=reason)
                    yield _error(f"{path}.{row}[{j}]", said)
        temporary = _items(region.temporary)
        run = 0
        while run < len(temporary) and temporary[run] is not None:
            run += 1
        for j in range(run, len(temporary)):
            if temporary[j] is not None:
                yield _error(
                    f"{path}.temporary[{j}]",
                    _(
                        "a cube in temporary slot {n} after the empty temporary slot {empty}: "
                        "temporary cubes fill a contiguous run from the left"
                    ).format(n=number(j + 1), empty=number(run + 1)),
                )
                break

    def armies(self, region: Region, path: str) -> Iterator[Problem]:
        seen: set[object] = set()
        for entry in _items(region.armies):
            if not (isinstance(entry, tuple) and len(entry) == 2):
                yield _error(
                    path,
                    _("expected (owner, count) pairs, found {value}").format(value=show(entry)),
                )
                continue
            owner, n = entry
            where = key_path(path, owner)
            if (reason := self.owner_problem(owner, nullable=False)) is not None:
                yield _error(where, reason)
            if owner in seen:
                yield _error(where, _("listed twice"))
            seen.add(owner)
            if reason := _count_problem(n, pgettext("a number in a file", "an Army count")):
                yield _error(where, reason)

    def region_warnings(self, region: Region, path: str) -> Iterator[Problem]:
        permanent = _items(region.permanent)
        free = [j for j, cube in enumerate(permanent) if cube is None]
        overflow = _items(region.overflow)
        if overflow and free:
            n = len(overflow)
            cubes = ngettext("{n} cube", "{n} cubes", n).format(n=number(n))
            slots = ", ".join(number(j + 1) for j in free)
            text = ngettext(
                "{cubes} beside the permanent row while permanent slot {slots} is free: "
                "overflow is only for a full row",
                "{cubes} beside the permanent row while permanent slots {slots} are free: "
                "overflow is only for a full row",
                len(free),
            )
            yield _warning(f"{path}.cubes.overflow", text.format(cubes=cubes, slots=slots))
        if not _items(region.permanent_vp):
            yield _warning(
                f"{path}.permanent",
                _(
                    "no permanent slots: the Region can always score and permanent Influence "
                    "can only go beside the row"
                ),
            )
        if not _items(region.temporary_vp):
            yield _warning(
                f"{path}.temporary",
                _("no temporary slots: nobody can add temporary Influence here"),
            )
        bonus = _items(region.majority_bonus)
        can_rank = len(self.board.players) + (self.board.local_power is not None)
        if len(bonus) > can_rank:
            bonuses = ngettext("{n} bonus", "{n} bonuses", len(bonus)).format(n=number(len(bonus)))
            text = ngettext(
                "{bonuses} but only {n} participant can rank: bonuses past place {n} are "
                "never given",
                "{bonuses} but only {n} participants can rank: bonuses past place {n} are "
                "never given",
                can_rank,
            )
            yield _warning(
                f"{path}.majority_bonus", text.format(bonuses=bonuses, n=number(can_rank))
            )

    # -- links --

    def adjacency(self) -> Iterator[Problem]:
        links: list[tuple[str, str]] = []
        for k, link in enumerate(self.board.adjacency):
            if isinstance(link, tuple) and len(link) == 2 and all(isinstance(r, str) for r in link):
                links.append(link)
            else:
                yield _error(
                    f"adjacency[{k}]",
                    _("expected [id, id], found {value}").format(value=show(link)),
                )
                links.append(("", ""))
        ids = [r.id for r in self.board.regions if isinstance(r, Region) and isinstance(r.id, str)]
        for p in link_problems(ids, links):
            if p.index is not None and links[p.index] != ("", ""):
                yield _error(f"adjacency[{p.index}]", p.message)

    def topology(self) -> Iterator[Problem]:
        """Regions that fall apart into pieces not linked to each other.

        Only once the board has a topology at all: more than one Region and at least one
        link between two of them. A board with no links yet (or one that does not use
        adjacency) is not warned about.
        """
        board = self.board
        if not all(isinstance(r, Region) and isinstance(r.id, str) for r in board.regions):
            return
        ids = {r.id for r in board.regions}
        linked = any(
            isinstance(link, tuple)
            and len(link) == 2
            and link[0] in ids
            and link[1] in ids
            and link[0] != link[1]
            for link in board.adjacency
        )
        if len(ids) < 2 or not linked:
            return
        parts = pieces(board)
        if len(parts) < 2:
            return
        names = {r.id: r.name for r in reversed(board.regions)}
        order = {r.id: i for i, r in reversed(list(enumerate(board.regions)))}
        apart = [
            ", ".join(names[r] for r in sorted(part, key=order.__getitem__)) for part in parts[1:]
        ]
        listed = "; ".join(apart)
        yield _warning(
            "adjacency",
            _(
                "the Regions fall apart into {n} pieces that are not linked to each other; "
                "cut off from the largest: {listed}"
            ).format(n=number(len(parts)), listed=listed),
        )


def _participant_paths(board: Board) -> Iterator[tuple[str, Participant]]:
    for i, p in enumerate(board.players):
        yield f"players[{i}]", p
    if board.local_power is not None:
        yield "local_power", board.local_power


def _items(value: object) -> tuple[object, ...]:
    """A row or list as a tuple; anything else (a Board built by hand) as nothing."""
    return tuple(value) if isinstance(value, tuple | list) else ()


def _show_position(value: object) -> str:
    if isinstance(value, tuple | list) and len(value) == 2:
        return f"[{show(value[0])}, {show(value[1])}]"
    return show(value)


def _expected_id(value: object) -> str:
    return _("expected {rule}, found {value}").format(rule=id_rule(), value=show(value))


def _duplicate(value: str, other: str) -> str:
    return _('duplicate id "{id}" (also at {other})').format(id=value, other=other)


def _error(path: str, reason: str) -> Problem:
    return Problem("error", path, reason)


def _warning(path: str, reason: str) -> Problem:
    return Problem("warning", path, reason)


def colour_problems(board: Board) -> Iterator[Problem]:
    """Warnings for participants whose cube colours look alike, to anyone or to players
    with a red-green colour vision deficiency. One warning per pair, at the later one.

    Pair by pair up to EVERY_PAIR_UP_TO participants; beyond, each colour is compared with
    its NEIGHBOURS nearest in each way of seeing (colours.pairs_to_compare): about n log n
    for thousands of players, where comparing every pair took a minute."""
    found = [
        (path, p, rgb)
        for path, p in _participant_paths(board)
        if isinstance(p, Participant) and (rgb := parse_color(p.color)) is not None
    ]
    seen = {v: [to_lab(entry[2], v) for entry in found] for v in (None, *VISIONS)}
    for i, j in pairs_to_compare(list(seen.values())):
        q = found[i][1]
        path, p = found[j][0], found[j][1]
        pair = _("{first} ({first_colour}) and {second} ({second_colour})").format(
            first=q.name, first_colour=q.color, second=p.name, second_colour=p.color
        )
        d = delta_e_2000(seen[None][i], seen[None][j])
        if d < TOO_CLOSE:
            yield _warning(
                f"{path}.color",
                _(
                    "{pair} have colours too close to tell apart (difference {d}, at least "
                    "{enough} reads well)"
                ).format(pair=pair, d=number(round(d)), enough=number(round(TOO_CLOSE))),
            )
            continue
        alike = [
            vision_words(v)
            for v in VISIONS
            if delta_e_2000(seen[v][i], seen[v][j]) < TOO_CLOSE_SIMULATED
        ]
        if alike:
            yield _warning(
                f"{path}.color",
                _("{pair} look alike to players with {visions} colour blindness").format(
                    pair=pair, visions=_(" or ").join(alike)
                ),
            )
