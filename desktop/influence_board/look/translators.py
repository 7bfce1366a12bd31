"""The language the Qt layer speaks: our catalogue (resources/locale/influence_board_<code>.qm,
compiled by the build from the .ts beside it) and Qt's own (qtbase_<code>.qm from Qt's
translations folder: the Save, Cancel and Discard of QMessageBox and QDialogButtonBox), with
the rules' gettext catalogue switched to the same language and QLocale's default with them,
so numbers and dates are written the language's way.

The language is chosen once, when the app starts (`choose_language`): the one asked for
(View > Language), else the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; else Qt's
`QLocale.system().uiLanguages()`, which also knows the desktop's choice on Windows and
macOS). English is the source text and the fallback for any text a catalogue lacks.
Languages are asked for by their codes only (rules/language.py): never a path. A language
whose catalogue Qt cannot read (damaged; or none) is spoken nowhere: English, in the rules
too, never half a window; a damaged one is named in one line on standard error.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..rules import language

if TYPE_CHECKING:
    from tempfile import TemporaryDirectory

CATALOGUE = "influence_board"  # ours: influence_board_<code>.qm
_installed: list[QTranslator] = []  # the translators in the application now
_compiled: dict[str, Path] = {}  # a source tree's .ts compiled for this process, by code
_folders: list[TemporaryDirectory[str]] = []  # where they are, removed at the process's end


def system_choice() -> list[str]:
    """The languages the system asks for, first first: the environment's (gettext's order),
    else Qt's idea of the user's interface languages."""
    return language.system_languages() or list(QLocale.system().uiLanguages())


def choose_language(choice: str | None = None) -> str:
    """Speak `choice` ("it", "en"; None or "": the system's) in the rules and in Qt, with
    Qt's own texts in that language too. Returns the code in use ("it"; "en" when no
    catalogue of the languages asked for exists). Needs a QCoreApplication."""
    code = language.ENGLISH
    for asked in [choice] if choice else system_choice():
        code = language.use_language(asked)
        if code != language.ENGLISH or asked.lower().startswith(language.ENGLISH):
            break
    else:
        language.use_language(language.ENGLISH)
    app = QCoreApplication.instance()
    assert app is not None, "a QCoreApplication first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    # English first: the source text's plural forms ("%n step(s)": "1 step", "2 steps"),
    # also for a text another language's catalogue lacks; the language's own on top (Qt
    # asks the translator installed last first).
    _install(app, CATALOGUE, language.ENGLISH, catalogue_folder(language.ENGLISH))
    if code != language.ENGLISH and not _install(app, CATALOGUE, code, catalogue_folder(code)):
        code = language.use_language(language.ENGLISH)  # not half a window in a language
    if code != language.ENGLISH:
        qt_own = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        _install(app, "qtbase", code, qt_own)
    QLocale.setDefault(QLocale(code))
    return code


def _install(app: QCoreApplication, name: str, code: str, folder: Path | None) -> bool:
    """Put `name`_`code`.qm from `folder` in the application; False when there is none or
    Qt cannot read it (our catalogue's said on standard error: Qt's own is not there for
    every language)."""
    translator = QTranslator(app)
    if folder is not None and translator.load(f"{name}_{code}", str(folder)):
        app.installTranslator(translator)
        _installed.append(translator)
        return True
    qm = None if folder is None else folder / f"{name}_{code}.qm"
    if name == CATALOGUE and qm is not None and qm.is_file():
        why = QCoreApplication.translate("Translators", "Qt cannot read it")
        language.tell_unreadable(str(qm), why)
    return False


def catalogue_folder(code: str) -> Path | None:
    """Where our compiled catalogue of `code` is: the package's (the build put it there),
    or, in a source tree whose .ts has no .qm or a newer one, a copy compiled for this
    process by PySide6's lrelease. None when there is none."""
    folder = Path(str(language.locale_dir()))
    ts, qm = folder / f"{CATALOGUE}_{code}.ts", folder / f"{CATALOGUE}_{code}.qm"
    if not ts.is_file() or (qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime):
        return folder if qm.is_file() else None
    if code not in _compiled:
        # Here, not at the top: compiling is only for a source tree, and every start
        # would load the build's tools and subprocess.
        import subprocess
        import tempfile

        from ..rules.catalogues import lrelease

        command = lrelease()
        if command is None:
            return folder if qm.is_file() else None
        # Kept for the process and removed when it ends: each start of a source tree
        # compiles its own, and left behind they filled the temporary folder.
        kept = tempfile.TemporaryDirectory(prefix="influence-board-qm-")
        _folders.append(kept)
        out = Path(kept.name) / qm.name
        done = subprocess.run(
            [*command, "-silent", str(ts), "-qm", str(out)], capture_output=True, check=False
        )
        if done.returncode != 0 or not out.is_file():  # a damaged .ts: the built .qm, if any
            why = QCoreApplication.translate("Translators", "lrelease cannot compile it")
            language.tell_unreadable(str(ts), why)
            return folder if qm.is_file() else None
        _compiled[code] = out.parent
    return _compiled[code]


def installed() -> list[QTranslator]:
    """The translators choose_language put in the application (for the tests)."""
    return list(_installed)
