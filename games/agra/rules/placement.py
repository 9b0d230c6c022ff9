"""Placing a worker (§8): ejection, peonage, the space's action, the Builder and the Merchant."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules.base import P, use_favour
from games.agra.state import (
    M,
    State,
    gain_favours,
    gain_rupees,
    label,
    log,
    own,
    pay_rupees,
    roll,
)
from games.core.flow import Auto, Frame, Step, push


def peonage_cost(p: dict[str, Any]) -> int:
    return 1 if own(p, "n12") else 2


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
            {
                seat: f"You take the {k} rupee{'s' if k != 1 else ''} lying on {space_name(sp)}; you now have "
                f"{p['rupees']}."
            },
            M("coins", who=label(seat), k=k, space=sp),
            {seat: M("coins-you", k=k, space=sp, total=p["rupees"])},
        )
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


STEPS: dict[str, Step[State]] = {
    "merchant": Auto(_merchant_visit, once=True),
    "bmove": Auto(move_builder, once=True),
    "wproc": Auto(_wproc, once=True),
}
