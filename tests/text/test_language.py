"""The rules' language: the catalogue chosen from the system or by name, English as the
fallback, numbers and places worded by the catalogue; a language asked for by its code only,
never a path, and a catalogue that cannot be read is none (issue 33)."""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Iterator
from pathlib import Path

import hypothesis.strategies as st
import pytest
from hypothesis import given

from catalogues import compile_po, read_po
from damaged_catalogues import (
    DAMAGES,
    GOOD_HEADERS,
    ITALIAN_MO,
    ITALIAN_PO,
    damaged,
    evil_folder,
    plant,
)
from influence_board.text import language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    language.use_language("en")


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "it_IT"}, "it"),
        ({"LANG": "it_IT.UTF-8", "LC_ALL": "C"}, "en"),
        ({"LANG": "it_IT.UTF-8", "LANGUAGE": "fr:it"}, "it"),  # a list, first one found
        ({"LANG": "xx_XX.UTF-8"}, "en"),  # a language with no catalogue: English
        ({}, "en"),
    ],
)
def test_the_system_language_in_gettexts_order(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    assert language.use_language(None) == expected
    assert language.language_in_use() == expected


def test_numbers_and_places_in_italian() -> None:
    assert language.use_language("it") == "it"
    assert language.number(1_000_000_000) == "1.000.000.000"
    assert language.decimal(1234.5) == "1.234,5"
    assert language.place(2, tied=True) == "2º="
    assert language.ordinal(23) == "23º"


def test_numbers_and_places_in_english() -> None:
    assert language.use_language("en") == "en"
    assert language.number(1_000_000_000) == "1,000,000,000"
    assert [language.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip
    assert language.place(1, tied=True) == "1st="


def test_the_languages_each_by_its_own_name() -> None:
    assert language.languages()[:1] == [("en", "English")]
    assert ("it", "Italiano") in language.languages()


def test_a_missing_message_stays_english() -> None:
    language.use_language("it")
    assert language._("A sentence no catalogue has") == "A sentence no catalogue has"


PO = r"""
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#. a comment
msgctxt "place"
msgid "1st"
msgstr "1º"

#, fuzzy
msgid "old"
msgstr "vecchio"

msgid "{n} cube"
msgid_plural "{n} cubes"
msgstr[0] "{n} cubetto"
msgstr[1] ""
"{n} cubetti"

msgid "untranslated"
msgstr ""

#~ msgid "gone"
#~ msgstr "andato"
"""


def test_the_msgfmt_reads_and_writes_what_gettext_reads() -> None:
    entries = read_po(PO)
    assert [(e.msgid, e.fuzzy, e.obsolete) for e in entries] == [
        ("", False, False), ("1st", False, False), ("old", True, False),
        ("{n} cube", False, False), ("untranslated", False, False), ("gone", False, True),
    ]  # fmt: skip
    catalogue = gettext.GNUTranslations(io.BytesIO(compile_po(PO)))
    assert catalogue.pgettext("place", "1st") == "1º"
    assert catalogue.ngettext("{n} cube", "{n} cubes", 3) == "{n} cubetti"
    assert catalogue.ngettext("{n} cube", "{n} cubes", 1) == "{n} cubetto"
    assert catalogue.gettext("old") == "old"  # fuzzy: left out, as GNU msgfmt does
    assert catalogue.gettext("gone") == "gone"
    assert catalogue.gettext("untranslated") == "untranslated"


def test_english_for_a_while_then_the_language_again() -> None:
    language.use_language("it")
    with language.english():
        assert language.language_in_use() == "en"
        assert language.number(1234567) == "1,234,567"
        assert language.place(1, tied=True) == "1st="
    assert language.language_in_use() == "it"
    assert language.number(1234567) == "1.234.567"


# -- languages from codes only, damaged catalogues (issue 33) ------------------------------


def test_the_damages_leave_the_headers_they_replace() -> None:
    assert all(header in ITALIAN_PO for header in GOOD_HEADERS)


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_catalogue_is_no_catalogue_and_says_so_once(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    kind: str,
) -> None:
    """Each of these raised out of use_language: a traceback and exit 1 for every command
    and every start (a plural dividing by zero, at the first count worded)."""
    name, data, why = damaged(kind)
    path = plant(tmp_path, "it", name, data)
    monkeypatch.setattr(language, "locale_dir", lambda: tmp_path)
    assert language.use_language("it_IT.UTF-8") == "en"
    assert language.ngettext("{n} cube", "{n} cubes", 3) == "{n} cubes"
    assert language.use_language("it") == "en"  # asked again: said once
    assert language.languages() == [("en", "English")]  # View > Language: not offered
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith(f"influence-board: {path}: this catalogue cannot be read (")
    assert why in line
    assert line.endswith("), so it is not used")


def test_after_a_damaged_catalogue_the_next_language_asked_for(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    plant(tmp_path, "fr", *damaged("bad magic")[:2])
    plant(tmp_path, "it", "influence_board.mo", ITALIAN_MO)
    monkeypatch.setattr(language, "locale_dir", lambda: tmp_path)
    monkeypatch.setenv("LANGUAGE", "fr:it")
    assert language.use_language(None) == "it"
    assert len(capsys.readouterr().err.splitlines()) == 1


def test_a_source_catalogue_is_not_read_at_run_time(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A .po newer than its .mo (or without one) was compiled by the app itself, with the
    build's msgfmt; the build compiles it now (setup.py, tools/catalogues.py), and the app
    reads compiled catalogues only."""
    plant(tmp_path, "it", "influence_board.po", ITALIAN_PO.encode("utf-8"))
    monkeypatch.setattr(language, "locale_dir", lambda: tmp_path)
    assert language.use_language("it") == "en"
    assert language.languages() == [("en", "English")]
    assert capsys.readouterr().err == ""


@pytest.fixture
def evil() -> Iterator[Path]:
    with evil_folder() as folder:
        yield folder


def test_a_language_that_is_a_path_is_no_language(
    monkeypatch: pytest.MonkeyPatch, evil: Path
) -> None:
    """LANGUAGE=/some/folder read /some/folder/LC_MESSAGES/influence_board.mo."""
    relative = os.path.relpath(evil, str(language.locale_dir()))
    for value in (str(evil), relative):
        monkeypatch.setenv("LANGUAGE", value)
        assert value not in language.system_languages()  # LANG's C.UTF-8 instead
        assert language.use_language(None) == "en"
        assert language.use_language(value) == "en"
        assert language._("Refused: {reason}") == "Refused: {reason}"


def test_a_path_in_a_list_of_languages_is_passed_over(
    monkeypatch: pytest.MonkeyPatch, evil: Path
) -> None:
    monkeypatch.setenv("LANGUAGE", f"{evil}:it_IT.UTF-8")
    assert language.system_languages() == ["it_IT.UTF-8"]
    assert language.use_language(None) == "it"


# What an environment variable can hold: any text but a NUL, bytes not UTF-8 as surrogates.
ENVIRONMENT_TEXT = st.characters(exclude_categories=["Cs"], exclude_characters="\0") | (
    st.sampled_from("/.:_-@\udcff")
)


@given(st.text(ENVIRONMENT_TEXT, max_size=300))
def test_any_environment_speaks_a_shipped_catalogue_or_english(value: str) -> None:
    """Whatever LANGUAGE holds (a path, a list, bytes not UTF-8, 300 characters), the
    language is one the package ships, or English; nothing is raised."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LANGUAGE", value)
        assert all(language.is_language_code(code) for code in language.system_languages())
        assert language.use_language(None) in {code for code, _name in language.languages()}
