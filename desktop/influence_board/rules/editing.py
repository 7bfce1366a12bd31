"""The scenario editor's operations carried out: one handler (board, op) -> Outcome | Refusal
for each of the values in edit_operations.py.

They follow the conventions of play.py: a Refusal is a value with a reason and
changes nothing; an edit that changes nothing is an Outcome with the Board as it was (and
a "no_change" event), which `apply` judges not to be a step; every other edit gives one
"edited" Event in plain words. `play.apply` dispatches these too, so it stays the
single entry point.

The editor lets a position be invalid while it is being built: an edit may leave a Board
that validation.check reports errors or warnings about (negative printed VP, a Region
without slots, a bonus nobody can reach, no player at all; through AddRegion, cubes of
unknown owners or a gap in a temporary row). An edit is refused when it could not mean
anything or would give the Board a value a scenario file cannot spell: an unknown or
duplicate id, an id, name or colour a file would not accept, an index out of range, a
value of the wrong type, or a Region whose rows do not match its printed slots.

A Board whose Regions or players change is built afresh, so that its id look-ups are
rebuilt; edits of one Region keep sharing every other Region with the Board before.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable
from typing import Any, assert_never

from ..text.language import _, ngettext, number
from ..text.wording import counted, listed, named
from .board import Board, Owner, Participant, Region, Row
from .cube_places import gaps, place_words, put_in, taken_out
from .edit_operations import (
    AddLink,
    AddPlayer,
    AddRegion,
    EditOperation,
    MoveCube,
    MovePlayer,
    MoveRegionInOrder,
    RecolorPlayer,
    RemoveLink,
    RemovePlayer,
    RemoveRegion,
    RenamePlayer,
    RenameRegion,
    RenameRegionId,
    SetBoardName,
    SetBonus,
    SetLocalPower,
    SetSlots,
    SetVp,
)
from .limits import MAX_COUNT, is_coordinate
from .operations import Event, Outcome, Refusal, is_kind, is_row_name
from .validation import id_rule, is_color_text, is_id, is_name, is_whole

# -- helpers ---------------------------------------------------------------------------------


_KEEP: Any = object()  # _fresh(): keep the Board's local power


def _fresh(
    board: Board,
    *,
    name: str | None = None,
    players: tuple[Participant, ...] | None = None,
    local_power: Participant | None = _KEEP,
    regions: tuple[Region, ...] | None = None,
    adjacency: tuple[tuple[str, str], ...] | None = None,
    vp: tuple[int, ...] | None = None,
) -> Board:
    """A new Board with its id look-ups rebuilt; what is not given is kept."""
    players = board.players if players is None else players
    return Board(
        board.name if name is None else name,
        players,
        board.local_power if local_power is _KEEP else local_power,
        board.regions if regions is None else regions,
        board.adjacency if adjacency is None else adjacency,
        board.vp if vp is None else vp,
        board.round,
        board.scoring_rounds,
    )


def _edited(
    board: Board, text: str, region: str | None = None, owner: str | None = None
) -> Outcome:
    return Outcome(board, (Event("edited", region, text, owner),))


def _unchanged(
    board: Board, text: str, region: str | None = None, owner: str | None = None
) -> Outcome:
    # Not a step: `apply` sees the same Board (play.is_step).
    return Outcome(board, (Event("no_change", region, text, owner),))


def _find_region(board: Board, region_id: object) -> Region | Refusal:
    if not isinstance(region_id, str) or not board.has_region(region_id):
        return Refusal(_("there is no Region {id}").format(id=_quote(region_id)))
    return board.region(region_id)


def _find_participant(board: Board, owner: object) -> Participant | Refusal:
    if not isinstance(owner, str) or not board.is_participant(owner):
        return Refusal(_("{id} is neither a player nor the local power").format(id=_quote(owner)))
    return board.participant(owner)


def _find_player(board: Board, player_id: object) -> int | Refusal:
    if isinstance(player_id, str) and board.is_player(player_id):
        return board.player_index(player_id)
    if (
        isinstance(player_id, str)
        and board.local_power is not None
        and player_id == board.local_power.id
    ):
        return Refusal(
            _("{name} is the local power, not a player").format(name=board.local_power.name)
        )
    return Refusal(_("there is no player {id}").format(id=_quote(player_id)))


def _quote(value: object) -> str:
    return f"'{value}'" if isinstance(value, str) else repr(value)


def _index(value: object, size: int, what: str) -> int | Refusal:
    """An index 0..size-1 (what a list of `size` entries has); a Refusal otherwise."""
    if not is_whole(value) or not 0 <= value < size:
        return Refusal(
            _("{what} must be a place from 1 to {size}, not {value!r}").format(
                what=what, size=number(size), value=value
            )
        )
    return value


def _vp_tuple(values: object, what: str) -> tuple[int, ...] | Refusal:
    if not isinstance(values, tuple | list) or not all(is_whole(v) for v in values):
        return Refusal(
            _("{what} must be whole numbers, not {values!r}").format(what=what, values=values)
        )
    if any(abs(v) > MAX_COUNT for v in values):
        return Refusal(
            _("{what} must be within {limit} (DESIGN.md Limits)").format(
                what=what, limit=number(MAX_COUNT)
            )
        )
    return tuple(values)


def _vps_text(values: tuple[int, ...]) -> str:
    return "-".join(number(v) for v in values) if values else _("none")


def _whose(board: Board, owners: Iterable[Owner]) -> str:
    """ "USA's 2 cubes and EU's cube"."""
    parts = [
        ngettext("{owner}'s cube", "{owner}'s {n} cubes", n).format(
            owner=board.name_of(o), n=number(n)
        )
        for o, n in Counter(owners).items()
    ]
    return listed(parts)


def _returned(board: Board, owners: list[Owner]) -> str:
    """ "A's cube goes back to A", "A's 2 cubes and B's cube go back to their owners"."""
    cubes = _whose(board, owners)
    if len(set(owners)) == 1:
        return ngettext(
            "{cubes} goes back to {owner}", "{cubes} go back to {owner}", len(owners)
        ).format(cubes=cubes, owner=board.name_of(owners[0]))
    return _("{cubes} go back to their owners").format(cubes=cubes)


def _back(board: Board, owners: list[Owner]) -> str:
    return _("; {returned}").format(returned=_returned(board, owners)) if owners else ""


def participant_problem(board: Board, p: object, replacing: str | None = None) -> Refusal | None:
    """Why `p` cannot join the board (or replace the participant `replacing`)."""
    if not isinstance(p, Participant):
        return Refusal(_("expected a participant, not {value!r}").format(value=p))
    if not is_id(p.id):
        return _not_an_id(p.id)
    if p.id != replacing and board.is_participant(p.id):
        return Refusal(
            _("the id '{id}' is already {owner}'s").format(id=p.id, owner=board.name_of(p.id))
        )
    if not is_name(p.name):
        return _not_a_name(p.name)
    if not is_color_text(p.color):
        return _not_a_colour(p.color)
    return None


def _not_an_id(value: object) -> Refusal:
    return Refusal(_("{value} is not {rule}").format(value=_quote(value), rule=id_rule()))


def _not_a_name(value: object) -> Refusal:
    return Refusal(_("{value} is not a name: a name needs some text").format(value=_quote(value)))


def _not_a_colour(value: object) -> Refusal:
    return Refusal(
        _('{value} is not a colour such as "#0072b2" or "black"').format(value=_quote(value))
    )


def _round(position: tuple[float, float]) -> tuple[float, float]:
    # Pixels on the board picture: two decimals are plenty, and files keep exactly them.
    return (round(float(position[0]), 2), round(float(position[1]), 2))


def _position_ok(position: object) -> bool:
    return (
        isinstance(position, tuple | list)
        and len(position) == 2
        and all(is_coordinate(c) for c in position)
    )


def _row_ok(row: object, nullable: bool) -> bool:
    return isinstance(row, tuple | list) and all(
        isinstance(c, str) or (nullable and c is None) for c in row
    )


def region_shape(region: object) -> Region | Refusal:
    """The Region to add, normalised (tuples, position at two decimals), or why not."""
    if not isinstance(region, Region):
        return Refusal(_("expected a Region, not {value!r}").format(value=region))
    if not is_id(region.id):
        return _not_an_id(region.id)
    if not is_name(region.name):
        return _not_a_name(region.name)
    vps = []
    for values, what in (
        (region.permanent_vp, _("permanent slot VP")),
        (region.temporary_vp, _("temporary slot VP")),
        (region.majority_bonus, _("majority bonuses")),
    ):
        checked = _vp_tuple(values, what)
        if isinstance(checked, Refusal):
            return checked
        vps.append(checked)
    perm_vp, tmp_vp, bonus = vps
    for row, slots, nullable, what in (
        (region.permanent, perm_vp, True, "permanent"),
        (region.temporary, tmp_vp, True, "temporary"),
        (region.overflow, None, False, "overflow"),
    ):
        if not _row_ok(row, nullable):
            holds = {
                "permanent": _("the permanent row must hold owner ids or None"),
                "temporary": _("the temporary row must hold owner ids or None"),
                "overflow": _("the overflow row must hold owner ids"),
            }
            return Refusal(holds[what])
        if slots is not None and len(row) != len(slots):
            places = ngettext("{n} place", "{n} places", len(row)).format(n=number(len(row)))
            printed = ngettext("{n} printed slot", "{n} printed slots", len(slots)).format(
                n=number(len(slots))
            )
            sizes = {
                "permanent": _("the permanent row has {places} for {printed}"),
                "temporary": _("the temporary row has {places} for {printed}"),
            }
            return Refusal(sizes[what].format(places=places, printed=printed))
    armies = region.armies
    if (
        not isinstance(armies, tuple | list)
        or not all(
            isinstance(a, tuple)
            and len(a) == 2
            and isinstance(a[0], str)
            and is_whole(a[1])
            and 0 < a[1] <= MAX_COUNT
            for a in armies
        )
        or len({a[0] for a in armies}) != len(armies)
    ):
        return Refusal(
            _("Armies must be (owner, count) pairs, one per owner, each count 1 or more")
        )
    if region.position is not None and not _position_ok(region.position):
        return Refusal(
            _("{region} cannot be placed at {position!r}: off the board").format(
                region=region.name, position=region.position
            )
        )

    return Region(
        region.id,
        region.name,
        perm_vp,
        tmp_vp,
        bonus,
        tuple(region.permanent),
        tuple(region.overflow),
        tuple(region.temporary),
        tuple(sorted((str(o), int(n)) for o, n in armies)),
        None if region.position is None else _round(region.position),
    )


def _without_owner(region: Region, owner: Owner) -> tuple[Region, int]:
    """The Region with none of `owner`'s cubes or Armies (temporary cubes to the right
    slide left), and how many cubes left. The same Region when there was nothing."""
    n = sum(1 for c in region.cubes() if c == owner)
    armies = tuple(a for a in region.armies if a[0] != owner)
    if n == 0 and len(armies) == len(region.armies):
        return region, 0
    permanent = tuple(None if c == owner else c for c in region.permanent)
    overflow = tuple(c for c in region.overflow if c != owner)
    kept = [c for c in region.temporary if c != owner]
    temporary = (*kept, *(None,) * (len(region.temporary) - len(kept)))
    return region.with_rows(permanent, overflow, temporary).with_armies(armies), n


def _renamed_owner(region: Region, old: Owner, new: Owner) -> Region:
    if old not in region.cubes() and region.armies_of(old) == 0:
        return region

    def swap(row: Row) -> Row:
        return tuple(new if c == old else c for c in row)

    armies: dict[Owner, int] = {}
    for o, n in region.armies:
        key = new if o == old else o
        armies[key] = armies.get(key, 0) + n
    return region.with_rows(
        swap(region.permanent), tuple(new if c == old else c for c in region.overflow),
        swap(region.temporary),
    ).with_armies(tuple(sorted(armies.items())))  # fmt: skip


# -- Regions ---------------------------------------------------------------------------------


def _add_region(board: Board, op: AddRegion) -> Outcome | Refusal:
    region = region_shape(op.region)
    if isinstance(region, Refusal):
        return region
    if board.has_region(region.id):
        return Refusal(
            _("there is already a Region '{id}' ({name})").format(
                id=region.id, name=board.region(region.id).name
            )
        )
    size = len(board.regions)
    index = size if op.index is None else _index(op.index, size + 1, _("the Region's place"))
    if isinstance(index, Refusal):
        return index
    regions = (*board.regions[:index], region, *board.regions[index:])
    text = _("{region} added, place {n} of {size} in board order").format(
        region=named("Region", region.name), n=number(index + 1), size=number(size + 1)
    )
    return _edited(_fresh(board, regions=regions), text, region.id)


def _remove_region(board: Board, op: RemoveRegion) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    i = board.region_index(region.id)
    regions = (*board.regions[:i], *board.regions[i + 1 :])
    adjacency = tuple(link for link in board.adjacency if region.id not in link)
    cut = len(board.adjacency) - len(adjacency)
    text = _("{region} removed").format(region=named("Region", region.name))
    details = []
    if cubes := list(region.cubes()):
        details.append(_returned(board, cubes))
    if cut:
        details.append(
            ngettext("{links} removed", "{links} removed", cut).format(links=counted(cut, "link"))
        )
    if details:
        text += "; " + "; ".join(details)
    return _edited(_fresh(board, regions=regions, adjacency=adjacency), text, region.id)


def _rename_region(board: Board, op: RenameRegion) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    if not is_name(op.name):
        return _not_a_name(op.name)
    if op.name == region.name:
        return _unchanged(
            board, _("{name} already has that name").format(name=region.name), region.id
        )
    new = dataclasses.replace(region, name=op.name)
    text = _("{region} renamed {name}").format(region=named("Region", region.name), name=op.name)
    return _edited(board.with_region(new), text, region.id)


def _rename_region_id(board: Board, op: RenameRegionId) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    new = op.new_id
    if not is_id(new):
        return Refusal(
            _("{value} cannot be the id of {region}: expected {rule}").format(
                value=_quote(new), region=region.name, rule=id_rule()
            )
        )
    if new == region.id:
        return _unchanged(
            board,
            _("{region} already has the id '{id}'").format(region=region.name, id=new),
            region.id,
        )
    if board.has_region(new):
        return Refusal(
            _("{region} cannot take the id '{id}': {other} has it").format(
                region=region.name, id=new, other=board.region(new).name
            )
        )
    regions = tuple(
        dataclasses.replace(r, id=new) if r.id == region.id else r for r in board.regions
    )
    adjacency = tuple(
        (new if a == region.id else a, new if b == region.id else b) for a, b in board.adjacency
    )
    text = _("Region {region}'s id changed from '{old}' to '{new}'").format(
        region=region.name, old=region.id, new=new
    )
    return _edited(_fresh(board, regions=regions, adjacency=adjacency), text, new)


def _move_region_in_order(board: Board, op: MoveRegionInOrder) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    size = len(board.regions)
    index = _index(op.index, size, _("the Region's place"))
    if isinstance(index, Refusal):
        return index
    i = board.region_index(region.id)
    if i == index:
        return _unchanged(
            board,
            _("{region} is already place {n} in board order").format(
                region=region.name, n=number(i + 1)
            ),
            region.id,
        )
    rest = [r for k, r in enumerate(board.regions) if k != i]
    regions = (*rest[:index], region, *rest[index:])
    text = _("{region} moves to place {n} of {size} in board order (scoring order)").format(
        region=region.name, n=number(index + 1), size=number(size)
    )
    return _edited(_fresh(board, regions=regions), text, region.id)


def _set_slots(board: Board, op: SetSlots) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    if not is_kind(op.row):
        return Refusal(
            _("the row must be 'permanent' or 'temporary', not {row!r}").format(row=op.row)
        )
    permanent = op.row == "permanent"
    vps = _vp_tuple(op.vps, _("the permanent slot VP") if permanent else _("the temporary slot VP"))
    if isinstance(vps, Refusal):
        return vps
    before: tuple[int, ...] = getattr(region, f"{op.row}_vp")
    if vps == before:
        already = (
            _("{region}'s permanent slots are already {vps}")
            if permanent
            else _("{region}'s temporary slots are already {vps}")
        )
        return _unchanged(board, already.format(region=region.name, vps=_vps_text(vps)), region.id)

    row: Row = getattr(region, op.row)
    n = len(vps)
    gone = [c for c in row[n:] if c is not None]
    new_row = (*row[:n], *(None,) * (n - len(row)))
    if op.row == "permanent":
        new = dataclasses.replace(region, permanent_vp=vps, permanent=new_row)
    else:
        # Slots go from the right end, so the occupied run stays a run from the left.
        new = dataclasses.replace(region, temporary_vp=vps, temporary=new_row)
    slots = (
        _("{region}: permanent slots {before} to {after}{back}")
        if permanent
        else _("{region}: temporary slots {before} to {after}{back}")
    )
    text = slots.format(
        region=region.name, before=_vps_text(before), after=_vps_text(vps), back=_back(board, gone)
    )

    return _edited(board.with_region(new), text, region.id)


def _set_bonus(board: Board, op: SetBonus) -> Outcome | Refusal:
    region = _find_region(board, op.region_id)
    if isinstance(region, Refusal):
        return region
    bonus = _vp_tuple(op.bonus, _("the majority bonuses"))
    if isinstance(bonus, Refusal):
        return bonus
    if bonus == region.majority_bonus:
        return _unchanged(
            board,
            _("{region}'s majority bonus is already {bonus}").format(
                region=region.name, bonus=_vps_text(bonus)
            ),
            region.id,
        )
    new = dataclasses.replace(region, majority_bonus=bonus)
    text = _("{region}: majority bonus {before} to {after}").format(
        region=region.name, before=_vps_text(region.majority_bonus), after=_vps_text(bonus)
    )
    return _edited(board.with_region(new), text, region.id)


# -- participants ----------------------------------------------------------------------------


def _add_player(board: Board, op: AddPlayer) -> Outcome | Refusal:
    if (refusal := participant_problem(board, op.participant)) is not None:
        return refusal
    p = op.participant
    size = len(board.players)
    index = size if op.index is None else _index(op.index, size + 1, _("the player's place"))
    if isinstance(index, Refusal):
        return index
    players = (*board.players[:index], p, *board.players[index:])
    vp = (*board.vp[:index], 0, *board.vp[index:])
    text = _("{player} added, place {n} of {size}").format(
        player=named("Player", p.name), n=number(index + 1), size=number(size + 1)
    )
    return _edited(_fresh(board, players=players, vp=vp), text, owner=p.id)


def _drop_owner(board: Board, owner: Owner) -> tuple[tuple[Region, ...], list[str], int]:
    """Every Region without `owner`'s cubes and Armies; which Regions lost cubes, and how many."""
    regions, touched, total = [], [], 0
    for r in board.regions:
        new, n = _without_owner(r, owner)
        regions.append(new)
        if n:
            touched.append(r.name)
            total += n
    return tuple(regions), touched, total


