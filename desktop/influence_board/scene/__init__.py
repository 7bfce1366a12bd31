"""The board picture: a QGraphicsScene with one slot track per Region."""

from .board_scene import BoardScene
from .region_item import MIME_PLAYER, RegionItem

__all__ = ["MIME_PLAYER", "BoardScene", "RegionItem"]
