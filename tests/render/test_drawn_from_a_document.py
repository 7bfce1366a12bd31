"""A picture, a setup sheet and a pack of sheets are drawn from a Document alone: no Game
(so no command), no undo stack, no play state, no gesture controller."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from app_process import run_app
from influence_board.document.board_document import Document
from influence_board.render.picture import draw_scene
from influence_board.render.setup_sheet import draw_setup_sheet
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.board_scene import BoardScene

# In a fresh process: a PlayState or an undo stack would refuse to be made, and what was
# loaded is told.
DRAW = """
import json, sys
from pathlib import Path
from PySide6 import QtGui
from influence_board.document import play_state

def refuse(*args, **kwargs):
    raise AssertionError("a picture made a play state or an undo stack")

play_state.PlayState.__init__ = refuse
QtGui.QUndoStack = refuse
from influence_board.render.picture import export_board
from influence_board.render.setup_sheet import write_sheet_pack
from influence_board.rules.formats.scenario import standard_board

out = Path(sys.argv[1])
export_board(standard_board(), out / "board.png")
export_board(standard_board(), out / "board.svg")
write_sheet_pack([("standard.json", standard_board())], out / "pack.pdf")
print(json.dumps(sorted(m for m in sys.modules if m.startswith("influence_board"))))
"""


def test_render_and_the_sheets_load_no_game_and_make_no_play_state(tmp_path: Path) -> None:
    done = run_app((sys.executable, "-c", DRAW), tmp_path, env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert "influence_board.scene.board_scene" in loaded
    assert loaded.isdisjoint(
        {
            "influence_board.document.commands",
            "influence_board.document.step_list",
            "influence_board.scene.gestures",
        }
    ), sorted(loaded)
    for name in ("board.png", "board.svg", "pack.pdf"):
        assert (tmp_path / name).stat().st_size > 1000, name


def test_a_scene_of_a_bare_document_draws_and_takes_no_step(qapp: QApplication) -> None:
    document = Document(with_positions(standard_board()))
    scene = BoardScene(document)
    assert scene.tool is None  # nothing turns its events into operations
    assert draw_scene(scene, ".png").startswith(b"\x89PNG")
    assert draw_setup_sheet(document.board, scene).startswith(b"%PDF")
    assert document.findChildren(QUndoStack) == []  # no history was needed to draw
