"""The reference of bench_replay.py: how fast plain Python replays add lines.

python tests/benchmarks/replay_reference.py SCENARIO.json OPS.jsonl

A straight loop, as short as Python allows and not made slow on purpose: each line is
decoded with `json.loads`, then the cube goes into the rows of its Region, kept as lists
(RULES.md §2: a permanent cube into the named or the leftmost free slot, else beside a
full row when an effect forces it; a temporary cube into the leftmost free slot, else the
leftmost cube is pushed out and the rest slide left); the player gains the slot's printed
VP unless it is a setup placement or the local power's cube. It checks nothing, names
nothing and reports only the final position (one JSON line: every row and the VP), so
its time is what the parsing and the placing themselves cost: issue 23 asks
`influence-board replay` to stay within twice that, with every check and its report.

Only add lines are understood (the benchmark writes nothing else).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable


def start(scenario: dict) -> tuple[dict[str, tuple], dict[str, int]]:
    """Each Region's rows as lists (permanent, overflow, temporary) with its printed VP,
    and each player's VP."""
    regions = {}
    for r in scenario["regions"]:
        cubes = r.get("cubes") or {}
        permanent = list(cubes.get("permanent") or [None] * len(r["permanent"]))
        overflow = list(cubes.get("overflow") or [])
        temporary = list(cubes.get("temporary") or [None] * len(r["temporary"]))
        regions[r["id"]] = (permanent, overflow, temporary, r["permanent"], r["temporary"])
    given = scenario.get("vp") or {}
    vp = {p["id"]: given.get(p["id"], 0) for p in scenario["players"]}
    return regions, vp


def replay(lines: Iterable[bytes], regions: dict[str, tuple], vp: dict[str, int]) -> int:
    """Play every add line; the number of lines played."""
    played = 0
    loads = json.loads
    for raw in lines:
        entry = loads(raw)
        permanent, overflow, temporary, permanent_vp, temporary_vp = regions[entry["region"]]
        player = entry["player"]
        gain = 0
        if entry["kind"] == "permanent":
            slot = entry.get("slot")
            if slot is None and None in permanent:
                slot = permanent.index(None)
            if slot is None:
                overflow.append(player)  # beside the full row (an effect allowed it)
            else:
                permanent[slot] = player
                gain = permanent_vp[slot]
        elif None in temporary:
            slot = temporary.index(None)
            temporary[slot] = player
            gain = temporary_vp[slot]
        else:  # the row is full: push out the leftmost cube, the rest slide left
            del temporary[0]
            temporary.append(player)
        if gain and player in vp and not entry.get("setup"):
            vp[player] += gain
        played += 1
    return played


def main(argv: list[str]) -> int:
    scenario_path, ops_path = argv
    with open(scenario_path, encoding="utf-8") as file:
        regions, vp = start(json.load(file))
    with open(ops_path, "rb") as lines:
        played = replay(lines, regions, vp)
    rows = {rid: [p, o, t] for rid, (p, o, t, _, _) in regions.items()}
    print(json.dumps({"played": played, "vp": vp, "regions": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
