"""Items taken off the board without repainting all of it.

Qt asks for the whole scene to be repainted when an item leaves it (QGraphicsScene.
removeItem): on a 300-Region board, taking away each step's marks or a hover's preview
repainted all 300 tracks. An item retired here is hidden, which repaints its own place
only, and kept; the retired items leave the scene together once many have gathered, or with
the scene's next rebuild.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

RETIRE_LIMIT = 500  # hidden items kept before they leave at once (one repaint of it all)


class Retired:
    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._items: list[QGraphicsItem] = []

    def retire(self, item: QGraphicsItem) -> None:
        """Take `item` off the board: hidden now, removed with the others later."""
        item.hide()
        self._items.append(item)
        if len(self._items) >= RETIRE_LIMIT:
            for retired in self._items:
                if retired.scene() is self._scene:
                    self._scene.removeItem(retired)
            self._items.clear()

    def forget(self) -> None:
        """The scene is cleared: its retired items go with it."""
        self._items.clear()
