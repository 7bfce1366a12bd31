"""The language of the command line from hostile input (issue 33): LANGUAGE that is a path
read a catalogue from that path, and a damaged catalogue was a traceback and exit 1 on every
command. Now a language is a code, never a path, and a catalogue that cannot be read is no
catalogue: the command runs in English, with one line on stderr naming it and why."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from app_process import MODULE, run_app
from damaged_catalogues import DAMAGES, damaged, evil_folder, plant
from influence_board.text import language

ENGLISH = {"LANG": "C.UTF-8", "LANGUAGE": None}
ITALIAN = {"LANG": "it_IT.UTF-8", "LANGUAGE": None}
# The command line with its catalogues looked for in the folder given first (a test's own).
WITH_LOCALE = (
    sys.executable,
    "-c",
    "import sys\n"
    "from pathlib import Path\n"
    "from influence_board.text import language\n"
    "locale = Path(sys.argv.pop(1))\n"
    "language.locale_dir = lambda: locale\n"
    "from influence_board.cli.main import main\n"
    "raise SystemExit(main())\n",
)


@pytest.fixture(scope="module")
def in_english() -> str:
    """What `check` prints in English: the words to expect."""
    done = run_app(MODULE, "check", env=ENGLISH)
    assert done.returncode == 0 and done.stderr == ""
    return done.stdout


def test_check_speaks_italian_with_a_sound_catalogue(in_english: str) -> None:
    """What the tests below rely on: a working Italian catalogue changes what check says."""
    done = run_app(MODULE, "check", env=ITALIAN)
    assert done.returncode == 0
    assert done.stdout != in_english


@pytest.mark.parametrize("where", ["absolute", "relative"])
def test_a_language_that_is_a_path_reads_no_catalogue_there(in_english: str, where: str) -> None:
    with evil_folder() as evil:
        shipped = str(language.locale_dir())
        value = str(evil) if where == "absolute" else os.path.relpath(evil, shipped)
        done = run_app(MODULE, "check", env={**ENGLISH, "LANGUAGE": value})
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == in_english


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_catalogue_is_english_and_one_line(
    tmp_path: Path, in_english: str, kind: str
) -> None:
    name, data, why = damaged(kind)
    path = plant(tmp_path, "it", name, data)
    done = run_app(WITH_LOCALE, tmp_path, "check", env=ITALIAN)
    assert done.returncode == 0, done.stderr
    assert done.stdout == in_english
    [line] = done.stderr.splitlines()
    assert line.startswith(f"influence-board: {path}: this catalogue cannot be read (")
    assert why in line


def test_every_command_starts_past_a_damaged_catalogue(tmp_path: Path) -> None:
    plant(tmp_path, "it", *damaged("bad magic")[:2])
    for command in (["--version"], ["schema", "game"], ["code"], ["check", "--json"]):
        done = run_app(WITH_LOCALE, tmp_path, *command, env=ITALIAN)
        assert done.returncode == 0, (command, done.stderr)
        assert len(done.stderr.splitlines()) == 1, (command, done.stderr)
