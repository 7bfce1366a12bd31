"""Operation values, events and refusals: what goes into and comes out of the engine.

An operation is a plain value (it can be written to an operation file and read back);
applying it gives an Outcome, the new Board and the events in plain words, or a Refusal
with the reason. Nothing here knows how operations are carried out (see play.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, TypeGuard, get_args

# Kind and RowName live with the Board: what draws a board names rows without the operations.
from .board import Board, Kind, RowName

KINDS: tuple[Kind, ...] = get_args(Kind)
ROW_NAMES: tuple[RowName, ...] = get_args(RowName)


def is_kind(value: object) -> TypeGuard[Kind]:
    return value in KINDS


def is_row_name(value: object) -> TypeGuard[RowName]:
    return value in ROW_NAMES


@dataclass(frozen=True, slots=True)
class Add:
    """Add Influence. `setup` places without scoring; `slot` names a free permanent slot;
    `force` is an effect that allows overflow when no permanent slot is free."""

    region: str
    player: str
    kind: Kind
    source: str | None = None
    setup: bool = False
    slot: int | None = None
    force: bool = False


@dataclass(frozen=True, slots=True)
class Convert:
    """Move the player's temporary cube at `index` above the line (slot, else overflow)."""

    region: str
    player: str
    index: int
    slot: int | None = None


@dataclass(frozen=True, slots=True)
class Reset:
    """Take the player's temporary cube at `index` out and put it back at the end of the run."""

    region: str
    player: str
    index: int


@dataclass(frozen=True, slots=True)
class Remove:
    """An effect removes the cube at `index` of a row; it goes back to its owner."""

    region: str
    row: RowName
    index: int


@dataclass(frozen=True, slots=True)
class SetArmies:
    region: str
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class Score:
    """Score one Region, or every Region in board order when `region` is None."""

    region: str | None = None


@dataclass(frozen=True, slots=True)
class MoveRegion:
    """Move a Region's track on the board picture (an edit, not a rule operation)."""

    region: str
    position: tuple[float, float]


@dataclass(frozen=True, slots=True)
class MoveRegions:
    """Move several Regions' tracks at once: one drag of a selection, or a layout. Each
    Region is named once, with its new position."""

    positions: tuple[tuple[str, tuple[float, float]], ...]


@dataclass(frozen=True, slots=True)
class AdjustVp:
    """VP from outside the board (RULES.md §8): a majority token, THREAT, a card, ... The
    player gains `delta` (a loss when negative) for `reason`, the words the user names."""

    player: str
    delta: int
    reason: str


@dataclass(frozen=True, slots=True)
class EndRound:
    """The round being played ends (RULES.md §8): a record only, it scores nothing."""


Operation = (
    Add
    | Convert
    | Reset
    | Remove
    | SetArmies
    | Score
    | AdjustVp
    | EndRound
    | MoveRegion
    | MoveRegions
)


class Event(NamedTuple):
    """One thing that happened, in plain words.

    kind: placed, pushed_out, slid, converted, reset, removed, armies, scored, no_score,
    no_change, vp, round, moved, edited. `vp` is what `owner` gained (0 when nothing).
    `rule` is the tag of the rule the event applied (rules/rulebook.py: Help > Rules shows
    each tag's place); `comment` the note of the operation line it came from, if any.
    (A named tuple rather than a dataclass: every operation makes a few, so they must be
    cheap to build; they are just as immutable.)
    """

    kind: str
    region: str | None
    text: str
    owner: str | None = None
    vp: int = 0
    rule: str | None = None
    comment: str | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind, "region": self.region, "text": self.text}
        if self.owner is not None:
            out["owner"] = self.owner
            out["vp"] = self.vp
        if self.rule is not None:
            out["rule"] = self.rule
        if self.comment is not None:
            out["comment"] = self.comment
        return out


class Outcome(NamedTuple):
    """The Board after an operation. `changed` is False when the position reads the same
    as before (a Reset with nothing to its right, a Region that cannot score, a push-out of
    a row of the adding player's own cubes, ...): it is reported but is not a step of the
    history (RULES.md §7). `play.apply` decides it by comparing the Boards; `board`
    is then the very Board the operation started from."""

    board: Board
    events: tuple[Event, ...]
    changed: bool = True

    @property
    def summary(self) -> str:
        """Every event in one line: what an operation that changed nothing says (a step's
        name is rules/history/words.py's)."""
        return "; ".join(e.text for e in self.events)


@dataclass(frozen=True, slots=True)
class Refusal:
    """The rules say no. Nothing changed; `reason` says why."""

    reason: str
