"""`influence-board --install-desktop [--prefix DIR]`: the desktop integration a `pip` or
`pipx` install lacks, from the files shipped in the package: the menu entry (.desktop),
the AppStream metainfo, the MIME types of the three file kinds, the icon, the
thumbnailer, the man page and the bash, zsh and fish completions; under XDG_DATA_HOME
(default ~/.local/share) or DIR/share, then the desktop, MIME and icon databases are
refreshed where their tools are installed."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

from ..rules.language import _

APP_ID = "io.github.influence_board.InfluenceBoard"

# (shipped folder, shipped name, where under share/, installed name)
PLACES = (
    ("desktop", f"{APP_ID}.desktop", "applications", f"{APP_ID}.desktop"),
    ("desktop", f"{APP_ID}.metainfo.xml", "metainfo", f"{APP_ID}.metainfo.xml"),
    ("desktop", f"{APP_ID}.xml", "mime/packages", f"{APP_ID}.xml"),
    ("desktop", f"{APP_ID}.thumbnailer", "thumbnailers", f"{APP_ID}.thumbnailer"),
    ("icons", "influence-board.svg", "icons/hicolor/scalable/apps", f"{APP_ID}.svg"),
    ("manual", "influence-board.1", "man/man1", "influence-board.1"),
    ("manual", "influence-board.bash", "bash-completion/completions", "influence-board"),
    ("manual", "_influence-board", "zsh/site-functions", "_influence-board"),
    ("manual", "influence-board.fish", "fish/vendor_completions.d", "influence-board.fish"),
)


def share_folder(prefix: str | None) -> Path:
    if prefix:
        return Path(prefix) / "share"
    data = os.environ.get("XDG_DATA_HOME")
    return Path(data) if data else Path.home() / ".local" / "share"


def install(prefix: str | None = None) -> Iterator[str]:
    """Copy every file to its place, then refresh the databases; yields a line for each
    thing done. Raises OSError when a file cannot be written."""
    share = share_folder(prefix)
    shipped = resources.files("influence_board.resources")
    for folder, name, place, installed in PLACES:
        target = share / place / installed
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((shipped / folder / name).read_bytes())
        yield _("installed {file}").format(file=target)
    refresh = (
        ("update-desktop-database", "-q", str(share / "applications")),
        ("update-mime-database", str(share / "mime")),
        ("gtk-update-icon-cache", "-q", "-t", "-f", str(share / "icons" / "hicolor")),
    )
    for command in refresh:
        if shutil.which(command[0]) is None:
            yield _(
                "{program} is not installed: its database is refreshed at the next login"
            ).format(program=command[0])
            continue
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode == 0:
            yield _("ran {program}").format(program=command[0])
        else:
            yield _("ran {program} (exit {code})").format(program=command[0], code=done.returncode)
