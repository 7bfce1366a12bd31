"""The language the rules and the command line speak: the standard library's gettext over
the app's catalogue (domain ``influence_board``, in ``influence_board.resources/locale``).

One language for the whole process, chosen once at start (``use_language``) and read by
every sentence when it is made, so text is translated where it is built, never at import.
English is the source text and the fallback for any message a catalogue lacks. Numbers and
places are worded by the catalogue too (its thousands separator, its ordinals), not by
``locale.setlocale``, which would change the whole process's C library state.

A language is asked for by its code only ("it", "it_IT.UTF-8@euro"): anything else in
LANGUAGE, LC_ALL, LC_MESSAGES or LANG (a path) is no language, so no catalogue is ever read
from outside the package's. A catalogue that cannot be read (damaged, a bad charset or
plural forms) is no catalogue: the next language asked for, else English, and one line on
standard error naming it, once a process."""

from __future__ import annotations

import gettext
import io
import os
import re
import struct
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, ParamSpec, TypeVar

from ..shipped import shipped_files
from .escaping import escaped

if TYPE_CHECKING:
    from importlib.abc import Traversable

DOMAIN = "influence_board"
ENGLISH = "en"
# A locale's name as POSIX and Qt write it: language[_territory or -script...][.charset]
# [@modifier]: "it", "it_IT.UTF-8@euro", "sr_RS@latin", "zh-Hant-TW", "es-419", "C.UTF-8";
# at most 86 characters, a folder's name on every system.
_CODE = re.compile(
    r"[A-Za-z]{1,8}(?:[_-][A-Za-z0-9]{1,8}){0,4}(?:\.[A-Za-z0-9_-]{1,20})?(?:@[A-Za-z0-9_-]{1,20})?"
)
# What a damaged catalogue raises while it is read: gettext's OSError (bad magic number, a
# corrupt file), struct.error or IndexError (offsets past its end), LookupError (an unknown
# charset), ValueError (text not in its charset, bad plural forms) and ArithmeticError
# (plural forms that divide by zero).
_DAMAGED = (OSError, ValueError, LookupError, ArithmeticError, struct.error)
# Counts each plural form is tried with when a catalogue is read.
_PLURAL_SAMPLES = (*range(0, 120), 1000, 10**6, 10**9, 10**18)

_translations: gettext.NullTranslations = gettext.NullTranslations()
_code = ENGLISH
# The catalogue's separators, read once per language: number() runs for every count of
# every event of a long replay.
_thousands, _point = ",", "."
_places: tuple[str, ...] | None = None  # 1st to 12th in the catalogue's words (ordinal)
_told: set[str] = set()  # the catalogues said to be unreadable, once each
_forget: list[Callable[[], None]] = []  # the `per_language` memos, emptied by _speak

P = ParamSpec("P")
T = TypeVar("T")


def per_language(words: Callable[P, T]) -> Callable[P, T]:
    """`words` (a pure function of its arguments and the language) with its recent answers
    kept until the language changes: for words said again and again in a long replay
    ("2 cubes", "1 Army": a few answers, found for 99.9% of the calls of a mixed game),
    where a look-up in C costs a fraction of a catalogue look-up and a format. Its
    arguments must be hashable. Kept few (128): words that seldom come again (a slide
    of the same owners) were no quicker kept, and a long window session keeps them."""
    kept = lru_cache(maxsize=128, typed=True)(words)  # typed: 1 and True say differently
    _forget.append(kept.cache_clear)
    return kept  # type: ignore[return-value]  # the same call, its answers kept


def _speak(translations: gettext.NullTranslations, code: str) -> None:
    global _translations, _code, _thousands, _point, _places
    _translations, _code = translations, code
    _places = None
    for forget in _forget:
        forget()
    _thousands = translations.pgettext("thousands separator", ",")
    _point = translations.pgettext("decimal point", ".")


def N_(message: str) -> str:
    """Marks a message for the catalogue where it is written (a table, a constant) while it
    is translated later, where it is shown: ``_(TABLE[key])``."""
    return message


def _(message: str) -> str:
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translations.npgettext(context, singular, plural, n)


def locale_dir() -> Traversable:
    """Where the catalogues are: ``<code>/LC_MESSAGES/influence_board.mo``, and the Qt
    layer's ``influence_board_<code>.qm`` beside them. Compiled ones only: the build
    compiles them (setup.py, tools/catalogues.py), and the app never does."""
    return shipped_files() / "locale"


def is_language_code(text: str) -> bool:
    """Whether `text` is a locale's name ("it", "it_IT.UTF-8@euro", "en-US"): letters,
    digits, `_`, `-`, one `.charset` and one `@modifier`, never a path."""
    return _CODE.fullmatch(text) is not None


def _catalogue_file(code: str) -> Traversable | None:
    """The compiled catalogue of one language (a code, never a path), if there is one."""
    mo = locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    return mo if mo.is_file() else None


def _catalogue(code: str) -> gettext.GNUTranslations | None:
    """The catalogue of one language, read; None when there is none or it cannot be read
    (said on standard error)."""
    source = _catalogue_file(code)
    if source is None:
        return None
    try:
        catalogue = gettext.GNUTranslations(io.BytesIO(source.read_bytes()))
        probe = ""  # a variable, not a message to extract: only its plural form is tried
        for n in _PLURAL_SAMPLES:  # its plural form, which would raise at every count
            catalogue.ngettext(probe, probe, n)
    except _DAMAGED as exc:
        tell_unreadable(str(source), _damage(exc))
        return None
    return catalogue


