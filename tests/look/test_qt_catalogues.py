"""The Qt layer's catalogues (issue 20, item 6): pyside6-lupdate run over the Qt layer finds
no text outside each language's resources/locale/influence_board_<code>.ts (every one there
is, English's aside), each is complete (nothing unfinished, nothing obsolete, the
placeholders, plural markers, mnemonics and file patterns kept), the English catalogue holds
every plural form, and every translation call is one lupdate can read (a literal text in a
literal context), so no text is dropped silently.

To bring the catalogues up to date after a change of the Qt layer's texts:
    sources=$(python tests/look/test_qt_catalogues.py)
    for ts in resources/locale/influence_board_*.ts; do
        [ "$ts" = resources/locale/influence_board_en.ts ] ||
            pyside6-lupdate -locations none -no-obsolete $sources -ts "$ts"
    done
    pyside6-lupdate -locations none -no-obsolete -pluralonly $sources \\
        -ts resources/locale/influence_board_en.ts
then translate what is new (pyside6-linguist, or by hand) and run these tests again."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "desktop" / "influence_board"
LOCALE = ROOT / "resources" / "locale"
ENGLISH = LOCALE / "influence_board_en.ts"
# Every language's catalogue (a new language is one more file, found here): English's holds
# only its plural forms.
TRANSLATED = sorted(p for p in LOCALE.glob("influence_board_*.ts") if p != ENGLISH)
# gettext's (resources/locale/<code>/LC_MESSAGES/*.po): the rules, the command line and what
# they speak and rest on
NOT_QT = ("rules", "cli", "text", "colours.py", "shipped.py", "collector.py")

Key = tuple[str, str, str, bool]  # context, source, disambiguation, plural


def qt_sources() -> list[Path]:
    """The Qt layer's modules: every one but the rules', the command line's and theirs."""
    return sorted(p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] not in NOT_QT)


def lupdate() -> str:
    found = shutil.which("pyside6-lupdate") or shutil.which(
        "pyside6-lupdate", path=str(Path(sys.executable).parent)
    )
    assert found, "pyside6-lupdate (PySide6's) is needed to check the catalogues"
    return found


def messages(ts: Path) -> dict[Key, ET.Element]:
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (
                name,
                message.findtext("source") or "",
                message.findtext("comment") or "",
                message.get("numerus") == "yes",
            )
            translation = message.find("translation")
            assert translation is not None, f"{ts.name}: no translation element for {key}"
            found[key] = translation
    return found


def extracted(tmp_path: Path, *options: str) -> set[Key]:
    """What lupdate finds in the sources now, into a fresh catalogue."""
    out = tmp_path / "now.ts"
    subprocess.run(
        [lupdate(), "-silent", "-locations", "none", *options, *map(str, qt_sources()),
         "-ts", str(out)],
        check=True,
        cwd=ROOT,
    )  # fmt: skip
    return set(messages(out))


def _code(ts: Path) -> str:
    return ts.stem.rsplit("_", 1)[1]


def test_the_languages_are_found_from_the_files() -> None:
    assert TRANSLATED and ENGLISH not in TRANSLATED  # else the tests below test nothing


@pytest.fixture(scope="module")
def extracted_now(tmp_path_factory: pytest.TempPathFactory) -> set[Key]:
    return extracted(tmp_path_factory.mktemp("lupdate"))


@pytest.mark.parametrize("ts", TRANSLATED, ids=_code)
def test_lupdate_finds_no_text_outside_each_catalogue(extracted_now: set[Key], ts: Path) -> None:
    now, kept = extracted_now, set(messages(ts))
    assert sorted(now - kept) == [], f"texts not in {ts.name}: run lupdate"
    assert sorted(kept - now) == [], "texts no source has any more: run lupdate -no-obsolete"


