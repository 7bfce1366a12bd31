"""Where the game is and who is winning (RULES.md §8): the round, the standings, and each
player's VP by source (the Standings view).

Standings: players by VP total, most first; the same total shares the place (both are 1st,
the next is 3rd), listed in the board's player order. The app breaks no such tie.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...text.language import N_, _, number
from ...text.language import place as place_words
from ...text.wording import counted
from ..board import Board


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line in the standings: its VP total and its place (a rank, shared by
    equal totals)."""

    player: str
    vp: int
    place: int

    def to_json(self) -> dict[str, object]:
        return {"player": self.player, "vp": self.vp, "place": self.place}


def standings(board: Board) -> tuple[Standing, ...]:
    """Every player by VP total, most first; equal totals share the higher place and keep
    the board's player order."""
    order = sorted(range(len(board.players)), key=lambda i: (-board.vp[i], i))
    out: list[Standing] = []
    for n, i in enumerate(order):
        vp = board.vp[i]
        place = out[-1].place if out and out[-1].vp == vp else n + 1
        out.append(Standing(board.players[i].id, vp, place))
    return tuple(out)


def place_text(lines: tuple[Standing, ...], line: Standing) -> str:
    """ "1st", or "1st=" when shared."""
    shared = sum(p.place == line.place for p in lines) > 1
    return place_words(line.place, shared)


def standings_text(board: Board) -> str:
    """One line: "Standings: 1st= USA 5, 1st= EU 5, 3rd= Russia 0, 3rd= China 0"."""
    places = standings(board)
    said = _(", ").join(
        _("{place} {name} {vp}").format(
            place=place_text(places, p), name=board.name_of(p.player), vp=number(p.vp)
        )
        for p in places
    )
    return _("Standings: {places}").format(places=said) if said else _("Standings: no players")


def round_text(board: Board) -> str:
    """Where the game is: "Round 3 of 6", "Round 2" (no last round), "Game over (6
    rounds)"."""
    last = board.last_round()
    if last is None:
        return _("Round {n}").format(n=number(board.round))
    if board.round > last:
        return _("Game over ({rounds})").format(rounds=counted(last, "round"))
    return _("Round {n} of {last}").format(n=number(board.round), last=number(last))


# -- VP by source --------------------------------------------------------------------------

# said in the language in use when the sources are counted (the Standings view)
START = N_("At the start")
BOARD = N_("Influence on the board")
SCORING = N_("Region scoring")
OTHER = N_("Corrections")


def vp_by_source(start: Board, steps: Iterable[tuple[object, Board]]) -> dict[str, dict[str, int]]:
    """Each player's VP by where they came from, over the steps (operation, Board after)
    taken from `start`: the start's totals, Influence placed on the board, Region scoring,
    each VP adjustment's reason, and any other change (an edit of the ledger). The sources
    of a player add up to its total after the last step (players are those of the last
    Board; a source that gave nothing is left out)."""
    # Here, not at the top: the round and the standings (`check`) do without operations.
    from ..operations import Add, AdjustVp, Score

    out: dict[str, dict[str, int]] = {}

    def gain(player: str, source: str, n: int) -> None:
        if n:
            mine = out.setdefault(player, {})
            mine[source] = mine.get(source, 0) + n

    for p, n in zip(start.players, start.vp, strict=True):
        gain(p.id, _(START), n)
    before = start
    for op, after in steps:
        old = before.vp_dict()
        for p, n in zip(after.players, after.vp, strict=True):
            delta = n - old.get(p.id, 0)
            if isinstance(op, AdjustVp) and op.player == p.id:
                source = op.reason.strip()
            elif isinstance(op, Add):
                source = _(BOARD)
            elif isinstance(op, Score):
                source = _(SCORING)
            else:
                source = _(OTHER)
            gain(p.id, source, delta)
        before = after
    return {p.id: out.get(p.id, {}) for p in before.players}
