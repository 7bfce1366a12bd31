"""MainWindow: the board view, the docks, menus, toolbars and file handling."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QToolBar,
    QWidget,
)

from . import __version__
from .document import Document
from .panels.history import HistoryPanel
from .panels.log import LogPanel
from .panels.majorities import MajoritiesPanel
from .panels.palette import PlayerPalette
from .rules import Board
from .rules.scenario import ScenarioError, load, save
from .rules.topology import with_positions
from .scene import BoardScene
from .standard import standard_board
from .view import BoardView

SCENARIO_FILTER = "Influence Board scenarios (*.json);;All files (*)"
STATUS_TIMEOUT_MS = 8000


class MainWindow(QMainWindow):
    def __init__(self, board: Board, path: str | Path | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.document = Document(with_positions(board), path, self)
        self.scene = BoardScene(self.document, parent=self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)

        self.majorities = MajoritiesPanel(self.document, self)
        self.history = HistoryPanel(self.document, self)
        self.log = LogPanel(self.document, self)
        self.majorities_dock = self._dock(
            "Majorities", self.majorities, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.history_dock = self._dock(
            "History", self.history, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.log_dock = self._dock("Log", self.log, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.tabifyDockWidget(self.majorities_dock, self.history_dock)
        self.majorities_dock.raise_()

        self.palette_bar = PlayerPalette(self.document, self)
        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self._connect()
        self.acting_label = QLabel()
        self.statusBar().addPermanentWidget(self.acting_label)
        self._update_acting(self.scene.acting)
        self._update_title()
        self.resize(1400, 860)
        QTimer.singleShot(0, self._first_layout)

    # -- construction ------------------------------------------------------------------------

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"{title.lower()}-dock")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work wherever the focus is in the window
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.new_action = self._action(
            "&New", self.new_game, K.New, "Start again on the standard board"
        )
        self.open_action = self._action(
            "&Open…", self.open_dialog, K.Open, "Open a scenario or saved game"
        )
        self.save_action = self._action("&Save", self.save_file, K.Save, "Save the game")
        self.save_as_action = self._action(
            "Save &As…", self.save_as_dialog, K.SaveAs, "Save under a new name"
        )
        self.quit_action = self._action("&Quit", self.close, K.Quit, "Quit Influence Board")
        stack = self.document.undo_stack
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(K.Undo))
        self.redo_action = stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence(K.Redo))
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self.remove_action = self._action(
            "&Remove Selected Cube",
            self.scene.remove_selected,
            K.Delete,
            "Remove the selected cube (an effect)",
        )
        self.zoom_in_action = self._action("Zoom &In", self.view.zoom_in, K.ZoomIn)
        self.zoom_out_action = self._action("Zoom &Out", self.view.zoom_out, K.ZoomOut)
        self.zoom_fit_action = self._action("Zoom to &Fit", self.view.zoom_to_fit, "Ctrl+0")
        self.score_region_action = self._action(
            "Score &Region", self.score_selected_region, "Ctrl+R", "Score the selected Region"
        )
        self.score_all_action = self._action(
            "Score &All Regions", lambda: self.scene.score(None), "Ctrl+Shift+R",
            "Score every Region in board order (after rounds 3 and 6)",
        )  # fmt: skip
        self.setup_action = self._action(
            "&Setup Mode", self.set_setup_mode, "Ctrl+M", "Place starting cubes without scoring"
        )
        self.setup_action.setCheckable(True)
        self.about_action = self._action("&About Influence Board", self.about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            file.addAction(a)
        file.addSeparator()
        file.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.remove_action)
        view = bar.addMenu("&View")
        for a in (self.zoom_in_action, self.zoom_out_action, self.zoom_fit_action):
            view.addAction(a)
        view.addSeparator()
        for dock in (self.majorities_dock, self.history_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
        game = bar.addMenu("&Game")
        players = game.addMenu("&Acting Player")
        players.addActions(self.palette_bar.group.actions())
        self.players_menu = players
        game.addSeparator()
        game.addAction(self.score_region_action)
        game.addAction(self.score_all_action)
        game.addSeparator()
        game.addAction(self.setup_action)
        bar.addMenu("&Help").addAction(self.about_action)

    def _build_toolbars(self) -> None:
        main = QToolBar("Game", self)
        main.setObjectName("game-toolbar")
        main.addAction(self.undo_action)
        main.addAction(self.redo_action)
        main.addSeparator()
        main.addAction(self.setup_action)
        main.addAction(self.score_all_action)
        self.addToolBar(main)
        self.addToolBar(self.palette_bar)

    def _connect(self) -> None:
        d = self.document
        d.refused.connect(
            lambda reason: self.statusBar().showMessage(f"Refused: {reason}", STATUS_TIMEOUT_MS)
        )
        d.message.connect(lambda text: self.statusBar().showMessage(text, STATUS_TIMEOUT_MS))
        d.events_logged.connect(self._show_last_event)
        d.undo_stack.cleanChanged.connect(lambda _clean: self._update_title())
        d.path_changed.connect(self._update_title)
        d.board_replaced.connect(self._board_replaced)
        self.palette_bar.acting_chosen.connect(self.scene.set_acting)
        self.scene.acting_changed.connect(self._update_acting)
        self.majorities.region_chosen.connect(self.show_region)
        self.scene.region_selected.connect(self.majorities.show_region)

    def _first_layout(self) -> None:
        self.resizeDocks([self.majorities_dock], [440], Qt.Orientation.Horizontal)
        self.resizeDocks([self.log_dock], [140], Qt.Orientation.Vertical)
        self.view.zoom_to_fit()

    # -- state shown ------------------------------------------------------------------------

    def _show_last_event(self, events: list) -> None:
        if events:
            self.statusBar().showMessage(events[0].text, STATUS_TIMEOUT_MS)

    def _update_title(self) -> None:
        path = self.document.path
        name = path.name if path else self.document.board.name
        self.setWindowTitle(f"{name}[*] — Influence Board")
        self.setWindowModified(self.document.is_modified())

    def _update_acting(self, owner: str) -> None:
        self.palette_bar.set_acting(owner)
        board = self.document.board
        mode = "  ·  setup mode: no scoring" if self.document.setup_mode else ""
        self.acting_label.setText(f"Acting: {board.name_of(owner)}{mode}" if owner else mode)

    def _board_replaced(self) -> None:
        self._update_title()
        self._update_acting(self.scene.acting)
        QTimer.singleShot(0, self.view.zoom_to_fit)

    # -- gestures from menus ----------------------------------------------------------------

    def show_region(self, region_id: str) -> None:
        """Select a Region and bring it into view (from the sidebar)."""
        self.scene.select_region(region_id)
        item = self.scene.region_items.get(region_id)
        if item is not None:
            self.view.centerOn(item)

    def score_selected_region(self) -> None:
        region_id = self.scene.selected_region()
        if region_id is None:
            self.statusBar().showMessage("Select a Region to score first", STATUS_TIMEOUT_MS)
            return
        self.scene.score(region_id)

    def set_setup_mode(self, on: bool) -> None:
        self.document.setup_mode = on
        self.setup_action.setChecked(on)
        self.palette_bar.set_setup_mode(on)
        board = self.document.board
        if not on and board.local_power is not None and self.scene.acting == board.local_power.id:
            self.scene.set_acting(board.players[0].id)
        self._update_acting(self.scene.acting)

    # -- files ------------------------------------------------------------------------------

    def confirm_discard(self) -> bool:
        """Ask before unsaved work is lost. True when it is fine to go on."""
        if not self.document.is_modified():
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            "This game has changes that are not saved. Save them first?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_file()
        return answer == QMessageBox.StandardButton.Discard

    def new_game(self) -> None:
        if self.confirm_discard():
            self.document.replace(standard_board())

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, "Open scenario", self._directory(), SCENARIO_FILTER
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Open a scenario; on bad input say where and why and leave the board as it was."""
        try:
            board = load(path)
        except ScenarioError as exc:
            self.show_error(
                "Cannot open scenario", f"{Path(path).name} cannot be opened.", exc.describe()
            )
            return False
        self.document.replace(with_positions(board), path)
        self._remember_directory(Path(path).parent)
        self.statusBar().showMessage(f"Opened {path}", STATUS_TIMEOUT_MS)
        return True

    def save_file(self) -> bool:
        if self.document.path is None:
            return self.save_as_dialog()
        return self.save_to(self.document.path)

    def save_as_dialog(self) -> bool:
        start = str(Path(self._directory()) / "game.json")
        path, _ = QFileDialog.getSaveFileName(self, "Save game", start, SCENARIO_FILTER)
        if not path:
            return False
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Save atomically; a failed save leaves the old file whole and says why."""
        try:
            save(self.document.board, path)
        except OSError as exc:
            self.show_error(
                "Cannot save", f"{path} was not saved; the old file is unchanged.", str(exc)
            )
            return False
        self.document.undo_stack.setClean()
        self.document.set_path(path)
        self._remember_directory(path.parent)
        self.statusBar().showMessage(f"Saved {path}", STATUS_TIMEOUT_MS)
        return True

    def show_error(self, title: str, text: str, details: str = "") -> None:
        box = QMessageBox(
            QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self
        )
        if details:
            box.setInformativeText(details if len(details) < 600 else details[:600] + "…")
            box.setDetailedText(details)
        self.log.add_message(f"{title}: {text} {details}".strip())
        box.exec()

    def _directory(self) -> str:
        return str(QSettings().value("files/last_directory", str(Path.home())))

    def _remember_directory(self, directory: Path) -> None:
        QSettings().setValue("files/last_directory", str(directory))

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About Influence Board",
            f"<h3>Influence Board {__version__}</h3>"
            "<p>See and edit the Influence slots of a World Order-style board game: "
            "permanent and temporary slots, push-outs, conversions, resets, majorities "
            "and scoring, every step undoable.</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_discard():
            event.accept()
        else:
            event.ignore()
