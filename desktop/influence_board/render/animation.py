"""The frames of an animated replay, drawn off screen: one for the start and one per step,
each the board as `render` draws it, the step's changes marked (scene/step_marks.py, the
window's marks of the last step, held), and a caption below it: the step's words
(rules/history/words.py, as the History names the step) and the board's name with every
player's VP (picture.caption_text). `influence-board animate` and File > Export Animation
share it; animation_file.py encodes the frames.

Frames are drawn when asked for, one at a time: an animation of many steps never holds
them all as images. Every frame shows the same rectangle of the board, the one that holds
every step's tracks, so the board stays still while the steps go by.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QTextLayout

from ..document.board_document import Document
from ..look.plain_text import isolated, names_isolated
from ..look.themes import LIGHT, Theme
from ..rules import Board
from ..rules.history.changes import changes
from ..rules.history.played_line import LineStep
from ..rules.history.words import noted
from ..scene.arrangement import MAP
from ..scene.board_scene import BoardScene
from ..scene.step_marks import StepMark
from .picture import application, caption_ink, caption_text, finish, require_fonts

DEFAULT_SIZE = 1280  # pixels on the board's longer side: the standard board's words readable
MIN_SIZE, MAX_SIZE = 64, 2048  # a frame is held whole by the encoder: 2048 bounds memory
TRACK = "track"  # the row name of a mark around a whole track (StepMark's key)
SENTENCE_LINES = 2  # a step's words wrap onto this many lines at most (a push-out is long)


@dataclass(frozen=True, slots=True, eq=False)
class Frame:
    image: QImage
    caption: str  # the step's words ("" for the start)


class Animation:
    """The frames of the line `steps` from `start`, drawn in `theme` and `arrangement`, the
    board `size` pixels on its longer side. Boards are drawn as given: a Region with no
    position goes where the scene puts it (give boards with_positions' positions)."""

    def __init__(
        self,
        start: Board,
        steps: Sequence[LineStep],
        theme: Theme = LIGHT,
        arrangement: str = MAP,
        size: int = DEFAULT_SIZE,
    ) -> None:
        application()
        require_fonts()
        self.boards = [start, *(s.board for s in steps)]
        self.steps = steps
        self.document = Document(start)
        self.scene = BoardScene(self.document, theme)
        self.scene.set_arrangement(arrangement)
        self._rings: list[StepMark] = []
        # The rectangle that holds every step's tracks (an overflow makes a track longer).
        rect = QRectF()
        for board in self.boards:
            self.document.set_board(board)
            rect = rect.united(self.scene.sceneRect())
        self.source = rect
        k = size / max(rect.width(), rect.height())
        self.board_size = (max(1, round(rect.width() * k)), max(1, round(rect.height() * k)))
        self.font = QFont()
        # The caption grows with the frame: a shared GIF is often shown at half its size.
        self.font.setPixelSize(max(11, round(max(self.board_size) / 56)))
        self.bold = QFont(self.font)
        self.bold.setBold(True)
        self.line_height = round(QFontMetricsF(self.font).height() * 1.3)
        self.strip = (SENTENCE_LINES + 1) * self.line_height + self.line_height // 2

    def __len__(self) -> int:
        return len(self.boards)

    @property
    def size(self) -> tuple[int, int]:
        """Every frame's width and height in pixels: the board and the caption below it."""
        return self.board_size[0], self.board_size[1] + self.strip

    def captions(self) -> list[str]:
        """Each frame's step words, as the frames carry them, without drawing a frame."""
        return [self.caption(i) for i in range(len(self))]

    def caption(self, index: int) -> str:
        """Frame `index`'s step words: the step's name, then its note, as the History
        shows them (names that could reorder the words isolated); "" for the start."""
        if index == 0:
            return ""
        step = self.steps[index - 1]
        text = names_isolated(step.text, self.boards[index - 1], step.board)
        return noted(text, isolated(step.note) if step.note else None)

    def frames(self) -> Iterator[Frame]:
        for index in range(len(self)):
            yield self.frame(index)

    def frame(self, index: int) -> Frame:
        """Frame `index` (0: the start), drawn now."""
        index = index % len(self)
        board = self.boards[index]
        self.document.set_board(board)
        self._mark(index)
        image = QImage(*self.size, QImage.Format.Format_RGB32)
        background = self.scene.backgroundBrush().color()
        image.fill(background)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        target = QRectF(0, 0, *self.board_size)
        self.scene.render(painter, target, self.source, Qt.AspectRatioMode.KeepAspectRatio)
        caption = self.caption(index)
        painter.setPen(caption_ink(background))
        width = self.board_size[0] - self.line_height
        for row, words in enumerate(wrapped(caption, self.bold, width, SENTENCE_LINES)):
            self._line(painter, row, words, self.bold)
        self._line(painter, SENTENCE_LINES, caption_text(board), self.font)
        finish(painter, "PNG")
        return Frame(image, caption)

    def _line(self, painter: QPainter, row: int, text: str, font: QFont) -> None:
        """One line of the caption, cut short with an ellipsis when it is too long."""
        margin = self.line_height // 2
        width = self.board_size[0] - 2 * margin
        top = self.board_size[1] + margin // 2 + row * self.line_height
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
        painter.setFont(font)
        box = QRectF(margin, top, width, self.line_height)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)

    def _mark(self, index: int) -> None:
        """What step `index` changed, marked as the window marks the step it shows: each
        changed place, and around the whole track the Region the step changed or named."""
        for ring in self._rings:
            self.scene.take_off(ring)
        self._rings = []
        if index == 0:
            self.scene.step_marks.clear()
            return
        step = self.steps[index - 1]
        found = changes(self.boards[index - 1], step.board)
        self.scene.step_marks.show(found, held=True)
        regions = found.regions() | ({step.region} if step.region else set())
        for region_id in sorted(regions):
            item = self.scene.region_items.get(region_id)
            if item is not None:
                ring = StepMark((region_id, TRACK, 0), item.geometry.bounds(), item)
                self._rings.append(ring)


def wrapped(text: str, font: QFont, width: float, lines: int) -> list[str]:
    """`text` in lines of at most `width` pixels, the words kept whole where they fit; at
    most `lines`, the last one holding the rest (cut short by `_line`)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while len(starts) < lines and (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    ends = [*starts[1:], len(text)]
    return [text[a:b].strip() for a, b in zip(starts, ends, strict=True)]
