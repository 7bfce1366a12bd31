"""What `check` and `replay` print: the JSON report of DESIGN.md and a readable table."""

from __future__ import annotations

from typing import Any

from ...text.escaping import escaped
from ...text.language import _, ngettext, number, place
from ...text.wording import counted
from ..board import Board, Region
from ..majority import Standing, can_score, counts
from ..place_reasons import place_reasons
from ..rulebook import tag_said
from .standings import round_text, standings, standings_text


def region_report(board: Board, region: Region) -> dict[str, Any]:
    ranked = [
        {**Standing(*placing).to_json(), "reason": why.text, "rule": why.rule}
        for placing, why in place_reasons(board, region)
    ]
    return {
        "name": region.name,
        "permanent": list(region.permanent),
        "overflow": list(region.overflow),
        "temporary": list(region.temporary),
        "counts": counts(region),
        "ranking": ranked,
        "can_score": can_score(region),
        "empty_permanent": region.empty_permanent(),
    }


def board_report(board: Board) -> dict[str, Any]:
    return {
        "name": board.name,
        "vp": board.vp_dict(),
        "round": board.round,
        "scoring_rounds": list(board.scoring_rounds),
        "standings": [p.to_json() for p in standings(board)],
        "regions": {r.id: region_report(board, r) for r in board.regions},
    }


def places(
    board: Board, cells: tuple[str | None, ...], vps: tuple[int, ...] | None
) -> list[tuple[str, bool]]:
    """Each place of a row as (text, holds a cube): the owner's name, or the printed VP of
    an empty slot in brackets (overflow places have no printed number)."""
    return [
        (board.name_of(c), True)
        if c is not None
        else (f"[{number(vps[i])}]" if vps else "[ ]", False)
        for i, c in enumerate(cells)
    ]


def _row(board: Board, cells: tuple[str | None, ...], vps: tuple[int, ...] | None) -> str:
    return "  ".join(escaped(text) for text, _held in places(board, cells, vps)) or _("(none)")


def describe_region(board: Board, region: Region) -> list[str]:
    """A plain-text account of one Region, for the terminal and for screen readers.
    Names are escaped (text/escaping.py): each stays on its own line, whatever it holds."""
    lines = [escaped(region.name)]
    lines.append(
        _("  permanent: {places}").format(places=_row(board, region.permanent, region.permanent_vp))
    )
    if region.overflow:
        lines.append(_("  overflow:  {places}").format(places=_row(board, region.overflow, None)))
    lines.append(
        _("  temporary: {places}").format(places=_row(board, region.temporary, region.temporary_vp))
    )
    bonus = "/".join(number(b) for b in region.majority_bonus) or _("none")
    lines.append(_("  majority bonus: {bonus}").format(bonus=bonus))
    ranked = place_reasons(board, region)
    if not ranked:
        lines.append(_("  ranking: nobody has cubes here"))
    else:
        lines.append(_("  ranking:"))
        # A shared place is said once, by its reason ("3rd=, tied with EU and Russia: ..."),
        # which names who shares it; the head gives the place alone.
        for (owner, count, armies, rank, prize), why in ranked:
            said = {
                "place": place(rank, tied=False),
                "name": escaped(board.name_of(owner)),
                "cubes": counted(count, "cube"),
                "armies": counted(armies, "Army"),
                "bonus": number(prize),
                "why": escaped(why.text),
                "rule": tag_said(why.rule),
            }
            if armies:
                line = _(
                    "    {place}  {name}: {cubes}, {armies}, bonus {bonus}  [{why}; rule: {rule}]"
                )
            else:
                line = _("    {place}  {name}: {cubes}, bonus {bonus}  [{why}; rule: {rule}]")
            lines.append(line.format(**said))
    n = region.empty_permanent()
    if n:
        lines.append(
            ngettext("  cannot score: {slots} empty", "  cannot score: {slots} empty", n).format(
                slots=counted(n, "permanent slot")
            )
        )

    else:
        lines.append(_("  can score"))
    return lines


def describe(board: Board) -> str:
    """The whole board as plain text: VP, then every Region in board order."""
    vp = ", ".join(
        f"{escaped(p.name)} {number(n)}" for p, n in zip(board.players, board.vp, strict=True)
    )
    lines = [
        escaped(board.name),
        _("VP: {totals}").format(totals=vp),
        round_text(board),
        escaped(standings_text(board)),
        "",
    ]
    for region in board.regions:
        lines.extend(describe_region(board, region))
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
