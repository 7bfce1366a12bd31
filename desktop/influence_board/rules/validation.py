"""Checking a Board as the scenario editor holds it: errors and warnings, each with a JSON path.

The editor lets a position be invalid while it is being built (editing.py), so any Board
the editing operations allow can reach `check`. Severities:

- **error**: the Board is not a valid scenario. Either a scenario file cannot hold it
  (scenario.loads would refuse what scenario.dumps writes: a bad id or name, a duplicate
  id, an owner that is not a participant, negative printed VP, a bad link, no player) or
  the rules cannot mean it (a gap in a temporary row, RULES.md §2). A Board without errors
  round-trips through scenario.dumps and scenario.loads.
- **warning**: legal, but probably a mistake: overflow cubes beside a free permanent slot,
  a Region without permanent or temporary slots, bonuses nobody can reach, a topology in
  pieces, colours that players cannot tell apart (with normal vision, protanopia or
  deuteranopia).

Paths use scenario.py's style: `regions[2].cubes.overflow`, `players[1].color`, `vp.usa`.
`check` lists errors first, then warnings, each group in document order.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, TypeGuard

from .board import Board, Participant, Region, is_coordinate
from .colours import (
    HEX,
    VISION_WORDS,
    VISIONS,
    delta_e_2000,
    pairs_to_compare,
    parse_color,
    to_lab,
)
from .scenario import _ID, _NAMED, _show
from .topology import link_problems, pieces

Severity = Literal["error", "warning"]

# Colour differences are CIEDE2000 ΔE in CIELAB (D65). Two cube colours closer than this
# are hard to tell apart on a small cube, whoever looks.
TOO_CLOSE = 20.0
# The same measure after simulating a colour vision deficiency at full severity. Lower
# than TOO_CLOSE: dichromats still read lightness, and the simulation is a worst case
# (the Okabe-Ito palette of the standard board keeps at least 18 under protanopia).
TOO_CLOSE_SIMULATED = 15.0


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a Board: how bad, where (a JSON path) and why, in plain words."""

    severity: Severity
    path: str
    reason: str

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{self.severity}: {where}{self.reason}"

    def to_json(self) -> dict[str, str]:
        return {"severity": self.severity, "path": self.path, "reason": self.reason}


def check(board: Board) -> list[Problem]:
    """Every error, then every warning, about `board`. Never raises."""
    found = list(_Checker(board).run())
    return [p for p in found if p.severity == "error"] + [
        p for p in found if p.severity == "warning"
    ]


def is_valid(board: Board) -> bool:
    """No errors (warnings allowed): the Board is a valid scenario."""
    return not any(p.severity == "error" for p in check(board))


# -- what a scenario file accepts (shared with scenario.py) ----------------------------------


def is_id(value: object) -> bool:
    """An id a scenario file accepts: letters, digits, '_', '-' or '.'."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def is_name(value: object) -> bool:
    """A name a scenario file accepts: some text that is not only spaces."""
    return isinstance(value, str) and bool(value.strip())


def is_color_text(value: object) -> bool:
    """A colour a scenario file accepts: #rgb, #rrggbb, #aarrggbb or a word."""
    return isinstance(value, str) and bool(HEX.fullmatch(value) or _NAMED.fullmatch(value))


def is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


ID_RULE = "an id (letters, digits, '_', '-' or '.')"


# -- the checks ------------------------------------------------------------------------------


