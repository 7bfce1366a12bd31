"""What-if in the window: the Options dock, the hover preview on the board, and Compare.

Set WHATIF_SHOTS to a folder to keep a PNG of each (the preview, the dock, a comparison).
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from boards import allowed
from helpers import blank_temporary_point, hover_at, mouse_leaves, slot_point
from helpers import hover_slot as hover
from influence_board.panels.options_dock import OptionsPanel
from influence_board.rules import Add, EndRound
from influence_board.rules.analysis.diff import diff
from influence_board.rules.analysis.options import options
from influence_board.rules.formats.scenario import save
from influence_board.scene.compare_marks import CompareMark
from influence_board.scene.preview import PreviewItem
from influence_board.scene.region_item import RegionItem

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("WHATIF_SHOTS")
    if folder:
        widget.grab().save(str(Path(folder) / name))


def shown_items(window: MainWindow) -> list[QGraphicsItem]:
    return [i for i in window.parts.scene.items() if i.isVisible()]


def previews(window: MainWindow) -> list[PreviewItem]:
    # The previews shown now.
    return [i for i in window.parts.scene.items() if isinstance(i, PreviewItem) and i.isVisible()]


def show_options(window: MainWindow, qtbot: QtBot) -> OptionsPanel:
    window.parts.docks.options.show()
    window.parts.docks.options.raise_()
    qtbot.waitUntil(lambda: window.parts.docks.options_panel.model.rowCount() > 0)
    return window.parts.docks.options_panel


# -- the Options dock ---------------------------------------------------------------------


def test_options_dock_lists_the_acting_players_options(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    board = window.parts.document.board
    expected = options(board, window.parts.play.acting)
    assert panel.model.options == expected
    first = panel.model.index(0, 0).data()
    assert first  # "add temporary", ...
    assert "USA" in panel.title.text()
    assert panel.title.textFormat() == Qt.TextFormat.PlainText
    shot(window, "options-dock.png")


def test_options_dock_follows_the_acting_player_and_the_position(
    window: MainWindow, qtbot: QtBot
) -> None:
    panel = show_options(window, qtbot)
    window.parts.play.set_acting("china")
    qtbot.waitUntil(lambda: panel.model.options == options(window.parts.document.board, "china"))
    window.parts.game.perform(Add("africa", "china", "temporary"))
    qtbot.waitUntil(lambda: panel.model.options == options(window.parts.document.board, "china"))


def test_the_local_power_has_no_options_and_says_so(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    window.parts.play.set_setup_mode(True)
    window.parts.play.set_acting("local")
    qtbot.waitUntil(lambda: "local power" in panel.title.text())
    assert panel.model.rowCount() == 0


def test_double_click_performs_an_option_as_one_undo_step(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    before = window.parts.document.board
    option = panel.model.options[1]
    count = window.parts.steps.count
    rect = panel.table.visualRect(panel.model.index(1, 0))
    QTest.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.parts.steps.count == count + 1
    assert window.parts.document.board == allowed(before, option.op).board
    window.parts.steps.undo()
    assert window.parts.document.board == before


def test_enter_performs_the_current_option(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    before = window.parts.document.board
    panel.table.setFocus()
    panel.table.setCurrentIndex(panel.model.index(0, 0))
    QTest.keyClick(panel.table, Qt.Key.Key_Return)
    assert window.parts.steps.count == 1
    assert window.parts.document.board == allowed(before, panel.model.options[0].op).board or (
        window.parts.document.board == allowed(before, options(before, "usa")[0].op).board
    )


def test_in_setup_mode_an_option_places_without_vp(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    window.parts.play.set_setup_mode(True)
    qtbot.waitUntil(lambda: "Setup mode" in panel.title.text())
    adds = [n for n, o in enumerate(panel.model.options) if isinstance(o.op, Add)]
    vp = window.parts.document.board.vp
    assert panel.perform_row(adds[0])
    assert window.parts.document.board.vp == vp


def test_hovering_a_row_marks_its_slot_and_leaving_takes_the_mark_away(
    window: MainWindow, qtbot: QtBot
) -> None:
    panel = show_options(window, qtbot)
    count = len(shown_items(window))
    row = next(
        n
        for n, o in enumerate(panel.model.options)
        if isinstance(o.op, Add) and o.op.kind == "permanent"
    )
    rect = panel.table.visualRect(panel.model.index(row, 0))
    QTest.mouseMove(panel.table.viewport(), rect.center())
    qtbot.waitUntil(lambda: len(previews(window)) == 1)
    mark = previews(window)[0]
    op = panel.model.options[row].op
    track = window.parts.scene.region_items[op.region]
    assert mark.pos() == track.pos()
    assert mark.landing.lands == ("permanent", track.region.permanent.index(None))
    # Leaving the table takes the mark away.
    QApplication.sendEvent(panel.table.viewport(), QEvent(QEvent.Type.Leave))
    assert not previews(window)
    assert len(shown_items(window)) == count


# -- the hover preview on the board --------------------------------------------------------


def test_hovering_an_empty_permanent_slot_previews_the_cube_and_its_gain(
    window: MainWindow, qtbot: QtBot
) -> None:
    board = window.parts.document.board
    count = len(shown_items(window))
    window.parts.play.set_acting("china")
    # South Asia: China 1st, the local power 2nd; a second China cube in slot 3.
    hover(window, "south_asia", "permanent", 2)
    (item,) = previews(window)
    assert item.landing.lands == ("permanent", 2)
    assert item.text.startswith("+1 VP")
    assert window.parts.document.board is board  # nothing changes until the click
    shot(window, "hover-preview.png")
    hover(window, "south_asia", "permanent", 2)  # the same slot: the same one preview
    assert previews(window) == [item]
    mouse_leaves(window)
    assert not previews(window)
    assert len(shown_items(window)) == count


def test_the_preview_text_names_places_and_scoring(window: MainWindow, qtbot: QtBot) -> None:
    # Central Asia: Russia 1st, one permanent slot free, so it cannot score yet; the EU
    # takes it: +1 VP, the EU enters 2nd and the Region could score.
    window.parts.play.set_acting("eu")
    hover(window, "central_asia", "permanent", 1)
    (item,) = previews(window)
    assert item.text.split("; ")[:3] == [
        "+1 VP",
        "EU enters Central Asia 2nd=",  # tied with Russia: both 2nd (RULES.md ties)
        "Central Asia could score",
    ]
    mouse_leaves(window)
    assert not previews(window)


def test_a_push_out_marks_the_leaving_and_sliding_cubes(window: MainWindow, qtbot: QtBot) -> None:
    board = window.parts.document.board
    for player in ("usa", "russia", "china"):
        board = allowed(board, Add("africa", player, "temporary")).board
    window.parts.game.document.set_board(board)  # Africa's temporary row full: EU USA Russia China
    window.parts.play.set_acting("usa")
    hover_at(window, blank_temporary_point(window, "africa"))  # beside the cubes
    (item,) = previews(window)
    assert item.landing.leaves == ("temporary", 0)
    assert item.landing.slides == (("temporary", 1), ("temporary", 2), ("temporary", 3))
    assert item.landing.lands == ("temporary", 3)
    assert "pushes out EU" in item.text
    assert "no VP" in item.text
    shot(window, "push-out-preview.png")
    mouse_leaves(window)


def test_over_a_cube_of_a_full_temporary_row_the_preview_shows_the_push_out(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A click on a cube of the temporary row adds temporary Influence (pushing out on a
    full row): hovering that cube previews it, the leaving cube crossed, the others'
    slides arrowed (it used to preview nothing over a cube)."""
    board = window.parts.document.board
    for player in ("usa", "russia", "china"):
        board = allowed(board, Add("africa", player, "temporary")).board
    window.parts.game.document.set_board(board)  # Africa's temporary row full: EU USA Russia China
    window.parts.play.set_acting("usa")
    hover(window, "africa", "temporary", 2)  # over Russia's cube
    (item,) = previews(window)
    assert window.parts.scene.preview.shown == Add("africa", "usa", "temporary")
    assert item.landing.leaves == ("temporary", 0)
    assert item.landing.slides == (("temporary", 1), ("temporary", 2), ("temporary", 3))
    assert item.landing.lands == ("temporary", 3)
    assert "pushes out EU" in item.text
    assert item.pos() == window.parts.scene.region_items["africa"].pos()
    shot(window, "push-out-preview-over-a-cube.png")
    QTest.mouseClick(
        window.parts.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=slot_point(window, "africa", "temporary", 2),
    )
    assert window.parts.document.board.region("africa").temporary == (
        "usa",
        "russia",
        "china",
        "usa",
    )
    assert not previews(window)


