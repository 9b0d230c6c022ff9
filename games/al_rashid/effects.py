"""Small reusable effects and their decision frames: mercenary draws, taking goods, exchanges
(General, Vizier, Smuggler, Trader), Impostor, Alchemist, Negotiator, payments, title effects."""

from __future__ import annotations

from games.al_rashid import words as nm
from games.al_rashid.data import (
    ASTROLOGIST_PI,
    BANKER_NOTE_DISCOUNT,
    COLOURS,
    COMMON,
    COUNTRIES,
    FAVOR_NAMES,
    FAVORS,
    GOODS,
    NOTE_DISCOUNT,
    PAWN_LIMIT,
    SECTOR_NAMES,
    SECTORS,
    TITLES,
)
from games.al_rashid.payment import payments
from games.al_rashid.state import (
    State,
    can_draw,
    discard,
    draw_token,
    emit,
    gain_good,
    label,
)
from games.core.flow import Decision, Frame, Step, pop, push, push_all

# -- mercenary draws (§15.3, D-05, D-26) -----------------------------------------------------------


def draw_frame(seat: int, n: int, why: str) -> Frame:
    return {"t": "draw", "seat": seat, "n": n, "why": why}


def _draw_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"draw {c}" for c in COLOURS if can_draw(state, c)]


def _draw_apply(state: State, f: Frame, seat: int, action: str) -> None:
    colour = action.split()[1]
    value = draw_token(state, colour)
    state["players"][seat]["hand"].append([colour, value])
    emit(
        state,
        f"{label(seat)} draws a {colour} mercenary ({f['why']}).",
        {seat: f"{label(seat)} draws {colour} {value} ({f['why']})."},
        msg=(
            "alrashid-ev-draw",
            {"seat": label(seat), "colour": nm.colour(colour), "why": nm.why(f["why"])},
        ),
        private_msgs={
            seat: (
                "alrashid-ev-draw-private",
                {"seat": label(seat), "token": nm.token(colour, value), "why": nm.why(f["why"])},
            )
        },
    )
    f["n"] -= 1
    if f["n"] <= 0:
        pop(state)


# -- taking goods of one's choice (Benevolence, Quartermaster, Raider) ------------------------------


def good_frame(seat: int, n: int, why: str, types: list[str] | None = None) -> Frame:
    return {"t": "good", "seat": seat, "n": n, "why": why, "types": types}


def _good_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"take {g}" for g in (f["types"] or GOODS)]


def _good_apply(state: State, f: Frame, seat: int, action: str) -> None:
    good = action.split()[1]
    gain_good(state, f["seat"], good)
    emit(
        state,
        f"{label(f['seat'])} takes 1 {good} ({f['why']}).",
        msg=(
            "alrashid-ev-take-good",
            {"seat": label(f["seat"]), "goods": nm.goods(good, 1), "why": nm.why(f["why"])},
        ),
    )
    f["n"] -= 1
    if f["n"] <= 0:
        pop(state)


# -- exchanges (General, Vizier, Smuggler, Trader; D-33, D-40) --------------------------------------


def exchange_frame(seat: int, kind: str) -> Frame:
    return {"t": "exchange", "seat": seat, "kind": kind, "give": None}


def _exchange_legal(state: State, f: Frame, seat: int) -> list[str]:
    goods = state["players"][f["seat"]]["goods"]
    if f["give"] is None:
        allowed = COMMON if f["kind"] == "trader" else GOODS
        return [f"give {g}" for i, g in enumerate(GOODS) if goods[i] and g in allowed]
    return [f"take {g}" for g in GOODS if g != f["give"]]


