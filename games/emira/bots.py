"""A heuristic Emira player: values the action it wants (what the princesses about to choose
prefer, most of all those whose talents its objective needs; room for them; income), bids up to
that value while keeping gold for next upkeep, and takes the stipend or nothing rather than go
broke. Caravans are valued on the payments the game still has time for (not halved after round
10: the old bot stopped investing), and a sheik with a full palace buys the section
even from its upkeep reserve (else the princesses who prefer him wait for ever: a stall)."""

from __future__ import annotations

import random
from typing import Any

from games.core.bots import make_level_bot
from games.core.search import Budget
from games.emira import sample
from games.emira.auctions import action_cost, voluntary_bid
from games.emira.data import CARAVANS, EMIRA, LETTER_TALENT, OBJECTIVES, status_points
from games.emira.state import has_room, net, prefs, stipend_ok, upkeep_due

_GOOD_EVENTS = ("guest-house", "restoration", "better-breed", "golden-times", "good-looking")


def reserve(state: dict, seat: int) -> int:
    """Gold kept back: next upkeep plus one more princess."""
    return upkeep_due(state, seat) + 60


def rounds_left(state: dict) -> int:
    """A guess of the rounds still to play, from the princesses not yet placed (about one per
    round and sheik but one), between three and eight: a caravan is worth the payments the game
    still has time for, so the bot keeps investing after round 10 while a caravan can pay back
    (the old bot halved every caravan's worth after round 10 and stopped investing)."""
    left = len(state["emira"]) + len(state["inplay"]) + len(state["waiting"])
    return max(3, min(8, left // max(1, state["n"] - 1)))


def objective_talents(state: dict, seat: int) -> set[str]:
    """The talents the seat's own objective asks for (its own secret, so it may read it)."""
    obj = state["players"][seat]["obj"]
    return {LETTER_TALENT[c] for dist in OBJECTIVES.get(obj, ()) for c in dist}


def wanted(state: dict, seat: int) -> dict[str, int]:
    """How much the seat wants each value the princesses about to choose prefer: more for a
    princess whose talent its objective needs."""
    need = objective_talents(state, seat)
    out: dict[str, int] = {}
    for card in state["inplay"] + state["waiting"] + state["undecided"]:
        weight = 250 + (200 if need & set(EMIRA[card][3]) else 0)
        for pref in prefs(state, card):
            if pref:
                out[pref] = max(out.get(pref, 0), weight)
    return out


def stalled(state: dict, seat: int) -> bool:
    """The seat has no room, so a princess who prefers it cannot join: a section ends that."""
    return not has_room(state, seat)


def action_value(state: dict, seat: int, action: str) -> int:
    """Worth of an action, in gold, for this bot now."""
    words = action.split()
    want = wanted(state, seat)
    what = words[1]
    if what in ("small", "large"):
        _, _, inc, payments = CARAVANS[(what, words[2])]
        return min(payments, rounds_left(state)) * inc - (action_cost(state, seat, action) or 0)
    if what == "section":
        base = 1500 if stalled(state, seat) else 250  # room first: nobody else can give it
        return base + want.get("palace", 0)
    if what == "appearance":
        return 300 + want.get("appearance", 0)
    if what == "status":
        price = state["board"]["status"] or 0
        return status_points(price) * 220 + want.get("status", 0) - price // 4
    if what == "camel":
        return 60
    return 0


class HeuristicBot:
    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Any, state: Any, seat: int) -> str:
        legal = game.legal(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        f = state["stack"][-1]
        handler = getattr(self, "_" + f["t"], None)
        choice = handler(state, seat, f, legal) if handler else None
        if choice and (choice in legal or game.accepts(state, seat, choice)):
            return choice
        return self.rng.choice(legal)

    def _best(self, state: dict, seat: int, spend: int) -> tuple[str | None, int]:
        gold = state["players"][seat]["gold"] - spend
        best, worth = None, 0
        for a in (
            "buy small slow",
            "buy small fast",
            "buy large slow",
            "buy large fast",
            "buy appearance",
            "buy status",
            "buy section",
            "buy camel",
        ):
            cost = action_cost(state, seat, a)
            keep = reserve(state, seat)
            if a == "buy section" and stalled(state, seat):
                keep = upkeep_due(state, seat)  # a full palace stalls the game: room comes first
            if cost is None or gold - cost < keep:
                continue
            v = action_value(state, seat, a)
            if v > worth:
                best, worth = a, v
        return best, worth

    def _bid(self, state, seat, f, legal):
        frame = next(x for x in reversed(state["stack"]) if x["t"] == "auctions")
        high = frame["cur"]["high"]
        bid = high + 10
        p = state["players"][seat]
        if "stipend" in legal and p["gold"] < 300:
            return "stipend"
        action, worth = self._best(state, seat, net(state, seat, bid))
        if action is None:
            return "stipend" if "stipend" in legal else "pass"
        limit = min(
            worth // 3, p["gold"] - reserve(state, seat) - (action_cost(state, seat, action) or 0)
        )
        limit = limit // 10 * 10
        if bid <= limit:
            step = self.rng.choice((0, 0, 10, 20, 40))
            return f"bid {min(limit, bid + step)}"
        return "pass"

    def _act(self, state, seat, f, legal):
        action, _ = self._best(state, seat, 0)
        if action in legal:
            return action
        if "stipend" in legal:
            return "stipend"
        if not f["vol"] and state["players"][seat]["gold"] < 700:
            wanted = f"bid {voluntary_bid(state, seat)}"
            if wanted in legal:
                return wanted
        return "nothing"

    def _event(self, state, seat, f, legal):
        plays = [a for a in legal if a != "pass"]
        good = [a for a in plays if a.split()[1] in _GOOD_EVENTS]
        if good:
            return good[0]
        if plays and self.rng.random() < 0.35:
            return self.rng.choice(plays)
        return "pass"

    def _buyev(self, state, seat, f, legal):
        p = state["players"][seat]
        if "buy a" in legal and p["gold"] > reserve(state, seat) + 600 and self.rng.random() < 0.4:
            return "buy a"
        return "pass"

    def _keepev(self, state, seat, f, legal):
        good = [a for a in legal if a.split()[1] in _GOOD_EVENTS]
        return good[0] if good else legal[0]

    def _keep(self, state, seat, f, legal):
        return self._keepev(state, seat, f, legal)

    def _xenia(self, state, seat, f, legal):
        p = state["players"][seat]
        if "pay gift" in legal and p["gold"] - 250 >= upkeep_due(state, seat):
            return "pay gift"
        return "refuse gift"

    def _sidi(self, state, seat, f, legal):
        # give away the most expensive princess to keep
        return max(legal, key=lambda a: (EMIRA[a.split()[1]][0] == "Janan", a))


def short_of_income(state: dict, seat: int) -> bool:
    from games.emira.state import caravan_income, income

    p = state["players"][seat]
    earned = income(state, seat) + sum(caravan_income(c) for c in p["caravans"])
    return earned < upkeep_due(state, seat) + 100


class CarefulRandomBot:
    """Random among the choices that keep gold for upkeep: random bids up to what it can spare,
    random affordable actions, random events. Used by random-playout tests; the uniform
    RandomBot also ends every game, but often only at the round limit (E-4)."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))
        self.heuristic = HeuristicBot(seed)

    def choose(self, game: Any, state: Any, seat: int) -> str:
        legal = game.legal(state, seat)
        f = state["stack"][-1]
        spare = state["players"][seat]["gold"] - reserve(state, seat)
        if f["t"] in ("bid", "act") and self.rng.random() < 0.6:
            return self.heuristic.choose(game, state, seat)
        if f["t"] == "act" and short_of_income(state, seat):
            caravans = [a for a in legal if a.startswith(("buy small", "buy large"))]
            if caravans:  # a sheik whose income cannot cover his upkeep invests first
                return self.rng.choice(caravans)
            if "stipend" in legal:
                return "stipend"
        if f["t"] in ("bid", "act"):
            options = [a for a in legal if not a.startswith(("bid", "buy"))]
            for a in legal:
                if a.startswith("bid") and f["t"] == "bid":
                    if net(state, seat, int(a.split()[1])) <= spare - 300:
                        options.append(a)
                elif a.startswith("buy") and (action_cost(state, seat, a) or 0) <= spare - (
                    0 if a.startswith(("buy small", "buy large")) else 150
                ):
                    options.append(a)
            if f["t"] == "bid" and "stipend" in legal and stipend_ok(state, seat):
                options.append("stipend")
            return self.rng.choice(options)
        if f["t"] in ("buyev", "xenia"):
            return self.heuristic.choose(game, state, seat)
        return self.rng.choice(legal)


# strong: rollouts of about a round, valued by princesses, objective and secondary score
STRONG = Budget(iterations=6, candidates=5, horizon=60, margin=0.1, scale=2.0)


def make_bot(seed: str, level: str = "normal") -> Any:
    """``easy`` random legal moves, ``normal`` the HeuristicBot, ``strong`` determinized
    rollouts of it (:mod:`games.core.search`)."""
    return make_level_bot(
        seed,
        level,
        normal=HeuristicBot,
        sample=sample.determinize,
        value=sample.value,
        budget=STRONG,
    )
