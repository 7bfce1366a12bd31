"""Edit > Preferences (dialogs/preferences.py, window/shortcut_preferences.py): every action's
key can be changed, cleared, swapped and restored; no key ever does two things; the keys
chosen are remembered, taken by every open window at once and by the next start; keys
remembered in a hostile settings file are dropped when unfit, the default kept."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QTableWidget
from pytestqt.qtbot import QtBot

from influence_board.dialogs.preferences import PreferencesDialog, Shortcut, parsed, refusal
from influence_board.files import settings as remembered
from influence_board.window.actions import ACTIONS, default_keys
from influence_board.window.shortcut_preferences import chosen_keys, held_keys, table_actions

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

Key = QKeySequence


def rows() -> list[Shortcut]:
    return [
        Shortcut("save", "Save", "File", Key("Ctrl+S"), Key("Ctrl+S")),
        Shortcut("export", "Export Picture…", "File", Key("Ctrl+E"), Key("Ctrl+E")),
        Shortcut("rules", "Influence Rules", "Help", Key(), Key()),
        Shortcut("place", "Place <b>Permanent</b>", "Game", Key("P"), Key("P")),
    ]


@pytest.fixture
def dialog(qtbot: QtBot) -> PreferencesDialog:
    shown = PreferencesDialog(rows(), {"Alt+1": "Majorities"}, None)  # type: ignore[arg-type]
    qtbot.addWidget(shown)
    return shown


def key_cell(dialog: PreferencesDialog, name: str) -> str:
    n = [r.name for r in rows()].index(name)
    item = dialog.table.item(n, 2)
    assert item is not None
    return item.text()


def test_a_free_key_is_given_and_shown(dialog: PreferencesDialog) -> None:
    dialog.choose("rules")
    assert dialog.assign(Key("Ctrl+J"))
    assert dialog.keys()["rules"] == Key("Ctrl+J")
    assert key_cell(dialog, "rules") == Key("Ctrl+J").toString(Key.SequenceFormat.NativeText)
    assert dialog.message.text() == ""


def test_a_key_typed_in_the_key_field_is_given(dialog: PreferencesDialog, qtbot: QtBot) -> None:
    dialog.show()
    dialog.choose("rules")
    qtbot.keyClick(dialog.editor, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    assert dialog.keys()["rules"] == Key("Ctrl+J")
    dialog.clear_button.click()
    assert dialog.keys()["rules"].isEmpty()
    dialog.choose("export")
    qtbot.keyClick(dialog.editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert dialog.keys()["export"] == Key("Ctrl+E"), "Save's: refused, its key kept"
    assert "Swap gives “Save” Ctrl+E" in dialog.message.text()
    assert dialog.editor.keySequence() == Key("Ctrl+E")


def test_another_action_s_key_is_refused_with_its_name_and_swap_offered(
    dialog: PreferencesDialog,
) -> None:
    dialog.choose("export")
    assert not dialog.assign(Key("Ctrl+S"))
    assert dialog.keys()["export"] == Key("Ctrl+E"), "refused: nothing changed"
    said = dialog.message.text()
    assert said == (
        "Ctrl+S is already the key of “Save”. Swap gives “Save” Ctrl+E, the key of “Export "
        "Picture…”."
    )
    assert dialog.editor.keySequence() == Key("Ctrl+E"), "the field shows the key it has"
    assert not dialog.swap_button.isHidden()
    dialog.swap_button.click()
    assert dialog.keys()["export"] == Key("Ctrl+S")
    assert dialog.keys()["save"] == Key("Ctrl+E")
    assert dialog.swap_button.isHidden() and dialog.message.text() == ""


def test_swapping_with_an_action_without_a_key_leaves_the_other_without_one(
    dialog: PreferencesDialog,
) -> None:
    dialog.choose("rules")
    assert not dialog.assign(Key("Ctrl+S"))
    assert "Swap leaves “Save” without a key." in dialog.message.text()
    dialog.swap_button.click()
    assert dialog.keys()["rules"] == Key("Ctrl+S") and dialog.keys()["save"].isEmpty()


@pytest.mark.parametrize(
    ("key", "words"),
    [
        ("Alt+1", "is kept for “Majorities”"),  # the window's other keys, as given
        ("Alt+F", "underlined letters"),
        ("Esc", "moves and acts"),
        ("Return", "moves and acts"),
    ],
)
def test_a_key_the_window_keeps_is_refused(dialog: PreferencesDialog, key: str, words: str) -> None:
    dialog.choose("rules")
    assert not dialog.assign(Key(key))
    assert words in dialog.message.text()
    assert dialog.keys()["rules"].isEmpty() and dialog.swap_button.isHidden()


def test_a_name_is_plain_text(dialog: PreferencesDialog) -> None:
    dialog.choose("export")
    dialog.assign(Key("P"))
    assert dialog.message.textFormat() == Qt.TextFormat.PlainText
    assert "“Place <b>Permanent</b>”" in dialog.message.text()


def test_default_and_restore_defaults(dialog: PreferencesDialog) -> None:
    dialog.choose("save")
    dialog.assign(Key("Ctrl+K"))
    dialog.choose("place")
    dialog.assign(Key())
    dialog.choose("save")
    dialog.default_button.click()
    assert dialog.keys()["save"] == Key("Ctrl+S")
    assert dialog.keys()["place"].isEmpty()
    dialog.restore_defaults()
    assert dialog.keys() == {r.name: r.default for r in rows()}


def test_the_find_field_keeps_the_rows_that_match(dialog: PreferencesDialog) -> None:
    dialog.filter.setText("export")
    table: QTableWidget = dialog.table
    assert [table.isRowHidden(n) for n in range(table.rowCount())] == [True, False, True, True]


@pytest.mark.parametrize(
    ("text", "key"),
    [("Ctrl+S", "Ctrl+S"), ("", ""), ("Ctrl+,", "Ctrl+,"), ("Shift+F11", "Shift+F11")],
)
def test_keys_that_parse(text: str, key: str) -> None:
    found = parsed(text)
    assert found is not None and found == Key(key)


@pytest.mark.parametrize("text", ["garbage", "Ctrl+Foo", "Ctrl+S, Ctrl+T", "Shift", "Ctrl+"])
def test_keys_that_do_not(text: str) -> None:
    assert parsed(text) is None


def test_the_table_s_own_keys_are_all_fit() -> None:
    """The checks can judge the defaults: none is refused, none held twice."""
    defaults = default_keys()
    assert not {n: k.toString() for n, k in defaults.items() if refusal(k, {})}
    keys = [k.toString() for k in defaults.values() if not k.isEmpty()]
    assert len(keys) == len(set(keys))


# -- remembered: the settings are hostile input ------------------------------------------------


def test_remembered_keys_that_are_unfit_are_dropped() -> None:
    defaults = {"save": Key("Ctrl+S"), "open": Key("Ctrl+O"), "zoom": Key("Ctrl+0")}
    wanted = {
        "save": "garbage",  # does not parse: Ctrl+S stays
        "open": "Ctrl+S",  # Save's key (its own kept): dropped
        "zoom": "Alt+1",  # a dock's: dropped
        "nothing": "Ctrl+J",  # no such action
    }
    assert chosen_keys(defaults, wanted, {"Alt+1": "Majorities"}) == defaults


def test_remembered_keys_may_swap_and_clear() -> None:
    defaults = {"save": Key("Ctrl+S"), "export": Key("Ctrl+E"), "zoom": Key("Ctrl+0")}
    wanted = {"save": "Ctrl+E", "export": "Ctrl+S", "zoom": ""}
    keys = chosen_keys(defaults, wanted, {})
    assert keys == {"save": Key("Ctrl+E"), "export": Key("Ctrl+S"), "zoom": Key()}


def test_two_remembered_keys_on_one_key_both_give_way() -> None:
    defaults = {"a": Key("Ctrl+1"), "b": Key("Ctrl+2"), "c": Key("Ctrl+3")}
    # a and b both want Ctrl+J; c wants a's default, which a takes back: c gives way too.
    keys = chosen_keys(defaults, {"a": "Ctrl+J", "b": "Ctrl+J", "c": "Ctrl+1"}, {})
    assert keys == defaults


def test_the_settings_keep_only_the_shape_of_keys() -> None:
    s = QSettings()
    s.setValue("shortcuts/save", "Ctrl+,")  # a comma: INI files quote it
    s.setValue("shortcuts/zoom_fit", "")
    s.setValue("shortcuts/Bad Name", "Ctrl+J")
    s.setValue("shortcuts/open", ["Ctrl+J", "Ctrl+K"])
    s.setValue("shortcuts/export_image", "x" * 500)
    s.setValue("shortcuts/layout_all", "Ctrl+\0")
    s.sync()
    assert remembered.shortcuts() == {"save": "Ctrl+,", "zoom_fit": ""}


# -- in the window ------------------------------------------------------------------------------


def answered(*changes: tuple[str, str]) -> Callable[[PreferencesDialog], int]:
    """A stand-in for the dialog's exec: the user gives each action its key, then OK."""

    def run(dialog: PreferencesDialog) -> int:
        for name, key in changes:
            dialog.choose(name)
            assert dialog.assign(Key(key)), dialog.message.text()
        return QDialog.DialogCode.Accepted.value

    return run


