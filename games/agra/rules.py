"""Agra rules as a frame stack (the Al-Rashid model): every pending decision is a frame.

A *decision* frame has a ``seat`` (or, for response windows, ``seats`` answering at the same
time with their ``answers`` stored until all are in, then applied clockwise from the actor's
left, §21.3). ``LEGAL[t](s, f, seat)`` lists its actions, ``APPLY[t](s, f, seat, action)`` carries
one out. *Automatic* frames (``AUTO``) run as soon as they reach the top: they are how "then"
steps (Builder/Merchant moves after an action, the boat after a completion, the end of a turn)
wait for the nested decisions pushed above them. A decision frame with no legal action is
skipped. Frames flagged ``sec`` also offer the active player's secondary actions (§14, §21.4).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from games.agra import data as D
from games.agra.state import (
    M,
    State,
    clockwise_from,
    farmer_moves,
    gain_favours,
    gain_goods,
    gain_rupees,
    label,
    log,
    lying,
    move_farmer,
    own,
    owner_of,
    pay_rupees,
    production,
    roll,
    shuffle,
    standing,
    supply,
    trigger_end,
    value,
)

Frame = dict[str, Any]
SIDE = {"n": "north", "e": "east", "s": "south", "w": "west"}
LEGAL: dict[str, Callable[[State, Frame, int], list[str]]] = {}
APPLY: dict[str, Callable[[State, Frame, int, str], None]] = {}
AUTO: dict[str, Callable[[State, Frame], None]] = {}
GN = D.NOTABLES


def decision(kind: str):
    def wrap(pair):
        LEGAL[kind], APPLY[kind] = pair()
        return pair

    return wrap


def auto(kind: str):
    def wrap(fn):
        AUTO[kind] = fn
        return fn

    return wrap


def push(s: State, frame: Frame) -> None:
    s["stack"].append(frame)


def P(s: State, seat: int) -> dict[str, Any]:
    return s["players"][seat]


def nname(nid: str) -> str:
    return GN[nid]["name"]


# ==================================================================================================
# flow
# ==================================================================================================
def pending(s: State) -> list[int]:
    if not s["stack"]:
        return []
    f = s["stack"][-1]
    if "seats" in f:
        return [x for x in f["seats"] if str(x) not in f["answers"]]
    return [f["seat"]]


def frame_legal(s: State, f: Frame, seat: int) -> list[str]:
    return LEGAL[f["t"]](s, f, seat)


def legal(s: State, seat: int) -> list[str]:
    if not s["stack"] or seat not in pending(s):
        return []
    f = s["stack"][-1]
    out = frame_legal(s, f, seat)
    if f.get("sec") and seat == s["turn"] and "seats" not in f:
        out = out + secondaries(s, seat)
    return out


SECONDARY_VERBS = frozenset(
    ("oil", "curry", "caliph", "book", "statue", "painting", "clothing", "french", "english")
)


def is_secondary(f: Frame, action: str) -> bool:
    """Secondary actions are recognised by their verb (the frame's own options never use
    these verbs, except the meditation-only favour tile FT3)."""
    verb = action.split(" ", 1)[0]
    if verb == "favour":
        return not action.startswith("favour ft3")
    return verb in SECONDARY_VERBS


def apply(s: State, seat: int, action: str) -> None:
    """Carry out an action already validated by ``legal``."""
    f = s["stack"][-1]
    if not is_secondary(f, action):
        if "seats" in f:
            answer(s, f, seat, action)
        else:
            APPLY[f["t"]](s, f, seat, action)
    else:
        do_secondary(s, seat, action)
    advance(s)


def advance(s: State) -> None:
    """Run automatic frames and skip empty decisions until someone must decide."""
    stack = s["stack"]
    while stack and not s["over"]:
        f = stack[-1]
        t = f["t"]
        if t in AUTO:
            stack.pop()
            AUTO[t](s, f)
            continue
        if "seats" in f:
            if not f["seats"]:
                stack.pop()
                continue
            break
        if not frame_legal(s, f, f["seat"]):
            stack.pop()
            continue
        break


def pop_frame(s: State, f: Frame) -> None:
    if s["stack"] and s["stack"][-1] is f:
        s["stack"].pop()
    elif f in s["stack"]:
        s["stack"].remove(f)


def turn_frame(s: State) -> Frame:
    return s["stack"][0]


def answer(s: State, f: Frame, seat: int, action: str) -> None:
    """A window answer is stored; once every seat answered they apply clockwise (D-46)."""
    f["answers"][str(seat)] = action
    log(
        s,
        f"{label(seat)} answered.",
        {seat: f"You answered '{action}'."},
        M("answered", who=label(seat)),
        {seat: M("answered-you", action=action)},
    )
    if all(str(x) in f["answers"] for x in f["seats"]):
        pop_frame(s, f)
        RESOLVE[f["t"]](s, f)


RESOLVE: dict[str, Callable[[State, Frame], None]] = {}


# ==================================================================================================
# turn
# ==================================================================================================
def start_turn(s: State) -> None:
    push(s, {"t": "turn", "seat": s["turn"], "stage": "start", "extra": 0, "sec": True})
    log(
        s,
        f"Round {s['round']}: {label(s['turn'])}'s turn.",
        msg=M("round-turn", round=s["round"], who=label(s["turn"])),
    )


@auto("next")
def _next(s: State, f: Frame) -> None:
    for p in s["players"]:
        p["used"], p["temp"], p["stepped"] = [], 0, []
    nxt = (s["turn"] + 1) % s["n"]
    if nxt == s["first"]:
        if not s.get("acted", True):  # a round without any placement ends the game
            trigger_end(s, "no player could place a worker this whole round", ("stalemate", {}))
        s["acted"] = False
        if s["end_round"] is not None and s["round"] >= s["end_round"] + 1:
            s["over"] = True
            log(s, "The game is over: final scoring.", msg=M("over"))
            return
        s["round"] += 1
    s["turn"] = nxt
    start_turn(s)


def can_meditate(s: State, seat: int) -> bool:
    p = P(s, seat)
    return bool(standing(s, seat)) or p["cook"] > 0 or fa_ok(s, seat, "ft3")


def placements(s: State, seat: int) -> list[str]:
    """Legal target spaces (§8.1, §8.8). Peonage affordability depends on secret rupees, so
    ``choices_are_public`` hides these lists whenever the player has a worker on the board."""
    p = P(s, seat)
    out = []
    for sp in D.SPACES:
        if sp in D.LEVEL and not s["built"][sp]:
            if sp == s["builder"] and p["reserve"] > 0:
                out.append(f"place {sp}")
            continue
        w = s["spaces"][sp]
        if w is None or w[0] != seat:
            if p["reserve"] > 0:
                out.append(f"place {sp}")
        elif p["rupees"] >= peonage_cost(p) or fa_ok(s, seat, "ft14"):
            out.append(f"place {sp}")
    return out


def peonage_cost(p: dict[str, Any]) -> int:
    return 1 if own(p, "n12") else 2


def orders_options(s: State, seat: int) -> list[str]:
    p = P(s, seat)
    out = [f"akbar {g}" for g in D.AKBAR_SLOTS if s["akbar"][g] is None and p["stock"][g] > 0]
    return out + [f"order {g}" for g in D.GUILDS if can_order(s, seat, g)]


def _turn_legal(s: State, f: Frame, seat: int) -> list[str]:
    st = f["stage"]
    if st in ("start", "act", "extra"):
        out = ["meditate"] if st == "start" and can_meditate(s, seat) else []
        return out + (placements(s, seat) or ["pass"])
    if st == "orders":
        return orders_options(s, seat) + ["end turn"]
    return ["end turn"]


def _turn_apply(s: State, f: Frame, seat: int, a: str) -> None:
    w = a.split()
    if a == "meditate":
        f["stage"] = "act"
        log(s, f"{label(seat)} meditates.", msg=M("meditates", who=label(seat)))
        push(s, {"t": "lay", "seat": seat, "k": 0, "sec": True})
    elif w[0] == "place":
        s["acted"] = True
        f["stage"] = "busy"
        push(s, {"t": "mainend"})
        occ = s["spaces"][w[1]]
        if occ is not None and occ[0] == seat and fa_ok(s, seat, "ft14"):
            push(s, {"t": "peon", "seat": seat, "space": w[1]})
        else:
            place(s, seat, w[1], False)
    elif a == "pass":
        log(
            s,
            f"{label(seat)} has no legal space: the action is skipped.",
            msg=M("no-space", who=label(seat)),
        )
        _mainend(s, {})
    elif w[0] == "akbar":
        serve_akbar(s, seat, w[1])
        f["stage"] = "end"
    elif w[0] == "order":
        fulfil(s, seat, w[1])
        f["stage"] = "end"
    elif a == "end turn":
        pop_frame(s, f)
        log(s, f"{label(seat)} ends the turn.", msg=M("ends-turn", who=label(seat)))
        push(s, {"t": "next"})


LEGAL["turn"], APPLY["turn"] = _turn_legal, _turn_apply


@decision("peon")
def _peon():
    """How to pay peonage when FT14 could pay it (private: shows rupee affordability)."""

    def legal(s, f, seat):
        p = P(s, seat)
        out = ["pay rupees"] if p["rupees"] >= peonage_cost(p) else []
        out.append("pay favours")
        return out + (["pay favours mollah"] if fa_ok(s, seat, "ft14", True) else [])

    def do(s, f, seat, a):
        pop_frame(s, f)
        place(s, seat, f["space"], a.startswith("pay favours"), a.endswith("mollah"))

    return legal, do


@auto("mainend")
def _mainend(s: State, f: Frame) -> None:
    tf = turn_frame(s)
    if tf["extra"] > 0:
        tf["extra"] -= 1
        tf["stage"] = "extra"
    else:
        tf["stage"] = "orders"


# ==================================================================================================
# placement (§8)
# ==================================================================================================
def space_name(sp: str) -> str:
    return sp.capitalize() if sp in D.CHARACTERS else f"the {D.BUILDING_NAME[sp]}"


def eject(s: State, sp: str) -> None:
    owner, up = s["spaces"][sp]
    o = P(s, owner)
    s["spaces"][sp] = None
    if up:
        gain_favours(s, owner, 2 if o["med"] >= 3 else 1)
        if own(o, "n8") and o["cook"] < 2:
            o["cook"] += 1
        else:
            o["reserve"] += 1
    else:
        o["reserve"] += 1
    log(
        s,
        f"{label(owner)}'s {'standing' if up else 'lying'} worker is ejected.",
        msg=M("ejected", who=label(owner), up="yes" if up else "no"),
    )


def place(s: State, seat: int, sp: str, ft14: bool, mollah: bool = False) -> None:
    p = P(s, seat)
    if sp in D.LEVEL and not s["built"][sp]:  # the Builder's site (§8.6)
        p["reserve"] -= 1
        s["spaces"][sp] = [seat, True]
        log(
            s,
            f"{label(seat)} places a worker on the Builder's site: {space_name(sp)}.",
            msg=M("place-site", who=label(seat), space=sp),
        )
        build(s, seat, sp)
        push(s, {"t": "bmove"})
        push(s, {"t": "proc", "seat": seat, "tgt": sp, "sec": True})
        return
    w = s["spaces"][sp]
    if w is not None and w[0] == seat:
        if ft14:
            use_favour(s, seat, "ft14", mollah)
        else:
            pay_rupees(s, seat, peonage_cost(p), "peonage", ("peonage", {}))
        w[1] = True
        log(
            s,
            f"{label(seat)} uses {space_name(sp)} again (peonage).",
            msg=M("peonage", who=label(seat), space=sp),
        )
    else:
        if w is not None:
            eject(s, sp)
        p["reserve"] -= 1
        s["spaces"][sp] = [seat, True]
        log(
            s,
            f"{label(seat)} places a worker on {space_name(sp)}.",
            msg=M("place", who=label(seat), space=sp),
        )
    if sp in D.LEVEL and s["coins"][sp]:
        k, s["coins"][sp] = s["coins"][sp], 0
        p["rupees"] += k
        log(
            s,
            f"{label(seat)} takes the {k} rupee{'s' if k != 1 else ''} lying on {space_name(sp)}.",
            {seat: f"You take the {k} rupee{'s' if k != 1 else ''} lying on {space_name(sp)}; you now have "
             f"{p['rupees']}."},
            M("coins", who=label(seat), k=k, space=sp),
            {seat: M("coins-you", k=k, space=sp, total=p["rupees"])},
        )  # fmt: skip
    if s["merchant"] == sp:
        push(s, {"t": "merchant", "seat": seat})
    push_action(s, seat, sp)


def push_action(s: State, seat: int, sp: str) -> None:
    if sp == "architect":
        push(s, {"t": "arch", "seat": seat, "sec": True})
    elif sp == "sailor":
        push(s, {"t": "spay", "seat": seat, "paid": []})
    elif sp == "trader":
        push(s, {"t": "trade", "seat": seat, "tok": False, "ex": False, "sec": True})
    elif sp == "botanist":
        push(s, {"t": "bot", "seat": seat, "done": [], "sec": True})
    elif sp in D.BASIC:
        push(s, {"t": "prod", "seat": seat, "good": sp, "sec": True})
    else:
        push(s, {"t": "proc", "seat": seat, "tgt": sp, "sec": True})


@auto("merchant")
def _merchant_visit(s: State, f: Frame) -> None:
    gain_favours(s, f["seat"], 2)
    log(
        s,
        f"{label(f['seat'])} gains 2 favours from the Merchant.",
        msg=M("merchant-favours", who=label(f["seat"])),
    )
    move_merchant(s)


def move_merchant(s: State) -> None:
    """Step over built buildings; 1 rupee on each before the last step (§13.2, D-21)."""
    n = roll(s)
    i = D.GOODS.index(s["merchant"])
    for k in range(n):
        i = (i + 1) % 16
        while not s["built"][D.GOODS[i]]:
            i = (i + 1) % 16
        if k < n - 1:
            s["coins"][D.GOODS[i]] += 1
    s["merchant"] = D.GOODS[i]
    log(
        s,
        f"The Merchant rolls {n} and moves to {space_name(s['merchant'])}.",
        msg=M("merchant-moves", n=n, space=s["merchant"]),
    )


@auto("bmove")
def move_builder(s: State, f: Frame | None = None) -> None:
    """Step over construction sites; removed when none is left (§13.3, D-23)."""
    if s["builder"] is None or not s["built"][s["builder"]]:
        return
    sites = [g for g in D.GOODS if not s["built"][g]]
    if not sites:
        s["builder"] = None
        log(
            s,
            "No construction site remains: the Builder leaves the game.",
            msg=M("builder-leaves"),
        )
        return
    if len(sites) == 1:
        s["builder"] = sites[0]
    else:
        n = roll(s)
        i = D.GOODS.index(s["builder"])
        for _ in range(n):
            i = (i + 1) % 16
            while s["built"][D.GOODS[i]]:
                i = (i + 1) % 16
        s["builder"] = D.GOODS[i]
        log(s, f"The Builder rolls {n}.", msg=M("builder-rolls", n=n))
    log(
        s,
        f"The Builder moves to {space_name(s['builder'])}.",
        msg=M("builder-moves", space=s["builder"]),
    )


def build(s: State, seat: int | None, site: str) -> None:
    s["built"][site] = True
    who = f"{label(seat)} builds" if seat is not None else "The boat's event builds"
    by = (
        M("builds", who=label(seat), space=site)
        if seat is not None
        else M("boat-builds", space=site)
    )
    log(s, f"{who} {space_name(site)}.", msg=by)
    if seat is not None and own(P(s, seat), "n3"):
        gain_rupees(s, seat, 1, "Takshaka", ("takshaka", {}))


def construct(s: State, seat: int, site: str) -> None:
    """Architect steps 2-4 after paying (also the Mujtahida): bonus tile, worker and processing,
    Builder movement (§9.1, §12.3)."""
    build(s, seat, site)
    if s["builder"] == site:
        push(s, {"t": "bmove"})
    push(s, {"t": "wproc", "seat": seat, "site": site})
    if any(D.BONUS_TILES[b][0] == D.LEVEL[site] for b in s["bonus"]):
        push(s, {"t": "bonus", "seat": seat, "level": D.LEVEL[site]})


@auto("wproc")
def _wproc(s: State, f: Frame) -> None:
    p = P(s, f["seat"])
    if p["reserve"] > 0:
        p["reserve"] -= 1
        s["spaces"][f["site"]] = [f["seat"], True]
        log(
            s,
            f"{label(f['seat'])} places a worker on {space_name(f['site'])}.",
            msg=M("place", who=label(f["seat"]), space=f["site"]),
        )
        push(s, {"t": "proc", "seat": f["seat"], "tgt": f["site"], "sec": True})


# ==================================================================================================
# architect, materials, bonus tiles (§9.1, §12)
# ==================================================================================================
def mat_total(p: dict[str, Any], sel: dict[str, int]) -> int:
    base = sum(D.MATERIALS[m] * k for m, k in sel.items())
    kinds = sum(1 for k in sel.values() if k > 0)
    return base + (1 if kinds >= 2 else 0) + (1 if own(p, "n3") else 0)


def can_build(p: dict[str, Any], site: str) -> bool:
    return mat_total(p, {m: p["stock"][m] for m in D.MATERIALS}) >= D.COST[site]


@decision("arch")
def _arch():
    def legal(s, f, seat):
        p = P(s, seat)
        out = [f"influence {g}" for g in D.GUILDS]
        return out + [f"build {g}" for g in D.GOODS if not s["built"][g] and can_build(p, g)]

    def do(s, f, seat, a):
        w = a.split()
        pop_frame(s, f)
        if w[0] == "influence":
            raise_track(s, seat, w[1])
        else:
            push(s, {"t": "mat", "seat": seat, "site": w[1], "sel": {}})

    return legal, do


@decision("mat")
def _mat():
    def legal(s, f, seat):
        p = P(s, seat)
        done = ["pay"] if mat_total(p, f["sel"]) >= D.COST[f["site"]] and f["sel"] else []
        adds = [f"use {m}" for m in D.MATERIALS if p["stock"][m] > f["sel"].get(m, 0)]
        return done + adds

    def do(s, f, seat, a):
        if a == "pay":
            p = P(s, seat)
            for m, k in f["sel"].items():
                p["stock"][m] -= k
            paid = ", ".join(f"{k} {m}" for m, k in f["sel"].items())
            parts = {f"{x}{i + 1}": v for i, (m, k) in enumerate(f["sel"].items())
                     for x, v in (("m", m), ("k", k))}  # fmt: skip
            log(
                s,
                f"{label(seat)} pays {paid} for {space_name(f['site'])}.",
                msg=M("pays-site", who=label(seat), space=f["site"], n=len(f["sel"]), **parts),
            )
            pop_frame(s, f)
            construct(s, seat, f["site"])
        else:
            m = a.split()[1]
            f["sel"][m] = f["sel"].get(m, 0) + 1

    return legal, do


@decision("bonus")
def _bonus():
    def legal(s, f, seat):
        return [f"bonus {b}" for b in s["bonus"] if D.BONUS_TILES[b][0] == f["level"]]

    def do(s, f, seat, a):
        b = a.split()[1]
        pop_frame(s, f)
        s["bonus"].remove(b)
        p = P(s, seat)
        p["btiles"].append(b)
        _lvl, guild, fav, rupees, cache = D.BONUS_TILES[b]
        log(
            s,
            f"{label(seat)} takes construction bonus tile {b.upper()}.",
            msg=M("bonus-tile", who=label(seat), tile=b.upper()),
        )
        if fav:
            gain_favours(s, seat, fav)
        gain_rupees(s, seat, rupees, f"bonus tile {b.upper()}", ("bonus-tile", {"tile": b.upper()}))
        if cache and p["caches"]:
            push(s, {"t": "cache", "seat": seat})
        if guild:
            raise_track(s, seat, guild)

    return legal, do


# ==================================================================================================
# transformations and following (§11)
# ==================================================================================================
def transform(s: State, seat: int, tgt: str, k: int, ft2: bool, mollah: bool) -> None:
    src = D.ARROW_SOURCE[tgt]
    p = P(s, seat)
    if ft2:
        use_favour(s, seat, "ft2", mollah)
        k += 1
    p["stock"][src] -= k
    p["stock"][tgt] += k
    log(
        s,
        f"{label(seat)} transforms {k} {src} into {tgt}.",
        msg=M("transforms", who=label(seat), k=k, src=src, tgt=tgt),
    )
    if k >= 1:
        eligible = [j for j in clockwise_from(s, seat) if P(s, j)["stock"][src] > 0]
        if eligible:
            push(
                s,
                {"t": "follow", "seats": eligible, "answers": {}, "actor": seat, "tgt": tgt},
            )


def _follow_legal(s, f, seat):
    if str(seat) in f["answers"]:
        return []
    p = P(s, seat)
    src = D.ARROW_SOURCE[f["tgt"]]
    out = ["follow"]
    if p["stock"][src] >= 2:
        if fa_ok(s, seat, "ft2"):
            out.append("follow ft2")
        if fa_ok(s, seat, "ft2", True):
            out.append("follow ft2 mollah")
    return out + ["decline"]


def _follow_resolve(s: State, f: Frame) -> None:
    followers = 0
    tgt = f["tgt"]
    src = D.ARROW_SOURCE[tgt]
    for j in f["seats"]:
        a = f["answers"][str(j)]
        if a == "decline":
            log(s, f"{label(j)} does not follow.", msg=M("no-follow", who=label(j)))
            continue
        k = 1
        if "ft2" in a:
            use_favour(s, j, "ft2", "mollah" in a)
            k = 2
        P(s, j)["stock"][src] -= k
        P(s, j)["stock"][tgt] += k
        followers += 1
        log(
            s,
            f"{label(j)} follows: {k} {src} into {tgt}.",
            msg=M("follows", who=label(j), k=k, src=src, tgt=tgt),
        )
    if followers:
        gain_favours(s, f["actor"], followers)
        log(
            s,
            f"{label(f['actor'])} gains {followers} favour(s) from followers.",
            msg=M("follower-favours", who=label(f["actor"]), k=followers),
        )


LEGAL["follow"], APPLY["follow"] = _follow_legal, lambda *a: None
RESOLVE["follow"] = _follow_resolve


@decision("proc")
def _proc():
    def legal(s, f, seat):
        p = P(s, seat)
        src = D.ARROW_SOURCE[f["tgt"]]
        kmax = min(3, p["stock"][src])
        out = [f"process {k}" for k in range(kmax + 1)]
        if p["stock"][src] >= 4:
            if fa_ok(s, seat, "ft2"):
                out.append("process 3 ft2")
            if fa_ok(s, seat, "ft2", True):
                out.append("process 3 ft2 mollah")
        return out

    def do(s, f, seat, a):
        w = a.split()
        pop_frame(s, f)
        transform(s, seat, f["tgt"], int(w[1]), "ft2" in w, "mollah" in w)

    return legal, do


@decision("mtr")
def _mtr():
    """One good along an arrow: meditation (MP), F2 or FT13 (already paid)."""

    def legal(s, f, seat):
        p = P(s, seat)
        out = []
        for tgt, src in D.ARROW_SOURCE.items():
            if p["stock"][src] < 1:
                continue
            if f["mode"] == "med" and value(s, tgt) > med_frame(s)["mp"]:
                continue
            if f["mode"] == "ft13" and (value(s, src) != 1 or value(s, tgt) != 2):
                continue
            out.append(f"transform {tgt}")
            if p["stock"][src] >= 2 and fa_ok(s, seat, "ft2"):
                out.append(f"transform {tgt} ft2")
                if fa_ok(s, seat, "ft2", True):
                    out.append(f"transform {tgt} ft2 mollah")
        return out + (["back"] if f["mode"] == "med" else [])

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a == "back":
            return
        w = a.split()
        if f["mode"] == "med":
            mf = med_frame(s)
            mf["mp"] -= value(s, w[1])
            mf["last"] = "transform"
        transform(s, seat, w[1], 1, "ft2" in w, "mollah" in w)

    return legal, do


# ==================================================================================================
# production (§10.1)
# ==================================================================================================
def prod_max(s: State, seat: int, good: str) -> int:
    p = P(s, seat)
    k = production(p, good)
    if own(p, "n4") and good in ("sandstone", "wood"):
        k += 1
    if own(p, "n5") and good in ("cotton", "turmeric"):
        k += 1
    return k


@decision("prod")
def _prod():
    def legal(s, f, seat):
        k = min(prod_max(s, seat, f["good"]), supply(s, seat))
        return [f"produce {i}" for i in range(k + 1)]

    def do(s, f, seat, a):
        k = int(a.split()[1])
        pop_frame(s, f)
        gain_goods(s, seat, f["good"], k)
        log(
            s,
            f"{label(seat)} produces {k} {f['good']}.",
            msg=M("produces", who=label(seat), k=k, good=f["good"]),
        )
        if k >= 2 and own(P(s, seat), "n7"):
            push(s, {"t": "dyer", "seat": seat, "good": f["good"]})

    return legal, do


@decision("dyer")
def _dyer():
    def legal(s, f, seat):
        opts = [
            g for g in D.GOODS if D.CHAIN[g] == f["good"] and g != f["good"] and value(s, g) == 2
        ]
        if P(s, seat)["stock"][f["good"]] < 2:
            return []
        return [f"swap {g}" for g in opts] + ["no swap"]

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a != "no swap":
            g = a.split()[1]
            P(s, seat)["stock"][f["good"]] -= 2
            P(s, seat)["stock"][g] += 1
            log(
                s,
                f"{label(seat)} swaps 2 {f['good']} for 1 {g} (Dyer).",
                msg=M("dyer", who=label(seat), good=f["good"], good2=g),
            )

    return legal, do


# ==================================================================================================
# sailor and deliveries (§9.2, §16)
# ==================================================================================================
def accessible(s: State) -> list[dict[str, Any]]:
    top = D.ACCESSIBLE[s["boat"]]
    return [n for n in s["river"] if GN[n["id"]]["level"] <= top]


def notable(s: State, nid: str) -> dict[str, Any] | None:
    for n in s["river"]:
        if n["id"] == nid:
            return n
    return None


def delivery_options(s: State, seat: int, double: bool, exclude=()) -> list[str]:
    p = P(s, seat)
    out = []
    for n in accessible(s):
        if n["id"] in exclude:
            continue
        for g, slot in zip(GN[n["id"]]["demand"], n["slots"], strict=True):
            if not slot and p["stock"][g] > 0:
                out.append(f"give {n['id']} {g}")
                if double and p["stock"][g] > 1:
                    out.append(f"give {n['id']} {g} x2")
    return out


def delivery_bonus(s: State, seat: int, good: str) -> None:
    p = P(s, seat)
    for nid in p["contracts"]:
        b = D.DELIVERY_BONUS.get(nid)
        if b and b[0] == good:
            gain_rupees(
                s,
                seat,
                b[1],
                f"{nname(nid)} bonus for {good}",
                ("bonus", {"notable": nid, "good": good}),
            )


def deliver_notable(s: State, seat: int, nid: str, good: str, double: bool = False) -> None:
    n = notable(s, nid)
    assert n is not None
    slot = n["slots"][GN[nid]["demand"].index(good)]
    p = P(s, seat)
    p["stock"][good] -= 1
    slot.append(seat)
    twice = " twice (double delivery)" if double else ""
    log(
        s,
        f"{label(seat)} delivers {good} to the {nname(nid)}{twice}.",
        msg=M(
            "delivers", who=label(seat), good=good, notable=nid, double="yes" if double else "no"
        ),
    )
    gain_rupees(
        s,
        seat,
        sum(len(x) for x in n["slots"]),
        f"delivery to the {nname(nid)}",
        ("delivery", {"notable": nid}),
    )
    delivery_bonus(s, seat, good)
    if double:
        p["stock"][good] -= 1
        slot.append(seat)
        gain_rupees(s, seat, 1, "double delivery", ("double", {}))
        delivery_bonus(s, seat, good)
    if all(n["slots"]):
        complete(s, nid)


def complete(s: State, nid: str) -> None:
    """Evaluation and award (§16.4): most markers, ties to the highest slot."""
    n = notable(s, nid)
    assert n is not None
    s["river"].remove(n)
    counts: dict[int, int] = {}
    for slot in n["slots"]:
        for x in slot:
            counts[x] = counts.get(x, 0) + 1
    best = max(counts.values())
    winner = next(x for slot in n["slots"] for x in slot if counts[x] == best)
    for x, c in counts.items():
        if x != winner:
            P(s, x)["fav"] += c  # the markers move from the card to the favour area
    P(s, winner)["contracts"].append(nid)
    lvl = GN[nid]["level"]
    s["done_lvl"][lvl] += 1
    log(
        s,
        f"The {nname(nid)} is complete: {label(winner)} wins the card.",
        msg=M("complete", notable=nid, who=label(winner)),
    )
    push(s, {"t": "boat"})
    if lvl == 4:
        trigger_end(
            s, f"the level IV notable {nname(nid)} is complete", ("notable", {"notable": nid})
        )
    immediate(s, winner, nid)


def immediate(s: State, seat: int, nid: str) -> None:
    p = P(s, seat)
    if nid == "n2":
        if p["med"] < 6:
            p["med"] += 1
            log(
                s,
                f"{label(seat)} moves up the meditation track (Sufi).",
                msg=M("sufi", who=label(seat)),
            )
    elif nid == "n15":
        push(s, {"t": "mosaic", "seat": seat})
    elif nid == "n16":
        sites = [g for g in D.GOODS if not s["built"][g]]
        if sites:
            construct(s, seat, sites[0])
    elif nid == "n18":
        push(s, {"t": "track", "seat": seat, "why": "Painter"})
        push(s, {"t": "stand", "seat": seat, "k": 3})
    elif nid == "n20":
        push(s, {"t": "sadr", "seat": seat})
    elif nid in ("n21", "n22", "n23", "n24"):
        gain_favours(s, seat, 3)


def influence_step(s: State, seat: int, nids: list[str]) -> None:
    """Steps for each different notable of one delivery action, once per notable per turn
    (§16.5, D-33); pushed before the deliveries so completions resolve first."""
    p = P(s, seat)
    new = [x for x in dict.fromkeys(nids) if x not in p["stepped"]]
    p["stepped"] += new
    if new:
        push(s, {"t": "infl", "seat": seat, "guilds": [GN[x]["guild"] for x in new]})


@decision("infl")
def _infl():
    def legal(s, f, seat):
        if not f["guilds"]:
            return []
        return [f"raise {g}" for g in dict.fromkeys(f["guilds"])] + ["done"]

    def do(s, f, seat, a):
        if a == "done":
            pop_frame(s, f)
            return
        g = a.split()[1]
        f["guilds"].remove(g)
        raise_track(s, seat, g)

    return legal, do


@decision("spay")
def _spay():
    def legal(s, f, seat):
        p = P(s, seat)
        paid = sum(value(s, g) for g in f["paid"])
        if f["paid"] and not own(p, "n1"):
            return []
        out = [
            f"pay {g}"
            for g in D.GOODS
            if p["stock"][g] > 0 and (not own(p, "n1") or paid + value(s, g) <= 4)
        ]
        return out + (["pay done"] if f["paid"] else ["pay none"])

    def do(s, f, seat, a):
        g = a.split()[1]
        p = P(s, seat)
        if g not in ("done", "none"):
            p["stock"][g] -= 1
            f["paid"].append(g)
            f.setdefault("pv", 0)
            f["pv"] = f["pv"] + value(s, g)
            log(
                s,
                f"{label(seat)} pays 1 {g} to the Sailor.",
                msg=M("pays-sailor", who=label(seat), good=g),
            )
            if own(p, "n1") and f["pv"] < 4:
                return
        pop_frame(s, f)
        pv = f.get("pv", 0)
        d = 1 + pv + (1 if own(p, "n10") else 0)
        push(
            s,
            {"t": "sail", "seat": seat, "D": d, "used": 0, "pv": pv, "order": False,
             "double": False, "nots": [], "sec": True},
        )  # fmt: skip

    return legal, do


@decision("sail")
def _sail():
    def legal(s, f, seat):
        left = f["D"] - f["used"]
        out = []
        if left > 0:
            out = delivery_options(s, seat, not f["double"] and left >= 2)
        if not f["order"] and left >= 2:
            out += [f"order {g}" for g in D.GUILDS if can_order(s, seat, g)]
        return out + ["done"]

    def do(s, f, seat, a):
        w = a.split()
        if w[0] == "give":
            double = len(w) > 3
            f["used"] += 2 if double else 1
            f["double"] = f["double"] or double
            f["nots"].append(w[1])
            deliver_notable(s, seat, w[1], w[2], double)
        elif w[0] == "order":
            f["used"] += 2
            f["order"] = True
            fulfil(s, seat, w[1])
        else:
            pop_frame(s, f)
            refund = min(f["D"] - f["used"], f["pv"])
            gain_rupees(s, seat, refund, "Sailor refund", ("refund", {}))
            jag = owner_of(s, "n10")
            if jag is not None and jag != seat and delivery_options(s, jag, False):
                push(s, {"t": "jag", "seat": jag, "active": seat})
            influence_step(s, seat, f["nots"])

    return legal, do


@decision("jag")
def _jag():
    def legal(s, f, seat):
        return delivery_options(s, seat, False) + ["pass"]

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a == "pass":
            log(
                s,
                f"{label(seat)} does not use the Jagirdar.",
                msg=M("no-jagirdar", who=label(seat)),
            )
            return
        w = a.split()
        gain_favours(s, f["active"], 1)
        influence_step(s, seat, [w[1]])
        deliver_notable(s, seat, w[1], w[2])

    return legal, do


@decision("fdel")
def _fdel():
    def legal(s, f, seat):
        return delivery_options(s, seat, False)

    def do(s, f, seat, a):
        pop_frame(s, f)
        w = a.split()
        influence_step(s, seat, [w[1]])
        deliver_notable(s, seat, w[1], w[2])

    return legal, do


# -- boat (§16.6) ----------------------------------------------------------------------------------
@auto("boat")
def _boat(s: State, f: Frame) -> None:
    b = s["boat"]
    if b not in D.BOAT_NEXT:
        return
    lvl, need = D.BOAT_NEXT[b]
    if s["done_lvl"][lvl] < need:
        return
    s["boat"] = b + 1
    log(s, f"The boat moves to pontoon {b + 1}.", msg=M("boat", n=b + 1))
    if b + 1 == 2:
        site = s["builder"]
        if site is not None:
            build(s, None, site)
            move_builder(s)
    elif b + 1 == 3:
        move_merchant(s)
        for i in range(s["n"]):
            gain_favours(s, i, min(3, P(s, i)["stock"]["cotton"]))
        log(
            s,
            "Each player gains 1 favour per cotton (at most 3). The order limit is now 4.",
            msg=M("pontoon3"),
        )
    elif b + 1 == 4:
        s["tokens"] = {}
        for i in range(s["n"]):
            gain_favours(s, i, 1)
        log(
            s,
            "Price tokens return to the Trader; each player gains 1 favour. Limit 5.",
            msg=M("pontoon4"),
        )
    elif b + 1 == 5:
        vals = {str(i): min(3, 1 + P(s, i)["stock"]["cotton"]) for i in range(s["n"])}
        order = [s["turn"], *clockwise_from(s, s["turn"])]
        log(
            s,
            "Each player takes a good of value 1, 2 or 3 (by cotton). The order limit is 6.",
            msg=M("pontoon5"),
        )
        push(s, {"t": "p5", "seats": order, "answers": {}, "vals": vals})
    elif b + 1 == 6:
        s["clothing_bonus"] = True
        trigger_end(s, "the boat reached pontoon 6", ("boat", {}))


def _p5_legal(s, f, seat):
    if str(seat) in f["answers"]:
        return []
    v = f["vals"][str(seat)]
    return [f"take {g}" for g in D.GOODS if value(s, g) == v]


def _p5_resolve(s: State, f: Frame) -> None:
    for j in f["seats"]:
        g = f["answers"][str(j)].split()[1]
        gain_goods(s, j, g, 1)
        log(s, f"{label(j)} takes 1 {g} (pontoon 5).", msg=M("p5-takes", who=label(j), good=g))


LEGAL["p5"], APPLY["p5"], RESOLVE["p5"] = _p5_legal, lambda *a: None, _p5_resolve


# ==================================================================================================
# orders and Akbar (§15)
# ==================================================================================================
def order_limit(s: State) -> int:
    return D.ORDER_LIMIT_AT[s["boat"]]


def can_order(s: State, seat: int, guild: str) -> bool:
    idx = s["omark"][guild]
    p = P(s, seat)
    if idx is None or p["infl"][guild] < 2:
        return False
    col = s["orders"][guild]
    if sum(1 for x in col if x is not None) >= order_limit(s):
        return False
    a, b = D.ORDERS[guild][idx]
    return p["stock"][a] > 0 and p["stock"][b] > 0


def fulfil(s: State, seat: int, guild: str) -> None:
    idx = s["omark"][guild]
    p = P(s, seat)
    goods = D.ORDERS[guild][idx]
    for g in goods:
        p["stock"][g] -= 1
    col = s["orders"][guild]
    col[idx] = seat
    log(
        s,
        f"{label(seat)} fulfils {guild} order {idx + 1} ({' + '.join(goods)}).",
        msg=M("fulfils", who=label(seat), guild=guild, n=idx + 1, g1=goods[0], g2=goods[1]),
    )
    nxt = None
    for k in range(1, 7):
        j = (idx + k) % 6
        if col[j] is None:
            nxt = j
            break
    s["omark"][guild] = nxt
    lvl = p["infl"][guild]
    r = D.ORDER_REWARD[lvl]
    leads = all(lvl >= q["infl"][guild] for q in s["players"])
    gain_rupees(s, seat, r if leads else r - 1, f"{guild} order", ("order", {"guild": guild}))
    for g in goods:
        delivery_bonus(s, seat, g)
    if nxt is None:
        trigger_end(s, f"the {guild} order column is full", ("column", {"guild": guild}))
    if not leads:
        raise_track(s, seat, guild)


def serve_akbar(s: State, seat: int, slot: str, good: str | None = None) -> None:
    good = good or slot
    P(s, seat)["stock"][good] -= 1
    s["akbar"][slot] = seat
    log(
        s,
        f"{label(seat)} serves Akbar {good} (slot {slot}).",
        msg=M("akbar", who=label(seat), good=good, slot=slot),
    )
    delivery_bonus(s, seat, good)


@decision("sadr")
def _sadr():
    def legal(s, f, seat):
        p = P(s, seat)
        out = []
        for slot in D.AKBAR_SLOTS:
            if s["akbar"][slot] is None:
                out += [
                    f"akbar {slot} {g}"
                    for g in D.GOODS
                    if p["stock"][g] > 0 and value(s, g) == value(s, slot)
                ]
        return out + ["pass"]

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a != "pass":
            w = a.split()
            serve_akbar(s, seat, w[1], w[2])

    return legal, do


@decision("ft7")
def _ft7():
    def legal(s, f, seat):
        return orders_options(s, seat)

    def do(s, f, seat, a):
        pop_frame(s, f)
        w = a.split()
        if w[0] == "akbar":
            serve_akbar(s, seat, w[1])
        else:
            fulfil(s, seat, w[1])

    return legal, do


# ==================================================================================================
# influence, level bonuses, favour tiles (§17)
# ==================================================================================================
def raise_track(s: State, seat: int, guild: str) -> None:
    p = P(s, seat)
    if p["infl"][guild] >= D.TOP_LEVEL:
        log(
            s,
            f"{label(seat)}'s {guild} marker is already at the top (step lost).",
            msg=M("track-top", who=label(seat), guild=guild),
        )
        return
    p["infl"][guild] += 1
    lvl = p["infl"][guild]
    log(
        s,
        f"{label(seat)} moves up to {guild} level {lvl}.",
        msg=M("track-up", who=label(seat), guild=guild, n=lvl),
    )
    if lvl in (3, 6):
        push(s, {"t": "lvl", "seat": seat, "level": lvl})
    if lvl == D.TOP_LEVEL:
        trigger_end(
            s,
            f"{label(seat)} reached the top of the {guild} track",
            ("track", {"who": label(seat), "guild": guild}),
        )


def take_tile(s: State, seat: int, tile: str) -> None:
    p = P(s, seat)
    if tile in s["display"]:
        s["display"].remove(tile)
    else:
        s["pile"].remove(tile)
    p["tiles"].append(tile)
    log(
        s,
        f"{label(seat)} takes favour tile {tile.upper()}.",
        msg=M("takes-tile", who=label(seat), tile=tile.upper(), fid=tile),
    )
    refill(s)
    if len(p["tiles"]) > 3:
        push(s, {"t": "discard", "seat": seat})


def refill(s: State) -> None:
    while len(s["display"]) < 3 and s["pile"]:
        s["display"].append(s["pile"].pop(0))


@decision("lvl")
def _lvl():
    def legal(s, f, seat):
        return ["favours"] + [f"tile {t}" for t in s["display"]]

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a == "favours":
            k = gain_favours(s, seat, 1 if f["level"] == 3 else 2)
            log(
                s,
                f"{label(seat)} takes {k} favour(s) (level {f['level']} bonus).",
                msg=M("level-favours", who=label(seat), k=k, n=f["level"]),
            )
        else:
            take_tile(s, seat, a.split()[1])

    return legal, do


@decision("discard")
def _discard():
    def legal(s, f, seat):
        return [f"discard {t}" for t in P(s, seat)["tiles"]]

    def do(s, f, seat, a):
        pop_frame(s, f)
        t = a.split()[1]
        P(s, seat)["tiles"].remove(t)
        s["pile"].append(t)
        shuffle(s, s["pile"])
        log(
            s,
            f"{label(seat)} discards favour tile {t.upper()}.",
            msg=M("discards-tile", who=label(seat), tile=t.upper(), fid=t),
        )
        refill(s)

    return legal, do


@decision("mosaic")
def _mosaic():
    def legal(s, f, seat):
        out = [f"tile {t}" for t in s["display"]]
        out += [f"tile {t}" for t in sorted(s["pile"], key=lambda x: int(x[2:]))]
        if len(P(s, seat)["tiles"]) >= 3:
            out.append("none")
        return out

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a != "none":
            take_tile(s, seat, a.split()[1])
        shuffle(s, s["pile"])

    return legal, do


@decision("track")
def _track():
    def legal(s, f, seat):
        return [f"raise {g}" for g in D.GUILDS]

    def do(s, f, seat, a):
        pop_frame(s, f)
        raise_track(s, seat, a.split()[1])

    return legal, do


@decision("track2")
def _track2():
    def legal(s, f, seat):
        return [f"raise {a} {b}" for a, b in combinations(D.GUILDS, 2)]

    def do(s, f, seat, a):
        pop_frame(s, f)
        w = a.split()
        raise_track(s, seat, w[2])
        raise_track(s, seat, w[1])

    return legal, do


# ==================================================================================================
# meditation (§7)
# ==================================================================================================
def med_frame(s: State) -> Frame:
    return next(f for f in reversed(s["stack"]) if f["t"] == "med")


def mp_for(p: dict[str, Any], k: int) -> int:
    """k laid workers: max(1, v(s - j)) for j < k (§7.1), +1 with the Muezzin."""
    mp = sum(D.MP_VALUE[p["med"] - j] if p["med"] - j >= 0 else 1 for j in range(k))
    return mp + (1 if mp >= 1 and own(p, "n9") else 0)


@decision("lay")
def _lay():
    def legal(s, f, seat):
        laid = f.get("laid", [])
        out = [f"lay {sp}" for sp in standing(s, seat) if sp not in laid]  # D-09: once each
        if P(s, seat)["cook"] > 0:
            out.append("cook")
        return out + ["done"]

    def do(s, f, seat, a):
        p = P(s, seat)
        if a == "done":
            pop_frame(s, f)
            mp = mp_for(p, f["k"])
            log(
                s,
                f"{label(seat)} lays {f['k']} worker(s) for {mp} MP.",
                msg=M("lays", who=label(seat), k=f["k"], mp=mp),
            )
            push(s, {"t": "med", "seat": seat, "mp": mp, "last": None, "targets": [],
                     "sec": True})  # fmt: skip
        elif a == "cook":
            p["cook"] -= 1
            p["reserve"] += 1
            f["k"] += 1
        else:
            s["spaces"][a.split()[1]][1] = False
            f.setdefault("laid", []).append(a.split()[1])
            f["k"] += 1

    return legal, do


def exchange_pairs(s: State, seat: int, maxv: int = 99) -> list[str]:
    p = P(s, seat)
    out = []
    for g in D.GOODS:
        if p["stock"][g] > 0 and value(s, g) <= maxv:
            v = value(s, g)
            if any(h != g and value(s, h) == v for h in D.GOODS):
                out.append(g)
    return out


@decision("med")
def _med():
    def legal(s, f, seat):
        p = P(s, seat)
        mp, blocked = f["mp"], s["wheel"]
        out = []
        if blocked != "exchange" and exchange_pairs(s, seat, mp):
            out.append("exchange")
        if blocked != "deliver" and mp >= 2 and delivery_options(s, seat, False, f["targets"]):
            out.append("deliver")
        if blocked != "transform" and any(
            p["stock"][src] > 0 and value(s, t) <= mp for t, src in D.ARROW_SOURCE.items()
        ):
            out.append("transform")
        if blocked != "cache" and mp >= 2 and p["caches"]:
            out.append("cache")
        if mp >= 1 and farmer_moves(p):
            out.append("farmer")
        if own(p, "n15") and "mosaic" not in p["used"] and mp >= 1:
            out += ["mosaic 1"] + (["mosaic 3"] if mp >= 3 else [])
        if fa_ok(s, seat, "ft3"):
            out.append("favour ft3")
        if fa_ok(s, seat, "ft3", True):
            out.append("favour ft3 mollah")
        return out + ["done"]

    def do(s, f, seat, a):
        w = a.split()
        p = P(s, seat)
        if a == "exchange":
            push(s, {"t": "x1", "seat": seat, "mode": "med", "give": None})
        elif a == "deliver":
            push(s, {"t": "mdn", "seat": seat})
        elif a == "transform":
            push(s, {"t": "mtr", "seat": seat, "mode": "med"})
        elif a == "cache":
            f["mp"] -= 2
            f["last"] = "cache"
            push(s, {"t": "cache", "seat": seat})
        elif a == "farmer":
            push(s, {"t": "farm", "seat": seat, "steps": 1, "moved": [], "mp": True})
        elif w[0] == "mosaic":
            k = int(w[1])
            f["mp"] -= k
            p["used"].append("mosaic")
            gain_favours(s, seat, 1 if k == 1 else 2)
            log(
                s,
                f"{label(seat)} converts {k} MP into favours (Mosaic Maker).",
                msg=M("mosaic", who=label(seat), k=k),
            )
        elif w[0] == "favour":
            use_favour(s, seat, "ft3", len(w) > 2)
            f["mp"] += 1
        else:
            pop_frame(s, f)
            if f["last"]:
                s["wheel"] = f["last"]
                log(
                    s,
                    f"The meditation wheel now blocks '{f['last']}'.",
                    msg=M("wheel", act=f["last"]),
                )

    return legal, do


@decision("mdn")
def _mdn():
    def legal(s, f, seat):
        mf = med_frame(s)
        ids = dict.fromkeys(o.split()[1] for o in delivery_options(s, seat, False, mf["targets"]))
        return [f"notable {x}" for x in ids] + ["back"]

    def do(s, f, seat, a):
        pop_frame(s, f)
        if a != "back":
            push(s, {"t": "mdg", "seat": seat, "nid": a.split()[1], "goods": []})

    return legal, do


@decision("mdg")
def _mdg():
    def legal(s, f, seat):
        mp = med_frame(s)["mp"]
        k = len(f["goods"])
        out = []
        if k < 3 and mp >= D.DELIVER_MP.get(k + 1, 99):
            for o in delivery_options(s, seat, False):
                w = o.split()
                if w[1] == f["nid"] and w[2] not in f["goods"]:
                    out.append(f"give {w[2]}")
        return out + (["done"] if k else [])

    def do(s, f, seat, a):
        if a != "done":
            f["goods"].append(a.split()[1])
            return
        pop_frame(s, f)
        mf = med_frame(s)
        mf["mp"] -= D.DELIVER_MP[len(f["goods"])]
        mf["last"] = "deliver"
        mf["targets"].append(f["nid"])
        influence_step(s, seat, [f["nid"]])
        for g in f["goods"]:
            if notable(s, f["nid"]) is not None:
                deliver_notable(s, seat, f["nid"], g)

    return legal, do


@decision("x1")
def _x1():
    """Exchange 1 good for another type of the same value (meditation, English Trader, FT10)."""

    def legal(s, f, seat):
        if f["give"] is None:
            maxv = med_frame(s)["mp"] if f["mode"] == "med" else 99
            out = [f"give {g}" for g in exchange_pairs(s, seat, maxv)]
            return out + (["back"] if f["mode"] == "med" else [])
        v = value(s, f["give"])
        return [f"take {h}" for h in D.GOODS if h != f["give"] and value(s, h) == v]

    def do(s, f, seat, a):
        w = a.split()
        if a == "back":
            pop_frame(s, f)
        elif w[0] == "give":
            f["give"] = w[1]
        else:
            pop_frame(s, f)
            p = P(s, seat)
            if f["mode"] == "med":
                mf = med_frame(s)
                mf["mp"] -= value(s, f["give"])
                mf["last"] = "exchange"
            p["stock"][f["give"]] -= 1
            p["stock"][w[1]] += 1
            log(
                s,
                f"{label(seat)} exchanges 1 {f['give']} for 1 {w[1]}.",
                msg=M("exchanges", who=label(seat), good=f["give"], good2=w[1]),
            )

    return legal, do


@decision("cache")
def _cache():
    def legal(s, f, seat):
        return [f"cache {c}" for c in P(s, seat)["caches"]]

    def do(s, f, seat, a):
        pop_frame(s, f)
        c = a.split()[1]
        P(s, seat)["caches"].remove(c)
        log(
            s,
            f"{label(seat)} removes the cache tile at {c}.",
            msg=M("cache", who=label(seat), cache=c),
        )

    return legal, do


@decision("farm")
def _farm():
    def legal(s, f, seat):
        if f["steps"] <= 0:
            return []
        out = []
        for m in farmer_moves(P(s, seat)):
            side, d = m.split()[1:]
            if f["moved"] and f["moved"][0][0] == side and f["moved"][0][1] != d:
                continue
            out.append(m)
        if not out:
            return []
        return out + (["back"] if f.get("mp") else ["done"])

    def do(s, f, seat, a):
        if a in ("done", "back"):
            pop_frame(s, f)
            return
        side, d = a.split()[1:]
        move_farmer(P(s, seat), side, d)
        f["moved"].append([side, d])
        f["steps"] -= 1
        log(
            s,
            f"{label(seat)} moves the {SIDE[side]} farmer {'forward' if d == '+' else 'back'}.",
            msg=M("farmer", who=label(seat), side=side, dir="forward" if d == "+" else "back"),
        )
        if f.get("mp"):
            mf = med_frame(s)
            mf["mp"] -= 1
        if f["steps"] <= 0:
            pop_frame(s, f)

    return legal, do


# ==================================================================================================
# trader (§9.3) and token operations (also FT9)
# ==================================================================================================
def token_ops(s: State) -> list[str]:
    out = ["token new"] if len(s["tokens"]) < 3 else []
    out += [f"token move {g}" for g in D.GOODS if g in s["tokens"]]
    for g, m in s["tokens"].items():
        if m == -1 or g not in D.BASIC:
            out.append(f"token flip {g}")
    return out


@decision("trade")
def _trade():
    def legal(s, f, seat):
        out = []
        if not f["tok"]:
            out.append("token")
        if not f["ex"] and any(P(s, seat)["stock"].values()):
            out.append("exchange")
        return out + ["done"]

    def do(s, f, seat, a):
        if a == "token":
            f["tok"] = True
            push(s, {"t": "tok", "seat": seat, "src": None, "on": None})
        elif a == "exchange":
            f["ex"] = True
            push(s, {"t": "tx", "seat": seat, "give": [], "left": None})
        else:
            pop_frame(s, f)

    return legal, do


@decision("tok")
def _tok():
    def legal(s, f, seat):
        if f["src"] is None:
            return token_ops(s)
        if f["on"] is None:
            return [f"on {g}" for g in D.GOODS if g not in s["tokens"]]
        return ["face up"] + ([] if f["on"] in D.BASIC else ["face down"])

    def do(s, f, seat, a):
        w = a.split()
        if w[0] == "token":
            if w[1] == "flip":
                pop_frame(s, f)
                s["tokens"][w[2]] = -s["tokens"][w[2]]
                log(
                    s,
                    f"{label(seat)} flips the price token on {w[2]}.",
                    msg=M("token-flip", who=label(seat), good=w[2]),
                )
                return
            f["src"] = w[2] if w[1] == "move" else "trader"
        elif w[0] == "on":
            f["on"] = w[1]
        else:
            pop_frame(s, f)
            if f["src"] != "trader":
                del s["tokens"][f["src"]]
            s["tokens"][f["on"]] = 1 if w[1] == "up" else -1
            sign = "+1" if w[1] == "up" else "-1"
            log(
                s,
                f"{label(seat)} puts a price token on {f['on']} ({sign}).",
                msg=M("token-put", who=label(seat), good=f["on"], sign=sign),
            )

    return legal, do


@decision("tx")
def _tx():
    def legal(s, f, seat):
        p = P(s, seat)
        if f["left"] is None:
            out = []
            if len(f["give"]) < 3:
                out = [f"give {g}" for g in D.GOODS if p["stock"][g] > 0]
            return out + (["take"] if f["give"] else [])
        if supply(s, seat) <= 0:
            return ["done"]
        return [f"take {g}" for g in D.GOODS if value(s, g) <= f["left"]] + ["done"]

    def do(s, f, seat, a):
        w = a.split()
        p = P(s, seat)
        if w[0] == "give":
            p["stock"][w[1]] -= 1
            f["give"].append(w[1])
        elif a == "take":
            f["left"] = sum(value(s, g) for g in f["give"]) - 1
            gave = {f"g{i + 1}": g for i, g in enumerate(f["give"])}
            log(
                s,
                f"{label(seat)} gives {', '.join(f['give'])} to the Trader.",
                msg=M("trader-gives", who=label(seat), n=len(f["give"]), **gave),
            )
        elif a == "done":
            pop_frame(s, f)
        else:
            gain_goods(s, seat, w[1], 1)
            f["left"] -= value(s, w[1])
            log(
                s,
                f"{label(seat)} takes 1 {w[1]} from the Trader.",
                msg=M("trader-takes", who=label(seat), good=w[1]),
            )

    return legal, do


# ==================================================================================================
# botanist (§9.4)
# ==================================================================================================
def can_med_up(s: State, seat: int) -> bool:
    p = P(s, seat)
    if p["med"] >= 6:
        return False
    cost = D.MED_COST[p["med"]]
    return all(p["stock"][g] >= cost.count(g) for g in cost)


@decision("bot")
def _bot():
    def legal(s, f, seat):
        p = P(s, seat)
        out: list[str] = []
        if len(f["done"]) >= 2:
            return out  # both options used: the action is over
        if "meditate" not in f["done"] and can_med_up(s, seat):
            out.append("meditate")
        if "cache" not in f["done"] and p["caches"]:
            out.append("cache")
        if "farmers" not in f["done"] and farmer_moves(p):
            out.append("farmers")
        return out + ["done"]

    def do(s, f, seat, a):
        p = P(s, seat)
        if a == "done":
            pop_frame(s, f)
            return
        f["done"].append(a)
        if a == "meditate":
            for g in D.MED_COST[p["med"]]:
                p["stock"][g] -= 1
            p["med"] += 1
            log(
                s,
                f"{label(seat)} moves up to meditation space {p['med'] + 1}.",
                msg=M("meditation-up", who=label(seat), n=p["med"] + 1),
            )
        elif a == "cache":
            push(s, {"t": "cache", "seat": seat})
        else:
            push(s, {"t": "farm", "seat": seat, "steps": 2, "moved": []})

    return legal, do


# ==================================================================================================
# secondary actions (§14)
# ==================================================================================================
def has_fa(p: dict[str, Any], fid: str) -> bool:
    return fid in ("f1", "f2", "f3") or fid in p["tiles"]


def fa_cost(p: dict[str, Any], fid: str, mollah: bool) -> int:
    spend = D.FAVOUR_ACTIONS[fid][1]
    return max(1, spend - 1) if mollah else spend


def fa_ok(s: State, seat: int, fid: str, mollah: bool = False) -> bool:
    p = P(s, seat)
    if not has_fa(p, fid) or fid in p["used"]:
        return False
    if mollah and (not own(p, "n13") or "mollah" in p["used"] or D.FAVOUR_ACTIONS[fid][1] < 2):
        return False
    have = D.FAVOUR_ACTIONS[fid][0]
    return p["fav"] >= have and p["fav"] >= fa_cost(p, fid, mollah)


def use_favour(s: State, seat: int, fid: str, mollah: bool) -> None:
    """Spend the favours; one spent marker stays on the action until the end of the turn."""
    p = P(s, seat)
    p["fav"] -= fa_cost(p, fid, mollah)
    p["temp"] += 1
    p["used"].append(fid)
    if mollah:
        p["used"].append("mollah")
    extra = " with the Mollah" if mollah else ""
    log(
        s,
        f"{label(seat)} uses favour action {fid.upper()}{extra}.",
        msg=M("favour", who=label(seat), tile=fid.upper(), mollah="yes" if mollah else "no"),
    )


def fa_possible(s: State, seat: int, fid: str) -> bool:
    p = P(s, seat)
    st = p["stock"]
    if fid in ("f1", "f3", "ft11"):
        return True
    if fid == "f2":
        return any(st[src] > 0 for src in D.ARROW_SOURCE.values())
    if fid == "ft13":
        return any(
            st[src] > 0 and value(s, src) == 1 and value(s, t) == 2
            for t, src in D.ARROW_SOURCE.items()
        )
    if fid == "ft1":
        return bool(lying(s, seat))
    if fid == "ft4":
        return any(st.values())
    if fid == "ft5":
        return bool(p["caches"])
    if fid == "ft6":
        return bool(delivery_options(s, seat, False))
    if fid == "ft7":
        return bool(orders_options(s, seat))
    if fid == "ft8":
        return bool(farmer_moves(p))
    if fid == "ft9":
        return bool(token_ops(s))
    if fid == "ft10":
        return bool(exchange_pairs(s, seat))
    if fid == "ft12":
        return p["med"] < 6
    return False


FA_MENU = ("f1", "f2", "f3", "ft1", "ft4", "ft5", "ft6", "ft7", "ft8", "ft9", "ft10", "ft11",
           "ft12", "ft13")  # fmt: skip


def secondaries(s: State, seat: int) -> list[str]:
    p = P(s, seat)
    st = p["stock"]
    tf = turn_frame(s)
    out = []
    if lying(s, seat):
        if st["oil"]:
            out.append("oil")
        if st["curry"]:
            out.append("curry")
        if st["oil"] and st["curry"]:
            out.append("oil curry")
        if own(p, "n11") and "caliph" not in p["used"] and st["cotton"]:
            out.append("caliph")
    if "book" not in p["used"] and st["book"]:
        out.append("book")
    if (
        "statue" not in p["used"]
        and st["statue"]
        and tf["stage"] in ("start", "act", "busy", "orders")
    ):
        out.append("statue")
    if "painting" not in p["used"] and st["painting"]:
        out.append("painting")
    if "clothing" not in p["used"] and st["clothing"]:
        out.append("clothing")
    if (
        own(p, "n6")
        and "french" not in p["used"]
        and any(st[g] and 1 <= value(s, g) <= 3 for g in D.GOODS)
    ):
        out.append("french")
    if own(p, "n14") and "english" not in p["used"] and exchange_pairs(s, seat):
        out.append("english")
    if favour_menu(s, seat):
        out.append("favour")
    return out


def favour_menu(s: State, seat: int) -> list[str]:
    """The favour actions usable now (behind one ``favour`` entry, so lists stay short)."""
    p = P(s, seat)
    fav = p["fav"]
    out: list[str] = []
    if fav < 2:
        return out
    used = p["used"]
    mollah = own(p, "n13") and "mollah" not in used
    for fid in FA_MENU:
        if fid in used or (fid[1] == "t" and fid not in p["tiles"]):
            continue
        have, spend, _ = D.FAVOUR_ACTIONS[fid]
        if fav < have or fav < spend or not fa_possible(s, seat, fid):
            continue
        out.append(f"favour {fid}")
        if mollah and spend >= 2:
            out.append(f"favour {fid} mollah")
    return out


@decision("fmenu")
def _fmenu():
    def legal(s, f, seat):
        return favour_menu(s, seat) + ["back"]

    def do(s, f, seat, a):  # only "back": the favour actions go through do_secondary
        pop_frame(s, f)

    return legal, do


def luxury(s: State, seat: int, good: str) -> None:
    p = P(s, seat)
    p["stock"][good] -= 1
    p["temp"] += 1
    p["used"].append(good)
    log(
        s,
        f"{label(seat)} uses a {good} (luxury action).",
        msg=M("luxury", who=label(seat), good=good),
    )


def do_secondary(s: State, seat: int, a: str) -> None:
    p = P(s, seat)
    w = a.split()
    if w[0] in ("oil", "curry"):
        for g in w:
            p["stock"][g] -= 1
        log(
            s,
            f"{label(seat)} spends {' and '.join(w)} to stand workers up.",
            msg=M("spends", who=label(seat), n=len(w), g1=w[0], g2=w[-1]),
        )
        push(s, {"t": "stand", "seat": seat, "k": 3 if len(w) == 2 else 1})
    elif a == "caliph":
        p["stock"]["cotton"] -= 1
        p["used"].append("caliph")
        log(s, f"{label(seat)} spends 1 cotton (Caliph).", msg=M("caliph", who=label(seat)))
        push(s, {"t": "stand", "seat": seat, "k": 1})
    elif a == "book":
        luxury(s, seat, "book")
        gain_favours(s, seat, 1)
        push(s, {"t": "stand", "seat": seat, "k": 3})
    elif a == "statue":
        luxury(s, seat, "statue")
        tf = turn_frame(s)
        if tf["stage"] == "orders":
            tf["stage"] = "extra"
        else:
            tf["extra"] += 1
    elif a == "painting":
        luxury(s, seat, "painting")
        push(s, {"t": "track2", "seat": seat})
    elif a == "clothing":
        v = value(s, "clothing") + (1 if s["clothing_bonus"] else 0)
        luxury(s, seat, "clothing")
        gain_rupees(s, seat, v, "clothing sold", ("sold", {"good": "clothing"}))
    elif a == "french":
        p["used"].append("french")
        push(s, {"t": "french", "seat": seat})
    elif a == "english":
        p["used"].append("english")
        push(s, {"t": "x1", "seat": seat, "mode": "english", "give": None})
    elif a == "favour":
        push(s, {"t": "fmenu", "seat": seat})
    elif w[0] == "favour":
        if s["stack"][-1]["t"] == "fmenu":
            s["stack"].pop()
        fid = w[1]
        use_favour(s, seat, fid, len(w) > 2)
        favour_effect(s, seat, fid)
    else:  # pragma: no cover - legal() guards every action
        raise ValueError(a)


def favour_effect(s: State, seat: int, fid: str) -> None:
    p = P(s, seat)
    if fid == "f1":
        push(s, {"t": "gain", "seat": seat, "v": 1, "basic": True})
    elif fid == "f2":
        push(s, {"t": "mtr", "seat": seat, "mode": "f2"})
    elif fid == "f3":
        push(s, {"t": "track", "seat": seat})
    elif fid == "ft1":
        push(s, {"t": "stand", "seat": seat, "k": 1})
    elif fid == "ft4":
        push(s, {"t": "sell", "seat": seat})
    elif fid == "ft5":
        push(s, {"t": "cache", "seat": seat})
    elif fid == "ft6":
        push(s, {"t": "fdel", "seat": seat})
    elif fid == "ft7":
        push(s, {"t": "ft7", "seat": seat})
    elif fid == "ft8":
        push(s, {"t": "farm", "seat": seat, "steps": 2, "moved": []})
    elif fid == "ft9":
        push(s, {"t": "tok", "seat": seat, "src": None, "on": None})
    elif fid == "ft10":
        push(s, {"t": "x1", "seat": seat, "mode": "ft10", "give": None})
    elif fid == "ft11":
        push(s, {"t": "gain", "seat": seat, "v": 2, "basic": False})
    elif fid == "ft12":
        p["med"] = min(6, p["med"] + 1)
        log(
            s,
            f"{label(seat)} moves up to meditation space {p['med'] + 1}.",
            msg=M("meditation-up", who=label(seat), n=p["med"] + 1),
        )
    elif fid == "ft13":
        push(s, {"t": "mtr", "seat": seat, "mode": "ft13"})


@decision("stand")
def _stand():
    def legal(s, f, seat):
        if f["k"] <= 0:
            return []
        ly = lying(s, seat)
        return [f"stand {sp}" for sp in ly] + (["done"] if ly else [])

    def do(s, f, seat, a):
        if a == "done":
            pop_frame(s, f)
            return
        s["spaces"][a.split()[1]][1] = True
        f["k"] -= 1
        log(
            s,
            f"{label(seat)} stands up the worker on {space_name(a.split()[1])}.",
            msg=M("stands", who=label(seat), space=a.split()[1]),
        )

    return legal, do


@decision("gain")
def _gain():
    def legal(s, f, seat):
        if f["basic"]:
            return [f"gain {g}" for g in D.BASIC]
        return [f"gain {g}" for g in D.GOODS if value(s, g) == f["v"]]

    def do(s, f, seat, a):
        pop_frame(s, f)
        g = a.split()[1]
        k = gain_goods(s, seat, g, 1)
        log(s, f"{label(seat)} gains {k} {g}.", msg=M("gains", who=label(seat), k=k, good=g))

    return legal, do


@decision("sell")
def _sell():
    def legal(s, f, seat):
        return [f"sell {g}" for g in D.GOODS if P(s, seat)["stock"][g] > 0]

    def do(s, f, seat, a):
        pop_frame(s, f)
        g = a.split()[1]
        P(s, seat)["stock"][g] -= 1
        log(s, f"{label(seat)} sells 1 {g}.", msg=M("sells", who=label(seat), good=g))
        gain_rupees(s, seat, value(s, g), f"{g} sold", ("sold", {"good": g}))

    return legal, do


@decision("french")
def _french():
    def legal(s, f, seat):
        st = P(s, seat)["stock"]
        return [f"send {g}" for g in D.GOODS if st[g] and 1 <= value(s, g) <= 3]

    def do(s, f, seat, a):
        pop_frame(s, f)
        g = a.split()[1]
        p = P(s, seat)
        p["stock"][g] -= 1
        p["french"] += 1
        log(
            s,
            f"{label(seat)} delivers {g} to the French Trader card.",
            msg=M("french", who=label(seat), good=g),
        )
        delivery_bonus(s, seat, g)
        if p["french"] >= 3:
            p["french"] = 0
            gain_rupees(s, seat, 5, "French Trader", ("french", {}))

    return legal, do
