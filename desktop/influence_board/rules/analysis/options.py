"""A player's options: every choice they have now and what it gains (DESIGN.md `options --json`).

The choices are the operations a player picks, not effects: add temporary Influence, add
permanent Influence (leftmost free slot), convert or reset one of their temporary cubes.
Each is carried out by the engine itself, so an option says exactly what the operation
would do; a choice the rules refuse, or one that leaves the position as it was (RULES.md
§7), is left out. Only the Region a choice touches is ranked again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ...text.escaping import escaped
from ...text.language import N_, _, number
from ...text.language import place as place_words
from ..board import Board, Owner, Region
from ..majority import Standing, can_score, counts, ranking
from ..operations import Add, Convert, Event, Refusal, Reset
from ..play import VP_PER_CUBE, apply

T = TypeVar("T")

Choice = Add | Convert | Reset

# The contract's order among choices of one Region with the same value.
_KIND_ORDER = {"add temporary": 0, "add permanent": 1, "convert": 2, "reset": 3}


@dataclass(frozen=True, slots=True)
class Change(Generic[T]):
    """One quantity before and after a choice."""

    before: T
    after: T

    def to_json(self) -> dict[str, Any]:
        return {"before": self.before, "after": self.after}


@dataclass(frozen=True, slots=True)
class Option:
    """One choice and what it gains for the player who makes it.

    `score_now` is what the player would gain if the Region were scored right now (0 when
    it cannot score or they have no cube there); `place` is their place in its ranking
    (None with no cube there). `others` holds every other player whose score-now in that
    Region changes, with after - before, in board order. `shared` says whether the place
    is shared with others (read "2nd=" at the table); `events` say in plain words what
    the choice would do. Neither is part of the JSON contract.
    """

    op: Choice
    vp: int
    score_now: Change[int]
    place: Change[int | None]
    can_score: Change[bool]
    others: tuple[tuple[Owner, int], ...]
    shared: Change[bool]
    events: tuple[Event, ...]

    @property
    def region(self) -> str:
        return self.op.region

    @property
    def value(self) -> int:
        return self.vp + self.score_now.after - self.score_now.before

    @property
    def kind(self) -> str:
        """The kind of choice: add temporary, add permanent, convert or reset."""
        return f"add {self.op.kind}" if isinstance(self.op, Add) else type(self.op).__name__.lower()

    def to_json(self) -> dict[str, Any]:
        # Here, not at the top: only JSON writes the choice's operation line; the text
        # report and the Options dock do without the operation file's module.
        from ..formats.operation_lines import to_entry

        return {
            "op": to_entry(self.op),
            "region": self.region,
            "vp": self.vp,
            "score_now": self.score_now.to_json(),
            "value": self.value,
            "place": self.place.to_json(),
            "can_score": self.can_score.to_json(),
            "others": dict(self.others),
        }


class NotAPlayer(ValueError):
    """Options were asked for someone who does not choose: the local power or a stranger."""


class _Scores:
    """One Region's ranking read as what each player would gain if it were scored now."""

    __slots__ = ("armies", "can_score", "counts", "standings")

    def __init__(self, region: Region, order: list[Owner], like: _Scores | None = None) -> None:
        self.can_score = can_score(region)
        self.counts = counts(region)
        self.armies = region.armies
        if like is not None and like.counts == self.counts and like.armies == self.armies:
            # The ranking depends only on the counts and Armies (a Reset, a conversion):
            # no need to rank again.
            self.standings: dict[Owner, Standing] = like.standings
        else:
            self.standings = {s.owner: s for s in ranking(region, order)}

    def score_now(self, player: Owner) -> int:
        s = self.standings.get(player)
        if s is None or not self.can_score:
            return 0
        return VP_PER_CUBE * s.count + s.bonus

    def place(self, player: Owner) -> int | None:
        s = self.standings.get(player)
        return None if s is None else s.place

    def shared(self, player: Owner) -> bool:
        s = self.standings.get(player)
        if s is None:
            return False
        return sum(t.place == s.place for t in self.standings.values()) > 1


def check_player(board: Board, player: str) -> None:
    """Raise NotAPlayer, saying why, unless `player` is one of the board's players."""
    if board.is_player(player):
        return
    ids = ", ".join(p.id for p in board.players) or _("none")
    if board.local_power is not None and player == board.local_power.id:
        raise NotAPlayer(
            _(
                "'{id}' is the local power ({name}): it takes a place in majorities but makes "
                "no choices; the players are {ids}"
            ).format(id=player, name=board.local_power.name, ids=ids)
        )
    raise NotAPlayer(
        _("'{id}' is not a player of this board; the players are {ids}").format(id=player, ids=ids)
    )


