"""File > Export Animation: the open game's line of steps (or the steps chosen) as an
animated GIF, WebP or PNG, each frame captioned with the step's words as the History names
them; the dialogs answered by stubs (qt_fixtures `dialogs`, and the range here)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PIL import Image

from influence_board.document.commands import step_words
from influence_board.files.prompts import Prompts
from influence_board.render import animation_file
from influence_board.render.animation import Animation
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

SCORING = Path(__file__).resolve().parents[1] / "cases" / "d_scoring"


def frames_in(image: Image.Image) -> int:
    """Pillow's count of frames (its animated formats have it; its types do not say so)."""
    return int(image.n_frames)  # type: ignore[attr-defined]


@pytest.fixture
def scored(window: MainWindow) -> MainWindow:
    """The scoring example played in the window: three steps."""
    assert window.parts.files.open_file(SCORING / "scenario.json", ask=False)
    window.parts.operation_files.replay_file(SCORING / "ops.jsonl")
    assert window.parts.steps.count == 3
    return window


@dataclass
class Ranges:
    """The range dialog's answers, in order (none left: cancelled), and the step count
    each question offered."""

    answers: list[tuple[int, int, int]] = field(default_factory=list)
    offered: list[int] = field(default_factory=list)


@pytest.fixture
def ranges(monkeypatch: pytest.MonkeyPatch) -> Ranges:
    asked = Ranges()

    def animation_range(prompts: Prompts, steps: int) -> tuple[int, int, int] | None:
        asked.offered.append(steps)
        return asked.answers.pop(0) if asked.answers else None

    monkeypatch.setattr(Prompts, "animation_range", animation_range)
    return asked


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The captions of every animation encoded, read from its frames before encoding."""
    captions: list[list[str]] = []
    encode = animation_file.animation_bytes

    def spying(animation: Animation, suffix: str, delay: int = 1500) -> bytes:
        captions.append([frame.caption for frame in animation.frames()])
        return encode(animation, suffix, delay)

    monkeypatch.setattr(animation_file, "animation_bytes", spying)
    return captions


def test_the_whole_line_with_the_historys_words(
    scored: MainWindow,
    dialogs: Dialogs,
    ranges: Ranges,
    drawn: list[list[str]],
    tmp_path: Path,
) -> None:
    steps = scored.parts.steps
    ranges.answers.append((0, steps.count, 300))
    dialogs.save_path = str(tmp_path / "replay.gif")
    scored.action("export_animation").trigger()
    assert frames_in(Image.open(tmp_path / "replay.gif")) == 4
    assert drawn == [["", *(step_words(steps.step(i)) for i in (1, 2, 3))]]
    assert drawn[0][3] == "Score Example Region: USA +14, EU +7, Russia +10, China +1"
    assert [title for title, _ in dialogs.file_dialogs] == ["Export animation"]
    assert ranges.offered == [3]
    assert not dialogs.errors


def test_a_range_of_steps_with_its_delay_and_the_suffix_of_the_filter(
    scored: MainWindow, dialogs: Dialogs, ranges: Ranges, tmp_path: Path
) -> None:
    ranges.answers.append((1, 2, 250))
    dialogs.save_path = str(tmp_path / "replay")
    dialogs.save_filter = "WebP animation (*.webp)"
    scored.parts.animations.export_dialog()
    image = Image.open(tmp_path / "replay.webp")
    assert frames_in(image) == 2
    shown = []
    for index in range(2):
        image.seek(index)
        image.load()
        shown.append(image.info["duration"])
    assert shown == [250, 250 + animation_file.LAST_HOLD]


def test_cancelled_asks_no_file_and_a_failure_is_shown(
    scored: MainWindow, dialogs: Dialogs, ranges: Ranges, tmp_path: Path
) -> None:
    scored.parts.animations.export_dialog()  # no answer: cancelled
    assert dialogs.file_dialogs == []
    folder = tmp_path / "replay.gif"
    folder.mkdir()  # a folder where the file would go: the system says no
    assert not scored.parts.animations.export(folder)
    assert dialogs.errors and dialogs.errors[0][0] == "Cannot export the animation"
    assert list(folder.iterdir()) == []
