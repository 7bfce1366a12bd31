"""MainWindow: the board view, the docks, menus, toolbars and status bar.

The window owns the document, the Game (commands.py: the views' way to make operations
steps on the document's undo stack), the play state, the board's gesture controller and
three controllers of file work (the scenario's file, operation files, pictures); it wires
actions to them, and shows what they report.

It comes up in two stages, so that it is on screen about as soon as an empty Qt window
would be. The frame (title, size, colours) is shown first; just after its first paint,
`build` loads the rest of the app and puts the board, docks, menus and toolbars in it
(window_content.py, window_actions.py). A window made for a script or a test is built
at once (`staged=False`, the default).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QSize, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow

from ..files import settings as remembered
from ..look import app_theme

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent, QShowEvent

    from ..look.themes import Theme
    from ..panels.compare_dock import ComparePanel
    from ..panels.inspector_dock import Inspector
    from ..panels.majorities_dock import MajoritiesPanel
    from ..panels.options_dock import OptionsPanel
    from ..panels.problems_dock import ValidationPanel
    from ..rules import Board
    from ..rules.history.changes import Changes

STATUS_TIMEOUT_MS = 8000
CASCADE = QPoint(32, 32)  # a new window's offset from the one opened before it
SMALL_SCREEN_WIDTH = 1600  # below this the docks start narrower, the board gets the rest
BUILD_UNPAINTED_MS = 1000  # a staged window not painted by then is built anyway


class MainWindow(QMainWindow):
    built = Signal()  # the board, docks, menus and toolbars are in the window

    def __init__(
        self, board: Board | None = None, path: str | Path | None = None, *, staged: bool = False
    ) -> None:
        """A window on `board` (None: the embedded standard board), read from `path`.
        `staged`: show the frame first and build the rest just after its first paint."""
        super().__init__()
        self.setObjectName("main-window")
        self.setWindowTitle("Influence Board")
        self._start: tuple[Board | None, str | Path | None] | None = (board, path)
        self._saved_state: QByteArray | None = None
        self._restore_geometry()
        # The colours before the first paint, so that the frame does not flash another
        # scheme. "Follow the System" leaves Qt's own palette for now: it follows the
        # system already, and asking for the scheme costs Python tens of milliseconds.
        choice = remembered.theme_choice()
        if choice != "system" and (theme := app_theme.chosen(choice)) is not None:
            app_theme.apply(theme)
        # Built when first used, or just after the first paint.
        self._majorities: MajoritiesPanel | None = None
        self._options: OptionsPanel | None = None
        self._compare: ComparePanel | None = None
        self._inspector: Inspector | None = None
        self._problems: ValidationPanel | None = None
        if not staged:
            self.build()

    @property
    def is_built(self) -> bool:
        return self._start is None

    def build(self) -> None:
        """Everything but the frame: the board and its scene, the docks, the actions with
        their menus and toolbars, the status bar; then the saved dock layout and colours."""
        if self._start is None:
            return
        board, path = self._start
        self._start = None
        from . import actions as window_actions
        from . import parts as window_content

        if board is None:
            from ..rules.formats.scenario import standard_board

            board = standard_board()
        window_content.build(self, board, path)
        window_actions.build(self)
        self._connect()
        window_content.build_status_bar(self)
        self._show_acting()
        self._update_title()
        self.rebuild_recent_menu(self.files.recent_files())
        self._restore_dock_layout()
        self.apply_theme(remembered.theme_choice())
        if self.isVisible():
            # The board has the keyboard, as in a window shown built: the frame had
            # nothing to focus when it was shown, and the board's keys would wait for a
            # click. Queued: the view is shown by its layout on the next turn.
            QTimer.singleShot(0, self.view.setFocus)
        self.built.emit()

    def _build_shown(self) -> None:
        if self.isVisible():  # not for a frame closed before its turn came
            self.build()

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
        if not self.is_built:  # the frame is on screen: now the rest
            QTimer.singleShot(0, self._build_shown)
            return
        if self._majorities is None:
            QTimer.singleShot(0, self._build_majorities)  # once the window is on screen
        if self._options is None:
            QTimer.singleShot(0, self._build_what_if_docks)
        if self._inspector is None:
            QTimer.singleShot(0, self._build_editor_docks)

    def _build_majorities(self) -> None:
        if self._majorities is not None:
            return
        from ..panels.majorities_dock import MajoritiesPanel

        panel = self._majorities = MajoritiesPanel(self.document, self, play=self.play)
        self.majorities_dock.setWidget(panel)
        panel.region_chosen.connect(self.show_region)
        panel.model.set_warning(self.theme.refusal_text)

    def _build_what_if_docks(self) -> None:
        if self._options is not None:
            return
        from ..panels.compare_dock import ComparePanel
        from ..panels.options_dock import OptionsPanel

        self._options = OptionsPanel(self.game, self.play, self)
        self._options.choice_hovered.connect(self.gestures.preview_choice)
        self._options.hover_ended.connect(self.gestures.end_preview)
        self._compare = ComparePanel(self.comparison, self)
        self.options_dock.setWidget(self._options)
        self.compare_dock.setWidget(self._compare)

    def _build_editor_docks(self) -> None:
        if self._inspector is not None:
            return
        from ..panels.inspector_dock import Inspector
        from ..panels.problems_dock import ValidationPanel

        self._inspector = Inspector(self.game, self.play, self.prompts.color, self)
        self._problems = ValidationPanel(self.document, self)
        self.inspector_dock.setWidget(self._inspector)
        self.problems_dock.setWidget(self._problems)
        self._problems.region_chosen.connect(self.show_region)
        self._inspector.region_chosen.connect(self.show_region)
        self._problems.checked.connect(self._show_problem_count)
        self._inspector.set_warning(self.theme.refusal_text)

    # -- construction ------------------------------------------------------------------------

    def _connect(self) -> None:
        d = self.document
        # Bound methods, not lambdas: Qt drops them with the window, so a signal sent while
        # the app shuts down cannot reach a deleted window.
        d.refused.connect(self._show_refusal)
        d.message.connect(self.show_status)
        d.events_logged.connect(self._show_first_event)
        d.modified_changed.connect(self._update_title)
        d.path_changed.connect(self._update_title)
        d.name_changed.connect(self._update_title)
        d.board_replaced.connect(self._board_replaced)
        for work in (self.files, self.clipboard, self.operation_files, self.pictures):
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
        self.gestures.announced.connect(self.show_status)
        self.history.compare_wanted.connect(self.comparison.compare_step_with_current)
        self.history.compare_steps_wanted.connect(self.comparison.compare_steps)
        self.comparison.failed.connect(self.show_error)
        self.comparison.changed.connect(self._show_comparison)
        self.clear_compare_action.setEnabled(False)
        self.step_changes.changed.connect(self.scene.step_marks.show)
        self.step_changes.changed.connect(self._show_step_vp)
        self.history.browsed.connect(self.step_changes.hold)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._scheme_changed)

    def _wire_palette(self) -> None:
        from .actions import wire_palette

        wire_palette(self)

    def _restore_geometry(self) -> None:
        """The size and place of the last window closed, or a size that fits the screen;
        its docks' layout is restored once they exist (`_restore_dock_layout`)."""
        geometry, state = remembered.window_layout()
        if geometry is not None and state is not None:
            self.restoreGeometry(geometry)
            self._saved_state = state
        else:
            self.resize(self._default_size())

    def _restore_dock_layout(self) -> None:
        if self._saved_state is not None:
            self.restoreState(self._saved_state)
            self._saved_state = None
            self.view.zoom_to_fit()
        elif self.isVisible():  # a staged window: shown before its docks were made
            QTimer.singleShot(0, self._first_layout)
        else:
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
        from PySide6.QtCore import Qt

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
        if not self.is_built:
            # Built after the first paint; this is for a window the platform does not
            # paint (shown minimized): its replay and recovery offer wait for the build.
            QTimer.singleShot(BUILD_UNPAINTED_MS, self._build_shown)
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
        self.log.add_message(f"{title}: {text} {details}".strip())
        self.prompts.error(title, text, details)

    def rebuild_recent_menu(self, files: list[str]) -> None:
        from ..look.plain_text import menu_text

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
        from ..look.plain_text import short_name

        who = short_name(board.name_of(owner)) if owner else ""
        self.acting_label.setText(self.tr("Acting: {0}").format(who) + mode if owner else mode)

    def _show_step_vp(self, changes: Changes, _held: bool) -> None:
        from ..rules.history.changes import vp_text

        text = vp_text(self.document.board, changes.vp)
        self.step_vp_label.setText(self.tr("VP this step: {0}").format(text) if text else "")

    def _show_setup_mode(self, on: bool) -> None:
        self.setup_action.setChecked(on)
        self._show_acting()

    def _show_comparison(self) -> None:
        """Mark what the comparison found on the board; one that has just begun brings its
        dock forward."""
        self.scene.compare_marks.show(self.comparison.badges())
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
            if isinstance(widget, MainWindow) and widget.is_built:  # the others take it
                widget.apply_theme(choice)  # from the settings when they are built

    def choose_readable_fit(self, on: bool) -> None:
        """View > Readable Fit, kept for the next start."""
        self.view.set_readable_fit(on)
        remembered.set_readable_fit(on)

    # -- gestures from menus ----------------------------------------------------------------

    def show_region(self, region_id: str) -> None:
        """Select a Region and bring it into view (from the sidebar)."""
        self.gestures.select_region(region_id)
        item = self.scene.region_items.get(region_id)
        if item is not None:
            self.view.centerOn(item)

    def score_selected_region(self) -> None:
        region_id = self.gestures.target_region()
        if region_id is None:
            self.statusBar().showMessage(
                self.tr("Select a Region to score first"), STATUS_TIMEOUT_MS
            )
            return
        self.gestures.score(region_id)

    def remove_selected_region(self) -> None:
        region_id = self.play.selection[0] if self.play.selection else None
        if region_id is None:
            self.statusBar().showMessage(self.tr("Select a Region first"), STATUS_TIMEOUT_MS)
            return
        from ..rules.edits import RemoveRegion

        self.game.perform(RemoveRegion(region_id))

    def lay_out(self, only: list[str] | None) -> None:
        """Automatic layout (networkx) as one undo step, then the whole board in view."""
        from ..rules.topology import auto_layout

        if only is not None and not only:
            self.statusBar().showMessage(
                self.tr("Select the Regions to lay out first"), STATUS_TIMEOUT_MS
            )
            return
        self.game.perform(auto_layout(self.document.board, only=only))
        self.view.zoom_to_fit()  # the scene rectangle already holds the new places

    def compare_with_file_dialog(self) -> None:
        """View > Compare With File: a scenario file against the current position."""
        from ..files.scenario_file import ONE_SCENARIO_FILTER

        path = self.prompts.open_path(self.tr("Compare with file"), ONE_SCENARIO_FILTER)
        if path:
            self.comparison.compare_with_file(path)

    def _show_problem_count(self, errors: int, warnings: int) -> None:
        title = self.tr("Problems")
        if errors or warnings:
            title += f" ({errors} ✖, {warnings} ⚠)"
        self.problems_dock.setWindowTitle(title)

    def describe_board(self) -> None:
        """A plain-text account of every Region that a screen reader can read."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout

        from ..rules.analysis.report import describe

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
        from .. import __version__

        self.prompts.about(
            self.tr("About Influence Board"),
            f"<h3>Influence Board {__version__}</h3>"
            + self.tr(
                "<p>See and edit the Influence slots of a World Order-style board game: "
                "permanent and temporary slots, push-outs, conversions, resets, majorities "
                "and scoring, every step undoable.</p>"
            ),
        )

    def note(self, text: str) -> None:
        """Something to tell the user and keep: the status bar, and the Log for later."""
        self.log.add_message(text)
        self.statusBar().showMessage(text, 15000)

    def offer_recovery(self) -> bool:
        """After a crash, offer the games autosaved by processes that are gone; the newest
        comes into this window when it is free, each other one into a window of its own.
        True when they were restored."""
        from ..files import recovery_offer

        return recovery_offer.offer(self, type(self))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.is_built:  # closed before it was built: nothing to keep or to ask
            event.accept()
            return
        if not self.files.confirm_discard():
            event.ignore()
            return
        remembered.save_window_layout(self.saveGeometry(), self.saveState())
        self.autosaver.stop()
        event.accept()