def test_a_click_under_the_preview_makes_it_go(window: MainWindow, qtbot: QtBot) -> None:
    window.parts.play.set_acting("eu")
    hover(window, "central_asia", "permanent", 1)
    assert len(previews(window)) == 1
    QTest.mouseClick(
        window.parts.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=slot_point(window, "central_asia", "permanent", 1),
    )
    assert window.parts.document.board.region("central_asia").permanent == ("russia", "eu")
    assert not previews(window)  # it showed the position before the click


def test_in_setup_mode_the_preview_says_no_vp(window: MainWindow, qtbot: QtBot) -> None:
    window.parts.play.set_setup_mode(True)
    window.parts.play.set_acting("local")
    hover(window, "africa", "permanent", 0)
    (item,) = previews(window)
    assert item.text.startswith("setup, no VP")
    mouse_leaves(window)


def test_choosing_another_player_ends_the_preview(window: MainWindow, qtbot: QtBot) -> None:
    hover(window, "africa", "permanent", 0)
    assert len(previews(window)) == 1
    window.parts.play.set_acting("china")
    assert not previews(window)
    hover(window, "africa", "permanent", 0)
    (item,) = previews(window)
    assert item.color == window.parts.scene.color_of("china")


def test_no_preview_over_a_cube(window: MainWindow, qtbot: QtBot) -> None:
    hover(window, "africa", "permanent", 0)
    assert len(previews(window)) == 1
    hover(window, "europe", "permanent", 0)  # a cube: a click there selects it
    assert not previews(window)


