"""The keys the desktops and window managers keep for themselves, out of the box (issue 36):
a key here never reaches an app there, so the app binds none of them (test_keys.py).

One row per key, in Qt's portable notation, the way actions.py writes keys: Ctrl is the
Command key on macOS and Alt is Option there; Meta is the Super/Windows key, and Control on
macOS. "Meta+*" is every key with that modifier.

Where a desktop's defaults were checked (the search notes of issue 36):
- Xfce: xfce4-settings' default xfce4-keyboard-shortcuts.xml (<Primary><Alt>t terminal,
  <Primary><Alt>d show desktop, <Primary><Alt>Left/Right/Up/Down and Home/End workspaces,
  <Primary><Alt>KP_1..KP_9 move the window to workspace N, <Primary>F1..F12 workspaces).
- KDE Plasma 5: kglobalshortcutsrc's Klipper defaults repeat_action=Ctrl+Alt+R and
  clipboard_action=Ctrl+Alt+X (Plasma 6 moved them to Meta+Ctrl+R/X); Konsole's
  X-KDE-Shortcuts=Ctrl+Alt+T; KWin's desktops on Ctrl+F1..F4.
- Ctrl+Alt+0..9 on the top row: no desktop takes it by default. Xfce takes the keypad's
  (Ctrl+Alt+Num+1..9, below), and Unity/Compiz's grid took them once; GNOME, KDE, Cinnamon
  and Windows bind neither (KDE's and Xfce's desktops are Ctrl+F-keys), so the colour schemes
  and Readable Fit keep Ctrl+Alt+0..4.
- i3 and sway: their $mod is Super (sway's default, i3's suggestion at its first start), the
  Meta+* row. With Alt as $mod they take Alt+letters, digits and arrows, which no app with a
  menu bar can leave free: not listed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence


@dataclass(frozen=True, slots=True)
class Reserved:
    key: str  # Qt's portable text; "Meta+*": any key with Meta
    where: str  # the desktops that take it
    what: str  # what they do with it
    fine_for: str = ""  # an action (actions.py's name) that uses it as the platform means


def _each(keys: list[str], where: str, what: str) -> list[Reserved]:
    return [Reserved(key, where, what) for key in keys]


RESERVED: tuple[Reserved, ...] = (
    Reserved(
        "Meta+*",
        "GNOME, KDE, Xfce, Cinnamon, Windows, openbox, i3/sway; macOS (Control)",
        "the Super/Windows key: overview, launchers, tiling, workspaces, lock; on macOS the "
        "Control key: Mission Control and Spaces (Control+arrows, digits), input sources "
        "(Control+Space), lock screen (Control+Cmd+Q), full screen (Control+Cmd+F)",
    ),
    # -- the window switchers and window menus ---------------------------------------------
    Reserved("Alt+Tab", "every desktop, Windows, openbox", "switch windows"),
    Reserved("Alt+Shift+Tab", "every desktop, Windows, openbox", "switch windows, backwards"),
    Reserved("Alt+`", "GNOME, KDE", "switch windows of the app"),
    Reserved("Alt+Esc", "GNOME, Windows, openbox", "switch windows directly, lower a window"),
    Reserved("Alt+Space", "GNOME, Xfce, Cinnamon, Windows, openbox; KDE 5", "window menu; KRunner"),
    Reserved("Ctrl+Alt+Tab", "GNOME, Windows", "switch system controls; task switcher"),
    Reserved("Alt+F1", "GNOME, KDE, Xfce, Cinnamon", "overview, application launcher"),
    Reserved("Alt+F2", "GNOME, KDE, Xfce, Cinnamon", "run a command (KRunner)"),
    Reserved("Alt+F3", "KDE, Xfce", "window menu; application finder"),
    Reserved("Alt+F4", "every desktop, Windows, openbox", "close the window"),
    Reserved("Alt+F5", "GNOME, Xfce", "restore the window's size; maximize horizontally"),
    Reserved("Alt+F6", "GNOME, Xfce", "switch windows of the app; maximize vertically"),
    Reserved("Alt+F7", "GNOME, Cinnamon, Xfce", "move the window; maximize"),
    Reserved("Alt+F8", "GNOME, Cinnamon, Xfce", "resize the window; stick"),
    Reserved("Alt+F9", "GNOME (older), Xfce", "minimize, hide the window"),
    Reserved("Alt+F10", "GNOME, Cinnamon", "maximize the window"),
    Reserved("Alt+F11", "Xfce", "full screen"),
    Reserved("Alt+F12", "Xfce", "always on top"),
    Reserved("Alt+Ins", "Xfce", "add a workspace"),
    Reserved("Alt+Del", "Xfce", "remove a workspace"),
    Reserved("Alt+Shift+PgUp", "Xfce", "raise the window"),
    Reserved("Alt+Shift+PgDown", "Xfce", "lower the window"),
    # -- Ctrl+Alt: the session, the terminal, workspaces -----------------------------------
    Reserved("Ctrl+Alt+T", "GNOME/Ubuntu, KDE (Konsole), Xfce, Cinnamon, MATE", "a terminal"),
    Reserved("Ctrl+Alt+Del", "GNOME, KDE, Cinnamon, Windows; Xfce", "log out; lock"),
    Reserved("Ctrl+Alt+Shift+Del", "KDE (older)", "log out without asking"),
    Reserved("Ctrl+Alt+Shift+PgDown", "KDE (older)", "shut down without asking"),
    Reserved("Ctrl+Alt+Shift+PgUp", "KDE (older)", "restart without asking"),
    Reserved("Ctrl+Alt+Backspace", "X11 (when the keyboard option is on)", "kill the X server"),
    Reserved("Ctrl+Alt+L", "KDE, Xfce, Cinnamon, GNOME (older)/Ubuntu", "lock the screen"),
    Reserved("Ctrl+Alt+D", "Xfce, MATE, GNOME 2; macOS (Cmd+Option+D)", "show the desktop; Dock"),
    Reserved("Ctrl+Alt+Esc", "KDE, Xfce; macOS (Cmd+Option+Esc)", "kill a window; force quit"),
    Reserved("Ctrl+Alt+R", "KDE Plasma 5 (Klipper)", "run an action on the clipboard"),
    Reserved("Ctrl+Alt+X", "KDE Plasma 5 (Klipper)", "clipboard actions on and off"),
    Reserved("Ctrl+Alt+V", "KDE (older Klipper)", "the clipboard's menu"),
    Reserved(
        "Ctrl+Alt+A", "KDE (older; Plasma 6: Meta+Ctrl+A)", "the window that asks for attention"
    ),
    Reserved("Ctrl+Alt+Shift+R", "GNOME, Cinnamon", "record the screen"),
    *_each(
        ["Ctrl+Alt+Left", "Ctrl+Alt+Right", "Ctrl+Alt+Up", "Ctrl+Alt+Down"],
        "GNOME (older), Xfce, Cinnamon, MATE, openbox",
        "switch workspaces (Cinnamon: Up/Down show them)",
    ),
    *_each(
        ["Ctrl+Alt+Shift+Left", "Ctrl+Alt+Shift+Right", "Ctrl+Alt+Shift+Up"],
        "GNOME (older), Xfce, Cinnamon",
        "move the window to another workspace",
    ),
    *_each(["Ctrl+Alt+Home", "Ctrl+Alt+End"], "Xfce", "move the window to another workspace"),
    *_each(
        [f"Ctrl+Alt+Num+{n}" for n in range(1, 10)],
        "Xfce",
        "move the window to workspace N (the keypad's digits only)",
    ),
    *_each([f"Ctrl+Alt+F{n}" for n in range(1, 13)], "Linux (every desktop)", "virtual terminals"),
    *_each(
        ["Alt+Shift+Left", "Alt+Shift+Right", "Alt+Shift+Up", "Alt+Shift+Down"],
        "openbox",
        "send the window to another desktop",
    ),
    # -- Ctrl and the function keys --------------------------------------------------------
    Reserved("Ctrl+Esc", "Windows, KDE, Xubuntu", "the start menu; system monitor; whisker menu"),
    Reserved("Ctrl+Shift+Esc", "Windows", "the task manager"),
    *_each(
        [f"Ctrl+F{n}" for n in range(1, 13)],
        "Xfce (F1-F12), KDE (F1-F4, F7-F10, F12)",
        "switch workspaces; window effects; peek at the desktop",
    ),
    Reserved("Ctrl+Shift+U", "IBus (GNOME's input method), in a text field", "type a code point"),
    *_each(
        ["Print", "Shift+Print", "Alt+Print", "Ctrl+Print"],
        "every desktop, Windows, openbox",
        "screenshots",
    ),
    # -- macOS: Qt's Ctrl is Cmd, Alt is Option ---------------------------------------------
    Reserved("Ctrl+Space", "macOS (Cmd+Space)", "Spotlight"),
    Reserved("Ctrl+Alt+Space", "macOS (Cmd+Option+Space)", "a Finder search window"),
    Reserved("Ctrl+Tab", "macOS (Cmd+Tab)", "switch apps"),
    Reserved("Ctrl+Shift+Tab", "macOS (Cmd+Shift+Tab)", "switch apps, backwards"),
    Reserved("Ctrl+`", "macOS (Cmd+`)", "switch the app's windows"),
    Reserved("Ctrl+H", "macOS (Cmd+H)", "hide the app"),
    Reserved("Ctrl+Alt+H", "macOS (Cmd+Option+H)", "hide the other apps"),
    Reserved("Ctrl+M", "macOS (Cmd+M)", "minimize the window"),
    Reserved("Ctrl+Alt+M", "macOS (Cmd+Option+M)", "minimize the app's windows"),
    Reserved("Ctrl+Q", "macOS (Cmd+Q)", "quit the app", fine_for="quit"),
    Reserved("Ctrl+Shift+Q", "macOS (Cmd+Shift+Q)", "log out"),
    Reserved("Ctrl+Alt+Shift+Q", "macOS (Cmd+Option+Shift+Q)", "log out without asking"),
    *_each(
        ["Ctrl+Shift+3", "Ctrl+Shift+4", "Ctrl+Shift+5"],
        "macOS (Cmd+Shift+3, 4, 5)",
        "screenshots",
    ),
    # Keyboard Shortcuts is a help item: the Help menu it opens on macOS holds it.
    Reserved("Ctrl+?", "macOS (Cmd+?)", "search the Help menu", fine_for="shortcuts"),
    Reserved("Ctrl+F5", "macOS (Cmd+F5)", "VoiceOver"),
    Reserved("Ctrl+Alt+F5", "macOS (Cmd+Option+F5)", "accessibility shortcuts"),
    # F11 is Table View's only where Qt knows no full-screen key (on macOS, Ctrl+Cmd+F).
    Reserved("F11", "macOS", "show the desktop", fine_for="table_view"),
)


def portable(key: str) -> str:
    """`key` as Qt writes it back ("Ctrl+Alt+Delete" is "Ctrl+Alt+Del")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)


def taken(key: str) -> Reserved | None:
    """The row of the desktops' keys that `key` (Qt's portable text) falls under, if any."""
    sequence = QKeySequence(key)
    if sequence.count() != 1:
        return None
    modifiers = _modifiers(sequence)
    for row in RESERVED:
        if row.key.endswith("+*"):
            wanted = _modifiers(QKeySequence(row.key[:-2] + "+A"))
            if modifiers & wanted == wanted:
                return row
        elif portable(row.key) == portable(key):
            return row
    return None


def _modifiers(sequence: QKeySequence) -> Qt.KeyboardModifier:
    combo = sequence[0]  # type: ignore[index]  # PySide's stubs lack QKeySequence.__getitem__
    return combo.keyboardModifiers()
