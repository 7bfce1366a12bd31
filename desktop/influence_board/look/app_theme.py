"""The whole window in one scheme: Fusion style with a QPalette built from the board's Theme,
so menus, docks, the log, dialogs and the board change together.

Fusion because it draws every widget from the palette alone; a platform style may keep its
own light menus or frames under a dark palette. "Follow the System" picks the Light or Dark
Theme from the platform's colour scheme, so it meets the same contrast as choosing them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QPalette

    from .themes import Theme

CHOICES = ("system", "light", "dark", "high-contrast")


def chosen(choice: str) -> Theme | None:
    """The Theme of a fixed choice (Light, Dark, High Contrast); None when it follows the
    system, which only Qt's namespace can tell."""
    from .themes import THEMES

    return THEMES.get(choice)


def theme_for(choice: str) -> Theme:
    """The Theme a choice stands for; "system" (or anything unknown) follows the platform."""
    if (theme := chosen(choice)) is not None:
        return theme
    # The themes and Qt's namespace are loaded here, not at the top: the window's frame is
    # shown before anything needs them (Qt's namespace costs Python tens of milliseconds).
    from PySide6.QtCore import Qt

    from .themes import DARK, LIGHT

    scheme = QGuiApplication.styleHints().colorScheme()
    return DARK if scheme == Qt.ColorScheme.Dark else LIGHT


def palette(theme: Theme) -> QPalette:
    # Here, not at the top: "Follow the System" keeps Qt's palette until the board is drawn,
    # and QPalette's enums would be made before the frame.
    from PySide6.QtGui import QPalette

    R, G = QPalette.ColorRole, QPalette.ColorGroup
    p = QPalette()
    roles = {
        R.Window: theme.window,
        R.WindowText: theme.window_text,
        R.Base: theme.base,
        R.AlternateBase: theme.alternate_base,
        R.Text: theme.text,
        R.Button: theme.button,
        R.ButtonText: theme.button_text,
        R.BrightText: theme.refusal_text,
        R.Highlight: theme.highlight,
        R.HighlightedText: theme.highlighted_text,
        R.ToolTipBase: theme.tooltip_base,
        R.ToolTipText: theme.tooltip_text,
        R.PlaceholderText: theme.disabled_text,
        R.Link: theme.link_text,
        R.LinkVisited: theme.link_text,
        # Fusion's bevels and frames.
        R.Light: theme.button.lighter(130),
        R.Midlight: theme.button.lighter(115),
        R.Mid: theme.button.darker(130),
        R.Dark: theme.button.darker(160),
        R.Shadow: theme.button.darker(250),
    }
    for role, color in roles.items():
        p.setColor(role, color)
    for role in (R.WindowText, R.Text, R.ButtonText, R.HighlightedText):
        p.setColor(G.Disabled, role, theme.disabled_text)
    # An inactive window keeps its selection readable.
    p.setColor(G.Inactive, R.Highlight, theme.highlight)
    p.setColor(G.Inactive, R.HighlightedText, theme.highlighted_text)
    return p


# Set on an application that runs Fusion: asking Qt for the style from Python costs tens
# of milliseconds at start-up (the style's enums are built for Python), so it is noted here.
FUSION = "influence_board_fusion"


def fusion_arguments() -> list[str]:
    """The QApplication arguments that start it in Fusion, at no cost to Python."""
    return ["-style", "fusion"]


def apply(theme: Theme, app: QApplication | None = None) -> None:
    """Fusion with the Theme's palette on the application: every window and dialog follows."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication):
        return
    if not app.property(FUSION):
        app.setStyle("Fusion")
        app.setProperty(FUSION, True)
    colours = palette(theme)
    app.setPalette(colours)
    # Tooltips keep a palette of their own, taken from the platform once: set it too.
    from PySide6.QtWidgets import QToolTip  # here: with the palette, after the board

    QToolTip.setPalette(colours)
