"""`check` speaks each language it has a catalogue for: run on good boards (tests/cases)
and on bad scenario files under LANGUAGE=it and de, at most a tenth of its lines read as
they do in English, not counting blank lines and the names from the files (a Region's
heading). Needs the rules' catalogues filled (resources/locale/<code>/LC_MESSAGES)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from app_process import MODULE, run_app
from influence_board.text.language import languages

CASES = Path(__file__).resolve().parents[1] / "cases"
GOOD = ["d_scoring", "f_blocked_scoring", "j_adjustments_standings", "l_rounds"]
MOST_AS_IN_ENGLISH = 0.10


def bad_files(folder: Path) -> list[Path]:
    """Scenario files `check` refuses, each for other reasons: a gap in a temporary row
    and a cube of nobody, no format, not JSON, out-of-range values, a key given twice."""
    base = json.loads((CASES / "d_scoring" / "scenario.json").read_text(encoding="utf-8"))

    def changed(**edits: Any) -> dict[str, Any]:
        data = json.loads(json.dumps(base))
        region = data["regions"][0]
        for key, value in edits.items():
            region[key] = value
        return data

    temporary = [None, "usa"] + [None] * (len(base["regions"][0]["temporary"]) - 2)
    permanent = ["nobody"] + [None] * (len(base["regions"][0]["permanent"]) - 1)
    no_format = dict(base)
    del no_format["format"]
    files = {
        "gap.json": json.dumps(
            changed(cubes={"permanent": permanent, "overflow": [], "temporary": temporary})
        ),
        "no_format.json": json.dumps(no_format),
        "not_json.json": '{"format": "influence-board/1", ',
        "values.json": json.dumps(changed(permanent=[-3, 1], majority_bonus="many")),
        "twice.json": '{"format": "influence-board/1", "format": "influence-board/1"}',
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return [folder / name for name in files]


def names(paths: list[Path]) -> set[str]:
    """Every name and file path the files give (a line of them alone is the same in any
    language)."""
    found = {str(p) for p in paths}
    for path in paths:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if isinstance(data, dict):
            found.add(str(data.get("name", "")))
            for part in [*data.get("players", []), *data.get("regions", [])]:
                found.add(str(part.get("name", "")))
    return {n for n in found if n}


def check_lines(code: str, *paths: Path) -> list[str]:
    done = run_app(MODULE, "check", *paths, env={"LANGUAGE": code})
    assert done.returncode in (0, 1, 2), done.stderr
    return (done.stdout + done.stderr).splitlines()


def words(line: str, given: set[str]) -> bool:
    """A line that says something in words, not only names, numbers and marks."""
    for name in sorted(given, key=len, reverse=True):
        line = line.replace(name, "")
    return len(re.findall(r"[^\W\d_]", line)) > 1


@pytest.mark.needs_catalogues
@pytest.mark.parametrize("code", [code for code, _ in languages() if code != "en"])
def test_check_says_at_most_a_tenth_of_its_lines_as_in_english(code: str, tmp_path: Path) -> None:
    runs = [[CASES / case / "scenario.json"] for case in GOOD] + [bad_files(tmp_path)]
    given = names([p for run in runs for p in run])
    shown = as_in_english = 0
    english_lines: list[str] = []
    for paths in runs:
        english = set(check_lines("en", *paths))
        spoken = [line for line in check_lines(code, *paths) if words(line, given)]
        assert spoken, paths
        shown += len(spoken)
        same = [line for line in spoken if line in english]
        as_in_english += len(same)
        english_lines += same
    listed = "\n".join(f"  {line}" for line in english_lines)
    assert as_in_english <= MOST_AS_IN_ENGLISH * shown, (
        f"{as_in_english} of {shown} lines of `check` in {code!r} read as in English:\n{listed}"
    )
