"""Recovery files: what a window autosaves while its game has unsaved changes, so that a
crash loses at most a few seconds of play (files/autosave.py writes them, files/
recovery_folder.py finds the ones left behind).

A recovery file is a game file (game_file.py: the start scenario, every step of the tree
and the current one) with one key of its own beside them:

    "recovery": {"saved_at": seconds since the epoch, "pid": the process that wrote it,
                 "path": the file the game came from, or null}

so it is read by the game file's reader: every step replays through the engine.
"""

from __future__ import annotations

import datetime
import math
from dataclasses import dataclass
from typing import Any

from ...text.language import _
from ..history.tree import Variations
from .game_file import dumps_game, game_from_data
from .scenario import ScenarioError, parse

KEY = "recovery"
_LATEST_TIME = 253402300799.0  # 9999-12-31: any later "saved_at" is not a time


class Damaged(ValueError):
    """A recovery file that cannot be restored; the message says why."""


@dataclass(frozen=True, slots=True)
class Saved:
    """When and by whom a recovery file was written, and where its game came from (a
    suggestion for Save As, never trusted: a file may name any path)."""

    saved_at: float
    pid: int
    path: str | None

    @property
    def when(self) -> str:
        return datetime.datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M:%S")


def dumps_recovery(tree: Variations, saved: Saved) -> str:
    own = {"saved_at": saved.saved_at, "pid": saved.pid, "path": saved.path}
    return dumps_game(tree, {KEY: own})


def loads_recovery(text: str, source: str | None = None) -> tuple[Variations, Saved]:
    """The game in a recovery file and when it was saved. Raises Damaged with the reason."""
    try:
        data = parse(text, source)
        saved = _saved(data)
        return game_from_data(data, source), saved
    except ScenarioError as exc:
        raise Damaged(str(exc.problems[0]) if exc.problems else _("not a game")) from None


def _saved(data: Any) -> Saved:
    own = data.get(KEY) if isinstance(data, dict) else None
    if not isinstance(own, dict):
        raise Damaged(_('no "{key}" object: not a recovery file').format(key=KEY))
    saved_at = own.get("saved_at")
    if (
        not isinstance(saved_at, int | float)
        or isinstance(saved_at, bool)
        or not math.isfinite(saved_at)
        or not 0 <= saved_at <= _LATEST_TIME
    ):
        raise Damaged(_('"saved_at" is not a time: {value}').format(value=str(saved_at)[:40]))
    path = own.get("path")
    if path is not None and (not isinstance(path, str) or not path or "\0" in path):
        raise Damaged(_('"path" is not a file name: {value}').format(value=str(path)[:40]))

    pid = own.get("pid")
    return Saved(float(saved_at), pid if isinstance(pid, int) else 0, path)
