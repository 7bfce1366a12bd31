"""The Influence rules in the app's own words, and the tags that events name.

Every event names the rule it applied by a short tag ("push-out", "tie-break: Armies"); the
window's Help > Rules shows these sections, each with the tags it explains, so that a
player can read the rule a step applied (a double-click on a Log line goes there). One
home for both: a tag is spelled here and nowhere else, and every tag has its section
(tests/rules/test_rulebook.py says so).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- the tags ---------------------------------------------------------------------------------

PERMANENT = "permanent"
TEMPORARY = "temporary"
OVERFLOW = "overflow"
SETUP = "setup"
PUSH_OUT = "push-out"
CONVERT = "convert"
RESET = "reset"
REMOVE = "remove"
ARMIES = "armies"
COUNT = "count"
TIE_BREAK = "tie-break: Armies"
SHARED_PLACE = "shared place"
PAST_THE_LIST = "no bonus past the list"
CANNOT_SCORE = "cannot score"
SCORING = "scoring"
LOCAL_POWER = "local power"
NO_CHANGE = "no change"
ADJUSTMENT = "VP adjustment"
ROUND = "round"
STANDINGS = "standings"


# The reasons a VP adjustment usually has at the table (RULES.md §8), offered first; any
# other words will do.
USUAL_REASONS = (
    "Most money",
    "Most Armies",
    "Most allied countries",
    "THREAT",
    "Strategic asset",
    "Executive order",
    "Card",
)


@dataclass(frozen=True, slots=True)
class Section:
    """One rule: its title, the tags of the events that apply it, and its words (each
    paragraph a string)."""

    anchor: str
    title: str
    tags: tuple[str, ...]
    paragraphs: tuple[str, ...]


SECTIONS: tuple[Section, ...] = (
    Section("permanent", "Adding permanent Influence", (PERMANENT, OVERFLOW), (
        "A permanent cube goes into a free permanent slot, the leftmost one unless the "
        "player names another, and the player gains that slot's printed VP at once.",
        "With no permanent slot free the addition is refused, unless an effect allows it "
        "\"even if there is no available slot\": the cube then goes beside the full row "
        "(overflow) and scores nothing. Overflow cubes count for majorities but fill no "
        "slot.",
    )),
    Section("temporary", "Adding temporary Influence", (TEMPORARY,), (
        "A temporary cube goes into the leftmost free temporary slot and the player gains "
        "that slot's printed VP at once. Temporary cubes always fill a run from the left.",
    )),
    Section("push-out", "Pushing out", (PUSH_OUT,), (
        "When the temporary row is full, a new temporary cube pushes out the leftmost cube: "
        "it goes back to its owner, every other cube slides one place left, the new cube "
        "takes the rightmost slot, and nobody scores.",
        "So a cube is pushed out after as many more temporary cubes as there are free "
        "temporary slots, plus its own place in the row. The board shows that number on "
        "each temporary cube's corner (\"out after N\"; 1, in the warning colour: the next "
        "temporary cube pushes it out), and the cube's tooltip says it in words.",
    )),
    Section("setup", "Setup", (SETUP,), (
        "Starting cubes are placed without scoring. A printed VP under a starting cube is "
        "scored only if that slot is emptied and later filled by a new cube.",
    )),
    Section("convert", "Convert to permanent", (CONVERT,), (
        "A player moves one of their temporary cubes above the line, into a free permanent "
        "slot (or beside the full row). The cubes right of it slide one place left. "
        "Nobody scores.",
    )),
    Section("reset", "Reset", (RESET,), (
        "A player takes one of their temporary cubes out and puts it back in the first free "
        "temporary slot: it ends at the right end of the run, where it is pushed out last, "
        "safer from being pushed out. With no cube right of it a Reset changes nothing. "
        "Nobody scores.",
    )),
    Section("remove", "Removing a cube", (REMOVE,), (
        "An effect removes a cube: it goes back to its owner. A permanent slot so emptied "
        "stays empty (the Region may be unable to score again); the temporary cubes right "
        "of a removed one slide one place left.",
    )),
    Section("majorities", "Majorities", (COUNT, ARMIES, LOCAL_POWER), (
        "In each Region every participant's cubes are counted: permanent, overflow and "
        "temporary. The local power counts like another player. The most cubes rank "
        "first; a participant with no cube there does not rank.",
        "The local power takes a place and pushes others down, but never scores.",
    )),
    Section("tie-break", "Tie-break on Armies", (TIE_BREAK,), (
        "Among equal cube counts, more Armies in that Region rank higher. Local powers "
        "have no Armies unless a scenario gives them some.",
    )),
    Section("shared-place", "Shared places", (SHARED_PLACE, PAST_THE_LIST), (
        "Participants still tied on cubes and Armies share the lowest of the places they "
        "span (shown as \"2nd=\"), and each receives that place's bonus: two tied for 1st "
        "each get the 2nd-place bonus, and the next one is 3rd.",
        "A place past the end of the Region's bonus list has no bonus.",
    )),
    Section("scoring", "Scoring a Region", (SCORING, CANNOT_SCORE), (
        "A Region can score only when every permanent slot is filled; overflow cubes fill "
        "no slot. A Region that cannot score gives nobody anything.",
        "Otherwise each player gains 1 VP for each of their cubes there, plus their "
        "place's bonus. Every Region scores, in board order, after rounds 3 and 6.",
    )),
    Section("no-change", "Operations that change nothing", (NO_CHANGE,), (
        "An operation that leaves the position exactly as it was (a Reset with no cube to "
        "its right, scoring a Region that cannot score, setting Armies to what they are, "
        "pushing out one's own cube from a row of one's own cubes) is reported but is not "
        "a step: Undo never takes it back.",
    )),
    Section("adjustment", "VP from outside the board", (ADJUSTMENT,), (
        "Majority tokens (most money, most Armies, most allied countries), THREAT "
        "penalties, strategic assets, executive orders and cards add or take VP at the "
        "table. The app records the result, with its reason, as a step like any other.",
        "A VP total never goes below 0: an adjustment that would take it there is refused, "
        "and nothing changes.",
    )),
    Section("rounds", "Rounds", (ROUND,), (
        "A game has rounds (the standard game: 6, with every Region scored after rounds 3 "
        "and 6). Ending a round is a step that scores nothing by itself; at the end of a "
        "scoring round the window offers Score All Regions.",
    )),
    Section("standings", "Standings", (STANDINGS,), (
        "Players rank by VP total, most first. Players with the same total share the place "
        "(both are 1st; the next is 3rd): the app breaks no such tie.",
    )),
)  # fmt: skip


def section_of(tag: str) -> Section | None:
    """The section that explains `tag`, or None for a tag no rule has."""
    return _BY_TAG.get(tag)


_BY_TAG = {tag: section for section in SECTIONS for tag in section.tags}
