"""The board as a screen reader finds it on a real display (AT-SPI): the app on a private X
server (Xvfb, with openbox to give its window the keyboard) and a private session bus, Qt's
accessibility bridge on; a reader (atspi_probe.py, with the system's pyatspi) finds the
Regions of the standard board under the Board, each with its slots, and hears the step
announced when Page Down and T are pressed. The offscreen tests (test_board_accessible.py)
fake Qt's accessibility; only this one goes through Qt's AT-SPI bridge and the bus."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_real_display import display  # noqa: F401 (the X server fixture)

from app_process import MODULE, environment
from influence_board.rules import Add, Outcome, apply
from influence_board.rules.board import Board, Region
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.history.words import step_text

PROBE = Path(__file__).with_name("atspi_probe.py")
SYSTEM_PYTHON = "/usr/bin/python3"  # pyatspi is the distribution's (python3-pyatspi)
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
INSTALL = "apt-get install xvfb openbox xdotool at-spi2-core python3-pyatspi dbus-x11"
WM_WAIT_S = 10.0  # openbox is up in well under a second
PROBE_TIMEOUT_S = 90  # the probe gives up and says why after at most 30 + 2 x 10 s


def missing() -> str | None:
    """What the test cannot run without, in words, or None."""
    # openbox: with no window manager the window never takes the keyboard (X's default
    # focus follows the pointer), so the keys would go nowhere.
    for tool in ("Xvfb", "openbox", "xdotool", "dbus-daemon"):
        if shutil.which(tool) is None:
            return f"needs {tool} ({INSTALL}; .ci/run installs it)"
    if not any(Path(p).exists() for p in LAUNCHERS):
        return f"needs at-spi-bus-launcher ({INSTALL})"
    if os.access(SYSTEM_PYTHON, os.X_OK):
        asked = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
        if asked.returncode == 0:
            return None
    return f"needs {SYSTEM_PYTHON} with pyatspi ({INSTALL})"


@pytest.fixture
def tools() -> None:
    """Skips the test, saying what is missing, before anything is started."""
    reason = missing()
    if reason:
        pytest.skip(reason)


@pytest.fixture
def desktop(
    tools: None,
    display: tuple[str, tuple[int, ...]],  # noqa: F811
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[dict[str, str | None]]:
    """A private session: the X server with its window manager up, and a D-Bus session bus
    of its own (the environment that reaches them). The accessibility bus starts on that
    bus when the app first asks (at-spi-bus-launcher, by D-Bus activation) and goes with
    it. Nothing reaches the user's session: its buses, its screen, its runtime folder."""
    run = tmp_path_factory.mktemp("run")  # short: the buses' sockets may go in it
    run.chmod(0o700)
    env: dict[str, str | None] = {
        "DISPLAY": display[0],
        "XDG_RUNTIME_DIR": str(run),
        "AT_SPI_BUS_ADDRESS": None,  # a desktop's own accessibility bus, taken first
        "DBUS_SESSION_BUS_ADDRESS": None,
    }
    assert managed(environment(env)), f"no window manager on {display[0]} in {WM_WAIT_S} s"
    read, write = os.pipe()
    daemon = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", f"--print-address={write}"],
        env=environment(env),
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as printed:
        env["DBUS_SESSION_BUS_ADDRESS"] = printed.readline().strip()
    try:
        assert env["DBUS_SESSION_BUS_ADDRESS"], "dbus-daemon gave no address"
        yield env
    finally:
        daemon.terminate()
        daemon.wait(timeout=10)


def managed(env: dict[str, str]) -> bool:
    """Whether the window manager is up (it answers for the desktops, as X alone cannot)."""
    until = time.monotonic() + WM_WAIT_S
    while time.monotonic() < until:
        asked = ["xdotool", "get_desktop"]
        if subprocess.run(asked, env=env, capture_output=True, check=False).returncode == 0:
            return True
        time.sleep(0.05)
    return False


def region_of(board: Board, name: str) -> Region | None:
    """The Region an accessible name is about: it starts with the Region's name."""
    return next((r for r in board.regions if name.startswith(f"{r.name},")), None)


def read_board(desktop: dict[str, str | None], home: Path, *keys: str) -> dict[str, Any]:
    """The app started as a user starts it, on the private `desktop`; what the probe read
    and heard (its `KEY:EVENT` pairs `keys`). The app is stopped whatever happens."""
    env = {
        **desktop,
        "QT_QPA_PLATFORM": None,  # the real display, not the tests' offscreen one
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",  # no desktop here to switch readers on
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "INFLUENCE_BOARD_RECOVERY_DIR": str(home / "recovery"),
    }
    out, log = home / "heard.json", home / "app.log"
    with log.open("w", encoding="utf-8") as app_log:
        app = subprocess.Popen(
            [*MODULE, "--new-instance"],
            env=environment(env),
            stdout=app_log,
            stderr=subprocess.STDOUT,
        )
    try:
        # The system's Python, not this one: none of the venv's paths.
        probe_env = environment({"PYTHONPATH": None, "PYTHONHOME": None, **env})
        done = subprocess.run(
            [SYSTEM_PYTHON, str(PROBE), str(out), *keys],
            env=probe_env,
            capture_output=True,
            text=True,
            timeout=PROBE_TIMEOUT_S,
            check=False,
        )
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
    seen = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    said = log.read_text(encoding="utf-8", errors="replace")[-2000:]
    assert done.returncode == 0, (done.stderr, said)
    assert seen.get("error") is None, (seen.get("error"), said)
    return seen


@pytest.mark.parametrize("display", ["1920x1080"], indirect=True)
def test_a_reader_finds_the_regions_and_hears_the_step(
    desktop: dict[str, str | None], tmp_path: Path
) -> None:
    seen = read_board(desktop, tmp_path, "Next:focus:", "t:object:announcement")
    board = standard_board()  # resources/scenarios/world-order.json, as the app starts

    assert seen["board"]["name"] == "Board"
    regions = seen["regions"]
    assert len(regions) == len(board.regions), [r["name"] for r in regions]
    found = [region_of(board, r["name"]) for r in regions]
    assert None not in found, [r["name"] for r in regions]
    assert sorted(r.id for r in found if r) == sorted(r.id for r in board.regions)
    for shown, region in zip(regions, found, strict=True):
        assert region is not None and shown["role"] == "list"
        slots = len(region.permanent) + len(region.overflow) + len(region.temporary)
        assert len(shown["slots"]) == slots, shown["name"]
        for slot in shown["slots"]:
            assert slot["role"] == "list item" and slot["name"].startswith(f"{region.name},")

    # Page Down: the first Region on the board, its first slot takes the reader's focus.
    first = found[0]
    assert first is not None
    page_down, after = split(seen["heard"], "t")
    focus = page_down[-1]
    assert focus["role"] == "list item"
    assert focus["source"].startswith(f"{first.name}, permanent slot 1 "), focus
    # T: the acting player (the first) places temporary Influence there; the reader is
    # told the step in the History's words, made here by the rules from the same Board.
    op = Add(first.id, board.players[0].id, "temporary")
    outcome = apply(board, op)
    assert isinstance(outcome, Outcome)
    announced = after[-1]
    assert announced["type"] == "object:announcement" and announced["source"] == "Board"
    assert announced["text"] == step_text(board, op, outcome.events)


Heard = list[dict[str, Any]]


def split(heard: Heard, key: str) -> tuple[Heard, Heard]:
    """The events heard after the first key and before `key`, and after `key`."""
    at = heard.index({"key": key})
    return heard[1:at], heard[at + 1 :]
