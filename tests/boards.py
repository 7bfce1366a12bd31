"""Small boards for rule tests, built through the scenario loader (so they are valid boards).

    board(region("europe", temporary=[5, 4, 3, 2]), players="abcde")

Players are named after their id in capitals ("a" -> "A"), the local power is "local"
named "Local", so the plain-words events can be checked for names.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from influence_board.rules import Board, Operation, Outcome, Refusal, apply
from influence_board.rules.formats.scenario import FORMAT, from_data

LOCAL = "local"

# The standard board's Regions as the Table arrangement shows them, row by row (issue 36):
# its map read top to bottom, each row left to right, whatever the number of columns; Page
# Down's order too.
STANDARD_READING_ORDER = [
    "europe",
    "central_asia",
    "middle_east_north_africa",
    "south_asia",
    "east_asia_pacific",
    "americas",
    "africa",
]


def allowed(b: Board, op: Operation) -> Outcome:
    """`apply(b, op)` for an operation the rules must allow: a refusal fails the test,
    with its reason."""
    out = apply(b, op)
    assert not isinstance(out, Refusal), f"{op} was refused: {out.reason}"
    return out


def region(
    rid: str,
    *,
    permanent: Sequence[int] = (1, 1),
    temporary: Sequence[int] = (4, 3, 2, 1),
    bonus: Sequence[int] = (7, 4, 2),
    perm: Sequence[str | None] | None = None,
    temp: Sequence[str | None] | None = None,
    overflow: Sequence[str] = (),
    armies: dict[str, int] | None = None,
    name: str | None = None,
    position: tuple[float, float] | None = None,
) -> dict[str, Any]:
    """One Region as scenario JSON. `perm`/`temp` may be shorter than the row: padded with null."""
    perm_row = list(perm or [])
    temp_row = list(temp or [])
    perm_row += [None] * (len(permanent) - len(perm_row))
    temp_row += [None] * (len(temporary) - len(temp_row))
    data: dict[str, Any] = {
        "id": rid,
        "name": name or rid.replace("_", " ").title(),
        "permanent": list(permanent),
        "temporary": list(temporary),
        "majority_bonus": list(bonus),
        "cubes": {"permanent": perm_row, "overflow": list(overflow), "temporary": temp_row},
    }
    if armies:
        data["armies"] = dict(armies)
    if position is not None:
        data["position"] = list(position)
    return data


def scenario(
    *regions: dict[str, Any],
    players: Iterable[str] = "abcd",
    local: bool = True,
    adjacency: Sequence[tuple[str, str]] = (),
    vp: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A whole scenario document (JSON data)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "name": "test board",
        "players": [{"id": p, "name": p.upper(), "color": "#123456"} for p in players],
        "local_power": {"id": LOCAL, "name": "Local", "color": "black"} if local else None,
        "regions": list(regions),
        "adjacency": [list(link) for link in adjacency],
    }
    if vp is not None:
        data["vp"] = dict(vp)
    return data


def board(
    *regions: dict[str, Any],
    players: Iterable[str] = "abcd",
    local: bool = True,
    adjacency: Sequence[tuple[str, str]] = (),
    vp: dict[str, int] | None = None,
) -> Board:
    """A Board with the given Regions (cubes placed without scoring)."""
    return from_data(scenario(*regions, players=players, local=local, adjacency=adjacency, vp=vp))
