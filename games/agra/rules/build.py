"""The Architect, materials and construction bonus tiles (§9.1, §12)."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.rules.base import P
from games.agra.rules.influence import raise_track
from games.agra.rules.placement import construct, space_name
from games.agra.state import (
    M,
    State,
    gain_favours,
    gain_rupees,
    label,
    log,
    own,
)
from games.core.flow import Decision, Step, push, remove


def mat_total(p: dict[str, Any], sel: dict[str, int]) -> int:
    base = sum(D.MATERIALS[m] * k for m, k in sel.items())
    kinds = sum(1 for k in sel.values() if k > 0)
    return base + (1 if kinds >= 2 else 0) + (1 if own(p, "n3") else 0)


def can_build(p: dict[str, Any], site: str) -> bool:
    return mat_total(p, {m: p["stock"][m] for m in D.MATERIALS}) >= D.COST[site]


def _arch():
    def legal(s, f, seat):
        p = P(s, seat)
        out = [f"influence {g}" for g in D.GUILDS]
        return out + [f"build {g}" for g in D.GOODS if not s["built"][g] and can_build(p, g)]

    def do(s, f, seat, a):
        w = a.split()
        remove(s, f)
        if w[0] == "influence":
            raise_track(s, seat, w[1])
        else:
            push(s, {"t": "mat", "seat": seat, "site": w[1], "sel": {}})

    return legal, do


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
            parts = {
                f"{x}{i + 1}": v
                for i, (m, k) in enumerate(f["sel"].items())
                for x, v in (("m", m), ("k", k))
            }
            log(
                s,
                f"{label(seat)} pays {paid} for {space_name(f['site'])}.",
                msg=M("pays-site", who=label(seat), space=f["site"], n=len(f["sel"]), **parts),
            )
            remove(s, f)
            construct(s, seat, f["site"])
        else:
            m = a.split()[1]
            f["sel"][m] = f["sel"].get(m, 0) + 1

    return legal, do


def _bonus():
    def legal(s, f, seat):
        return [f"bonus {b}" for b in s["bonus"] if D.BONUS_TILES[b][0] == f["level"]]

    def do(s, f, seat, a):
        b = a.split()[1]
        remove(s, f)
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


STEPS: dict[str, Step[State]] = {
    "arch": Decision(*_arch()),
    "mat": Decision(*_mat()),
    "bonus": Decision(*_bonus()),
}
