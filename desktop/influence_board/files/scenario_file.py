"""The file behind a window: new, open, save, revert and the recent files, for scenarios
and game files. Crash recovery is autosave.py's, recovery_folder.py's and
recovery_offer.py's; the position on the clipboard is clipboard.py's.

FileController is owned by the window, which wires its actions to it and shows what it
reports (`message` in the status bar, `failed` in a message box and the Log); it asks the
user through the window's Prompts. Every failure says where and why, and leaves the board
and the files as they were.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, Signal

from ..document.board_document import Document
from ..document.step_list import StepList
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules import Board
from ..rules.formats import game_file
from ..rules.formats.position_file import PositionFile, load_position_file, variation_count
from ..rules.formats.scenario import DEFAULT_LOCAL_POWER, ScenarioError, save, standard_board
from ..rules.history.tree import Variations
from ..rules.topology import with_positions
from ..rules.validation import check
from ..text.escaping import escaped, escaped_keeping_lines
from . import recent_desktop
from . import settings as remembered
from .autosave import Autosaver
from .disk_stamp import DiskStamp, changed, stamp
from .prompts import Button, Prompts, write_asking
from .save_kinds import SaveKind, chosen_kind, history_left_out, suggested_name

# The file dialogs' filters, translated when a dialog is shown (`filters`); a translation
# keeps the patterns in brackets.
SCENARIOS = QT_TRANSLATE_NOOP("FileFilters", "Influence Board scenarios (*.json)")
GAMES = QT_TRANSLATE_NOOP("FileFilters", "Influence Board games with variations (*.ibgame)")
ALL_FILES = QT_TRANSLATE_NOOP("FileFilters", "All files (*)")
BOTH = QT_TRANSLATE_NOOP("FileFilters", "Influence Board files (*.json *.ibgame)")


def filters(*names: str) -> str:
    """A file dialog's filter list, each filter in the language in use."""
    return ";;".join(QCoreApplication.translate("FileFilters", name) for name in names)


def scenario_filter() -> str:
    """What Open reads: either kind, whatever its name says (rules/formats/position_file.py).
    The same for the files a position is read from (setup sheets, Compare With File): a game
    file gives its current step."""
    return filters(BOTH, SCENARIOS, GAMES, ALL_FILES)


