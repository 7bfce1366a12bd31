"""The smaller defects of issue 22 (item 13), each held: a very long player name does not
widen the window, right-to-left names keep "name N VP" in order, no fonts is said instead
of drawing boxes, variation names and step texts refuse control characters, a scenario
step that changes nothing is no step, a control character is named in the message, and the
recovery lock is closed before it is removed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app_process import MODULE, run_app
from influence_board.files import recovery_folder
from influence_board.look.plain_text import isolated
from influence_board.panels.scoreboard_bar import ScoreChip
from influence_board.render.picture import caption_text
from influence_board.rules.formats import game_file
from influence_board.rules.formats.operation_lines import OpFileError, parse_lines
from influence_board.rules.formats.scenario import (
    ScenarioError,
    dumps,
    from_data,
    standard_board,
    to_data,
)
from influence_board.rules.history.tree import Node, Variations

STANDARD = standard_board()
ARABIC = "مصر"


def test_a_10000_letter_player_name_does_not_widen_the_window(qtbot: QtBot) -> None:
    from influence_board.window.main_window import MainWindow

    data = to_data(STANDARD)
    data["players"][0]["name"] = "W" * 10_000
    window = MainWindow(from_data(data))
    qtbot.addWidget(window, before_close_func=lambda w: w.parts.steps.mark_saved())
    window.show()
    qtbot.waitExposed(window)
    window.parts.docks.build_panels()
    window.parts.docks.options_panel.refresh()
    assert "W" * 30 not in window.parts.docks.options_panel.title.text()
    assert window.minimumSizeHint().width() < 3000  # was 89,911 px


def test_a_right_to_left_name_is_isolated_in_name_n_vp(qtbot: QtBot) -> None:
    chip = ScoreChip("egypt")
    qtbot.addWidget(chip)
    chip.show_score(ARABIC, 12, acting=False)
    assert chip.text() == f"\u2068{ARABIC}\u2069  12 VP"
    chip.show_score("USA", 3, acting=False)
    assert chip.text() == "USA  3 VP"  # other names as they were
    data = to_data(STANDARD)
    data["players"][0]["name"] = ARABIC
    assert f"\u2068{ARABIC}\u2069 0" in caption_text(from_data(data))
    assert isolated("EU") == "EU"


def test_with_no_fonts_render_and_sheet_refuse_instead_of_drawing_boxes(tmp_path: Path) -> None:
    fonts = tmp_path / "no-fonts"
    fonts.mkdir()
    config = tmp_path / "fonts.conf"
    config.write_text(
        f"<?xml version='1.0'?><fontconfig><dir>{fonts}</dir>"
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    board = tmp_path / "board.json"
    board.write_text(dumps(STANDARD), encoding="utf-8")
    env = {"FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    commands: list[list[str | Path]] = [
        ["render", "-o", tmp_path / "b.png"],
        ["sheet", board, "-o", tmp_path / "s.pdf"],
    ]
    for args in commands:
        done = run_app(MODULE, *args, env=env)
        assert done.returncode == 2, done.stderr
        assert "no fonts are installed" in done.stderr
    assert not (tmp_path / "b.png").exists() and not (tmp_path / "s.pdf").exists()


def one_step_game() -> dict:
    return json.loads(
        game_file.dumps_game(Variations(STANDARD)).replace(
            '"steps": []',
            '"steps": [{"parent": null, "op": {"op": "add", "region": "europe", '
            '"player": "china", "kind": "temporary"}}]',
        )
    )


def test_variation_names_and_step_texts_refuse_control_characters() -> None:
    tree = Variations(STANDARD)
    node = tree.adopt(Node(tree.root, None, STANDARD, "an edit"))
    assert "U+001B ESCAPE" in (tree.rename(node, "\x1b[31mred") or "")
    data = one_step_game()
    data["steps"][0]["name"] = "bell\x07"
    with pytest.raises(ScenarioError, match=r"steps\[0\]\.name.*U\+0007 BELL"):
        game_file.loads_game(json.dumps(data))
    data = one_step_game()
    edited = to_data(STANDARD)
    edited["name"] = "Renamed"
    data["steps"].append({"parent": 0, "scenario": edited, "text": "rename\x85"})
    with pytest.raises(ScenarioError, match=r"steps\[1\]\.text.*U\+0085 NEXT LINE"):
        game_file.loads_game(json.dumps(data))


def test_a_scenario_step_that_changes_nothing_is_no_step() -> None:
    data = one_step_game()
    after = list(game_file.loads_game(json.dumps(data)).nodes())[-1].board
    data["steps"].append({"parent": 0, "scenario": to_data(after), "text": "nothing"})
    with pytest.raises(ScenarioError, match=r"steps\[1\]\.scenario: changes nothing"):
        game_file.loads_game(json.dumps(data))


def test_u0085_in_an_operation_source_is_named() -> None:
    line = (
        '{"op": "add", "region": "europe", "player": "china", "kind": "temporary", '
        '"source": "africa\\u0085"}\n'
    )
    with pytest.raises(OpFileError, match="U\\+0085 NEXT LINE"):
        parse_lines(line, "ops.jsonl")


def test_the_recovery_lock_is_closed_before_it_is_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slot = recovery_folder.Slot.create(tmp_path)
    slot.write("{}")
    order: list[str] = []
    real_close, real_unlink = os.close, Path.unlink

    def close(fd: int) -> None:
        order.append("close")
        real_close(fd)

    def unlink(path: Path, missing_ok: bool = False) -> None:
        order.append(f"remove {path.suffix}")
        real_unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(recovery_folder.os, "close", close)
    monkeypatch.setattr(Path, "unlink", unlink)
    slot.release()
    assert order == ["remove .json", "close", "remove .lock"]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_recovery_folder_is_said_as_such(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(PermissionError):
            recovery_folder.Slot.create(tmp_path)
    finally:
        tmp_path.chmod(0o700)
