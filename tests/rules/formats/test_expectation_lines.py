"""Reading expectation lines (rules/formats/expectation_lines.py; DESIGN.md "Operation
lines"): a typo is bad input, with the line; a line reads back as it was written."""

from __future__ import annotations

import json

import pytest

from influence_board.rules.formats.expectation_lines import Expect
from influence_board.rules.formats.operation_lines import OpLineError, parse_lines, to_line


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ({}, '"expect" needs "vp", "round", "standings" or "region"'),
        ({"region": "r"}, '"expect" of a Region needs one of'),
        ({"region": "r", "colour": "red"}, "does not take 'colour'"),
        ({"region": 3, "can_score": True}, '"region" must be a string'),
        ({"vp": {"a": 1}, "region": "r"}, 'an expectation of "vp" takes nothing else'),
        ({"vp": []}, '"vp" must be an object'),
        ({"vp": {"a": -1}}, '"vp" of "a" must be a whole number'),
        ({"region": "r", "permanent": "a"}, '"permanent" must be a list of owners and nulls'),
        ({"region": "r", "overflow": [None]}, '"overflow" must be a list of owners'),
        ({"region": "r", "counts": {"a": 1.5}}, '"counts" of "a" must be a whole number'),
        ({"region": "r", "can_score": "yes"}, '"can_score" must be true or false'),
        ({"region": "r", "empty_permanent": True}, '"empty_permanent" must be a whole number'),
        ({"region": "r", "ranking": {"owner": "a"}}, '"ranking" must be a list'),
        ({"region": "r", "ranking": [{"who": "a"}]}, "\"ranking\"[0] does not take 'who'"),
        ({"region": "r", "ranking": [{"place": "1"}]}, '"ranking"[0]."place" must be a whole'),
        ({"region": "r", "ranking": [3]}, '"ranking"[0] must be an object'),
    ],
)
def test_a_bad_expectation_is_bad_input_naming_the_line(
    line: dict[str, object], words: str
) -> None:
    text = '{"op": "score"}\n' + json.dumps({"op": "expect", **line})
    with pytest.raises(OpLineError) as error:
        parse_lines(text, "ops.jsonl")
    assert error.value.line == 2
    assert words in str(error.value), str(error.value)


def test_an_expectation_line_round_trips() -> None:
    for line in (
        {"op": "expect", "vp": {"a": 1}},
        {"op": "expect", "region": "r", "ranking": [{"owner": "a"}], "can_score": False},
    ):
        ((_, expect),) = parse_lines(json.dumps(line))
        assert isinstance(expect, Expect)
        assert json.loads(to_line(expect)) == line
