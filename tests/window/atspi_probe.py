"""Started by test_atspi_board.py with the system's Python (pyatspi is a Debian package, not
a wheel), on the test's private session bus and X server: what a screen reader finds of the
app's board, and what it hears as keys are pressed. Written as JSON to argv[1].

argv[2:] are `KEY:EVENT` pairs: KEY pressed with xdotool once the reader listens, then
EVENT (an AT-SPI event type; `focus:` means a slot took the focus) awaited before the
next key, each for at most WAIT_S. Every wait ends as soon as what it waits for has come."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pyatspi
from gi.repository import GLib

FIND_S = 30.0  # the app and its Board on the bus: there in about a second
WAIT_S = 10.0  # an event after its key: there in well under a second
POLL_S = 0.1
BIG = ("table", "tree table", "tree", "text", "list")  # not searched for the Board: rows
LISTENED = ("object:announcement", "focus:", "object:state-changed:focused")

seen: dict[str, Any] = {"error": None}


def found(until: float, look: Callable[[], Any]) -> Any:
    """`look()` polled until it gives something, or None at `until`."""
    while time.monotonic() < until:
        try:
            result = look()
        except Exception:  # an object gone while it was read: the window is still building
            result = None
        if result is not None:
            return result
        time.sleep(POLL_S)
    return None


def app() -> Any:
    for candidate in pyatspi.Registry.getDesktop(0):
        if candidate is not None and "Influence Board" in (candidate.name or ""):
            return candidate
    return None


def board(application: Any) -> Any:
    """The board view ("Board"), breadth first, past the docks' tables and lists."""
    queue = [application]
    while queue:
        node = queue.pop(0)
        if node.name == "Board" and node.getRoleName() not in BIG:
            return node
        if node.getRoleName() not in BIG:
            queue += [node.getChildAtIndex(i) for i in range(node.childCount)]
    return None


def focused(node: Any) -> bool:
    return node.getState().contains(pyatspi.STATE_FOCUSED)


def children(node: Any) -> list[dict[str, Any]]:
    """The Regions: name, role, and their own children (the slots)."""
    regions = [node.getChildAtIndex(i) for i in range(node.childCount)]
    return [
        {
            "name": r.name,
            "role": r.getRoleName(),
            "slots": [
                {"name": s.name, "role": s.getRoleName()}
                for s in (r.getChildAtIndex(i) for i in range(r.childCount))
            ],
        }
        for r in regions
    ]


def said(event: Any) -> dict[str, Any]:
    source = event.source
    return {
        "type": event.type,
        "detail1": event.detail1,
        "text": event.any_data if isinstance(event.any_data, str) else None,
        "source": source.name if source is not None else None,
        "role": source.getRoleName() if source is not None else None,
    }


def listen(steps: list[tuple[str, str]]) -> None:
    """Press each key and await its event, the reader's own event loop running meanwhile.
    Only what comes after a key counts for it."""
    heard: list[dict[str, Any]] = []
    seen["heard"] = heard
    pending = list(steps)
    waiting = {"timer": 0}  # the running wait's GLib source; none before the first key

    def awaited(event: dict[str, Any]) -> bool:
        wanted = pending[0][1]
        if wanted == "focus:":  # a slot took the focus, however Qt says it
            return event["detail1"] == 1 and event["role"] == "list item"
        return event["type"] == wanted

    def press() -> bool:
        key = pending[0][0]
        heard.append({"key": key})
        waiting["timer"] = GLib.timeout_add(int(WAIT_S * 1000), late)
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=10)
        return False

    def late() -> bool:
        key, wanted = pending[0]
        seen["error"] = f"no {wanted} within {WAIT_S} s of the key {key}"
        pyatspi.Registry.stop()
        return False

    def heard_one(event: Any) -> None:
        if not pending or not waiting["timer"]:
            return
        one = said(event)
        heard.append(one)
        if awaited(one):
            GLib.source_remove(waiting["timer"])
            waiting["timer"] = 0
            pending.pop(0)
            if pending:
                GLib.idle_add(press)
            else:
                pyatspi.Registry.stop()

    pyatspi.Registry.registerEventListener(heard_one, *LISTENED)
    GLib.idle_add(press)
    pyatspi.Registry.start()


def main() -> None:
    steps = [(key, event) for key, _, event in (pair.partition(":") for pair in sys.argv[2:])]
    until = time.monotonic() + FIND_S
    application = found(until, app)
    if application is None:
        seen["error"] = f"no Influence Board on the accessibility bus within {FIND_S} s"
        return
    view = found(until, lambda: board(application))
    if view is None:
        seen["error"] = "no Board in the app's tree"
        return
    seen["board"] = {"name": view.name, "role": view.getRoleName()}
    seen["regions"] = children(view)
    # Keys go where the keyboard is: wait for the board to hold it, as it does at the start.
    seen["board_focused"] = bool(found(until, lambda: focused(view) or None))
    if not seen["board_focused"]:
        seen["error"] = "the Board never held the keyboard"
        return
    listen(steps)


if __name__ == "__main__":
    try:
        main()
    except Exception as exc:  # reported to the test with the rest
        seen["error"] = f"{type(exc).__name__}: {exc}"
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(seen, out, indent=1)
