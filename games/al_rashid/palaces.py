"""Guild palaces (§12) and Al-Rashid's palace (§13): ranked visits, declarations, payment hand-off,
effects, deferred espionage (§12.4)."""

from __future__ import annotations

from games.al_rashid import words as nm
from games.al_rashid.data import (
    ESPIONAGE_TEMPLATE,
    FAVOR_COST,
    FAVOR_NAMES,
    FAVORITE_SURCHARGE,
    FAVORS,
    GOODS,
    GUILD_FAVOR,
    LOREMASTER_DISCOUNT,
    PAWN_LIMIT,
    SECTOR_NAMES,
    SERVICE_COST,
    SERVICE_COUNT,
    SERVICE_PAWN,
    TITLES_BY_GUILD,
)
from games.al_rashid.effects import (
    PAY_LIST_LIMIT,
    can_take_title,
    draw_frame,
    favor_frames,
    good_frame,
    pay_frame,
    pay_options,
    take_title,
    title_cost,
)
from games.al_rashid.moves import destinations, move, sources
from games.al_rashid.payment import can_pay, gold_value, goods_label, goods_msg, goods_text
from games.al_rashid.state import State, emit, group, label, ranking, return_group
from games.core.flow import Auto, Decision, Frame, Step, current, pop, push, push_all

# -- costs -------------------------------------------------------------------------------------------


def service_allowed(state: State, seat: int, sector: str) -> bool:
    pawn = SERVICE_PAWN.get(sector)
    return pawn is None or state["players"][seat]["family"][pawn] < PAWN_LIMIT[pawn]


def service_cost(state: State, seat: int, sector: str, rank: int) -> int:
    cost = SERVICE_COST[sector][rank - 1]
    if sector in ("commerce", "politics") and "loremaster" in state["players"][seat]["titles"]:
        cost -= LOREMASTER_DISCOUNT
    return cost


def favor_cost(sector: str, favor: str) -> int:
    if sector == "intrigue":
        return FAVORITE_SURCHARGE + FAVOR_COST[favor]
    return FAVOR_COST[favor]


def visit_cost(state: State, f: Frame) -> int:
    seat = f["seat"]
    cost = 0
    if f.get("service"):
        cost += service_cost(state, seat, f["sector"], f["rank"])
    if f["title"]:
        cost += title_cost(state, seat, f["title"], f["note"])
    if f.get("favor"):
        cost += favor_cost(f["sector"], f["favor"])
    return cost


def _needs_good(favor: str | None) -> bool:
    return favor in ("general", "vizier")


# -- resolution entry ----------------------------------------------------------------------------------


def start_palace(state: State, sector: str) -> None:
    ranks = ranking(state, sector)
    for seat in ranks[3:]:
        return_group(state, sector, seat)
        emit(
            state,
            f"{label(seat)} is ranked too low in {SECTOR_NAMES[sector]}; pawns return.",
            msg=("alrashid-ev-too-low", {"seat": label(seat), "sector": nm.sector(sector)}),
        )
    ranks = ranks[:3]
    if sector == "rashid":
        push(state, {"t": "rashid", "sector": sector, "ranks": ranks, "i": 0, "bene": []})
    else:
        push(state, {"t": "guild", "sector": sector, "ranks": ranks, "i": 0, "spy": []})


# -- guild palace ----------------------------------------------------------------------------------------


def _guild_step(state: State, f: Frame) -> None:
    if f["i"] < len(f["ranks"]):
        seat = f["ranks"][f["i"]]
        f["i"] += 1
        push(
            state,
            {
                "t": "visit",
                "seat": seat,
                "sector": f["sector"],
                "rank": f["i"],
                "service": False,
                "title": None,
                "note": False,
                "favor": None,
            },
        )
        return
    pop(state)
    if f["spy"]:
        seq = [f["ranks"][r - 1] for r in ESPIONAGE_TEMPLATE if r in f["spy"]]
        emit(
            state,
            "Espionage order: " + ", ".join(label(s) for s in seq) + ".",
            msg=("alrashid-ev-espionage-order", {"order": [label(s) for s in seq]}),
        )
        push_all(state, [{"t": "op", "seat": s, "src": None, "pawn": None} for s in seq])


def espionage_sequence(ranks_taking: list[int], ranks_present: int = 3) -> list[int]:
    """Ranks in operation order (TV-10/11, D-10)."""
    return [r for r in ESPIONAGE_TEMPLATE if r in ranks_taking and r <= ranks_present]


