"""An animation's frames (animation.py) encoded as an animated GIF, WebP or PNG (APNG) by
Pillow, then written atomically (rules/formats/safe_io.write_atomic): a failure at any point
leaves an old file whole.

What keeps a replay of hundreds of steps at a few MB: a step changes one track and the
caption, so the frames share one palette (taken from the first and the last frame, which
hold the colours of the board, the players and the marks; any other is drawn in the nearest)
without dithering, and each frame stores only what changed since the one before (Pillow
crops it; a GIF's unchanged pixels in that rectangle become transparent). WebP is lossless
and finds the changes itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from ..rules.formats.safe_io import write_atomic
from ..text.language import number
from .animation import Animation

if TYPE_CHECKING:
    from PIL import Image

translate = QCoreApplication.translate

FORMATS = (".gif", ".webp", ".png")
DEFAULT_DELAY = 1500  # ms a step is shown
MIN_DELAY, MAX_DELAY = 20, 60_000  # browsers show a GIF frame shorter than 20 ms for 100
LAST_HOLD = 3000  # ms more on the last frame: the end is seen before the loop starts again
COLOURS = 255  # a GIF palette's 256 less one: the index left free marks unchanged pixels
# Pillow holds every frame (a byte a pixel) until the file is written, a GIF's twice:
# beyond this many pixels in all, an animation is refused with the reason (200 steps of
# the standard board at the default size are 95 million).
MAX_PIXELS = 300_000_000


def durations(frames: int, delay: int) -> list[int]:
    """How long each frame is shown, in ms: `delay`, the last one longer."""
    return [delay] * (frames - 1) + [delay + LAST_HOLD]


def write_animation(
    animation: Animation,
    path: Path,
    delay: int = DEFAULT_DELAY,
    replace_read_only: bool = False,
    checkpoint: Callable[[], None] = lambda: None,
) -> None:
    """Encode every frame of `animation` (the suffix of `path` picks the format), then write
    the file. `checkpoint` is called between frames (the command line's Ctrl-C, outside
    Qt). Raises OSError with the reason; nothing is written then."""
    data = animation_bytes(animation, path.suffix.lower(), delay, checkpoint)
    write_atomic(path, data, replace_read_only)


def animation_bytes(
    animation: Animation,
    suffix: str,
    delay: int = DEFAULT_DELAY,
    checkpoint: Callable[[], None] = lambda: None,
) -> bytes:
    """The bytes of the animated `suffix` file (.gif, .webp or .png). Raises OSError with
    the reason."""
    if suffix not in FORMATS:
        said = translate("Animation", "cannot write an animation to '{0}': use .gif, .webp or .png")
        raise OSError(said.format(suffix))
    width, height = animation.size
    if len(animation) * width * height > MAX_PIXELS:
        said = translate(
            "Animation",
            "{0} frames of {1} x {2} pixels are more than an animation can hold: animate fewer "
            "steps, or make it smaller",
        )
        raise OSError(said.format(number(len(animation)), number(width), number(height)))
    palette = shared_palette([pillow_image(animation.frame(i).image) for i in (0, -1)])

    def frames() -> Iterator[Image.Image]:
        for frame in animation.frames():
            checkpoint()
            yield quantized(pillow_image(frame.image), palette)

    drawn = frames()
    first = next(drawn)
    # Pillow's APNG writer reads the frames twice (their modes first): a list. The GIF and
    # WebP writers read them once, so each is drawn as it is written: fewer held at once.
    rest = list(drawn) if suffix == ".png" else drawn
    every = {"save_all": True, "append_images": rest, "loop": 0}
    times = durations(len(animation), delay)
    out = BytesIO()
    try:
        if suffix == ".gif":
            # optimize: the pixels a frame leaves as they were are transparent, so cheap
            first.save(out, "GIF", duration=times, optimize=True, disposal=1, **every)
        elif suffix == ".png":
            first.save(out, "PNG", duration=times, disposal=0, blend=0, **every)
        else:  # lossless, with little effort: as small as more effort, and twice as fast
            first.save(out, "WEBP", duration=times, lossless=True, method=1, quality=0, **every)
    except (ValueError, MemoryError) as exc:  # Pillow's refusals: a size, a mode
        said = translate("Animation", "could not encode the animation: {0}")
        raise OSError(said.format(exc)) from None
    data = out.getvalue()
    if not data:
        raise OSError(translate("Picture", "the {0} came out empty").format(suffix[1:].upper()))
    return data


def pillow_image(image: QImage) -> Image.Image:
    """A QImage's pixels as a Pillow RGB image (no display needed: both are memory)."""
    from PIL import Image

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    size = (rgb.width(), rgb.height())
    return Image.frombytes("RGB", size, data, "raw", "RGB", rgb.bytesPerLine())


def shared_palette(images: Sequence[Image.Image]) -> Image.Image:
    """One palette of at most COLOURS colours for every frame, from `images` side by side."""
    from PIL import Image

    width = sum(i.width for i in images)
    sheet = Image.new("RGB", (width, max(i.height for i in images)))
    x = 0
    for image in images:
        sheet.paste(image, (x, 0))
        x += image.width
    return sheet.quantize(COLOURS, method=Image.Quantize.FASTOCTREE)


def quantized(image: Image.Image, palette: Image.Image) -> Image.Image:
    """`image` in the shared palette, with no dithering: a pixel that did not change keeps
    its colour index, so the frame's difference is the step's alone."""
    from PIL import Image

    return image.quantize(palette=palette, dither=Image.Dither.NONE)
