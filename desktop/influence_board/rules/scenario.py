"""Scenario files (`"format": "influence-board/1"`, DESIGN.md) <-> Board.

Loading validates the whole document and reports every problem at once, each with the
JSON path it is about. Saving writes a stable, readable text: the same Board always gives
the same bytes, with short rows kept on one line so that files diff well.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .board import Board, Participant, Region, is_coordinate
from .colours import HEX
from .files import UnreadableFile, read_text, write_atomic
from .topology import link_problems

FORMAT = "influence-board/1"
_NAMED = re.compile(r"[a-zA-Z]+")
_ID = re.compile(r"[A-Za-z0-9_.\-]+")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a scenario: where (a JSON path) and why."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class ScenarioError(ValueError):
    """A scenario that cannot be loaded. `problems` lists every error found."""

    def __init__(self, problems: list[Problem], source: str | None = None) -> None:
        self.problems = problems
        self.source = source
        super().__init__(self.describe())

    def describe(self) -> str:
        where = f"{self.source}: " if self.source else ""
        return "\n".join(f"{where}{p}" for p in self.problems)


# -- loading --------------------------------------------------------------------------------


def loads(text: str, source: str | None = None) -> Board:
    """Parse scenario JSON text; raise ScenarioError naming every problem."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            [Problem(f"line {exc.lineno} column {exc.colno}", f"not JSON: {exc.msg}")], source
        ) from None
    except RecursionError:
        raise ScenarioError([Problem("", "not JSON: nested too deeply")], source) from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise ScenarioError([Problem("", f"not JSON: {exc}")], source) from None
    return from_data(data, source)


def load(path: str | os.PathLike[str]) -> Board:
    """The scenario in a file; anything but a regular UTF-8 file of at most 64 MB is refused
    at once. Raises ScenarioError naming the file."""
    try:
        text = read_text(path)
    except UnreadableFile as exc:
        raise ScenarioError([Problem("", exc.reason)], str(path)) from None
    return loads(text, str(path))


def from_data(data: Any, source: str | None = None) -> Board:
    """Build a Board from parsed JSON; raise ScenarioError naming every problem."""
    reader = _Reader()
    board = reader.board(data)
    if reader.problems or board is None:
        raise ScenarioError(reader.problems, source)
    return board


