"""The main window's actions, menus and toolbars, built onto the window once its frame is on
screen (like Qt Designer's setupUi: each action is an attribute of the window, e.g.
`window.undo_action`, so that the window, its tests and the scene reach them by name).

`window` is the MainWindow being built (window.py), typed as its Qt class so that this
module does not import the window that imports it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar
from shiboken6 import isValid

from ..look.plain_text import literal_html, menu_text

THEME_LABELS = {
    "system": "Follow the System",
    "light": "Light",
    "dark": "Dark",
    "high-contrast": "High Contrast",
}


def build(window: QMainWindow) -> None:
    """Every action with its key, then the menus and the toolbars that show them."""
    build_actions(window)
    build_menus(window)
    build_toolbars(window)


def _add_action(
    window: QMainWindow, text: str, slot, shortcut=None, tip: str = "", board_only: bool = False
) -> QAction:
    """An action; `board_only` shortcuts (single letters) act only while the board has
    the keyboard, so typing elsewhere never plays a move."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.triggered.connect(slot)
    if board_only:
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.view.addAction(action)
    else:
        window.addAction(action)  # shortcuts work wherever the focus is in the window
    return action


def build_actions(window: QMainWindow) -> None:
    K = QKeySequence.StandardKey
    tr = window.tr
    gestures = window.gestures
    window.new_action = _add_action(
        window,
        tr("&New Game"),
        window.files.new_game,
        K.New,
        tr("Start again on the standard board"),
    )
    window.new_empty_action = _add_action(
        window,
        tr("New &Empty Board"),
        window.files.new_empty,
        "Ctrl+Shift+N",
        tr("Build a board from nothing"),
    )
    window.open_action = _add_action(
        window, tr("&Open…"), window.files.open_dialog, K.Open, tr("Open a scenario or saved game")
    )
    window.save_action = _add_action(
        window, tr("&Save"), window.files.save_file, K.Save, tr("Save the game")
    )
    window.save_as_action = _add_action(
        window, tr("Save &As…"), window.files.save_as_dialog, K.SaveAs, tr("Save under a new name")
    )
    window.revert_action = _add_action(
        window, tr("Re&vert"), window.files.revert, "Ctrl+Alt+R", tr("Go back to the saved file")
    )
    window.replay_action = _add_action(
        window,
        tr("&Replay Operations…"),
        window.operation_files.open_operations_dialog,
        "Ctrl+Shift+O",
        tr("Apply an operation file step by step"),
    )
    window.export_ops_action = _add_action(
        window,
        tr("Export &Operations…"),
        window.operation_files.export_operations_dialog,
        "Ctrl+Shift+E",
        tr("Write this session's operations as an operation file"),
    )
    window.export_image_action = _add_action(
        window,
        tr("Export &Picture…"),
        window.pictures.export_image_dialog,
        "Ctrl+E",
        tr("Draw the board to PNG, SVG or PDF"),
    )
    window.export_sheet_action = _add_action(
        window,
        tr("Export Setup &Sheet…"),
        window.pictures.export_sheet_dialog,
        "Ctrl+Alt+E",
        tr("A printable PDF: the board and every Region's ranking"),
    )
    window.export_sheets_action = _add_action(
        window,
        tr("Export Setup S&heets…"),
        window.pictures.export_sheet_pack_dialog,
        "Ctrl+Alt+Shift+E",
        tr("One printable PDF with the setup sheet of every chosen scenario"),
    )
    # Some platforms bind no key to Quit: Ctrl+Q then.
    quit_key = K.Quit if QKeySequence.keyBindings(K.Quit) else "Ctrl+Q"
    window.quit_action = _add_action(
        window, tr("&Quit"), window.quit_all, quit_key, tr("Close every window and quit")
    )
    window.close_action = _add_action(
        window, tr("&Close Window"), window.close, "Ctrl+W", tr("Close this window")
    )
    stack = window.document.undo_stack
    window.undo_action = stack.createUndoAction(window, tr("&Undo"))
    window.undo_action.setShortcut(QKeySequence(K.Undo))
    window.redo_action = stack.createRedoAction(window, tr("&Redo"))
    window.redo_action.setShortcut(QKeySequence(K.Redo))
    window.addAction(window.undo_action)
    window.addAction(window.redo_action)
    # QUndoStack puts the step's text (names from the file) into the action as it is:
    # a `&` in a name would be a mnemonic, a tag would be HTML in the tooltip.
    stack.undoTextChanged.connect(lambda t: name_step(window.undo_action, tr("&Undo"), t))
    stack.redoTextChanged.connect(lambda t: name_step(window.redo_action, tr("&Redo"), t))
    window.copy_action = _add_action(
        window,
        tr("&Copy Position"),
        window.clipboard.copy_position,
        K.Copy,
        tr("Put the position on the clipboard as scenario text"),
    )
    window.paste_action = _add_action(
        window,
        tr("&Paste Position"),
        window.clipboard.paste_position,
        K.Paste,
        tr("Open a position code or scenario text from the clipboard as a new board"),
    )
    window.copy_code_action = _add_action(
        window,
        tr("Copy Position &Code"),
        window.clipboard.copy_position_code,
        "Ctrl+Shift+C",
        tr("Put the position code (ib1....) on the clipboard, for chat and forms"),
    )
    window.place_permanent_action = _add_action(
        window,
        tr("Place &Permanent Influence"),
        lambda: gestures.place("permanent"),
        "P",
        tr("The acting player adds permanent Influence in the focused Region"),
        board_only=True,
    )
    window.place_temporary_action = _add_action(
        window,
        tr("Place &Temporary Influence"),
        lambda: gestures.place("temporary"),
        "T",
        tr("The acting player adds temporary Influence in the focused Region"),
        board_only=True,
    )
    window.convert_action = _add_action(
        window,
        tr("&Convert to Permanent"),
        gestures.convert_cube,
        "C",
        tr("Convert the selected temporary cube"),
        board_only=True,
    )
    window.reset_action = _add_action(
        window,
        tr("R&eset"),
        gestures.reset_cube,
        "R",
        tr("Reset the selected temporary cube"),
        board_only=True,
    )
    window.remove_action = _add_action(
        window,
        tr("Re&move Cube"),
        gestures.remove_cube,
        K.Delete,
        tr("Remove the selected cube (an effect)"),
        board_only=True,
    )
    window.army_up_action = _add_action(
        window,
        tr("Add an &Army"),
        lambda: gestures.step_armies(1),
        "+",
        tr("The acting player gets one Army more in the focused Region"),
        board_only=True,
    )
    window.army_down_action = _add_action(
        window,
        tr("Take an Arm&y Away"),
        lambda: gestures.step_armies(-1),
        "-",
        tr("The acting player has one Army fewer in the focused Region"),
        board_only=True,
    )
    window.next_region_action = _add_action(
        window,
        tr("&Next Region"),
        lambda: gestures.keyboard.next_region(1),
        "PgDown",
        board_only=True,
    )
    window.previous_region_action = _add_action(
        window,
        tr("Pre&vious Region"),
        lambda: gestures.keyboard.next_region(-1),
        "PgUp",
        board_only=True,
    )
    window.zoom_in_action = _add_action(window, tr("Zoom &In"), window.view.zoom_in, K.ZoomIn)
    window.zoom_out_action = _add_action(window, tr("Zoom &Out"), window.view.zoom_out, K.ZoomOut)
    window.zoom_fit_action = _add_action(
        window, tr("Zoom to &Fit"), window.view.zoom_to_fit, "Ctrl+0"
    )
    window.readable_fit_action = _add_action(
        window,
        tr("&Readable Fit"),
        window.choose_readable_fit,
        "Ctrl+Alt+0",
        tr("Zoom to Fit keeps board text at least 9 pt and scrolls; off: the whole board"),
    )
    window.readable_fit_action.setCheckable(True)
    window.readable_fit_action.setChecked(window.view.readable_fit)
    window.describe_action = _add_action(
        window,
        tr("&Describe Board…"),
        window.describe_board,
        "Ctrl+D",
        tr("The whole board in plain text, for reading aloud"),
    )
    window.score_region_action = _add_action(
        window,
        tr("Score &Region"),
        window.score_selected_region,
        "Ctrl+R",
        tr("Score the selected Region"),
    )
    window.score_all_action = _add_action(
        window,
        tr("Score &All Regions"),
        lambda: gestures.score(None),
        "Ctrl+Shift+R",
        tr("Score every Region in board order (after rounds 3 and 6)"),
    )
    window.setup_action = _add_action(
        window,
        tr("&Setup Mode"),
        window.play.set_setup_mode,
        "Ctrl+M",
        tr("Place starting cubes without scoring"),
    )
    window.setup_action.setCheckable(True)
    window.about_action = _add_action(window, tr("&About Influence Board"), window.about, "F1")
    window.compare_file_action = _add_action(
        window,
        tr("Compare With &File…"),
        window.compare_with_file_dialog,
        "Ctrl+Alt+D",
        tr("See what differs between a scenario file and the current position"),
    )
    window.clear_compare_action = _add_action(
        window,
        tr("C&lear Comparison"),
        window.comparison.clear,
        tip=tr("Take the comparison's outlines and badges off the board"),
    )
    window.add_region_action = _add_action(
        window,
        tr("Add &Region"),
        lambda: window.inspector.add_region(),
        "Ctrl+Shift+A",
        tr("Add a Region with default slots; edit it in the Inspector"),
    )
    window.remove_region_action = _add_action(
        window,
        tr("Remove Re&gion"),
        window.remove_selected_region,
        "Ctrl+Shift+Del",
        tr("Remove the selected Region and its links"),
    )
    window.layout_all_action = _add_action(
        window,
        tr("&Lay Out All Regions"),
        lambda: window.lay_out(None),
        "Ctrl+L",
        tr("Place every Region automatically from the adjacency"),
    )
    window.layout_selected_action = _add_action(
        window,
        tr("Lay Out &Selected Regions"),
        lambda: window.lay_out(list(window.play.selection)),
        "Ctrl+Shift+L",
        tr("Place the selected Regions automatically; the others stay"),
    )
    window.theme_group = QActionGroup(window)
    for n, (name, label) in enumerate(THEME_LABELS.items(), start=1):
        action = QAction(tr(label), window)
        action.setShortcut(QKeySequence(f"Ctrl+Alt+{n}"))
        window.addAction(action)
        action.setCheckable(True)
        action.setData(name)
        action.triggered.connect(lambda _=False, n=name: window.choose_theme(n))
        window.theme_group.addAction(action)


