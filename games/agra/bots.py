"""Agra bots.

``HeuristicBot`` (``make_bot``): produces, transforms towards what notables, orders and Akbar
ask for, delivers with the Sailor, builds when it can, follows every transformation (a follow
always upgrades a good), raises its strongest track, fulfils orders and serves Akbar.
``PlayoutBot``: random legal moves biased towards ending decisions, so random playouts stay
short while still visiting every kind of decision.
"""

from __future__ import annotations

import random
from typing import Any

from games.agra import data as D
from games.agra import sample
from games.agra.rules import (
    accessible,
    can_build,
    can_order,
    delivery_options,
    favour_menu,
    prod_max,
)
from games.agra.state import farmer_moves, lying, production, standing, supply, value
from games.core.bots import make_level_bot
from games.core.search import Budget

CALM = ("back", "decline")
SECONDARY = (
    "oil",
    "curry",
    "caliph",
    "book",
    "statue",
    "painting",
    "clothing",
    "french",
    "english",
    "favour",
)


class PlayoutBot:
    """Uniform among the frame's own options, secondary actions only now and then."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Any, state: Any, seat: int) -> str:
        legal = game.legal(state, seat)
        main = [a for a in legal if a.split()[0] not in SECONDARY or "favour ft3" in a]
        if main and (len(main) == len(legal) or self.rng.random() < 0.85):
            legal = main
        if "end turn" in legal and self.rng.random() < 0.5:
            return "end turn"
        return self.rng.choice(legal)


def wanted(state: Any, seat: int) -> dict[str, float]:
    """How much the seat wants one more of each good: demands of accessible notables, the marked
    orders, Akbar's free slots, meditation costs."""
    w = dict.fromkeys(D.GOODS, 0.0)
    near = {n["id"] for n in accessible(state)}
    for n in state["river"]:
        for g, slot in zip(D.NOTABLES[n["id"]]["demand"], n["slots"], strict=True):
            if not slot:
                lvl = D.NOTABLES[n["id"]]["level"]
                w[g] += (2.0 + lvl) if n["id"] in near else 0.5 * lvl
    for g in D.GUILDS:
        idx = state["omark"][g]
        if idx is not None:
            for x in D.ORDERS[g][idx]:
                w[x] += 1.5
    for g, v in state["akbar"].items():
        if v is None:
            w[g] += 1.0
    p = state["players"][seat]
    if p["med"] < 6:
        for g in D.MED_COST[p["med"]]:
            w[g] += 1.0
    for g in D.GOODS:
        w[g] -= 0.8 * p["stock"][g]
    return w


