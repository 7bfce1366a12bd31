"""Why a start runs as a copy of its own rather than hand its files to the running copy
(window/single_instance.py): the distrust in words, for stderr."""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from ..text.escaping import escaped
from ..text.language import _

if TYPE_CHECKING:
    from ..window.single_instance import Distrust


def own_copy_line(distrust: Distrust) -> str:
    """The stderr line of a start that will not hand its files over, saying why."""
    return escaped(
        _("influence-board: starting a copy of its own: {why}").format(why=distrust_words(distrust))
    )


def distrust_words(distrust: Distrust) -> str:
    # Here: the single instance's module is loaded once a start has asked (Qt's core).
    from ..window.single_instance import Fault

    path, uid = distrust.path, distrust.uid
    match distrust.fault:
        case Fault.LINK:
            return _("{path} is a symbolic link").format(path=path)
        case Fault.NOT_FOLDER:
            return _("{path} is not a folder").format(path=path)
        case Fault.NOT_SOCKET:
            return _("{path} is not a socket").format(path=path)
        case Fault.OWNER:
            return _("{path} belongs to another user (uid {uid})").format(path=path, uid=uid)
        case Fault.OPEN:
            return _("{path} is open to other users (mode {mode})").format(
                path=path, mode=f"{distrust.mode:04o}"
            )
        case Fault.UNMADE:
            return _("cannot make the folder {path}: {why}").format(path=path, why=distrust.why)
        case Fault.PEER:
            return _("the program listening on {path} runs as another user (uid {uid})").format(
                path=path, uid=uid
            )
        case _:
            assert_never(distrust.fault)