def _exchange_apply(state: State, f: Frame, seat: int, action: str) -> None:
    verb, good = action.split()
    name = TITLES[f["kind"]][2] if f["kind"] in TITLES else FAVOR_NAMES[f["kind"]]
    who = nm.title(f["kind"]) if f["kind"] in TITLES else nm.favor(f["kind"])
    if verb == "give":
        gain_good(state, seat, good, -1)
        if f["kind"] == "trader":
            others = [g for g in COMMON if g != good]
            for g in others:
                gain_good(state, seat, g)
            emit(
                state,
                f"{label(seat)} ({name}) gives 1 {good}, takes 1 {others[0]} and 1 {others[1]}.",
                msg=(
                    "alrashid-ev-trader",
                    {
                        "seat": label(seat),
                        "who": who,
                        "gave": nm.goods(good, 1),
                        "first": nm.goods(others[0], 1),
                        "second": nm.goods(others[1], 1),
                    },
                ),
            )
            pop(state)
        elif f["kind"] == "general":
            emit(
                state,
                f"{label(seat)} ({name}) returns 1 {good}.",
                msg=(
                    "alrashid-ev-return-good",
                    {"seat": label(seat), "who": who, "goods": nm.goods(good, 1)},
                ),
            )
            pop(state)
            push(state, draw_frame(seat, 1, "General"))
        else:
            f["give"] = good
    else:
        emit(
            state,
            f"{label(seat)} ({name}) gives 1 {f['give']} and takes 1 {good}.",
            msg=(
                "alrashid-ev-exchange",
                {
                    "seat": label(seat),
                    "who": who,
                    "gave": nm.goods(f["give"], 1),
                    "took": nm.goods(good, 1),
                },
            ),
        )
        gain_good(state, seat, good)
        pop(state)


# -- favors (§12.7) ---------------------------------------------------------------------------------


def favor_frames(state: State, seat: int, favor: str) -> list[Frame]:
    """Carry out a favor's effect; returns the decision frames it needs."""
    pl = state["players"][seat]
    if favor == "scholar":
        pl["notes"] += 1
        emit(
            state,
            f"{label(seat)} takes a credit note (Court Scholar).",
            msg=("alrashid-ev-scholar", {"seat": label(seat), "who": nm.favor("scholar")}),
        )
    elif favor == "qadi":
        pl["pi"] += 1
        emit(
            state,
            f"{label(seat)} takes a PI token (Qadi).",
            msg=("alrashid-ev-qadi", {"seat": label(seat), "who": nm.favor("qadi")}),
        )
    elif favor in ("general", "vizier"):
        return [exchange_frame(seat, favor)]
    return []


def _impostor_legal(state: State, f: Frame, seat: int) -> list[str]:
    has_goods = sum(state["players"][f["seat"]]["goods"]) > 0
    return [
        f"favor {x}"
        for x in FAVORS
        if x not in f["chosen"] and (has_goods or x not in ("general", "vizier"))
    ]


def _impostor_apply(state: State, f: Frame, seat: int, action: str) -> None:
    favor = action.split()[1]
    f["chosen"].append(favor)
    emit(
        state,
        f"{label(f['seat'])} (Impostor) carries out the {FAVOR_NAMES[favor]} favor.",
        msg=(
            "alrashid-ev-impostor",
            {"seat": label(f["seat"]), "who": nm.title("impostor"), "favor": nm.favor(favor)},
        ),
    )
    if len(f["chosen"]) >= 2:
        pop(state)
    push_all(state, favor_frames(state, f["seat"], favor))


# -- Alchemist (D-41) ---------------------------------------------------------------------------------


def _alchemist_legal(state: State, f: Frame, seat: int) -> list[str]:
    pl = state["players"][seat]
    if pl["family"]["merchant"] >= PAWN_LIMIT["merchant"]:
        return []
    out = ["convert pool"] if pl["pool"]["sage"] else []
    for s in SECTORS:
        if s == "rashid":
            continue
        for gs, pawns in state["sectors"][s]:
            if gs == seat and "sage" in pawns and "pasha" not in pawns and "merchant" not in pawns:
                out.append(f"convert {s}")
    return out + ["skip"] if out else []


def _alchemist_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pl = state["players"][seat]
    pop(state)
    where = action.split()[-1]
    alchemist = nm.title("alchemist")
    if where == "skip":
        emit(
            state,
            f"{label(seat)} (Alchemist) converts no sage.",
            msg=("alrashid-ev-alchemist-skip", {"seat": label(seat), "who": alchemist}),
        )
        return
    pl["family"]["sage"] -= 1
    pl["family"]["merchant"] += 1
    if where == "pool":
        pl["pool"]["sage"] -= 1
        pl["pool"]["merchant"] += 1
        emit(
            state,
            f"{label(seat)} (Alchemist) turns a sage in the pool into a merchant.",
            msg=("alrashid-ev-alchemist-pool", {"seat": label(seat), "who": alchemist}),
        )
    else:
        for gs, pawns in state["sectors"][where]:
            if gs == seat:
                pawns[pawns.index("sage")] = "merchant"
        emit(
            state,
            f"{label(seat)} (Alchemist) turns a sage in {SECTOR_NAMES[where]} into a merchant.",
            msg=(
                "alrashid-ev-alchemist-sector",
                {"seat": label(seat), "who": alchemist, "sector": nm.sector(where)},
            ),
        )


