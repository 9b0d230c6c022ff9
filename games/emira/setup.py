"""Setup (section 4): the state, the event card each sheik keeps, the start of a round."""

from __future__ import annotations

from typing import Any

from games.core.flow import Decision, Frame, Step, pop, push
from games.emira.data import (
    BAG_PER_TYPE,
    BASE_INCOME,
    COLOURS,
    EMIRA,
    EVENT_COPIES,
    EVENTS,
    MARKERS,
    OBJECTIVES,
    RED_CARD,
    SETUP_DEAL,
    START_GOLD,
    STATUS_PRICES,
    STATUS_REMOVED_3P,
    SUPPLY,
    status_points,
)
from games.emira.state import (
    State,
    emit,
    label,
    m,
    new_player,
    randint,
    shuffle,
)


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


STEPS: dict[str, Step[State]] = {
    "keep": Decision(_keep_legal, _keep_apply),
}
