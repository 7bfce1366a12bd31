"""The Regions as a graph: adjacency links, checks, and positions for Regions without one.

networkx is imported only where a graph is built, so loading a board stays quick.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

    from .board import Board

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
            names = " and ".join(f'"{r}"' for r in dict.fromkeys(unknown))
            out.append(LinkProblem(i, f"unknown Region {names}; expected a Region id"))
        elif a == b:
            out.append(LinkProblem(i, f'"{a}" is linked to itself'))
        else:
            key = frozenset((a, b))
            if key in seen:
                out.append(LinkProblem(i, f"repeats adjacency[{seen[key]}]"))
            else:
                seen[key] = i
    return out


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


def layout(
    board: Board, only: Iterable[str] | None = None, seed: int = 7
) -> dict[str, tuple[float, float]]:
    """Scene positions (top-left of each track) from a spring layout of the graph.

    `only`: the Regions to place; the others keep their positions and hold the layout.
    Without `only`, every Region is laid out afresh.
    """
    import networkx as nx

    g = graph(board)
    if g.number_of_nodes() == 0:
        return {}
    movable = set(g.nodes) if only is None else set(only) & set(g.nodes)
    fixed = [r.id for r in board.regions if r.id not in movable and r.position is not None]
    margin = 40.0
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
    taken = [r.position for r in board.regions if r.id in fixed and r.position is not None]
    placed = {}
    for r in board.regions:  # board order, so the result does not depend on set order
        if r.id in wanted:
            x, y = _free_spot(wanted[r.id], taken)
            taken.append((x, y))
            placed[r.id] = (round(x, 1), round(y, 1))
    return placed


# A track's footprint on the picture, with room around it; enough to keep tracks apart.
TRACK_WIDTH, TRACK_HEIGHT = 320.0, 230.0


def _free_spot(want: tuple[float, float], taken: list[tuple[float, float]]) -> tuple[float, float]:
    """`want`, or the nearest point on rings around it where no placed track overlaps."""

    def free(x: float, y: float) -> bool:
        return all(abs(x - a) >= TRACK_WIDTH or abs(y - b) >= TRACK_HEIGHT for a, b in taken)

    x0, y0 = want
    if free(x0, y0):
        return want
    step = 40.0
    for ring in range(1, 200):
        points = [
            (x0 + dx * step, y0 + dy * step)
            for dx in range(-ring, ring + 1)
            for dy in range(-ring, ring + 1)
            if max(abs(dx), abs(dy)) == ring
        ]
        points.sort(key=lambda p: (p[0] - x0) ** 2 + (p[1] - y0) ** 2)
        for x, y in points:
            if free(x, y):
                return (x, y)
    return want


def free_spot(board: Board, near: tuple[float, float]) -> tuple[float, float]:
    """Where a new track goes: `near`, or the nearest place around it where it covers no
    track of the board (Add Region must not drop a Region on top of another)."""
    taken = [r.position for r in board.regions if r.position is not None]
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
