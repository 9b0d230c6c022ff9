"""Orders and Akbar (§15)."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P, nname
from games.agra.rules.influence import raise_track
from games.agra.state import (
    M,
    State,
    gain_rupees,
    label,
    log,
    trigger_end,
    value,
)
from games.core.flow import Decision, Step, remove


def orders_options(s: State, seat: int) -> list[str]:
    p = P(s, seat)
    out = [f"akbar {g}" for g in D.AKBAR_SLOTS if s["akbar"][g] is None and p["stock"][g] > 0]
    return out + [f"order {g}" for g in D.GUILDS if can_order(s, seat, g)]


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
        remove(s, f)
        if a != "pass":
            w = a.split()
            serve_akbar(s, seat, w[1], w[2])

    return legal, do


def _ft7():
    def legal(s, f, seat):
        return orders_options(s, seat)

    def do(s, f, seat, a):
        remove(s, f)
        w = a.split()
        if w[0] == "akbar":
            serve_akbar(s, seat, w[1])
        else:
            fulfil(s, seat, w[1])

    return legal, do


STEPS: dict[str, Step[State]] = {
    "sadr": Decision(*_sadr()),
    "ft7": Decision(*_ft7()),
}
