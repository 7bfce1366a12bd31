"""What a setup sheet says, as rich text: its title, each Region's block and the names in
full.

A name from a file may be thousands of characters long: on the pages it is cut short with
"…" (`on_paper`), so that the title, the captions and a Region's block keep a size that
fits a page, and the sheet's last part gives every name so cut whole, as text that runs
over as many pages as it needs (`names_in_full_html`). Lists on the title (the VP, the
Regions that cannot score) stop at a number of characters and say how many more there are."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ..look.plain_text import isolated, short_name
from ..rules import Board, Region, ranking
from ..rules.analysis.report import places
from ..rules.majority import place_text
from ..text.wording import and_more

translate = QCoreApplication.translate

SHEET_NAME_CHARS = 60  # a name on the pages; the standard board's longest has 26
LIST_CHARS = 400  # a list of names on the title before "and n more": about four lines


def _long(name: str) -> bool:
    return len(name) > SHEET_NAME_CHARS


def _cut(name: str) -> str:
    return short_name(name, SHEET_NAME_CHARS)


def on_paper(board: Board) -> Board:
    """`board` with every name longer than SHEET_NAME_CHARS cut short with "…": the names
    the pages show. The same Board when no name is that long."""
    local = board.local_power
    everyone = [board.name, *(p.name for p in board.players), *(r.name for r in board.regions)]
    if not any(map(_long, everyone + ([local.name] if local else []))):
        return board
    return replace(
        board,
        name=_cut(board.name),
        players=tuple(replace(p, name=_cut(p.name)) for p in board.players),
        local_power=None if local is None else replace(local, name=_cut(local.name)),
        regions=tuple(replace(r, name=_cut(r.name)) if _long(r.name) else r for r in board.regions),
    )


def cut_names(board: Board) -> list[tuple[str, str]]:
    """The names the pages cut short, in the sheet's order, as (what it names, with a
    place for the name; the whole name)."""
    found = []
    if _long(board.name):
        found.append((translate("SetupSheet", "Board: {0}"), board.name))
    found += [
        (translate("SetupSheet", "Player: {0}"), p.name) for p in board.players if _long(p.name)
    ]
    local = board.local_power
    if local is not None and _long(local.name):
        found.append((translate("SetupSheet", "Local power: {0}"), local.name))
    found += [
        (translate("SetupSheet", "Region: {0}"), r.name) for r in board.regions if _long(r.name)
    ]
    return found


def names_in_full_html(cut: Sequence[tuple[str, str]]) -> str:
    """The sheet's last part: each name cut short on the other pages, whole."""
    why = translate(
        "SetupSheet",
        "A name longer than {0} characters is cut short with … on the "
        "other pages of this sheet; here it is whole.",
    ).format(SHEET_NAME_CHARS)
    entries = "".join(f"<p>{html.escape(said.format(isolated(name)))}</p>" for said, name in cut)
    heading = translate("SetupSheet", "Names in full")
    return f"<h2>{html.escape(heading)}</h2><p><i>{html.escape(why)}</i></p>{entries}"


def capped_list(items: Sequence[str], most: int = LIST_CHARS) -> str:
    """The items, comma-separated, as many as `most` characters hold (at least one), then
    how many more there are."""
    shown: list[str] = []
    used = 0
    for item in items:
        if shown and used + len(item) > most:
            break
        shown.append(item)
        used += len(item) + 2
    text = ", ".join(shown)
    rest = len(items) - len(shown)
    if not rest:
        return text
    return f"{text} {and_more(rest)}"  # the words of every capped list (text/wording.py)


def _cells(board: Board, row: tuple[str | None, ...], vps: tuple[int, ...] | None) -> str:
    shown = [f"<b>{html.escape(t)}</b>" if cube else t for t, cube in places(board, row, vps)]
    return " &nbsp; ".join(shown) or "<i>{}</i>".format(translate("SetupSheet", "none"))


