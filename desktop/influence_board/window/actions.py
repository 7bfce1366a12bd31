"""The window's actions as a table: one row per action, built by one loop (`build_actions`),
in the spirit of napari's actions and BeeRef's `actions.py`.

A row says what the user reads (the text with its mnemonic, the tip), the keys (the first
one the platform binds), what it does (a callable given the window), where it goes in the
menus ("menu/group", laid out by menus.py), when it is enabled, and for Undo and Redo the
step they name. Board-only keys (single letters, Delete, + and -) act only while the board
has the keyboard, so typing in a panel never plays a move. No key is one a desktop keeps for
itself (a terminal, the lock screen, workspaces; macOS's Cmd+M and Cmd+H):
tests/window/desktop_keys.py lists those keys. The texts are translated when the actions are
built (QT_TRANSLATE_NOOP marks them for the catalogues).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ..dialogs.help_views import show_guide, show_shortcuts
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..look.plain_text import literal_html, menu_text, names_isolated
from .menu_commands import (
    compare_with_file,
    describe_board,
    lay_out,
    remove_selected_region,
    show_about,
)
from .parts import WindowParts
from .score_commands import adjust_vp, edit_note, end_round, show_rules, show_standings
from .shortcut_preferences import bind_remembered, edit_shortcuts

K = QKeySequence.StandardKey
Key = K | str


class Shell(Protocol):
    """What the rows need of the window (MainWindow), without importing it."""

    @property
    def parts(self) -> WindowParts: ...

    def close(self) -> bool: ...

    def quit_all(self) -> bool: ...

    def choose_theme(self, choice: str) -> None: ...

    def key_rows(self) -> list[tuple[str, str, str]]: ...


@dataclass(frozen=True, slots=True)
class ActionRow:
    name: str  # its key in the window's actions, and its object name ("save-action")
    text: str
    menu: str  # "menu/group" (menus.py lays the groups out), "" for none
    run: Callable[[Shell], object] | None = None
    keys: tuple[Key, ...] = ()  # the first the platform binds is the shortcut
    tip: str = ""
    board_only: bool = False
    # A checkable action: what checking it does, and whether it is checked now.
    toggle: Callable[[Shell, bool], object] | None = None
    checked: Callable[[WindowParts], bool] | None = None
    exclusive: str = ""  # checkable rows of one exclusive group (the colour schemes)
    enabled_when: Callable[[WindowParts], bool] | None = None
    says: Callable[[WindowParts], str] | None = None  # a step's name after the text
    button: str = ""  # a short text for a toolbar button


def _theme(name: str, label: str, n: int) -> ActionRow:
    return ActionRow(
        f"theme_{name}",
        label,
        "view/colours",
        run=lambda w: w.choose_theme(name),
        keys=(f"Ctrl+Alt+{n}",),
        exclusive="theme",
    )


THEMES = ("system", "light", "dark", "high-contrast")

ACTIONS: tuple[ActionRow, ...] = (
    # -- File ----------------------------------------------------------------------------------
    ActionRow(
        "new",
        QT_TRANSLATE_NOOP("Actions", "&New Game"),
        "file/new",
        lambda w: w.parts.files.new_game(),
        (K.New,),
        QT_TRANSLATE_NOOP("Actions", "Start again on the standard board"),
    ),
    ActionRow(
        "new_empty",
        QT_TRANSLATE_NOOP("Actions", "New &Empty Board"),
        "file/new",
        lambda w: w.parts.files.new_empty(),
        ("Ctrl+Shift+N",),
        QT_TRANSLATE_NOOP("Actions", "Build a board from nothing"),
    ),
    ActionRow(
        "open",
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        "file/new",
        lambda w: w.parts.files.open_dialog(),
        (K.Open,),
        QT_TRANSLATE_NOOP("Actions", "Open a scenario or saved game"),
    ),
    ActionRow(
        "save",
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        "file/save",
        lambda w: w.parts.files.save_file(),
        (K.Save,),
        QT_TRANSLATE_NOOP("Actions", "Save the game"),
    ),
    ActionRow(
        "save_as",
        QT_TRANSLATE_NOOP("Actions", "Save &As…"),
        "file/save",
        lambda w: w.parts.files.save_as_dialog(),
        (K.SaveAs,),
        QT_TRANSLATE_NOOP("Actions", "Save under a new name"),
    ),
    ActionRow(
        "revert",
        QT_TRANSLATE_NOOP("Actions", "Re&vert"),
        "file/save",
        lambda w: w.parts.files.revert(),
        ("F5",),  # a file read again, as Kate's Reload (Ctrl+Alt+R is KDE's clipboard)
        QT_TRANSLATE_NOOP("Actions", "Go back to the saved file"),
        enabled_when=lambda p: p.document.path is not None and p.steps.is_modified(),
    ),
    ActionRow(
        "replay",
        QT_TRANSLATE_NOOP("Actions", "Rep&lay Operations…"),
        "file/operations",
        lambda w: w.parts.operation_files.open_operations_dialog(),
        ("Ctrl+Shift+O",),
        QT_TRANSLATE_NOOP("Actions", "Apply an operation file step by step"),
    ),
    ActionRow(
        "export_ops",
        QT_TRANSLATE_NOOP("Actions", "Export Operat&ions…"),
        "file/operations",
        lambda w: w.parts.operation_files.export_operations_dialog(),
        ("Ctrl+Shift+E",),
        QT_TRANSLATE_NOOP("Actions", "Write this session's operations as an operation file"),
    ),
    ActionRow(
        "save_log",
        QT_TRANSLATE_NOOP("Actions", "Save Lo&g As…"),
        "file/operations",
        lambda w: w.parts.log_file.save_dialog(),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Write the Log's lines as plain text, a replay's as `replay` prints them"
        ),
    ),
    ActionRow(
        "export_image",
        QT_TRANSLATE_NOOP("Actions", "Export &Picture…"),
        "file/pictures",
        lambda w: w.parts.pictures.export_image_dialog(),
        ("Ctrl+E",),
        QT_TRANSLATE_NOOP("Actions", "Draw the board to PNG, SVG or PDF"),
    ),
    ActionRow(
        "export_animation",
        QT_TRANSLATE_NOOP("Actions", "Export Ani&mation…"),
        "file/pictures",
        lambda w: w.parts.animations.export_dialog(),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "The steps of the game as an animated GIF, WebP or PNG, each with its words"
        ),
    ),
    ActionRow(
        "export_sheet",
        QT_TRANSLATE_NOOP("Actions", "Export Setup S&heet…"),
        "file/pictures",
        lambda w: w.parts.pictures.export_sheet_dialog(),
        ("Ctrl+Alt+E",),
        QT_TRANSLATE_NOOP("Actions", "A printable PDF: the board and every Region's ranking"),
    ),
    ActionRow(
        "export_sheets",
        QT_TRANSLATE_NOOP("Actions", "Export Setup Shee&ts…"),
        "file/pictures",
        lambda w: w.parts.pictures.export_sheet_pack_dialog(),
        ("Ctrl+Alt+Shift+E",),
        QT_TRANSLATE_NOOP(
            "Actions", "One printable PDF with the setup sheet of every chosen scenario"
        ),
    ),
    ActionRow(
        "picture_caption",
        QT_TRANSLATE_NOOP("Actions", "Caption on Pict&ures"),
        "file/pictures",
        keys=("Ctrl+Alt+Shift+P",),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Exported pictures carry the board's name and the VP below the board"
        ),
        toggle=lambda w, on: w.parts.pictures.set_caption(on),
        checked=lambda p: p.pictures.caption,
    ),
    # Print has no mnemonic of its own (File's letters are taken): Ctrl+P is its key.
    ActionRow(
        "print",
        QT_TRANSLATE_NOOP("Actions", "Print…"),
        "file/print",
        lambda w: w.parts.printing.print_sheet(),
        (K.Print, "Ctrl+P"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Print the setup sheet: the board and every Region's ranking, previewed first",
        ),
    ),
    ActionRow(
        "print_board",
        QT_TRANSLATE_NOOP("Actions", "Print &Board…"),
        "file/print",
        lambda w: w.parts.printing.print_sheet(board_only=True),
        ("Ctrl+Alt+P",),
        QT_TRANSLATE_NOOP("Actions", "Print the board alone, previewed first"),
    ),
    ActionRow(
        "print_sheets",
        QT_TRANSLATE_NOOP("Actions", "Print a Tournament Pac&k…"),
        "file/print",
        lambda w: w.parts.printing.print_pack_dialog(),
        ("Ctrl+Shift+K",),  # K as in Pac&k (Ctrl+Alt+Shift+P: Caption on Pictures)
        QT_TRANSLATE_NOOP(
            "Actions", "Print the setup sheet of every chosen scenario: a tournament pack"
        ),
    ),
    ActionRow(
        "close",
        QT_TRANSLATE_NOOP("Actions", "&Close Window"),
        "file/window",
        lambda w: w.close(),
        ("Ctrl+W",),
        QT_TRANSLATE_NOOP("Actions", "Close this window"),
    ),
    # Some platforms bind no key to Quit: Ctrl+Q then.
    ActionRow(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        "file/window",
        lambda w: w.quit_all(),
        (K.Quit, "Ctrl+Q"),
        QT_TRANSLATE_NOOP("Actions", "Close every window and quit"),
    ),
    # -- Edit ----------------------------------------------------------------------------------
    ActionRow(
        "undo",
        QT_TRANSLATE_NOOP("Actions", "&Undo"),
        "edit/undo",
        lambda w: w.parts.steps.undo(),
        (K.Undo,),
        enabled_when=lambda p: p.steps.can_undo(),
        says=lambda p: p.steps.undo_text() if p.steps.can_undo() else "",
        button=QT_TRANSLATE_NOOP("Actions", "Undo"),
    ),
    ActionRow(
        "redo",
        QT_TRANSLATE_NOOP("Actions", "&Redo"),
        "edit/undo",
        lambda w: w.parts.steps.redo(),
        (K.Redo,),
        enabled_when=lambda p: p.steps.can_redo(),
        says=lambda p: p.steps.redo_text() if p.steps.can_redo() else "",
        button=QT_TRANSLATE_NOOP("Actions", "Redo"),
    ),
    ActionRow(
        "edit_note",
        QT_TRANSLATE_NOOP("Actions", "&Note on This Step…"),
        "edit/notes",
        lambda w: edit_note(w.parts, w.parts.steps.index),
        ("Ctrl+Shift+M",),
        QT_TRANSLATE_NOOP(
            "Actions", "Write a note on the current step; it is kept with the step in game files"
        ),
        enabled_when=lambda p: p.steps.index > 0,
    ),
    ActionRow(
        "copy",
        QT_TRANSLATE_NOOP("Actions", "&Copy Position"),
        "edit/clipboard",
        lambda w: w.parts.clipboard.copy_position(),
        (K.Copy,),
        QT_TRANSLATE_NOOP("Actions", "Put the position on the clipboard as scenario text"),
    ),
    ActionRow(
        "copy_code",
        QT_TRANSLATE_NOOP("Actions", "Copy Position Co&de"),
        "edit/clipboard",
        lambda w: w.parts.clipboard.copy_position_code(),
        ("Ctrl+Shift+C",),
        QT_TRANSLATE_NOOP(
            "Actions", "Put the position code (ib1....) on the clipboard, for chat and forms"
        ),
    ),
    ActionRow(
        "paste",
        QT_TRANSLATE_NOOP("Actions", "&Paste Position"),
        "edit/clipboard",
        lambda w: w.parts.clipboard.paste_position(),
        (K.Paste,),
        QT_TRANSLATE_NOOP(
            "Actions", "Open a position code or scenario text from the clipboard as a new board"
        ),
    ),
    ActionRow(
        "add_region",
        QT_TRANSLATE_NOOP("Actions", "Add Reg&ion"),
        "edit/regions",
        lambda w: w.parts.docks.inspector_panel.add_region(),
        ("Ctrl+Shift+A",),
        QT_TRANSLATE_NOOP("Actions", "Add a Region with default slots; edit it in the Inspector"),
    ),
    ActionRow(
        "remove_region",
        QT_TRANSLATE_NOOP("Actions", "Remove Re&gion"),
        "edit/regions",
        lambda w: remove_selected_region(w.parts),
        ("Ctrl+Shift+Del",),
        QT_TRANSLATE_NOOP("Actions", "Remove the selected Region and its links"),
    ),
    ActionRow(
        "layout_all",
        QT_TRANSLATE_NOOP("Actions", "&Lay Out All Regions"),
        "edit/regions",
        lambda w: lay_out(w.parts, None),
        ("Ctrl+L",),
        QT_TRANSLATE_NOOP("Actions", "Place every Region automatically from the adjacency"),
    ),
    ActionRow(
        "layout_selected",
        QT_TRANSLATE_NOOP("Actions", "Lay Out &Selected Regions"),
        "edit/regions",
        lambda w: lay_out(w.parts, list(w.parts.play.selection)),
        ("Ctrl+Shift+L",),
        QT_TRANSLATE_NOOP("Actions", "Place the selected Regions automatically; the others stay"),
    ),
    ActionRow(
        "preferences",
        QT_TRANSLATE_NOOP("Actions", "Pr&eferences…"),
        "edit/preferences",
        lambda w: edit_shortcuts(w.parts.prompts.parent, action_texts(), default_keys()),
        (K.Preferences, "Ctrl+,"),
        QT_TRANSLATE_NOOP("Actions", "Change the keyboard shortcut of any action"),
    ),
    # -- View ----------------------------------------------------------------------------------
    ActionRow(
        "zoom_in",
        QT_TRANSLATE_NOOP("Actions", "Zoom &In"),
        "view/zoom",
        lambda w: w.parts.view.zoom_in(),
        (K.ZoomIn,),
    ),
    ActionRow(
        "zoom_out",
        QT_TRANSLATE_NOOP("Actions", "Zoom &Out"),
        "view/zoom",
        lambda w: w.parts.view.zoom_out(),
        (K.ZoomOut,),
    ),
    ActionRow(
        "zoom_fit",
        QT_TRANSLATE_NOOP("Actions", "Zoom to &Fit"),
        "view/zoom",
        lambda w: w.parts.view.zoom_to_fit(),
        ("Ctrl+0",),
    ),
    ActionRow(
        "readable_fit",
        QT_TRANSLATE_NOOP("Actions", "&Readable Fit"),
        "view/zoom",
        keys=("Ctrl+Alt+0",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Zoom to Fit keeps board text at least 9 pt and scrolls; off: the whole board",
        ),
        toggle=lambda w, on: w.parts.view.set_readable_fit(on),
        checked=lambda p: p.view.readable_fit,
    ),
    ActionRow(
        "next_region",
        QT_TRANSLATE_NOOP("Actions", "&Next Region"),
        "view/regions",
        lambda w: w.parts.gestures.keyboard.next_region(1),
        ("PgDown",),
        board_only=True,
    ),
    ActionRow(
        "previous_region",
        QT_TRANSLATE_NOOP("Actions", "Pre&vious Region"),
        "view/regions",
        lambda w: w.parts.gestures.keyboard.next_region(-1),
        ("PgUp",),
        board_only=True,
    ),
    ActionRow(
        "arrange_table",
        QT_TRANSLATE_NOOP("Actions", "T&able Arrangement"),
        "view/arrangement",
        lambda w: w.parts.view.set_arrangement("table"),
        ("Ctrl+1",),  # the views by number, as in Files and Finder (Ctrl+Alt+T: a terminal)
        QT_TRANSLATE_NOOP(
            "Actions", "The tracks in rows that fill the view: the whole board readable"
        ),
        checked=lambda p: p.view.arrangement() == "table",
        exclusive="arrangement",
    ),
    ActionRow(
        "arrange_map",
        QT_TRANSLATE_NOOP("Actions", "&Map Arrangement"),
        "view/arrangement",
        lambda w: w.parts.view.set_arrangement("map"),
        ("Ctrl+2",),
        QT_TRANSLATE_NOOP(
            "Actions", "Each track where the board places it; drag a header to move it"
        ),
        checked=lambda p: p.view.arrangement() == "map",
        exclusive="arrangement",
    ),
    ActionRow(
        "table_view",
        QT_TRANSLATE_NOOP("Actions", "Table Vie&w"),
        "view/arrangement",
        keys=(K.FullScreen, "F11"),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "The board and the scores on the whole screen, for the table; F11 or Esc leaves it",
        ),
        toggle=lambda w, on: w.parts.table_view.set_on(on),
        checked=lambda p: p.table_view.on,
    ),
    ActionRow(
        "spectators",
        QT_TRANSLATE_NOOP("Actions", "&Spectator Window"),
        "view/arrangement",
        keys=("Shift+F11",),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "The board and the scores in a second window, for a room or a second screen; "
            "F11 there: full screen",
        ),
        toggle=lambda w, on: w.parts.spectators.set_open(on),
        checked=lambda p: p.spectators.is_open,
    ),
    _theme("system", QT_TRANSLATE_NOOP("Actions", "Follow the System"), 1),
    _theme("light", QT_TRANSLATE_NOOP("Actions", "Light"), 2),
    _theme("dark", QT_TRANSLATE_NOOP("Actions", "Dark"), 3),
    _theme("high-contrast", QT_TRANSLATE_NOOP("Actions", "High Contrast"), 4),
    ActionRow(
        "describe",
        QT_TRANSLATE_NOOP("Actions", "&Describe Board…"),
        "view/compare",
        lambda w: describe_board(w.parts),
        ("Ctrl+D",),
        QT_TRANSLATE_NOOP("Actions", "The whole board in plain text, for reading aloud"),
    ),
    ActionRow(
        "compare_file",
        QT_TRANSLATE_NOOP("Actions", "Compare With Fil&e…"),
        "view/compare",
        lambda w: compare_with_file(w.parts),
        ("Ctrl+Shift+D",),  # D for differences (Ctrl+Alt+D: Xfce's desktop, macOS's Dock)
        QT_TRANSLATE_NOOP(
            "Actions", "See what differs between a scenario file and the current position"
        ),
    ),
    ActionRow(
        "clear_compare",
        QT_TRANSLATE_NOOP("Actions", "C&lear Comparison"),
        "view/compare",
        lambda w: w.parts.comparison.clear(),
        tip=QT_TRANSLATE_NOOP("Actions", "Take the comparison's outlines and badges off the board"),
        enabled_when=lambda p: p.comparison.active,
    ),
    # -- Game ----------------------------------------------------------------------------------
    ActionRow(
        "place_permanent",
        QT_TRANSLATE_NOOP("Actions", "Place &Permanent Influence"),
        "game/play",
        lambda w: w.parts.gestures.commands.place("permanent"),
        ("P",),
        QT_TRANSLATE_NOOP(
            "Actions", "The acting player adds permanent Influence in the focused Region"
        ),
        board_only=True,
    ),
    ActionRow(
        "place_temporary",
        QT_TRANSLATE_NOOP("Actions", "Place &Temporary Influence"),
        "game/play",
        lambda w: w.parts.gestures.commands.place("temporary"),
        ("T",),
        QT_TRANSLATE_NOOP(
            "Actions", "The acting player adds temporary Influence in the focused Region"
        ),
        board_only=True,
    ),
    ActionRow(
        "convert",
        QT_TRANSLATE_NOOP("Actions", "&Convert to Permanent"),
        "game/play",
        lambda w: w.parts.gestures.commands.convert_cube(),
        ("C",),
        QT_TRANSLATE_NOOP("Actions", "Convert the selected temporary cube"),
        board_only=True,
    ),
    ActionRow(
        "reset",
        QT_TRANSLATE_NOOP("Actions", "R&eset"),
        "game/play",
        lambda w: w.parts.gestures.commands.reset_cube(),
        ("R",),
        QT_TRANSLATE_NOOP("Actions", "Reset the selected temporary cube"),
        board_only=True,
    ),
    ActionRow(
        "remove",
        QT_TRANSLATE_NOOP("Actions", "Re&move Cube"),
        "game/play",
        lambda w: w.parts.gestures.commands.remove_cube(),
        (K.Delete,),
        QT_TRANSLATE_NOOP("Actions", "Remove the selected cube (an effect)"),
        board_only=True,
    ),
    ActionRow(
        "army_up",
        QT_TRANSLATE_NOOP("Actions", "Add a&n Army"),
        "game/play",
        lambda w: w.parts.gestures.commands.step_armies(1),
        ("+",),
        QT_TRANSLATE_NOOP("Actions", "The acting player gets one Army more in the focused Region"),
        board_only=True,
    ),
    ActionRow(
        "army_down",
        QT_TRANSLATE_NOOP("Actions", "Take an Arm&y Away"),
        "game/play",
        lambda w: w.parts.gestures.commands.step_armies(-1),
        ("-",),
        QT_TRANSLATE_NOOP("Actions", "The acting player has one Army fewer in the focused Region"),
        board_only=True,
    ),
    ActionRow(
        "score_region",
        QT_TRANSLATE_NOOP("Actions", "Score &Region"),
        "game/score",
        lambda w: w.parts.gestures.commands.score_target(),
        ("Ctrl+R",),
        QT_TRANSLATE_NOOP("Actions", "Score the selected Region"),
    ),
    ActionRow(
        "score_all",
        QT_TRANSLATE_NOOP("Actions", "Score A&ll Regions"),
        "game/score",
        lambda w: w.parts.gestures.commands.score(None),
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP("Actions", "Score every Region in board order (after rounds 3 and 6)"),
    ),
    ActionRow(
        "adjust_vp",
        QT_TRANSLATE_NOOP("Actions", "Adjust &VP…"),
        "game/rounds",
        lambda w: adjust_vp(w.parts),
        ("Ctrl+Shift+V",),
        QT_TRANSLATE_NOOP(
            "Actions",
            "A player gains or loses VP from outside the board: majority tokens, THREAT, cards, …",
        ),
    ),
    ActionRow(
        "end_round",
        QT_TRANSLATE_NOOP("Actions", "End Ro&und"),
        "game/rounds",
        lambda w: end_round(w.parts),
        ("Ctrl+Shift+Return",),
        QT_TRANSLATE_NOOP(
            "Actions",
            "End the round being played; after rounds 3 and 6, Score All Regions is offered",
        ),
        enabled_when=lambda p: not p.document.board.game_over(),
    ),
    ActionRow(
        "standings",
        QT_TRANSLATE_NOOP("Actions", "Stan&dings…"),
        "game/rounds",
        lambda w: show_standings(w.parts),
        ("Ctrl+Shift+T",),
        QT_TRANSLATE_NOOP("Actions", "Who is winning: the players by VP, each total by source"),
    ),
    ActionRow(
        "setup",
        QT_TRANSLATE_NOOP("Actions", "&Setup Mode"),
        "game/setup",
        keys=("Ctrl+Shift+B",),  # Ctrl+M is Cmd+M on macOS: Minimize
        tip=QT_TRANSLATE_NOOP("Actions", "Place starting cubes without scoring"),
        toggle=lambda w, on: w.parts.play.set_setup_mode(on),
        checked=lambda p: p.play.setup_mode,
    ),
    # -- Help ----------------------------------------------------------------------------------
    ActionRow(
        "help",
        QT_TRANSLATE_NOOP("Actions", "Influence Board &Help"),
        "help/guide",
        lambda w: show_guide(
            w.parts.prompts.parent, w.key_rows(), lambda tag: show_rules(w.parts, tag)
        ),
        (K.HelpContents, "F1"),
        QT_TRANSLATE_NOOP(
            "Actions", "The user guide: each gesture, the keys, the files and the rules, searchable"
        ),
    ),
    ActionRow(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"),
        "help/guide",
        lambda w: show_shortcuts(w.parts.prompts.parent, w.key_rows()),
        ("Ctrl+?",),
        QT_TRANSLATE_NOOP("Actions", "Every action and its key"),
    ),
    ActionRow(
        "rules",
        QT_TRANSLATE_NOOP("Actions", "Influence &Rules"),
        "help/rules",
        lambda w: show_rules(w.parts),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "The rules in the app's own words, with the tag each event names"
        ),
    ),
    ActionRow(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About Influence Board"),
        "help/about",
        lambda w: show_about(w.parts),
    ),
    ActionRow(
        "about_qt",
        QT_TRANSLATE_NOOP("Actions", "About &Qt"),
        "help/about",
        lambda w: w.parts.prompts.about_qt(),
        tip=QT_TRANSLATE_NOOP("Actions", "The version and licence of Qt, which draws the window"),
    ),
)


def default_key(row: ActionRow) -> QKeySequence:
    """A row's own key: the first of its keys that the platform binds (none: no key)."""
    return next(
        (QKeySequence(k) for k in row.keys if not QKeySequence(k).isEmpty()), QKeySequence()
    )