def _visit_legal(state: State, f: Frame, seat: int) -> list[str]:
    seat, sector = f["seat"], f["sector"]
    pl = state["players"][seat]
    goods = pl["goods"]
    chosen = int(f["service"]) + int(f["title"] is not None) + int(f["favor"] is not None)
    base = visit_cost(state, f)
    keep = _needs_good(f["favor"])
    out: list[str] = []
    if chosen < 2:
        if (
            not f["service"]
            and service_allowed(state, seat, sector)
            and can_pay(goods, base + service_cost(state, seat, sector, f["rank"]), keep)
        ):
            out.append("service")
        if f["title"] is None:
            for t in TITLES_BY_GUILD[sector]:
                if not can_take_title(state, seat, t):
                    continue
                if can_pay(goods, base + title_cost(state, seat, t, False), keep):
                    out.append(f"title {t}")
                if pl["notes"] and can_pay(goods, base + title_cost(state, seat, t, True), keep):
                    out.append(f"title {t} note")
        if f["favor"] is None:
            if sector == "intrigue":
                for x in FAVORS:
                    if can_pay(goods, base + favor_cost(sector, x), keep or _needs_good(x)):
                        out.append(f"favorite {x}")
            else:
                x = GUILD_FAVOR[sector]
                if can_pay(goods, base + favor_cost(sector, x), keep or _needs_good(x)):
                    out.append("favor")
    if chosen:
        out += ["done", "back"]
    else:
        out.append("pass")
    return out


def _visit_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "service":
        f["service"] = True
    elif words[0] == "title":
        f["title"] = words[1]
        f["note"] = len(words) > 2
    elif words[0] == "favorite":
        f["favor"] = words[1]
    elif words[0] == "favor":
        f["favor"] = GUILD_FAVOR[f["sector"]]
    elif words[0] == "back":
        f.update(service=False, title=None, note=False, favor=None)
    elif words[0] == "pass":
        pop(state)
        state["players"][f["seat"]]["dis"] += 1
        emit(
            state,
            f"{label(f['seat'])} passes in {SECTOR_NAMES[f['sector']]} and takes 1 dishonour.",
            msg=("alrashid-ev-pass", {"seat": label(f["seat"]), "sector": nm.sector(f["sector"])}),
        )
    elif words[0] == "done":
        cost = visit_cost(state, f)
        if cost > 0:
            push(state, pay_frame(f["seat"], cost, _needs_good(f["favor"])))
        else:
            after_payment(state)


def _finish_visit(state: State, f: Frame) -> None:
    pop(state)
    seat, sector, rank = f["seat"], f["sector"], f["rank"]
    pl = state["players"][seat]
    guild = current(state)
    todo: list[Frame] = []
    if f["note"]:
        pl["notes"] -= 1
    if f["service"]:
        if sector == "intrigue":
            guild["spy"].append(rank)
            emit(
                state,
                f"{label(seat)} takes the espionage service ({SERVICE_COUNT[rank - 1]} operation(s)).",
                msg=("alrashid-ev-espionage", {"seat": label(seat), "n": SERVICE_COUNT[rank - 1]}),
            )
        elif sector == "military":
            emit(
                state,
                f"{label(seat)} takes the military service.",
                msg=("alrashid-ev-military", {"seat": label(seat)}),
            )
            todo.append(draw_frame(seat, SERVICE_COUNT[rank - 1], "Military service"))
        else:
            pawn = SERVICE_PAWN[sector]
            pl["family"][pawn] += 1
            pl["pool"][pawn] += 1
            emit(
                state,
                f"{label(seat)} gains a {pawn}.",
                msg=("alrashid-ev-gain-pawn", {"seat": label(seat), "pawn": nm.pawn(pawn)}),
            )
    title_todo = take_title(state, seat, f["title"]) if f["title"] else []
    favor_todo: list[Frame] = []
    if f["favor"]:
        if sector == "intrigue":
            emit(
                state,
                f"{label(seat)} buys the Caliph's Favorite, copying the {FAVOR_NAMES[f['favor']]}.",
                msg=(
                    "alrashid-ev-favorite",
                    {
                        "seat": label(seat),
                        "who": nm.favor("favorite"),
                        "favor": nm.favor(f["favor"]),
                    },
                ),
            )
        else:
            emit(
                state,
                f"{label(seat)} buys the {FAVOR_NAMES[f['favor']]} favor.",
                msg=("alrashid-ev-favor", {"seat": label(seat), "favor": nm.favor(f["favor"])}),
            )
        favor_todo = favor_frames(state, seat, f["favor"])
    if title_todo and favor_todo:
        # PD-15: both still need decisions that can interact (Impostor's favors and the copied
        # General/Vizier use the goods left): the player chooses which resolves first
        todo.append({"t": "order", "seat": seat, "title": title_todo, "favor": favor_todo})
    else:
        todo += title_todo + favor_todo
    if not f["service"] and not f["title"]:
        pl["dis"] += 1
        emit(
            state,
            f"{label(seat)} took no main action: 1 dishonour.",
            msg=("alrashid-ev-no-main", {"seat": label(seat)}),
        )
    push_all(state, todo)


