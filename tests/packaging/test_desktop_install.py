"""`influence-board --install-desktop` and `--uninstall-desktop` write and remove only what
they say, where they say (issue 33, item 4): a link that leads out of the prefix (to a
victim file, or a symlinked `share`), a FIFO and a device where a file goes are refused
with the reason (exit 2) and change nothing; a full disk leaves every file whole; the
desktop entry starts the absolute command that installed it, quoted as the Desktop Entry
Specification says; and uninstalling removes what installing wrote, and nothing else.

Each run is a process of its own, so that a FIFO read for good fails the test (timeout)
instead of hanging the run; the special files are made in a temporary folder."""

from __future__ import annotations

import errno
import os
import re
import resource
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app_process import environment
from influence_board.cli import desktop_install
from influence_board.text.language import languages
from shells import bash_offers, fish_offers, needs_bash, needs_fish, needs_zsh, zsh_offers

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs, device nodes and symlinks")

APP_ID = "io.github.influence_board.InfluenceBoard"
MAN_PAGE = Path("share/man/man1/influence-board.1")
DESKTOP = Path(f"share/applications/{APP_ID}.desktop")
THUMBNAILER = Path(f"share/thumbnailers/{APP_ID}.thumbnailer")
SCRIPT = shutil.which("influence-board", path=str(Path(sys.executable).parent))
LANGUAGES = [code for code, _name in languages() if code != "en"]  # a man page each
BASH_COMPLETION = Path("/usr/share/bash-completion/bash_completion")


def run(
    prefix: Path,
    *options: str,
    command: tuple[str, ...] = (sys.executable, "-m", "influence_board"),
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*command, *options, "--prefix", str(prefix)],
        env=environment(),
        capture_output=True,
        text=True,
        timeout=60,  # a FIFO read for good fails here
        check=False,
    )


def installed(done: subprocess.CompletedProcess[str]) -> list[Path]:
    """The files an install said it wrote."""
    return [Path(line.removeprefix("installed ")) for line in done.stdout.splitlines()
            if line.startswith("installed ")]  # fmt: skip


def files_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if not path.is_dir()}


def key(entry: Path, name: str) -> str:
    (line,) = [
        ln for ln in entry.read_text(encoding="utf-8").splitlines() if ln.startswith(f"{name}=")
    ]
    return line.removeprefix(f"{name}=")


def refused(done: subprocess.CompletedProcess[str], why: str) -> None:
    assert done.returncode == 2, done.stdout + done.stderr
    assert why in done.stderr, done.stderr
    assert done.stdout == "", "nothing done"


# -- refused places -------------------------------------------------------------------------


