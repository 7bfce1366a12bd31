"""View > Spectator Window in a process of its own, as a person starts the app
(spectator_probe.py): on a real display (Xvfb, with openbox when installed) Shift+F11 in
the game window opens a second top-level window that the window manager places, a step in
the game shows in it, and F11 there fills its screen; with a second screen (offscreen Qt
given two), it opens on the screen the game window is not on, and F11 fills that one. Quit
closes both. The tests' own offscreen Qt has one screen and no window manager."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_real_display import TIMEOUT_S, display  # noqa: F401 (the X server fixture)

from app_process import environment

PROBE = Path(__file__).with_name("spectator_probe.py")
TITLE = "World Order: standard board — Spectators"
LAPTOP, TV = [0, 0, 1366, 768], [1366, 0, 1920, 1080]


def probe(tmp_path: Path, env: dict[str, str | None]) -> dict:
    """What the probe saw, in settings and recovery folders of its own."""
    out = tmp_path / "seen.json"
    home = {
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "INFLUENCE_BOARD_RECOVERY_DIR": str(tmp_path / "recovery"),
    }
    done = subprocess.run(
        [sys.executable, str(PROBE), str(out)],
        env=environment({**home, **env}),
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    seen = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    assert done.returncode == 0, (seen.get("error"), done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert seen["top_level"] and seen["title"] == TITLE
    assert seen["step_shown"] == "usa" and seen["scores"]
    return seen


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb (.ci/run installs it)")
def test_shift_f11_opens_the_spectator_window_on_a_real_display(
    display: tuple[str, tuple[int, ...]],  # noqa: F811
    tmp_path: Path,
) -> None:
    name, (width, height) = display
    # QT_QPA_PLATFORM: the real display, not the tests' offscreen one.
    seen = probe(tmp_path, {"DISPLAY": name, "QT_QPA_PLATFORM": None})
    assert seen["screen"] == [0, 0, width, height]
    assert seen["full_screen"] == [0, 0, width, height]


def test_f11_fills_the_screen_the_game_window_is_not_on(tmp_path: Path) -> None:
    screens = tmp_path / "screens.json"
    screens.write_text(
        json.dumps(
            {
                "screens": [
                    {"name": name, "x": x, "y": y, "width": w, "height": h, "logicalDpi": 96}
                    for name, (x, y, w, h) in (("laptop", LAPTOP), ("tv", TV))
                ]
            }
        ),
        encoding="utf-8",
    )
    seen = probe(tmp_path, {"QT_QPA_PLATFORM": f"offscreen:configfile={screens}"})
    assert seen["game_screen"] == LAPTOP
    assert seen["screen"] == TV  # it opens there the first time
    assert seen["full_screen"] == TV