# -- Compare -------------------------------------------------------------------------------


def marks(window: MainWindow) -> dict[str, CompareMark]:
    found = {}
    for i in window.parts.scene.items():
        if isinstance(i, CompareMark) and i.isVisible():  # a mark taken off is hidden first
            track = i.parentItem()
            assert isinstance(track, RegionItem)
            found[track.region.id] = i
    return found


def play_three_steps(window: MainWindow) -> None:
    window.parts.game.perform(Add("africa", "usa", "temporary"))
    window.parts.game.perform(Add("central_asia", "eu", "permanent"))
    window.parts.game.perform(Add("africa", "china", "permanent"))


def test_compare_a_step_with_current_outlines_exactly_the_regions_that_differ(
    window: MainWindow, qtbot: QtBot
) -> None:
    play_three_steps(window)
    count = len(shown_items(window))
    window.parts.comparison.compare_step_with_current(1)  # after the first step
    a = window.parts.steps.board_at(1)
    found = diff(a, window.parts.document.board)
    assert (
        set(marks(window))
        == {rd.region for rd in found.regions}
        == {
            "central_asia",
            "africa",
        }
    )
    assert "cube" in marks(window)["africa"].badge
    rows = window.parts.docks.compare_panel.rows()
    vp_rows = {r[1]: r for r in rows if r[0] == "VP"}
    assert set(vp_rows) == {"EU", "China"}
    assert vp_rows["EU"][2:] == (
        str(a.vp_of("eu")),
        str(window.parts.document.board.vp_of("eu")),
        "+1",
    )
    assert window.parts.docks.compare.isVisible()
    shot(window, "compare.png")
    window.parts.comparison.clear()
    assert not marks(window)
    assert len(shown_items(window)) == count
    assert window.parts.docks.compare_panel.table.rowCount() == 0


def test_compare_follows_the_current_position(window: MainWindow, qtbot: QtBot) -> None:
    window.parts.comparison.compare_step_with_current(0)
    found = window.parts.comparison.found
    assert not marks(window) and found is not None and found.same
    window.parts.game.perform(Add("americas", "usa", "permanent"))
    qtbot.waitUntil(lambda: set(marks(window)) == {"americas"})
    window.parts.steps.undo()
    qtbot.waitUntil(lambda: not marks(window))
    with qtbot.waitSignal(window.parts.comparison.changed):  # a round ended: compared again
        window.parts.game.perform(EndRound())
    found = window.parts.comparison.found
    assert found is not None and found.round == (1, 2)


def test_compare_marks_stay_off_a_printed_board(window: MainWindow) -> None:
    play_three_steps(window)
    window.parts.comparison.compare_step_with_current(1)
    shown = marks(window)
    assert shown and all(m.isVisible() for m in shown.values())
    with window.parts.scene.for_print():
        assert not any(m.isVisible() for m in shown.values())
    assert all(m.isVisible() for m in shown.values())


