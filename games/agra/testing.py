"""Agra's hooks for the generic test suites (:mod:`games.core.testing`)."""

from __future__ import annotations

from typing import Any

from games.agra import bots, sample
from games.core.testing import Hooks


def perturb(state: Any, seat: int) -> None:
    """Another seat's hidden information, the hidden piles and the generator changed: what
    ``seat`` cannot know."""
    other = (seat + 1) % state["n"]
    state["players"][other]["rupees"] += 7
    state["pile"].reverse()
    state["rng"] = {"seed": "elsewhere", "counter": 3}


HOOKS = Hooks(
    options={},
    perturb=perturb,
    determinize=sample.determinize,
    bots=bots,
)
