"""A temporary cube's safety: how many more temporary cubes in its Region push it out.

RULES.md §2: new temporary cubes first fill the free slots, then each one pushes out the
leftmost cube. So the cube at index i (0-based) of a row with f free slots goes out with
the (f + i + 1)th temporary cube added there. A Reset moves a cube to the end of the run,
which the rules call making it "safer from being pushed out": its number goes up.
"""

from __future__ import annotations

from ..text.language import _, ngettext, number, ordinal
from .board import Region


def out_after(region: Region, index: int) -> int:
    """The temporary additions in `region` that push out the cube at temporary `index`,
    counting the one that does (1: the next temporary cube pushes it out)."""
    if not 0 <= index < len(region.temporary) or region.temporary[index] is None:
        # a programming error, not the user's: English only
        raise ValueError(f"no temporary cube at index {index} of {region.id}")
    free = len(region.temporary) - region.temporary_count()
    return free + index + 1


def safety_text(n: int) -> str:
    """The cube's tooltip line: "Out after 2 more temporary cubes here: the 2nd pushes it
    out"."""
    if n == 1:
        return _("Out with the next temporary cube here")
    return ngettext(
        "Out after {n} more temporary cube here: the {nth} pushes it out",
        "Out after {n} more temporary cubes here: the {nth} pushes it out",
        n,
    ).format(n=number(n), nth=ordinal(n))


def safety_label(n: int) -> str:
    """The short words on the board, under the cube: "out after 2"."""
    return _("out after {n}").format(n=number(n))
