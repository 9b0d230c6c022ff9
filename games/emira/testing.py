"""Emira's hooks for the generic test suites (:mod:`games.core.testing`)."""

from __future__ import annotations

from typing import Any

from games.core.testing import Hooks
from games.emira import bots, sample


def perturb(state: Any, seat: int) -> None:
    """Another seat's hidden information, the hidden piles and the generator changed: what
    ``seat`` cannot know."""
    other = state["players"][(seat + 1) % state["n"]]
    used = {p["obj"] for p in state["players"]}
    spare = [o for o in sorted(sample.OBJECTIVES) if o.startswith(f"{state['n']}-")]
    spare = [o for o in spare if o not in used]
    if spare:
        other["obj"] = spare[0]
    if other["hand"] and state["events"]:
        other["hand"][0], state["events"][0] = state["events"][0], other["hand"][0]
    if "noor" not in other["pal"]:
        other["gold"] += 130
    state["emira"].reverse()
    state["status_deck"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


HOOKS = Hooks(
    options={},
    perturb=perturb,
    determinize=sample.determinize,
    bots=bots,
)
