"""Play: the rule operations of RULES.md §2-§5 carried out, (board, operation) -> Outcome
or Refusal, and `apply`, the one way in for every operation (operations.py's values, and
the editor's, which editing.py carries out).

Each function replaces at most one Region and the VP ledger; everything else is shared
with the Board it started from. The operations of one Region (and of the ledger alone) are
carried out on that Region and the ledger (`play_region`), so that a replay can play them
on its lists without building a Board for each line. Slots are 0-based in operations and
1-based in the words the user reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..text.language import _, ngettext, number
from ..text.wording import counted, listed
from . import rulebook
from .board import Board, Owner, Region, Row
from .cube_places import taken_out, with_cell
from .limits import MAX_COUNT, is_coordinate, is_count, text_fault
from .majority import can_score, cannot_score_reason
from .operations import (
    Add,
    AdjustVp,
    Convert,
    EndRound,
    Event,
    Kind,
    MoveRegion,
    MoveRegions,
    Operation,
    Outcome,
    Refusal,
    Remove,
    Reset,
    Score,
    SetArmies,
    is_row_name,
)
from .place_reasons import place_reasons

if TYPE_CHECKING:
    from .edit_operations import EditOperation

VP_PER_CUBE = 1

Ledger = tuple[int, ...]


class RegionPlayed(NamedTuple):
    """An operation of one Region (or of the ledger alone) carried out, before any Board is
    built: the Region and the ledger after (the very ones before when it is no step), its
    events, and whether it is a step (RULES.md §7)."""

    region: Region | None
    vp: Ledger
    events: tuple[Event, ...]
    changed: bool


# What a rule of one Region gives: the Region and the ledger after (the very objects given
# when it changed nothing), and its events.
_Done = tuple[Region | None, Ledger, tuple[Event, ...]] | Refusal


def apply(board: Board, op: Operation | EditOperation) -> Outcome | Refusal:
    """Carry out one operation, a rule operation or an editor one (edit_operations.py).
    A Refusal means nothing changed. Whether the Outcome is a step (`changed`) is decided
    here, once: by comparing the Region and the ledger after with those before
    (`play_region`), else the Board after with the one before (`is_step`)."""
    # A `case` for each kind of Operation, so that a kind without one is a type error (the
    # editor's are editing.py's, which does the same). The common case first: it runs once
    # per line of a long replay.
    match op:
        case Add() | Convert() | Reset() | Remove() | SetArmies():
            return _on_region(board, op.region, op)
        case Score():
            # region None: every Region in board order
            if op.region is None:
                return _judged(board, op, _score(board))
            return _on_region(board, op.region, op)
        case AdjustVp():
            return _on_board(board, None, play_region(board, None, board.vp, op))
        case EndRound():
            return _judged(board, op, _end_round(board, op))
        case MoveRegion():
            if not _here(board, op.region):
                return _no_region(op.region)
            return _judged(board, op, _move(board, op))
        case MoveRegions():
            return _judged(board, op, _move_regions(board, op))  # checks each Region it names
        case _:
            # The editor's operations load with the first edit: play does not need them.
            from .editing import carry_out

            return _judged(board, op, carry_out(board, op))


def _on_region(board: Board, region_id: object, op: Operation) -> Outcome | Refusal:
    """`play_region` on the Region `op` names, as the Outcome of `apply`."""
    if not isinstance(region_id, str) or not board.has_region(region_id):
        return _no_region(region_id)
    index = board.region_index(region_id)
    return _on_board(board, index, play_region(board, board.regions[index], board.vp, op))


def play_region(
    board: Board, region: Region | None, vp: Ledger, op: Operation
) -> RegionPlayed | Refusal:
    """`op`, an operation of one Region (Add, Convert, Reset, Remove, SetArmies, Score of one
    Region) carried out on `region`, the Region it names, or of the ledger alone (AdjustVp,
    `region` None), with the ledger `vp`. `board` gives the participants only: its Regions
    and ledger are not read, so a replay that keeps its position as lists (a Board of the
    same participants, a Region and a ledger) builds no Board for a line."""
    done: _Done
    if isinstance(op, AdjustVp):
        done = _adjust_vp(board, vp, op)
    else:
        assert region is not None  # every other operation names its Region
        match op:
            case Add():
                done = _add(board, region, vp, op)
            case Convert():
                done = _convert(board, region, vp, op)
            case Reset():
                done = _reset(board, region, vp, op)
            case Remove():
                done = _remove(board, region, vp, op)
            case SetArmies():
                done = _armies(board, region, vp, op)
            case Score():
                done = _score_one(board, region, vp)
            case _:
                # a programming error, not the user's: English only
                raise TypeError(f"not an operation of one Region: {op!r}")
    if isinstance(done, Refusal):
        return done
    after, ledger, events = done
    if after is region and ledger is vp:  # the rule says it changed nothing
        return RegionPlayed(region, vp, events, False)
    if ledger != vp or (
        after is not None and region is not None and not region.holds_the_same(after)
    ):
        return RegionPlayed(after, ledger, events, True)
    return RegionPlayed(region, vp, (*events, _reads_the_same_as_before(op, region)), False)


def _on_board(board: Board, index: int | None, played: RegionPlayed | Refusal) -> Outcome | Refusal:
    """What `play_region` did, as the Outcome of `apply`: the Board after, when a step."""
    if isinstance(played, Refusal):
        return played
    if not played.changed:
        return Outcome(board, played.events, False)
    if index is None or played.region is None or played.region is board.regions[index]:
        return Outcome(board.with_vp(played.vp), played.events)
    return Outcome(board.with_region(played.region, played.vp), played.events)


def _here(board: Board, region_id: str) -> bool:
    return isinstance(region_id, str) and board.has_region(region_id)


def _no_region(region_id: object) -> Refusal:
    return Refusal(_("there is no Region '{id}'").format(id=region_id))


# Operations of play: a step when the position (cubes, Armies, VP) changed.
PLAY_OPERATIONS = (Add, Convert, Reset, Remove, SetArmies, Score, AdjustVp, EndRound)


def is_step(before: Board, after: Board, op: Operation | EditOperation) -> bool:
    """RULES.md §7: a game operation is a step of the history exactly when the position
    changed (any cube, any Army count, any VP); an edit of the scenario or the picture
    (moving a track, renaming, ...) when the Board changed at all."""
    if after is before:
        return False
    if isinstance(op, PLAY_OPERATIONS):
        return not before.same_position(after)
    return after != before


def _judged(
    before: Board, op: Operation | EditOperation, result: Outcome | Refusal
) -> Outcome | Refusal:
    """The handler's Outcome, marked a step or not. An operation that ends on the same
    position is reported with the Board before (nothing to keep, nothing to undo)."""
    if isinstance(result, Refusal):
        return result
    after = result.board
    if is_step(before, after, op):
        return result if result.changed else result._replace(changed=True)
    events = result.events
    if after is not before:
        region_id = getattr(op, "region", None)
        region = None
        if isinstance(region_id, str) and before.has_region(region_id):
            region = before.region(region_id)
        events = (*events, _reads_the_same_as_before(op, region))
    return Outcome(before, events, changed=False)


def _reads_the_same_as_before(op: Operation | EditOperation, region: Region | None) -> Event:
    """The event of an operation that did something that reads the same afterwards (a
    push-out of a row of the adding player's own cubes): no step, said as the other
    no-change cases are. `region`: the Region it names, if there is one."""
    if region is not None:
        text = _("{region} reads the same as before: nothing changed").format(region=region.name)
    else:
        text = _("the board reads the same as before: nothing changed")
    owner = getattr(op, "player", None)
    region_id = getattr(op, "region", None)
    return Event("no_change", region_id, text, owner, rule=rulebook.NO_CHANGE)


# -- words -----------------------------------------------------------------------------------


def _slid(board: Board, region: Region, owners: list[Owner], rule: str) -> Event:
    """ "EU and 2 USA cubes slide one place left": each owner once, with their count."""
    counts = {owner: owners.count(owner) for owner in owners}  # in the row's order
    names = [
        board.name_of(owner)
        if n == 1
        else ngettext("{n} {owner} cube", "{n} {owner} cubes", n).format(
            n=number(n), owner=board.name_of(owner)
        )
        for owner, n in counts.items()
    ]
    text = ngettext(
        "{cubes} slides one place left", "{cubes} slide one place left", len(owners)
    ).format(cubes=listed(names))
    return Event("slid", region.id, text, rule=rule)


def _all_filled(n: int) -> str:
    # Two is "both" in many languages ("entrambi", "beide"): a message of its own, not the
    # plural form of a count.
    if n == 2:
        return _("both are filled")
    return ngettext("its one slot is filled", "all {n} are filled", n).format(n=number(n))


def _gain(n: int) -> str:
    return _("+{n} VP").format(n=number(n)) if n else _("no VP")


# -- helpers on rows -------------------------------------------------------------------------


def _gained(board: Board, vp: Ledger, owner: Owner, n: int) -> Ledger | None:
    """The ledger `vp` after `owner` gains n VP, or None when it does not change."""
    if n == 0 or not board.is_player(owner):
        return None
    i = board.player_index(owner)
    ledger = list(vp)
    ledger[i] += n
    return tuple(ledger)


def _past_limit(board: Board, vp: Ledger, ledger: Ledger | None) -> Refusal | None:
    """A Refusal when a VP total of `ledger` (from `vp`) would pass the limit of DESIGN.md
    "Limits" (beyond it the window cannot show the number, and a file could not hold it)."""
    if ledger is None or max(ledger, default=0) <= MAX_COUNT:  # every total within: the usual case
        return None
    for p, before, after in zip(board.players, vp, ledger, strict=True):
        if after > MAX_COUNT:
            return Refusal(
                _(
                    "{player} would have {after} VP ({before} + {gain}): VP totals stop at {limit}"
                ).format(
                    player=p.name,
                    after=number(after),
                    before=number(before),
                    gain=number(after - before),
                    limit=number(MAX_COUNT),
                )
            )
    return None


def _take_temporary(row: Row, index: int) -> tuple[Row, list[Owner]]:
    """The row without the cube at index (the rest slid left), and who slid."""
    rest = row[index + 1 :]
    slid = [c for c in rest if c is not None]
    return (*row[:index], *rest, None), slid


def _check_participant(board: Board, owner: str) -> Refusal | None:
    if not board.is_participant(owner):
        return Refusal(_("'{id}' is neither a player nor the local power").format(id=owner))
    return None


def _check_own_temporary(board: Board, region: Region, player: str, index: int) -> Refusal | None:
    if (refusal := _check_participant(board, player)) is not None:
        return refusal
    size = len(region.temporary)
    if not 0 <= index < size:
        return Refusal(
            _("{region} has no temporary slot {n} (it has {size})").format(
                region=region.name, n=number(index + 1), size=number(size)
            )
            if size
            else _("{region} has no temporary slots").format(region=region.name)
        )
    cube = region.temporary[index]
    if cube is None:
        return Refusal(
            _("temporary slot {n} of {region} is empty").format(
                n=number(index + 1), region=region.name
            )
        )
    if cube != player:
        return Refusal(
            _("the cube in temporary slot {n} of {region} is {owner}'s, not {player}'s").format(
                n=number(index + 1),
                region=region.name,
                owner=board.name_of(cube),
                player=board.name_of(player),
            )
        )
    return None


def _free_permanent(region: Region, slot: int | None) -> int | Refusal | None:
    """The permanent slot to use: the named one if free, else the leftmost free one.
    None when every slot is full."""
    if slot is not None:
        if not 0 <= slot < len(region.permanent):
            return Refusal(
                _("{region} has no permanent slot {n} (it has {size})").format(
                    region=region.name, n=number(slot + 1), size=number(len(region.permanent))
                )
            )
        if region.permanent[slot] is not None:
            return Refusal(
                _("permanent slot {n} of {region} is not free").format(
                    n=number(slot + 1), region=region.name
                )
            )
        return slot
    try:
        return region.permanent.index(None)
    except ValueError:
        return None


# -- adding Influence (§2) -------------------------------------------------------------------


def _add(board: Board, region: Region, vp: Ledger, op: Add) -> _Done:
    if (refusal := _check_participant(board, op.player)) is not None:
        return refusal
    if op.kind == "permanent":
        return _add_permanent(board, region, vp, op)
    if op.kind == "temporary":
        if op.slot is not None:
            return Refusal(_("a temporary cube always goes to the leftmost free slot"))
        return _add_temporary(board, region, vp, op)
    return Refusal(_("kind must be 'permanent' or 'temporary', not '{kind}'").format(kind=op.kind))


def _how(op: Add) -> str:
    return f" ({op.source})" if op.source else ""


def _placed(
    board: Board, vp: Ledger, new: Region, op: Add, kind: Kind, slot: int, printed: int
) -> _Done:
    """A cube landed in a free slot: the player gains the printed VP (none at setup)."""
    rule = rulebook.PERMANENT if kind == "permanent" else rulebook.TEMPORARY
    if op.setup:
        tail, gain, rule = _("setup, no VP"), 0, rulebook.SETUP
    elif not board.is_player(op.player):
        tail, gain = _("no VP (local power)"), 0
    else:
        tail, gain = _gain(printed), printed
    said = {
        "who": board.name_of(op.player),
        "region": new.name,
        "how": _how(op),
        "n": number(slot + 1),
        "tail": tail,
    }
    if kind == "permanent":
        text = _("{who}: permanent Influence in {region}{how}, slot {n}, {tail}").format(**said)
    else:
        text = _("{who}: temporary Influence in {region}{how}, slot {n}, {tail}").format(**said)
    event = Event("placed", new.id, text, op.player, gain, rule)
    ledger = _gained(board, vp, op.player, gain)
    if (refusal := _past_limit(board, vp, ledger)) is not None:
        return refusal
    return new, vp if ledger is None else ledger, (event,)


def _add_permanent(board: Board, region: Region, vp: Ledger, op: Add) -> _Done:
    who = board.name_of(op.player)
    slot = _free_permanent(region, op.slot)
    if isinstance(slot, Refusal):
        return slot
    if slot is None:
        if not op.force:
            return Refusal(
                _(
                    "no free permanent slot in {region}: {filled} (only an effect that "
                    "allows it places a cube beside them)"
                ).format(region=region.name, filled=_all_filled(len(region.permanent)))
            )
        new = region.with_rows(region.permanent, (*region.overflow, op.player), region.temporary)
        text = _("{who}: permanent Influence in {region}{how}, beside the full row, no VP").format(
            who=who, region=region.name, how=_how(op)
        )
        event = Event("placed", region.id, text, op.player, rule=rulebook.OVERFLOW)
        return new, vp, (event,)
    new = region.with_rows(
        with_cell(region.permanent, slot, op.player), region.overflow, region.temporary
    )
    return _placed(board, vp, new, op, "permanent", slot, region.permanent_vp[slot])


def _add_temporary(board: Board, region: Region, vp: Ledger, op: Add) -> _Done:
    size = len(region.temporary)
    if size == 0:
        return Refusal(_("{region} has no temporary slots").format(region=region.name))
    filled = region.temporary_count()
    if filled < size:
        new = region.with_rows(
            region.permanent, region.overflow, with_cell(region.temporary, filled, op.player)
        )
        return _placed(board, vp, new, op, "temporary", filled, region.temporary_vp[filled])
    # The row is full: push out the leftmost cube, slide the rest, nobody scores (§2).
    out = region.temporary[0]
    assert out is not None
    new = region.with_rows(region.permanent, region.overflow, (*region.temporary[1:], op.player))
    slid = [c for c in region.temporary[1:] if c is not None]
    who, gone = board.name_of(op.player), board.name_of(out)
    events = [
        Event(
            "placed",
            region.id,
            _("{who}: temporary Influence in {region}{how}, pushed out {gone}, no VP").format(
                who=who, region=region.name, how=_how(op), gone=gone
            ),
            op.player,
            rule=rulebook.PUSH_OUT,
        ),
        Event(
            "pushed_out",
            region.id,
            _("{owner}'s cube leaves {region} (back to {owner})").format(
                owner=gone, region=region.name
            ),
            out,
            rule=rulebook.PUSH_OUT,
        ),
    ]
    if slid:
        events.append(_slid(board, region, slid, rulebook.PUSH_OUT))
    return new, vp, tuple(events)


# -- moving Influence (§3) -------------------------------------------------------------------


def _convert(board: Board, region: Region, vp: Ledger, op: Convert) -> _Done:
    if (refusal := _check_own_temporary(board, region, op.player, op.index)) is not None:
        return refusal
    slot = _free_permanent(region, op.slot)
    if isinstance(slot, Refusal):
        return slot
    temporary, slid = _take_temporary(region.temporary, op.index)
    said = {"who": board.name_of(op.player), "n": number(op.index + 1), "region": region.name}
    if slot is None:
        permanent, overflow = region.permanent, (*region.overflow, op.player)
        text = _(
            "{who}: converts temporary slot {n} in {region} to the overflow, beside the full "
            "permanent row, no VP"
        ).format(**said)
    else:
        permanent, overflow = with_cell(region.permanent, slot, op.player), region.overflow
        text = _(
            "{who}: converts temporary slot {n} in {region} to permanent slot {slot}, no VP"
        ).format(slot=number(slot + 1), **said)
    new = region.with_rows(permanent, overflow, temporary)
    events = [
        Event(
            "converted",
            region.id,
            text,
            op.player,
            rule=rulebook.CONVERT,
        )
    ]
    if slid:
        events.append(_slid(board, region, slid, rulebook.CONVERT))
    return new, vp, tuple(events)


def _reset(board: Board, region: Region, vp: Ledger, op: Reset) -> _Done:
    if (refusal := _check_own_temporary(board, region, op.player, op.index)) is not None:
        return refusal
    who = board.name_of(op.player)
    temporary, slid = _take_temporary(region.temporary, op.index)
    if not slid:
        text = _(
            "{who}: Reset in {region} changes nothing, no cube is right of temporary slot {n}"
        ).format(who=who, region=region.name, n=number(op.index + 1))
        return region, vp, (Event("no_change", region.id, text, op.player, rule=rulebook.RESET),)
    end = len(slid) + op.index
    temporary = with_cell(temporary, end, op.player)
    if temporary == region.temporary:
        # Every cube right of it is the player's own: the row reads the same afterwards.
        text = _(
            "{who}: Reset in {region} changes nothing, every cube right of temporary slot {n} "
            "is {who}'s too"
        ).format(who=who, region=region.name, n=number(op.index + 1))
        return region, vp, (Event("no_change", region.id, text, op.player, rule=rulebook.RESET),)
    new = region.with_rows(region.permanent, region.overflow, temporary)
    events = (
        Event(
            "reset",
            region.id,
            _("{who}: Reset in {region}, temporary slot {n} to slot {end}, no VP").format(
                who=who, region=region.name, n=number(op.index + 1), end=number(end + 1)
            ),
            op.player,
            rule=rulebook.RESET,
        ),
        _slid(board, region, slid, rulebook.RESET),
    )
    return new, vp, events


def _remove(board: Board, region: Region, vp: Ledger, op: Remove) -> _Done:
    if not is_row_name(op.row):
        return Refusal(
            _("row must be permanent, temporary or overflow, not '{row}'").format(row=op.row)
        )
    row: tuple[Owner | None, ...] = getattr(region, op.row)
    said = {"region": region.name, "n": number(op.index + 1), "size": number(len(row))}
    if not 0 <= op.index < len(row):
        refusals = {
            ("permanent", True): _("{region} has no permanent place {n} (it has {size})"),
            ("temporary", True): _("{region} has no temporary place {n} (it has {size})"),
            ("overflow", True): _("{region} has no overflow place {n} (it has {size})"),
            ("permanent", False): _("{region} has no permanent place {n} (none)"),
            ("temporary", False): _("{region} has no temporary place {n} (none)"),
            ("overflow", False): _("{region} has no overflow place {n} (it is empty)"),
        }
        return Refusal(refusals[op.row, bool(row)].format(**said))
    cube = row[op.index]
    if cube is None:
        empty = {
            "permanent": _("permanent slot {n} of {region} is empty"),
            "temporary": _("temporary slot {n} of {region} is empty"),
            "overflow": _("overflow slot {n} of {region} is empty"),
        }
        return Refusal(empty[op.row].format(**said))
    slid: list[Owner] = []
    if op.row == "temporary":  # the cubes to its right slide left (RULES.md §3)
        temporary, slid = _take_temporary(region.temporary, op.index)
        new = region.with_rows(region.permanent, region.overflow, temporary)
    else:
        new = taken_out(region, op.row, op.index)
    removed = {
        "permanent": _(
            "{owner}'s cube removed from permanent slot {n} of {region} (back to {owner})"
        ),
        "temporary": _(
            "{owner}'s cube removed from temporary slot {n} of {region} (back to {owner})"
        ),
        "overflow": _(
            "{owner}'s cube removed from overflow place {n} of {region} (back to {owner})"
        ),
    }
    events = [
        Event(
            "removed",
            region.id,
            removed[op.row].format(owner=board.name_of(cube), **said),
            cube,
            rule=rulebook.REMOVE,
        )
    ]
    if slid:
        events.append(_slid(board, region, slid, rulebook.REMOVE))
    return new, vp, tuple(events)


def _armies(board: Board, region: Region, vp: Ledger, op: SetArmies) -> _Done:
    if (refusal := _check_participant(board, op.player)) is not None:
        return refusal
    if not is_count(op.count):
        return Refusal(
            _("an Army count must be a whole number from 0 to {limit}, not {count!r}").format(
                limit=number(MAX_COUNT), count=op.count
            )
        )
    who = board.name_of(op.player)
    before = region.armies_of(op.player)
    if before == op.count:
        text = _("{who} already has {armies} in {region}: no change").format(
            who=who, armies=counted(op.count, "Army"), region=region.name
        )
        event = Event("no_change", region.id, text, op.player, rule=rulebook.NO_CHANGE)
        return region, vp, (event,)
    armies = {o: n for o, n in region.armies if o != op.player}
    if op.count:
        armies[op.player] = op.count
    new = region.with_armies(tuple(sorted(armies.items())))
    text = _("{who}: Armies in {region} {before} to {after}").format(
        who=who, region=region.name, before=number(before), after=number(op.count)
    )
    event = Event("armies", region.id, text, op.player, rule=rulebook.ARMIES)
    return new, vp, (event,)


# -- scoring (§5) ----------------------------------------------------------------------------


def _score_region(board: Board, region: Region, vp: list[int]) -> list[Event]:
    """Score one Region into `vp` (the ledger being built); the events say who got what,
    and why each place is what it is (place_reasons.py)."""
    if not can_score(region):
        text = _("{region} cannot score: {why}").format(
            region=region.name, why=cannot_score_reason(region)
        )
        return [Event("no_score", region.id, text, rule=rulebook.CANNOT_SCORE)]
    events = []
    # the ranking, best first, each place with its reason
    for (owner, count, _armies, place, bonus), why in place_reasons(board, region):
        who = board.name_of(owner)
        if not board.is_player(owner):
            text = _(
                "{region}: {who} place {place} with {cubes}, scores nothing (local power) ({why})"
            ).format(
                region=region.name,
                who=who,
                place=number(place),
                cubes=counted(count, "cube"),
                why=why.text,
            )
            events.append(Event("scored", region.id, text, owner, 0, rulebook.LOCAL_POWER))
            continue
        gain = VP_PER_CUBE * count + bonus
        vp[board.player_index(owner)] += gain
        cubes = counted(count, "cube")
        text = _(
            "{region}: {who} place {place}, {cubes} + bonus {bonus} = +{gain} VP ({why})"
        ).format(
            region=region.name,
            who=who,
            place=number(place),
            cubes=cubes,
            bonus=number(bonus),
            gain=number(gain),
            why=why.text,
        )
        events.append(Event("scored", region.id, text, owner, gain, why.rule))
    if not events:
        text = _("{region}: nobody has cubes here").format(region=region.name)
        events.append(Event("no_score", region.id, text, rule=rulebook.SCORING))
    return events


def _score_one(board: Board, region: Region, vp: Ledger) -> _Done:
    ledger = list(vp)
    events = tuple(_score_region(board, region, ledger))
    after = tuple(ledger)
    if after == vp:
        return region, vp, events
    if (refusal := _past_limit(board, vp, after)) is not None:
        return refusal
    return region, after, events


def _score(board: Board) -> Outcome | Refusal:
    """Every Region scores, in board order."""
    vp = list(board.vp)
    events: list[Event] = []
    for region in board.regions:
        events.extend(_score_region(board, region, vp))
    ledger = tuple(vp)
    if ledger == board.vp:
        return Outcome(board, tuple(events))
    if (refusal := _past_limit(board, board.vp, ledger)) is not None:
        return refusal
    return Outcome(board.with_vp(ledger), tuple(events))


# -- the rest of the game's score and rounds (§8) ---------------------------------------------


def _adjust_vp(board: Board, vp: Ledger, op: AdjustVp) -> _Done:
    if not board.is_player(op.player):
        if board.is_participant(op.player):
            return Refusal(
                _("{who} is the local power, which has no VP").format(who=board.name_of(op.player))
            )
        return Refusal(_("'{id}' is not a player").format(id=op.player))
    if isinstance(op.delta, bool) or not isinstance(op.delta, int) or op.delta == 0:
        return Refusal(
            _("a VP adjustment is a whole number other than 0, not {delta!r}").format(
                delta=op.delta
            )
        )
    if abs(op.delta) > MAX_COUNT:
        return Refusal(
            _("a VP adjustment is at most {limit} either way, not {delta}").format(
                limit=number(MAX_COUNT), delta=number(op.delta)
            )
        )
    reason = op.reason.strip() if isinstance(op.reason, str) else ""
    if not reason:
        return Refusal(_('a VP adjustment needs its reason ("Most money", "THREAT", ...)'))
    if (fault := text_fault(reason)) is not None:
        return Refusal(_("the reason of a VP adjustment {fault}").format(fault=fault))
    who = board.name_of(op.player)
    before = vp[board.player_index(op.player)]
    if before + op.delta < 0:
        return Refusal(
            _(
                "{who} has {before} VP: losing {loss} ({reason}) would take the total below 0"
            ).format(who=who, before=number(before), loss=number(-op.delta), reason=reason)
        )
    ledger = _gained(board, vp, op.player, op.delta)
    if (refusal := _past_limit(board, vp, ledger)) is not None:
        return refusal
    sign = "+" if op.delta > 0 else "-"
    text = _("{who}: {delta} VP ({reason})").format(
        who=who, delta=sign + number(abs(op.delta)), reason=reason
    )
    event = Event("vp", None, text, op.player, op.delta, rulebook.ADJUSTMENT)
    return None, ledger or vp, (event,)


def _end_round(board: Board, op: EndRound) -> Outcome | Refusal:
    last = board.last_round()
    if board.game_over():
        return Refusal(_("the game is over: round {n} was its last").format(n=number(last or 0)))
    if board.round >= MAX_COUNT:
        return Refusal(_("rounds stop at {limit}").format(limit=number(MAX_COUNT)))
    ended = board.round
    after = (
        _("the game is over")
        if ended == last
        else _("round {n} begins").format(n=number(ended + 1))
    )
    if ended in board.scoring_rounds:
        text = _("Round {n} ends, a scoring round: every Region scores now; {after}").format(
            n=number(ended), after=after
        )
    else:
        text = _("Round {n} ends; {after}").format(n=number(ended), after=after)
    return Outcome(board.with_round(ended + 1), (Event("round", None, text, rule=rulebook.ROUND),))


# -- editing the picture ---------------------------------------------------------------------


def _move(board: Board, op: MoveRegion) -> Outcome | Refusal:
    return _move_regions(board, MoveRegions(((op.region, op.position),)))


def _move_regions(board: Board, op: MoveRegions) -> Outcome | Refusal:
    """Every named Region to its new place, or nothing (a Refusal) when one of them is
    unknown, named twice or sent off the board."""
    pairs = op.positions
    if not isinstance(pairs, tuple | list):
        return Refusal(_("expected (Region id, (x, y)) pairs, not {pairs!r}").format(pairs=pairs))
    wanted: dict[str, tuple[float, float]] = {}
    for pair in pairs:
        if not (isinstance(pair, tuple | list) and len(pair) == 2):
            return Refusal(_("expected a (Region id, (x, y)) pair, not {pair!r}").format(pair=pair))
        region_id, position = pair
        if not isinstance(region_id, str) or not board.has_region(region_id):
            return Refusal(_("there is no Region '{id}'").format(id=region_id))
        region = board.region(region_id)
        if region_id in wanted:
            return Refusal(_("{region} is given two positions").format(region=region.name))
        if not (
            isinstance(position, tuple | list)
            and len(position) == 2
            and all(is_coordinate(c) for c in position)
        ):
            return Refusal(
                _("{region} cannot be moved to {position}: off the board").format(
                    region=region.name, position=position
                )
            )
        # Pixels on the board picture: two decimals are plenty, and files keep them.
        wanted[region_id] = (round(float(position[0]), 2), round(float(position[1]), 2))
    moved = {rid: xy for rid, xy in wanted.items() if board.region(rid).position != xy}
    if not moved:
        return Outcome(board, ())
    regions = tuple(r.with_position(moved[r.id]) if r.id in moved else r for r in board.regions)
    names = [r.name for r in board.regions if r.id in moved]
    text = (
        ngettext("{regions} moved", "{regions} moved", len(names)).format(regions=listed(names))
        if len(names) <= 3
        else ngettext("{n} Region moved", "{n} Regions moved", len(names)).format(
            n=number(len(names))
        )
    )

    only = next(iter(moved)) if len(moved) == 1 else None
    return Outcome(board.with_regions(regions), (Event("moved", only, text),))
