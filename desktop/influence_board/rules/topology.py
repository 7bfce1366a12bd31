"""The Regions as a graph: adjacency links, checks, and positions for Regions without one
(and the move that an automatic layout makes).

networkx is imported only where a graph is built, so loading a board stays quick.
"""

from __future__ import annotations

import json
import math
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..text.language import _, ngettext

if TYPE_CHECKING:
    import networkx as nx

    from .board import Board
    from .operations import MoveRegions

# The scene's board picture is this big; positions from a layout are scaled into it.
SCENE_WIDTH = 2200.0
SCENE_HEIGHT = 1400.0


@dataclass(frozen=True, slots=True)
class LinkProblem:
    index: int | None  # which link, in adjacency order
    message: str


def link_problems(region_ids: Sequence[str], links: Iterable[tuple[str, str]]) -> list[LinkProblem]:
    """Links that name unknown Regions, link a Region to itself, or repeat another link."""
    known = set(region_ids)
    seen: dict[frozenset[str], int] = {}
    out = []
    for i, (a, b) in enumerate(links):
        unknown = [r for r in (a, b) if r not in known]
        if unknown:
            names = _(" and ").join(_quoted(r) for r in dict.fromkeys(unknown))
            text = ngettext(
                "unknown Region {ids}; expected a Region id",
                "unknown Regions {ids}; expected Region ids",
                len(set(unknown)),
            )
            out.append(LinkProblem(i, text.format(ids=names)))
        elif a == b:
            out.append(LinkProblem(i, _("{id} is linked to itself").format(id=_quoted(a))))
        else:
            key = frozenset((a, b))
            if key in seen:
                out.append(
                    LinkProblem(i, _("repeats {other}").format(other=f"adjacency[{seen[key]}]"))
                )

            else:
                seen[key] = i
    return out


def _quoted(region_id: str) -> str:
    """An id as JSON, escaped (a file may hold any text there) and short."""
    text = json.dumps(region_id)
    return text if len(text) <= 40 else text[:37] + '..."'


def graph(board: Board) -> nx.Graph:
    """A networkx Graph: one node per Region (with its name), one edge per valid link."""
    import networkx as nx

    g = nx.Graph()
    for r in board.regions:
        g.add_node(r.id, name=r.name)
    known = set(g.nodes)
    g.add_edges_from((a, b) for a, b in board.adjacency if a in known and b in known and a != b)
    return g


def pieces(board: Board) -> list[set[str]]:
    """The connected pieces of the topology, largest first (ties in board order).

    A plain search rather than networkx: the Problems dock runs this after every change,
    and loading networkx would cost more than the whole check."""
    neighbours: dict[str, set[str]] = {r.id: set() for r in board.regions}
    for a, b in board.adjacency:
        if a in neighbours and b in neighbours and a != b:
            neighbours[a].add(b)
            neighbours[b].add(a)
    seen: set[str] = set()
    found: list[set[str]] = []
    for start in neighbours:
        if start in seen:
            continue
        piece, todo = {start}, [start]
        while todo:
            for other in neighbours[todo.pop()]:
                if other not in piece:
                    piece.add(other)
                    todo.append(other)
        seen |= piece
        found.append(piece)
    return sorted(found, key=len, reverse=True)


# Up to this many Regions a spring layout places them: its forces are every pair at every
# step, so it costs seconds beyond a few hundred (and networkx wants scipy from 500 on).
# A bigger board is a grid in the order of its links: quick for any size, and about as
# readable as a heap of a thousand tracks could be.
SPRING_LIMIT = 200


def layout(
    board: Board, only: Iterable[str] | None = None, seed: int = 7
) -> dict[str, tuple[float, float]]:
    """Scene positions (top-left of each track): a spring layout of the graph, or a grid
    for a board of more than SPRING_LIMIT Regions.

    `only`: the Regions to place; the others keep their positions and hold the layout.
    Without `only`, every Region is laid out afresh.
    """
    if not board.regions:
        return {}
    if len(board.regions) > SPRING_LIMIT:
        return _grid_layout(board, only)
    return _spring_layout(board, only, seed)


