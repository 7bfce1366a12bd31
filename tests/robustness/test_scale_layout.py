"""Issue 9, item 12 (sizes): Regions without positions are laid out for any number of them,
without scipy (networkx's spring layout wants it from 500 nodes on), and a board that big
renders. How fast: tests/benchmarks/bench_scale.py."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from app_process import MODULE, run_app
from influence_board.rules import Board
from influence_board.rules.formats.scenario import dumps, from_data, standard_board
from influence_board.rules.topology import (
    SPRING_LIMIT,
    TRACK_HEIGHT,
    TRACK_WIDTH,
    layout,
    with_positions,
)


def many_regions(n: int, placed: int = 0) -> dict:
    """A valid scenario of n copies of the standard board's first Region, linked in pairs;
    the first `placed` of them keep a position, in a row."""
    data = json.loads(dumps(standard_board()))
    first = data["regions"][0]
    regions = []
    for i in range(n):
        region = dict(first, id=f"r{i}", name=f"Region {i}")
        region.pop("position", None)
        if i < placed:
            region["position"] = [40.0 + i * 400.0, 40.0]
        regions.append(region)
    data["regions"] = regions
    data["adjacency"] = [[f"r{i}", f"r{i + 1}"] for i in range(0, n - 1, 2)]
    return data


@pytest.fixture
def no_scipy(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a machine (or in the bundle) without scipy: importing it fails."""
    monkeypatch.setitem(sys.modules, "scipy", None)


def assert_apart(positions: dict[str, tuple[float, float]]) -> None:
    """No two tracks overlap (sorted by x, so each is compared only with its near ones)."""
    points = sorted(positions.values())
    for i, (x, y) in enumerate(points):
        for a, b in points[i + 1 :]:
            if a - x >= TRACK_WIDTH:
                break
            assert abs(b - y) >= TRACK_HEIGHT, ((x, y), (a, b))


@pytest.mark.parametrize("n", [SPRING_LIMIT + 1, 500, 1000])
def test_many_regions_are_laid_out_without_scipy(no_scipy: None, n: int) -> None:
    board = from_data(many_regions(n))
    placed = layout(board)
    assert set(placed) == {r.id for r in board.regions}
    assert_apart(placed)
    # Linked Regions sit side by side.
    assert placed["r1"][1] == placed["r0"][1]
    assert abs(placed["r1"][0] - placed["r0"][0]) == TRACK_WIDTH


def test_new_regions_on_a_big_board_go_below_the_placed_ones(no_scipy: None) -> None:
    board = from_data(many_regions(600, placed=500))
    filled = with_positions(board)
    positions = {r.id: r.position for r in filled.regions}
    assert all(p is not None for p in positions.values())
    assert_apart(positions)  # type: ignore[arg-type]
    for r in filled.regions:
        if r.id in {f"r{i}" for i in range(500)}:
            assert r.position == board.region(r.id).position
        else:
            assert r.position[1] >= 40.0 + TRACK_HEIGHT  # type: ignore[index]


def test_the_standard_board_still_gets_a_spring_layout(no_scipy: None) -> None:
    board: Board = standard_board()
    bare = board.with_regions(tuple(r.with_position(None) for r in board.regions))
    placed = layout(bare)
    xs = {x for x, _ in placed.values()}
    # Not a grid: the spring layout gives its 7 Regions more columns than a grid would.
    assert len(xs) > len(placed) // 2


@pytest.mark.slow
def test_render_draws_a_thousand_regions_without_positions(tmp_path: Path) -> None:
    scenario = tmp_path / "thousand.json"
    scenario.write_text(json.dumps(many_regions(1000)), encoding="utf-8")
    out = tmp_path / "thousand.png"
    done = run_app(MODULE, "render", scenario, "-o", out, "--scale", "0.1")
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0
