"""The quick ways a long replay takes give exactly what the plain ways give: Regions and
Boards copied field by field (board.py), the ranking as plain tuples (majority.py), the
report's entries spelled once per event (formats/replay_report.py), and the usual add line
read in a few steps (formats/operation_lines.py)."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, fields, replace

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from influence_board.rules import Board, Region, ranking
from influence_board.rules.formats.operation_lines import _read_entry, _usual_add
from influence_board.rules.formats.replay_report import (
    _LineEntries,
    event_json,
    event_text,
    note_text,
)
from influence_board.rules.limits import MAX_COUNT
from influence_board.rules.majority import counts, placings
from influence_board.rules.operations import Event
from positions import positions


def same_fields(a: object, b: object) -> None:
    """Every field read back (a field left unset would raise here), equal, and the type."""
    assert type(a) is type(b)
    for f in fields(a):  # type: ignore[arg-type]
        assert getattr(a, f.name) == getattr(b, f.name), f.name


@settings(max_examples=40, deadline=None)
@given(positions(), st.data())
def test_copied_regions_and_boards_are_the_ones_init_makes(
    board: Board, data: st.DataObject
) -> None:
    region = data.draw(st.sampled_from(board.regions))
    rows = (region.temporary, region.permanent, region.overflow)
    permanent, overflow, temporary = data.draw(st.permutations(rows))
    # The rows swapped round on purpose (an overflow row with empty slots): a copy must be
    # what __init__ makes whatever the rows hold.
    copies = [
        (region.with_rows(permanent, overflow, temporary),  # type: ignore[arg-type]
         replace(region, permanent=permanent, overflow=overflow, temporary=temporary)),  # type: ignore[arg-type]
        (region.with_armies((("usa", 2),)), replace(region, armies=(("usa", 2),))),
        (region.with_position((1.5, -2.0)), replace(region, position=(1.5, -2.0))),
    ]  # fmt: skip
    for quick, plain in copies:
        same_fields(quick, plain)
        assert quick == plain and hash(quick) == hash(plain)
        with pytest.raises(FrozenInstanceError):
            quick.name = "changed"  # type: ignore[misc]
    new = copies[0][0]
    vp = tuple(n + 1 for n in board.vp)
    regions = tuple(new if r.id == new.id else r for r in board.regions)
    for quick_board, plain_board in [
        (board.with_region(new), replace(board, regions=regions)),
        (board.with_region(new, vp), replace(board, regions=regions, vp=vp)),
        (board.with_vp(vp), replace(board, vp=vp)),
        (board.with_regions(regions), replace(board, regions=regions)),
    ]:
        same_fields(quick_board, plain_board)
        assert quick_board == plain_board and quick_board.same_position(plain_board)
        assert quick_board.region(new.id) is plain_board.region(new.id)
        assert quick_board.name_of("usa") == plain_board.name_of("usa") == "USA"
        with pytest.raises(FrozenInstanceError):
            quick_board.vp = ()  # type: ignore[misc]


def plain_ranking(region: Region, order: list[str]) -> list[tuple[str, int, int, int, int]]:
    """RULES.md §4 as written: sort by cubes then Armies; a tied group shares the lowest
    place it spans and that place's bonus (0 past the list)."""
    armies = dict(region.armies)
    listed = {o: i for i, o in enumerate(order)}
    owners = sorted(
        counts(region),
        key=lambda o: (-counts(region)[o], -armies.get(o, 0), listed.get(o, len(order)), o),
    )
    out = []
    for owner in owners:
        key = (counts(region)[owner], armies.get(owner, 0))
        place = sum((counts(region)[o], armies.get(o, 0)) >= key for o in owners)
        bonus = region.majority_bonus[place - 1] if place <= len(region.majority_bonus) else 0
        out.append((owner, key[0], key[1], place, bonus))
    return out


@settings(max_examples=80, deadline=None)
@given(positions(), st.data())
def test_placings_are_the_ranking_of_the_rules(board: Board, data: st.DataObject) -> None:
    order = data.draw(st.permutations([p.id for p in board.participants()]))
    for region in board.regions:
        expected = plain_ranking(region, order)
        assert placings(region, order) == expected
        standings = ranking(region, order)
        assert [(s.owner, s.count, s.armies, s.place, s.bonus) for s in standings] == expected


# Text as hostile as a file can make it: quotes, backslashes, controls, separators, bidi
# controls, lone surrogates and characters beyond the BMP.
texts = st.text(
    st.sampled_from('aZ "\\/\n\r\t\x00\x1b\x7f\x85\u2028\u202e\u061c\ud800\udfff\U0001f600é日')
    | st.characters(),
    max_size=12,
)
events = st.builds(
    Event,
    st.sampled_from(["placed", "slid", "scored", "no_change"]),
    st.none() | texts,
    texts,
    st.none() | texts,
    st.integers(0, 10**9),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 10**7), st.lists(events, min_size=1, max_size=4))))
def test_entries_spelled_once_are_the_entries_spelled_each_time(
    lines: list[tuple[int, list[Event]]],
) -> None:
    """The kept spellings (also after the cache starts again) are what event_json and
    event_text spell for each event, and event_json is what json.dumps spells."""
    quick = {True: _LineEntries(True), False: _LineEntries(False)}
    for entries in quick.values():
        entries.LIMIT = 3
    for _ in range(2):  # the second time from the cache
        for line, evs in lines:
            for as_json, entries in quick.items():
                spell = event_json if as_json else event_text
                expected = (",\n" if as_json else "\n").join(spell(line, e) for e in evs)
                if not as_json:  # the line's note once, after its events
                    expected += note_text(line, tuple(evs))
                assert entries.text(line, tuple(evs)) == expected
    for line, evs in lines:
        for e in evs:
            entry = {"line": line, **e.to_json()}
            dumped = json.dumps({"events": [entry]}, indent=2, ensure_ascii=False)
            assert dumped == '{\n  "events": [\n' + event_json(line, e) + "\n  ]\n}"


# Values an add line may hold, right or wrong: the usual ones, and each kind of mistake.
_values = (
    st.sampled_from(["europe", "usa", "temporary", "permanent", "Engage", "", " ", "a\x7f"])
    | st.text(max_size=6)
    | st.none()
    | st.booleans()
    | st.integers(-3, 3)
    | st.sampled_from([MAX_COUNT, MAX_COUNT + 1, 1.0, 0.0, -0.0])
    | st.lists(st.integers(), max_size=2)
)
_add_keys = ["region", "player", "kind", "source", "setup", "slot", "force", "comment", "x"]


@settings(max_examples=400, deadline=None)
@given(
    st.dictionaries(st.sampled_from(_add_keys), _values, max_size=8),
    st.sampled_from(["temporary", "permanent", "TEMPORARY", 1]),
)
def test_the_usual_add_line_is_read_as_the_full_reading_reads_it(
    entry: dict[str, object], kind: str | int
) -> None:
    """operation_lines._usual_add takes only what the full reading accepts, and reads it alike,
    field by field and type by type; anything else is left to the full reading."""
    entry = {"op": "add", "region": "europe", "player": "usa", "kind": kind, **entry}
    quick = _usual_add(entry)
    try:
        full = _read_entry(entry)
    except ValueError:
        assert quick is None
        return
    if quick is not None:
        same_fields(quick, full)
        assert [type(getattr(quick, f.name)) for f in fields(quick)] == [
            type(getattr(full, f.name)) for f in fields(full)
        ]
