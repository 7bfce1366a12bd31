"""Edit > Preferences: the keyboard shortcut of every action of the window's action table,
to change, clear, swap or restore, as Tiled's and BeeRef's shortcut settings do.

The window gives each action's name, words, menu, default key and current key, and the keys
it gives to what cannot be changed here (the docks, the timeline, the acting players, the
menus' letters: `held`); it remembers and applies what `keys()` returns
(window/shortcut_preferences.py). No key ever does two things: a key another action has is
refused with that action's name, and Swap gives that action this one's key instead; a key
the window keeps for something else is refused with what it does there. The same checks
(`refusal`, `holder`) judge the keys remembered in the settings at a start.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

PORTABLE = QKeySequence.SequenceFormat.PortableText
NATIVE = QKeySequence.SequenceFormat.NativeText
_MODIFIER_KEYS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta}
# Keys that move and act in the window's views and fields, and close its dialogs: an action
# on one of them would take it from all of them.
MOVING_KEYS = frozenset(
    QKeySequence(k).toString(PORTABLE)
    for k in (
        "Esc", "Tab", "Shift+Tab", "Return", "Enter", "Space", "Left", "Right", "Up", "Down",
        "Menu", "Shift+F10",
    )
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One row of the dialog: an action of the table and its keys."""

    name: str  # the action's name in the action table
    text: str  # its words, as its menu shows them without the mnemonic
    menu: str  # where it is: "Edit", "View > Colours"
    default: QKeySequence
    key: QKeySequence


def portable(key: QKeySequence) -> str:
    return key.toString(PORTABLE)


def parsed(text: str) -> QKeySequence | None:
    """The key that `text` (Qt's portable text, from the settings) names: one key with its
    modifiers, or none (""); None when it is no such thing."""
    if not text:
        return QKeySequence()
    key = QKeySequence.fromString(text, PORTABLE)
    if key.count() != 1 or not portable(key):
        return None
    pressed = key[0].key()  # type: ignore[index]  # PySide's stubs lack __getitem__
    return None if pressed in _MODIFIER_KEYS or pressed == Qt.Key.Key_unknown else key


def holder(keys: Mapping[str, QKeySequence], key: QKeySequence, but: str) -> str:
    """The name of the action other than `but` whose key is `key`; "" when none is."""
    if key.isEmpty():
        return ""
    return next((name for name, held in keys.items() if name != but and held == key), "")


def refusal(key: QKeySequence, held: Mapping[str, str]) -> str:
    """Why `key` cannot be an action's ("" when it can): the window keeps it for something
    that is not in the table (`held`: a key's portable text -> what it does there), it is
    Alt with a letter (the menus' and fields' underlined letters), or it moves and acts."""
    text = portable(key)
    if key.isEmpty():
        return ""
    shown = key.toString(NATIVE)
    if text in held:
        said = QCoreApplication.translate(
            "Preferences", "{0} is kept for “{1}”: choose another key."
        )
        return said.format(shown, held[text])
    combo = key[0]  # type: ignore[index]
    letter = Qt.Key.Key_A.value <= combo.key().value <= Qt.Key.Key_Z.value
    if letter and combo.keyboardModifiers() == Qt.KeyboardModifier.AltModifier:
        said = QCoreApplication.translate(
            "Preferences",
            "{0} is kept for the underlined letters of the menus and fields: choose another key.",
        )
        return said.format(shown)
    if text in MOVING_KEYS:
        said = QCoreApplication.translate(
            "Preferences",
            "{0} moves and acts in the board, the panels and the dialogs: choose another key.",
        )
        return said.format(shown)
    return ""


