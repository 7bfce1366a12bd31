"""The Linux desktop integration in resources/desktop/ (shipped in the wheel, installed by
`influence-board --install-desktop`): the .desktop entry, the shared MIME types of
scenarios, game files and operation files, the AppStream metainfo and the thumbnailer;
and the icon, the window's own (resources/icons/), installed under the app id.

The freedesktop validators (desktop-file-validate from desktop-file-utils, appstreamcli from
appstream) run when installed and only those tests skip without them; the structure checks,
which tie the files to each other and to the app, always run.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from influence_board import __version__
from influence_board.rules.formats.scenario import FORMAT, dumps, standard_board

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "resources" / "desktop"
APP_ID = "io.github.influence_board.InfluenceBoard"
DESKTOP = LINUX / f"{APP_ID}.desktop"
MIME_XML = LINUX / f"{APP_ID}.xml"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICON = ROOT / "resources" / "icons" / "influence-board.svg"  # the window's and the desktop's
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SCENARIO_TYPE = "application/x-influence-board-scenario"
GAME_TYPE = "application/x-influence-board-game"
OPERATIONS_TYPE = "application/x-influence-board-operations"
TYPES = [SCENARIO_TYPE, GAME_TYPE, OPERATIONS_TYPE]


def _tool(name: str, package: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(
        shutil.which(name) is None,
        reason=f"{name} is not installed (Debian/Ubuntu: apt install {package})",
    )


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _list(value: str) -> list[str]:
    return [item for item in value.split(";") if item]


def _mime_types() -> dict[str, ET.Element]:
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    types = {t.get("type", ""): t for t in root.findall(f"{MIME_NS}mime-type")}
    assert list(types) == TYPES, "three MIME types: scenarios, game files, operation files"
    return types


def _mime_type(name: str = SCENARIO_TYPE) -> ET.Element:
    return _mime_types()[name]


def _pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


# -- the validators ----------------------------------------------------------------------


@_tool("desktop-file-validate", "desktop-file-utils")
def test_desktop_file_validates() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "error:" not in report and "warning:" not in report, report


@_tool("appstreamcli", "appstream")
def test_metainfo_validates() -> None:
    # Without --no-net the screenshot and URLs would be fetched; with it, warnings still fail.
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@_tool("appstreamcli", "appstream")
def test_installed_tree_validates(tmp_path: Path) -> None:
    """Laid out as a package installs them, the metainfo finds its desktop file and icon."""
    share = tmp_path / "usr" / "share"
    places = {
        METAINFO: share / "metainfo",
        DESKTOP: share / "applications",
        MIME_XML: share / "mime" / "packages",
    }
    for source, folder in places.items():
        folder.mkdir(parents=True)
        shutil.copy(source, folder)
    icons = share / "icons" / "hicolor" / "scalable" / "apps"
    icons.mkdir(parents=True)
    shutil.copy(ICON, icons / f"{APP_ID}.svg")  # the icon is installed under the app id
    done = subprocess.run(
        ["appstreamcli", "validate-tree", "--no-net", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


# -- how the files fit together ----------------------------------------------------------


def test_desktop_entry_launches_the_app() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    command, *field_codes = entry["Exec"].split()
    assert command in _pyproject()["project"]["gui-scripts"], "Exec runs the installed command"
    assert field_codes == ["%F"]
    assert entry["Icon"] == APP_ID
    assert _list(entry["MimeType"]) == TYPES
    assert "Game" in _list(entry["Categories"])
    assert _list(entry["Keywords"])


def test_mime_types_are_the_ones_the_desktop_entry_opens() -> None:
    opened = _list(_desktop_entry()["MimeType"])
    for name, mime in _mime_types().items():
        assert name in opened
        assert mime.findtext(f"{MIME_NS}comment")
        assert mime.find(f"{MIME_NS}magic") is not None
    scenario = _mime_type(SCENARIO_TYPE)
    parents = [e.get("type") for e in scenario.findall(f"{MIME_NS}sub-class-of")]
    assert parents == ["application/json"]
    globs = [g.get("pattern", "") for g in scenario.findall(f"{MIME_NS}glob")]
    assert all(g.endswith(".json") for g in globs)
    assert "*.json" not in globs, "a bare *.json glob would claim every JSON file"
    assert [g.get("pattern") for g in _mime_type(GAME_TYPE).findall(f"{MIME_NS}glob")] == [
        "*.ibgame"
    ]
    operations = [g.get("pattern") for g in _mime_type(OPERATIONS_TYPE).findall(f"{MIME_NS}glob")]
    assert "*.jsonl" not in operations, "a bare *.jsonl glob would claim every JSON lines file"
    # A game file holds a scenario: its own format is looked for first.
    game_magic = _mime_type(GAME_TYPE).find(f"{MIME_NS}magic")
    scenario_magic = scenario.find(f"{MIME_NS}magic")
    assert game_magic is not None and scenario_magic is not None
    assert int(game_magic.get("priority", "50")) > int(scenario_magic.get("priority", "50"))


def test_mime_magic_recognises_the_files_the_app_writes() -> None:
    """Every magic string is looked for where the rule says, and between them they match
    the shipped standard board and a board as the app saves it."""
    matches = _mime_type().findall(f"{MIME_NS}magic/{MIME_NS}match")
    assert matches
    rules = []
    for match in matches:
        assert match.get("type") == "string"
        start, _, end = match.get("offset", "").partition(":")
        value = match.get("value", "")
        assert FORMAT in value
        rules.append((int(start), int(end or start), value.encode("utf-8")))

    def recognised(data: bytes) -> bool:
        return any(value in data[start : end + len(value)] for start, end, value in rules)

    shipped = (ROOT / "resources" / "scenarios" / "world-order.json").read_bytes()
    saved = dumps(standard_board()).encode("utf-8")
    assert recognised(shipped)
    assert recognised(saved)
    assert not recognised(b'{"format": "something-else/1", "name": "x"}')


def test_metainfo_describes_this_app() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID == METAINFO.name.removesuffix(".metainfo.xml")
    launchables = root.findall("launchable")
    assert [(e.get("type"), e.text) for e in launchables] == [("desktop-id", DESKTOP.name)]
    assert root.findtext("project_license") == "MIT"
    assert _pyproject()["project"]["license"] == root.findtext("project_license")
    assert root.findtext("metadata_license")
    assert root.findtext("name") == _desktop_entry()["Name"]
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    assert root.find("content_rating") is not None
    assert root.findtext("url[@type='homepage']", "").startswith("https://")
    assert root.findtext("icon[@type='stock']") == APP_ID
    assert [e.text for e in root.findall("provides/mediatype")] == TYPES
    assert [e.text for e in root.findall("provides/binary")] == ["influence-board"]


def test_metainfo_release_is_the_package_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "at least one release"
    newest = releases[0]
    assert newest.get("version") == __version__ == _pyproject()["project"]["version"]
    assert newest.get("date")


def test_metainfo_screenshot_is_the_window() -> None:
    """A store shows the app as its users see it: the window, not a render of the board,
    at the size the file has."""
    images = ET.parse(METAINFO).getroot().findall("screenshots/screenshot/image")
    assert images
    url = images[0].text or ""
    assert url.startswith("https://") and url.endswith("/docs/window.png")
    assert "influence-board" in url
    shot = QImage(str(ROOT / "docs" / "window.png"))
    size = (int(images[0].get("width", 0)), int(images[0].get("height", 0)))
    assert (shot.width(), shot.height()) == size


def test_metainfo_names_its_developer_and_touch() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.find("developer_name") is None, "deprecated: <developer id=...>"
    developer = root.find("developer")
    assert developer is not None and developer.get("id") and developer.findtext("name")
    controls = [e.text for e in root.findall("supports/control")]
    assert {"pointing", "keyboard", "touch"} <= set(controls)
    versions = [e.get("version") for e in root.findall("releases/release")]
    assert len(versions) == len(set(versions)), "one release entry per version"


def test_the_readme_picture_works_on_an_index_page() -> None:
    """PyPI shows the README without the repository beside it: its pictures and links to
    files are absolute addresses."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures
    assert all(p.startswith("https://") for p in pictures), pictures
    links = re.findall(r"(?<!!)\[[^\]]*\]\(([^)#]+)\)", readme)
    assert all(link.startswith(("https://", "http://", "mailto:")) for link in links), links


