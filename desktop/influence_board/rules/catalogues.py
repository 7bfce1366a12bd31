"""Compiling the catalogues: a pure-Python msgfmt (``.po`` -> ``.mo``, so a build needs no
GNU gettext), and Qt's ``.ts`` -> ``.qm`` through the lrelease that PySide6 ships (run as a
program: the rules never import Qt). Used by the build (setup.py, before the package data
is collected) and by the language module for a source tree not yet built."""

from __future__ import annotations

import ast
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path


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

    @property
    def key(self) -> str:
        """The catalogue's key: "context\\x04message" when there is a context."""
        return self.msgid if self.context is None else f"{self.context}\x04{self.msgid}"

    def translated(self) -> bool:
        return bool(self.translations) and all(self.translations.values())


def _unquote(text: str, where: int) -> str:
    text = text.strip()
    if not (text.startswith('"') and text.endswith('"')):
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


def compile_all(locale_root: Path, *, need_qt: bool = False) -> list[Path]:
    """Compiles every catalogue under ``locale_root`` next to its source: each
    ``<code>/LC_MESSAGES/*.po`` to ``.mo`` and each ``*.ts`` to ``.qm``; returns the files
    written. Without an lrelease the ``.ts`` are skipped, or refused when ``need_qt``."""
    written: list[Path] = []
    for po in sorted(locale_root.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(compile_po(po.read_text(encoding="utf-8")))
        written.append(mo)
    sources = sorted(locale_root.glob("*.ts"))
    command = lrelease() if sources else None
    if command is None:
        if sources and need_qt:
            raise RuntimeError("no lrelease found to compile the Qt catalogues (PySide6's)")
        return written
    for ts in sources:
        qm = ts.with_suffix(".qm")
        subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


if __name__ == "__main__":  # python -m influence_board.rules.catalogues [LOCALE_DIR]
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("resources/locale")
    for path in compile_all(root):
        print(path)
