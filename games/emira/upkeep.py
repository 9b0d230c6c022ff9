"""Phases 5 to 7 of a round (sections 7.5-7.7): buying event cards, the princesses'
choice, upkeep and the end of the round and of the game."""

from __future__ import annotations

from games.core.flow import Auto, Decision, Frame, Step, pop, push
from games.emira.data import (
    EVENT_PRICES,
    EVENT_PRICES_ZAINAB,
    EVENTS,
    MARKERS,
    MAX_ROUNDS,
    SIDI,
    XENIA_GIFT,
    XENIA_MARKERS,
)
from games.emira.rules import (
    choose_told,
    fulfils,
    join,
    leave,
    primary_score,
    recheck,
    secondary_score_half,
    xenia_target,
)
from games.emira.setup import start_round
from games.emira.state import (
    State,
    clockwise,
    emit,
    frozen,
    label,
    m,
    name,
    odd,
    randint,
    remember,
    shuffle,
    three,
    upkeep_due,
)


# -- phase 5: buy event cards -----------------------------------------------------------------------
def run_buy(state: State) -> None:
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


# -- phase 6: the princess chooses ------------------------------------------------------------------
def run_choose(state: State) -> None:
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


def _recheck(state: State, f: Frame) -> None:
    pop(state)
    for card in list(state["undecided"]):
        winner, why, told = choose_told(state, card)
        if winner is not None:
            state["undecided"].remove(card)
            emit(state, "Undecided " + why, msg=m("e-undecided", why=told))
            join(state, card, winner)
            return


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


def _samira_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"discard {m}" for m in MARKERS if state["players"][seat]["markers"][m]]


def _samira_apply(state: State, f: Frame, seat: int, action: str) -> None:
    from games.emira.rules import discard_marker

    pop(state)
    discard_marker(state, seat, action.split()[1])


def _zahrah_legal(state: State, f: Frame, seat: int) -> list[str]:
    return [f"discard {c}" for c in sorted(set(state["players"][seat]["status"]))]


def _zahrah_apply(state: State, f: Frame, seat: int, action: str) -> None:
    from games.emira.rules import discard_status

    pop(state)
    discard_status(state, seat, int(action.split()[1]))


# -- phase 7: upkeep ---------------------------------------------------------------------------------
def holder(state: State, card: str) -> int | None:
    return next((s for s, p in enumerate(state["players"]) if card in p["pal"]), None)


def upkeep_xenia(state: State) -> None:
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


def upkeep_pay(state: State) -> None:
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
def end_round(state: State) -> None:
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


STEPS: dict[str, Step[State]] = {
    "buyev": Decision(_buyev_legal, _buyev_apply),
    "keepev": Decision(_keepev_legal, _keepev_apply),
    "sidi": Decision(_sidi_legal, _sidi_apply, forced=True),
    "samira": Decision(_samira_legal, _samira_apply, forced=True),
    "zahrah": Decision(_zahrah_legal, _zahrah_apply, forced=True),
    "xenia": Decision(_xenia_legal, _xenia_apply),
    "buy_turns": Auto(_buy_turns),
    "choosing": Auto(_choosing),
    "recheck": Auto(_recheck),
}
