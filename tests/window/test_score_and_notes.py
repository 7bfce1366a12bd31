"""Issue 19 in the window: VP adjustments (Game > Adjust VP and a scoreboard chip), rounds
(End Round, Score All offered after a scoring round, the standings at the end), notes on
steps (the History's menu, undoable, kept in game files), the reasons behind a ruling (the
Log, the Majorities tooltips, Help > Rules at a Log line's rule) and a cube's safety."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from influence_board.dialogs.rules_view import RulesView
from influence_board.dialogs.standings_view import StandingsView
from influence_board.rules import Add
from influence_board.rules.analysis.report import region_report
from influence_board.rules.formats.game_file import load_game
from influence_board.scene import track_tips
from qt_fixtures import Button, Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CASES = Path(__file__).resolve().parents[1] / "cases"


def chip_action(window: MainWindow, owner: str) -> QAction:
    menu = window.parts.scoreboard.chip_menu(owner)
    (action,) = [a for a in menu.actions() if a.objectName() == "adjust-vp-chip-action"]
    return action


def history_rows(window: MainWindow) -> list[str]:
    model = window.parts.history.model()  # its first row is the start
    return [model.index(row, 0).data() for row in range(1, model.rowCount())]


# -- VP adjustments ----------------------------------------------------------------------------


def test_adjust_vp_from_a_scoreboard_chip_is_one_undo_step_shown_everywhere(
    window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    dialogs.adjustments = [("usa", 5, "Most money")]
    chip_action(window, "usa").trigger()
    assert dialogs.adjustments_asked == ["usa"], "the chip's player is offered first"
    assert parts.document.board.vp_dict()["usa"] == 5
    assert parts.steps.count == 1
    assert history_rows(window) == ["USA: +5 VP (Most money)"]
    assert "USA: +5 VP (Most money)" in parts.log.texts()
    texts = parts.scoreboard.texts()
    assert texts["usa"] == "1st USA  5 VP"
    assert texts["eu"] == "2nd= EU  0 VP"
    assert parts.scoreboard.chips["usa"].flashing()
    assert window.action("undo").text().replace("&", "") == "Undo USA: +5 VP (Most money)"
    window.action("undo").trigger()
    assert parts.document.board.vp_dict()["usa"] == 0
    assert parts.scoreboard.texts()["usa"] == "1st= USA  0 VP"
    assert parts.log.texts()[-1] == "Undo: USA: +5 VP (Most money)"


def test_game_menu_adjust_vp_below_zero_is_refused_and_changes_nothing(
    window: MainWindow, dialogs: Dialogs
) -> None:
    """RULES.md example I: the EU loses 2 VP ("THREAT") with 0: refused, not a step."""
    parts = window.parts
    dialogs.adjustments = [("usa", 5, "Most money"), ("eu", -2, "THREAT"), None]
    window.action("adjust_vp").trigger()
    window.action("adjust_vp").trigger()
    assert parts.steps.count == 1
    assert parts.document.board.vp_dict() == {"usa": 5, "eu": 0, "russia": 0, "china": 0}
    assert parts.log.texts()[-1] == (
        "Refused: EU has 0 VP: losing 2 (THREAT) would take the total below 0"
    )
    window.action("adjust_vp").trigger()  # cancelled: nothing at all
    assert parts.steps.count == 1
    window.action("undo").trigger()
    assert parts.steps.index == 0, "the undo took back the USA's 5, the one step"


# -- rounds ------------------------------------------------------------------------------------


def test_the_scoreboard_says_the_round_and_ending_round_3_offers_score_all(
    window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    label = parts.scoreboard.round_label
    assert label.text() == "Round 1 of 6"
    window.action("end_round").trigger()
    window.action("end_round").trigger()
    assert label.text() == "Round 3 of 6"
    assert dialogs.titles() == [], "rounds 1 and 2 score nothing"
    parts.game.perform(Add("europe", "usa", "permanent"))  # Europe can score now
    dialogs.answers = [Button.Yes]
    window.action("end_round").trigger()
    assert dialogs.titles() == ["Score All Regions?"]
    assert "Round 3 was a scoring round" in dialogs.asked[-1][1]
    assert label.text() == "Round 4 of 6"
    assert parts.steps.text_at(parts.steps.count).startswith("Score all Regions: USA +")
    assert parts.steps.text_at(parts.steps.count - 1) == (
        "Round 3 ends, a scoring round: every Region scores now; round 4 begins"
    )
    window.action("undo").trigger()  # the scoring
    window.action("undo").trigger()  # the end of round 3
    assert label.text() == "Round 3 of 6"


def test_score_all_regions_sums_up_every_region_in_the_status_bar(window: MainWindow) -> None:
    """Issue 34: the status bar said only Europe's first scoring line; it says the step's
    name (the History's row), which sums up every Region that scored."""
    parts = window.parts
    for region, player in (("europe", "usa"), ("central_asia", "eu"), ("americas", "china")):
        assert parts.game.perform(Add(region, player, "permanent"))  # each can score now
    window.action("score_all").trigger()
    name = parts.steps.text_at(parts.steps.count)
    assert name == "Score all Regions: USA +16, EU +9, Russia +9, China +5"
    assert window.statusBar().currentMessage() == name


def test_declining_score_all_scores_nothing(window: MainWindow, dialogs: Dialogs) -> None:
    parts = window.parts
    for _ in range(2):
        window.action("end_round").trigger()
    dialogs.answers = [Button.No]
    window.action("end_round").trigger()
    assert dialogs.titles() == ["Score All Regions?"]
    assert parts.steps.count == 3 and parts.document.board.round == 4


def test_the_end_of_the_last_round_shows_the_standings_by_source(
    window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    dialogs.adjustments = [("russia", 4, "Most allied countries"), ("russia", -1, "THREAT")]
    window.action("adjust_vp").trigger()
    window.action("adjust_vp").trigger()
    parts.game.perform(Add("africa", "usa", "temporary"))  # +3, the slot printed 3
    dialogs.answer = Button.No
    for _ in range(6):
        window.action("end_round").trigger()
    assert parts.scoreboard.round_label.text() == "Game over (6 rounds)"
    assert not window.action("end_round").isEnabled()
    view = window.findChild(StandingsView)
    assert view is not None and view.isVisible()
    assert view.headers() == [
        "Place", "Player", "VP", "Influence on the board", "Most allied countries", "THREAT",
    ]  # fmt: skip
    assert view.rows() == [
        ["1st=", "USA", "3", "+3", "", ""],
        ["1st=", "Russia", "3", "", "+4", "-1"],
        ["3rd=", "EU", "0", "", "", ""],
        ["3rd=", "China", "0", "", "", ""],
    ]
    # The table fills its dialog: its columns span its width, its rows its height.
    table = view.table
    QApplication.processEvents()
    columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert columns == table.viewport().width()
    rows = table.horizontalHeader().height() + sum(
        table.rowHeight(r) for r in range(table.rowCount())
    )
    assert abs(table.viewport().height() + table.horizontalHeader().height() - rows) <= 4
    window.action("undo").trigger()  # the view follows the game while open
    assert parts.scoreboard.round_label.text() == "Round 6 of 6"
    assert view.heading.text().endswith("Round 6 of 6")


# -- notes on steps ----------------------------------------------------------------------------


def add_note_in_history(window: MainWindow, row: int) -> None:
    menu = window.parts.history.step_menu(row)
    (edit,) = [a for a in menu.actions() if a.objectName() == "edit-note-action"]
    edit.trigger()


def test_a_note_written_in_the_history_is_undoable_and_kept_in_a_game_file(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    parts = window.parts
    parts.game.perform(Add("europe", "china", "temporary"))
    parts.game.perform(Add("africa", "usa", "temporary"))
    dialogs.names = ["the table agreed: China first"]
    add_note_in_history(window, 1)
    assert parts.steps.note_at(1) == "the table agreed: China first"
    assert history_rows(window)[0] == (
        "China: temporary Influence in Europe, slot 1, +5 VP  ✎ the table agreed: China first"
    )
    assert parts.log.texts()[-1] == "Note on step 1: the table agreed: China first"
    assert parts.steps.is_modified()
    assert window.action("undo").text().replace("&", "") == (
        "Undo Note on step 1: the table agreed: China first"
    )
    window.action("undo").trigger()  # the note edit, not the step
    assert parts.steps.note_at(1) is None and parts.steps.index == 2
    window.action("redo").trigger()
    assert parts.steps.note_at(1) == "the table agreed: China first"
    assert parts.steps.index == 2, "the steps that redo would do were kept"

    path = tmp_path / "game.ibgame"
    dialogs.save_path = str(path)
    assert parts.files.save_as_dialog()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["steps"][0]["comment"] == "the table agreed: China first"
    assert load_game(path).root.children[0].note == "the table agreed: China first"
    assert parts.files.open_file(path, ask=False)
    assert parts.steps.note_at(1) == "the table agreed: China first"
    assert history_rows(window)[0].endswith("✎ the table agreed: China first")


def test_an_empty_note_takes_the_note_away(window: MainWindow, dialogs: Dialogs) -> None:
    parts = window.parts
    parts.game.perform(Add("europe", "china", "temporary"))
    dialogs.names = ["first", ""]
    add_note_in_history(window, 1)
    add_note_in_history(window, 1)
    assert parts.steps.note_at(1) is None
    assert parts.log.texts()[-1] == "Note taken off step 1"


def test_a_file_with_comments_replays_with_its_notes_and_exports_them_back(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    folder = CASES / "m_notes"
    parts = window.parts
    assert parts.files.open_file(folder / "scenario.json", ask=False)
    assert parts.operation_files.replay_file(folder / "ops.jsonl") == 3
    assert [parts.steps.note_at(i) for i in (1, 2, 3)] == [
        "USA engages in Africa: slot 2, printed 3",
        "a card's VP, as the table agreed",
        "end of round 1 ✓",
    ]
    log = parts.log
    # the replay's line, its lines beneath it: the note after its line's events
    assert "    Line 2: Note: a card's VP, as the table agreed" in log.texts()
    out = tmp_path / "out.jsonl"
    assert parts.operation_files.export_operations(out)
    written = [json.loads(t) for t in out.read_text(encoding="utf-8").splitlines()]
    given = [json.loads(t) for t in (folder / "ops.jsonl").read_text(encoding="utf-8").splitlines()]
    assert written == [e for e in given if e["op"] != "expect"]


# -- the reasons behind a ruling -----------------------------------------------------------------


def test_the_log_gives_example_d_the_same_sentence_as_check_and_opens_its_rule(
    window: MainWindow, qtbot: QtBot
) -> None:
    folder = CASES / "d_scoring"
    parts = window.parts
    assert parts.files.open_file(folder / "scenario.json", ask=False)
    parts.operation_files.replay_file(folder / "ops.jsonl")
    # the reasons as `check --json` gives them, for the position before the scoring
    before = parts.steps.board_at(2)
    reasons = {
        s["owner"]: s["reason"] for s in region_report(before, before.region("example"))["ranking"]
    }
    assert reasons["russia"] == "2nd: 3 cubes, ahead of EU on Armies 4-1"
    log = parts.log
    texts = log.texts()  # the replay's line, its lines beneath it
    (row,) = [i for i, t in enumerate(texts) if "Russia place 2" in t]
    assert texts[row].endswith(f"({reasons['russia']})")
    assert any(t.endswith(f"({reasons['china']})") for t in texts)
    assert log.rule_at(row) == "tie-break: Armies"
    item = log.item(row)
    QApplication.processEvents()  # the Log's own scroll to its end, queued by the replay
    log.scrollToItem(item)
    rect = log.visualItemRect(item)
    # a user's double-click: the first click, then the second one
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    view = window.findChild(RulesView)
    assert view is not None and view.isVisible()
    assert view.shown_tag == "tie-break: Armies"
    assert "Tie-break on Armies" in view.text.toPlainText()


def test_the_majorities_tooltips_say_why_each_place(window: MainWindow) -> None:
    parts = window.parts
    parts.game.perform(Add("europe", "usa", "temporary"))
    model = parts.docks.majorities_panel.model
    europe = model.item(model.region_row("europe"), 0)
    tips = {
        europe.child(n, 0).text(): europe.child(n, 0).toolTip() for n in range(europe.rowCount())
    }
    assert "1st: 2 cubes, ahead of EU and Russia on cubes 2-1" in tips["USA"]
    assert "Rule: count" in tips["USA"]
    assert "3rd=, tied with Russia: 1 cube, 0 Armies" in tips["EU"]


def test_help_rules_opens_at_the_top(window: MainWindow) -> None:
    window.action("rules").trigger()
    view = window.findChild(RulesView)
    assert view is not None and view.isVisible() and view.shown_tag is None
    assert view.text.verticalScrollBar().value() == 0


# -- a cube's safety -----------------------------------------------------------------------------


def test_a_temporary_cubes_tooltip_says_when_it_is_pushed_out(window: MainWindow) -> None:
    def describe_cube(region_id: str, row: str, index: int) -> str:
        return track_tips.describe_cube(window.parts.document.board, region_id, row, index)

    # Africa: the EU's cube in the first of four temporary slots, three free
    assert describe_cube("africa", "temporary", 0) == (
        "EU's temporary cube, slot 1: Out after 4 more temporary cubes here: the 4th pushes it out"
    )
    assert describe_cube("africa", "temporary", 1) == ""
    assert describe_cube("africa", "permanent", 0) == ""
    for player in ("usa", "china", "russia"):
        window.parts.game.perform(Add("africa", player, "temporary"))
    assert describe_cube("africa", "temporary", 0).endswith("Out with the next temporary cube here")


def test_edit_menu_note_on_this_step_writes_the_current_steps_note(
    window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    assert not window.action("edit_note").isEnabled(), "the start is no step"
    parts.game.perform(Add("europe", "china", "temporary"))
    parts.game.perform(Add("africa", "usa", "temporary"))
    window.action("undo").trigger()
    assert window.action("edit_note").isEnabled()
    dialogs.names = ["before the undo"]
    window.action("edit_note").trigger()
    assert parts.steps.note_at(1) == "before the undo"
    assert parts.steps.count == 2, "a note edit drops no step that redo would do"
    window.action("undo").trigger()  # the note edit
    assert parts.steps.note_at(1) is None and parts.steps.index == 1
    window.action("undo").trigger()  # then the step
    assert parts.steps.index == 0
