"""The Sailor and deliveries to notables (§9.2, §16): influence, completions, the boat
and pontoon 5."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules.base import GN, P, answered, nname
from games.agra.rules.influence import raise_track
from games.agra.rules.orders import can_order, delivery_bonus, fulfil
from games.agra.rules.placement import build, construct, move_builder, move_merchant
from games.agra.state import (
    M,
    State,
    clockwise_from,
    gain_favours,
    gain_goods,
    gain_rupees,
    label,
    log,
    own,
    owner_of,
    trigger_end,
    value,
)
from games.core.flow import Auto, Decision, Frame, Step, Window, push, remove


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


def _infl():
    def legal(s, f, seat):
        if not f["guilds"]:
            return []
        return [f"raise {g}" for g in dict.fromkeys(f["guilds"])] + ["done"]

    def do(s, f, seat, a):
        if a == "done":
            remove(s, f)
            return
        g = a.split()[1]
        f["guilds"].remove(g)
        raise_track(s, seat, g)

    return legal, do


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
        remove(s, f)
        pv = f.get("pv", 0)
        d = 1 + pv + (1 if own(p, "n10") else 0)
        push(
            s,
            {
                "t": "sail",
                "seat": seat,
                "D": d,
                "used": 0,
                "pv": pv,
                "order": False,
                "double": False,
                "nots": [],
                "sec": True,
            },
        )

    return legal, do


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
            remove(s, f)
            refund = min(f["D"] - f["used"], f["pv"])
            gain_rupees(s, seat, refund, "Sailor refund", ("refund", {}))
            jag = owner_of(s, "n10")
            if jag is not None and jag != seat and delivery_options(s, jag, False):
                push(s, {"t": "jag", "seat": jag, "active": seat})
            influence_step(s, seat, f["nots"])

    return legal, do


def _jag():
    def legal(s, f, seat):
        return delivery_options(s, seat, False) + ["pass"]

    def do(s, f, seat, a):
        remove(s, f)
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


def _fdel():
    def legal(s, f, seat):
        return delivery_options(s, seat, False)

    def do(s, f, seat, a):
        remove(s, f)
        w = a.split()
        influence_step(s, seat, [w[1]])
        deliver_notable(s, seat, w[1], w[2])

    return legal, do


# -- boat (§16.6) ----------------------------------------------------------------------------------
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


STEPS: dict[str, Step[State]] = {
    "infl": Decision(*_infl()),
    "spay": Decision(*_spay()),
    "sail": Decision(*_sail()),
    "jag": Decision(*_jag()),
    "fdel": Decision(*_fdel()),
    "boat": Auto(_boat, once=True),
    "p5": Window(_p5_legal, _p5_resolve, heard=answered),
}
