"""A simple heuristic Al-Rashid player: places where it can win predominance and afford a main
action, pays with the D-17 default, buys the title worth most to it (Politics titles by what
they would score for its family, goods and tokens), fights when it can win (or cheaply, to avoid
dishonour) and keeps out of countries whose mercenaries it cannot face."""

from __future__ import annotations

import random
from typing import Any

from games.al_rashid import sample
from games.al_rashid.countries import present_colours
from games.al_rashid.data import GOODS, PALACES, PAWN_VALUE, TITLES, TITLES_BY_GUILD
from games.al_rashid.palaces import service_allowed, service_cost
from games.al_rashid.payment import gold_value
from games.al_rashid.scoring import politics_value
from games.al_rashid.state import group, ranking, strength
from games.core.bots import make_level_bot
from games.core.search import Budget

SECTOR_TASTE = {
    "politics": 3.0,
    "commerce": 2.5,
    "rashid": 2.5,
    "traditions": 2.0,
    "military": 1.5,
    "intrigue": 1.0,
}


def _pp(title: str, player: dict[str, Any] | None = None) -> float:
    """What a title is expected to score for ``player``: its printed PP, or for a Politics title
    its conditional value now, or most of the value one more pawn/token/good would give."""
    pp = TITLES[title][5]
    if pp is not None:
        return pp
    if player is None:
        return 3
    owned = {**player, "titles": [*player["titles"], title]}
    now = politics_value(owned, title)
    nearer = []
    for pawn in ("pasha", "merchant", "sage"):
        nearer.append({**owned, "family": {**owned["family"], pawn: owned["family"][pawn] + 1}})
    nearer.append({**owned, "pi": owned["pi"] + 1})
    goods = list(owned["goods"])
    if 0 in goods:
        goods[goods.index(0)] = 1
    nearer.append({**owned, "goods": goods})
    later = max(politics_value(p, title) for p in nearer)
    return max(float(now), 0.6 * later)


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
        if choice is not None and choice in legal:
            return choice
        calm = [a for a in legal if a not in ("back", "pass", "forfeit", "clear", "flee")]
        return self.rng.choice(calm or legal)

    def rank(self, game: Any, state: Any, seat: int) -> list[str]:
        """The actions the heuristic rates best first, where it rates them all (placements,
        resolution order, titles): the ``strong`` search compares these first."""
        legal = game.legal(state, seat)
        f = state["stack"][-1]
        me = state["players"][seat]
        if f["t"] == "place" and f["pawn"] is not None:
            placed = [a for a in legal if len(a.split()) == 3]
            return sorted(placed, key=lambda a: -self._place_score(state, seat, a))
        if f["t"] == "turn":

            def order(a: str) -> int:
                if a.startswith("use "):
                    return -1
                ranks = ranking(state, a.split()[1]) if a.startswith("resolve ") else []
                return ranks.index(seat) if seat in ranks else 9

            return sorted(legal, key=order)
        if f["t"] in ("visit", "rvisit"):
            titles = [a for a in legal if a.startswith("title ")]
            return sorted(titles, key=lambda a: -_pp(a.split()[1], me))
        return []

    # -- placement ----------------------------------------------------------------------------------
    def _place(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        if f["pawn"] is None:
            for p in ("pasha", "merchant", "sage"):
                if f"place {p}" in legal:
                    return f"place {p}"
            return None
        best, best_score = None, -1e9
        for a in legal:
            if len(a.split()) != 3:
                continue
            score = self._place_score(state, seat, a) + self.rng.random()
            if score > best_score:
                best, best_score = a, score
        return best

    def _place_score(self, state: Any, seat: int, a: str) -> float:
        """How much the heuristic likes ``place PAWN SECTOR`` (before its random tie-break)."""
        w = a.split()
        sector = w[2]
        mine = strength(group(state, sector, seat) or []) + PAWN_VALUE[w[1]]
        others = [strength(p) for s, p in state["sectors"][sector] if s != seat]
        lead = max(others, default=0)
        score = 6.0 if mine > lead else 2.0 if len(others) < 3 else -2.0
        if sector in PALACES:
            score += SECTOR_TASTE[sector]
            if sector not in ("intrigue", "military", "rashid"):
                rank = 1 if mine > lead else min(3, len(others) + 1)
                # others may still place ahead of it: keep a margin of one rank
                worst = min(3, rank + 1) if mine <= lead + 5 else rank
                if self._budget(state, seat, sector) < self._cheapest(state, seat, sector, worst):
                    score -= 10.0  # nothing affordable: no main action costs dishonour
        elif state["tokens"][sector] and not self._can_beat(state, seat, sector):
            score -= 15.0  # fleeing costs 2 dishonour
        else:
            score += 2.0
        if group(state, sector, seat) and mine - PAWN_VALUE[w[1]] > lead:
            score -= 4.0  # already winning there
        return score

    def _cheapest(self, state: Any, seat: int, sector: str, rank: int) -> int:
        costs = [
            TITLES[t][4]
            for t in TITLES_BY_GUILD[sector]
            if state["titles"][t] and t not in state["players"][seat]["titles"]
        ]
        if service_allowed(state, seat, sector):
            costs.append(service_cost(state, seat, sector, rank))
        return min(costs, default=99)

    def _can_beat(self, state: Any, seat: int, country: str) -> bool:
        """Whether the hand could beat every colour there (unknown face-down tokens count 3)
        as well as in the countries it already occupies this year: a token spent in one
        battle is not there for the next (fleeing costs 2 dishonour)."""
        hand = state["players"][seat]["hand"]
        bonus = 1 if "strategist" in state["players"][seat]["titles"] else 0
        need: dict[str, int] = {}
        occupied = [
            c
            for c in state["tokens"]
            if c != country and c not in state["resolved"] and group(state, c, seat)
        ]
        for where in [country, *occupied]:
            here: dict[str, int] = {}
            for t in state["tokens"][where]:
                known = t["up"] or seat in t["known"]
                here[t["c"]] = here.get(t["c"], 0) + (t["v"] if known else 3)
            for colour, n in here.items():
                need[colour] = need.get(colour, 0) + n + 1  # strictly higher, each battle
        return all(
            sum(v + bonus for c, v in hand if c == colour) >= n for colour, n in need.items()
        )

    def _budget(self, state: Any, seat: int, sector: str) -> int:
        """Gold left for ``sector`` once the other paid palaces it occupies are paid for."""
        gold = gold_value(state["players"][seat]["goods"])
        for other in ("traditions", "commerce", "politics"):
            if other != sector and other not in state["resolved"] and group(state, other, seat):
                ranks = ranking(state, other)
                rank = ranks.index(seat) + 1 if seat in ranks else 3
                if rank <= 3:
                    gold -= self._cheapest(state, seat, other, rank)
        return gold

    # -- resolution turn ------------------------------------------------------------------------------
    def _turn(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        uses = [a for a in legal if a.startswith("use ")]
        if uses:
            return uses[0]
        resolves = [a for a in legal if a.startswith("resolve ")]
        if resolves:

            def key(a: str) -> tuple:
                ranks = ranking(state, a.split()[1])
                return (ranks.index(seat) if seat in ranks else 9, self.rng.random())

            return min(resolves, key=key)
        return "end" if "end" in legal else None

    # -- palaces ------------------------------------------------------------------------------------------
    def _visit(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        if "service" in legal and f["sector"] in ("politics", "commerce", "traditions", "military"):
            return "service"
        me = state["players"][seat]
        titles = [a for a in legal if a.startswith("title ")]
        if titles:
            best = max(
                titles,
                key=lambda a: (_pp(a.split()[1], me), a.endswith("note"), -TITLES[a.split()[1]][4]),
            )
            if _pp(best.split()[1], me) > 0 or not (f["service"] or f["title"]):
                return best  # a main action, even a 0 PP title, beats a dishonour token
        if "service" in legal:
            return "service"
        if "done" in legal:
            return "done"
        favors = [a for a in legal if a.startswith("favor")]
        return favors[0] if favors else "pass"

    def _rvisit(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        titles = [a for a in legal if a.startswith("title ")]
        if titles and not f["title"]:
            me = state["players"][seat]
            return max(
                titles,
                key=lambda a: (_pp(a.split()[1], me), a.endswith("note"), -TITLES[a.split()[1]][4]),
            )
        if "benevolence" in legal:
            return "benevolence"
        return "done"

    def _pay(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        return legal[0]

    # -- countries ------------------------------------------------------------------------------------------
    def _fight(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        commits = [a for a in legal if a.startswith("commit ")]
        country = f["sector"]
        bonus = 1 if "strategist" in state["players"][seat]["titles"] else 0
        hand = state["players"][seat]["hand"]
        colours = present_colours(state, country)
        can_win = all(
            sum(v + bonus for c, v in hand if c == colour)
            + sum(v + bonus for c, v in f["committed"] if c == colour)
            > sum(t["v"] for t in state["tokens"][country] if t["c"] == colour)
            for colour in colours
        )
        if can_win and commits:
            return commits[-1]
        if "fight" in legal:
            return "fight"
        if commits:
            return commits[0]  # cheapest token: lose without dishonour
        return "flee"

    def _take(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        goods = state["players"][seat]["goods"]

        def gain(a: str) -> float:
            w = a.split()
            after = list(goods)
            if w[1] == "all":
                i = GOODS.index(w[2])
                after[i] += state["stock"][f["sector"]][i]
                return gold_value(after) - gold_value(goods) - 1.5
            if w[1] == "note":
                return 1.5
            after[GOODS.index(w[1])] += 1
            return gold_value(after) - gold_value(goods)

        return max(legal, key=gain)

    def _good(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        goods = state["players"][seat]["goods"]
        return min(legal, key=lambda a: goods[GOODS.index(a.split()[1])])

    def _op(self, state: Any, seat: int, f: dict, legal: list[str]) -> str | None:
        spies = [a for a in legal if a.startswith("spy ")]
        return spies[0] if spies else "forfeit"


# strong: rollouts of about a year (~100 actions at 4 players: placements are paid for and
# scored in the resolution that follows them) from the actions the heuristic rates best,
# valued by prestige if the game ended now
STRONG = Budget(iterations=8, candidates=6, horizon=100, margin=0.05, scale=4.0)


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
