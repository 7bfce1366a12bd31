"""The shipped files are found where importlib.resources finds them, with or without it."""

from __future__ import annotations

from importlib import resources

import pytest

from influence_board import shipped
from influence_board.shipped import PACKAGE, shipped_files


def test_the_shipped_folder_is_the_one_importlib_resources_gives() -> None:
    assert shipped_files() == resources.files(PACKAGE)
    assert (shipped_files() / "scenarios" / "world-order.json").is_file()


def test_a_package_not_in_a_folder_is_read_through_importlib_resources(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A zipped copy: its files are Traversables of the archive, as importlib gives them."""
    monkeypatch.setattr(shipped.os.path, "isdir", lambda _path: False)
    shipped_files.cache_clear()
    try:
        found = shipped_files()
        assert found == resources.files(PACKAGE)
        assert (found / "scenarios" / "world-order.json").is_file()
    finally:
        shipped_files.cache_clear()
