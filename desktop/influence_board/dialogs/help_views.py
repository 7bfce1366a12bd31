"""Help > Influence Board Help (F1): the user guide, and Help > Keyboard Shortcuts
(Ctrl+?): every action of the action table with its key.

The guide is resources/guide/using-the-window.md (the README points to it), then the keys
(made from the action table, so they never fall behind it), then the rules reference:
each section of Help > Influence Rules, linked, not copied. A find field searches it as
you type (Enter: the next match). Both dialogs take the window's colours (the palette of
the scheme chosen in View > Colours) and show the app's own text only. The window gives them
their parent and what a rule link opens (Help > Influence Rules)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import resources

from PySide6.QtCore import QCoreApplication, QObject, QUrl
from PySide6.QtGui import QAction, QKeySequence, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QWidget,
)

from ..rules.rulebook import SECTIONS
from ..text.language import language_in_use
from .text_dialog import closable_dialog, finish

RULES_SCHEME = "rules"  # a guide link "rules:TAG" opens Help > Influence Rules at TAG
KeyRow = tuple[str, str, str]  # what the action does, its menu, its key ("" for none)


def guide_text() -> str:
    """The user guide (Markdown), shipped with the app: resources/guide/, in the language in
    use when there is one of it (using-the-window.it.md), else in English."""
    folder = resources.files("influence_board.resources") / "guide"
    translated = folder / f"using-the-window.{language_in_use()}.md"
    guide = translated if translated.is_file() else folder / "using-the-window.md"
    return guide.read_text(encoding="utf-8")


def keys_markdown(rows: Sequence[KeyRow]) -> str:
    """The keys section of the guide: one table row per action that has a key."""
    lines = [
        "## " + QCoreApplication.translate("HelpViews", "Keys"),
        "",
        QCoreApplication.translate(
            "HelpViews",
            "Every menu action with its key (Help > Keyboard Shortcuts lists them too).",
        ),
        "",
        "| "
        + QCoreApplication.translate("HelpViews", "Action")
        + " | "
        + QCoreApplication.translate("HelpViews", "Menu")
        + " | "
        + QCoreApplication.translate("HelpViews", "Key")
        + " |",
        "|---|---|---|",
    ]
    lines += [f"| {text} | {menu} | `{key}` |" for text, menu, key in rows if key]
    return "\n".join(lines)


def rules_markdown() -> str:
    """The rules reference of the guide: each section of Help > Influence Rules, a link."""
    lines = [
        "## " + QCoreApplication.translate("HelpViews", "The rules"),
        "",
        QCoreApplication.translate(
            "HelpViews", "Each rule is in Help > Influence Rules; a link opens it at that rule."
        ),
        "",
    ]
    lines += [f"- [{s.title_said()}]({RULES_SCHEME}:{s.tags[0]})" for s in SECTIONS if s.tags]
    return "\n".join(lines)


def full_guide(rows: Sequence[KeyRow]) -> str:
    return "\n\n".join([guide_text().rstrip(), keys_markdown(rows), rules_markdown()]) + "\n"


def _find_field(dialog: QDialog, placeholder: str) -> QLineEdit:
    field = QLineEdit(dialog)
    field.setObjectName("find-field")
    field.setPlaceholderText(placeholder)
    field.setClearButtonEnabled(True)
    field.setAccessibleName(placeholder)
    return field


class GuideSearch(QObject):
    """The guide's find field: each change finds the text from the top, Enter the next
    match (from the top again after the last); the label says when nothing matches."""

    def __init__(self, field: QLineEdit, text: QTextBrowser, status: QLabel) -> None:
        super().__init__(field)  # lives as long as the field
        self.field, self.text, self.status = field, text, status
        field.textChanged.connect(lambda _: self.find(from_top=True))
        field.returnPressed.connect(lambda: self.find(from_top=False))

    def find(self, from_top: bool) -> bool:
        words = self.field.text()
        cursor = self.text.textCursor()
        if from_top or not words:
            cursor.movePosition(cursor.MoveOperation.Start)
            self.text.setTextCursor(cursor)
        if not words:
            self.status.clear()
            return False
        found = self.text.find(words)
        if not found and not from_top:  # past the last match: again from the top
            cursor.movePosition(cursor.MoveOperation.Start)
            self.text.setTextCursor(cursor)
            found = self.text.find(words)
        self.status.setText("" if found else QCoreApplication.translate("HelpViews", "Not found"))
        return found


def show_guide(
    parent: QWidget, rows: Sequence[KeyRow], open_rule: Callable[[str], object]
) -> QDialog:
    """Help > Influence Board Help (F1): the guide, its keys and its rules reference; a
    rule link calls `open_rule(tag)`."""
    dialog, layout = closable_dialog(
        parent, "guide-dialog", QCoreApplication.translate("HelpViews", "Influence Board Help")
    )
    field = _find_field(dialog, QCoreApplication.translate("HelpViews", "Find in the guide"))
    status = QLabel(dialog)
    status.setObjectName("find-status")
    text = QTextBrowser(dialog)
    text.setObjectName("guide-text")
    text.setOpenLinks(False)  # no file or page the guide names is opened from here
    text.setAccessibleName(QCoreApplication.translate("HelpViews", "User guide"))
    _themed(text)
    text.setMarkdown(full_guide(rows))

    def follow(url: QUrl) -> None:
        if url.scheme() == RULES_SCHEME:
            open_rule(url.path())

    text.anchorClicked.connect(follow)
    GuideSearch(field, text, status)
    layout.addWidget(field)
    layout.addWidget(status)
    layout.addWidget(text)
    text.setFocus()
    finish(dialog, layout, 760, 700)
    return dialog


def _themed(text: QTextBrowser) -> None:
    """Links and code in the palette's colours (the scheme's), not Qt's fixed blue."""
    palette = text.palette()
    link = palette.color(QPalette.ColorRole.Link).name()
    shade = palette.color(QPalette.ColorRole.AlternateBase).name()
    document: QTextDocument = text.document()
    document.setDefaultStyleSheet(
        f"a {{ color: {link}; }} code {{ background-color: {shade}; }} th {{ text-align: left; }}"
    )


