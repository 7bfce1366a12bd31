"""Issue 33, item 10 (b and c): text from a file in the window's words.

A note with a line break or a control character is refused for that reason (it was
refused as "at most 2,000 characters"), in the rules and in the History's note editor.
A right-to-left name, or a bidi override (RLO, U+202E) in a name or a note, stays in its
own isolate in every widget text that puts it among other words: it was isolated in 2 of
10, and an RLO in a note reversed the rest of the History's tooltip."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from pytestqt.qtbot import QtBot

from influence_board.look.plain_text import isolated, names_isolated
from influence_board.rules import Add, Board
from influence_board.rules.formats import game_file
from influence_board.rules.formats.operation_lines import OpFileError, parse_lines
from influence_board.rules.formats.scenario import (
    ScenarioError,
    from_data,
    standard_board,
    to_data,
)
from influence_board.rules.history.tree import Node, Variations
from influence_board.window.score_commands import edit_note, show_standings
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

STANDARD = standard_board()

# -- b: a note's refusal says why -------------------------------------------------------------

LINE_BREAK = "line breaks (U+000A LINE FEED) are not allowed in a note"
TAB = "control characters (U+0009 CHARACTER TABULATION) are not allowed in a note"


def test_a_note_with_a_line_break_or_a_control_character_is_refused_for_it() -> None:
    tree = Variations(STANDARD)
    node = tree.adopt(Node(tree.root, None, STANDARD, "an edit"))
    assert tree.set_note(node, "first line\nsecond line") == LINE_BREAK
    assert tree.set_note(node, "a\ttab") == TAB
    assert node.note is None, "a refusal changes nothing"
    assert tree.set_note(node, "x" * 2001) == "a note has at most 2,000 characters"


def one_step_game(comment: str) -> str:
    """A game file of one step whose note is `comment`."""
    data = json.loads(game_file.dumps_game(Variations(STANDARD)))
    op = {"op": "add", "region": "europe", "player": "china", "kind": "temporary"}
    data["steps"] = [{"parent": None, "op": op, "comment": comment}]
    return json.dumps(data)


@pytest.mark.parametrize(
    ("comment", "reason"),
    [
        ("first line\nsecond line", LINE_BREAK),
        ("a\ttab", TAB),
        ("x" * 2001, "expected a note of at most 2,000 characters"),
    ],
    ids=["line break", "tab", "too long"],
)
def test_a_game_file_note_is_refused_for_what_is_wrong_with_it(comment: str, reason: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        game_file.loads_game(one_step_game(comment))
    said = "\n".join(caught.value.lines())
    assert f"steps[0].comment: {reason}" in said, said


def test_the_note_editor_says_why_a_pasted_paragraph_is_refused(
    window: MainWindow, dialogs: Dialogs
) -> None:
    parts = window.parts
    parts.game.perform(Add("europe", "china", "temporary"))
    dialogs.names = ["first line\nsecond line"]  # pasted into the note's line
    assert not edit_note(parts, 1)
    assert window.statusBar().currentMessage() == f"Refused: {LINE_BREAK}"
    assert parts.steps.note_at(1) is None


def test_an_operation_line_comment_is_refused_as_a_note() -> None:
    line = '{"op": "score", "region": "europe", "comment": "one\\ntwo"}\n'
    with pytest.raises(OpFileError, match=r"line breaks \(U\+000A LINE FEED\) are not allowed"):
        parse_lines(line, "ops.jsonl")


# -- c: names and notes keep to their isolates ------------------------------------------------

FSI, PDI, RLO = "\u2068", "\u2069", "\u202e"
ARABIC = "مصر"  # a player
HEBREW = "ירושלים"  # a Region
BOARD = "لوحة ٣"  # the board
OVERRIDE = f"Ev{RLO}il"  # a player whose name reverses what follows it
NOTE = f"tally {RLO}12 to 3"  # a note that does
VARIATION = "فرع"  # a step's name
HOSTILE = (ARABIC, HEBREW, BOARD, OVERRIDE, NOTE, VARIATION)


def opened(text: str) -> list[str]:
    """The embeddings, overrides and isolates still open after `text` (Unicode's bidi rules
    X1-X8, levels left out): what would act on the words that follow."""
    stack: list[str] = []
    for c in text:
        kind = unicodedata.bidirectional(c)
        if kind in ("LRE", "RLE", "LRO", "RLO"):
            stack.append("embedding")
        elif kind in ("LRI", "RLI", "FSI"):
            stack.append("isolate")
        elif kind == "PDF" and stack and stack[-1] == "embedding":
            stack.pop()
        elif kind == "PDI" and "isolate" in stack:
            while stack.pop() != "isolate":
                pass
        elif kind == "B":
            stack.clear()
    return stack


def keeps_to_itself(text: str) -> list[str]:
    """The hostile texts in `text` (none: an error), each checked to sit in an isolate of
    its own, with everything it opened closed before the text goes on."""
    found = []
    for hostile in HOSTILE:
        at = text.find(hostile)
        while at >= 0:
            end = at + len(hostile)
            assert text[at - 1 : at] == FSI and text[end : end + 1] == PDI, (hostile, text)
            assert opened(text[: end + 1]) == opened(text[: at - 1]), (hostile, text)
            found.append(hostile)
            at = text.find(hostile, end)
    assert found, f"no name or note in {text!r}"
    return found


def hostile_board() -> Board:
    data = to_data(STANDARD)
    data["name"] = BOARD
    data["players"][0]["name"] = ARABIC  # usa
    data["players"][1]["name"] = OVERRIDE  # china
    data["players"][1]["color"] = data["players"][0]["color"]  # a problem naming both
    data["regions"][0]["name"] = HEBREW  # europe
    return from_data(data)


@pytest.fixture
def board() -> Board:
    """The board the `window` fixture (tests/qt_fixtures.py) opens."""
    return hostile_board()


def model_texts(
    model: QAbstractItemModel,
    roles: tuple[Qt.ItemDataRole, ...] = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole),
) -> list[str]:
    """Every text of a list or tree model's items, in the given roles."""
    out: list[str] = []

    def walk(parent: QModelIndex) -> None:
        # A list model's one column (PySide keeps its columnCount private).
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
        for row in range(model.rowCount(parent)):
            for column in range(columns):
                index = model.index(row, column, parent)
                out.extend(str(model.data(index, role) or "") for role in roles)
            walk(model.index(row, 0, parent))

    walk(model.index(-1, -1))
    return out


