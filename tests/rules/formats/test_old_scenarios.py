"""Scenarios written before rounds existed keep their game (issue 35, item 5; DESIGN.md): a
file without "scoring_rounds" is the standard game on the standard board (names may
differ), with a warning naming the rounds taken; any other board has none, with a warning
that Score All Regions is never offered. A missing key counts as its default everywhere,
position codes included; a file written from a Board says which rounds it has."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from boards import region, scenario
from influence_board.rules.analysis.report import board_report
from influence_board.rules.formats.position_code import decode, encode
from influence_board.rules.formats.scenario import (
    dumps,
    from_data,
    loads,
    scenario_text,
    standard_board,
    to_data,
)
from influence_board.rules.validation import check, errors

STANDARD = standard_board()


def old_standard(**changes: Any) -> dict[str, Any]:
    """The standard board as a file from before rounds: renamed, no "scoring_rounds"."""
    data = json.loads(scenario_text())
    del data["scoring_rounds"]
    data["name"] = "Spring Open - Table 1"
    data["players"][0]["name"] = "United States"
    data["regions"][0]["name"] = "Europa"
    data.update(changes)
    return data


def warnings_at(board: Any, path: str) -> list[str]:
    return [p.message for p in check(board) if p.severity == "warning" and p.path == path]


def test_an_old_standard_board_is_the_standard_game_with_a_warning_naming_it() -> None:
    board = from_data(old_standard())
    assert board.scoring_rounds == (3, 6) == STANDARD.scoring_rounds
    assert board.last_round() == 6
    assert warnings_at(board, "scoring_rounds") == [
        "not in the file: taken as the standard game's, every Region scores after rounds 3 "
        "and 6 (Save writes them)"
    ]
    assert errors(board) == []


def test_another_board_without_rounds_never_offers_score_all() -> None:
    data = scenario(region("x"), region("y"))
    board = from_data(data)
    assert board.scoring_rounds == ()
    assert warnings_at(board, "scoring_rounds") == [
        "not in the file: no round scores every Region, so Score All Regions is never offered"
    ]


def test_a_standard_board_with_other_slots_is_another_board() -> None:
    data = old_standard()
    data["regions"][0]["temporary"] = [*data["regions"][0]["temporary"], 1]
    data["regions"][0]["cubes"]["temporary"].append(None)
    assert from_data(data).scoring_rounds == ()
    fewer = old_standard()
    fewer["players"] = fewer["players"][:3]
    fewer["vp"] = {}
    for item in fewer["regions"]:
        item.pop("cubes", None)
        item.pop("armies", None)
    assert from_data(fewer).scoring_rounds == ()


def test_rounds_given_are_kept_and_not_warned_about() -> None:
    assert warnings_at(STANDARD, "scoring_rounds") == []
    none = from_data(old_standard(scoring_rounds=[]))
    assert none.scoring_rounds == () and warnings_at(none, "scoring_rounds") == []
    other = from_data(old_standard(scoring_rounds=[2, 4, 8]))
    assert other.scoring_rounds == (2, 4, 8) and warnings_at(other, "scoring_rounds") == []


def test_saving_writes_the_rounds_taken_and_reads_back_without_a_warning() -> None:
    board = from_data(old_standard())
    again = loads(dumps(board))
    assert again == board and again.scoring_rounds == (3, 6)
    assert warnings_at(again, "scoring_rounds") == []


def test_a_board_without_rounds_is_written_saying_so_unless_its_file_did_not() -> None:
    """The key is left out only where the file read had none to give: an empty list is
    what every reader reads as none (a standard board without rounds stays without)."""
    built = replace(STANDARD, scoring_rounds=())
    assert to_data(built)["scoring_rounds"] == []
    assert loads(dumps(built)).scoring_rounds == ()
    old_other = from_data(scenario(region("x")))
    assert "scoring_rounds" not in to_data(old_other)
    assert warnings_at(loads(dumps(old_other)), "scoring_rounds") != []


def test_an_old_standard_board_still_codes_short_and_decodes_to_the_same_report() -> None:
    board = from_data(old_standard())
    code = encode(board, STANDARD)
    assert len(code) < 100, code
    decoded = decode(code, STANDARD)
    assert board_report(decoded) == board_report(board)
    assert decoded.scoring_rounds == (3, 6)
    unnamed = from_data(old_standard(name=STANDARD.name))
    unnamed = replace(unnamed, players=STANDARD.players, regions=STANDARD.regions)
    assert len(encode(unnamed, STANDARD)) <= 80


def test_an_old_code_of_another_board_decodes_with_its_default_and_warning() -> None:
    """A whole-scenario code made before rounds (its scenario without the key) decodes as
    that file reads now."""
    import zlib

    from influence_board.rules.formats import position_code as codes

    data = scenario(region("x"), region("y"))
    text = json.dumps(data, separators=(",", ":")).encode()
    code = codes._pack(codes.SCENARIO_KIND, zlib.compress(text, 9), None)
    decoded = decode(code, STANDARD)
    assert decoded.scoring_rounds == ()
    assert warnings_at(decoded, "scoring_rounds") != []
