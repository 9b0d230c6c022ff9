"""Phase 1 of a round (section 7.1): event cards and the decisions they open."""

from __future__ import annotations

from games.core.flow import Auto, Decision, Frame, Step, pop, push
from games.emira.data import (
    CARAVANS,
    EVENTS,
    MARKERS,
    SIDI,
)
from games.emira.rules import (
    recheck,
)
from games.emira.state import (
    State,
    caravan_start,
    clockwise,
    emit,
    frozen,
    label,
    m,
    name,
    odd,
    remember,
    three,
)


# -- phase 1: event cards --------------------------------------------------------------------------
def events_allowed(state: State) -> bool:
    if three(state) and not odd(state):
        return False
    return state["round"] > 1 or state["opts"]["advanced"]


def run_events(state: State) -> None:
    if events_allowed(state):
        push(state, {"t": "event_turns", "seats": clockwise(state, state["first"]), "i": 0})


def _event_turns(state: State, f: Frame) -> None:
    while f["i"] < len(f["seats"]):
        seat = f["seats"][f["i"]]
        f["i"] += 1
        if not frozen(state, seat) and state["players"][seat]["hand"]:
            push(state, {"t": "event", "seat": seat})
            return
    pop(state)


def playable(state: State, seat: int, card: str) -> bool:
    """Symbol rule (D-22), round rules and D-49 (cards needing a pile)."""
    symbol = EVENTS[card][1]
    if symbol and symbol in state["symbols"]:
        return False
    p = state["players"][seat]
    if card == "restoration":
        return bool(state["opts"]["advanced"])
    if card == "better-breed":
        return p["rate"] < 3
    if card in ("changing-her-mind", "court-influence"):
        return bool(state["emira"])
    if card in ("new-orders", "noble-merchandise"):
        return bool(state["status_deck"])
    if card == "bazaar":
        return sum(state["bag"].values()) > 0
    if card == "new-spice-caravan":
        return any(c[2] < caravan_start(c) for c in p["caravans"])
    return True


def _event_legal(state: State, f: Frame, seat: int) -> list[str]:
    hand = sorted(set(state["players"][seat]["hand"]))
    return [f"play {c}" for c in hand if playable(state, seat, c)] + ["pass"]


def _event_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    if action == "pass":
        emit(state, f"{label(seat)} plays no event card.", msg=m("e-no-event", who=label(seat)))
        return
    card = action.split()[1]
    play_event(state, seat, card)


def play_event(state: State, seat: int, card: str) -> None:
    p = state["players"][seat]
    p["hand"].remove(card)
    title, symbol, _, _ = EVENTS[card]
    if symbol:
        state["symbols"].append(symbol)
    if card in ("good-looking", "guest-house"):
        p["kept"].append(card)
    else:
        state["discard"].append(card)
    emit(
        state,
        f"{label(seat)} plays {title}.",
        msg=m("e-plays", who=label(seat), card=m(f"event-{card}")),
    )
    recheck(state)  # after the card resolves (pushed first, runs last)
    if card == "better-breed":
        p["rate"] += 1
        rate = [50, 70, 100, 150][p["rate"]]
        emit(
            state,
            f"{label(seat)}'s camels now give {rate} each.",
            msg=m("e-better-breed", who=label(seat), rate=rate),
        )
    elif card == "camel-breeding":
        need = sum(q["camels"] // 2 for q in state["players"])
        if need and need <= state["supply"]["camel"]:
            for q in state["players"]:
                q["camels"] += q["camels"] // 2
            state["supply"]["camel"] -= need
            emit(
                state,
                f"Camel Breeding: {need} new camels for the sheiks.",
                msg=m("e-breeding", need=need),
            )
        else:
            emit(
                state,
                f"Camel Breeding: {need} camels needed, {state['supply']['camel']} in the "
                "supply: no effect.",
                msg=m("e-breeding-none", need=need, supply=state["supply"]["camel"]),
            )
    elif card == "camel-epidemic":
        lost = 0
        for q in state["players"]:
            k = q["camels"] // 3
            q["camels"] -= k
            lost += k
        state["supply"]["camel"] += lost
        emit(state, f"Camel Epidemic: {lost} camels die.", msg=m("e-epidemic", lost=lost))
    elif card == "changing-her-mind":
        positions = chm_positions(state)
        if len(positions) > 1:
            push(state, {"t": "chm_pos", "seat": seat})
        else:
            push(state, {"t": "chm", "seat": seat, "pos": 0})
    elif card == "court-influence":
        push(state, {"t": "court", "seat": seat, "n": min(3, len(state["emira"]))})
    elif card == "new-orders":
        push(state, {"t": "orders", "seat": seat, "n": min(3, len(state["status_deck"]))})
    elif card == "good-looking":
        push(state, {"t": "looks", "seat": seat})
    elif card == "guest-house":
        p["guest"] += 1
    elif card == "new-spice-caravan":
        push(state, {"t": "spice", "seat": seat})
    elif card == "restoration":
        p["track"] += 1
    elif card == "vermin":
        push(state, {"t": "vermin", "seat": seat})
    elif card in ("double-trouble", "quiet-days") and three(state):
        state["delayed"].append(card)
        push(state, {"t": "split" if card == "double-trouble" else "quiet", "seat": seat})
    elif card in ("bazaar", "noble-merchandise"):
        state["delayed"].append(card)
        state["delayed_seat"] = {**state.get("delayed_seat", {}), card: seat}
    else:  # double-trouble, quiet-days (4-5p), golden-times, interrupt-spice-trade, sick-camels
        state["delayed"].append(card)


def chm_positions(state: State) -> list[int]:
    """Deck positions Changing Her Mind may target (3 players: before looking, 7.4/D-38)."""
    if not three(state):
        return [0]
    if "quiet-days" in state["delayed"]:
        depth = 1
    elif "double-trouble" in state["delayed"]:
        depth = 3
    else:
        depth = 2
    return list(range(min(depth, len(state["emira"]))))


def _chm_pos_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"look {i + 1}" for i in chm_positions(state)]


