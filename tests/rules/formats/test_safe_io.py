"""Whether two names lead to one file (rules/formats/safe_io.py `same_file`): what keeps an
export from replacing one of its own inputs; and a name no file can have, read, is an
unreadable file with the reason, as every reader expects."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from influence_board.rules.formats.safe_io import UnreadableFile, read_text, same_file


def test_one_file_under_other_spellings_is_the_same_file(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    game.write_text("{}", encoding="utf-8")
    assert same_file(game, tmp_path / "." / "game.json")
    (tmp_path / "sub").mkdir()
    assert same_file(str(game), tmp_path / "sub" / ".." / "game.json")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_link_leads_to_the_file_it_names(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    game.write_text("{}", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(game)
    assert same_file(link, game)


def test_another_file_or_one_not_written_yet_is_not_the_same(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("{}", encoding="utf-8")
    b.write_text("{}", encoding="utf-8")
    assert not same_file(a, b)
    assert not same_file(a, tmp_path / "new.png")
    assert not same_file(tmp_path / "new.png", tmp_path / "new.png")
    assert not same_file(a, "bad\0name")


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("bad\0name.json", "its name holds a NUL character"),
        ("bad\ud800name.json", "its name is not valid text for this system"),
    ],
)
def test_a_name_no_file_can_have_is_an_unreadable_file_with_the_reason(
    tmp_path: Path, name: str, why: str
) -> None:
    """os.open raises ValueError for these before the system sees them: it escaped every
    reader (File > Open, a dropped file, Replay Operations) as an exception."""
    with pytest.raises(UnreadableFile) as refused:
        read_text(tmp_path / name)
    assert refused.value.reason == f"cannot read the file: {why}"
