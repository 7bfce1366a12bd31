"""Text from a file (names, ids, paths, reasons that quote them) shown in widgets exactly as
written, never as HTML and never as a keyboard mnemonic.

Qt guesses: a tooltip, a QLabel or a QMessageBox whose text looks like HTML
(Qt.mightBeRichText: a known tag anywhere on the first line) is drawn as HTML, so a Region
named `<img src=/etc/x.png>` loaded a picture from disk into its tooltip. A label or a
QMessageBox object can be told its text is plain (`setTextFormat(Qt.TextFormat.PlainText)`);
a tooltip or a static QMessageBox function cannot, so it gets `literal_html(text)`. Menus,
tool buttons and buddy labels read `&` as a mnemonic: `menu_text(text)`.
"""

from __future__ import annotations

import re
import unicodedata

from ..rules import Board


def literal_html(text: str) -> str:
    """HTML that shows `text` as it is (lines and spaces kept), for where Qt guesses."""
    # html.escape's five replacements, written out: the html module loads its entities (not
    # before the board's first paint), and an import in here ran PySide's import hook for
    # each tooltip a step writes (about eight).
    escaped = (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )
    return f"<p style='white-space:pre'>{escaped}</p>"


NAME_CHARS = 28  # the standard board's longest name, "Middle East - North Africa", has 26


def short_name(text: str, limit: int = NAME_CHARS) -> str:
    """A name for the window's chrome (toolbar buttons, the scoreboard, the status bar, a
    track's footer): whole up to `limit` characters, else cut with "…", so that a long name
    in a file cannot push the window wider than the screen. Tooltips show it whole. A
    name cut inside its isolate (`isolated`) keeps it closed."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rstrip() + "…"
    return cut + _PDI * _isolates(cut)[1]


def menu_text(text: str) -> str:
    """`text` for a menu item, tool button or buddy label: `&` shown, not a mnemonic."""
    return text.replace("&", "&&")


# Bidi classes that act beyond their own letters: right-to-left letters carry the numbers
# and signs next to them to their side ("name 12 VP" shown "VP 12 name"); an embedding,
# override or isolate left open (RLO, U+202E) reverses every word after it.
_REORDERS = frozenset(("R", "AL", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"))
_FSI, _PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE, POP DIRECTIONAL ISOLATE
_OPENS_ISOLATE = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI
# A paragraph separator ends every isolate (Unicode's bidi algorithm, rule P1): the text on
# each side of one is isolated on its own.
_PARAGRAPHS = re.compile("([\n\r\x1c-\x1e\x85\u2029])")


def reorders(text: str) -> bool:
    """Whether `text` could reorder the words around it: it holds right-to-left letters
    or a bidi control."""
    return not text.isascii() and any(unicodedata.bidirectional(c) in _REORDERS for c in text)


def isolated(text: str) -> str:
    """`text` kept apart from the words around it, the one way a name or a note from a file
    enters a widget's text beside other words: an Arabic or Hebrew name in "name 12 VP"
    would otherwise carry the number to its side, and an override in it (RLO, U+202E) would
    reverse the rest of the line. FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE around
    it, with as many more as its own stray isolates need to close inside; text that cannot
    reorder anything is left as it is."""
    if not reorders(text):
        return text
    pieces = _PARAGRAPHS.split(text)
    pieces[::2] = [_isolated_paragraph(piece) for piece in pieces[::2]]
    return "".join(pieces)


def _isolated_paragraph(text: str) -> str:
    if not text:
        return text
    stray, opened = _isolates(text)
    # A stray PDI closes one of the leading FSIs, never the one that ends the name; the
    # trailing PDIs close what the name opened (and, with it, any embedding or override).
    return _FSI * (1 + stray) + text + _PDI * (1 + opened)


def _isolates(text: str) -> tuple[int, int]:
    """The PDIs in `text` that close no isolate of its own, and the isolates it leaves open."""
    stray = opened = 0
    for c in text:
        if c in _OPENS_ISOLATE:
            opened += 1
        elif c == _PDI:
            if opened:
                opened -= 1
            else:
                stray += 1
    return stray, opened


def names_isolated(text: str, *boards: Board) -> str:
    """`text`, words the rules made about `boards` (an event, a step, a problem, a
    refusal), with every name of theirs that could reorder the words around it isolated
    wherever it appears. The rules' words go to a terminal too, where an isolate would show
    as an escape: the window isolates its names as it shows them."""
    if not reorders(text):
        return text
    pattern = _reordering_names(boards)
    return text if pattern is None else pattern.sub(lambda m: isolated(m.group()), text)


_NAMES_SEEN: dict[tuple[int, ...], tuple[tuple[Board, ...], re.Pattern[str] | None]] = {}


def _reordering_names(boards: tuple[Board, ...]) -> re.Pattern[str] | None:
    """One pattern of the boards' names that could reorder the words around them, longest
    first (a name inside a longer one is the longer one's), kept for the last few boards."""
    key = tuple(map(id, boards))
    seen = _NAMES_SEEN.get(key)  # holds its Boards: no id of a key is reused meanwhile
    if seen is not None:
        return seen[1]
    names = {
        name
        for board in boards
        for name in (
            board.name,
            *(p.name for p in board.participants()),
            *(r.name for r in board.regions),
        )
        if reorders(name)
    }
    ordered = sorted(names, key=len, reverse=True)
    pattern = re.compile("|".join(map(re.escape, ordered))) if ordered else None
    if len(_NAMES_SEEN) >= 8:
        _NAMES_SEEN.clear()
    _NAMES_SEEN[key] = (boards, pattern)
    return pattern
