"""The journal: what the Log and the status bar tell, said by whoever has something to tell;
the Document is the position only, and nobody emits its signals from outside it."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import Signal
from pytestqt.qtbot import QtBot

import influence_board
from influence_board.document.board_document import Document
from influence_board.document.journal import Journal
from influence_board.rules import Event

PACKAGE = Path(influence_board.__file__).parent
DOCUMENT_SIGNALS = {name for name, value in vars(Document).items() if isinstance(value, Signal)}


def emits_of_the_document(path: Path) -> list[str]:
    """`<...>.document.<signal>.emit(...)` (or `doc.`): a Document's signal sent from here."""
    found = []
    for call in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            continue
        signal = call.func.value
        if call.func.attr != "emit" or not isinstance(signal, ast.Attribute):
            continue
        owner = ast.unparse(signal.value).split(".")[-1]
        if signal.attr in DOCUMENT_SIGNALS and owner in {"document", "doc", "d"}:
            found.append(f"{path.relative_to(PACKAGE)}:{call.lineno}: {ast.unparse(call)}")
    return found


def test_no_one_but_the_document_emits_its_signals() -> None:
    found = [
        line
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "board_document.py"
        for line in emits_of_the_document(path)
    ]
    assert found == []


def test_the_document_is_no_message_bus() -> None:
    assert DOCUMENT_SIGNALS.isdisjoint(
        {"message", "refused", "events_logged", "summary_logged", "modified_changed"}
    )


def test_held_lines_are_collected_then_told_again(qtbot: QtBot) -> None:
    journal = Journal()
    told: list[list[Event]] = []
    journal.events_logged.connect(told.append)
    step = [Event("add", None, "USA: temporary Influence in Africa")]
    with journal.held() as held:
        journal.log(step)
        journal.log([])  # nothing to log: no line
        with journal.held() as inner:  # inside another: that one collects
            journal.log(step)
            assert inner is held
    assert held == [step, step] and told == []
    journal.log(step)
    assert told == [step]