def choices(region: Region, player: str) -> list[Choice]:
    """Every operation `player` could pick in `region`, before asking the rules."""
    out: list[Choice] = []
    if region.temporary:
        out.append(Add(region.id, player, "temporary"))
    if None in region.permanent:
        out.append(Add(region.id, player, "permanent"))
    mine = [i for i, cube in enumerate(region.temporary) if cube == player]
    out.extend(Convert(region.id, player, i) for i in mine)
    out.extend(Reset(region.id, player, i) for i in mine)
    return out


Ranked = tuple[tuple[tuple[int, int, int, int], Option], ...]  # sort keys and options


def options(
    board: Board, player: str, known: dict[str, tuple[Region, Ranked]] | None = None
) -> list[Option]:
    """Every choice `player` has now, in the contract's order: value highest first, then
    board order, then add temporary, add permanent, convert, reset, then index.
    Raises NotAPlayer when `player` is not one of the board's players.

    A Region's options depend on that Region alone (and the board's participants): with
    `known`, the options of each Region already computed for this player, Regions that
    are the same objects as then are not computed again, and the others are kept there.
    `known` belongs to one player, one list of participants and one order of Regions."""
    check_player(board, player)
    order = [p.id for p in board.participants()]
    found: list[tuple[tuple[int, int, int, int], Option]] = []
    for index, region in enumerate(board.regions):
        kept = known.get(region.id) if known is not None else None
        if kept is not None and kept[0] is region:
            found.extend(kept[1])
            continue
        ranked = _region_options(board, index, region, player, order)
        if known is not None:
            known[region.id] = (region, ranked)
        found.extend(ranked)
    found.sort(key=lambda pair: pair[0])
    return [option for _key, option in found]


def _region_options(
    board: Board, number: int, region: Region, player: str, order: list[str]
) -> Ranked:
    found = []
    before: _Scores | None = None  # ranked once, and only for a Region with options
    for op in choices(region, player):
        result = apply(board, op)
        if isinstance(result, Refusal) or not result.changed:
            continue
        new = result.board.regions[number]
        if new == region and result.board.vp == board.vp:
            continue  # the position reads the same: not a step (RULES.md §7)
        if before is None:
            before = _Scores(region, order)
        option = _option(board, op, result.board, result.events, number, before)
        index = op.index if isinstance(op, Convert | Reset) else 0
        found.append(((-option.value, number, _KIND_ORDER[option.kind], index), option))
    return tuple(found)


def option_for(board: Board, op: Choice) -> Option | None:
    """What one choice would gain, as `options` reads it: for a choice the options list
    does not name itself (a click on a given permanent slot, a setup placement, the local
    power placing in setup mode). None when the rules refuse it or it is not a step."""
    result = apply(board, op)
    if isinstance(result, Refusal) or not result.changed:
        return None
    number = board.region_index(op.region)
    region = board.regions[number]
    if result.board.regions[number] == region and result.board.vp == board.vp:
        return None
    before = _Scores(region, [p.id for p in board.participants()])
    return _option(board, op, result.board, result.events, number, before)


def _option(
    board: Board,
    op: Choice,
    after_board: Board,
    events: tuple[Event, ...],
    number: int,
    before: _Scores,
) -> Option:
    """The Option of `op`, whose outcome is `after_board`; `before` ranks its Region now."""
    player = op.player
    after = _Scores(after_board.regions[number], [p.id for p in board.participants()], like=before)
    others = tuple(
        (p.id, delta)
        for p in board.players
        if p.id != player and (delta := after.score_now(p.id) - before.score_now(p.id))
    )
    # The local power places in setup mode only, and never has VP.
    vp = after_board.vp_of(player) - board.vp_of(player) if board.is_player(player) else 0
    return Option(
        op=op,
        vp=vp,
        score_now=Change(before.score_now(player), after.score_now(player)),
        place=Change(before.place(player), after.place(player)),
        can_score=Change(before.can_score, after.can_score),
        others=others,
        shared=Change(before.shared(player), after.shared(player)),
        events=events,
    )


def options_report(player: str, found: list[Option]) -> dict[str, Any]:
    """The `options --json` document."""
    return {"player": player, "options": [o.to_json() for o in found]}


# -- the plain table of `influence-board options` ---------------------------------------------


def _place(place: int | None, shared: bool) -> str:
    return "-" if place is None else place_words(place, shared)


def _choice(board: Board, option: Option) -> str:
    if isinstance(option.op, Add):
        return _("add permanent") if option.op.kind == "permanent" else _("add temporary")
    n = number(option.op.index + 1)
    if option.kind == "convert":
        return _("convert temporary slot {n}").format(n=n)
    return _("reset temporary slot {n}").format(n=n)


def _yes(flag: bool) -> str:
    return _("yes") if flag else _("no")


