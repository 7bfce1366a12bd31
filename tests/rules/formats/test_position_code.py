"""Position codes (DESIGN.md "Position code"): a round trip gives the same `check --json`
report, a standard position stays short, and a damaged code is refused with a reason."""

from __future__ import annotations

import random
import re
import string
from dataclasses import replace

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, note, settings

from influence_board.rules import Board, apply
from influence_board.rules.analysis.report import board_report
from influence_board.rules.formats.position_code import (
    PREFIX,
    CodeError,
    decode,
    encode,
    has_standard_structure,
    is_built_like,
)
from influence_board.rules.formats.scenario import standard_board
from influence_board.rules.operations import Add, Operation, Outcome, Score, SetArmies
from influence_board.rules.validation import check
from positions import boards as custom_boards
from positions import likely_operation

STANDARD = standard_board()
# Built otherwise: the standard board without its last Region.
OTHER = replace(
    STANDARD,
    regions=STANDARD.regions[:-1],
    adjacency=tuple(link for link in STANDARD.adjacency if STANDARD.regions[-1].id not in link),
)
URL_SAFE = re.compile(r"[A-Za-z0-9._-]+")
BASE64URL = string.ascii_letters + string.digits + "-_"


def check_report(board: Board) -> dict:
    """What `influence-board check --json` prints for a board."""
    report = board_report(board)
    report["problems"] = [p.to_json() for p in check(board)]
    return report


def play(board: Board, rng: random.Random, n: int) -> Board:
    for _ in range(n):
        # Armies up to table sizes (a count of a billion needs its 30 bits in any code).
        op = likely_operation(board, rng, max_armies=12, moves=True)
        outcome = apply(board, op)
        if isinstance(outcome, Outcome):
            board = outcome.board
    return board


def damaged(code: str, rng: random.Random) -> list[str]:
    """The code cut short, one character changed, and a wrong prefix."""
    i = rng.randrange(len(PREFIX) + 1, len(code))
    flipped = rng.choice([c for c in BASE64URL if c != code[i]])
    return [
        code[: rng.randrange(0, len(code))],
        code[:i] + flipped + code[i + 1 :],
        "ib2." + code[len(PREFIX) :],
        code[len(PREFIX) :],
    ]


# -- the standard board -----------------------------------------------------------------------


def test_the_standard_setup_is_a_short_code_that_decodes_to_itself() -> None:
    code = encode(STANDARD, STANDARD)
    assert code.startswith(PREFIX + "s")
    assert URL_SAFE.fullmatch(code)
    assert len(code) <= 80
    assert decode(code, STANDARD) == STANDARD


@pytest.mark.parametrize("name", [STANDARD.name, "Table 3 - Round 2"], ids=["s", "n"])
@pytest.mark.parametrize("rounds", [1, 2, 3, 6, 7])
def test_the_code_carries_the_round(name: str, rounds: int) -> None:
    board = replace(STANDARD, name=name, round=rounds)
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + ("s" if name == STANDARD.name else "n"))
    again = decode(code, STANDARD)
    assert again.round == rounds and again == board
    assert board_report(again)["round"] == rounds
    if rounds == 1:  # round 1 adds nothing: a code made before rounds reads the same
        assert code == encode(replace(STANDARD, name=name), STANDARD)


def test_other_scoring_rounds_go_whole() -> None:
    board = replace(STANDARD, scoring_rounds=(2, 4))
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + "z")
    assert decode(code, STANDARD).scoring_rounds == (2, 4)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False), n=st.integers(0, 100))
def test_a_position_up_to_100_operations_from_the_standard_setup(
    rng: random.Random, n: int
) -> None:
    board = play(STANDARD, rng, n)
    code = encode(board, STANDARD)
    note(code)
    assert code.startswith(PREFIX + "s"), "the structure is unchanged, so the code is short"
    assert URL_SAFE.fullmatch(code)
    assert len(code) <= 200
    decoded = decode(code, STANDARD)
    assert check_report(decoded) == check_report(board)
    # Only where the Regions are drawn is not part of the code (it is not the position).
    layout = {r.id: r.position for r in STANDARD.regions}
    assert decoded == replace(
        board, regions=tuple(r.with_position(layout[r.id]) for r in board.regions)
    )


