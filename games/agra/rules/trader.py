"""The Trader and token operations (§9.3, also FT9)."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P
from games.agra.state import (
    M,
    State,
    gain_goods,
    label,
    log,
    supply,
    value,
)
from games.core.flow import Decision, Step, push, remove


def token_ops(s: State) -> list[str]:
    out = ["token new"] if len(s["tokens"]) < 3 else []
    out += [f"token move {g}" for g in D.GOODS if g in s["tokens"]]
    for g, m in s["tokens"].items():
        if m == -1 or g not in D.BASIC:
            out.append(f"token flip {g}")
    return out


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
            remove(s, f)

    return legal, do


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
                remove(s, f)
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
            remove(s, f)
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
            remove(s, f)
        else:
            gain_goods(s, seat, w[1], 1)
            f["left"] -= value(s, w[1])
            log(
                s,
                f"{label(seat)} takes 1 {w[1]} from the Trader.",
                msg=M("trader-takes", who=label(seat), good=w[1]),
            )

    return legal, do


STEPS: dict[str, Step[State]] = {
    "trade": Decision(*_trade()),
    "tok": Decision(*_tok()),
    "tx": Decision(*_tx()),
}
