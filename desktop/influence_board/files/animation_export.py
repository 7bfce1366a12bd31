"""File > Export Animation: the open game's line of steps (all of it, or the steps the user
chooses) as an animated GIF, WebP or PNG, drawn off screen as `influence-board animate`
draws a replay (render/animation.py): the window's colours and arrangement, each step
captioned with its words as the History names it. Nothing is replayed: the frames are the
steps' own Boards. The window owns one and shows what it reports (`message`, `failed`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication

from ..document.step_list import StepList
from ..look.catalogue import QT_TRANSLATE_NOOP
from ..rules.formats.safe_io import reason, write_atomic
from ..scene.board_scene import BoardScene
from .prompts import Prompts, write_asking
from .scenario_file import filters

GIF = QT_TRANSLATE_NOOP("FileFilters", "GIF animation (*.gif)")
WEBP = QT_TRANSLATE_NOOP("FileFilters", "WebP animation (*.webp)")
APNG = QT_TRANSLATE_NOOP("FileFilters", "Animated PNG (*.png)")
SUFFIXES = {GIF: ".gif", WEBP: ".webp", APNG: ".png"}


class AnimationExport(QObject):
    message = Signal(str)  # what happened, for the status bar
    failed = Signal(str, str, str)  # title, text, details: a failure to show and log

    def __init__(self, steps: StepList, scene: BoardScene, prompts: Prompts) -> None:
        super().__init__(prompts.parent)
        self.steps = steps
        self.scene = scene  # whose colours and arrangement the frames take
        self.prompts = prompts

    def export_dialog(self) -> None:
        """Ask which steps and how fast (the whole line at first), then the file."""
        chosen = self.prompts.animation_range(self.steps.count)
        if chosen is None:
            return
        first, last, delay = chosen
        path, picked = self.prompts.save_path(
            self.tr("Export animation"),
            self.tr("replay.gif", "a file name suggested"),
            filters(GIF, WEBP, APNG),
        )
        if not path:
            return
        if Path(path).suffix.lower() not in SUFFIXES.values():
            path += next((s for f, s in SUFFIXES.items() if picked == filters(f)), ".gif")
        self.export(Path(path), first, last, delay)

    def export(
        self, path: Path, first: int = 0, last: int | None = None, delay: int | None = None
    ) -> bool:
        """Steps `first` (0: the start) to `last` (default: the line's end) as an animation,
        each shown `delay` ms (default: the command line's)."""
        from ..render.animation import Animation
        from ..render.animation_file import DEFAULT_DELAY, animation_bytes
        from ..rules.history.played_line import LineStep

        steps = self.steps
        last = steps.count if last is None else last
        line = [
            LineStep(
                steps.board_at(i),
                steps.text_at(i),
                steps.note_at(i),
                getattr(steps.step(i).op, "region", None),
            )
            for i in range(first + 1, last + 1)
        ]

        title = self.tr("Cannot export the animation")
        # Seconds for a long game, with no event loop meanwhile: the cursor says so.
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            animation = Animation(
                steps.board_at(first), line, self.scene.theme, self.scene.arrangement
            )
            data = animation_bytes(animation, path.suffix.lower(), delay or DEFAULT_DELAY)
        except OSError as exc:
            self.failed.emit(title, str(path), reason(exc))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        failure = write_asking(
            self.prompts, path, lambda replace: write_atomic(path, data, replace)
        )
        if failure is not None:
            if failure:
                self.failed.emit(title, str(path), failure)
            return False
        frames = last - first + 1
        self.message.emit(self.tr("Exported %n frame(s) to {0}", "", frames).format(path))
        return True
