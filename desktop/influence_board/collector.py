"""Python's cyclic garbage collector, paused while a game is built from a file, and resting
while the window's start puts its board up.

Reading a game of 100,000 steps makes millions of objects that all stay (its tree, its
Boards); each of the collector's full passes meanwhile walked every one of them again:
0.7 s of the 1.8 s the file took to read, and 0.6 s of the window's 1.4 s to show it.
The objects made while paused are collected as usual afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    was_on = gc.isenabled()  # inside another pause, that one resumes it
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


_resting: list[bool] = []  # True while collector_resting keeps the collector off


@contextmanager
def collector_resting() -> Iterator[None]:
    """No cycle collection while a start loads the window's modules and puts the board up:
    the collector would walk the modules, classes and functions just made some seventy
    times, for no garbage (15-20 ms of a 250-300 ms start, measured). Unlike a pause,
    the rest may end before the block does: `wake_collector` (the window, once built);
    else it ends with the block."""
    if not gc.isenabled():  # the caller rests it already, and says when it wakes
        yield
        return
    gc.disable()
    _resting.append(True)
    try:
        yield
    finally:
        wake_collector()


def wake_collector() -> None:
    """The cycle collector on again, if collector_resting put it off."""
    if _resting:
        _resting.clear()
        gc.enable()
