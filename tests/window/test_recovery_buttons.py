"""The start-up question about games left by a crash answers with verbs, Restore and
Discard, not Yes and No; Escape answers neither (Discard deletes the autosaved games)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from influence_board.files.prompts import Prompts
from influence_board.rules.formats.recovery_file import Saved, dumps_recovery
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import Variations

Button = QMessageBox.StandardButton
QUESTION = Prompts.question  # the real one: the `dialogs` fixture stubs it for each test


@pytest.mark.parametrize("choice", ["Restore", "Discard"])
def test_the_recovery_question_answers_with_verbs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    folder = tmp_path / "recovery"
    folder.mkdir()
    left = folder / "game-1-00000001.json"
    saved = Saved(1_700_000_000.0, 1, None)
    left.write_text(dumps_recovery(Variations(standard_board()), saved), encoding="utf-8")
    monkeypatch.setenv("INFLUENCE_BOARD_RECOVERY_DIR", str(folder))
    seen: dict[str, object] = {}

    def answer(prompts: Prompts, box: QMessageBox) -> Button:
        box.show()
        buttons = box.buttons()
        seen["texts"] = sorted(b.text() for b in buttons)
        seen["default"] = box.defaultButton().text()
        qtbot.keyClick(box, Qt.Key.Key_Escape)
        seen["open after Escape"] = box.isVisible() and box.clickedButton() is None
        next(b for b in buttons if b.text() == choice).click()
        return box.standardButton(box.clickedButton())

    monkeypatch.setattr(Prompts, "question", QUESTION)
    monkeypatch.setattr(Prompts, "_answer", answer)
    from influence_board.window.main_window import MainWindow

    window = MainWindow(standard_board())
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    assert window.offer_recovery() == (choice == "Restore")
    assert seen == {
        "texts": ["Discard", "Restore"],
        "default": "Restore",
        "open after Escape": True,
    }
    if choice == "Discard":
        assert not left.exists(), "discarded: the autosaved game is gone"
    else:
        assert window.parts.steps.is_modified(), "restored, unsaved"