def _left(name: str, touched: list[str], total: int) -> str:
    if not total:
        return ""
    return ngettext(
        "; {n} cube leaves {regions} (back to {owner})",
        "; {n} cubes leave {regions} (back to {owner})",
        total,
    ).format(n=number(total), regions=", ".join(touched), owner=name)


def _remove_player(board: Board, op: RemovePlayer) -> Outcome | Refusal:
    i = _find_player(board, op.player_id)
    if isinstance(i, Refusal):
        if board.local_power is not None and op.player_id == board.local_power.id:
            return Refusal(_("{why}: remove it with SetLocalPower(None)").format(why=i.reason))
        return i
    p = board.players[i]
    regions, touched, total = _drop_owner(board, p.id)
    players = (*board.players[:i], *board.players[i + 1 :])
    vp = (*board.vp[:i], *board.vp[i + 1 :])
    text = _("{player} removed with their {vp} VP{left}").format(
        player=named("Player", p.name), vp=number(board.vp[i]), left=_left(p.name, touched, total)
    )
    return _edited(_fresh(board, players=players, regions=regions, vp=vp), text, owner=p.id)


def _replace_participant(board: Board, old: Participant, new: Participant) -> Board:
    if board.local_power is not None and old.id == board.local_power.id:
        return _fresh(board, local_power=new)
    i = board.player_index(old.id)
    return _fresh(board, players=(*board.players[:i], new, *board.players[i + 1 :]))