def default_keys() -> dict[str, QKeySequence]:
    return {row.name: default_key(row) for row in ACTIONS}


def action_texts() -> dict[str, str]:
    """Every row's words, translated, in table order (for Edit > Preferences)."""
    return {row.name: translated(row.text) for row in ACTIONS}


class Actions:
    """The window's actions by name, kept in step with what they show: whether each is
    enabled and checked, and the step Undo and Redo name."""

    def __init__(self, shell: Shell, window: QMainWindow) -> None:
        self._shell = shell
        self._parts = parts = shell.parts
        self.by_name: dict[str, QAction] = {}
        groups: dict[str, QActionGroup] = {}
        for row in ACTIONS:
            action = self._action(row, window)
            if row.exclusive:
                group = groups.setdefault(row.exclusive, QActionGroup(window))
                group.addAction(action)
                action.setCheckable(True)
            if row.board_only:
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                parts.view.addAction(action)
            else:
                window.addAction(action)  # shortcuts work wherever the focus is in the window
            self.by_name[row.name] = action
        self._window = window
        # The board's menus show these actions' keys as bound now (Edit > Preferences).
        parts.gestures.menus.key_of = lambda name: self.by_name[name].shortcut()
        # The rows whose state follows the game (a dozen of sixty), refreshed once at every
        # step, once the step list has caught up: its `changed` also tells a new round, a
        # new game and whether the game is saved.
        self._live = [
            (row, self.by_name[row.name])
            for row in ACTIONS
            if row.enabled_when is not None or row.checked is not None or row.says is not None
        ]
        for signal in (
            parts.steps.changed,
            parts.steps.saved_changed,  # Revert
            parts.document.path_changed,
            parts.comparison.changed,
            parts.play.setup_mode_changed,
            parts.table_view.changed,
            parts.spectators.changed,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def bind_remembered(self) -> None:
        """The keys chosen in Edit > Preferences, where fit: called once the window's other
        keys (the docks', the menus') are in, so that a key one of them has is dropped."""
        bind_remembered(self._window, self.by_name, default_keys())

    def rows(self, menu: str) -> list[QAction]:
        """The actions of one menu place ("menu/group"), in table order."""
        return [self.by_name[row.name] for row in ACTIONS if row.menu == menu]

    def _action(self, row: ActionRow, window: QMainWindow) -> QAction:
        action = QAction(translated(row.text), window)
        action.setObjectName(f"{row.name}-action")
        action.setShortcut(default_key(row))
        if row.tip:
            action.setStatusTip(translated(row.tip))
            action.setToolTip(translated(row.tip))
        if row.button:
            action.setIconText(translated(row.button))
        if row.toggle is not None:
            toggle = row.toggle
            action.setCheckable(True)
            # Only the user's check: `refresh` showing the state checks it quietly.
            action.triggered.connect(lambda on: toggle(self._shell, on))
        elif row.run is not None:
            run = row.run
            action.triggered.connect(lambda _=False: run(self._shell))
        return action

    def refresh(self, *_args: object) -> None:
        """Enabled, checked and the named step, as the game is now."""
        parts = self._parts
        for row, action in self._live:
            if row.enabled_when is not None:
                action.setEnabled(row.enabled_when(parts))
            if row.checked is not None and action.isChecked() != row.checked(parts):
                action.setChecked(row.checked(parts))
            if row.says is not None:
                said = names_isolated(row.says(parts), parts.document.board)
                name_step(action, translated(row.text), said)

    def check_theme(self, choice: str) -> None:
        """The colour scheme chosen, checked in View > Colours."""
        for name in THEMES:
            self.by_name[f"theme_{name}"].setChecked(name == choice)


def translated(text: str) -> str:
    return QCoreApplication.translate("Actions", text)


def name_step(action: QAction, prefix: str, text: str) -> None:
    """The undo or redo action's text and tooltip for the step `text`, shown as written: a
    `&` in a name is no mnemonic, a tag no HTML."""
    action.setText(f"{prefix} {menu_text(text)}" if text else prefix)
    plain_prefix = prefix.replace("&", "")
    action.setToolTip(literal_html(f"{plain_prefix} {text}" if text else plain_prefix))
