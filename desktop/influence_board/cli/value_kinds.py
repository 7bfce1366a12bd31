"""What an argument's value is, for the shells' completions (manual.py makes them): its
choices, a number, a file, a folder, or a word the shells cannot know (a player's id).

Told by the parser itself, where each argument is made (main.py), so that the completions
never fall behind it: choices and number types say it alone; a text is a file unless it
is marked otherwise with `marked`."""

from __future__ import annotations

import argparse
from enum import Enum


class Value(Enum):
    CHOICE = "choice"
    FILE = "file"
    FOLDER = "folder"
    WORD = "word"  # nothing to complete: a number, an id, a position code


_MARK = "influence_board_value"  # the attribute on the argparse.Action


def marked(action: argparse.Action, value: Value) -> argparse.Action:
    """`action`, its value marked as `value` (a text that is no file)."""
    setattr(action, _MARK, value)
    return action


def value_of(action: argparse.Action) -> Value:
    """What the value of `action` is (asked of the arguments that take one)."""
    if action.choices:
        return Value.CHOICE
    mark = getattr(action, _MARK, None)
    if isinstance(mark, Value):
        return mark
    if action.type in (int, float):
        return Value.WORD
    return Value.FILE