def test_the_english_catalogue_holds_every_plural(tmp_path: Path) -> None:
    now, kept = extracted(tmp_path, "-pluralonly"), set(messages(ENGLISH))
    assert now and sorted(now ^ kept) == []
    for (_, source, _, _), translation in messages(ENGLISH).items():
        forms = [f.text or "" for f in translation.iter("numerusform")]
        assert len(forms) == 2 and all("%n" in f or "%Ln" in f for f in forms), source
        assert translation.get("type") is None, f"unfinished: {source}"


def _forms(translation: ET.Element) -> list[str]:
    plural = [f.text or "" for f in translation.iter("numerusform")]
    return plural or [translation.text or ""]


@pytest.mark.parametrize("ts", TRANSLATED, ids=_code)
def test_each_language_is_complete_and_keeps_what_the_code_fills_in(ts: Path) -> None:
    found = messages(ts)
    assert len(found) > 400
    for (context, source, _, plural), translation in found.items():
        where = f"{context}: {source!r}"
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), where
        forms = _forms(translation)
        assert len(forms) == (2 if plural else 1) and all(f.strip() for f in forms), where
        for form in forms:
            # The code fills {0}, {1}, ... in; Qt fills %n in.
            assert sorted(re.findall(r"\{\d*\}", form)) == sorted(re.findall(r"\{\d*\}", source)), (
                where
            )
            assert ("%n" in form or "%Ln" in form) == plural or "%" not in source, where
            assert form.count("&") - 2 * form.count("&&") <= 1, f"two mnemonics: {where}"
            assert ("&" in form) == ("&" in source), f"a mnemonic lost or added: {where}"
            # A file dialog's filter keeps its patterns.
            assert re.findall(r"\(\*[^)]*\)", form) == re.findall(r"\(\*[^)]*\)", source), where


@pytest.mark.parametrize("ts", TRANSLATED, ids=_code)
def test_each_menu_keeps_its_mnemonics_apart(ts: Path) -> None:
    """Alt+letter picks one item: no two items of a menu share their letter in a language."""
    from influence_board.window.actions import ACTIONS
    from influence_board.window.menus import MENUS, Submenu

    said = {source: _forms(t)[0] for (_, source, _, _), t in messages(ts).items()}

    def letter(text: str) -> str | None:
        at = said.get(text, text).replace("&&", "").find("&")
        return said[text].replace("&&", "")[at + 1].lower() if at >= 0 else None

    for name, _title, items in MENUS:
        texts = [row.text for row in ACTIONS if row.menu.split("/")[0] == name]
        texts += [item.title for item in items if isinstance(item, Submenu)]
        letters = [m for m in map(letter, texts) if m]
        assert len(letters) == len(set(letters)), f"{name}: {sorted(letters)}"
    bar = [letter(title) for _, title, _ in MENUS]
    assert len(bar) == len(set(bar))


# -- every call one that lupdate reads -------------------------------------------------------