def _rename_player(board: Board, op: RenamePlayer) -> Outcome | Refusal:
    p = _find_participant(board, op.player_id)
    if isinstance(p, Refusal):
        return p
    if not is_name(op.name):
        return _not_a_name(op.name)
    if op.name == p.name:
        return _unchanged(board, _("{name} already has that name").format(name=p.name), owner=p.id)
    new = Participant(p.id, op.name, p.color)
    text = _("{old} renamed {new}").format(old=p.name, new=op.name)
    return _edited(_replace_participant(board, p, new), text, owner=p.id)


def _recolor_player(board: Board, op: RecolorPlayer) -> Outcome | Refusal:
    p = _find_participant(board, op.player_id)
    if isinstance(p, Refusal):
        return p
    if not is_color_text(op.color):
        return _not_a_colour(op.color)
    if op.color == p.color:
        return _unchanged(
            board,
            _("{name}'s colour is already {colour}").format(name=p.name, colour=p.color),
            owner=p.id,
        )
    new = Participant(p.id, p.name, op.color)
    text = _("{name}'s colour {old} to {new}").format(name=p.name, old=p.color, new=op.color)
    return _edited(_replace_participant(board, p, new), text, owner=p.id)


def _move_player(board: Board, op: MovePlayer) -> Outcome | Refusal:
    i = _find_player(board, op.player_id)
    if isinstance(i, Refusal):
        return i
    size = len(board.players)
    index = _index(op.index, size, _("the player's place"))
    if isinstance(index, Refusal):
        return index
    p = board.players[i]
    if index == i:
        return _unchanged(
            board,
            _("{name} is already place {n} of {size}").format(
                name=p.name, n=number(i + 1), size=number(size)
            ),
            owner=p.id,
        )
    order = [k for k in range(size) if k != i]
    order.insert(index, i)
    players = tuple(board.players[k] for k in order)
    vp = tuple(board.vp[k] for k in order)
    text = _("{name} moves to place {n} of {size} among the players").format(
        name=p.name, n=number(index + 1), size=number(size)
    )
    return _edited(_fresh(board, players=players, vp=vp), text, owner=p.id)


