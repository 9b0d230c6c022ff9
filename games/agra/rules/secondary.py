"""Secondary actions (§14): luxury goods, favour actions and the active player's side menu
beside a frame's own choices (§21.4)."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P, turn_frame, use_favour
from games.agra.rules.meditation import exchange_pairs
from games.agra.rules.orders import delivery_bonus, orders_options
from games.agra.rules.placement import space_name
from games.agra.rules.sailing import delivery_options
from games.agra.rules.trader import token_ops
from games.agra.state import (
    M,
    State,
    farmer_moves,
    gain_favours,
    gain_goods,
    gain_rupees,
    label,
    log,
    lying,
    own,
    value,
)
from games.core.flow import Decision, Frame, Step, push, remove


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


FA_MENU = (
    "f1",
    "f2",
    "f3",
    "ft1",
    "ft4",
    "ft5",
    "ft6",
    "ft7",
    "ft8",
    "ft9",
    "ft10",
    "ft11",
    "ft12",
    "ft13",
)


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


def _fmenu():
    def legal(s, f, seat):
        return favour_menu(s, seat) + ["back"]

    def do(s, f, seat, a):  # only "back": the favour actions go through do_secondary
        remove(s, f)

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


def _stand():
    def legal(s, f, seat):
        if f["k"] <= 0:
            return []
        ly = lying(s, seat)
        return [f"stand {sp}" for sp in ly] + (["done"] if ly else [])

    def do(s, f, seat, a):
        if a == "done":
            remove(s, f)
            return
        s["spaces"][a.split()[1]][1] = True
        f["k"] -= 1
        log(
            s,
            f"{label(seat)} stands up the worker on {space_name(a.split()[1])}.",
            msg=M("stands", who=label(seat), space=a.split()[1]),
        )

    return legal, do


def _gain():
    def legal(s, f, seat):
        if f["basic"]:
            return [f"gain {g}" for g in D.BASIC]
        return [f"gain {g}" for g in D.GOODS if value(s, g) == f["v"]]

    def do(s, f, seat, a):
        remove(s, f)
        g = a.split()[1]
        k = gain_goods(s, seat, g, 1)
        log(s, f"{label(seat)} gains {k} {g}.", msg=M("gains", who=label(seat), k=k, good=g))

    return legal, do


def _sell():
    def legal(s, f, seat):
        return [f"sell {g}" for g in D.GOODS if P(s, seat)["stock"][g] > 0]

    def do(s, f, seat, a):
        remove(s, f)
        g = a.split()[1]
        P(s, seat)["stock"][g] -= 1
        log(s, f"{label(seat)} sells 1 {g}.", msg=M("sells", who=label(seat), good=g))
        gain_rupees(s, seat, value(s, g), f"{g} sold", ("sold", {"good": g}))

    return legal, do


def _french():
    def legal(s, f, seat):
        st = P(s, seat)["stock"]
        return [f"send {g}" for g in D.GOODS if st[g] and 1 <= value(s, g) <= 3]

    def do(s, f, seat, a):
        remove(s, f)
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


def side_actions(s: State, f: Frame, seat: int) -> list[str]:
    """The active player's secondary actions, offered beside the own choices of a frame
    flagged ``sec`` that the player decides alone."""
    if f.get("sec") and "seats" not in f and seat == f["seat"] == s["turn"]:
        return secondaries(s, seat)
    return []


STEPS: dict[str, Step[State]] = {
    "fmenu": Decision(*_fmenu()),
    "stand": Decision(*_stand()),
    "gain": Decision(*_gain()),
    "sell": Decision(*_sell()),
    "french": Decision(*_french()),
}
