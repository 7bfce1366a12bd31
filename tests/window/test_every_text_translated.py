"""The window in each language it has catalogues for, everywhere (issue 20's gaps): walked
in English and in the language (text_walk.py: every menu, dock, dialog and Help view), no
text the language shows is one the English window shows, but the names from the board file
and a short list of words the language writes as English does.

This test NEEDS FILLED CATALOGUES: every text of the Qt layer (resources/locale/*.ts) and of
the rules (resources/locale/<code>/LC_MESSAGES/*.po) translated. It fails, printing each
text still in English with where it is shown, until they are; it is never to be skipped.
The languages are those resources/locale has catalogues for: a new one is walked too."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from text_walk import Asked, Text, dialog_texts, window_texts

from influence_board.look.translators import choose_language
from influence_board.rules import Board
from influence_board.text.language import languages

LANGUAGES = tuple(code for code, _ in languages() if code != "en")
APP = "Influence Board"  # a name, in every language
# Written as English writes them, in every language: file kinds, Qt's "OK".
SAME_EVERYWHERE = {"OK", "PNG", "SVG", "PDF", "&HTML:", "HTML"}
# ... and in one language: its words for these are the English ones.
SAME_IN = {
    "it": {"&File", "File", "Menu", "&Id", "Round", "round", "Bonus", "bonus", "THREAT",
           "&Sat:", "&Val:"},
    "de": {"Name", "&Name", "Region", "Bonus", "Start", "THREAT"},
}  # fmt: skip
# Texts of each dialog the walk opens: it is not walked past them unseen.
WALKED = {
    "Influence Board Help", "Keyboard Shortcuts", "Influence rules", "Standings", "Adjust VP",
    "Describe board", "About Influence Board", "Unsaved changes", "Save game", "&Look in:",
    "Select Color", "Print Preview",
}  # fmt: skip
# A key as Qt writes it, with the key names Qt's own catalogues keep in these languages:
# "Ctrl+Z" reads the same in Italian. Shift is not one of them: "Maiusc", "Umschalt".
KEY = re.compile(r"(?:(?:Ctrl|Alt|Meta)\+)*(?:Esc|Tab|Ins|Backspace|Return|Enter|F\d{1,2}|\S)")


@pytest.fixture
def spoken(qapp: QApplication) -> Iterator[None]:
    yield
    choose_language("en")  # the other tests' English


def walked(code: str, board: Board, qtbot: QtBot, folder: Path) -> list[Text]:
    from influence_board.window.main_window import MainWindow

    assert choose_language(code) == code
    window = MainWindow(board)
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    with pytest.MonkeyPatch.context() as patch:
        texts = [*window_texts(window), *dialog_texts(window, Asked(patch), folder)]
    window.parts.steps.mark_saved()
    return texts


def names(board: Board) -> list[str]:
    """The names from the board file (and their ids and colours), and the app's, longest
    first."""
    people = [*board.players, *([board.local_power] if board.local_power else [])]
    found = [APP, board.name, *(p.name for p in people), *(p.id for p in people)]
    found += [p.color for p in people] + [r.name for r in board.regions]
    return sorted(set(found), key=len, reverse=True)


def is_words(text: str, code: str, board_names: list[str]) -> bool:
    """Whether `text` says something in words that the language says its own way: not a
    name from the board file, a number, a key, a path or a word the same in it."""
    bare = text.lstrip("▶↳✎• ")  # a row's marks
    if bare in SAME_EVERYWHERE or bare in SAME_IN.get(code, set()) or text.startswith("/"):
        return False
    if KEY.fullmatch(text) or text in {name for _, name in languages()}:  # "Italiano"
        return False
    for name in board_names:
        text = text.replace(name, "")
    return sum(c.isalpha() for c in text) > 1


@pytest.mark.needs_catalogues
@pytest.mark.parametrize("code", LANGUAGES)
def test_no_text_of_the_window_is_left_in_english(
    spoken: None, qtbot: QtBot, board: Board, code: str, tmp_path: Path
) -> None:
    assert choose_language(code) == code, "the rules' and the window's catalogues both"
    (tmp_path / "folder").mkdir()  # what Qt's file dialog lists
    english = {text for _, text in walked("en", board, qtbot, tmp_path)}
    assert english >= WALKED, f"not walked: {WALKED - english}"
    shown = walked(code, board, qtbot, tmp_path)
    board_names = names(board)
    untranslated: dict[str, str] = {}  # text -> the first place it is shown
    for where, text in shown:
        if text in english and is_words(text, code, board_names):
            untranslated.setdefault(text, where)
    report = "\n".join(f"  {text!r}    ({where})" for text, where in untranslated.items())
    assert not untranslated, (
        f"{len(untranslated)} texts of the window are still English in {code!r} (fill the "
        f"catalogues):\n{report}"
    )
