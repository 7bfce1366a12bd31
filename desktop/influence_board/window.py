"""MainWindow: the board view, the docks, menus, toolbars and status bar.

File work lives in window_files.FileHandling; the window wires actions to the scene's
gestures, which go through the document's undo stack.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from . import __version__, app_theme, recovery, tournament
from . import settings as remembered
from .document import Document
from .panels.history import HistoryPanel
from .panels.log import LogPanel
from .panels.palette import PlayerPalette
from .rules import Board
from .rules.report import describe
from .rules.topology import layout, with_positions
from .scene import BoardScene
from .scene.theme import Theme
from .view import BoardView
from .window_files import FileHandling

if TYPE_CHECKING:
    from .panels.inspector import Inspector
    from .panels.majorities import MajoritiesPanel
    from .panels.validation import ValidationPanel

STATUS_TIMEOUT_MS = 8000


def app_icon() -> QIcon:
    icon = resources.files("influence_board.resources") / "icons" / "influence-board.svg"
    return QIcon(str(icon)) if icon.is_file() else QIcon()


THEME_LABELS = {
    "system": "Follow the System",
    "light": "Light",
    "dark": "Dark",
    "high-contrast": "High Contrast",
}


class MainWindow(FileHandling, QMainWindow):
    def __init__(self, board: Board, path: str | Path | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.document = Document(with_positions(board), path, self)
        self.scene = BoardScene(self.document, parent=self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.autosaver = recovery.Autosaver(self.document, self)

        # The Majorities sidebar is built just after the first paint too (or when first
        # used): the window is on screen sooner, and the sidebar fills a moment later.
        self._majorities: MajoritiesPanel | None = None
        self.history = HistoryPanel(self.document, self)
        self.log = LogPanel(self.document, self)
        # The editor's docks are built just after the first paint (or when first used):
        # a player's window comes up without loading the scenario editor.
        self._inspector: Inspector | None = None
        self._problems: ValidationPanel | None = None
        right, bottom = (
            Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.majorities_dock = self._dock(self.tr("Majorities"), "majorities", QWidget(), right)
        self.history_dock = self._dock(self.tr("History"), "history", self.history, right)
        self.log_dock = self._dock(self.tr("Log"), "log", self.log, bottom)
        self.problems_dock = self._dock(self.tr("Problems"), "problems", QWidget(), bottom)
        self.inspector_dock = self._dock(self.tr("Inspector"), "inspector", QWidget(), right)
        self.tabifyDockWidget(self.majorities_dock, self.inspector_dock)
        self.tabifyDockWidget(self.majorities_dock, self.history_dock)
        self.tabifyDockWidget(self.log_dock, self.problems_dock)
        self.majorities_dock.raise_()
        self.log_dock.raise_()

        self.palette_bar = PlayerPalette(self.document, self)
        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self._connect()
        self.acting_label = QLabel()
        self.statusBar().addPermanentWidget(self.acting_label)
        self.setWindowIcon(app_icon())
        self._update_acting(self.scene.acting)
        self._update_title()
        self.rebuild_recent_menu()
        self._restore_layout()
        self.apply_theme(remembered.theme_choice())
        self.set_setup_mode(remembered.setup_mode())

    # -- the scenario editor's docks ---------------------------------------------------------

    @property
    def inspector(self) -> Inspector:
        self._build_editor_docks()
        assert self._inspector is not None
        return self._inspector

    @property
    def problems(self) -> ValidationPanel:
        self._build_editor_docks()
        assert self._problems is not None
        return self._problems

    @property
    def majorities(self) -> MajoritiesPanel:
        if self._majorities is None:
            self._build_majorities()
        assert self._majorities is not None
        return self._majorities

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._majorities is None:
            QTimer.singleShot(0, self._build_majorities)  # once the window is on screen
        if self._inspector is None:
            QTimer.singleShot(0, self._build_editor_docks)

    def _build_majorities(self) -> None:
        if self._majorities is not None:
            return
        from .panels.majorities import MajoritiesPanel

        panel = self._majorities = MajoritiesPanel(self.document, self)
        self.majorities_dock.setWidget(panel)
        panel.region_chosen.connect(self.show_region)
        self.scene.region_selected.connect(panel.show_region)
        panel.model.set_warning(self.theme.refusal_text)
        selected = self.scene.selected_regions()
        if len(selected) == 1:
            panel.show_region(selected[0])

    def _build_editor_docks(self) -> None:
        if self._inspector is not None:
            return
        from .panels.inspector import Inspector
        from .panels.validation import ValidationPanel

        self._inspector = Inspector(self.document, self)
        self._problems = ValidationPanel(self.document, self)
        self.inspector_dock.setWidget(self._inspector)
        self.problems_dock.setWidget(self._problems)
        self._problems.region_chosen.connect(self.show_region)
        self._inspector.region_chosen.connect(self.show_region)
        self.scene.region_selected.connect(self._inspector.show_region)
        self._problems.checked.connect(self._show_problem_count)
        self._inspector.set_warning(self.theme.refusal_text)
        selected = self.scene.selected_regions()
        if len(selected) == 1:
            self._inspector.show_region(selected[0])

    # -- construction ------------------------------------------------------------------------

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"{name}-dock")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self, text: str, slot, shortcut=None, tip: str = "", board_only: bool = False
    ) -> QAction:
        """An action; `board_only` shortcuts (single letters) act only while the board has
        the keyboard, so typing elsewhere never plays a move."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        if board_only:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.view.addAction(action)
        else:
            self.addAction(action)  # shortcuts work wherever the focus is in the window
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        tr = self.tr
        scene = self.scene
        self.new_action = self._action(
            tr("&New Game"), self.new_game, K.New, tr("Start again on the standard board")
        )
        self.new_empty_action = self._action(
            tr("New &Empty Board"), self.new_empty, "Ctrl+Shift+N", tr("Build a board from nothing")
        )
        self.open_action = self._action(
            tr("&Open…"), self.open_dialog, K.Open, tr("Open a scenario or saved game")
        )
        self.save_action = self._action(tr("&Save"), self.save_file, K.Save, tr("Save the game"))
        self.save_as_action = self._action(
            tr("Save &As…"), self.save_as_dialog, K.SaveAs, tr("Save under a new name")
        )
        self.revert_action = self._action(
            tr("Re&vert"), self.revert, "Ctrl+Alt+R", tr("Go back to the saved file")
        )
        self.replay_action = self._action(
            tr("&Replay Operations…"),
            self.open_operations_dialog,
            "Ctrl+Shift+O",
            tr("Apply an operation file step by step"),
        )
        self.export_ops_action = self._action(
            tr("Export &Operations…"),
            self.export_operations_dialog,
            "Ctrl+Shift+E",
            tr("Write this session's operations as an operation file"),
        )
        self.export_image_action = self._action(
            tr("Export &Picture…"),
            self.export_image_dialog,
            "Ctrl+E",
            tr("Draw the board to PNG, SVG or PDF"),
        )
        self.export_sheet_action = self._action(
            tr("Export Setup &Sheet…"),
            self.export_sheet_dialog,
            "Ctrl+Alt+E",
            tr("A printable PDF: the board and every Region's ranking"),
        )
        self.export_sheets_action = self._action(
            tr("Export Setup S&heets…"),
            lambda: tournament.export_sheet_pack_dialog(self),
            "Ctrl+Alt+Shift+E",
            tr("One printable PDF with the setup sheet of every chosen scenario"),
        )
        # Some platforms bind no key to Quit: Ctrl+Q then.
        quit_key = K.Quit if QKeySequence.keyBindings(K.Quit) else "Ctrl+Q"
        self.quit_action = self._action(
            tr("&Quit"), self.close, quit_key, tr("Quit Influence Board")
        )
        stack = self.document.undo_stack
        self.undo_action = stack.createUndoAction(self, tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence(K.Undo))
        self.redo_action = stack.createRedoAction(self, tr("&Redo"))
        self.redo_action.setShortcut(QKeySequence(K.Redo))
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self.copy_action = self._action(
            tr("&Copy Position"),
            self.copy_position,
            K.Copy,
            tr("Put the position on the clipboard as scenario text"),
        )
        self.paste_action = self._action(
            tr("&Paste Position"),
            self.paste_position,
            K.Paste,
            tr("Open a position code or scenario text from the clipboard as a new board"),
        )
        self.copy_code_action = self._action(
            tr("Copy Position &Code"),
            lambda: tournament.copy_position_code(self),
            "Ctrl+Shift+C",
            tr("Put the position code (ib1....) on the clipboard, for chat and forms"),
        )
        self.place_permanent_action = self._action(
            tr("Place &Permanent Influence"),
            lambda: scene.place("permanent"),
            "P",
            tr("The acting player adds permanent Influence in the focused Region"),
            board_only=True,
        )
        self.place_temporary_action = self._action(
            tr("Place &Temporary Influence"),
            lambda: scene.place("temporary"),
            "T",
            tr("The acting player adds temporary Influence in the focused Region"),
            board_only=True,
        )
        self.convert_action = self._action(
            tr("&Convert to Permanent"),
            scene.convert_selected,
            "C",
            tr("Convert the selected temporary cube"),
            board_only=True,
        )
        self.reset_action = self._action(
            tr("R&eset"),
            scene.reset_selected,
            "R",
            tr("Reset the selected temporary cube"),
            board_only=True,
        )
        self.remove_action = self._action(
            tr("Re&move Cube"),
            scene.remove_selected,
            K.Delete,
            tr("Remove the selected cube (an effect)"),
            board_only=True,
        )
        self.next_region_action = self._action(
            tr("&Next Region"), lambda: scene.keyboard.next_region(1), "PgDown", board_only=True
        )
        self.previous_region_action = self._action(
            tr("Pre&vious Region"), lambda: scene.keyboard.next_region(-1), "PgUp", board_only=True
        )
        self.zoom_in_action = self._action(tr("Zoom &In"), self.view.zoom_in, K.ZoomIn)
        self.zoom_out_action = self._action(tr("Zoom &Out"), self.view.zoom_out, K.ZoomOut)
        self.zoom_fit_action = self._action(tr("Zoom to &Fit"), self.view.zoom_to_fit, "Ctrl+0")
        self.describe_action = self._action(
            tr("&Describe Board…"),
            self.describe_board,
            "Ctrl+D",
            tr("The whole board in plain text, for reading aloud"),
        )
        self.score_region_action = self._action(
            tr("Score &Region"),
            self.score_selected_region,
            "Ctrl+R",
            tr("Score the selected Region"),
        )
        self.score_all_action = self._action(
            tr("Score &All Regions"),
            lambda: scene.score(None),
            "Ctrl+Shift+R",
            tr("Score every Region in board order (after rounds 3 and 6)"),
        )
        self.setup_action = self._action(
            tr("&Setup Mode"),
            self.set_setup_mode,
            "Ctrl+M",
            tr("Place starting cubes without scoring"),
        )
        self.setup_action.setCheckable(True)
        self.about_action = self._action(tr("&About Influence Board"), self.about, "F1")
        self.add_region_action = self._action(
            tr("Add &Region"),
            lambda: self.inspector.add_region(),
            "Ctrl+Shift+A",
            tr("Add a Region with default slots; edit it in the Inspector"),
        )
        self.remove_region_action = self._action(
            tr("Remove Re&gion"),
            self.remove_selected_region,
            "Ctrl+Shift+Del",
            tr("Remove the selected Region and its links"),
        )
        self.layout_all_action = self._action(
            tr("&Lay Out All Regions"),
            lambda: self.lay_out(None),
            "Ctrl+L",
            tr("Place every Region automatically from the adjacency"),
        )
        self.layout_selected_action = self._action(
            tr("Lay Out &Selected Regions"),
            lambda: self.lay_out(self.scene.selected_regions()),
            "Ctrl+Shift+L",
            tr("Place the selected Regions automatically; the others stay"),
        )
        self.theme_group = QActionGroup(self)
        for n, (name, label) in enumerate(THEME_LABELS.items(), start=1):
            action = QAction(tr(label), self)
            action.setShortcut(QKeySequence(f"Ctrl+Alt+{n}"))
            self.addAction(action)
            action.setCheckable(True)
            action.setData(name)
            action.triggered.connect(lambda _=False, n=name: self.choose_theme(n))
            self.theme_group.addAction(action)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        tr = self.tr
        file = bar.addMenu(tr("&File"))
        file.addActions([self.new_action, self.new_empty_action, self.open_action])
        self.recent_menu = file.addMenu(tr("Open &Recent"))
        file.addActions([self.save_action, self.save_as_action, self.revert_action])
        file.addSeparator()
        file.addActions([self.replay_action, self.export_ops_action])
        file.addSeparator()
        file.addActions(
            [self.export_image_action, self.export_sheet_action, self.export_sheets_action]
        )
        file.addSeparator()
        file.addAction(self.quit_action)
        edit = bar.addMenu(tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.copy_action, self.copy_code_action, self.paste_action])
        edit.addSeparator()
        edit.addActions(
            [
                self.add_region_action,
                self.remove_region_action,
                self.layout_all_action,
                self.layout_selected_action,
            ]
        )
        view = bar.addMenu(tr("&View"))
        view.addActions([self.zoom_in_action, self.zoom_out_action, self.zoom_fit_action])
        view.addSeparator()
        view.addActions([self.next_region_action, self.previous_region_action])
        view.addSeparator()
        view.addMenu(tr("&Colours")).addActions(self.theme_group.actions())
        view.addAction(self.describe_action)
        view.addSeparator()
        docks = (
            self.majorities_dock,
            self.inspector_dock,
            self.history_dock,
            self.log_dock,
            self.problems_dock,
        )
        for n, dock in enumerate(docks, start=1):
            toggle = dock.toggleViewAction()
            toggle.setShortcut(QKeySequence(f"Alt+{n}"))
            self.addAction(toggle)
            view.addAction(toggle)
        game = bar.addMenu(tr("&Game"))
        self.players_menu = game.addMenu(tr("&Acting Player"))
        self._wire_palette()
        game.addSeparator()
        game.addActions(
            [
                self.place_permanent_action,
                self.place_temporary_action,
                self.convert_action,
                self.reset_action,
                self.remove_action,
            ]
        )
        game.addSeparator()
        game.addActions([self.score_region_action, self.score_all_action])
        game.addSeparator()
        game.addAction(self.setup_action)
        bar.addMenu(tr("&Help")).addAction(self.about_action)

    def _build_toolbars(self) -> None:
        main = QToolBar(self.tr("Game"), self)
        main.setObjectName("game-toolbar")
        # Short buttons; what they would undo or redo shows in their tooltip and the menu.
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))
        main.addActions([self.undo_action, self.redo_action])
        main.addSeparator()
        main.addActions([self.setup_action, self.score_all_action])
        self.addToolBar(main)
        self.addToolBar(self.palette_bar)

    def _connect(self) -> None:
        d = self.document
        # Bound methods, not lambdas: Qt drops them with the window, so a signal sent while
        # the app shuts down cannot reach a deleted window.
        d.refused.connect(self._show_refusal)
        d.message.connect(self.show_status)
        d.events_logged.connect(self._show_first_event)
        d.undo_stack.cleanChanged.connect(self._update_title)
        d.path_changed.connect(self._update_title)
        d.name_changed.connect(self._update_title)
        d.board_replaced.connect(self._board_replaced)
        self.palette_bar.acting_chosen.connect(self.scene.set_acting)
        self.palette_bar.rebuilt.connect(self._wire_palette)
        self.scene.acting_changed.connect(self._update_acting)
        self.scene.announced.connect(self.show_status)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._scheme_changed)

    def _wire_palette(self) -> None:
        """The palette's actions in the Game menu, their number keys on the board."""
        self.players_menu.clear()
        for old in getattr(self, "_palette_actions", []):
            self.view.removeAction(old)  # two actions on one key would make it ambiguous
        actions = self._palette_actions = self.palette_bar.group.actions()
        self.players_menu.addActions(actions)
        for action in actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.view.addAction(action)
        self.palette_bar.set_acting(self.scene.acting)

    def _restore_layout(self) -> None:
        geometry, state = remembered.window_layout()
        if geometry is not None and state is not None:
            self.restoreGeometry(geometry)
            self.restoreState(state)
            self.view.zoom_to_fit()
        else:
            self.resize(1400, 860)
            QTimer.singleShot(0, self._first_layout)

    def _first_layout(self) -> None:
        self.resizeDocks([self.majorities_dock], [440], Qt.Orientation.Horizontal)
        self.resizeDocks([self.log_dock], [140], Qt.Orientation.Vertical)
        self.view.zoom_to_fit()

    # -- state shown ------------------------------------------------------------------------

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    def _show_refusal(self, reason: str) -> None:
        self.show_status(self.tr("Refused: {0}").format(reason))

    def _show_first_event(self, events: list) -> None:
        if events:
            self.statusBar().showMessage(events[0].text, STATUS_TIMEOUT_MS)

    def _update_title(self, *_args) -> None:
        path = self.document.path
        name = path.name if path else self.document.board.name
        self.setWindowTitle(f"{name}[*] — Influence Board")
        self.setWindowModified(self.document.is_modified())

    def _update_acting(self, owner: str) -> None:
        self.palette_bar.set_acting(owner)
        board = self.document.board
        mode = self.tr("  ·  setup mode: no scoring") if self.document.setup_mode else ""
        who = board.name_of(owner) if owner else ""
        self.acting_label.setText(self.tr("Acting: {0}").format(who) + mode if owner else mode)

    def _board_replaced(self) -> None:
        # Connected last, so the scene and every panel hold the new Board by now.
        selected = self.scene.selected_regions()
        if len(selected) == 1:
            if self._majorities is not None:
                self._majorities.show_region(selected[0])
            if self._inspector is not None:
                self._inspector.show_region(selected[0])
        self._update_title()
        self._update_acting(self.scene.acting)
        QTimer.singleShot(0, self.view.zoom_to_fit)

    # -- colours ----------------------------------------------------------------------------

    def theme_for(self, choice: str) -> Theme:
        return app_theme.theme_for(choice)

    def apply_theme(self, choice: str) -> None:
        """The scheme on the whole application (palette) and on this window's own colours."""
        for action in self.theme_group.actions():
            action.setChecked(action.data() == choice)
        theme = self.theme = self.theme_for(choice)
        app_theme.apply(theme)
        self.scene.set_theme(theme)
        self.log.set_theme(theme)
        if self._majorities is not None:
            self._majorities.model.set_warning(theme.refusal_text)
        if self._inspector is not None:
            self._inspector.set_warning(theme.refusal_text)

    def _scheme_changed(self, _scheme) -> None:
        self.apply_theme(remembered.theme_choice())

    def choose_theme(self, choice: str) -> None:
        """The palette is the application's: every open window takes the scheme."""
        remembered.set_theme_choice(choice)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.apply_theme(choice)

    # -- gestures from menus ----------------------------------------------------------------

    def show_region(self, region_id: str) -> None:
        """Select a Region and bring it into view (from the sidebar)."""
        self.scene.select_region(region_id)
        item = self.scene.region_items.get(region_id)
        if item is not None:
            self.view.centerOn(item)

    def score_selected_region(self) -> None:
        region_id = self.scene.target_region()
        if region_id is None:
            self.statusBar().showMessage(
                self.tr("Select a Region to score first"), STATUS_TIMEOUT_MS
            )
            return
        self.scene.score(region_id)

    def set_setup_mode(self, on: bool) -> None:
        self.document.setup_mode = on
        self.setup_action.setChecked(on)
        self.palette_bar.set_setup_mode(on)
        remembered.set_setup_mode(on)
        board = self.document.board
        if not on and board.local_power is not None and self.scene.acting == board.local_power.id:
            self.scene.set_acting(board.players[0].id)
        self._update_acting(self.scene.acting)

    def remove_selected_region(self) -> None:
        region_id = self.scene.selected_region()
        if region_id is None:
            self.statusBar().showMessage(self.tr("Select a Region first"), STATUS_TIMEOUT_MS)
            return
        from .rules.editing import RemoveRegion

        self.document.perform(RemoveRegion(region_id))

    def lay_out(self, only: list[str] | None) -> None:
        """Automatic layout (networkx) as one undo step."""
        if only is not None and not only:
            self.statusBar().showMessage(
                self.tr("Select the Regions to lay out first"), STATUS_TIMEOUT_MS
            )
            return
        from .rules.editing import SetPositions

        positions = layout(self.document.board, only=only)
        self.document.perform(SetPositions(tuple(sorted(positions.items()))))
        QTimer.singleShot(0, self.view.zoom_to_fit)

    def _show_problem_count(self, errors: int, warnings: int) -> None:
        title = self.tr("Problems")
        if errors or warnings:
            title += f" ({errors} ✖, {warnings} ⚠)"
        self.problems_dock.setWindowTitle(title)

    def validation_errors(self) -> list:
        self.problems.refresh()
        return self.problems.errors()

    def describe_board(self) -> None:
        """A plain-text account of every Region that a screen reader can read."""
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Describe board"))
        text = QPlainTextEdit(describe(self.document.board), dialog)
        text.setReadOnly(True)
        text.setAccessibleName(self.tr("Board description"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        layout.addWidget(buttons)
        dialog.resize(560, 640)
        text.setFocus()
        self.description_dialog = dialog
        dialog.open()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Influence Board"),
            f"<h3>Influence Board {__version__}</h3>"
            + self.tr(
                "<p>See and edit the Influence slots of a World Order-style board game: "
                "permanent and temporary slots, push-outs, conversions, resets, majorities "
                "and scoring, every step undoable.</p>"
            ),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        remembered.save_window_layout(self.saveGeometry(), self.saveState())
        self.autosaver.stop()
        event.accept()
