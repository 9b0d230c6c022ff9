"""Phase 4 of a round (section 7.4): the auctions and the buyers' actions."""

from __future__ import annotations

from games.core.flow import Auto, Decision, Frame, Step, pop, push
from games.emira.data import (
    APPEARANCE_COST,
    CAMEL_COST,
    CAMEL_COST_FARAH,
    CARAVANS,
    SECTION_COST,
    SECTION_COST_BADRA,
    STIPEND,
    STIPEND_WITHOUT_AUCTION,
    status_points,
)
from games.emira.rules import (
    recheck,
)
from games.emira.state import (
    State,
    clockwise,
    emit,
    frozen,
    label,
    m,
    net,
    odd,
    stipend_ok,
    three,
)


# -- phase 4: auctions ------------------------------------------------------------------------------
def run_auctions(state: State) -> None:
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
            end_of_auctions(state)
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


def end_of_auctions(state: State) -> None:
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


STEPS: dict[str, Step[State]] = {
    "bid": Decision(_bid_legal, _bid_apply, numeric=_bid_numeric),
    "act": Decision(_act_legal, _act_apply, numeric=_act_numeric),
    "auctions": Auto(_auctions_step),
}