def test_compare_with_a_file(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    other = allowed(window.parts.document.board, Add("europe", "china", "permanent")).board
    path = tmp_path / "other.json"
    save(other, path)
    assert window.parts.comparison.compare_with_file(path)
    assert set(marks(window)) == {"europe"}
    assert window.parts.comparison.label_a == "other.json"
    assert any(r[0] == "VP" and r[1] == "China" for r in window.parts.docks.compare_panel.rows())
    details = window.parts.docks.compare_panel.details.toPlainText()
    assert "Europe, permanent row" in details
    window.action("clear_compare").trigger()
    assert not marks(window)


def test_compare_with_a_bad_file_says_why_and_keeps_the_board(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    failures = []
    window.parts.comparison.failed.disconnect(window.show_error)
    window.parts.comparison.failed.connect(lambda *args: failures.append(args))
    assert not window.parts.comparison.compare_with_file(path)
    assert failures and "bad.json" in failures[0][1]
    assert not window.parts.comparison.active


def history_menu(window: MainWindow, row: int, choose: str) -> list[str]:
    """Choose `choose` in the History dock's context menu of a row (the menu that a
    right-click opens); the texts seen are returned."""
    menu = window.parts.history.step_menu(row)
    actions = {a.text(): a for a in menu.actions()}
    actions[choose].trigger()
    menu.deleteLater()
    return list(actions)


def test_history_context_menu_compares_a_step_with_current(
    window: MainWindow, qtbot: QtBot
) -> None:
    play_three_steps(window)
    window.parts.docks.history.show()
    window.parts.docks.history.raise_()
    seen = history_menu(window, 2, "Compare with Current")
    assert seen == ["Compare with Current", "Compare From Here", "", "Add Note…"]
    assert window.parts.comparison.label_a.startswith("step 2")
    assert set(marks(window)) == {"africa"}


def test_a_right_click_in_the_history_leaves_the_game_where_it_is(
    window: MainWindow, qtbot: QtBot
) -> None:
    play_three_steps(window)
    window.parts.docks.history.show()
    window.parts.docks.history.raise_()
    history = window.parts.history
    rect = history.visualRect(history.model().index(1, 0))
    QTest.mousePress(history.viewport(), Qt.MouseButton.RightButton, pos=rect.center())
    QTest.mouseRelease(history.viewport(), Qt.MouseButton.RightButton, pos=rect.center())
    assert window.parts.steps.index == 3  # only the menu opens (not sent here)


def test_history_context_menu_compares_two_steps(window: MainWindow, qtbot: QtBot) -> None:
    play_three_steps(window)
    window.parts.docks.history.show()
    window.parts.docks.history.raise_()
    history_menu(window, 0, "Compare From Here")
    seen = history_menu(window, 1, "Compare With the start")
    assert "Compare With the start" in seen
    assert window.parts.comparison.label_a == "the start of the game"
    assert window.parts.comparison.label_b.startswith("step 1")
    assert set(marks(window)) == {"africa"}


def test_rows_do_not_hold_stale_setup_flags(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    op = panel.model.options[0].op
    assert panel.choice(0) == op
    window.parts.play.set_setup_mode(True)
    if isinstance(op, Add):
        assert panel.choice(0) == replace(op, setup=True)


def test_moving_through_the_rows_by_keyboard_marks_them(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    panel.table.setFocus()
    qtbot.waitUntil(panel.table.hasFocus)
    panel.table.setCurrentIndex(panel.model.index(2, 0))
    (mark,) = previews(window)
    assert mark.pos() == window.parts.scene.region_items[panel.model.options[2].op.region].pos()
    QTest.keyClick(panel.table, Qt.Key.Key_Down)
    (mark,) = previews(window)
    assert mark.pos() == window.parts.scene.region_items[panel.model.options[3].op.region].pos()
    window.parts.view.setFocus()
    qtbot.waitUntil(lambda: not previews(window))


def test_compare_two_steps(window: MainWindow, qtbot: QtBot) -> None:
    play_three_steps(window)
    window.parts.history.compare_steps_wanted.emit(0, 2)  # as the context menu sends it
    assert window.parts.comparison.label_a == "the start of the game"
    assert window.parts.comparison.label_b.startswith("step 2")
    assert window.parts.comparison.b is window.parts.steps.board_at(2)
    assert set(marks(window)) == {"africa", "central_asia"}
    # Both steps stay as chosen: playing on changes nothing in the comparison.
    with qtbot.waitSignal(window.parts.comparison.changed):  # compared again, once
        window.parts.game.perform(Add("europe", "usa", "permanent"))
    assert set(marks(window)) == {"africa", "central_asia"}


# -- what the others' best choices would take (issue 19, item 6) ------------------------------


def test_each_opponents_best_choice_and_what_it_takes() -> None:
    from boards import board, region
    from influence_board.rules.analysis.options import options, threat_text, threats

    # A leads B 2-1 in a Region that can score: B's best ties, and A drops to a shared 2nd.
    position = board(region("r", perm=["a", "b"], temp=["a"]), players="ab", local=False)
    (found,) = [t for t in threats(position, "a")]
    other, best, taken = found
    assert other == "b" and best == options(position, "b")[0]
    assert best.op.region == "r" and taken == dict(best.others)["a"] < 0
    text = threat_text(position, "a", other, best, taken)
    assert text.startswith("B: ") and text.endswith(f"takes {-taken} from A's score-now")


def test_the_options_dock_lists_them_when_asked(window: MainWindow, qtbot: QtBot) -> None:
    panel = show_options(window, qtbot)
    assert not panel.threats.isVisible()
    with qtbot.waitSignal(panel.model.modelReset, timeout=5000):
        panel.threats_box.setChecked(True)
    lines = panel.threats.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["EU", "Russia", "China"]
    assert panel.threats.isVisible()
    assert panel.threats.textFormat() == Qt.TextFormat.PlainText
