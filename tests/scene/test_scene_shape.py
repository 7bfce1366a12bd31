"""The scene's classes stay small enough to read whole (issue 32): the board's gestures are
one small interaction each, its menus and commands have their own homes, and the picture is
no longer the place of every piece of state. A class over the budget is split by job."""

from __future__ import annotations

import ast
from pathlib import Path

import influence_board

SCENE = Path(influence_board.__file__).parent / "scene"
MOST_LINES = 300


def test_no_class_of_the_scene_is_over_300_lines() -> None:
    sizes = {
        f"{path.name}:{node.name}": node.end_lineno - node.lineno + 1
        for path in sorted(SCENE.glob("*.py"))
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None
    }
    assert sizes  # the scene's classes were found
    assert {name: n for name, n in sizes.items() if n > MOST_LINES} == {}
