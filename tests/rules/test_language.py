"""The rules' language: the catalogue chosen from the system or by name, English as the
fallback, numbers and places worded by the catalogue."""

import gettext
import io

import pytest

from influence_board.rules import language
from influence_board.rules.catalogues import compile_po, read_po


@pytest.fixture(autouse=True)
def english_after():
    yield
    language.use_language("en")


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "it_IT"}, "it"),
        ({"LANG": "it_IT.UTF-8", "LC_ALL": "C"}, "en"),
        ({"LANG": "it_IT.UTF-8", "LANGUAGE": "fr:it"}, "it"),  # a list, first one found
        ({"LANG": "de_DE.UTF-8"}, "en"),  # no German catalogue: English
        ({}, "en"),
    ],
)
def test_the_system_language_in_gettexts_order(monkeypatch, env, expected):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    assert language.use_language(None) == expected
    assert language.language_in_use() == expected


def test_numbers_and_places_in_italian():
    assert language.use_language("it") == "it"
    assert language.number(1_000_000_000) == "1.000.000.000"
    assert language.decimal(1234.5) == "1.234,5"
    assert language.place(2, tied=True) == "2º="
    assert language.ordinal(23) == "23º"


def test_numbers_and_places_in_english():
    assert language.use_language("en") == "en"
    assert language.number(1_000_000_000) == "1,000,000,000"
    assert [language.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
    ]  # fmt: skip
    assert language.place(1, tied=True) == "1st="


def test_the_languages_each_by_its_own_name():
    assert language.languages()[:1] == [("en", "English")]
    assert ("it", "Italiano") in language.languages()


def test_a_missing_message_stays_english():
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


def test_the_msgfmt_reads_and_writes_what_gettext_reads():
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


def test_english_for_a_while_then_the_language_again():
    language.use_language("it")
    with language.english():
        assert language.language_in_use() == "en"
        assert language.number(1234567) == "1,234,567"
        assert language.place(1, tied=True) == "1st="
    assert language.language_in_use() == "it"
    assert language.number(1234567) == "1.234.567"
