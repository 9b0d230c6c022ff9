"""Almadi's hooks for the generic test suites (:mod:`games.core.testing`)."""

from __future__ import annotations

from typing import Any

from games.almadi import bots, sample
from games.core.testing import Hooks


def perturb(state: Any, seat: int) -> None:
    """Another seat's hidden information, the hidden piles and the generator changed: what
    ``seat`` cannot know."""
    for i, tile in enumerate(state.pile):  # a pile tile trades places with a boxed one
        kind = sample.TYPE_OF.get(tile)
        j = next((k for k, b in enumerate(state.box) if sample.TYPE_OF.get(b) == kind), None)
        if j is not None:
            state.pile[i], state.box[j] = state.box[j], state.pile[i]
            break
    state.pile.reverse()
    other = state.players[(seat + 1) % state.n]
    boxed = [c for c in state.card_box if c in sample.CHARACTERS]
    if other.hand and boxed:
        i = state.card_box.index(boxed[0])
        state.card_box[i], other.hand[0] = other.hand[0], state.card_box[i]
    state.mosaic_pile[1:] = reversed(state.mosaic_pile[1:])
    state.rng.seed = "elsewhere"


HOOKS = Hooks(
    options={"characters": True},
    perturb=perturb,
    determinize=sample.determinize,
    bots=bots,
)
