"""The CI check of the gettext catalogues (issue 20, item 6): extraction from the code finds
no message outside the template, each language's catalogue (every
resources/locale/<code>/LC_MESSAGES/influence_board.po there is) translates every one of
them (no untranslated, fuzzy or obsolete entry), and no user-visible sentence of the rules
and the command line is left out of gettext."""

from __future__ import annotations

import ast
import gettext
import io
import re
import shutil
import string
import subprocess
from pathlib import Path

import pytest

from catalogues import (
    Entry,
    Finding,
    Message,
    compile_po,
    extract_source,
    read_po,
    source_files,
    template_messages,
)

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "resources" / "locale"
FIX = "run `python tools/catalogues.py extract`, then translate the .po"
# Every language's catalogue: a new language is one more file, found here.
CATALOGUES = sorted(LOCALE.glob("*/LC_MESSAGES/influence_board.po"))


def _key(context: str | None, msgid: str) -> str:
    return msgid if context is None else f"{context}\x04{msgid}"


@pytest.fixture(scope="module")
def found() -> tuple[list[Message], list[Finding]]:
    return template_messages(ROOT)  # the code's, and the desktop files' texts


@pytest.fixture(scope="module")
def template() -> dict[str, Entry]:
    entries = read_po((LOCALE / "influence_board.pot").read_text(encoding="utf-8"))
    return {e.key: e for e in entries if e.msgid}


def _code(po: Path) -> str:
    return po.parents[1].name


def _entries(po: Path) -> list[Entry]:
    return [e for e in read_po(po.read_text(encoding="utf-8")) if e.msgid]


def test_the_languages_are_found_from_the_files() -> None:
    assert CATALOGUES  # else the tests below test nothing


def test_every_marked_message_is_a_literal(found: tuple[list[Message], list[Finding]]) -> None:
    _, findings = found
    assert [f"{f.place}: {f.why}" for f in findings] == []


def test_the_template_holds_exactly_the_code_s_messages(
    found: tuple[list[Message], list[Finding]], template: dict[str, Entry]
) -> None:
    messages, _ = found
    in_code = {_key(m.context, m.msgid): m.plural for m in messages}
    missing = sorted(set(in_code) - set(template))
    stale = sorted(set(template) - set(in_code))
    assert (missing, stale) == ([], []), FIX
    assert {k: e.plural for k, e in template.items()} == in_code, FIX


def untranslated(entries: list[Entry], template: dict[str, Entry]) -> list[str]:
    """What keeps a catalogue from being complete: each entry untranslated, fuzzy,
    obsolete, not in the template, or missing from it."""
    out = []
    for e in entries:
        if e.obsolete:
            out.append(f"obsolete: {e.msgid!r}")
        elif e.key not in template:
            out.append(f"not in the template: {e.msgid!r}")
        elif e.fuzzy:
            out.append(f"fuzzy: {e.msgid!r}")
        elif not e.translated() or (e.plural is not None and len(e.translations) < 2):
            out.append(f"untranslated: {e.msgid!r}")
    have = {e.key for e in entries if not e.obsolete}
    out += [f"missing: {template[k].msgid!r}" for k in template if k not in have]
    return out


@pytest.mark.parametrize("po", CATALOGUES, ids=_code)
def test_each_catalogue_is_complete(template: dict[str, Entry], po: Path) -> None:
    assert untranslated(_entries(po), template) == [], FIX


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("po", CATALOGUES, ids=_code)
def test_each_translation_keeps_the_fields_it_is_filled_with(po: Path) -> None:
    # a translation that drops or renames a {field} would fail at run time (KeyError)
    wrong = [
        (e.msgid, s)
        for e in _entries(po)
        for s in e.translations.values()
        if s
        and _fields(s) != _fields(e.msgid)
        and not (e.plural is not None and _fields(s) <= _fields(e.msgid) | _fields(e.plural))
    ]
    assert wrong == []


