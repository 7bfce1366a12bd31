"""The window's docks, tabbed as a player expects them, in one column on the right: the
panels (Majorities, Inspector, History, Options and Variations) over the records (the Log,
Problems and Compare). The board keeps the window's full height.

History, Variations and the Log hold their panels from the start. Majorities, Inspector,
Problems, Options and Compare hold an empty widget until their panel is built, just after
the window's first paint or when first asked for (the `*_panel` properties): the board is
on screen sooner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from ..document.comparison import Comparison
from ..document.game import Game
from ..document.play_state import PlayState
from ..files.prompts import Prompts
from ..panels.history_dock import HistoryPanel
from ..panels.log_dock import LogPanel
from ..panels.log_line import log_view
from ..panels.variations_dock import VariationsPanel

if TYPE_CHECKING:
    from ..panels.compare_dock import ComparePanel
    from ..panels.inspector_dock import Inspector
    from ..panels.majorities_dock import MajoritiesPanel
    from ..panels.options_dock import OptionsPanel
    from ..panels.problems_dock import ValidationPanel

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
LAYOUT_VERSION = 2  # of the docks' layout kept between runs: 2 has the Log on the right


class Docks(QObject):
    """The dock widgets (in the order of their Alt+1 to Alt+8 keys) and their panels."""

    region_chosen = Signal(str)  # a panel chose a Region: select it, bring it into view
    option_hovered = Signal(object)  # the Options dock's row under the mouse (a Choice)
    option_left = Signal()  # ... and the hover ended
    errors_shown = Signal(object)  # list[Problem]: the errors the Problems dock lists

    def __init__(
        self,
        window: QMainWindow,
        game: Game,
        play: PlayState,
        comparison: Comparison,
        prompts: Prompts,
        history: HistoryPanel,
        log: LogPanel,
        variations: VariationsPanel,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._game = game
        self._play = play
        self._comparison = comparison
        self._prompts = prompts
        self._warning: QColor | None = None
        self.majorities = self._dock(self.tr("Majorities"), "majorities", QWidget(), RIGHT)
        self.inspector = self._dock(self.tr("Inspector"), "inspector", QWidget(), RIGHT)
        self.history = self._dock(self.tr("History"), "history", history, RIGHT)
        self.log = self._dock(self.tr("Log"), "log", log_view(log), RIGHT)
        self.problems = self._dock(self.tr("Problems"), "problems", QWidget(), RIGHT)
        self.options = self._dock(self.tr("Options"), "options", QWidget(), RIGHT)
        self.compare = self._dock(self.tr("Compare"), "compare", QWidget(), RIGHT)
        self.variations = self._dock(self.tr("Variations"), "variations", variations, RIGHT)
        self.variations.visibilityChanged.connect(variations.set_shown)
        self.history.visibilityChanged.connect(history.set_shown)
        # The right docks run the window's full height, also when a dock is moved under
        # the board: it then squeezes the board from one side only.
        window.setCorner(Qt.Corner.BottomRightCorner, RIGHT)
        window.splitDockWidget(self.majorities, self.log, Qt.Orientation.Vertical)
        window.tabifyDockWidget(self.majorities, self.inspector)
        window.tabifyDockWidget(self.majorities, self.history)
        # Beside the majorities: the options say how each choice would change them.
        window.tabifyDockWidget(self.majorities, self.options)
        window.tabifyDockWidget(self.history, self.variations)
        window.tabifyDockWidget(self.log, self.problems)
        window.tabifyDockWidget(self.log, self.compare)
        self.majorities.raise_()
        self.log.raise_()
        self._majorities: MajoritiesPanel | None = None
        self._options: OptionsPanel | None = None
        self._compare: ComparePanel | None = None
        self._inspector: Inspector | None = None
        self._problems: ValidationPanel | None = None

    def all(self) -> tuple[QDockWidget, ...]:
        """Every dock, in the order of the View menu and its Alt+number keys."""
        return (
            self.majorities,
            self.inspector,
            self.history,
            self.log,
            self.problems,
            self.options,
            self.compare,
            self.variations,
        )

    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self._window)
        dock.setObjectName(f"{name}-dock")
        dock.setWidget(widget)
        self._window.addDockWidget(area, dock)
        return dock

    # -- the panels built when first wanted ----------------------------------------------------

    @property
    def majorities_panel(self) -> MajoritiesPanel:
        if self._majorities is None:
            from ..panels.majorities_dock import MajoritiesPanel

            panel = self._majorities = MajoritiesPanel(
                self._game.document, self._window, play=self._play
            )
            self.majorities.setWidget(panel)
            self.majorities.visibilityChanged.connect(panel.set_shown)
            panel.region_chosen.connect(self.region_chosen)
            if self._warning is not None:
                panel.model.set_warning(self._warning)
        return self._majorities

    @property
    def options_panel(self) -> OptionsPanel:
        if self._options is None:
            from ..panels.options_dock import OptionsPanel

            panel = self._options = OptionsPanel(self._game, self._play, self._window)
            panel.choice_hovered.connect(self.option_hovered)
            panel.hover_ended.connect(self.option_left)
            self.options.setWidget(panel)
            # In front or not: Qt tells a tabbed dock's visibility through this signal.
            self.options.visibilityChanged.connect(panel.set_shown)
            panel.set_shown(self.options.isVisible() and not self.options.visibleRegion().isEmpty())
        return self._options

    @property
    def compare_panel(self) -> ComparePanel:
        if self._compare is None:
            from ..panels.compare_dock import ComparePanel

            self._compare = ComparePanel(self._comparison, self._window)
            self.compare.setWidget(self._compare)
        return self._compare

    @property
    def inspector_panel(self) -> Inspector:
        if self._inspector is None:
            from ..panels.inspector_dock import Inspector

            panel = self._inspector = Inspector(
                self._game, self._play, self._prompts.color, self._window
            )
            self.inspector.setWidget(panel)
            panel.region_chosen.connect(self.region_chosen)
            if self._warning is not None:
                panel.set_warning(self._warning)
        return self._inspector

    @property
    def problems_panel(self) -> ValidationPanel:
        if self._problems is None:
            from ..panels.problems_dock import ValidationPanel

            panel = self._problems = ValidationPanel(self._game.document, self._window)
            self.problems.setWidget(panel)
            panel.region_chosen.connect(self.region_chosen)
            panel.checked.connect(self._show_problem_count)
            panel.errors_shown.connect(self.errors_shown)
            self._game.document.restarted.connect(self._show_repair)
            self._show_repair()
        return self._problems

    def _show_repair(self) -> None:
        """A file opened to repair brings the list of its errors forward."""
        if self._game.document.needs_repair:
            self.problems.show()
            self.problems.raise_()

    def build_panels(self) -> None:
        """Every panel not built yet (the window's first paint is on screen)."""
        _ = (
            self.majorities_panel,
            self.options_panel,
            self.compare_panel,
            self.inspector_panel,
            self.problems_panel,
        )

    def unbuilt(self) -> bool:
        return None in (self._majorities, self._options, self._inspector, self._problems)

    # -- what the docks show of the window's state -------------------------------------------

    def set_warning(self, color: QColor) -> None:
        """The colour scheme's warning text, for the panels that flag Regions."""
        self._warning = color
        if self._majorities is not None:
            self._majorities.model.set_warning(color)
        if self._inspector is not None:
            self._inspector.set_warning(color)

    def _show_problem_count(self, errors: int, warnings: int) -> None:
        title = self.tr("Problems")
        if errors or warnings:
            title = self.tr("{0} ({1} ✖, {2} ⚠)", "errors and warnings").format(
                title, errors, warnings
            )
        self.problems.setWindowTitle(title)

    def show_comparison(self) -> None:
        """A comparison that has just begun brings its dock forward."""
        self.compare.show()
        self.compare.raise_()
