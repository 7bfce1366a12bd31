"""The window in Italian (issue 20): the menus, Qt's own buttons of the unsaved-changes
question, the Log's lines and the Options dock's headers read in Italian; View > Language
remembers a choice and says it is spoken from the next start, a code and never a path (issue
33); the language follows the system's variables; numbers are written the language's way."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from damaged_catalogues import evil_folder
from influence_board.files import settings as remembered
from influence_board.files.prompts import Prompts
from influence_board.look.translators import choose_language
from influence_board.rules import Add, AdjustVp, Board
from influence_board.text.language import language_in_use

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

Button = QMessageBox.StandardButton


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    assert choose_language("it") == "it"
    yield
    choose_language("en")  # the other tests' English


@pytest.fixture
def italian_window(italian: None, qtbot: QtBot, board: Board) -> MainWindow:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(board)
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_menus_read_in_italian(italian_window: MainWindow) -> None:
    titles = _menu_titles(italian_window)
    assert [t.replace("&", "") for t in titles] == [
        "File", "Modifica", "Visualizza", "Partita", "Aiuto",
    ]  # fmt: skip
    assert italian_window.action("save").text() == "&Salva"
    assert italian_window.action("undo").iconText() == "Annulla"
    assert italian_window.action("score_all").statusTip().startswith("Assegna i punti")


def test_the_unsaved_changes_question_has_qts_own_buttons_in_italian(
    italian_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The box the question would show, built as Prompts builds it and read, not shown."""
    asked: list[tuple[str, list[str]]] = []

    def question(
        prompts: Prompts,
        title: str,
        text: str,
        buttons: Button = Button.Yes | Button.No,
        default: Button = Button.No,
        labels: Sequence[tuple[Button, str]] = (),
    ) -> Button:
        box = prompts.box(QMessageBox.Icon.Question, title, text, buttons, default)
        asked.append((title, [b.text() for b in box.buttons()]))
        return Button.Cancel

    monkeypatch.setattr(Prompts, "question", question)
    parts = italian_window.parts
    parts.game.perform(Add("africa", "usa", "temporary"))
    italian_window.action("new").trigger()
    assert parts.steps.count == 1, "cancelled: the game stays"
    [(title, buttons)] = asked
    assert title == "Modifiche non salvate"
    assert sorted(buttons) == ["Annulla", "Salva", "Scarta"]


def test_the_logs_lines_are_italian(italian_window: MainWindow) -> None:
    parts = italian_window.parts
    parts.game.perform(AdjustVp("eu", -2, "THREAT"))  # refused: the EU has 0 VP
    line = parts.log.texts()[-1]
    assert line.startswith("Rifiutato: "), line
    parts.game.perform(Add("africa", "usa", "temporary"))
    placed = parts.log.texts()[-1]  # the rules' words (gettext) in the window's Log
    assert "Influenza temporanea" in placed and "PV" in placed, placed
    tips = [parts.log.item(n).toolTip() for n in range(parts.log.count())]
    assert any("Regola: " in tip for tip in tips), "an event's rule, named in Italian"
    assert not any("Rule: " in tip for tip in tips)


def test_the_options_docks_headers_are_italian(italian_window: MainWindow, qtbot: QtBot) -> None:
    panel = italian_window.parts.docks.options_panel
    model = panel.model
    headers = [model.headerData(c, Qt_horizontal()) for c in range(model.columnCount())]
    assert headers == [
        "Valore", "PV subito", "Regione", "Cosa", "Posto", "Se si conta", "Può fare punti",
        "Altri",
    ]  # fmt: skip
    italian_window.parts.docks.options.raise_()
    panel.set_shown(True)
    qtbot.waitUntil(lambda: model.rowCount() > 0)
    assert panel.title.text().startswith("Opzioni di USA (0 PV ora), le migliori prima: ")


def Qt_horizontal() -> Qt.Orientation:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def test_numbers_are_written_the_languages_way(italian: None) -> None:
    assert QLocale().toString(1_000_000_000) == "1.000.000.000"
    assert language_in_use() == "it"


def test_view_language_remembers_the_choice_for_the_next_start(window: MainWindow) -> None:
    """English now (the test's language); Italiano chosen: remembered, and the status bar
    says from when; the next start speaks it."""
    italiano = window.findChild(type(window.action("save")), "language-it-action")
    assert italiano is not None and italiano.text() == "Italiano" and not italiano.isChecked()
    system = window.findChild(type(italiano), "language-system-action")
    assert system is not None and system.isChecked() and system.text() == "Follow the System"
    italiano.trigger()
    assert remembered.language_choice() == "it"
    assert window.statusBar().currentMessage() == (
        "Language: Italiano, from the next start of Influence Board."
    )
    assert _menu_titles(window)[1] == "&Edit", "this window stays in its language"
    try:
        assert choose_language(remembered.language_choice()) == "it"
    finally:
        choose_language("en")