# -- Negotiator (C008, D-27) --------------------------------------------------------------------------


def _nego_legal(state: State, f: Frame, seat: int) -> list[str]:
    if f["sector"] is None:
        return [f"look {c}" for c in COUNTRIES if state["tokens"][c]]
    hand = state["players"][f["seat"]]["hand"]
    out = []
    tokens = state["tokens"][f["sector"]]
    there = sorted({(t["c"], t["v"]) for t in tokens})
    mine = sorted({(c, v) for c, v in hand})
    for c, v in there:
        ups = {t["up"] for t in tokens if t["c"] == c and t["v"] == v}
        for hc, hv in mine:
            if hc == c:
                # plain form: a face-down token when there is one (else the face-up one); when
                # both a face-up and a face-down token have this value, the face-up one is a
                # separate choice ("of your choice", C008: it decides what stays hidden)
                out.append(f"remove {c} {v} with {hc} {hv}")
                if len(ups) == 2:
                    out.append(f"remove {c} {v} up with {hc} {hv}")
    return out + ["keep"]


def _nego_apply(state: State, f: Frame, seat: int, action: str) -> None:
    words = action.split()
    if words[0] == "look":
        country = words[1]
        f["sector"] = country
        seen = []
        seen_msgs: list[nm.Nested] = []
        nego, place = nm.title("negotiator"), nm.sector(country)
        for t in state["tokens"][country]:
            if seat not in t["known"]:
                t["known"].append(seat)
            seen.append(f"{t['c']} {t['v']}")
            seen_msgs.append(nm.token(t["c"], t["v"]))
        emit(
            state,
            f"{label(seat)} (Negotiator) looks at the tokens on {SECTOR_NAMES[country]}.",
            {
                seat: f"{label(seat)} (Negotiator) sees on {SECTOR_NAMES[country]}: {', '.join(seen)}."
            },
            msg=("alrashid-ev-nego-look", {"seat": label(seat), "who": nego, "sector": place}),
            private_msgs={
                seat: (
                    "alrashid-ev-nego-sees",
                    {"seat": label(seat), "who": nego, "sector": place, "tokens": seen_msgs},
                )
            },
        )
        return
    pop(state)
    if words[0] == "keep":
        emit(
            state,
            f"{label(seat)} (Negotiator) removes nothing.",
            msg=("alrashid-ev-nego-keep", {"seat": label(seat), "who": nm.title("negotiator")}),
        )
        return
    colour, value, hv = words[1], int(words[2]), int(words[-1])
    face_up = words[3] == "up"
    tokens = state["tokens"][f["sector"]]
    matches = [t for t in tokens if t["c"] == colour and t["v"] == value]
    matches.sort(key=lambda t: t["up"] != face_up)  # the chosen side first
    tokens.remove(matches[0])
    state["players"][seat]["hand"].remove([colour, hv])
    discard(state, colour, value)
    discard(state, colour, hv)
    emit(
        state,
        f"{label(seat)} (Negotiator) discards {colour} {hv} to remove {colour} {value} "
        f"from {SECTOR_NAMES[f['sector']]}.",
        msg=(
            "alrashid-ev-nego-remove",
            {
                "seat": label(seat),
                "who": nm.title("negotiator"),
                "spent": nm.token(colour, hv),
                "removed": nm.token(colour, value),
                "sector": nm.sector(f["sector"]),
            },
        ),
    )


# -- titles: costs and acquisition effects (§17.4) ---------------------------------------------------


def title_cost(state: State, seat: int, title: str, note: bool) -> int:
    cost = TITLES[title][4]
    if note:
        banker = "banker" in state["players"][seat]["titles"]
        cost = max(0, cost - (BANKER_NOTE_DISCOUNT if banker else NOTE_DISCOUNT))
    return cost


