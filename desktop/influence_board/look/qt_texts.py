"""Qt's own texts that Qt's catalogues lack, or word otherwise than the app and its guide,
marked here so that lupdate puts them in our catalogues under Qt's own contexts. Nothing
reads this table: Qt asks for these texts itself, and asks our catalogue first
(look/translators.py installs it over Qt's).

- "Shift" in a key (QKeySequence's NativeText: the menus, Help > Keyboard Shortcuts):
  qtbase_it.qm keeps "Shift" beside its own "Invio", "Canc" and "Pag↓"; the Italian guide and
  keyboards say "Maiusc".
- The file dialog's "&Look in:" and "Files of &type:" (Qt's own dialog, where the system has
  none): qtbase_it.qm has them only without their mnemonics.
- The kinds of its entries (QAbstractFileIconProvider): qtbase_it.qm has none of them.
"""

from __future__ import annotations

from .catalogue import QT_TRANSLATE_NOOP

QT_OWN_TEXTS = (
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
