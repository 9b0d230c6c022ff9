"""Countries (§14): battle against mercenaries (fight or flee, contender by contender) and trade."""

from __future__ import annotations

from games.al_rashid import words as nm
from games.al_rashid.data import COLOURS, GOODS, SECTOR_NAMES, STOCK
from games.al_rashid.effects import good_frame
from games.al_rashid.state import State, discard, emit, label, ranking, return_group
from games.core.flow import Auto, Decision, Frame, Step, pop, push

TRADE_ENTITLEMENT = (3, 2, 1)


def start_country(state: State, country: str) -> None:
    tokens = state["tokens"][country]
    if tokens:
        for t in tokens:
            t["up"] = True
        shown = ", ".join(f"{t['c']} {t['v']}" for t in tokens)
        emit(
            state,
            f"Battle in {SECTOR_NAMES[country]}: the mercenaries are {shown}.",
            msg=(
                "alrashid-ev-battle",
                {
                    "sector": nm.sector(country),
                    "tokens": [nm.token(t["c"], t["v"]) for t in tokens],
                },
            ),
        )
    push(state, {"t": "battle", "sector": country})


def _battle_step(state: State, f: Frame) -> None:
    country = f["sector"]
    ranks = ranking(state, country)
    pop(state)
    if state["tokens"][country]:
        if ranks:
            push(state, f)
            push(state, {"t": "fight", "seat": ranks[0], "sector": country, "committed": []})
        else:
            emit(
                state,
                f"Nobody beat the mercenaries in {SECTOR_NAMES[country]}; nobody trades.",
                msg=("alrashid-ev-nobody-beat", {"sector": nm.sector(country)}),
            )
        return
    for seat in ranks[3:]:
        return_group(state, country, seat)
    if ranks:
        push(state, {"t": "trade", "sector": country, "ranks": ranks[:3], "i": 0})


def present_colours(state: State, country: str) -> set[str]:
    return {t["c"] for t in state["tokens"][country]}


def _fight_legal(state: State, f: Frame, seat: int) -> list[str]:
    colours = present_colours(state, f["sector"])
    hand = state["players"][f["seat"]]["hand"]
    out = [f"commit {c} {v}" for c, v in sorted({(c, v) for c, v in hand if c in colours})]
    if f["committed"]:
        return out + ["fight"]  # committed tokens are public: no way back (keeps hands secret)
    return out + ["flee"]


def battle_strength(state: State, seat: int, committed: list[list]) -> dict[str, int]:
    bonus = 1 if "strategist" in state["players"][seat]["titles"] else 0
    out: dict[str, int] = {}
    for c, v in committed:
        out[c] = out.get(c, 0) + v + bonus
    return out


