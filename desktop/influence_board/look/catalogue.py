"""The marks that put a text in the Qt layer's catalogue (resources/locale/*.ts, made by
pyside6-lupdate) where it is written, for texts translated later, when shown.

lupdate reads only literal calls (`self.tr("…")`, `QCoreApplication.translate("Context",
"…")`, `QT_TRANSLATE_NOOP("Context", "…")`), never `tr(variable)`: a table of texts marks
each with QT_TRANSLATE_NOOP and its reader translates it in the same context. PySide's own
QT_TRANSLATE_NOOP returns `object`; this one is typed, and lupdate knows it by its name.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str = "") -> str:
    """`text` as it is: marked for the catalogue under `context` (with `disambiguation`,
    lupdate's comment, when Qt asks for the text with one)."""
    return text