def table_row(board: Board, option: Option) -> list[str]:
    """One option's cells, under HEADINGS (the plain table, the Options dock)."""
    score, place, scorable, shared = option.score_now, option.place, option.can_score, option.shared
    return [
        number(option.value),
        number(option.vp),
        board.region(option.region).name,
        _choice(board, option),
        f"{number(score.before)} -> {number(score.after)}",
        f"{_place(place.before, shared.before)} -> {_place(place.after, shared.after)}",
        _yes(scorable.after)
        if scorable.before == scorable.after
        else f"{_yes(scorable.before)} -> {_yes(scorable.after)}",
        ", ".join(f"{board.name_of(p)} {_signed(delta)}" for p, delta in option.others) or "-",
    ]


def _signed(n: int) -> str:
    return ("+" if n >= 0 else "-") + number(abs(n))


def threats(board: Board, player: str) -> list[tuple[str, Option | None, int]]:
    """For each other player, in board order: their best choice now (None: they have
    none) and what it would take from `player`'s score-now (0 or less; RULES.md's "safer
    from being pushed out" read the other way)."""
    out = []
    for other in board.players:
        if other.id == player:
            continue
        best = next(iter(options(board, other.id)), None)
        taken = dict(best.others).get(player, 0) if best is not None else 0
        out.append((other.id, best, min(0, taken)))
    return out


def threat_text(board: Board, player: str, other: str, best: Option | None, taken: int) -> str:
    """ "EU: temporary Influence in Europe (value 6), takes 3 from USA's score-now"."""
    who = board.name_of(other)
    if best is None:
        return _("{who}: no choice").format(who=who)
    choice = _("{choice} in {region} (value {value})").format(
        choice=_choice(board, best), region=board.region(best.region).name, value=number(best.value)
    )
    if taken:
        return _("{who}: {choice}, takes {n} from {player}'s score-now").format(
            who=who, choice=choice, n=number(-taken), player=board.name_of(player)
        )
    return _("{who}: {choice}, takes nothing from {player}").format(
        who=who, choice=choice, player=board.name_of(player)
    )


# the table's column headings, in English (headings() says them in the language in use)
HEADINGS = [
    N_("value"), N_("VP"), N_("Region"), N_("choice"), N_("score now"), N_("place"),
    N_("can score"), N_("others"),
]  # fmt: skip
_RIGHT = {0, 1}  # numbers line up on the right


def headings() -> list[str]:
    """The table's column headings in the language in use (the plain table, the dock)."""
    return [_(h) for h in HEADINGS]


def table(board: Board, player: str, found: list[Option]) -> str:
    """The options as a table for the terminal: one row per choice, best first."""
    title = _("Options for {player} ({vp} VP now)").format(
        player=escaped(board.name_of(player)), vp=number(board.vp_of(player))
    )
    if not found:
        return _("{title}: none").format(title=title) + "\n"
    # Cells escaped before they are measured: a name holds one line, and columns line up.
    rows = [headings(), *([escaped(cell) for cell in table_row(board, o)] for o in found)]
    widths = [max(len(r[c]) for r in rows) for c in range(len(HEADINGS))]
    lines = [title, ""]
    for r in rows:
        cells = [
            cell.rjust(w) if c in _RIGHT else cell.ljust(w)
            for c, (cell, w) in enumerate(zip(r, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    lines.append("")
    lines.append(
        _(
            "VP = gained at once; score now = what scoring that Region right now would give; "
            "value = VP + change in score now"
        )
    )
    return "\n".join(lines) + "\n"


# -- one choice in a line, for the preview beside a hovered slot ------------------------------


def summary(board: Board, option: Option, setup: bool = False) -> str:
    """What a choice gains, in one short line: "+3 VP; China 3rd -> 2nd=; Africa could
    score". `setup`: a setup placement, which scores nothing."""
    who = board.name_of(option.op.player)
    region = board.region(option.region).name
    if setup:
        parts = [_("setup, no VP")]
    else:
        parts = [_("+{n} VP").format(n=number(option.vp)) if option.vp else _("no VP")]
    place, shared = option.place, option.shared
    if (place.before, shared.before) != (place.after, shared.after):
        was, now = _place(place.before, shared.before), _place(place.after, shared.after)
        if place.before is None:
            parts.append(
                _("{who} enters {region} {place}").format(who=who, region=region, place=now)
            )
        elif place.after is None:
            parts.append(_("{who} leaves the ranking of {region}").format(who=who, region=region))
        else:
            parts.append(f"{who} {was} -> {now}")
    if option.can_score.before != option.can_score.after:
        parts.append(
            _("{region} could score").format(region=region)
            if option.can_score.after
            else _("{region} cannot score").format(region=region)
        )
    score = option.score_now
    if score.before != score.after and option.can_score.after:
        parts.append(
            _("worth {after} if scored now (was {before})").format(
                after=number(score.after), before=number(score.before)
            )
        )
    parts.extend(
        _("pushes out {owner}").format(owner=board.name_of(e.owner))
        for e in option.events
        if e.kind == "pushed_out" and e.owner is not None
    )
    parts.extend(
        _("{player} {delta} if scored").format(player=board.name_of(p), delta=_signed(delta))
        for p, delta in option.others
    )

    return "; ".join(parts)
