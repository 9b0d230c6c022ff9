"""Production (§10.1)."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P
from games.agra.state import (
    M,
    State,
    gain_goods,
    label,
    log,
    own,
    production,
    supply,
    value,
)
from games.core.flow import Decision, Step, push, remove


def prod_max(s: State, seat: int, good: str) -> int:
    p = P(s, seat)
    k = production(p, good)
    if own(p, "n4") and good in ("sandstone", "wood"):
        k += 1
    if own(p, "n5") and good in ("cotton", "turmeric"):
        k += 1
    return k


def _prod():
    def legal(s, f, seat):
        k = min(prod_max(s, seat, f["good"]), supply(s, seat))
        return [f"produce {i}" for i in range(k + 1)]

    def do(s, f, seat, a):
        k = int(a.split()[1])
        remove(s, f)
        gain_goods(s, seat, f["good"], k)
        log(
            s,
            f"{label(seat)} produces {k} {f['good']}.",
            msg=M("produces", who=label(seat), k=k, good=f["good"]),
        )
        if k >= 2 and own(P(s, seat), "n7"):
            push(s, {"t": "dyer", "seat": seat, "good": f["good"]})

    return legal, do


def _dyer():
    def legal(s, f, seat):
        opts = [
            g for g in D.GOODS if D.CHAIN[g] == f["good"] and g != f["good"] and value(s, g) == 2
        ]
        if P(s, seat)["stock"][f["good"]] < 2:
            return []
        return [f"swap {g}" for g in opts] + ["no swap"]

    def do(s, f, seat, a):
        remove(s, f)
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


STEPS: dict[str, Step[State]] = {
    "prod": Decision(*_prod()),
    "dyer": Decision(*_dyer()),
}
