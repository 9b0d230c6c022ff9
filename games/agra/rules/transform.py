"""Transformations and following them (§11): the follow window and processing."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P, answered, fa_ok, use_favour
from games.agra.rules.meditation import med_frame
from games.agra.state import (
    M,
    State,
    clockwise_from,
    gain_favours,
    label,
    log,
    value,
)
from games.core.flow import Decision, Frame, Step, Window, push, remove


def transform(s: State, seat: int, tgt: str, k: int, ft2: bool, mollah: bool) -> None:
    src = D.ARROW_SOURCE[tgt]
    p = P(s, seat)
    if ft2:
        use_favour(s, seat, "ft2", mollah)
        k += 1
    p["stock"][src] -= k
    p["stock"][tgt] += k
    said = f"transforms {k} {src} into {tgt}" if k else "transforms nothing"  # §10.2: 0 is allowed
    log(s, f"{label(seat)} {said}.", msg=M("transforms", who=label(seat), k=k, src=src, tgt=tgt))
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
        remove(s, f)
        transform(s, seat, f["tgt"], int(w[1]), "ft2" in w, "mollah" in w)

    return legal, do


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
        remove(s, f)
        if a == "back":
            return
        w = a.split()
        if f["mode"] == "med":
            mf = med_frame(s)
            mf["mp"] -= value(s, w[1])
            mf["last"] = "transform"
        transform(s, seat, w[1], 1, "ft2" in w, "mollah" in w)

    return legal, do


STEPS: dict[str, Step[State]] = {
    "follow": Window(_follow_legal, _follow_resolve, heard=answered),
    "proc": Decision(*_proc()),
    "mtr": Decision(*_mtr()),
}
