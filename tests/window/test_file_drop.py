"""Files dropped on the window (issue 21): a scenario or game file opens (the first in this
window, asking about its unsaved work; each other one in a window of its own), an
operation file replays into this window, anything else is refused with the reason; the
palette's cube drags still reach the board."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from helpers import drop_player, slot_point
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.window.main_window import MainWindow

Button = QMessageBox.StandardButton
ADD = {"op": "add", "region": "europe", "player": "china", "kind": "temporary"}


def drop_urls(target, urls: list[QUrl]) -> tuple[bool, bool]:
    """Drag `urls` (as a file manager does) onto `target` and drop them: whether the enter
    and the drop were accepted."""
    data = QMimeData()
    data.setUrls(urls)
    copy = Qt.DropAction.CopyAction
    point = QPoint(target.width() // 2, target.height() // 2)
    buttons, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point, copy, data, buttons, none)
    QApplication.sendEvent(target, enter)
    drop = QDropEvent(QPointF(point), copy, data, buttons, none)
    QApplication.sendEvent(target, drop)
    return enter.isAccepted(), drop.isAccepted()


def drop_files(target, *paths: Path) -> tuple[bool, bool]:
    return drop_urls(target, [QUrl.fromLocalFile(str(p)) for p in paths])


def named(name: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{name}.json"
    save(dataclasses.replace(standard_board(), name=name), path)
    return path


def other_windows(window) -> list[MainWindow]:
    """The windows open beside `window` (closed ones of earlier tests left out)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MainWindow) and w is not window and w.isVisible()
    ]


def close_others(window) -> None:
    for other in other_windows(window):
        other.parts.document.mark_saved()
        other.close()


def test_a_scenario_dropped_on_the_board_opens_in_the_window(window, tmp_path):
    path = named("Table 7", tmp_path)
    assert drop_files(window.parts.view.viewport(), path) == (True, True)
    assert window.parts.document.board.name == "Table 7"
    assert window.parts.document.path == path


def test_a_game_file_dropped_on_a_dock_opens_too(window, tmp_path):
    game = tmp_path / "game.ibgame"
    source = tmp_path / "ops.jsonl"
    source.write_text(json.dumps(ADD) + "\n", encoding="utf-8")
    window.parts.operation_files.replay_file(source)
    window.parts.files.save_to(game)
    window.action("new").trigger()
    assert window.parts.steps.count == 0
    drop_files(window, game)  # the window itself: a dock, the toolbar, the frame
    assert window.parts.document.path == game
    assert window.parts.steps.count == 1


def test_a_drop_over_unsaved_work_asks_first(window, dialogs, tmp_path):
    source = tmp_path / "ops.jsonl"
    source.write_text(json.dumps(ADD) + "\n", encoding="utf-8")
    window.parts.operation_files.replay_file(source)
    before = window.parts.document.board
    dialogs.answer = Button.Cancel
    drop_files(window.parts.view.viewport(), named("Other", tmp_path))
    assert dialogs.titles()  # the unsaved-changes question
    assert window.parts.document.board is before


def test_several_scenarios_open_one_window_each(window, tmp_path):
    first, second = named("First", tmp_path), named("Second", tmp_path)
    try:
        drop_files(window.parts.view.viewport(), first, second)
        assert window.parts.document.board.name == "First"
        (other,) = other_windows(window)
        assert other.parts.document.board.name == "Second"
        assert other.parts.document.path == second
    finally:
        close_others(window)


def test_an_operation_file_replays_into_the_window_it_is_dropped_on(window, tmp_path):
    ops = tmp_path / "moves.jsonl"
    lines = [ADD, {**ADD, "player": "usa"}, {**ADD, "player": "russia"}]
    ops.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    before = window.parts.steps.count
    assert drop_files(window.parts.view.viewport(), ops) == (True, True)
    assert window.parts.steps.count == before + 3
    assert not other_windows(window)


def test_a_picture_is_refused_with_the_reason(window, dialogs, tmp_path):
    picture = tmp_path / "board.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n")
    before = window.parts.document.board
    drop_files(window.parts.view.viewport(), picture)
    reason = "board.png is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)"
    assert window.statusBar().currentMessage() == reason
    assert reason in window.parts.log.texts()[-1]
    assert window.parts.document.board is before
    assert dialogs.errors == []


def test_a_folder_and_a_web_address_are_refused_with_the_reason(window, tmp_path):
    drop_files(window.parts.view.viewport(), tmp_path)
    assert window.statusBar().currentMessage() == f"{tmp_path.name} is a folder, not a file"
    drop_urls(window.parts.view.viewport(), [QUrl("https://example.org/board.json")])
    assert window.statusBar().currentMessage() == (
        "https://example.org/board.json: only files on this computer can be opened"
    )


def test_a_file_that_cannot_be_read_says_why_and_keeps_the_board(window, dialogs, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    before = window.parts.document.board
    drop_files(window.parts.view.viewport(), bad)
    assert "broken.json cannot be opened" in dialogs.error_text()
    assert window.parts.document.board is before


def test_the_palettes_drags_still_reach_the_board(window):
    accepted = drop_player(window, slot_point(window, "africa", "permanent", 1), "china")
    assert all(accepted)
    assert window.parts.document.board.region("africa").permanent == (None, "china")


def test_a_file_open_in_another_window_brings_that_window_forward(window, tmp_path):
    first, second = named("First", tmp_path), named("Second", tmp_path)
    try:
        drop_files(window.parts.view.viewport(), first, second)
        (other,) = other_windows(window)
        drop_files(window.parts.view.viewport(), first, second)  # both are open already
        assert other_windows(window) == [other]
        assert window.parts.document.board.name == "First"
    finally:
        close_others(window)
