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

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal, TypeGuard

from .board import Board, Participant, Region, is_coordinate
from .scenario import _HEX, _ID, _NAMED, _show
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
    return isinstance(value, str) and bool(_HEX.fullmatch(value) or _NAMED.fullmatch(value))


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


# -- colours ---------------------------------------------------------------------------------

RGB = tuple[float, float, float]  # sRGB, each 0..1

# The colour names Qt (QColor) and CSS understand, as the app draws them.
_NAMED_COLORS = dict(
    item.split(":")
    for item in [
        "aliceblue:f0f8ff",
        "antiquewhite:faebd7",
        "aqua:00ffff",
        "aquamarine:7fffd4",
        "azure:f0ffff",
        "beige:f5f5dc",
        "bisque:ffe4c4",
        "black:000000",
        "blanchedalmond:ffebcd",
        "blue:0000ff",
        "blueviolet:8a2be2",
        "brown:a52a2a",
        "burlywood:deb887",
        "cadetblue:5f9ea0",
        "chartreuse:7fff00",
        "chocolate:d2691e",
        "coral:ff7f50",
        "cornflowerblue:6495ed",
        "cornsilk:fff8dc",
        "crimson:dc143c",
        "cyan:00ffff",
        "darkblue:00008b",
        "darkcyan:008b8b",
        "darkgoldenrod:b8860b",
        "darkgray:a9a9a9",
        "darkgreen:006400",
        "darkgrey:a9a9a9",
        "darkkhaki:bdb76b",
        "darkmagenta:8b008b",
        "darkolivegreen:556b2f",
        "darkorange:ff8c00",
        "darkorchid:9932cc",
        "darkred:8b0000",
        "darksalmon:e9967a",
        "darkseagreen:8fbc8f",
        "darkslateblue:483d8b",
        "darkslategray:2f4f4f",
        "darkslategrey:2f4f4f",
        "darkturquoise:00ced1",
        "darkviolet:9400d3",
        "deeppink:ff1493",
        "deepskyblue:00bfff",
        "dimgray:696969",
        "dimgrey:696969",
        "dodgerblue:1e90ff",
        "firebrick:b22222",
        "floralwhite:fffaf0",
        "forestgreen:228b22",
        "fuchsia:ff00ff",
        "gainsboro:dcdcdc",
        "ghostwhite:f8f8ff",
        "gold:ffd700",
        "goldenrod:daa520",
        "gray:808080",
        "green:008000",
        "greenyellow:adff2f",
        "grey:808080",
        "honeydew:f0fff0",
        "hotpink:ff69b4",
        "indianred:cd5c5c",
        "indigo:4b0082",
        "ivory:fffff0",
        "khaki:f0e68c",
        "lavender:e6e6fa",
        "lavenderblush:fff0f5",
        "lawngreen:7cfc00",
        "lemonchiffon:fffacd",
        "lightblue:add8e6",
        "lightcoral:f08080",
        "lightcyan:e0ffff",
        "lightgoldenrodyellow:fafad2",
        "lightgray:d3d3d3",
        "lightgreen:90ee90",
        "lightgrey:d3d3d3",
        "lightpink:ffb6c1",
        "lightsalmon:ffa07a",
        "lightseagreen:20b2aa",
        "lightskyblue:87cefa",
        "lightslategray:778899",
        "lightslategrey:778899",
        "lightsteelblue:b0c4de",
        "lightyellow:ffffe0",
        "lime:00ff00",
        "limegreen:32cd32",
        "linen:faf0e6",
        "magenta:ff00ff",
        "maroon:800000",
        "mediumaquamarine:66cdaa",
        "mediumblue:0000cd",
        "mediumorchid:ba55d3",
        "mediumpurple:9370db",
        "mediumseagreen:3cb371",
        "mediumslateblue:7b68ee",
        "mediumspringgreen:00fa9a",
        "mediumturquoise:48d1cc",
        "mediumvioletred:c71585",
        "midnightblue:191970",
        "mintcream:f5fffa",
        "mistyrose:ffe4e1",
        "moccasin:ffe4b5",
        "navajowhite:ffdead",
        "navy:000080",
        "oldlace:fdf5e6",
        "olive:808000",
        "olivedrab:6b8e23",
        "orange:ffa500",
        "orangered:ff4500",
        "orchid:da70d6",
        "palegoldenrod:eee8aa",
        "palegreen:98fb98",
        "paleturquoise:afeeee",
        "palevioletred:db7093",
        "papayawhip:ffefd5",
        "peachpuff:ffdab9",
        "peru:cd853f",
        "pink:ffc0cb",
        "plum:dda0dd",
        "powderblue:b0e0e6",
        "purple:800080",
        "rebeccapurple:663399",
        "red:ff0000",
        "rosybrown:bc8f8f",
        "royalblue:4169e1",
        "saddlebrown:8b4513",
        "salmon:fa8072",
        "sandybrown:f4a460",
        "seagreen:2e8b57",
        "seashell:fff5ee",
        "sienna:a0522d",
        "silver:c0c0c0",
        "skyblue:87ceeb",
        "slateblue:6a5acd",
        "slategray:708090",
        "slategrey:708090",
        "snow:fffafa",
        "springgreen:00ff7f",
        "steelblue:4682b4",
        "tan:d2b48c",
        "teal:008080",
        "thistle:d8bfd8",
        "tomato:ff6347",
        "turquoise:40e0d0",
        "violet:ee82ee",
        "wheat:f5deb3",
        "white:ffffff",
        "whitesmoke:f5f5f5",
        "yellow:ffff00",
        "yellowgreen:9acd32",
    ]
)