def show_shortcuts(parent: QWidget, rows: Sequence[KeyRow]) -> QDialog:
    """Help > Keyboard Shortcuts (Ctrl+?): every action of the table, its menu and its key,
    filtered by the words typed above the list."""
    dialog, layout = closable_dialog(
        parent, "shortcuts-dialog", QCoreApplication.translate("HelpViews", "Keyboard Shortcuts")
    )
    field = _find_field(
        dialog, QCoreApplication.translate("HelpViews", "Filter the actions or keys")
    )
    table = QTableWidget(len(rows), 3, dialog)
    table.setObjectName("shortcuts-table")
    table.setHorizontalHeaderLabels(
        [
            QCoreApplication.translate("HelpViews", "Action"),
            QCoreApplication.translate("HelpViews", "Menu"),
            QCoreApplication.translate("HelpViews", "Key"),
        ]
    )
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    for n, row in enumerate(rows):
        for column, value in enumerate(row):
            table.setItem(n, column, QTableWidgetItem(value))  # plain text, never HTML
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in (1, 2):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def filter_rows(words: str) -> None:
        wanted = words.casefold()
        for n, row in enumerate(rows):
            table.setRowHidden(n, bool(wanted) and not any(wanted in v.casefold() for v in row))

    field.textChanged.connect(filter_rows)
    layout.addWidget(field)
    layout.addWidget(table)
    field.setFocus()
    finish(dialog, layout, 620, 680)
    return dialog


def key_text(key: QKeySequence) -> str:
    """A key as the menus show it."""
    return key.toString(QKeySequence.SequenceFormat.NativeText)


def plain(text: str) -> str:
    """An action's or a menu's text without its mnemonic (`&&` stays one `&`)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def key_rows(menu_bar: QMenuBar, table: Sequence[QAction]) -> list[KeyRow]:
    """Every action of the action table (`table`, in its order) with the menu it is in and
    its key; then the menus' other actions that have a key (the docks, the timeline, the
    players)."""
    where: dict[int, tuple[QAction, str]] = {}

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if isinstance(sub := action.menu(), QMenu):
                walk(sub, f"{path} > {plain(action.text())}")
            elif not action.isSeparator():
                where.setdefault(id(action), (action, path))

    for top in menu_bar.actions():
        if isinstance(menu := top.menu(), QMenu):
            walk(menu, plain(top.text()))
    listed = {id(action) for action in table}
    rows = [(plain(a.text()), where.get(id(a), (a, ""))[1], key_text(a.shortcut())) for a in table]
    rows += [
        (plain(a.text()), path, key_text(a.shortcut()))
        for key, (a, path) in where.items()
        if key not in listed and not a.shortcut().isEmpty()
    ]
    return rows