def region_html(board: Board, region: Region) -> str:
    """A Region's block: its rows, bonuses, every participant's Armies, the ranking (with
    the counts of cubes) and whether it can score.
    Give it the Board `on_paper` and its Region, so that no name runs over the block."""
    order = [p.id for p in board.participants()]
    standings = ranking(region, order)
    empty = region.empty_permanent()
    flag = (
        "<p style='color:#b3261e'><b>{}</b></p>".format(
            translate("SetupSheet", "Cannot score: empty permanent slots: {0}").format(empty)
        )
        if empty
        else "<p style='color:#1e6b34'>{}</p>".format(translate("SetupSheet", "Can score"))
    )
    rows = "".join(
        f"<tr><td>{place_text(standings, s)}</td>"
        f"<td>{html.escape(board.name_of(s.owner))}</td><td align=right>{s.count}</td>"
        f"<td align=right>{s.armies}</td><td align=right>{s.bonus}</td></tr>"
        for s in standings
    ) or "<tr><td colspan=5><i>{}</i></td></tr>".format(
        translate("SetupSheet", "nobody has cubes here")
    )
    none = translate("SetupSheet", "none")
    # Every participant's Armies, with cubes here or not (the ranking lists only those
    # with cubes); the counts of cubes are the ranking's column.
    armies = ", ".join(f"{html.escape(isolated(board.name_of(o)))} {n}" for o, n in region.armies)
    bonus = " / ".join(str(b) for b in region.majority_bonus) or none
    lines = [
        translate("SetupSheet", "Permanent: {0}").format(
            _cells(board, region.permanent, region.permanent_vp)
        )
    ]
    if region.overflow:
        lines.append(
            translate("SetupSheet", "Overflow: {0}").format(_cells(board, region.overflow, None))
        )
    lines += [
        translate("SetupSheet", "Temporary: {0}").format(
            _cells(board, region.temporary, region.temporary_vp)
        ),
        translate("SetupSheet", "Majority bonus: {0}").format(bonus),
        translate("SetupSheet", "Armies: {0}").format(armies or none),
    ]
    headings = (
        translate("SetupSheet", "Place"),
        translate("SetupSheet", "Participant"),
        translate("SetupSheet", "Cubes", "a column"),
        translate("SetupSheet", "Armies"),
        translate("SetupSheet", "Bonus"),
    )
    return (
        f"<h2>{html.escape(region.name)}</h2><p>{'<br>'.join(lines)}</p>"
        "<table border=1 cellspacing=0 cellpadding=3 width=100%>"
        "<tr>" + "".join(f"<th>{h}</th>" for h in headings) + "</tr>"
        f"{rows}</table>{flag}"
    )


def sheet_title_html(board: Board) -> str:
    """The sheet's title: its name, the VP and the Regions that cannot score. Give it the
    Board `on_paper`."""
    vp = capped_list(
        [f"{isolated(p.name)} {n}" for p, n in zip(board.players, board.vp, strict=True)]
    )
    blocked = capped_list([r.name for r in board.regions if r.empty_permanent()])
    flags = (
        "<p style='color:#b3261e'>{}</p>".format(
            translate("SetupSheet", "Cannot score: {0}").format(html.escape(blocked))
        )
        if blocked
        else "<p>{}</p>".format(translate("SetupSheet", "Every Region can score."))
    )
    vp_said = translate("SetupSheet", "VP: {0}").format(html.escape(vp))
    return f"<h1>{html.escape(sheet_title(board))}</h1><p>{vp_said}</p>{flags}"


def sheet_title(board: Board) -> str:
    """The sheet's title, on its first page and as the PDF's and the print job's name (a
    long name cut short)."""
    return translate("SetupSheet", "{0}: setup sheet").format(
        short_name(board.name, SHEET_NAME_CHARS)
    )


def pack_title() -> str:
    """A tournament pack's name, as a PDF's title and a print job's."""
    return translate("SetupSheet", "Setup sheets")
