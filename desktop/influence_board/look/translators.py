"""The language the Qt layer speaks: our catalogue (resources/locale/influence_board_<code>.qm,
compiled by the build from the .ts beside it) and Qt's own (qtbase_<code>.qm from Qt's
translations folder: the Save, Cancel and Discard of QMessageBox and QDialogButtonBox), with
the rules' gettext catalogue switched to the same language and QLocale's default with them,
so numbers and dates are written the language's way.

The language is chosen once, when the app starts (`choose_language`): the one asked for
(View > Language), else the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; else Qt's
`QLocale.system().uiLanguages()`, which also knows the desktop's choice on Windows and
macOS). English is the source text and the fallback for any text a catalogue lacks.
Languages are asked for by their codes only (text/language.py): never a path. A language
whose catalogue Qt cannot read (damaged; or none) is spoken nowhere: English, in the rules
too, never half a window; a damaged one is named in one line on standard error.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..text import language

CATALOGUE = "influence_board"  # ours: influence_board_<code>.qm
_installed: list[QTranslator] = []  # the translators in the application now


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
    ours = catalogue_folder()
    english = _loaded(app, CATALOGUE, language.ENGLISH, ours)
    if english is None:
        _tell_if_damaged(ours, language.ENGLISH)
    else:
        _install(app, english)
    spoken = None if code == language.ENGLISH else _loaded(app, CATALOGUE, code, ours)
    if code != language.ENGLISH and spoken is None:
        asked, code = code, language.use_language(language.ENGLISH)  # not half a window
        _tell_if_damaged(ours, asked)  # in English: the language now spoken
    if spoken is not None:
        # Qt's own texts, then ours over them: our catalogue carries the few of Qt's own
        # that Qt's lacks or words otherwise (look/qt_texts.py: "Shift" is "Maiusc").
        qt_own = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        if (qt := _loaded(app, "qtbase", code, qt_own)) is not None:
            _install(app, qt)
        _install(app, spoken)
    QLocale.setDefault(QLocale(code))
    return code


def _loaded(app: QCoreApplication, name: str, code: str, folder: Path) -> QTranslator | None:
    """`name`_`code`.qm from `folder`, read; None when there is none or Qt cannot read it."""
    translator = QTranslator(app)
    return translator if translator.load(f"{name}_{code}", str(folder)) else None


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)


def _tell_if_damaged(folder: Path, code: str) -> None:
    """Our catalogue of `code` was not installed: if it is there, Qt could not read it, and
    standard error says so (Qt's own catalogues are not there for every language)."""
    qm = folder / f"{CATALOGUE}_{code}.qm"
    if qm.is_file():
        why = QCoreApplication.translate("Translators", "Qt cannot read it")
        language.tell_unreadable(str(qm), why)


def catalogue_folder() -> Path:
    """Where our compiled catalogues are: the package's, beside the rules' (the build
    compiles them from the .ts; the app never does)."""
    return Path(str(language.locale_dir()))


def installed() -> list[QTranslator]:
    """The translators choose_language put in the application (for the tests)."""
    return list(_installed)
