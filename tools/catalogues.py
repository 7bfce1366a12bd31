"""The catalogue tool of the build, not of the app: it is not in the package, and the app
reads only what it compiled.

- Compiling: a pure-Python msgfmt (``.po`` -> ``.mo``, so a build needs no GNU gettext),
  and Qt's ``.ts`` -> ``.qm`` through the lrelease that PySide6 ships (run as a program).
  setup.py runs it before setuptools collects the package data, so a wheel, an sdist's
  build and an editable install (``pip install -e .``) all carry the compiled catalogues;
  after changing a ``.po`` or ``.ts`` in a source tree, ``python tools/catalogues.py
  compile`` (or the install again) brings the compiled ones up to date.
- Extracting: the gettext messages of the Qt-free code (what xgettext and msgmerge do, for
  Python, through ast) and the texts of the desktop files (tools/desktop_files.py, which
  the build translates with each language's finished translations): ``python
  tools/catalogues.py extract`` writes the template and brings each ``.po`` up to it."""

from __future__ import annotations

import ast
import os
import shutil
import struct
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import desktop_files


@dataclass
class Entry:
    """One message of a ``.po`` file, as msgfmt reads it."""

    context: str | None = None
    msgid: str = ""
    plural: str | None = None
    translations: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False
    obsolete: bool = False
    line: int = 0
    places: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # #. lines: for the translator

    @property
    def key(self) -> str:
        """The catalogue's key: "context\\x04message" when there is a context."""
        return self.msgid if self.context is None else f"{self.context}\x04{self.msgid}"

    def translated(self) -> bool:
        return bool(self.translations) and all(self.translations.values())


def _unquote(text: str, where: int) -> str:
    text = text.strip()
    if not (text.startswith('"') and text.endswith('"')):
        # for whoever builds the catalogues: English only
        raise ValueError(f"line {where}: a string in double quotes expected, got {text!r}")
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


def read_po(text: str) -> list[Entry]:
    """The entries of a ``.po`` file, the header (msgid "") first; obsolete ones (#~) kept
    and marked. An entry ends where the next one's comments, msgctxt or msgid begin."""
    entries: list[Entry] = []
    entry = Entry()
    section: tuple[str, int] | None = None

    def finish() -> None:
        nonlocal entry, section
        if section is not None:
            entries.append(entry)
            entry, section = Entry(), None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            continue
        if line.startswith("#"):
            if section is not None and section[0] == "str":
                finish()
            if line.startswith("#,") and "fuzzy" in line:
                entry.fuzzy = True
            elif line.startswith("#:"):
                entry.places.extend(line[2:].split())
            elif line.startswith("#."):
                entry.notes.append(line[2:].strip())
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and section is not None and section[0] == "str":
            finish()
        entry.obsolete = entry.obsolete or obsolete
        if keyword == "msgctxt":
            entry.context, section, entry.line = _unquote(rest, number), ("ctx", 0), number
        elif keyword == "msgid":
            entry.msgid, section = _unquote(rest, number), ("id", 0)
            entry.line = entry.line or number
        elif keyword == "msgid_plural":
            entry.plural, section = _unquote(rest, number), ("plural", 0)
        elif keyword == "msgstr":
            entry.translations[0], section = _unquote(rest, number), ("str", 0)
        elif keyword.startswith("msgstr["):
            index = int(keyword[len("msgstr[") : -1])
            entry.translations[index], section = _unquote(rest, number), ("str", index)
        elif line.startswith('"') and section is not None:
            more = _unquote(line, number)
            kind, index = section
            if kind == "ctx":
                entry.context = (entry.context or "") + more
            elif kind == "id":
                entry.msgid += more
            elif kind == "plural":
                entry.plural = (entry.plural or "") + more
            else:
                entry.translations[index] += more
        else:
            # for whoever builds the catalogues: English only
            raise ValueError(f"line {number}: cannot read {raw!r}")
    finish()
    return entries


