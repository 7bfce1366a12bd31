"""The reference of bench_mixed_replay.py: how fast plain Python replays a mixed game.

python tests/benchmarks/mixed_reference.py SCENARIO.json OPS.jsonl

A straight loop, as short as Python allows and not made slow on purpose: each line is
decoded with `json.loads`, then carried out on each Region's rows kept as lists (RULES.md
§2-§5 and §8): adds of both kinds (a push-out when the temporary row is full), converts,
resets, removes, Armies, scoring (each owner's cubes plus the bonus of its place: most
cubes, then most Armies, tied owners share the lowest place they span), VP adjustments.
It checks nothing, names nothing and reports only the final position (one JSON line: every
Region's rows and the VP), so its time is what the parsing and the rules themselves cost:
issue 37 asks `influence-board replay`, with every check and every event in words, to stay
within twice that (2.5 times with `--json`).

`end_round` and `move` change no row nor VP, and the benchmark writes undo lines only as an
undo of k steps at once followed by k redo lines (the position is the same after them), so
the reference passes over all four. bench_mixed_replay.py also writes the files by
choosing each line from this very model (`carry_out`): every line it writes is legal here,
and `replay` must agree (the same final VP and rows).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable

# A Region as lists: permanent, overflow, temporary, Armies {owner: n}, then its printed
# permanent and temporary VP and its majority bonuses.
PERMANENT, OVERFLOW, TEMPORARY, ARMIES, PERMANENT_VP, TEMPORARY_VP, BONUS = range(7)


def start(scenario: dict) -> tuple[dict[str, list], dict[str, int]]:
    """Each Region as lists (in board order: dicts keep it) and each player's VP."""
    regions = {}
    for r in scenario["regions"]:
        cubes = r.get("cubes") or {}
        regions[r["id"]] = [
            list(cubes.get("permanent") or [None] * len(r["permanent"])),
            list(cubes.get("overflow") or []),
            list(cubes.get("temporary") or [None] * len(r["temporary"])),
            dict(r.get("armies") or {}),
            r["permanent"],
            r["temporary"],
            r["majority_bonus"],
        ]
    given = scenario.get("vp") or {}
    vp = {p["id"]: given.get(p["id"], 0) for p in scenario["players"]}
    return regions, vp


def score(region: list, vp: dict[str, int]) -> None:
    """Score one Region into `vp`: only with every permanent slot filled (§4)."""
    permanent, overflow, temporary, armies, _p, _t, bonus = region
    if None in permanent:
        return
    counts: dict[str, int] = {}
    for row in (permanent, overflow, temporary):
        for cube in row:
            if cube is not None:
                counts[cube] = counts.get(cube, 0) + 1
    keys = sorted(((n, armies.get(owner, 0)) for owner, n in counts.items()), reverse=True)
    last = {key: place for place, key in enumerate(keys, start=1)}  # a tie's lowest place
    for owner, n in counts.items():
        if owner in vp:
            place = last[n, armies.get(owner, 0)]
            vp[owner] += n + (bonus[place - 1] if place <= len(bonus) else 0)


def carry_out(entry: dict, regions: dict[str, list], vp: dict[str, int]) -> None:
    """One operation line on the lists."""
    op = entry["op"]
    if op == "add":
        region = regions[entry["region"]]
        player = entry["player"]
        gain = 0
        if entry["kind"] == "permanent":
            permanent = region[PERMANENT]
            slot = entry.get("slot")
            if slot is None and None in permanent:
                slot = permanent.index(None)
            if slot is None:
                region[OVERFLOW].append(player)  # beside the full row (an effect allowed it)
            else:
                permanent[slot] = player
                gain = region[PERMANENT_VP][slot]
        else:
            temporary = region[TEMPORARY]
            if None in temporary:
                slot = temporary.index(None)
                temporary[slot] = player
                gain = region[TEMPORARY_VP][slot]
            else:  # the row is full: push out the leftmost cube, the rest slide left
                del temporary[0]
                temporary.append(player)
        if gain and player in vp and not entry.get("setup"):
            vp[player] += gain
    elif op == "convert":
        region = regions[entry["region"]]
        player, permanent, temporary = entry["player"], region[PERMANENT], region[TEMPORARY]
        del temporary[entry["index"]]  # the cubes to its right slide left
        temporary.append(None)
        slot = entry.get("slot")
        if slot is None and None in permanent:
            slot = permanent.index(None)
        if slot is None:
            region[OVERFLOW].append(player)
        else:
            permanent[slot] = player
    elif op == "reset":  # out of the row, back at the end of the run
        temporary = regions[entry["region"]][TEMPORARY]
        del temporary[entry["index"]]
        end = temporary.index(None) if None in temporary else len(temporary)
        temporary.insert(end, entry["player"])
    elif op == "remove":
        region = regions[entry["region"]]
        row, index = entry["row"], entry["index"]
        if row == "permanent":
            region[PERMANENT][index] = None
        elif row == "overflow":
            del region[OVERFLOW][index]
        else:
            del region[TEMPORARY][index]
            region[TEMPORARY].append(None)
    elif op == "armies":
        armies = regions[entry["region"]][ARMIES]
        armies[entry["player"]] = entry["count"]
    elif op == "score":
        if "region" in entry:
            score(regions[entry["region"]], vp)
        else:
            for region in regions.values():
                score(region, vp)
    elif op == "vp":
        vp[entry["player"]] += entry["delta"]
    # end_round, move, undo and redo: no row nor VP changes (see the module's docstring)


def replay(lines: Iterable[bytes], regions: dict[str, list], vp: dict[str, int]) -> int:
    """Play every line; the number of lines played."""
    played = 0
    loads = json.loads
    for raw in lines:
        carry_out(loads(raw), regions, vp)
        played += 1
    return played


def rows(regions: dict[str, list]) -> dict[str, list]:
    """Each Region's rows as the `--json` report gives them."""
    return {rid: [r[PERMANENT], r[OVERFLOW], r[TEMPORARY]] for rid, r in regions.items()}


def main(argv: list[str]) -> int:
    scenario_path, ops_path = argv
    with open(scenario_path, encoding="utf-8") as file:
        regions, vp = start(json.load(file))
    with open(ops_path, "rb") as lines:
        played = replay(lines, regions, vp)
    print(json.dumps({"played": played, "vp": vp, "regions": rows(regions)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
