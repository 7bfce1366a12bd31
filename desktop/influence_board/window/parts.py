"""What the main window holds, built onto it once its frame is on screen: the document and
its Game, the play state, the board scene, its gesture controller and view, the docks with
their panels, the controllers of file work, and the wiring between them and the window.

Like Qt Designer's setupUi, the parts become attributes of the window (`window.document`,
`window.scene`, `window.files`, ...), which is how the window, the panels and the tests
reach them. `window` is the MainWindow being built, typed as its Qt class so that this
module does not import the window that imports it.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from ..document.board_document import Document
from ..document.comparison import Comparison
from ..document.game import Game
from ..document.play_state import PlayState
from ..document.step_changes import StepChanges
from ..document.step_list import StepList
from ..document.variations import GameVariations
from ..files import settings as remembered
from ..files.autosave import Autosaver
from ..files.clipboard import PositionClipboard
from ..files.operation_files import OperationFiles
from ..files.picture_exports import PictureExports
from ..files.prompts import Prompts
from ..files.scenario_file import FileController
from ..panels.history_dock import HistoryPanel
from ..panels.log_dock import LogPanel
from ..panels.palette_bar import PlayerPalette
from ..panels.scoreboard_bar import Scoreboard
from ..panels.timeline_bar import Timeline
from ..panels.variations_dock import VariationsPanel
from ..rules.topology import with_positions
from ..scene.board_scene import BoardScene
from ..scene.gestures import BoardGestures
from .board_view import BoardView
from .setup_banner import SetupBanner
from .touch import TouchGestures

if TYPE_CHECKING:
    from ..rules import Board


def app_icon() -> QIcon:
    icon = resources.files("influence_board.resources") / "icons" / "influence-board.svg"
    return QIcon(str(icon)) if icon.is_file() else QIcon()


def build(window: QMainWindow, board: Board, path: str | Path | None) -> None:
    """The game, the board and the docks, in the order they observe one another."""
    window.prompts = Prompts(window)  # every question and file dialog the window opens
    window.document = document = Document(with_positions(board), path, window)
    # Before every view of the history: they read it when it changes.
    window.step_list = steps = StepList(document, window)
    window.game = Game(document, steps)  # the views' way to change the Board
    # Before every view: they observe it, and it is valid before they rebuild.
    window.play = PlayState(document, window)
    window.scene = BoardScene(document, parent=window)
    # Every gesture on the board, and the board's actions, become operations there.
    window.gestures = BoardGestures(window.scene, window.game, window.play, window)
    window.view = BoardView(window.scene, window)
    window.gestures.visible_wanted.connect(window.view.show_region)
    window.gestures.announced.connect(window.view.setAccessibleDescription)
    window.view.readable_fit = remembered.readable_fit()
    window.setCentralWidget(window.view)
    window.touch = TouchGestures(window.view)  # taps, long presses, pinch and pan
    window.variations = GameVariations(document, steps, window)
    window.autosaver = Autosaver(document, steps, window)  # every step, kept in recovery files
    window.variations.renamed.connect(window.autosaver.note_change)

    window.history = HistoryPanel(document, steps, window)
    window.log = LogPanel(document, window)
    window.comparison = Comparison(document, steps, window)
    window.step_changes = StepChanges(document, steps, window)  # what each step changed
    window.timeline = Timeline(steps, window)
    _build_docks(window)

    window.palette_bar = PlayerPalette(document, window.play, window)
    window.scoreboard = Scoreboard(document, window.play, window)
    window.setup_banner = SetupBanner(window.view, window.play)
    window.files = FileController(steps, window.prompts, window.autosaver)
    window.clipboard = PositionClipboard(window.files)
    window.operation_files = OperationFiles(window.game, window.prompts)
    window.pictures = PictureExports(document, window.scene, window.prompts)


def build_status_bar(window: QMainWindow) -> None:
    window.step_vp_label = QLabel()  # the VP change of the last step
    window.step_vp_label.setTextFormat(Qt.TextFormat.PlainText)
    window.statusBar().addPermanentWidget(window.step_vp_label)
    window.acting_label = QLabel()
    window.acting_label.setTextFormat(Qt.TextFormat.PlainText)
    window.statusBar().addPermanentWidget(window.acting_label)
    window.setWindowIcon(app_icon())


def _build_docks(window: QMainWindow) -> None:
    """Every dock, tabbed. Majorities, Inspector, Problems, Options and Compare hold an empty
    widget until their panel is built, just after the first paint or when first used (the
    window's properties of the same names): the board is on screen sooner."""
    right, bottom = (
        Qt.DockWidgetArea.RightDockWidgetArea,
        Qt.DockWidgetArea.BottomDockWidgetArea,
    )
    tr = window.tr
    window.majorities_dock = _dock(window, tr("Majorities"), "majorities", QWidget(), right)
    window.history_dock = _dock(window, tr("History"), "history", window.history, right)
    window.variations_panel = VariationsPanel(window.variations, window.prompts.text, window)
    window.variations_dock = _dock(
        window, tr("Variations"), "variations", window.variations_panel, right
    )
    window.log_dock = _dock(window, tr("Log"), "log", window.log, bottom)
    window.problems_dock = _dock(window, tr("Problems"), "problems", QWidget(), bottom)
    window.inspector_dock = _dock(window, tr("Inspector"), "inspector", QWidget(), right)
    window.options_dock = _dock(window, tr("Options"), "options", QWidget(), right)
    window.compare_dock = _dock(window, tr("Compare"), "compare", QWidget(), bottom)
    # The right docks run the window's full height; the Log sits under the board only,
    # so on a laptop screen neither squeezes the board from two sides.
    window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
    window.tabifyDockWidget(window.majorities_dock, window.inspector_dock)
    window.tabifyDockWidget(window.majorities_dock, window.history_dock)
    # Beside the majorities: the options say how each choice would change them.
    window.tabifyDockWidget(window.majorities_dock, window.options_dock)
    window.tabifyDockWidget(window.history_dock, window.variations_dock)
    window.tabifyDockWidget(window.log_dock, window.problems_dock)
    window.tabifyDockWidget(window.log_dock, window.compare_dock)
    window.majorities_dock.raise_()
    window.log_dock.raise_()


def _dock(
    window: QMainWindow, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea
) -> QDockWidget:
    dock = QDockWidget(title, window)
    dock.setObjectName(f"{name}-dock")
    dock.setWidget(widget)
    window.addDockWidget(area, dock)
    return dock