def auto_layout(board: Board, only: Iterable[str] | None = None, seed: int = 7) -> MoveRegions:
    """The move of an automatic layout of every Region (or only those in `only`; the
    others keep their places and hold the layout)."""
    # Here, not at the top: validation's link checks use this module, without operations.
    from .operations import MoveRegions

    placed = layout(board, only=None if only is None else list(only), seed=seed)
    return MoveRegions(tuple((r.id, placed[r.id]) for r in board.regions if r.id in placed))


def _spring_layout(
    board: Board, only: Iterable[str] | None, seed: int
) -> dict[str, tuple[float, float]]:
    import networkx as nx

    g = graph(board)
    if g.number_of_nodes() == 0:
        return {}
    movable = set(g.nodes) if only is None else set(only) & set(g.nodes)
    fixed = [r.id for r in board.regions if r.id not in movable and r.position is not None]
    margin = MARGIN
    # The picture grows with the number of Regions, so that a big board is not a heap.
    grow = max(1.0, (len(board.regions) / 9) ** 0.5)
    span_x = (SCENE_WIDTH - 320.0 - 2 * margin) * grow
    span_y = (SCENE_HEIGHT - 200.0 - 2 * margin) * grow
    if fixed:
        pos0 = {}
        for r in board.regions:
            if r.id in fixed and r.position is not None:
                pos0[r.id] = (
                    (r.position[0] - margin) / span_x * 2 - 1,
                    (r.position[1] - margin) / span_y * 2 - 1,
                )
        raw = nx.spring_layout(g, pos=pos0, fixed=fixed, seed=seed, scale=None, k=0.9)
        # New Regions may drift outside the picture: keep them on it.
        raw = {n: (min(1.0, max(-1.0, p[0])), min(1.0, max(-1.0, p[1]))) for n, p in raw.items()}
    else:
        k = 2.0 / max(1.0, g.number_of_nodes() ** 0.5)
        raw = nx.spring_layout(g, seed=seed, k=k)
        if g.number_of_nodes() > 1:
            xs = [p[0] for p in raw.values()]
            ys = [p[1] for p in raw.values()]
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
            half = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9) / 2
            raw = {n: ((p[0] - cx) / half, (p[1] - cy) / half) for n, p in raw.items()}
    wanted = {
        n: (
            margin + (float(raw[n][0]) + 1) / 2 * span_x,
            margin + (float(raw[n][1]) + 1) / 2 * span_y,
        )
        for n in g.nodes
        if n in movable
    }
    taken = _Footprints(
        r.position for r in board.regions if r.id in fixed and r.position is not None
    )
    placed = {}
    for r in board.regions:  # board order, so the result does not depend on set order
        if r.id in wanted:
            x, y = _free_spot(wanted[r.id], taken)
            taken.add((x, y))
            placed[r.id] = (round(x, 1), round(y, 1))
    return placed


