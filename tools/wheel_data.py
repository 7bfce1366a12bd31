"""The files a wheel installs under its prefix's share/ (its data files), a tool of the build
(not in the package): the menu entry, the AppStream metainfo, the MIME types, the
thumbnailer, the icon, the man pages and the completions, laid out as a system keeps them,
so that pip puts them beside the venv and pipx links the man page. They are taken from the
package as the build made it (the desktop files translated), as ``influence-board
--install-desktop`` takes them, which writes the same places with the absolute command."""

from __future__ import annotations

import shutil
from pathlib import Path

APP_ID = "io.github.influence_board.InfluenceBoard"

# (in the package's resources, under share/): the names the desktop and the shells look for.
PLACES = (
    (f"desktop/{APP_ID}.desktop", f"applications/{APP_ID}.desktop"),
    (f"desktop/{APP_ID}.metainfo.xml", f"metainfo/{APP_ID}.metainfo.xml"),
    (f"desktop/{APP_ID}.xml", f"mime/packages/{APP_ID}.xml"),
    (f"desktop/{APP_ID}.thumbnailer", f"thumbnailers/{APP_ID}.thumbnailer"),
    ("icons/influence-board.svg", f"icons/hicolor/scalable/apps/{APP_ID}.svg"),
    ("manual/influence-board.1", "man/man1/influence-board.1"),
    ("manual/influence-board.bash", "bash-completion/completions/influence-board"),
    ("manual/_influence-board", "zsh/site-functions/_influence-board"),
    ("manual/influence-board.fish", "fish/vendor_completions.d/influence-board.fish"),
)


def places(resources: Path) -> list[tuple[Path, str]]:
    """(shipped file, place under share/) of each file: PLACES, then the man page of each
    language the package has one for (manual/<code>/influence-board.1)."""
    found = [(resources / shipped, place) for shipped, place in PLACES]
    for page in sorted(resources.glob("manual/*/influence-board.1")):
        found.append((page, f"man/{page.parent.name}/man1/{page.name}"))
    return found


def lay_out(resources: Path, share: Path) -> list[tuple[str, list[str]]]:
    """Copies the files of the built package's ``resources`` to their places under
    ``share`` (emptied first: nothing of an earlier build stays), and returns them as
    setuptools' data_files: (folder under the prefix, [file to copy there])."""
    shutil.rmtree(share, ignore_errors=True)
    folders: dict[str, list[str]] = {}
    for shipped, place in places(resources):
        target = share / place
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shipped, target)
        folders.setdefault(Path("share", place).parent.as_posix(), []).append(str(target))
    return list(folders.items())
