"""How two positions differ (DESIGN.md `diff --json`), in the plain lines of
`influence-board diff`, and grouped for the window: per Region, the places gained and lost
and the cubes each owner gained, lost or moved (the badge on the board), and per player,
the places that differ.

Regions match by id. A position is cubes, Armies and VP: names, colours, positions on the
picture and adjacency are not part of it and are not compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...text.language import N_, _, ngettext, number
from ...text.language import place as place_words
from ...text.wording import counted
from ..board import Board, Region
from ..majority import can_score, ordinal, ranking
from .report import places

# The compared keys of a Region, in the contract's order.
KEYS = (
    "permanent",
    "overflow",
    "temporary",
    "armies",
    "ranking",
    "can_score",
    "empty_permanent",
)


def region_values(board: Board, region: Region) -> dict[str, Any]:
    """A Region's compared values, as in the `--json` report (JSON-ready)."""
    order = [p.id for p in board.participants()]
    return {
        "permanent": list(region.permanent),
        "overflow": list(region.overflow),
        "temporary": list(region.temporary),
        "armies": {owner: n for owner, n in region.armies if n},
        "ranking": [s.to_json() for s in ranking(region, order)],
        "can_score": can_score(region),
        "empty_permanent": region.empty_permanent(),
    }


@dataclass(frozen=True, slots=True)
class RegionDiff:
    """The keys of one Region (in both positions) whose values differ: (key, a, b)."""

    region: str
    changes: tuple[tuple[str, Any, Any], ...]


@dataclass(frozen=True, slots=True)
class Diff:
    """What differs between position A and position B.

    `vp` holds (player, a, b) for every player whose VP differ, None on a side that does
    not have the player; `regions` the Regions in both that differ, in A's board order;
    `only_in_a` and `only_in_b` the ids of Regions on one side only, in that side's order;
    `round` (a, b) when the rounds being played differ (the round is part of a position,
    RULES.md section 8).
    """

    vp: tuple[tuple[str, int | None, int | None], ...]
    regions: tuple[RegionDiff, ...]
    only_in_a: tuple[str, ...]
    only_in_b: tuple[str, ...]
    round: tuple[int, int] | None = None

    @property
    def same(self) -> bool:
        return not (self.vp or self.regions or self.only_in_a or self.only_in_b or self.round)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "same": self.same,
            "vp": {player: [a, b] for player, a, b in self.vp},
            "regions": {r.region: {k: [a, b] for k, a, b in r.changes} for r in self.regions},
            "only_in_a": list(self.only_in_a),
            "only_in_b": list(self.only_in_b),
        }
        if self.round is not None:  # a key added to the contract's, never renamed
            found["round"] = list(self.round)
        return found


def diff(a: Board, b: Board) -> Diff:
    """Compare the positions of two Boards."""
    vp_a, vp_b = a.vp_dict(), b.vp_dict()
    players = [*vp_a, *(p for p in vp_b if p not in vp_a)]
    vp = tuple((p, vp_a.get(p), vp_b.get(p)) for p in players if vp_a.get(p) != vp_b.get(p))
    # Same participants in the same order list fully tied owners alike (majority.ranking).
    same_order = [p.id for p in a.participants()] == [p.id for p in b.participants()]
    regions = []
    for region in a.regions:
        if not b.has_region(region.id):
            continue
        other = b.region(region.id)
        if same_order and _same_cubes(region, other):
            continue  # nothing compared can differ: skip the ranking
        va, vb = region_values(a, region), region_values(b, other)
        changes = tuple((k, va[k], vb[k]) for k in KEYS if va[k] != vb[k])
        if changes:
            regions.append(RegionDiff(region.id, changes))
    return Diff(
        vp=vp,
        regions=tuple(regions),
        only_in_a=tuple(r.id for r in a.regions if not b.has_region(r.id)),
        only_in_b=tuple(r.id for r in b.regions if not a.has_region(r.id)),
        round=(a.round, b.round) if a.round != b.round else None,
    )


def _same_cubes(x: Region, y: Region) -> bool:
    """Same cubes, Armies and bonuses: every compared value is then the same too."""
    return x.holds_the_same(y) and x.majority_bonus == y.majority_bonus


# -- the plain lines of `influence-board diff` ------------------------------------------------


def lines(a: Board, b: Board, found: Diff, label_a: str = "A", label_b: str = "B") -> list[str]:
    """One readable line per difference; none when the positions are the same."""
    out = []
    if found.round is not None:
        out.append(
            _("round being played: {a} -> {b}").format(
                a=number(found.round[0]), b=number(found.round[1])
            )
        )
    for player, va, vb in found.vp:
        name = _name(a, b, player)
        out.append(
            _("VP of {name}: {a} -> {b}").format(
                name=name, a=_or_absent(va, label_a), b=_or_absent(vb, label_b)
            )
        )
    for rd in found.regions:
        ra, rb = a.region(rd.region), b.region(rd.region)
        for key, va, vb in rd.changes:
            was, now = _show(a, ra, key, va), _show(b, rb, key, vb)
            out.append(
                _("{region}, {what}: {a} -> {b}").format(
                    region=ra.name, what=_(_WORDS[key]), a=was, b=now
                )
            )
    out.extend(
        _("{region}: only in {label}").format(region=a.region(r).name, label=label_a)
        for r in found.only_in_a
    )
    out.extend(
        _("{region}: only in {label}").format(region=b.region(r).name, label=label_b)
        for r in found.only_in_b
    )
    return out