def _order_legal(state: State, f: Frame, seat: int) -> list[str]:
    return ["first title", "first favor"]


def _order_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    first = action.split()[1]
    second = "favor" if first == "title" else "title"
    emit(
        state,
        f"{label(f['seat'])} resolves the {first} effect first.",
        msg=("alrashid-ev-first", {"seat": label(f["seat"]), "first": first}),
    )
    push_all(state, f[first] + f[second])


# -- Al-Rashid's palace ---------------------------------------------------------------------------------


def benevolence_order(order: list[int], requesters: list[int]) -> list[int]:
    return requesters + [p for p in order if p not in requesters]


def _rashid_step(state: State, f: Frame) -> None:
    if f["i"] < len(f["ranks"]):
        seat = f["ranks"][f["i"]]
        f["i"] += 1
        pawns = group(state, "rashid", seat)
        if not pawns or "pasha" not in pawns:
            state["players"][seat]["dis"] += 2
            emit(
                state,
                f"{label(seat)} has no pasha in Al-Rashid's Palace: 2 dishonour.",
                msg=("alrashid-ev-no-pasha", {"seat": label(seat), "sector": nm.sector("rashid")}),
            )
            return
        push(
            state,
            {
                "t": "rvisit",
                "seat": seat,
                "rank": f["i"],
                "bene": False,
                "title": None,
                "note": False,
            },
        )
        return
    pop(state)
    if f["bene"]:
        base = state["pending_order"] or state["order"]
        state["pending_order"] = benevolence_order(base, f["bene"])
        emit(
            state,
            "New turn order from next round: "
            + ", ".join(label(s) for s in state["pending_order"])
            + ".",
            msg=(
                "alrashid-ev-new-order",
                {"order": [label(s) for s in state["pending_order"]]},
            ),
        )


def _rvisit_legal(state: State, f: Frame, seat: int) -> list[str]:
    pl = state["players"][seat]
    out = []
    if not f["bene"]:
        out.append("benevolence")
    if f["title"] is None:
        for t in TITLES_BY_GUILD["rashid"]:
            if not can_take_title(state, seat, t):
                continue
            if can_pay(pl["goods"], title_cost(state, seat, t, False)):
                out.append(f"title {t}")
            if pl["notes"] and can_pay(pl["goods"], title_cost(state, seat, t, True)):
                out.append(f"title {t} note")
    if f["bene"] or f["title"]:
        out += ["done", "back"]
    return out


def _rvisit_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "benevolence":
        f["bene"] = True
    elif words[0] == "title":
        f["title"] = words[1]
        f["note"] = len(words) > 2
    elif words[0] == "back":
        f.update(bene=False, title=None, note=False)
    elif words[0] == "done":
        cost = title_cost(state, f["seat"], f["title"], f["note"]) if f["title"] else 0
        if cost > 0:
            push(state, pay_frame(f["seat"], cost, False))
        else:
            after_payment(state)


def _finish_rvisit(state: State, f: Frame) -> None:
    pop(state)
    seat = f["seat"]
    pl = state["players"][seat]
    todo: list[Frame] = []
    if f["note"]:
        pl["notes"] -= 1
    if f["bene"]:
        current(state)["bene"].append(seat)
        emit(
            state,
            f"{label(seat)} asks for Al-Rashid's Benevolence.",
            msg=("alrashid-ev-benevolence", {"seat": label(seat)}),
        )
        todo.append(good_frame(seat, 1, "Benevolence"))
    if f["title"]:
        todo += take_title(state, seat, f["title"])
    push_all(state, todo)


