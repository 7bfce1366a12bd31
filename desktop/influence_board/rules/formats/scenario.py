"""Scenario files (`"format": "influence-board/1"`, DESIGN.md) <-> Board, and the shipped
scenarios: the embedded standard board (found where importlib.resources finds it,
shipped.py, so it works from a plain `pip install .`).

Reading has two stages. The reader here turns JSON into a Board, reporting only what is
not the shape or type a scenario has (a missing field, a text where a number belongs),
each with its JSON path; where a field is unusable it puts a placeholder in the Board and
goes on, so that one pass finds every problem. Then validation.check, which the editor
and `influence-board check` use too, says whether the Board is a valid position: ids,
owners, rows, links, the limits on numbers and text. Its problems at a place the reader
already reported are left out (the reader's message says more).

Saving writes a stable, readable text: the same Board always gives the same bytes, with
short rows kept on one line so that files diff well.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from functools import cache
from typing import Any

from ...shipped import shipped_files
from ...text.language import _, number
from ...text.wording import and_more, first_problems
from ..board import Board, Kind, Owner, Participant, Region, Row
from ..limits import HugeNumber, UnsafeJson, limit_text, parse_json
from ..validation import DefaultRounds, Names, Problem, errors, is_id, key_path, show
from .safe_io import UnreadableFile, read_text, write_atomic

FORMAT = "influence-board/1"


class ScenarioError(ValueError):
    """A scenario that cannot be loaded. `problems` lists every error found."""

    def __init__(self, problems: list[Problem], source: str | None = None) -> None:
        self.problems = problems
        self.source = source
        super().__init__(self.describe())

    def lines(self) -> list[str]:
        """One line per problem with its severity, each naming the file, at most
        MAX_PROBLEMS_SHOWN of them and a line saying how many more: what the CLI prints."""
        where = f"{self.source}: " if self.source else ""
        shown, left_out = first_problems(self.problems)
        return [f"{where}{p}" for p in shown] + (
            [f"{where}{and_more(left_out)}"] if left_out else []
        )

    def describe(self) -> str:
        """One line per problem, each naming the file: `board.json: regions[2] (Europe)...`."""
        where = f"{self.source}: " if self.source else ""
        shown, left_out = first_problems(self.problems)
        lines = [
            f"{where}{p.place}: {p.message}" if p.place else f"{where}{p.message}" for p in shown
        ]
        return "\n".join(lines + ([f"{where}{and_more(left_out)}"] if left_out else []))


def _file_problem(message: str, path: str = "") -> Problem:
    return Problem("error", path, message)


# -- loading --------------------------------------------------------------------------------


def loads(text: str, source: str | None = None) -> Board:
    """Parse scenario JSON text into a valid Board; raise ScenarioError naming every problem."""
    return from_data(parse(text, source), source)


def parse(text: str, source: str | None = None) -> Any:
    """JSON text as data, read as every file of the app is (huge numbers kept for the
    limits to report, NaN refused); raise ScenarioError saying where it is not JSON."""
    try:
        return parse_json(text)
    except UnsafeJson as exc:
        raise ScenarioError([_file_problem(exc.msg, exc.place)], source) from None
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            [
                _file_problem(
                    _("not JSON: {why}").format(why=exc.msg),
                    _("line {line} column {column}").format(
                        line=number(exc.lineno), column=number(exc.colno)
                    ),
                )
            ],
            source,
        ) from None
    except RecursionError:
        raise ScenarioError([_file_problem(_("not JSON: nested too deeply"))], source) from None
    except ValueError as exc:  # NaN or Infinity, which JSON does not have
        raise ScenarioError([_file_problem(_("not JSON: {why}").format(why=exc))], source) from None


def load(path: str | os.PathLike[str]) -> Board:
    """The scenario in a file; anything but a regular UTF-8 file of at most 64 MB is refused
    at once. Raises ScenarioError naming the file."""
    try:
        text = read_text(path)
    except UnreadableFile as exc:
        raise ScenarioError([_file_problem(exc.reason)], str(path)) from None
    return loads(text, str(path))


def from_data(data: Any, source: str | None = None, repair: bool = False) -> Board:
    """A valid Board from parsed JSON; raise ScenarioError naming every error (shape, type
    and validation.check's). Warnings do not stop a load.

    `repair` (the window's File > Open, a drop, a file on its command line): a Board of the
    scenario's shape whose errors are only its position's own (a gap, a cube of nobody,
    a negative total: what the editor can fix, rules/repair.py) is given too, errors and
    all, for the window to repair; any other error is refused as without it."""
    board, problems = read(data)
    if board is not None:
        found = [p for p in errors(board) if not any(_within(p.path, q.path) for q in problems)]
        if found and repair and not problems:
            from ..repair import can_repair  # here: the editor's rules, only for a bad file

            if can_repair(board):
                return board
        problems += found
    if problems or board is None:
        raise ScenarioError(problems, source)
    return board


def read(data: Any) -> tuple[Board | None, list[Problem]]:
    """The Board that parsed JSON spells, and its shape and type errors, each with its path
    and place. The Board (None only when there is nothing to build) holds placeholders
    where the errors are, and is not yet checked: see validation.check."""
    reader = _Reader()
    board = reader.board(data)
    names = _raw_names(data)
    problems = [
        Problem(p.severity, p.path, p.message, names.place(p.path)) for p in reader.problems
    ]
    return board, problems


def _within(path: str, outer: str) -> bool:
    """`path` is `outer` or a part of it."""
    return path == outer or (path.startswith(outer) and path[len(outer)] in ".[" and outer != "")


def _raw_names(data: Any) -> Names:
    def names(key: str) -> list[object]:
        items = data.get(key) if isinstance(data, dict) else None
        if not isinstance(items, list):
            return []
        return [item.get("name") if isinstance(item, dict) else None for item in items]

    local = data.get("local_power") if isinstance(data, dict) else None
    return Names(
        names("regions"), names("players"), local.get("name") if isinstance(local, dict) else None
    )


class _Reader:
    """Walks the JSON, collecting shape and type problems instead of stopping at the first.

    Every method returns a value of the right type: what the file says, or a placeholder
    after recording why it could not be used ("" for a text, 0 for a number, an empty
    row). Placeholders are chosen so that the validator finds nothing new about them
    beyond the place already reported.
    """

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(Problem("error", path, message))

    # -- scalars --

    def text(self, value: Any, path: str, what: str) -> str:
        if isinstance(value, str):
            return value
        self.fail(
            path, _("expected {what} (a text), found {value}").format(what=what, value=show(value))
        )
        return ""

    def number(self, value: Any, path: str, what: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        self.fail(
            path,
            _("expected {what} (a whole number {limits}), found {value}").format(
                what=what, limits=limit_text(), value=_shown(value)
            ),
        )
        return 0

    def obj(self, value: Any, path: str, what: str) -> dict[str, Any] | None:
        if isinstance(value, dict):
            return value
        self.fail(
            path,
            _("expected {what} (a JSON object), found {value}").format(
                what=what, value=_shown(value)
            ),
        )
        return None

    def array(self, value: Any, path: str, what: str) -> list[Any] | None:
        if isinstance(value, list):
            return value
        self.fail(
            path,
            _("expected {what} (a JSON array), found {value}").format(
                what=what, value=_shown(value)
            ),
        )
        return None

    def numbers(self, value: Any, path: str, what: str) -> tuple[int, ...]:
        items = self.array(value, path, what)
        if items is None:
            return ()
        return tuple(self.number(v, f"{path}[{i}]", _("a printed VP")) for i, v in enumerate(items))

    def field(self, item: dict[str, Any], key: str, path: str) -> Any:
        if key not in item:
            self.fail(f"{path}.{key}", _("missing"))
        return item.get(key)

    # -- the document --

    def board(self, data: Any) -> Board | None:
        doc = self.obj(data, "", _("a scenario"))
        if doc is None:
            return None
        if "format" not in doc:
            self.fail("format", _('missing; expected "{format}"').format(format=FORMAT))
        elif doc["format"] != FORMAT:
            self.fail(
                "format",
                _('expected "{format}", found {value}').format(
                    format=FORMAT, value=_shown(doc["format"])
                ),
            )
            return None  # another format: its other fields mean nothing to us
        # A file without a name is read with one in the reader's language (a name is the
        # user's words, never a key), and written with it, as a new board's is.
        name = self.text(doc.get("name", _("Untitled")), "name", _("the scenario's name"))
        players = self.players(doc.get("players"))
        local = doc.get("local_power")
        local_power = (
            None
            if local is None
            else self.participant(local, "local_power", _("the local power or null"))
        )
        regions = self.regions(doc.get("regions"))
        adjacency = self.adjacency(doc.get("adjacency", []))
        vp = self.vp(doc.get("vp", {}), players)
        round_ = self.number(doc.get("round", 1), "round", _("the round being played"))
        if "scoring_rounds" in doc:
            scoring = self.array(doc["scoring_rounds"], "scoring_rounds", _("the scoring rounds"))
            scoring_rounds = tuple(
                self.number(v, f"scoring_rounds[{i}]", _("a round"))
                for i, v in enumerate(scoring or ())
            )
        else:  # a file from before rounds: the game its board is (check() warns which)
            scoring_rounds = DefaultRounds(_default_rounds(players, local_power, regions))
        return Board(name, players, local_power, regions, adjacency, vp, round_, scoring_rounds)

    def participant(self, value: Any, path: str, what: str) -> Participant:
        item = self.obj(value, path, what)
        if item is None:
            return Participant("", "", "")
        pid, name, color = (
            self.text(item[key], f"{path}.{key}", what)
            if self.field(item, key, path) is not None or key in item
            else ""
            for key, what in (("id", _("an id")), ("name", _("a name")), ("color", _("a colour")))
        )
        return Participant(pid, name, color)

    def players(self, value: Any) -> tuple[Participant, ...]:
        items = self.array(value, "players", _("the players"))
        if items is None:
            return ()
        return tuple(
            self.participant(p, f"players[{i}]", _("a player")) for i, p in enumerate(items)
        )

    def regions(self, value: Any) -> tuple[Region, ...]:
        items = self.array(value, "regions", _("the Regions"))
        if items is None:
            return ()
        return tuple(self.region(item, f"regions[{i}]") for i, item in enumerate(items))

    def region(self, value: Any, path: str) -> Region:
        item = self.obj(value, path, _("a Region"))
        if item is None:
            return Region("", "", (), (), (), ())
        rid = self.field(item, "id", path)
        rid = self.text(rid, f"{path}.id", _("an id")) if "id" in item else ""
        name = self.field(item, "name", path)
        name = self.text(name, f"{path}.name", _("a name")) if "name" in item else ""
        slots = {}
        for key, what in (
            ("permanent", _("permanent slot VP")),
            ("temporary", _("temporary slot VP")),
            ("majority_bonus", "bonuses"),
        ):
            raw = self.field(item, key, path)
            slots[key] = self.numbers(raw, f"{path}.{key}", what) if key in item else ()
        permanent, overflow, temporary = self.cubes(
            item.get("cubes"), f"{path}.cubes", slots["permanent"], slots["temporary"]
        )
        return Region(
            rid,
            name,
            slots["permanent"],
            slots["temporary"],
            slots["majority_bonus"],
            permanent,
            overflow,
            temporary,
            self.armies(item.get("armies", {}), f"{path}.armies"),
            self.position(item.get("position"), f"{path}.position"),
        )

    def position(self, value: Any, path: str) -> tuple[float, float] | None:
        if value is None:
            return None
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
        ):
            # Rounded as the engine keeps positions; a number too large for that is kept
            # as it is, for the validator to report.
            x, y = (_rounded(v) for v in value)
            return (x, y)
        self.fail(
            path, _("expected [x, y] (two numbers), found {value}").format(value=_shown(value))
        )
        return None

    def armies(self, value: Any, path: str) -> tuple[tuple[str, int], ...]:
        item = self.obj(value, path, _("Armies per participant"))
        if item is None:
            return ()
        out = {
            owner: n
            for owner, raw in item.items()
            if (n := self.number(raw, key_path(path, owner), _("an Army count")))
        }
        return tuple(sorted(out.items()))

    def cubes(
        self, value: Any, path: str, perm_vp: tuple[int, ...], tmp_vp: tuple[int, ...]
    ) -> tuple[Row, tuple[Owner, ...], Row]:
        item = self.obj({} if value is None else value, path, _("the cubes"))
        if item is None:
            item = {}
        for key in item:
            if key not in ("permanent", "overflow", "temporary"):
                self.fail(
                    key_path(path, key), _("unknown row; expected permanent, overflow or temporary")
                )
        permanent = self.slot_row(item, path, "permanent", len(perm_vp))
        temporary = self.slot_row(item, path, "temporary", len(tmp_vp))
        raw = item.get("overflow")
        cubes = None if raw is None else self.array(raw, f"{path}.overflow", _("the overflow row"))
        overflow = tuple(
            cube if isinstance(cube, str) else self._bad_cube(cube, f"{path}.overflow[{j}]", False)
            for j, cube in enumerate(cubes or ())
        )
        return permanent, overflow, temporary

    def slot_row(self, item: dict[str, Any], path: str, row: Kind, slots: int) -> Row:
        """A row of printed slots: an owner's id or None for each; all None when it is not
        given."""
        raw = item.get(row)
        what = _("the permanent row") if row == "permanent" else _("the temporary row")
        cubes = None if raw is None else self.array(raw, f"{path}.{row}", what)
        if cubes is None:
            return (None,) * slots
        # "" is nobody's id: the validator reports it as an unknown owner, at this path.
        return tuple(
            cube
            if cube is None or isinstance(cube, str)
            else self._bad_cube(cube, f"{path}.{row}[{j}]", True)
            for j, cube in enumerate(cubes)
        )

    def _bad_cube(self, cube: Any, path: str, nullable: bool) -> str:
        if nullable:
            text = _("expected an owner's id (a text) or null, found {value}")
        else:
            text = _("expected an owner's id (a text), found {value}")
        self.fail(path, text.format(value=_shown(cube)))
        return ""

    def adjacency(self, value: Any) -> tuple[tuple[str, str], ...]:
        items = self.array(value, "adjacency", _("links between Regions"))
        if items is None:
            return ()
        links: list[tuple[str, str]] = []
        for i, link in enumerate(items):
            if isinstance(link, list) and len(link) == 2 and all(isinstance(r, str) for r in link):
                links.append((link[0], link[1]))
            else:
                self.fail(
                    f"adjacency[{i}]",
                    _("expected [id, id], found {value}").format(value=_shown(link)),
                )
                links.append(("", ""))
        return tuple(links)

    def vp(self, value: Any, players: tuple[Participant, ...]) -> tuple[int, ...]:
        # The ledger holds one total per player: a key that is no player has no place in
        # a Board, so it is reported here.
        item = self.obj(value, "vp", _("VP per player"))
        totals = dict.fromkeys((p.id for p in players), 0)
        if item is None:
            return tuple(totals.get(p.id, 0) for p in players)
        for owner, n in item.items():
            where = key_path("vp", owner)
            if owner not in totals or owner == "":
                known = ", ".join(i for i in totals if is_id(i)) or _("none")
                self.fail(where, _("not a player; expected one of {known}").format(known=known))

                continue
            totals[owner] = self.number(n, where, _("a VP total"))
        return tuple(totals[p.id] for p in players)


def _rounded(v: int | float) -> int | float:
    try:
        return round(float(v), 2)
    except OverflowError:  # an int past float's range: the validator says it is off the board
        return v


def _shown(value: Any) -> str:
    return str(value) if isinstance(value, HugeNumber) else show(value)


# -- the shipped scenarios ------------------------------------------------------------------

STANDARD = "world-order.json"
# The standard board's local power: what a new board or the editor's "local power" box
# starts with.
DEFAULT_LOCAL_POWER = Participant("local", "Local powers", "#000000")


def scenario_text(name: str = STANDARD) -> str:
    return (shipped_files() / "scenarios" / name).read_text("utf-8")


def standard_board() -> Board:
    return loads(scenario_text(), f"<embedded {STANDARD}>")


Slots = tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # id, rows, bonuses
Shape = tuple[tuple[str, ...], str | None, tuple[Slots, ...]]


def _shape(
    players: tuple[Participant, ...], local_power: Participant | None, regions: tuple[Region, ...]
) -> Shape:
    """What makes a board the standard one for its rounds: the players' and the local
    power's ids, and the Regions' ids with their slots and bonuses, whatever the names."""
    return (
        tuple(p.id for p in players),
        local_power.id if local_power is not None else None,
        tuple((r.id, r.permanent_vp, r.temporary_vp, r.majority_bonus) for r in regions),
    )


@cache
def _standard_game() -> tuple[Shape, tuple[int, ...]]:
    standard = standard_board()
    return _shape(standard.players, standard.local_power, standard.regions), tuple(
        standard.scoring_rounds
    )


def _default_rounds(
    players: tuple[Participant, ...], local_power: Participant | None, regions: tuple[Region, ...]
) -> tuple[int, ...]:
    """The scoring rounds of a scenario whose file does not give them (DESIGN.md): the
    standard game's on the standard board (names may differ), none on any other."""
    shape, rounds = _standard_game()
    if len(regions) != len(shape[2]) or len(players) != len(shape[0]):
        return ()  # another board, told at once however large
    return rounds if _shape(players, local_power, regions) == shape else ()


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
        **({"round": board.round} if board.round != 1 else {}),
        # Left out only where the file read had none to give (check() warns of that again):
        # a board without rounds says so, as an empty list every reader reads.
        **(
            {}
            if isinstance(board.scoring_rounds, DefaultRounds) and not board.scoring_rounds
            else {"scoring_rounds": list(board.scoring_rounds)}
        ),
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