@pytest.mark.parametrize(
    ("kept", "read"),
    [
        ("it", "it"),
        ("it_IT.UTF-8", "it_IT.UTF-8"),
        ("sr_RS@latin", "sr_RS@latin"),
        ("../../tmp/evil", ""),
        ("it/../../evil", ""),
        ("ïtaliano", ""),  # letters, but no language's code
        ("it\n", ""),
        ("i" * 100, ""),
    ],
)
def test_a_remembered_language_is_a_code_or_nothing(
    qapp: QApplication, kept: str, read: str
) -> None:
    remembered.set_language_choice(kept)
    assert remembered.language_choice() == read


def test_a_remembered_language_that_is_a_path_reads_no_catalogue(qapp: QApplication) -> None:
    """Even handed over as it was kept, a path is no language: the working catalogue
    planted there is not read."""
    with evil_folder() as evil:
        remembered.set_language_choice(str(evil))
        assert remembered.language_choice() == ""
        try:
            assert choose_language(str(evil)) == "en"
            assert language_in_use() == "en"
        finally:
            choose_language("en")


@pytest.mark.parametrize(
    ("variables", "spoken"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"}, "it"),
        ({"LANG": "it_IT.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
        ({"LANG": "xx_XX.UTF-8"}, "en"),  # no catalogue of it: English, the fallback
    ],
)
def test_the_language_follows_the_system(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], spoken: str
) -> None:
    """LANGUAGE's list is the rules' (tests/text/test_language.py): the C library reads
    that variable at every message too, so a process's system errors would change."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    try:
        assert choose_language(None) == spoken
        assert language_in_use() == spoken
    finally:
        choose_language("en")


def test_the_app_started_under_an_italian_system_speaks_italian(tmp_path: Path) -> None:
    """`make_application` (every start of the window) installs the translators itself."""
    import os
    import subprocess
    import sys

    code = (
        "from PySide6.QtCore import QCoreApplication as Q\n"
        "from influence_board.window.app import make_application\n"
        "make_application()\n"
        "print(Q.translate('Menus', '&Edit'), Q.translate('QPlatformTheme', 'Discard'))\n"
    )
    env = {**os.environ, "LANG": "it_IT.UTF-8", "XDG_CONFIG_HOME": str(tmp_path)}
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.stdout.split() == ["&Modifica", "Scarta"], out.stderr


def test_longer_words_are_whole_at_1366x768(italian_window: MainWindow, qtbot: QtBot) -> None:
    """The dock column takes the width its tabs' Italian names need ("Maggioranze",
    "Cronologia"), and the Majorities' first heading shows whole."""
    from PySide6.QtWidgets import QTabBar

    window = italian_window
    # Built, and laid out once the panels were in (the column's first width).
    qtbot.waitUntil(lambda: not window.parts.docks.unbuilt() and not window._layout_waits)

    def cut() -> list[str]:
        bars = [b for b in window.findChildren(QTabBar) if b.isVisible() and b.count()]
        return [
            bar.tabText(n)
            for bar in bars
            for n in range(bar.count())
            if bar.tabRect(n).width() < bar.tabSizeHint(n).width()
        ]

    layout = window.layout()
    assert layout is not None
    layout.activate()  # the column's width applied now, not at the next turn
    assert cut() == []
    assert {"Maggioranze", "Cronologia", "Registro"} <= {
        b.tabText(n) for b in window.findChildren(QTabBar) for n in range(b.count())
    }
    tree = window.parts.docks.majorities_panel.tree
    heading = tree.model().headerData(0, Qt_horizontal())
    assert heading == "Regione / partecipante"
    assert tree.header().sectionSize(0) >= tree.fontMetrics().horizontalAdvance(heading) + 8


def test_the_guide_is_read_in_italian(italian: None) -> None:
    """Help > Influence Board Help in the language in use: the same sections and the same
    commands, files and names in code as the English guide."""
    import re

    from influence_board.dialogs.help_views import guide_text

    italian_guide = guide_text()
    choose_language("en")
    english_guide = guide_text()
    assert italian_guide.startswith("# Usare la finestra")
    assert english_guide.startswith("# Using the window")

    def code(text: str) -> list[str]:
        return sorted(re.findall(r"`[^`]+`", text))

    assert code(italian_guide) == code(english_guide)
    assert italian_guide.count("\n## ") == english_guide.count("\n## ")


def test_the_tracks_are_no_wider_in_italian(qapp: QApplication) -> None:
    """A track is as wide as its texts (scene/geometry.py): the Italian flag ("⚠ non fa
    punti: 3 vuoti") keeps the standard board's tracks as narrow as in English, so the board
    keeps its two rows at 1366x768 (with "non può fare punti" it took three, and the last
    track went below the window: seen on a real display)."""
    from influence_board.rules.formats.scenario import standard_board
    from influence_board.scene.geometry import TrackGeometry

    board = standard_board()
    english = [TrackGeometry(region).width for region in board.regions]
    try:
        choose_language("it")
        italian = [TrackGeometry(region).width for region in board.regions]
    finally:
        choose_language("en")
    assert all(i <= e + 1 for i, e in zip(italian, english, strict=True)), (italian, english)
