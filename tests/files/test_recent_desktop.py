"""The desktop's recent files (files/recent_desktop.py): each file opened or saved is a
bookmark of $XDG_DATA_HOME/recently-used.xbel as GLib writes it, other apps' entries are kept
byte for byte, and a file that is not a plain xbel is left as it was."""

from __future__ import annotations

import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from influence_board.files import recent_desktop
from influence_board.files.recent_desktop import (
    BOOKMARK_NS,
    GAME_MIME,
    MIME_NS,
    SCENARIO_MIME,
    add,
    recent_file,
)

pytestmark = pytest.mark.skipif(
    sys.platform in ("win32", "darwin"), reason="the freedesktop list is not the desktop's there"
)

NOW = 1_700_000_000.0  # 2023-11-14T22:13:20Z
B = f"{{{BOOKMARK_NS}}}"
M = f"{{{MIME_NS}}}"

# As GTK writes it, with another app's file that the test's file will share.
T = "2023-01-02T03:04:05.000006Z"
OTHERS = f"""<?xml version="1.0" encoding="UTF-8"?>
<xbel version="1.0"
      xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
      xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
>
  <bookmark href="file:///home/u/notes.txt" added="{T}" modified="{T}" visited="{T}">
    <info>
      <metadata owner="http://freedesktop.org">
        <mime:mime-type type="text/plain"/>
        <bookmark:groups>
          <bookmark:group>gedit</bookmark:group>
        </bookmark:groups>
        <bookmark:applications>
          <bookmark:application name="gedit" exec="&apos;gedit %u&apos;" modified="{T}" count="3"/>
        </bookmark:applications>
      </metadata>
    </info>
  </bookmark>
</xbel>
"""


def bookmarks() -> dict[str, ET.Element]:
    root = ET.parse(recent_file()).getroot()
    assert root.tag == "xbel" and root.get("version") == "1.0"
    return {b.get("href", ""): b for b in root.findall("bookmark")}


def applications(bookmark: ET.Element) -> dict[str, dict[str, str]]:
    found = bookmark.iter(f"{B}application")
    return {a.get("name", ""): dict(a.attrib) for a in found}


def test_where_the_list_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert recent_file() == tmp_path / "data" / "recently-used.xbel"
    # A relative XDG_DATA_HOME is ignored, as the base directory spec says.
    monkeypatch.setenv("XDG_DATA_HOME", "data")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert recent_file() == tmp_path / ".local" / "share" / "recently-used.xbel"


def test_a_first_file_makes_the_list(tmp_path: Path) -> None:
    game = tmp_path / "table 3 è.ibgame"
    assert not recent_file().exists()
    assert add(game, GAME_MIME, NOW)
    [(href, bookmark)] = bookmarks().items()
    assert href == game.as_uri() and "%20" in href  # a URI: the space escaped
    assert bookmark.get("added") == bookmark.get("visited") == "2023-11-14T22:13:20.000000Z"
    assert bookmark.find(f"info/metadata/{M}mime-type").get("type") == GAME_MIME  # type: ignore[union-attr]
    ours = applications(bookmark)["Influence Board"]
    assert ours["exec"] == "'influence-board %u'" and ours["count"] == "1"
    text = recent_file().read_text(encoding="utf-8")
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<xbel version="1.0"')
    assert 'xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"' in text


def test_other_apps_entries_are_kept_byte_for_byte(tmp_path: Path) -> None:
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_text(OTHERS, encoding="utf-8")
    gedit = OTHERS[OTHERS.index("  <bookmark") : OTHERS.index("</xbel>")]
    assert add(tmp_path / "a.json", SCENARIO_MIME, NOW)
    text = recent_file().read_text(encoding="utf-8")
    assert text.startswith(OTHERS[: OTHERS.index("</xbel>")])  # all of it, as it was
    assert gedit in text and text.endswith("</xbel>\n")
    assert set(bookmarks()) == {"file:///home/u/notes.txt", (tmp_path / "a.json").as_uri()}


