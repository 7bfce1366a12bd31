"""MainWindow: the board view, the docks, menus, toolbars and status bar.

The window owns the document, the Game (commands.py: the views' way to make operations
steps on the document's undo stack), the play state and three controllers of file work (the
scenario's file, operation files, pictures); it wires actions to them and to the scene's
gestures, and shows what they report.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPaintEvent,
    QShowEvent,
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
from shiboken6 import isValid

from . import __version__, app_theme, recovery
from . import settings as remembered
from .commands import Game
from .comparison import Comparison
from .document import Document
from .files import FileController
from .operation_files import OperationFiles
from .panels.history import HistoryPanel
from .panels.log import LogPanel
from .panels.palette import PlayerPalette
from .panels.variations import VariationsPanel
from .picture_exports import PictureExports
from .plain_text import literal_html, menu_text
from .play_state import PlayState
from .rules import Board, MoveRegions
from .rules.changes import Changes, vp_text
from .rules.report import describe
from .rules.topology import layout, with_positions
from .scene import BoardScene
from .scene.theme import Theme
from .scoreboard import Scoreboard
from .setup_banner import SetupBanner
from .step_changes import StepChanges
from .timeline import Timeline
from .touch import TouchGestures
from .variations import GameVariations
from .view import BoardView

if TYPE_CHECKING:
    from .panels.compare import ComparePanel
    from .panels.inspector import Inspector
    from .panels.majorities import MajoritiesPanel
    from .panels.options import OptionsPanel
    from .panels.validation import ValidationPanel

STATUS_TIMEOUT_MS = 8000
CASCADE = QPoint(32, 32)  # a new window's offset from the one opened before it
SMALL_SCREEN_WIDTH = 1600  # below this the docks start narrower, the board gets the rest


def app_icon() -> QIcon:
    icon = resources.files("influence_board.resources") / "icons" / "influence-board.svg"
    return QIcon(str(icon)) if icon.is_file() else QIcon()


THEME_LABELS = {
    "system": "Follow the System",
    "light": "Light",
    "dark": "Dark",
    "high-contrast": "High Contrast",
}


class MainWindow(QMainWindow):
    def __init__(self, board: Board, path: str | Path | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.document = Document(with_positions(board), path, self)
        self.game = Game(self.document)  # the views' way to change the Board
        # Before every view: they observe it, and it is valid before they rebuild.
        self.play = PlayState(self.document, self)
        self.scene = BoardScene(self.game, parent=self, play=self.play)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.touch = TouchGestures(self.view)  # taps, long presses, pinch and pan
        # Before the autosaver: every step ever taken, kept in recovery files too.
        self.variations = GameVariations(self.document, self)
        self.autosaver = recovery.Autosaver(self.document, self)
        self.autosaver.variations = self.variations
        self.variations.renamed.connect(self.autosaver.note_change)

        # The Majorities sidebar is built just after the first paint too (or when first
        # used): the window is on screen sooner, and the sidebar fills a moment later.
        self._majorities: MajoritiesPanel | None = None
        self.history = HistoryPanel(self.document, self)
        self.log = LogPanel(self.document, self)
        self.comparison = Comparison(self.document, self.scene.compare_marks, self)
        # The Options and Compare docks sit behind other tabs: built after the first paint
        # too (or when first used); both show the state of the moment they are built.
        self._options: OptionsPanel | None = None
        self._compare: ComparePanel | None = None
        self.steps = StepChanges(self.document, self)  # what each step changed, for the marks
        self.timeline = Timeline(self.document.undo_stack, self)
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
        self.variations_panel = VariationsPanel(self.variations, self)
        self.variations_dock = self._dock(
            self.tr("Variations"), "variations", self.variations_panel, right
        )
        self.log_dock = self._dock(self.tr("Log"), "log", self.log, bottom)
        self.problems_dock = self._dock(self.tr("Problems"), "problems", QWidget(), bottom)
        self.inspector_dock = self._dock(self.tr("Inspector"), "inspector", QWidget(), right)
        self.options_dock = self._dock(self.tr("Options"), "options", QWidget(), right)
        self.compare_dock = self._dock(self.tr("Compare"), "compare", QWidget(), bottom)
        # The right docks run the window's full height; the Log sits under the board only,
        # so on a laptop screen neither squeezes the board from two sides.
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.majorities_dock, self.inspector_dock)
        self.tabifyDockWidget(self.majorities_dock, self.history_dock)
        # Beside the majorities: the options say how each choice would change them.
        self.tabifyDockWidget(self.majorities_dock, self.options_dock)
        self.tabifyDockWidget(self.history_dock, self.variations_dock)
        self.tabifyDockWidget(self.log_dock, self.problems_dock)
        self.tabifyDockWidget(self.log_dock, self.compare_dock)
        self.majorities_dock.raise_()
        self.log_dock.raise_()

        self.palette_bar = PlayerPalette(self.document, self.play, self)
        self.scoreboard = Scoreboard(self.document, self.play, self)
        self.setup_banner = SetupBanner(self.view, self.play)
        self.files = FileController(self.document, self, self.validation_errors, self.autosaver)
        self.files.variations = self.variations
        self.operation_files = OperationFiles(self.game, self)
        self.pictures = PictureExports(self.document, self.scene, self)
        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self._connect()
        self.step_vp_label = QLabel()  # the VP change of the last step
        self.step_vp_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.step_vp_label)
        self.acting_label = QLabel()
        self.acting_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.acting_label)
        self.setWindowIcon(app_icon())
        self._show_acting()
        self._update_title()
        self.rebuild_recent_menu(self.files.recent_files())
        self._restore_layout()
        self.apply_theme(remembered.theme_choice())

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

    @property
    def options(self) -> OptionsPanel:
        self._build_what_if_docks()
        assert self._options is not None
        return self._options

    @property
    def compare(self) -> ComparePanel:
        self._build_what_if_docks()
        assert self._compare is not None
        return self._compare

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._majorities is None:
            QTimer.singleShot(0, self._build_majorities)  # once the window is on screen
        if self._options is None:
            QTimer.singleShot(0, self._build_what_if_docks)
        if self._inspector is None:
            QTimer.singleShot(0, self._build_editor_docks)

    def _build_majorities(self) -> None:
        if self._majorities is not None:
            return
        from .panels.majorities import MajoritiesPanel

        panel = self._majorities = MajoritiesPanel(self.document, self, play=self.play)
        self.majorities_dock.setWidget(panel)
        panel.region_chosen.connect(self.show_region)
        panel.model.set_warning(self.theme.refusal_text)

    def _build_what_if_docks(self) -> None:
        if self._options is not None:
            return
        from .panels.compare import ComparePanel
        from .panels.options import OptionsPanel

        self._options = OptionsPanel(self.game, self.play, self.scene.preview, self)
        self._compare = ComparePanel(self.comparison, self)
        self.options_dock.setWidget(self._options)
        self.compare_dock.setWidget(self._compare)

    def _build_editor_docks(self) -> None:
        if self._inspector is not None:
            return
        from .panels.inspector import Inspector
        from .panels.validation import ValidationPanel

        self._inspector = Inspector(self.game, self.play, self)
        self._problems = ValidationPanel(self.document, self)
        self.inspector_dock.setWidget(self._inspector)
        self.problems_dock.setWidget(self._problems)
        self._problems.region_chosen.connect(self.show_region)
        self._inspector.region_chosen.connect(self.show_region)
        self._problems.checked.connect(self._show_problem_count)
        self._inspector.set_warning(self.theme.refusal_text)

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
            tr("&New Game"), self.files.new_game, K.New, tr("Start again on the standard board")
        )
        self.new_empty_action = self._action(
            tr("New &Empty Board"),
            self.files.new_empty,
            "Ctrl+Shift+N",
            tr("Build a board from nothing"),
        )
        self.open_action = self._action(
            tr("&Open…"), self.files.open_dialog, K.Open, tr("Open a scenario or saved game")
        )
        self.save_action = self._action(
            tr("&Save"), self.files.save_file, K.Save, tr("Save the game")
        )
        self.save_as_action = self._action(
            tr("Save &As…"), self.files.save_as_dialog, K.SaveAs, tr("Save under a new name")
        )
        self.revert_action = self._action(
            tr("Re&vert"), self.files.revert, "Ctrl+Alt+R", tr("Go back to the saved file")
        )
        self.replay_action = self._action(
            tr("&Replay Operations…"),
            self.operation_files.open_operations_dialog,
            "Ctrl+Shift+O",
            tr("Apply an operation file step by step"),
        )
        self.export_ops_action = self._action(
            tr("Export &Operations…"),
            self.operation_files.export_operations_dialog,
            "Ctrl+Shift+E",
            tr("Write this session's operations as an operation file"),
        )
        self.export_image_action = self._action(
            tr("Export &Picture…"),
            self.pictures.export_image_dialog,
            "Ctrl+E",
            tr("Draw the board to PNG, SVG or PDF"),
        )
        self.export_sheet_action = self._action(
            tr("Export Setup &Sheet…"),
            self.pictures.export_sheet_dialog,
            "Ctrl+Alt+E",
            tr("A printable PDF: the board and every Region's ranking"),
        )
        self.export_sheets_action = self._action(
            tr("Export Setup S&heets…"),
            self.pictures.export_sheet_pack_dialog,
            "Ctrl+Alt+Shift+E",
            tr("One printable PDF with the setup sheet of every chosen scenario"),
        )
        # Some platforms bind no key to Quit: Ctrl+Q then.
        quit_key = K.Quit if QKeySequence.keyBindings(K.Quit) else "Ctrl+Q"
        self.quit_action = self._action(
            tr("&Quit"), self.quit_all, quit_key, tr("Close every window and quit")
        )
        self.close_action = self._action(
            tr("&Close Window"), self.close, "Ctrl+W", tr("Close this window")
        )
        stack = self.document.undo_stack
        self.undo_action = stack.createUndoAction(self, tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence(K.Undo))
        self.redo_action = stack.createRedoAction(self, tr("&Redo"))
        self.redo_action.setShortcut(QKeySequence(K.Redo))
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        # QUndoStack puts the step's text (names from the file) into the action as it is:
        # a `&` in a name would be a mnemonic, a tag would be HTML in the tooltip.
        stack.undoTextChanged.connect(lambda t: _name_step(self.undo_action, tr("&Undo"), t))
        stack.redoTextChanged.connect(lambda t: _name_step(self.redo_action, tr("&Redo"), t))
        self.copy_action = self._action(
            tr("&Copy Position"),
            self.files.copy_position,
            K.Copy,
            tr("Put the position on the clipboard as scenario text"),
        )
        self.paste_action = self._action(
            tr("&Paste Position"),
            self.files.paste_position,
            K.Paste,
            tr("Open a position code or scenario text from the clipboard as a new board"),
        )
        self.copy_code_action = self._action(
            tr("Copy Position &Code"),
            self.files.copy_position_code,
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
        self.army_up_action = self._action(
            tr("Add an &Army"),
            lambda: scene.step_armies(1),
            "+",
            tr("The acting player gets one Army more in the focused Region"),
            board_only=True,
        )
        self.army_down_action = self._action(
            tr("Take an Arm&y Away"),
            lambda: scene.step_armies(-1),
            "-",
            tr("The acting player has one Army fewer in the focused Region"),
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
        self.readable_fit_action = self._action(
            tr("&Readable Fit"),
            self.view.set_readable_fit,
            "Ctrl+Alt+0",
            tr("Zoom to Fit keeps board text at least 9 pt and scrolls; off: the whole board"),
        )
        self.readable_fit_action.setCheckable(True)
        self.readable_fit_action.setChecked(self.view.readable_fit)
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
            self.play.set_setup_mode,
            "Ctrl+M",
            tr("Place starting cubes without scoring"),
        )
        self.setup_action.setCheckable(True)
        self.about_action = self._action(tr("&About Influence Board"), self.about, "F1")
        self.compare_file_action = self._action(
            tr("Compare With &File…"),
            lambda: self.comparison.compare_with_file_dialog(self),
            "Ctrl+Alt+D",
            tr("See what differs between a scenario file and the current position"),
        )
        self.clear_compare_action = self._action(
            tr("C&lear Comparison"),
            self.comparison.clear,
            tip=tr("Take the comparison's outlines and badges off the board"),
        )
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
            lambda: self.lay_out(list(self.play.selection)),
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
        file.addActions([self.close_action, self.quit_action])
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
        view.addActions(
            [
                self.zoom_in_action,
                self.zoom_out_action,
                self.zoom_fit_action,
                self.readable_fit_action,
            ]
        )
        view.addSeparator()
        view.addActions([self.next_region_action, self.previous_region_action])
        view.addSeparator()
        view.addMenu(tr("&Colours")).addActions(self.theme_group.actions())
        timeline = view.addMenu(tr("&Timeline"))
        timeline.addActions(self.timeline.actions_in_order())
        timeline.addSeparator()
        timeline.addAction(self.timeline.toggleViewAction())
        view.addAction(self.describe_action)
        view.addActions([self.compare_file_action, self.clear_compare_action])
        view.addSeparator()
        docks = (
            self.majorities_dock,
            self.inspector_dock,
            self.history_dock,
            self.log_dock,
            self.problems_dock,
            self.options_dock,
            self.compare_dock,
            self.variations_dock,
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
                self.army_up_action,
                self.army_down_action,
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
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.timeline)
        # The scores are never hidden: no dock tab, no toolbar switch in the context menu.
        scores = self.scores_bar = QToolBar(self.tr("Scores"), self)
        scores.setObjectName("scores-toolbar")
        scores.setMovable(False)
        scores.addWidget(self.scoreboard)
        scores.toggleViewAction().setEnabled(False)
        self.addToolBarBreak()
        self.addToolBar(scores)

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
        for work in (self.files, self.operation_files, self.pictures):
            work.message.connect(self.show_status)
            work.failed.connect(self.show_error)
        self.files.recent_changed.connect(self.rebuild_recent_menu)
        self.operation_files.refused.connect(self.log.add_refusal)
        self.variations.refused.connect(self._show_refusal)
        self.variations_dock.visibilityChanged.connect(self.variations_panel.set_shown)
        self.operation_files.expectation.connect(self.log.add_expectation)
        self.palette_bar.rebuilt.connect(self._wire_palette)
        self.play.acting_changed.connect(self._show_acting)
        self.play.setup_mode_changed.connect(self._show_setup_mode)
        self.scene.announced.connect(self.show_status)
        self.history.compare_wanted.connect(self.comparison.compare_step_with_current)
        self.history.compare_steps_wanted.connect(self.comparison.compare_steps)
        self.comparison.failed.connect(self.show_error)
        self.comparison.changed.connect(self._show_comparison)
        self.clear_compare_action.setEnabled(False)
        self.steps.changed.connect(self.scene.step_marks.show)
        self.steps.changed.connect(self._show_step_vp)
        self.history.browsed.connect(self.steps.hold)
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

    def _restore_layout(self) -> None:
        geometry, state = remembered.window_layout()
        if geometry is not None and state is not None:
            self.restoreGeometry(geometry)
            self.restoreState(state)
            self.view.zoom_to_fit()
        else:
            self.resize(self._default_size())
            self._layout_pending = True  # the docks are sized once the window is shown

    def _default_size(self) -> QSize:
        """1400x860, or less on a smaller screen, so that the whole window shows with its
        frame (a 1366x768 laptop). The offscreen platform's 800x600 is no real screen."""
        size = QSize(1400, 860)
        screen = self.screen()
        if screen is None or QGuiApplication.platformName() == "offscreen":
            return size
        available = screen.availableGeometry()
        return size.boundedTo(QSize(available.width() - 12, available.height() - 40))

    def _first_layout(self) -> None:
        # On a small screen (1366x768) the docks take less, so the board keeps most of it.
        small = self.width() < SMALL_SCREEN_WIDTH
        side = min(440, int(self.width() * 0.28)) if small else 440
        log = min(140, int(self.height() * 0.14)) if small else 140
        self.resizeDocks([self.majorities_dock], [side], Qt.Orientation.Horizontal)
        self.resizeDocks([self.log_dock], [log], Qt.Orientation.Vertical)
        self.view.zoom_to_fit()

    # -- several windows --------------------------------------------------------------------

    _shown_count = 0  # windows shown so far, to find the newest for cascading

    def showEvent(self, event: QShowEvent) -> None:
        if getattr(self, "_layout_pending", False):
            self._layout_pending = False
            QTimer.singleShot(0, self._first_layout)
        if not getattr(self, "_shown_serial", 0):
            MainWindow._shown_count += 1
            self._shown_serial = MainWindow._shown_count
            self._cascade()
        super().showEvent(event)

    def other_windows(self) -> list[MainWindow]:
        """The other open main windows, the newest first."""
        others = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w is not self and w.isVisible()
        ]
        return sorted(others, key=lambda w: -getattr(w, "_shown_serial", 0))

    def _cascade(self) -> None:
        """Not on top of the window opened before this one: a step down and right, back to
        the screen's corner when that would leave the screen."""
        others = self.other_windows()
        if not others:
            return
        target = others[0].pos() + CASCADE
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        if not screen.contains(target + QPoint(200, 200)):
            target = screen.topLeft() + CASCADE
        self.move(target)

    def quit_all(self) -> bool:
        """Close every window, this one first; each asks about its unsaved work, and a
        Cancel stops the quit there. True when every window closed."""
        # all() stops at the first window that stays open.
        return all(window.close() for window in [self, *self.other_windows()])

    # -- state shown ------------------------------------------------------------------------

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    def show_error(self, title: str, text: str, details: str = "") -> None:
        """A failure in a message box, and in the Log for later."""
        box = QMessageBox(
            QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and reasons quote the file
        if details:
            box.setInformativeText(details if len(details) < 600 else details[:600] + "…")
            box.setDetailedText(details)
        self.log.add_message(f"{title}: {text} {details}".strip())
        box.exec()

    def rebuild_recent_menu(self, files: list[str]) -> None:
        menu = self.recent_menu
        menu.clear()
        for n, file in enumerate(files, start=1):
            action = menu.addAction(f"&{n} {menu_text(Path(file).name)}")
            action.setToolTip(file)
            action.setStatusTip(file)
            action.triggered.connect(lambda _=False, f=file: self.files.open_file(f))
        menu.setEnabled(bool(files))

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

    def _show_acting(self, *_args) -> None:
        """The status bar says who acts and whether setup mode is on."""
        owner, board = self.play.acting, self.document.board
        mode = self.tr("  ·  setup mode: no scoring") if self.play.setup_mode else ""
        who = board.name_of(owner) if owner else ""
        self.acting_label.setText(self.tr("Acting: {0}").format(who) + mode if owner else mode)

    def _show_step_vp(self, changes: Changes, _held: bool) -> None:
        text = vp_text(self.document.board, changes.vp)
        self.step_vp_label.setText(self.tr("VP this step: {0}").format(text) if text else "")

    def _show_setup_mode(self, on: bool) -> None:
        self.setup_action.setChecked(on)
        self._show_acting()

    def _show_comparison(self) -> None:
        """A comparison began: bring its dock forward."""
        active = self.comparison.active
        if active and not self.clear_compare_action.isEnabled():  # it has just begun
            self.compare_dock.show()
            self.compare_dock.raise_()
        self.clear_compare_action.setEnabled(active)

    def _board_replaced(self) -> None:
        # Connected last, so the scene and every panel hold the new Board by now.
        self._update_title()
        self._show_acting()  # the acting participant may have a new name
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

    def remove_selected_region(self) -> None:
        region_id = self.scene.selected_region()
        if region_id is None:
            self.statusBar().showMessage(self.tr("Select a Region first"), STATUS_TIMEOUT_MS)
            return
        from .rules.editing import RemoveRegion

        self.game.perform(RemoveRegion(region_id))

    def lay_out(self, only: list[str] | None) -> None:
        """Automatic layout (networkx) as one undo step, then the whole board in view."""
        if only is not None and not only:
            self.statusBar().showMessage(
                self.tr("Select the Regions to lay out first"), STATUS_TIMEOUT_MS
            )
            return
        positions = layout(self.document.board, only=only)
        self.game.perform(MoveRegions(tuple(positions.items())))
        self.view.zoom_to_fit()  # the scene rectangle already holds the new places

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

    def offer_recovery(self) -> bool:
        """After a crash, offer the games autosaved by processes that are gone; the newest
        comes into this window when it is free, each other one into a window of its own.
        True when they were restored."""
        from . import recovery_offer  # only when there is something to offer

        return recovery_offer.offer(self, type(self))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        remembered.save_window_layout(self.saveGeometry(), self.saveState())
        self.autosaver.stop()
        event.accept()


def _name_step(action: QAction, prefix: str, text: str) -> None:
    """The undo or redo action's text and tooltip for the step `text`, shown as written."""
    if not isValid(action):  # a closing window loses its actions before its undo stack
        return
    action.setText(f"{prefix} {menu_text(text)}" if text else prefix)
    plain_prefix = prefix.replace("&", "")
    action.setToolTip(literal_html(f"{plain_prefix} {text}" if text else plain_prefix))
