"""One Italian word for one thing: an expectation line of an operation file is an
"aspettativa" in the Log, the summary, the dialog and the command line alike (the
window's catalogue and the rules' both)."""

from __future__ import annotations

import re
from pathlib import Path

LOCALE = Path(__file__).resolve().parents[2] / "resources" / "locale"


def italian_pairs() -> list[tuple[str, str]]:
    """(English, Italian) of every message of both catalogues, plural forms joined."""
    po = (LOCALE / "it" / "LC_MESSAGES" / "influence_board.po").read_text(encoding="utf-8")
    pairs = [
        (m[0], m[1])
        for m in re.findall(
            r'msgid "((?:[^"\\]|\\.)*)"\n(?:msgid_plural .*\n)?((?:msgstr.*\n?)+)', po
        )
    ]
    ts = (LOCALE / "influence_board_it.ts").read_text(encoding="utf-8")
    pairs += re.findall(r"<source>([^<]*)</source>.*?<translation>(.*?)</translation>", ts, re.S)
    return pairs


def test_an_expectation_has_one_italian_word() -> None:
    said = [(en, it) for en, it in italian_pairs() if re.search(r"\b[Ee]xpectations?\b", en)]
    assert len(said) >= 6  # the Log's met and not met, the summary, the dialog, the files
    for en, it in said:
        assert re.search(r"[Aa]spettativ[ae]", it), (en, it)
        assert not re.search(r"\b[Aa]ttes[ae]\b", it), (en, it)
