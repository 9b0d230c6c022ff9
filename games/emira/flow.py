"""The round (sections 5 and 7) as a stack of frames.

An *automatic* frame has a ``step`` that does work and pushes frames or pops itself; a *decision*
frame has a ``seat`` (or ``seats`` for the simultaneous setup keep) and registers ``legal`` and
``apply``. ``advance`` runs automatic work until a seat must decide. The round driver (``round``)
walks the phase steps in order; each step may push decisions that resolve before the next step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.emira.data import (
    APPEARANCE_COST,
    BAG_PER_TYPE,
    BASE_INCOME,
    CAMEL_COST,
    CAMEL_COST_FARAH,
    CARAVANS,
    COLOURS,
    EMIRA,
    EVENT_COPIES,
    EVENT_PRICES,
    EVENT_PRICES_ZAINAB,
    EVENTS,
    MARKERS,
    MAX_ROUNDS,
    OBJECTIVES,
    RED_CARD,
    SECTION_COST,
    SECTION_COST_BADRA,
    SETUP_DEAL,
    SIDI,
    START_GOLD,
    STATUS_PRICES,
    STATUS_REMOVED_3P,
    STIPEND,
    STIPEND_WITHOUT_AUCTION,
    SUPPLY,
    XENIA_GIFT,
    XENIA_MARKERS,
    status_points,
)
from games.emira.rules import (
    choose_told,
    fulfils,
    join,
    leave,
    primary_score,
    push,
    recheck,
    secondary_score_half,
    xenia_target,
)
from games.emira.state import (
    State,
    caravan_income,
    caravan_start,
    clockwise,
    emit,
    frozen,
    income,
    label,
    m,
    name,
    net,
    new_player,
    randint,
    remember,
    shuffle,
    stipend_ok,
    three,
    upkeep_due,
)

Frame = dict[str, Any]
DECIDE: dict[str, tuple[Callable[[State, Frame, int], list[str]], Callable]] = {}
AUTO: dict[str, Callable[[State, Frame], None]] = {}
# decisions on public information only: made automatically when one answer exists
FORCED = frozenset({"gnaw", "samira", "zahrah", "sidi", "spice"})
NUMERIC: dict[str, Callable[[State, Frame, int], tuple[str, int, int, int] | None]] = {}


def decision(kind: str):
    def register(pair: tuple[Callable, Callable]) -> tuple[Callable, Callable]:
        DECIDE[kind] = pair
        return pair

    return register


def pop(state: State) -> Frame:
    return state["stack"].pop()


def top(state: State) -> Frame | None:
    return state["stack"][-1] if state["stack"] else None


def frame_seats(frame: Frame) -> list[int]:
    if "seats" in frame:
        return list(frame["seats"])
    return [frame["seat"]] if "seat" in frame else []


def advance(state: State) -> None:
    """Run automatic frames until a seat must decide or the game is over."""
    guard = 0
    while state["stack"]:
        guard += 1
        if guard > 100_000:
            raise RuntimeError("Emira flow does not settle")
        f = state["stack"][-1]
        if f["t"] in AUTO:
            AUTO[f["t"]](state, f)
            continue
        seats = frame_seats(f)
        if f["t"] in FORCED and len(seats) == 1:
            options = DECIDE[f["t"]][0](state, f, seats[0])
            if len(options) == 1:  # a public decision with one answer is made for the seat
                DECIDE[f["t"]][1](state, f, seats[0], options[0])
                continue
        if any(DECIDE[f["t"]][0](state, f, s) for s in seats):
            return
        pop(state)  # nothing to decide (safety; asked seats always have an answer)


def legal(state: State, seat: int) -> list[str]:
    f = top(state)
    if f is None or f["t"] in AUTO or seat not in frame_seats(f):
        return []
    return DECIDE[f["t"]][0](state, f, seat)


def numeric(state: State, seat: int) -> tuple[str, int, int, int] | None:
    f = top(state)
    if f is None or seat not in frame_seats(f) or f["t"] not in NUMERIC:
        return None
    return NUMERIC[f["t"]](state, f, seat)


def apply(state: State, seat: int, action: str) -> None:
    f = state["stack"][-1]
    DECIDE[f["t"]][1](state, f, seat, action)
    advance(state)


# =================================================================================================
# Setup (section 4)
# =================================================================================================
def new_state(n: int, seed: str, opts: dict[str, Any]) -> State:
    idx = 1 if n == 3 else 0
    st: State = {
        "v": 1,
        "n": n,
        # the default base income is left out, so states stored before the option (E-11)
        # existed and new ones with the default are the same
        "opts": {k: v for k, v in opts.items() if (k, v) != ("base_income", BASE_INCOME)},
        "rng": {"seed": str(seed), "counter": 0},
        "round": 0,
        "first": 0,
        "phase": "setup",
        "step": "setup",
        "players": [],
        "emira": sorted(EMIRA),
        "swapped": [],
        "inplay": [],
        "waiting": [],
        "undecided": [],
        "removed": [],
        "status_deck": [],
        "bag": {},
        "board": {
            "status": None,
            "appearance": None,
            "section": False,
            "camel": False,
            "small": False,
            "large": False,
        },
        "supply": {k: v[idx] for k, v in SUPPLY.items()},
        "events": [],
        "discard": [],
        "symbols": [],
        "delayed": [],
        "xenia": None,
        "xenia_out": None,
        "dry": 0,
        "hold": False,
        "stack": [],
        "log": [],
        "result": None,
        "winners": {},
    }
    shuffle(st, st["emira"])
    colours = list(COLOURS)
    shuffle(st, colours)
    st["players"] = [new_player(c) for c in colours[:n]]
    st["first"] = randint(st, 0, n - 1)
    in_play = set(colours[:n])
    # starting advantages (4.5)
    for p in st["players"]:
        p["gold"] = START_GOLD
        if p["colour"] == "green":
            p["camels"] = 1
            st["supply"]["camel"] -= 1
        elif p["colour"] == "white":
            p["sections"] = 1
            st["supply"]["section"] -= 1
        elif p["colour"] == "red":
            p["status"].append(RED_CARD)
        elif p["colour"] == "blue":
            p["markers"]["dress"] = 1
    # status deck (4.7, D-3)
    cards = list(STATUS_PRICES)
    if n == 3:
        for price in STATUS_REMOVED_3P:
            cards.remove(price)
    if "red" in in_play:
        cards.remove(RED_CARD)
    threes = [c for c in cards if status_points(c) == 3]
    rest = [c for c in cards if status_points(c) < 3]
    shuffle(st, rest)
    protected = 3 if n == 3 else 6
    head, tail = rest[:protected], rest[protected:] + threes
    shuffle(st, tail)
    st["status_deck"] = head + tail
    # bag (4.12)
    per = BAG_PER_TYPE[idx]
    st["bag"] = {m: per for m in MARKERS}
    if "blue" not in in_play:
        st["bag"]["dress"] += 1
    # objectives (4.9)
    objectives = sorted(o for o in OBJECTIVES if o.startswith(f"{n}-"))
    shuffle(st, objectives)
    for p, obj in zip(st["players"], objectives, strict=False):
        p["obj"] = obj
    # event cards (4.10)
    deck = [e for e in EVENTS for _ in range(EVENT_COPIES)]
    if not opts["advanced"]:
        deck = [e for e in deck if e != "restoration"]
    shuffle(st, deck)
    for p in st["players"]:
        p["dealt"] = sorted(deck[:SETUP_DEAL])
        del deck[:SETUP_DEAL]
    st["events"] = deck
    emit(
        st,
        "Sheiks: "
        + ", ".join(f"{label(s)} {p['colour']}" for s, p in enumerate(st["players"]))
        + f". First player: {label(st['first'])}. Each sheik keeps 1 of 3 event cards.",
        msg=m(
            "e-setup",
            sheiks=[
                m("e-sheik", who=label(s), colour=m(f"colour-{p['colour']}"))
                for s, p in enumerate(st["players"])
            ],
            first=label(st["first"]),
        ),
    )
    push(st, {"t": "keep", "seats": list(range(n))})
    return st


def _keep_legal(state: State, f: Frame, seat: int) -> list[str]:
    if seat not in f["seats"]:
        return []
    return [f"keep {e}" for e in sorted(set(state["players"][seat]["dealt"]))]


def _keep_apply(state: State, f: Frame, seat: int, action: str) -> None:
    card = action.split()[1]
    p = state["players"][seat]
    p["hand"].append(card)
    p["dealt"].remove(card)
    f["seats"].remove(seat)
    emit(
        state,
        f"{label(seat)} keeps an event card.",
        {seat: f"You keep {EVENTS[card][0]}."},
        m("e-keeps", who=label(seat)),
        {seat: m("e-you-keep", card=m(f"event-{card}"))},
    )
    if f["seats"]:
        return
    pop(state)
    for pl in state["players"]:
        state["events"].extend(pl["dealt"])
        pl["dealt"] = []
    shuffle(state, state["events"])
    start_round(state)


decision("keep")((_keep_legal, _keep_apply))


# =================================================================================================
# The round driver
# =================================================================================================
STEPS = (
    "events",
    "income",
    "prep_emira",
    "prep_status",
    "prep_appearance",
    "prep_items",
    "auctions",
    "buy",
    "choose",
    "upkeep_xenia",
    "upkeep_pay",
    "end",
)


def start_round(state: State) -> None:
    state["round"] += 1
    state["phase"] = "play"
    state["symbols"] = []
    state["delayed"] = []
    for p in state["players"]:
        p["unpaid"] = False
    emit(
        state,
        f"Round {state['round']} begins; first player {label(state['first'])}.",
        msg=m("e-round", round=state["round"], first=label(state["first"])),
    )
    push(state, {"t": "round", "i": 0})


def odd(state: State) -> bool:
    return state["round"] % 2 == 1


def _round_step(state: State, f: Frame) -> None:
    if f["i"] >= len(STEPS):
        pop(state)
        return
    step = STEPS[f["i"]]
    f["i"] += 1
    state["step"] = step
    PHASE_STEPS[step](state)


AUTO["round"] = _round_step


# -- phase 1: event cards --------------------------------------------------------------------------
def events_allowed(state: State) -> bool:
    if three(state) and not odd(state):
        return False
    return state["round"] > 1 or state["opts"]["advanced"]


def _events(state: State) -> None:
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


AUTO["event_turns"] = _event_turns


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


decision("event")((_event_legal, _event_apply))


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


decision("chm_pos")((_chm_pos_legal, _chm_pos_apply))


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


decision("chm")((_chm_legal, _chm_apply))


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


decision("court")((_court_legal, _court_apply))


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


decision("orders")((_orders_legal, _orders_apply))


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


decision("looks")((_looks_legal, _looks_apply))


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


decision("spice")((_spice_legal, _spice_apply))


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


decision("vermin")((_vermin_legal, _vermin_apply))


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


decision("gnaw")((_gnaw_legal, _gnaw_apply))


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


decision("split")((_split_legal, _split_apply))


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


decision("quiet")((_quiet_legal, _quiet_apply))


# -- phase 2: income -------------------------------------------------------------------------------
def _income(state: State) -> None:
    golden = "golden-times" in state["delayed"]
    stopped = "interrupt-spice-trade" in state["delayed"]
    parts, parts_msg = [], []
    for s, p in enumerate(state["players"]):
        total = income(state, s)
        if not stopped:
            for c in list(p["caravans"]):
                total += caravan_income(c)
                c[2] -= 1
                if c[2] <= 0:
                    p["caravans"].remove(c)
                    state["supply"][c[0]] += 1
        if golden:
            total = total * 6 // 5
        p["gold"] += total
        parts.append(f"{label(s)} +{total}")
        parts_msg.append(m("e-income-part", who=label(s), total=total))
    note = (
        " (Golden Times +20%)"
        if golden
        else " (base only: spice trade interrupted)"
        if stopped
        else ""
    )
    why = "golden" if golden else "stopped" if stopped else "none"
    emit(
        state,
        "Income: " + ", ".join(parts) + note + ".",
        msg=m("e-income", parts=parts_msg, why=why),
    )
    push(state, {"t": "recheck"})


# -- phase 3: prepare the board ----------------------------------------------------------------------
def _draw_emira(state: State, k: int) -> list[str]:
    cards = state["emira"][:k]
    del state["emira"][:k]
    return cards


def _prep_emira(state: State) -> None:
    if three(state):
        if not odd(state):
            state["inplay"], state["waiting"] = state["waiting"], []
        else:
            split = state.pop("split", None) or "1-1"
            now, later = (int(x) for x in split.split("-"))
            cards = _draw_emira(state, now + later)
            state["inplay"], state["waiting"] = cards[:now], cards[now:]
    else:
        k = (
            2
            if "double-trouble" in state["delayed"]
            else 0
            if "quiet-days" in state["delayed"]
            else 1
        )
        state["inplay"] = _draw_emira(state, k)
    shown = ", ".join(name(c) for c in state["inplay"]) or "none"
    text = f"Princess in play: {shown}."
    names = [name(c) for c in state["inplay"]] or m("none")
    msg = m("e-inplay", names=names)
    if state["waiting"]:
        text += " Waiting for next round: " + ", ".join(name(c) for c in state["waiting"]) + "."
        msg = m("e-inplay-waiting", names=names, waiting=[name(c) for c in state["waiting"]])
    emit(state, text, msg=msg)


def refill_round(state: State) -> bool:
    """3 players refill the item spaces only in odd rounds (D-48)."""
    return not three(state) or odd(state)


def _prep_status(state: State) -> None:
    if state["board"]["status"] is not None or not refill_round(state):
        return
    if "noble-merchandise" in state["delayed"] and state["status_deck"]:
        push(state, {"t": "noble", "seat": state["delayed_seat"]["noble-merchandise"]})
        return
    if state["status_deck"]:
        state["board"]["status"] = state["status_deck"].pop(0)


def _noble_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"status {c}" for c in sorted(set(state["status_deck"]))]


def _noble_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    price = int(action.split()[1])
    state["status_deck"].remove(price)
    state["board"]["status"] = price
    shuffle(state, state["status_deck"])
    emit(
        state,
        f"{label(seat)} puts the {price} status card on the board (Noble Merchandise).",
        msg=m("e-noble", who=label(seat), price=price),
    )
    recheck(state)


decision("noble")((_noble_legal, _noble_apply))


def _prep_appearance(state: State) -> None:
    if state["board"]["appearance"] is not None or not refill_round(state):
        return
    if not sum(state["bag"].values()):
        return
    if "bazaar" in state["delayed"]:
        push(state, {"t": "bazaar", "seat": state["delayed_seat"]["bazaar"]})
        return
    pool = [m for m in MARKERS for _ in range(state["bag"][m])]
    marker = pool[randint(state, 0, len(pool) - 1)]
    state["bag"][marker] -= 1
    state["board"]["appearance"] = marker


def _bazaar_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"marker {m}" for m in MARKERS if state["bag"][m]]


def _bazaar_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    marker = action.split()[1]
    state["bag"][marker] -= 1
    state["board"]["appearance"] = marker
    emit(
        state,
        f"{label(seat)} puts a {marker.title()} marker on the board (Bazaar).",
        msg=m("e-bazaar", who=label(seat), marker=m(f"marker-{marker}")),
    )
    recheck(state)


decision("bazaar")((_bazaar_legal, _bazaar_apply))


def _prep_items(state: State) -> None:
    board, supply = state["board"], state["supply"]
    for item in ("section", "camel", "small", "large"):
        if board[item] or supply[item] <= 0:
            continue
        if item != "section" and not refill_round(state):
            continue
        board[item] = True
        supply[item] -= 1
    emit(state, "Market: " + market_text(state) + ".", msg=m("e-market", items=market_msg(state)))


def market_msg(state: State) -> list:
    """:func:`market_text` as catalogue messages."""
    b = state["board"]
    items = []
    if b["status"] is not None:
        items.append(m("market-status", price=b["status"], points=status_points(b["status"])))
    if b["appearance"]:
        items.append(m("market-marker", marker=m(f"marker-word-{b['appearance']}")))
    items += [
        m("e-market-section" if key == "section" else f"market-{key}")
        for key in ("section", "camel", "small", "large")
        if b[key]
    ]
    return items or m("market-empty")


def market_text(state: State) -> str:
    b = state["board"]
    items = []
    if b["status"] is not None:
        items.append(f"status {b['status']} ({status_points(b['status'])} pt)")
    if b["appearance"]:
        items.append(f"{b['appearance']} marker")
    items += [
        label_
        for key, label_ in (
            ("section", "palace section"),
            ("camel", "camel"),
            ("small", "small caravan"),
            ("large", "large caravan"),
        )
        if b[key]
    ]
    return ", ".join(items) or "empty"


# -- phase 4: auctions ------------------------------------------------------------------------------
def _auctions(state: State) -> None:
    rem = [s for s in clockwise(state, state["first"]) if not frozen(state, s)]
    push(state, {"t": "auctions", "rem": rem, "prev": None, "cur": None})


def _next_in(state: State, after: int, group: list[int]) -> int:
    for s in clockwise(state, after)[1:] + [after]:
        if s in group:
            return s
    raise ValueError("empty group")


def _auctions_step(state: State, f: Frame) -> None:
    rem, cur = f["rem"], f["cur"]
    if cur is None:
        if not rem:
            pop(state)
            _end_of_auctions(state)
            return
        if len(rem) == 1:
            push(state, {"t": "act", "seat": rem[0], "last": True, "vol": False})
            return
        starter = state["first"] if f["prev"] is None else (f["prev"] + 1) % state["n"]
        if starter not in rem:
            starter = _next_in(state, starter, rem)
        f["cur"] = cur = {
            "starter": starter,
            "high": 0,
            "bidder": None,
            "out": [],
            "passers": [],
            "turn": starter,
        }
        emit(
            state,
            f"Auction {f.get('count', 0) + 1}: {label(starter)} starts.",
            msg=m("e-auction", n=f.get("count", 0) + 1, who=label(starter)),
        )
        f["count"] = f.get("count", 0) + 1
    inn = [s for s in rem if s not in cur["out"]]
    winner, bid = None, 0
    if len(rem) == 1:
        if cur["bidder"] == rem[0]:
            winner, bid = rem[0], cur["high"]
        else:
            emit(
                state,
                f"The auction is cancelled: {label(rem[0])} is the last player.",
                msg=m("e-auction-cancelled", who=label(rem[0])),
            )
            f["cur"] = None
            return
    elif cur["bidder"] is not None and inn == [cur["bidder"]]:
        winner, bid = cur["bidder"], cur["high"]
    elif not inn:
        winner = (
            cur["starter"] if cur["starter"] in rem else next(s for s in cur["passers"] if s in rem)
        )
    if winner is None:
        push(state, {"t": "bid", "seat": cur["turn"]})
        return
    f["cur"] = None
    pay = net(state, winner, bid)
    state["players"][winner]["gold"] -= pay
    if bid:
        emit(
            state,
            f"{label(winner)} wins the auction at {bid} and pays {pay}.",
            msg=m("e-wins", who=label(winner), bid=bid, pay=pay),
        )
    else:
        emit(
            state,
            f"Everyone passed: {label(winner)} wins the auction for free.",
            msg=m("e-wins-free", who=label(winner)),
        )
    push(state, {"t": "act", "seat": winner, "last": False, "vol": True})


AUTO["auctions"] = _auctions_step


def _auction_frame(state: State) -> Frame:
    return next(fr for fr in reversed(state["stack"]) if fr["t"] == "auctions")


def bid_bounds(state: State, seat: int, high: int) -> tuple[int, int]:
    from games.emira.state import max_bid

    return high + 10, max_bid(state, seat)


def bid_menu(low: int, high: int) -> list[int]:
    """A few useful bids: the minimum raise, some steps and all-in (the rest can be typed)."""
    if low > high:
        return []
    picks = {low, high}
    for step in (10, 20, 50, 100, 200):
        if low + step < high:
            picks.add(low + step)
    return sorted(picks)


def _bid_legal(state: State, f: Frame, seat: int) -> list[str]:
    cur = _auction_frame(state)["cur"]
    low, high = bid_bounds(state, seat, cur["high"])
    out = [f"bid {b}" for b in bid_menu(low, high)] + ["pass"]
    if STIPEND_WITHOUT_AUCTION and stipend_ok(state, seat):
        out.append("stipend")
    return out


def _bid_numeric(state: State, f: Frame, seat: int) -> tuple[str, int, int, int] | None:
    cur = _auction_frame(state)["cur"]
    low, high = bid_bounds(state, seat, cur["high"])
    return ("bid {n}", low, high, 10) if low <= high else None


def _bid_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    af = _auction_frame(state)
    cur = af["cur"]
    if action == "pass":
        cur["out"].append(seat)
        cur["passers"].append(seat)
        emit(state, f"{label(seat)} passes.", msg=m("e-passes", who=label(seat)))
    elif action == "stipend":
        take_stipend(state, seat)
        af["rem"].remove(seat)
        cur["out"].append(seat)
    else:
        cur["high"] = int(action.split()[1])
        cur["bidder"] = seat
        emit(
            state,
            f"{label(seat)} bids {cur['high']}.",
            msg=m("e-bids", who=label(seat), bid=cur["high"]),
        )
    inn = [s for s in af["rem"] if s not in cur["out"]]
    if inn:
        cur["turn"] = _next_in(state, seat, inn)


decision("bid")((_bid_legal, _bid_apply))
NUMERIC["bid"] = _bid_numeric


def take_stipend(state: State, seat: int) -> None:
    state["players"][seat]["gold"] += STIPEND
    emit(
        state,
        f"{label(seat)} takes the {STIPEND}-gold stipend.",
        msg=m("e-stipend", who=label(seat), amount=STIPEND),
    )
    recheck(state)


def action_cost(state: State, seat: int, action: str) -> int | None:
    """Cost of an action from the board, or None when its item is not there."""
    b, pal = state["board"], state["players"][seat]["pal"]
    words = action.split()
    what = words[1]
    if what in ("small", "large"):
        if not b[what]:
            return None
        cost, adara, _, _ = CARAVANS[(what, words[2])]
        return adara if "adara" in pal else cost
    if what == "appearance":
        return APPEARANCE_COST if b["appearance"] else None
    if what == "status":
        return b["status"]
    if what == "section":
        return (SECTION_COST_BADRA if "badra" in pal else SECTION_COST) if b["section"] else None
    if what == "camel":
        return (CAMEL_COST_FARAH if "farah" in pal else CAMEL_COST) if b["camel"] else None
    return None


BUY_ACTIONS = (
    "buy small slow",
    "buy small fast",
    "buy large slow",
    "buy large fast",
    "buy appearance",
    "buy status",
    "buy section",
    "buy camel",
)


def _act_legal(state: State, f: Frame, seat: int) -> list[str]:
    gold = state["players"][seat]["gold"]
    out = []
    for a in BUY_ACTIONS:
        cost = action_cost(state, seat, a)
        if cost is not None and cost <= gold:
            out.append(a)
    if stipend_ok(state, seat):
        out.append("stipend")
    elif not f["vol"] and gold >= 500:
        out.append(f"bid {voluntary_bid(state, seat)}")
    out.append("nothing")
    return out


def voluntary_bid(state: State, seat: int) -> int:
    """The smallest voluntary bid that takes the last player under 500 gold (5.4.4)."""
    from games.emira.state import discount

    return state["players"][seat]["gold"] - 490 + discount(state, seat)


def _act_numeric(state: State, f: Frame, seat: int) -> tuple[str, int, int, int] | None:
    from games.emira.state import max_bid

    top_bid = max_bid(state, seat)
    if f["vol"] or top_bid < 10:
        return None
    return ("bid {n}", 10, top_bid, 10)


def _act_apply(state: State, f: Frame, seat: int, action: str) -> None:
    p = state["players"][seat]
    if action.startswith("bid "):
        bid = int(action.split()[1])
        pay = net(state, seat, bid)
        p["gold"] -= pay
        f["vol"] = True
        emit(
            state,
            f"{label(seat)} pays a voluntary bid of {bid} ({pay} after camels).",
            msg=m("e-voluntary", who=label(seat), bid=bid, pay=pay),
        )
        return
    pop(state)
    af = _auction_frame(state)
    af["rem"].remove(seat)
    af["prev"] = seat
    if action == "stipend":
        take_stipend(state, seat)
        return
    if action == "nothing":
        emit(state, f"{label(seat)} takes no action.", msg=m("e-nothing", who=label(seat)))
        recheck(state)
        return
    cost = action_cost(state, seat, action)
    assert cost is not None
    p["gold"] -= cost
    words = action.split()
    b = state["board"]
    what = words[1]
    if what in ("small", "large"):
        b[what] = False
        p["caravans"].append([what, words[2], CARAVANS[(what, words[2])][3]])
        text = f"a {what} {words[2]} caravan"
        told = m("e-buy-caravan", size=what, speed=words[2])
    elif what == "appearance":
        marker = b["appearance"]
        b["appearance"] = None
        p["markers"][marker] += 1
        text = f"the {marker.title()} marker"
        told = m("e-buy-marker", marker=m(f"marker-{marker}"))
    elif what == "status":
        p["status"].append(b["status"])
        text = f"the {b['status']} status card ({status_points(b['status'])} pt)"
        told = m("e-buy-status", price=b["status"], points=status_points(b["status"]))
        b["status"] = None
    elif what == "section":
        b["section"] = False
        p["sections"] += 1
        text = "a palace section"
        told = m("e-buy-section")
    else:
        b["camel"] = False
        p["camels"] += 1
        text = "a camel"
        told = m("e-buy-camel")
    emit(
        state,
        f"{label(seat)} buys {text} for {cost}.",
        msg=m("e-buys", who=label(seat), what=told, cost=cost),
    )
    recheck(state)


decision("act")((_act_legal, _act_apply))
NUMERIC["act"] = _act_numeric


def _end_of_auctions(state: State) -> None:
    """Unsold marker back to the bag, unsold status card under the deck (5.4.5; 3 players: only
    after the even round, D-37)."""
    if three(state) and odd(state):
        return
    b = state["board"]
    if b["appearance"]:
        state["bag"][b["appearance"]] += 1
        emit(
            state,
            f"The unsold {b['appearance'].title()} marker goes back into the bag.",
            msg=m("e-unsold-marker", marker=m(f"marker-{b['appearance']}")),
        )
        b["appearance"] = None
    if b["status"] is not None:
        state["status_deck"].append(b["status"])
        emit(
            state,
            f"The unsold {b['status']} status card goes under the status deck.",
            msg=m("e-unsold-status", price=b["status"]),
        )
        b["status"] = None


# -- phase 5: buy event cards -----------------------------------------------------------------------
def _buy(state: State) -> None:
    if three(state) and odd(state):
        return
    push(state, {"t": "buy_turns", "seats": clockwise(state, state["first"]), "i": 0})


def _buy_turns(state: State, f: Frame) -> None:
    while f["i"] < len(f["seats"]):
        seat = f["seats"][f["i"]]
        f["i"] += 1
        if not frozen(state, seat):
            push(state, {"t": "buyev", "seat": seat})
            return
    pop(state)


AUTO["buy_turns"] = _buy_turns


def event_price(state: State, seat: int, option: str) -> int:
    if "zainab" in state["players"][seat]["pal"]:
        return EVENT_PRICES_ZAINAB[option]
    return EVENT_PRICES[option][0]


def _buyev_legal(state: State, f: Frame, seat: int) -> list[str]:
    gold = state["players"][seat]["gold"]
    out = [
        f"buy {o}"
        for o in ("a", "b")
        if len(state["events"]) >= EVENT_PRICES[o][1] and event_price(state, seat, o) <= gold
    ]
    return out + ["pass"]


def _buyev_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    if action == "pass":
        emit(state, f"{label(seat)} buys no event card.", msg=m("e-no-buy", who=label(seat)))
        return
    option = action.split()[1]
    price = event_price(state, seat, option)
    k = EVENT_PRICES[option][1]
    p = state["players"][seat]
    p["gold"] -= price
    p["look"] = state["events"][:k]
    del state["events"][:k]
    emit(
        state,
        f"{label(seat)} buys option {option.upper()} ({k} cards) for {price}.",
        {
            seat: f"You buy option {option.upper()} for {price} and draw "
            + ", ".join(EVENTS[c][0] for c in p["look"])
            + "."
        },
        m("e-buys-option", who=label(seat), option=option.upper(), k=k, price=price),
        {
            seat: m(
                "e-you-buy-option",
                option=option.upper(),
                price=price,
                cards=[m(f"event-{c}") for c in p["look"]],
            )
        },
    )
    push(state, {"t": "keepev", "seat": seat})


decision("buyev")((_buyev_legal, _buyev_apply))


def _keepev_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"keep {c}" for c in sorted(set(state["players"][seat]["look"]))]


def _keepev_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    card = action.split()[1]
    p = state["players"][seat]
    look = p["look"]
    look.remove(card)
    p["hand"].append(card)
    state["events"].extend(look)
    remember(
        state,
        seat,
        f"bought {EVENTS[card][0]}; put under the deck: "
        + (", ".join(EVENTS[c][0] for c in look) or "nothing")
        + ".",
        m(
            "seen-bought",
            card=m(f"event-{card}"),
            rest=[m(f"event-{c}") for c in look] or m("seen-nothing"),
        ),
    )
    p["look"] = []
    emit(
        state,
        f"{label(seat)} keeps one card and puts the rest under the event deck.",
        {seat: f"You keep {EVENTS[card][0]}."},
        m("e-keeps-rest", who=label(seat)),
        {seat: m("e-you-keep", card=m(f"event-{card}"))},
    )
    recheck(state)


decision("keepev")((_keepev_legal, _keepev_apply))


# -- phase 6: the princess chooses ------------------------------------------------------------------
def _choose(state: State) -> None:
    push(state, {"t": "choosing"})


def _choosing(state: State, f: Frame) -> None:
    if not state["inplay"]:
        pop(state)
        return
    card = state["inplay"].pop(0)
    winner, why, told = choose_told(state, card)
    emit(state, why, msg=told)
    if winner is None:
        state["undecided"].append(card)
        recheck(state)
    else:
        join(state, card, winner)


AUTO["choosing"] = _choosing


def _recheck(state: State, f: Frame) -> None:
    pop(state)
    for card in list(state["undecided"]):
        winner, why, told = choose_told(state, card)
        if winner is not None:
            state["undecided"].remove(card)
            emit(state, "Undecided " + why, msg=m("e-undecided", why=told))
            join(state, card, winner)
            return


AUTO["recheck"] = _recheck


def _sidi_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"give {c}" for c in sorted(set(state["players"][seat]["pal"]))]


def _sidi_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    card = action.split()[1]
    leave(state, card, seat, "removed")
    state["removed"].append(SIDI)
    emit(
        state,
        f"Sidi Suleiman leaves the game with {label(seat)}'s {name(card)}.",
        msg=m("e-sidi-leaves", who=label(seat), name=name(card)),
    )


decision("sidi")((_sidi_legal, _sidi_apply))


def _samira_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"discard {m}" for m in MARKERS if state["players"][seat]["markers"][m]]


def _samira_apply(state: State, f: Frame, seat: int, action: str) -> None:
    from games.emira.rules import discard_marker

    pop(state)
    discard_marker(state, seat, action.split()[1])


decision("samira")((_samira_legal, _samira_apply))


def _zahrah_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"discard {c}" for c in sorted(set(state["players"][seat]["status"]))]


def _zahrah_apply(state: State, f: Frame, seat: int, action: str) -> None:
    from games.emira.rules import discard_status

    pop(state)
    discard_status(state, seat, int(action.split()[1]))


decision("zahrah")((_zahrah_legal, _zahrah_apply))


# -- phase 7: upkeep ---------------------------------------------------------------------------------
def holder(state: State, card: str) -> int | None:
    return next((s for s, p in enumerate(state["players"]) if card in p["pal"]), None)


def _upkeep_xenia(state: State) -> None:
    state["hold"] = True
    x = state["xenia"]
    h = holder(state, "xenia")
    if x is None or h is None or x["gift"] == state["round"]:
        return
    if x["markers"] > 0:
        x["markers"] -= 1
        emit(
            state,
            f"Xenia: one gift marker removed ({x['markers']} left).",
            msg=m("e-xenia-marker", left=x["markers"]),
        )
        return
    push(state, {"t": "xenia", "seat": h})


def _xenia_legal(state: State, f: Frame, seat: int) -> list[str]:
    pay = ["pay gift"] if state["players"][seat]["gold"] >= XENIA_GIFT else []
    return pay + ["refuse gift"]


def _xenia_apply(state: State, f: Frame, seat: int, action: str) -> None:
    pop(state)
    x = state["xenia"]
    if action == "pay gift":
        state["players"][seat]["gold"] -= XENIA_GIFT
        x.update(markers=XENIA_MARKERS, gift=state["round"])
        emit(
            state,
            f"{label(seat)} pays Xenia's gift of 250.",
            msg=m("e-xenia-pays", who=label(seat)),
        )
        return
    leave(state, "xenia", seat, "none")
    target, why, told = xenia_target(state, seat)
    if target is None:
        state["undecided"].append("xenia")
        state["xenia_out"] = seat
        emit(
            state,
            f"{label(seat)} refuses Xenia's gift; {why} → she becomes undecided.",
            msg=m("e-xenia-undecided", who=label(seat), why=told),
        )
        return
    emit(
        state,
        f"{label(seat)} refuses Xenia's gift; {why} → she moves to {label(target)}.",
        msg=m("e-xenia-moves", who=label(seat), why=told, target=label(target)),
    )
    join(state, "xenia", target)


decision("xenia")((_xenia_legal, _xenia_apply))


def _upkeep_pay(state: State) -> None:
    for s in clockwise(state, state["first"]):
        pay_upkeep(state, s)
    state["hold"] = False
    push(state, {"t": "recheck"})


def pay_upkeep(state: State, seat: int) -> None:
    p = state["players"][seat]
    due = upkeep_due(state, seat)
    if p["gold"] >= due:
        p["gold"] -= due
        p["suleika"] = 0
        if due:
            emit(
                state,
                f"{label(seat)} pays {due} upkeep.",
                msg=m("e-upkeep", who=label(seat), due=due),
            )
        return
    p["unpaid"] = True
    x = state["xenia"]
    if "xenia" in p["pal"] and x and x["joined"] == state["round"]:
        leave(state, "xenia", seat, "removed")
        due = upkeep_due(state, seat)
        paid = min(due, p["gold"])
        p["gold"] -= paid
        p["suleika"] = 0
        emit(
            state,
            f"{label(seat)} cannot pay his upkeep: Xenia leaves the game "
            f"(join-round protection); he pays {paid}.",
            msg=m("e-upkeep-xenia", who=label(seat), paid=paid),
        )
        return
    if not state["opts"]["advanced"]:
        paid = p["gold"]
        p["gold"] = 0
        p["suleika"] = 0
        victim = p["pal"][randint(state, 0, len(p["pal"]) - 1)]
        leave(state, victim, seat, "bottom")
        emit(
            state,
            f"Tumult! {label(seat)} owes {due} and pays {paid}; {name(victim)} leaves "
            "for the bottom of the Emira deck.",
            msg=m("e-tumult", who=label(seat), due=due, paid=paid, name=name(victim)),
        )
        return
    gone = []  # great tumult (13.4)
    while p["pal"] and upkeep_due(state, seat) > p["gold"]:
        victim = p["pal"][randint(state, 0, len(p["pal"]) - 1)]
        leave(state, victim, seat, "none")
        gone.append(victim)
    due = upkeep_due(state, seat)
    paid = min(due, p["gold"])
    p["gold"] -= paid
    p["suleika"] = 0
    shuffle(state, gone)
    state["emira"].extend(gone)
    emit(
        state,
        f"Great tumult! {label(seat)} loses "
        + ", ".join(name(c) for c in gone)
        + f" (to the bottom of the Emira deck) and pays {paid}.",
        msg=m("e-great-tumult", who=label(seat), names=[name(c) for c in gone], paid=paid),
    )


# -- end of round ----------------------------------------------------------------------------------
def _end(state: State) -> None:
    state["first"] = (state["first"] + 1) % state["n"]
    claims = {}
    for s, p in enumerate(state["players"]):
        if p["unpaid"]:
            continue
        found = fulfils(state, s)
        if found is not None:
            claims[s] = found
    empty = not state["emira"] and not state["inplay"] and not state["waiting"]
    state["dry"] = state["dry"] + 1 if empty else 0
    if claims:
        finish(state, claims, "victory")
    elif state["dry"] >= 2:
        finish(state, {}, "no princesses")
    elif state["round"] >= MAX_ROUNDS:
        finish(state, {}, "round limit")
    else:
        start_round(state)


def finish(state: State, claims: dict[int, dict[str, str]], how: str) -> None:
    from games.core.protocol import rank_by
    from games.emira.rules import assignment_msg, assignment_text

    n = state["n"]
    state["phase"] = "over"
    state["step"] = "over"
    reveal_all = bool(state["opts"]["reveal_objectives"]) or how != "victory"
    winners = sorted(claims)
    advanced = state["opts"]["advanced"]
    primary = [primary_score(state, s) for s in range(n)]
    secondary = [secondary_score_half(state, s) for s in range(n)]
    gold = [p["gold"] for p in state["players"]]
    count = [len(p["pal"]) for p in state["players"]]
    beaten_on_gold: list[int] = []
    if how == "victory":
        if advanced and len(winners) > 1:  # E-7: score, then secondary, then gold (8.3)
            best = max((primary[s], secondary[s], gold[s]) for s in winners)
            beaten_on_gold = [
                s for s in winners if (primary[s], secondary[s]) == best[:2] and gold[s] < best[2]
            ]
            winners = [s for s in winners if (primary[s], secondary[s], gold[s]) == best]
        keys = [  # winners share rank 1; then beaten claimants; then by public values
            (2, 0, 0) if s in winners else (1 if s in claims else 0, count[s], secondary[s])
            for s in range(n)
        ]
    else:
        keys = [(primary[s], secondary[s], gold[s]) for s in range(n)]
    ranks = rank_by(keys)
    if how != "victory":
        winners = [s for s in range(n) if ranks[s] == 1]
    for s in winners:  # the proof shown with the revealed objective
        if s in claims:
            state["players"][s]["won"] = assignment_text(claims[s])
        else:
            state["players"][s]["won"] = "best score when the game ended"
    shown = [s for s in range(n) if reveal_all or s in claims]
    scores = [primary[s] if s in shown else 2 * count[s] for s in range(n)]
    breakdown = [
        {
            "princesses": count[s],
            "objective": (primary[s] - 2 * count[s]) if s in shown else 0,
            "secondary": secondary[s] // 2,
        }
        for s in range(n)
    ]
    notes, note_msgs = [], []
    if how == "victory" and advanced and len(claims) > 1 and beaten_on_gold:
        notes.append(
            "Tied on score and secondary score, "
            + " and ".join(label(s) for s in winners)
            + " had more gold than "
            + " and ".join(label(s) for s in beaten_on_gold)
            + " (8.3)."
        )
        note_msgs.append(m("f-gold", winners=_and(winners), beaten=_and(beaten_on_gold)))
    for s in claims:
        obj = state["players"][s]["obj"]
        notes.append(f"{label(s)} fulfils objective {obj}: {assignment_text(claims[s])}.")
        note_msgs.append(m("f-fulfils", who=label(s), obj=obj, proof=assignment_msg(claims[s])))
    if reveal_all:
        for s in range(n):
            if s not in claims:
                notes.append(f"{label(s)}'s objective was {state['players'][s]['obj']}.")
                note_msgs.append(m("f-objective-was", who=label(s), obj=state["players"][s]["obj"]))
    state["winners"] = {str(s): claims.get(s, {}) for s in winners}
    state["revealed"] = shown
    if how == "victory":
        head = "Victory: " + " and ".join(label(s) for s in winners)
        head_msg = m("f-victory" if len(winners) == 1 else "f-draw", who=_and(winners))
        if len(winners) > 1:
            head += " share a draw"
    elif how == "no princesses":
        head = "No Emira cards are left: the game ends; ranked by score. Winner(s): " + ", ".join(
            label(s) for s in winners
        )
        head_msg = m("f-no-princesses", who=[label(s) for s in winners])
    else:
        head = (
            f"Round {MAX_ROUNDS} reached: the game ends; ranked by score. Winner(s): "
            + ", ".join(label(s) for s in winners)
        )
        head_msg = m("f-round-limit", limit=MAX_ROUNDS, who=[label(s) for s in winners])
    emit(
        state,
        head + ". " + " ".join(notes),
        msg=m("f-end", head=head_msg, notes=_spaced(note_msgs)),
    )
    from games.core.protocol import Result

    result = Result(scores, ranks, breakdown, [list(k) for k in keys], notes).to_json()
    result["note_msgs"] = note_msgs  # the notes as messages: each reader's language (text.py)
    state["result"] = result


def _and(seats: list[int]) -> list | str:
    """Seat labels joined by " and " as a message (a list argument is joined by commas)."""
    out: list | str = label(seats[0]) if seats else ""
    for s in seats[1:]:
        out = m("f-and", a=out, b=label(s))
    return out


def _spaced(msgs: list) -> list | str:
    """Messages joined by spaces, as one message ("" when there are none)."""
    if not msgs:
        return ""
    out = msgs[0]
    for msg in msgs[1:]:
        out = m("f-space", a=out, b=msg)
    return out


PHASE_STEPS: dict[str, Callable[[State], None]] = {
    "events": _events,
    "income": _income,
    "prep_emira": _prep_emira,
    "prep_status": _prep_status,
    "prep_appearance": _prep_appearance,
    "prep_items": _prep_items,
    "auctions": _auctions,
    "buy": _buy,
    "choose": _choose,
    "upkeep_xenia": _upkeep_xenia,
    "upkeep_pay": _upkeep_pay,
    "end": _end,
}