def _damage(exc: Exception) -> str:
    """A damaged catalogue's reason in words: gettext's own ("Bad magic number"), the
    charset or plural form's, or, for an offset past its end, that it is damaged."""
    if isinstance(exc, struct.error | IndexError):
        return _("the file is damaged")
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc)


def tell_unreadable(catalogue: str, why: str) -> None:
    """One line on standard error: the catalogue at `catalogue` is not used, and why. Once
    a process for each: a start reads the catalogues more than once."""
    if catalogue in _told:
        return
    _told.add(catalogue)
    line = _(
        "influence-board: {catalogue}: this catalogue cannot be read ({why}), so it is not used"
    )
    print(escaped(line.format(catalogue=catalogue, why=why)), file=sys.stderr)


def _candidates(code: str) -> list[str]:
    """ "it_IT.UTF-8@euro" -> ["it_IT", "it"]: the catalogues to try, most precise first;
    none for what is not a language code (a path)."""
    if not is_language_code(code):
        return []
    base = code.split(".")[0].split("@")[0].replace("-", "_")
    if not base or base in ("C", "POSIX"):
        return [ENGLISH]
    return [base] + ([base.split("_")[0]] if "_" in base else [])


def system_languages() -> list[str]:
    """The languages the environment asks for, in gettext's order: LANGUAGE (a list),
    LC_ALL, LC_MESSAGES, LANG; the first variable that names a language wins, as
    gettext.find does. What is not a language code (a path) is passed over."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        codes = [part for part in os.environ.get(variable, "").split(":") if is_language_code(part)]
        if codes:
            return codes
    return []


def use_language(code: str | None) -> str:
    """Speaks ``code`` ("it", "it_IT", "en"), or the system's language when None; returns
    the catalogue's code in use ("it"), "en" when none of those asked for is available."""
    wanted = [code] if code else system_languages()
    for asked in wanted:
        for candidate in _candidates(asked):
            if candidate == ENGLISH:
                _speak(gettext.NullTranslations(), ENGLISH)
                return _code
            catalogue = _catalogue(candidate)
            if catalogue is not None:
                _speak(catalogue, candidate)
                return _code
    _speak(gettext.NullTranslations(), ENGLISH)
    return _code


def language_in_use() -> str:
    return _code


@contextmanager
def english() -> Iterator[None]:
    """English for a while: what a program reads (the `--json` reports, the report values
    an expectation line compares) is the same whatever the user's language."""
    saved = _translations, _code
    _speak(gettext.NullTranslations(), ENGLISH)
    try:
        yield
    finally:
        _speak(*saved)


def languages() -> list[tuple[str, str]]:
    """The languages there are catalogues for, each with its own name, English first:
    [("en", "English"), ("it", "Italiano")] (for View > Language)."""
    found = [(ENGLISH, "English")]
    root = locale_dir()
    if not root.is_dir():
        return found
    for folder in sorted(root.iterdir(), key=lambda f: f.name):
        if not folder.is_dir():
            continue
        catalogue = _catalogue(folder.name) if is_language_code(folder.name) else None
        if catalogue is not None:
            found.append((folder.name, catalogue.pgettext("the language's own name", "English")))
    return found


def number(n: int) -> str:
    """A whole number with the language's thousands separator: "1,000,000,000" in English,
    "1.000.000.000" in Italian."""
    if -1000 < n < 1000:
        return str(n)
    grouped = f"{n:,}"
    return grouped if _thousands == "," else grouped.replace(",", _thousands)


def decimal(x: float, places: int = 1) -> str:
    """A number with decimals: "2.5" in English, "2,5" in Italian (grouped as number())."""
    text = f"{x:,.{places}f}"
    return text.replace(",", "\0").replace(".", _point).replace("\0", _thousands)


# Places up to this are one catalogue entry each ("3rd", "3º"); past it, by ending.
_NAMED_PLACES = 12


def ordinal(n: int) -> str:
    """ "1st", "2nd", ... "11th", "21st" in English; "1º", "2º" in Italian: the words are
    the catalogue's (one entry per place up to 12, then one per English ending)."""
    global _places
    if 1 <= n <= _NAMED_PLACES:
        if _places is None:  # read once per language: every scoring says several places
            _places = (
                pgettext("place", "1st"), pgettext("place", "2nd"), pgettext("place", "3rd"),
                pgettext("place", "4th"), pgettext("place", "5th"), pgettext("place", "6th"),
                pgettext("place", "7th"), pgettext("place", "8th"), pgettext("place", "9th"),
                pgettext("place", "10th"), pgettext("place", "11th"), pgettext("place", "12th"),
            )  # fmt: skip
        return _places[n - 1]
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        form = pgettext("place", "{n}th")
    else:
        form = {
            1: pgettext("place", "{n}st"),
            2: pgettext("place", "{n}nd"),
            3: pgettext("place", "{n}rd"),
        }[n % 10]
    return form.format(n=number(n))


def place(rank: int, tied: bool) -> str:
    """A place as read at the table: "2nd", or "2nd=" when shared ("2º=" in Italian)."""
    return (
        pgettext("a shared place", "{place}=").format(place=ordinal(rank))
        if tied
        else (ordinal(rank))
    )
