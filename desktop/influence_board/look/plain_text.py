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

import unicodedata


def literal_html(text: str) -> str:
    """HTML that shows `text` as it is (lines and spaces kept), for where Qt guesses."""
    import html  # here: a tooltip's, not the board's first paint (html loads its entities)

    return f"<p style='white-space:pre'>{html.escape(text)}</p>"


NAME_CHARS = 28  # the standard board's longest name, "Middle East - North Africa", has 26


def short_name(text: str, limit: int = NAME_CHARS) -> str:
    """A name for the window's chrome (toolbar buttons, the scoreboard, the status bar, a
    track's footer): whole up to `limit` characters, else cut with "…", so that a long name
    in a file cannot push the window wider than the screen. Tooltips show it whole."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def menu_text(text: str) -> str:
    """`text` for a menu item, tool button or buddy label: `&` shown, not a mnemonic."""
    return text.replace("&", "&&")


def isolated(text: str) -> str:
    """`text` kept apart from the words around it when it holds right-to-left letters: an
    Arabic or Hebrew name in "name 12 VP" would otherwise carry the number to its side
    (shown "VP 12 name"). FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE; other text is
    left as it is."""
    if text.isascii() or not any(unicodedata.bidirectional(c) in ("R", "AL") for c in text):
        return text
    return f"\u2068{text}\u2069"
