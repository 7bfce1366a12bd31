"""The board picture: a QGraphicsScene with one slot track per Region.

`BoardScene` and `RegionItem` load on first use, so that the colour themes (scene.theme)
come without the scene: the window sets its colours before the board is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["MIME_PLAYER", "BoardScene", "RegionItem"]


def __getattr__(name: str) -> object:
    if name == "BoardScene":
        from .board_scene import BoardScene

        return BoardScene
    if name in ("MIME_PLAYER", "RegionItem"):
        from . import region_item

        return getattr(region_item, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if TYPE_CHECKING:
    from .board_scene import BoardScene
    from .region_item import MIME_PLAYER, RegionItem
