"""The rules engine is pure Python (DESIGN.md), and so is what it speaks and rests on (the
text/ folder, colours.py, shipped.py, collector.py): importing every one of their modules
and using the engine never loads Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import influence_board

QT = ("PySide6", "shiboken6")
PACKAGE = Path(influence_board.__file__).parent
CHECKOUT = Path(__file__).resolve().parents[2]  # where pyproject's linter rules are
# The Qt-free places of the package (pyproject's ruff rule TID251 bans Qt in the same ones).
QT_FREE = ("rules", "text", "colours.py", "shipped.py", "collector.py")


def qt_free_modules() -> list[str]:
    """Every module of the Qt-free places, by its dotted name."""
    names = []
    for place in QT_FREE:
        path = PACKAGE / place
        for module in [path] if path.suffix == ".py" else sorted(path.rglob("*.py")):
            parts = module.relative_to(PACKAGE.parent).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


_PROBE = f"""
import sys
from importlib import import_module

for name in sys.argv[1:]:
    import_module(name)
import influence_board.cli.main
from influence_board.rules import Add, Score, apply
from influence_board.rules.analysis.report import board_report, describe
from influence_board.rules.formats.scenario import dumps, loads, standard_board
from influence_board.rules.topology import graph, link_problems

b = standard_board()
b = apply(b, Add("europe", "usa", "temporary")).board
b = apply(b, Score()).board
loads(dumps(b))
board_report(b)
describe(b)
graph(b)
loaded = sorted(m for m in sys.modules if m.startswith({QT!r}))
assert not loaded, loaded
print("ok")
"""


def test_every_place_named_qt_free_has_modules() -> None:
    names = qt_free_modules()
    for place in QT_FREE:
        stem = f"influence_board.{place.removesuffix('.py')}"
        assert stem in names, place


def test_the_rules_engine_and_what_it_speaks_with_never_import_qt() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *qt_free_modules()],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def _ruff_bans_qt_in(path: str) -> bool:
    """Whether the linter's rule (pyproject's TID251) flags Qt imported by a module at
    `path` (relative to the checkout)."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--select",
            "TID251",
            "--stdin-filename",
            path,
            "-",
        ],
        input="import PySide6.QtCore\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=CHECKOUT,  # not the package's: an installed one has no pyproject beside it
    )
    assert done.returncode in (0, 1), done.stderr
    return done.returncode == 1


def test_the_linter_bans_qt_in_every_qt_free_place_and_only_there() -> None:
    places = [p if p.endswith(".py") else f"{p}/probe.py" for p in QT_FREE]
    assert [p for p in places if not _ruff_bans_qt_in(f"desktop/influence_board/{p}")] == []
    assert not _ruff_bans_qt_in("desktop/influence_board/look/probe.py")
