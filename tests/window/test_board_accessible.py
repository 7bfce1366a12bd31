"""The board for a screen reader: the board view's accessible interface has the Regions as
children, in Page Down's order, each saying whether it can score and its ranking, with its
slots as children saying their place and cube; the keyboard's slot is the reader's focus as
it moves, and a step, an undo and a refusal taken with the keyboard are announced in the
status bar's words.

Offscreen no reader listens: `sent` stands in for one (QAccessible.isActive, and what
QAccessible.updateAccessibility is given). On a real display with AT-SPI,
../shared/tools/accessible_tree.sh shows the same tree."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from boards import STANDARD_READING_ORDER
from influence_board.document.board_document import Document
from influence_board.document.play_state import Focus, PlayState
from influence_board.panels.majority_model import RegionRow
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import Kind
from influence_board.scene.board_scene import BoardScene
from influence_board.scene.keyboard import describe
from influence_board.window.board_view import BoardView
from kb_helpers import CTRL, go_to, press

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

K = Qt.Key
Text, Role, Sent = QAccessible.Text, QAccessible.Role, QAccessible.Event


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[QAccessibleEvent]:
    """What the board sends a listening screen reader."""
    events: list[QAccessibleEvent] = []
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", events.append)
    return events


def tree(window: MainWindow) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(window.parts.view)
    assert found is not None
    return found


def child(parent: QAccessibleInterface, index: int) -> QAccessibleInterface:
    found = parent.child(index)
    assert found is not None, f"no child {index} of {parent.text(Text.Name)}"
    return found


def on_screen(window: MainWindow) -> QRect:
    viewport = window.parts.view.viewport()
    return QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())


def focus_events(events: list[QAccessibleEvent]) -> list[QAccessibleInterface | None]:
    return [e.accessibleInterface() for e in events if e.type() == Sent.Focus]


def announced(events: list[QAccessibleEvent]) -> list[str]:
    return [e.message() for e in events if e.type() == Sent.Announcement]  # type: ignore[attr-defined]


def test_the_board_lists_the_seven_regions_each_with_its_slots(window: MainWindow) -> None:
    board = window.parts.document.board
    board_tree = tree(window)
    assert board_tree.text(Text.Name) == "Board"
    assert board_tree.childCount() == 7
    for i, region_id in enumerate(STANDARD_READING_ORDER):  # Page Down's order
        region = board.region(region_id)
        shown = child(board_tree, i)
        assert shown.text(Text.Name).startswith(f"{region.name}, ")
        assert shown.role() == Role.List
        assert shown.parent() is board_tree
        assert board_tree.indexOfChild(shown) == i
        assert on_screen(window).intersects(shown.rect())
        rows: list[tuple[Kind, int]] = [
            ("permanent", len(region.permanent) + len(region.overflow)),
            ("temporary", len(region.temporary)),
        ]
        assert shown.childCount() == sum(n for _, n in rows)
        j = 0
        for row, n in rows:
            for index in range(n):
                slot = child(shown, j)
                # The words the keyboard says there: the Region, the place, the cube.
                assert slot.text(Text.Name) == describe(board, Focus(region_id, row, index))
                assert slot.role() == Role.ListItem
                assert slot.parent() is shown
                assert shown.indexOfChild(slot) == j
                assert shown.rect().contains(slot.rect())
                assert shown.childAt(slot.rect().center().x(), slot.rect().center().y()) is slot
                j += 1
    europe = child(board_tree, 0)
    assert "Europe, permanent slot 1 (printed 1): EU's cube" in child(europe, 0).text(Text.Name)


def test_a_region_says_whether_it_can_score_and_its_ranking(kb: MainWindow) -> None:
    """In the Majorities dock's words (one home: panels/majority_model.py)."""
    africa = child(tree(kb), STANDARD_READING_ORDER.index("africa"))
    assert "Africa" in africa.text(Text.Name) and "cannot score" in africa.text(Text.Name)
    go_to(kb, "africa")
    press(kb, K.Key_P)
    press(kb, K.Key_P)  # both permanent slots the acting player's
    board = kb.parts.document.board
    row = RegionRow.of(board, board.region("africa"))
    assert africa.text(Text.Name) == row.said()
    assert "can score" in africa.text(Text.Name) and "cannot" not in africa.text(Text.Name)
    lines = africa.text(Text.Description).split("\n")
    assert lines == [row.line_said(n, board) for n in range(len(row.standings))]
    assert lines[0].startswith("USA, 1st place")


