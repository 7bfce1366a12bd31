"""The scene's modules stand apart from the picture they serve: none imports board_scene,
not even for typing or inside a function (they are given what they need as parameters),
so no import circle runs through the scene. The panels and the scene import nothing of
each other: the window wires them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import influence_board

PACKAGE = Path(influence_board.__file__).parent
BOARD_SCENE = "influence_board.scene.board_scene"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    return imports_in(
        path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py"
    )


def imports_in(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module the source of `module` imports, anywhere in it (TYPE_CHECKING blocks
    and functions too), as absolute names; `from X import y` counts as X and as X.y."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def modules_of(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


@pytest.mark.parametrize(
    "source",
    [
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .board_scene import X\n",
        "def f():\n    from . import board_scene\n",
        "import influence_board.scene.board_scene\n",
        "from ..scene.board_scene import BoardScene\n",
    ],
)
def test_the_rule_sees_every_kind_of_import(source: str) -> None:
    assert BOARD_SCENE in imports_in(source, "influence_board.scene.probe")


def test_no_module_of_the_scene_imports_board_scene() -> None:
    offenders = {
        path.name: sorted(m for m in imports(path) if m.startswith(BOARD_SCENE))
        for path in modules_of("scene")
        if path.name != "board_scene.py"
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_panels_and_the_scene_import_nothing_of_each_other() -> None:
    crossing = {
        module_name(path): sorted(
            m for m in imports(path) if m.startswith(f"influence_board.{other}")
        )
        for folder, other in (("panels", "scene"), ("scene", "panels"))
        for path in modules_of(folder)
    }
    assert {name: found for name, found in crossing.items() if found} == {}
