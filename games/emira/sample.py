"""Emira seen from one seat (for the ``strong`` bot): a full state built only from what the
seat may know. Hidden from it are the other sheiks' objectives, event cards (hands, deals,
looks) and gold (unless Noor makes it public), the order of the Emira, status and event decks
and the random generator. Objectives are re-dealt from the unseen objectives of this player
count, event cards from the unseen ones (other hands and looks plus the event deck), the decks
re-shuffled and the generator re-seeded, all with the bot's own generator and from sorted pools
(so where the real secrets lie changes nothing); a hidden gold total is guessed equal to the
seat's own. The log is left out (the rules only append to it)."""

from __future__ import annotations

import json
import random
from typing import Any

from games.core.search import redeal
from games.emira.data import OBJECTIVES
from games.emira.rules import primary_score, secondary_score_half
from games.emira.state import caravan_income, gold_public

State = dict[str, Any]
NO_CLAIM = "best score when the game ended"  # flow.finish's proof for a ranked winner


def determinize(game: Any, state: State, seat: int, rng: random.Random) -> State:
    s: State = json.loads(json.dumps({k: v for k, v in state.items() if k != "log"}))
    s["log"] = []
    me = s["players"][seat]
    revealed = set(s.get("revealed") or []) if s["result"] is not None else set()
    others = [p for i, p in enumerate(s["players"]) if i != seat and i not in revealed]
    # objectives: the other sheiks' come from those this player count uses, minus the own one
    mine = {p["obj"] for i, p in enumerate(s["players"]) if i == seat or i in revealed}
    unseen = [o for o in sorted(OBJECTIVES) if o.startswith(f"{s['n']}-") and o not in mine]
    rng.shuffle(unseen)
    for p, obj in zip(others, unseen, strict=False):
        p["obj"] = obj
    # event cards: other hands, deals and looks with the event deck
    groups = [p[k] for p in others for k in ("hand", "dealt", "look")] + [s["events"]]
    dealt = redeal(rng, groups)
    k = 0
    for p in others:
        for key in ("hand", "dealt", "look"):
            p[key] = sorted(dealt[k]) if key != "look" else dealt[k]
            k += 1
        p["seen"] = []
        p.pop("seen_msgs", None)  # the same looks as messages (games/emira/state.py remember)
    s["events"] = dealt[-1]
    for deck in ("emira", "status_deck"):
        cards = sorted(s[deck])
        rng.shuffle(cards)
        s[deck] = cards
    for i, p in enumerate(s["players"]):
        if i != seat and not gold_public(s, i):
            p["gold"] = me["gold"]
    s["rng"] = {"seed": f"sample:{rng.random()}", "counter": 0}
    return s


GOLD_PER_POINT = 250  # gold worth one score point (a princess is two) while the game runs


def value(game: Any, state: State) -> list[float]:
    """Princesses (2 each) with the objective bonus, a tenth of the secondary score, and the
    gold in hand and still to come from caravans (without it a search overbids: gold spent in a
    rollout would cost nothing)."""
    result = game.result(state)
    if result is not None:
        return [float(x) for x in result.scores]
    out = []
    for i, p in enumerate(state["players"]):
        coming = sum(caravan_income(c) * c[2] for c in p["caravans"])
        wealth = (p["gold"] + coming) / GOLD_PER_POINT
        out.append(primary_score(state, i) + secondary_score_half(state, i) / 20 + wealth)
    return out


def end_cause(state: State) -> str:
    """Victory, no princesses left or the round-100 safety end (for ``caravanserai simulate``)."""
    if any(p["won"] and p["won"] != NO_CLAIM for p in state["players"]):
        return "victory"
    if state["dry"] >= 2:
        return "no princesses"
    return "round limit"