def compile_po(text: str) -> bytes:
    """The ``.mo`` bytes of a ``.po`` file's text, as GNU msgfmt writes them: fuzzy,
    obsolete and untranslated entries left out (gettext then falls back to English)."""
    messages: dict[bytes, bytes] = {}
    for entry in read_po(text):
        header = not entry.msgid and entry.context is None
        unfinished = (entry.fuzzy and not header) or not entry.translated()
        if entry.obsolete or (unfinished and not header):
            continue
        msgid = entry.key
        if entry.plural is not None:
            msgid += "\0" + entry.plural
            value = "\0".join(entry.translations[i] for i in sorted(entry.translations))
        else:
            value = entry.translations.get(0, "")
        messages[msgid.encode("utf-8")] = value.encode("utf-8")
    keys = sorted(messages)
    ids = strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for key in keys:
        offsets.append((len(ids), len(key), len(strs), len(messages[key])))
        ids += key + b"\0"
        strs += messages[key] + b"\0"
    count = len(keys)
    ids_start = 7 * 4 + count * 16
    strs_start = ids_start + len(ids)
    table: list[int] = []
    for id_offset, id_length, _, _ in offsets:
        table += [id_length, ids_start + id_offset]
    for _, _, str_offset, str_length in offsets:
        table += [str_length, strs_start + str_offset]
    head = struct.pack("Iiiiiii", 0x950412DE, 0, count, 7 * 4, 7 * 4 + count * 8, 0, 0)
    return head + struct.pack(f"{len(table)}i", *table) + ids + strs