def parse_color(text: str) -> RGB | None:
    """A colour as the app draws it: #rgb, #rrggbb, #aarrggbb (Qt's order; the alpha is
    ignored) or a CSS/Qt colour name, any case. None when it is none of these."""
    if not isinstance(text, str):
        return None
    if _HEX.fullmatch(text):
        digits = text[1:]
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        elif len(digits) == 8:
            digits = digits[2:]
    else:
        found = _NAMED_COLORS.get(text.lower())
        if found is None:
            return None
        digits = found
    r, g, b = (int(digits[k : k + 2], 16) / 255 for k in (0, 2, 4))
    return (r, g, b)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], ...]

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear sRGB.
VISIONS: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
_VISION_WORDS = {
    "protanopia": "protanopia (red-blind)",
    "deuteranopia": "deuteranopia (green-blind)",
}


def to_lab(rgb: RGB, vision: str | None = None) -> Lab:
    """CIELAB (D65) of an sRGB colour, as seen with normal vision or a simulated one."""
    lin = [_linear(c) for c in rgb]
    if vision is not None:
        m = VISIONS[vision]
        lin = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    r, g, b = lin
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
        h_mean = h1p + h2p
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
        if abs(h1p - h2p) <= 180:
            h_mean = (h1p + h2p) / 2
        elif h1p + h2p < 360:
            h_mean = (h1p + h2p + 360) / 2
        else:
            h_mean = (h1p + h2p - 360) / 2
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (big_dh / sh) ** 2 + rt * (dc / sc) * (big_dh / sh)
    )


def color_difference(a: RGB, b: RGB, vision: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours, with normal vision or a simulated one."""
    return delta_e_2000(to_lab(a, vision), to_lab(b, vision))


def colour_problems(board: Board) -> Iterator[Problem]:
    """Warnings for participants whose cube colours look alike, to anyone or to players
    with a red-green colour vision deficiency. One warning per pair, at the later one."""
    seen: list[tuple[str, Participant, RGB]] = []
    for path, p in _participant_paths(board):
        if not isinstance(p, Participant):
            continue
        rgb = parse_color(p.color)
        if rgb is None:
            continue
        for _, q, other in seen:
            pair = f"{q.name} ({q.color}) and {p.name} ({p.color})"
            d = color_difference(other, rgb)
            if d < TOO_CLOSE:
                yield _warning(
                    f"{path}.color",
                    f"{pair} have colours too close to tell apart "
                    f"(difference {d:.0f}, at least {TOO_CLOSE:.0f} reads well)",
                )
                continue
            alike = [
                _VISION_WORDS[v]
                for v in VISIONS
                if color_difference(other, rgb, v) < TOO_CLOSE_SIMULATED
            ]
            if alike:
                yield _warning(
                    f"{path}.color",
                    f"{pair} look alike to players with {' or '.join(alike)} colour blindness",
                )
        seen.append((path, p, rgb))
