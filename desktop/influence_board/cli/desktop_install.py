"""`influence-board --install-desktop [--prefix DIR]`: the desktop integration a `pip` or
`pipx` install lacks, from the files shipped in the package: the menu entry (.desktop),
the AppStream metainfo, the MIME types of the three file kinds, the icon, the
thumbnailer, the man page (in English and in each language it is shipped in) and the bash,
zsh and fish completions; under XDG_DATA_HOME (default ~/.local/share) or DIR/share, each
where its reader looks by default (man, bash-completion and fish do under both; zsh only
under its own prefix, /usr/local included: elsewhere a line says how to tell zsh), then
the desktop, MIME and icon databases are refreshed where their tools are installed.
`--uninstall-desktop` removes those files.

The menu entry and the thumbnailer start the absolute command that ran the install, so
the menu works whatever PATH a desktop session has. Every file is written as the app
writes any file (safe_io.write_atomic: whole or not at all), and only inside the folder
installed to: a symbolic link on the way that leads out of it, or a FIFO, a device or a
folder where a file goes, is refused with the reason, for every file before any is
written or removed, so that a refusal changes nothing.
"""

from __future__ import annotations

import errno
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator, Sequence
from importlib import resources
from pathlib import Path

from ..rules.formats.safe_io import kind, reason, write_atomic
from ..text.escaping import escaped
from ..text.language import _, is_language_code

APP_ID = "io.github.influence_board.InfluenceBoard"
PROGRAM = "influence-board"
MAN_PAGE = "influence-board.1"  # resources/manual/<language>/ holds it translated
ZSH_FOLDER = "zsh/site-functions"  # under share/: where zsh looks under its own prefix

# (shipped folder, shipped name, where under share/, installed name)
PLACES = (
    ("desktop", f"{APP_ID}.desktop", "applications", f"{APP_ID}.desktop"),
    ("desktop", f"{APP_ID}.metainfo.xml", "metainfo", f"{APP_ID}.metainfo.xml"),
    ("desktop", f"{APP_ID}.xml", "mime/packages", f"{APP_ID}.xml"),
    ("desktop", f"{APP_ID}.thumbnailer", "thumbnailers", f"{APP_ID}.thumbnailer"),
    ("icons", "influence-board.svg", "icons/hicolor/scalable/apps", f"{APP_ID}.svg"),
    ("manual", MAN_PAGE, "man/man1", MAN_PAGE),
    ("manual", "influence-board.bash", "bash-completion/completions", "influence-board"),
    ("manual", "_influence-board", ZSH_FOLDER, "_influence-board"),
    ("manual", "influence-board.fish", "fish/vendor_completions.d", "influence-board.fish"),
)
# The shipped files that start the app: their bare `influence-board` becomes the command.
STARTERS = (f"{APP_ID}.desktop", f"{APP_ID}.thumbnailer")
# Desktop Entry Specification, "The Exec key": an argument holding one of these is quoted.
_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def share_folder(prefix: str | None) -> Path:
    if prefix:
        return Path(prefix) / "share"
    data = os.environ.get("XDG_DATA_HOME")
    return Path(data) if data else Path.home() / ".local" / "share"


def install(prefix: str | None = None) -> Iterator[str]:
    """Write every file to its place, then refresh the databases; yields a line for each
    thing done. Raises OSError saying why a file is not written (nothing is written when a
    place is refused; a failed write leaves that file as it was)."""
    root = _root(prefix)
    command = running_command()
    shipped = resources.files("influence_board.resources")
    files: list[tuple[Path, bytes]] = []
    for folder, name, place, installed in _places():
        content = (shipped / folder / name).read_bytes()
        if name in STARTERS:
            content = naming(content.decode("utf-8"), command).encode("utf-8")
        files.append((_relative(prefix, place, installed), content))
    for relative, _content in files:
        _real_place(root, relative)
    for relative, content in files:
        target = _real_place(root, relative, create=True)
        try:
            write_atomic(target, content)
        except OSError as exc:
            raise _refused(
                _("cannot write {file}: {why}").format(file=root / relative, why=reason(exc))
            ) from None
        yield _("installed {file}").format(file=root / relative)
    # A venv's command is not on the login PATH: the entry names it whole, and says so.
    yield _("the menu entry runs {command}").format(command=" ".join(command))
    yield from _zsh_told(root / _relative(prefix, ZSH_FOLDER, ""))
    yield from _refresh(share_folder(prefix))