_WORDS = {
    "permanent": N_("permanent row"),
    "overflow": N_("overflow"),
    "temporary": N_("temporary row"),
    "armies": N_("Armies"),
    "ranking": N_("ranking"),
    "can_score": N_("can score"),
    "empty_permanent": N_("empty permanent slots"),
}


def _name(a: Board, b: Board, owner: str) -> str:
    return a.name_of(owner) if a.is_participant(owner) else b.name_of(owner)


def _or_absent(value: int | None, label: str) -> str:
    return _("(not a player in {label})").format(label=label) if value is None else number(value)


def _show(board: Board, region: Region, key: str, value: Any) -> str:
    if key in ("permanent", "temporary"):
        vps = region.permanent_vp if key == "permanent" else region.temporary_vp
        return " ".join(text for text, _held in places(board, tuple(value), vps)) or _("(no slots)")
    if key == "overflow":
        return " ".join(board.name_of(o) for o in value) or _("(empty)")
    if key == "armies":
        return ", ".join(f"{board.name_of(o)} {number(n)}" for o, n in value.items()) or _("(none)")
    if key == "ranking":
        return ", ".join(_standing(board, s, value) for s in value) or _("(nobody)")
    if key == "can_score":
        return _("yes") if value else _("no")
    return number(value) if isinstance(value, int) else str(value)


def _standing(board: Board, s: dict[str, Any], standings: list[dict[str, Any]]) -> str:
    tied = sum(t["place"] == s["place"] for t in standings) > 1
    return _("{owner} {place} ({cubes})").format(
        owner=board.name_of(s["owner"]),
        place=place_words(s["place"], tied),
        cubes=counted(s["count"], "cube"),
    )


# -- a comparison read at a glance, for the window --------------------------------------------


@dataclass(frozen=True, slots=True)
class PlaceChange:
    """One participant's place in one Region in position A and in B (None: no cube)."""

    region: str
    owner: str
    a: int | None
    b: int | None


def place_changes(rd: RegionDiff) -> list[PlaceChange]:
    """The participants whose place in the Region differs, in A's ranking order, then
    those only ranked in B."""
    for key, a, b in rd.changes:
        if key == "ranking":
            before = {s["owner"]: s["place"] for s in a}
            after = {s["owner"]: s["place"] for s in b}
            owners = [*before, *(o for o in after if o not in before)]
            return [
                PlaceChange(rd.region, o, before.get(o), after.get(o))
                for o in owners
                if before.get(o) != after.get(o)
            ]
    return []


def cubes_moved(a: Region, b: Region) -> int:
    """How many slots hold a different cube (or none) in B than in A, overflow included."""
    rows = ((a.permanent, b.permanent), (a.temporary, b.temporary), (a.overflow, b.overflow))
    moved = 0
    for x, y in rows:
        moved += sum(p != q for p, q in zip(x, y, strict=False)) + abs(len(x) - len(y))
    return moved


def _cube_counts(region: Region) -> dict[str, int]:
    counts: dict[str, int] = {}
    for owner in (*region.permanent, *region.temporary, *region.overflow):
        if owner is not None:
            counts[owner] = counts.get(owner, 0) + 1
    return counts


def cube_changes(a: Board, b: Board, region_id: str) -> list[str]:
    """What happened to the cubes of one Region from A to B, owner by owner: "USA +4 cubes",
    "EU −1 cube"; "2 slots changed" when every owner kept as many (a convert, a reset)."""
    ra, rb = a.region(region_id), b.region(region_id)
    before, after = _cube_counts(ra), _cube_counts(rb)
    owners = [p.id for p in b.participants()] + [o for o in before if not b.is_participant(o)]
    parts = []
    for owner in dict.fromkeys(owners):
        delta = after.get(owner, 0) - before.get(owner, 0)
        if delta:
            name = (b if b.is_participant(owner) else a).name_of(owner)
            sign = "+" if delta > 0 else "−"
            parts.append(f"{name} {sign}{counted(abs(delta), 'cube')}")
    if not parts and (moved := cubes_moved(ra, rb)):
        parts.append(
            ngettext("{slots} changed", "{slots} changed", moved).format(
                slots=counted(moved, "slot")
            )
        )
    return parts


def badge(a: Board, b: Board, rd: RegionDiff) -> str:
    """The badge of one Region that differs: "▼ USA 1st -> 2nd; ▲ China - -> 1st; China +2
    cubes"; a place that is gained reads with ▲, one lost with ▼."""
    parts = []
    for change in place_changes(rd):
        name = (b if b.is_participant(change.owner) else a).name_of(change.owner)
        parts.append(f"{_arrow(change)} {name} {_place(change.a)} -> {_place(change.b)}")
    parts += cube_changes(a, b, rd.region)
    keys = {change[0] for change in rd.changes}
    if "armies" in keys:
        parts.append(_("Armies differ"))
    return "; ".join(parts) or _("differs")


def badges(a: Board, b: Board, found: Diff) -> dict[str, str]:
    """The badge of every Region in both positions that differs, by Region id."""
    return {rd.region: badge(a, b, rd) for rd in found.regions}


def _place(place: int | None) -> str:
    return "-" if place is None else ordinal(place)


def _arrow(change: PlaceChange) -> str:
    if change.a is None:
        return "▲"
    if change.b is None:
        return "▼"
    return "▲" if change.b < change.a else "▼"
