"""Play: the rule operations of RULES.md §2-§5 carried out, (board, operation) -> Outcome
or Refusal, and `apply`, the one way in for every operation (operations.py's values, and
the editor's, which editing.py carries out).

Each function replaces at most one Region and the VP ledger; everything else is shared
with the Board it started from. Slots are 0-based in operations and 1-based in the words
the user reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def apply(board: Board, op: Operation | EditOperation) -> Outcome | Refusal:
    """Carry out one operation, a rule operation or an editor one (edit_operations.py).
    A Refusal means nothing changed. Whether the Outcome is a step (`changed`) is decided
    here, once, by comparing the Board after with the one before (`is_step`)."""
    return _judged(board, op, _carried_out(board, op))


def _carried_out(board: Board, op: Operation | EditOperation) -> Outcome | Refusal:
    """The rule of the operation's kind, on a Board that has the Region it names. A `case`
    for each kind of Operation, so that a kind without one is a type error (the editor's
    are editing.py's, which does the same)."""
    # The common case first: it runs once per line of a long replay.
    match op:
        case Add():
            return _add(board, op) if _here(board, op.region) else _no_region(op.region)
        case Convert():
            return _convert(board, op) if _here(board, op.region) else _no_region(op.region)
        case Reset():
            return _reset(board, op) if _here(board, op.region) else _no_region(op.region)
        case Remove():
            return _remove(board, op) if _here(board, op.region) else _no_region(op.region)
        case SetArmies():
            return _armies(board, op) if _here(board, op.region) else _no_region(op.region)
        case Score():
            # region None: every Region in board order
            if op.region is None or _here(board, op.region):
                return _score(board, op)
            return _no_region(op.region)
        case AdjustVp():
            return _adjust_vp(board, op)
        case EndRound():
            return _end_round(board, op)
        case MoveRegion():
            return _move(board, op) if _here(board, op.region) else _no_region(op.region)
        case MoveRegions():
            return _move_regions(board, op)  # checks each Region it names itself
        case _:
            # The editor's operations load with the first edit: play does not need them.
            from .editing import carry_out

            return carry_out(board, op)


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
    # is_step, written out for operations of play, which a long replay runs once a line
    step = (
        after is not before and not before.same_position(after)
        if isinstance(op, PLAY_OPERATIONS)
        else is_step(before, after, op)
    )
    if step:
        return result if result.changed else result._replace(changed=True)
    events = result.events
    if result.board is not before:
        # The handler did something that reads the same afterwards (a push-out of a row
        # of the adding player's own cubes): say so, as the other no-change cases do.
        region_id = getattr(op, "region", None)
        if isinstance(region_id, str) and before.has_region(region_id):
            text = _("{region} reads the same as before: nothing changed").format(
                region=before.region(region_id).name
            )
        else:
            text = _("the board reads the same as before: nothing changed")
        owner = getattr(op, "player", None)
        events = (*events, Event("no_change", region_id, text, owner, rule=rulebook.NO_CHANGE))
    return Outcome(before, events, changed=False)


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


def _gained(board: Board, owner: Owner, n: int) -> tuple[int, ...] | None:
    """The ledger after `owner` gains n VP, or None when it does not change."""
    if n == 0 or not board.is_player(owner):
        return None
    i = board.player_index(owner)
    vp = list(board.vp)
    vp[i] += n
    return tuple(vp)


def _past_limit(board: Board, vp: tuple[int, ...] | list[int] | None) -> Refusal | None:
    """A Refusal when a VP total would pass the limit of DESIGN.md "Limits" (beyond it
    the window cannot show the number, and a file could not hold it)."""
    if vp is None:
        return None
    for p, before, after in zip(board.players, board.vp, vp, strict=True):
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


def _add(board: Board, op: Add) -> Outcome | Refusal:
    if (refusal := _check_participant(board, op.player)) is not None:
        return refusal
    region = board.region(op.region)
    if op.kind == "permanent":
        return _add_permanent(board, region, op)
    if op.kind == "temporary":
        if op.slot is not None:
            return Refusal(_("a temporary cube always goes to the leftmost free slot"))
        return _add_temporary(board, region, op)
    return Refusal(_("kind must be 'permanent' or 'temporary', not '{kind}'").format(kind=op.kind))


def _how(op: Add) -> str:
    return f" ({op.source})" if op.source else ""


def _placed(
    board: Board, new: Region, op: Add, kind: Kind, slot: int, printed: int
) -> Outcome | Refusal:
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
    ledger = _gained(board, op.player, gain)
    if (refusal := _past_limit(board, ledger)) is not None:
        return refusal
    return Outcome(board.with_region(new, ledger), (event,))


def _add_permanent(board: Board, region: Region, op: Add) -> Outcome | Refusal:
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
        return Outcome(board.with_region(new), (event,))
    new = region.with_rows(
        with_cell(region.permanent, slot, op.player), region.overflow, region.temporary
    )
    return _placed(board, new, op, "permanent", slot, region.permanent_vp[slot])


def _add_temporary(board: Board, region: Region, op: Add) -> Outcome | Refusal:
    size = len(region.temporary)
    if size == 0:
        return Refusal(_("{region} has no temporary slots").format(region=region.name))
    filled = region.temporary_count()
    if filled < size:
        new = region.with_rows(
            region.permanent, region.overflow, with_cell(region.temporary, filled, op.player)
        )
        return _placed(board, new, op, "temporary", filled, region.temporary_vp[filled])
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
    return Outcome(board.with_region(new), tuple(events))


# -- moving Influence (§3) -------------------------------------------------------------------


def _convert(board: Board, op: Convert) -> Outcome | Refusal:
    region = board.region(op.region)
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
    return Outcome(board.with_region(new), tuple(events))


def _reset(board: Board, op: Reset) -> Outcome | Refusal:
    region = board.region(op.region)
    if (refusal := _check_own_temporary(board, region, op.player, op.index)) is not None:
        return refusal
    who = board.name_of(op.player)
    temporary, slid = _take_temporary(region.temporary, op.index)
    if not slid:
        text = _(
            "{who}: Reset in {region} changes nothing, no cube is right of temporary slot {n}"
        ).format(who=who, region=region.name, n=number(op.index + 1))
        return Outcome(
            board, (Event("no_change", region.id, text, op.player, rule=rulebook.RESET),)
        )
    end = len(slid) + op.index
    temporary = with_cell(temporary, end, op.player)
    if temporary == region.temporary:
        # Every cube right of it is the player's own: the row reads the same afterwards.
        text = _(
            "{who}: Reset in {region} changes nothing, every cube right of temporary slot {n} "
            "is {who}'s too"
        ).format(who=who, region=region.name, n=number(op.index + 1))
        return Outcome(
            board, (Event("no_change", region.id, text, op.player, rule=rulebook.RESET),)
        )
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
    return Outcome(board.with_region(new), events)


def _remove(board: Board, op: Remove) -> Outcome | Refusal:
    region = board.region(op.region)
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
    return Outcome(board.with_region(new), tuple(events))


def _armies(board: Board, op: SetArmies) -> Outcome | Refusal:
    if (refusal := _check_participant(board, op.player)) is not None:
        return refusal
    if not is_count(op.count):
        return Refusal(
            _("an Army count must be a whole number from 0 to {limit}, not {count!r}").format(
                limit=number(MAX_COUNT), count=op.count
            )
        )
    region = board.region(op.region)
    who = board.name_of(op.player)
    before = region.armies_of(op.player)
    if before == op.count:
        text = _("{who} already has {armies} in {region}: no change").format(
            who=who, armies=counted(op.count, "Army"), region=region.name
        )
        event = Event("no_change", region.id, text, op.player, rule=rulebook.NO_CHANGE)
        return Outcome(board, (event,))
    armies = {o: n for o, n in region.armies if o != op.player}
    if op.count:
        armies[op.player] = op.count
    new = region.with_armies(tuple(sorted(armies.items())))
    text = _("{who}: Armies in {region} {before} to {after}").format(
        who=who, region=region.name, before=number(before), after=number(op.count)
    )
    event = Event("armies", region.id, text, op.player, rule=rulebook.ARMIES)
    return Outcome(board.with_region(new), (event,))


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


def _score(board: Board, op: Score) -> Outcome | Refusal:
    vp = list(board.vp)
    regions = board.regions if op.region is None else (board.region(op.region),)
    events: list[Event] = []
    for region in regions:
        events.extend(_score_region(board, region, vp))
    ledger = tuple(vp)
    if ledger == board.vp:
        return Outcome(board, tuple(events))
    if (refusal := _past_limit(board, ledger)) is not None:
        return refusal
    return Outcome(board.with_vp(ledger), tuple(events))


# -- the rest of the game's score and rounds (§8) ---------------------------------------------


def _adjust_vp(board: Board, op: AdjustVp) -> Outcome | Refusal:
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
    before = board.vp_of(op.player)
    if before + op.delta < 0:
        return Refusal(
            _(
                "{who} has {before} VP: losing {loss} ({reason}) would take the total below 0"
            ).format(who=who, before=number(before), loss=number(-op.delta), reason=reason)
        )
    ledger = _gained(board, op.player, op.delta)
    if (refusal := _past_limit(board, ledger)) is not None:
        return refusal
    sign = "+" if op.delta > 0 else "-"
    text = _("{who}: {delta} VP ({reason})").format(
        who=who, delta=sign + number(abs(op.delta)), reason=reason
    )
    event = Event("vp", None, text, op.player, op.delta, rulebook.ADJUSTMENT)
    return Outcome(board.with_vp(ledger or board.vp), (event,))


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
