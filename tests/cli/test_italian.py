"""The command line in Italian (issue 20): `check` and `replay` speak the user's language
(places, flags, problems, numbers with Italian separators), while the exit codes and the
`--json` output stay byte for byte what they are in English."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from app_process import MODULE, run_app

ITALIAN = {"LANG": "it_IT.UTF-8"}
ENGLISH = {"LANG": "C.UTF-8"}


def run(env: dict[str, str], *args: str | Path) -> subprocess.CompletedProcess[str]:
    return run_app(MODULE, *args, env=env)


def scenario(vp: int = 1_234_567) -> dict:
    """Two players tied in one Region that cannot score, 1,234,567 VP, and a warning (a
    free permanent slot beside an overflow cube)."""
    return {
        "format": "influence-board/1",
        "name": "piccolo",
        "players": [
            {"id": "a", "name": "Ann", "color": "#e69f00"},
            {"id": "b", "name": "Bob", "color": "#56b4e9"},
        ],
        "local_power": None,
        "vp": {"a": vp, "b": 0},
        "regions": [
            {
                "id": "r",
                "name": "Rodi",
                "permanent": [1, 2],
                "temporary": [3, 2, 1],
                "majority_bonus": [5, 2],
                "cubes": {"permanent": ["a", None], "overflow": ["b"], "temporary": [None] * 3},
            }
        ],
    }


@pytest.fixture
def board_file(tmp_path: Path) -> Path:
    path = tmp_path / "piccolo.json"
    path.write_text(json.dumps(scenario()), encoding="utf-8")
    return path


@pytest.fixture
def ops_file(tmp_path: Path) -> Path:
    """Two placements, a push-out-free fill, then a refusal (the permanent row is full)."""
    lines = [
        {"op": "add", "region": "r", "player": "b", "kind": "temporary"},
        {"op": "add", "region": "r", "player": "b", "kind": "permanent"},
        {"op": "score"},
        {"op": "add", "region": "r", "player": "a", "kind": "permanent"},
    ]
    path = tmp_path / "mosse.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


def test_check_prints_the_report_in_italian(board_file: Path) -> None:
    done = run(ITALIAN, "check", board_file)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "PV: Ann 1.234.567, Bob 0" in out  # Italian thousands separator
    assert "Round 1" in out and "Classifica: 1º Ann 1.234.567, 2º Bob 0" in out
    # a shared place, said once
    assert "    2º  Ann: 1 cubetto, bonus 2  [2º=, a pari merito" in out
    assert "(a pari merito)" not in out
    assert "[2º=, a pari merito con Bob: 1 cubetto, 0 Armate; regola: posizione condivisa]" in out
    assert "  non può fare punti: 1 slot permanente vuoto" in out  # the flag, singular
    # the problem on standard error, in Italian, with its JSON path as it is
    assert (
        "avviso: regions[0] (Rodi).cubes.overflow: 1 cubetto accanto alla riga permanente "
        "mentre lo slot permanente 2 è libero" in done.stderr
    )


def test_check_json_and_exit_codes_are_the_same_in_italian(
    board_file: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "rotto.json"
    bad.write_text(json.dumps({**scenario(), "round": 0}), encoding="utf-8")
    for args in (("check", "--json", board_file), ("check", "--json", board_file, bad)):
        english, italian = run(ENGLISH, *args), run(ITALIAN, *args)
        assert italian.returncode == english.returncode
        assert italian.stdout == english.stdout  # byte for byte, "reason" texts included
    english, italian = run(ENGLISH, "check", bad), run(ITALIAN, "check", bad)
    assert italian.returncode == english.returncode == 2
    assert "errore: round: atteso il round in corso (da 1 a 1.000.000.000), trovato 0" in (
        italian.stderr
    )


def test_replay_says_events_and_refusals_in_italian(board_file: Path, ops_file: Path) -> None:
    done = run(ITALIAN, "replay", board_file, ops_file)
    assert done.returncode == 1  # the last line is refused
    assert "Bob: Influenza temporanea in Rodi, slot 1, +3 PV" in done.stdout
    assert "Bob: Influenza permanente in Rodi, slot 2, +2 PV" in done.stdout
    assert "Rodi: Ann posizione 2, 1 cubetto + bonus 2 = +3 PV" in done.stdout
    assert done.stderr.strip() == (
        f"{ops_file}:4: nessuno slot permanente libero in Rodi: entrambi sono occupati "
        "(solo un effetto che lo consente mette un cubetto accanto a essi)"
    )


def test_replay_json_and_exit_code_are_the_same_in_italian(
    board_file: Path, ops_file: Path
) -> None:
    english = run(ENGLISH, "replay", "--json", board_file, ops_file)
    italian = run(ITALIAN, "replay", "--json", board_file, ops_file)
    assert italian.returncode == english.returncode == 1
    assert italian.stdout == english.stdout
    assert json.loads(italian.stdout)["refused"]["reason"].startswith("no free permanent slot")


def test_argparse_speaks_italian_and_an_unknown_language_english() -> None:
    done = run(ITALIAN, "check", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("uso: influence-board check")
    assert "mostra questo messaggio di aiuto ed esce" in done.stdout
    assert "Verifica gli scenari" in done.stdout
    unknown = run({"LANG": "xx_XX.UTF-8"}, "check", "--help")  # a language with no catalogue
    assert unknown.stdout.startswith("usage: influence-board check")  # English, the fallback