class FileController(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log
    recent_changed = Signal(list)  # the recent files, newest first

    def __init__(
        self, steps: StepList, prompts: Prompts, autosaver: Autosaver | None = None
    ) -> None:
        """The game is `steps`' (a game file keeps its whole tree); questions go through
        `prompts`; `autosaver` knows where a restored game was saved before."""
        super().__init__(prompts.parent)
        self.steps = steps
        self.document: Document = steps.document
        self.prompts = prompts
        self.autosaver = autosaver
        # What the open file is, read from its content: Save writes that kind again.
        self.kind: SaveKind | None = None
        # The user agreed to save (path, variation count) without its variations.
        self._agreed_drop: tuple[Path, int] | None = None
        self.document.board_replaced.connect(self._forget_kind)
        # The open file as it was read or last saved here; the watcher tells of a change
        # at once, and Save checks again (a watcher may miss a change on a network disk).
        self._disk: DiskStamp | None = None
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._changed_on_disk)
        self.document.path_changed.connect(self._watch)
        if self.document.path is not None:  # a file named on the command line
            self._remember_disk(self.document.path)

    def _forget_kind(self) -> None:
        if self.document.path is None:
            self.kind = None
            self._disk = None

    # -- the file on disk -------------------------------------------------------------------

    def _remember_disk(self, path: Path) -> None:
        self._disk = stamp(path)
        self._watch()

    def _watch(self, *_: object) -> None:
        if files := self._watcher.files():
            self._watcher.removePaths(files)
        path = self.document.path
        if path is not None and path.exists():
            self._watcher.addPath(str(path))

    def _changed_on_disk(self, name: str) -> None:
        path = self.document.path
        if path is None or Path(name) != path:
            return
        self._watch()  # a file replaced by a rename is watched no more: watch the new one
        if changed(path, self._disk):
            self.message.emit(
                self.tr("“{0}” changed on disk; Save will ask before overwriting it.").format(
                    path.name
                )
            )

    def _may_overwrite(self, path: Path) -> bool:
        """Saving over the open file: when another window or program changed it since it
        was opened here, ask first (Overwrite / Save As / Reload). True to go on."""
        if path != self.document.path or not changed(path, self._disk):
            return True
        answer = self.prompts.question(
            self.tr("Changed on disk"),
            self.tr(
                "“{0}” changed on disk since you opened it (another window or program saved "
                "it). Overwrite it with this game, save this game as another file, or "
                "reload the file and lose the changes made here?"
            ).format(path.name),
            Button.Save | Button.SaveAll | Button.Reset | Button.Cancel,
            Button.Cancel,
            labels=(
                (Button.Save, self.tr("Overwrite")),
                (Button.SaveAll, self.tr("Save As…")),
                (Button.Reset, self.tr("Reload")),
            ),
        )
        if answer == Button.SaveAll:
            self._disk = None  # asked once: Save As may choose this very file
            self.save_as_dialog()
        elif answer == Button.Reset:
            self.open_file(path, ask=False)
        return answer == Button.Save

    # -- questions --------------------------------------------------------------------------

    def confirm_discard(self) -> bool:
        """Ask before unsaved work is lost. True when it is fine to go on."""
        if not self.steps.is_modified():
            return True
        answer = self.prompts.question(
            self.tr("Unsaved changes"),
            self.tr("“{0}” has changes that are not saved. Save them first?").format(
                self.document.title
            ),
            Button.Save | Button.Discard | Button.Cancel,
            Button.Save,
        )
        if answer == Button.Save:
            return self.save_file()
        return answer == Button.Discard

    # -- new, open, revert ------------------------------------------------------------------

    def new_game(self) -> None:
        if self.confirm_discard():
            self.document.replace(standard_board())

    def new_empty(self) -> None:
        """A board with the standard players and local power and no Regions, to build on."""
        if not self.confirm_discard():
            return
        standard = standard_board()
        local = standard.local_power or DEFAULT_LOCAL_POWER
        # named in the user's language, as a new Region is: the name is theirs to change
        self.document.replace(Board(self.tr("New board"), standard.players, local, ()))

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        path = self.prompts.open_path(self.tr("Open scenario"), scenario_filter())
        if path:
            self.open_file(path, ask=False)

    def open_file(self, path: str | Path, ask: bool = True) -> bool:
        """Open a scenario or game file (told apart by its content); on bad input say
        where and why and leave the board as it was. A scenario whose errors the editor
        can fix opens to be repaired (rules/repair.py)."""
        if ask and not self.confirm_discard():
            return False
        try:
            opened = load_position_file(path, repair=True)
        except ScenarioError as exc:
            self.cannot_open(path, exc)
            return False
        self.show_file(opened, path)
        return True

    def cannot_open(self, path: str | Path, problem: ScenarioError) -> None:
        """Say why the file at `path` was not opened (a file gone leaves the recent list).
        Its name may hold anything a name can (a NUL, a newline, an escape): shown escaped."""
        self.failed.emit(
            self.tr("Cannot open scenario"),
            self.tr("{0} cannot be opened; the board is unchanged.").format(
                escaped(Path(path).name)
            ),
            escaped_keeping_lines(problem.describe()),
        )
        # os.path's: False, not an exception, for a name too long or holding a NUL
        if not os.path.exists(path):
            self.recent_changed.emit(remembered.forget_recent(str(path)))

    def show_file(self, opened: PositionFile, path: str | Path) -> None:
        """What the file at `path` held, read by load_position_file, in this window."""
        if opened.tree is not None:
            self.show_game(opened.tree, path)
        else:
            self.document.replace(with_positions(opened.board), path)
            self.kind = SaveKind.SCENARIO
        self._remember_disk(Path(path))
        self._remember_recent(Path(path))
        # Kept in the Log too, its first line: a game file says where in it one is.
        steps = self.steps
        if opened.tree is not None:
            said = self.tr("Opened {0} at step {1} of {2}").format(path, steps.index, steps.count)
        elif self.document.needs_repair:
            said = self.tr(
                "Opened {0} to repair it in Setup mode: the Problems dock lists its errors, "
                "and play waits until they are fixed"
            ).format(path)
        else:
            said = self.tr("Opened {0}").format(path)
        steps.journal.keep(said)

    def show_game(self, tree: Variations, path: str | Path) -> None:
        """A game file's tree: its start position, then every step, the saved one current."""
        self.document.replace(tree.root.board, path)
        self.steps.restore(tree)
        self.steps.mark_saved()  # as saved
        self.kind = SaveKind.GAME

    def revert(self) -> None:
        path = self.document.path
        if path is None or not self.steps.is_modified():
            return
        answer = self.prompts.question(
            self.tr("Revert"),
            self.tr("Throw away every change since {0} was last saved?").format(path.name),
        )
        if answer == Button.Yes:
            self.open_file(path, ask=False)

    # -- saving -----------------------------------------------------------------------------

    def save_file(self) -> bool:
        if self.document.path is None:
            return self.save_as_dialog()
        return self.save_to(self.document.path, self.kind)

    def save_as_dialog(self) -> bool:
        """The dialog offers the game file first when there is history to keep; the filter
        chosen there decides the kind, and adds its suffix to a name without one."""
        tree = self.steps.tree
        keep_tree = history_left_out(tree) or self.kind is SaveKind.GAME
        default = SaveKind.GAME if keep_tree else SaveKind.SCENARIO
        kinds = [GAMES, SCENARIOS] if default is SaveKind.GAME else [SCENARIOS, GAMES]
        # A restored game suggests where it was saved before; the path is not trusted.
        restored = self.autosaver.suggested_path if self.autosaver is not None else None
        suggested = restored or suggested_name(self.document.path, self.document.board, default)
        path, chosen = self.prompts.save_path(
            self.tr("Save game"), suggested, filters(*kinds, ALL_FILES)
        )
        if not path:
            return False
        target, kind = chosen_kind(
            Path(path),
            {filters(GAMES): SaveKind.GAME, filters(SCENARIOS): SaveKind.SCENARIO}.get(chosen),
            default,
        )
        return self.save_to(target, kind)

    def save_to(self, path: Path, kind: SaveKind | None = None) -> bool:
        """Save atomically as `kind` (None: as the suffix says); a failed save leaves the old
        file whole and says why. A scenario keeps one position: before variations are left
        out, the user is asked."""
        if kind is None:
            kind = SaveKind.GAME if game_file.is_game_path(path) else SaveKind.SCENARIO
        if kind is SaveKind.SCENARIO and not self.confirm_dropping_variations(path):
            return False
        if not self.confirm_invalid_save() or not self._may_overwrite(path):
            return False
        board = self.document.board
        if kind is SaveKind.GAME:
            tree = self.steps.tree
            write = lambda replace: game_file.save_game(tree, path, replace)  # noqa: E731
        else:
            write = lambda replace: save(board, path, replace)  # noqa: E731
        failure = write_asking(self.prompts, path, write)
        if failure is not None:
            if failure:
                self.failed.emit(
                    self.tr("Cannot save"),
                    self.tr("{0} was not saved; the file on disk is unchanged.").format(path),
                    failure,
                )
            return False
        self.kind = kind
        self.steps.mark_saved()
        self.document.set_path(path)
        self._remember_disk(path)
        self._remember_recent(path)
        self.message.emit(self.tr("Saved {0}").format(path))
        return True

    def confirm_dropping_variations(self, path: Path) -> bool:
        """A scenario holds one position: saving a game with variations as one asks first
        (once for a file and that many variations). True when it is fine to go on."""
        variations = variation_count(self.steps.tree)
        if not variations or self._agreed_drop == (path, variations):
            return True
        answer = self.prompts.question(
            self.tr("Save without the variations?"),
            self.tr(
                "{0} is a scenario, which keeps one position: the history and %n "
                "variation(s) will not be kept. Save it anyway, or cancel and save a game "
                "file (*.ibgame) to keep them.",
                "",
                variations,
            ).format(path.name),
            Button.Save | Button.Cancel,
            Button.Cancel,
        )
        if answer != Button.Save:
            return False
        self._agreed_drop = (path, variations)
        return True

    def confirm_invalid_save(self) -> bool:
        """An invalid position may be saved, but only after a warning (the errors are the
        rules' own check, as `influence-board check` and the Problems dock find them)."""
        errors = [p for p in check(self.document.board) if p.severity == "error"]
        if not errors:
            return True
        answer = self.prompts.warning(
            self.tr("Save an invalid scenario?"),
            self.tr(
                "This scenario has %n error(s); `influence-board check` will reject it.",
                "",
                len(errors),
            ),
            Button.Save | Button.Cancel,
            Button.Cancel,
        )
        return answer == Button.Save

    # -- recent files -----------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        return remembered.recent_files()

    def _remember_recent(self, path: Path) -> None:
        """A file just opened or saved: its folder is where the next file dialog opens, and
        it comes first in Open Recent and in the desktop's recent files."""
        remembered.remember_directory(path.resolve().parent)
        self.recent_changed.emit(remembered.add_recent(path))
        mime = (
            recent_desktop.GAME_MIME if self.kind is SaveKind.GAME else recent_desktop.SCENARIO_MIME
        )
        recent_desktop.add(path, mime)
