"""Meditation (§7)."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules.base import SIDE, P, fa_ok, use_favour
from games.agra.rules.sailing import deliver_notable, delivery_options, influence_step, notable
from games.agra.state import (
    M,
    State,
    farmer_moves,
    gain_favours,
    label,
    log,
    move_farmer,
    own,
    standing,
    value,
)
from games.core.flow import Decision, Frame, Step, push, remove


def med_frame(s: State) -> Frame:
    return next(f for f in reversed(s["stack"]) if f["t"] == "med")


def mp_for(p: dict[str, Any], k: int) -> int:
    """k laid workers: max(1, v(s - j)) for j < k (§7.1), +1 with the Muezzin."""
    mp = sum(D.MP_VALUE[p["med"] - j] if p["med"] - j >= 0 else 1 for j in range(k))
    return mp + (1 if mp >= 1 and own(p, "n9") else 0)


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
            remove(s, f)
            mp = mp_for(p, f["k"])
            log(
                s,
                f"{label(seat)} lays {f['k']} worker(s) for {mp} MP.",
                msg=M("lays", who=label(seat), k=f["k"], mp=mp),
            )
            push(s, {"t": "med", "seat": seat, "mp": mp, "last": None, "targets": [], "sec": True})
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
            remove(s, f)
            if f["last"]:
                s["wheel"] = f["last"]
                log(
                    s,
                    f"The meditation wheel now blocks '{f['last']}'.",
                    msg=M("wheel", act=f["last"]),
                )

    return legal, do


def _mdn():
    def legal(s, f, seat):
        mf = med_frame(s)
        ids = dict.fromkeys(o.split()[1] for o in delivery_options(s, seat, False, mf["targets"]))
        return [f"notable {x}" for x in ids] + ["back"]

    def do(s, f, seat, a):
        remove(s, f)
        if a != "back":
            push(s, {"t": "mdg", "seat": seat, "nid": a.split()[1], "goods": []})

    return legal, do


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
        remove(s, f)
        mf = med_frame(s)
        mf["mp"] -= D.DELIVER_MP[len(f["goods"])]
        mf["last"] = "deliver"
        mf["targets"].append(f["nid"])
        influence_step(s, seat, [f["nid"]])
        for g in f["goods"]:
            if notable(s, f["nid"]) is not None:
                deliver_notable(s, seat, f["nid"], g)

    return legal, do


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
            remove(s, f)
        elif w[0] == "give":
            f["give"] = w[1]
        else:
            remove(s, f)
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


def _cache():
    def legal(s, f, seat):
        return [f"cache {c}" for c in P(s, seat)["caches"]]

    def do(s, f, seat, a):
        remove(s, f)
        c = a.split()[1]
        P(s, seat)["caches"].remove(c)
        log(
            s,
            f"{label(seat)} removes the cache tile at {c}.",
            msg=M("cache", who=label(seat), cache=c),
        )

    return legal, do


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
            remove(s, f)
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
            remove(s, f)

    return legal, do


STEPS: dict[str, Step[State]] = {
    "lay": Decision(*_lay()),
    "med": Decision(*_med()),
    "mdn": Decision(*_mdn()),
    "mdg": Decision(*_mdg()),
    "x1": Decision(*_x1()),
    "cache": Decision(*_cache()),
    "farm": Decision(*_farm()),
}
