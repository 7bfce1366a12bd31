"""The Log explains as `replay` does: an undo, a redo and a jump tell what the steps they
cross did (a scoring's every place with its reason); its lines are copied and saved as
plain text; the pane beneath it reads the current line whole, with its rule a click away."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from influence_board.document.step_list import SHORT_JUMP
from influence_board.panels.log_dock import FOLDED, UNFOLDED
from influence_board.panels.log_line import LogLine
from influence_board.rules import Add, Score

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def score_central_asia(window: MainWindow) -> None:
    game = window.parts.game
    assert game.perform(Add("central_asia", "eu", "permanent"))
    assert game.perform(Score("central_asia"))


PLACES = [  # Russia and the EU tie with one cube each: 1 + the shared bonus 4
    "Central Asia: EU place 2, 1 cube + bonus 4 = +5 VP",
    "Central Asia: Russia place 2, 1 cube + bonus 4 = +5 VP",
]


def lines_after(window: MainWindow, head: str) -> list[str]:
    """The Log's lines beneath its last line starting with `head` (a fold mark first)."""
    texts = window.parts.log.texts()
    row = max(i for i, t in enumerate(texts) if t.lstrip(f"{FOLDED}{UNFOLDED} ").startswith(head))
    return texts[row + 1 :]


def test_an_undo_and_a_redo_of_a_scoring_tell_each_place_and_why(window: MainWindow) -> None:
    score_central_asia(window)
    steps = window.parts.steps
    steps.undo()
    beneath = lines_after(window, "Undo: Score Central Asia: EU +5, Russia +5")
    assert [t.strip().split(" (")[0] for t in beneath] == PLACES
    assert all("2nd=, tied with" in t for t in beneath)  # each place with its reason
    # the status bar says the undo too
    assert window.statusBar().currentMessage() == "Undo: Score Central Asia: EU +5, Russia +5"
    steps.redo()
    beneath = lines_after(window, "Redo: Score Central Asia")
    assert [t.strip().split(" (")[0] for t in beneath] == PLACES


def test_an_undo_of_a_placement_is_its_one_line(window: MainWindow) -> None:
    """A placement's name says all it did: nothing beneath, no fold mark."""
    assert window.parts.game.perform(Add("europe", "usa", "temporary"))
    window.parts.steps.undo()
    assert window.parts.log.texts()[-1] == "Undo: USA: temporary Influence in Europe, slot 1, +5 VP"


def test_a_short_jump_tells_each_step_and_a_long_one_is_one_folded_line(
    window: MainWindow,
) -> None:
    score_central_asia(window)
    steps, log = window.parts.steps, window.parts.log
    steps.go_to(0)
    beneath = [t.strip() for t in lines_after(window, "Back 2 steps to the start")]
    assert beneath[0] == "Undo: Score Central Asia: EU +5, Russia +5"
    assert [t.split(" (")[0] for t in beneath[1:3]] == PLACES
    assert beneath[3] == "Undo: EU: permanent Influence in Central Asia, slot 2, +1 VP"
    assert log.item(log.count() - 1).text().startswith("        Central") is False
    assert log.item(log.count() - 2).text().startswith("        Central")  # beneath its undo
    players = ("usa", "eu", "russia", "china")
    for n in range(
        SHORT_JUMP + 1
    ):  # from the start again; no cube pushes out one of its own (that is no step)
        assert window.parts.game.perform(Add("europe", players[n % 4], "temporary"))
    steps.go_to(0)
    last = log.item(log.count() - 1)
    assert last.text().startswith(f"{FOLDED} Back {SHORT_JUMP + 1} steps")
    row = log.row(last)
    log.itemDoubleClicked.emit(last)
    assert log.item(row).text().startswith(f"{UNFOLDED} Back")
    undos = [t for t in log.texts()[row + 1 :] if t.startswith("    Undo: ")]
    assert len(undos) == SHORT_JUMP + 1  # each step passed, what it did beneath it
    assert log.texts()[-1].strip().startswith("Undo: USA: temporary Influence in Europe, slot 1")


def test_ctrl_c_in_the_log_copies_its_lines_not_the_position(
    window: MainWindow, qtbot: QtBot
) -> None:
    score_central_asia(window)
    window.parts.steps.undo()
    log = window.parts.log
    log.setFocus()
    qtbot.waitUntil(log.hasFocus)
    row = log.count() - 3  # the undo's line, its places beneath it
    log.setCurrentRow(row)
    QGuiApplication.clipboard().clear()
    QTest.keyClick(log, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text().splitlines()
    assert copied == ["Undo: Score Central Asia: EU +5, Russia +5"]
    log.itemDoubleClicked.emit(log.item(row))  # folded: its lines go with it
    log.setCurrentRow(row)
    QTest.keyClick(log, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text().splitlines()
    assert copied[0] == "Undo: Score Central Asia: EU +5, Russia +5"
    assert [t.strip().split(" (")[0] for t in copied[1:]] == PLACES


def test_the_pane_beneath_the_log_reads_a_long_line_whole_and_opens_its_rule(
    window: MainWindow, qtbot: QtBot
) -> None:
    score_central_asia(window)
    log = window.parts.log
    pane = window.findChild(LogLine)
    assert pane is not None and pane.isVisible()
    row = max(i for i, t in enumerate(log.texts()) if "Russia place 2" in t)
    log.setCurrentRow(row)
    whole = log.item(row).text()
    assert pane.text.text() == whole.strip()
    assert pane.text.wordWrap() and pane.text.textFormat() == Qt.TextFormat.PlainText
    assert pane.rule.isVisible()
    with qtbot.waitSignal(log.rule_wanted) as wanted:
        pane.rule.click()
    assert wanted.args == [log.rule_at(row)] and wanted.args[0]


def test_save_log_as_writes_whole_or_not_at_all(window: MainWindow, tmp_path: Path) -> None:
    score_central_asia(window)
    saved = tmp_path / "log.txt"
    assert window.parts.log_file.save(saved)
    text = saved.read_text(encoding="utf-8")
    assert "EU: permanent Influence in Central Asia, slot 2, +1 VP\n" in text
    # A folder where the file would go: refused, said, and the old file stays whole.
    failures: list[tuple[str, str, str]] = []
    window.parts.log_file.failed.connect(lambda *args: failures.append(args))
    (tmp_path / "folder").mkdir()
    assert not window.parts.log_file.save(tmp_path / "folder")
    assert failures and failures[0][0] == "Cannot save the log"
    assert saved.read_text(encoding="utf-8") == text