def _grid_layout(board: Board, only: Iterable[str] | None) -> dict[str, tuple[float, float]]:
    """Rows of tracks, left to right, in the order a walk along the links meets them (so
    linked Regions tend to sit near each other). With Regions already placed, the new ones
    go in rows below them."""
    movable = {r.id for r in board.regions} if only is None else set(only)
    order = [rid for rid in _link_order(board) if rid in movable]
    if not order:
        return {}
    kept = [
        r.position
        for r in board.regions
        if r.id not in movable and r.position is not None and all(map(math.isfinite, r.position))
    ]
    top = max((y for _x, y in kept), default=MARGIN - TRACK_HEIGHT) + TRACK_HEIGHT
    left = min((x for x, _y in kept), default=MARGIN)
    # As many columns as make the grid about as wide for its height as the scene.
    columns = max(
        1, round(math.sqrt(len(order) * SCENE_WIDTH * TRACK_HEIGHT / (SCENE_HEIGHT * TRACK_WIDTH)))
    )
    return {
        rid: (
            round(left + (i % columns) * TRACK_WIDTH, 1),
            round(top + (i // columns) * TRACK_HEIGHT, 1),
        )
        for i, rid in enumerate(order)
    }


def _link_order(board: Board) -> list[str]:
    """Every Region id once: a breadth-first walk along the links from each Region not yet
    met, in board order, neighbours in board order."""
    index = {r.id: i for i, r in enumerate(board.regions)}
    neighbours: dict[str, list[str]] = {rid: [] for rid in index}
    for a, b in board.adjacency:
        if a in index and b in index and a != b:
            neighbours[a].append(b)
            neighbours[b].append(a)
    seen: set[str] = set()
    order: list[str] = []
    for start in index:
        if start in seen:
            continue
        seen.add(start)
        queue = deque([start])
        while queue:
            here = queue.popleft()
            order.append(here)
            for other in sorted(neighbours[here], key=index.__getitem__):
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
    return order


# Room around the picture, and a track's footprint on it with room around it; enough to
# keep tracks apart.
MARGIN = 40.0
TRACK_WIDTH, TRACK_HEIGHT = 320.0, 230.0


class _Footprints:
    """The top-left corners of placed tracks, in buckets of one footprint, so that asking
    whether a spot is free looks at the few tracks nearby, not at every track."""

    def __init__(self, corners: Iterable[tuple[float, float]] = ()) -> None:
        self._buckets: dict[tuple[int, int], list[tuple[float, float]]] = {}
        for corner in corners:
            self.add(corner)

    @staticmethod
    def _bucket(x: float, y: float) -> tuple[int, int]:
        return (math.floor(x / TRACK_WIDTH), math.floor(y / TRACK_HEIGHT))

    def add(self, corner: tuple[float, float]) -> None:
        if all(map(math.isfinite, corner)):
            self._buckets.setdefault(self._bucket(*corner), []).append(corner)

    def free(self, x: float, y: float) -> bool:
        """No placed track overlaps a track at (x, y): any that did is in a bucket next to
        (x, y)'s, as buckets are one footprint wide and high."""
        bx, by = self._bucket(x, y)
        return all(
            abs(x - a) >= TRACK_WIDTH or abs(y - b) >= TRACK_HEIGHT
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            for a, b in self._buckets.get((bx + dx, by + dy), ())
        )


_STEP = 40.0


@cache
def _ring(ring: int) -> tuple[tuple[int, int], ...]:
    """The steps to the points of a square ring around a spot, nearest first."""
    points = [
        (dx, dy)
        for dx in range(-ring, ring + 1)
        for dy in range(-ring, ring + 1)
        if max(abs(dx), abs(dy)) == ring
    ]
    return tuple(sorted(points, key=lambda d: d[0] ** 2 + d[1] ** 2))


def _free_spot(want: tuple[float, float], taken: _Footprints) -> tuple[float, float]:
    """`want`, or the nearest point on rings around it where no placed track overlaps."""
    x0, y0 = want
    if taken.free(x0, y0):
        return want
    for ring in range(1, 200):
        for dx, dy in _ring(ring):
            x, y = x0 + dx * _STEP, y0 + dy * _STEP
            if taken.free(x, y):
                return (x, y)
    return want


def free_spot(board: Board, near: tuple[float, float]) -> tuple[float, float]:
    """Where a new track goes: `near`, or the nearest place around it where it covers no
    track of the board (Add Region must not drop a Region on top of another)."""
    taken = _Footprints(r.position for r in board.regions if r.position is not None)
    return _free_spot(near, taken)


def with_positions(board: Board) -> Board:
    """The Board with a position for every Region that has none."""
    missing = [r.id for r in board.regions if r.position is None]
    if not missing:
        return board
    placed = layout(board, only=missing)
    return board.with_regions(
        tuple(r.with_position(placed[r.id]) if r.id in placed else r for r in board.regions)
    )