class _Reader:
    """Walks the JSON, collecting problems instead of stopping at the first one."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem(path, message))

    # -- scalar checks, each returning None after recording a problem --

    def text(self, value: Any, path: str, what: str = "a text") -> str | None:
        if isinstance(value, str) and value.strip():
            return value
        self.fail(path, f"expected {what}, found {_show(value)}")
        return None

    def ident(self, value: Any, path: str) -> str | None:
        if isinstance(value, str) and _ID.fullmatch(value):
            return value
        self.fail(path, f"expected an id (letters, digits, '_', '-' or '.'), found {_show(value)}")
        return None

    def count(self, value: Any, path: str, what: str) -> int | None:
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return value
        self.fail(path, f"expected {what} (a whole number 0 or more), found {_show(value)}")
        return None

    def color(self, value: Any, path: str) -> str | None:
        if isinstance(value, str) and (HEX.fullmatch(value) or _NAMED.fullmatch(value)):
            return value
        self.fail(path, f'expected a colour such as "#0072b2" or "black", found {_show(value)}')
        return None

    def obj(self, value: Any, path: str, what: str) -> dict[str, Any] | None:
        if isinstance(value, dict):
            return value
        self.fail(path, f"expected {what} (a JSON object), found {_show(value)}")
        return None

    def array(self, value: Any, path: str, what: str) -> list[Any] | None:
        if isinstance(value, list):
            return value
        self.fail(path, f"expected {what} (a JSON array), found {_show(value)}")
        return None

    def vp_list(self, value: Any, path: str, what: str) -> tuple[int, ...] | None:
        items = self.array(value, path, what)
        if items is None:
            return None
        out = [self.count(v, f"{path}[{i}]", "a printed VP") for i, v in enumerate(items)]
        return None if None in out else tuple(out)  # type: ignore[arg-type]

    # -- the document --

    def board(self, data: Any) -> Board | None:
        doc = self.obj(data, "", "a scenario")
        if doc is None:
            return None
        if "format" not in doc:
            self.fail("format", f'missing; expected "{FORMAT}"')
        elif doc["format"] != FORMAT:
            self.fail("format", f'expected "{FORMAT}", found {_show(doc["format"])}')
            return None  # another format: its other fields mean nothing to us
        name = doc.get("name", "Untitled")
        name = self.text(name, "name", "the scenario's name")
        players = self.players(doc.get("players"))
        local = self.local_power(doc.get("local_power"))
        # Owners and Region ids come from the raw document, so that one bad field of a
        # player or a Region is one problem, not one more for every cube or link naming it.
        owners: dict[str, str] = {}
        raw = doc.get("players")
        raw_players: list[Any] = raw if isinstance(raw, list) else []
        named = [
            (p.get("id"), f"players[{i}].id")
            for i, p in enumerate(raw_players)
            if isinstance(p, dict)
        ]
        if isinstance(doc.get("local_power"), dict):
            named.append((doc["local_power"].get("id"), "local_power.id"))
        for pid, path in named:
            if not isinstance(pid, str):
                continue
            if pid in owners:
                self.fail(path, f'duplicate id "{pid}" (also at {owners[pid]})')
            else:
                owners[pid] = path
        regions = self.regions(doc.get("regions"), set(owners))
        raw = doc.get("regions")
        raw_regions: list[Any] = raw if isinstance(raw, list) else []
        region_ids = [
            r["id"] for r in raw_regions if isinstance(r, dict) and isinstance(r.get("id"), str)
        ]
        adjacency = self.adjacency(doc.get("adjacency", []), region_ids)
        player_ids = [
            pid for pid, path in named if isinstance(pid, str) and path.startswith("players")
        ]
        vp = self.vp(doc.get("vp", {}), player_ids)
        if self.problems or name is None or players is None or regions is None:
            return None
        return Board(name, players, local, regions, adjacency, vp)

    def participant(self, value: Any, path: str, what: str) -> Participant | None:
        item = self.obj(value, path, what)
        if item is None:
            return None
        for key in ("id", "name", "color"):
            if key not in item:
                self.fail(f"{path}.{key}", "missing")
        pid = self.ident(item["id"], f"{path}.id") if "id" in item else None
        name = self.text(item["name"], f"{path}.name", "a name") if "name" in item else None
        color = self.color(item["color"], f"{path}.color") if "color" in item else None
        if pid is None or name is None or color is None:
            return None
        return Participant(pid, name, color)

    def players(self, value: Any) -> tuple[Participant, ...] | None:
        items = self.array(value, "players", "the players")
        if items is None:
            return None
        if not items:
            self.fail("players", "expected at least one player")
        out = [self.participant(p, f"players[{i}]", "a player") for i, p in enumerate(items)]
        return None if None in out else tuple(out)  # type: ignore[arg-type]

    def local_power(self, value: Any) -> Participant | None:
        if value is None:
            return None
        return self.participant(value, "local_power", "the local power or null")

    def regions(self, value: Any, owners: set[str]) -> tuple[Region, ...] | None:
        items = self.array(value, "regions", "the Regions")
        if items is None:
            return None
        seen: dict[str, int] = {}
        out = []
        for i, item in enumerate(items):
            region = self.region(item, f"regions[{i}]", owners)
            if region is not None:
                if region.id in seen:
                    self.fail(
                        f"regions[{i}].id",
                        f'duplicate id "{region.id}" (also at regions[{seen[region.id]}])',
                    )
                seen.setdefault(region.id, i)
            out.append(region)
        return None if None in out else tuple(out)  # type: ignore[arg-type]

    def region(self, value: Any, path: str, owners: set[str]) -> Region | None:
        item = self.obj(value, path, "a Region")
        if item is None:
            return None
        before = len(self.problems)
        for key in ("id", "name", "permanent", "temporary", "majority_bonus"):
            if key not in item:
                self.fail(f"{path}.{key}", "missing")
        rid = self.ident(item["id"], f"{path}.id") if "id" in item else None
        name = self.text(item["name"], f"{path}.name", "a name") if "name" in item else None
        perm_vp = tmp_vp = bonus = None
        if "permanent" in item:
            perm_vp = self.vp_list(item["permanent"], f"{path}.permanent", "permanent slot VP")
        if "temporary" in item:
            tmp_vp = self.vp_list(item["temporary"], f"{path}.temporary", "temporary slot VP")
        if "majority_bonus" in item:
            bonus = self.vp_list(item["majority_bonus"], f"{path}.majority_bonus", "bonuses")
        position = self.position(item.get("position"), f"{path}.position")
        armies = self.armies(item.get("armies", {}), f"{path}.armies", owners)
        rows = self.cubes(item.get("cubes"), f"{path}.cubes", perm_vp, tmp_vp, owners)
        if len(self.problems) > before or rows is None:
            return None
        # No new problem: every field above was read.
        assert rid and name and perm_vp is not None and tmp_vp is not None
        assert bonus is not None and armies is not None
        permanent, overflow, temporary = rows
        return Region(
            rid, name, perm_vp, tmp_vp, bonus, permanent, overflow, temporary, armies, position
        )

    def position(self, value: Any, path: str) -> tuple[float, float] | None:
        if value is None:
            return None
        if isinstance(value, list) and len(value) == 2 and all(is_coordinate(v) for v in value):
            return (round(float(value[0]), 2), round(float(value[1]), 2))
        self.fail(path, f"expected [x, y] (two numbers), found {_show(value)}")
        return None

    def armies(self, value: Any, path: str, owners: set[str]) -> tuple[tuple[str, int], ...] | None:
        item = self.obj(value, path, "Armies per participant")
        if item is None:
            return None
        out: dict[str, int] = {}
        ok = True
        for owner, n in item.items():
            if owner not in owners:
                self.fail(f"{path}.{owner}", _not_owner(owner, owners))
                ok = False
            count = self.count(n, f"{path}.{owner}", "an Army count")
            if count is None:
                ok = False
            elif count:
                out[owner] = count
        return tuple(sorted(out.items())) if ok else None

    def cubes(
        self,
        value: Any,
        path: str,
        perm_vp: tuple[int, ...] | None,
        tmp_vp: tuple[int, ...] | None,
        owners: set[str],
    ) -> tuple[tuple[str | None, ...], tuple[str, ...], tuple[str | None, ...]] | None:
        if value is None:
            value = {}
        item = self.obj(value, path, "the cubes")
        if item is None:
            return None
        for key in item:
            if key not in ("permanent", "overflow", "temporary"):
                self.fail(f"{path}.{key}", "unknown row; expected permanent, overflow or temporary")
        ok = True
        rows: dict[str, tuple[str | None, ...]] = {}
        for row, slots in (("permanent", perm_vp), ("temporary", tmp_vp), ("overflow", None)):
            raw = item.get(row, [] if row == "overflow" else None)
            if raw is None:
                rows[row] = (None,) * len(slots) if slots is not None else ()
                continue
            cubes = self.array(raw, f"{path}.{row}", f"the {row} row")
            if cubes is None:
                ok = False
                continue
            if slots is not None and len(cubes) != len(slots):
                self.fail(
                    f"{path}.{row}",
                    f"{len(cubes)} entries for {len(slots)} {row} slots; expected one owner "
                    "or null per slot",
                )
                ok = False
            cells: list[str | None] = []
            for j, cube in enumerate(cubes):
                where = f"{path}.{row}[{j}]"
                if cube is None and row != "overflow":
                    cells.append(None)
                elif isinstance(cube, str) and cube in owners:
                    cells.append(cube)
                else:
                    self.fail(where, _not_owner(cube, owners, nullable=row != "overflow"))
                    ok = False
            rows[row] = tuple(cells)
        if ok and "temporary" in rows:
            temporary = rows["temporary"]
            run = 0
            while run < len(temporary) and temporary[run] is not None:
                run += 1
            for j in range(run, len(temporary)):
                if temporary[j] is not None:
                    self.fail(
                        f"{path}.temporary[{j}]",
                        f"a cube after the empty slot {run + 1}: temporary cubes fill a "
                        "contiguous run from the left",
                    )
                    ok = False
                    break
        if not ok or perm_vp is None or tmp_vp is None:
            return None
        return rows["permanent"], rows["overflow"], rows["temporary"]  # type: ignore[return-value]

    def adjacency(self, value: Any, region_ids: list[str]) -> tuple[tuple[str, str], ...]:
        items = self.array(value, "adjacency", "links between Regions")
        if items is None:
            return ()
        links: list[tuple[str, str]] = []
        for i, link in enumerate(items):
            if isinstance(link, list) and len(link) == 2 and all(isinstance(r, str) for r in link):
                links.append((link[0], link[1]))
            else:
                self.fail(f"adjacency[{i}]", f"expected [id, id], found {_show(link)}")
                links.append(("", ""))
        for p in link_problems(region_ids, links):
            if p.index is not None and links[p.index] != ("", ""):
                self.fail(f"adjacency[{p.index}]", p.message)
        return tuple(links)

    def vp(self, value: Any, players: list[str]) -> tuple[int, ...]:
        item = self.obj(value, "vp", "VP per player")
        totals = dict.fromkeys(players, 0)
        if item is None:
            return tuple(totals.values())
        for owner, n in item.items():
            if owner not in totals:
                self.fail(f"vp.{owner}", f"not a player; expected one of {', '.join(totals)}")
                continue
            if isinstance(n, int) and not isinstance(n, bool):
                totals[owner] = n
            else:
                self.fail(f"vp.{owner}", f"expected a whole number of VP, found {_show(n)}")
        return tuple(totals.values())


def _show(value: Any) -> str:
    """A short rendering of a bad value for a message."""
    if isinstance(value, bool | None):
        return json.dumps(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    text = json.dumps(value) if not isinstance(value, float) or math.isfinite(value) else "a number"
    return text if len(text) <= 40 else text[:37] + "..."


def _not_owner(value: Any, owners: set[str], nullable: bool = False) -> str:
    known = ", ".join(sorted(owners)) or "none"
    empty = " or null" if nullable else ""
    return f"{_show(value)} is neither a player nor the local power; expected one of {known}{empty}"


# -- saving ---------------------------------------------------------------------------------


def to_data(board: Board) -> dict[str, Any]:
    """The scenario as JSON data, in the key order of DESIGN.md."""

    def who(p: Participant) -> dict[str, str]:
        return {"id": p.id, "name": p.name, "color": p.color}

    regions = []
    for r in board.regions:
        item: dict[str, Any] = {
            "id": r.id,
            "name": r.name,
            "permanent": list(r.permanent_vp),
            "temporary": list(r.temporary_vp),
            "majority_bonus": list(r.majority_bonus),
        }
        if r.position is not None:
            item["position"] = [_number(r.position[0]), _number(r.position[1])]
        item["cubes"] = {
            "permanent": list(r.permanent),
            "overflow": list(r.overflow),
            "temporary": list(r.temporary),
        }
        if r.armies:
            item["armies"] = dict(r.armies)
        regions.append(item)
    return {
        "format": FORMAT,
        "name": board.name,
        "players": [who(p) for p in board.players],
        "local_power": who(board.local_power) if board.local_power else None,
        "regions": regions,
        "adjacency": [list(link) for link in board.adjacency],
        "vp": board.vp_dict(),
    }


def dumps(board: Board) -> str:
    """Stable, readable JSON: one key per line, short arrays and small objects inline."""
    return "".join(_emit(to_data(board), 0)) + "\n"


def save(board: Board, path: str | os.PathLike[str], replace_read_only: bool = False) -> None:
    """Write atomically: a failed save leaves the old file whole (rules.files.write_atomic).
    A read-only file raises ReadOnlyFile unless `replace_read_only`."""
    write_atomic(path, dumps(board), replace_read_only)


def _number(v: float) -> int | float:
    v = round(v, 2)
    return int(v) if v == int(v) else v


def _inline(value: Any) -> bool:
    """Arrays of plain values and objects of plain values fit on one line."""
    items = value if isinstance(value, list) else value.values() if isinstance(value, dict) else ()
    return not any(isinstance(v, list | dict) for v in items)


def _emit(value: Any, depth: int) -> Iterator[str]:
    if _inline(value) or not value:
        yield json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        return
    pad, inner = "  " * depth, "  " * (depth + 1)
    if isinstance(value, dict):
        yield "{\n"
        for i, (key, item) in enumerate(value.items()):
            yield f"{inner}{json.dumps(key, ensure_ascii=False)}: "
            yield from _emit(item, depth + 1)
            yield ",\n" if i < len(value) - 1 else "\n"
        yield pad + "}"
    else:
        yield "[\n"
        for i, item in enumerate(value):
            yield inner
            yield from _emit(item, depth + 1)
            yield ",\n" if i < len(value) - 1 else "\n"
        yield pad + "]"