def can_take_title(state: State, seat: int, title: str) -> bool:
    return state["titles"][title] > 0 and title not in state["players"][seat]["titles"]


def take_title(state: State, seat: int, title: str) -> list[Frame]:
    """Acquire a title; apply its one-shot effect; return the decision frames it needs."""
    pl = state["players"][seat]
    state["titles"][title] -= 1
    owned_before = list(pl["titles"])
    pl["titles"].append(title)
    name = TITLES[title][2]
    emit(
        state,
        f"{label(seat)} takes the title {name}.",
        msg=("alrashid-ev-title", {"seat": label(seat), "title": nm.title(title)}),
    )
    if title == "impostor":
        return [{"t": "impostor", "seat": seat, "chosen": []}]
    if title == "enchanter":
        if pl["family"]["merchant"] < PAWN_LIMIT["merchant"]:
            pl["family"]["merchant"] += 1
            pl["pool"]["merchant"] += 1
            emit(
                state,
                f"{label(seat)} gains a merchant and 1 dishonour (Enchanter).",
                msg=("alrashid-ev-enchanter", {"seat": label(seat), "who": nm.title(title)}),
            )
        else:
            emit(
                state,
                f"{label(seat)} takes 1 dishonour (Enchanter; already 4 merchants).",
                msg=("alrashid-ev-enchanter-full", {"seat": label(seat), "who": nm.title(title)}),
            )
        pl["dis"] += 1
    elif title in ("aide_to_the_qadi", "law_expert"):
        pl["pi"] += 1
    elif title == "treasurer":
        pl["notes"] += 1
    elif title == "agha":
        return [draw_frame(seat, 4, "Agha")]
    elif title in ("silk_monopolist", "spice_monopolist"):
        mine, other = ("silk", "spice") if title == "silk_monopolist" else ("spice", "silk")
        if f"{other}_monopolist" in owned_before:
            gain_good(state, seat, mine, 3)
            gain_good(state, seat, other, 1)
            emit(
                state,
                f"{label(seat)} takes 3 {mine} and 1 {other} ({name}).",
                msg=(
                    "alrashid-ev-monopoly-both",
                    {
                        "seat": label(seat),
                        "mine": nm.goods(mine, 3),
                        "other": nm.goods(other, 1),
                        "who": nm.title(title),
                    },
                ),
            )
        else:
            gain_good(state, seat, mine, 1)
            emit(
                state,
                f"{label(seat)} takes 1 {mine} ({name}).",
                msg=(
                    "alrashid-ev-monopoly",
                    {"seat": label(seat), "mine": nm.goods(mine, 1), "who": nm.title(title)},
                ),
            )
    elif title == "astrologist":
        gained = ASTROLOGIST_PI[pl["family"]["sage"]]
        pl["pi"] += gained
        emit(
            state,
            f"{label(seat)} takes {gained} PI token(s) (Astrologist).",
            msg=(
                "alrashid-ev-astrologist",
                {"seat": label(seat), "n": gained, "who": nm.title(title)},
            ),
        )
    elif title == "quartermaster":
        return [good_frame(seat, 2, "Quartermaster")]
    elif title == "alchemist":
        return [{"t": "alchemist", "seat": seat}]
    return []


# -- payment (§10, D-17) ------------------------------------------------------------------------------

PAY_LIST_LIMIT = 20


def pay_frame(seat: int, cost: int, keep_one: bool) -> Frame:
    return {"t": "pay", "seat": seat, "cost": cost, "keep1": keep_one, "sel": [0, 0, 0, 0, 0]}


def pay_options(state: State, f: Frame) -> list[tuple[int, ...]]:
    goods = state["players"][f["seat"]]["goods"]
    sel = f["sel"]
    return [
        p for p in payments(goods, f["cost"], f["keep1"]) if all(p[i] >= sel[i] for i in range(5))
    ]


STEPS: dict[str, Step[State]] = {
    "draw": Decision(_draw_legal, _draw_apply),
    "good": Decision(_good_legal, _good_apply),
    "exchange": Decision(_exchange_legal, _exchange_apply),
    "impostor": Decision(_impostor_legal, _impostor_apply),
    "alchemist": Decision(_alchemist_legal, _alchemist_apply),
    "nego": Decision(_nego_legal, _nego_apply),
}