def test_no_default_key_is_one_the_window_keeps(window: MainWindow) -> None:
    """Default and Restore Defaults give keys that the dialog's checks let through."""
    window.parts.docks.build_panels()
    held = held_keys(window, table_actions(window, default_keys()))
    assert {"Alt+1", "Alt+Home", "1", "Alt+F"} <= set(held)  # the docks, timeline, players, menus
    assert {n: k.toString() for n, k in default_keys().items() if refusal(k, held)} == {}


def test_edit_preferences_is_in_the_edit_menu(window: MainWindow) -> None:
    action = window.action("preferences")
    assert action.shortcut() == Key("Ctrl+,")  # Qt's Preferences key here, or Ctrl+,
    edit = window.menuBar().actions()[1].menu()
    assert isinstance(edit, QMenu) and action in edit.actions()


def test_the_dialog_lists_every_action_with_its_key_and_menu(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[list[tuple[str, str, str, str]]] = []

    def look(dialog: PreferencesDialog) -> int:
        table = dialog.table
        cells = [
            tuple(table.item(n, c).text() for c in range(3))  # type: ignore[union-attr]
            for n in range(table.rowCount())
        ]
        seen.append([(dialog._rows[n].name, *cell) for n, cell in enumerate(cells)])  # type: ignore[misc]
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(PreferencesDialog, "exec", look)
    window.action("preferences").trigger()
    (listed,) = seen
    assert [name for name, *_ in listed] == [row.name for row in ACTIONS]
    by_name = {name: (text, menu, key) for name, text, menu, key in listed}
    assert by_name["save"][:2] == ("Save", "File")
    assert by_name["theme_dark"][1] == "View > Colours"
    assert by_name["arrange_table"][2] == Key("Ctrl+1").toString(Key.SequenceFormat.NativeText)
    assert remembered.shortcuts() == {}, "cancelled: nothing remembered"


def test_keys_chosen_are_taken_at_once_by_every_window_and_at_the_next_start(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from influence_board.window.main_window import MainWindow

    other = MainWindow()
    qtbot.addWidget(other)
    monkeypatch.setattr(
        PreferencesDialog,
        "exec",
        answered(("export_image", "Ctrl+J"), ("describe", "")),
    )
    window.action("preferences").trigger()
    for each in (window, other):
        assert each.action("export_image").shortcut() == Key("Ctrl+J")
        assert each.action("describe").shortcut().isEmpty()
    assert remembered.shortcuts() == {"export_image": "Ctrl+J", "describe": ""}
    later = MainWindow()
    qtbot.addWidget(later)
    assert later.action("export_image").shortcut() == Key("Ctrl+J")
    assert later.action("describe").shortcut().isEmpty()
    assert later.action("save").shortcut() == Key(Key.StandardKey.Save)


def test_a_start_drops_a_remembered_key_the_docks_have(qtbot: QtBot) -> None:
    """The window's own keys are in when the remembered ones are judged: Alt+1 is a dock's."""
    from influence_board.window.main_window import MainWindow

    remembered.set_shortcuts({"zoom_fit": "Alt+1", "describe": "Ctrl+S", "zoom_in": "Ctrl+J"})
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.action("zoom_fit").shortcut() == Key("Ctrl+0")
    assert window.action("describe").shortcut() == Key("Ctrl+D")
    assert window.action("zoom_in").shortcut() == Key("Ctrl+J")


def test_restore_defaults_forgets_the_keys_remembered(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    remembered.set_shortcuts({"export_image": "Ctrl+J"})

    def restore(dialog: PreferencesDialog) -> int:
        dialog.restore_defaults()
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(PreferencesDialog, "exec", restore)
    window.action("preferences").trigger()
    assert remembered.shortcuts() == {}
    assert window.action("export_image").shortcut() == Key("Ctrl+E")
