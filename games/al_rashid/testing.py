"""Al-Rashid's hooks for the generic test suites (:mod:`games.core.testing`)."""

from __future__ import annotations

from typing import Any

from games.al_rashid import bots, sample
from games.core.testing import Hooks


def perturb(state: Any, seat: int) -> None:
    """Another seat's hidden information, the hidden piles and the generator changed: what
    ``seat`` cannot know."""
    other = (seat + 1) % state["n"]
    for card in state["players"][other]["hand"]:
        stack = state["stacks"][card[0]]
        if stack:
            card[1], stack[0] = stack[0], card[1]
    unseen = [
        t for ts in state["tokens"].values() for t in ts if not t["up"] and seat not in t["known"]
    ]
    for colour in ("red", "blue"):  # face-down tokens the seat has not seen trade values
        same = [t for t in unseen if t["c"] == colour]
        if len(same) >= 2:
            same[0]["v"], same[-1]["v"] = same[-1]["v"], same[0]["v"]
    state["crisis_deck"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


HOOKS = Hooks(
    options={},
    perturb=perturb,
    determinize=sample.determinize,
    bots=bots,
)
