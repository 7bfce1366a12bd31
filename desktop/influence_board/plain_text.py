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

import html


def literal_html(text: str) -> str:
    """HTML that shows `text` as it is (lines and spaces kept), for where Qt guesses."""
    return f"<p style='white-space:pre'>{html.escape(text)}</p>"


def menu_text(text: str) -> str:
    """`text` for a menu item, tool button or buddy label: `&` shown, not a mnemonic."""
    return text.replace("&", "&&")