TEXT_CALLS = {"tr", "translate", "QT_TRANSLATE_NOOP"}
QT_APPS = {"QCoreApplication", "QApplication", "QGuiApplication"}


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _calls(path: Path) -> Iterator[tuple[ast.Call, str]]:
    """(call, the class it is in, or "") for every tr/translate/NOOP call of a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def walk(node: ast.AST, cls: str) -> Iterator[tuple[ast.Call, str]]:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else cls
            if isinstance(child, ast.Call) and _name(child.func) in TEXT_CALLS:
                owner = child.func.value if isinstance(child.func, ast.Attribute) else None
                if _name(child.func) != "translate" or owner is None or _name(owner) in QT_APPS:
                    yield child, cls  # not QPainter.translate
            yield from walk(child, inner)

    yield from walk(tree, "")


def _literal(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def test_every_translation_call_is_one_lupdate_reads() -> None:
    """lupdate drops a call it cannot read without a word (a 4th argument that is not a
    number, a keyword), gives a bare tr() or `window.tr()` a context Qt never asks for, and
    cannot read tr(variable): texts of a table are marked where they are written."""
    wrong, calls = [], {}
    for path in qt_sources():
        where = path.relative_to(ROOT)
        for call, cls in _calls(path):
            kind, args, at = _name(call.func), call.args, f"{where}:{call.lineno}"
            if call.keywords or any(isinstance(a, ast.JoinedStr) for a in args):
                wrong.append(f"{at}: keywords or an f-string")
            elif kind == "tr":
                owner = call.func.value if isinstance(call.func, ast.Attribute) else None
                if not (isinstance(owner, ast.Name) and owner.id == "self" and cls):
                    wrong.append(f"{at}: tr() not on self: its context is not the class's")
                elif (text := _literal(args[0])) is not None:
                    calls[(cls, text)] = at
            else:
                context, text = _literal(args[0]), _literal(args[1]) if len(args) > 1 else None
                if context is None:
                    wrong.append(f"{at}: {kind}'s context is not a literal")
                elif kind == "translate" and len(args) > 3:
                    wrong.append(f"{at}: translate with a count (lupdate drops it): self.tr")
                elif kind == "QT_TRANSLATE_NOOP" and text is None:
                    wrong.append(f"{at}: QT_TRANSLATE_NOOP of no literal text")
                elif text is not None:
                    calls[(context, text)] = at
    assert wrong == []
    for ts in TRANSLATED:
        kept = {(context, source) for context, source, _, _ in messages(ts)}
        assert sorted(at for key, at in calls.items() if key not in kept) == [], ts.name


# -- no visible text outside them ------------------------------------------------------------

SHOWN = {  # calls whose text argument a user reads
    "setText",
    "setToolTip",
    "setStatusTip",
    "setWindowTitle",
    "setPlaceholderText",
    "setAccessibleName",
    "setAccessibleDescription",
    "setTitle",
    "addMenu",
    "addAction",
    "addSection",
    "setEmptyLabel",
    "showMessage",
    "setIconText",
    "setWhatsThis",
    "addItem",
    "setHorizontalHeaderLabels",
    "setLabelText",
    "setSuffix",
    "setPrefix",
    "setHtml",
    "setPlainText",
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QRadioButton",
    "QAction",
    "QMenu",
    "QToolBar",
    "QDockWidget",
    "QGroupBox",
    "QListWidgetItem",
    "QTableWidgetItem",
    "QStandardItem",
    "emit",
    "note",
    "show",
    "announce",
    "OSError",
    "ValueError",
    "question",
    "warning",
    "error",
    "about",
    "text",
    "open_path",
    "open_paths",
    "save_path",
    "setTabText",
    "addTab",
    "setItemText",
    "setHeaderLabels",
    "print_preview",
    "error_box",
}
NOT_WORDS = {"Influence Board", "A", "B", "PNG", "SVG", "PDF", "Fusion"}  # names and letters


def _words(node: ast.AST) -> str:
    """The letters a literal or an f-string shows, markup and placeholders aside."""
    if isinstance(node, ast.JoinedStr):
        text = "".join(_literal(v) or "" for v in node.values)
    else:
        text = _literal(node) or ""
    text = re.sub(r"<[^>]*>|&\w+;|\{[^}]*\}", "", text).strip()
    if text in NOT_WORDS:
        return ""
    return "".join(c for c in text if c.isalpha())


def test_no_text_a_user_reads_is_written_outside_the_catalogue() -> None:
    found = []
    for path in qt_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in ast.walk(tree):
            if not (isinstance(call, ast.Call) and _name(call.func) in SHOWN):
                continue
            for arg in call.args:
                for part in [arg] if not isinstance(arg, ast.BinOp) else [arg.left, arg.right]:
                    if len(_words(part)) > 1:
                        found.append(f"{path.relative_to(ROOT)}:{call.lineno}: {ast.unparse(part)}")
    assert found == [], "translate these (self.tr, QCoreApplication.translate)"


if __name__ == "__main__":  # the sources to give lupdate
    print(" ".join(str(p.relative_to(ROOT)) for p in qt_sources()))
