"""What generic test suites need from a game beyond the protocol, declared by the game.

The suites that every registered game must pass (conformance, bot levels and secrecy, renderer
layout, first screen, pseudo-locale, whole games end to end, golden logs) are parametrised over
:func:`games.core.registry.game_ids`; what they cannot know from the protocol alone, a game
declares in the module its ``Game.testing`` names (``games.almadi.testing``), as ``HOOKS``.
Nothing here is read in play: a game without hooks gets the defaults, and a suite skips, with
the reason, the checks a default makes impossible (a secrecy check without a perturbation)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from games.core.protocol import Game


@dataclass(frozen=True)
class Hooks:
    """A game's answers to the generic suites."""

    # the options the suites play with: the richest game (Almadi with its Characters variant)
    options: dict[str, Any] = field(default_factory=dict)
    # change, in place, only what ``seat`` cannot know (another seat's hand, the deck's order,
    # the generator): a decision of ``seat``'s bot must not change
    perturb: Callable[[Any, int], None] | None = None
    # the ``strong`` level's sampler: a full state consistent with what ``seat`` knows
    determinize: Callable[[Game[Any], Any, int, random.Random], Any] | None = None
    # the module holding the ``strong`` level's ``STRONG`` budget, which suites shrink
    bots: ModuleType | None = None
    # every text the game shows goes through the catalogues (a toy speaking English only does
    # not: the pseudo-locale suites skip it)
    localized: bool = True
    # the most moves people make in an end-to-end game before bots finish it
    human_steps: int = 24


DEFAULT = Hooks()


def hooks(game: Game[Any]) -> Hooks:
    """The hooks ``game`` declares (``HOOKS`` of its ``testing`` module), or the defaults."""
    if not game.testing:
        return DEFAULT
    found = getattr(importlib.import_module(game.testing), "HOOKS", DEFAULT)
    assert isinstance(found, Hooks), f"{game.testing}.HOOKS is not a Hooks"
    return found
