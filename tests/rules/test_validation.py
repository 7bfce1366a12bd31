"""Checking a Board as the editor holds it (validation.py): errors, warnings, colours."""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, event, given, settings

from boards import LOCAL, board, region
from influence_board.colours import color_difference, delta_e_2000, parse_color, to_lab
from influence_board.rules import Board, Participant, Region, check, is_valid
from influence_board.rules.formats.scenario import ScenarioError, dumps, loads, standard_board
from influence_board.rules.validation import TOO_CLOSE, Problem, errors

T = TypeVar("T")

ROOT = Path(__file__).resolve().parents[2]
OKABE_ITO = ["#0072b2", "#f0e442", "#d55e00", "#009e73"]  # as on the standard board


def paths(b: Board, severity: str) -> list[str]:
    return [p.path for p in check(b) if p.severity == severity]


def reasons(b: Board, path: str) -> list[str]:
    return [p.message for p in check(b) if p.path == path]


def colourful(b: Board) -> Board:
    """The Board with players in clearly different colours (boards.py gives them one)."""
    players = tuple(Participant(p.id, p.name, OKABE_ITO[i]) for i, p in enumerate(b.players))
    return Board(b.name, players, b.local_power, b.regions, b.adjacency, b.vp)


def with_region(b: Board, i: int, **changes: object) -> Board:
    regions = list(b.regions)
    regions[i] = dataclasses.replace(regions[i], **changes)  # type: ignore[arg-type]
    return Board(b.name, b.players, b.local_power, tuple(regions), b.adjacency, b.vp)


@pytest.fixture
def good() -> Board:
    return colourful(
        board(
            region("x", perm=["a"], temp=["b"]),
            region("y", temp=[LOCAL]),
            players="abc",
            adjacency=[("x", "y")],
        )
    )


# -- the standard board and shipped scenarios ------------------------------------------------


def test_the_standard_board_has_no_errors_and_no_colour_warnings() -> None:
    b = standard_board()
    problems = check(b)
    assert [p for p in problems if p.severity == "error"] == []
    assert [p for p in problems if p.path.endswith(".color")] == []
    assert is_valid(b)


def scenario_files() -> list[Path]:
    cases = sorted((ROOT / "tests" / "cases").glob("*/scenario.json"))
    return [ROOT / "resources" / "scenarios" / "world-order.json", *cases]


@pytest.mark.parametrize("path", scenario_files(), ids=lambda p: p.parent.name)
def test_every_scenario_that_loads_has_no_errors(path: Path) -> None:
    assert paths(loads(path.read_text("utf-8")), "error") == []


def test_a_good_board_has_no_problems(good: Board) -> None:
    assert check(good) == []
    assert is_valid(good)


# -- errors ----------------------------------------------------------------------------------


def test_a_gap_in_a_temporary_row(good: Board) -> None:
    b = with_region(good, 0, temporary=("b", None, "a", None))
    assert paths(b, "error") == ["regions[0].cubes.temporary[2]"]
    assert reasons(b, "regions[0].cubes.temporary[2]") == [
        "a cube in temporary slot 3 after the empty temporary slot 2: temporary cubes fill a "
        "contiguous run from the left"
    ]
    assert not is_valid(b)


def test_duplicate_ids(good: Board) -> None:
    players = (*good.players, Participant("a", "Again", "#d55e00"))
    b = Board(good.name, players, Participant("b", "L", "black"), good.regions, good.adjacency)
    b = Board(b.name, b.players, b.local_power, (*b.regions, b.regions[1]), b.adjacency)
    duplicates = [p for p in paths(b, "error") if p.endswith(".id")]
    assert duplicates == ["players[3].id", "local_power.id", "regions[2].id"]
    assert reasons(b, "players[3].id") == ['duplicate id "a" (also at players[0].id)']
    assert reasons(b, "local_power.id") == ['duplicate id "b" (also at players[1].id)']
    assert reasons(b, "regions[2].id") == ['duplicate id "y" (also at regions[1])']


def test_owners_that_are_not_participants(good: Board) -> None:
    b = with_region(
        good, 1, permanent=("zz", None), overflow=("qq",), temporary=("a", "zz", None, None),
        armies=(("ww", 1),),
    )  # fmt: skip
    assert paths(b, "error") == [
        "regions[1].cubes.permanent[0]",
        "regions[1].cubes.overflow[0]",
        "regions[1].cubes.temporary[1]",
        "regions[1].armies.ww",
    ]
    assert reasons(b, "regions[1].cubes.overflow[0]") == [
        'overflow cube 1: "qq" is neither a player nor the local power; expected one of a, b, '
        "c, local"
    ]
    # The local power's cubes are fine; without a local power they are not.
    no_local = Board(good.name, good.players, None, good.regions, good.adjacency)
    assert paths(no_local, "error") == ["regions[1].cubes.temporary[0]"]