def _set_local_power(board: Board, op: SetLocalPower) -> Outcome | Refusal:
    old, new = board.local_power, op.participant
    if new is None:
        if old is None:
            return _unchanged(board, _("the board has no local power"))
        regions, touched, total = _drop_owner(board, old.id)
        text = _("{local} removed{left}").format(
            local=named("Local power", old.name), left=_left(old.name, touched, total)
        )
        return _edited(_fresh(board, local_power=None, regions=regions), text, owner=old.id)
    if (refusal := participant_problem(board, new, old.id if old else None)) is not None:
        return refusal
    if old is None:
        text = _("{local} added").format(local=named("Local power", new.name))
        return _edited(_fresh(board, local_power=new), text, owner=new.id)
    if new == old:
        return _unchanged(
            board, _("the local power is already {name}").format(name=old.name), owner=old.id
        )
    changes = []
    if new.id != old.id:
        changes.append(_("id '{old}' to '{new}'").format(old=old.id, new=new.id))
    if new.name != old.name:
        changes.append(_("name {old} to {new}").format(old=old.name, new=new.name))
    if new.color != old.color:
        changes.append(_("colour {old} to {new}").format(old=old.color, new=new.color))
    regions = board.regions
    if new.id != old.id:
        regions = tuple(_renamed_owner(r, old.id, new.id) for r in board.regions)
    text = _("{local}: {changes}").format(
        local=named("Local power", old.name), changes=", ".join(changes)
    )
    return _edited(_fresh(board, local_power=new, regions=regions), text, owner=new.id)


