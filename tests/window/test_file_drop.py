"""Files dropped on the window (issue 21): a scenario or game file opens (the first in this
window, asking about its unsaved work; each other one in a window of its own), an
operation file replays into this window, anything else is refused with the reason; the
palette's cube drags still reach the board. A drop is bounded (issue 33): many files ask
first and one drop opens at most MOST_OPENED, the files not opened are told in one message,
and a name no file can have is refused with the reason, never raised."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from urllib.parse import quote_from_bytes

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from helpers import drop_player, slot_point
from influence_board.rules.formats.scenario import save, standard_board
from influence_board.window import file_drop
from influence_board.window.main_window import MainWindow
from qt_fixtures import Dialogs

Button = QMessageBox.StandardButton
ADD = {"op": "add", "region": "europe", "player": "china", "kind": "temporary"}


def drop_urls(target: QWidget, urls: list[QUrl]) -> tuple[bool, bool]:
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


def drop_files(target: QWidget, *paths: Path) -> tuple[bool, bool]:
    return drop_urls(target, [QUrl.fromLocalFile(str(p)) for p in paths])


def named(name: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{name}.json"
    save(dataclasses.replace(standard_board(), name=name), path)
    return path


def other_windows(window: MainWindow) -> list[MainWindow]:
    """The windows open beside `window` (closed ones of earlier tests left out)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MainWindow) and w is not window and w.isVisible()
    ]


def close_others(window: MainWindow) -> None:
    for other in other_windows(window):
        other.parts.steps.mark_saved()
        other.close()


def test_a_scenario_dropped_on_the_board_opens_in_the_window(
    window: MainWindow, tmp_path: Path
) -> None:
    path = named("Table 7", tmp_path)
    assert drop_files(window.parts.view.viewport(), path) == (True, True)
    assert window.parts.document.board.name == "Table 7"
    assert window.parts.document.path == path


def test_a_game_file_dropped_on_a_dock_opens_too(window: MainWindow, tmp_path: Path) -> None:
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


