"""A scenario opened to repair: which invalid Boards the window opens, and what waits until
the position is valid again.

The window opens a scenario with errors (DESIGN.md; `influence-board check` still refuses
it) when the editor could have built that Board: its ids, names and colours are ones a file
accepts, each id once, its rows match their printed slots and its numbers and positions are
within the limits (editing.py refuses any edit that would make another). Its errors are
then the position's own, which Setup mode's edits fix: a cube after an empty temporary
slot, a cube of nobody on the board (a local power's on a board without one), a negative
printed VP, bonus or VP total. Play (what scores, or ends a round) waits until none is
left.
"""

from __future__ import annotations

from ..text.language import ngettext, number
from .board import Board
from .editing import participant_problem, region_shape
from .limits import MAX_COUNT
from .operations import Add, Convert, EndRound, Refusal, Reset, Score
from .topology import link_problems
from .validation import is_name, is_whole, rounds_valid


def can_repair(board: Board) -> bool:
    """Whether `board`, whatever its position's errors, is one the editor could have built
    (and so one the window can show and edit). Linear in the board's size."""
    ids = [p.id for p in board.participants()]
    if len(set(ids)) != len(ids) or not is_name(board.name):
        return False
    # Each participant and Region as the editor's checks take them (each id once, above).
    if any(participant_problem(board, p, p.id) is not None for p in board.participants()):
        return False
    region_ids = [r.id for r in board.regions]
    if len(set(region_ids)) != len(region_ids):
        return False
    if any(isinstance(region_shape(r), Refusal) for r in board.regions):
        return False
    # Armies are set per participant (the Inspector): nobody's could not be taken away.
    if not all(board.is_participant(o) for r in board.regions for o, _n in r.armies):
        return False
    if link_problems(region_ids, board.adjacency):
        return False
    if not all(is_whole(n) and abs(n) <= MAX_COUNT for n in board.vp):
        return False
    return rounds_valid(board)  # no edit sets the rounds


def waits_for_repair(op: object) -> bool:
    """Play, which waits while a position opened to repair has errors: what scores or ends
    a round. Placing without scoring, removing, Armies, a VP adjustment (a negative total's
    fix), moving a track and every edit of the editor go on: they are how it is repaired."""
    if isinstance(op, Add):
        return not op.setup
    return isinstance(op, Convert | Reset | Score | EndRound)


def play_waits(errors: int) -> Refusal:
    """Why play waits on a position opened to repair with `errors` errors left."""
    return Refusal(
        ngettext(
            "play waits until the position is valid: fix its error listed in the Problems "
            "dock first (Setup mode places, removes and edits)",
            "play waits until the position is valid: fix its {n} errors listed in the "
            "Problems dock first (Setup mode places, removes and edits)",
            errors,
        ).format(n=number(errors))
    )
