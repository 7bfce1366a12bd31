"""The desktop files' translations, a tool of the build (not in the package), as GNU
msgfmt's ``--desktop`` and ``--xml`` make them: the English templates in resources/desktop/
(the menu entry, the MIME types' comments, the AppStream metainfo) with each language's
translation beside each English text, taken from the gettext catalogues. setup.py writes the
translated files into the package it builds; ``python tools/catalogues.py extract`` takes
the texts to translate into the template, each under a context naming its file.

Text in, text out: the catalogues are read by tools/catalogues.py, which hands over each
language's translations as {"context\\x04English": translation}."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

DESKTOP_ENTRY = "desktop entry"
MIME_TYPES = "MIME types"
METAINFO = "AppStream metainfo"

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# The keys of the desktop entry a menu shows (Desktop Entry Specification: localestrings),
# with what a translator should know of each.
DESKTOP_KEYS = {
    "Name": "The app's name in the menus",
    "GenericName": "What kind of app it is, in the menus",
    "Comment": "The menu entry's tooltip",
    "Keywords": "Search words of the menus: keep each one ended by a semicolon (;)",
}
# What a software centre shows, under <component>; and the comment of each MIME type.
METAINFO_TEXTS = (
    "name",
    "summary",
    "description/p",
    "description/ul/li",
    "description/ol/li",
    "screenshots/screenshot/caption",
    "keywords/keyword",
)
MIME_TEXTS = ("mime-type/comment",)

Translations = dict[str, dict[str, str]]  # language -> {"context\x04English": translation}


@dataclass(frozen=True)
class Translatable:
    """One English text of a template, as the catalogues' template lists it."""

    context: str
    msgid: str
    place: str
    note: str | None = None


def kind(name: str) -> str | None:
    """The context of a template's texts, by its file name; None: nothing to translate."""
    if name.endswith(".desktop"):
        return DESKTOP_ENTRY
    if name.endswith(".metainfo.xml"):
        return METAINFO
    if name.endswith(".xml"):
        return MIME_TYPES
    return None


def texts(template: Path, place: str) -> list[Translatable]:
    """The English texts of one template (``place``: its name in the catalogues)."""
    context = kind(template.name)
    if context is None or not template.is_file():
        return []
    text = template.read_text(encoding="utf-8")
    if context == DESKTOP_ENTRY:
        return [
            Translatable(context, msgid, f"{place}:{line}", DESKTOP_KEYS[key])
            for line, key, msgid in _desktop_texts(text)
        ]
    root = _parse(text)
    return [Translatable(context, _english(e), place) for _p, _i, e in _xml_texts(root)]


def translated(name: str, text: str, translations: Translations) -> str:
    """A template's text with every language's translation of each English text beside
    it; a text a language leaves untranslated stays English there."""
    context = kind(name)
    if context == DESKTOP_ENTRY:
        return _translated_desktop_entry(text, translations)
    if context is not None:
        return _translated_xml(text, context, translations)
    return text


def translate_folder(templates: Path, target: Path, translations: Translations) -> list[Path]:
    """Writes each template of ``templates`` that has texts, translated, to ``target``;
    returns the files written."""
    written = []
    for template in sorted(templates.iterdir()):
        if template.is_file() and kind(template.name) is not None:
            text = translated(template.name, template.read_text(encoding="utf-8"), translations)
            (target / template.name).write_text(text, encoding="utf-8")
            written.append(target / template.name)
    return written


def _lookup(translations: Translations, context: str, msgid: str) -> list[tuple[str, str]]:
    """(language, translation) of every language that translates ``msgid``, by language."""
    key = f"{context}\x04{msgid}"
    return [(code, found[key]) for code, found in sorted(translations.items()) if key in found]


# -- the desktop entry ----------------------------------------------------------------------

_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def _desktop_texts(text: str) -> list[tuple[int, str, str]]:
    """(line number, key, English) of each key of DESKTOP_KEYS in the [Desktop Entry]
    group."""
    found, group = [], None
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("["):
            group = line.strip()
        key, equals, value = line.partition("=")
        if group == "[Desktop Entry]" and equals and key.strip() in DESKTOP_KEYS:
            found.append((number, key.strip(), _unescaped(value.strip())))
    return found


def _translated_desktop_entry(text: str, translations: Translations) -> str:
    keys = {number: (key, msgid) for number, key, msgid in _desktop_texts(text)}
    lines = []
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        lines.append(line)
        if number not in keys:
            continue
        key, msgid = keys[number]
        for code, translation in _lookup(translations, DESKTOP_ENTRY, msgid):
            if key == "Keywords" and not translation.endswith(";"):
                translation += ";"  # a list: each item ended by one
            lines.append(f"{key}[{code}]={_escaped(translation)}\n")
    return "".join(lines)


def _unescaped(value: str) -> str:
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], m[0]), value)


def _escaped(value: str) -> str:
    value = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    value = value.replace("\r", "\\r")
    return "\\s" + value[1:] if value.startswith(" ") else value


# -- the XML files ----------------------------------------------------------------------------


def _parse(text: str) -> ET.Element:
    """The root element, comments kept; the root's default namespace, if any, as an
    xmlns attribute and its elements' names plain (ElementTree writes it back so)."""
    parser = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True))
    parser.feed(text)
    root = parser.close()
    if root.tag.startswith("{"):
        namespace = root.tag[1:].partition("}")[0]
        for element in root.iter():
            if isinstance(element.tag, str):
                element.tag = element.tag.removeprefix(f"{{{namespace}}}")
        root.attrib = {"xmlns": namespace, **root.attrib}
    return root


def _xml_texts(root: ET.Element) -> list[tuple[ET.Element, int, ET.Element]]:
    """(parent, index, element) of each English text to translate, in document order."""
    paths = MIME_TEXTS if root.tag == "mime-info" else METAINFO_TEXTS
    wanted = {id(e) for path in paths for e in root.findall(path) if XML_LANG not in e.attrib}
    return [
        (parent, index, child)
        for parent in root.iter()
        for index, child in enumerate(parent)
        if id(child) in wanted
    ]


def _english(element: ET.Element) -> str:
    """The element's text as the catalogues hold it: its white space collapsed."""
    if len(element):
        # for whoever builds the package: English only
        raise ValueError(f"<{element.tag}> holds markup: only plain text is translated")
    return " ".join((element.text or "").split())


def _translated_xml(text: str, context: str, translations: Translations) -> str:
    root = _parse(text)
    # Backwards, so that the indexes of the texts still to do hold.
    for parent, index, element in reversed(_xml_texts(root)):
        found = _lookup(translations, context, _english(element))
        if not found:
            continue
        # Each translation on a line of its own, indented as the English one.
        before = (parent[index - 1].tail if index else parent.text) or ""
        indent = "\n" + before.rpartition("\n")[2]
        last = element.tail
        element.tail = indent
        for offset, (code, translation) in enumerate(found, 1):
            other = ET.Element(element.tag, {**element.attrib, XML_LANG: code})
            other.text, other.tail = translation, indent
            parent.insert(index + offset, other)
        parent[index + len(found)].tail = last
    return _prologue(text) + ET.tostring(root, encoding="unicode") + "\n"


_BEFORE_ROOT = re.compile(r"\s*(<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)", re.S)


def _prologue(text: str) -> str:
    """What comes before the root element: the XML declaration and comments, as written."""
    at = 0
    while found := _BEFORE_ROOT.match(text, at):
        at = found.end()
    return text[:at] + text[at : len(text) - len(text[at:].lstrip())]