def uninstall(prefix: str | None = None) -> Iterator[str]:
    """Remove the files `install` writes, those that are there, then refresh the
    databases; yields a line for each thing done. Raises OSError saying why not (nothing is
    removed when a place is refused)."""
    root = _root(prefix)
    places = [_relative(prefix, place, installed) for _folder, _name, place, installed in _places()]
    found = [(relative, _real_place(root, relative)) for relative in places]
    for relative, real in found:
        if not os.path.lexists(real):
            continue  # not installed (anything else there was refused by _real_place)
        try:
            os.unlink(real)
        except OSError as exc:
            raise _refused(
                _("cannot remove {file}: {why}").format(file=root / relative, why=reason(exc))
            ) from None
        yield _("removed {file}").format(file=root / relative)
    yield from _refresh(share_folder(prefix))


def _places() -> list[tuple[str, str, str, str]]:
    """PLACES, and the man page in each language it is shipped in (share/man/<code>/man1)."""
    manual = resources.files("influence_board.resources") / "manual"
    codes = sorted(
        folder.name
        for folder in manual.iterdir()
        if folder.is_dir() and is_language_code(folder.name) and (folder / MAN_PAGE).is_file()
    )
    translated = [(f"manual/{code}", MAN_PAGE, f"man/{code}/man1", MAN_PAGE) for code in codes]
    return [*PLACES, *translated]