def _set_vp(board: Board, op: SetVp) -> Outcome | Refusal:
    i = _find_player(board, op.player_id)
    if isinstance(i, Refusal):
        return i
    if not is_whole(op.vp):
        return Refusal(_("a VP total must be a whole number, not {value!r}").format(value=op.vp))
    if abs(op.vp) > MAX_COUNT:
        return Refusal(
            _("a VP total must be within {limit}, not {value}").format(
                limit=number(MAX_COUNT), value=number(op.vp)
            )
        )
    p = board.players[i]
    if board.vp[i] == op.vp:
        return _unchanged(
            board,
            _("{name} already has {vp} VP").format(name=p.name, vp=number(op.vp)),
            owner=p.id,
        )
    vp = (*board.vp[:i], op.vp, *board.vp[i + 1 :])
    text = _("{name}'s VP {before} to {after}").format(
        name=p.name, before=number(board.vp[i]), after=number(op.vp)
    )
    return _edited(board.with_vp(vp), text, owner=p.id)


# -- links, positions, name ------------------------------------------------------------------


def _linked(board: Board, a: str, b: str) -> bool:
    return any({x, y} == {a, b} for x, y in board.adjacency)


def _add_link(board: Board, op: AddLink) -> Outcome | Refusal:
    ra = _find_region(board, op.a)
    if isinstance(ra, Refusal):
        return ra
    rb = _find_region(board, op.b)
    if isinstance(rb, Refusal):
        return rb
    if ra.id == rb.id:
        return Refusal(_("a Region cannot be adjacent to itself ({name})").format(name=ra.name))
    if _linked(board, ra.id, rb.id):
        return Refusal(_("{a} and {b} are already adjacent").format(a=ra.name, b=rb.name))
    adjacency = (*board.adjacency, (ra.id, rb.id))
    text = _("{a} and {b} are now adjacent").format(a=ra.name, b=rb.name)
    return _edited(_fresh(board, adjacency=adjacency), text)


