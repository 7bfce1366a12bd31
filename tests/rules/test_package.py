"""The rules package loads each name's module on first use (rules/__init__.py)."""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

import influence_board.rules as rules


@pytest.mark.parametrize("name", rules.__all__)
def test_every_name_is_the_one_its_module_holds(name: str) -> None:
    home = importlib.import_module(f"influence_board.rules.{rules._HOME[name]}")
    assert getattr(rules, name) is getattr(home, name)


def test_type_checkers_see_every_name_from_its_home() -> None:
    """The imports under TYPE_CHECKING are _HOMES again: each name from its module, none
    more, none missing."""
    tree = ast.parse(Path(rules.__file__).read_text(encoding="utf-8"))
    (block,) = [
        n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING"
    ]
    imports = [n for n in block.body if isinstance(n, ast.ImportFrom) and n.level == 1]
    assert len(imports) == len(block.body)  # nothing else in the block
    seen = [(a.name, n.module) for n in imports for a in n.names]
    assert sorted(seen) == sorted(rules._HOME.items())


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        rules.Nothing  # noqa: B018


def test_a_name_loads_its_own_module_only() -> None:
    code = (
        "import json, sys\n"
        "from influence_board.rules import Board\n"
        "print(json.dumps([m for m in sys.modules if m.startswith('influence_board.rules.')]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert "influence_board.rules.board" in loaded
    assert not loaded & {
        "influence_board.rules.play",
        "influence_board.rules.operations",
        "influence_board.rules.editing",
        "influence_board.rules.edit_operations",
        "influence_board.rules.topology",
        "influence_board.rules.validation",
    }