def test_the_worst_realistic_position_fits_200_characters() -> None:
    """100 operations that each add what costs the most bits: overflow cubes, Armies, VP."""
    board = STANDARD
    ops: list[Operation] = [Add("middle_east_north_africa", "china", "permanent", force=True)] * 60
    ops += [SetArmies(r.id, p.id, 12) for r in STANDARD.regions for p in STANDARD.participants()]
    ops = ops[:90] + [Score()] * 10
    for op in ops:
        outcome = apply(board, op)
        assert isinstance(outcome, Outcome)
        board = outcome.board
    code = encode(board, STANDARD)
    assert len(code) <= 200, (len(code), code)
    assert check_report(decode(code, STANDARD)) == check_report(board)


def test_a_renamed_standard_board_carries_its_name_only() -> None:
    renamed = replace(STANDARD, name="Table 3 - Round 2")
    assert has_standard_structure(STANDARD, STANDARD)
    assert not has_standard_structure(renamed, STANDARD)
    assert is_built_like(renamed, STANDARD)
    code = encode(renamed, STANDARD)
    assert code.startswith(PREFIX + "n")
    assert len(code) <= 100, (len(code), code)
    assert len(code) <= 80 + len(b"Table 3 - Round 2")
    decoded = decode(code, STANDARD)
    assert decoded.name == "Table 3 - Round 2"
    assert decoded == renamed


def _recoloured(board: Board, n: int, color: str) -> Board:
    players = list(board.players)
    players[n] = replace(players[n], color=color)
    return replace(board, players=tuple(players))


@pytest.mark.parametrize("color", ["#123ABC", "#123abc", "#000000", "teal"])
def test_another_colour_is_a_few_characters(color: str) -> None:
    board = _recoloured(STANDARD, 1, color)
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + "n") and len(code) <= 80, code
    assert decode(code, STANDARD) == board


# Names of up to 40 characters in any script (DESIGN.md sets no length; past about 150
# UTF-8 bytes of mixed scripts, base64's 4 characters for 3 bytes outgrow "80 plus the
# name's length").
NAMES = st.text(
    st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Zs")), min_size=1, max_size=40
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rng=st.randoms(use_true_random=False),
    n=st.integers(0, 100),
    name=NAMES,
    player=st.none() | NAMES,
)
def test_a_renamed_standard_board_stays_short_in_any_position(
    rng: random.Random, n: int, name: str, player: str | None
) -> None:
    """DESIGN.md: at most 80 plus the UTF-8 length of the changed name for a renamed
    standard board, and 200 plus it for a position up to 100 operations from it; a player
    renamed too costs about its own length."""
    board = replace(play(STANDARD, rng, n), name=name)
    changed = len(name.encode())
    if player is not None and player not in {p.name for p in STANDARD.players}:
        board = replace(board, players=(replace(board.players[0], name=player), *board.players[1:]))
        changed += len(player.encode())
    code = encode(board, STANDARD)
    note(code)
    assert URL_SAFE.fullmatch(code)
    assert code.startswith(PREFIX + ("s" if board.name == STANDARD.name and not player else "n"))
    assert len(code) <= (80 if n == 0 else 200) + changed, len(code)
    decoded = decode(code, STANDARD)
    assert check_report(decoded) == check_report(board)
    assert (decoded.name, decoded.players) == (board.name, board.players)


@pytest.mark.parametrize(
    "name", ["Table 3 - Round 2", "Турнир 東京 ✓", "🎲" * 30, "Table 12, " * 25, "東" * 200]
)
def test_the_name_costs_about_its_length(name: str) -> None:
    code = encode(replace(STANDARD, name=name), STANDARD)
    assert len(code) <= 80 + len(name.encode()), (len(code), len(name.encode()))
    assert decode(code, STANDARD).name == name


def test_region_and_local_power_names_travel_too() -> None:
    regions = (replace(STANDARD.regions[2], name="Far East"), *STANDARD.regions[3:])
    assert STANDARD.local_power is not None
    local = replace(STANDARD.local_power, name="Neutral powers", color="#333333")
    board = replace(STANDARD, regions=(*STANDARD.regions[:2], *regions), local_power=local)
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + "n") and len(code) <= 80 + len("Far East Neutral powers")
    assert decode(code, STANDARD) == board


# Made before codes carried texts (the first `s` codes): they decode as they always did.
OLD_CODES = {
    "ib1.sRYgxAiCNAEAJKUCEIh58DzM": (0, 0, 0, 0),
    "ib1.sRYprJ2IEQRoAgRJSgQhEFKbjZQQ": (1, 0, 4, 5),
}


@pytest.mark.parametrize(("code", "vp"), OLD_CODES.items())
def test_codes_made_before_still_decode(code: str, vp: tuple[int, int, int, int]) -> None:
    decoded = decode(code, STANDARD)
    assert decoded.vp == vp and decoded.name == STANDARD.name
    assert encode(decoded, STANDARD) == code, "the standard board still gives the same code"