def lrelease() -> list[str] | None:
    """The command that compiles Qt's ``.ts``: PySide6's lrelease, or Qt's on the PATH."""
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            for name in ("lrelease", "Qt/libexec/lrelease", "lrelease.exe"):
                if (Path(folder) / name).is_file():
                    return [str(Path(folder) / name)]
    for name in ("pyside6-lrelease", "lrelease-qt6", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_all(
    locale_root: Path, *, need_qt: bool = False, stale_only: bool = False
) -> list[Path]:
    """Compiles every catalogue under ``locale_root`` next to its source: each
    ``<code>/LC_MESSAGES/*.po`` to ``.mo`` and each ``*.ts`` to ``.qm``; returns the files
    written. Without an lrelease the ``.ts`` are skipped, or refused when ``need_qt``.
    ``stale_only``: only those older than their source (or missing). Each file is written
    whole under another name first, then put in place: a process reading the catalogues
    meanwhile (a test, the app) reads the old one or the new one, never half of one."""
    written: list[Path] = []
    for po in sorted(locale_root.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if stale_only and not _stale(po, mo):
            continue
        with _put(mo) as part:
            part.write_bytes(compile_po(po.read_text(encoding="utf-8")))
        written.append(mo)
    sources = stale_qt(locale_root) if stale_only else sorted(locale_root.glob("*.ts"))
    command = lrelease() if sources else None
    if command is None:
        if sources and need_qt:
            # for whoever builds the catalogues: English only
            raise RuntimeError(
                f"{', '.join(ts.name for ts in sources)}: no compiled catalogue, or an older "
                "one, and no lrelease to compile it: install PySide6-Essentials (or Qt's "
                "lrelease), or build with pip or `python -m build`, which install it"
            )
        return written
    for ts in sources:
        qm = ts.with_suffix(".qm")
        with _put(qm) as part:
            subprocess.run([*command, "-silent", str(ts), "-qm", str(part)], check=True)
        written.append(qm)
    return written


def stale_qt(locale_root: Path) -> list[Path]:
    """The Qt catalogues (``.ts``) whose ``.qm`` is missing or older: what needs an
    lrelease to build (an sdist carries them compiled, so it builds without Qt)."""
    return [ts for ts in sorted(locale_root.glob("*.ts")) if _stale(ts, ts.with_suffix(".qm"))]


def translations(locale_root: Path) -> dict[str, dict[str, str]]:
    """Each language's finished translations, {"context\\x04message": translation}, from
    ``<code>/LC_MESSAGES/influence_board.po``: what the build translates the desktop files
    with (tools/desktop_files.py). Plurals, fuzzy and untranslated entries are left out."""
    found: dict[str, dict[str, str]] = {}
    for po in sorted(locale_root.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        entries = read_po(po.read_text(encoding="utf-8"))
        found[po.parents[1].name] = {
            e.key: e.translations[0]
            for e in entries
            if e.msgid and e.plural is None and not (e.fuzzy or e.obsolete) and e.translated()
        }
    return found


def _stale(source: Path, compiled: Path) -> bool:
    return not compiled.is_file() or compiled.stat().st_mtime < source.stat().st_mtime


@contextmanager
def _put(path: Path) -> Iterator[Path]:
    """Where ``path`` is written whole (beside it, this process's own) before it is put in
    place as the block ends; nothing is left behind when the block fails."""
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        yield part
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


# -- extraction (what xgettext does, for Python, through ast) -------------------------------

DOMAIN = "influence_board"
# What under desktop/ speaks through gettext (text/language.py): the Qt-free code. The Qt
# layer's words are in the .ts, through tr().
SOURCES = (
    "influence_board/rules",
    "influence_board/cli",
    "influence_board/text",
    "influence_board/colours.py",
    "influence_board/collector.py",
    "influence_board/shipped.py",
)

# The calls that mark a message, and which arguments are (context, singular, plural).
KEYWORDS = {
    "_": (None, 0, None),
    "N_": (None, 0, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}


@dataclass
class Message:
    """One message found in the code, with where it is used."""

    context: str | None
    msgid: str
    plural: str | None
    places: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # for the translator


@dataclass
class Finding:
    """A place where a marked call's message is not a plain string (an f-string, a
    ``%``-formatted text): extraction cannot read it, so no catalogue can hold it."""

    place: str
    why: str


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _called(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def extract_source(
    text: str, name: str, messages: dict[tuple[str | None, str], Message], findings: list[Finding]
) -> None:
    """Adds the messages of one module's source (named ``name`` in the places)."""
    calls = [n for n in ast.walk(ast.parse(text, filename=name)) if isinstance(n, ast.Call)]
    for node in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
        keyword = _called(node)

        if keyword not in KEYWORDS or node.keywords:
            continue
        context_at, singular_at, plural_at = KEYWORDS[keyword]
        wanted = [i for i in (context_at, singular_at, plural_at) if i is not None]
        if len(node.args) <= max(wanted):
            continue
        place = f"{name}:{node.lineno}"
        texts = {i: _literal(node.args[i]) for i in wanted}
        if any(texts[i] is None for i in wanted):
            if any(isinstance(node.args[i], ast.JoinedStr | ast.BinOp) for i in wanted):
                findings.append(Finding(place, f"{keyword}() of a built text, not a literal"))
            continue  # a variable: marked where it was written (N_)
        context = texts[context_at] if context_at is not None else None
        msgid = texts[singular_at]
        assert msgid is not None
        plural = texts[plural_at] if plural_at is not None else None
        message = messages.setdefault((context, msgid), Message(context, msgid, plural))
        if plural is not None and message.plural is None:
            message.plural = plural
        message.places.append(place)


def source_files(root: Path, sources: tuple[str, ...] = SOURCES) -> list[Path]:
    """The modules of ``sources`` under ``root`` (folders and single modules), in path
    order."""
    files: list[Path] = []
    for source in sources:
        path = root / source
        files += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return files


def extract(root: Path, sources: tuple[str, ...] = SOURCES) -> tuple[list[Message], list[Finding]]:
    """Every marked message of ``sources`` under ``root``: their modules, in path order."""
    messages: dict[tuple[str | None, str], Message] = {}
    findings: list[Finding] = []
    for path in source_files(root, sources):
        name = path.relative_to(root).as_posix()
        extract_source(path.read_text(encoding="utf-8"), name, messages, findings)
    return list(messages.values()), findings


def template_messages(root: Path) -> tuple[list[Message], list[Finding]]:
    """What the template holds: the messages of the code under ``root``/desktop, then the
    texts of the desktop files (resources/desktop/), each under its file's context."""
    messages, findings = extract(root / "desktop")
    known = {(m.context, m.msgid): m for m in messages}
    for template in sorted((root / "resources" / "desktop").iterdir()):
        for text in desktop_files.texts(template, template.relative_to(root).as_posix()):
            message = known.get((text.context, text.msgid))
            if message is None:
                message = known[text.context, text.msgid] = Message(text.context, text.msgid, None)
                messages.append(message)
            message.places.append(text.place)
            if text.note and text.note not in message.notes:
                message.notes.append(text.note)
    return messages, findings


def _quoted(text: str) -> str:
    """A .po string: one line, or a first empty line and a line per \\n when it has some."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    )
    if "\\n" in escaped[:-2]:
        parts = escaped.split("\\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{p}"' for p in lines)
    return f'"{escaped}"'


def _entry_text(
    context: str | None,
    msgid: str,
    plural: str | None,
    translations: dict[int, str],
    comments: list[str],
    nplurals: int,
) -> str:
    lines = list(comments)
    if "{" in msgid:
        lines.append("#, python-brace-format")
    if context is not None:
        lines.append(f"msgctxt {_quoted(context)}")
    lines.append(f"msgid {_quoted(msgid)}")
    if plural is not None:
        lines.append(f"msgid_plural {_quoted(plural)}")
        for i in range(nplurals):
            lines.append(f"msgstr[{i}] {_quoted(translations.get(i, ''))}")
    else:
        lines.append(f"msgstr {_quoted(translations.get(0, ''))}")
    return "\n".join(lines) + "\n"


POT_HEADER = """\
# The messages of Influence Board's rules and command line (domain influence_board).
# Made by `python tools/catalogues.py extract`; do not edit by hand.
msgid ""
msgstr ""
"Project-Id-Version: influence-board\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"""


def pot_text(messages: list[Message]) -> str:
    """The template: every message, untranslated, with where it is used."""
    parts = [POT_HEADER]
    for m in messages:
        comments = [*(f"#. {note}" for note in m.notes), "#: " + " ".join(m.places)]
        parts.append(_entry_text(m.context, m.msgid, m.plural, {}, comments, 2))
    return "\n".join(parts)


def merged_po(po: str, pot: str) -> str:
    """A language's .po brought up to the template (as msgmerge does, without fuzzy
    guesses): its translations kept, new messages added untranslated, and the messages the
    template no longer has kept at the end as obsolete (#~), for the translator to drop."""
    old = read_po(po)
    header = next((e for e in old if not e.msgid and e.context is None), None)
    known = {e.key: e for e in old if e.msgid or e.context is not None}
    nplurals = 2
    if header is not None:
        for line in header.translations.get(0, "").splitlines():
            if line.startswith("Plural-Forms:") and "nplurals=" in line:
                nplurals = int(line.split("nplurals=")[1].split(";")[0])
    parts = []
    if header is not None:
        head = [line for line in po.split('msgid ""', 1)[0].splitlines() if line.startswith("#")]
        parts.append(
            "\n".join([*head, 'msgid ""', f"msgstr {_quoted(header.translations.get(0, ''))}"])
            + "\n"
        )
    used = set()
    for entry in read_po(pot):
        if not entry.msgid and entry.context is None:
            continue
        used.add(entry.key)
        mine = known.get(entry.key)
        translations = dict(mine.translations) if mine and not mine.obsolete else {}
        comments = [f"#. {note}" for note in entry.notes]
        comments += ["#: " + " ".join(entry.places)] if entry.places else []
        if mine is not None and mine.fuzzy:
            comments.append("#, fuzzy")
        parts.append(
            _entry_text(entry.context, entry.msgid, entry.plural, translations, comments, nplurals)
        )
    for key, entry in known.items():
        if key not in used:
            text = _entry_text(
                entry.context, entry.msgid, entry.plural, entry.translations, [], nplurals
            )
            parts.append(
                "\n".join("#~ " + line for line in text.splitlines() if not line.startswith("#,"))
                + "\n"
            )
    return "\n".join(parts)


def _main(argv: list[str]) -> int:
    root = Path(__file__).resolve().parents[1]
    locale = root / "resources" / "locale"
    command = argv[0] if argv else "compile"
    if command == "compile":
        for path in compile_all(Path(argv[1]) if len(argv) > 1 else locale):
            print(path)
        return 0
    if command == "extract":
        messages, findings = template_messages(root)
        for finding in findings:
            print(f"{finding.place}: {finding.why}", file=sys.stderr)
        pot = pot_text(messages)
        (locale / f"{DOMAIN}.pot").write_text(pot, encoding="utf-8")
        for po in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
            po.write_text(merged_po(po.read_text(encoding="utf-8"), pot), encoding="utf-8")
            print(po)
        return 1 if findings else 0
    print("usage: python tools/catalogues.py [compile [DIR] | extract]")
    return 2


if __name__ == "__main__":  # python tools/catalogues.py [compile [DIR] | extract]
    sys.exit(_main(sys.argv[1:]))
