"""Python's cyclic garbage collector, paused while a game is built from a file.

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
