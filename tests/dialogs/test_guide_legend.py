"""The guide's legend of the two numbers on a cube (issue 36): the printed VP of the slot
on the cube's corner, the safety beside a shield under a temporary cube, never VP; in
every language the guide is written in, and in Help > Influence Rules."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from influence_board.dialogs.help_views import guide_text
from influence_board.look.translators import choose_language
from influence_board.rules.rulebook import SECTIONS

LEGENDS = {
    "en": ("printed VP of the slot under the cube", "tag with a shield under a temporary cube"),
    "it": ("PV stampati dello slot sotto il cubetto", "scudo sotto un cubetto temporaneo"),
    "de": ("aufgedruckten SP des Feldes unter dem Würfel", "Schild unter einem temporären Würfel"),
}


@pytest.mark.parametrize("language", sorted(LEGENDS))
def test_the_guide_says_which_number_on_a_cube_is_vp(qapp: QApplication, language: str) -> None:
    assert choose_language(language) == language
    try:
        guide = " ".join(guide_text().split())  # its lines joined: the words as read
    finally:
        choose_language("en")
    vp, safety = LEGENDS[language]
    assert vp in guide and safety in guide
    assert "on its corner" not in guide and "nell'angolo quanti" not in guide  # the old place


def test_the_rules_put_the_safety_under_the_cube_not_on_its_corner() -> None:
    (push_out,) = [s for s in SECTIONS if s.anchor == "push-out"]
    said = " ".join(push_out.paragraphs)
    assert "a shield under each temporary cube" in said and "cube's corner (" not in said
