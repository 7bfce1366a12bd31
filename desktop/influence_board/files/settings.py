"""What the app remembers between runs (QSettings): window layout, last folder, recent
files, the colour scheme and Readable Fit. Setup mode is not remembered: each start is a
game, and a forgotten setup mode would score nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8


def settings() -> QSettings:
    return QSettings()


def last_directory() -> str:
    return str(settings().value("files/last_directory", str(Path.home())))


def remember_directory(directory: Path) -> None:
    settings().setValue("files/last_directory", str(directory))


def recent_files() -> list[str]:
    value = settings().value("files/recent", [])
    if isinstance(value, str):  # QSettings gives a bare string for a one-item list
        return [value]
    return [str(v) for v in value] if isinstance(value, list) else []


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
        geometry if isinstance(geometry, QByteArray) else None,
        state if isinstance(state, QByteArray) else None,
        screen if isinstance(screen, str) else "",
    )


def save_window_layout(geometry: QByteArray, state: QByteArray, screen: str) -> None:
    s = settings()
    s.setValue("window/geometry", geometry)
    s.setValue("window/state", state)
    s.setValue("window/screen", screen)


def theme_choice() -> str:
    """ "system" (follow the light or dark scheme), "light", "dark" or "high-contrast"."""
    return str(settings().value("view/theme", "system"))


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
    chosen = str(settings().value("view/arrangement", "table"))
    return chosen if chosen in ("map", "table") else "table"


def set_arrangement(name: str) -> None:
    settings().setValue("view/arrangement", name)


def table_view() -> bool:
    """Whether the window starts in View > Table View (off at first)."""
    return bool(settings().value("view/table_view", False, type=bool))


def set_table_view(on: bool) -> None:
    settings().setValue("view/table_view", on)


def reset() -> None:
    settings().clear()