# -- the types, as Qt finds them -----------------------------------------------------------

MIME_PROBE = """
import sys
from PySide6.QtCore import QCoreApplication, QMimeDatabase
app = QCoreApplication([])
db = QMimeDatabase()
content = QMimeDatabase.MatchMode.MatchContent
for path in sys.argv[1:]:
    print(db.mimeTypeForFile(path).name(), db.mimeTypeForFile(path, content).name())
"""


def _written_files(folder: Path) -> dict[str, Path]:
    """A scenario, a game file and an operation file, each written as the app writes it."""
    from influence_board.rules import Add, Refusal, apply
    from influence_board.rules.formats.game_file import save_game
    from influence_board.rules.formats.operation_lines import to_line
    from influence_board.rules.history.tree import Node, Variations

    board = standard_board()
    op = Add("europe", "china", "temporary")
    result = apply(board, op)
    assert not isinstance(result, Refusal)
    tree = Variations(board)
    tree.current = tree.adopt(Node(tree.root, op, result.board, "China in Europe"))
    files = {
        "scenario": folder / "table.json",
        "named scenario": folder / "table.influence-board.json",
        "game": folder / "table.ibgame",
        "game without suffix": folder / "table-game",
        "operations": folder / "game.jsonl",
    }
    for name in ("scenario", "named scenario"):
        files[name].write_text(dumps(board), encoding="utf-8")
    save_game(tree, files["game"])
    save_game(tree, files["game without suffix"])
    files["operations"].write_text(to_line(op) + "\n", encoding="utf-8")
    return files