def test_a_new_untranslated_message_fails_the_check(template: dict[str, Entry]) -> None:
    """The check can fail: a new sentence in the code, not yet in the catalogues."""
    messages: dict = {}
    extract_source('_("A sentence added today")\n', "new.py", messages, [])
    key = _key(None, "A sentence added today")
    assert key in {_key(m.context, m.msgid) for m in messages.values()}
    assert key not in template
    new = Entry(msgid="A sentence added today")
    assert untranslated([*_entries(CATALOGUES[0]), new], {**template, key: new}) == [
        "untranslated: 'A sentence added today'"
    ]


# -- sentences left out of gettext --------------------------------------------------------

# Calls whose text arguments the user reads: refusals, events, errors, printed lines and
# argparse's help. Their literal text must come from the catalogue.
_SAID = {"Refusal", "Event", "print", "Problem", "error", "add_argument", "ArgumentParser"}
_SAID_KEYWORDS = {"help", "description", "epilog"}
_WORDS = re.compile(r"[A-Za-z]{3,} [A-Za-z]{2,}")  # two words: a sentence, not an id


# A comment saying "English only" on the line above marks a programming error's words or a
# build tool's, which no user reads.
_ENGLISH_ONLY = "English only"


def _plain_sentences(tree: ast.AST, name: str, lines: list[str]) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            args = list(node.args) if called in _SAID or (called or "").endswith("Error") else []
            args += [k.value for k in node.keywords if k.arg in _SAID_KEYWORDS]
            for arg in args:
                above = lines[node.lineno - 2] if node.lineno > 1 else ""
                if _is_plain_text(arg) and _ENGLISH_ONLY not in above:
                    out.append(f"{name}:{arg.lineno}")
    return out


def _is_plain_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(_WORDS.search(node.value))
    if isinstance(node, ast.JoinedStr):
        literal = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
        return bool(_WORDS.search(literal))
    return False


def test_no_sentence_of_the_rules_or_the_command_line_is_left_out_of_gettext() -> None:
    left = []
    for path in source_files(ROOT / "desktop"):
        text = path.read_text(encoding="utf-8")
        left += _plain_sentences(
            ast.parse(text), path.relative_to(ROOT).as_posix(), text.split("\n")
        )

    assert left == []


def test_no_module_hides_gettext_behind_a_variable_named_underscore() -> None:
    # `for _, x in ...` in a module that translates with _() breaks every _() after it
    hidden = []
    for path in source_files(ROOT / "desktop"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_gettext = any(
            isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names)
            for n in ast.walk(tree)
        )
        if imports_gettext:
            hidden += [
                f"{path.name}:{n.lineno}"
                for n in ast.walk(tree)
                if isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
            ]
    assert hidden == []


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not here")
@pytest.mark.parametrize("po", CATALOGUES, ids=_code)
def test_the_pure_python_msgfmt_writes_what_gnu_msgfmt_writes(tmp_path: Path, po: Path) -> None:
    """GNU msgfmt --check also checks each translation's python-brace-format fields."""
    gnu = tmp_path / "gnu.mo"
    done = subprocess.run(
        ["msgfmt", "--check", "-o", str(gnu), str(po)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    ours = compile_po(po.read_text(encoding="utf-8"))
    read = gettext.GNUTranslations
    # _catalog: every message as read (plural forms and header too); typeshed leaves it out
    ours_read, gnu_read = read(io.BytesIO(ours)), read(io.BytesIO(gnu.read_bytes()))
    assert ours_read._catalog == gnu_read._catalog  # type: ignore[attr-defined]


_GETTEXT = {"_", "N_", "ngettext", "pgettext", "npgettext"}


def test_every_module_that_speaks_through_gettext_is_extracted() -> None:
    """A module that imports gettext's calls (text/language.py) outside the folders and
    modules extraction reads would say words no catalogue holds."""
    extracted = set(source_files(ROOT / "desktop"))
    package = ROOT / "desktop" / "influence_board"
    speaking = [
        path
        for path in sorted(package.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom)
        and (node.module or "").endswith("language")
        and {a.name for a in node.names} & _GETTEXT
    ]
    assert speaking
    assert sorted({p.relative_to(package).as_posix() for p in speaking if p not in extracted}) == []