def test_negative_vp(good: Board) -> None:
    b = with_region(
        good, 0, permanent_vp=(1, -1), temporary_vp=(-2, 3, 2, 1), majority_bonus=(5, -3)
    )
    assert paths(b, "error") == [
        "regions[0].permanent[1]",
        "regions[0].temporary[0]",
        "regions[0].majority_bonus[1]",
    ]
    assert reasons(b, "regions[0].permanent[1]") == [
        "negative VP (-1): printed VP must be 0 or more"
    ]
    assert reasons(b, "regions[0].majority_bonus[1]") == [
        "negative VP (-3): a bonus must be 0 or more"
    ]


def test_bad_links(good: Board) -> None:
    links = (("x", "y"), ("x", "nowhere"), ("y", "y"), ("y", "x"))
    b = Board(good.name, good.players, good.local_power, good.regions, links)
    assert paths(b, "error") == ["adjacency[1]", "adjacency[2]", "adjacency[3]"]
    assert reasons(b, "adjacency[1]") == ['unknown Region "nowhere"; expected a Region id']
    assert reasons(b, "adjacency[2]") == ['"y" is linked to itself']
    assert reasons(b, "adjacency[3]") == ["repeats adjacency[0]"]


def test_what_a_scenario_file_cannot_hold(good: Board) -> None:
    b = Board(
        " ",
        (Participant("bad id", "", "rgb(0,0,0)"),),
        good.local_power,
        (dataclasses.replace(good.regions[0], id="", name="", position=(math.inf, 0.0)),),
        vp=(1.5,),  # type: ignore[arg-type]
    )
    assert paths(b, "error") == [
        "name",
        "players[0].id",
        "players[0].name",
        "players[0].color",
        "regions[0].id",
        "regions[0].name",
        "regions[0].position",
        "regions[0].cubes.permanent[0]",  # "a" is no longer a player
        "regions[0].cubes.temporary[0]",
        'vp["bad id"]',
    ]


def test_no_players_and_rows_that_do_not_match_their_slots(good: Board) -> None:
    b = Board(good.name, (), good.local_power, good.regions[1:], ())
    assert paths(b, "error") == ["players"]
    b = with_region(good, 0, permanent=("a",))
    assert reasons(b, "regions[0].cubes.permanent") == [
        "1 entry for 2 permanent slots; expected one owner or null per slot"
    ]


# -- warnings --------------------------------------------------------------------------------


def test_overflow_while_a_permanent_slot_is_free(good: Board) -> None:
    b = with_region(good, 0, overflow=("c", "b"))
    assert paths(b, "warning") == ["regions[0].cubes.overflow"]
    assert reasons(b, "regions[0].cubes.overflow") == [
        "2 cubes beside the permanent row while permanent slot 2 is free: overflow is only "
        "for a full row"
    ]
    full = with_region(b, 0, permanent=("a", "a"))
    assert paths(full, "warning") == []
    assert is_valid(b)  # a warning, not an error: loads accepts it


def test_regions_without_permanent_or_temporary_slots(good: Board) -> None:
    b = with_region(good, 1, permanent_vp=(), permanent=(), temporary_vp=(), temporary=())
    assert paths(b, "warning") == ["regions[1].permanent", "regions[1].temporary"]
    assert is_valid(b)


def test_a_bonus_nobody_can_reach(good: Board) -> None:
    # Three players and the local power: four can rank.
    assert paths(with_region(good, 0, majority_bonus=(4, 3, 2, 1)), "warning") == []
    b = with_region(good, 0, majority_bonus=(5, 4, 3, 2, 1))
    assert reasons(b, "regions[0].majority_bonus") == [
        "5 bonuses but only 4 participants can rank: bonuses past place 4 are never given"
    ]
    no_local = Board(b.name, b.players, None, b.regions[:1], ())
    assert "only 3 participants" in reasons(no_local, "regions[0].majority_bonus")[0]


