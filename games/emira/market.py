"""Phases 2 and 3 of a round (sections 7.2, 7.3): income and the board's preparation."""

from __future__ import annotations

from games.core.flow import Decision, Frame, Step, pop, push
from games.emira.data import (
    MARKERS,
    status_points,
)
from games.emira.rules import (
    recheck,
)
from games.emira.state import (
    State,
    caravan_income,
    emit,
    income,
    label,
    m,
    name,
    odd,
    randint,
    shuffle,
    three,
)


# -- phase 2: income -------------------------------------------------------------------------------
def run_income(state: State) -> None:
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


def prep_emira(state: State) -> None:
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


def prep_status(state: State) -> None:
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


def prep_appearance(state: State) -> None:
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


def prep_items(state: State) -> None:
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


STEPS: dict[str, Step[State]] = {
    "noble": Decision(_noble_legal, _noble_apply),
    "bazaar": Decision(_bazaar_legal, _bazaar_apply),
}