def _zsh_told(folder: Path) -> Iterator[str]:
    """A line saying how to have zsh read the completion in `folder`, when zsh is installed
    and does not look there by default (a user's own install: zsh has no such folder)."""
    zsh = shutil.which("zsh")
    if zsh is None:
        return
    try:
        done = subprocess.run(
            [zsh, "-f", "-c", "print -rl -- $fpath"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return  # a zsh that cannot say: nothing to tell
    looked = {os.path.realpath(line) for line in done.stdout.splitlines() if line}
    if os.path.realpath(folder) not in looked:
        yield _(
            "zsh does not look in {folder} by default: add fpath+=({folder}) to ~/.zshrc, "
            "before compinit"
        ).format(folder=shlex.quote(str(folder)))


def running_command() -> list[str]:
    """The absolute command this run was started as: a bundle's executable; the
    `influence-board` script as it was called (not resolved: pipx's link in ~/.local/bin
    outlives an upgrade, the venv behind it may not); the script beside this Python, for
    `python -m influence_board`; else this Python running the package. Raises OSError when
    a desktop entry cannot hold it (a control character, bytes that are not UTF-8)."""
    beside = Path(sys.executable).parent / PROGRAM  # the script of `python -m`'s install
    if getattr(sys, "frozen", False):
        command = [os.path.abspath(sys.executable)]
    elif sys.argv and Path(sys.argv[0]).stem == PROGRAM and os.path.isfile(sys.argv[0]):
        command = [os.path.abspath(sys.argv[0])]
    elif beside.is_file() and os.access(beside, os.X_OK):
        command = [os.path.abspath(beside)]
    else:
        command = [os.path.abspath(sys.executable), "-m", "influence_board"]
    for part in command:
        if escaped(part) != part:
            said = _("{path}, the running command, cannot be named in a desktop entry")
            raise _refused(said.format(path=escaped(part)))
    return command


def naming(entry: str, command: Sequence[str]) -> str:
    """A shipped entry (keys of type string) whose Exec and TryExec name `command` where
    they named the bare program."""
    tried = command[0].replace("\\", "\\\\")
    entry = re.sub(rf"^TryExec={PROGRAM}$", lambda _m: f"TryExec={tried}", entry, flags=re.M)
    started = exec_value(command)
    return re.sub(rf"^Exec={PROGRAM}(?= |$)", lambda _m: f"Exec={started}", entry, flags=re.M)


def exec_value(command: Sequence[str]) -> str:
    """`command` as the value of an Exec key (Desktop Entry Specification): an argument
    holding a reserved character in double quotes, with `"`, `` ` ``, `$` and `\\` escaped
    inside them; then, the value being a string, each backslash doubled, and `%` written
    `%%` (a lone one starts a field code)."""
    return " ".join(_exec_argument(argument) for argument in command)


def _exec_argument(argument: str) -> str:
    quoted = argument
    if not argument or not _RESERVED.isdisjoint(argument):
        quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", argument) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def _root(prefix: str | None) -> Path:
    """The folder installed to, as the user named it: links inside it stay inside it."""
    return Path(prefix) if prefix else share_folder(None)


def _relative(prefix: str | None, place: str, installed: str) -> Path:
    return Path("share" if prefix else "", place, installed)


def _real_place(root: Path, relative: Path, create: bool = False) -> Path:
    """Where the file `relative` under `root` really is (a link inside `root` followed):
    each folder on the way is a folder (`create`: made when missing), no link on the way
    (the file's own included) leads out of `root`, and the file, if there is one, is a
    regular file. Raises OSError saying which and why."""
    inside = Path(os.path.realpath(root))
    here = root
    _looked_up(here, inside, folder=True, create=create)
    *folders, name = relative.parts
    for part in folders:
        here = here / part
        _looked_up(here, inside, folder=True, create=create)
    _looked_up(here / name, inside, folder=False, create=False)
    return Path(os.path.realpath(here / name))


def _looked_up(path: Path, inside: Path, folder: bool, create: bool) -> None:
    """Refused unless `path` is missing or, a link inside `inside` followed, a folder
    (`folder`) or a regular file."""
    info = _status(path, follow=False)
    if info is not None and stat.S_ISLNK(info.st_mode):
        real = os.path.realpath(path)
        if not _within(Path(real), inside):
            raise _refused(
                _("{path} is a symbolic link that leads out of {folder} (to {target})").format(
                    path=path, folder=inside, target=real
                )
            )
        info = _status(path, follow=True)  # None: a link to nothing, inside
    if info is None and create:
        try:
            os.makedirs(os.path.realpath(path), exist_ok=True)
        except OSError as exc:
            raise _refused(_("{path}: {why}").format(path=path, why=reason(exc))) from None
        info = _status(path, follow=True)
    if info is None:
        return
    if folder and not stat.S_ISDIR(info.st_mode):
        raise _refused(_("{path} is not a folder").format(path=path))
    if not folder and not stat.S_ISREG(info.st_mode):
        raise _refused(
            _("{path} is {kind}, not a regular file").format(path=path, kind=kind(info.st_mode))
        )


def _status(path: Path, follow: bool) -> os.stat_result | None:
    try:
        return os.stat(path, follow_symlinks=follow)
    except FileNotFoundError:
        return None
    except OSError as exc:  # a link loop, a file where a folder is, no permission
        raise _refused(_("{path}: {why}").format(path=path, why=reason(exc))) from None


def _within(real: Path, inside: Path) -> bool:
    return real == inside or inside in real.parents


def _refused(why: str) -> OSError:
    return OSError(errno.EPERM, why)


def _refresh(share: Path) -> Iterator[str]:
    refresh = (
        ("update-desktop-database", "-q", str(share / "applications")),
        ("update-mime-database", str(share / "mime")),
        ("gtk-update-icon-cache", "-q", "-t", "-f", str(share / "icons" / "hicolor")),
    )
    for command in refresh:
        if not os.path.isdir(command[-1]):
            continue  # nothing of ours was ever there
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
