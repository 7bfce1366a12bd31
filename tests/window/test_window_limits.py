"""Nothing that `check` accepts can crash the window (DESIGN.md "Limits", issue 9): the
window opens on scenarios at the limits and paints them.

VP of 2**63 once segfaulted Qt and Armies of 2**80 raised OverflowError at start; the
validator now refuses both, and these tests hold the window to everything it still lets in.
"""

from __future__ import annotations

import json
from typing import Any

import hypothesis.strategies as st
from hypothesis import HealthCheck, given, settings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from influence_board.rules import Board, Score, apply, check
from influence_board.rules.formats.scenario import FORMAT, loads
from influence_board.rules.limits import MAX_COORDINATE, MAX_COUNT
from influence_board.rules.operations import Refusal

LONG = 2000  # characters: no limit is stated on names; far longer than any real one


def long_name(seed: str) -> str:
    """Mixed scripts, wide and combining characters, right-to-left text: what a name may hold."""
    piece = f"{seed} Ωμέγα 東京 عربي 🎲 e\u0301 "
    return (piece * (LONG // len(piece) + 1))[:LONG]


def extreme_scenario(regions: int = 3) -> dict[str, Any]:
    players = [
        {"id": f"p{i}", "name": long_name(f"Player {i}"), "color": color}
        for i, color in enumerate(("#0072b2", "#d55e00", "#009e73"))
    ]
    local = {"id": "local", "name": long_name("Local"), "color": "black"}
    corners = [(-MAX_COORDINATE, -MAX_COORDINATE), (MAX_COORDINATE, MAX_COORDINATE), (0, 0)]
    out = []
    for r in range(regions):
        out.append(
            {
                "id": f"r{r}",
                "name": long_name(f"Region {r}"),
                "permanent": [MAX_COUNT, MAX_COUNT],
                "temporary": [MAX_COUNT, 0, MAX_COUNT],
                "majority_bonus": [MAX_COUNT, MAX_COUNT, MAX_COUNT],
                "position": list(corners[r % len(corners)]),
                "cubes": {
                    "permanent": ["p0", "p1"],
                    "overflow": ["p2", "local"] * 5,
                    "temporary": ["p1", "local", None],
                },
                "armies": {"p0": MAX_COUNT, "p1": MAX_COUNT, "local": MAX_COUNT},
            }
        )
    return {
        "format": FORMAT,
        "name": long_name("Board"),
        "players": players,
        "local_power": local,
        "regions": out,
        "adjacency": [[f"r{r}", f"r{r + 1}"] for r in range(regions - 1)],
        "vp": {p["id"]: MAX_COUNT for p in players},
    }


def open_and_paint(qtbot: QtBot, board: Board) -> None:
    from influence_board.window.main_window import MainWindow

    w = MainWindow(board)
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    w.parts.view.zoom_to_fit()
    with qtbot.waitSignal(w.parts.docks.problems_panel.checked, timeout=5000):
        w.parts.docks.problems_panel.refresh()
    picture = w.grab()
    assert not picture.isNull() and picture.width() > 0
    QApplication.processEvents()


def test_the_window_paints_a_scenario_at_every_limit(qtbot: QtBot) -> None:
    board = loads(json.dumps(extreme_scenario()), "extreme.json")
    assert not [p for p in check(board) if p.severity == "error"]
    open_and_paint(qtbot, board)
    # Scoring would take every VP total past the limit: refused, nothing changed.
    refused = apply(board, Score())
    assert isinstance(refused, Refusal) and f"{MAX_COUNT:,}" in refused.reason


# -- extreme but valid scenarios from hypothesis ---------------------------------------------

EDGE_COUNTS = st.sampled_from((0, 1, MAX_COUNT - 1, MAX_COUNT)) | st.integers(0, MAX_COUNT)
EDGE_COORDS = st.sampled_from((-MAX_COORDINATE, MAX_COORDINATE, 0, 0.01)) | st.floats(
    -MAX_COORDINATE, MAX_COORDINATE
)
# Names: any valid Unicode without control characters, some very long.
NAME_CHARS = st.characters(exclude_categories=("Cs", "Cc"))
NAMES = st.text(NAME_CHARS, min_size=1, max_size=40).filter(str.strip) | st.builds(
    lambda s, n: (s * n)[:LONG],
    st.text(NAME_CHARS, min_size=1, max_size=5).filter(str.strip),
    st.integers(100, LONG),
)


@st.composite
def extreme_valid(draw: st.DrawFn) -> dict[str, Any]:
    n_players = draw(st.integers(1, 4))
    ids = [f"p{i}" for i in range(n_players)]
    palette = ("#0072b2", "#d55e00", "#009e73", "#f0e442")
    players = [{"id": pid, "name": draw(NAMES), "color": palette[i]} for i, pid in enumerate(ids)]
    owners = [*ids, "local"]
    regions = []
    for r in range(draw(st.integers(1, 12))):
        perm = draw(st.lists(EDGE_COUNTS, max_size=4))
        temp = draw(st.lists(EDGE_COUNTS, max_size=5))
        filled = draw(st.integers(0, len(temp)))
        region: dict[str, Any] = {
            "id": f"r{r}",
            "name": draw(NAMES),
            "permanent": perm,
            "temporary": temp,
            "majority_bonus": draw(st.lists(EDGE_COUNTS, max_size=4)),
            "cubes": {
                "permanent": [draw(st.sampled_from([None, *owners])) for _ in perm],
                "overflow": draw(st.lists(st.sampled_from(owners), max_size=6)),
                "temporary": [draw(st.sampled_from(owners)) for _ in range(filled)]
                + [None] * (len(temp) - filled),
            },
            "armies": draw(st.dictionaries(st.sampled_from(owners), EDGE_COUNTS, max_size=3)),
        }
        if draw(st.booleans()):
            region["position"] = [draw(EDGE_COORDS), draw(EDGE_COORDS)]
        regions.append(region)
    return {
        "format": FORMAT,
        "name": draw(NAMES),
        "players": players,
        "local_power": {"id": "local", "name": draw(NAMES), "color": "black"},
        "regions": regions,
        "vp": {pid: draw(EDGE_COUNTS) for pid in ids},
    }


@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(extreme_valid())
def test_the_window_paints_any_extreme_valid_scenario(qtbot: QtBot, data: dict[str, Any]) -> None:
    board = loads(json.dumps(data))  # what `check` accepts: the loader refuses the rest
    open_and_paint(qtbot, board)


@given(st.integers(0, MAX_COUNT))
def test_a_printed_vp_up_to_the_limit_fits_its_slot(vp: int) -> None:
    """At most four characters (a slot's room), and small numbers as they are printed."""
    from influence_board.scene.track_painter import vp_text

    text = vp_text(vp)
    assert len(text) <= 4, (vp, text)
    if vp < 10_000:
        assert text == str(vp)


def test_long_names_leave_the_window_narrower_than_a_laptop_screen(qtbot: QtBot) -> None:
    """A 2000-character name is shortened in the toolbars, the scoreboard, the status bar
    and on its track (whole in tooltips), so the window still fits a 1366-pixel screen."""
    from dataclasses import replace

    from influence_board.scene.geometry import MAX_TEXT_WIDTH, PAD, TrackGeometry
    from influence_board.window.main_window import MainWindow

    board = loads(json.dumps(extreme_scenario()), "extreme.json")
    w = MainWindow(board)
    qtbot.addWidget(w, before_close_func=lambda w: w.parts.steps.mark_saved())
    w.show()
    qtbot.waitExposed(w)
    assert w.minimumSizeHint().width() <= 1366
    player = board.players[0]
    button = w.parts.palette_bar.actions_by_owner[player.id]
    assert button.iconText().endswith("…") and len(button.iconText()) < 40
    assert player.name in button.toolTip()
    chip = w.parts.scoreboard.chips[player.id]
    assert "…" in chip.text() and player.name in chip.toolTip()
    assert len(w.parts.status.acting_label.text()) < 60
    for region in board.regions:
        plain = TrackGeometry(replace(region, name="R"))
        long = TrackGeometry(region)
        assert long.width <= max(plain.width, MAX_TEXT_WIDTH + 2 * PAD)