def _fight_apply(state: State, f: Frame, seat: int, action: str) -> None:
    seat, country = f["seat"], f["sector"]
    pl = state["players"][seat]
    words = action.split()
    name = SECTOR_NAMES[country]
    if words[0] == "commit":
        token = [words[1], int(words[2])]
        pl["hand"].remove(token)
        f["committed"].append(token)
        return
    pop(state)
    if words[0] == "flee":
        pl["dis"] += 2
        return_group(state, country, seat)
        emit(
            state,
            f"{label(seat)} flees from {name}: 2 dishonour.",
            msg=("alrashid-ev-flee", {"seat": label(seat), "sector": nm.sector(country)}),
        )
        return
    strength = battle_strength(state, seat, f["committed"])
    tokens = state["tokens"][country]
    parts = []
    part_msgs: list[nm.Nested] = []
    for colour in COLOURS:
        if colour not in strength:
            continue
        total = sum(t["v"] for t in tokens if t["c"] == colour)
        beaten = strength[colour] > total
        parts.append(f"{colour} {strength[colour]} vs {total}: {'beaten' if beaten else 'held'}")
        part_msgs.append(
            nm.nested(
                "alrashid-fight-part",
                colour=nm.colour(colour),
                strength=strength[colour],
                total=total,
                beaten=str(beaten).lower(),
            )
        )
        if beaten:
            for t in [t for t in tokens if t["c"] == colour]:
                tokens.remove(t)
                discard(state, colour, t["v"])
    for c, v in f["committed"]:
        discard(state, c, v)
    spent = ", ".join(f"{c} {v}" for c, v in f["committed"])
    fight_args = {
        "seat": label(seat),
        "sector": nm.sector(country),
        "spent": [nm.token(c, v) for c, v in f["committed"]],
        "parts": (
            nm.nested("alrashid-two-parts", first=part_msgs[0], second=part_msgs[1])
            if len(part_msgs) == 2
            else part_msgs[0]
        ),
    }
    if not tokens:
        emit(
            state,
            f"{label(seat)} fights in {name} with {spent} ({'; '.join(parts)}) and wins.",
            msg=("alrashid-ev-fight-won", fight_args),
        )
        if "raider" in pl["titles"]:
            types = [g for i, g in enumerate(GOODS) if STOCK[country][i]]
            push(state, good_frame(seat, 1, "Raider", types))
    else:
        return_group(state, country, seat)
        emit(
            state,
            f"{label(seat)} fights in {name} with {spent} ({'; '.join(parts)}) and loses.",
            msg=("alrashid-ev-fight-lost", fight_args),
        )


def _trade_step(state: State, f: Frame) -> None:
    if f["i"] < len(f["ranks"]):
        seat = f["ranks"][f["i"]]
        f["i"] += 1
        push(
            state,
            {
                "t": "take",
                "seat": seat,
                "sector": f["sector"],
                "left": TRADE_ENTITLEMENT[f["i"] - 1],
                "first": f["i"] == 1,
                "took": 0,
            },
        )
        return
    pop(state)


def _take_legal(state: State, f: Frame, seat: int) -> list[str]:
    stock = state["stock"][f["sector"]]
    out = []
    if f["first"] and not f["took"]:
        out += [f"take all {g}" for i, g in enumerate(GOODS) if stock[i]]
    out += [f"take {g}" for i, g in enumerate(GOODS) if stock[i]]
    if stock[5]:
        out.append("take note")
    return out


def _take_apply(state: State, f: Frame, seat: int, action: str) -> None:
    stock = state["stock"][f["sector"]]
    pl = state["players"][seat]
    words = action.split()
    name = SECTOR_NAMES[f["sector"]]
    if words[1] == "all":
        i = GOODS.index(words[2])
        n = stock[i]
        pl["goods"][i] += n
        stock[i] = 0
        emit(
            state,
            f"{label(seat)} takes all {n} {words[2]} in {name}.",
            msg=(
                "alrashid-ev-take-all",
                {
                    "seat": label(seat),
                    "goods": nm.goods(words[2], n),
                    "sector": nm.sector(f["sector"]),
                },
            ),
        )
        pop(state)
        return
    if words[1] == "note":
        stock[5] -= 1
        pl["notes"] += 1
    else:
        i = GOODS.index(words[1])
        stock[i] -= 1
        pl["goods"][i] += 1
    emit(
        state,
        f"{label(seat)} takes 1 {'credit note' if words[1] == 'note' else words[1]} in {name}.",
        msg=(
            "alrashid-ev-take",
            {"seat": label(seat), "item": _item(words[1]), "sector": nm.sector(f["sector"])},
        ),
    )
    f["took"] += 1
    f["left"] -= 1
    if f["left"] <= 0 or not any(stock):
        pop(state)


def _item(what: str) -> nm.Nested:
    """``1 wood`` or ``1 credit note``: what a trade takes."""
    return nm.nested("alrashid-credit-note") if what == "note" else nm.goods(what, 1)


STEPS: dict[str, Step[State]] = {
    "battle": Auto(_battle_step),
    "fight": Decision(_fight_legal, _fight_apply),
    "trade": Auto(_trade_step),
    "take": Decision(_take_legal, _take_apply),
}