def test_page_down_and_the_arrows_move_the_readers_focus(
    kb: MainWindow, sent: list[QAccessibleEvent]
) -> None:
    board_tree = tree(kb)
    press(kb, K.Key_PageDown)
    europe = child(board_tree, 0)
    first = child(europe, 0)
    assert focus_events(sent) == [first]
    assert first.state().focused and board_tree.focusChild() is first
    assert first.text(Text.Name) == kb.parts.gestures.keyboard.describe()  # the status bar's
    press(kb, K.Key_Right)
    second = child(europe, 1)
    assert focus_events(sent) == [first, second]
    assert second.state().focused and not first.state().focused
    press(kb, K.Key_PageDown)
    assert focus_events(sent)[-1] is child(child(board_tree, 1), 0)  # Central Asia's first


def test_a_step_taken_with_t_is_announced_in_its_words(
    kb: MainWindow, sent: list[QAccessibleEvent]
) -> None:
    press(kb, K.Key_PageDown)
    europe = child(tree(kb), 0)
    sent.clear()
    press(kb, K.Key_T)
    steps = kb.parts.steps
    assert steps.count == 1
    said = steps.text_at(steps.index)  # the History's row, the status bar's message
    assert said.startswith("USA: temporary Influence in Europe")
    assert announced(sent) == [said]
    # The Region a reader was given tells it its new words.
    renamed = [e.accessibleInterface() for e in sent if e.type() == Sent.NameChanged]
    assert europe in renamed
    assert "USA, 1st place" in europe.text(Text.Description)
    press(kb, K.Key_Z, CTRL)
    assert announced(sent)[-1] == f"Undo: {said}"


def test_a_refusal_is_announced(kb: MainWindow, sent: list[QAccessibleEvent]) -> None:
    go_to(kb, "africa")
    for _ in range(3):  # the third finds no free permanent slot
        press(kb, K.Key_P)
    assert kb.parts.steps.count == 2
    assert announced(sent)[-1].startswith("Refused: ")


def test_nothing_is_made_or_sent_while_no_reader_listens(
    kb: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step costs the board's accessibility nothing when no reader asks."""
    events: list[QAccessibleEvent] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility", events.append)
    press(kb, K.Key_PageDown)
    press(kb, K.Key_T)
    assert events == []
    regions = kb.parts.view.accessible_regions
    assert regions.made_for(STANDARD_READING_ORDER) == []


def test_a_new_board_gives_the_reader_its_regions(
    kb: MainWindow, sent: list[QAccessibleEvent]
) -> None:
    board_tree = tree(kb)
    europe = child(board_tree, 0)
    slot = child(europe, 0)
    kb.action("new_empty").trigger()
    assert kb.parts.document.board.regions == ()
    assert not europe.isValid() and not slot.isValid()
    assert tree(kb).childCount() == 0
    reordered = [e for e in sent if e.type() == Sent.ObjectReorder]
    assert reordered and reordered[-1].accessibleInterface() is tree(kb)


def test_a_view_that_goes_takes_its_regions_out_of_qts_cache(qtbot: QtBot) -> None:
    """Qt keeps the interfaces it was given by pointer: they leave its cache with the view,
    before Python frees them (a reader asking for one afterwards finds nothing)."""
    document = Document(standard_board(), None)
    scene = BoardScene(document, play=PlayState(document))
    view = BoardView(scene)
    view_tree = QAccessible.queryAccessibleInterface(view)
    assert view_tree is not None
    region = child(view_tree, 0)
    slot = child(region, 0)
    ids = [QAccessible.uniqueId(region), QAccessible.uniqueId(slot)]
    assert [QAccessible.accessibleInterface(i) for i in ids] == [region, slot]
    view.deleteLater()
    qtbot.waitUntil(lambda: not Shiboken.isValid(region))
    assert not Shiboken.isValid(slot)
    assert [QAccessible.accessibleInterface(i) for i in ids] == [None, None]
