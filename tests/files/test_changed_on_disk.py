"""A file changed on disk since a window opened it is never overwritten without asking
(issue 22, item 3): two windows saving one file, another program rewriting it, a `touch`
that changes nothing."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from pytestqt.qtbot import QtBot

from helpers import choose_player, click_slot
from influence_board.rules.formats.scenario import dumps, load, standard_board
from kb_helpers import new_window
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CHANGED = "Changed on disk"


def two_windows(qtbot: QtBot, tmp_path: Path) -> tuple[Path, MainWindow, MainWindow]:
    path = tmp_path / "game.json"
    path.write_text(dumps(standard_board()), encoding="utf-8")
    a = new_window(qtbot, load(path), path)
    b = new_window(qtbot, load(path), path)
    for w in (a, b):
        qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    return path, a, b


def a_step(window: MainWindow, player: int, region: str) -> None:
    choose_player(window, player)
    click_slot(window, region, "temporary", 0)
    assert window.parts.steps.is_modified()


def test_two_windows_saving_one_file_ask_before_overwriting(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
) -> None:
    path, a, b = two_windows(qtbot, tmp_path)
    a_step(a, 1, "africa")
    assert a.parts.files.save_file()
    saved_by_a = path.read_text(encoding="utf-8")
    a_step(b, 2, "europe")
    dialogs.answers = [Button.Cancel]
    assert not b.parts.files.save_file()
    assert dialogs.titles() == [CHANGED]
    assert "changed on disk since you opened it" in dialogs.asked[-1][1]
    assert path.read_text(encoding="utf-8") == saved_by_a  # A's work is whole
    assert b.parts.steps.is_modified()  # and B's is not said to be saved
    dialogs.answers = [Button.Save]  # Overwrite
    assert b.parts.files.save_file()
    assert load(path) == b.parts.document.board
    a_step(a, 3, "central_asia")
    dialogs.answers = [Button.Reset]  # Reload: A now shows what B saved
    assert not a.parts.files.save_file()
    assert a.parts.document.board == load(path)
    assert not a.parts.steps.is_modified()


def test_save_as_from_the_question_writes_elsewhere(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
) -> None:
    path, a, b = two_windows(qtbot, tmp_path)
    a_step(a, 1, "africa")
    assert a.parts.files.save_file()
    a_step(b, 2, "europe")
    dialogs.answers = [Button.SaveAll]  # Save As…
    dialogs.save_path = str(tmp_path / "mine.json")
    b.parts.files.save_file()
    assert load(tmp_path / "mine.json") == b.parts.document.board
    assert load(path) == a.parts.document.board


def test_another_program_rewriting_the_file_is_noticed(
    qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
) -> None:
    path, a, b = two_windows(qtbot, tmp_path)
    b.close()
    files = a.parts.files
    data = dumps(standard_board()).replace("World Order", "Rewritten", 1)
    with qtbot.waitSignal(files.message, timeout=5000) as said:
        path.write_text(data, encoding="utf-8")
    assert "changed on disk" in said.args[0]
    a_step(a, 1, "africa")
    dialogs.answers = [Button.Cancel]
    assert not files.save_file()
    assert dialogs.titles() == [CHANGED]
    assert path.read_text(encoding="utf-8") == data


def test_a_new_time_alone_is_no_change(qtbot: QtBot, dialogs: Dialogs, tmp_path: Path) -> None:
    path, a, _ = two_windows(qtbot, tmp_path)
    os.utime(path, (1, 1))  # `touch`: the same content
    a_step(a, 1, "africa")
    assert a.parts.files.save_file()
    assert dialogs.asked == []