def with_names(texts: Iterable[str]) -> list[str]:
    return [t for t in texts if any(h in t for h in HOSTILE)]


def test_every_widget_text_keeps_names_and_notes_in_their_isolates(
    window: MainWindow, qtbot: QtBot
) -> None:
    parts = window.parts
    parts.play.set_acting("usa")
    parts.game.perform(Add("europe", "usa", "temporary"))
    parts.game.perform(Add("europe", "china", "temporary"))
    assert parts.steps.set_note(2, NOTE) is None
    parts.variations.rename(parts.variations.tree.current, VARIATION)
    parts.variations_panel.refresh()
    parts.docks.build_panels()
    docks = parts.docks
    parts.comparison.compare_step_with_current(1)
    docks.options_panel.refresh()
    docks.problems_panel.refresh()
    docks.inspector_panel.show_region("europe")
    history = parts.history.model()
    texts = {
        "window title": [window.windowTitle()],
        "status bar": [parts.status.acting_label.text(), parts.status.step_vp_label.text()],
        "scoreboard": [
            t for chip in parts.scoreboard.chips.values() for t in (chip.text(), chip.toolTip())
        ],
        "Log": [
            t
            for i in range(parts.log.count())
            for t in (parts.log.item(i).text(), parts.log.item(i).toolTip())
        ],
        "History": model_texts(history),
        "Undo": [window.action("undo").text(), window.action("undo").toolTip()],
        "Majorities": model_texts(
            docks.majorities_panel.model,
            (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole),
        ),
        "Problems": [
            t
            for i in range(docks.problems_panel.count())
            for t in (docks.problems_panel.item(i).text(), docks.problems_panel.item(i).toolTip())
        ],
        "Options": [docks.options_panel.title.text(), *model_texts(docks.options_panel.model)],
        "Inspector": [
            docks.inspector_panel.region_box.title(),
            *(
                docks.inspector_panel.players_list.item(i).text()
                for i in range(docks.inspector_panel.players_list.count())
            ),
        ],
        "Compare": [
            docks.compare_panel.title.text(),
            docks.compare_panel.details.toPlainText(),
        ],
        "Variations": model_texts(parts.variations_panel.model),
        "Standings": [show_standings(parts).heading.text()],
    }
    for widget, said in texts.items():
        # A cell that is one name and nothing else has no words around it to reorder.
        shown = [t for t in with_names(said) if t not in HOSTILE]
        assert shown, f"{widget}: no text with a name in {said}"
        for text in shown:
            keeps_to_itself(text)
    assert any(NOTE in t for t in texts["History"]), "the note is in its row and tooltip"


def test_an_isolate_holds_against_a_stray_pdi_and_a_paragraph_break() -> None:
    for text in (f"a{PDI}{RLO}b", f"{ARABIC}\u2029{RLO}x", f"x\u2067{RLO}y"):
        shown = isolated(text)
        assert opened(shown) == [], repr(shown)
        # Whatever comes after it is read at the level the text began at.
        assert opened(f"{shown} 12 VP") == opened("") == []
    assert isolated("USA") == "USA" and isolated("Turin, Italia è") == "Turin, Italia è"


def test_names_in_the_rules_words_are_isolated_where_they_are() -> None:
    board = hostile_board()
    said = f"{OVERRIDE} +5 VP in {HEBREW}; {ARABIC} 3"
    shown = names_isolated(said, board)
    assert keeps_to_itself(shown) == [ARABIC, HEBREW, OVERRIDE]
    assert names_isolated("USA +5 VP in Europe", STANDARD) == "USA +5 VP in Europe"
