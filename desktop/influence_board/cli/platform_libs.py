"""Before the window: can Qt's X11 platform plugin (xcb) load on this machine?

When a library the plugin needs is missing, Qt prints its own message and aborts the
process, with no way to catch it. So the app tries the plugin's libraries first (dlopen,
cheap: Qt would load them next anyway) and, when some are missing, says which ones and
which Debian/Ubuntu packages bring them. No Qt is imported here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

from ..text.language import ngettext

# What libqxcb.so (and libQt6XcbQpa, which it loads) links against, with the Debian and
# Ubuntu package of each; Qt's "Qt for X11 Requirements" page lists the same libraries.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def _loads(soname: str) -> bool:
    import ctypes  # here: only a start on X11 needs it

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will pick the xcb plugin: chosen by name, or left to Qt on an X11
    display (a Wayland session may use Qt's wayland plugin instead)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":", 1)[0].split(";", 1)[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def missing_xcb_libraries(loads: Callable[[str], bool] | None = None) -> list[str]:
    """The xcb plugin's libraries that cannot be loaded here."""
    loads = loads or _loads
    return [soname for soname in XCB_LIBRARIES if not loads(soname)]


def missing_message(missing: list[str]) -> str:
    packages = sorted({XCB_LIBRARIES[s] for s in missing})
    return ngettext(
        "influence-board: the window cannot open: Qt's X11 platform (xcb) needs a library "
        "this machine lacks: {libraries}.\n"
        "On Debian or Ubuntu: sudo apt install {packages}\n"
        "(other systems: the package that provides each of those files).\n"
        "Without a window, `influence-board check [FILE]` prints the board and its "
        "majorities, and `influence-board render [FILE] -o board.png` draws it.",
        "influence-board: the window cannot open: Qt's X11 platform (xcb) needs libraries "
        "this machine lacks: {libraries}.\n"
        "On Debian or Ubuntu: sudo apt install {packages}\n"
        "(other systems: the package that provides each of those files).\n"
        "Without a window, `influence-board check [FILE]` prints the board and its "
        "majorities, and `influence-board render [FILE] -o board.png` draws it.",
        len(missing),
    ).format(libraries=", ".join(missing), packages=" ".join(packages))


def xcb_problem(
    environ: Mapping[str, str] = os.environ, loads: Callable[[str], bool] | None = None
) -> str | None:
    """What to tell the user when the window would need xcb and xcb cannot load; None
    when all is well (or xcb is not what Qt will use)."""
    if not sys.platform.startswith("linux") or not uses_xcb(environ):
        return None
    missing = missing_xcb_libraries(loads)
    return missing_message(missing) if missing else None
