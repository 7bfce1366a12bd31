"""What a built window holds, declared once (WindowParts), and how it is put together: the
document with its step list and Game, the play state, the board scene with its gesture
controller and view, the docks and bars with their panels, the controllers of file work,
the status line, and the wiring between them.

The window builds its parts once its frame is on screen (main_window.py); the action
table, the menus, the tests and the panels' callers reach them as `window.parts.<name>`.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMainWindow

from ..document.board_document import Document
from ..document.comparison import Comparison
from ..document.game import Game
from ..document.journal import Journal
from ..document.play_state import PlayState
from ..document.step_changes import StepChanges
from ..document.step_list import StepList
from ..document.variations import GameVariations
from ..files.animation_export import AnimationExport
from ..files.autosave import Autosaver
from ..files.clipboard import PositionClipboard
from ..files.log_file import LogFile
from ..files.operation_files import OperationFiles
from ..files.picture_exports import PictureExports
from ..files.prompts import Prompts
from ..files.scenario_file import FileController
from ..files.sheet_printing import SheetPrinting
from ..panels.history_dock import HistoryPanel
from ..panels.log_dock import LogPanel
from ..panels.palette_bar import PlayerPalette
from ..panels.scoreboard_bar import Scoreboard
from ..panels.timeline_bar import Timeline
from ..panels.variations_dock import VariationsPanel
from ..scene.board_scene import BoardScene
from ..scene.gestures import BoardGestures
from .board_speech import BoardSpeech
from .board_stage import BoardParts, take_board_home
from .board_view import BoardView
from .docks import Docks
from .setup_banner import SetupBanner
from .spectator_window import Spectators
from .status_line import StatusLine
from .table_view import TableView
from .touch import TouchGestures


@dataclass(frozen=True, slots=True, eq=False)
class WindowParts:
    prompts: Prompts  # every question and file dialog the window opens
    document: Document  # the position
    journal: Journal  # what the Log and the status bar tell: lines, words, refusals
    steps: StepList  # the history, with its undo and redo: every view of it reads it
    game: Game  # the views' one way to change the Board
    play: PlayState  # who acts, setup mode, selection, chosen cube, keyboard focus
    scene: BoardScene
    gestures: BoardGestures  # what each gesture on the board starts; its commands and menus
    view: BoardView
    touch: TouchGestures  # taps, long presses, pinch and pan
    variations: GameVariations
    autosaver: Autosaver  # every step, kept in a recovery file while unsaved
    comparison: Comparison
    step_changes: StepChanges  # what each step changed, marked on the board
    history: HistoryPanel
    log: LogPanel
    variations_panel: VariationsPanel
    docks: Docks
    timeline: Timeline
    palette_bar: PlayerPalette
    scoreboard: Scoreboard
    setup_banner: SetupBanner
    files: FileController
    clipboard: PositionClipboard
    operation_files: OperationFiles
    log_file: LogFile  # Save Log As: the Log's lines as plain text
    pictures: PictureExports
    animations: AnimationExport  # File > Export Animation: the line of steps, animated
    printing: SheetPrinting  # File > Print: the sheets of the PDF export, on paper
    status: StatusLine
    table_view: TableView  # F11: the board and the scores on the whole screen
    spectators: Spectators  # Shift+F11: the board and the scores in a window for the room

    def file_work(
        self,
    ) -> tuple[
        FileController,
        PositionClipboard,
        OperationFiles,
        LogFile,
        PictureExports,
        AnimationExport,
        SheetPrinting,
    ]:
        """The parts that read and write files: each says what happened (`message`) and
        what failed (`failed`)."""
        return (
            self.files,
            self.clipboard,
            self.operation_files,
            self.log_file,
            self.pictures,
            self.animations,
            self.printing,
        )


def app_icon() -> QIcon:
    icon = resources.files("influence_board.resources") / "icons" / "influence-board.svg"
    return QIcon(str(icon)) if icon.is_file() else QIcon()


def build_parts(window: QMainWindow, first: BoardParts) -> WindowParts:
    """Every part around the board's (board_stage.py), in the order they observe one
    another, wired together; the board view becomes the window's central widget, the
    docks its docks."""
    document, play, scene, view = first.document, first.play, first.scene, first.view
    journal = Journal(window)
    steps = StepList(document, journal, window)  # before every view of the history
    game = Game(document, steps, journal)
    prompts = Prompts(window)
    gestures = BoardGestures(scene, game, play, window)
    take_board_home(window, view)
    variations = GameVariations(steps, window)
    autosaver = Autosaver(document, steps, journal, window)
    comparison = Comparison(document, steps, window)
    step_changes = StepChanges(document, steps, window)
    history = HistoryPanel(steps, window)
    log = LogPanel(document, journal, window)
    variations_panel = VariationsPanel(variations, prompts.text, window)
    docks = Docks(window, game, play, comparison, prompts, history, log, variations_panel)
    files = FileController(steps, prompts, autosaver)
    scoreboard = Scoreboard(document, play, window)
    parts = WindowParts(
        prompts=prompts,
        document=document,
        journal=journal,
        steps=steps,
        game=game,
        play=play,
        scene=scene,
        gestures=gestures,
        view=view,
        touch=TouchGestures(view),
        variations=variations,
        autosaver=autosaver,
        comparison=comparison,
        step_changes=step_changes,
        history=history,
        log=log,
        variations_panel=variations_panel,
        docks=docks,
        timeline=Timeline(steps, window),
        palette_bar=PlayerPalette(document, play, window),
        scoreboard=scoreboard,
        setup_banner=SetupBanner(view, play),
        files=files,
        clipboard=PositionClipboard(files),
        operation_files=OperationFiles(game, prompts),
        log_file=LogFile(log.plain_text, prompts),
        pictures=PictureExports(document, scene, prompts),
        animations=AnimationExport(steps, scene, prompts),
        printing=SheetPrinting(document, scene, prompts),
        status=StatusLine(window.statusBar(), document, journal, play, step_changes),
        table_view=TableView(window, docks, scoreboard, view),
        spectators=Spectators(window, document, play, scene),
    )
    window.setWindowIcon(app_icon())
    _wire(parts)
    return parts


def _wire(parts: WindowParts) -> None:
    """What the parts tell one another (the window's own reactions are main_window.py's)."""
    status = parts.status
    parts.gestures.visible_wanted.connect(parts.view.show_region)
    parts.gestures.announced.connect(parts.view.setAccessibleDescription)
    parts.gestures.announced.connect(status.show)
    BoardSpeech(parts.view.accessible_regions, parts.journal, status.refusal)  # the view's
    parts.variations.renamed.connect(parts.autosaver.note_change)
    parts.variations.refused.connect(status.show_refusal)
    for work in parts.file_work():
        work.message.connect(status.show)
    parts.operation_files.stopped.connect(
        lambda title, text, details: parts.prompts.error(title, text, details)
    )
    parts.operation_files.replay_started.connect(parts.comparison.clear)
    parts.history.compare_wanted.connect(parts.comparison.compare_step_with_current)
    parts.history.compare_steps_wanted.connect(parts.comparison.compare_steps)
    parts.history.browsed.connect(parts.step_changes.hold)
    parts.step_changes.changed.connect(parts.scene.step_marks.show)
    parts.comparison.changed.connect(
        lambda: parts.scene.compare_marks.show(parts.comparison.badges())
    )
    parts.comparison.begun.connect(parts.docks.show_comparison)
    parts.docks.region_chosen.connect(lambda region_id: show_region(parts, region_id))
    parts.docks.errors_shown.connect(
        lambda errors: parts.scene.problem_marks.show(parts.document.board, errors)
    )
    # A choice hovered in the Options dock, shown on the board (no text) and in view.
    parts.docks.option_hovered.connect(lambda choice: parts.scene.show_preview(choice, False))
    parts.docks.option_hovered.connect(lambda choice: parts.view.show_region(choice.region))
    parts.docks.option_left.connect(parts.scene.hide_preview)


def show_region(parts: WindowParts, region_id: str) -> None:
    """Select a Region and bring it into view (a panel chose it)."""
    parts.play.select_region(region_id)
    item = parts.scene.region_items.get(region_id)
    if item is not None:
        parts.view.centerOn(item)
