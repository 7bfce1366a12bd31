"""A failed save or autosave always says so (issue 22, item 2): text that slipped past every
reader (a lone surrogate in a variation's name) fails Save with a dialog and leaves the
window modified and no file; autosave says so in the status bar, writes no recovery file,
and tries again at its own interval, no sooner."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pytestqt.qtbot import QtBot

from helpers import choose_player, click_slot
from influence_board.files.autosave import autosave_interval
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def test_unencodable_text_fails_save_and_autosave_with_a_word(
    window: MainWindow, dialogs: Dialogs, qtbot: QtBot, tmp_path: Path
) -> None:
    choose_player(window, 1)
    click_slot(window, "africa", "temporary", 0)
    window.parts.steps.tree.current.name = "plan \ud800"  # as no reader lets it in
    target = tmp_path / "game.ibgame"
    dialogs.save_path = str(target)
    assert not window.parts.files.save_as_dialog()
    assert "lone surrogate (U+D800)" in dialogs.error_text()
    assert not target.exists() and window.parts.steps.is_modified()
    autosaver = window.parts.autosaver
    autosaver.note_change()
    with qtbot.waitSignal(window.parts.journal.said, timeout=2000) as said:
        autosaver.save_now()
    assert said.args[0].startswith("Autosave failed: the text holds a lone surrogate")
    assert autosaver.file is None or not autosaver.file.exists()
    assert window.statusBar().currentMessage() == said.args[0]
    # Tried again when its timer next fires: at its interval, never in a tight loop.
    assert autosaver.timer.isActive() and autosaver.timer.interval() == autosave_interval()