def test_a_file_used_again_is_one_bookmark_counted_again(tmp_path: Path) -> None:
    """Its date added stays, its use is counted, and what other apps wrote of it is kept
    as they wrote it (their uses, its groups)."""
    path = tmp_path / "shared.json"
    shared = OTHERS.replace("file:///home/u/notes.txt", path.as_uri())
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_text(shared, encoding="utf-8")
    assert add(path, SCENARIO_MIME, NOW)
    assert add(path, SCENARIO_MIME, NOW + 60)
    [bookmark] = bookmarks().values()
    assert bookmark.get("added") == "2023-01-02T03:04:05.000006Z"
    assert bookmark.get("visited") == "2023-11-14T22:14:20.000000Z"
    apps = applications(bookmark)
    assert apps["gedit"] == {
        "name": "gedit",
        "exec": "'gedit %u'",
        "modified": "2023-01-02T03:04:05.000006Z",
        "count": "3",
    }
    assert apps["Influence Board"]["count"] == "2"
    text = recent_file().read_text(encoding="utf-8")
    assert text.count("<bookmark ") == 1 and text.count('name="Influence Board"') == 1
    kept = shared[shared.index("    <info>") : shared.index("        </bookmark:applications>")]
    assert kept in text  # the groups and gedit's line, byte for byte


HOSTILE = {
    "an entity that grows": (
        '<?xml version="1.0"?>\n<!DOCTYPE xbel [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<xbel version="1.0">&b;</xbel>\n'
    ),
    "not XML": "<xbel version='1.0'><bookmark href='x'></xbel>",
    "not an xbel": '<?xml version="1.0"?>\n<html><body/></html>\n',
    "another encoding": (
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<xbel version="1.0">\n</xbel>\n'
    ),
    "no room in it": '<?xml version="1.0"?>\n<xbel version="1.0"/>\n',
    "other prefixes": OTHERS.replace("xmlns:bookmark", "xmlns:bm")
    .replace("bookmark:", "bm:")
    .replace("<bm", "<bookmark"),
    "empty": "",
}


@pytest.mark.parametrize("text", list(HOSTILE.values()), ids=list(HOSTILE))
def test_a_file_not_plain_xbel_is_left_alone(tmp_path: Path, text: str) -> None:
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_bytes(text.encode("utf-8"))
    assert not add(tmp_path / "a.json", SCENARIO_MIME, NOW)
    assert recent_file().read_bytes() == text.encode("utf-8")


def test_a_file_not_utf8_is_left_alone(tmp_path: Path) -> None:
    data = OTHERS.replace("notes", "n\u00f6tes").encode("latin-1")
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_bytes(data)
    assert not add(tmp_path / "a.json", SCENARIO_MIME, NOW)
    assert recent_file().read_bytes() == data


def test_a_file_too_large_is_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    recent_file().write_text(OTHERS, encoding="utf-8")
    monkeypatch.setattr(recent_desktop, "MAX_BYTES", len(OTHERS) - 1)
    assert not add(tmp_path / "a.json", SCENARIO_MIME, NOW)
    assert recent_file().read_text(encoding="utf-8") == OTHERS


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_neither_read_nor_replaced(tmp_path: Path) -> None:
    recent_file().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(recent_file())
    assert not add(tmp_path / "a.json", SCENARIO_MIME, NOW)  # and it did not wait on it
    assert recent_file().is_fifo()


def test_a_folder_that_cannot_be_made_fails_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "file" / "data"))
    assert not add(tmp_path / "a.json", SCENARIO_MIME, NOW)


def test_opening_and_saving_in_the_window_add_the_file(window: object, tmp_path: Path) -> None:
    from influence_board.window.main_window import MainWindow

    assert isinstance(window, MainWindow)
    game, scenario = tmp_path / "game.ibgame", tmp_path / "board.json"
    assert window.parts.files.save_to(game)
    assert window.parts.files.save_to(scenario)
    assert window.parts.files.open_file(game, ask=False)
    found = bookmarks()
    types = {
        href: b.find(f"info/metadata/{M}mime-type").get("type")  # type: ignore[union-attr]
        for href, b in found.items()
    }
    assert types == {game.as_uri(): GAME_MIME, scenario.as_uri(): SCENARIO_MIME}
    assert applications(found[game.as_uri()])["Influence Board"]["count"] == "2"