def _remove_link(board: Board, op: RemoveLink) -> Outcome | Refusal:
    if not (isinstance(op.a, str) and isinstance(op.b, str)):
        return Refusal(_("a link joins two Region ids, not {a!r} and {b!r}").format(a=op.a, b=op.b))
    adjacency = tuple(link for link in board.adjacency if set(link) != {op.a, op.b})
    if len(adjacency) == len(board.adjacency):
        return Refusal(_("'{a}' and '{b}' are not linked").format(a=op.a, b=op.b))
    names = [_region_name(board, r) for r in (op.a, op.b)]
    text = _("{a} and {b} are no longer adjacent").format(a=names[0], b=names[1])

    return _edited(_fresh(board, adjacency=adjacency), text)


def _region_name(board: Board, region_id: str) -> str:
    return board.region(region_id).name if board.has_region(region_id) else region_id


def _set_board_name(board: Board, op: SetBoardName) -> Outcome | Refusal:
    if not is_name(op.name):
        return _not_a_name(op.name)
    if op.name == board.name:
        return _unchanged(board, _("the board is already named {name}").format(name=board.name))
    text = _('Board "{old}" renamed "{new}"').format(old=board.name, new=op.name)
    return _edited(_fresh(board, name=op.name), text)


# -- cubes -----------------------------------------------------------------------------------


