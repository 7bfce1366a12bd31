"""Setup sheets and prints that always end (issue 33, item 2): `sheet`, File > Export Setup
Sheet and File > Print on valid boards with a player name of 2,000 characters, a Region or
board name of 10,000, or 1,000 Regions, never ran to an end (the board was left a negative
height and its cuts looped for ever). Now a long name is cut short with "…" on the pages and
given whole on the sheet's last pages, and a sheet past MAX_SHEET_PAGES is refused with the
reason.

Planning runs under a count of its steps (every Python and C call): a loop that never ends
fails the test (StepsRunOut) instead of hanging it, and the command line runs with a
timeout."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSizeF
from PySide6.QtWidgets import QApplication

from app_process import MODULE, environment
from influence_board.document.board_document import Document
from influence_board.render import setup_sheet
from influence_board.render.setup_sheet import (
    MAX_SHEET_PAGES,
    RESOLUTION,
    SheetTooLong,
    plan_sheet,
)
from influence_board.render.sheet_board import MAX_BOARD_PAGES, plan_table
from influence_board.rules import Board
from influence_board.rules.formats.scenario import FORMAT, from_data, save, standard_board
from influence_board.rules.topology import with_positions
from influence_board.scene.arrangement import Track
from influence_board.scene.board_scene import BoardScene
from qt_fixtures import Dialogs

if TYPE_CHECKING:
    from influence_board.window.main_window import MainWindow

CUT = "\N{HORIZONTAL ELLIPSIS}"
SHOWN = 60  # the characters of a name on the pages (sheet_words.SHEET_NAME_CHARS)


class StepsRunOut(Exception):
    pass


@contextmanager
def steps(most: int) -> Iterator[list[int]]:
    """Count the calls (Python and C) made inside; past `most`, stop with StepsRunOut."""
    made = [0]

    def count(frame: FrameType, event: str, arg: Any) -> None:
        if event in ("call", "c_call"):
            made[0] += 1
            if made[0] > most:
                raise StepsRunOut(f"more than {most} steps")

    before = sys.getprofile()
    sys.setprofile(count)
    try:
        yield made
    finally:
        sys.setprofile(before)


def long_name(words: str, length: int) -> str:
    """A name of `length` characters: `words` over and over, cut there."""
    return (words * (length // len(words) + 1))[:length].strip()


def long_player_names() -> Board:
    base = standard_board()
    players = tuple(
        replace(p, name=long_name(f"{p.name} of the long table ", 2_000)) for p in base.players
    )
    return replace(base, players=players)


def long_region_name() -> Board:
    base = standard_board()
    first = replace(base.regions[0], name=long_name("Western Marches and Isles ", 10_000))
    return replace(base, regions=(first, *base.regions[1:]))


def long_board_name() -> Board:
    return replace(standard_board(), name=long_name("Grand Final Table Seven ", 10_000))


def many_regions(count: int) -> Board:
    """`count` Regions of the standard board's shapes, laid out by the app."""
    base = standard_board()
    regions = tuple(
        replace(base.regions[n % len(base.regions)], id=f"r{n}", name=f"Region {n + 1}")
        for n in range(count)
    )
    return replace(base, regions=tuple(replace(r, position=None) for r in regions), adjacency=())


ATTACKS = {
    "player name of 2,000": long_player_names,
    "Region name of 10,000": long_region_name,
    "board name of 10,000": long_board_name,
    "1,000 Regions": lambda: many_regions(1_000),
}
LONG_NAMES = {
    "player name of 2,000": lambda b: b.players[0].name,
    "Region name of 10,000": lambda b: b.regions[0].name,
    "board name of 10,000": lambda b: b.name,
}


def scene_of(board: Board) -> tuple[Document, BoardScene]:
    document = Document(with_positions(board))
    return document, BoardScene(document)


@pytest.fixture(scope="module")
def planned_once(qapp: QApplication) -> None:
    """One sheet planned before any is counted: the first plan of a run also imports the
    sheet's modules and fills Qt's font caches, which is no step of planning."""
    _document, scene = scene_of(standard_board())
    plan_sheet(standard_board(), scene, "warm.json", RESOLUTION)


def most_steps(board: Board) -> int:
    """The planning's budget: a few times what it takes (about 300 calls a Region laid
    out, 40 past the page limit), whatever the names' length."""
    return 10_000 + 1_000 * len(board.regions)


# -- planning ----------------------------------------------------------------------------------


@pytest.mark.parametrize("attack", ATTACKS)
def test_planning_ends_within_the_page_limit(planned_once: None, attack: str) -> None:
    board = ATTACKS[attack]()
    _document, scene = scene_of(board)
    with steps(most_steps(board)):
        sheet = plan_sheet(board, scene, "attack.json", RESOLUTION)
    kinds = [page.what for page in sheet.pages]
    assert 1 <= len(kinds) <= MAX_SHEET_PAGES
    if attack in LONG_NAMES:
        assert kinds[-1] == "names"  # the names cut short, whole at the end
        assert len(sheet.header) < 2 * SHOWN + len("attack.json")
    else:
        assert "names" not in kinds and kinds.count("regions") >= 1_000 // 12


