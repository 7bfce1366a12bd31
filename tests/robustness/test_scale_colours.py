"""Issue 9, item 12 (sizes): beyond 64 players the colour check compares each colour with
its nearest ones, not with every other, so thousands of players are checked in about
n log n (it compared every pair: 15 s or more for 1000 players) and the warnings stay a few
per player. How fast: tests/benchmarks/bench_scale.py."""

from __future__ import annotations

import json
import math
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from influence_board.colours import (
    EVERY_PAIR_UP_TO,
    NEIGHBOURS,
    VISION_WORDS,
    VISIONS,
    color_difference,
    nearest_pairs,
    parse_color,
)
from influence_board.rules import Board, Participant
from influence_board.rules.formats.scenario import dumps, from_data, standard_board
from influence_board.rules.validation import TOO_CLOSE, TOO_CLOSE_SIMULATED, colour_problems


def with_players(colours: list[str]) -> Board:
    data = json.loads(dumps(standard_board()))
    data["players"] = [{"id": f"p{i}", "name": f"P{i}", "color": c} for i, c in enumerate(colours)]
    data["local_power"] = None
    data.pop("vp", None)
    for region in data["regions"]:
        region.pop("cubes", None)
        region.pop("armies", None)
    return from_data(data)


def every_pair(board: Board) -> list[tuple[str, str]]:
    """The check as it was: every pair, in order (the reference for small boards)."""
    out = []
    seen: list[tuple[Participant, tuple[float, float, float]]] = []
    for i, p in enumerate(board.players):
        rgb = parse_color(p.color)
        assert rgb is not None, p.color  # the board was read: its colours are valid
        for q, other in seen:
            pair = f"{q.name} ({q.color}) and {p.name} ({p.color})"
            d = color_difference(other, rgb)
            if d < TOO_CLOSE:
                out.append(
                    (
                        f"players[{i}].color",
                        f"{pair} have colours too close to tell "
                        f"apart (difference {d:.0f}, at least {TOO_CLOSE:.0f} reads well)",
                    )
                )
                continue
            alike = [
                VISION_WORDS[v]
                for v in VISIONS
                if color_difference(other, rgb, v) < TOO_CLOSE_SIMULATED
            ]
            if alike:
                out.append(
                    (
                        f"players[{i}].color",
                        f"{pair} look alike to players with {' or '.join(alike)} colour blindness",
                    )
                )
        seen.append((p, rgb))
    return out


hex_colour = st.integers(0, 0xFFFFFF).map(lambda n: f"#{n:06x}")


@settings(max_examples=30, deadline=None)
@given(
    st.lists(
        hex_colour | st.sampled_from(["red", "black", "#000", "orange"]),
        min_size=1,
        max_size=EVERY_PAIR_UP_TO,
    )
)
def test_a_board_of_up_to_64_players_is_checked_pair_by_pair(colours: list[str]) -> None:
    board = with_players(colours)
    got = [(p.path, p.message) for p in colour_problems(board)]
    assert got == every_pair(board)


def test_thousands_of_look_alike_players_get_a_few_warnings_each() -> None:
    n = 400
    board = with_players(["#336699"] * n)
    warnings = list(colour_problems(board))
    # Every pair alike: comparing every pair warned n(n-1)/2 = 79,800 times.
    assert n - 1 <= len(warnings) <= 3 * NEIGHBOURS * n
    assert all("too close" in w.message for w in warnings)
    # Every player is named in a warning.
    named = {name for w in warnings for name in re.findall(r"\bP\d+\b", w.message)}
    assert named == {f"P{i}" for i in range(n)}


def test_the_standard_board_has_no_colour_warnings() -> None:
    assert list(colour_problems(standard_board())) == []


points = st.lists(
    st.tuples(*[st.floats(-100, 100, allow_nan=False).map(lambda x: round(x, 1))] * 3),
    max_size=60,
)


@settings(max_examples=80, deadline=None)
@given(points, st.integers(1, 10))
def test_nearest_pairs_are_the_k_nearest(pts: list[tuple[float, float, float]], k: int) -> None:
    pairs = nearest_pairs(pts, k)
    for i, p in enumerate(pts):
        mine = sorted(
            math.dist(p, pts[j]) for a, b in pairs for j in (a, b) if i in (a, b) and j != i
        )
        every = sorted(math.dist(p, q) for j, q in enumerate(pts) if j != i)
        # i's own k nearest are among its pairs (ties broken either way: compare distances).
        want = every[:k]
        assert sorted(mine)[: len(want)] == want
    assert all(a < b for a, b in pairs)
    if len(pts) <= k + 1:
        assert len(pairs) == len(pts) * (len(pts) - 1) // 2


def test_a_big_board_warns_only_about_pairs_that_do_look_alike() -> None:
    rng = random.Random(7)
    board = with_players([f"#{rng.randrange(1 << 24):06x}" for _ in range(EVERY_PAIR_UP_TO * 2)])
    got = [(p.path, p.message) for p in colour_problems(board)]
    every = every_pair(board)
    assert set(got) <= set(every)
    # Still every player whose colour is close to another's is named.
    named = {name for _, reason in got for name in re.findall(r"\bP\d+\b", reason)}
    assert named == {name for _, reason in every for name in re.findall(r"\bP\d+\b", reason)}
