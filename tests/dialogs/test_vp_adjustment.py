"""The Adjust VP dialog itself (the `dialogs` fixture stubs it for the window's tests):
the chosen player first, the usual reasons offered, no 0 and no empty reason."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from influence_board.dialogs.vp_adjustment import VpAdjustmentDialog
from influence_board.rules.rulebook import USUAL_REASONS

PLAYERS = [("usa", "USA"), ("eu", "EU"), ("russia", "Russia")]


def test_the_dialog_offers_the_usual_reasons_and_the_chosen_player(qtbot: QtBot) -> None:
    dialog = VpAdjustmentDialog(PLAYERS, "eu")
    qtbot.addWidget(dialog)
    assert [dialog.reason.itemText(i) for i in range(dialog.reason.count())] == list(USUAL_REASONS)
    assert USUAL_REASONS == (
        "Most money", "Most Armies", "Most allied countries", "THREAT", "Strategic asset",
        "Executive order", "Card",
    )  # fmt: skip
    assert dialog.answer() == ("eu", 1, "Most money")
    dialog.amount.setValue(-2)
    dialog.reason.setCurrentText("THREAT")
    with qtbot.waitSignal(dialog.accepted):
        dialog._accept()
    assert dialog.answer() == ("eu", -2, "THREAT")


def test_no_vp_or_no_reason_keeps_the_dialog_open_and_says_why(qtbot: QtBot) -> None:
    dialog = VpAdjustmentDialog(PLAYERS, None)
    qtbot.addWidget(dialog)
    accepted: list[bool] = []
    dialog.accepted.connect(lambda: accepted.append(True))
    dialog.amount.setValue(0)
    dialog._accept()
    assert "at least 1 VP" in dialog.problem.text()
    dialog.amount.setValue(3)
    dialog.reason.setCurrentText("   ")
    dialog._accept()
    assert "Name the reason" in dialog.problem.text()
    assert accepted == []
    assert dialog.answer()[0] == "usa", "no player chosen: the first"
