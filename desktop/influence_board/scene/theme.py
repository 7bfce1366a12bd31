"""The board's colours. The track looks like a printed board in every scheme; the scene
background and the ink follow the chosen scheme (light, dark or high contrast)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
    name: str
    background: QColor
    track: QColor
    track_border: QColor
    header: QColor
    header_text: QColor
    permanent_slot: QColor
    temporary_slot: QColor
    slot_border: QColor
    slot_text: QColor
    line: QColor
    muted_text: QColor
    accent: QColor
    warning: QColor
    warning_text: QColor
    ok_text: QColor
    link: QColor
    drop_hint: QColor


LIGHT = Theme(
    name="light",
    background=QColor("#e9e6df"),
    track=QColor("#fbfaf7"),
    track_border=QColor("#8c8779"),
    header=QColor("#3c4a5c"),
    header_text=QColor("#ffffff"),
    permanent_slot=QColor("#ffffff"),
    temporary_slot=QColor("#e3ecf5"),
    slot_border=QColor("#6b6b6b"),
    slot_text=QColor("#3a3a3a"),
    line=QColor("#2b2b2b"),
    muted_text=QColor("#404040"),
    accent=QColor("#1f6fd1"),
    warning=QColor("#b3261e"),
    warning_text=QColor("#ffffff"),
    ok_text=QColor("#1e6b34"),
    link=QColor("#a39e90"),
    drop_hint=QColor(31, 111, 209, 50),
)

DARK = Theme(
    name="dark",
    background=QColor("#23262b"),
    track=QColor("#32363d"),
    track_border=QColor("#6d737d"),
    header=QColor("#4f6b8f"),
    header_text=QColor("#ffffff"),
    permanent_slot=QColor("#444a53"),
    temporary_slot=QColor("#3a4654"),
    slot_border=QColor("#9aa1ab"),
    slot_text=QColor("#f0f0f0"),
    line=QColor("#e6e6e6"),
    muted_text=QColor("#e0e0e0"),
    accent=QColor("#6fb1ff"),
    warning=QColor("#ff8a80"),
    warning_text=QColor("#1a0000"),
    ok_text=QColor("#8fe3a4"),
    link=QColor("#5d636c"),
    drop_hint=QColor(111, 177, 255, 60),
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    background=QColor("#000000"),
    track=QColor("#000000"),
    track_border=QColor("#ffffff"),
    header=QColor("#ffffff"),
    header_text=QColor("#000000"),
    permanent_slot=QColor("#000000"),
    temporary_slot=QColor("#000000"),
    slot_border=QColor("#ffffff"),
    slot_text=QColor("#ffffff"),
    line=QColor("#ffff00"),
    muted_text=QColor("#ffffff"),
    accent=QColor("#00ffff"),
    warning=QColor("#ffff00"),
    warning_text=QColor("#000000"),
    ok_text=QColor("#00ff00"),
    link=QColor("#ffffff"),
    drop_hint=QColor(0, 255, 255, 80),
)

THEMES = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}