class HeuristicBot:
    def __init__(self, seed: int | str = 0, explore: float = 0.0, rush: bool = False) -> None:
        self.rng = random.Random(str(seed))
        self.explore = explore  # chance of a uniformly random legal move (test playouts)
        self.rush = rush  # raise the strongest track (races to level 10: shorter games)

    def _guild(self, p) -> str:
        pick = max if self.rush else min
        return pick(D.GUILDS, key=lambda g: p["infl"][g])

    def choose(self, game: Any, state: Any, seat: int) -> str:
        legal = game.legal(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if self.explore and self.rng.random() < self.explore:
            return self.rng.choice(legal)
        f = state["stack"][-1]
        handler = getattr(self, "_" + f["t"], None)
        choice = handler(state, seat, f, legal) if handler else None
        if choice is not None and choice in legal:
            return choice
        own = [a for a in legal if a.split()[0] not in SECONDARY and a not in CALM]
        for end in ("done", "end turn", "pass done", "no swap"):
            if end in own:
                return end
        return self.rng.choice(own or legal)

    # -- turn ---------------------------------------------------------------------------------
    def _turn(self, s, seat, f, legal):
        p = s["players"][seat]
        want = wanted(s, seat)
        for a in ("statue", "book", "clothing", "painting"):
            if a in legal and want[a] <= 0 and (a != "book" or lying(s, seat)):
                return a
        if (
            "favour" in legal
            and p["fav"] >= (5 if self.rush else 7)
            and "favour f3" in favour_menu(s, seat)
        ):
            return "favour"
        if "oil curry" in legal and len(lying(s, seat)) >= 3:
            return "oil curry"
        if f["stage"] == "orders":
            orders = [a for a in legal if a.startswith("order ")]
            if orders:
                return orders[0]
            akbar = [a for a in legal if a.startswith("akbar ")]
            if akbar:
                return akbar[0]
            return "end turn"
        if (
            f["stage"] == "start"
            and "meditate" in legal
            and len(standing(s, seat)) >= 3
            and self.rng.random() < 0.5
        ):
            return "meditate"
        places = [a for a in legal if a.startswith("place ")]
        if not places:
            return "pass" if "pass" in legal else None
        want = wanted(s, seat)
        return max(places, key=lambda a: self._place_score(s, seat, a, want) + self.rng.random())

    def _place_score(self, s, seat, a, want) -> float:
        w = a.split()
        sp = w[1]
        p = s["players"][seat]
        score = 0.0
        occ = s["spaces"][sp]
        if occ is not None and occ[0] == seat:
            score -= 2.5 if "ft14" not in w else 1.5
        if sp in D.LEVEL:
            score += s["coins"][sp] + (2 if s["merchant"] == sp else 0)
        if sp == "architect":
            best = [g for g in D.GOODS if not s["built"][g] and can_build(p, g)]
            score += 6 + D.LEVEL[best[-1]] if best else 1.5
        elif sp == "sailor":
            opts = delivery_options(s, seat, False)
            orders = sum(1 for g in D.GUILDS if can_order(s, seat, g))
            score += 3.5 * min(len(opts), 4) + 3 * orders
        elif sp == "trader":
            spare = sum(k for g, k in p["stock"].items() if want[g] <= 0)
            score += 0.5 + (5.0 if supply(s, seat) <= 4 and spare >= 2 else 0.0)
        elif sp == "botanist":
            score += 1.0 + (1.5 if p["caches"] else 0)
        elif sp in D.BASIC:
            k = min(prod_max(s, seat, sp), supply(s, seat))
            score += k * (1.0 + max(0.0, want[sp]) * 0.3) - 0.3 * p["stock"][sp]
        else:
            src = D.ARROW_SOURCE[sp]
            k = min(3, p["stock"][src])
            gain = value(s, sp) - value(s, src)
            score += k * (gain + max(0.0, want[sp]) * 0.4)
            if not s["built"][sp]:
                score += 2
        return score

    # -- decisions ------------------------------------------------------------------------------
    def _fmenu(self, s, seat, f, legal):
        return "favour f3" if "favour f3" in legal else "back"

    def _peon(self, s, seat, f, legal):
        return "pay favours"

    def _lay(self, s, seat, f, legal):
        lays = [a for a in legal if a.startswith("lay ") or a == "cook"]
        return lays[0] if lays else "done"

    def _med(self, s, seat, f, legal):
        for a in ("deliver", "transform", "cache", "mosaic 3", "mosaic 1"):
            if a in legal:
                return a
        return "done"

    def _mdn(self, s, seat, f, legal):
        return next((a for a in legal if a != "back"), "back")

    def _mdg(self, s, seat, f, legal):
        gives = [a for a in legal if a.startswith("give ")]
        return gives[0] if gives and not f["goods"] else "done"

    def _mtr(self, s, seat, f, legal):
        want = wanted(s, seat)
        opts = [a for a in legal if a.startswith("transform ") and "ft2" not in a]
        if not opts:
            return "back" if "back" in legal else None
        return max(opts, key=lambda a: want[a.split()[1]] + value(s, a.split()[1]))

    def _x1(self, s, seat, f, legal):
        want = wanted(s, seat)
        if f["give"] is None:
            gives = [a for a in legal if a.startswith("give ")]
            if not gives:
                return "back" if "back" in legal else None
            return min(gives, key=lambda a: want[a.split()[1]])
        return max(legal, key=lambda a: want[a.split()[1]])

    def _arch(self, s, seat, f, legal):
        builds = [a for a in legal if a.startswith("build ")]
        if builds:
            return builds[-1]
        p = s["players"][seat]
        return f"influence {self._guild(p)}"

    def _mat(self, s, seat, f, legal):
        if "pay" in legal:
            return "pay"
        for m in ("planks", "cement", "sandstone", "wood"):
            if f"use {m}" in legal:
                return f"use {m}"
        return None

    def _bonus(self, s, seat, f, legal):
        return legal[0]

    def _proc(self, s, seat, f, legal):
        opts = [a for a in legal if a.startswith("process ") and "ft2" not in a]
        return max(opts, key=lambda a: int(a.split()[1]))

    def _prod(self, s, seat, f, legal):
        return [a for a in legal if a.startswith("produce ")][-1]

    def _dyer(self, s, seat, f, legal):
        return "no swap"

    def _spay(self, s, seat, f, legal):
        p = s["players"][seat]
        n_opts = len({a.split()[1] for a in delivery_options(s, seat, False)})
        orders = 2 if any(can_order(s, seat, g) for g in D.GUILDS) else 0
        need = n_opts + orders
        if f["paid"]:
            return "pay done"
        if need <= 1:
            return "pay none"
        want = wanted(s, seat)
        pays = [a for a in legal if a.startswith("pay ") and a.split()[1] not in ("none", "done")]
        pays = [a for a in pays if p["stock"][a.split()[1]] > 0]
        if not pays:
            return "pay none"
        return min(pays, key=lambda a: (want[a.split()[1]], -value(s, a.split()[1])))

    def _sail(self, s, seat, f, legal):
        orders = [a for a in legal if a.startswith("order ")]
        if orders:
            return orders[0]
        gives = [a for a in legal if a.startswith("give ")]
        if gives:
            doubles = [a for a in gives if a.endswith("x2")]
            return doubles[0] if doubles and self.rng.random() < 0.5 else gives[0]
        return "done"

    def _jag(self, s, seat, f, legal):
        return legal[0]

    def _fdel(self, s, seat, f, legal):
        return legal[0]

    def _follow(self, s, seat, f, legal):
        """Follow when the upgrade pays: the target is worth more, or wanted at least as much."""
        tgt = f["tgt"]
        src = D.ARROW_SOURCE[tgt]
        want = wanted(s, seat)
        gain = value(s, tgt) - value(s, src) + 0.5 * (want[tgt] - want[src])
        return "follow" if gain > 0 else "decline"

    def _infl(self, s, seat, f, legal):
        return legal[0]

    def _lvl(self, s, seat, f, legal):
        tiles = [a for a in legal if a.startswith("tile ")]
        p = s["players"][seat]
        if tiles and len(p["tiles"]) < 3:
            return self.rng.choice(tiles)
        return "favours"

    def _discard(self, s, seat, f, legal):
        return legal[-1]

    def _mosaic(self, s, seat, f, legal):
        return "none" if "none" in legal else legal[0]

    def _track(self, s, seat, f, legal):
        p = s["players"][seat]
        return f"raise {self._guild(p)}"

    def _track2(self, s, seat, f, legal):
        p = s["players"][seat]
        low = sorted(D.GUILDS, key=lambda g: (p["infl"][g], D.GUILDS.index(g)))
        pair = [g for g in D.GUILDS if g in low[:2]]
        return f"raise {pair[0]} {pair[1]}"

    def _trade(self, s, seat, f, legal):
        """Trade surplus goods for fewer, wanted ones: it frees markers when the supply is low."""
        return "exchange" if "exchange" in legal else "done"

    def _bot(self, s, seat, f, legal):
        for a in ("meditate", "cache", "farmers"):
            if a in legal:
                return a
        return "done"

    def _farm(self, s, seat, f, legal):
        p = s["players"][seat]
        base = sum(production(p, g) for g in D.BASIC)
        best, gain = None, 0
        for a in legal:
            if not a.startswith("farmer "):
                continue
            side, d = a.split()[1:]
            # a trial copy: the state may be read by another thread meanwhile, never changed
            q = {**p, "farm": {**p["farm"], side: p["farm"][side] + (1 if d == "+" else -1)}}
            g = sum(production(q, x) for x in D.BASIC) - base
            if g > gain:
                best, gain = a, g
        if best:
            return best
        return "done" if "done" in legal else "back"

    def _cache(self, s, seat, f, legal):
        return legal[0]

    def _stand(self, s, seat, f, legal):
        return legal[0]

    def _gain(self, s, seat, f, legal):
        want = wanted(s, seat)
        return max(legal, key=lambda a: want[a.split()[1]])

    def _p5(self, s, seat, f, legal):
        return self._gain(s, seat, f, legal)

    def _sadr(self, s, seat, f, legal):
        return legal[0]

    def _tx(self, s, seat, f, legal):
        want = wanted(s, seat)
        if f["left"] is None:
            gives = [a for a in legal if a.startswith("give ") and want[a.split()[1]] <= 0]
            if gives and len(f["give"]) < 3:
                return max(gives, key=lambda a: (value(s, a.split()[1]), -want[a.split()[1]]))
            return "take" if "take" in legal else None
        takes = [a for a in legal if a.startswith("take ") and want[a.split()[1]] > 0]
        if takes:
            return max(takes, key=lambda a: (want[a.split()[1]], value(s, a.split()[1])))
        return "done"


__all__ = ["HeuristicBot", "PlayoutBot", "farmer_moves"]


# strong: rollouts of ~two turns per seat, valued by rupees; the secondary actions open menus
# that ``back`` leaves, so they are searched only when the heuristic opens them itself
STRONG = Budget(
    iterations=6, candidates=5, horizon=60, margin=0.05, scale=5.0, passive=("back", *SECONDARY)
)


def make_bot(seed: str, level: str = "normal") -> Any:
    """``easy`` random legal moves biased towards ending decisions (uniform ones wander in the
    menus for thousands of actions), ``normal`` the heuristic racing its strongest track,
    ``strong`` determinized rollouts of it (:mod:`games.core.search`)."""
    return make_level_bot(
        seed,
        level,
        easy=PlayoutBot,
        normal=lambda s: HeuristicBot(s, rush=True),
        sample=sample.determinize,
        value=sample.value,
        budget=STRONG,
    )
