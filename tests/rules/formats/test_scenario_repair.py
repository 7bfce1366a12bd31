"""A scenario opened to repair (issue 35, item 2; rules/repair.py): the window's reading gives
a Board whose only errors are its position's own, while every other reader (and `check`)
refuses it as before; a file of the wrong shape is refused by both, with the same words.
The words name a slot as users count, from 1, beside its JSON path (from 0)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from boards import LOCAL, region, scenario
from influence_board.rules import (
    Add,
    AdjustVp,
    Convert,
    EndRound,
    Remove,
    Reset,
    Score,
    SetArmies,
    apply,
)
from influence_board.rules.edit_operations import SetSlots
from influence_board.rules.formats.position_file import loads_position_file
from influence_board.rules.formats.scenario import ScenarioError, from_data, scenario_text
from influence_board.rules.operations import MoveRegion, Outcome
from influence_board.rules.repair import can_repair, waits_for_repair
from influence_board.rules.validation import errors


def gap() -> dict[str, Any]:
    """A cube after an empty temporary slot: temporary[2] after the empty temporary[1]."""
    return scenario(region("x", temp=["a", None, "b"]), region("y"), adjacency=[("x", "y")])


def refusal(data: Any, repair: bool) -> str:
    with pytest.raises(ScenarioError) as info:
        from_data(data, "f.json", repair)
    return info.value.describe()


def test_a_gap_is_refused_but_opens_to_repair() -> None:
    said = refusal(gap(), repair=False)
    board = from_data(gap(), "f.json", repair=True)
    assert board.region("x").temporary == ("a", None, "b", None)
    assert [p.path for p in errors(board)] == ["regions[0].cubes.temporary[2]"]
    assert "regions[0] (X).cubes.temporary[2]" in said


def test_every_fault_of_the_position_opens_to_repair() -> None:
    """A cube of nobody in each row, a local power's cube on a board without one, negative
    printed VP, bonus and VP total: each the editor can fix."""
    data = scenario(
        region("x", perm=["zed"], overflow=["zed"], temp=["a", "zed"], permanent=[-1, 2]),
        region("y", perm=[LOCAL], bonus=[-3]),
        local=False,
        vp={"a": -5},
    )
    board = from_data(data, repair=True)
    assert sorted(p.path for p in errors(board)) == sorted(
        [
            "regions[0].permanent[0]",
            "regions[0].cubes.permanent[0]",
            "regions[0].cubes.overflow[0]",
            "regions[0].cubes.temporary[1]",
            "regions[1].cubes.permanent[0]",
            "regions[1].majority_bonus[0]",
            "vp.a",
        ]
    )
    with pytest.raises(ScenarioError):
        from_data(data)


def beyond_repair() -> list[tuple[str, dict[str, Any]]]:
    """Invalid Boards no edit can make (editing.py refuses them): still refused."""
    out = []
    twice = gap()
    twice["regions"][1]["id"] = "x"
    out.append(("a Region id twice", twice))
    short = gap()
    short["regions"][0]["cubes"]["permanent"].append(None)
    out.append(("a row longer than its slots", short))
    nobody = gap()
    nobody["regions"][0]["armies"] = {"zed": 1}
    out.append(("Armies of nobody", nobody))
    huge = gap()
    huge["regions"][0]["permanent"][0] = 10**12
    out.append(("a number past the limits", huge))
    loop = gap()
    loop["adjacency"].append(["x", "x"])
    out.append(("a link to itself", loop))
    player = gap()
    player["players"][0]["color"] = "#12"
    out.append(("a colour a file cannot hold", player))
    return out


@pytest.mark.parametrize(("why", "data"), beyond_repair(), ids=[w for w, _d in beyond_repair()])
def test_what_the_editor_could_not_build_is_refused_as_before(why: str, data: Any) -> None:
    assert refusal(data, repair=True) == refusal(data, repair=False), why


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "influence-board/1", "name": }',  # not JSON
        json.dumps({**gap(), "players": "a, b"}),  # a text where a list belongs
        json.dumps({**gap(), "regions": [{**region("x"), "permanent": [1, "2"]}]}),
    ],
    ids=["not-json", "players-a-text", "printed-vp-a-text"],
)
def test_a_file_of_the_wrong_shape_is_refused_with_todays_words(text: str) -> None:
    with pytest.raises(ScenarioError) as strict:
        loads_position_file(text, "f.json")
    with pytest.raises(ScenarioError) as repairing:
        loads_position_file(text, "f.json", repair=True)
    assert repairing.value.describe() == strict.value.describe()


def test_a_shape_error_beside_a_gap_refuses_the_whole_file() -> None:
    data = gap()
    data["regions"][1]["temporary"] = "many"
    said = refusal(data, repair=True)
    assert "regions[1] (Y).temporary" in said and "temporary[2]" in said


def test_the_words_count_slots_from_1_beside_paths_from_0() -> None:
    """One numbering in words: `temporary[j]` is "temporary slot j+1", and no sentence
    names a slot by its JSON index."""
    data = scenario(
        region("x", temp=[None, "a"]),
        region("y", perm=[None, "zed"], temp=["a", None, None, "b"], overflow=["zed"]),
    )
    board = from_data(data, repair=True)
    found = {p.path: p.message for p in errors(board)}
    assert found == {
        "regions[0].cubes.temporary[1]": "a cube in temporary slot 2 after the empty temporary "
        "slot 1: temporary cubes fill a contiguous run from the left",
        "regions[1].cubes.permanent[1]": 'permanent slot 2: "zed" is neither a player nor the '
        "local power; expected one of a, b, c, d, local or null",
        "regions[1].cubes.overflow[0]": 'overflow cube 1: "zed" is neither a player nor the '
        "local power; expected one of a, b, c, d, local",
        "regions[1].cubes.temporary[3]": "a cube in temporary slot 4 after the empty temporary "
        "slot 2: temporary cubes fill a contiguous run from the left",
    }
    for path, message in found.items():
        index = int(re.findall(r"\[(\d+)\]", path)[-1])
        assert re.search(rf"(slot|cube) {index + 1}\b", message), (path, message)


def test_play_waits_and_repairs_go_on() -> None:
    waiting = [
        Add("x", "a", "temporary"),
        Add("x", "a", "permanent"),
        Convert("x", "a", 0),
        Reset("x", "a", 0),
        Score("x"),
        Score(),
        EndRound(),
    ]
    going_on = [
        Add("x", "a", "temporary", setup=True),
        Remove("x", "temporary", 2),
        SetArmies("x", "a", 2),
        AdjustVp("a", 3, "a correction"),
        MoveRegion("x", (10.0, 20.0)),
        SetSlots("x", "temporary", (4, 3, 2)),
    ]
    assert [op for op in waiting if not waits_for_repair(op)] == []
    assert [op for op in going_on if waits_for_repair(op)] == []


def test_a_repair_through_the_rules_gives_a_valid_board() -> None:
    board = from_data(gap(), repair=True)
    for op in (Remove("x", "temporary", 2), Add("x", "b", "temporary", setup=True)):
        fixed = apply(board, op)
        assert isinstance(fixed, Outcome)
        assert errors(fixed.board) == [], op


def test_the_standard_board_and_any_valid_one_can_be_repaired_trivially() -> None:
    assert can_repair(from_data(json.loads(scenario_text())))