@_tool("update-mime-database", "shared-mime-info")
def test_qt_finds_each_kind_of_file_its_own_type(tmp_path: Path) -> None:
    """The MIME file installed into a temporary XDG_DATA_DIRS (beside the system's types):
    QMimeDatabase gives each kind the app writes its own type, by name where the name
    says it and by content always (a plain *.json stays JSON by name: see the XML)."""
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME_XML, share / "mime" / "packages")
    subprocess.run(["update-mime-database", str(share / "mime")], check=True, capture_output=True)
    files = _written_files(tmp_path)
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    env = dict(os.environ, XDG_DATA_DIRS=f"{share}:{system}", XDG_DATA_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-c", MIME_PROBE, *map(str, files.values())],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    )
    found = dict(zip(files, (line.split() for line in done.stdout.splitlines()), strict=True))
    assert found == {
        "scenario": ["application/json", SCENARIO_TYPE],
        "named scenario": [SCENARIO_TYPE, SCENARIO_TYPE],
        "game": [GAME_TYPE, GAME_TYPE],
        "game without suffix": [GAME_TYPE, GAME_TYPE],
        "operations": [OPERATIONS_TYPE, OPERATIONS_TYPE],
    }, done.stderr


# -- the icon ----------------------------------------------------------------------------


def test_icon_is_a_128_pixel_svg() -> None:
    root = ET.parse(ICON).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert (root.get("width"), root.get("height")) == ("128", "128")
    assert root.get("viewBox") == "0 0 128 128"


def test_icon_draws_in_qt(qapp: QApplication) -> None:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 64, 64))
    painter.end()
    assert image.pixelColor(32, 32).alpha() == 255, "the card fills the middle"
    assert image.pixelColor(0, 0).alpha() == 0, "the corners stay transparent"


# -- --install-desktop --------------------------------------------------------------------


def _install(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    data = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", "--install-desktop", *args],
        env={**os.environ, "XDG_DATA_HOME": str(data)},
        capture_output=True,
        text=True,
        check=False,
    )
    return done, data


INSTALLED = [
    f"applications/{APP_ID}.desktop",
    f"metainfo/{APP_ID}.metainfo.xml",
    f"mime/packages/{APP_ID}.xml",
    f"thumbnailers/{APP_ID}.thumbnailer",
    f"icons/hicolor/scalable/apps/{APP_ID}.svg",
    "man/man1/influence-board.1",
    "bash-completion/completions/influence-board",
    "zsh/site-functions/_influence-board",
    "fish/vendor_completions.d/influence-board.fish",
]


def test_install_desktop_puts_every_file_under_xdg_data_home(tmp_path: Path) -> None:
    done, data = _install(tmp_path)
    assert done.returncode == 0, done.stderr
    for place in INSTALLED:
        assert (data / place).is_file(), place
        assert f"installed {data / place}" in done.stdout
    # The shipped entry, with the absolute command that installed it in place of the name.
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    started = re.search(r"^TryExec=(/.*)$", entry, flags=re.M)
    assert started, entry
    shipped = resources.files("influence_board.resources") / "desktop" / DESKTOP.name
    assert entry.replace(started[1], "influence-board") == shipped.read_text(encoding="utf-8")


def test_install_desktop_under_a_prefix(tmp_path: Path) -> None:
    done, data = _install(tmp_path, "--prefix", str(tmp_path / "usr"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "usr" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert not data.exists()


@_tool("desktop-file-validate", "desktop-file-utils")
@_tool("appstreamcli", "appstream")
def test_installed_desktop_files_validate(tmp_path: Path) -> None:
    done, data = _install(tmp_path)
    assert done.returncode == 0, done.stderr
    desktop = subprocess.run(
        ["desktop-file-validate", str(data / "applications" / f"{APP_ID}.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert desktop.returncode == 0 and not desktop.stdout + desktop.stderr, desktop
    metainfo = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(data / "metainfo" / f"{APP_ID}.metainfo.xml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert metainfo.returncode == 0, metainfo.stdout + metainfo.stderr


@_tool("update-mime-database", "shared-mime-info")
def test_install_desktop_refreshes_the_mime_database(tmp_path: Path) -> None:
    done, data = _install(tmp_path)
    assert "ran update-mime-database" in done.stdout
    assert SCENARIO_TYPE in (data / "mime" / "types").read_text(encoding="utf-8")


def test_the_thumbnailer_runs_render_at_the_size_asked() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(LINUX / f"{APP_ID}.thumbnailer", encoding="utf-8")
    entry = parser["Thumbnailer Entry"]
    assert entry["Exec"] == "influence-board render %i --size %s -o %o"
    assert set(_list(entry["MimeType"])) == {SCENARIO_TYPE, GAME_TYPE}


@pytest.mark.parametrize("size", [128, 256])
def test_the_thumbnailer_makes_a_png_of_the_size_asked(tmp_path: Path, size: int) -> None:
    scenario = tmp_path / "table.json"
    scenario.write_text(dumps(standard_board()), encoding="utf-8")
    out = tmp_path / "thumb.png"
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", "render", str(scenario), "--size", str(size),
         "-o", str(out)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert max(image.width(), image.height()) == size
    assert min(image.width(), image.height()) > 0
