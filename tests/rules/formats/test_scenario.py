"""Scenario files (DESIGN.md "Contracts"): load/save round trip, stable bytes, atomic save,
and validation that reports every problem with its JSON path."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from boards import LOCAL, allowed, region, scenario
from influence_board.rules import Add, Board, Convert, Score, SetArmies
from influence_board.rules.formats.scenario import (
    DEFAULT_LOCAL_POWER,
    FORMAT,
    ScenarioError,
    dumps,
    from_data,
    load,
    loads,
    save,
    scenario_text,
    standard_board,
)


def problems(data: object) -> dict[str, str]:
    """Every problem of an invalid scenario (JSON data), as {path: message}."""
    with pytest.raises(ScenarioError) as info:
        from_data(data)
    found = info.value.problems
    assert found, "a ScenarioError lists at least one problem"
    paths = [p.path for p in found]
    assert len(paths) == len(set(paths)), f"one problem per path expected: {paths}"
    return {p.path: p.message for p in found}


def two_regions(**first: Any) -> dict[str, Any]:
    return scenario(region("x", **first), region("y"), adjacency=[("x", "y")])


def test_two_regions_helper_is_valid() -> None:
    from_data(two_regions())


# -- round trip -------------------------------------------------------------------------------


def _played_board() -> Board:
    """The standard board after a few operations: every kind of row content and the ledger."""
    b = standard_board()
    for op in (
        Convert("africa", "eu", 0),
        Add("africa", "usa", "temporary"),
        Add("central_asia", "china", "permanent"),
        Add("central_asia", "usa", "permanent", force=True),
        Add("central_asia", LOCAL, "temporary"),
        SetArmies("central_asia", "russia", 2),
        SetArmies("central_asia", LOCAL, 1),
        Score("central_asia"),
    ):
        b = allowed(b, op).board
    return b


@pytest.mark.parametrize("make", [standard_board, _played_board], ids=["standard", "played"])
def test_dumps_then_loads_gives_an_equal_board(make: Callable[[], Board]) -> None:
    b = make()
    text = dumps(b)
    again = loads(text)
    assert again == b
    assert again.vp_dict() == b.vp_dict()
    assert [r.armies for r in again.regions] == [r.armies for r in b.regions]
    assert dumps(again) == text


def test_played_board_really_has_overflow_armies_and_vp() -> None:
    b = _played_board()
    ca = b.region("central_asia")
    assert ca.overflow == ("usa",)
    assert ca.armies_of("russia") == 2
    # Central Asia: Russia 1st on Armies (1 + 8), the local power 2nd, USA and China share
    # the 4th position past the bonus list (1 + 0 each); USA also had 4 from Africa.
    assert b.vp_dict() == {"usa": 5, "eu": 0, "russia": 9, "china": 2}


def test_save_then_load_gives_an_equal_board(tmp_path: Path) -> None:
    b = _played_board()
    path = tmp_path / "board.json"
    save(b, path)
    assert load(path) == b
    assert path.read_text(encoding="utf-8") == dumps(b)


def test_round_trip_without_local_power_adjacency_or_positions() -> None:
    data = scenario(region("x", perm=["a"], temp=["b", "a"]), region("y"), local=False)
    b = from_data(data)
    assert b.local_power is None
    assert loads(dumps(b)) == b
    assert json.loads(dumps(b))["local_power"] is None


def test_the_default_local_power_is_the_standard_boards() -> None:
    assert standard_board().local_power == DEFAULT_LOCAL_POWER


def test_dumps_is_byte_stable() -> None:
    one, two = standard_board(), loads(scenario_text())
    assert one is not two
    assert dumps(one) == dumps(two) == dumps(one)
    text = dumps(one)
    assert text.endswith("\n")
    assert dumps(loads(text)) == text


def test_dumps_is_the_documented_format() -> None:
    data = json.loads(dumps(standard_board()))
    assert data["format"] == FORMAT
    assert list(data) == [
        "format", "name", "players", "local_power", "regions", "adjacency", "vp", "scoring_rounds"
    ]  # fmt: skip
    assert data["scoring_rounds"] == [3, 6]  # RULES.md §8: every Region scores after 3 and 6
    europe = data["regions"][0]
    assert {"id", "name", "permanent", "temporary", "majority_bonus", "cubes"} <= set(europe)
    assert set(europe["cubes"]) == {"permanent", "overflow", "temporary"}
    assert data["vp"] == {"usa": 0, "eu": 0, "russia": 0, "china": 0}


def test_dumps_keeps_short_rows_on_one_line() -> None:
    text = dumps(standard_board())
    assert '"temporary": [5, 4, 3, 2],' in text
    assert '"permanent": ["eu", "usa", "russia", null],' in text


def test_loading_places_cubes_without_scoring() -> None:
    b = from_data(scenario(region("x", permanent=[3, 3], temporary=[9], perm=["a"], temp=["b"])))
    assert b.vp_dict() == {"a": 0, "b": 0, "c": 0, "d": 0}
    b = from_data(scenario(region("x", perm=["a"]), vp={"a": 12}))
    assert b.vp_dict() == {"a": 12, "b": 0, "c": 0, "d": 0}


def test_optional_parts_may_be_left_out() -> None:
    data = scenario(region("x"))
    del data["regions"][0]["cubes"]
    del data["adjacency"]
    b = from_data(data)
    assert b.region("x").permanent == (None, None)
    assert b.region("x").temporary == (None, None, None, None)
    assert b.region("x").overflow == ()
    assert b.adjacency == ()


# -- save is atomic ---------------------------------------------------------------------------


def test_save_replaces_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text("old", encoding="utf-8")
    save(standard_board(), path)
    assert load(path) == standard_board()
    assert os.listdir(tmp_path) == ["board.json"]


@pytest.mark.parametrize("step", ["replace", "fsync"])
def test_failed_save_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    path = tmp_path / "board.json"
    old = dumps(standard_board())
    path.write_text(old, encoding="utf-8")

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, step, boom)
    with pytest.raises(OSError):
        save(_played_board(), path)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == old
    assert os.listdir(tmp_path) == ["board.json"], "no temporary file is left behind"


# -- validation -------------------------------------------------------------------------------


def test_not_json() -> None:
    with pytest.raises(ScenarioError) as info:
        loads('{"format": ', "broken.json")
    (problem,) = info.value.problems
    assert "not JSON" in problem.message
    assert "line 1" in problem.path
    assert str(info.value).startswith("broken.json: ")


def test_not_an_object() -> None:
    with pytest.raises(ScenarioError) as info:
        loads("[1, 2]")
    assert len(info.value.problems) == 1


def test_wrong_format_tag() -> None:
    data = scenario(region("x"))
    data["format"] = "influence-board/99"
    found = problems(data)
    assert list(found) == ["format"]
    assert FORMAT in found["format"]


def test_missing_format_tag_and_the_other_problems_too() -> None:
    data = scenario(region("x", permanent=[1, -1]))
    del data["format"]
    assert set(problems(data)) == {"format", "regions[0].permanent[1]"}


def test_missing_ids() -> None:
    data = scenario(region("x"), region("y"))
    del data["players"][1]["id"]
    del data["regions"][1]["id"]
    del data["local_power"]["id"]
    assert set(problems(data)) == {"players[1].id", "regions[1].id", "local_power.id"}


@pytest.mark.parametrize(
    "key", ["name", "permanent", "temporary", "majority_bonus"], ids=lambda k: k
)
def test_missing_region_field(key: str) -> None:
    data = two_regions()
    del data["regions"][0][key]
    if key != "name":
        del data["regions"][0]["cubes"]  # the rows cannot be checked without their slots
    assert set(problems(data)) == {f"regions[0].{key}"}


def test_duplicate_ids() -> None:
    data = scenario(region("x"), region("y"), region("x"), players="abca")
    data["local_power"]["id"] = "b"
    found = problems(data)
    assert set(found) == {"players[3].id", "local_power.id", "regions[2].id"}
    assert '"a"' in found["players[3].id"]
    assert '"x"' in found["regions[2].id"]


def test_bad_id_characters() -> None:
    data = scenario(region("x y"))
    assert set(problems(data)) == {"regions[0].id"}


@pytest.mark.parametrize(
    ("where", "path"),
    [
        ("permanent", "regions[0].cubes.permanent[1]"),
        ("temporary", "regions[0].cubes.temporary[0]"),
        ("overflow", "regions[0].cubes.overflow[0]"),
    ],
)
def test_cube_owner_neither_player_nor_local_power(where: str, path: str) -> None:
    data = two_regions(perm=["a", "zed"] if where == "permanent" else ["a", "b"])
    cubes = data["regions"][0]["cubes"]
    if where == "temporary":
        cubes["temporary"][0] = "zed"
    if where == "overflow":
        cubes["overflow"] = ["zed"]
    found = problems(data)
    assert set(found) == {path}
    assert "zed" in found[path]


def test_armies_and_vp_owner_neither_player_nor_local_power() -> None:
    data = two_regions(armies={"zed": 2, "a": 1})
    data["vp"] = {"a": 1, "zed": 3}
    assert set(problems(data)) == {"regions[0].armies.zed", "vp.zed"}


def test_local_power_may_own_cubes_and_armies_but_has_no_vp() -> None:
    data = two_regions(perm=[LOCAL], armies={LOCAL: 2})
    b = from_data(data)
    assert b.region("x").armies_of(LOCAL) == 2
    data["vp"] = {LOCAL: 1}
    assert set(problems(data)) == {f"vp.{LOCAL}"}


@pytest.mark.parametrize("bad", [-1, 1.5, "2", True, None, [1]], ids=repr)
@pytest.mark.parametrize("field", ["permanent", "temporary", "majority_bonus"])
def test_slot_vp_must_be_a_whole_number_zero_or_more(
    field: str, bad: int | float | str | bool | list[int] | None
) -> None:
    data = two_regions()
    data["regions"][0][field][1] = bad
    data["regions"][0].pop("cubes")
    found = problems(data)
    assert set(found) == {f"regions[0].{field}[1]"}


def test_zero_vp_slots_are_fine() -> None:
    from_data(scenario(region("x", permanent=[0, 0], temporary=[0], bonus=[0])))


@pytest.mark.parametrize("row", ["permanent", "temporary"])
def test_cube_row_length_must_match_the_slots(row: str) -> None:
    data = two_regions()
    data["regions"][0]["cubes"][row].append(None)
    found = problems(data)
    assert set(found) == {f"regions[0].cubes.{row}"}


def test_a_gap_in_a_temporary_row_names_the_region_and_the_slot() -> None:
    data = scenario(
        region("r0"),
        region("r1"),
        region("r2", temp=["a"]),
        region("r3", temp=["a", None, "b", None]),
    )
    found = problems(data)
    assert set(found) == {"regions[3].cubes.temporary[2]"}


def test_a_temporary_row_starting_empty_is_a_gap() -> None:
    data = scenario(region("r0", temp=[None, "a"]))
    assert set(problems(data)) == {"regions[0].cubes.temporary[1]"}


def test_adjacency_unknown_regions_and_self_links() -> None:
    data = scenario(
        region("x"),
        region("y"),
        adjacency=[("x", "y"), ("x", "atlantis"), ("y", "y"), ("mu", "lemuria"), ("y", "x")],
    )
    found = problems(data)
    assert set(found) == {"adjacency[1]", "adjacency[2]", "adjacency[3]", "adjacency[4]"}
    assert "atlantis" in found["adjacency[1]"]
    assert "mu" in found["adjacency[3]"] and "lemuria" in found["adjacency[3]"]


def test_adjacency_entries_must_be_pairs_of_ids() -> None:
    data = scenario(region("x"), region("y"))
    data["adjacency"] = [["x"], "x-y", ["x", 3]]
    assert set(problems(data)) == {"adjacency[0]", "adjacency[1]", "adjacency[2]"}


def test_every_problem_is_collected_with_its_path() -> None:
    data = scenario(
        region("r0", permanent=[1, -2]),
        region("r1", perm=["a", "zed"]),
        region("r2", temp=["a", None, "b"]),
        region("r3"),
        region("r3"),
        adjacency=[("r0", "r1"), ("r1", "atlantis"), ("r2", "r2")],
        players="abb",
    )
    data["regions"][0].pop("cubes")
    data["regions"][1]["cubes"]["temporary"].append(None)
    data["vp"] = {"a": "many"}
    found = problems(data)
    assert set(found) == {
        "players[2].id",
        "regions[0].permanent[1]",
        "regions[1].cubes.permanent[1]",
        "regions[1].cubes.temporary",
        "regions[2].cubes.temporary[2]",
        "regions[4].id",
        "adjacency[1]",
        "adjacency[2]",
        "vp.a",
    }


def test_a_bad_player_field_is_one_problem_not_one_per_cube() -> None:
    # The player's id is fine, so its cubes are still a known owner's cubes.
    data = scenario(region("x", perm=["a"], temp=["a", "b"]), players="abb")
    data["players"][0]["color"] = 42
    assert set(problems(data)) == {"players[0].color", "players[2].id"}


def test_adjacency_problems_are_reported_alongside_region_problems() -> None:
    # A Region with a bad slot still has a good id: a link to a Region that does not exist
    # at all is a separate problem, reported in the same pass.
    data = scenario(region("x", permanent=[1, -1]), region("y"), adjacency=[("x", "atlantis")])
    assert set(problems(data)) == {"regions[0].permanent[1]", "adjacency[0]"}


def test_error_text_names_the_file_and_each_path() -> None:
    data = scenario(region("x", permanent=[1, -1], temp=["a", None, "b"]))
    with pytest.raises(ScenarioError) as info:
        loads(json.dumps(data), "bad.json")
    lines = str(info.value).splitlines()
    assert len(lines) == 2
    assert all(line.startswith("bad.json: regions[0] (X).") for line in lines)


def test_load_missing_file_and_not_utf8(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as info:
        load(tmp_path / "nope.json")
    assert "nope.json" in str(info.value)
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"name": "caf\xe9"}')
    with pytest.raises(ScenarioError):
        load(bad)


def test_the_validator_does_not_change_its_input() -> None:
    data = scenario(region("x", perm=["a"]), vp={"a": 1})
    before = copy.deepcopy(data)
    from_data(data)
    assert data == before
