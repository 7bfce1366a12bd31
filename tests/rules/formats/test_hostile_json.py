"""JSON that parses but is bad input (issue 22, items 2 and 9): a key given twice in one
object, a lone surrogate (`"\\ud800"`, valid JSON, no UTF-8), and lists of problems that
would run to millions of lines. Each is refused as it is read, naming the place."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from influence_board.rules import apply
from influence_board.rules.formats import game_file
from influence_board.rules.formats.operation_lines import OpFileError, parse_lines
from influence_board.rules.formats.position_file import load_position_file
from influence_board.rules.formats.recovery_file import Damaged, loads_recovery
from influence_board.rules.formats.safe_io import write_atomic
from influence_board.rules.formats.scenario import ScenarioError, dumps, loads, standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.history.words import step_text
from influence_board.rules.limits import UnsafeJson, parse_json
from influence_board.rules.operations import Add, Refusal
from influence_board.text.wording import MAX_PROBLEMS_SHOWN

STANDARD = dumps(standard_board())


def a_game_text() -> str:
    """A game file of one step: China in Europe."""
    tree = Variations(standard_board())
    op = Add("europe", "china", "temporary")
    result = apply(tree.root.board, op)
    assert not isinstance(result, Refusal)
    tree.current = tree.adopt(
        Node(tree.root, op, result.board, step_text(tree.root.board, op, result.events))
    )
    return game_file.dumps_game(tree)


# -- duplicate keys ---------------------------------------------------------------------------


def test_a_key_twice_in_a_scenario_names_the_key_and_the_object() -> None:
    text = STANDARD.replace('"name": "Europe",', '"name": "Europe", "name": "Asia",', 1)
    with pytest.raises(ScenarioError) as info:
        loads(text, "board.json")
    (line,) = info.value.describe().splitlines()
    row = next(n for n, t in enumerate(text.splitlines(), 1) if '"name": "Asia"' in t)
    assert 'the key "name" is given twice in one object' in line
    # the place is where the Region's object begins: its "{" on the line before or at it
    assert line.startswith("board.json: line ")
    where = int(line.split()[2])
    assert row - 3 <= where <= row


def test_a_key_twice_in_a_game_file_is_refused(tmp_path: Path) -> None:
    text = a_game_text().replace('"current":', '"current": 0, "current":', 1)
    path = tmp_path / "twice.ibgame"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_position_file(path)
    assert 'the key "current" is given twice' in info.value.describe()
    assert str(path) in info.value.describe()


def test_a_key_twice_in_an_operation_line_names_the_line_and_the_key() -> None:
    lines = '{"op": "undo"}\n{"op": "add", "region": "europe", "region": "asia"}\n'
    with pytest.raises(OpFileError) as info:
        parse_lines(lines, "ops.jsonl")
    assert "ops.jsonl:2" in str(info.value)
    assert 'the key "region" is given twice' in str(info.value)


def test_the_same_key_in_two_objects_is_fine() -> None:
    assert parse_json('[{"a": 1}, {"a": 2, "b": {"a": 3}}]') == [{"a": 1}, {"a": 2, "b": {"a": 3}}]


# -- lone surrogates --------------------------------------------------------------------------


def test_a_game_file_with_a_lone_surrogate_in_a_step_name_is_refused_on_open(
    tmp_path: Path,
) -> None:
    data = json.loads(a_game_text())
    data["steps"][0]["name"] = "step \ud800"
    path = tmp_path / "surrogate.ibgame"
    path.write_text(json.dumps(data), encoding="utf-8")  # ASCII JSON: "\ud800" escaped
    with pytest.raises(ScenarioError) as info:
        load_position_file(path)
    said = info.value.describe()
    assert "steps[0].name" in said and "lone surrogate (U+D800)" in said
    assert "line 1 column" in said
    said.encode("utf-8")  # the message itself can be shown anywhere


def test_a_surrogate_pair_is_a_character_and_an_escaped_backslash_is_not_an_escape() -> None:
    assert parse_json('["\\ud83d\\ude00"]') == ["\U0001f600"]
    assert parse_json('["\\\\ud800"]') == ["\\ud800"]
    with pytest.raises(UnsafeJson):
        parse_json('["\\\\\\ud800"]')  # `\\` then the escape
    with pytest.raises(UnsafeJson):
        parse_json('["\\udc00\\ud800"]')  # a low then a high: two lone halves


def test_an_operation_line_with_a_lone_surrogate_is_refused_with_the_line() -> None:
    with pytest.raises(OpFileError) as info:
        parse_lines('{"op": "undo", "comment": "\\udfff"}\n', "ops.jsonl")
    assert "ops.jsonl:1" in str(info.value) and "U+DFFF" in str(info.value)


def test_a_recovery_file_with_a_lone_surrogate_is_damaged() -> None:
    data = json.loads(a_game_text())
    data["recovery"] = {"saved_at": 1.0, "pid": 1, "path": "x\udc80.ibgame"}
    with pytest.raises(Damaged, match="lone surrogate"):
        loads_recovery(json.dumps(data), "game-1.json")


def test_a_recovery_file_saved_at_a_400_digit_time_is_damaged_not_a_crash() -> None:
    data = json.loads(a_game_text())
    data["recovery"] = {"saved_at": 10**399, "pid": 1, "path": None}
    with pytest.raises(Damaged, match="saved_at"):
        loads_recovery(json.dumps(data), "game-1.json")
    data["recovery"]["saved_at"] = float("1" + "0" * 399)
    with pytest.raises(Damaged):
        loads_recovery(json.dumps(data).replace("Infinity", "1" + "0" * 399 + ".0"), "g.json")


def test_text_no_file_can_hold_fails_the_write_with_a_reason_and_keeps_the_old_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.ibgame"
    path.write_text("the old game", encoding="utf-8")
    with pytest.raises(OSError) as info:
        write_atomic(path, "a name \ud800")
    assert info.value.errno == errno.EILSEQ
    assert "lone surrogate (U+D800)" in str(info.value.strerror)
    assert path.read_text(encoding="utf-8") == "the old game"
    assert [p.name for p in tmp_path.iterdir()] == ["game.ibgame"]


# -- problems capped --------------------------------------------------------------------------


def test_a_file_with_thousands_of_problems_says_50_and_how_many_more() -> None:
    data = json.loads(STANDARD)
    data["adjacency"] = [["europe", "nowhere"]] * 3000
    with pytest.raises(ScenarioError) as info:
        loads(json.dumps(data), "links.json")
    lines = info.value.describe().splitlines()
    assert len(lines) == MAX_PROBLEMS_SHOWN + 1
    left_out = len(info.value.problems) - MAX_PROBLEMS_SHOWN
    assert left_out > 0
    assert lines[-1] == f"links.json: and {left_out:,} more"
    assert len(info.value.lines()) == MAX_PROBLEMS_SHOWN + 1
