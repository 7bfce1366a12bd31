"""The scene's side of the gestures: its events go to the gesture under way.

The board scene (board_scene.py) is this scene with the picture on it. Its tool
(gestures.py) chooses the gesture a press, the mouse's first move or a palette chip's entry
starts (an interaction, interactions.py); every event after goes to that one until its
release or drop ends it (orange-canvas-core's scene and its user interaction, Tiled's map
scene and its tool). Esc, a context menu and the board losing focus cancel it: it takes
back what it shows and performs nothing. With no tool (a picture), Qt has the events.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
)


class Interaction(Protocol):
    """A gesture under way (interactions.py), fed the scene's events until it ends."""

    held: bool  # a held mouse button's gesture, which its release ends

    def moved(self, at: QPointF) -> None: ...
    def released(self, at: QPointF) -> None: ...
    def drag_moved(self, event: QGraphicsSceneDragDropEvent) -> bool: ...
    def dropped(self, event: QGraphicsSceneDragDropEvent) -> bool: ...
    def cancel(self) -> None: ...
    def outdated_by(self, region_ids: Collection[str]) -> bool: ...


class BoardTool(Protocol):
    """What chooses the gesture an event starts, and takes the keys and context menus
    (gestures.py's BoardGestures)."""

    def pressed(self, event: QGraphicsSceneMouseEvent) -> Interaction | None: ...
    def hovered(self) -> Interaction: ...
    def drag_entered(self, event: QGraphicsSceneDragDropEvent) -> Interaction | None: ...
    def context_menu(self, event: QGraphicsSceneContextMenuEvent) -> bool: ...
    def key_pressed(self, event: QKeyEvent) -> bool: ...


class GestureScene(QGraphicsScene):
    tool: BoardTool | None = None  # what starts the gestures (None: a picture only)
    interaction: Interaction | None = None  # the gesture under way

    def set_tool(self, tool: BoardTool | None) -> None:
        self.tool = tool

    def start_interaction(self, interaction: Interaction | None) -> None:
        """`interaction` is the gesture under way from now on; the one before is cancelled."""
        self.cancel_interaction()
        self.interaction = interaction

    def cancel_interaction(self) -> None:
        """Esc, a menu, the board losing focus: the gesture under way takes back what it
        shows (a preview, a cube in the hand, moved tracks) and performs nothing."""
        interaction, self.interaction = self.interaction, None
        if interaction is not None:
            interaction.cancel()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mousePressEvent(event)
            return
        self.cancel_interaction()  # a hover, or a gesture whose release went elsewhere
        self.interaction = self.tool.pressed(event)
        event.accept()  # Qt selects nothing itself: the selection is the play state's

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)  # a quick second click is another click

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mouseMoveEvent(event)
            return
        free = event.buttons() == Qt.MouseButton.NoButton
        if free and (self.interaction is None or self.interaction.held):
            self.start_interaction(self.tool.hovered())  # a held one lost its release
        if self.interaction is not None:
            self.interaction.moved(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None:
            super().mouseReleaseEvent(event)
            return
        interaction = self.interaction
        if interaction is not None and interaction.held:
            self.interaction = None  # it ends with its release
            interaction.released(event.scenePos())
        event.accept()

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneLeave:
            if self.interaction is not None and not self.interaction.held:
                self.cancel_interaction()  # the mouse left the board: no hover
        elif kind == QEvent.Type.ShortcutOverride and self.interaction is not None:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Escape:
                if self.interaction.held:  # Esc takes it back (the key press follows)...
                    event.accept()
                    return True
                self.cancel_interaction()  # ...a hover goes, and Esc leaves the Table View
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.interaction is not None:
            self.cancel_interaction()
            event.accept()
        elif self.tool is not None and self.tool.key_pressed(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.cancel_interaction()  # a popup, another widget, another window
        super().focusOutEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.cancel_interaction()  # a menu opens: no gesture goes on under it
        if self.tool is not None and self.tool.context_menu(event):
            event.accept()
        else:
            super().contextMenuEvent(event)

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.cancel_interaction()
        if self.tool is not None:
            self.interaction = self.tool.drag_entered(event)
        # Accepted wherever it enters, so that the moves over the tracks follow.
        event.setAccepted(self.interaction is not None)

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        event.setAccepted(self.interaction is not None and self.interaction.drag_moved(event))

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.cancel_interaction()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        interaction, self.interaction = self.interaction, None
        event.setAccepted(interaction is not None and interaction.dropped(event))
