"""Tournament tools in the window: Edit > Copy Position Code, Paste Position with a code,
and File > Export Setup Sheets for several chosen files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from influence_board.rules import Add, Convert, Outcome, SetArmies
from influence_board.rules.analysis.report import board_report
from influence_board.rules.formats.position_code import encode
from influence_board.rules.formats.scenario import dumps, save, standard_board
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow


def play(window: MainWindow) -> None:
    for op in (
        Add("africa", "usa", "temporary"),
        Convert("africa", "eu", 0),
        SetArmies("europe", "china", 2),
    ):
        outcome = window.parts.game.try_apply(op)
        assert isinstance(outcome, Outcome)
        window.parts.game.push(op, outcome)


def menu_texts(window: MainWindow, title: str) -> list[str]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    assert isinstance(menu, QMenu)  # the stubs say QObject
    return [a.text() for a in menu.actions()]


# -- position codes ---------------------------------------------------------------------------


def test_copy_position_code_puts_the_code_on_the_clipboard(window: MainWindow) -> None:
    assert "Copy Position Co&de" in menu_texts(window, "&Edit")
    play(window)
    window.action("copy_code").trigger()
    code = QGuiApplication.clipboard().text()
    assert code == encode(window.parts.document.board, standard_board())
    assert code.startswith("ib1.s") and len(code) <= 80
    assert code in window.statusBar().currentMessage()


def test_paste_a_code_gives_the_same_position(window: MainWindow) -> None:
    play(window)
    played = window.parts.document.board
    window.action("copy_code").trigger()
    window.action("new").trigger()
    assert window.parts.document.board != played
    window.action("paste").trigger()
    assert board_report(window.parts.document.board) == board_report(played)
    assert window.parts.document.board.vp == played.vp


def test_paste_a_code_of_a_custom_board(window: MainWindow) -> None:
    standard = standard_board()
    regions = standard.regions[:3]
    kept = {r.id for r in regions}
    links = tuple(link for link in standard.adjacency if set(link) <= kept)
    custom = replace(standard, name="Table 7", regions=regions, adjacency=links)
    QGuiApplication.clipboard().setText(encode(custom, standard_board()))
    window.action("paste").trigger()
    assert window.parts.document.board.name == "Table 7"
    assert [r.id for r in window.parts.document.board.regions] == [
        "europe",
        "central_asia",
        "americas",
    ]


def test_paste_scenario_json_still_works(window: MainWindow) -> None:
    custom = replace(standard_board(), name="From JSON")
    QGuiApplication.clipboard().setText(dumps(custom))
    window.action("paste").trigger()
    assert window.parts.document.board.name == "From JSON"


def test_paste_a_damaged_code_says_why_and_changes_nothing(
    window: MainWindow, dialogs: Dialogs
) -> None:
    play(window)
    before = window.parts.document.board
    code = encode(before, standard_board())
    QGuiApplication.clipboard().setText(code[:-4])
    window.action("paste").trigger()
    assert window.parts.document.board is before
    assert len(dialogs.errors) == 1
    assert "neither a scenario nor a position code" in dialogs.errors[0][1]
    assert "position code:" in dialogs.errors[0][2]


# -- sheet packs ------------------------------------------------------------------------------


def scenario_files(folder: Path) -> list[Path]:
    first, second = folder / "table-1.json", folder / "table-2.json"
    save(standard_board(), first)
    save(replace(standard_board(), name="Table 2"), second)
    return [first, second]


def test_export_setup_sheets_writes_one_pdf(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    assert "Export Setup Shee&ts…" in menu_texts(window, "&File")
    dialogs.open_paths = [str(f) for f in scenario_files(tmp_path)]
    dialogs.save_path = str(tmp_path / "pack.pdf")
    window.action("export_sheets").trigger()
    data = (tmp_path / "pack.pdf").read_bytes()
    assert data.startswith(b"%PDF")
    assert "2 setup sheets" in window.statusBar().currentMessage()


def test_export_setup_sheets_refuses_to_replace_an_input(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    """Even a scenario file oddly named .pdf is never overwritten by the pack."""
    files = scenario_files(tmp_path)
    odd = files[0].rename(tmp_path / "table-1.pdf")
    before = odd.read_bytes()
    dialogs.open_paths = [str(odd), str(files[1])]
    dialogs.save_path = str(tmp_path / "." / "table-1.pdf")
    window.action("export_sheets").trigger()
    assert odd.read_bytes() == before
    assert len(dialogs.errors) == 1 and "table-1.pdf" in dialogs.errors[0][1]


def test_export_setup_sheets_with_a_bad_file_writes_nothing(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    good = scenario_files(tmp_path)[0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "influence-board/1"}), encoding="utf-8")
    dialogs.open_paths = [str(good), str(bad)]
    dialogs.save_path = str(tmp_path / "pack.pdf")
    window.action("export_sheets").trigger()
    assert not (tmp_path / "pack.pdf").exists()
    assert len(dialogs.errors) == 1 and "bad.json" in dialogs.errors[0][2]


def test_export_setup_sheets_cancelled_does_nothing(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    window.action("export_sheets").trigger()
    assert list(tmp_path.iterdir()) == []