class _Checker:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.owners: set[str] = {
            p.id for p in board.participants() if isinstance(p, Participant) and is_id(p.id)
        }

    def run(self) -> Iterator[Problem]:
        board = self.board
        if not is_name(board.name):
            yield _error("name", f"expected the board's name, found {_show_any(board.name)}")
        yield from self.participants()
        yield from self.regions()
        yield from self.adjacency()
        for p, n in zip(board.players, board.vp, strict=False):
            if not is_whole(n):
                yield _error(f"vp.{p.id}", f"expected a whole number of VP, found {_show_any(n)}")
        yield from self.topology()
        yield from colour_problems(board)

    # -- participants --

    def participants(self) -> Iterator[Problem]:
        board = self.board
        if not board.players:
            yield _error("players", "expected at least one player")
        seen: dict[str, str] = {}
        for path, p in _participant_paths(board):
            if not isinstance(p, Participant):
                yield _error(path, f"expected a participant, found {_show_any(p)}")
                continue
            if not is_id(p.id):
                yield _error(f"{path}.id", f"expected {ID_RULE}, found {_show_any(p.id)}")
            elif p.id in seen:
                yield _error(f"{path}.id", f'duplicate id "{p.id}" (also at {seen[p.id]})')
            else:
                seen[p.id] = f"{path}.id"
            if not is_name(p.name):
                yield _error(f"{path}.name", f"expected a name, found {_show_any(p.name)}")
            if not is_color_text(p.color):
                yield _error(
                    f"{path}.color",
                    f'expected a colour such as "#0072b2" or "black", found {_show_any(p.color)}',
                )
            elif parse_color(p.color) is None:
                yield _warning(
                    f"{path}.color",
                    f'"{p.color}" is not a colour name the app knows: its cubes are drawn grey',
                )

    # -- Regions --

    def regions(self) -> Iterator[Problem]:
        seen: dict[str, int] = {}
        for i, region in enumerate(self.board.regions):
            path = f"regions[{i}]"
            if not isinstance(region, Region):
                yield _error(path, f"expected a Region, found {_show_any(region)}")
                continue
            if is_id(region.id):
                if region.id in seen:
                    yield _error(
                        f"{path}.id",
                        f'duplicate id "{region.id}" (also at regions[{seen[region.id]}])',
                    )
                seen.setdefault(region.id, i)
            yield from self.region(region, path)

    def region(self, region: Region, path: str) -> Iterator[Problem]:
        if not is_id(region.id):
            yield _error(f"{path}.id", f"expected {ID_RULE}, found {_show_any(region.id)}")
        if not is_name(region.name):
            yield _error(f"{path}.name", f"expected a name, found {_show_any(region.name)}")
        for key, values in (
            ("permanent", region.permanent_vp),
            ("temporary", region.temporary_vp),
            ("majority_bonus", region.majority_bonus),
        ):
            for j, v in enumerate(_items(values)):
                if not is_whole(v):
                    yield _error(
                        f"{path}.{key}[{j}]", f"expected a whole number of VP, found {_show_any(v)}"
                    )
                elif v < 0:
                    what = "a bonus" if key == "majority_bonus" else "printed VP"
                    yield _error(
                        f"{path}.{key}[{j}]", f"negative VP ({v}): {what} must be 0 or more"
                    )
        if region.position is not None and not (
            isinstance(region.position, tuple)
            and len(region.position) == 2
            and all(is_coordinate(c) for c in region.position)
        ):
            yield _error(
                f"{path}.position",
                f"expected [x, y] (two numbers), found {_show_any(region.position)}",
            )
        yield from self.cubes(region, f"{path}.cubes")
        yield from self.armies(region, f"{path}.armies")
        yield from self.region_warnings(region, path)

    def owner_problem(self, cube: object, nullable: bool) -> str | None:
        if cube is None and nullable:
            return None
        if isinstance(cube, str) and cube in self.owners:
            return None
        known = ", ".join(sorted(self.owners)) or "none"
        empty = " or null" if nullable else ""
        return (
            f"{_show_any(cube)} is neither a player nor the local power; "
            f"expected one of {known}{empty}"
        )

    def cubes(self, region: Region, path: str) -> Iterator[Problem]:
        for row, slots in (
            ("permanent", region.permanent_vp),
            ("overflow", None),
            ("temporary", region.temporary_vp),
        ):
            cells = _items(getattr(region, row))
            if slots is not None and len(cells) != len(_items(slots)):
                yield _error(
                    f"{path}.{row}",
                    f"{len(cells)} entries for {len(_items(slots))} {row} slots; expected one "
                    "owner or null per slot",
                )
            for j, cube in enumerate(cells):
                if (reason := self.owner_problem(cube, nullable=row != "overflow")) is not None:
                    yield _error(f"{path}.{row}[{j}]", reason)
        temporary = _items(region.temporary)
        run = 0
        while run < len(temporary) and temporary[run] is not None:
            run += 1
        for j in range(run, len(temporary)):
            if temporary[j] is not None:
                yield _error(
                    f"{path}.temporary[{j}]",
                    f"a cube after the empty slot {run + 1}: temporary cubes fill a contiguous "
                    "run from the left",
                )
                break

    def armies(self, region: Region, path: str) -> Iterator[Problem]:
        seen: set[object] = set()
        for entry in _items(region.armies):
            if not (isinstance(entry, tuple) and len(entry) == 2):
                yield _error(path, f"expected (owner, count) pairs, found {_show_any(entry)}")
                continue
            owner, n = entry
            where = f"{path}.{owner}"
            if (reason := self.owner_problem(owner, nullable=False)) is not None:
                yield _error(where, reason)
            if owner in seen:
                yield _error(where, "listed twice")
            seen.add(owner)
            if not is_whole(n) or n < 0:
                yield _error(
                    where,
                    f"expected an Army count (a whole number 0 or more), found {_show_any(n)}",
                )

    def region_warnings(self, region: Region, path: str) -> Iterator[Problem]:
        permanent = _items(region.permanent)
        free = [j for j, cube in enumerate(permanent) if cube is None]
        overflow = _items(region.overflow)
        if overflow and free:
            n = len(overflow)
            cubes = f"{n} cube{'s' if n != 1 else ''}"
            slots = ", ".join(str(j + 1) for j in free)
            which = f"slots {slots} are" if len(free) > 1 else f"slot {slots} is"
            yield _warning(
                f"{path}.cubes.overflow",
                f"{cubes} beside the permanent row while permanent {which} free: overflow is "
                "only for a full row",
            )
        if not _items(region.permanent_vp):
            yield _warning(
                f"{path}.permanent",
                "no permanent slots: the Region can always score and permanent Influence "
                "can only go beside the row",
            )
        if not _items(region.temporary_vp):
            yield _warning(
                f"{path}.temporary", "no temporary slots: nobody can add temporary Influence here"
            )
        bonus = _items(region.majority_bonus)
        can_rank = len(self.board.players) + (self.board.local_power is not None)
        if len(bonus) > can_rank:
            who = f"{can_rank} participant{'s' if can_rank != 1 else ''}"
            yield _warning(
                f"{path}.majority_bonus",
                f"{len(bonus)} bonuses but only {who} can rank: bonuses past place {can_rank} "
                "are never given",
            )

    # -- links --

    def adjacency(self) -> Iterator[Problem]:
        links: list[tuple[str, str]] = []
        for k, link in enumerate(self.board.adjacency):
            if isinstance(link, tuple) and len(link) == 2 and all(isinstance(r, str) for r in link):
                links.append(link)
            else:
                yield _error(f"adjacency[{k}]", f"expected [id, id], found {_show_any(link)}")
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
            f"the Regions fall apart into {len(parts)} pieces that are not linked to each "
            f"other; cut off from the largest: {listed}",
        )


