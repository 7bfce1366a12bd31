"""The player palette: who acts. Each participant is a checkable action (number keys pick
it) on a button that can also be dragged onto a Region to add Influence there. The palette
shows and sets the play state's acting participant; the local power's button works only in
setup mode."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QDrag, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QApplication, QToolBar, QToolButton, QWidget

from ..document.board_document import Document
from ..document.play_state import MIME_PLAYER, PlayState
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated, literal_html, menu_text, short_name
from ..look.tool_buttons import follow_action


class PaletteButton(QToolButton):
    """A tool button that starts a drag of its participant after a small move."""

    def __init__(self, action: QAction, owner: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = owner
        self.setDefaultAction(action)
        follow_action(self)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._press: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not self.isEnabled():
            return super().mouseMoveEvent(event)
        distance = (event.position().toPoint() - self._press).manhattanLength()
        if distance < QApplication.startDragDistance():
            return super().mouseMoveEvent(event)
        self._press = None
        self.setDown(False)
        drag = QDrag(self)
        data = QMimeData()
        data.setData(MIME_PLAYER, self.owner.encode("utf-8"))
        data.setText(self.owner)
        drag.setMimeData(data)
        drag.setPixmap(self.icon().pixmap(28, 28))
        drag.exec(Qt.DropAction.CopyAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)


class PlayerPalette(QToolBar):
    rebuilt = Signal()  # new participants: new actions to put in menus and shortcuts

    def __init__(self, document: Document, play: PlayState, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Players"), parent)
        self.setObjectName("player-palette")
        self.document = document
        self.play = play
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_owner: dict[str, QAction] = {}
        document.board_replaced.connect(self.rebuild)
        play.acting_changed.connect(self._show_acting)
        play.setup_mode_changed.connect(self._show_setup_mode)
        self.rebuild()

    def rebuild(self) -> None:
        self.clear()
        for action in self.group.actions():
            self.group.removeAction(action)
            action.deleteLater()
        self.actions_by_owner.clear()
        board = self.document.board
        for n, p in enumerate(board.participants(), start=1):
            local = not board.is_player(p.id)
            # The local power acts only in setup mode: its button says so.
            setup = self.tr("{0} (setup)")
            name = isolated(p.name)
            label = setup.format(name) if local else name
            shown = setup.format(isolated(short_name(p.name))) if local else short_name(p.name)
            action = QAction(chip_icon(board, p.id), menu_text(shown), self)
            # Set, not derived from the text: Qt would strip a shortened name's "…".
            action.setIconText(menu_text(shown))
            action.setCheckable(True)
            if n <= 9:
                action.setShortcut(QKeySequence(str(n)))
            action.setToolTip(
                literal_html(
                    self.tr(
                        "{0}: acts on clicks; drag onto a Region to add Influence (key {1})"
                    ).format(label, n)
                    if n <= 9
                    else self.tr("{0}: acts on clicks; drag onto a Region to add Influence").format(
                        label
                    )
                )
            )
            action.setData(p.id)
            action.triggered.connect(lambda _=False, who=p.id: self.play.set_acting(who))
            self.group.addAction(action)
            self.actions_by_owner[p.id] = action
            button = PaletteButton(action, p.id, self)
            button.setAccessibleName(self.tr("Act as {0}").format(name))
            self.addWidget(button)
        self._show_setup_mode(self.play.setup_mode)
        self._show_acting(self.play.acting)
        self.rebuilt.emit()

    def _show_acting(self, owner: str) -> None:
        action = self.actions_by_owner.get(owner)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def _show_setup_mode(self, on: bool) -> None:
        """The local power places cubes only while setting up."""
        board = self.document.board
        if board.local_power is not None and board.local_power.id in self.actions_by_owner:
            self.actions_by_owner[board.local_power.id].setEnabled(on)