def build_menus(window: QMainWindow) -> None:
    bar = window.menuBar()
    tr = window.tr
    file = bar.addMenu(tr("&File"))
    file.addActions([window.new_action, window.new_empty_action, window.open_action])
    window.recent_menu = file.addMenu(tr("Open &Recent"))
    file.addActions([window.save_action, window.save_as_action, window.revert_action])
    file.addSeparator()
    file.addActions([window.replay_action, window.export_ops_action])
    file.addSeparator()
    file.addActions(
        [window.export_image_action, window.export_sheet_action, window.export_sheets_action]
    )
    file.addSeparator()
    file.addActions([window.close_action, window.quit_action])
    edit = bar.addMenu(tr("&Edit"))
    edit.addActions([window.undo_action, window.redo_action])
    edit.addSeparator()
    edit.addActions([window.copy_action, window.copy_code_action, window.paste_action])
    edit.addSeparator()
    edit.addActions(
        [
            window.add_region_action,
            window.remove_region_action,
            window.layout_all_action,
            window.layout_selected_action,
        ]
    )
    view = bar.addMenu(tr("&View"))
    view.addActions(
        [
            window.zoom_in_action,
            window.zoom_out_action,
            window.zoom_fit_action,
            window.readable_fit_action,
        ]
    )
    view.addSeparator()
    view.addActions([window.next_region_action, window.previous_region_action])
    view.addSeparator()
    view.addMenu(tr("&Colours")).addActions(window.theme_group.actions())
    timeline = view.addMenu(tr("&Timeline"))
    timeline.addActions(window.timeline.actions_in_order())
    timeline.addSeparator()
    timeline.addAction(window.timeline.toggleViewAction())
    view.addAction(window.describe_action)
    view.addActions([window.compare_file_action, window.clear_compare_action])
    view.addSeparator()
    docks = (
        window.majorities_dock,
        window.inspector_dock,
        window.history_dock,
        window.log_dock,
        window.problems_dock,
        window.options_dock,
        window.compare_dock,
        window.variations_dock,
    )
    for n, dock in enumerate(docks, start=1):
        toggle = dock.toggleViewAction()
        toggle.setShortcut(QKeySequence(f"Alt+{n}"))
        window.addAction(toggle)
        view.addAction(toggle)
    game = bar.addMenu(tr("&Game"))
    window.players_menu = game.addMenu(tr("&Acting Player"))
    wire_palette(window)
    game.addSeparator()
    game.addActions(
        [
            window.place_permanent_action,
            window.place_temporary_action,
            window.convert_action,
            window.reset_action,
            window.remove_action,
            window.army_up_action,
            window.army_down_action,
        ]
    )
    game.addSeparator()
    game.addActions([window.score_region_action, window.score_all_action])
    game.addSeparator()
    game.addAction(window.setup_action)
    bar.addMenu(tr("&Help")).addAction(window.about_action)