def test_a_topology_in_pieces() -> None:
    b = colourful(
        board(
            region("p"), region("q"), region("r"), region("s"), adjacency=[("p", "q"), ("q", "r")]
        )
    )
    assert reasons(b, "adjacency") == [
        "the Regions fall apart into 2 pieces that are not linked to each other; cut off from "
        "the largest: S"
    ]
    linked = Board(b.name, b.players, b.local_power, b.regions, (*b.adjacency, ("s", "p")))
    assert check(linked) == []
    # No links at all: no topology drawn yet, nothing to say. One Region: nothing to link.
    unlinked = Board(b.name, b.players, b.local_power, b.regions, ())
    assert check(unlinked) == []
    alone = Board(b.name, b.players, b.local_power, b.regions[:1], ())
    assert check(alone) == []


def test_colours_too_close_to_tell_apart(good: Board) -> None:
    b = Board(
        good.name,
        (
            Participant("a", "A", "red"),
            Participant("b", "B", "#0072b2"),
            Participant("c", "C", "crimson"),
        ),
        Participant(LOCAL, "Local", "#000"),
        good.regions,
        good.adjacency,
    )
    assert paths(b, "warning") == ["players[2].color"]
    (reason,) = reasons(b, "players[2].color")
    assert reason.startswith("A (red) and C (crimson) have colours too close to tell apart")
    same = Board(b.name, b.players, Participant(LOCAL, "Local", "#0072B2"), b.regions)
    assert "B (#0072b2) and Local (#0072B2) have colours too close" in " ".join(
        reasons(same, "local_power.color")
    )


def test_colours_that_collide_for_colour_blind_players(good: Board) -> None:
    b = Board(
        good.name,
        (
            Participant("a", "A", "#d62728"),  # matplotlib's red and green
            Participant("b", "B", "#2ca02c"),
            Participant("c", "C", "#ff7f0e"),  # and orange
        ),
        None,
        good.regions[:1],
    )
    assert reasons(b, "players[1].color") == [
        "A (#d62728) and B (#2ca02c) look alike to players with deuteranopia (green-blind) "
        "colour blindness"
    ]
    assert reasons(b, "players[2].color") == [
        "B (#2ca02c) and C (#ff7f0e) look alike to players with protanopia (red-blind) or "
        "deuteranopia (green-blind) colour blindness"
    ]
    assert is_valid(b)


def test_unknown_colour_names_are_a_warning_and_bad_colours_an_error(good: Board) -> None:
    b = Board(good.name, (Participant("a", "A", "Blurple"),), None, ())
    assert reasons(b, "players[0].color") == [
        '"Blurple" is not a colour name the app knows: its cubes are drawn grey'
    ]
    assert is_valid(b)
    b = Board(good.name, (Participant("a", "A", "#12"),), None, ())
    assert paths(b, "error") == ["players[0].color"]


# -- the report ------------------------------------------------------------------------------


def test_errors_come_first_and_problems_read_well(good: Board) -> None:
    b = with_region(good, 0, overflow=("c",), temporary=(None, "b", None, None))
    problems = check(b)
    assert [p.severity for p in problems] == ["error", "warning"]
    assert str(problems[0]) == (
        "error: regions[0] (X).cubes.temporary[1]: a cube in temporary slot 2 after the empty "
        "temporary slot 1: temporary cubes fill a contiguous run from the left"
    )
    assert problems[1].to_json() == {
        "severity": "warning",
        "path": "regions[0].cubes.overflow",
        "place": "regions[0] (X).cubes.overflow",
        "message": problems[1].message,
        "reason": problems[1].message,
    }
    assert str(Problem("error", "", "no")) == "error: no"
    json.dumps([p.to_json() for p in problems])


# -- colour science --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rgb"),
    [
        ("#abc", (0xAA, 0xBB, 0xCC)),
        ("#0072B2", (0x00, 0x72, 0xB2)),
        ("#800072b2", (0x00, 0x72, 0xB2)),  # Qt's #aarrggbb: the alpha is ignored
        ("black", (0, 0, 0)),
        ("DarkSlateGray", (0x2F, 0x4F, 0x4F)),
        ("rebeccapurple", (0x66, 0x33, 0x99)),
    ],
)
def test_parse_color(text: str, rgb: tuple[int, int, int]) -> None:
    assert parse_color(text) == tuple(c / 255 for c in rgb)


@pytest.mark.parametrize("text", ["blurple", "#12", "#1234567", "rgb(0,0,0)", "", "transparent"])
def test_parse_color_refuses(text: str) -> None:
    assert parse_color(text) is None


