"""Bots for Almadi. The core RandomBot plays any game; ``EagerBot`` is a light heuristic player:
it places where most effects activate, resolves every item, takes objectives and recruits."""

from __future__ import annotations

import random
from typing import Any

from games.almadi import kingdom as K
from games.almadi.state import AlmadiState
from games.core.protocol import Game

_LOW = ("done", "skip", "back", "end turn", "pass")


class EagerBot:
    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def _score(self, state: AlmadiState, seat: int, action: str) -> float:
        w = action.split()
        if action in _LOW:
            return 0.0
        if w[0] == "place":
            p = state.players[seat]
            cell = (int(w[1]), int(w[2]))
            cells = dict(p.cells)
            assert state.turn.holding is not None
            cells[cell] = state.turn.holding
            return 1.0 + len(K.arrival_effects(cells, [cell]))
        if w[0] in ("aladdin", "badroulboudour", "paribanou", "objective", "recruit"):
            return 6.0
        if w[0] in ("hammer", "stall", "ruby", "moon", "genie"):
            return 5.0
        return 1.0

    def choose(self, game: Game[Any], state: AlmadiState, seat: int) -> str:
        actions = game.legal(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        scored = [(self._score(state, seat, a) + self.rng.random() * 0.5, a) for a in actions]
        return max(scored)[1]
