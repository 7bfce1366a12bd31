"""What the scenario editor starts a new piece with: a Region's id and printed slots, a
player's id and a colour the other players can tell apart (with normal vision and with the
colour-blind visions the checks simulate)."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from .board import Region
from .colours import VISIONS, color_difference, parse_color

# Okabe-Ito first (the standard board's), then Paul Tol's: colours made to stay apart.
PLAYER_COLORS = (
    "#0072B2", "#F0E442", "#D55E00", "#009E73", "#CC79A7", "#56B4E9", "#E69F00",
    "#882255", "#44AA99", "#999933", "#AA4499", "#117733", "#332288",
)  # fmt: skip


def distinct_color(taken: Iterable[str]) -> str:
    """The candidate colour that stays furthest from the taken ones, for normal vision and
    for the colour-blind visions the checks simulate."""
    parsed = [c for c in (parse_color(t) for t in taken) if c is not None]
    visions = (None, *VISIONS)

    def nearest(candidate: str) -> float:
        rgb = parse_color(candidate)
        assert rgb is not None
        return min(
            (color_difference(rgb, other, vision) for other in parsed for vision in visions),
            default=100.0,
        )

    return max(PLAYER_COLORS, key=nearest)


def numbered_id(prefix: str, taken: Collection[str], start: int = 1) -> str:
    """The first `prefix_N`, N counting up from `start`, that no piece has yet."""
    n = start
    while f"{prefix}_{n}" in taken:
        n += 1
    return f"{prefix}_{n}"


def new_region_id(taken: Collection[str]) -> str:
    return numbered_id("region", taken)


def default_region(region_id: str, name: str, position: tuple[float, float] | None) -> Region:
    """A small Region to edit from: two permanent slots printed 1, four temporary slots
    printed 4 3 2 1, a 7 4 2 majority bonus, no cubes and no Armies."""
    return Region(
        region_id,
        name,
        permanent_vp=(1, 1),
        temporary_vp=(4, 3, 2, 1),
        majority_bonus=(7, 4, 2),
        permanent=(None, None),
        overflow=(),
        temporary=(None, None, None, None),
        armies=(),
        position=position,
    )
