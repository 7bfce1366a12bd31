"""The start-up question: which games left behind by a crash to restore (autosave.py
writes them, recovery_folder.py finds them). The newest goes into the window that asks
(unless it holds a file or unsaved work), each other one into a window of its own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ..document.board_document import Document
from ..document.step_list import StepList
from ..look.plain_text import isolated
from ..rules import Board
from .autosave import Autosaver
from .prompts import Button, Prompts
from .recovery_folder import Recovery, scan

translate = QCoreApplication.translate


class GameParts(Protocol):
    """What a restore needs of a window's parts (window/parts.py), without importing them."""

    @property
    def document(self) -> Document: ...

    @property
    def steps(self) -> StepList: ...

    @property
    def autosaver(self) -> Autosaver: ...

    @property
    def prompts(self) -> Prompts: ...


class GameWindow(Protocol):
    """What a restore needs of a window (MainWindow), without importing it."""

    @property
    def parts(self) -> GameParts: ...

    def note(self, text: str) -> None:
        """Tell the user, and keep it in the Log."""

    def show(self) -> None: ...


_restored_windows: list[GameWindow] = []  # kept alive: a top-level window has no parent


def offer(window: GameWindow, new_window: Callable[[Board], GameWindow]) -> bool:
    """Offer every game whose process is gone, newest first, with its name and time; the
    newest goes into `window` when it is free, each other one into `new_window(board)`.
    True when they were restored. A damaged recovery file only gives a message."""
    found = scan()
    for message in found.messages:
        window.note(message)
    games = found.recoveries
    if not games:
        return False
    listing = "\n".join(_listed(window, game) for game in games)
    # No count in the question: the list under it shows each game.
    question = (
        translate(
            "RecoveryOffer",
            "Influence Board did not close normally. Restore the game autosaved then?\n\n{0}",
        )
        if len(games) == 1
        else translate(
            "RecoveryOffer",
            "Influence Board did not close normally. Restore the games autosaved then?\n\n{0}",
        )
    )
    # Verbs that say what each button does; neither is Escape's: discarding deletes the
    # recovery files, so the box waits for a choice.
    answer = window.parts.prompts.question(
        translate("RecoveryOffer", "Restore unsaved games?"),
        question.format(listing),
        Button.Yes | Button.Discard,
        Button.Yes,
        labels=(
            (Button.Yes, translate("RecoveryOffer", "Restore")),
            (Button.Discard, translate("RecoveryOffer", "Discard")),
        ),
    )
    if answer != Button.Yes:
        for game in games:
            game.slot.release()
        return False
    # A window holding a file the user opened, or unsaved work, keeps it.
    parts = window.parts
    busy = parts.document.path is not None or parts.steps.is_modified()
    if not busy:
        restore(window, games[0])
    for game in games[0 if busy else 1 :]:
        other = new_window(game.board)
        restore(other, game)
        other.show()
        _restored_windows.append(other)
    return True


def _listed(window: GameWindow, game: Recovery) -> str:
    """ "• table-3.ibgame: Table 3 (autosaved ...)": the file it came from, if any (only a
    name: the recorded path is not trusted), and the board."""
    when = translate("RecoveryOffer", "autosaved {0}").format(_when(game))
    if game.saved.path:
        said = translate("RecoveryOffer", "{0}: {1} ({2})")
        file, name = isolated(Path(game.saved.path).name), isolated(game.board.name)
        return "• " + said.format(file, name, when)
    never = translate("RecoveryOffer", "{0}, never saved ({1})")
    return "• " + never.format(isolated(game.board.name), when)


def _when(game: Recovery) -> str:
    """When the game was autosaved, as the language in use writes a date and time."""
    moment = QDateTime.fromMSecsSinceEpoch(round(game.saved.saved_at * 1000))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def restore(window: GameWindow, game: Recovery) -> None:
    """The game goes in without a file: the first Save asks where, suggesting the recorded
    path (which may name any file: it is not trusted)."""
    # The start, then every step taken from it, with the saved position current.
    parts = window.parts
    parts.document.replace(game.tree.root.board)
    parts.steps.restore(game.tree)
    parts.autosaver.adopt(game)
    # Unsaved until the user saves it, and the recovery file stays until then.
    parts.steps.mark_modified()
    window.note(
        translate("RecoveryOffer", "Restored the game autosaved at {0}").format(_when(game))
    )
