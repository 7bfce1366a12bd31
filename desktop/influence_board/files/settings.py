"""What the app remembers between runs (QSettings): window layout, last folder, recent
files, the colour scheme, Readable Fit and the keys chosen in Preferences. Setup mode is
not remembered: each start is a game, and a forgotten setup mode would score nothing.

The settings file is hostile input like any file, and QSettings is a writer of its own:
it reads a FIFO until the end of time, reads a file of any size, and replaces whatever a
symlink points to (a device node became a file of settings). So before any QSettings is
made, the files it would read and write are checked as safe_io checks a file: a regular
file (or none) of at most MAX_SETTINGS_BYTES. Anything else is neither read nor written:
the settings of this run are kept in memory instead (no folder is made for them, so none
is left behind), `refusal()` says why, and `--reset-settings` says why it resets nothing.
Every value read is checked, and the lists are bounded.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QMargins, QSettings

from ..rules.formats.safe_io import kind
from ..text.language import is_language_code

MAX_RECENT = 8
MAX_SETTINGS_BYTES = 1024 * 1024  # a layout and a few names; a larger file is not ours
MAX_PATH_CHARS = 4096
MAX_LAYOUT_BYTES = 64 * 1024  # a window's geometry or its docks' state
MAX_MARGIN = 10_000  # pixels between the board and the window's edge
_refusal: list[str] = []  # why the settings file is not used this run (at most one)
# A folder that cannot be: its first step is the null device, not a folder, so QSettings
# reads nothing there and its every write fails, with nothing made on the way.
_NOWHERE = os.path.join(os.devnull, "influence-board")
# Holds this run's settings once they are kept in memory: QSettings keeps what a write
# could not save only while an object of that file lives.
_in_memory: list[QSettings] = []


def settings() -> QSettings:
    _keep_off_hostile_files()
    return QSettings()


def refusal() -> str:
    """Why the settings file is neither read nor written this run, or ""."""
    return _refusal[0] if _refusal else ""


def settings_files() -> list[Path]:
    """The files QSettings() reads (this app's, then the organisation's, which it falls back
    on), found without reading them: a QSettings for names nobody uses tells the folder."""
    app = QCoreApplication.applicationName()
    org = QCoreApplication.organizationName()
    probe = QSettings(
        QSettings.defaultFormat(), QSettings.Scope.UserScope, "ib-probe-org", "ib-probe-app"
    )
    probe_file = Path(probe.fileName())
    folder, suffix = probe_file.parent.parent, probe_file.suffix
    files = [folder / org / f"{app}{suffix}"] if app else []
    return [*files, folder / f"{org}{suffix}"]


def hostile(path: Path) -> str:
    """Why QSettings must not touch `path` ("" when it may): not a regular file (a FIFO,
    a device, a folder, also through a symlink), or larger than MAX_SETTINGS_BYTES."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return ""  # nothing yet (or a link to nothing): QSettings creates a regular file
    except OSError as exc:
        said = QCoreApplication.translate("Settings", "it cannot be read: {0}")
        return said.format(exc.strerror or exc)
    if not stat.S_ISREG(info.st_mode):
        return QCoreApplication.translate("Settings", "it is {0}").format(kind(info.st_mode))
    if info.st_size > MAX_SETTINGS_BYTES:
        said = QCoreApplication.translate("Settings", "it is larger than {0} KB")
        return said.format(MAX_SETTINGS_BYTES // 1024)
    return ""


def hostile_file() -> tuple[Path, str] | None:
    """The first settings file QSettings must not touch, and why; None when there is none."""
    for path in settings_files():
        if why := hostile(path):
            return path, why
    return None


def _keep_off_hostile_files() -> None:
    """Checked before every QSettings (a stat each) until one is hostile: a file may turn
    hostile while the app runs, and QSettings writes whenever one is dropped."""
    if _in_memory or (found := hostile_file()) is None:
        return
    QSettings.setPath(QSettings.defaultFormat(), QSettings.Scope.UserScope, _NOWHERE)
    _in_memory.append(QSettings())
    said = QCoreApplication.translate(
        "Settings",
        "The settings file {0} is not used ({1}); the settings of this run will not be kept.",
    )
    _refusal[:] = [said.format(*found)]


def _text(value: object, default: str = "") -> str:
    """A setting that must be one line of text: anything else gives `default`."""
    if not isinstance(value, str) or len(value) > MAX_PATH_CHARS or "\0" in value:
        return default
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        return default
    return value


def last_directory() -> str:
    home = str(Path.home())
    return _text(settings().value("files/last_directory", home), home) or home


def remember_directory(directory: Path) -> None:
    settings().setValue("files/last_directory", str(directory))


def recent_files() -> list[str]:
    """At most MAX_RECENT file names, whatever the settings file holds."""
    value = settings().value("files/recent", [])
    if isinstance(value, str):  # QSettings gives a bare string for a one-item list
        value = [value]
    if not isinstance(value, list):
        return []
    return [f for v in value[: MAX_RECENT * 4] if (f := _text(v))][:MAX_RECENT]


def add_recent(path: Path) -> list[str]:
    files = [str(path.resolve())] + [f for f in recent_files() if f != str(path.resolve())]
    files = files[:MAX_RECENT]
    settings().setValue("files/recent", files)
    return files


def forget_recent(path: str) -> list[str]:
    files = [f for f in recent_files() if f != path]
    settings().setValue("files/recent", files)
    return files


def window_layout() -> tuple[QByteArray | None, QByteArray | None, str]:
    """The last window's geometry, its docks' layout and the screen size it was kept on."""
    s = settings()
    geometry, state, screen = (s.value(f"window/{k}") for k in ("geometry", "state", "screen"))
    return (
        geometry if _layout_bytes(geometry) else None,
        state if _layout_bytes(state) else None,
        _text(screen)[:40],
    )


def _layout_bytes(value: object) -> bool:
    return isinstance(value, QByteArray) and 0 < value.size() <= MAX_LAYOUT_BYTES


def save_window_layout(
    geometry: QByteArray, state: QByteArray, screen: str, board: QMargins | None = None
) -> None:
    """`board`: where the board lay in the window, as its margins around the board (the
    next start shows the board there before the bars and docks are in)."""
    s = settings()
    s.setValue("window/geometry", geometry)
    s.setValue("window/state", state)
    s.setValue("window/screen", screen)
    if board is not None:
        edges = (board.left(), board.top(), board.right(), board.bottom())
        s.setValue("window/board_margins", ",".join(str(n) for n in edges))


def board_margins() -> QMargins | None:
    """The board's margins in the last window closed; None if none were kept, or not four
    whole numbers from 0 to MAX_MARGIN."""
    parts = _text(settings().value("window/board_margins"))[:60].split(",")
    if len(parts) != 4 or not all(p.isascii() and p.isdigit() for p in parts):
        return None
    edges = [int(p) for p in parts]
    if max(edges) > MAX_MARGIN:
        return None
    return QMargins(*edges)


THEME_CHOICES = ("system", "light", "dark", "high-contrast")


def theme_choice() -> str:
    """ "system" (follow the light or dark scheme), "light", "dark" or "high-contrast"."""
    chosen = settings().value("view/theme", "system")
    return chosen if chosen in THEME_CHOICES else "system"


def set_theme_choice(name: str) -> None:
    settings().setValue("view/theme", name)


def readable_fit() -> bool:
    """Whether Zoom to Fit stops at readable labels (View > Readable Fit); on at first."""
    return bool(settings().value("view/readable_fit", True, type=bool))


def set_readable_fit(on: bool) -> None:
    settings().setValue("view/readable_fit", on)


def picture_caption() -> bool:
    """Whether exported pictures carry a caption (File > Caption on Pictures); off at first."""
    return bool(settings().value("export/picture_caption", False, type=bool))


def set_picture_caption(on: bool) -> None:
    settings().setValue("export/picture_caption", on)


def arrangement() -> str:
    """Where the window's tracks sit: "table" (rows that fill the view, at first) or "map"."""
    chosen = settings().value("view/arrangement", "table")
    return chosen if chosen in ("map", "table") else "table"


def set_arrangement(name: str) -> None:
    settings().setValue("view/arrangement", name)


def table_view() -> bool:
    """Whether the window starts in View > Table View (off at first)."""
    return bool(settings().value("view/table_view", False, type=bool))


def set_table_view(on: bool) -> None:
    settings().setValue("view/table_view", on)


def spectator_geometry() -> QByteArray | None:
    """The spectator window's last screen, size and full screen (View > Spectator Window)."""
    geometry = settings().value("spectators/geometry")
    return geometry if _layout_bytes(geometry) else None


def set_spectator_geometry(geometry: QByteArray) -> None:
    settings().setValue("spectators/geometry", geometry)


def reset() -> None:
    settings().clear()


def language_choice() -> str:
    """The language chosen in View > Language ("it", "en"), "" to follow the system (at
    first): a language code only, never a path (anything else is ignored). A code with no
    catalogue is dropped when the app starts (English then)."""
    chosen = _text(settings().value("view/language", ""))
    return chosen if is_language_code(chosen) else ""


def set_language_choice(code: str) -> None:
    settings().setValue("view/language", code)


MAX_SHORTCUTS = 500  # keys remembered that are read: the action table has about seventy
MAX_KEY_CHARS = 64  # "Meta+Ctrl+Alt+Shift+Media Previous" and room to spare
_ACTION_NAME = re.compile(r"[a-z][a-z0-9_-]{0,63}")


def shortcuts() -> dict[str, str]:
    """The keys chosen in Edit > Preferences where they differ from the action table's:
    an action's name -> its key in Qt's portable text ("" for no key). Only their shape is
    checked here; whether a key is fit is the window's to judge
    (window/shortcut_preferences.py)."""
    s = settings()
    s.beginGroup("shortcuts")
    try:
        found = {name: s.value(name) for name in s.childKeys()[:MAX_SHORTCUTS]}
    finally:
        s.endGroup()
    return {
        name: value
        for name, value in found.items()
        if _ACTION_NAME.fullmatch(name)
        and isinstance(value, str)
        and len(value) <= MAX_KEY_CHARS
        and _text(value, "\0") == value
    }


def set_shortcuts(chosen: dict[str, str]) -> None:
    """Remember `chosen` (as `shortcuts` gives them) in place of the keys remembered."""
    s = settings()
    s.remove("shortcuts")
    for name, key in chosen.items():
        s.setValue(f"shortcuts/{name}", key)
