"""The desktop files in every language of the catalogues (tools/desktop_files.py, which the
build runs): each English text of the menu entry, the MIME types and the AppStream metainfo
gets each language's translation beside it, the English ones stay as they are, and the
translated files still validate. The catalogues here are small ones written for the test,
an Italian and a German, each translating every text the template lists for these files."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import desktop_files
from catalogues import pot_text, read_po, template_messages, translations
from desktop_files import DESKTOP_ENTRY, METAINFO, MIME_TYPES, XML_LANG

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "resources" / "desktop"
APP_ID = "io.github.influence_board.InfluenceBoard"
DESKTOP = f"{APP_ID}.desktop"
MIME_XML = f"{APP_ID}.xml"
METAINFO_XML = f"{APP_ID}.metainfo.xml"
LANGUAGES = ("de", "it")


def _po(code: str, entries: list[tuple[str, str, str]]) -> str:
    """A catalogue translating each (context, English, translation)."""
    head = f'msgid ""\nmsgstr "Language: {code}\\n"\n'
    return head + "".join(f'\nmsgctxt "{c}"\nmsgid "{m}"\nmsgstr "{t}"\n' for c, m, t in entries)


def _desktop_texts() -> list[tuple[str, str]]:
    messages, _ = template_messages(ROOT)
    kinds = (DESKTOP_ENTRY, MIME_TYPES, METAINFO)
    return [(m.context, m.msgid) for m in messages if m.context in kinds]


def _translation(code: str, msgid: str) -> str:
    if msgid.endswith(";"):  # the desktop entry's keywords: a list, each word ended by ";"
        return "".join(f"{word} ({code});" for word in msgid.split(";") if word)
    return f"{msgid} ({code}) ä"


@pytest.fixture(scope="module")
def locale(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("locale")
    for code in LANGUAGES:
        folder = root / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        entries = [(c, m, _translation(code, m)) for c, m in _desktop_texts()]
        (folder / "influence_board.po").write_text(_po(code, entries), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def translated(locale: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("desktop")
    written = desktop_files.translate_folder(TEMPLATES, out, translations(locale))
    assert sorted(p.name for p in written) == sorted([DESKTOP, METAINFO_XML, MIME_XML])
    return out


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _tool(name: str, package: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(
        shutil.which(name) is None,
        reason=f"{name} is not installed (Debian/Ubuntu: apt install {package})",
    )


# -- the template ---------------------------------------------------------------------------


def test_the_template_lists_each_text_under_its_file_s_context() -> None:
    texts = _desktop_texts()
    assert (DESKTOP_ENTRY, "Board Game Companion") in texts
    assert (MIME_TYPES, "Influence Board scenario") in texts
    assert (METAINFO, "See and edit the Influence slots of a World Order board") in texts
    # A paragraph as one message, its line breaks and indentation gone.
    paragraphs = [m for c, m in texts if c == METAINFO and m.startswith("Influence Board shows")]
    assert len(paragraphs) == 1 and "  " not in paragraphs[0] and "\n" not in paragraphs[0]
    # The developer's name and the release notes are not for translators.
    assert not [m for _c, m in texts if m.startswith(("The Influence Board contrib", "The first"))]


def test_the_template_tells_the_translator_how_keywords_are_written() -> None:
    messages, _ = template_messages(ROOT)
    (keywords,) = [m for m in messages if m.context == DESKTOP_ENTRY and m.msgid.endswith(";")]
    (entry,) = [e for e in read_po(pot_text([keywords])) if e.msgid]
    assert entry.notes and "semicolon" in entry.notes[0]
    assert entry.places == [f"resources/desktop/{DESKTOP}:14"]


# -- each language beside each English text ---------------------------------------------------


def test_the_desktop_entry_has_every_language(translated: Path) -> None:
    entry = _entry(translated / DESKTOP)
    english = _entry(TEMPLATES / DESKTOP)
    for key in ("Name", "GenericName", "Comment"):
        for code in LANGUAGES:
            assert entry[f"{key}[{code}]"] == f"{english[key]} ({code}) ä"
    assert entry["Keywords[it]"] == "board game (it);tabletop (it);World Order (it);" + (
        "influence (it);majority (it);scenario (it);slots (it);"
    )
    # The rest is the template's, line for line.
    lines = (translated / DESKTOP).read_text(encoding="utf-8").splitlines()
    kept = [ln for ln in lines if not ln.split("=")[0].endswith(("[it]", "[de]"))]
    assert kept == (TEMPLATES / DESKTOP).read_text(encoding="utf-8").splitlines()


def _elements(path: Path) -> list[ET.Element]:
    return [e for e in ET.parse(path).getroot().iter() if isinstance(e.tag, str)]


def _english_only(path: Path) -> list[tuple[str, dict[str, str], str]]:
    return [
        (e.tag, e.attrib, " ".join((e.text or "").split()))
        for e in _elements(path)
        if XML_LANG not in e.attrib
    ]


@pytest.mark.parametrize("name", [MIME_XML, METAINFO_XML])
def test_each_xml_text_has_every_language_and_the_english_is_kept(
    translated: Path, name: str
) -> None:
    assert _english_only(translated / name) == _english_only(TEMPLATES / name)
    languages = {e.get(XML_LANG) for e in _elements(translated / name)} - {None}
    assert languages == set(LANGUAGES)
    expected = {m for c, m in _desktop_texts() if c == desktop_files.kind(name)}
    for code in LANGUAGES:
        found = {e.text for e in _elements(translated / name) if e.get(XML_LANG) == code}
        assert found == {_translation(code, m) for m in expected}


def test_each_mime_type_has_its_comment_in_every_language(translated: Path) -> None:
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    for mime in ET.parse(translated / MIME_XML).getroot().iter(f"{ns}mime-type"):
        comments = {c.get(XML_LANG): c.text for c in mime.findall(f"{ns}comment")}
        assert set(comments) == {None, *LANGUAGES}
        assert comments["it"] == f"{comments[None]} (it) ä"


def test_a_translation_sits_right_after_its_english_text(translated: Path) -> None:
    text = (translated / METAINFO_XML).read_text(encoding="utf-8")
    assert (
        "  <summary>See and edit the Influence slots of a World Order board</summary>\n"
        '  <summary xml:lang="de">See and edit the Influence slots of a World Order board (de) ä'
        "</summary>\n"
        '  <summary xml:lang="it">'
    ) in text
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- Install to')


# -- what a catalogue leaves out ---------------------------------------------------------------


def test_untranslated_and_fuzzy_texts_stay_english(tmp_path: Path) -> None:
    folder = tmp_path / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = _po("it", [(DESKTOP_ENTRY, "Board Game Companion", "")])
    po += '\n#, fuzzy\nmsgctxt "desktop entry"\nmsgid "Influence Board"\nmsgstr "Tavolo"\n'
    (folder / "influence_board.po").write_text(po, encoding="utf-8")
    found = translations(tmp_path)
    assert found == {"it": {}}
    template = (TEMPLATES / DESKTOP).read_text(encoding="utf-8")
    assert desktop_files.translated(DESKTOP, template, found) == template


def test_keywords_translated_without_the_last_semicolon_get_it() -> None:
    key = f"{DESKTOP_ENTRY}\x04a;b;"
    entry = "[Desktop Entry]\nKeywords=a;b;\n"
    out = desktop_files.translated("x.desktop", entry, {"it": {key: "uno;due"}})
    assert out == "[Desktop Entry]\nKeywords=a;b;\nKeywords[it]=uno;due;\n"


def test_markup_inside_a_text_is_refused() -> None:
    metainfo = "<component><description><p>A <em>bold</em> claim</p></description></component>"
    with pytest.raises(ValueError, match="holds markup"):
        desktop_files.translated("x.metainfo.xml", metainfo, {})


# -- the validators --------------------------------------------------------------------------


@_tool("desktop-file-validate", "desktop-file-utils")
def test_the_translated_desktop_entry_validates(translated: Path) -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(translated / DESKTOP)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and not done.stdout + done.stderr, done.stdout + done.stderr


@_tool("appstreamcli", "appstream")
def test_the_translated_metainfo_validates(translated: Path) -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(translated / METAINFO_XML)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@_tool("update-mime-database", "shared-mime-info")
def test_the_translated_mime_types_install(translated: Path, tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(translated / MIME_XML, packages)
    done = subprocess.run(
        ["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    merged = ET.parse(tmp_path / "mime" / "application" / "x-influence-board-game.xml")
    comments = {c.get(XML_LANG) for c in merged.getroot().iter(f"{ns}comment")}
    assert comments == {None, *LANGUAGES}
