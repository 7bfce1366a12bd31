"""The build backend (pyproject's in-tree ``backend-path``): setuptools' own, which asks
for PySide6, whose lrelease compiles Qt's catalogues, only when a ``.ts`` has no compiled
``.qm`` as new as itself and no lrelease is at hand. An sdist carries its catalogues
compiled, so a build from it needs no Qt; a git checkout gets PySide6 for its first build.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import build_meta
from setuptools.build_meta import (
    build_editable,
    build_sdist,
    build_wheel,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)

import catalogues

__all__ = [
    "build_editable",
    "build_sdist",
    "build_wheel",
    "get_requires_for_build_editable",
    "get_requires_for_build_sdist",
    "get_requires_for_build_wheel",
    "prepare_metadata_for_build_editable",
    "prepare_metadata_for_build_wheel",
]

LOCALE = Path(__file__).resolve().parents[1] / "resources" / "locale"
LRELEASE = "PySide6-Essentials>=6.7"  # any release's lrelease compiles them

ConfigSettings = dict[str, str | list[str]] | None


def lrelease_needed() -> list[str]:
    """PySide6, when a Qt catalogue is to be compiled and no lrelease is found."""
    return [LRELEASE] if catalogues.stale_qt(LOCALE) and catalogues.lrelease() is None else []


def get_requires_for_build_wheel(config_settings: ConfigSettings = None) -> list[str]:
    return build_meta.get_requires_for_build_wheel(config_settings) + lrelease_needed()


def get_requires_for_build_sdist(config_settings: ConfigSettings = None) -> list[str]:
    return build_meta.get_requires_for_build_sdist(config_settings) + lrelease_needed()


def get_requires_for_build_editable(config_settings: ConfigSettings = None) -> list[str]:
    return build_meta.get_requires_for_build_editable(config_settings) + lrelease_needed()
