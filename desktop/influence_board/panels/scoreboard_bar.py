"""The scoreboard: every player's VP and who acts, always in view above the board.

It shows the Document's Board, so it follows undo, redo and History stepping. A total that
changes flashes for a moment, so the table sees who just scored; a click on a player makes
them act. Each player's place in the standings is beside their VP ("1st="), and the round
being played ("Round 3 of 6") at the end of the row; a player's context menu adjusts their
VP (RULES.md §8).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QStyle, QToolButton, QWidget

from ..document.board_document import BoardChange, Document
from ..document.play_state import PlayState
from ..look.cube_icons import chip_icon
from ..look.plain_text import isolated, literal_html, menu_text, short_name
from ..look.steady_size import SteadySize
from ..rules.analysis.standings import place_text, round_text, standings

FLASH_MS = 1200
FLASH_COLOR = QColor(255, 196, 0)  # amber: reads on light and dark toolbars
# The flash fades in steps of this much alpha (a dozen repaints of the chip, not one per
# animation frame): the eye sees no difference, and a busy board's chips flash often.
GLOW_STEP = 16


class ScoreChip(QToolButton):
    """One participant: chip, name and VP; checked while they act; flashes on a change."""

    def __init__(self, owner: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = owner
        self.setCheckable(True)
        self.setAutoRaise(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # Not in the Tab chain: the palette beside it (and keys 1-9) choose who acts.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._glow = QColor(Qt.GlobalColor.transparent)
        self.flash_animation = QVariantAnimation(self)
        self.flash_animation.setDuration(FLASH_MS)
        self.flash_animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        self.flash_animation.setStartValue(
            QColor(FLASH_COLOR.red(), FLASH_COLOR.green(), FLASH_COLOR.blue(), 200)
        )
        self.flash_animation.setEndValue(
            QColor(FLASH_COLOR.red(), FLASH_COLOR.green(), FLASH_COLOR.blue(), 0)
        )
        self.flash_animation.valueChanged.connect(self._set_glow)
        self._told: tuple[str, int | None, bool, str] | None = None  # what it shows now
        self._steady = SteadySize(self)  # a new score moves no other chip (look/steady_size.py)

    def show_score(self, name: str, vp: int | None, acting: bool, place: str = "") -> None:
        told = (name, vp, acting, place)
        if told == self._told:
            return  # most chips of a refresh: a Region scored for one player
        self._told = told
        # The place first: the row reads as a table's.
        chip = self.tr("{0} {1}  {2} VP") if place else self.tr("{1}  {2} VP")
        text = name if vp is None else chip.format(place, isolated(name), vp)
        shown = (
            short_name(name) if vp is None else chip.format(place, isolated(short_name(name)), vp)
        )
        self.setText(menu_text(shown))
        self.setChecked(acting)
        font = QFont()  # only the weight is the chip's own: the size follows the scoreboard
        font.setBold(acting)
        self.setFont(font)
        self.setAccessibleName(self.tr("{0}, acting").format(text) if acting else text)
        self.setToolTip(
            literal_html(
                self.tr("{0}: click to act as them").format(isolated(name))
                if not acting
                else self.tr("{0} acts").format(isolated(name))
            )
        )
        self._steady.fit()

    def flash(self) -> None:
        self.flash_animation.stop()
        self._set_glow(self.flash_animation.startValue())  # at once, not at the first tick
        self.flash_animation.start()

    def flashing(self) -> bool:
        return self.flash_animation.state() == QVariantAnimation.State.Running

    def glow(self) -> QColor:
        return QColor(self._glow)

    def _set_glow(self, value: QColor) -> None:
        if abs(value.alpha() - self._glow.alpha()) < GLOW_STEP and value.alpha() > 0:
            return
        self._glow = QColor(value)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._glow.alpha():
            # Over the button (a checked one fills its own panel): a thin wash that keeps the
            # text readable, and a bold ring.
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            wash = QColor(self._glow)
            wash.setAlpha(self._glow.alpha() // 3)
            painter.setBrush(wash)
            painter.setPen(QPen(self._glow, 3))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
            painter.end()


class Scoreboard(QWidget):
    """A row of ScoreChips, one per player, and the local power's while setting up."""

    rebuilt = Signal()
    adjust_wanted = Signal(str)  # a player's context menu: Adjust VP for them

    def __init__(
        self,
        document: Document,
        play: PlayState,
        parent: QWidget | None = None,
        read_only: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setAccessibleName(self.tr("Scores"))
        self.document = document
        self.play = play
        self._read_only = read_only  # the spectator window's: its chips take no click
        self.chips: dict[str, ScoreChip] = {}
        self._shown_vp: dict[str, int] = {}
        self._scale = 1.0  # the Table View's large scores
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 0, 4, 0)
        self._layout.setSpacing(2)
        self._title = QLabel(self.tr("VP:"))
        self._layout.addWidget(self._title)
        self.round_label = QLabel(self)
        self.round_label.setObjectName("round-label")
        self.round_label.setTextFormat(Qt.TextFormat.PlainText)
        self.round_label.setContentsMargins(12, 0, 4, 0)  # apart from the last chip
        self._layout.addWidget(self.round_label)
        document.changed.connect(self._board_changed)
        play.acting_changed.connect(self._refresh)
        play.setup_mode_changed.connect(self._refresh)
        self.rebuild()

    def rebuild(self) -> None:
        for chip in self.chips.values():
            self._layout.removeWidget(chip)
            chip.deleteLater()
        self.chips.clear()
        board = self.document.board
        for p in board.participants():
            chip = ScoreChip(p.id, self)
            chip.setIcon(chip_icon(board, p.id))
            chip.setIconSize(self._icon_size())
            if self._read_only:
                chip.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            else:
                chip.clicked.connect(lambda _=False, who=p.id: self._chosen(who))
            if board.is_player(p.id) and not self._read_only:
                chip.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                chip.customContextMenuRequested.connect(
                    lambda at, who=p.id: self.chip_menu(who).exec(self.chips[who].mapToGlobal(at))
                )
            self.chips[p.id] = chip
            self._layout.insertWidget(self._layout.indexOf(self.round_label), chip)
        self._shown_vp = self._totals()
        self._refresh()
        self.rebuilt.emit()

    def set_scale(self, scale: float) -> None:
        """Text and chips `scale` times their size (the Table View, read across a table)."""
        self._scale = scale
        self.setFont(QFont())  # an empty font: the inherited one again
        if scale != 1.0:
            font = QFont()
            font.setPointSizeF(self.font().pointSizeF() * scale)
            self.setFont(font)
        for chip in self.chips.values():
            chip.setIconSize(self._icon_size())  # refitted with the new font (steady_size.py)

    def _icon_size(self) -> QSize:
        side = round(self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) * self._scale)
        return QSize(side, side)

    def chip_menu(self, owner: str) -> QMenu:
        """A player's context menu: adjust their VP."""
        menu = QMenu(self)
        name = self.document.board.name_of(owner)
        adjust = menu.addAction(self.tr("Adjust VP for {0}…").format(menu_text(name)))
        adjust.setObjectName("adjust-vp-chip-action")
        adjust.triggered.connect(lambda: self.adjust_wanted.emit(owner))
        return menu

    def _totals(self) -> dict[str, int]:
        board = self.document.board
        return {p.id: vp for p, vp in zip(board.players, board.vp, strict=True)}

    def _chosen(self, owner: str) -> None:
        self.play.set_acting(owner)
        self._refresh()  # a participant who may not act now leaves the acting one checked

    def _board_changed(self, change: BoardChange) -> None:
        if change.replaced:
            self.rebuild()
        elif change.vp:
            self._vp_changed()
        elif change.round:
            self._refresh()

    def _vp_changed(self) -> None:
        totals = self._totals()
        for owner, vp in totals.items():
            if self._shown_vp.get(owner) != vp and owner in self.chips:
                self.chips[owner].flash()
        self._shown_vp = totals
        self._refresh()

    def _refresh(self, *_args: object) -> None:
        board = self.document.board
        totals = self._totals()
        places = standings(board)
        place_of = {p.player: place_text(places, p) for p in places}
        self.round_label.setText(round_text(board))
        for owner, chip in self.chips.items():
            player = board.is_player(owner)
            if not player:
                chip.setVisible(self.play.setup_mode)  # the local power acts only then
            chip.show_score(
                board.name_of(owner)
                if player
                else self.tr("{0} (setup)").format(isolated(board.name_of(owner))),
                totals.get(owner) if player else None,
                owner == self.play.acting,
                place_of.get(owner, "") if len(places) > 1 else "",
            )

    def texts(self) -> dict[str, str]:
        """What each chip in view says (as drawn: `&` is no mnemonic there)."""
        return {
            owner: chip.text().replace("&&", "&")
            for owner, chip in self.chips.items()
            if chip.isVisibleTo(self)
        }