def _move_cube(board: Board, op: MoveCube) -> Outcome | Refusal:
    source = _find_region(board, op.region)
    if isinstance(source, Refusal):
        return source
    target = _find_region(board, op.to_region)
    if isinstance(target, Refusal):
        return target
    for row in (op.row, op.to_row):
        if not is_row_name(row):
            return Refusal(
                _("the row must be 'permanent', 'temporary' or 'overflow', not {row!r}").format(
                    row=row
                )
            )
    for index in (op.index, op.to_index):
        if not is_whole(index) or index < 0:
            return Refusal(_("{value!r} is not a place in a row").format(value=index))
    cells: tuple[Owner | None, ...] = getattr(source, op.row)
    owner = cells[op.index] if op.index < len(cells) else None
    if owner is None:
        return Refusal(
            _("there is no cube in {place}").format(place=place_words(source, op.row, op.index))
        )
    one_region = target.id == source.id
    emptied = taken_out(source, op.row, op.index)
    before = emptied if one_region else target  # the Region it goes into, cube out
    landed = put_in(board, before, op.to_row, op.to_index, owner)
    if isinstance(landed, Refusal):
        return landed
    said = {
        "owner": board.name_of(owner),
        "source": place_words(source, op.row, op.index),
        "target": place_words(landed, op.to_row, op.to_index),
    }
    if one_region and landed == source:
        return _unchanged(
            board, _("{owner}'s cube is already in {target}").format(**said), source.id, owner
        )
    # A gap is refused where the move makes one, not where a broken row had one already:
    # a move is how an organizer mends a row read from a file with a gap.
    left = landed if one_region else emptied
    if op.row == "temporary" and gaps(left.temporary) > gaps(source.temporary):
        moved_to = op.to_index if one_region and op.to_row == "temporary" else -1
        right = [
            i for i in range(op.index + 1, len(left.temporary))
            if left.temporary[i] is not None and i != moved_to
        ]  # fmt: skip
        if right:
            return Refusal(
                _(
                    "{owner}'s cube cannot leave {source}: the cube in temporary slot {n} "
                    "would follow an empty slot (temporary cubes fill a run from the left)"
                ).format(n=number(right[0] + 1), **said)
            )
    if gaps(landed.temporary) > gaps(before.temporary) or gaps(left.temporary) > gaps(
        source.temporary
    ):
        return Refusal(
            _(
                "{target} would leave a gap: temporary slot {n} is empty, and temporary "
                "cubes fill a run from the left"
            ).format(n=number(landed.temporary.index(None) + 1), **said)
        )
    new = (
        board.with_region(landed) if one_region else board.with_region(emptied).with_region(landed)
    )
    text = _("{owner}'s cube moves from {source} to {target}").format(**said)
    return _edited(new, text, target.id, owner)