# Sharma, Wu & Dalal (2005), the CIEDE2000 test data, pairs 1, 2, 7, 9-13, 19, 17, 25-27, 30.
SHARMA = [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
    ((50, 0, 0), (50, -1, 2), 2.3669),
    ((50, 2.49, -0.001), (50, -2.49, 0.0009), 7.1792),
    ((50, 2.49, -0.001), (50, -2.49, 0.0010), 7.1792),
    ((50, 2.49, -0.001), (50, -2.49, 0.0011), 7.2195),
    ((50, 2.49, -0.001), (50, -2.49, 0.0012), 7.2195),
    ((50, -0.001, 2.49), (50, 0.0009, -2.49), 4.8045),
    ((50, 2.5, 0), (61, -5, 29), 22.8977),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_data(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert delta_e_2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert delta_e_2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_lab_of_known_colours() -> None:
    assert to_lab((1.0, 1.0, 1.0)) == pytest.approx((100, 0, 0), abs=0.01)
    assert to_lab((0.0, 0.0, 0.0)) == pytest.approx((0, 0, 0), abs=0.01)
    assert to_lab((1.0, 0.0, 0.0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


def test_simulated_vision_keeps_greys_and_merges_red_and_green() -> None:
    grey = parse_color("#808080")
    assert grey is not None
    for vision in ("protanopia", "deuteranopia"):
        assert to_lab(grey, vision) == pytest.approx(to_lab(grey), abs=0.5)
    red, green = parse_color("#d62728"), parse_color("#2ca02c")
    assert red is not None and green is not None
    assert color_difference(red, green) > 3 * TOO_CLOSE
    assert color_difference(red, green, "deuteranopia") < 10


# -- agreement with the scenario loader ------------------------------------------------------


coordinate = st.integers(-1000, 1000).map(lambda n: n / 4)


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """Small Boards built by hand, each part now and then something a file cannot hold."""

    def pick(good: Sequence[T], bad: Sequence[T]) -> T:
        if bad and (not good or draw(st.integers(0, 39)) == 0):
            return draw(st.sampled_from(bad))
        return draw(st.sampled_from(good))

    def vps() -> tuple[int, ...]:
        return tuple(pick([0, 1, 2, 5], [-1]) for _ in range(draw(st.integers(0, 4))))

    def name() -> str:
        return pick(["Name", "Other"], ["", " "])

    def participant(pid: str) -> Participant:
        color = pick(["#0072b2", "#e69f00", "#abc", "red", "nocolour"], ["#12", "rgb(1,2,3)"])
        return Participant(pid, name(), color)

    ids = draw(st.lists(st.sampled_from("abc"), unique=True, max_size=3))
    players = tuple(participant(pick([pid], ["a", "bad id", ""])) for pid in ids)
    local = participant(pick(["local"], ["a"])) if draw(st.booleans()) else None
    known = [p.id for p in players] + ([local.id] if local else [])

    def owner() -> str:
        return pick(known, ["zz"]) if known else "zz"

    def cell() -> str | None:
        return None if draw(st.booleans()) else owner()

    def armies() -> tuple[tuple[str, int], ...]:
        counts = {owner(): draw(st.integers(1, 3)) for _ in range(draw(st.integers(0, 2)))}
        return tuple(sorted(counts.items()))

    regions = []
    for rid in draw(st.lists(st.sampled_from(["x", "y", "w"]), unique=True, max_size=3)):
        perm_vp, tmp_vp = vps(), vps()
        run = draw(st.integers(0, len(tmp_vp)))
        temporary = tuple(owner() for _ in range(run)) + (None,) * (len(tmp_vp) - run)
        if pick([False], [True]):
            temporary = tuple(cell() for _ in tmp_vp)
        regions.append(
            Region(
                pick([rid], ["x", "bad id"]),
                name(),
                perm_vp,
                tmp_vp,
                vps(),
                tuple(cell() for _ in perm_vp),
                tuple(owner() for _ in range(draw(st.integers(0, 2)))),
                temporary,
                armies(),
                draw(st.none() | st.tuples(coordinate, coordinate)),
            )
        )
    region_ids = [r.id for r in regions]
    pairs = [(a, b) for i, a in enumerate(region_ids) for b in region_ids[i + 1 :]]
    links = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    bad_links = [("x", "x"), ("x", "nowhere"), *links[:1]]  # self, unknown, repeated
    adjacency = tuple(links) + tuple(pick([], bad_links) for _ in range(pick([0], [1])))
    vp = tuple(draw(st.integers(-3, 30)) for _ in players)
    return Board(name(), players, local, tuple(regions), adjacency, vp)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_no_errors_exactly_when_a_scenario_file_round_trips(b: Board) -> None:
    problems = check(b)
    valid = is_valid(b)
    event(f"valid: {valid}")
    assert valid == all(p.severity == "warning" for p in problems)
    assert errors(b) == [p for p in problems if p.severity == "error"]  # what the loader uses
    text = dumps(b)
    if valid:
        assert loads(text) == b
    else:
        with pytest.raises(ScenarioError):
            loads(text)


# -- purity ----------------------------------------------------------------------------------


def test_editing_and_validation_never_import_qt() -> None:
    probe = (
        "import sys\n"
        "import influence_board.rules.editing, influence_board.rules.validation\n"
        "from influence_board.rules import apply, check, auto_layout, SetVp\n"
        "from influence_board.rules.formats.scenario import standard_board\n"
        "b = standard_board()\n"
        "check(apply(b, auto_layout(b)).board)\n"
        "apply(b, SetVp('usa', 3))\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


# -- one validator: places with names, the reader's share ------------------------------------


def test_every_place_names_the_region_or_player(good: Board) -> None:
    b = with_region(good, 1, temporary=(None, "b", None))
    players = (*b.players[:2], Participant("c", "Carol", "rgb(1,2,3)"))
    b = Board(b.name, players, b.local_power, b.regions, b.adjacency, b.vp)
    found = {p.path: p for p in check(b)}
    assert found["regions[1].cubes.temporary[1]"].place == "regions[1] (Y).cubes.temporary[1]"
    assert found["regions[1].cubes.temporary"].place == "regions[1] (Y).cubes.temporary"
    assert found["players[2].color"].place == "players[2] (Carol).color"
    assert str(found["regions[1].cubes.temporary[1]"]).startswith(
        "error: regions[1] (Y).cubes.temporary[1]: "
    )


def test_a_place_escapes_and_shortens_a_name() -> None:
    long_name = "Ω" * 100
    b = with_region(board(region("x", name=long_name)), 0, temporary=(None, "a", None, None))
    (gap,) = [p for p in check(b) if p.path == "regions[0].cubes.temporary[1]"]
    assert gap.place.startswith("regions[0] (" + "Ω" * 39 + "…).")
    bad = with_region(b, 0, name="Bell\u0007")
    places = {p.path: p.place for p in check(bad)}
    assert places["regions[0].cubes.temporary[1]"] == "regions[0] (Bell\\u0007).cubes.temporary[1]"


def test_two_regions_with_one_name_are_a_warning() -> None:
    b = board(region("x", name="Asia"), region("y", name="Asia"), region("z", name="Asia"))
    found = [p for p in check(b) if p.path.endswith(".name")]
    assert [(p.severity, p.path) for p in found] == [
        ("warning", "regions[1].name"),
        ("warning", "regions[2].name"),
    ]
    assert "regions[0]" in found[0].message
    assert is_valid(b), "a warning does not stop a load"


def test_the_reader_keeps_what_only_the_validator_judges() -> None:
    """scenario.read reports shape and type; a gap in the temporary row, unknown owners,
    duplicate ids and numbers past the limits reach the Board for check() to report."""
    from boards import scenario as doc
    from influence_board.rules.formats.scenario import read

    data = doc(
        region("x", temp=[None, "a"], armies={"zed": 3}, permanent=[1, 2_000_000_000]),
        region("x", name="Other"),
    )
    b, shape = read(data)
    assert shape == []
    assert b is not None and b.regions[0].temporary == (None, "a", None, None)
    assert b.regions[0].armies == (("zed", 3),)
    assert {p.path for p in check(b) if p.severity == "error"} == {
        "regions[0].cubes.temporary[1]",
        "regions[0].armies.zed",
        "regions[0].permanent[1]",
        "regions[1].id",
    }
    data["regions"][0]["name"] = 7
    b, shape = read(data)
    assert [(p.path, p.place) for p in shape] == [("regions[0].name", "regions[0].name")]
    assert "a text" in shape[0].message


def test_validation_does_not_import_the_reader() -> None:
    """One direction only: the reader asks the validator, never the other way round."""
    source = (ROOT / "desktop/influence_board/rules/validation.py").read_text(encoding="utf-8")
    assert "scenario" not in [
        line.split()[1].lstrip(".") for line in source.splitlines() if line.startswith("from .")
    ]
