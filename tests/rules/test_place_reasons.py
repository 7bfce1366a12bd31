"""Why each place is what it is (rules/place_reasons.py), and the rule each event names
(rules/rulebook.py): the words the Log, `check`, `replay` and the Majorities dock share."""

from __future__ import annotations

from pathlib import Path

import hypothesis.strategies as st
from hypothesis import given, settings

from boards import LOCAL, board, region
from influence_board.rules import Outcome, apply
from influence_board.rules.formats.operation_lines import parse_lines
from influence_board.rules.formats.scenario import load
from influence_board.rules.history.replay import ReplayResult, replay
from influence_board.rules.majority import ranking
from influence_board.rules.operations import Add, Event, Score
from influence_board.rules.place_reasons import place_reasons
from influence_board.rules.rulebook import SECTIONS, section_of

D = Path(__file__).resolve().parents[1] / "cases" / "d_scoring"


def example_d() -> ReplayResult:
    start = load(D / "scenario.json")
    return replay(start, parse_lines((D / "ops.jsonl").read_text(encoding="utf-8"), "ops.jsonl"))


def test_example_d_says_why_each_place_is_what_it_is() -> None:
    result = example_d()
    scored = {e.owner: e for e in (le.event for le in result.events) if e.kind == "scored"}
    assert scored["russia"].rule == "tie-break: Armies"
    assert scored["russia"].text.endswith("(2nd: 3 cubes, ahead of EU on Armies 4-1)")
    assert "(3rd: 3 cubes, behind Russia on Armies 1-4" in scored["eu"].text
    assert scored["china"].rule == "shared place"
    assert scored["china"].text.endswith(
        "(5th=, tied with Local powers: 1 cube, 0 Armies, no bonus past the list)"
    )
    assert scored["usa"].text.endswith("(1st: 4 cubes, ahead of Russia on cubes 4-3)")


def test_a_lone_last_place_is_behind_the_one_above_on_cubes() -> None:
    b = board(region("r", temporary=[1] * 6, temp=["a", "a", "b"]))
    said = {p[0]: r.text for p, r in place_reasons(b, b.region("r"))}
    assert said == {
        "a": "1st: 2 cubes, ahead of B on cubes 2-1",
        "b": "2nd: 1 cube, behind A on cubes 1-2",
    }
    lone = board(region("r", temp=["c"]))
    assert [r.text for _, r in place_reasons(lone, lone.region("r"))] == [
        "1st: 1 cube, the only one here"
    ]


def test_two_tied_for_first_share_second_and_the_next_is_third() -> None:
    b = board(region("r", temporary=[1] * 6, temp=["a", "b", "a", "b", "c"]))
    said = {p[0]: (p[3], r.text, r.rule) for p, r in place_reasons(b, b.region("r"))}
    assert said["a"] == (
        2,
        "2nd=, tied with B: 2 cubes, 0 Armies, ahead of C on cubes 2-1",
        "shared place",
    )
    assert said["c"] == (3, "3rd: 1 cube, behind A and B on cubes 1-2", "count")


def test_a_place_past_the_bonus_list_says_so() -> None:
    b = board(region("r", temporary=[1] * 6, bonus=[5], temp=["a", "a", "b"]))
    said = {p[0]: (r.text, r.rule) for p, r in place_reasons(b, b.region("r"))}
    assert said["b"] == (
        "2nd: 1 cube, behind A on cubes 1-2, no bonus past the list",
        "no bonus past the list",
    )


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "c", LOCAL]), min_size=0, max_size=8), st.data())
def test_place_reasons_are_the_ranking_and_name_a_rule_the_rulebook_has(
    cubes: list[str], data: st.DataObject
) -> None:
    armies = {o: data.draw(st.integers(0, 2)) for o in set(cubes)}
    b = board(
        region("r", temporary=[1] * 8, temp=cubes, armies={o: n for o, n in armies.items() if n})
    )
    r = b.region("r")
    ruled = place_reasons(b, r)
    assert [p for p, _ in ruled] == [
        (s.owner, s.count, s.armies, s.place, s.bonus)
        for s in ranking(r, [p.id for p in b.participants()])
    ]
    for (_, count, _, place, _), why in ruled:
        assert section_of(why.rule) is not None
        assert why.text.startswith(("1st", "2nd", "3rd", f"{place}th"))
        assert str(count) in why.text


def test_every_event_names_a_rule_the_rulebook_has() -> None:
    b = board(region("r", permanent=[1], temporary=[4, 3], perm=["a"], temp=["b", "c"]))
    events: list[Event] = []
    for op in (Add("r", "a", "temporary"), Score("r"), Score(None)):
        out = apply(b, op)
        assert isinstance(out, Outcome)
        events.extend(out.events)
        b = out.board
    assert events and all(section_of(e.rule) is not None for e in events if e.rule)
    assert {e.rule for e in events} >= {"push-out"}


def test_each_tag_has_one_section_and_each_anchor_is_unique() -> None:
    tags = [t for s in SECTIONS for t in s.tags]
    assert len(tags) == len(set(tags))
    assert len({s.anchor for s in SECTIONS}) == len(SECTIONS)
    for s in SECTIONS:
        assert s.paragraphs and all(p.strip() for p in s.paragraphs)


def test_words_seen_before_follow_a_renamed_player() -> None:
    """place_reasons() keeps the words of Regions seen lately: a rename (new participants) must
    not give the old name back."""
    from influence_board.rules.edit_operations import RenamePlayer

    b = board(region("r", temp=["a", "b"]))
    assert place_reasons(b, b.region("r"))[0][1].text == "2nd=, tied with B: 1 cube, 0 Armies"
    out = apply(b, RenamePlayer("b", "Bee"))
    assert isinstance(out, Outcome)
    renamed = out.board
    assert renamed.region("r") is b.region("r"), "the Region itself is shared"
    assert (
        place_reasons(renamed, renamed.region("r"))[0][1].text
        == "2nd=, tied with Bee: 1 cube, 0 Armies"
    )
