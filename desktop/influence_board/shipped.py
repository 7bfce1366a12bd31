"""The files shipped in the package (``influence_board.resources``: the standard board, the
catalogues, the icons, the guide), as ``importlib.resources.files`` finds them: a folder on
disk for every installed or source copy, a Traversable inside an archive for a zipped one.

A folder is found from the package's own import record, without importlib.resources: that
package (its readers and adapters) is a few milliseconds of every start, and the standard
board and the catalogue are read before the board is first drawn."""

from __future__ import annotations

import os
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable

PACKAGE = "influence_board.resources"


@cache
def shipped_files() -> Traversable:
    """The folder of the shipped files, as importlib.resources.files(PACKAGE) gives it."""
    spec = import_module(PACKAGE).__spec__
    places = list(spec.submodule_search_locations or []) if spec is not None else []
    if len(places) == 1 and os.path.isdir(places[0]):
        return Path(places[0])
    from importlib import resources  # an archive's: its reader knows how to read inside

    return resources.files(PACKAGE)
