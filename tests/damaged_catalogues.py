"""The Italian catalogue damaged in the ways a disk, a bad build or a hand can damage it,
for the tests of the rules' language and of the command line: each one must be no
catalogue (English) and one line on standard error, never a traceback (issue 33)."""

from __future__ import annotations

import struct
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from catalogues import compile_po

SOURCE = Path(__file__).resolve().parents[1] / "resources" / "locale" / "it" / "LC_MESSAGES"
ITALIAN_PO = (SOURCE / "influence_board.po").read_text(encoding="utf-8")
ITALIAN_MO = compile_po(ITALIAN_PO)
GOOD_HEADERS = ("charset=UTF-8", "plural=(n != 1);")


def damaged(kind: str) -> tuple[str, bytes, str]:
    """The Italian catalogue damaged one way: (its file name, its bytes, the reason a
    reader is told)."""
    if kind == "bad magic":
        return "influence_board.mo", b"\0\0\0\0" + ITALIAN_MO[4:], "Bad magic number"
    if kind == "bad offsets":  # the table of original strings starts past the end
        data = bytearray(ITALIAN_MO)
        struct.pack_into("<I", data, 12, len(data) + 4096)
        return "influence_board.mo", bytes(data), "the file is damaged"
    if kind == "bad charset":
        po = ITALIAN_PO.replace(GOOD_HEADERS[0], "charset=KLINGON-8")
        return "influence_board.mo", compile_po(po), "unknown encoding: KLINGON-8"
    if kind == "bad plural":
        po = ITALIAN_PO.replace(GOOD_HEADERS[1], "plural=(n !=;")
        return "influence_board.mo", compile_po(po), "plural form"
    assert kind == "plural dividing by zero", kind
    po = ITALIAN_PO.replace(GOOD_HEADERS[1], "plural=(n / 0);")
    return "influence_board.mo", compile_po(po), "by zero"


DAMAGES = [
    "bad magic", "bad offsets", "bad charset", "bad plural", "plural dividing by zero",
]  # fmt: skip


def plant(locale: Path, code: str, name: str, data: bytes) -> Path:
    """A catalogue of `code` in a locale folder of a test's own."""
    path = locale / code / "LC_MESSAGES" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


@contextmanager
def evil_folder() -> Iterator[Path]:
    """A working Italian catalogue planted outside the package, where a LANGUAGE that is
    this folder's path found it: a folder whose name has no "-" nor "." (pytest's tmp_path
    has both, and they hid the path from the old reader by chance)."""
    with tempfile.TemporaryDirectory(prefix="evil") as folder:
        plant(Path(folder), "", "influence_board.mo", ITALIAN_MO)
        yield Path(folder)
