"""What the shipped files point at is there too: the schemas' `$id` lives under the
project's Homepage (pyproject), and the guide cites no file a user does not have (it cited
RULES.md §8, which is not shipped) but the window's own Help > Influence Rules."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from influence_board.rules.formats.schemas import NAMES, schema
from influence_board.rules.rulebook import SECTIONS

ROOT = Path(__file__).resolve().parents[1]
GUIDES = sorted((ROOT / "resources" / "guide").glob("*.md"))


def homepage() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    url: str = project["urls"]["Homepage"]
    return url


@pytest.mark.parametrize("name", NAMES)
def test_each_schema_id_is_under_the_homepage(name: str) -> None:
    expected = f"{homepage().rstrip('/')}/schemas/{name}.schema.json"
    assert schema(name)["$id"] == expected
    shipped = ROOT / "resources" / "schemas" / f"{name}.schema.json"
    assert json.loads(shipped.read_text(encoding="utf-8"))["$id"] == expected


@pytest.mark.parametrize("guide", GUIDES, ids=lambda path: path.name)
def test_the_guide_cites_no_file_that_is_not_shipped(guide: Path) -> None:
    text = guide.read_text(encoding="utf-8")
    shipped = {path.name for path in (ROOT / "resources").rglob("*")}
    cited = set(re.findall(r"\b[\w.-]+\.md\b", text))
    assert cited <= shipped, cited - shipped


def test_the_guide_cites_the_rules_section_by_its_title() -> None:
    english = (ROOT / "resources" / "guide" / "using-the-window.md").read_text(encoding="utf-8")
    cited = re.findall(r'Help > Influence Rules, "([^"]+)"', english)
    assert cited, "the rest of the score points to its rule"
    titles = {section.title for section in SECTIONS}
    assert set(cited) <= titles