def carry_out(board: Board, op: EditOperation) -> Outcome | Refusal:
    """The editor's operation carried out (`play.apply` judges whether it is a step). A
    `case` for each kind of EditOperation, so that a kind without one is a type error."""
    match op:
        case AddRegion():
            return _add_region(board, op)
        case RemoveRegion():
            return _remove_region(board, op)
        case RenameRegion():
            return _rename_region(board, op)
        case RenameRegionId():
            return _rename_region_id(board, op)
        case MoveRegionInOrder():
            return _move_region_in_order(board, op)
        case SetSlots():
            return _set_slots(board, op)
        case SetBonus():
            return _set_bonus(board, op)
        case AddPlayer():
            return _add_player(board, op)
        case RemovePlayer():
            return _remove_player(board, op)
        case RenamePlayer():
            return _rename_player(board, op)
        case RecolorPlayer():
            return _recolor_player(board, op)
        case MovePlayer():
            return _move_player(board, op)
        case SetLocalPower():
            return _set_local_power(board, op)
        case AddLink():
            return _add_link(board, op)
        case RemoveLink():
            return _remove_link(board, op)
        case SetBoardName():
            return _set_board_name(board, op)
        case SetVp():
            return _set_vp(board, op)
        case MoveCube():
            return _move_cube(board, op)
        case _:
            assert_never(op)