def test_a_drop_over_unsaved_work_asks_first(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    source = tmp_path / "ops.jsonl"
    source.write_text(json.dumps(ADD) + "\n", encoding="utf-8")
    window.parts.operation_files.replay_file(source)
    before = window.parts.document.board
    dialogs.answer = Button.Cancel
    drop_files(window.parts.view.viewport(), named("Other", tmp_path))
    assert dialogs.titles()  # the unsaved-changes question
    assert window.parts.document.board is before


def test_several_scenarios_open_one_window_each(window: MainWindow, tmp_path: Path) -> None:
    first, second = named("First", tmp_path), named("Second", tmp_path)
    try:
        drop_files(window.parts.view.viewport(), first, second)
        assert window.parts.document.board.name == "First"
        (other,) = other_windows(window)
        assert other.parts.document.board.name == "Second"
        assert other.parts.document.path == second
    finally:
        close_others(window)


def test_an_operation_file_replays_into_the_window_it_is_dropped_on(
    window: MainWindow, tmp_path: Path
) -> None:
    ops = tmp_path / "moves.jsonl"
    lines = [ADD, {**ADD, "player": "usa"}, {**ADD, "player": "russia"}]
    ops.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    before = window.parts.steps.count
    assert drop_files(window.parts.view.viewport(), ops) == (True, True)
    assert window.parts.steps.count == before + 3
    assert not other_windows(window)


def test_a_picture_is_refused_with_the_reason(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    picture = tmp_path / "board.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n")
    before = window.parts.document.board
    drop_files(window.parts.view.viewport(), picture)
    reason = "board.png is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)"
    assert window.statusBar().currentMessage() == reason
    assert reason in window.parts.log.texts()[-1]
    assert window.parts.document.board is before
    assert dialogs.errors == []


def test_a_folder_and_a_web_address_are_refused_with_the_reason(
    window: MainWindow, tmp_path: Path
) -> None:
    drop_files(window.parts.view.viewport(), tmp_path)
    assert window.statusBar().currentMessage() == f"{tmp_path.name} is a folder, not a file"
    drop_urls(window.parts.view.viewport(), [QUrl("https://example.org/board.json")])
    assert window.statusBar().currentMessage() == (
        "https://example.org/board.json: only files on this computer can be opened"
    )


def test_a_file_that_cannot_be_read_says_why_and_keeps_the_board(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    before = window.parts.document.board
    drop_files(window.parts.view.viewport(), bad)
    assert "broken.json cannot be opened" in dialogs.error_text()
    assert window.parts.document.board is before


def test_the_palettes_drags_still_reach_the_board(window: MainWindow) -> None:
    accepted = drop_player(window, slot_point(window, "africa", "permanent", 1), "china")
    assert all(accepted)
    assert window.parts.document.board.region("africa").permanent == (None, "china")


def test_a_file_open_in_another_window_brings_that_window_forward(
    window: MainWindow, tmp_path: Path
) -> None:
    first, second = named("First", tmp_path), named("Second", tmp_path)
    try:
        drop_files(window.parts.view.viewport(), first, second)
        (other,) = other_windows(window)
        drop_files(window.parts.view.viewport(), first, second)  # both are open already
        assert other_windows(window) == [other]
        assert window.parts.document.board.name == "First"
    finally:
        close_others(window)


# -- bounded drops (issue 33) ---------------------------------------------------------------


def test_many_files_ask_first_and_cancel_opens_none(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """61 files froze the window 11 s and opened 60 windows, without a word."""
    paths = [named(f"Table {n}", tmp_path) for n in range(61)]
    before = window.parts.document.board
    dialogs.answer = Button.Cancel
    try:
        assert drop_files(window.parts.view.viewport(), *paths) == (True, True)
        [(title, text)] = dialogs.asked
        assert title == "Open many files?"
        assert text.startswith("Open the first 20 of the 61 dropped files? 41 file")
        assert not other_windows(window)
        assert window.parts.document.board is before
    finally:
        close_others(window)


def test_a_few_files_more_than_the_bound_open_when_the_user_says_so(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(file_drop, "ASK_ABOVE", 2)
    monkeypatch.setattr(file_drop, "MOST_OPENED", 3)
    paths = [named(f"Table {n}", tmp_path) for n in range(7)]
    dialogs.answer = Button.Open
    try:
        drop_files(window.parts.view.viewport(), *paths)
        [(_title, text)] = dialogs.asked
        assert text.startswith("Open the first 3 of the 7 dropped files? 4 file")
        assert window.parts.document.board.name == "Table 0"
        opened = sorted(w.parts.document.board.name for w in other_windows(window))
        assert opened == ["Table 1", "Table 2"]
    finally:
        close_others(window)


def test_up_to_the_bound_the_question_is_about_them_all(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(file_drop, "ASK_ABOVE", 1)
    paths = [named(f"Table {n}", tmp_path) for n in range(3)]
    dialogs.answer = Button.Open
    try:
        drop_files(window.parts.view.viewport(), *paths)
        [(_title, text)] = dialogs.asked
        assert text.startswith("Open all 3 dropped files?")
        assert len(other_windows(window)) == 2
    finally:
        close_others(window)


def test_bad_files_are_told_in_one_message_the_list_bounded(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """500 bad files: one modal box each, 96 s. Now one message, its list bounded."""
    pictures = [tmp_path / f"board {n}.png" for n in range(500)]
    logged = len(window.parts.log.texts())
    drop_files(window.parts.view.viewport(), *pictures)
    [(title, text, details)] = dialogs.errors
    assert title == "Files not opened"
    assert text.startswith("500 dropped file")  # "files" once the English catalogue has it
    lines = details.splitlines()
    assert len(lines) == 51
    assert lines[0] == (
        "board 0.png is not a scenario (.json), game file (.ibgame) or operation file (.jsonl)"
    )
    assert lines[-1] == "and 450 more"
    assert len(window.parts.log.texts()) == logged + 1  # the message, once
    assert dialogs.asked == []  # refused by name: nothing to ask about


def test_files_that_cannot_be_read_are_listed_with_the_refused_and_the_good_one_opens(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    broken = [tmp_path / f"broken {n}.json" for n in range(2)]
    for path in broken:
        path.write_text("{", encoding="utf-8")
    bad_ops = tmp_path / "bad.jsonl"
    bad_ops.write_text("not json\n", encoding="utf-8")
    picture = tmp_path / "board\n1.png"  # a newline in a name: escaped, one line a file
    good = named("Good", tmp_path)
    try:
        drop_files(window.parts.view.viewport(), broken[0], good, bad_ops, broken[1], picture)
        assert window.parts.document.board.name == "Good"  # the first that can be read
        assert not other_windows(window)
        [(_title, text, details)] = dialogs.errors
        assert text.startswith("4 dropped file")
        lines = details.splitlines()
        assert len(lines) == 4
        assert lines[0].startswith("board\\n1.png is not a scenario")
        assert lines[1].startswith(f"{broken[0]}: ")
        assert lines[2].startswith("bad.jsonl:1: ")
        assert lines[3].startswith(f"{broken[1]}: ")
    finally:
        close_others(window)


def test_names_no_file_can_have_are_refused_with_the_reason(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """A name of 300 bytes raised `OSError: File name too long` out of the event filter; a
    NUL raised ValueError; a Latin-1 name opened the file named with U+FFFD instead."""
    folder = bytes(QUrl.fromLocalFile(str(tmp_path)).toEncoded().data())
    latin1 = QUrl.fromEncoded(folder + b"/caf%E9.json")
    named("Not this one", tmp_path).rename(tmp_path / "caf\ufffd.json")  # where Qt reads it
    urls = [
        QUrl.fromLocalFile(str(tmp_path / ("x" * 300 + ".json"))),
        QUrl.fromLocalFile(str(tmp_path / "a\0b.json")),
        latin1,
        QUrl.fromLocalFile(str(tmp_path / ("y" * 300 + ".jsonl"))),  # operation files too
    ]
    before = window.parts.document.board
    assert drop_urls(window.parts.view.viewport(), urls) == (True, True)
    assert window.parts.document.board is before
    [(_title, text, details)] = dialogs.errors
    assert text.startswith("4 dropped file")
    lines = details.splitlines()
    assert (
        lines[0]
        == f"{latin1.toDisplayString()}: the file's name is not UTF-8 text, so it cannot be opened"
    )
    assert lines[1].endswith(".json: cannot read the file: File name too long")
    assert lines[2].endswith("a\\x00b.json: cannot read the file: its name holds a NUL character")
    assert lines[3].endswith(".jsonl: cannot read the file: File name too long")


def test_a_name_too_long_alone_is_told_as_file_open_tells_it(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    long = tmp_path / ("x" * 300 + ".json")
    drop_files(window.parts.view.viewport(), long)
    [(title, text, details)] = dialogs.errors
    assert title == "Cannot open scenario"
    assert text == f"{long.name} cannot be opened; the board is unchanged."
    assert details.endswith("cannot read the file: File name too long")
    window.parts.files.open_file(long)  # File > Open and the recent files: the same reader
    assert len(dialogs.errors) == 2


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.binary(min_size=1, max_size=600), suffix=st.sampled_from([".json", ".jsonl"]))
def test_any_dropped_name_is_told_once_never_raised(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path, name: bytes, suffix: str
) -> None:
    """Whatever bytes a file manager sends as a file's name, dropping it opens nothing here
    (there is no such file), raises nothing, and is told once: in the status bar when its
    name is refused, else as its reader says why."""
    folder = bytes(QUrl.fromLocalFile(str(tmp_path / "absent")).toEncoded().data())
    url = QUrl.fromEncoded(folder + b"/" + quote_from_bytes(name).encode() + suffix.encode())
    before, errors, logged = (
        window.parts.document.board,
        len(dialogs.errors),
        len(window.parts.log.texts()),
    )
    assert drop_urls(window.parts.view.viewport(), [url]) == (True, True)
    assert window.parts.document.board is before
    assert len(window.parts.log.texts()) == logged + 1
    shown = dialogs.errors[errors:]  # none when the name itself was refused
    assert len(shown) <= 1
    assert all("cannot read the file" in details for _title, _text, details in shown)
