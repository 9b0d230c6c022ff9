"""Setup (§5) and final scoring (§18)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from games.agra import data as D
from games.agra.rules import start_turn
from games.agra.state import M, State, blank_state, label, log, rng, roll, shuffle, value
from games.core.protocol import Result, rank_by


def choose_notables(s: State) -> list[str]:
    """Levels II-IV drawn at random; level I redrawn among the sets giving the required guild
    spread; everything redrawn only if no level I set can fix it (§5.2, D-07)."""
    n = s["n"]
    sizes = D.SECTION_SIZE[n]
    pools = {lvl: [k for k, v in D.NOTABLES.items() if v["level"] == lvl] for lvl in (1, 2, 3, 4)}
    while True:
        r = rng(s)
        high = [x for lvl in (2, 3, 4) for x in sorted(r.sample(pools[lvl], sizes[lvl - 1]))]
        s["rng"] = r.to_json()
        base = Counter(D.NOTABLES[x]["guild"] for x in high)
        valid = []
        for combo in combinations(pools[1], sizes[0]):
            c = base + Counter(D.NOTABLES[x]["guild"] for x in combo)
            if tuple(sorted(c[g] for g in D.GUILDS)) == D.SPREAD[n]:
                valid.append(list(combo))
        if valid:
            r = rng(s)
            low = r.choice(valid)
            s["rng"] = r.to_json()
            return low + high


def setup(s: State) -> None:
    n = s["n"]
    while (m := roll(s)) > 4:
        pass
    s["merchant"] = D.BASIC[m - 1]
    s["builder"] = D.GOODS[3 + roll(s)]
    log(
        s,
        f"Setup: the Merchant starts on B{m}, the Builder on the {D.BUILDING_NAME[s['builder']]}.",
        msg=M("setup", n=m, space=s["builder"]),
    )
    for nid in choose_notables(s):
        size = len(D.NOTABLES[nid]["demand"])
        s["river"].append({"id": nid, "slots": [[] for _ in range(size)]})
    if n <= 3:
        for side in (D.AKBAR_LEFT, D.AKBAR_RIGHT):
            for _ in range(2 if n == 2 else 1):
                s["akbar"][side[roll(s) - 1]] = -1
        for g in D.GUILDS:
            col = s["orders"][g]
            need = 2 if n == 2 else 1
            while sum(1 for x in col if x == -1) < need:
                col[roll(s) - 1] = -1
    for g in D.GUILDS:
        i = roll(s) - 1
        while s["orders"][g][i] is not None:
            i = (i + 1) % 6  # D-08
        s["omark"][g] = i
    pile = list(D.FAVOUR_TILES)
    shuffle(s, pile)
    s["display"], s["pile"] = pile[:3], pile[3:]
    r = rng(s)
    s["first"] = s["turn"] = r.randint(0, n - 1)
    s["rng"] = r.to_json()
    log(s, f"{label(s['first'])} is the first player.", msg=M("first", who=label(s["first"])))
    start_turn(s)


def new_game(n: int, seed: str) -> State:
    s = blank_state(n, seed)
    setup(s)
    return s


# ==================================================================================================
# final scoring (§18.2, §18.3)
# ==================================================================================================
def order_markers(s: State, seat: int, guild: str) -> int:
    return s["orders"][guild].count(seat)


def end_notables(s: State, seat: int) -> int:
    p = s["players"][seat]
    total = 0
    guilds_done = sum(1 for g in D.GUILDS if order_markers(s, seat, g))
    symbols = {
        g: sum(1 for c in p["contracts"] if D.NOTABLES[c]["guild"] == g) + order_markers(s, seat, g)
        for g in D.GUILDS
    }
    for c in p["contracts"]:
        if c == "n17":
            total += (0, 1, 3, 6)[guilds_done]
        elif c == "n19":
            total += sum(order_markers(s, seat, g) for g in D.GUILDS)
        elif c == "n20":
            total += sum(1 for v in s["akbar"].values() if v == seat)
        elif c == "n21":
            total += 3 * min(symbols.values())
        elif c in ("n22", "n23", "n24"):
            total += symbols[D.NOTABLES[c]["guild"]]
    return total


def majorities(s: State) -> list[int]:
    """Per guild: first alone 2 x m, first tied 1 x m each and no second, second alone 1 x m
    (§18.2 item 2, D-38)."""
    out = [0] * s["n"]
    for g in D.GUILDS:
        levels = [p["infl"][g] for p in s["players"]]
        top = max(levels)
        firsts = [i for i, v in enumerate(levels) if v == top]
        if len(firsts) > 1:
            for i in firsts:
                out[i] += order_markers(s, i, g)
            continue
        out[firsts[0]] += 2 * order_markers(s, firsts[0], g)
        rest = [v for v in levels if v < top]
        if rest:
            second = max(rest)
            seconds = [i for i, v in enumerate(levels) if v == second]
            if len(seconds) == 1:
                out[seconds[0]] += order_markers(s, seconds[0], g)
    return out


def breakdown(s: State) -> list[dict[str, int]]:
    maj = majorities(s)
    rows = []
    for i, p in enumerate(s["players"]):
        akbar = sum(1 for v in s["akbar"].values() if v == i)
        row = {
            "bag": p["rupees"],
            "notables": end_notables(s, i),
            "influence": maj[i],
            "meditation": 5 if p["med"] == 6 else 0,
            "caches": len(D.CACHES) - len(p["caches"]),
            "akbar": D.akbar_points(akbar),
        }
        row["total"] = sum(row.values())
        rows.append(row)
    return rows


def tiebreak(s: State, seat: int) -> int:
    p = s["players"][seat]
    return sum(value(s, g) * k for g, k in p["stock"].items()) + p["fav"]


def final_result(s: State) -> Result:
    rows = breakdown(s)
    scores = [r["total"] for r in rows]
    tb = [tiebreak(s, i) for i in range(s["n"])]
    ranks = rank_by([(scores[i], tb[i]) for i in range(s["n"])])
    return Result(scores, ranks, rows, tb, ["tie-break: value of goods in stock + favours"])
