"""Operation lines (rules/formats/operation_lines.py): a kind or a row is one of the rules' own
words, or the line is bad input naming what it found."""

from __future__ import annotations

import pytest

from influence_board.rules import Add, Refusal, Remove, apply
from influence_board.rules.formats.operation_lines import OpLineError, parse_lines
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import KINDS, ROW_NAMES, Kind, RowName


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_reads_as_itself(kind: Kind) -> None:
    ((_, op),) = parse_lines(f'{{"op": "add", "region": "r", "player": "p", "kind": "{kind}"}}')
    assert op == Add("r", "p", kind)


@pytest.mark.parametrize("row", ROW_NAMES)
def test_each_row_reads_as_itself(row: RowName) -> None:
    ((_, op),) = parse_lines(f'{{"op": "remove", "region": "r", "row": "{row}", "index": 0}}')
    assert op == Remove("r", row, 0)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (
            '{"op": "add", "region": "r", "player": "p", "kind": "overflow"}',
            '"kind" must be "permanent" or "temporary", found "overflow"',
        ),
        (
            '{"op": "remove", "region": "r", "row": "middle", "index": 0}',
            '"row" must be "permanent", "temporary" or "overflow", found "middle"',
        ),
    ],
)
def test_another_word_is_bad_input(line: str, words: str) -> None:
    with pytest.raises(OpLineError) as info:
        parse_lines(line, "ops.jsonl")
    assert str(info.value) == f"ops.jsonl:1: {words}"


def test_the_rules_refuse_a_remove_from_a_row_that_is_not_one() -> None:
    out = apply(standard_board(), Remove("europe", "middle", 0))  # type: ignore[arg-type]
    assert isinstance(out, Refusal)
    assert out.reason == "row must be permanent, temporary or overflow, not 'middle'"