def _chm_pos_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pos = int(action.split()[1]) - 1
    pop(state)
    emit(
        state,
        f"{label(seat)} will look at Emira card {pos + 1} from the top.",
        msg=m("e-chm-pos", who=label(seat), n=pos + 1),
    )
    push(state, {"t": "chm", "seat": seat, "pos": pos})


def _chm_legal(state: State, f: Frame, seat: int) -> list[str]:
    card = state["emira"][f["pos"]]
    return ["leave"] + ([] if card == SIDI else ["swap"]) + ["bottom"]


def _chm_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    card = state["emira"][f["pos"]]
    if action == "bottom":
        state["emira"].pop(f["pos"])
        state["emira"].append(card)
        if card in state["swapped"]:
            state["swapped"].remove(card)
        emit(
            state,
            f"{label(seat)} sends the Emira card they looked at to the bottom of the deck.",
            {seat: f"You send {name(card)} to the bottom of the Emira deck."},
            m("e-chm-bottom", who=label(seat)),
            {seat: m("e-you-chm-bottom", name=name(card))},
        )
        what, what_key = "sent to the bottom", "chm-sent"
    else:
        if action == "swap":
            if card in state["swapped"]:
                state["swapped"].remove(card)
            else:
                state["swapped"].append(card)
        what = "preferences swapped" if action == "swap" else "left as she was"
        what_key = "chm-swapped" if action == "swap" else "chm-left"
        emit(
            state,
            f"{label(seat)} puts the Emira card back.",
            {seat: f"You look at {name(card)}: {what}."},
            m("e-chm-back", who=label(seat)),
            {seat: m("e-you-chm-look", name=name(card), what=m(what_key))},
        )
    remember(
        state,
        seat,
        f"Changing Her Mind: Emira card {f['pos'] + 1} was {name(card)} ({what}).",
        m("seen-chm", n=f["pos"] + 1, name=name(card), what=m(what_key)),
    )


def _court_legal(state: State, f: Frame, seat: int) -> list[str]:
    from games.emira.rules import permutations_of

    return ["order " + " ".join(o) for o in permutations_of(state["emira"][: f["n"]])]


def _court_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    order = action.split()[1:]
    state["emira"][: f["n"]] = order
    text = ", ".join(name(c) for c in order)
    emit(
        state,
        f"{label(seat)} puts the top {f['n']} Emira cards back in a secret order.",
        {seat: f"You put the top Emira cards back as: {text} (top first)."},
        m("e-court", who=label(seat), n=f["n"]),
        {seat: m("e-you-court", names=[name(c) for c in order])},
    )
    remember(
        state,
        seat,
        f"Court Influence: top of the Emira deck {text}.",
        m("seen-court", names=[name(c) for c in order]),
    )


def _orders_legal(state: State, f: Frame, seat: int) -> list[str]:
    from games.emira.rules import permutations_of

    top_cards = state["status_deck"][: f["n"]]
    return ["order " + " ".join(str(c) for c in o) for o in permutations_of(top_cards)]


def _orders_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    order = [int(x) for x in action.split()[1:]]
    state["status_deck"][: f["n"]] = order
    text = ", ".join(str(c) for c in order)
    emit(
        state,
        f"{label(seat)} puts the top {f['n']} status cards back in a secret order.",
        {seat: f"You put the top status cards back as: {text} (top first)."},
        m("e-orders", who=label(seat), n=f["n"]),
        {seat: m("e-you-orders", prices=text)},
    )
    remember(
        state, seat, f"New Orders: top of the status deck {text}.", m("seen-orders", prices=text)
    )


def _looks_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"type {m}" for m in MARKERS]


def _looks_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    marker = action.split()[1]
    gain = state["players"][seat]["markers"][marker] // 3  # own markers only (D-6)
    state["players"][seat]["gl"] += gain
    emit(
        state,
        f"{label(seat)} chooses {marker.title()} for Good Looking: +{gain} appearance.",
        msg=m("e-looks", who=label(seat), marker=m(f"marker-{marker}"), gain=gain),
    )