def build_toolbars(window: QMainWindow) -> None:
    main = QToolBar(window.tr("Game"), window)
    main.setObjectName("game-toolbar")
    # Short buttons; what they would undo or redo shows in their tooltip and the menu.
    window.undo_action.setIconText(window.tr("Undo"))
    window.redo_action.setIconText(window.tr("Redo"))
    main.addActions([window.undo_action, window.redo_action])
    main.addSeparator()
    main.addActions([window.setup_action, window.score_all_action])
    window.addToolBar(main)
    window.addToolBar(window.palette_bar)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, window.timeline)
    # The scores are never hidden: no dock tab, no toolbar switch in the context menu.
    scores = window.scores_bar = QToolBar(window.tr("Scores"), window)
    scores.setObjectName("scores-toolbar")
    scores.setMovable(False)
    scores.addWidget(window.scoreboard)
    scores.toggleViewAction().setEnabled(False)
    window.addToolBarBreak()
    window.addToolBar(scores)


def wire_palette(window: QMainWindow) -> None:
    """The palette's actions in the Game menu, their number keys on the board."""
    window.players_menu.clear()
    for old in getattr(window, "_palette_actions", []):
        window.view.removeAction(old)  # two actions on one key would make it ambiguous
    actions = window._palette_actions = window.palette_bar.group.actions()
    window.players_menu.addActions(actions)
    for action in actions:
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.view.addAction(action)


def name_step(action: QAction, prefix: str, text: str) -> None:
    """The undo or redo action's text and tooltip for the step `text`, shown as written."""
    if not isValid(action):  # a closing window loses its actions before its undo stack
        return
    action.setText(f"{prefix} {menu_text(text)}" if text else prefix)
    plain_prefix = prefix.replace("&", "")
    action.setToolTip(literal_html(f"{plain_prefix} {text}" if text else plain_prefix))
