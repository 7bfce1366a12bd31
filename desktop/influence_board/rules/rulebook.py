"""The Influence rules in the app's own words, and the tags that events name.

Every event names the rule it applied by a short tag ("push-out", "tie-break: Armies"); the
window's Help > Rules shows these sections, each with the tags it explains, so that a
player can read the rule a step applied (a double-click on a Log line goes there). One
home for both: a tag is spelled here and nowhere else, and every tag has its section
(tests/rules/test_rulebook.py says so).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..text.language import N_, _, per_language, pgettext

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
    N_("Most money"),
    N_("Most Armies"),
    N_("Most allied countries"),
    N_("THREAT"),
    N_("Strategic asset"),
    N_("Executive order"),
    N_("Card"),
)


@dataclass(frozen=True, slots=True)
class Section:
    """One rule: its title, the tags of the events that apply it, and its words (each
    paragraph a string)."""

    anchor: str
    title: str
    tags: tuple[str, ...]
    paragraphs: tuple[str, ...]

    # The title and paragraphs are the English (marked for the catalogue); these say them
    # in the language in use.
    def title_said(self) -> str:
        return _(self.title)

    def paragraphs_said(self) -> tuple[str, ...]:
        return tuple(_(p) for p in self.paragraphs)


@per_language  # asked for each line of the Log and of a report: twenty answers a language
def tag_said(tag: str) -> str:
    """A tag as the plain-text report shows it, in the language in use ("shared place",
    "posizione condivisa"); the `--json` report and the Help keep the tag itself."""
    words = {
        PERMANENT: pgettext("a rule's tag", "permanent"),
        TEMPORARY: pgettext("a rule's tag", "temporary"),
        OVERFLOW: pgettext("a rule's tag", "overflow"),
        SETUP: pgettext("a rule's tag", "setup"),
        PUSH_OUT: pgettext("a rule's tag", "push-out"),
        CONVERT: pgettext("a rule's tag", "convert"),
        RESET: pgettext("a rule's tag", "reset"),
        REMOVE: pgettext("a rule's tag", "remove"),
        ARMIES: pgettext("a rule's tag", "armies"),
        COUNT: pgettext("a rule's tag", "count"),
        TIE_BREAK: pgettext("a rule's tag", "tie-break: Armies"),
        SHARED_PLACE: pgettext("a rule's tag", "shared place"),
        PAST_THE_LIST: pgettext("a rule's tag", "no bonus past the list"),
        CANNOT_SCORE: pgettext("a rule's tag", "cannot score"),
        SCORING: pgettext("a rule's tag", "scoring"),
        LOCAL_POWER: pgettext("a rule's tag", "local power"),
        NO_CHANGE: pgettext("a rule's tag", "no change"),
        ADJUSTMENT: pgettext("a rule's tag", "VP adjustment"),
        ROUND: pgettext("a rule's tag", "round"),
        STANDINGS: pgettext("a rule's tag", "standings"),
    }
    return words.get(tag, tag)


def usual_reasons() -> tuple[str, ...]:
    """USUAL_REASONS in the language in use (the words a VP adjustment offers first)."""
    return tuple(_(reason) for reason in USUAL_REASONS)


SECTIONS: tuple[Section, ...] = (
    Section("permanent", N_("Adding permanent Influence"), (PERMANENT, OVERFLOW), (
        N_("A permanent cube goes into a free permanent slot, the leftmost one unless the "
        "player names another, and the player gains that slot's printed VP at once."),
        N_("With no permanent slot free the addition is refused, unless an effect allows it "
        "\"even if there is no available slot\": the cube then goes beside the full row "
        "(overflow) and scores nothing. Overflow cubes count for majorities but fill no "
        "slot."),
    )),
    Section("temporary", N_("Adding temporary Influence"), (TEMPORARY,), (
        N_("A temporary cube goes into the leftmost free temporary slot and the player gains "
        "that slot's printed VP at once. Temporary cubes always fill a run from the left."),
    )),
    Section("push-out", N_("Pushing out"), (PUSH_OUT,), (
        N_("When the temporary row is full, a new temporary cube pushes out the leftmost cube: "
        "it goes back to its owner, every other cube slides one place left, the new cube "
        "takes the rightmost slot, and nobody scores."),
        N_("So a cube is pushed out after as many more temporary cubes as there are free "
        "temporary slots, plus its own place in the row. The board shows that number beside "
        "a shield under each temporary cube (1, in the warning colour: the next temporary "
        "cube pushes it out), never on the slot, whose printed VP stays on the cube's "
        "corner; the cube's tooltip says it in words."),
    )),
    Section("setup", N_("Setup"), (SETUP,), (
        N_("Starting cubes are placed without scoring. A printed VP under a starting cube is "
        "scored only if that slot is emptied and later filled by a new cube."),
    )),
    Section("convert", N_("Convert to permanent"), (CONVERT,), (
        N_("A player moves one of their temporary cubes above the line, into a free permanent "
        "slot (or beside the full row). The cubes right of it slide one place left. "
        "Nobody scores."),
    )),
    Section("reset", N_("Reset"), (RESET,), (
        N_("A player takes one of their temporary cubes out and puts it back in the first free "
        "temporary slot: it ends at the right end of the run, where it is pushed out last, "
        "safer from being pushed out. With no cube right of it a Reset changes nothing. "
        "Nobody scores."),
    )),
    Section("remove", N_("Removing a cube"), (REMOVE,), (
        N_("An effect removes a cube: it goes back to its owner. A permanent slot so emptied "
        "stays empty (the Region may be unable to score again); the temporary cubes right "
        "of a removed one slide one place left."),
    )),
    Section("majorities", N_("Majorities"), (COUNT, ARMIES, LOCAL_POWER), (
        N_("In each Region every participant's cubes are counted: permanent, overflow and "
        "temporary. The local power counts like another player. The most cubes rank "
        "first; a participant with no cube there does not rank."),
        N_("The local power takes a place and pushes others down, but never scores."),
    )),
    Section("tie-break", N_("Tie-break on Armies"), (TIE_BREAK,), (
        N_("Among equal cube counts, more Armies in that Region rank higher. Local powers "
        "have no Armies unless a scenario gives them some."),
    )),
    Section("shared-place", N_("Shared places"), (SHARED_PLACE, PAST_THE_LIST), (
        N_("Participants still tied on cubes and Armies share the lowest of the places they "
        "span (shown as \"2nd=\"), and each receives that place's bonus: two tied for 1st "
        "each get the 2nd-place bonus, and the next one is 3rd."),
        N_("A place past the end of the Region's bonus list has no bonus."),
    )),
    Section("scoring", N_("Scoring a Region"), (SCORING, CANNOT_SCORE), (
        N_("A Region can score only when every permanent slot is filled; overflow cubes fill "
        "no slot. A Region that cannot score gives nobody anything."),
        N_("Otherwise each player gains 1 VP for each of their cubes there, plus their "
        "place's bonus. Every Region scores, in board order, after rounds 3 and 6."),
    )),
    Section("no-change", N_("Operations that change nothing"), (NO_CHANGE,), (
        N_("An operation that leaves the position exactly as it was (a Reset with no cube to "
        "its right, scoring a Region that cannot score, setting Armies to what they are, "
        "pushing out one's own cube from a row of one's own cubes) is reported but is not "
        "a step: Undo never takes it back."),
    )),
    Section("adjustment", N_("VP from outside the board"), (ADJUSTMENT,), (
        N_("Majority tokens (most money, most Armies, most allied countries), THREAT "
        "penalties, strategic assets, executive orders and cards add or take VP at the "
        "table. The app records the result, with its reason, as a step like any other."),
        N_("A VP total never goes below 0: an adjustment that would take it there is refused, "
        "and nothing changes."),
    )),
    Section("rounds", N_("Rounds"), (ROUND,), (
        N_("A game has rounds (the standard game: 6, with every Region scored after rounds 3 "
        "and 6). Ending a round is a step that scores nothing by itself; at the end of a "
        "scoring round the window offers Score All Regions."),
    )),
    Section("standings", N_("Standings"), (STANDINGS,), (
        N_("Players rank by VP total, most first. Players with the same total share the place "
        "(both are 1st; the next is 3rd): the app breaks no such tie."),
    )),
)  # fmt: skip


def section_of(tag: str) -> Section | None:
    """The section that explains `tag`, or None for a tag no rule has."""
    return _BY_TAG.get(tag)


_BY_TAG = {tag: section for section in SECTIONS for tag in section.tags}