class PreferencesDialog(QDialog):
    """The actions in a table (filtered by their words), the chosen one's key in a key
    field under it, Restore Defaults, OK and Cancel."""

    def __init__(
        self, shortcuts: Sequence[Shortcut], held: Mapping[str, str], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences-dialog")
        self.setWindowTitle(self.tr("Preferences"))
        self._rows = list(shortcuts)
        self._held = dict(held)
        self._keys = {row.name: row.key for row in self._rows}
        self._swap: tuple[str, str, QKeySequence] | None = None  # (name, other, key)

        self.filter = QLineEdit(self)
        self.filter.setObjectName("preferences-filter")
        self.filter.setPlaceholderText(self.tr("Find an action"))
        self.filter.setAccessibleName(self.tr("Find an action"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)

        self.table = QTableWidget(len(self._rows), 3, self)
        self.table.setObjectName("preferences-shortcuts")
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Menu"), self.tr("Key")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        for n, row in enumerate(self._rows):
            for column, text in enumerate((row.text, row.menu, "")):
                self.table.setItem(n, column, QTableWidgetItem(text))
            self._show_key(n)
        self.table.currentCellChanged.connect(lambda *_: self._chosen())

        self.editor = QKeySequenceEdit(self)
        self.editor.setObjectName("preferences-key")
        self.editor.setMaximumSequenceLength(1)
        # A key pressed comes whole with editingFinished: keySequenceChanged also tells of
        # the empty key that every press starts with.
        self.editor.editingFinished.connect(lambda: self.assign(self.editor.keySequence()))
        label = QLabel(self.tr("&Key:"), self)
        label.setBuddy(self.editor)
        self.clear_button = QPushButton(self.tr("&No Key"), self)
        self.clear_button.setToolTip(self.tr("Leave the chosen action without a key"))
        self.clear_button.clicked.connect(lambda: self.assign(QKeySequence()))
        self.default_button = QPushButton(self.tr("&Default"), self)
        self.default_button.setToolTip(self.tr("Give the chosen action its own key again"))
        self.default_button.clicked.connect(self._default)
        keyline = QHBoxLayout()
        keyline.addWidget(label)
        keyline.addWidget(self.editor, 1)
        keyline.addWidget(self.clear_button)
        keyline.addWidget(self.default_button)

        self.message = QLabel(self)
        self.message.setObjectName("preferences-message")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the actions' words
        self.message.setWordWrap(True)
        self.swap_button = QPushButton(self.tr("&Swap"), self)
        self.swap_button.setToolTip(self.tr("Each of the two actions takes the other's key"))
        self.swap_button.clicked.connect(self._do_swap)
        self.swap_button.hide()
        refusal_line = QHBoxLayout()
        refusal_line.addWidget(self.message, 1)
        refusal_line.addWidget(self.swap_button)

        Std = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(Std.Ok | Std.Cancel | Std.RestoreDefaults, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(Std.RestoreDefaults)
        restore.setToolTip(self.tr("Give every action its own key again"))
        restore.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Keyboard shortcuts"), self))
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        layout.addLayout(keyline)
        layout.addLayout(refusal_line)
        layout.addWidget(buttons)
        self.resize(620, 560)
        self.table.setCurrentCell(0, 0)

    def keys(self) -> dict[str, QKeySequence]:
        """Every action's key as chosen here (an empty one: no key)."""
        return dict(self._keys)

    # -- choosing a key ------------------------------------------------------------------------

    def choose(self, name: str) -> None:
        """Make the action `name` the chosen one (its key in the key field)."""
        n = next(i for i, row in enumerate(self._rows) if row.name == name)
        self.table.setCurrentCell(n, 0)

    def assign(self, key: QKeySequence) -> bool:
        """Give the chosen action `key`, unless another action has it or the window keeps
        it (the message under the table then says so). True when it was given."""
        row = self._current()
        if row is None:
            return False
        self._say("")
        if why := refusal(key, self._held):
            self._say(why)
        elif other := holder(self._keys, key, row.name):
            mine = self._keys[row.name]
            named = {r.name: r.text for r in self._rows}
            said = (
                self.tr("{0} is already the key of “{1}”. Swap gives “{1}” {2}, the key of “{3}”.")
                if not mine.isEmpty()
                else self.tr("{0} is already the key of “{1}”. Swap leaves “{1}” without a key.")
            )
            shown = (key.toString(NATIVE), named[other], mine.toString(NATIVE), row.text)
            self._say(said.format(*shown))
            self._swap = (row.name, other, key)
            self.swap_button.show()
        else:
            self._set(row.name, key)
            return True
        self._load(row)  # the field shows the key the action still has
        return False

    def restore_defaults(self) -> None:
        for each in self._rows:
            self._set(each.name, each.default)
        self._say("")
        if (row := self._current()) is not None:
            self._load(row)

    def _default(self) -> None:
        if (row := self._current()) is not None:
            self.assign(row.default)

    def _do_swap(self) -> None:
        if self._swap is None:
            return
        name, other, key = self._swap
        self._set(other, self._keys[name])
        self._set(name, key)
        self._say("")
        if (row := self._current()) is not None:
            self._load(row)

    # -- showing --------------------------------------------------------------------------------

    def _current(self) -> Shortcut | None:
        n = self.table.currentRow()
        return self._rows[n] if 0 <= n < len(self._rows) else None

    def _chosen(self) -> None:
        self._say("")
        if (row := self._current()) is not None:
            self._load(row)

    def _load(self, row: Shortcut) -> None:
        """The key field shows `row`'s key (not a key typed: no check)."""
        self.editor.blockSignals(True)
        self.editor.setKeySequence(self._keys[row.name])
        self.editor.blockSignals(False)

    def _set(self, name: str, key: QKeySequence) -> None:
        self._keys[name] = key
        self._show_key(next(i for i, row in enumerate(self._rows) if row.name == name))

    def _show_key(self, n: int) -> None:
        row = self._rows[n]
        key = self._keys[row.name]
        item = self.table.item(n, 2)
        assert item is not None  # every cell has its item from the start
        item.setText(key.toString(NATIVE))
        font = item.font()
        font.setBold(key != row.default)  # a key chosen here stands out
        item.setFont(font)

    def _say(self, text: str) -> None:
        self.message.setText(text)
        if not text:
            self._swap = None
            self.swap_button.hide()

    def _filter(self, text: str) -> None:
        wanted = text.casefold().strip()
        for n, row in enumerate(self._rows):
            shown = f"{row.text} {row.menu} {self._keys[row.name].toString(NATIVE)}"
            self.table.setRowHidden(n, bool(wanted) and wanted not in shown.casefold())