def test_a_link_to_a_file_outside_the_prefix_is_refused_and_the_file_kept(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file\n", encoding="utf-8")
    prefix = tmp_path / "usr"
    (prefix / MAN_PAGE).parent.mkdir(parents=True)
    (prefix / MAN_PAGE).symlink_to(victim)
    for option in ("--install-desktop", "--uninstall-desktop"):
        done = run(prefix, option)
        refused(done, f"{prefix / MAN_PAGE} is a symbolic link that leads out of {prefix}")
        assert victim.read_text(encoding="utf-8") == "the user's own file\n"
        assert os.readlink(prefix / MAN_PAGE) == str(victim)
    assert files_under(prefix) == {prefix / MAN_PAGE}, "a refusal writes nothing"


def test_a_symlinked_share_leading_out_of_the_prefix_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    prefix = tmp_path / "usr"
    prefix.mkdir()
    (prefix / "share").symlink_to(elsewhere)
    done = run(prefix, "--install-desktop")
    refused(done, f"{prefix / 'share'} is a symbolic link that leads out of {prefix}")
    assert list(elsewhere.iterdir()) == []


def test_a_link_that_stays_inside_the_prefix_is_followed(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    (prefix / "data").mkdir(parents=True)
    (prefix / "share").symlink_to(prefix / "data")
    done = run(prefix, "--install-desktop")
    assert done.returncode == 0, done.stderr
    assert (prefix / "data" / MAN_PAGE.relative_to("share")).is_file()


def test_a_fifo_where_a_file_goes_is_refused_at_once(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    (prefix / MAN_PAGE).parent.mkdir(parents=True)
    os.mkfifo(prefix / MAN_PAGE)
    for option in ("--install-desktop", "--uninstall-desktop"):
        refused(run(prefix, option), f"{prefix / MAN_PAGE} is a pipe (FIFO), not a regular file")
        assert stat.S_ISFIFO(os.lstat(prefix / MAN_PAGE).st_mode)
    assert files_under(prefix) == {prefix / MAN_PAGE}


def test_a_device_where_a_file_goes_is_refused(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    (prefix / DESKTOP).parent.mkdir(parents=True)
    try:
        os.mknod(prefix / DESKTOP, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # a private null
    except PermissionError:
        pytest.skip("making a device node needs CAP_MKNOD")
    refused(run(prefix, "--install-desktop"), f"{prefix / DESKTOP} is a device, not a regular file")
    assert stat.S_ISCHR(os.lstat(prefix / DESKTOP).st_mode)
    assert files_under(prefix) == {prefix / DESKTOP}


# -- a full disk ----------------------------------------------------------------------------


def older_versions(prefix: Path) -> dict[Path, tuple[bytes, bytes]]:
    """Installs, then puts an older version in place of each file: {file: (old, new)}."""
    done = run(prefix, "--install-desktop")
    assert done.returncode == 0, done.stderr
    versions = {}
    for path in installed(done):
        old = f"an older {path.name}\n".encode() * 10
        versions[path] = (old, path.read_bytes())
        path.write_bytes(old)
    return versions


def assert_whole(versions: dict[Path, tuple[bytes, bytes]]) -> None:
    """Each file is its old or its new version, never a part of one."""
    for path, (old, new) in versions.items():
        assert path.read_bytes() in (old, new), f"{path} is cut"


def test_a_full_disk_leaves_every_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefix = tmp_path / "usr"
    versions = older_versions(prefix)
    before = files_under(prefix)
    left = [4096]  # bytes the disk takes before it is full
    write = os.write

    def write_to_a_small_disk(fd: int, data: bytes) -> int:
        if left[0] <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        written = write(fd, bytes(data[: left[0]]))
        left[0] -= written
        return written

    with monkeypatch.context() as patched:
        patched.setattr(os, "write", write_to_a_small_disk)
        with pytest.raises(OSError) as failure:
            list(desktop_install.install(str(prefix)))
    assert_whole(versions)
    why = failure.value.strerror or ""
    found = re.fullmatch(r"cannot write (.+): No space left on device", why)
    assert found, why
    assert Path(found[1]).read_bytes() == versions[Path(found[1])][0], "the old one, whole"
    assert files_under(prefix) == before, "no temporary file left"


def test_a_file_size_limit_cuts_no_file(tmp_path: Path) -> None:
    """The report's own case: a man page cut at 4,096 of its bytes. The install stops at
    the first file past the limit (in install order: a built wheel's translated metainfo
    comes before the man page) and leaves it, and every other file, whole."""
    prefix = tmp_path / "usr"
    versions = older_versions(prefix)
    before = files_under(prefix)
    assert len(versions[prefix / MAN_PAGE][1]) > 4096
    first = next(path for path, (_old, new) in versions.items() if len(new) > 4096)
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", "--install-desktop", "--prefix", str(prefix)],
        env=environment(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096)),
    )
    assert_whole(versions)
    assert done.returncode == 2
    assert (
        done.stderr == f"influence-board: --install-desktop: cannot write {first}: File too large\n"
    )
    assert first.read_bytes() == versions[first][0]
    assert files_under(prefix) == before, "no temporary file left"


# -- the command in the entry ---------------------------------------------------------------


@pytest.mark.skipif(SCRIPT is None, reason="the influence-board script is not installed")
def test_the_entry_starts_the_absolute_command_that_installed_it(tmp_path: Path) -> None:
    assert SCRIPT is not None
    done = run(tmp_path / "usr", "--install-desktop", command=(SCRIPT,))
    assert done.returncode == 0, done.stderr
    entry, thumbnailer = tmp_path / "usr" / DESKTOP, tmp_path / "usr" / THUMBNAILER
    assert key(entry, "Exec") == f"{SCRIPT} %F"
    assert key(entry, "TryExec") == SCRIPT
    assert key(thumbnailer, "Exec") == f"{SCRIPT} render %i --size %s -o %o"
    assert key(thumbnailer, "TryExec") == SCRIPT
    assert f"the menu entry runs {SCRIPT}" in done.stdout.splitlines(), "and it says so"


@pytest.mark.skipif(SCRIPT is None, reason="the influence-board script is not installed")
def test_the_entry_s_command_runs_with_the_venv_off_the_path(tmp_path: Path) -> None:
    """As a desktop session starts it: a PATH that knows nothing of the venv."""
    assert SCRIPT is not None
    assert run(tmp_path / "usr", "--install-desktop", command=(SCRIPT,)).returncode == 0
    program, *fields = exec_arguments(key(tmp_path / "usr" / DESKTOP, "Exec"))
    assert fields == ["%F"]
    done = subprocess.run(
        [program, "--version"],
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.startswith("influence-board "), done.stderr


def test_python_m_writes_an_absolute_command_too(tmp_path: Path) -> None:
    done = run(tmp_path / "usr", "--install-desktop")
    assert done.returncode == 0, done.stderr
    program = exec_arguments(key(tmp_path / "usr" / DESKTOP, "Exec"))[0]
    assert Path(program).is_absolute() and os.access(program, os.X_OK)


@pytest.mark.skipif(SCRIPT is None, reason="the influence-board script is not installed")
def test_a_command_in_a_folder_with_reserved_characters_is_quoted(tmp_path: Path) -> None:
    assert SCRIPT is not None
    folder = tmp_path / 'my "board" $games \\ 100%'
    folder.mkdir()
    script = folder / "influence-board"
    shutil.copy2(SCRIPT, script)  # its first line names this Python: it runs from anywhere
    done = run(tmp_path / "usr", "--install-desktop", command=(str(script),))
    assert done.returncode == 0, done.stderr
    entry = tmp_path / "usr" / DESKTOP
    assert exec_arguments(key(entry, "Exec")) == [str(script), "%F"]
    assert string_value(key(entry, "TryExec")) == str(script)
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.skipif(SCRIPT is None, reason="the influence-board script is not installed")
def test_a_command_whose_path_no_entry_can_hold_is_refused(tmp_path: Path) -> None:
    assert SCRIPT is not None
    folder = tmp_path / "line\nbreak"
    folder.mkdir()
    shutil.copy2(SCRIPT, folder / "influence-board")
    done = run(tmp_path / "usr", "--install-desktop", command=(str(folder / "influence-board"),))
    refused(done, "line\\nbreak/influence-board, the running command, cannot be named in a")
    assert not (tmp_path / "usr").exists()


def string_value(value: str) -> str:
    """A value of type string read back: its escapes \\s \\n \\t \\r \\\\."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: escapes[m[1]], value)


def exec_arguments(value: str) -> list[str]:
    """An Exec value read back as the Desktop Entry Specification says: the string's
    escapes, then the arguments (double quotes, and `\\` escaping `"` `` ` `` `$` `\\` in
    them), then `%%` as a `%` (a field code such as %F is kept as it is)."""
    text, arguments, i = string_value(value), [], 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        argument = []
        if text[i] == '"':
            i += 1
            while text[i] != '"':
                if text[i] == "\\":
                    assert text[i + 1] in '"`$\\', "only these are escaped"
                    i += 1
                argument.append(text[i])
                i += 1
            i += 1
        else:
            while i < len(text) and text[i] != " ":
                assert text[i] not in desktop_install._RESERVED, "reserved: quoted"
                argument.append(text[i])
                i += 1
        arguments.append(re.sub("%(.)", lambda m: "%" if m[1] == "%" else m[0], "".join(argument)))
    return arguments


@given(st.lists(st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1), min_size=1))
def test_any_command_reads_back_from_its_exec_value(command: list[str]) -> None:
    assert exec_arguments(desktop_install.exec_value(command)) == command


# -- uninstalling ---------------------------------------------------------------------------


def neighbours(prefix: Path) -> Iterator[Path]:
    """Files of other programs beside ours."""
    for place in ("applications/other.desktop", "man/man1/other.1", "mime/packages/other.xml"):
        path = prefix / "share" / place
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"{place}\n", encoding="utf-8")
        yield path


def test_uninstall_removes_what_install_wrote_and_nothing_else(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    others = list(neighbours(prefix))
    done = run(prefix, "--install-desktop")
    assert done.returncode == 0, done.stderr
    ours = installed(done)
    assert len(ours) == 9 + len(LANGUAGES) and all(path.is_file() for path in ours)
    gone = run(prefix, "--uninstall-desktop")
    assert gone.returncode == 0, gone.stderr
    removed = [Path(line.removeprefix("removed ")) for line in gone.stdout.splitlines()
               if line.startswith("removed ")]  # fmt: skip
    assert removed == ours
    assert not any(path.exists() for path in ours)
    for path in others:
        assert path.read_text(encoding="utf-8") == f"{path.relative_to(prefix / 'share')}\n"
    again = run(prefix, "--uninstall-desktop")
    assert again.returncode == 0 and "removed" not in again.stdout, "nothing left to remove"


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="no shared-mime-info")
def test_uninstall_refreshes_the_mime_database(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    assert run(prefix, "--install-desktop").returncode == 0
    types = prefix / "share" / "mime" / "types"
    assert "application/x-influence-board-scenario" in types.read_text(encoding="utf-8")
    gone = run(prefix, "--uninstall-desktop")
    assert "ran update-mime-database" in gone.stdout
    assert "influence-board" not in types.read_text(encoding="utf-8")


# -- where each reader looks by default -----------------------------------------------------


def install_for_user(home: Path) -> tuple[subprocess.CompletedProcess[str], Path]:
    """`--install-desktop` with no prefix, for a user whose home is `home`: the files go
    under XDG_DATA_HOME. Returns the run and that folder."""
    data = home / ".local" / "share"
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", "--install-desktop"],
        env=environment({"HOME": str(home), "XDG_DATA_HOME": str(data)}),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done, data


def test_the_man_page_in_each_language_goes_where_man_looks(tmp_path: Path) -> None:
    """share/man/<language>/man1, read by `man` when LANGUAGE or LANG says that language;
    uninstalling removes them with the rest."""
    assert "it" in LANGUAGES, "the Italian catalogue is shipped"
    prefix = tmp_path / "usr"
    assert run(prefix, "--install-desktop").returncode == 0
    for code in LANGUAGES:
        page = prefix / "share" / "man" / code / "man1" / "influence-board.1"
        shipped = Path(__file__).resolve().parents[2] / "resources" / "manual" / code
        assert page.read_bytes() == (shipped / "influence-board.1").read_bytes()
    assert run(prefix, "--uninstall-desktop").returncode == 0
    assert not list((prefix / "share" / "man").rglob("influence-board.1"))


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_man_finds_the_italian_page_for_an_italian_user(tmp_path: Path) -> None:
    prefix = tmp_path / "usr"
    assert run(prefix, "--install-desktop").returncode == 0
    done = subprocess.run(
        # -L: the locale an Italian user's LC_MESSAGES names (not generated on every
        # machine); MANPATH, not -M: man looks in a manpath's language folders
        ["man", "-L", "it_IT.UTF-8", "-w", "influence-board"],
        env=environment({"MANPATH": str(prefix / "share" / "man")}),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.stdout.strip() == str(
        prefix / "share" / "man" / "it" / "man1" / "influence-board.1"
    )


@needs_bash
@pytest.mark.skipif(not BASH_COMPLETION.is_file(), reason="bash-completion is not installed")
def test_bash_completion_finds_a_users_install_by_itself(tmp_path: Path) -> None:
    """bash-completion loads completions on demand from XDG_DATA_HOME/bash-completion/
    completions/<command>: nothing to source by hand."""
    _done, data = install_for_user(tmp_path)
    program = (
        f"source {BASH_COMPLETION}\n"
        "if declare -F _comp_load >/dev/null; then _comp_load influence-board; "
        "else __load_completion influence-board; fi\n"
        "complete -p influence-board\n"
    )
    done = subprocess.run(
        ["bash", "-c", program],
        env=environment({"HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.stdout.strip() == "complete -F _influence_board influence-board", done.stderr
    script = data / "bash-completion" / "completions" / "influence-board"
    assert set(bash_offers(script, "influence-board", "render", "--theme", "")) == {
        "light", "dark", "high-contrast"
    }  # fmt: skip


@needs_fish
def test_fish_finds_a_users_install_by_itself(tmp_path: Path) -> None:
    """fish reads XDG_DATA_HOME/fish/vendor_completions.d by default."""
    _done, data = install_for_user(tmp_path)
    assert (data / "fish" / "vendor_completions.d" / "influence-board.fish").is_file()
    offered = fish_offers(
        "influence-board render --theme ",
        env={
            "HOME": str(tmp_path),
            "XDG_DATA_HOME": str(data),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
        },
    )
    assert set(offered) == {"light", "dark", "high-contrast"}


@needs_zsh
def test_zsh_looks_where_a_prefix_install_puts_it(tmp_path: Path) -> None:
    """zsh's own fpath holds PREFIX/share/zsh/site-functions for /usr/local (every zsh
    build, Debian's and Fedora's included): `--prefix /usr/local` needs no setup."""
    done = subprocess.run(
        ["zsh", "-f", "-c", "print -rl -- $fpath"], capture_output=True, text=True, timeout=60
    )
    assert "/usr/local/share/zsh/site-functions" in done.stdout.splitlines()
    prefix = tmp_path / "usr"
    installed_here = installed(run(prefix, "--install-desktop"))
    zsh_file = prefix / "share" / "zsh" / "site-functions" / "_influence-board"
    assert zsh_file in installed_here
    offered = zsh_offers(zsh_file.parent, "influence-board render --theme ", cwd=tmp_path)
    assert set(offered) == {"light", "dark", "high-contrast"}


@needs_zsh
def test_zsh_is_told_of_a_folder_it_does_not_look_in(tmp_path: Path) -> None:
    """A user's install: zsh has no folder of the user's own, so the install says the one
    line that makes zsh look there."""
    done, data = install_for_user(tmp_path)
    folder = data / "zsh" / "site-functions"
    assert (
        f"zsh does not look in {folder} by default: add fpath+=({folder}) to ~/.zshrc, "
        "before compinit"
    ) in done.stdout.splitlines()


@needs_zsh
def test_zsh_is_not_told_of_a_folder_it_looks_in(tmp_path: Path) -> None:
    """Where zsh looks already (here: a folder on its fpath, faked by a zsh that says so),
    nothing is said."""
    prefix = tmp_path / "usr"
    folder = prefix / "share" / "zsh" / "site-functions"
    fake = tmp_path / "bin" / "zsh"
    fake.parent.mkdir()
    fake.write_text(f"#!/bin/sh\necho {folder}\n", encoding="utf-8")
    fake.chmod(0o755)
    done = subprocess.run(
        [sys.executable, "-m", "influence_board", "--install-desktop", "--prefix", str(prefix)],
        env=environment({"PATH": f"{fake.parent}:{os.environ.get('PATH', '')}"}),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "zsh does not look" not in done.stdout