def _participant_paths(board: Board) -> Iterator[tuple[str, Participant]]:
    for i, p in enumerate(board.players):
        yield f"players[{i}]", p
    if board.local_power is not None:
        yield "local_power", board.local_power


def _items(value: object) -> tuple[object, ...]:
    """A row or list as a tuple; anything else (a Board built by hand) as nothing."""
    return tuple(value) if isinstance(value, tuple | list) else ()


def _show_any(value: object) -> str:
    if value is None or isinstance(value, bool | int | float | str | list | dict):
        return _show(value)
    return _show(str(value))


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
    seen = {v: [to_lab(rgb, v) for _, _, rgb in found] for v in (None, *VISIONS)}
    for i, j in pairs_to_compare(list(seen.values())):
        _, q, _ = found[i]
        path, p, _ = found[j]
        pair = f"{q.name} ({q.color}) and {p.name} ({p.color})"
        d = delta_e_2000(seen[None][i], seen[None][j])
        if d < TOO_CLOSE:
            yield _warning(
                f"{path}.color",
                f"{pair} have colours too close to tell apart "
                f"(difference {d:.0f}, at least {TOO_CLOSE:.0f} reads well)",
            )
            continue
        alike = [
            VISION_WORDS[v]
            for v in VISIONS
            if delta_e_2000(seen[v][i], seen[v][j]) < TOO_CLOSE_SIMULATED
        ]
        if alike:
            yield _warning(
                f"{path}.color",
                f"{pair} look alike to players with {' or '.join(alike)} colour blindness",
            )
