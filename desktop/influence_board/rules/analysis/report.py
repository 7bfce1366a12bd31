"""What `check` and `replay` print: the JSON report of DESIGN.md and a readable table."""

from __future__ import annotations

from typing import Any

from ..board import Board, Region
from ..escaping import escaped
from ..majority import Standing, can_score, counts, ordinal
from ..rulings import rulings
from ..wording import counted
from .standings import round_text, standings, standings_text


def region_report(board: Board, region: Region) -> dict[str, Any]:
    ranked = [
        {**Standing(*placing).to_json(), "reason": why.text, "rule": why.rule}
        for placing, why in rulings(board, region)
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
        (board.name_of(c), True) if c is not None else (f"[{vps[i]}]" if vps else "[ ]", False)
        for i, c in enumerate(cells)
    ]


def _row(board: Board, cells: tuple[str | None, ...], vps: tuple[int, ...] | None) -> str:
    return "  ".join(escaped(text) for text, _ in places(board, cells, vps)) or "(none)"


def describe_region(board: Board, region: Region) -> list[str]:
    """A plain-text account of one Region, for the terminal and for screen readers.
    Names are escaped (rules/escaping.py): each stays on its own line, whatever it holds."""
    lines = [escaped(region.name)]
    lines.append(f"  permanent: {_row(board, region.permanent, region.permanent_vp)}")
    if region.overflow:
        lines.append(f"  overflow:  {_row(board, region.overflow, None)}")
    lines.append(f"  temporary: {_row(board, region.temporary, region.temporary_vp)}")
    bonus = "/".join(str(b) for b in region.majority_bonus) or "none"
    lines.append(f"  majority bonus: {bonus}")
    ranked = rulings(board, region)
    if not ranked:
        lines.append("  ranking: nobody has cubes here")
    else:
        lines.append("  ranking:")
        places = [placing[3] for placing, _ in ranked]
        for (owner, count, armies, place, prize), why in ranked:
            army_text = f", {counted(armies, 'Army')}" if armies else ""
            tie = " (tied)" if places.count(place) > 1 else ""
            lines.append(
                f"    {ordinal(place)}{tie}  {escaped(board.name_of(owner))}: "
                f"{counted(count, 'cube')}{army_text}, bonus {prize}  "
                f"[{escaped(why.text)}; rule: {why.rule}]"
            )
    n = region.empty_permanent()
    if n:
        lines.append(f"  cannot score: {counted(n, 'permanent slot')} empty")
    else:
        lines.append("  can score")
    return lines


def describe(board: Board) -> str:
    """The whole board as plain text: VP, then every Region in board order."""
    vp = ", ".join(f"{escaped(p.name)} {n}" for p, n in zip(board.players, board.vp, strict=True))
    lines = [
        escaped(board.name),
        f"VP: {vp}",
        round_text(board),
        escaped(standings_text(board)),
        "",
    ]
    for region in board.regions:
        lines.extend(describe_region(board, region))
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
