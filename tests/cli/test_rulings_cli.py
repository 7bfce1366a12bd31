"""`check --json` and `check` of RULES.md example D give the reasons behind each place
(issue 19): Russia ahead of the EU on Armies 4-1, China and the local power sharing 5th."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cli.conftest import Run

D = Path(__file__).resolve().parents[1] / "cases" / "d_scoring"


def example_d_with_armies(tmp_path: Path) -> Path:
    data = json.loads((D / "scenario.json").read_text(encoding="utf-8"))
    data["regions"][0]["armies"] = {"russia": 4, "eu": 1}  # what D's operations set
    path = tmp_path / "d.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_check_json_of_example_d_gives_the_reasons_in_the_ranking(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    run = cli("check", example_d_with_armies(tmp_path), "--json")
    assert run.code == 0, run
    by_owner = {s["owner"]: s for s in run.json()["regions"]["example"]["ranking"]}
    assert by_owner["russia"]["reason"] == "2nd: 3 cubes, ahead of EU on Armies 4-1"
    assert by_owner["russia"]["rule"] == "tie-break: Armies"
    assert by_owner["eu"]["reason"].startswith("3rd: 3 cubes, behind Russia on Armies 1-4")
    for who, other in (("china", "Local powers"), ("local", "China")):
        assert by_owner[who]["place"] == 5
        assert by_owner[who]["reason"] == (
            f"5th=, tied with {other}: 1 cube, 0 Armies, no bonus past the list"
        )
        assert by_owner[who]["rule"] == "shared place"


def test_check_prints_the_same_sentences_and_the_standings(
    cli: Callable[..., Run], tmp_path: Path
) -> None:
    run = cli("check", example_d_with_armies(tmp_path))
    assert run.code == 0, run
    assert "[2nd: 3 cubes, ahead of EU on Armies 4-1; rule: tie-break: Armies]" in run.out
    assert "Standings: 1st= USA 0, 1st= EU 0, 1st= Russia 0, 1st= China 0" in run.out


def test_check_and_replay_say_a_tie_once(cli: Callable[..., Run], tmp_path: Path) -> None:
    """Issue 34: "5th (tied)  China: ... [5th=, tied with Local powers: ...]" said the tie
    twice; the reason names who shares the place, the head gives the place alone."""
    china = (
        "    5th  China: 1 cube, bonus 0  [5th=, tied with Local powers: 1 cube, 0 Armies, "
        "no bonus past the list; rule: shared place]"
    )
    checked = cli("check", example_d_with_armies(tmp_path))
    replayed = cli("replay", D / "scenario.json", D / "ops.jsonl")
    for run in (checked, replayed):
        assert run.code == 0, run
        assert china in run.out.splitlines()
        assert "(tied)" not in run.out
        assert all(line.count("tied") <= 1 for line in run.out.splitlines())


def test_replay_json_of_example_d_gives_the_reasons_and_rules_in_its_events(
    cli: Callable[..., Run],
) -> None:
    run = cli("replay", D / "scenario.json", D / "ops.jsonl", "--json")
    scored = {e["owner"]: e for e in run.json()["events"] if e["kind"] == "scored"}
    assert scored["russia"]["text"].endswith("(2nd: 3 cubes, ahead of EU on Armies 4-1)")
    assert scored["russia"]["rule"] == "tie-break: Armies"
    assert scored["china"]["rule"] == "shared place"
    assert scored["local"]["rule"] == "local power"