def test_a_board_left_no_room_on_the_page_is_refused_at_once(qapp: QApplication) -> None:
    """What the old planning was given for a board under a very long title: a page of
    negative height, which it cut into pieces of negative length for ever."""
    no_room = QSizeF(1577, -300)
    with steps(1_000), pytest.raises(ValueError):
        plan_table([Track("r", (0.0, 0.0), 300, 200)], no_room, RESOLUTION)


def test_the_pages_of_thousands_of_regions_take_few_steps(qapp: QApplication) -> None:
    """The Table arrangement of 3,000 Regions dealt over pages (a dozen column counts, each
    dealt, then evened out by halving): a few hundred steps a Region. Tracks of the
    standard size would need more than MAX_BOARD_PAGES: they go on one page."""
    for size, pages in (((100.0, 80.0), range(2, MAX_BOARD_PAGES + 1)), ((222.0, 228.0), [1])):
        tracks = [
            Track(f"r{n}", (300.0 * (n % 60), 300.0 * (n // 60)), *size) for n in range(3_000)
        ]
        with steps(300 * len(tracks)) as made:
            plan = plan_table(tracks, QSizeF(1577, 1063), RESOLUTION)
        assert len(plan.pages) in pages, made
        shown = [t.region for page in plan.pages for row in page for t in row]
        assert sorted(shown) == sorted(t.region for t in tracks)


def test_a_sheet_past_the_page_limit_is_refused_with_the_reason(qapp: QApplication) -> None:
    board = many_regions(3_000)
    _document, scene = scene_of(board)
    with steps(most_steps(board)), pytest.raises(SheetTooLong) as refused:
        plan_sheet(board, scene, "huge.json", RESOLUTION)
    assert str(refused.value) == (
        f"huge.json: the setup sheet would take more than {MAX_SHEET_PAGES} pages, "
        "the most one sheet may have"
    )


def test_print_board_leaves_the_regions_out_and_is_never_refused_for_them(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = standard_board()
    _document, scene = scene_of(board)
    monkeypatch.setattr(setup_sheet, "MAX_SHEET_PAGES", 1)
    with pytest.raises(SheetTooLong):
        plan_sheet(board, scene, "x.json", RESOLUTION)
    board_only = plan_sheet(board, scene, "x.json", RESOLUTION, board_only=True)
    assert [page.what for page in board_only.pages] == ["board"]


# -- random boards -----------------------------------------------------------------------------

NAME_LETTERS = st.characters(blacklist_categories=("Cc", "Cs"))


@st.composite
def names(draw: st.DrawFn, most: int) -> str:
    """A valid name of up to `most` characters: a few letters over and over."""
    letters = draw(st.text(NAME_LETTERS, min_size=1, max_size=12))
    name = long_name(letters, draw(st.integers(1, most)))
    return name if name.strip() else f"x{name}"


@st.composite
def boards(draw: st.DrawFn) -> Board:
    """A valid board: names up to 10,000 characters (every Region's up to 300, a few up
    to 10,000), up to 3,000 Regions laid out by the app."""
    count = draw(st.integers(1, 3_000))
    every = draw(st.integers(1, 300))
    long = dict(draw(st.lists(st.tuples(st.integers(0, count - 1), names(10_000)), max_size=3)))
    players = [
        {"id": f"p{n}", "name": draw(names(10_000)), "color": colour}
        for n, colour in enumerate(
            ("#0072b2", "#e69f00", "#009e73", "#cc79a7")[: draw(st.integers(1, 4))]
        )
    ]
    regions = [
        {
            "id": f"r{n}",
            "name": long.get(n) or long_name(f"Region {n} ", every),
            "permanent": [1, 1],
            "temporary": [4, 3, 2, 1],
            "majority_bonus": [7, 4, 2],
            "cubes": {"permanent": ["p0", None], "overflow": [], "temporary": [None] * 4},
        }
        for n in range(count)
    ]
    data = {
        "format": FORMAT,
        "name": draw(names(10_000)),
        "players": players,
        "local_power": {"id": "local", "name": draw(names(10_000)), "color": "black"},
        "regions": regions,
    }
    return from_data(data)


@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(boards())
def test_any_sheet_is_planned_in_bounded_steps_within_the_page_limit(
    planned_once: None, board: Board
) -> None:
    _document, scene = scene_of(board)
    with steps(most_steps(board)):
        try:
            sheet = plan_sheet(board, scene, "random.json", RESOLUTION)
        except SheetTooLong:
            return
    assert 1 <= len(sheet.pages) <= MAX_SHEET_PAGES
    cut = any(len(n) > SHOWN for n in (board.name, *(p.name for p in board.participants())))
    cut = cut or any(len(r.name) > SHOWN for r in board.regions)
    assert (sheet.pages[-1].what == "names") == cut


# -- the command line --------------------------------------------------------------------------


def sheet_command(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """`influence-board sheet ARGS`, stopped after a minute: the old planning never ended."""
    try:
        return subprocess.run(
            [*MODULE, "sheet", *map(str, args)],
            env=environment(),
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("`sheet` did not end within a minute")


def page_texts(pdf: Path) -> list[str]:
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return text.split("\f")[:-1]


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("attack", ATTACKS)
def test_sheet_ends_on_every_attack(tmp_path: Path, attack: str) -> None:
    board = ATTACKS[attack]()
    scenario = tmp_path / "attack.json"
    save(board, scenario)
    out = tmp_path / "sheet.pdf"
    done = sheet_command(scenario, "-o", out)
    assert done.returncode == 0, done.stderr
    count = out.read_bytes().count(b"/Type /Page") - out.read_bytes().count(b"/Type /Pages")
    assert 1 <= count <= MAX_SHEET_PAGES
    if shutil.which("pdftotext") is None or attack not in LONG_NAMES:
        return
    # The name cut short with "…" on the pages before the last part, whole in that part.
    name = LONG_NAMES[attack](board)
    texts = page_texts(out)
    last = next(n for n, text in enumerate(texts) if "Names in full" in text)
    shown = squeezed(name[: SHOWN - 1] + CUT)
    before = squeezed("".join(texts[:last]))
    assert shown in before and squeezed(name) not in before
    # The whole name, between the pages' headers and footers.
    body = [text.strip().splitlines()[1:-1] for text in texts[last:]]
    assert squeezed(name) in squeezed("".join(line for page in body for line in page))


def test_sheet_refuses_a_board_past_the_page_limit_and_writes_nothing(tmp_path: Path) -> None:
    scenario = tmp_path / "huge.json"
    save(many_regions(3_000), scenario)
    out = tmp_path / "sheet.pdf"
    done = sheet_command(scenario, "-o", out)
    assert done.returncode == 2
    assert f"{scenario}: the setup sheet would take more than {MAX_SHEET_PAGES} pages" in (
        done.stderr
    )
    assert not out.exists()


# -- the window --------------------------------------------------------------------------------

WINDOW_STEPS = 100_000  # about ten times what exporting or printing such a sheet takes


@pytest.mark.parametrize("board", [long_region_name(), long_player_names()])
def test_the_window_exports_and_prints_a_sheet_of_long_names(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path
) -> None:
    exported, printed = tmp_path / "sheet.pdf", tmp_path / "printed.pdf"
    with steps(WINDOW_STEPS):
        assert window.parts.pictures.export_sheet(exported)
    dialogs.print_to = str(printed)
    with steps(WINDOW_STEPS):
        window.action("print").trigger()
    assert dialogs.errors == []
    assert printed.read_bytes().startswith(b"%PDF")


def test_the_window_says_why_a_sheet_past_the_page_limit_is_not_written(
    window: MainWindow, dialogs: Dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(setup_sheet, "MAX_SHEET_PAGES", 1)  # the window's sheet has 2
    exported = tmp_path / "sheet.pdf"
    assert not window.parts.pictures.export_sheet(exported)
    assert not exported.exists()
    reason = "the setup sheet would take more than 1 pages, the most one sheet may have"
    assert dialogs.errors == [("Cannot export", str(exported), reason)]
    # File > Print: said before a preview opens; File > Print Board prints the board.
    dialogs.errors.clear()
    window.action("print").trigger()
    assert dialogs.previews == []
    assert dialogs.errors == [("Cannot print", "World Order: standard board: setup sheet", reason)]
    dialogs.print_to = str(tmp_path / "board.pdf")
    window.action("print_board").trigger()
    assert dialogs.previews == ["Print board"]
    assert (tmp_path / "board.pdf").read_bytes().startswith(b"%PDF")
    # A tournament pack: printed or exported, the sheet past the limit is named.
    table = tmp_path / "table.json"
    save(standard_board(), table)
    dialogs.errors.clear()
    dialogs.open_paths = [str(table)]
    window.action("print_sheets").trigger()
    assert dialogs.previews == ["Print board"]  # no other preview opened
    assert dialogs.errors == [("Cannot print", "Setup sheets", f"table.json: {reason}")]
    pack = tmp_path / "pack.pdf"
    assert not window.parts.pictures.export_sheet_pack([table], pack)
    assert dialogs.errors[-1] == ("Cannot export setup sheets", str(pack), f"table.json: {reason}")
    assert not pack.exists()
