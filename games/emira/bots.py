"""A heuristic Emira player: values the action it wants (what the princess in play prefers,
room for her, income), bids up to that value while keeping gold for next upkeep, and takes the
stipend or nothing rather than go broke."""

from __future__ import annotations

import random
from typing import Any

from games.core.bots import make_level_bot
from games.core.search import Budget
from games.emira import sample
from games.emira.data import CARAVANS, EMIRA, status_points
from games.emira.flow import action_cost, voluntary_bid
from games.emira.state import has_room, net, prefs, stipend_ok, upkeep_due

_GOOD_EVENTS = ("guest-house", "restoration", "better-breed", "golden-times", "good-looking")


def reserve(state: dict, seat: int) -> int:
    """Gold kept back: next upkeep plus one more princess."""
    return upkeep_due(state, seat) + 60


def action_value(state: dict, seat: int, action: str) -> int:
    """Worth of an action, in gold, for this bot now."""
    words = action.split()
    wanted = set()
    for card in state["inplay"] + state["waiting"] + state["undecided"]:
        wanted.update(p for p in prefs(state, card) if p)
    what = words[1]
    rounds_left = 6  # the game length is unknown: value a caravan on its next six payments
    if what in ("small", "large"):
        _, _, inc, payments = CARAVANS[(what, words[2])]
        profit = min(payments, rounds_left) * inc - (action_cost(state, seat, action) or 0)
        return profit if state["round"] <= 10 else profit // 2  # invest early
    if what == "section":
        base = 700 if not has_room(state, seat) else 250
        return base + (250 if "palace" in wanted else 0)
    if what == "appearance":
        return 300 + (250 if "appearance" in wanted else 0)
    if what == "status":
        price = state["board"]["status"] or 0
        return status_points(price) * 220 + (250 if "status" in wanted else 0) - price // 4
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
        if choice in legal or (choice and game.accepts(state, seat, choice)):
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
            if cost is None or gold - cost < reserve(state, seat):
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
STRONG = Budget(iterations=6, candidates=5, horizon=60, margin=0.05, scale=2.0)


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
