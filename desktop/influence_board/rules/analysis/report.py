"""What `check` and `replay` print: the JSON report of DESIGN.md and a readable table."""

from __future__ import annotations

from typing import Any

from ..board import Board, Region
from ..escaping import escaped
from ..majority import can_score, counts, ordinal, ranking
from ..wording import counted


def region_report(board: Board, region: Region) -> dict[str, Any]:
    order = [p.id for p in board.participants()]
    return {
        "name": region.name,
        "permanent": list(region.permanent),
        "overflow": list(region.overflow),
        "temporary": list(region.temporary),
        "counts": counts(region),
        "ranking": [s.to_json() for s in ranking(region, order)],
        "can_score": can_score(region),
        "empty_permanent": region.empty_permanent(),
    }


def board_report(board: Board) -> dict[str, Any]:
    return {
        "name": board.name,
        "vp": board.vp_dict(),
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
    order = [p.id for p in board.participants()]
    standings = ranking(region, order)
    if not standings:
        lines.append("  ranking: nobody has cubes here")
    else:
        lines.append("  ranking:")
        tied = {s.place for s in standings if sum(t.place == s.place for t in standings) > 1}
        for s in standings:
            armies = f", {counted(s.armies, 'Army')}" if s.armies else ""
            tie = " (tied)" if s.place in tied else ""
            lines.append(
                f"    {ordinal(s.place)}{tie}  {escaped(board.name_of(s.owner))}: "
                f"{counted(s.count, 'cube')}{armies}, bonus {s.bonus}"
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
    lines = [escaped(board.name), f"VP: {vp}", ""]
    for region in board.regions:
        lines.extend(describe_region(board, region))
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"
