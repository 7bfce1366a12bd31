"""MainWindow: the shell around the board. It holds the window's parts (parts.py: the
document and its step list and Game, the scene, the docks, the file controllers, ...) and
its actions (actions.py, laid out in menus and toolbars by menus.py); its own jobs are the
frame (size, place, cascading, the dock layout kept between runs), the title, the colours,
showing failures and closing.

It comes up in stages, so that it is on screen about as soon as an empty Qt window would
be and the board soon after. The frame (title, size, colours) is shown first; just after
its first paint, `build` puts the board in it (board_stage.py: the board's parts alone,
where the full layout will have them); just after the board's first paint, the rest of the
app comes in around it: docks, menus and toolbars, their panels one paint later. A window
made for a script or a test is built at once (`staged=False`, the default).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QSize, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow
from shiboken6 import isValid

from ..files import settings as remembered
from ..look import app_theme

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent, QShowEvent
    from PySide6.QtWidgets import QMenu

    from ..rules import Board
    from ..rules.formats.position_file import PositionFile
    from ..rules.history.tree import Variations
    from .actions import Actions
    from .board_stage import BoardParts
    from .parts import WindowParts

CASCADE = QPoint(32, 32)  # a new window's offset from the one opened before it
RECORDS_SHARE = 0.36  # the Log's share of the dock column's height
TAB_BAR_FRAME = 6  # the dock column's margins beside its tab bars
BUILD_UNPAINTED_MS = 1000  # a staged window not painted by then is built anyway
OFFSCREEN_SIZE = QSize(1400, 860)  # a window's first size for a script or a test


class MainWindow(QMainWindow):
    built = Signal()  # the board, docks, menus and toolbars are in the window

    _shown_count = 0  # windows shown so far, to find the newest for cascading

    def __init__(
        self,
        board: Board | Variations | None = None,
        path: str | Path | None = None,
        *,
        staged: bool = False,
    ) -> None:
        """A window on `board` (None: the embedded standard board; a tree: a game file's,
        every step of it), read from `path`. `staged`: show the frame first and build the
        rest just after its first paint."""
        super().__init__()
        self.setObjectName("main-window")
        self.setWindowTitle("Influence Board")
        self._start: tuple[Board | Variations | None, str | Path | None] | None = (board, path)
        self._board: BoardParts | None = None  # the board's parts, built first
        self._parts: WindowParts | None = None
        self._actions: Actions | None = None
        self._recent: QMenu | None = None
        self._saved_state: QByteArray | None = None
        self._layout_waits = False  # the first layout waits for the panels to be built
        self._shown_serial = 0
        self._restore_geometry()
        # The colours before the first paint, so that the frame does not flash another
        # scheme. "Follow the System" leaves Qt's own palette for now: it follows the
        # system already, and asking for the scheme costs Python tens of milliseconds.
        choice = remembered.theme_choice()
        if choice != "system" and (theme := app_theme.chosen(choice)) is not None:
            app_theme.apply(theme)
        if not staged:
            self.build()

    # -- what a built window holds -----------------------------------------------------------

    @property
    def is_built(self) -> bool:
        return self._start is None

    @property
    def parts(self) -> WindowParts:
        assert self._parts is not None, "the window is not built yet"
        return self._parts

    def action(self, name: str) -> QAction:
        """The action of the action table named `name` (actions.py), e.g. "save"."""
        assert self._actions is not None, "the window is not built yet"
        return self._actions[name]

    @property
    def recent_menu(self) -> QMenu:
        assert self._recent is not None, "the window is not built yet"
        return self._recent

    def build(self) -> None:
        """Everything but the frame: the board and its scene, the docks, the actions with
        their menus and toolbars, the status bar; then the saved dock layout and colours.
        A window on screen shows its board first, and the rest once that is painted."""
        if self._start is None or self._board is not None:
            return
        from ..rules import Board
        from .board_stage import build_board, show_board_first

        given, path = self._start
        if given is None:
            from ..rules.formats.scenario import standard_board

            board = standard_board()
        elif isinstance(given, Board):
            board = given
        else:  # a game file's tree: its steps come in with the rest
            board = given.root.board
        self._board = build_board(self, board, path)
        if self.isVisible():
            show_board_first(self, self._board.view, self._build_rest_shown, BUILD_UNPAINTED_MS)
        else:
            self._build_rest()

    def _build_rest_shown(self) -> None:
        if self.isVisible():  # not for a window closed while its board stood alone
            self._build_rest()

    def _build_rest(self) -> None:
        """The parts around the board (parts.py), then the menus, bars and docks."""
        if self._start is None or self._board is None or not isValid(self._board.view):
            return
        board, path = self._start
        self._start = None
        from ..rules.history.tree import Variations
        from .actions import Actions
        from .menus import build_menus, build_toolbars
        from .parts import build_parts
        from .score_commands import connect_score_commands

        parts = self._parts = build_parts(self, self._board)
        if isinstance(board, Variations) and path is not None:
            parts.files.show_game(board, path)
        actions = self._actions = Actions(self, self)
        self._recent = build_menus(self, parts, actions)["recent"]
        build_toolbars(self, parts, actions)
        actions.bind_remembered()  # once the docks' and menus' own keys are in
        parts.log.add_file_action(actions["save_log"])
        self._connect(parts)
        self._take_drops(parts)
        connect_score_commands(parts)
        self._update_title()
        self.rebuild_recent_menu(parts.files.recent_files())
        self._restore_dock_layout()
        self.apply_theme(remembered.theme_choice())
        if refused := remembered.refusal():  # a FIFO, a device, a huge file as settings
            self.statusBar().showMessage(refused)
        # Table View, if the last window was left in it: after the layout, restored on the
        # next turn.
        QTimer.singleShot(0, self._start_in_table_view)
        if self.isVisible():
            # The board has the keyboard, as in a window shown built: the frame had
            # nothing to focus when it was shown, and the board's keys would wait for a
            # click. Queued: the view is shown by its layout on the next turn.
            QTimer.singleShot(0, parts.view.setFocus)
            # The other panels come after the board's first paint (paintEvent); the board
            # covers the window then, and a platform may send the window itself no paint:
            # a repaint asked for, and a time after which they are built anyway.
            self.update()
            QTimer.singleShot(BUILD_UNPAINTED_MS, self._build_panels_unpainted)
        self.built.emit()

    def _build_panels_unpainted(self) -> None:
        if self.parts.docks.unbuilt():
            self._build_panels()

    def _start_in_table_view(self) -> None:
        if self.isVisible():  # a window for a script or a test is not shown yet
            self.parts.table_view.resume()

    def _build_shown(self) -> None:
        if self.isVisible():  # not for a frame closed before its turn came
            self.build()

    def _connect(self, parts: WindowParts) -> None:
        d = parts.document
        # Bound methods, not lambdas: Qt drops them with the window, so a signal sent while
        # the app shuts down cannot reach a deleted window.
        parts.steps.changed.connect(self._update_title)  # saved or not is the history's
        parts.steps.saved_changed.connect(self._update_title)
        d.path_changed.connect(self._update_title)
        d.name_changed.connect(self._update_title)
        d.board_replaced.connect(self._board_replaced)
        for work in parts.file_work():
            work.failed.connect(self.show_error)
        parts.comparison.failed.connect(self.show_error)
        parts.files.recent_changed.connect(self.rebuild_recent_menu)
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._scheme_changed)

    def _take_drops(self, parts: WindowParts) -> None:
        """Files dropped on the window or its board open (file_drop.py)."""
        from .file_drop import FileDrop

        drops = FileDrop(parts, self.note, self.show_error, open_window)
        self.setAcceptDrops(True)
        self.installEventFilter(drops)
        parts.view.viewport().installEventFilter(drops)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.is_built:  # the frame is on screen: now the rest
            QTimer.singleShot(0, self._build_shown)
        elif self.parts.docks.unbuilt():  # the board is on screen: now the other panels
            QTimer.singleShot(0, self._build_panels)

    def _build_panels(self) -> None:
        self.parts.docks.build_panels()
        if self._layout_waits:
            self._layout_waits = False
            self._first_layout()

    # -- size, place and the docks' layout ----------------------------------------------------

    def _restore_geometry(self) -> None:
        """The size and place of the last window closed, or a size that fits the screen;
        its docks' layout is restored once they exist (`_restore_dock_layout`). A layout
        kept on a screen of another size is not restored: the default fits this one."""
        geometry, state, screen = remembered.window_layout()
        if (
            geometry is not None
            and state is not None
            and screen == self._screen_size()
            and self.restoreGeometry(geometry)
            and self._fits_screen()
        ):
            self._saved_state = state
        else:  # none kept, another screen's, or garbage (Qt made it 533x533)
            self._first_frame()

    def _fits_screen(self) -> bool:
        """The restored frame lies on its screen and is no larger than it (the offscreen
        platform's 800x600 is no real screen: there, it is large enough to use)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return False
        if QGuiApplication.platformName() == "offscreen":
            return self.width() >= 200 and self.height() >= 150
        available = screen.availableGeometry().adjusted(-40, -40, 40, 40)  # a frame's edge
        return available.contains(self.frameGeometry()) and self.width() >= 200

    def _screen_size(self) -> str:
        """The available size of the window's screen, "1366x740", kept with its layout."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return ""
        size = screen.availableGeometry().size()
        return f"{size.width()}x{size.height()}"

    def _restore_dock_layout(self) -> None:
        state = self._saved_state
        self._saved_state = None
        if state is not None and self.isVisible():
            # A staged window is on screen while its docks, toolbars and board go in. Qt
            # fits a state restored now into the frame's unsettled layout and gives the
            # board its minimum (the 70 px strip of the second start): one turn later the
            # layout has its real size and the saved sizes come back as they were.
            QTimer.singleShot(0, lambda: self._restore_state(state))
        elif state is not None:
            self._restore_state(state)  # Qt applies it when the window is shown
        else:
            self._first_layout()  # once the panels are in (after the first paint)

    def _restore_state(self, state: QByteArray) -> None:
        from .docks import LAYOUT_VERSION

        if self.restoreState(state, LAYOUT_VERSION):
            self.parts.view.zoom_to_fit()
        else:  # a layout kept by another version: the default one
            self._first_layout()

    def _first_frame(self) -> None:
        """The frame of a first start on this screen: maximized on a screen up to Full HD,
        else most of it, centred (first_frame.py); the board fits it once the docks are in
        (`_first_layout`). The offscreen platform's 800x600 is no real screen: there, the
        tests' OFFSCREEN_SIZE."""
        screen = self.screen()
        if screen is None or QGuiApplication.platformName() == "offscreen":
            self.resize(OFFSCREEN_SIZE)
            return
        from PySide6.QtCore import Qt

        from .first_frame import first_frame

        frame = first_frame(screen.availableGeometry(), alone=not self.other_windows())
        self.resize(frame.normal.size())
        self.move(frame.normal.topLeft())  # a window's move places its frame
        if frame.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _first_layout(self) -> None:
        from PySide6.QtCore import Qt

        from .board_stage import SIDE_MAX, dock_column_width

        docks = self.parts.docks
        if docks.unbuilt():  # sized with the panels in, not their placeholders
            self._layout_waits = True
            return
        # The docks share one column on the right, the panels over the records, so the
        # board has the window's full height: seven tracks fit a laptop screen readable.
        # As wide as the docks' tabs need for their names whole (a longer language's).
        side = max(dock_column_width(self.width()), min(SIDE_MAX, self._tabs_width()))
        column = max(1, self.parts.view.height())  # the dock column is as tall as the board
        records = int(column * RECORDS_SHARE)
        self.resizeDocks([docks.majorities], [side], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [docks.majorities, docks.log], [column - records, records], Qt.Orientation.Vertical
        )
        self.parts.view.zoom_to_fit()

    def _tabs_width(self) -> int:
        """How wide the dock column must be for its tabs' names to show whole (they are
        longer in some languages: "Maggioranze", "Cronologia"), as far as SIDE_MAX lets."""
        from PySide6.QtWidgets import QTabBar

        bars = [bar for bar in self.findChildren(QTabBar) if bar.count() and bar.isVisible()]
        widths = [sum(bar.tabSizeHint(n).width() for n in range(bar.count())) for bar in bars]
        return max(widths, default=0) + TAB_BAR_FRAME

    # -- several windows --------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        if not self.is_built:
            # Built after the first paint; this is for a window the platform does not
            # paint (shown minimized): its replay and recovery offer wait for the build.
            QTimer.singleShot(BUILD_UNPAINTED_MS, self._build_shown)
        if not self._shown_serial:
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
        return sorted(others, key=lambda w: -w._shown_serial)

    def _cascade(self) -> None:
        """Not on top of the window opened before this one: a step down and right. The
        whole window stays on the screen: it gives up a step of its size when it must
        (a laptop's window is nearly the screen's), else it starts again at the corner."""
        others = self.other_windows()
        if not others:
            return
        target = others[0].pos() + CASCADE
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        frame = self.frameGeometry().size() - self.size()  # the window manager's border
        room = QSize(screen.right() - target.x(), screen.bottom() - target.y()) - frame
        if room.width() < self.width() or room.height() < self.height():
            smaller = self.size().boundedTo(room)
            if smaller.expandedTo(self.minimumSizeHint()) == smaller:
                self.resize(smaller)
            else:
                target = screen.topLeft()
        self.move(target)

    def quit_all(self) -> bool:
        """Close every window, this one first; each asks about its unsaved work, and a
        Cancel stops the quit there. True when every window closed."""
        # all() stops at the first window that stays open.
        return all(window.close() for window in [self, *self.other_windows()])

    # -- what the window shows --------------------------------------------------------------

    def show_error(self, title: str, text: str, details: str = "") -> None:
        """A failure in a message box, and in the Log for later."""
        self.parts.log.add_message(f"{title}: {text} {details}".strip())
        self.parts.prompts.error(title, text, details)

    def key_rows(self) -> list[tuple[str, str, str]]:
        """Every action of the table with its menu and key, for Help (dialogs/help_views.py)."""
        from ..dialogs.help_views import key_rows
        from .actions import ACTIONS

        return key_rows(self.menuBar(), [self.action(row.name) for row in ACTIONS])

    def note(self, text: str) -> None:
        """Something to tell the user and keep: the status bar, and the Log for later."""
        self.parts.journal.keep(text)

    def rebuild_recent_menu(self, files: list[str]) -> None:
        from ..look.plain_text import literal_html, menu_text

        menu = self.recent_menu
        menu.clear()
        for n, file in enumerate(files, start=1):
            action = menu.addAction(f"&{n} {menu_text(Path(file).name)}")
            action.setToolTip(literal_html(file))  # a file's name may look like HTML
            action.setStatusTip(file)
            action.triggered.connect(lambda _=False, f=file: self.parts.files.open_file(f))
        menu.setEnabled(bool(files))

    def _update_title(self, *_args: object) -> None:
        document = self.parts.document
        from ..look.plain_text import isolated

        # A right-to-left name, or an override in it, keeps to its own place in the title.
        self.setWindowTitle(self.tr("{0}[*] — Influence Board").format(isolated(document.title)))
        modified = self.parts.steps.is_modified()
        if modified != self.isWindowModified():  # as it was at most steps
            self.setWindowModified(modified)

    def _board_replaced(self) -> None:
        # Connected last, so the scene and every panel hold the new Board by now.
        self._update_title()
        QTimer.singleShot(0, self.parts.view.zoom_to_fit)

    # -- colours ----------------------------------------------------------------------------

    def apply_theme(self, choice: str) -> None:
        """The scheme on the whole application (palette) and on this window's own colours."""
        parts = self.parts
        assert self._actions is not None
        self._actions.check_theme(choice)
        theme = app_theme.theme_for(choice)
        app_theme.apply(theme)
        parts.scene.set_theme(theme)
        parts.spectators.set_theme(theme)
        parts.log.set_theme(theme)
        parts.timeline.set_theme(theme)
        parts.docks.set_warning(theme.refusal_text)

    def _scheme_changed(self, _scheme: object) -> None:
        self.apply_theme(remembered.theme_choice())

    def choose_theme(self, choice: str) -> None:
        """The palette is the application's: every open window takes the scheme."""
        remembered.set_theme_choice(choice)
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.is_built:  # the others take it
                widget.apply_theme(choice)  # from the settings when they are built

    # -- recovery and closing ---------------------------------------------------------------

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
        if not self.parts.files.confirm_discard():
            event.ignore()
            return
        from .board_stage import margins_of
        from .docks import LAYOUT_VERSION

        # The window's own layout, not the table view's (which the next start takes anew).
        normal = self.parts.table_view.normal_layout()
        geometry, state = normal or (self.saveGeometry(), self.saveState(LAYOUT_VERSION))
        board = None if normal else margins_of(self, self.parts.view)
        remembered.save_window_layout(geometry, state, self._screen_size(), board)
        self.parts.spectators.set_open(False)  # the room's window goes with its game's
        self.parts.autosaver.stop()
        event.accept()


def open_window(path: str | Path, opened: PositionFile) -> MainWindow:
    """A new window, shown, on what the file at `path` held (read already, by
    file_drop.read_for_window); the window that has that file open already, if one does,
    brought to the front instead."""
    if (shown := _window_of(Path(path))) is not None:
        shown.show()
        shown.raise_()
        shown.activateWindow()
        return shown
    window = MainWindow()
    window.show()
    window.raise_()
    window.parts.files.show_file(opened, path)
    return window


def _window_of(path: Path) -> MainWindow | None:
    """The open window whose game is the file at `path`."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.is_built and widget.isVisible():
            has = widget.parts.document.path
            if has is not None and Path(has).resolve() == path.resolve():
                return widget
    return None
