"""The language the rules and the command line speak: the standard library's gettext over
the app's catalogue (domain ``influence_board``, in ``influence_board.resources/locale``).

One language for the whole process, chosen once at start (``use_language``) and read by
every sentence when it is made, so text is translated where it is built, never at import.
English is the source text and the fallback for any message a catalogue lacks. Numbers and
places are worded by the catalogue too (its thousands separator, its ordinals), not by
``locale.setlocale``, which would change the whole process's C library state."""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from .shipped import shipped_files

if TYPE_CHECKING:
    from importlib.abc import Traversable

DOMAIN = "influence_board"
ENGLISH = "en"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_code = ENGLISH
# The catalogue's separators, read once per language: number() runs for every count of
# every event of a long replay.
_thousands, _point = ",", "."


def _speak(translations: gettext.NullTranslations, code: str) -> None:
    global _translations, _code, _thousands, _point
    _translations, _code = translations, code
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
    """Where the catalogues are: ``<code>/LC_MESSAGES/influence_board.mo`` (compiled at
    build time) and the ``.po`` it came from, in the source tree; the Qt layer's
    ``influence_board_<code>.qm`` sit here too."""
    return shipped_files() / "locale"


def _catalogue_bytes(code: str) -> bytes | None:
    """The compiled catalogue of one language: the built ``.mo``, or, in a source tree
    whose ``.po`` is newer than it (or not yet built), the ``.po`` compiled in memory."""
    folder = locale_dir() / code / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    if po.is_file() and (not mo.is_file() or _newer(po, mo)):
        # Here, not at the top: the build's msgfmt (and the subprocess it runs lrelease
        # with) is only for a source tree, and every start would load it.
        from .catalogues import compile_po

        return compile_po(po.read_text(encoding="utf-8"))
    if mo.is_file():
        return mo.read_bytes()
    return None


def _newer(a: Traversable, b: Traversable) -> bool:
    try:
        return os.stat(str(a)).st_mtime > os.stat(str(b)).st_mtime
    except OSError:  # inside a zip: the built .mo is the one
        return False


def _candidates(code: str) -> list[str]:
    """ "it_IT.UTF-8@euro" -> ["it_IT", "it"]: the catalogues to try, most precise first."""
    base = code.split(".")[0].split("@")[0].replace("-", "_")
    if not base or base in ("C", "POSIX"):
        return [ENGLISH]
    return [base] + ([base.split("_")[0]] if "_" in base else [])


def system_languages() -> list[str]:
    """The languages the environment asks for, in gettext's order: LANGUAGE (a list),
    LC_ALL, LC_MESSAGES, LANG; the first variable set wins, as gettext.find does."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return [part for part in value.split(":") if part]
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
            data = _catalogue_bytes(candidate)
            if data is not None:
                _speak(gettext.GNUTranslations(io.BytesIO(data)), candidate)
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
        data = _catalogue_bytes(folder.name)
        if data is not None:
            catalogue = gettext.GNUTranslations(io.BytesIO(data))
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
    if 1 <= n <= _NAMED_PLACES:
        named = (
            pgettext("place", "1st"), pgettext("place", "2nd"), pgettext("place", "3rd"),
            pgettext("place", "4th"), pgettext("place", "5th"), pgettext("place", "6th"),
            pgettext("place", "7th"), pgettext("place", "8th"), pgettext("place", "9th"),
            pgettext("place", "10th"), pgettext("place", "11th"), pgettext("place", "12th"),
        )  # fmt: skip
        return named[n - 1]
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