def _spice_legal(state: State, f: Frame, seat: int) -> list[str]:
    cars = state["players"][seat]["caravans"]
    opts = {f"advance {c[0]} {c[1]} {c[2]}" for c in cars if c[2] < caravan_start(c)}
    return sorted(opts)


def _spice_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    _, size, speed, rem = action.split()
    for c in state["players"][seat]["caravans"]:
        if c[0] == size and c[1] == speed and c[2] == int(rem):
            c[2] += 1
            break
    emit(
        state,
        f"{label(seat)}'s {size} {speed} caravan moves back to {int(rem) + 1} payments.",
        msg=m("e-spice", who=label(seat), size=size, speed=speed, left=int(rem) + 1),
    )


def _vermin_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"kind {size} {speed}" for size, speed in CARAVANS]


def _vermin_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    _, size, speed = action.split()
    emit(
        state,
        f"{label(seat)} sends Vermin to the {size} {speed} caravans.",
        msg=m("e-vermin", who=label(seat), size=size, speed=speed),
    )
    for s in reversed(clockwise(state, seat)):
        owned = [c for c in state["players"][s]["caravans"] if c[:2] == [size, speed]]
        if owned:
            k = 2 if speed == "slow" and len(owned) >= 2 else 1
            push(state, {"t": "gnaw", "seat": s, "kind": [size, speed], "k": k, "done": []})


def _gnaw_candidates(state: State, f: Frame, seat: int) -> list[int]:
    cars = state["players"][seat]["caravans"]
    return [i for i, c in enumerate(cars) if c[:2] == f["kind"] and i not in f["done"]]


def _gnaw_legal(state: State, f: Frame, seat: int) -> list[str]:
    """One caravan at a time (``move 5``: the one with 5 payments left), so the list stays short
    however many caravans a sheik owns; a slow kind asks twice."""
    cars = state["players"][seat]["caravans"]
    candidates = _gnaw_candidates(state, f, seat)
    values = sorted({cars[i][2] for i in candidates}, reverse=True)
    if len(candidates) <= f["k"] - len(f["done"]):
        values = values[:1]  # all of them move: no choice (made automatically)
    return [f"move {r}" for r in values]


def _gnaw_apply(state: State, f: Frame, seat: int, action: str) -> None:
    p = state["players"][seat]
    r = int(action.split()[1])
    i = next(i for i in _gnaw_candidates(state, f, seat) if p["caravans"][i][2] == r)
    p["caravans"][i][2] -= 1
    f["done"].append(i)
    if len(f["done"]) < f["k"] and _gnaw_candidates(state, f, seat):
        return
    pop(state)
    size, speed = f["kind"]
    lost = [c for c in p["caravans"] if c[2] <= 0]
    for c in lost:
        p["caravans"].remove(c)
        state["supply"][size] += 1
    text = f"Vermin: {label(seat)} moves {len(f['done'])} {size} {speed} caravan(s) left"
    args = {"who": label(seat), "k": len(f["done"]), "size": size, "speed": speed}
    emit(
        state,
        text + (f"; {len(lost)} removed without payment." if lost else "."),
        msg=m("e-gnaw-lost", **args, lost=len(lost)) if lost else m("e-gnaw", **args),
    )


def _split_legal(state: State, f: Frame, seat: int) -> list[str]:
    return ["split 2-1", "split 1-2"]


def _split_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    state["split"] = action.split()[1]
    first, second = state["split"].split("-")
    emit(
        state,
        f"{label(seat)}: {first} princess(es) this round, {second} next round.",
        msg=m("e-split", who=label(seat), now=int(first), later=int(second)),
    )


def _quiet_legal(state: State, f: Frame, seat: int) -> list[str]:
    return ["when odd", "when even"]


def _quiet_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    state["split"] = "1-0" if action == "when odd" else "0-1"
    when = "this round" if action == "when odd" else "next round"
    emit(
        state,
        f"{label(seat)}: the single princess will be active {when}.",
        msg=m("e-quiet-odd" if action == "when odd" else "e-quiet-even", who=label(seat)),
    )


STEPS: dict[str, Step[State]] = {
    "event": Decision(_event_legal, _event_apply),
    "chm_pos": Decision(_chm_pos_legal, _chm_pos_apply),
    "chm": Decision(_chm_legal, _chm_apply),
    "court": Decision(_court_legal, _court_apply),
    "orders": Decision(_orders_legal, _orders_apply),
    "looks": Decision(_looks_legal, _looks_apply),
    "spice": Decision(_spice_legal, _spice_apply, forced=True),
    "vermin": Decision(_vermin_legal, _vermin_apply),
    "gnaw": Decision(_gnaw_legal, _gnaw_apply, forced=True),
    "split": Decision(_split_legal, _split_apply),
    "quiet": Decision(_quiet_legal, _quiet_apply),
    "event_turns": Auto(_event_turns),
}
