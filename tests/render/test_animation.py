"""An animated replay's frames (render/animation.py) and their files (animation_file.py):
one frame for the start and one per step, captioned with the step's words, what the step
changed marked, every frame the same size; GIF, WebP and APNG that Pillow reads back frame
for frame, each step shown for the delay and the last one longer."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtWidgets import QApplication

from influence_board.look.themes import THEMES
from influence_board.render import animation_file
from influence_board.render.animation import Animation, wrapped
from influence_board.render.animation_file import (
    LAST_HOLD,
    animation_bytes,
    pillow_image,
    write_animation,
)
from influence_board.rules.formats.operation_lines import read_steps
from influence_board.rules.formats.scenario import load
from influence_board.rules.history.played_line import PlayedLine, played_line
from influence_board.rules.topology import with_positions

CASES = Path(__file__).resolve().parents[1] / "cases"
SCORING_WORDS = [
    "Russia: Armies in Example Region 0 to 4",
    "EU: Armies in Example Region 0 to 1",
    "Score Example Region: USA +14, EU +7, Russia +10, China +1",
]


def frames_in(image: Image.Image) -> int:
    """Pillow's count of frames (its animated formats have it; its types do not say so)."""
    return int(image.n_frames)  # type: ignore[attr-defined]


def case_line(name: str) -> PlayedLine:
    folder = CASES / name
    board = with_positions(load(folder / "scenario.json"))
    return played_line(board, read_steps(folder / "ops.jsonl"))


@pytest.fixture
def scoring(qapp: QApplication) -> Animation:
    line = case_line("d_scoring")
    return Animation(line.start, line.steps, size=400)


def test_a_frame_for_the_start_and_one_per_step_captioned_with_its_words(
    scoring: Animation,
) -> None:
    frames = list(scoring.frames())
    assert [f.caption for f in frames] == ["", *SCORING_WORDS]
    assert scoring.captions() == [f.caption for f in frames]
    assert {(f.image.width(), f.image.height()) for f in frames} == {scoring.size}
    assert max(scoring.size[0], scoring.size[1] - scoring.strip) == 400


def test_each_frame_marks_what_its_step_changed(scoring: Animation) -> None:
    scoring.frame(0)
    assert scoring.scene.step_marks.marked() == set()
    scoring.frame(1)  # Russia's Armies: the Armies line, and the track around it
    assert ("example", "armies", 0) in scoring.scene.step_marks.marked()
    assert ("example", "track", 0) in scoring.scene.step_marks.marked()
    scoring.frame(3)  # a scoring changes no slot: its Region is marked all the same
    assert scoring.scene.step_marks.marked() == {("example", "track", 0)}


def test_the_captions_are_drawn_and_the_frames_differ(scoring: Animation) -> None:
    start, armies = (pillow_image(scoring.frame(i).image) for i in (0, 1))
    changed = ImageChops.difference(start, armies).getbbox()
    assert changed is not None
    # the caption's strip, below the board, changed too: the step's words
    strip = (0, scoring.board_size[1], *scoring.size)
    assert ImageChops.difference(start.crop(strip), armies.crop(strip)).getbbox() is not None


def test_a_long_sentence_wraps_onto_two_lines(scoring: Animation) -> None:
    words = "USA: temporary Influence in Europe, pushed out China, no VP; " * 6
    lines = wrapped(words, scoring.bold, 300, 2)
    assert len(lines) == 2
    assert words.startswith(lines[0]) and len(lines[0]) < len(words) // 2
    assert wrapped("Undo", scoring.bold, 300, 2) == ["Undo"]


@pytest.mark.parametrize("suffix", [".gif", ".webp", ".png"])
def test_the_file_has_every_frame_each_shown_for_the_delay(scoring: Animation, suffix: str) -> None:
    data = animation_bytes(scoring, suffix, delay=700)
    image = Image.open(BytesIO(data))
    assert image.format == {".gif": "GIF", ".webp": "WEBP", ".png": "PNG"}[suffix]
    assert frames_in(image) == 4
    shown = []
    for index in range(frames_in(image)):
        image.seek(index)
        image.load()
        shown.append(image.info["duration"])
        assert image.size == scoring.size
    assert shown == [700, 700, 700, 700 + LAST_HOLD]


def test_the_last_frame_is_the_last_step_as_drawn(scoring: Animation) -> None:
    image = Image.open(BytesIO(animation_bytes(scoring, ".gif")))
    image.seek(frames_in(image) - 1)
    drawn = pillow_image(scoring.frame(-1).image)
    # 255 colours without dithering: each pixel its nearest; the edges' shades are rounded
    difference = ImageChops.difference(image.convert("RGB"), drawn)
    assert max(ImageStat.Stat(difference).mean) < 2


def test_other_suffixes_and_too_many_pixels_are_refused(
    scoring: Animation, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(OSError, match=r"\.bmp"):
        write_animation(scoring, tmp_path / "replay.bmp")
    monkeypatch.setattr(animation_file, "MAX_PIXELS", scoring.size[0] * scoring.size[1] * 3)
    old = tmp_path / "replay.gif"
    old.write_bytes(b"old")
    with pytest.raises(OSError, match="4 frames"):
        write_animation(scoring, old)
    assert old.read_bytes() == b"old"
    assert sorted(tmp_path.iterdir()) == [old]


def test_the_theme_and_the_arrangement_are_the_ones_asked_for(qapp: QApplication) -> None:
    line = case_line("i_undo_words")  # Europe and Africa: side by side in the Table
    light = Animation(line.start, line.steps, size=300)
    table = Animation(line.start, line.steps, THEMES["dark"], "table", size=300)
    assert table.scene.arrangement == "table"
    assert table.scene.backgroundBrush().color() == THEMES["dark"].background
    assert light.size != table.size
    assert len(table) == len(line.steps) + 1 == 8
