"""Ctrl-C (SIGINT) ends any command with exit 130, one line and no traceback (DESIGN.md
Limits); cli/main.py says the line. Python raises KeyboardInterrupt wherever the signal
finds it: in the rules' own loops (replay) that is fine, but inside Qt's renderer, called
back into Python for a paint, it unwinds through C++ and crashed `sheet` 8 times in 14.
While Qt draws, the signal is only noted, and raised at the next checkpoint between pages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a command Ctrl-C ended


@contextmanager
def deferred_interrupts() -> Iterator[Callable[[], None]]:
    """For the block, SIGINT is noted; yields `checkpoint`, which raises KeyboardInterrupt
    once one came. The block's end is a checkpoint too."""
    import signal  # here: the window's start does without (signal makes its enums at import)

    noted: list[int] = []

    def note(signum: int, _frame: object) -> None:
        noted.append(signum)

    def checkpoint() -> None:
        if noted:
            raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGINT, note)
    except ValueError:  # not the main thread: signals go elsewhere
        yield checkpoint
        return
    try:
        yield checkpoint
        checkpoint()
    finally:
        signal.signal(signal.SIGINT, previous)
