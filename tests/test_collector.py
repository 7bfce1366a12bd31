"""The cyclic collector waits while a game file is read (collector.py): a game's
tree is millions of objects that all stay, and each full pass walked them all again."""

from __future__ import annotations

import gc

from influence_board.collector import collector_paused
from influence_board.rules import apply
from influence_board.rules.formats import game_file
from influence_board.rules.formats.position_file import loads_position_file
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.tree import Node, Variations
from influence_board.rules.operations import Add, Refusal


def test_the_pause_ends_as_it_began_and_nests() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer pause still holds
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()  # off before, off after
    finally:
        gc.enable()


def test_reading_a_long_game_runs_no_collection() -> None:
    tree = Variations(standard_board())
    node = tree.root
    regions = [r.id for r in tree.root.board.regions]
    players = [p.id for p in tree.root.board.players]
    n = 0
    while n < 3000:
        op = Add(regions[n % len(regions)], players[(n // 3) % len(players)], "temporary")
        outcome = apply(node.board, op)
        assert not isinstance(outcome, Refusal)
        n += 1
        if outcome.changed:  # a placement that changes nothing is no step
            node = tree.adopt(Node(node, op, outcome.board, f"step {n}"))
    tree.current = node
    text = game_file.dumps_game(tree)
    passes: list[int] = []

    def count(phase: str, info: dict) -> None:
        if phase == "start":
            passes.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        read = loads_position_file(text, "long.ibgame")
    finally:
        gc.callbacks.remove(count)
    assert read.tree is not None and read.tree.current.board == node.board
    # At most the one pass when the collector resumes: reading 3,000 steps makes enough
    # objects for hundreds otherwise.
    assert len(passes) <= 1


def test_a_rest_ends_when_woken_or_with_its_block_and_leaves_a_pause_alone() -> None:
    from influence_board.collector import collector_resting, wake_collector

    with collector_resting():
        assert not gc.isenabled()
        with collector_paused():  # a game read while the board goes up
            pass
        assert not gc.isenabled()  # the pause leaves the rest to its waking
        wake_collector()  # the first window is built
        assert gc.isenabled()
        wake_collector()  # a second waking changes nothing
        assert gc.isenabled()
    assert gc.isenabled()
    with collector_resting():
        assert not gc.isenabled()
    assert gc.isenabled()  # never woken: on again with the block's end
    gc.disable()
    try:
        with collector_resting():
            wake_collector()
            assert not gc.isenabled()  # off before: the caller wakes it, not the window
    finally:
        gc.enable()