# -- payment hand-off ------------------------------------------------------------------------------------


def after_payment(state: State) -> None:
    f = current(state)
    if f["t"] == "visit":
        _finish_visit(state, f)
    else:
        _finish_rvisit(state, f)


def cancel_payment(state: State) -> None:
    f = current(state)
    if f["t"] == "visit":
        f.update(service=False, title=None, note=False, favor=None)
    else:
        f.update(bene=False, title=None, note=False)


# -- paying a service or a benefit in goods (§12.3) --------------------------------------------


def _pay_legal(state: State, f: Frame, seat: int) -> list[str]:
    opts = pay_options(state, f)
    if len(opts) <= PAY_LIST_LIMIT:
        out = [f"pay {goods_text(p)}" for p in opts]
    else:
        out = [f"add {g}" for i, g in enumerate(GOODS) if any(p[i] > f["sel"][i] for p in opts)]
    if any(f["sel"]):
        out.append("clear")
    return out + ["back"]


def _pay_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "add":
        f["sel"][GOODS.index(words[1])] += 1
        return
    if words[0] == "clear":
        f["sel"] = [0, 0, 0, 0, 0]
        return
    pop(state)
    if words[0] == "back":
        cancel_payment(state)
        return
    paid = [0, 0, 0, 0, 0]
    for w in words[1:]:
        paid[GOODS.index(w)] += 1
    goods = state["players"][f["seat"]]["goods"]
    for i in range(5):
        goods[i] -= paid[i]
    worth = gold_value(paid)
    change = (
        f", {worth - f['cost']} more than the cost: no change is given" if worth > f["cost"] else ""
    )
    emit(
        state,
        f"{label(f['seat'])} pays {goods_label(paid)} (worth {worth} gold) for a cost of {f['cost']}{change}.",
        msg=(
            "alrashid-ev-pay",
            {
                "seat": label(f["seat"]),
                "paid": goods_msg(paid),
                "worth": worth,
                "cost": f["cost"],
                "over": max(0, worth - f["cost"]),
            },
        ),
    )
    after_payment(state)


# -- espionage operations (§12.4) -----------------------------------------------------------------------


def _op_legal(state: State, f: Frame, seat: int) -> list[str]:
    if f["src"] is not None:
        return [
            f"move {f['src']} {f['pawn']} {d}"
            for d in destinations(state, seat, "countries", f["src"], f["pawn"])
        ] + ["back"]
    out = [f"spy {c}" for c in state["tokens"] if state["tokens"][c]]
    out += [f"move {s} {p}" for s, p in sources(state, seat, "countries")]
    return out + ["forfeit"]


def _op_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "forfeit":
        pop(state)
        emit(
            state,
            f"{label(seat)} forfeits an espionage operation.",
            msg=("alrashid-ev-forfeit", {"seat": label(seat)}),
        )
    elif words[0] == "back":
        f["src"] = f["pawn"] = None
    elif words[0] == "spy":
        pop(state)
        country = words[1]
        seen = []
        for t in state["tokens"][country]:
            if seat not in t["known"]:
                t["known"].append(seat)
            seen.append(f"{t['c']} {t['v']}")
        tokens = [nm.token(t["c"], t["v"]) for t in state["tokens"][country]]
        emit(
            state,
            f"{label(seat)} spies on {SECTOR_NAMES[country]}.",
            {seat: f"{label(seat)} spies on {SECTOR_NAMES[country]}: {', '.join(seen)}."},
            msg=("alrashid-ev-spy", {"seat": label(seat), "sector": nm.sector(country)}),
            private_msgs={
                seat: (
                    "alrashid-ev-spy-private",
                    {"seat": label(seat), "sector": nm.sector(country), "tokens": tokens},
                )
            },
        )
    elif len(words) == 3:
        f["src"], f["pawn"] = words[1], words[2]
    else:
        pop(state)
        move(state, seat, words[2], words[1], words[3], "espionage")


STEPS: dict[str, Step[State]] = {
    "pay": Decision(_pay_legal, _pay_apply),
    "guild": Auto(_guild_step),
    "visit": Decision(_visit_legal, _visit_apply),
    "order": Decision(_order_legal, _order_apply),
    "rashid": Auto(_rashid_step),
    "rvisit": Decision(_rvisit_legal, _rvisit_apply),
    "op": Decision(_op_legal, _op_apply),
}
