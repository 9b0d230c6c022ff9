"""Al-Rashid seen from one seat (for the ``strong`` bot): a full state built only from what the
seat may know. Hidden from it are the values of the other seats' mercenary hands (their colours
are public), of the face-down tokens it has not looked at, the order of the mercenary stacks and
of the crisis deck, and the random generator. For each colour the unseen values (stack, other
hands, unseen face-down tokens) are pooled in sorted order and re-dealt to the same places with
the bot's own generator; the crisis deck is re-shuffled and the generator re-seeded. The log is
left out (the rules only append to it)."""

from __future__ import annotations

import json
import random
from typing import Any

from games.al_rashid.data import COLOURS
from games.al_rashid.scoring import breakdown

State = dict[str, Any]


def determinize(game: Any, state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` with everything ``seat`` cannot see re-dealt from the unseen pool."""
    s: State = json.loads(json.dumps({k: v for k, v in state.items() if k != "log"}))
    s["log"] = []
    for colour in COLOURS:
        places: list[tuple[str, Any, int]] = []  # (kind, container, index)
        pool: list[int] = []
        for i, v in enumerate(s["stacks"].get(colour, [])):
            places.append(("stack", s["stacks"][colour], i))
            pool.append(v)
        for other, p in enumerate(s["players"]):
            if other == seat:
                continue
            for card in p["hand"]:
                if card[0] == colour:
                    places.append(("hand", card, 1))
                    pool.append(card[1])
        for tokens in s["tokens"].values():
            for t in tokens:
                if t["c"] == colour and not t["up"] and seat not in t["known"]:
                    places.append(("token", t, 0))
                    pool.append(t["v"])
        pool.sort()
        rng.shuffle(pool)
        for (kind, where, i), v in zip(places, pool, strict=True):
            if kind == "stack":
                where[i] = v
            elif kind == "hand":
                where[1] = v
            else:
                where["v"] = v
    deck = sorted(s["crisis_deck"])
    rng.shuffle(deck)
    s["crisis_deck"] = deck
    s["rng"] = {"seed": f"sample:{rng.random()}", "counter": 0}
    return s


def value(game: Any, state: State) -> list[float]:
    """Prestige if the game ended now (public), the final result once it has."""
    result = game.result(state)
    if result is not None:
        return [float(x) for x in result.scores]
    return [float(breakdown(p)["total"]) for p in state["players"]]


def end_cause(state: State) -> str:
    """Al-Rashid always ends after its last year (for ``caravanserai simulate``)."""
    return "last year"