def test_a_board_built_otherwise_goes_whole() -> None:
    assert not is_built_like(OTHER, STANDARD)
    code = encode(OTHER, STANDARD)
    assert code.startswith(PREFIX + "z")
    assert decode(code, STANDARD) == OTHER


# -- any other board --------------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=custom_boards())
def test_a_custom_board_round_trips_whole(board: Board) -> None:
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + "z")
    assert URL_SAFE.fullmatch(code)
    decoded = decode(code, STANDARD)
    assert decoded == board
    assert check_report(decoded) == check_report(board)


def test_names_in_any_script_survive() -> None:
    board = replace(STANDARD, name="Турнир 東京 ✓", players=STANDARD.players)
    assert decode(encode(board, STANDARD), STANDARD) == board
    other = replace(OTHER, name=board.name)
    assert decode(encode(other, STANDARD), STANDARD) == other


# -- damaged codes ----------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(rng=st.randoms(use_true_random=False), kind=st.sampled_from("snz"))
def test_a_damaged_code_is_refused_with_a_reason(rng: random.Random, kind: str) -> None:
    board = {
        "s": play(STANDARD, rng, 30),
        "n": replace(play(STANDARD, rng, 30), name="Custom"),
        "z": OTHER,
    }[kind]
    code = encode(board, STANDARD)
    for bad in damaged(code, rng):
        note(bad)
        with pytest.raises(CodeError) as refused:
            decode(bad, STANDARD)
        assert str(refused.value)


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("", "must start with 'ib1.'"),
        ("FEN rnbqkbnr", "must start with 'ib1.'"),
        ("ib1.", "unknown kind"),
        ("ib1.q1234", "unknown kind"),
        ("ib1.sAB$CD", "character 8 ('$')"),
        ("ib1.sA", "too many or too few"),
        ("ib1.sAAAA", "too short"),
        ("ib1.sAAAAAAAAAAA", "checksum does not match"),
    ],
)
def test_reasons(code: str, reason: str) -> None:
    with pytest.raises(CodeError, match=re.escape(reason)):
        decode(code, STANDARD)


def test_a_code_of_another_standard_board_is_refused() -> None:
    """If the shipped standard board changes, old short codes must not decode into it."""
    code = encode(STANDARD, STANDARD)
    other = replace(STANDARD, regions=STANDARD.regions[:-1])
    with pytest.raises(CodeError, match="another version of the standard board"):
        decode(code, other)


def test_surrounding_white_space_is_ignored() -> None:
    code = encode(STANDARD, STANDARD)
    assert decode(f"  {code}\n", STANDARD) == STANDARD


def test_a_spare_bit_in_the_last_character_is_damage() -> None:
    code = encode(STANDARD, STANDARD)
    body = code[len(PREFIX) + 1 :]
    assert len(body) % 4 in (2, 3), "the last character has spare bits"
    last = BASE64URL.index(body[-1])
    changed = code[:-1] + BASE64URL[last ^ 1]
    with pytest.raises(CodeError, match="last character"):
        decode(changed, STANDARD)


def test_a_code_whose_content_breaks_a_row_is_refused_by_region_name() -> None:
    """A code with a valid checksum can still say something impossible: too many
    temporary cubes for a Region. (Built by hand, as only a forger would.)"""
    from influence_board.rules.formats import position_code as pc

    bits = pc._BitWriter()
    europe = STANDARD.regions[0]
    for _ in europe.permanent_vp:
        bits.bits(0, 3)
    bits.gamma(0)
    bits.bits(7, 3)  # 7 temporary cubes for 4 slots
    code = pc._pack("s", bits.to_bytes(), STANDARD)
    with pytest.raises(CodeError, match="Europe: the code gives 7 temporary cubes for 4 slots"):
        decode(code, STANDARD)


def test_an_invalid_position_on_the_standard_board_goes_whole_and_is_refused_on_decode() -> None:
    """The editor may hold a position that breaks a rule (a gap in a temporary row): its
    code keeps everything, and decoding it says what is wrong instead of losing a cube."""
    africa = STANDARD.region("africa")
    gap = africa.with_rows(africa.permanent, africa.overflow, (None, "usa", None, None))
    board = STANDARD.with_region(gap)
    code = encode(board, STANDARD)
    assert code.startswith(PREFIX + "z")
    with pytest.raises(CodeError, match=r"regions\[4\]"):
        decode(code, STANDARD)
