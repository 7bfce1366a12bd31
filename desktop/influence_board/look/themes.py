"""The colours of a scheme (light, dark or high contrast), one source for the whole window:
the board's (the track looks like a printed board in every scheme; the scene background and
the ink follow the scheme), the widgets' palette (app_theme.py builds the QPalette from it)
and the log's. `text_pairs` lists every text colour with the colour it is read on, so a test
can hold each to WCAG's 4.5:1 contrast."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor


# A NamedTuple, not a dataclass: loaded before the board is drawn, where a dataclass's
# methods are compiled as it is made (1.5 ms, the start's).
class Theme(NamedTuple):
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
    # The widgets: menus, docks, lists, dialogs (QPalette roles of the same names).
    window: QColor
    window_text: QColor
    base: QColor
    alternate_base: QColor
    text: QColor
    button: QColor
    button_text: QColor
    highlight: QColor
    highlighted_text: QColor
    tooltip_base: QColor
    tooltip_text: QColor
    disabled_text: QColor
    link_text: QColor
    # The log (and other lists on `base`): undo/redo/no-change lines, refusals and warnings.
    quiet_text: QColor
    refusal_text: QColor


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
    window=QColor("#eeece8"),
    window_text=QColor("#1b1b1b"),
    base=QColor("#ffffff"),
    alternate_base=QColor("#f4f2ee"),
    text=QColor("#1b1b1b"),
    button=QColor("#e4e1db"),
    button_text=QColor("#1b1b1b"),
    highlight=QColor("#1f5fb8"),
    highlighted_text=QColor("#ffffff"),
    tooltip_base=QColor("#fffbe0"),
    tooltip_text=QColor("#000000"),
    disabled_text=QColor("#666666"),
    link_text=QColor("#1a55a8"),
    quiet_text=QColor("#595959"),
    refusal_text=QColor("#b3261e"),
)

DARK = Theme(
    name="dark",
    background=QColor("#23262b"),
    track=QColor("#32363d"),
    track_border=QColor("#6d737d"),
    header=QColor("#4f6b8f"),
    header_text=QColor("#ffffff"),
    # Empty permanent slots lighter than the track, temporary ones darker and bluer: the
    # two rows read apart at a glance (a test measures the difference).
    permanent_slot=QColor("#4d545e"),
    temporary_slot=QColor("#283341"),
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
    window=QColor("#2b2e33"),
    window_text=QColor("#ececec"),
    base=QColor("#1f2226"),
    alternate_base=QColor("#272a2f"),
    text=QColor("#ececec"),
    button=QColor("#373b41"),
    button_text=QColor("#ececec"),
    highlight=QColor("#2f65b8"),
    highlighted_text=QColor("#ffffff"),
    tooltip_base=QColor("#3a3e45"),
    tooltip_text=QColor("#f0f0f0"),
    disabled_text=QColor("#9b9b9b"),
    link_text=QColor("#8ab8ff"),
    quiet_text=QColor("#ababab"),
    refusal_text=QColor("#ff8a80"),
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    background=QColor("#000000"),
    track=QColor("#000000"),
    track_border=QColor("#ffffff"),
    header=QColor("#ffffff"),
    header_text=QColor("#000000"),
    permanent_slot=QColor("#000000"),
    temporary_slot=QColor("#2b2b2b"),
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
    window=QColor("#000000"),
    window_text=QColor("#ffffff"),
    base=QColor("#000000"),
    alternate_base=QColor("#1a1a1a"),
    text=QColor("#ffffff"),
    button=QColor("#000000"),
    button_text=QColor("#ffffff"),
    highlight=QColor("#00ffff"),
    highlighted_text=QColor("#000000"),
    tooltip_base=QColor("#000000"),
    tooltip_text=QColor("#ffffff"),
    disabled_text=QColor("#c0c0c0"),
    link_text=QColor("#00ffff"),
    quiet_text=QColor("#d9d9d9"),
    refusal_text=QColor("#ffff00"),
)

THEMES = {t.name: t for t in (LIGHT, DARK, HIGH_CONTRAST)}


def luminance(color: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, 1 to 21; text needs 4.5."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_pairs(theme: Theme) -> dict[str, tuple[QColor, QColor]]:
    """Every text colour of the scheme with the background it is drawn on."""
    t = theme
    return {
        "board: Region name on its header": (t.header_text, t.header),
        "board: printed VP on a permanent slot": (t.slot_text, t.permanent_slot),
        "board: printed VP on a temporary slot": (t.slot_text, t.temporary_slot),
        "board: bonus, Armies and overflow labels on the track": (t.muted_text, t.track),
        "board: 'can score' on the track": (t.ok_text, t.track),
        "board: 'cannot score' badge": (t.warning_text, t.warning),
        "window: text on the window (menus, dock titles)": (t.window_text, t.window),
        "window: text in lists, fields and menus": (t.text, t.base),
        "window: window text on lists and menus": (t.window_text, t.base),
        "window: text on alternate rows": (t.text, t.alternate_base),
        "window: button text": (t.button_text, t.button),
        "window: toolbar icons (look/icons.py)": (t.button_text, t.window),
        "window: selected text": (t.highlighted_text, t.highlight),
        "window: tooltip": (t.tooltip_text, t.tooltip_base),
        "window: disabled text on the window": (t.disabled_text, t.window),
        "window: disabled text in lists": (t.disabled_text, t.base),
        "window: link": (t.link_text, t.base),
        "log: undo, redo and no-change lines": (t.quiet_text, t.base),
        "log: refusals and warnings": (t.refusal_text, t.base),
        "log: refusals on alternate rows": (t.refusal_text, t.alternate_base),
    }
